"""Runs the README's shell, TypeScript and Python blocks against a running server, as a reader
would paste them, so that they never go stale. Used by scripts/readme.sh.

A block is run when the line before its opening fence is one of these markers (HTML comments,
invisible on the rendered page):

- `<!-- quickstart -->` (sh): the first is the prelude (the server's address and a helper);
  every other one runs after it in a fresh `bash -euo pipefail`. An answer shown as
  `# → {...}` must come out of the block with every key it names.
- `<!-- recipe -->` (sh): the client recipe, run as printed in an empty folder holding only
  `openapi/openapi.json`, with a fresh Python virtual environment first on the PATH.
- `<!-- loop typescript -->`, `<!-- loop python -->`: one whole game with the generated
  client, played for every game the server can play (`new-bedford` and its other spellings
  replaced by the game's), type-checked with `tsc --strict` first.

The documented address, http://127.0.0.1:8080, is replaced by the test server's.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

DOCUMENTED = "http://127.0.0.1:8080"
MARKER = re.compile(r"^<!-- (quickstart|recipe|loop typescript|loop python) -->$")
ANSWER = re.compile(r"^# → (.*)$", re.M)
KEY = re.compile(r'"([A-Za-z_][A-Za-z0-9_]*)":')


def blocks(readme: Path) -> dict[str, list[str]]:
    """Each marker's blocks, in the README's order."""
    found: dict[str, list[str]] = {}
    lines = readme.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        marker = MARKER.match(line)
        if not marker:
            continue
        if i + 1 >= len(lines) or not lines[i + 1].startswith("```"):
            sys.exit(f"README.md:{i + 1}: '{line}' is not followed by a fenced block")
        end = next(j for j in range(i + 2, len(lines)) if lines[j].startswith("```"))
        found.setdefault(marker.group(1), []).append("\n".join(lines[i + 2 : end]) + "\n")
    return found


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(
            f"failed ({done.returncode}): {' '.join(command)}\n"
            f"--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"
        )
    return done.stdout


def quickstarts(found: dict[str, list[str]], base: str, work: Path) -> None:
    prelude, *rest = found.get("quickstart", [])
    if not rest:
        sys.exit("README.md has no quick start blocks after the prelude")
    for number, block in enumerate(rest, start=1):
        script = (prelude + block).replace(DOCUMENTED, base)
        out = run(["bash", "-euo", "pipefail", "-c", script], work)
        for answer in ANSWER.findall(block):
            missing = [key for key in KEY.findall(answer) if f'"{key}":' not in out]
            if missing:
                sys.exit(
                    f"quick start {number}: the answer shown as\n  {answer}\n"
                    f"names {missing}, which the service did not answer:\n{out}\n--- block\n{block}"
                )
        print(f"   quick start {number} ok")


def playable_games(base: str) -> list[str]:
    with urllib.request.urlopen(f"{base}/v1/games") as answer:
        games = json.load(answer)
    return [game["id"] for game in games if "play" in game["capabilities"]]


def spelled_for(source: str, game: str) -> str:
    """The loop written for New Bedford, rewritten for `game` in each spelling it uses."""
    snake = game.replace("-", "_")
    pascal = "".join(part.capitalize() for part in game.split("-"))
    return (
        source.replace("new-bedford", game)
        .replace("new_bedford", snake)
        .replace("NewBedford", pascal)
    )


def recipes(found: dict[str, list[str]], root: Path, base: str, work: Path) -> None:
    (recipe,) = found["recipe"]
    shutil.rmtree(work, ignore_errors=True)
    (work / "openapi").mkdir(parents=True)
    (work / "src").mkdir()
    shutil.copy(root / "openapi" / "openapi.json", work / "openapi" / "openapi.json")
    # What a new project has before the recipe: an ES module package, an empty venv.
    (work / "package.json").write_text('{"private": true, "type": "module"}\n')
    run([sys.executable, "-m", "venv", str(work / "venv")], work)
    env = dict(os.environ, PATH=f"{work / 'venv' / 'bin'}:{os.environ['PATH']}")
    env.pop("PYTHONPATH", None)
    print("   the client recipe, as printed")
    run(["bash", "-euo", "pipefail", "-c", recipe], work, env)

    games = playable_games(base)
    (typescript,) = found["loop typescript"]
    (python,) = found["loop python"]
    for game in games:
        name = game.replace("-", "_")
        (work / "src" / f"play_{name}.ts").write_text(spelled_for(typescript, game).replace(DOCUMENTED, base))
        (work / f"play_{name}.py").write_text(spelled_for(python, game).replace(DOCUMENTED, base))
    (work / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    "strict": True,
                    "target": "es2022",
                    "module": "esnext",
                    "moduleResolution": "bundler",
                    "outDir": "dist",
                    "skipLibCheck": True,
                },
                "include": ["src"],
            }
        )
    )
    run(["npx", "--no-install", "tsc", "-p", "tsconfig.json"], work, env)
    for game in games:
        name = game.replace("-", "_")
        run(["node", f"dist/play_{name}.js"], work, env)
        print(f"   TypeScript loop played {game} to the end")
        run([str(work / "venv" / "bin" / "python"), f"play_{name}.py"], work, env)
        print(f"   Python loop played {game} to the end")


def main() -> None:
    readme, base, work = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    found = blocks(readme)
    quickstarts(found, base, work)
    recipes(found, readme.parent, base, work / "recipe")


if __name__ == "__main__":
    main()

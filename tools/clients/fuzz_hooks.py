"""Schemathesis hooks (SCHEMATHESIS_HOOKS=fuzz_hooks): let the fuzzer act in the matches it
creates.

Match operations need the match's own bearer token and, to write, its current version in
`If-Match`. Generated values never hold those, so without help every match read or write
would stop at 401/428 and the fuzzer would not reach the code behind them. The hooks keep the
tokens of every match the run creates (`POST /v1/matches` answers them once) and the last
ETag seen per match, and put them on later requests for that match: tokens in turn (owner
and seats) through an auth provider, and the real version in place of every other generated
`If-Match`, so that refusals of bad versions are still exercised.

The gathering operations (claiming a seat, re-issuing or revoking an invite, rematch,
take-backs, export) are reached by no link of the document, so a generated id only ever finds
no match there. For them, every other request is sent to a match the hooks made themselves
with their tokens: one waiting for a seat to be claimed (its invites, and those re-issued,
go into claims), one finished (for rematches and exports) and one being played.
"""

from __future__ import annotations

import itertools
import time
from typing import Any
from urllib.parse import urlsplit

import requests
import schemathesis

TOKENS: dict[str, list[str]] = {}
VERSIONS: dict[str, str] = {}
# Unused invite codes per match.
INVITES: dict[str, list[str]] = {}
_turn = itertools.count()
# The server's base URL, as the first answer showed it.
BASE: list[str] = []
# The hooks' own matches for the gathering operations, by what they are for; made once.
FIXTURES: dict[str, str] = {}

GATHERING = {
    "/v1/matches/{id}/seats/claim": "waiting",
    "/v1/matches/{id}/seats/{seat}/invite": "waiting",
    "/v1/matches/{id}/rematch": "finished",
    "/v1/matches/{id}/export": "finished",
    "/v1/matches/{id}/take-back": "playing",
    "/v1/matches/{id}/take-back/answer": "playing",
}


def remember(created: dict[str, Any]) -> str:
    """Keeps a created match's tokens and invites; its id."""
    tokens = [created["owner_token"], *(seat["token"] for seat in created["seats"])]
    TOKENS[created["id"]] = tokens
    if created.get("name"):
        TOKENS[created["name"]] = tokens
    INVITES[created["id"]] = [invite["code"] for invite in created.get("invites", [])]
    match_id: str = created["id"]
    return match_id


def fixtures() -> None:
    """The hooks' own matches: Nantucket, with seat 1 open; two random bots, finished (they
    play it in well under a second); a seat and a bot, seat 0 having moved once."""
    if FIXTURES or not BASE:
        return
    base = BASE[0]

    def create(body: dict[str, Any]) -> dict[str, Any]:
        answer = requests.post(f"{base}/v1/matches", json=body, timeout=30)
        answer.raise_for_status()
        created: dict[str, Any] = answer.json()
        return created

    game = {"game": "nantucket", "players": 2}
    FIXTURES["waiting"] = remember(create({**game, "open": [1]}))
    finished = create({**game, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})
    FIXTURES["finished"] = remember(finished)
    playing = create({**game, "bots": [{"seat": 1, "kind": "random"}]})
    FIXTURES["playing"] = remember(playing)
    seat = {"Authorization": f"Bearer {playing['seats'][0]['token']}"}
    legal = requests.get(f"{base}/v1/matches/{playing['id']}/legal-actions", headers=seat, timeout=30).json()
    if legal["actions"]:
        action = {"game": "nantucket", "action": legal["actions"][0]["action"]}
        requests.post(
            f"{base}/v1/matches/{playing['id']}/actions",
            json=action,
            headers={**seat, "If-Match": '"0"'},
            timeout=30,
        )
    for _ in range(100):
        read = requests.get(f"{base}/v1/matches/{finished['id']}", timeout=30).json()
        if read.get("status") == "finished":
            break
        time.sleep(0.1)


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    if not BASE:
        url = urlsplit(response.request.url)
        BASE.append(f"{url.scheme}://{url.netloc}")
    if case.method.upper() == "POST" and case.path == "/v1/matches" and response.status_code == 201:
        key = remember(response.json())
    else:
        key = (case.path_parameters or {}).get("id")
    if case.path == "/v1/matches/{id}/seats/{seat}/invite" and response.status_code == 200 and key in INVITES:
        INVITES[key].append(response.json()["code"])
    tag = response.headers.get("etag")
    if key is not None and tag:
        VERSIONS[key] = tag[0] if isinstance(tag, list) else tag


@schemathesis.auth(refresh_interval=None, retry_on=[])
class MatchTokens:
    """The tokens of the match a request names, in turn (owner first, then each seat);
    nothing for matches the run did not create. An auth provider rather than a header hook,
    so that the checks that send a request without or with a wrong token still can."""

    def get(self, case: Any, context: Any) -> str | None:
        match = (case.path_parameters or {}).get("id")
        tokens = TOKENS.get(match) if isinstance(match, str) else None
        if not tokens:
            return None
        return tokens[next(_turn) % len(tokens)]

    def set(self, case: Any, data: str | None, context: Any) -> None:
        if data is not None:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@schemathesis.hook
def before_call(context: Any, case: Any, **kwargs: Any) -> None:
    fixture = GATHERING.get(case.path)
    if fixture is not None and next(_turn) % 2 == 0:
        toward_fixture(case, fixture)
    # Only a generated If-Match is replaced, every other time: a request sent without one on
    # purpose (the missing-header check) keeps going without.
    match = (case.path_parameters or {}).get("id")
    headers = case.headers or {}
    if isinstance(match, str) and "If-Match" in headers and match in VERSIONS and next(_turn) % 2 == 0:
        case.headers = {**headers, "If-Match": VERSIONS[match]}
    # A long poll whose If-None-Match happens to hold the version waits as long as Prefer
    # asks (up to a minute): the fuzzer checks the answer's shape, not the wait, so one second.
    if "Prefer" in (case.headers or {}):
        case.headers = {**case.headers, "Prefer": "wait=1"}


def toward_fixture(case: Any, fixture: str) -> None:
    """Sends `case` to the hooks' own match for it, with one of its tokens (and, for a claim,
    one of its invites), where the generated id names no match of this run."""
    fixtures()
    match = FIXTURES.get(fixture)
    parameters = case.path_parameters or {}
    if match is None or parameters.get("id") in TOKENS:
        return
    case.path_parameters = {**parameters, "id": match}
    tokens = TOKENS[match]
    case.headers = {**(case.headers or {}), "Authorization": f"Bearer {tokens[next(_turn) % len(tokens)]}"}
    if case.path == "/v1/matches/{id}/seats/claim" and isinstance(case.body, dict) and INVITES.get(match):
        case.body = {**case.body, "invite": INVITES[match][-1]}

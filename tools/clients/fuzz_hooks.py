"""Schemathesis hooks (SCHEMATHESIS_HOOKS=fuzz_hooks): let the fuzzer act in the matches it
creates.

Match operations need the match's own bearer token and, to write, its current version in
`If-Match`. Generated values never hold those, so without help every match read or write
would stop at 401/428 and the fuzzer would not reach the code behind them. The hooks keep the
tokens of every match the run creates (`POST /v1/matches` answers them once) and the last
ETag seen per match, and put them on later requests for that match: tokens in turn (owner
and seats) through an auth provider, and the real version in place of every other generated
`If-Match`, so that refusals of bad versions are still exercised.
"""

from __future__ import annotations

import itertools
from typing import Any

import schemathesis

TOKENS: dict[str, list[str]] = {}
VERSIONS: dict[str, str] = {}
_turn = itertools.count()


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    if case.method.upper() == "POST" and case.path == "/v1/matches" and response.status_code == 201:
        created = response.json()
        tokens = [created["owner_token"], *(seat["token"] for seat in created["seats"])]
        TOKENS[created["id"]] = tokens
        if created.get("name"):
            TOKENS[created["name"]] = tokens
        key = created["id"]
    else:
        key = (case.path_parameters or {}).get("id")
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

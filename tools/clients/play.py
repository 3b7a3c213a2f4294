"""Plays real games through the Python client generated from openapi/openapi.json.

Run by scripts/clients.sh against the real binary: `python play.py http://127.0.0.1:PORT`.
Only the generated types are used (checked with `mypy --strict`): a schema that does not
match what the server sends fails here, in parsing, not in a person's app.

Which games to play and score is the service's catalogue (`GET /v1/games`); each game's
generated operations and classes are found through the names its OpenAPI document gives them,
so a new game is played and scored here without an entry of its own.
"""

from __future__ import annotations

import importlib
import random
import sys
import time
import json
from collections.abc import Callable, MutableMapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar

import httpx
from quarterdeck_client import AuthenticatedClient, Client, models
from quarterdeck_client.api.games import list_games
from quarterdeck_client.api.matches import (
    act_in_match,
    claim_seat,
    create_match,
    get_match,
    match_legal_actions,
    match_log,
    match_score,
)
from quarterdeck_client.models import (
    ActorSeat,
    ActorTable,
    BotKind,
    BotRequest,
    ChanceMode,
    ClaimRequest,
    GameInfo,
    Invite,
    MatchBot,
    Problem,
    ScoreSheet,
    SeatToken,
    ShownStatus,
)
from quarterdeck_client.types import UNSET, Unset

Actor = ActorSeat | ActorTable
# A game far longer than any real one means the loop is stuck, not that the game is long.
MAX_DECISIONS = 5_000

S = TypeVar("S")  # a game's state
A = TypeVar("A")  # a game's action
S_co = TypeVar("S_co", covariant=True)
A_co = TypeVar("A_co", covariant=True)
# Request bodies, one per operation: the generated classes differ per game.
SetupReq = TypeVar("SetupReq")
LegalReq = TypeVar("LegalReq")
ApplyReq = TypeVar("ApplyReq")
ScoreReq = TypeVar("ScoreReq")
ViewReq = TypeVar("ViewReq")
BotReq = TypeVar("BotReq")
S_contra = TypeVar("S_contra", contravariant=True)
A_contra = TypeVar("A_contra", contravariant=True)
Req_co = TypeVar("Req_co", covariant=True)
Req_contra = TypeVar("Req_contra", contravariant=True)
Resp_co = TypeVar("Resp_co", covariant=True)
G = TypeVar("G")  # a game's id, as its own one-value enum
G_contra = TypeVar("G_contra", contravariant=True)
CreateReq = TypeVar("CreateReq")
ActReq = TypeVar("ActReq")


class Failed(Exception):
    """A request the scripts expected to succeed did not."""


class Operation(Protocol[Req_contra, Resp_co]):
    """A generated `sync` of an operation that takes a body."""

    def __call__(self, *, client: Client, body: Req_contra) -> Resp_co | Problem | None: ...


class HasState(Protocol[S_co]):
    @property
    def state(self) -> S_co: ...


class Labelled(Protocol[A_co]):
    @property
    def action(self) -> A_co: ...

    @property
    def actor(self) -> Actor: ...

    @property
    def label(self) -> str: ...


class LegalList(Protocol[A_co]):
    @property
    def to_act(self) -> Sequence[Actor]: ...

    @property
    def actions(self) -> Sequence[Labelled[A_co]]: ...


class SetupBody(Protocol[Req_co]):
    def __call__(
        self, *, players: int, seed: int | None | Unset = ..., chance: ChanceMode | Unset = ...
    ) -> Req_co: ...


class StateBody(Protocol[S_contra, Req_co]):
    def __call__(self, *, state: S_contra | None | Unset = ...) -> Req_co: ...


class LegalBody(Protocol[S_contra, Req_co]):
    def __call__(
        self, *, state: S_contra | None | Unset = ..., actor: Actor | None | Unset = ...
    ) -> Req_co: ...


class ApplyBody(Protocol[S_contra, A_contra, Req_co]):
    def __call__(
        self, *, action: A_contra, state: S_contra | None | Unset = ..., actor: Actor | None | Unset = ...
    ) -> Req_co: ...


class BotMoveBody(Protocol[S_contra, Req_co]):
    def __call__(self, *, seat: int, bot: BotRequest, state: S_contra | None | Unset = ...) -> Req_co: ...


class ViewBody(Protocol[S_contra, Req_co]):
    def __call__(self, *, state: S_contra | None | Unset = ..., seat: int | None | Unset = ...) -> Req_co: ...


Parsed = TypeVar("Parsed")


class Answer(Protocol[Resp_co]):
    """A generated `Response`: the parsed body, the headers (for the ETag), and the status and
    bytes as they came (for a refusal the document does not list)."""

    @property
    def status_code(self) -> int: ...

    @property
    def content(self) -> bytes: ...

    @property
    def parsed(self) -> Resp_co | None: ...

    @property
    def headers(self) -> MutableMapping[str, str]: ...


class CreatedLike(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def seats(self) -> Sequence[SeatToken]: ...

    @property
    def owner_token(self) -> str: ...

    @property
    def to_act(self) -> Sequence[Actor]: ...

    @property
    def version(self) -> int: ...

    @property
    def status(self) -> ShownStatus: ...

    @property
    def invites(self) -> Sequence[Invite] | Unset: ...


class ActedLike(Protocol):
    @property
    def version(self) -> int: ...

    @property
    def to_act(self) -> Sequence[Actor]: ...


class LogEntryLike(Protocol):
    @property
    def bot(self) -> bool | Unset: ...


class LogPage(Protocol):
    @property
    def entries(self) -> Sequence[LogEntryLike]: ...

    @property
    def next_from(self) -> int | None | Unset: ...


class LogOp(Protocol):
    """The generated `match_log.sync`, seen through what every game's log page has."""

    def __call__(
        self, id: str, *, client: AuthenticatedClient | Client, from_: int | Unset = ...
    ) -> LogPage | Problem | None: ...


READ_LOG: LogOp = match_log.sync


class CreateOp(Protocol[Req_contra]):
    def __call__(self, *, client: Client, body: Req_contra) -> Answer[CreatedLike | Problem]: ...


class ActOp(Protocol[Req_contra]):
    def __call__(
        self,
        id: str,
        *,
        client: AuthenticatedClient,
        body: Req_contra,
        if_match: str,
        idempotency_key: None | str | Unset = ...,
    ) -> Answer[ActedLike | Problem]: ...


class CreateBody(Protocol[G_contra, Req_co]):
    def __call__(
        self,
        *,
        game: G_contra,
        players: int,
        seed: int | None | Unset = ...,
        chance: ChanceMode | Unset = ...,
        bots: list[MatchBot] | Unset = ...,
        open_: list[int] | Unset = ...,
    ) -> Req_co: ...


class ActionBody(Protocol[G_contra, A_contra, Req_co]):
    def __call__(self, *, game: G_contra, action: A_contra) -> Req_co: ...


def ok(parsed: Parsed | Problem | None, what: str) -> Parsed:
    """The answer of a request that must succeed; a problem or no answer stops the run."""
    if isinstance(parsed, Problem):
        raise Failed(f"{what}: {parsed.status} {parsed.code}: {parsed.detail}")
    if parsed is None:
        raise Failed(f"{what}: no answer the client could parse")
    return parsed


@dataclass(frozen=True)
class PlayableGame(Generic[G, S, A, SetupReq, LegalReq, ApplyReq, ScoreReq, ViewReq, BotReq, CreateReq, ActReq]):
    """One playable game's generated operations and request bodies: stateless play, then the
    named-match bodies, which carry the game's id and its own types."""

    game: G
    players: int
    setup: Operation[SetupReq, HasState[S]]
    setup_body: SetupBody[SetupReq]
    legal: Operation[LegalReq, LegalList[A]]
    legal_body: LegalBody[S, LegalReq]
    apply: Operation[ApplyReq, HasState[S]]
    apply_body: ApplyBody[S, A, ApplyReq]
    score: Operation[ScoreReq, ScoreSheet]
    score_body: StateBody[S, ScoreReq]
    view: Operation[ViewReq, HasState[S]]
    view_body: ViewBody[S, ViewReq]
    bot_move: Operation[BotReq, Labelled[A]]
    bot_move_body: BotMoveBody[S, BotReq]
    create: CreateOp[CreateReq]
    create_body: CreateBody[G, CreateReq]
    match_legal: type[LegalList[A]]
    act: ActOp[ActReq]
    act_body: ActionBody[G, A, ActReq]

    @property
    def name(self) -> str:
        return str(self.game)

    def play(self, client: Client, chance: ChanceMode, seed: int) -> ScoreSheet:
        """One complete game, decisions picked at random from the legal actions or, now and
        then, by the service's greedy bot."""
        where = f"{self.name} ({chance.value}, seed {seed})"
        bot = random.Random(seed)
        body = self.setup_body(players=self.players, seed=seed, chance=chance)
        state = ok(self.setup(client=client, body=body), f"{where} setup").state
        for decision in range(MAX_DECISIONS):
            legal = ok(self.legal(client=client, body=self.legal_body(state=state)), where)
            if not legal.to_act:
                sheet = ok(self.score(client=client, body=self.score_body(state=state)), where)
                if not sheet.final:
                    raise Failed(f"{where}: nobody is to act but the score sheet is not final")
                seat_view = self.view(client=client, body=self.view_body(state=state, seat=0))
                ok(seat_view, f"{where} view")
                print(f"   {where}: {decision} decisions, {describe(sheet)}")
                return sheet
            # Every actor's actions, several at once in a simultaneous phase: each names its actor.
            if not legal.actions:
                raise Failed(f"{where}: {legal.to_act} may act but nothing is legal")
            chosen: Labelled[A] = bot.choice(legal.actions)
            # Every seventh seat decision, a bot chooses it from the seat's view.
            if isinstance(chosen.actor, ActorSeat) and decision % 7 == 0:
                ask = BotRequest(kind=BotKind.GREEDY, iterations=2, seed=decision)
                body_bot = self.bot_move_body(state=state, seat=chosen.actor.seat, bot=ask)
                chosen = ok(self.bot_move(client=client, body=body_bot), f"{where}: bot-move")
            body_apply = self.apply_body(state=state, action=chosen.action, actor=chosen.actor)
            state = ok(self.apply(client=client, body=body_apply), f"{where}: {chosen.label}").state
        raise Failed(f"{where}: no end after {MAX_DECISIONS} decisions")

    def play_match(self, base_url: str, client: Client, seed: int) -> None:
        """A named match to its end against the service's bot in the last seat, the other seats
        joining through their invites: claims, seat tokens, If-Match from the ETag, one
        idempotent retry, the log and the final score."""
        where = f"match of {self.name}"
        bot = random.Random(seed)
        # No seed: the service draws a secret one, and games that hide cards refuse a chosen one.
        # The last seat is the service's own bot, which moves by itself whenever it is due; every
        # other seat is left open for a player to claim with its invite, as friends joining from
        # a link would.
        bot_seat = self.players - 1
        body = self.create_body(
            game=self.game,
            players=self.players,
            chance=ChanceMode.SEEDED,
            bots=[MatchBot(seat=bot_seat, kind=BotKind.RANDOM)],
            open_=list(range(bot_seat)),
        )
        created_answer = self.create(client=client, body=body)
        created = ok(created_answer.parsed, f"{where}: create")
        tokens = {seat.seat: seat.token for seat in created.seats}
        claims = self.gather(base_url, client, created, tokens, where)
        seats = {seat: auth(base_url, token) for seat, token in tokens.items()}
        owner = auth(base_url, created.owner_token)
        # The bot may have moved already, if it was the first to act once the last seat was taken.
        tag, to_act = read_match(client, created.id, where)
        decisions = 0
        while to_act:
            if decisions >= MAX_DECISIONS:
                raise Failed(f"{where}: no end after {MAX_DECISIONS} decisions")
            # Whoever acts first among those due, but the bot; the owner token acts for the table.
            people = [actor for actor in to_act if isinstance(actor, ActorTable) or actor.seat != bot_seat]
            if not people:
                tag, to_act = wait_for_the_bot(client, created.id, tag, where)
                continue
            actor = people[0]
            token = owner if isinstance(actor, ActorTable) else seats[actor.seat]
            legal = ok(match_legal_actions.sync(created.id, client=token), f"{where}: legal actions")
            if not isinstance(legal, self.match_legal):
                raise Failed(f"{where}: legal actions of another game")
            if not legal.actions:
                raise Failed(f"{where}: {actor} is due but has no legal action")
            chosen = bot.choice(legal.actions)
            action = self.act_body(game=self.game, action=chosen.action)
            key = f"decision-{decisions}"
            answer = self.act(created.id, client=token, body=action, if_match=tag, idempotency_key=key)
            if isinstance(answer.parsed, Problem) and answer.parsed.code == "version-mismatch":
                # The bot moved while this seat decided (a phase where several seats act at
                # once): read the match again and decide anew.
                tag, to_act = read_match(client, created.id, where)
                continue
            result = ok(answer.parsed, f"{where}: {chosen.label}")
            if decisions == 0:
                # The same request again, as after a lost answer: the first answer comes back
                # and the action is not applied twice.
                again = self.act(created.id, client=token, body=action, if_match=tag, idempotency_key=key)
                repeated = ok(again.parsed, f"{where}: retry of {chosen.label}")
                if repeated.version != result.version:
                    raise Failed(
                        f"{where}: the retry answered version {repeated.version}, not {result.version}"
                    )
            tag = etag(answer, f"{where}: {chosen.label}")
            to_act = result.to_act
            decisions += 1
        # The owner reads what every seat may; a seat also reads its own hidden actions; a
        # spectator reads with the plain client, as the document says it needs no token.
        readers: list[tuple[AuthenticatedClient | Client, str]] = [
            (owner, "the owner"),
            (seats[0], "seat 0"),
            (client, "a spectator"),
        ]
        version = int(tag.strip('"'))
        for reader, who in readers:
            logged = by_bot = 0
            start: int | Unset = UNSET
            while True:
                page = ok(READ_LOG(created.id, client=reader, from_=start), f"{where}: log as {who}")
                logged += len(page.entries)
                by_bot += sum(1 for entry in page.entries if entry.bot is True)
                if isinstance(page.next_from, Unset) or page.next_from is None:
                    break
                start = page.next_from
            # Each claim is logged too, at its own version, as the seat's.
            if logged != version or by_bot != version - decisions - claims:
                raise Failed(
                    f"{where}: {claims} claims, {decisions} actions sent and "
                    f"{version - decisions - claims} by the bot, "
                    f"but {who} read {logged} logged, {by_bot} of them the bot's"
                )
        sheet = ok(match_score.sync(created.id, client=owner), f"{where}: score")
        if not sheet.final:
            raise Failed(f"{where}: the match is over but its score sheet is not final")
        print(
            f"   {where} {created.id}: {claims} seats claimed, {decisions} actions, "
            f"{logged} log entries, {describe(sheet)}"
        )

    def gather(self, base_url: str, client: Client, created: CreatedLike, tokens: dict[int, str], where: str) -> int:
        """Claims every open seat of a match just created through its invite, adding each
        seat's token to `tokens` (the seats held at creation); before the last claim, an
        action is refused with 409 `match-waiting`. Answers how many seats were claimed."""
        invites = [] if isinstance(created.invites, Unset) else list(created.invites)
        open_seats = sorted(set(range(self.players)) - set(tokens))
        if created.status != ShownStatus.WAITING or sorted(invite.seat for invite in invites) != open_seats:
            raise Failed(
                f"{where}: created {created.status.value} with invites for seats "
                f"{[invite.seat for invite in invites]}, not waiting with one for each of {open_seats}"
            )
        version = created.version
        # The latest token handed out acts while the match waits: the bot's, then each claimant's.
        held = tokens[max(tokens)] if tokens else created.owner_token
        for invite in invites:
            if invite.seat == invites[-1].seat:
                self.refused_while_waiting(base_url, client, created.id, held, version, where)
            name = f"Player {invite.seat + 1}"
            claim = ClaimRequest(invite=invite.code, name=name)
            claimed = ok(claim_seat.sync(created.id, client=client, body=claim), f"{where}: claim seat {invite.seat}")
            if (claimed.match, claimed.seat, claimed.name, claimed.version) != (created.id, invite.seat, name, version + 1):
                raise Failed(
                    f"{where}: claiming seat {invite.seat} as {name!r} at version {version} gave seat "
                    f"{claimed.seat} of {claimed.match} as {claimed.name!r} at version {claimed.version}"
                )
            version = claimed.version
            tokens[claimed.seat] = held = claimed.token
        status = ok(get_match.sync(created.id, client=client), f"{where}: read the match").status
        if status not in (ShownStatus.ACTIVE, ShownStatus.FINISHED):
            raise Failed(f"{where}: every seat is claimed but the match is {status.value}")
        return len(invites)

    def refused_while_waiting(
        self, base_url: str, client: Client, match_id: str, token: str, version: int, where: str
    ) -> None:
        """While a seat is open, a seat lists no legal action and an action is refused with 409
        `match-waiting`, whatever it is and whoever sends it."""
        legal = ok(match_legal_actions.sync(match_id, client=auth(base_url, token)), f"{where}: legal actions")
        if not isinstance(legal, self.match_legal):
            raise Failed(f"{where}: legal actions of another game")
        if legal.actions:
            raise Failed(f"{where}: {len(legal.actions)} legal actions while seats are open")
        # Any action of the game will do (play waits before the rules judge it): the first of a
        # fresh game's.
        fresh = self.setup_body(players=self.players, seed=1, chance=ChanceMode.SEEDED)
        state = ok(self.setup(client=client, body=fresh), f"{where}: setup").state
        first = ok(self.legal(client=client, body=self.legal_body(state=state)), f"{where}: legal actions").actions
        if not first:
            raise Failed(f"{where}: a fresh game has no legal action")
        action = self.act_body(game=self.game, action=first[0].action)
        # The refusal is read from the status and bytes, whether or not the document lists it.
        lenient = AuthenticatedClient(
            base_url=base_url, token=token, raise_on_unexpected_status=False, timeout=httpx.Timeout(30.0)
        )
        answer = self.act(match_id, client=lenient, body=action, if_match=f'"{version}"')
        try:
            code = json.loads(answer.content).get("code")
        except ValueError:
            code = None
        if answer.status_code != 409 or code != "match-waiting":
            raise Failed(
                f"{where}: acting while a seat is open answered {answer.status_code} {code}, "
                f"not 409 match-waiting"
            )


def read_match(client: Client, match_id: str, where: str) -> tuple[str, Sequence[Actor]]:
    """The match's version (as an `If-Match` tag) and who is due."""
    answer = get_match.sync_detailed(match_id, client=client)
    read = ok(answer.parsed, f"{where}: read the match")
    return etag(answer, f"{where}: read the match"), read.to_act


def wait_for_the_bot(client: Client, match_id: str, tag: str, where: str) -> tuple[str, Sequence[Actor]]:
    """The match's version tag and who is due, once the service's bot has moved on from
    `tag`."""
    for _ in range(600):
        now, to_act = read_match(client, match_id, where)
        if now != tag:
            return now, to_act
        time.sleep(0.05)
    raise Failed(f"{where}: the bot did not move within 30 s")


def describe(sheet: ScoreSheet) -> str:
    totals = ", ".join(f"{player.name} {player.total}" for player in sheet.players)
    return f"final totals {totals}; winners {sheet.winners}"


class Playable(Protocol):
    def play(self, client: Client, chance: ChanceMode, seed: int) -> ScoreSheet: ...

    def play_match(self, base_url: str, client: Client, seed: int) -> None: ...


class Published:
    """What the OpenAPI document publishes for one game: the generated module of each of its
    operations (named by operation id, in the package of its tag) and its schemas' prefix. The
    client is generated from the same document, so a new game is found here by its id alone."""

    def __init__(self, document: dict[str, Any], game: str) -> None:
        self.document = document
        self.game = game
        setup_request = self.request_schema("setup")
        self.prefix = setup_request.removesuffix("SetupRequest")
        if self.prefix == setup_request:
            raise Failed(f"{game}: the setup request {setup_request} is not named <Game>SetupRequest")

    def post(self, endpoint: str) -> dict[str, Any]:
        path = f"/v1/games/{self.game}/{endpoint}"
        operation: dict[str, Any] = self.document["paths"][path]["post"]
        return operation

    def module(self, endpoint: str) -> ModuleType:
        operation = self.post(endpoint)
        package = operation["tags"][0]
        return importlib.import_module(f"quarterdeck_client.api.{package}.{operation['operationId']}")

    def request_schema(self, endpoint: str) -> str:
        body: dict[str, Any] = self.post(endpoint)["requestBody"]["content"]["application/json"]
        reference: str = body["schema"]["$ref"]
        return reference.rsplit("/", 1)[1]

    def request_model(self, endpoint: str) -> Any:
        return getattr(models, self.request_schema(endpoint))

    def model(self, suffix: str) -> Any:
        """The generated class of the game's own schema `<Prefix><suffix>`."""
        return getattr(models, f"{self.prefix}{suffix}")

    def example(self, endpoint: str) -> Any:
        """The first example of the endpoint's request body."""
        body: dict[str, Any] = self.post(endpoint)["requestBody"]["content"]["application/json"]
        return next(iter(body["examples"].values()))["value"]


def players_to_seat(game: GameInfo) -> int:
    """Three seats where the game allows them: the count every playable game was played at."""
    return min(max(3, game.players.min_), game.players.max_)


def playable(document: dict[str, Any], game: GameInfo) -> Playable:
    published = Published(document, game.id)
    return PlayableGame(
        game=published.model("GameId")(game.id),
        players=players_to_seat(game),
        setup=published.module("setup").sync,
        setup_body=published.request_model("setup"),
        legal=published.module("legal-actions").sync,
        legal_body=published.request_model("legal-actions"),
        apply=published.module("apply").sync,
        apply_body=published.request_model("apply"),
        score=published.module("score").sync,
        score_body=published.request_model("score"),
        view=published.module("view").sync,
        view_body=published.request_model("view"),
        bot_move=published.module("bot-move").sync,
        bot_move_body=published.request_model("bot-move"),
        create=create_match.sync_detailed,
        create_body=published.model("CreateMatchRequest"),
        match_legal=published.model("MatchLegalActions"),
        act=act_in_match.sync_detailed,
        act_body=published.model("ActionRequest"),
    )


def physical_game(
    document: dict[str, Any], game: GameInfo
) -> Callable[[Client], ScoreSheet | Problem | None]:
    """A finished physical game counted off the table: the document's example, read into the
    game's generated request."""
    published = Published(document, game.id)
    body = published.request_model("score-sheet").from_dict(published.example("score-sheet"))
    score_sheet: Callable[..., ScoreSheet | Problem | None] = published.module("score-sheet").sync
    return lambda client: score_sheet(client=client, body=body)


def etag(response: Answer[object], what: str) -> str:
    """The version a write needs in `If-Match`, as the match's last answer gave it."""
    tag = response.headers.get("etag")
    if tag is None:
        raise Failed(f"{what}: answered without an ETag")
    return tag


def auth(base_url: str, token: str) -> AuthenticatedClient:
    return AuthenticatedClient(
        base_url=base_url, token=token, raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0)
    )


# The games the clients were written for: a run that plays fewer has lost some.
FIRST_PLAYABLE = {"new-bedford", "nantucket", "fleet", "bremerhaven"}


def main(base_url: str) -> None:
    client = Client(base_url=base_url, raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0))
    catalogue = ok(list_games.sync(client=client), "the catalogue")
    document: dict[str, Any] = httpx.get(f"{base_url}/openapi.json", timeout=30.0).raise_for_status().json()
    # Every game the service plays, and every game it scores, as its catalogue says.
    playing = [game for game in catalogue if "play" in game.capabilities]
    scoring = [game for game in catalogue if "score-sheet" in game.capabilities]
    missing = FIRST_PLAYABLE - {game.id for game in playing}
    if missing:
        raise Failed(f"the catalogue does not offer {sorted(missing)} to play")
    stateless = [playable(document, game) for game in playing]
    for game in stateless:
        for chance in ChanceMode:
            game.play(client, chance, seed=7)
    for game in stateless:
        game.play_match(base_url, client, seed=11)
    for info in scoring:
        sheet = ok(physical_game(document, info)(client), f"{info.id} score sheet")
        if not sheet.final or not sheet.winners:
            raise Failed(f"{info.id} score sheet: a finished game must be final and have a winner")
        print(f"   {info.id} physical game: {describe(sheet)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: play.py BASE_URL")
    main(sys.argv[1])

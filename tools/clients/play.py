"""Plays real games through the Python client generated from openapi/openapi.json.

Run by scripts/clients.sh against the real binary: `python play.py http://127.0.0.1:PORT`.
Only the generated types are used (checked with `mypy --strict`): a schema that does not
match what the server sends fails here, in parsing, not in a person's app.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import httpx
from quarterdeck_client import AuthenticatedClient, Client
from quarterdeck_client.api.matches import (
    act_in_match,
    create_match,
    match_legal_actions,
    match_log,
    match_score,
)
from quarterdeck_client.api.play import (
    bremerhaven_apply,
    bremerhaven_legal_actions,
    bremerhaven_score,
    bremerhaven_setup,
    bremerhaven_view,
    fleet_apply,
    fleet_legal_actions,
    fleet_score,
    fleet_setup,
    fleet_view,
    nantucket_apply,
    nantucket_legal_actions,
    nantucket_score,
    nantucket_setup,
    nantucket_view,
    new_bedford_apply,
    new_bedford_legal_actions,
    new_bedford_score,
    new_bedford_setup,
    new_bedford_view,
)
from quarterdeck_client.api.scoring import (
    bremerhaven_score_sheet,
    fleet_score_sheet,
    nantucket_score_sheet,
    new_bedford_score_sheet,
)
from quarterdeck_client.models import (
    ActorSeat,
    ActorTable,
    BremerhavenActionRequest,
    BremerhavenApplyRequest,
    BremerhavenCreateMatchRequest,
    BremerhavenGameId,
    BremerhavenLegalActionsRequest,
    BremerhavenMatchLegalActions,
    BremerhavenPlayerCounts,
    BremerhavenScoreRequest,
    BremerhavenScoreSheetRequest,
    BremerhavenSetupRequest,
    BremerhavenViewRequest,
    ChanceMode,
    FleetActionRequest,
    FleetApplyRequest,
    FleetBoatType,
    FleetCreateMatchRequest,
    FleetGameId,
    FleetLaunchedBoat,
    FleetLegalActionsRequest,
    FleetMatchLegalActions,
    FleetPlayerCounts,
    FleetScoreRequest,
    FleetScoreSheetRequest,
    FleetSetupRequest,
    FleetViewRequest,
    NantucketActionRequest,
    NantucketApplyRequest,
    NantucketCreateMatchRequest,
    NantucketGameId,
    NantucketLegalActionsRequest,
    NantucketMatchLegalActions,
    NantucketPlayerCounts,
    NantucketScoreRequest,
    NantucketScoreSheetRequest,
    NantucketSetupRequest,
    NantucketViewRequest,
    NewBedfordActionRequest,
    NewBedfordApplyRequest,
    NewBedfordCreateMatchRequest,
    NewBedfordEdition,
    NewBedfordGameId,
    NewBedfordGoods,
    NewBedfordLegalActionsRequest,
    NewBedfordMatchLegalActions,
    NewBedfordModule,
    NewBedfordOptions,
    NewBedfordPlayerCounts,
    NewBedfordScoreRequest,
    NewBedfordScoreSheetRequest,
    NewBedfordSetupRequest,
    NewBedfordViewRequest,
    Problem,
    ScoreSheet,
    SeatToken,
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


class ViewBody(Protocol[S_contra, Req_co]):
    def __call__(self, *, state: S_contra | None | Unset = ..., seat: int | None | Unset = ...) -> Req_co: ...


Parsed = TypeVar("Parsed")


class Answer(Protocol[Resp_co]):
    """A generated `Response`: the parsed body and the headers (for the ETag)."""

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


class ActedLike(Protocol):
    @property
    def version(self) -> int: ...

    @property
    def to_act(self) -> Sequence[Actor]: ...


class LogPage(Protocol):
    @property
    def entries(self) -> Sequence[object]: ...

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
class PlayableGame(Generic[G, S, A, SetupReq, LegalReq, ApplyReq, ScoreReq, ViewReq, CreateReq, ActReq]):
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
    create: CreateOp[CreateReq]
    create_body: CreateBody[G, CreateReq]
    match_legal: type[LegalList[A]]
    act: ActOp[ActReq]
    act_body: ActionBody[G, A, ActReq]

    @property
    def name(self) -> str:
        return str(self.game)

    def play(self, client: Client, chance: ChanceMode, seed: int) -> ScoreSheet:
        """One complete game, every decision picked at random from the legal actions."""
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
            chosen = bot.choice(legal.actions)
            body_apply = self.apply_body(state=state, action=chosen.action, actor=chosen.actor)
            state = ok(self.apply(client=client, body=body_apply), f"{where}: {chosen.label}").state
        raise Failed(f"{where}: no end after {MAX_DECISIONS} decisions")

    def play_match(self, base_url: str, client: Client, seed: int) -> None:
        """A named match to its end: seat tokens, If-Match from the ETag, one idempotent retry,
        the log and the final score."""
        where = f"match of {self.name}"
        bot = random.Random(seed)
        # No seed: the service draws a secret one, and games that hide cards refuse a chosen one.
        body = self.create_body(game=self.game, players=self.players, chance=ChanceMode.SEEDED)
        created_answer = self.create(client=client, body=body)
        created = ok(created_answer.parsed, f"{where}: create")
        tag = etag(created_answer, f"{where}: create")
        seats = {seat.seat: auth(base_url, seat.token) for seat in created.seats}
        owner = auth(base_url, created.owner_token)
        to_act = created.to_act
        decisions = 0
        while to_act:
            if decisions >= MAX_DECISIONS:
                raise Failed(f"{where}: no end after {MAX_DECISIONS} decisions")
            # Whoever acts first among those due; the owner token acts for the table.
            actor = to_act[0]
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
        for reader, who in readers:
            logged = 0
            start: int | Unset = UNSET
            while True:
                page = ok(READ_LOG(created.id, client=reader, from_=start), f"{where}: log as {who}")
                logged += len(page.entries)
                if isinstance(page.next_from, Unset) or page.next_from is None:
                    break
                start = page.next_from
            if logged != decisions:
                raise Failed(f"{where}: {decisions} actions applied but {who} read {logged} logged")
        sheet = ok(match_score.sync(created.id, client=owner), f"{where}: score")
        if not sheet.final:
            raise Failed(f"{where}: the match is over but its score sheet is not final")
        print(f"   {where} {created.id}: {decisions} actions, {logged} log entries, {describe(sheet)}")


def describe(sheet: ScoreSheet) -> str:
    totals = ", ".join(f"{player.name} {player.total}" for player in sheet.players)
    return f"final totals {totals}; winners {sheet.winners}"


class Playable(Protocol):
    def play(self, client: Client, chance: ChanceMode, seed: int) -> ScoreSheet: ...

    def play_match(self, base_url: str, client: Client, seed: int) -> None: ...


# Every playable game: a new game is one more entry here.
STATELESS: list[Playable] = [
    PlayableGame(
        game=NewBedfordGameId.NEW_BEDFORD,
        players=3,
        setup=new_bedford_setup.sync,
        setup_body=NewBedfordSetupRequest,
        legal=new_bedford_legal_actions.sync,
        legal_body=NewBedfordLegalActionsRequest,
        apply=new_bedford_apply.sync,
        apply_body=NewBedfordApplyRequest,
        score=new_bedford_score.sync,
        score_body=NewBedfordScoreRequest,
        view=new_bedford_view.sync,
        view_body=NewBedfordViewRequest,
        create=create_match.sync_detailed,
        create_body=NewBedfordCreateMatchRequest,
        match_legal=NewBedfordMatchLegalActions,
        act=act_in_match.sync_detailed,
        act_body=NewBedfordActionRequest,
    ),
    PlayableGame(
        game=NantucketGameId.NANTUCKET,
        players=2,
        setup=nantucket_setup.sync,
        setup_body=NantucketSetupRequest,
        legal=nantucket_legal_actions.sync,
        legal_body=NantucketLegalActionsRequest,
        apply=nantucket_apply.sync,
        apply_body=NantucketApplyRequest,
        score=nantucket_score.sync,
        score_body=NantucketScoreRequest,
        view=nantucket_view.sync,
        view_body=NantucketViewRequest,
        create=create_match.sync_detailed,
        create_body=NantucketCreateMatchRequest,
        match_legal=NantucketMatchLegalActions,
        act=act_in_match.sync_detailed,
        act_body=NantucketActionRequest,
    ),
    PlayableGame(
        game=FleetGameId.FLEET,
        players=3,
        setup=fleet_setup.sync,
        setup_body=FleetSetupRequest,
        legal=fleet_legal_actions.sync,
        legal_body=FleetLegalActionsRequest,
        apply=fleet_apply.sync,
        apply_body=FleetApplyRequest,
        score=fleet_score.sync,
        score_body=FleetScoreRequest,
        view=fleet_view.sync,
        view_body=FleetViewRequest,
        create=create_match.sync_detailed,
        create_body=FleetCreateMatchRequest,
        match_legal=FleetMatchLegalActions,
        act=act_in_match.sync_detailed,
        act_body=FleetActionRequest,
    ),
    PlayableGame(
        game=BremerhavenGameId.BREMERHAVEN,
        players=3,
        setup=bremerhaven_setup.sync,
        setup_body=BremerhavenSetupRequest,
        legal=bremerhaven_legal_actions.sync,
        legal_body=BremerhavenLegalActionsRequest,
        apply=bremerhaven_apply.sync,
        apply_body=BremerhavenApplyRequest,
        score=bremerhaven_score.sync,
        score_body=BremerhavenScoreRequest,
        view=bremerhaven_view.sync,
        view_body=BremerhavenViewRequest,
        create=create_match.sync_detailed,
        create_body=BremerhavenCreateMatchRequest,
        match_legal=BremerhavenMatchLegalActions,
        act=act_in_match.sync_detailed,
        act_body=BremerhavenActionRequest,
    ),
]


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


def boats(*launched: tuple[FleetBoatType, int | None]) -> list[FleetLaunchedBoat]:
    """Fleet boats as laid out: a kind and its crates, or None for a boat without a captain."""
    return [
        FleetLaunchedBoat(type_=kind)
        if crates is None
        else FleetLaunchedBoat(type_=kind, captain=True, crates=crates)
        for kind, crates in launched
    ]


SHRIMP, LOBSTER, VESSEL = FleetBoatType.SHRIMP, FleetBoatType.LOBSTER, FleetBoatType.PROCESSING_VESSEL
COD, TUNA, CRAB = FleetBoatType.COD, FleetBoatType.TUNA, FleetBoatType.KING_CRAB

# A finished physical game of every game, counted off the table (the documents' examples):
# a new game is one more entry here.
PHYSICAL: list[tuple[str, Callable[[Client], ScoreSheet | Problem | None]]] = [
    (
        "new-bedford",
        lambda client: new_bedford_score_sheet.sync(
            client=client,
            body=NewBedfordScoreSheetRequest(
                options=NewBedfordOptions(edition=NewBedfordEdition.RETAIL, modules=[NewBedfordModule.TOWN]),
                players=[
                    NewBedfordPlayerCounts(
                        name="Ann",
                        right_whales=7,
                        bowhead_whales=3,
                        sperm_whales=1,
                        money=13,
                        buildings=["counting-house", "bank", "wharf", "candleworks"],
                        goods=NewBedfordGoods(wood=1, food=0, brick=2),
                    ),
                    NewBedfordPlayerCounts(
                        name="Ben",
                        right_whales=5,
                        bowhead_whales=4,
                        sperm_whales=1,
                        money=8,
                        buildings=["seamens-bethel", "schoolhouse", "lumber-mill", "saltery", "dressmaker"],
                        goods=NewBedfordGoods(wood=0, food=2, brick=0),
                    ),
                    NewBedfordPlayerCounts(
                        name="Cal",
                        right_whales=9,
                        bowhead_whales=2,
                        sperm_whales=0,
                        money=21,
                        buildings=["mansion", "tavern", "coffeehouse", "brickyard", "salvage-yard"],
                        goods=NewBedfordGoods(wood=3, food=2, brick=3),
                    ),
                ],
            ),
        ),
    ),
    (
        "nantucket",
        lambda client: nantucket_score_sheet.sync(
            client=client,
            body=NantucketScoreSheetRequest(
                players=[
                    NantucketPlayerCounts(
                        name="Heads",
                        copper=5,
                        silver=3,
                        copper_marked_buildings=["schoolhouse"],
                        buildings=["schoolhouse", "general-store", "monument", "mansion", "factory"],
                    ),
                    NantucketPlayerCounts(
                        name="Tails",
                        copper=4,
                        silver=7,
                        ship_silver=2,
                        copper_marked_buildings=["tavern"],
                        buildings=["tavern", "lumber-mill", "salvage-yard", "row-house"],
                    ),
                ],
                row_house_rows=1,
            ),
        ),
    ),
    (
        "fleet",
        lambda client: fleet_score_sheet.sync(
            client=client,
            body=FleetScoreSheetRequest(
                players=[
                    FleetPlayerCounts(
                        name="Ann",
                        licenses=[
                            "shrimp-license",
                            "shrimp-license",
                            "cod-license",
                            "lobster-license",
                            "king-crab-fish-license",
                            "fishermens-pub-license",
                        ],
                        boats=boats(
                            (SHRIMP, 4),
                            (SHRIMP, 4),
                            (SHRIMP, 3),
                            (SHRIMP, 2),
                            (COD, 3),
                            (COD, None),
                            (LOBSTER, 2),
                            (LOBSTER, 1),
                            (CRAB, 4),
                            (CRAB, None),
                        ),
                    ),
                    FleetPlayerCounts(
                        name="Ben",
                        licenses=[
                            "tuna-license",
                            "tuna-license",
                            "processing-vessel-license",
                            "processing-vessel-license",
                            "lobster-license",
                            "shrimp-license",
                            "king-crab-captains-license",
                        ],
                        boats=boats(
                            (TUNA, 4),
                            (TUNA, 3),
                            (TUNA, None),
                            (VESSEL, 2),
                            (VESSEL, 2),
                            (VESSEL, 1),
                            (LOBSTER, 3),
                            (LOBSTER, 0),
                            (SHRIMP, 1),
                            (CRAB, 4),
                            (CRAB, None),
                        ),
                    ),
                ]
            ),
        ),
    ),
    (
        "bremerhaven",
        lambda client: bremerhaven_score_sheet.sync(
            client=client,
            body=BremerhavenScoreSheetRequest(
                players=[
                    BremerhavenPlayerCounts(name="Red", money=65, prestige=15, career_rank=2),
                    BremerhavenPlayerCounts(name="Blue", money=80, prestige=11, career_rank=1),
                    BremerhavenPlayerCounts(name="Green", money=41, prestige=19, career_rank=3),
                ]
            ),
        ),
    ),
]


def main(base_url: str) -> None:
    client = Client(base_url=base_url, raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0))
    for game in STATELESS:
        for chance in ChanceMode:
            game.play(client, chance, seed=7)
    for game in STATELESS:
        game.play_match(base_url, client, seed=11)
    for name, score_sheet in PHYSICAL:
        sheet = ok(score_sheet(client), f"{name} score sheet")
        if not sheet.final or not sheet.winners:
            raise Failed(f"{name} score sheet: a finished game must be final and have a winner")
        print(f"   {name} physical game: {describe(sheet)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: play.py BASE_URL")
    main(sys.argv[1])

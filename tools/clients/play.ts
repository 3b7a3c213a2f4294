// Plays real games through the TypeScript client generated from openapi/openapi.json
// (openapi-typescript types, openapi-fetch calls). Run by scripts/clients.sh against the real
// binary: `tsx play.ts http://127.0.0.1:PORT`. Only the generated types are used (checked
// with `tsc --strict --noEmit`): no casts, no `any`.

import createClient from "openapi-fetch";
import type { components, paths } from "../../target/clients/typescript/schema";

type Schemas = components["schemas"];
type Actor = Schemas["Actor"];
type ChanceMode = Schemas["ChanceMode"];
type ScoreSheet = Schemas["ScoreSheet"];
type Problem = Schemas["Problem"];

// Every game the document publishes a stateless `apply` for: adding a game to the service
// makes `STATELESS` below fail to compile until the game has its entry.
type Playable = keyof paths extends infer P
  ? P extends `/v1/games/${infer G}/apply`
    ? G
    : never
  : never;

// Every game the document publishes a `score-sheet` for: `PHYSICAL` below needs each.
type Scored = keyof paths extends infer P
  ? P extends `/v1/games/${infer G}/score-sheet`
    ? G
    : never
  : never;

// A game far longer than any real one means the loop is stuck, not that the game is long.
const MAX_DECISIONS = 5_000;

const baseUrl = process.argv[2];
if (baseUrl === undefined) {
  console.error("usage: play.ts BASE_URL");
  process.exit(2);
}
const client = createClient<paths>({ baseUrl });

/** The answer of a request that must succeed; a problem or no body stops the run. */
function ok<T>(what: string, answer: { data?: T; error?: Problem; response: Response }): T {
  if (answer.data === undefined) {
    const problem = answer.error;
    const why = problem === undefined ? "no body" : `${problem.code}: ${problem.detail}`;
    throw new Error(`${what}: HTTP ${answer.response.status}: ${why}`);
  }
  return answer.data;
}

interface Legal<A> {
  to_act: Actor[];
  actions: { action: A; actor: Actor; label: string }[];
}

/** One playable game's stateless operations, each a call of the generated client. */
interface Stateless<S, A> {
  setup(players: number, seed: number, chance: ChanceMode): Promise<S>;
  legal(state: S, actor?: Actor): Promise<Legal<A>>;
  apply(state: S, action: A, actor?: Actor): Promise<S>;
  score(state: S): Promise<ScoreSheet>;
  view(state: S, seat: number): Promise<S>;
  /** The move the service's bot makes for `seat`, from that seat's view. */
  botMove(state: S, seat: number, bot: Schemas["BotRequest"]): Promise<{ action: A; actor: Actor; label: string }>;
  /** An action in words for a failure's message, read through the union's tag. */
  describe(action: A): string;
  /** Named-match calls whose bodies carry this game's own types. */
  /** A named match with a secret seed (games that hide cards refuse a chosen one), with
   * `bots` played by the service and the `open` seats left for invites. */
  create(players: number, bots: Schemas["MatchBot"][], open: number[]): Promise<Created>;
  matchLegal(id: string, token: string): Promise<Legal<A>>;
  act(id: string, token: string, tag: string, key: string, action: A): Promise<Acted | undefined>;
  /** An action sent expecting a refusal: its status and problem code. */
  refused(id: string, token: string, tag: string, action: A): Promise<Refusal>;
}

interface Refusal {
  status: number;
  code: string | undefined;
}

interface Created {
  match: Schemas["CreatedMatch"];
  tag: string;
}

interface Acted {
  version: number;
  toAct: Actor[];
  tag: string;
}

async function createMatch(body: Schemas["CreateMatchRequest"]): Promise<Created> {
  const answer = await client.POST("/v1/matches", { body });
  return { match: ok(`create a match of ${body.game}`, answer), tag: etag("create", answer.response) };
}

async function matchLegalActions(id: string, token: string): Promise<Schemas["MatchLegalActions"]> {
  const answer = await client.GET("/v1/matches/{id}/legal-actions", { params: { path: { id } }, headers: bearer(token) });
  return ok(`legal actions in ${id}`, answer);
}

/** An action the match must refuse: the status and problem code it answered, read from the
 * body whether or not the document lists that status for the operation. */
async function refusedInMatch(id: string, token: string, tag: string, body: Schemas["ActionRequest"]): Promise<Refusal> {
  const request = { params: { path: { id }, header: { "If-Match": tag } }, headers: bearer(token), body };
  const answer = await client.POST("/v1/matches/{id}/actions", request);
  return { status: answer.response.status, code: answer.error?.code };
}

/** The match's version tag and who is due. */
async function readMatch(id: string, where: string): Promise<{ tag: string; toAct: Actor[] }> {
  const answer = await client.GET("/v1/matches/{id}", { params: { path: { id } } });
  return { tag: etag(`${where}: read the match`, answer.response), toAct: ok(`${where}: read the match`, answer).to_act };
}

/** The match's version tag and who is due, once the service's bot has moved on from `tag`. */
async function waitForTheBot(id: string, tag: string, where: string): Promise<{ tag: string; toAct: Actor[] }> {
  for (let polls = 0; polls < 600; polls++) {
    const read = await readMatch(id, where);
    if (read.tag !== tag) return read;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${where}: the bot did not move within 30 s`);
}

/** One action in a match, with the version it builds on and a key that makes a retry safe;
 * `undefined` when the match moved on from that version first. */
async function actInMatch(id: string, token: string, tag: string, key: string, body: Schemas["ActionRequest"]): Promise<Acted | undefined> {
  const request = { params: { path: { id }, header: { "If-Match": tag, "Idempotency-Key": key } }, headers: bearer(token), body };
  const answer = await client.POST("/v1/matches/{id}/actions", request);
  if (answer.error?.code === "version-mismatch") return undefined;
  const result = ok(`act in ${id}`, answer);
  return { version: result.version, toAct: result.to_act, tag: etag(`act in ${id}`, answer.response) };
}

/** Plays complete games of one game. */
interface Player {
  play(chance: ChanceMode, seed: number, players: number): Promise<void>;
  playMatch(seed: number, players: number): Promise<void>;
}

function stateless<S, A>(game: Playable, rules: Stateless<S, A>): Player {
  return {
    play: (chance, seed, players) => play(game, rules, chance, seed, players),
    playMatch: (seed, players) => playMatch(game, rules, seed, players),
  };
}

// Every playable game's calls, typed by the generated client: the paths and types are the
// game's own, so each game has its entry (the compiler asks for a new game's). Which games are
// played, and with how many players, is the service's catalogue.
const STATELESS: Record<Playable, Player> = {
  "new-bedford": stateless<Schemas["NewBedfordState"], Schemas["NewBedfordAction"]>("new-bedford", {
    setup: async (players, seed, chance) =>
      ok("setup", await client.POST("/v1/games/new-bedford/setup", { body: { players, seed, chance } })).state,
    legal: async (state, actor) =>
      ok("legal-actions", await client.POST("/v1/games/new-bedford/legal-actions", { body: { state, actor } })),
    apply: async (state, action, actor) =>
      ok("apply", await client.POST("/v1/games/new-bedford/apply", { body: { state, action, actor } })).state,
    score: async (state) => ok("score", await client.POST("/v1/games/new-bedford/score", { body: { state } })),
    view: async (state, seat) =>
      ok("view", await client.POST("/v1/games/new-bedford/view", { body: { state, seat } })).state,
    botMove: async (state, seat, bot) =>
      ok("bot-move", await client.POST("/v1/games/new-bedford/bot-move", { body: { state, seat, bot } })),
    describe: (action) => action.type,
    create: (players, bots, open) => createMatch({ game: "new-bedford", players, chance: "seeded", bots, open }),
    matchLegal: async (id, token) => {
      const legal = await matchLegalActions(id, token);
      if (legal.game !== "new-bedford") throw new Error(`match ${id} is a match of ${legal.game}`);
      return legal;
    },
    act: (id, token, tag, key, action) => actInMatch(id, token, tag, key, { game: "new-bedford", action }),
    refused: (id, token, tag, action) => refusedInMatch(id, token, tag, { game: "new-bedford", action }),
  }),
  nantucket: stateless<Schemas["NantucketState"], Schemas["NantucketAction"]>("nantucket", {
    setup: async (players, seed, chance) =>
      ok("setup", await client.POST("/v1/games/nantucket/setup", { body: { players, seed, chance } })).state,
    legal: async (state, actor) =>
      ok("legal-actions", await client.POST("/v1/games/nantucket/legal-actions", { body: { state, actor } })),
    apply: async (state, action, actor) =>
      ok("apply", await client.POST("/v1/games/nantucket/apply", { body: { state, action, actor } })).state,
    score: async (state) => ok("score", await client.POST("/v1/games/nantucket/score", { body: { state } })),
    view: async (state, seat) =>
      ok("view", await client.POST("/v1/games/nantucket/view", { body: { state, seat } })).state,
    botMove: async (state, seat, bot) =>
      ok("bot-move", await client.POST("/v1/games/nantucket/bot-move", { body: { state, seat, bot } })),
    describe: (action) => action.type,
    create: (players, bots, open) => createMatch({ game: "nantucket", players, chance: "seeded", bots, open }),
    matchLegal: async (id, token) => {
      const legal = await matchLegalActions(id, token);
      if (legal.game !== "nantucket") throw new Error(`match ${id} is a match of ${legal.game}`);
      return legal;
    },
    act: (id, token, tag, key, action) => actInMatch(id, token, tag, key, { game: "nantucket", action }),
    refused: (id, token, tag, action) => refusedInMatch(id, token, tag, { game: "nantucket", action }),
  }),
  fleet: stateless<Schemas["FleetState"], Schemas["FleetAction"]>("fleet", {
    setup: async (players, seed, chance) =>
      ok("setup", await client.POST("/v1/games/fleet/setup", { body: { players, seed, chance } })).state,
    legal: async (state, actor) =>
      ok("legal-actions", await client.POST("/v1/games/fleet/legal-actions", { body: { state, actor } })),
    apply: async (state, action, actor) =>
      ok("apply", await client.POST("/v1/games/fleet/apply", { body: { state, action, actor } })).state,
    score: async (state) => ok("score", await client.POST("/v1/games/fleet/score", { body: { state } })),
    view: async (state, seat) =>
      ok("view", await client.POST("/v1/games/fleet/view", { body: { state, seat } })).state,
    botMove: async (state, seat, bot) =>
      ok("bot-move", await client.POST("/v1/games/fleet/bot-move", { body: { state, seat, bot } })),
    describe: describeFleetAction,
    create: (players, bots, open) => createMatch({ game: "fleet", players, chance: "seeded", bots, open }),
    matchLegal: async (id, token) => {
      const legal = await matchLegalActions(id, token);
      if (legal.game !== "fleet") throw new Error(`match ${id} is a match of ${legal.game}`);
      return legal;
    },
    act: (id, token, tag, key, action) => actInMatch(id, token, tag, key, { game: "fleet", action }),
    refused: (id, token, tag, action) => refusedInMatch(id, token, tag, { game: "fleet", action }),
  }),
  bremerhaven: stateless<Schemas["BremerhavenState"], Schemas["BremerhavenAction"]>("bremerhaven", {
    setup: async (players, seed, chance) =>
      ok("setup", await client.POST("/v1/games/bremerhaven/setup", { body: { players, seed, chance } })).state,
    legal: async (state, actor) =>
      ok("legal-actions", await client.POST("/v1/games/bremerhaven/legal-actions", { body: { state, actor } })),
    apply: async (state, action, actor) =>
      ok("apply", await client.POST("/v1/games/bremerhaven/apply", { body: { state, action, actor } })).state,
    score: async (state) => ok("score", await client.POST("/v1/games/bremerhaven/score", { body: { state } })),
    view: async (state, seat) =>
      ok("view", await client.POST("/v1/games/bremerhaven/view", { body: { state, seat } })).state,
    botMove: async (state, seat, bot) =>
      ok("bot-move", await client.POST("/v1/games/bremerhaven/bot-move", { body: { state, seat, bot } })),
    describe: (action) => action.type,
    create: (players, bots, open) => createMatch({ game: "bremerhaven", players, chance: "seeded", bots, open }),
    matchLegal: async (id, token) => {
      const legal = await matchLegalActions(id, token);
      if (legal.game !== "bremerhaven") throw new Error(`match ${id} is a match of ${legal.game}`);
      return legal;
    },
    act: (id, token, tag, key, action) => actInMatch(id, token, tag, key, { game: "bremerhaven", action }),
    refused: (id, token, tag, action) => refusedInMatch(id, token, tag, { game: "bremerhaven", action }),
  }),
};

/** A Fleet action in words. Each case reads a field only its variant has, so this compiles
 * only while the generated `FleetAction` is a union that narrows on `type`. */
function describeFleetAction(action: Schemas["FleetAction"]): string {
  switch (action.type) {
    case "offer":
      return `offer ${action.license}`;
    case "bid":
      return `bid $${action.amount}`;
    case "pay":
      return `pay with a ${action.boat} card`;
    default:
      return action.type;
  }
}

/** A small seeded generator, so that a failing game replays move for move. */
function bot(seed: number): (count: number) => number {
  let x = seed >>> 0 || 1;
  return (count) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % count;
  };
}

function describe(sheet: ScoreSheet): string {
  const totals = sheet.players.map((player) => `${player.name} ${player.total}`).join(", ");
  return `final totals ${totals}; winners ${sheet.winners.join(", ")}`;
}

/** One complete game, every decision picked at random from the legal actions. */
async function play<S, A>(
  game: string,
  rules: Stateless<S, A>,
  chance: ChanceMode,
  seed: number,
  players: number,
): Promise<void> {
  const where = `${game} (${chance}, seed ${seed})`;
  const pick = bot(seed);
  let state = await rules.setup(players, seed, chance);
  for (let decision = 0; decision < MAX_DECISIONS; decision++) {
    const legal = await rules.legal(state);
    if (legal.to_act.length === 0) {
      const sheet = await rules.score(state);
      if (!sheet.final) throw new Error(`${where}: nobody is to act but the score sheet is not final`);
      await rules.view(state, 0);
      console.log(`   ${where}: ${decision} decisions, ${describe(sheet)}`);
      return;
    }
    // Every actor's actions, several at once in a simultaneous phase: each names its actor.
    let chosen = legal.actions[pick(legal.actions.length)];
    if (chosen === undefined) throw new Error(`${where}: someone may act but nothing is legal`);
    // Every seventh seat decision, a bot chooses it from the seat's view.
    if (chosen.actor !== "table" && decision % 7 === 0) {
      chosen = await rules.botMove(state, chosen.actor.seat, { kind: "greedy", iterations: 2, seed: decision });
    }
    const taken = chosen;
    state = await rules.apply(state, taken.action, taken.actor).catch((error: unknown) => {
      throw new Error(`${where}: ${rules.describe(taken.action)}: ${String(error)}`);
    });
  }
  throw new Error(`${where}: no end after ${MAX_DECISIONS} decisions`);
}

/** The version a write needs in `If-Match`, as the match's last answer gave it. */
function etag(what: string, response: Response): string {
  const tag = response.headers.get("etag");
  if (tag === null) throw new Error(`${what}: HTTP ${response.status} without an ETag`);
  return tag;
}

function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** Claims every open seat of a match just created through its invite, adding each seat's token
 * to `seats` (those held at creation); before the last claim, an action is refused with 409
 * `match-waiting`. Answers how many seats were claimed. */
async function gather<S, A>(
  rules: Stateless<S, A>,
  created: Schemas["CreatedMatch"],
  seats: Map<number, string>,
  players: number,
  where: string,
): Promise<number> {
  const invites = created.invites ?? [];
  const open = [...Array(players).keys()].filter((seat) => !seats.has(seat));
  const invited = invites.map((invite) => invite.seat).sort((a, b) => a - b);
  if (created.status !== "waiting" || JSON.stringify(invited) !== JSON.stringify(open)) {
    throw new Error(`${where}: created ${created.status} with invites for seats ${invited}, not waiting with one for each of ${open}`);
  }
  const id = created.id;
  let version = created.version;
  // The latest token handed out acts while the match waits: the bot's, then each claimant's.
  let held = [...seats.values()].at(-1) ?? created.owner_token;
  for (const [n, invite] of invites.entries()) {
    if (n === invites.length - 1) await refusedWhileWaiting(rules, id, held, version, players, where);
    const name = `Player ${invite.seat + 1}`;
    const claimed = ok(
      `${where}: claim seat ${invite.seat}`,
      await client.POST("/v1/matches/{id}/seats/claim", { params: { path: { id } }, body: { invite: invite.code, name } }),
    );
    if (claimed.match !== id || claimed.seat !== invite.seat || claimed.name !== name || claimed.version !== version + 1) {
      throw new Error(
        `${where}: claiming seat ${invite.seat} as ${name} at version ${version} gave seat ${claimed.seat} of ${claimed.match} as ${claimed.name} at version ${claimed.version}`,
      );
    }
    version = claimed.version;
    held = claimed.token;
    seats.set(claimed.seat, claimed.token);
  }
  const read = ok(`${where}: read the match`, await client.GET("/v1/matches/{id}", { params: { path: { id } } }));
  if (read.status !== "active" && read.status !== "finished") {
    throw new Error(`${where}: every seat is claimed but the match is ${read.status}`);
  }
  return invites.length;
}

/** While a seat is open, a seat lists no legal action and an action is refused with 409
 * `match-waiting`, whatever it is and whoever sends it. */
async function refusedWhileWaiting<S, A>(
  rules: Stateless<S, A>,
  id: string,
  token: string,
  version: number,
  players: number,
  where: string,
): Promise<void> {
  const legal = await rules.matchLegal(id, token);
  if (legal.actions.length > 0) throw new Error(`${where}: ${legal.actions.length} legal actions while seats are open`);
  // Any action of the game will do (play waits before the rules judge it): the first of a fresh
  // game's.
  const first = (await rules.legal(await rules.setup(players, 1, "seeded"))).actions[0];
  if (first === undefined) throw new Error(`${where}: a fresh game has no legal action`);
  const refusal = await rules.refused(id, token, `"${version}"`, first.action);
  if (refusal.status !== 409 || refusal.code !== "match-waiting") {
    throw new Error(`${where}: acting while a seat is open answered ${refusal.status} ${refusal.code}, not 409 match-waiting`);
  }
}

/** A named match to its end against the service's bot in the last seat, the other seats joining
 * through their invites: claims, seat tokens, If-Match from the ETag, one idempotent retry, the
 * log and the final score. */
async function playMatch<S, A>(game: Playable, rules: Stateless<S, A>, seed: number, players: number): Promise<void> {
  const where = `match of ${game}`;
  const pick = bot(seed);
  // The last seat is the service's own bot, which moves by itself whenever it is due; every other
  // seat is left open for a player to claim with its invite, as friends joining from a link would.
  const botSeat = players - 1;
  const open = [...Array(botSeat).keys()];
  const { match: created } = await rules.create(players, [{ seat: botSeat, kind: "random" }], open);
  const seats = new Map(created.seats.map((seat) => [seat.seat, seat.token]));
  const claims = await gather(rules, created, seats, players, where);
  const id = created.id;
  // The bot may have moved already, if it was the first to act once the last seat was taken.
  let { tag, toAct } = await readMatch(id, where);
  let decisions = 0;
  while (toAct.length > 0) {
    if (decisions >= MAX_DECISIONS) throw new Error(`${where}: no end after ${MAX_DECISIONS} decisions`);
    // Whoever acts first among those due, but the bot; the owner token acts for the table.
    const people = toAct.filter((due) => due === "table" || due.seat !== botSeat);
    if (people.length === 0) {
      ({ tag, toAct } = await waitForTheBot(id, tag, where));
      continue;
    }
    const actor = people[0];
    const token = actor === undefined || actor === "table" ? created.owner_token : seats.get(actor.seat);
    if (token === undefined) throw new Error(`${where}: no token for ${JSON.stringify(actor)}`);
    const legal = await rules.matchLegal(id, token);
    const chosen = legal.actions[pick(legal.actions.length)];
    if (chosen === undefined) throw new Error(`${where}: ${JSON.stringify(actor)} is due but has no legal action`);
    const key = `decision-${decisions}`;
    const result = await rules.act(id, token, tag, key, chosen.action);
    if (result === undefined) {
      // The bot moved while this seat decided (a phase where several seats act at once): read
      // the match again and decide anew.
      ({ tag, toAct } = await readMatch(id, where));
      continue;
    }
    if (decisions === 0) {
      // The same request again, as after a lost answer: the first answer comes back and the
      // action is not applied twice.
      const repeated = await rules.act(id, token, tag, key, chosen.action);
      if (repeated?.version !== result.version) {
        throw new Error(`${where}: the retry answered version ${repeated?.version}, not ${result.version}`);
      }
    }
    tag = result.tag;
    toAct = result.toAct;
    decisions++;
  }
  // The owner reads what every seat may; a seat also reads its own hidden actions.
  const firstSeat = seats.get(0);
  if (firstSeat === undefined) throw new Error(`${where}: no token for seat 0`);
  // A spectator reads without a token, as the document says it may.
  const readers: [string, string | undefined][] = [
    ["the owner", created.owner_token],
    ["seat 0", firstSeat],
    ["a spectator", undefined],
  ];
  const version = Number(tag.replaceAll('"', ""));
  let logged = 0;
  for (const [who, token] of readers) {
    logged = 0;
    let byBot = 0;
    let from: number | undefined;
    for (;;) {
      const page = ok(
        `${where}: log as ${who}`,
        await client.GET("/v1/matches/{id}/log", {
          params: { path: { id }, query: { from } },
          headers: token === undefined ? {} : bearer(token),
        }),
      );
      logged += page.entries.length;
      byBot += page.entries.filter((entry) => entry.bot === true).length;
      if (page.next_from === undefined || page.next_from === null) break;
      from = page.next_from;
    }
    // Each claim is logged too, at its own version, as the seat's.
    if (logged !== version || byBot !== version - decisions - claims) {
      throw new Error(
        `${where}: ${claims} claims, ${decisions} actions sent, ${version - decisions - claims} by the bot; ${who} read ${logged} logged, ${byBot} the bot's`,
      );
    }
  }
  const sheet = ok(
    `${where}: score`,
    await client.GET("/v1/matches/{id}/score", { params: { path: { id } }, headers: bearer(created.owner_token) }),
  );
  if (!sheet.final) throw new Error(`${where}: the match is over but its score sheet is not final`);
  console.log(`   ${where} ${id}: ${claims} seats claimed, ${decisions} actions, ${logged} log entries, ${describe(sheet)}`);
}

type Boat = Schemas["FleetLaunchedBoat"];
/** Fleet boats as laid out: a kind and its crates, or null for a boat without a captain. */
function boats(...launched: [Boat["type"], number | null][]): Boat[] {
  return launched.map(([type, crates]) => (crates === null ? { type } : { type, captain: true, crates }));
}

// A finished physical game of every game, counted off the table (the document's examples),
// each written in the game's own generated request type.
const PHYSICAL: Record<Scored, () => Promise<ScoreSheet>> = {
  "new-bedford": async () => ok("score sheet", await client.POST("/v1/games/new-bedford/score-sheet", { body: { options: { edition: "retail", modules: ["town"] }, players: [
    { name: "Ann", right_whales: 7, bowhead_whales: 3, sperm_whales: 1, money: 13,
      buildings: ["counting-house", "bank", "wharf", "candleworks"], goods: { wood: 1, food: 0, brick: 2 } },
    { name: "Ben", right_whales: 5, bowhead_whales: 4, sperm_whales: 1, money: 8,
      buildings: ["seamens-bethel", "schoolhouse", "lumber-mill", "saltery", "dressmaker"], goods: { wood: 0, food: 2, brick: 0 } },
    { name: "Cal", right_whales: 9, bowhead_whales: 2, sperm_whales: 0, money: 21,
      buildings: ["mansion", "tavern", "coffeehouse", "brickyard", "salvage-yard"], goods: { wood: 3, food: 2, brick: 3 } },
  ] } })),
  nantucket: async () => ok("score sheet", await client.POST("/v1/games/nantucket/score-sheet", { body: { players: [
    { name: "Heads", copper: 5, silver: 3, copper_marked_buildings: ["schoolhouse"],
      buildings: ["schoolhouse", "general-store", "monument", "mansion", "factory"] },
    { name: "Tails", copper: 4, silver: 7, ship_silver: 2, copper_marked_buildings: ["tavern"],
      buildings: ["tavern", "lumber-mill", "salvage-yard", "row-house"] },
  ], row_house_rows: 1 } })),
  fleet: async () => ok("score sheet", await client.POST("/v1/games/fleet/score-sheet", { body: { players: [
    { name: "Ann", licenses: ["shrimp-license", "shrimp-license", "cod-license", "lobster-license",
        "king-crab-fish-license", "fishermens-pub-license"],
      boats: boats(["shrimp", 4], ["shrimp", 4], ["shrimp", 3], ["shrimp", 2], ["cod", 3], ["cod", null],
        ["lobster", 2], ["lobster", 1], ["king-crab", 4], ["king-crab", null]) },
    { name: "Ben", licenses: ["tuna-license", "tuna-license", "processing-vessel-license", "processing-vessel-license",
        "lobster-license", "shrimp-license", "king-crab-captains-license"],
      boats: boats(["tuna", 4], ["tuna", 3], ["tuna", null], ["processing-vessel", 2], ["processing-vessel", 2],
        ["processing-vessel", 1], ["lobster", 3], ["lobster", 0], ["shrimp", 1], ["king-crab", 4], ["king-crab", null]) },
  ] } })),
  bremerhaven: async () => ok("score sheet", await client.POST("/v1/games/bremerhaven/score-sheet", { body: { players: [
    { name: "Red", money: 65, prestige: 15, career_rank: 2 },
    { name: "Blue", money: 80, prestige: 11, career_rank: 1 },
    { name: "Green", money: 41, prestige: 19, career_rank: 3 },
  ] } })),
};

function isPlayable(game: string): game is Playable {
  return Object.hasOwn(STATELESS, game);
}

function isScored(game: string): game is Scored {
  return Object.hasOwn(PHYSICAL, game);
}

/** Three seats where the game allows them: the count every playable game was played at. */
function playersToSeat(game: Schemas["GameInfo"]): number {
  return Math.min(Math.max(3, game.players.min), game.players.max);
}

// The games the clients were written for: a run that plays fewer has lost some.
const FIRST_PLAYABLE = ["new-bedford", "nantucket", "fleet", "bremerhaven"];

const catalogue = ok("the catalogue", await client.GET("/v1/games"));
const playing = catalogue.filter((game) => game.capabilities.includes("play"));
const missing = FIRST_PLAYABLE.filter((id) => !playing.some((game) => game.id === id));
if (missing.length > 0) throw new Error(`the catalogue does not offer ${missing.join(", ")} to play`);
// A game the service plays that the generated client cannot: the document is stale.
const players: [Player, number][] = playing.map((game) => {
  if (!isPlayable(game.id)) throw new Error(`${game.id}: the document publishes no apply for it`);
  return [STATELESS[game.id], playersToSeat(game)];
});
const chances: ChanceMode[] = ["seeded", "table"];
for (const [player, seats] of players) {
  for (const chance of chances) await player.play(chance, 7, seats);
}
for (const [player, seats] of players) await player.playMatch(11, seats);
for (const { id: game, capabilities } of catalogue) {
  if (!capabilities.includes("score-sheet")) continue;
  if (!isScored(game)) throw new Error(`${game}: the document publishes no score sheet for it`);
  const sheet = await PHYSICAL[game]();
  if (!sheet.final || sheet.winners.length === 0) throw new Error(`${game}: a finished game must be final and have a winner`);
  console.log(`   ${game} physical game: ${describe(sheet)}`);
}

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
  actions: { action: A; label: string }[];
}

/** One playable game's stateless operations, each a call of the generated client. */
interface Stateless<S, A> {
  players: number;
  setup(players: number, seed: number, chance: ChanceMode): Promise<S>;
  legal(state: S, actor?: Actor): Promise<Legal<A>>;
  apply(state: S, action: A, actor?: Actor): Promise<S>;
  score(state: S): Promise<ScoreSheet>;
  view(state: S, seat: number): Promise<S>;
}

/** Plays one complete game of a game in a chance mode. */
type Player = (chance: ChanceMode, seed: number) => Promise<void>;

function stateless<S, A>(game: Playable, rules: Stateless<S, A>): Player {
  return (chance, seed) => play(game, rules, chance, seed);
}

// Every playable game: a new game is one more entry here (the compiler asks for it).
const STATELESS: Record<Playable, Player> = {
  "new-bedford": stateless<Schemas["NewBedfordState"], Schemas["NewBedfordAction"]>("new-bedford", {
    players: 3,
    setup: async (players, seed, chance) =>
      ok("setup", await client.POST("/v1/games/new-bedford/setup", { body: { players, seed, chance } })).state,
    legal: async (state, actor) =>
      ok("legal-actions", await client.POST("/v1/games/new-bedford/legal-actions", { body: { state, actor } })),
    apply: async (state, action, actor) =>
      ok("apply", await client.POST("/v1/games/new-bedford/apply", { body: { state, action, actor } })).state,
    score: async (state) => ok("score", await client.POST("/v1/games/new-bedford/score", { body: { state } })),
    view: async (state, seat) =>
      ok("view", await client.POST("/v1/games/new-bedford/view", { body: { state, seat } })).state,
  }),
  nantucket: stateless<Schemas["NantucketState"], Schemas["NantucketAction"]>("nantucket", {
    players: 2,
    setup: async (players, seed, chance) =>
      ok("setup", await client.POST("/v1/games/nantucket/setup", { body: { players, seed, chance } })).state,
    legal: async (state, actor) =>
      ok("legal-actions", await client.POST("/v1/games/nantucket/legal-actions", { body: { state, actor } })),
    apply: async (state, action, actor) =>
      ok("apply", await client.POST("/v1/games/nantucket/apply", { body: { state, action, actor } })).state,
    score: async (state) => ok("score", await client.POST("/v1/games/nantucket/score", { body: { state } })),
    view: async (state, seat) =>
      ok("view", await client.POST("/v1/games/nantucket/view", { body: { state, seat } })).state,
  }),
};

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
async function play<S, A>(game: string, rules: Stateless<S, A>, chance: ChanceMode, seed: number): Promise<void> {
  const where = `${game} (${chance}, seed ${seed})`;
  const pick = bot(seed);
  let state = await rules.setup(rules.players, seed, chance);
  for (let decision = 0; decision < MAX_DECISIONS; decision++) {
    const legal = await rules.legal(state);
    if (legal.to_act.length === 0) {
      const sheet = await rules.score(state);
      if (!sheet.final) throw new Error(`${where}: nobody is to act but the score sheet is not final`);
      await rules.view(state, 0);
      console.log(`   ${where}: ${decision} decisions, ${describe(sheet)}`);
      return;
    }
    // Several actors at once (a simultaneous phase): the first one acts.
    let actor: Actor | undefined;
    let actions = legal.actions;
    if (actions.length === 0) {
      actor = legal.to_act[0];
      actions = (await rules.legal(state, actor)).actions;
    }
    const chosen = actions[pick(actions.length)];
    if (chosen === undefined) throw new Error(`${where}: someone may act but nothing is legal`);
    state = await rules.apply(state, chosen.action, actor);
  }
  throw new Error(`${where}: no end after ${MAX_DECISIONS} decisions`);
}

const chances: ChanceMode[] = ["seeded", "table"];
for (const player of Object.values(STATELESS)) {
  for (const chance of chances) await player(chance, 7);
}

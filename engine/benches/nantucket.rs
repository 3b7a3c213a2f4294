//! Criterion benchmarks of the Nantucket engine through its typed `Rules` API: the three
//! calls a random game is made of, and a whole random 2-player game. The README's
//! "Performance" section compares them with the speed targets; the targets live there and
//! here, never in unit tests.
//!
//! Run: `cargo bench -p quarterdeck-engine --bench nantucket`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_engine::games::nantucket::{NantucketRules, NantucketState};
use quarterdeck_engine::{random_game, random_playout, Actor, ChanceMode, Engine, Playable, Rules};

const PLAYERS: u8 = 2;
const SEED: u64 = 1;
/// Decisions into the game for the mid-game state: past the first rounds, so ships are at
/// sea and players own buildings, and well before a typical game (162 decisions) ends.
const MID_GAME_DECISIONS: u32 = 80;

/// The state after `MID_GAME_DECISIONS` random decisions of seed `SEED`, and who acts in it.
fn mid_game(rules: &NantucketRules) -> (NantucketState, Actor) {
    let mut taken = 0;
    let mut sample = None;
    let options = Default::default();
    let played = random_playout(rules, PLAYERS, &options, SEED, ChanceMode::Seeded, |step| {
        taken += 1;
        if taken == MID_GAME_DECISIONS {
            sample = Some(step.after.clone());
        }
    });
    if let Err(error) = played {
        panic!("the seed {SEED} game fails: {error}");
    }
    let Some(state) = sample else {
        panic!("the seed {SEED} game ends before {MID_GAME_DECISIONS} decisions");
    };
    let Some(&actor) = rules.to_act(&state).first() else {
        panic!("nobody acts after {MID_GAME_DECISIONS} decisions");
    };
    (state, actor)
}

fn benches(c: &mut Criterion) {
    let rules = NantucketRules;
    let (state, actor) = mid_game(&rules);
    let legal = rules.legal_actions(&state, actor);
    let Some(first) = legal.first().cloned() else {
        panic!("no legal action in the mid-game state");
    };

    c.bench_function("nantucket/legal_actions (2p mid-game)", |b| {
        b.iter(|| rules.legal_actions(black_box(&state), black_box(actor)))
    });
    c.bench_function("nantucket/apply first legal action (2p mid-game)", |b| {
        b.iter(|| rules.apply(black_box(&state), black_box(actor), black_box(&first)))
    });
    // `apply` clones the state before changing it; this shows that clone's share.
    c.bench_function("nantucket/clone state (2p mid-game)", |b| {
        b.iter(|| black_box(&state).clone())
    });
    // What one POST /apply costs the engine: JSON in, validate, apply, JSON out. The gap to
    // the typed `apply` above is the JSON adapter's share of a request.
    let engine = Engine(NantucketRules);
    let (Ok(json_state), Ok(json_action)) =
        (serde_json::to_value(&state), serde_json::to_value(first))
    else {
        panic!("the mid-game state or its first action does not serialize");
    };
    // Both applies must succeed, or the benchmarks would time the refusal path.
    if let Err(error) = rules.apply(&state, actor, &first) {
        panic!("the first legal action is refused: {error}");
    }
    if let Err(error) = engine.apply(&json_state, Some(actor), &json_action) {
        panic!("the JSON adapter refuses the first legal action: {error}");
    }
    c.bench_function("nantucket/json apply via Playable (2p mid-game)", |b| {
        b.iter(|| {
            engine.apply(
                black_box(&json_state),
                Some(black_box(actor)),
                black_box(&json_action),
            )
        })
    });

    let options = Default::default();
    let mut seed = 0u64;
    c.bench_function("nantucket/random 2p game (random_game)", |b| {
        b.iter(|| {
            // A new seed each time, so the figure is an average over many different games.
            seed = seed.wrapping_add(1);
            random_game(&rules, PLAYERS, &options, seed, ChanceMode::Seeded)
        })
    });
}

criterion_group!(nantucket, benches);
criterion_main!(nantucket);

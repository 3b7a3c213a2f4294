//! The criterion benchmarks every engine's own bench file runs through its typed `Rules` API:
//! the calls a random game is made of, on a mid-game state, the JSON adapter's share of a
//! request, and a whole random game. Shared so that every engine is measured the same way.

use std::hint::black_box;

use criterion::Criterion;
use quarterdeck_engine::{
    random_game, random_playout, Actor, ChanceMode, JsonRules, Playable, Rules,
};

/// The state after `decisions` random decisions of seed 1, and who acts in it.
fn mid_game<R: Rules>(rules: &R, players: u8, decisions: u32) -> (R::State, Actor) {
    let mut taken = 0;
    let mut sample = None;
    let options = R::Options::default();
    let played = random_playout(rules, players, &options, 1, ChanceMode::Seeded, |step| {
        taken += 1;
        if taken == decisions {
            sample = Some(step.after.clone());
        }
    });
    if let Err(error) = played {
        panic!("the seed 1 game fails: {error}");
    }
    let Some(state) = sample else {
        panic!("the seed 1 game ends before {decisions} decisions");
    };
    let Some(&actor) = rules.to_act(&state).first() else {
        panic!("nobody acts after {decisions} decisions");
    };
    (state, actor)
}

/// Registers `{name}/…` benchmarks for `players` players, on the state `decisions` random
/// decisions in (past the first rounds and well before a typical game ends).
pub fn bench_engine<R>(c: &mut Criterion, name: &str, rules: R, players: u8, decisions: u32)
where
    R: Rules + Copy,
{
    let (state, actor) = mid_game(&rules, players, decisions);
    let legal = rules.legal_actions(&state, actor);
    let Some(first) = legal.first().cloned() else {
        panic!("no legal action in the mid-game state");
    };
    let at = format!("{players}p, {decisions} decisions in");

    c.bench_function(&format!("{name}/legal_actions ({at})"), |b| {
        b.iter(|| rules.legal_actions(black_box(&state), black_box(actor)))
    });
    // What a playout does each decision: the list refilled into one reused buffer, so the
    // figure is judging alone, with no allocation.
    let mut buffer = Vec::new();
    c.bench_function(
        &format!("{name}/legal_actions_into reused buffer ({at})"),
        |b| {
            b.iter(|| {
                rules.legal_actions_into(black_box(&state), black_box(actor), &mut buffer);
                buffer.len()
            })
        },
    );
    c.bench_function(&format!("{name}/apply first legal action ({at})"), |b| {
        b.iter(|| rules.apply(black_box(&state), black_box(actor), black_box(&first)))
    });
    // `apply` clones the state before changing it; this shows that clone's share.
    c.bench_function(&format!("{name}/clone state ({at})"), |b| {
        b.iter(|| black_box(&state).clone())
    });

    // The general JSON way (`serde_json::Value` in and out, as sealed states take it): the
    // gap to the typed `apply` above is the adapter's share of such a request.
    let engine = JsonRules(rules);
    let (Ok(json_state), Ok(json_action)) =
        (serde_json::to_value(&state), serde_json::to_value(&first))
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
    c.bench_function(&format!("{name}/json apply via Playable ({at})"), |b| {
        b.iter(|| {
            engine.apply(
                black_box(&json_state),
                Some(black_box(actor)),
                black_box(&json_action),
            )
        })
    });

    let options = R::Options::default();
    let mut seed = 0u64;
    c.bench_function(
        &format!("{name}/random {players}p game (random_game)"),
        |b| {
            b.iter(|| {
                // A new seed each time, so the figure is an average over many different games.
                seed = seed.wrapping_add(1);
                random_game(&rules, players, &options, seed, ChanceMode::Seeded)
            })
        },
    );
}

//! One complete random game of every playable game in the registry, at every player count it
//! allows, and of each variant its catalogue lists (the values of a `variant` option, such as
//! Bremerhaven's long, short and solo games): the figure each engine, present and future,
//! reports. A game joins this benchmark by being registered with a rules engine; nothing here
//! names a game. A player count a variant does not allow (a solo variant with several players)
//! is refused by the game's setup and left out; without variants, every count must play.
//!
//! Run: `cargo bench -p quarterdeck-engine --bench random_games`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_engine::{all_games, PlayoutError};
use serde_json::json;

/// The option whose values are whole variants of a game, each benchmarked apart.
const VARIANT_OPTION: &str = "variant";

fn benches(c: &mut Criterion) {
    for game in all_games() {
        let Some(engine) = game.playable() else {
            continue;
        };
        let info = game.info();
        // `None`: the game's defaults, for a game without variants.
        let variants: Vec<Option<&str>> = match info
            .options
            .iter()
            .find(|option| option.id == VARIANT_OPTION)
        {
            Some(option) => option.values.iter().map(|v| Some(v.as_str())).collect(),
            None => vec![None],
        };
        for variant in variants {
            let options = variant.map(|variant| json!({ VARIANT_OPTION: variant }));
            let simulator = match engine.simulator(options.as_ref()) {
                Ok(simulator) => simulator,
                Err(error) => panic!(
                    "{}: the catalogue's {variant:?} is refused: {error}",
                    info.id
                ),
            };
            for players in info.players.min..=info.players.max {
                // The variant's setup says which counts it plays; any other failure is a bug.
                match simulator(players, 0) {
                    Err(PlayoutError::Setup(_)) if variant.is_some() => continue,
                    Err(error) => panic!("{} {variant:?} {players}p fails: {error}", info.id),
                    Ok(_) => {}
                }
                // Each iteration plays a new seed, so the figure averages many different games.
                let mut seed = 0u64;
                let name = match variant {
                    Some(variant) => format!("random game/{}/{variant}/{players}p", info.id),
                    None => format!("random game/{}/{players}p", info.id),
                };
                c.bench_function(&name, |b| {
                    b.iter(|| {
                        seed = seed.wrapping_add(1);
                        if let Err(error) = simulator(black_box(players), seed) {
                            panic!("{name}: the seed {seed} game fails: {error}");
                        }
                    })
                });
            }
        }
    }
}

criterion_group!(random_games, benches);
criterion_main!(random_games);

//! One complete random game of every playable game in the registry, at every player count it
//! allows: the figure each engine, present and future, reports. A game joins this benchmark
//! by being registered with a rules engine; nothing here names a game.
//!
//! Run: `cargo bench -p quarterdeck-engine --bench random_games`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_engine::all_games;

fn benches(c: &mut Criterion) {
    for game in all_games() {
        let Some(engine) = game.playable() else {
            continue;
        };
        let info = game.info();
        for players in info.players.min..=info.players.max {
            // Each iteration plays a new seed, so the figure averages many different games.
            let mut seed = 0u64;
            let name = format!("random game/{}/{players}p", info.id);
            c.bench_function(&name, |b| {
                b.iter(|| {
                    seed = seed.wrapping_add(1);
                    if let Err(error) = engine.simulate(black_box(players), seed) {
                        panic!("{name}: the seed {seed} game fails: {error}");
                    }
                })
            });
        }
    }
}

criterion_group!(random_games, benches);
criterion_main!(random_games);

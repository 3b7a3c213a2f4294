//! Criterion benchmarks of the Bremerhaven engine through its typed `Rules` API (see
//! `typed_engine`), on the default long game. The README's "Performance" section reports them;
//! the whole random games of every variant are in `random_games`.
//!
//! Run: `cargo bench -p quarterdeck-engine --bench bremerhaven`.

#[path = "typed_engine/mod.rs"]
mod typed_engine;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_engine::games::bremerhaven::BremerhavenRules;

fn benches(c: &mut Criterion) {
    // 200 of a typical 400 decisions of a 4-player long game: Ships docked, Contracts placed,
    // buildings built, the game not yet ending.
    typed_engine::bench_engine(c, "bremerhaven", BremerhavenRules, 4, 200);
}

criterion_group!(bremerhaven, benches);
criterion_main!(bremerhaven);

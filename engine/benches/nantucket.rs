//! Criterion benchmarks of the Nantucket engine through its typed `Rules` API (see
//! `typed_engine`). The README's "Performance" section compares them with the speed targets;
//! the targets live there, never in unit tests.
//!
//! Run: `cargo bench -p quarterdeck-engine --bench nantucket`.

#[path = "typed_engine/mod.rs"]
mod typed_engine;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_engine::games::nantucket::NantucketRules;

fn benches(c: &mut Criterion) {
    // 80 of a typical 162 decisions: ships at sea, buildings owned, the game not yet ending.
    typed_engine::bench_engine(c, "nantucket", NantucketRules, 2, 80);
}

criterion_group!(nantucket, benches);
criterion_main!(nantucket);

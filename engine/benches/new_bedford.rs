//! Criterion benchmarks of the New Bedford engine through its typed `Rules` API (see
//! `typed_engine`). The README's "Performance" section compares them with the speed targets;
//! the targets live there, never in unit tests.
//!
//! Run: `cargo bench -p quarterdeck-engine --bench new_bedford`.

#[path = "typed_engine/mod.rs"]
mod typed_engine;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_engine::games::new_bedford::NewBedfordRules;

fn benches(c: &mut Criterion) {
    // 150 of a typical 206 decisions: ships at sea, buildings owned, the game not yet ending.
    typed_engine::bench_engine(c, "new_bedford", NewBedfordRules, 4, 150);
}

criterion_group!(new_bedford, benches);
criterion_main!(new_bedford);

//! Tests of the Fleet engine.

mod golden;
mod random_play;

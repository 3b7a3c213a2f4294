//! Tests of the Fleet engine.

mod random_play;

//! Tests of the Fleet engine.

mod golden;
mod names;
mod random_play;
mod rules;
mod stored;
mod support;

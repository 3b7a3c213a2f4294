//! Tests of the Fleet engine.

mod golden;
mod names;
mod random_play;
mod rules;
mod secrecy_walk;
mod stored;
mod support;

//! Tests of the Nantucket engine.

mod golden;
mod random_play;
mod rules;
mod support;

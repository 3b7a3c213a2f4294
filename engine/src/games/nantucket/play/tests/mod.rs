//! Tests of the Nantucket engine.

mod evaluation;
mod golden;
mod names;
mod random_play;
mod rules;
mod support;

//! Tests of the Nantucket engine.

mod golden;
mod names;
mod random_play;
mod rules;
mod support;

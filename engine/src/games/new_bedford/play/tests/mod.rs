//! Tests of the New Bedford engine: random play with invariants, golden playthroughs and
//! one test per rule.

mod golden;
mod names;
mod random_play;
mod rules;
mod support;

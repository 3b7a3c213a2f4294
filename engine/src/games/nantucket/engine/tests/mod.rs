//! Tests of the Nantucket engine.

mod random_play;

//! One folder per game; each exposes a unit struct implementing [`crate::Game`].

pub mod bremerhaven;
pub mod registry;

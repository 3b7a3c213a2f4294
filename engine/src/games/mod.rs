//! One folder per game; each exposes a unit struct implementing [`crate::Game`].

pub mod bremerhaven;
pub mod fleet;
pub mod nantucket;
pub mod new_bedford;
pub mod registry;

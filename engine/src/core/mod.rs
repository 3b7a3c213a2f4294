//! What every game shares: errors, game metadata, component catalogues and score sheets.

pub mod actor;
pub mod bots;
pub mod components;
pub mod errors;
pub mod evaluation;
pub mod game;
#[cfg(test)]
pub mod harness;
pub mod input;
pub mod names;
#[cfg(feature = "openapi")]
pub mod openapi;
pub mod pad;
pub mod play;
pub mod playout;
pub mod refusal;
pub mod reveals;
pub mod rng;
pub mod rule_id;
pub mod rulings;
pub mod scoring;
pub mod secrecy;
#[cfg(test)]
pub mod test_support;
pub mod turn;

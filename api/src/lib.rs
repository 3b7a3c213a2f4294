//! Quarterdeck's HTTP layer: a thin actix-web shell around `quarterdeck-engine`.

pub mod bots;
pub mod config;
pub mod export;
pub mod game_id;
pub mod limits;
pub mod logging;
pub mod matches;
pub mod openapi;
pub mod problem;
pub mod routes;
pub mod seal;
pub mod seeds;
pub mod server;
pub mod simulate;
pub mod store;
pub mod tournament;
pub mod webhooks;

//! Fleet (Ben Pinchback & Matt Riddle, Eagle-Gryphon Games 2012): the physical-game score
//! sheet (licenses, launched boats, crates on boats and the three King Crab bonuses, ties
//! broken by launched boats and then by crates), the component catalogue and the rules engine,
//! the first of our games with hidden hands.

mod catalogue;
mod components;
pub mod play;
mod info;
mod rules;
mod scoring;
mod sheet_request;

use std::sync::LazyLock;

use crate::core::game::PlayableGame;
use crate::core::play::JsonRules;

pub use components::BoatType;
pub use rules::rule;
pub use scoring::{FleetPlayerCounts, FleetScoreSheetRequest, LaunchedBoat};

pub use play::{FleetAction, FleetEvent, FleetGameOptions, FleetRules, FleetState};

pub const GAME_ID: &str = "fleet";

/// The Fleet rules.
pub static GAME: PlayableGame<FleetRules, FleetScoreSheetRequest> = PlayableGame {
    info: LazyLock::new(info::game_info),
    components: LazyLock::new(catalogue::catalogue),
    sources: catalogue::SOURCES,
    score_sheet: scoring::score_sheet,
    score_sheet_example: scoring::example_request,
    engine: JsonRules(FleetRules),
};

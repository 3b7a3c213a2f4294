//! Bremerhaven (Robert Auerochs, Lookout 2013): the physical-game score sheet (leftover money
//! times the prestige reached, ties broken by the career ladder), the component catalogue with
//! the provisional practice set, and the rules engine for the long, short and solo games.

mod components;
pub mod deck;
pub mod play;
mod info;
pub mod rules;
mod scoring;

use std::sync::LazyLock;

use crate::core::game::PlayableGame;
use crate::core::play::JsonRules;

pub use scoring::{BremerhavenPlayerCounts, BremerhavenScoreSheetRequest};

pub use play::{
    BremerhavenAction, BremerhavenEvent, BremerhavenGameOptions, BremerhavenRules, BremerhavenState,
};

pub const GAME_ID: &str = "bremerhaven";

/// The Bremerhaven rules.
pub static GAME: PlayableGame<BremerhavenRules, BremerhavenScoreSheetRequest> = PlayableGame {
    info: LazyLock::new(info::game_info),
    components: LazyLock::new(components::catalogue),
    sources: components::SOURCES,
    score_sheet: scoring::score_sheet,
    score_sheet_example: scoring::example_request,
    engine: JsonRules(BremerhavenRules),
};

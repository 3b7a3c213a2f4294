//! Nantucket (Nat Levan, Greater Than Games 2016), the two-player whaling microgame: the
//! physical-game score sheet, the component catalogue and the rules engine.

mod components;
pub mod play;
mod info;
mod rules;
mod scoring;
mod sheet_request;

use std::sync::LazyLock;

use crate::core::game::PlayableGame;
use crate::core::play::JsonRules;

pub use rules::rule;
pub use scoring::{NantucketPlayerCounts, NantucketScoreSheetRequest};

pub use play::{
    NantucketAction, NantucketEvent, NantucketGameOptions, NantucketRules, NantucketState,
};

pub const GAME_ID: &str = "nantucket";

/// The Nantucket rules.
pub static GAME: PlayableGame<NantucketRules, NantucketScoreSheetRequest> = PlayableGame {
    info: LazyLock::new(info::game_info),
    components: LazyLock::new(components::catalogue),
    sources: components::SOURCES,
    score_sheet: scoring::score_sheet,
    score_sheet_example: scoring::example_request,
    engine: JsonRules(NantucketRules),
};

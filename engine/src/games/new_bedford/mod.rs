//! New Bedford (Nat Levan; Dice Hate Me / Greater Than Games) with the three Rising Tide
//! modules: the physical-game score sheet (all modules) and the rules engine (base game).

mod components;
pub mod play;
mod info;
mod rules;
mod scoring;
mod sheet_request;

use std::sync::LazyLock;

use crate::core::game::PlayableGame;
use crate::core::play::JsonRules;

pub use info::{Edition, Module};
pub use scoring::{Goods, NewBedfordOptions, NewBedfordPlayerCounts, NewBedfordScoreSheetRequest};

pub use play::{
    NewBedfordAction, NewBedfordEvent, NewBedfordGameOptions, NewBedfordRules, NewBedfordState,
};

pub const GAME_ID: &str = "new-bedford";

/// The New Bedford rules, retail or 2014 print-and-play, with Rising Tide.
pub static GAME: PlayableGame<NewBedfordRules, NewBedfordScoreSheetRequest> = PlayableGame {
    info: LazyLock::new(info::game_info),
    components: LazyLock::new(components::catalogue),
    sources: components::SOURCES,
    score_sheet: scoring::score_sheet,
    score_sheet_example: scoring::example_request,
    engine: JsonRules(NewBedfordRules),
};

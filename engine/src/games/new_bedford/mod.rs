//! New Bedford (Nat Levan; Dice Hate Me / Greater Than Games) with the three Rising Tide
//! modules: the physical-game score sheet (all modules) and the rules engine (base game).

mod components;
pub mod engine;
mod info;
mod rules;
mod scoring;
mod sheet_request;

use std::sync::LazyLock;

use serde_json::Value;

use crate::core::components::{Component, Source};
use crate::core::errors::ScoreSheetError;
use crate::core::game::{Game, GameInfo};
use crate::core::input::parse_json;
use crate::core::play::{Engine, Playable};
use crate::core::scoring::ScoreSheet;

pub use info::{Edition, Module};
pub use scoring::{Goods, NewBedfordOptions, NewBedfordPlayerCounts, NewBedfordScoreSheetRequest};

pub use engine::{
    NewBedfordAction, NewBedfordEvent, NewBedfordGameOptions, NewBedfordRules, NewBedfordState,
};

pub const GAME_ID: &str = "new-bedford";

static ENGINE: Engine<NewBedfordRules> = Engine(NewBedfordRules);

static INFO: LazyLock<GameInfo> = LazyLock::new(info::game_info);
static COMPONENTS: LazyLock<Vec<Component>> = LazyLock::new(components::catalogue);

/// The New Bedford rules, retail or 2014 print-and-play, with Rising Tide.
#[derive(Debug, Clone, Copy)]
pub struct NewBedford;

impl Game for NewBedford {
    fn info(&self) -> &GameInfo {
        &INFO
    }

    fn components(&self) -> &[Component] {
        &COMPONENTS
    }

    fn sources(&self) -> &'static [Source] {
        components::SOURCES
    }

    fn score_sheet(&self, request: &[u8]) -> Result<ScoreSheet, ScoreSheetError> {
        let request: NewBedfordScoreSheetRequest = parse_json(request)?;
        scoring::score_sheet(&request)
    }

    fn score_sheet_example(&self) -> Value {
        scoring::example_request()
    }

    #[cfg(feature = "openapi")]
    fn openapi_types(&self) -> crate::core::openapi::GameTypes {
        crate::core::openapi::GameTypes {
            score_sheet_request: crate::core::openapi::Published::of::<NewBedfordScoreSheetRequest>(
            ),
            play: Some(crate::core::openapi::PlayTypes::of::<
                NewBedfordState,
                NewBedfordAction,
                NewBedfordEvent,
                NewBedfordGameOptions,
            >()),
        }
    }

    fn playable(&self) -> Option<&dyn Playable> {
        Some(&ENGINE)
    }
}

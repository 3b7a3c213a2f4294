//! Nantucket (Nat Levan, Greater Than Games 2016), the two-player whaling microgame: the
//! physical-game score sheet, the component catalogue and the rules engine.

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

pub use rules::rule;
pub use scoring::{NantucketPlayerCounts, NantucketScoreSheetRequest};

pub use engine::{
    NantucketAction, NantucketEvent, NantucketGameOptions, NantucketRules, NantucketState,
};

pub const GAME_ID: &str = "nantucket";

static ENGINE: Engine<NantucketRules> = Engine(NantucketRules);

static INFO: LazyLock<GameInfo> = LazyLock::new(info::game_info);
static COMPONENTS: LazyLock<Vec<Component>> = LazyLock::new(components::catalogue);

/// The Nantucket rules.
#[derive(Debug, Clone, Copy)]
pub struct Nantucket;

impl Game for Nantucket {
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
        let request: NantucketScoreSheetRequest = parse_json(request)?;
        scoring::score_sheet(&request)
    }

    fn score_sheet_example(&self) -> Value {
        scoring::example_request()
    }

    #[cfg(feature = "openapi")]
    fn openapi_types(&self) -> crate::core::openapi::GameTypes {
        crate::core::openapi::GameTypes {
            score_sheet_request: crate::core::openapi::Published::of::<NantucketScoreSheetRequest>(
            ),
            play: Some(crate::core::openapi::PlayTypes::of::<
                NantucketState,
                NantucketAction,
                NantucketEvent,
                NantucketGameOptions,
            >()),
        }
    }

    fn playable(&self) -> Option<&dyn Playable> {
        Some(&ENGINE)
    }
}

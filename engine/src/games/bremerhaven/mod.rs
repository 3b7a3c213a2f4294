//! Bremerhaven (Robert Auerochs, Lookout 2013): the physical-game score sheet (leftover money
//! times the prestige reached, ties broken by the career ladder), the component catalogue with
//! the provisional practice set, and the rules engine for the long, short and solo games.

mod components;
pub mod deck;
pub mod engine;
mod info;
pub mod rules;
mod scoring;

use std::sync::LazyLock;

use serde_json::Value;

use crate::core::components::{Component, Source};
use crate::core::errors::ScoreSheetError;
use crate::core::game::{Game, GameInfo};
use crate::core::input::parse_json;
use crate::core::play::{Engine, Playable};
use crate::core::scoring::ScoreSheet;

pub use scoring::{BremerhavenPlayerCounts, BremerhavenScoreSheetRequest};

pub use engine::{
    BremerhavenAction, BremerhavenEvent, BremerhavenGameOptions, BremerhavenRules, BremerhavenState,
};

pub const GAME_ID: &str = "bremerhaven";

static ENGINE: Engine<BremerhavenRules> = Engine(BremerhavenRules);

static INFO: LazyLock<GameInfo> = LazyLock::new(info::game_info);
static COMPONENTS: LazyLock<Vec<Component>> = LazyLock::new(components::catalogue);

/// The Bremerhaven rules.
#[derive(Debug, Clone, Copy)]
pub struct Bremerhaven;

impl Game for Bremerhaven {
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
        let request: BremerhavenScoreSheetRequest = parse_json(request)?;
        scoring::score_sheet(&request)
    }

    fn score_sheet_example(&self) -> Value {
        scoring::example_request()
    }

    #[cfg(feature = "openapi")]
    fn openapi_types(&self) -> crate::core::openapi::GameTypes {
        crate::core::openapi::GameTypes {
            score_sheet_request: crate::core::openapi::Published::of::<BremerhavenScoreSheetRequest>(
            ),
            play: Some(crate::core::openapi::PlayTypes::of::<
                BremerhavenState,
                BremerhavenAction,
                BremerhavenEvent,
                BremerhavenGameOptions,
            >()),
        }
    }

    fn playable(&self) -> Option<&dyn Playable> {
        Some(&ENGINE)
    }
}

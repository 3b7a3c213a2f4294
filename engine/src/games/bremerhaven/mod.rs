//! Bremerhaven (Robert Auerochs, Lookout 2013). Only final scoring is modelled so far:
//! leftover money times the prestige reached, ties broken by the career ladder.

mod components;
pub mod deck;
mod info;
pub mod rules;
mod scoring;

use std::sync::LazyLock;

use serde_json::Value;

use crate::core::components::Component;
use crate::core::errors::ScoreSheetError;
use crate::core::game::{Game, GameInfo};
use crate::core::input::parse_json;
use crate::core::scoring::ScoreSheet;

pub use scoring::{BremerhavenPlayerCounts, BremerhavenScoreSheetRequest};

pub const GAME_ID: &str = "bremerhaven";

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
            play: None,
        }
    }
}

//! Fleet (Ben Pinchback & Matt Riddle, Eagle-Gryphon Games 2012). Only final scoring of a
//! physical game is modelled so far: licenses, launched boats, crates on boats and the three
//! King Crab bonuses, ties broken by launched boats and then by crates.

mod catalogue;
mod components;
mod info;
mod scoring;
mod validation;

use std::sync::LazyLock;

use serde_json::Value;

use crate::core::components::Component;
use crate::core::errors::ScoreSheetError;
use crate::core::game::{Game, GameInfo};
use crate::core::input::parse_json;
use crate::core::scoring::ScoreSheet;

pub use components::BoatType;
pub use scoring::{FleetPlayerCounts, FleetScoreSheetRequest, LaunchedBoat};

pub const GAME_ID: &str = "fleet";

static INFO: LazyLock<GameInfo> = LazyLock::new(info::game_info);
static COMPONENTS: LazyLock<Vec<Component>> = LazyLock::new(catalogue::catalogue);

/// The Fleet rules.
#[derive(Debug, Clone, Copy)]
pub struct Fleet;

impl Game for Fleet {
    fn info(&self) -> &GameInfo {
        &INFO
    }

    fn components(&self) -> &[Component] {
        &COMPONENTS
    }

    fn score_sheet(&self, request: &[u8]) -> Result<ScoreSheet, ScoreSheetError> {
        let request: FleetScoreSheetRequest = parse_json(request)?;
        scoring::score_sheet(&request)
    }

    fn score_sheet_example(&self) -> Value {
        scoring::example_request()
    }

    #[cfg(feature = "openapi")]
    fn openapi_types(&self) -> crate::core::openapi::GameTypes {
        crate::core::openapi::GameTypes {
            score_sheet_request: crate::core::openapi::Published::of::<FleetScoreSheetRequest>(),
            play: None,
        }
    }
}

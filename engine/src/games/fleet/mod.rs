//! Fleet (Ben Pinchback & Matt Riddle, Eagle-Gryphon Games 2012): the physical-game score
//! sheet (licenses, launched boats, crates on boats and the three King Crab bonuses, ties
//! broken by launched boats and then by crates), the component catalogue and the rules engine,
//! the first of our games with hidden hands.

mod catalogue;
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

pub use components::BoatType;
pub use rules::rule;
pub use scoring::{FleetPlayerCounts, FleetScoreSheetRequest, LaunchedBoat};

pub use engine::{FleetAction, FleetEvent, FleetGameOptions, FleetRules, FleetState};

pub const GAME_ID: &str = "fleet";

static ENGINE: Engine<FleetRules> = Engine(FleetRules);

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

    fn sources(&self) -> &'static [Source] {
        catalogue::SOURCES
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
            play: Some(crate::core::openapi::PlayTypes::of::<
                FleetState,
                FleetAction,
                FleetEvent,
                FleetGameOptions,
            >()),
        }
    }

    fn playable(&self) -> Option<&dyn Playable> {
        Some(&ENGINE)
    }
}

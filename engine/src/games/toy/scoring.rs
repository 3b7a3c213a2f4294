//! Toy's score sheet: each seat's points; the most points wins, ties shared.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::core::errors::{ScoreSheetError, Violation, ViolationCode};
use crate::core::pad::{PadField, ScorePad};
use crate::core::scoring::{ScoreSheet, SheetBuilder};

/// A finished Toy game's points, seat by seat.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyScoreSheetRequest))]
#[serde(deny_unknown_fields)]
pub struct ToyScoreSheetRequest {
    pub players: Vec<ToyPlayerPoints>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyPlayerPoints))]
#[serde(deny_unknown_fields)]
pub struct ToyPlayerPoints {
    #[serde(default)]
    pub name: String,
    pub points: u32,
}

pub fn score_sheet(request: &ToyScoreSheetRequest) -> Result<ScoreSheet, ScoreSheetError> {
    let count = u8::try_from(request.players.len()).unwrap_or(u8::MAX);
    if !super::game_info().players.contains(count) {
        return Err(ScoreSheetError::Invalid(vec![Violation::new(
            "players",
            ViolationCode::PlayerCount,
            "Toy is for 2 to 4 players",
        )]));
    }
    let mut sheet = SheetBuilder::new(super::GAME_ID, &[("points", "Points")], &[]);
    for player in &request.players {
        sheet
            .player(&player.name)
            .add("points", "toy", i64::from(player.points), "");
    }
    Ok(sheet.finish(true))
}

pub fn example_request() -> Value {
    json!({"players": [{"name": "Ann", "points": 4}, {"name": "Bo", "points": 6}]})
}

pub fn score_pad() -> ScorePad {
    ScorePad {
        game: Vec::new(),
        player: vec![PadField::count("points", "Points")],
    }
}

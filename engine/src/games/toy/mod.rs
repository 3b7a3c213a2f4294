//! Toy, a game for tests only: two to four seats add 1 or 2 to a shared count in turn, and a
//! coin flipped after each addition may give one point more. It exists to prove that a game
//! needs only its folder and one registry line: the service serves it (catalogue, OpenAPI
//! operations, play, matches) when started with `--test-games`, and the random-play harness
//! plays it, with no other edit. It is never served otherwise.

mod rules;
mod scoring;

use std::sync::LazyLock;

use crate::core::game::{GameInfo, PlayableGame, PlayerRange};
use crate::core::play::JsonRules;

pub use rules::{ToyAction, ToyEvent, ToyGameOptions, ToyRules, ToyState};
pub use scoring::ToyScoreSheetRequest;

pub const GAME_ID: &str = "toy";

/// Toy, served only to tests.
pub static GAME: PlayableGame<ToyRules, ToyScoreSheetRequest> = PlayableGame {
    info: LazyLock::new(game_info),
    components: LazyLock::new(Vec::new),
    sources: &[],
    score_sheet: scoring::score_sheet,
    score_sheet_example: scoring::example_request,
    engine: JsonRules(ToyRules),
};

fn game_info() -> GameInfo {
    GameInfo {
        id: GAME_ID.to_owned(),
        name: "Toy".to_owned(),
        designers: vec!["Quarterdeck".to_owned()],
        publisher: "Quarterdeck (test only)".to_owned(),
        year: 2026,
        bgg_id: None,
        players: PlayerRange { min: 2, max: 4 },
        editions: Vec::new(),
        modules: Vec::new(),
        options: Vec::new(),
        capabilities: ["score-sheet", "play", "rules"].map(str::to_owned).to_vec(),
        score_pad: scoring::score_pad(),
    }
}

#[cfg(test)]
mod tests;

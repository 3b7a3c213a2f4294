use crate::core::game::{EditionInfo, GameInfo, PlayerRange};

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "Fleet".to_owned(),
        designers: vec!["Ben Pinchback".to_owned(), "Matt Riddle".to_owned()],
        publisher: "Eagle-Gryphon Games".to_owned(),
        year: 2012,
        players: PlayerRange { min: 2, max: 4 },
        editions: vec![EditionInfo {
            id: "standard".to_owned(),
            name: "Eagle-Gryphon Games 2012".to_owned(),
            default: true,
            summary: "The base game: 26 licenses and 96 boat cards, without the Arctic Bounty expansion or promos."
                .to_owned(),
        }],
        modules: Vec::new(),
        options: Vec::new(),
        capabilities: ["score-sheet", "components", "play", "rules"]
            .map(str::to_owned)
            .to_vec(),
    }
}

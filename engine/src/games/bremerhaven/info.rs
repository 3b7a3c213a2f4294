use crate::core::game::{EditionInfo, GameInfo, PlayerRange};

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "Bremerhaven".to_owned(),
        designers: vec!["Robert Auerochs".to_owned()],
        publisher: "Lookout Games".to_owned(),
        year: 2013,
        players: PlayerRange { min: 1, max: 4 },
        editions: vec![EditionInfo {
            id: "standard".to_owned(),
            name: "Lookout 2013".to_owned(),
            default: true,
            summary: "The published game; long and short game and the solo game score alike."
                .to_owned(),
        }],
        modules: Vec::new(),
        options: Vec::new(),
        capabilities: vec!["score-sheet".to_owned(), "components".to_owned()],
    }
}

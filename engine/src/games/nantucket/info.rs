use crate::core::game::{EditionInfo, GameInfo, PlayerRange};

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "Nantucket".to_owned(),
        designers: vec!["Nat Levan".to_owned()],
        publisher: "Greater Than Games".to_owned(),
        year: 2016,
        players: PlayerRange { min: 2, max: 2 },
        editions: vec![EditionInfo {
            id: "standard".to_owned(),
            name: "Greater Than Games 2016".to_owned(),
            default: true,
            summary: "The published 2016 rules sheet; the earlier prototype sheet is not modelled."
                .to_owned(),
        }],
        modules: Vec::new(),
        options: Vec::new(),
        capabilities: vec!["score-sheet".to_owned(), "components".to_owned()],
    }
}

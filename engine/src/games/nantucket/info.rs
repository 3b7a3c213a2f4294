use crate::core::game::{EditionInfo, GameInfo, PlayerRange};

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "Nantucket".to_owned(),
        designers: vec!["Nat Levan".to_owned()],
        publisher: "Greater Than Games".to_owned(),
        year: 2016,
        // Not confirmed by any source we could reach; an export's request may supply it.
        bgg_id: None,
        players: PlayerRange { min: 2, max: 2 },
        editions: vec![EditionInfo {
            id: "standard".to_owned(),
            name: "Greater Than Games 2016".to_owned(),
            default: true,
            summary: "The published 2016 rules sheet; the earlier prototype sheet is not modelled. Digital play uses a provisional practice town unless setup names the table's own A and B cards (ruling NT-08)."
                .to_owned(),
        }],
        modules: Vec::new(),
        options: Vec::new(),
        capabilities: ["score-sheet", "components", "play", "rules"].map(str::to_owned).to_vec(),
        score_pad: super::scoring::score_pad(),
    }
}

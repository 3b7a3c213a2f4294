use serde_json::json;

use crate::core::game::{EditionInfo, GameInfo, OptionInfo, OptionKind, OptionScope, PlayerRange};

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "Fleet".to_owned(),
        designers: vec!["Ben Pinchback".to_owned(), "Matt Riddle".to_owned()],
        publisher: "Eagle-Gryphon Games".to_owned(),
        year: 2012,
        // Board Game Arena's Fleet names it (source S1 of shared/rules/components-fleet.md).
        bgg_id: Some(121297),
        players: PlayerRange { min: 2, max: 4 },
        editions: vec![EditionInfo {
            id: "standard".to_owned(),
            name: "Eagle-Gryphon Games 2012".to_owned(),
            default: true,
            summary: "The base game: 26 licenses and 96 boat cards, without the Arctic Bounty expansion or promos."
                .to_owned(),
        }],
        modules: Vec::new(),
        options: vec![OptionInfo {
            id: "advanced-setup".to_owned(),
            summary: "The advanced license deck: every license shuffled together after the 2- and 3-player removals, with no premium license in the first auction.".to_owned(),
            kind: OptionKind::Flag,
            values: Vec::new(),
            default: json!(false),
            applies_to: vec![OptionScope::Setup],
        }],
        capabilities: ["score-sheet", "components", "play", "rules"]
            .map(str::to_owned)
            .to_vec(),
        score_pad: super::scoring::score_pad(),
    }
}

use serde_json::json;

use crate::core::game::{EditionInfo, GameInfo, OptionInfo, OptionKind, OptionScope, PlayerRange};

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "Bremerhaven".to_owned(),
        designers: vec!["Robert Auerochs".to_owned()],
        publisher: "Lookout Games".to_owned(),
        year: 2013,
        // Not confirmed by any source we could reach; an export's request may supply it.
        bgg_id: None,
        players: PlayerRange { min: 1, max: 4 },
        editions: vec![EditionInfo {
            id: "standard".to_owned(),
            name: "Lookout 2013".to_owned(),
            default: true,
            summary: "The published game; long and short game and the solo game score alike."
                .to_owned(),
        }],
        modules: Vec::new(),
        options: vec![
            OptionInfo {
                id: "variant".to_owned(),
                summary: "Which game: the long game (2–4 players, Cover cards and Newspaper events), the short game (2–4 players, a starting building and goods, 2 progress a round) or the solo game (1 player against the dummy Captain). Left out, 1 player plays the solo game and 2–4 the long game.".to_owned(),
                kind: OptionKind::OneOf,
                values: vec!["long".to_owned(), "short".to_owned(), "solo".to_owned()],
                default: json!(null),
                applies_to: vec![OptionScope::Setup],
            },
            OptionInfo {
                id: "deck".to_owned(),
                summary: "Where the cards come from. The printed lists are not public: `provisional` is the built-in practice set (invented cards following the rulebook, labelled provisional everywhere); `pack` reads the complete printed card lists from the `deck_pack` option and plays in both chance modes; `table` (with `chance: table`) follows the table's own cards, which the table reads out value by value as each is turned up, with the values printed on its boards in the `board` option (else the practice values).".to_owned(),
                kind: OptionKind::OneOf,
                values: vec!["provisional".to_owned(), "pack".to_owned(), "table".to_owned()],
                default: json!("provisional"),
                applies_to: vec![OptionScope::Setup],
            },
        ],
        capabilities: ["score-sheet", "components", "play", "rules"]
            .map(str::to_owned)
            .to_vec(),
        score_pad: super::scoring::score_pad(),
    }
}

//! The Bremerhaven pieces whose values we could source. Card lists (ships, contracts,
//! buildings, prices, newspapers) are unknown to us and are not listed; see
//! `shared/rules/components-bremerhaven.md` §9.

use serde_json::json;

use crate::core::components::{Component, Provenance};

/// The career ladder, best rank first: (id, name, starting money, income per round).
pub const CAREER_RANKS: [(&str, &str, u32, u32); 4] = [
    ("captain", "Captain", 4, 4),
    ("first-mate", "First Mate", 6, 3),
    ("mate", "Mate", 8, 2),
    ("ships-cook", "Ship's Cook", 12, 1),
];

pub fn catalogue() -> Vec<Component> {
    let mut components: Vec<Component> = CAREER_RANKS
        .iter()
        .enumerate()
        .map(|(index, (id, name, start, income))| {
            Component::new(
                id,
                name,
                "career-rank",
                "A rung of the career ladder. Higher ranks win ties on bids and at the end, but start poorer and earn more each round.",
                Provenance::SingleSource,
                &["S0"],
            )
            .with_printed("rank", index + 1)
            .with_printed("starting_money", *start)
            .with_printed("income", *income)
        })
        .collect();
    components.extend([
        Component::new(
            "influence-card",
            "Influence card",
            "card",
            "Bid cards, 12 per player colour. You start with the low ones and can grow your hand with stronger cards.",
            Provenance::Confirmed,
            &["S0", "S2"],
        )
        .with_printed("per_colour", 12)
        .with_printed("values", json!([1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9])),
        Component::new(
            "coins",
            "Coins",
            "money",
            "Money in 1, 5 and 25 pieces. There is no debt: you pay what you can.",
            Provenance::Confirmed,
            &["S0", "S7"],
        )
        .with_printed("ones", 48)
        .with_printed("fives", 24)
        .with_printed("twenty_fives", 16),
        Component::new(
            "harbor-board",
            "Harbor board",
            "board",
            "Your harbor: 12 building and storage spaces, 3 docks for ships, 4 loading docks for contracts and the prestige track, which only ever rises.",
            Provenance::Confirmed,
            &["S0", "S2"],
        )
        .with_printed("spaces", 12)
        .with_printed("docks", 3)
        .with_printed("loading_docks", 4),
    ]);
    components
}

/// The solo game's rating bands: (lowest score, title).
pub const SOLO_RATINGS: [(u64, &str); 5] = [
    (0, "Landlubber"),
    (500, "Cabin Boy"),
    (750, "Officer"),
    (1000, "Lonely Ship's Kobold"),
    (1251, "Captain"),
];

//! The Nantucket pieces of the published rules. Which town card carries which building, and
//! what each building costs, are unknown to us (`shared/rules/components-nantucket.md` §11);
//! the catalogue says so rather than guessing.

mod action;
mod board;
mod bonus;

pub use action::{TownRow, WHARF_SHIP_COINS};
pub use board::{anchored_space, COPPER_COINS};
pub use bonus::{BonusRule, Tally, BONUS_BUILDINGS};

use crate::core::components::{cite, Component, Source};

use action::ACTION_BUILDINGS;

/// The works the components cite (`shared/rules/components-nantucket.md` §0), named in our
/// own words.
pub const SOURCES: &[Source] = &[
    Source {
        id: "SEED",
        name: "Nantucket rulebook (published, 2016)",
    },
    Source {
        id: "PZ-PUB",
        name: "Copy of the published Nantucket rules sheet on paperzz.com",
    },
    Source {
        id: "PZ-PROTO",
        name: "Copy of a pre-production Nantucket rules sheet on paperzz.com",
    },
    Source {
        id: "MM",
        name: "Meeple Mountain's review of Nantucket",
    },
];

pub fn catalogue() -> Vec<Component> {
    let components = action::components()
        .chain(bonus::components())
        .chain(board::components())
        .collect();
    cite(components, SOURCES)
}

/// True for the id of any of the 30 buildings a player can own.
pub fn is_building(id: &str) -> bool {
    ACTION_BUILDINGS.iter().any(|building| building.id == id)
        || BONUS_BUILDINGS.iter().any(|building| building.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::components::Provenance;

    fn find(id: &str) -> Component {
        catalogue()
            .into_iter()
            .find(|component| component.id == id)
            .unwrap_or_else(|| panic!("{id} missing"))
    }

    fn count_kind(kind: &str) -> usize {
        catalogue().iter().filter(|c| c.kind == kind).count()
    }

    #[test]
    fn thirty_buildings_seven_per_row_and_nine_bonus() {
        assert_eq!(count_kind("town-building"), 7);
        assert_eq!(count_kind("resource-building"), 7);
        assert_eq!(count_kind("whaling-building"), 7);
        assert_eq!(count_kind("bonus-building"), 9);
        assert_eq!(count_kind("anchored-space"), 3);
        assert_eq!(count_kind("coin"), 2);
        assert_eq!(count_kind("whaling-chart-row"), 6);
        assert_eq!(catalogue().len(), 41);
    }

    #[test]
    fn no_building_claims_a_known_cost() {
        for component in catalogue().iter().filter(|c| c.kind.ends_with("-building")) {
            assert_eq!(
                component.printed.get("cost_known"),
                Some(&serde_json::Value::Bool(false)),
                "{}",
                component.id
            );
            assert!(!component.printed.contains_key("cost"), "{}", component.id);
            assert!(is_building(&component.id), "{}", component.id);
        }
        assert!(!is_building("town-hall"));
    }

    #[test]
    fn provenance_follows_the_research_notes() {
        assert_eq!(find("tavern").provenance, Provenance::Confirmed);
        assert_eq!(find("harbor-office").provenance, Provenance::SingleSource);
        assert_eq!(find("gambling-hall").provenance, Provenance::SingleSource);
        assert_eq!(find("wharf").provenance, Provenance::SingleSource);
        assert_eq!(find("copper-coin").provenance, Provenance::Confirmed);
        assert_eq!(find("whaling-row-e").provenance, Provenance::Inferred);
        assert_eq!(find("whaling-row-c").provenance, Provenance::SingleSource);
    }

    #[test]
    fn fixed_bonus_points_are_printed_from_the_scoring_table() {
        assert_eq!(find("church").printed["points"], 3);
        assert_eq!(find("mansion").printed["points"], 3);
        assert_eq!(find("mansion").printed["paid_in_copper_only"], true);
        assert_eq!(find("summer-house").printed["points"], 2);
        assert!(!find("factory").printed.contains_key("points"));
        assert_eq!(find("factory").printed["scoring"], "1 VP per 2 Copper held");
        assert_eq!(find("bank").printed["scoring"], "1 VP per $4 of money");
    }

    #[test]
    fn whaling_chart_rewards() {
        let sperm = find("whaling-row-a");
        assert_eq!(sperm.printed["reward_copper"], 1);
        assert_eq!(sperm.printed["reward_silver"], 2);
        assert_eq!(
            find("whaling-row-f").printed["once_per_whaling_phase"],
            false
        );
        assert_eq!(find("copper-coin").printed["count"], COPPER_COINS);
    }
}

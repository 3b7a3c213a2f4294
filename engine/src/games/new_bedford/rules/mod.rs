//! The New Bedford rule catalogue, written in our own words.
//!
//! Each section has a stable kebab-case id that the engine cites when it refuses an action, so
//! ids never change once published. The retail edition is described; print-and-play
//! differences are named where they exist and summarised in `editions`. Printed numbers and
//! names are used as facts; every sentence is ours. `rulings` lists the ids from
//! `engine/RULINGS.md` that settle a question the rulebooks leave open.

mod buildings;
mod end;
mod fifth_player;
mod ids;
mod setup;
mod ships_log;
mod town;
mod town_expansion;
mod whaling;

use std::sync::LazyLock;

use crate::core::play::RuleSection;

pub use ids::rule;

/// Every section, in catalogue order: one list for the engine to cite and the service to
/// serve, kept in one file per part of the rulebook.
pub static RULES: LazyLock<Vec<RuleSection>> = LazyLock::new(|| {
    [
        setup::SECTIONS,
        town::SECTIONS,
        buildings::SECTIONS,
        fifth_player::SECTIONS,
        town_expansion::SECTIONS,
        ships_log::SECTIONS,
        whaling::SECTIONS,
        end::SECTIONS,
    ]
    .concat()
});

#[cfg(test)]
mod tests {

    use super::RULES;

    /// The ids the engine cites, in catalogue order.
    const EXPECTED_IDS: &[&str] = &[
        "setup-whale-bag",
        "setup-buildings",
        "setup-starting-resources",
        "setup-first-player",
        "round-structure",
        "action-workers",
        "action-buy-goods",
        "action-first-worker-bonus",
        "action-must-be-performable",
        "town-farm",
        "town-forest",
        "town-warehouse",
        "town-general-store",
        "town-hall",
        "whaling-dockyard",
        "whaling-city-pier",
        "building-use",
        "building-construction",
        "building-bank",
        "building-dry-dock",
        "building-lighthouse",
        "building-lumber-mill",
        "building-schoolhouse",
        "building-tavern",
        "building-tryworks",
        "building-wharf",
        "building-bakery",
        "building-brickyard",
        "building-chandlery",
        "building-cooperage",
        "building-courthouse",
        "building-inn",
        "building-market",
        "building-post-office",
        "victory-buildings",
        "fifth-player-module",
        "town-wheelhouse",
        "building-almshouse",
        "building-college",
        "building-empty-lot",
        "building-fire-house",
        "building-rectory",
        "town-expansion-module",
        "town-lasting-actions",
        "building-captains-house",
        "building-coffeehouse",
        "building-customhouse",
        "building-harbor-office",
        "building-loading-dock",
        "building-mayors-house",
        "building-perfumery",
        "building-refinery",
        "building-saltery",
        "building-brewery",
        "building-chemist-shop",
        "building-distillery",
        "building-fairhaven-bridge",
        "building-shipwright",
        "building-storehouse",
        "town-victory-buildings",
        "ships-log-module",
        "ships-log-deck",
        "ships-log-selection",
        "ships-log-cards",
        "ships-log-providence",
        "ships-log-card-moves",
        "ships-log-omens-cards",
        "ships-log-moments",
        "ships-log-whaling-omens",
        "ships-log-omens",
        "building-library",
        "building-insurance",
        "ships-log-victory",
        "whaling-track",
        "movement-phase",
        "movement-return",
        "movement-whale-sale",
        "whaling-draw",
        "whaling-selection",
        "end-of-round",
        "end-of-game",
        "scoring",
        "chance-table-mode",
        "editions",
    ];

    #[test]
    fn catalogue_is_well_formed() {
        crate::core::test_support::check_rule_catalogue(&RULES, "NB-");
    }

    #[test]
    fn ids_are_the_expected_ones_in_order() {
        let ids: Vec<&str> = RULES.iter().map(|section| section.id.as_str()).collect();
        assert_eq!(ids, EXPECTED_IDS);
    }

    #[test]
    fn cross_references_name_real_sections() {
        crate::core::test_support::check_cross_references(
            &RULES,
            &[
                ("town-hall", "building-construction"),
                ("movement-phase", "movement-return"),
                ("movement-return", "movement-whale-sale"),
                ("whaling-draw", "chance-table-mode"),
                ("setup-buildings", "town-expansion-module"),
                ("fifth-player-module", "town-expansion-module"),
                ("building-customhouse", "town-lasting-actions"),
                ("building-refinery", "town-lasting-actions"),
                ("building-coffeehouse", "chance-table-mode"),
                ("movement-phase", "building-captains-house"),
                ("setup-buildings", "ships-log-module"),
                ("ships-log-module", "ships-log-deck"),
                ("ships-log-deck", "chance-table-mode"),
                ("whaling-selection", "ships-log-selection"),
                ("ships-log-selection", "building-library"),
                ("ships-log-cards", "ships-log-moments"),
                ("ships-log-cards", "ships-log-providence"),
                ("ships-log-cards", "ships-log-card-moves"),
                ("ships-log-cards", "ships-log-omens-cards"),
                ("ships-log-moments", "ships-log-whaling-omens"),
                ("building-insurance", "ships-log-omens"),
                ("end-of-round", "ships-log-deck"),
                ("movement-phase", "ships-log-moments"),
                ("scoring", "ships-log-victory"),
            ],
        );
    }
}

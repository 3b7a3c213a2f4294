//! The town board and the whaling board actions, in our own words.

use crate::core::play::RuleSection;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Town board
    RuleSection {
        id: rule::TOWN_FARM,
        title: "Farm",
        text: "Take 2 food. First-worker bonus: 1 more food, 3 in all.",
        rulings: &[],
    },
    RuleSection {
        id: rule::TOWN_FOREST,
        title: "Forest",
        text: "Take 2 wood. First-worker bonus: 1 more wood, 3 in all.",
        rulings: &[],
    },
    RuleSection {
        id: rule::TOWN_WAREHOUSE,
        title: "Warehouse",
        text: "Take 1 brick. First-worker bonus: also take 1 brick, 1 food or 1 wood, as the \
               player chooses.",
        rulings: &[],
    },
    RuleSection {
        id: rule::TOWN_GENERAL_STORE,
        title: "General Store",
        text: "Sell goods to the supply for $1 per wood or food and $2 per brick. Goods are sold \
               one at a time; at least one must be sold, and after that the player may stop \
               whenever they like. First-worker bonus: $1 more for the whole action, not per \
               good.",
        rulings: &[],
    },
    RuleSection {
        id: rule::TOWN_HALL,
        title: "Town Hall",
        text: "Build one unbuilt building of this game by paying its cost (see \
               building-construction). First-worker bonus: pay 1 less of one resource, wood, \
               food or brick, that appears in the cost, chosen by the player. The bonus never \
               lowers a money cost such as the Mansion's $10, and never takes a resource below \
               zero.",
        rulings: &[],
    },
    // Whaling board actions
    RuleSection {
        id: rule::WHALING_DOCKYARD,
        title: "Dockyard",
        text: "Pay 2 wood to prepare one of your ships that is on your player board, moving it \
               to the dock to wait for a launch. First-worker bonus: pay 1 wood instead of 2. \
               Players only ever prepare their own ships. The print-and-play rulebook calls this \
               space the Shipyard.",
        rulings: &[],
    },
    RuleSection {
        id: rule::WHALING_CITY_PIER,
        title: "City Pier",
        text: "Launch one of your ships from the dock to any whaling-track space from 1 to 6 \
               holding fewer than 3 ships, paying as much food as the space's number. \
               First-worker bonus: pay 1 food less, never below 0. The ship takes the rank \
               behind the ships already on that space: 1st on an empty space, 2nd or 3rd \
               otherwise.",
        rulings: &[],
    },
];

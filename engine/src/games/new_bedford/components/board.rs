//! Whale tokens and the action spaces printed on the town and whaling boards
//! (components file §1, §2 and §4).

use serde_json::json;

use crate::core::components::{Component, Provenance};

use super::super::info::Module;

/// A token in the whale bag. The score sheet reads the points and bag counts from here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WhaleSpec {
    pub id: &'static str,
    pub name: &'static str,
    /// What keeping it costs when its ship returns; Empty Sea cannot be taken at all.
    pub lay: Option<u32>,
    pub victory_points: u32,
    /// Copies put in the bag for each player, up to 4 players.
    pub per_player: u32,
    pub summary: &'static str,
}

pub const WHALES: [WhaleSpec; 4] = [
    WhaleSpec {
        id: "right-whale",
        name: "Right Whale",
        lay: Some(2),
        victory_points: 1,
        per_player: 9,
        summary: "The commonest whale: costs $2 to keep when its ship returns and scores 1 VP.",
    },
    WhaleSpec {
        id: "bowhead-whale",
        name: "Bowhead Whale",
        lay: Some(4),
        victory_points: 2,
        per_player: 5,
        summary: "Costs $4 to keep when its ship returns and scores 2 VP.",
    },
    WhaleSpec {
        id: "sperm-whale",
        name: "Sperm Whale",
        lay: Some(8),
        victory_points: 4,
        per_player: 1,
        summary: "The rarest whale: costs $8 to keep when its ship returns and scores 4 VP.",
    },
    WhaleSpec {
        id: "empty-sea",
        name: "Empty Sea",
        lay: None,
        victory_points: 0,
        per_player: 4,
        summary: "A blank drawn from the bag; no ship can take it, and only the Tavern removes it from the game.",
    },
];

/// The bag never grows past 4 players' worth: a fifth player shares it (ruling NB-05).
pub const BAG_PLAYERS_MAX: u32 = 4;

const BOARD_SOURCES: &[&str] = &["KOS-BRD", "KOS-RB", "SEED-C"];

fn town_space(id: &str, name: &str, summary: &str) -> Component {
    Component::new(
        id,
        name,
        "town-space",
        summary,
        Provenance::Confirmed,
        BOARD_SOURCES,
    )
}

fn whaling_space(id: &str, name: &str, summary: &str) -> Component {
    Component::new(
        id,
        name,
        "whaling-space",
        summary,
        Provenance::Confirmed,
        BOARD_SOURCES,
    )
}

pub fn components() -> Vec<Component> {
    let mut components: Vec<Component> = WHALES
        .iter()
        .map(|whale| {
            let component = Component::new(
                whale.id,
                whale.name,
                "whale-token",
                whale.summary,
                Provenance::Confirmed,
                &["KOS-RB", "SEED-C"],
            );
            let component = match whale.lay {
                Some(lay) => component.with_printed("lay", lay),
                None => component,
            };
            component
                .with_printed("victory_points", whale.victory_points)
                .with_printed("per_player", whale.per_player)
        })
        .collect();
    components.extend([
        town_space("farm", "Farm", "Gain 2 food; the first worker on the empty space gains 1 more.")
            .with_printed("gain", json!({"food": 2}))
            .with_printed("first_player_bonus", json!({"food": 1})),
        town_space("forest", "Forest", "Gain 2 wood; the first worker on the empty space gains 1 more.")
            .with_printed("gain", json!({"wood": 2}))
            .with_printed("first_player_bonus", json!({"wood": 1})),
        town_space(
            "warehouse",
            "Warehouse",
            "Gain 1 brick; the first worker on the empty space also gains a wood, food or brick of their choice.",
        )
        .with_printed("gain", json!({"brick": 1}))
        .with_printed("first_player_bonus", "1 wood, food or brick"),
        town_space(
            "general-store",
            "General Store",
            "Sell at least one good: wood and food fetch $1, brick $2; the first worker on the empty space earns $1 more in all.",
        )
        .with_printed("sell_prices", json!({"wood": 1, "food": 1, "brick": 2}))
        .with_printed("first_player_bonus", json!({"money": 1})),
        town_space(
            "town-hall",
            "Town Hall",
            "Build a building by paying its cost; the first worker on the empty space pays one wood, food or brick less, never money.",
        )
        .with_printed("first_player_bonus", "1 fewer wood, food or brick"),
        Component::new(
            "wheelhouse",
            "Wheelhouse",
            "town-space",
            "Take the Ship's Wheel: whoever takes this space last in a round starts the next. The first worker on the empty space also gains $3.",
            Provenance::SingleSource,
            &["SEED-RT"],
        )
        .with_module(Module::FifthPlayer.id())
        // The rulebook's mini-variants allow the 5-player board with 4 players too.
        .with_players(4, 5)
        .with_printed("first_player_bonus", json!({"money": 3})),
        whaling_space(
            "dockyard",
            "Dockyard",
            "Pay 2 wood to put one of your ships on the dock, ready to launch; the first worker on the empty space pays 1 wood.",
        )
        .with_aliases(&["shipyard"])
        .with_edition_difference("print-and-play", "name", "Shipyard")
        .with_printed("cost", json!({"wood": 2}))
        .with_printed("first_player_cost", json!({"wood": 1})),
        whaling_space(
            "city-pier",
            "City Pier",
            "Launch one of your prepared ships to a space from 1 to 6, paying that many food; the first worker on the empty space pays 1 food less.",
        )
        .with_printed("launch_food_cost", json!([1, 2, 3, 4, 5, 6]))
        .with_printed("first_player_bonus", "1 food less"),
    ]);
    components
}

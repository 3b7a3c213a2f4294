//! Golden playthroughs of Fleet: games recorded once, a seeded 2-player game and a 3-player
//! table game with the advanced setup. Each move's events, the final state and the final sheet
//! are compared, and each file's `checked_by_hand` says what was verified by hand and how (see
//! `core::test_support::golden`).

use crate::core::play::ChanceMode;
use crate::core::test_support::golden::replay;

use super::super::{FleetGameOptions, FleetRules};

fn path(name: &str) -> String {
    format!(
        "{}/src/games/fleet/engine/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn golden_seeded_two_player_game() {
    replay(
        &FleetRules,
        &FleetGameOptions::default(),
        &path("two-players-seeded"),
        2,
        2012,
        ChanceMode::Seeded,
    );
}

#[test]
fn golden_table_three_player_game_with_the_advanced_setup() {
    replay(
        &FleetRules,
        &FleetGameOptions {
            advanced_setup: true,
        },
        &path("three-players-advanced-table"),
        3,
        26,
        ChanceMode::Table,
    );
}

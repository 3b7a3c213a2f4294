//! Golden playthroughs of New Bedford. The rulebooks have no complete worked game, so these
//! are seeded games recorded once; each move's events, the final state and the final sheet are
//! compared, and each file's `checked_by_hand` says what was verified by hand and how (see
//! `core::test_support::golden`).

use crate::core::play::ChanceMode;
use crate::core::test_support::golden::replay;

use super::super::super::info::Edition;
use super::super::{NewBedfordGameOptions, NewBedfordRules};

fn path(name: &str) -> String {
    format!(
        "{}/src/games/new_bedford/play/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn check(name: &str, players: u8, seed: u64, chance: ChanceMode) {
    check_edition(name, Edition::Retail, players, seed, chance);
}

fn check_edition(name: &str, edition: Edition, players: u8, seed: u64, chance: ChanceMode) {
    replay(
        &NewBedfordRules,
        &NewBedfordGameOptions {
            edition,
            ..NewBedfordGameOptions::default()
        },
        &path(name),
        players,
        seed,
        chance,
    );
}

#[test]
fn golden_three_player_seeded_game() {
    check("three-player-seeded", 3, 2026, ChanceMode::Seeded);
}

#[test]
fn golden_four_player_seeded_game() {
    check("four-player-seeded", 4, 1851, ChanceMode::Seeded);
}

#[test]
fn golden_two_player_table_game() {
    check("two-player-table", 2, 7, ChanceMode::Table);
}

/// Print-and-play rules; this game uses the 2014 Tryworks three times (ruling NB-21).
#[test]
fn golden_three_player_print_and_play_game() {
    check_edition(
        "three-player-print-and-play",
        Edition::PrintAndPlay,
        3,
        47,
        ChanceMode::Seeded,
    );
}

/// Rising Tide's 5th Player Expansion with five seats (rulings NB-23 to NB-29).
#[test]
fn golden_five_player_game_with_the_fifth_player_module() {
    replay(
        &NewBedfordRules,
        &NewBedfordGameOptions {
            edition: Edition::Retail,
            modules: vec![super::super::super::info::Module::FifthPlayer],
            ..NewBedfordGameOptions::default()
        },
        &path("five-player-fifth-player-seeded"),
        5,
        1859,
        ChanceMode::Seeded,
    );
}

/// Rising Tide's Town Expansion with four seats: a random draw of its tiles (rulings NB-30 to
/// NB-43).
#[test]
fn golden_four_player_game_with_the_town_expansion() {
    replay(
        &NewBedfordRules,
        &NewBedfordGameOptions {
            modules: vec![super::super::super::info::Module::Town],
            ..NewBedfordGameOptions::default()
        },
        &path("four-player-town-seeded"),
        4,
        1860,
        ChanceMode::Seeded,
    );
}

/// Rising Tide's Ship's Log with three seats (rulings NB-44 to NB-50).
#[test]
fn golden_three_player_game_with_the_ships_log() {
    replay(
        &NewBedfordRules,
        &NewBedfordGameOptions {
            modules: vec![super::super::super::info::Module::ShipsLog],
            ..NewBedfordGameOptions::default()
        },
        &path("three-player-ships-log-seeded"),
        3,
        11,
        ChanceMode::Seeded,
    );
}

/// All three Rising Tide modules with five seats, table chance.
#[test]
fn golden_five_player_table_game_with_every_module() {
    replay(
        &NewBedfordRules,
        &NewBedfordGameOptions {
            modules: vec![
                super::super::super::info::Module::Town,
                super::super::super::info::Module::ShipsLog,
                super::super::super::info::Module::FifthPlayer,
            ],
            ..NewBedfordGameOptions::default()
        },
        &path("five-player-every-module-table"),
        5,
        12,
        ChanceMode::Table,
    );
}

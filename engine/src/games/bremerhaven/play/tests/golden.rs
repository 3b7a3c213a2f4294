//! Golden playthroughs of Bremerhaven: games recorded once by the seeded random playout, a
//! 2-player long game, a 3-player short game and a solo game, each to its end. Each move's
//! events, the final state and the final sheet are compared, and each file's `checked_by_hand`
//! says what was verified by hand and how (see `core::test_support::golden`).

use crate::core::play::ChanceMode;
use crate::core::test_support::golden::replay;

use super::super::{BremerhavenGameOptions, BremerhavenRules, Variant};

fn path(name: &str) -> String {
    format!(
        "{}/src/games/bremerhaven/play/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn options(variant: Variant) -> BremerhavenGameOptions {
    BremerhavenGameOptions {
        variant: Some(variant),
        ..BremerhavenGameOptions::default()
    }
}

#[test]
fn golden_seeded_two_player_long_game() {
    replay(
        &BremerhavenRules,
        &options(Variant::Long),
        &path("two-players-long-seeded"),
        2,
        2026,
        ChanceMode::Seeded,
    );
}

#[test]
fn golden_seeded_three_player_short_game() {
    replay(
        &BremerhavenRules,
        &options(Variant::Short),
        &path("three-players-short-seeded"),
        3,
        31,
        ChanceMode::Seeded,
    );
}

#[test]
fn golden_seeded_solo_game() {
    replay(
        &BremerhavenRules,
        &options(Variant::Solo),
        &path("solo-seeded"),
        1,
        1,
        ChanceMode::Seeded,
    );
}

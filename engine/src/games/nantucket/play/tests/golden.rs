//! Golden playthroughs of Nantucket: seeded games recorded once, one on the practice town, one
//! on a table's own cards. Each move's events, the final state and the final sheet are
//! compared, and each file's `checked_by_hand` says what was verified by hand and how (see
//! `core::test_support::golden`).

use crate::core::play::ChanceMode;
use crate::core::test_support::golden::replay;

use super::super::town::{Building, Lot, Town};
use super::super::{NantucketGameOptions, NantucketRules};

fn path(name: &str) -> String {
    format!(
        "{}/src/games/nantucket/play/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn lot(building: Building, cost: u8) -> Lot {
    Lot {
        building,
        cost,
        copper_only: false,
    }
}

#[test]
fn golden_seeded_game_on_the_practice_town() {
    replay(
        &NantucketRules,
        &NantucketGameOptions::default(),
        &path("practice-town-seeded"),
        2,
        1816,
        ChanceMode::Seeded,
    );
}

#[test]
fn golden_table_game_on_a_tables_own_cards() {
    use Building::*;
    let town = Town {
        cards: ["A".to_owned(), "B".to_owned()],
        rows: [
            [lot(HarborOffice, 3), lot(MayorsHouse, 4)],
            [lot(TownSquare, 2), lot(Cooperage, 3)],
            [lot(Candleworks, 3), lot(CaptainsHouse, 2)],
        ],
        bonus: [lot(Office, 4), lot(SalvageYard, 3), lot(Bank, 5)],
        provisional: false,
    };
    replay(
        &NantucketRules,
        &NantucketGameOptions { town: Some(town) },
        &path("own-town-table"),
        2,
        42,
        ChanceMode::Table,
    );
}

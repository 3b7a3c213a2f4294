//! The Loading Dock.

use super::*;

fn loading_dock_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::LoadingDock]);
    own(&mut state, 0, Building::LoadingDock);
    at_sea(&mut state, 0, 0, 2, 0, whales(2, 1, 0));
    at_sea(&mut state, 0, 1, 4, 0, whales(0, 0, 1));
    state
}

/// Rule `building-loading-dock` (ruling NB-37): up to 3 whales move, $1 each; a kind that moved
/// one way cannot go back.
#[test]
fn rule_building_loading_dock_moves_up_to_3_whales_for_1_dollar_each_one_way_per_kind() {
    let state = play(&loading_dock_game(), A::LoadingDock);
    assert_eq!(
        refused(&state, A::StopSelling),
        ("wrong-phase", "building-loading-dock")
    );
    let right_to_1 = A::ShiftWhale {
        ship: 1,
        whale: WhaleKind::Right,
    };
    let state = play(&state, right_to_1);
    assert_eq!(state.players[0].money, 6);
    assert_eq!(
        refused(
            &state,
            A::ShiftWhale {
                ship: 0,
                whale: WhaleKind::Right
            }
        ),
        ("cannot-perform", "building-loading-dock")
    );
    let state = play(
        &state,
        A::ShiftWhale {
            ship: 0,
            whale: WhaleKind::Sperm,
        },
    );
    let state = play(&state, right_to_1);
    assert_eq!(state.players[0].money, 8);
    assert_eq!(state.players[0].ships[0].cargo, whales(0, 1, 1));
    assert_eq!(state.players[0].ships[1].cargo, whales(2, 0, 0));
    assert_eq!(step(&state), None, "3 moved: done");
    assert_eq!(actor(&state), Actor::Seat(1));
}

/// Rule `building-loading-dock` (ruling NB-37): at least one whale moves before stopping, only
/// whales the other ship carries, and both ships must be at sea.
#[test]
fn rule_building_loading_dock_must_move_one_and_needs_both_ships_at_sea() {
    let state = play(&loading_dock_game(), A::LoadingDock);
    assert_eq!(
        refused(&state, A::StopShifting),
        ("must-sell", "building-loading-dock")
    );
    assert_eq!(
        refused(
            &state,
            A::ShiftWhale {
                ship: 0,
                whale: WhaleKind::Bowhead
            }
        ),
        ("not-on-ship", "building-loading-dock")
    );
    let state = play(
        &state,
        A::ShiftWhale {
            ship: 0,
            whale: WhaleKind::Sperm,
        },
    );
    let state = play(&state, A::StopShifting);
    assert_eq!(state.players[0].money, 6);
    assert_eq!(actor(&state), Actor::Seat(1));
    let mut home = loading_dock_game();
    let cargo = home.players[0].ships[1].cargo;
    home.players[0].ships[1] = Ship::HOME;
    home.bag = home.bag.plus(Tokens {
        right: cargo.right,
        bowhead: cargo.bowhead,
        sperm: cargo.sperm,
        empty: 0,
    });
    assert_eq!(
        refused(&home, A::LoadingDock),
        ("cannot-perform", "building-loading-dock")
    );
    let mut empty = town_game(3, &[Building::LoadingDock]);
    own(&mut empty, 0, Building::LoadingDock);
    at_sea(&mut empty, 0, 0, 2, 0, Whales::default());
    at_sea(&mut empty, 0, 1, 3, 0, Whales::default());
    assert_eq!(
        refused(&empty, A::LoadingDock),
        ("cannot-perform", "building-loading-dock"),
        "no whale aboard either ship"
    );
    let mut sent = loading_dock_game();
    sent.players[0].ships[1].location = ShipLocation::Return {
        rank: 0,
        prepared: true,
    };
    assert_eq!(
        refused(&sent, A::LoadingDock),
        ("cannot-perform", "building-loading-dock"),
        "a ship in the Return space is not at sea"
    );
}

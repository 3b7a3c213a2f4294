//! The Captain's House.

use super::*;

/// Rule `building-captains-house` (ruling NB-35): a ship at sea goes to the Return space, whales
/// aboard, for as much food as its space; the ships behind it move up.
#[test]
fn rule_building_captains_house_sends_a_ship_to_return_for_food_equal_to_its_space() {
    let mut state = town_game(3, &[Building::CaptainsHouse]);
    own(&mut state, 0, Building::CaptainsHouse);
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 3, 1, Whales::default());
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    assert_eq!(
        location(&state, 0, 0),
        ShipLocation::Return {
            rank: 0,
            prepared: true,
        }
    );
    assert_eq!(state.players[0].food, 3);
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 0, 0));
    assert_eq!(
        location(&state, 1, 0),
        ShipLocation::Sea { space: 3, rank: 0 }
    );
}

/// Rule `building-captains-house` (ruling NB-35): only a ship at sea; once in Return it is no
/// longer at sea and nothing moves it again.
#[test]
fn rule_building_captains_house_refuses_a_ship_not_at_sea() {
    let mut state = town_game(3, &[Building::CaptainsHouse, Building::Saltery]);
    own(&mut state, 0, Building::CaptainsHouse);
    own(&mut state, 0, Building::Saltery);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    assert_eq!(
        refused(&state, A::CaptainsHouse { ship: 1 }),
        ("cannot-perform", "building-captains-house")
    );
    assert_eq!(
        message(&state, A::CaptainsHouse { ship: 1 }),
        "that ship is not at sea"
    );
    dock(&mut state, 0, 1);
    assert_eq!(
        refused(&state, A::CaptainsHouse { ship: 1 }),
        ("cannot-perform", "building-captains-house")
    );
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    let state = play(&play(&state, A::Farm), A::Farm);
    assert_eq!(
        refused(&state, A::Saltery { ship: 0, spaces: 1 }),
        ("cannot-perform", "building-saltery")
    );
}

/// Rule `building-captains-house` (ruling NB-35): at movement the ship in Return comes in before
/// the ships from space 1, is unloaded as usual and waits on the dock prepared; it takes no whale.
#[test]
fn rule_building_captains_house_ship_returns_first_at_movement_then_waits_on_the_dock() {
    let mut state = town_game(3, &[Building::CaptainsHouse]);
    own(&mut state, 0, Building::CaptainsHouse);
    at_sea(&mut state, 1, 1, 1, 0, whales(0, 1, 0));
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    let state = place_farms(state);
    assert_eq!(returning(&state), Some(ship(0, 0)), "the Return ship first");
    assert_eq!(state.return_queue, [ship(1, 1)]);
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(state.players[0].whales, whales(1, 0, 0));
    assert_eq!(location(&state, 0, 0), ShipLocation::Dock, "prepared");
    assert_eq!(returning(&state), Some(ship(1, 1)));
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(location(&state, 1, 1), ShipLocation::Home);
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(
        state.whaling_order,
        [ship(1, 0)],
        "the ship on the dock does not whale"
    );
    let state = pass_whaling(state);
    assert_eq!(state.round, 2);
    assert_eq!(location(&state, 0, 0), ShipLocation::Dock);
    assert_eq!(state.players[0].ships[0].cargo, Whales::default());
}

/// Rule `building-captains-house` (rulings NB-35, NB-25): several ships in the Return space come
/// in in the order they were sent, here by the Captain's House and then through the College.
#[test]
fn rule_building_captains_house_ships_in_return_come_in_in_the_order_sent() {
    let mut state = town_and_fifth(&[Building::CaptainsHouse]);
    own(&mut state, 2, Building::CaptainsHouse);
    own(&mut state, 3, Building::College);
    at_sea(&mut state, 3, 0, 1, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 2, 0, whales(1, 0, 0));
    at_sea(&mut state, 0, 1, 5, 0, whales(1, 0, 0));
    let state = play(&state, A::CaptainsHouse { ship: 1 });
    let state = play(
        &state,
        A::College {
            building: Building::CaptainsHouse,
        },
    );
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    assert_eq!(
        location(&state, 0, 1),
        ShipLocation::Return {
            rank: 0,
            prepared: true,
        }
    );
    assert_eq!(
        location(&state, 1, 0),
        ShipLocation::Return {
            rank: 1,
            prepared: true,
        }
    );
    assert_eq!((state.players[0].food, state.players[1].food), (5, 2));
    let state = place_farms(state);
    assert_eq!(returning(&state), Some(ship(0, 1)));
    assert_eq!(state.return_queue, [ship(1, 0), ship(3, 0)]);
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(returning(&state), Some(ship(1, 0)));
    // Seat 1 paid $3 in College fees and keeps its Right Whale with its last $2.
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(returning(&state), Some(ship(3, 0)), "space 1 last");
    assert_eq!(
        (location(&state, 0, 1), location(&state, 1, 0)),
        (ShipLocation::Dock, ShipLocation::Dock)
    );
}

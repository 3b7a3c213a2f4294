//! The Saltery.

use super::*;

/// Rule `building-saltery` (ruling NB-41): 1, 2 or 3 spaces out for 0, 2 or 4 food, arriving
/// behind the ships there, who keep their ranks; the ships behind it on its old space move up.
#[test]
fn rule_building_saltery_moves_out_behind_the_ships_there_for_0_2_or_4_food() {
    let mut state = town_game(3, &[Building::Saltery]);
    own(&mut state, 0, Building::Saltery);
    state.players[0].food = 4;
    at_sea(&mut state, 1, 0, 2, 0, Whales::default());
    at_sea(&mut state, 0, 0, 2, 1, Whales::default());
    at_sea(&mut state, 2, 0, 2, 2, Whales::default());
    at_sea(&mut state, 1, 1, 3, 0, Whales::default());
    at_sea(&mut state, 2, 1, 4, 0, Whales::default());
    for (spaces, to, rank, food) in [(1, 3, 1, 4), (2, 4, 1, 2), (3, 5, 0, 0)] {
        let after = play(&state, A::Saltery { ship: 0, spaces });
        assert_eq!(
            location(&after, 0, 0),
            ShipLocation::Sea { space: to, rank },
            "{spaces} spaces"
        );
        assert_eq!(after.players[0].food, food);
        assert_eq!(
            location(&after, 1, 0),
            ShipLocation::Sea { space: 2, rank: 0 }
        );
        assert_eq!(
            location(&after, 2, 0),
            ShipLocation::Sea { space: 2, rank: 1 },
            "the ship behind moves up"
        );
        assert_eq!(
            location(&after, 1, 1),
            ShipLocation::Sea { space: 3, rank: 0 }
        );
        assert_eq!(
            location(&after, 2, 1),
            ShipLocation::Sea { space: 4, rank: 0 }
        );
    }
}

/// Rule `building-saltery` (ruling NB-41): never past space 6 nor into a full space (passing
/// one is fine), and only with the food; only a ship at sea.
#[test]
fn rule_building_saltery_refuses_past_6_a_full_space_or_too_little_food() {
    let mut state = town_game(3, &[Building::Saltery]);
    own(&mut state, 0, Building::Saltery);
    state.players[0].food = 2;
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 0, 1, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 1, 1, 3, 1, Whales::default());
    at_sea(&mut state, 2, 0, 3, 2, Whales::default());
    assert_eq!(
        refused(&state, A::Saltery { ship: 0, spaces: 1 }),
        ("space-full", "building-saltery")
    );
    assert!(legal(&state).contains(&A::Saltery { ship: 0, spaces: 2 }));
    assert_eq!(
        refused(&state, A::Saltery { ship: 0, spaces: 3 }),
        ("cannot-afford", "building-saltery")
    );
    assert_eq!(
        message(&state, A::Saltery { ship: 0, spaces: 3 }),
        "moving 3 spaces out costs 4 food"
    );
    assert_eq!(
        refused(&state, A::Saltery { ship: 1, spaces: 2 }),
        ("no-such-space", "building-saltery")
    );
    assert!(legal(&state).contains(&A::Saltery { ship: 1, spaces: 1 }));
    for spaces in [0, 4] {
        assert_eq!(
            refused(&state, A::Saltery { ship: 0, spaces }),
            ("no-such-space", "building-saltery")
        );
    }
    let mut home = state.clone();
    home.players[0].ships[1] = Ship::HOME;
    assert_eq!(
        refused(&home, A::Saltery { ship: 1, spaces: 1 }),
        ("cannot-perform", "building-saltery")
    );
}

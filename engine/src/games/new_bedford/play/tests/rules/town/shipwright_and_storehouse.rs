//! The Shipwright and the Storehouse.

use super::*;

/// Rule `building-shipwright` (ruling NB-42): one ship from home to the dock free, or both for 1
/// wood.
#[test]
fn rule_building_shipwright_prepares_one_ship_free_or_both_for_1_wood() {
    let mut state = town_game(3, &[Building::Shipwright]);
    own(&mut state, 0, Building::Shipwright);
    assert_eq!(
        refused(&state, A::Shipwright { ship: None }),
        ("cannot-afford", "building-shipwright")
    );
    let one = play(&state, A::Shipwright { ship: Some(1) });
    assert_eq!(location(&one, 0, 1), ShipLocation::Dock);
    assert_eq!(location(&one, 0, 0), ShipLocation::Home);
    state.players[0].wood = 1;
    let both = play(&state, A::Shipwright { ship: None });
    assert_eq!(location(&both, 0, 0), ShipLocation::Dock);
    assert_eq!(location(&both, 0, 1), ShipLocation::Dock);
    assert_eq!(both.players[0].wood, 0);
    dock(&mut state, 0, 0);
    assert_eq!(
        refused(&state, A::Shipwright { ship: None }),
        ("cannot-perform", "building-shipwright")
    );
    assert_eq!(
        refused(&state, A::Shipwright { ship: Some(0) }),
        ("cannot-perform", "building-shipwright")
    );
}

/// Rule `building-storehouse` (ruling NB-42): 3 wood, 3 food or 2 brick.
#[test]
fn rule_building_storehouse_gives_3_wood_3_food_or_2_brick() {
    let mut state = town_game(3, &[Building::Storehouse]);
    own(&mut state, 0, Building::Storehouse);
    for (good, expected) in [
        (Good::Wood, (3, 0, 0)),
        (Good::Food, (0, 3, 0)),
        (Good::Brick, (0, 0, 2)),
    ] {
        assert_eq!(goods(&play(&state, A::Storehouse { good }), 0), expected);
    }
}

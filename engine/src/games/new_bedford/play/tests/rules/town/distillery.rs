//! The Distillery.

use super::*;

/// Rule `building-distillery` (ruling NB-42): a ship from home to the dock for 2 wood, then 3
/// food.
#[test]
fn rule_building_distillery_prepares_a_ship_for_2_wood_then_gives_3_food() {
    let mut state = town_game(3, &[Building::Distillery]);
    own(&mut state, 0, Building::Distillery);
    state.players[0].wood = 1;
    assert_eq!(
        refused(&state, A::Distillery { ship: 0 }),
        ("cannot-afford", "building-distillery")
    );
    state.players[0].wood = 2;
    let after = play(&state, A::Distillery { ship: 0 });
    assert_eq!(location(&after, 0, 0), ShipLocation::Dock);
    assert_eq!(goods(&after, 0), (0, 3, 0));
    dock(&mut state, 0, 1);
    assert_eq!(
        refused(&state, A::Distillery { ship: 1 }),
        ("cannot-perform", "building-distillery")
    );
}

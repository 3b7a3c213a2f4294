//! The Harbor Office.

use super::*;

fn harbor_office_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::HarborOffice]);
    own(&mut state, 0, Building::HarborOffice);
    dock(&mut state, 0, 0);
    state
}

/// Rule `building-harbor-office` (ruling NB-42): launch at the space's full food cost, then sell
/// at least one good at General Store prices.
#[test]
fn rule_building_harbor_office_launches_at_full_food_cost_then_must_sell() {
    let mut state = harbor_office_game();
    state.players[0].food = 3;
    state.players[0].wood = 1;
    let state = play(&state, A::HarborOffice { ship: 0, space: 3 });
    assert_eq!(
        location(&state, 0, 0),
        ShipLocation::Sea { space: 3, rank: 0 }
    );
    assert_eq!(state.players[0].food, 0, "no first-worker discount");
    assert_eq!(step(&state), Some(Step::HarborOffice));
    assert_eq!(
        refused(&state, A::StopSelling),
        ("must-sell", "building-harbor-office")
    );
    assert!(!legal(&state).iter().any(|a| matches!(a, A::Build { .. })));
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(state.players[0].money, 6, "General Store price, no bonus");
    assert_eq!(actor(&state), Actor::Seat(1));
}

/// Rule `building-harbor-office` (ruling NB-42): or build at the tile's full cost.
#[test]
fn rule_building_harbor_office_launches_then_builds_at_full_cost() {
    let mut state = harbor_office_game();
    state.players[0].food = 2;
    state.players[0].brick = 4;
    let state = play(&state, A::HarborOffice { ship: 0, space: 2 });
    assert_eq!(
        refused(&state, BANK_DISCOUNTED),
        ("wrong-payment", "building-construction")
    );
    let state = play(&state, BANK_FULL_PRICE);
    assert!(state.owns(0, Building::Bank));
    assert_eq!(state.players[0].brick, 0);
    assert_eq!(actor(&state), Actor::Seat(1));
}

/// Rule `building-harbor-office` (ruling NB-42): refused when no good would be left after the
/// launch, or when the launch itself cannot be paid.
#[test]
fn rule_building_harbor_office_refused_when_no_good_would_be_left() {
    let mut state = harbor_office_game();
    state.players[0].food = 3;
    assert_eq!(
        refused(&state, A::HarborOffice { ship: 0, space: 3 }),
        ("cannot-perform", "building-harbor-office")
    );
    assert!(legal(&state).contains(&A::HarborOffice { ship: 0, space: 2 }));
    assert_eq!(
        refused(&state, A::HarborOffice { ship: 0, space: 4 }),
        ("cannot-afford", "building-harbor-office")
    );
    assert_eq!(
        refused(&state, A::HarborOffice { ship: 1, space: 1 }),
        ("cannot-perform", "building-harbor-office"),
        "ship 1 is not on the dock"
    );
}

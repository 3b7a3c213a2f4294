//! Worker placement: the purchase, first-worker bonuses, the town and whaling-board spaces.

use super::*;

#[test]
fn rule_action_workers_are_placed_one_at_a_time_in_turn_order_twice_around() {
    let mut state = started(2);
    let mut order = Vec::new();
    for _ in 0..4 {
        order.push(actor(&state));
        state = play(&state, A::Forest);
    }
    assert_eq!(
        order,
        [
            Actor::Seat(0),
            Actor::Seat(1),
            Actor::Seat(0),
            Actor::Seat(1)
        ]
    );
}

#[test]
fn rule_action_buy_goods_is_2_food_or_2_wood_for_3_dollars_once_per_placement() {
    let state = started(2);
    let state = play(
        &state,
        A::BuyGoods {
            good: Purchase::Wood,
        },
    );
    assert_eq!((state.players[0].money, state.players[0].wood), (2, 2));
    assert_eq!(
        refused(
            &state,
            A::BuyGoods {
                good: Purchase::Food
            }
        ),
        ("already-bought", "action-buy-goods")
    );
    let state = play(&state, A::Farm);
    let mut poor = state.clone();
    poor.players[1].money = 2;
    assert_eq!(
        refused(
            &poor,
            A::BuyGoods {
                good: Purchase::Food
            }
        ),
        ("cannot-afford", "action-buy-goods")
    );
}

#[test]
fn rule_action_first_worker_bonus_goes_to_the_first_worker_on_an_empty_space() {
    let state = started(2);
    let state = play(&state, A::Farm);
    assert_eq!(state.players[0].food, 3);
    let state = play(&state, A::Farm);
    assert_eq!(state.players[1].food, 2);
}

#[test]
fn rule_action_must_be_performable_an_action_that_cannot_be_carried_out_is_not_listed() {
    let state = started(2);
    assert!(
        !legal(&state).contains(&A::GeneralStore),
        "no goods to sell"
    );
    assert_eq!(
        refused(&state, A::GeneralStore),
        ("cannot-perform", "town-general-store")
    );
    assert!(
        !legal(&state).contains(&A::CityPier { ship: 0, space: 1 }),
        "no prepared ship"
    );
}

#[test]
fn rule_town_farm_and_forest_give_2_plus_1_for_the_first_worker() {
    let state = play(&started(2), A::Forest);
    assert_eq!(state.players[0].wood, 3);
    let state = play(&state, A::Farm);
    assert_eq!(state.players[1].food, 3);
}

#[test]
fn rule_town_warehouse_gives_a_brick_and_the_first_worker_a_good_of_their_choice() {
    let state = started(2);
    assert_eq!(
        refused(&state, A::Warehouse { bonus: None }),
        ("cannot-perform", "action-first-worker-bonus")
    );
    let state = play(
        &state,
        A::Warehouse {
            bonus: Some(Good::Food),
        },
    );
    assert_eq!((state.players[0].brick, state.players[0].food), (1, 1));
    assert!(!legal(&state).contains(&A::Warehouse {
        bonus: Some(Good::Wood)
    }));
    let state = play(&state, A::Warehouse { bonus: None });
    assert_eq!(state.players[1].brick, 1);
}

#[test]
fn rule_town_general_store_sells_goods_one_at_a_time_with_a_dollar_bonus_for_the_first_worker() {
    let mut state = started(2);
    state.players[0].wood = 1;
    state.players[0].brick = 1;
    let state = play(&state, A::GeneralStore);
    assert!(
        !legal(&state).contains(&A::StopSelling),
        "at least one good must be sold"
    );
    let state = play(&state, A::Sell { good: Good::Brick });
    assert_eq!(state.players[0].money, 5 + 2 + 1);
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(state.players[0].money, 9);
    assert_eq!(
        actor(&state),
        Actor::Seat(1),
        "nothing left to sell ends the action"
    );
}

#[test]
fn rule_town_hall_builds_with_one_resource_less_for_the_first_worker() {
    let mut state = started(2);
    state.players[0].brick = 3;
    let state = play(&state, A::TownHall);
    assert!(matches!(
        state.phase,
        Phase::Actions {
            step: Some(Step::Building {
                site: BuildSite::TownHall(TownHallBuild { bonus: true })
            }),
            ..
        }
    ));
    assert_eq!(
        refused(
            &state,
            A::Build {
                building: Building::Bank,
                wood: 0,
                food: 0,
                brick: 4
            }
        ),
        ("wrong-payment", "building-construction")
    );
    let state = play(
        &state,
        A::Build {
            building: Building::Bank,
            wood: 0,
            food: 0,
            brick: 3,
        },
    );
    assert_eq!(state.slot(Building::Bank).unwrap().owner, Some(0));
    assert_eq!(state.players[0].brick, 0);
    let mut broke = state.clone();
    broke.players[1].brick = 0;
    assert_eq!(
        refused(&broke, A::TownHall),
        ("cannot-perform", "building-construction")
    );
}

#[test]
fn rule_whaling_dockyard_prepares_a_ship_for_2_wood_or_1_for_the_first_worker() {
    let mut state = started(2);
    state.players[0].wood = 1;
    state.players[1].wood = 1;
    let state = play(&state, A::Dockyard { ship: 0 });
    assert_eq!(state.players[0].ships[0].location, ShipLocation::Dock);
    assert_eq!(
        refused(&state, A::Dockyard { ship: 0 }),
        ("cannot-afford", "whaling-dockyard")
    );
}

#[test]
fn rule_whaling_city_pier_launches_for_the_space_in_food_one_less_for_the_first_worker() {
    let mut state = started(2);
    state.players[0].ships[0].location = ShipLocation::Dock;
    state.players[0].food = 4;
    let state = play(&state, A::CityPier { ship: 0, space: 5 });
    assert_eq!(state.players[0].food, 0);
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 5, rank: 0 }
    );
}

#[test]
fn rule_whaling_track_holds_at_most_three_ships_a_space() {
    let mut state = started(3);
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 1, 4, 1, Whales::default());
    at_sea(&mut state, 2, 0, 4, 2, Whales::default());
    state.players[0].ships[0].location = ShipLocation::Dock;
    state.players[0].food = 9;
    assert_eq!(
        refused(&state, A::CityPier { ship: 0, space: 4 }),
        ("space-full", "whaling-track")
    );
}

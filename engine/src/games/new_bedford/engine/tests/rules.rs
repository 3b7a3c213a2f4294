//! One test per rule of the catalogue (`GET /v1/games/new-bedford/rules/{id}`); each test is
//! named after the rule id it checks.

use crate::core::play::{Actor, ChanceMode, Rules};

use super::super::super::info::Edition;
use super::super::actions::{NewBedfordEvent, Purchase};
use super::super::state::{BuildSite, Good, Step, TownHallBuild};
use super::super::{
    Building, NewBedfordAction as A, NewBedfordGameOptions, NewBedfordState, Phase, ShipLocation,
    ShipRef, Tokens, WhaleKind, Whales,
};
use super::support::{actor, apply, legal, play, refused, started, RULES};

fn own(state: &mut NewBedfordState, seat: u8, building: Building) {
    state.slot_mut(building).expect("in game").owner = Some(seat);
}

fn at_sea(state: &mut NewBedfordState, seat: u8, ship: u8, space: u8, rank: u8, cargo: Whales) {
    // Whales put on a ship come out of the bag, keeping tokens conserved.
    state.bag = state
        .bag
        .minus(Tokens {
            right: cargo.right,
            bowhead: cargo.bowhead,
            sperm: cargo.sperm,
            empty: 0,
        })
        .unwrap();
    let s = &mut state.players[usize::from(seat)].ships[usize::from(ship)];
    s.location = ShipLocation::Sea { space, rank };
    s.cargo = cargo;
}

fn whales(right: u8, bowhead: u8, sperm: u8) -> Whales {
    Whales {
        right,
        bowhead,
        sperm,
    }
}

/// Plays Farm for every remaining placement of the round, then resolves whaling by passing.
fn finish_round(mut state: NewBedfordState) -> NewBedfordState {
    let round = state.round;
    while state.round == round && state.phase != Phase::Over {
        let action = match state.phase {
            Phase::Actions { step: None, .. } | Phase::Inn { step: None, .. } => A::Farm,
            Phase::Whaling => A::PassWhaling,
            _ => *legal(&state).first().unwrap(),
        };
        state = play(&state, action);
    }
    state
}

#[test]
fn rule_setup_whale_bag_holds_9_right_5_bowhead_1_sperm_4_empty_per_player() {
    let state = RULES
        .setup(3, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(
        state.bag,
        Tokens {
            right: 27,
            bowhead: 15,
            sperm: 3,
            empty: 12
        }
    );
}

#[test]
fn rule_setup_buildings_two_players_use_twelve_tiles_three_or_more_use_twenty() {
    let two = RULES
        .setup(2, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(two.buildings.len(), 12);
    assert!(
        two.slot(Building::Inn).is_none(),
        "the Inn is a 3-4 player tile"
    );
    let three = RULES
        .setup(3, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(three.buildings.len(), 20);
}

#[test]
fn rule_setup_starting_resources_are_worth_five_dollars_chosen_in_turn_order() {
    let state = RULES
        .setup(2, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    let options = legal(&state);
    assert_eq!(options.len(), 34);
    assert_eq!(actor(&state), Actor::Seat(0));
    assert_eq!(
        refused(
            &state,
            A::StartingResources {
                wood: 5,
                food: 0,
                brick: 1,
                money: 0
            }
        ),
        ("wrong-value", "setup-starting-resources")
    );
    let state = play(
        &state,
        A::StartingResources {
            wood: 2,
            food: 0,
            brick: 1,
            money: 1,
        },
    );
    assert_eq!(
        (
            state.players[0].wood,
            state.players[0].brick,
            state.players[0].money
        ),
        (2, 1, 1)
    );
    assert_eq!(actor(&state), Actor::Seat(1));
}

#[test]
fn rule_setup_first_player_is_seat_0_and_the_wheel_passes_left_each_round() {
    let state = started(3);
    assert_eq!(state.first_player, 0);
    let state = finish_round(state);
    assert_eq!(state.first_player, 1);
    assert_eq!(actor(&state), Actor::Seat(1));
}

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

#[test]
fn rule_building_use_owner_free_others_pay_the_owner_1_dollar_first_once_per_round() {
    let mut state = started(2);
    own(&mut state, 1, Building::Bank);
    let (next, events) = RULES.apply(&state, Actor::Seat(0), &A::Bank).unwrap();
    assert_eq!(
        (next.players[0].money, next.players[1].money),
        (5 - 1 + 5, 6)
    );
    assert!(events.contains(&NewBedfordEvent::FeePaid {
        from: 0,
        to: 1,
        building: Building::Bank
    }));
    assert_eq!(
        refused(&next, A::Bank),
        ("building-occupied", "building-use")
    );
    state.players[0].money = 0;
    assert_eq!(
        refused(&state, A::Bank),
        ("cannot-pay-owner", "building-use")
    );
}

#[test]
fn rule_building_construction_refuses_a_built_tile() {
    let mut state = started(2);
    own(&mut state, 1, Building::Bank);
    state.players[0].brick = 9;
    let state = play(&state, A::TownHall);
    assert_eq!(
        refused(
            &state,
            A::Build {
                building: Building::Bank,
                wood: 0,
                food: 0,
                brick: 3
            }
        ),
        ("already-built", "building-construction")
    );
}

#[test]
fn rule_building_bank_schoolhouse_bakery_brickyard_chandlery_give_their_goods() {
    let mut state = started(3);
    for building in [
        Building::Bank,
        Building::Schoolhouse,
        Building::Bakery,
        Building::Brickyard,
        Building::Chandlery,
    ] {
        own(&mut state, 0, building);
    }
    let s = play(&state, A::Bank);
    assert_eq!(s.players[0].money, 10);
    let s = play(&state, A::Schoolhouse);
    assert_eq!((s.players[0].wood, s.players[0].food), (2, 2));
    let s = play(&state, A::Bakery);
    assert_eq!(s.players[0].food, 4);
    let s = play(&state, A::Brickyard);
    assert_eq!(s.players[0].brick, 3);
    let s = play(&state, A::Chandlery);
    let p = &s.players[0];
    assert_eq!((p.money, p.wood, p.food, p.brick), (6, 1, 1, 1));
}

#[test]
fn rule_building_dry_dock_prepares_and_launches_for_2_wood_and_the_full_food_cost() {
    let mut state = started(2);
    own(&mut state, 0, Building::DryDock);
    state.players[0].wood = 2;
    state.players[0].food = 3;
    assert_eq!(
        refused(&state, A::DryDock { ship: 0, space: 4 }),
        ("cannot-afford", "building-dry-dock")
    );
    let state = play(&state, A::DryDock { ship: 0, space: 3 });
    assert_eq!((state.players[0].wood, state.players[0].food), (0, 0));
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 0 }
    );
}

#[test]
fn rule_building_lighthouse_moves_a_ship_one_space_out_into_first_rank() {
    let mut state = started(3);
    own(&mut state, 0, Building::Lighthouse);
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 0, 0, 3, 1, Whales::default());
    at_sea(&mut state, 2, 0, 3, 2, Whales::default());
    at_sea(&mut state, 1, 1, 4, 0, Whales::default());
    let state = play(&state, A::Lighthouse { ship: 0 });
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 4, rank: 0 }
    );
    assert_eq!(
        state.players[1].ships[1].location,
        ShipLocation::Sea { space: 4, rank: 1 }
    );
    assert_eq!(
        state.players[2].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 1 },
        "the ship behind moves up"
    );
    assert_eq!(
        state.players[1].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 0 }
    );
}

#[test]
fn rule_building_lumber_mill_buys_only_wood_at_2_dollars() {
    let mut state = started(2);
    own(&mut state, 0, Building::LumberMill);
    state.players[0].wood = 2;
    state.players[0].food = 2;
    let state = play(&state, A::LumberMill);
    assert_eq!(
        refused(&state, A::Sell { good: Good::Food }),
        ("cannot-sell-here", "building-lumber-mill")
    );
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(state.players[0].money, 7);
}

#[test]
fn rule_building_tavern_removes_drawn_empty_sea_tokens_for_4_or_6_dollars() {
    let mut state = started(2);
    own(&mut state, 0, Building::Tavern);
    assert_eq!(
        refused(&state, A::Tavern { tokens: 1 }),
        ("cannot-perform", "building-tavern")
    );
    state.bag.empty -= 2;
    state.drawn.empty = 2;
    let next = play(&state, A::Tavern { tokens: 2 });
    assert_eq!(
        (next.players[0].money, next.drawn.empty, next.removed.empty),
        (11, 0, 2)
    );
    let next = play(&state, A::Tavern { tokens: 1 });
    assert_eq!(next.players[0].money, 9);
}

#[test]
fn rule_building_tryworks_retail_sends_up_to_3_right_whales_home_at_once() {
    let mut state = started(2);
    own(&mut state, 0, Building::Tryworks);
    at_sea(&mut state, 0, 0, 3, 0, whales(4, 1, 0));
    assert!(!legal(&state).contains(&A::Tryworks {
        ship: Some(0),
        right_whales: 4
    }));
    let state = play(
        &state,
        A::Tryworks {
            ship: Some(0),
            right_whales: 3,
        },
    );
    assert_eq!(state.players[0].whales.right, 3);
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 1, 0));
    assert!(
        state.players[0].ships[0].sea_position().is_some(),
        "the ship stays at sea"
    );
}

/// A print-and-play game past the starting resources: everyone took $5 in money.
fn print_and_play(players: u8) -> NewBedfordState {
    let mut state = RULES
        .setup(
            players,
            &NewBedfordGameOptions {
                edition: Edition::PrintAndPlay,
                modules: vec![],
            },
            1,
            ChanceMode::Seeded,
        )
        .unwrap();
    for _ in 0..players {
        state = play(
            &state,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5,
            },
        );
    }
    state
}

const PNP_TRYWORKS: A = A::Tryworks {
    ship: None,
    right_whales: 0,
};

/// Ruling NB-21: 3 free Right Whales per player per round, whichever ships bring them.
#[test]
fn rule_building_tryworks_print_and_play_keeps_3_right_whales_free_in_all_when_ships_return() {
    let mut state = print_and_play(2);
    own(&mut state, 0, Building::Tryworks);
    at_sea(&mut state, 0, 0, 1, 0, whales(2, 0, 0));
    at_sea(&mut state, 0, 1, 1, 1, whales(2, 0, 0));
    let mut state = play(&state, PNP_TRYWORKS);
    assert_eq!(
        state.players[0].free_right_whales, 0,
        "the allowance comes at movement, with the worker still on the Tryworks"
    );
    for _ in 0..3 {
        state = play(&state, A::Farm);
    }
    assert!(matches!(state.phase, Phase::Returning { .. }));
    assert_eq!(state.players[0].free_right_whales, 3);
    for _ in 0..3 {
        state = play(&state, A::KeepRightWhaleFree);
    }
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ShipRef { seat: 0, ship: 1 },
            sold: Whales::default(),
            sale: None,
            final_voyage: false,
        },
        "the second ship still carries its second Right Whale"
    );
    assert_eq!(
        refused(&state, A::KeepRightWhaleFree),
        ("no-free-whales", "building-tryworks"),
        "the fourth Right Whale, though on another ship, is not free"
    );
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(
        (state.players[0].whales.right, state.players[0].money),
        (4, 5 - 2)
    );
}

/// Ruling NB-21: the effect needs the worker on the Tryworks during movement, so the Inn,
/// which lifts it off, leaves every Right Whale to be paid for.
#[test]
fn rule_building_tryworks_print_and_play_is_lost_when_the_inn_lifts_its_worker() {
    let mut state = print_and_play(3);
    own(&mut state, 0, Building::Tryworks);
    own(&mut state, 0, Building::Inn);
    at_sea(&mut state, 0, 0, 1, 0, whales(2, 0, 0));
    let mut state = play(&state, PNP_TRYWORKS);
    state = play(&play(&state, A::Farm), A::Farm);
    state = play(&state, A::Inn);
    state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Inn { seat: 0, .. }));
    state = play(&play(&state, A::Farm), A::Forest);
    assert!(matches!(state.phase, Phase::Returning { .. }));
    assert_eq!(state.players[0].free_right_whales, 0);
    assert_eq!(
        refused(&state, A::KeepRightWhaleFree),
        ("no-free-whales", "building-tryworks")
    );
}

/// Ruling NB-21: like every use without an effect, the print-and-play Tryworks is refused
/// unless one of the user's ships returns with a Right Whale in this round's movement.
#[test]
fn rule_building_tryworks_print_and_play_needs_a_ship_returning_with_a_right_whale() {
    let mut state = print_and_play(2);
    own(&mut state, 0, Building::Tryworks);
    assert_eq!(
        refused(&state, PNP_TRYWORKS),
        ("cannot-perform", "building-tryworks"),
        "no ship at sea"
    );
    at_sea(&mut state, 0, 0, 2, 0, whales(3, 0, 0));
    at_sea(&mut state, 0, 1, 1, 0, whales(0, 2, 0));
    assert_eq!(
        refused(&state, PNP_TRYWORKS),
        ("cannot-perform", "building-tryworks"),
        "the Right Whales are a space too far out and the returning ship has none"
    );
    let mut returning = state.clone();
    returning.players[0].ships[1].cargo.right = 1;
    returning.bag.right -= 1;
    assert!(legal(&returning).contains(&PNP_TRYWORKS));
}

/// Ruling NB-22: the print-and-play sidebar's $2 purchase and 3-token Tavern lose to the main
/// text: goods cost $3 and the Tavern removes 1 or 2 Empty Sea tokens, in both editions.
#[test]
fn rule_action_buy_goods_print_and_play_follows_the_main_text_not_the_sidebar() {
    let mut state = print_and_play(2);
    state.players[0].money = 2;
    assert_eq!(
        refused(
            &state,
            A::BuyGoods {
                good: Purchase::Food
            }
        ),
        ("cannot-afford", "action-buy-goods")
    );
    state.players[0].money = 3;
    let bought = play(
        &state,
        A::BuyGoods {
            good: Purchase::Food,
        },
    );
    assert_eq!((bought.players[0].money, bought.players[0].food), (0, 2));
    own(&mut state, 0, Building::Tavern);
    state.bag.empty -= 3;
    state.drawn.empty = 3;
    assert_eq!(
        refused(&state, A::Tavern { tokens: 3 }),
        ("cannot-perform", "building-tavern")
    );
    let tavern = play(&state, A::Tavern { tokens: 2 });
    assert_eq!((tavern.players[0].money, tavern.removed.empty), (3 + 6, 2));
}

#[test]
fn rule_building_wharf_launches_for_half_the_food_cost_rounded_up() {
    let mut state = started(2);
    own(&mut state, 0, Building::Wharf);
    state.players[0].ships[0].location = ShipLocation::Dock;
    state.players[0].food = 3;
    let state = play(&state, A::Wharf { ship: 0, space: 5 });
    assert_eq!(state.players[0].food, 0);
}

#[test]
fn rule_building_cooperage_pays_a_dollar_per_whale_on_one_ship() {
    let mut state = started(3);
    own(&mut state, 0, Building::Cooperage);
    at_sea(&mut state, 0, 1, 2, 0, whales(2, 1, 1));
    let state = play(&state, A::Cooperage { ship: 1 });
    assert_eq!(state.players[0].money, 9);
}

#[test]
fn rule_building_courthouse_builds_for_2_fewer_resources_never_money() {
    let mut state = started(3);
    own(&mut state, 0, Building::Courthouse);
    state.players[0].wood = 2;
    state.players[0].money = 10;
    let state = play(&state, A::Courthouse);
    assert!(legal(&state).contains(&A::Build {
        building: Building::Mansion,
        wood: 2,
        food: 0,
        brick: 0
    }));
    let state = play(
        &state,
        A::Build {
            building: Building::Mansion,
            wood: 2,
            food: 0,
            brick: 0,
        },
    );
    assert_eq!(
        (state.players[0].money, state.players[0].wood),
        (0, 0),
        "the $10 is paid in full"
    );
}

#[test]
fn rule_building_use_the_courthouse_fee_is_paid_before_the_build_is_afforded() {
    let mut state = started(3);
    own(&mut state, 1, Building::Courthouse);
    for building in Building::ALL {
        if building != Building::Mansion && building != Building::Courthouse {
            own(&mut state, 2, building);
        }
    }
    state.players[0].wood = 2;
    state.players[0].money = 10;
    assert_eq!(
        refused(&state, A::Courthouse),
        ("cannot-perform", "building-construction"),
        "$10 less the $1 fee cannot pay the Mansion"
    );
    state.players[0].money = 11;
    let state = play(&state, A::Courthouse);
    assert!(legal(&state).contains(&A::Build {
        building: Building::Mansion,
        wood: 2,
        food: 0,
        brick: 0
    }));
}

#[test]
fn rule_building_inn_replaces_both_workers_on_town_or_whaling_spaces_after_everyone_placed() {
    let mut state = started(3);
    own(&mut state, 0, Building::Inn);
    own(&mut state, 0, Building::Bank);
    let mut state = play(&state, A::Inn);
    state = play(&state, A::Farm);
    state = play(&state, A::Farm);
    state = play(&state, A::Forest);
    state = play(&state, A::Forest);
    state = play(&state, A::Forest);
    assert!(matches!(
        state.phase,
        Phase::Inn {
            seat: 0,
            placed: 0,
            ..
        }
    ));
    assert_eq!(
        refused(&state, A::Bank),
        ("inn-spaces-only", "building-inn")
    );
    let food = state.players[0].food;
    let state = play(&state, A::Farm);
    assert_eq!(
        state.players[0].food,
        food + 2,
        "others are still on the Farm"
    );
    let state = play(
        &state,
        A::Warehouse {
            bonus: Some(Good::Wood),
        },
    );
    assert!(
        !matches!(state.phase, Phase::Inn { .. }),
        "two placements, then movement"
    );
}

#[test]
fn rule_building_market_pays_double_for_the_first_good_of_each_type() {
    let mut state = started(3);
    own(&mut state, 0, Building::Market);
    state.players[0].wood = 2;
    state.players[0].brick = 1;
    let state = play(&state, A::Market);
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(state.players[0].money, 7);
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(state.players[0].money, 8);
    let state = play(&state, A::Sell { good: Good::Brick });
    assert_eq!(state.players[0].money, 12);
}

#[test]
fn rule_building_post_office_changes_hands_and_pays_its_owner_2_each_round() {
    let mut state = started(3);
    own(&mut state, 1, Building::PostOffice);
    let state = play(&state, A::PostOffice);
    assert_eq!(state.slot(Building::PostOffice).unwrap().owner, Some(0));
    assert_eq!((state.players[0].money, state.players[1].money), (4, 6));
    let money = state.players[0].money;
    let state = finish_round(state);
    assert_eq!(state.players[0].money, money + 2);
    let mut mine = started(3);
    own(&mut mine, 0, Building::PostOffice);
    assert_eq!(
        refused(&mine, A::PostOffice),
        ("cannot-perform", "building-post-office")
    );
}

/// Owning a victory building adds no action: the legal actions are exactly those of the same
/// state without it, while owning an action building (the Bank) does add its action.
#[test]
fn rule_victory_buildings_have_no_action() {
    let base = started(2);
    let listed = legal(&base);
    for building in [
        Building::CountingHouse,
        Building::Mansion,
        Building::MunicipalOffice,
        Building::SeamensBethel,
    ] {
        let mut state = base.clone();
        own(&mut state, 0, building);
        assert_eq!(legal(&state), listed, "{}", building.name());
        // Nor can another player use it.
        let mut theirs = base.clone();
        own(&mut theirs, 1, building);
        assert_eq!(legal(&theirs), listed, "{}", building.name());
    }
    let mut bank = base.clone();
    own(&mut bank, 0, Building::Bank);
    assert!(!listed.contains(&A::Bank));
    assert!(
        legal(&bank).contains(&A::Bank),
        "an action building adds its action"
    );
}

#[test]
fn rule_movement_phase_moves_every_ship_one_space_toward_shore_keeping_ranks() {
    let mut state = started(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 1, Whales::default());
    let state = finish_round(state);
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 0 }
    );
    assert_eq!(
        state.players[1].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 1 }
    );
}

#[test]
fn rule_movement_return_keeps_whales_for_their_lay_or_sells_them_for_half() {
    let mut state = started(2);
    at_sea(&mut state, 0, 0, 1, 0, whales(1, 1, 0));
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ShipRef { seat: 0, ship: 0 },
            sold: Whales::default(),
            sale: None,
            final_voyage: false
        }
    );
    assert_eq!(
        refused(
            &state,
            A::KeepWhale {
                whale: WhaleKind::Sperm
            }
        ),
        ("not-on-ship", "movement-return")
    );
    let state = play(
        &state,
        A::SellWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[0].money, 7);
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(
        (state.players[0].money, state.players[0].whales.right),
        (5, 1)
    );
    assert!(
        matches!(state.phase, Phase::Returning { sale: Some(_), .. }),
        "the sold Bowhead is offered"
    );
}

#[test]
fn rule_movement_whale_sale_goes_clockwise_and_unbought_whales_leave_the_game() {
    let mut state = started(3);
    at_sea(&mut state, 0, 0, 1, 0, whales(0, 2, 0));
    state.players[2].money = 3;
    for _ in 0..6 {
        state = play(&state, A::Farm);
    }
    state = play(
        &state,
        A::SellWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    state = play(
        &state,
        A::SellWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(
        actor(&state),
        Actor::Seat(1),
        "the seller's left neighbour is offered first"
    );
    let state = play(
        &state,
        A::BuyWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(
        (state.players[1].whales.bowhead, state.players[1].money),
        (1, 1)
    );
    // Seat 2 cannot afford $4 and seat 1 cannot either: the last Bowhead leaves the game.
    assert_eq!(state.removed.bowhead, 1);
    assert!(!matches!(state.phase, Phase::Returning { .. }));
}

#[test]
fn rule_whaling_draw_is_one_token_per_ship_at_sea_plus_one() {
    let mut state = started(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(state.phase, Phase::Whaling);
    let out = state.drawn.total()
        + state
            .players
            .iter()
            .flat_map(|p| p.ships)
            .map(|s| s.cargo.total())
            .sum::<u32>();
    assert_eq!(out, 3);
}

#[test]
fn rule_whaling_draw_returns_last_phase_leftovers_and_draws_nothing_without_ships() {
    let mut state = started(2);
    state.bag.empty -= 1;
    state.drawn.empty = 1;
    let state = finish_round(state);
    assert_eq!(state.drawn, Tokens::default());
    assert_eq!(state.bag, Tokens::full_bag(2));
}

#[test]
fn rule_whaling_selection_goes_farthest_first_then_by_arrival() {
    let mut state = started(3);
    at_sea(&mut state, 2, 0, 3, 1, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    state.chance = ChanceMode::Table;
    state.rng = None;
    for _ in 0..6 {
        state = play(&state, A::Farm);
    }
    assert_eq!(state.phase, Phase::AwaitingDraw { count: 4 });
    let state = apply(
        &state,
        Actor::Table,
        A::Draw {
            right: 3,
            bowhead: 0,
            sperm: 0,
            empty: 1,
        },
    );
    let order: Vec<u8> = state.whaling_order.iter().map(|s| s.seat).collect();
    assert_eq!(
        order,
        [1, 2, 0],
        "space 2 (after moving) rank 0, rank 1, then space 1"
    );
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Sperm
            }
        ),
        ("not-drawn", "whaling-selection")
    );
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(state.players[1].ships[0].cargo.right, 1);
}

/// Table chance: every possible draw is listed once, each with its exact hypergeometric
/// probability, computed here by hand for a few bags.
#[test]
fn rule_chance_table_mode_lists_every_draw_with_its_probability() {
    let mut state = started(2);
    state.chance = ChanceMode::Table;
    state.rng = None;
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(RULES.to_act(&state), vec![Actor::Table]);
    assert_eq!(state.phase, Phase::AwaitingDraw { count: 2 });
    let draw = |right, bowhead, sperm, empty| A::Draw {
        right,
        bowhead,
        sperm,
        empty,
    };
    let odds = |state: &NewBedfordState| -> Vec<(A, f64)> {
        RULES
            .legal_actions(state, Actor::Table)
            .into_iter()
            .map(|a| {
                (
                    a,
                    RULES.probability(state, &a).expect("every draw has odds"),
                )
            })
            .collect()
    };
    // The full 2-player bag: 18 Right, 10 Bowhead, 2 Sperm, 8 Empty Sea; C(38, 2) = 703 pairs.
    let full = odds(&state);
    assert_eq!(full.len(), 10, "the 10 multisets of 2 tokens of 4 kinds");
    let exact = [
        (draw(2, 0, 0, 0), 153.0 / 703.0), // C(18, 2)
        (draw(1, 1, 0, 0), 180.0 / 703.0), // 18 × 10
        (draw(0, 0, 2, 0), 1.0 / 703.0),   // C(2, 2)
        (draw(0, 0, 1, 1), 16.0 / 703.0),  // 2 × 8
        (draw(0, 1, 0, 1), 80.0 / 703.0),  // 10 × 8
    ];
    for (action, p) in exact {
        let listed = full.iter().find(|(a, _)| *a == action).expect("listed");
        assert!(
            (listed.1 - p).abs() < 1e-12,
            "{action:?}: {} vs {p}",
            listed.1
        );
    }
    let total: f64 = full.iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-12);
    // A bag of 1 Right Whale and 2 Empty Sea (the rest out of the game): C(3, 2) = 3 pairs.
    let mut small = state.clone();
    small.removed = small
        .bag
        .minus(Tokens {
            right: 1,
            bowhead: 0,
            sperm: 0,
            empty: 2,
        })
        .unwrap();
    small.bag = Tokens {
        right: 1,
        bowhead: 0,
        sperm: 0,
        empty: 2,
    };
    let listed = odds(&small);
    assert_eq!(listed.len(), 2);
    for (action, p) in [(draw(1, 0, 0, 1), 2.0 / 3.0), (draw(0, 0, 0, 2), 1.0 / 3.0)] {
        let found = listed.iter().find(|(a, _)| *a == action).expect("listed");
        assert!(
            (found.1 - p).abs() < 1e-12,
            "{action:?}: {} vs {p}",
            found.1
        );
    }
    // Ruling NB-19: a bag holding fewer tokens than the draw needs gives them all, surely.
    let mut last = state.clone();
    last.removed = last
        .bag
        .minus(Tokens {
            right: 1,
            bowhead: 0,
            sperm: 0,
            empty: 0,
        })
        .unwrap();
    last.bag = Tokens {
        right: 1,
        bowhead: 0,
        sperm: 0,
        empty: 0,
    };
    last.phase = Phase::AwaitingDraw { count: 1 };
    assert_eq!(odds(&last), [(draw(1, 0, 0, 0), 1.0)]);
    assert_eq!(
        refused(&state, draw(3, 0, 0, 0)),
        ("wrong-count", "whaling-draw")
    );
    assert_eq!(
        refused(&small, draw(0, 1, 0, 1)),
        ("not-in-bag", "whaling-draw")
    );
}

#[test]
fn rule_end_of_round_returns_workers_and_advances_the_round() {
    let state = finish_round(started(2));
    assert_eq!(state.round, 2);
    assert!(state.players.iter().all(|p| p.workers == [None, None]));
    assert_eq!(state.space_workers, [0; 7]);
}

/// After round 12's whaling the ships keep sailing home with no more whaling, and the sheet is
/// final. Checked by hand: seat 0's ship on space 3 with one Right Whale moves to 2 in round 12,
/// then to 1 and Return in the final voyage; keeping the whale costs $2 of its $5.
#[test]
fn rule_end_of_game_after_round_12_ships_sail_home_and_the_sheet_is_final() {
    let mut state = started(2);
    state.round = 12;
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 2, rank: 0 }
    );
    assert_eq!(
        state.phase,
        Phase::Whaling,
        "round 12 still has its whaling"
    );
    let state = play(&state, A::PassWhaling);
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ShipRef { seat: 0, ship: 0 },
            sold: Whales::default(),
            sale: None,
            final_voyage: true,
        },
        "two more moves, no whaling between them"
    );
    assert_eq!(
        state.drawn.total(),
        2,
        "only round 12's draw (1 ship + 1), passed over; nothing drawn after it"
    );
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(state.phase, Phase::Over);
    assert_eq!(state.round, 12);
    assert_eq!(state.players[0].whales, whales(1, 0, 0));
    assert_eq!(state.players[0].money, 3);
    assert!(RULES.to_act(&state).is_empty());
    let sheet = RULES.score(&state);
    assert!(sheet.is_final);
    let seat0 = &sheet.players[0].categories;
    // 1 Right Whale = 1; $3 scores nothing; seat 1 kept its $5 = 1.
    assert_eq!((seat0["whales"], seat0["money"]), (1, 0));
    assert_eq!(sheet.players[1].categories["money"], 1);
    assert_eq!((sheet.players[0].total, sheet.players[1].total), (1, 1));
}

#[test]
fn rule_scoring_uses_the_score_sheet_rules_with_buildings_and_bonus() {
    let mut state = started(2);
    own(&mut state, 0, Building::CountingHouse);
    state.players[0].whales = whales(4, 0, 0);
    state.bag.right -= 4;
    state.players[0].money = 12;
    let sheet = RULES.score(&state);
    assert!(!sheet.is_final, "provisional before the end");
    let ann = &sheet.players[0].categories;
    assert_eq!(
        (ann["whales"], ann["buildings"], ann["bonus"], ann["money"]),
        (4, 1, 2, 2)
    );
}

#[test]
fn rule_editions_print_and_play_uses_its_own_costs() {
    let state = RULES
        .setup(
            3,
            &NewBedfordGameOptions {
                edition: Edition::PrintAndPlay,
                modules: vec![],
            },
            1,
            ChanceMode::Seeded,
        )
        .unwrap();
    assert_eq!(state.cost_of(Building::Lighthouse).brick, 4);
    assert_eq!(state.cost_of(Building::Tryworks).money, 1);
    let retail = started(3);
    assert_eq!(retail.cost_of(Building::Lighthouse).brick, 2);
}

#[test]
fn rule_round_structure_refuses_the_wrong_actor() {
    let state = started(2);
    let violation = RULES.apply(&state, Actor::Seat(1), &A::Farm).unwrap_err();
    assert_eq!(
        (violation.code, violation.rule),
        ("not-your-turn", "round-structure")
    );
    assert!(RULES.legal_actions(&state, Actor::Seat(1)).is_empty());
}

#[test]
fn view_hides_the_rng_seed_from_everyone() {
    let state = started(2);
    assert!(state.rng.is_some());
    assert!(RULES.view(&state, Some(0)).rng.is_none());
    assert!(RULES.view(&state, None).rng.is_none());
}

/// Each state breaks exactly one rule of `validate`, and the refusal names its field and code.
#[test]
fn impossible_states_are_refused() {
    use crate::core::errors::ViolationCode;
    let fields = |state: &NewBedfordState| -> Vec<(String, ViolationCode)> {
        RULES
            .validate(state)
            .expect_err("must be refused")
            .into_iter()
            .map(|v| (v.field, v.code))
            .collect()
    };
    // A fourth ship on one space (whaling-track: 3 ranks a space). Its rank 3 comes with it.
    let mut crowded = started(4);
    for (seat, rank) in [(0, 0), (1, 1), (2, 2), (3, 3)] {
        at_sea(&mut crowded, seat, 0, 2, rank, Whales::default());
    }
    assert_eq!(
        fields(&crowded),
        [("players".to_owned(), ViolationCode::TooManyPieces)]
    );
    // Three ships on a space, but the ranks skip one.
    let mut gap = started(4);
    for (seat, rank) in [(0, 0), (1, 1), (2, 3)] {
        at_sea(&mut gap, seat, 0, 2, rank, Whales::default());
    }
    assert_eq!(
        fields(&gap),
        [("players".to_owned(), ViolationCode::OutOfRange)]
    );
    // More Sperm Whales than a 2-player bag holds.
    let mut too_many = started(2);
    too_many.players[0].whales.sperm = 3;
    assert_eq!(
        fields(&too_many),
        [("bag".to_owned(), ViolationCode::TooManyPieces)]
    );
    let mut late = started(2);
    late.round = 13;
    assert_eq!(
        fields(&late),
        [("round".to_owned(), ViolationCode::OutOfRange)]
    );
    // Ruling NB-21: a Tryworks allowance with no worker on the Tryworks.
    let mut free = started(2);
    free.players[1].free_right_whales = 3;
    assert_eq!(
        fields(&free),
        [(
            "players[1].free_right_whales".to_owned(),
            ViolationCode::OutOfRange
        )]
    );
}

#[test]
fn setup_refuses_modules_and_bad_player_counts() {
    use crate::core::errors::ViolationCode;
    use crate::core::play::SetupError;
    let fields = |result: Result<NewBedfordState, SetupError>| match result {
        Err(SetupError::Invalid(problems)) => problems
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect::<Vec<_>>(),
        other => panic!("expected a refusal, got {other:?}"),
    };
    for players in [1, 5] {
        assert_eq!(
            fields(RULES.setup(
                players,
                &NewBedfordGameOptions::default(),
                1,
                ChanceMode::Seeded
            )),
            [("players".to_owned(), ViolationCode::PlayerCount)],
            "{players} players"
        );
    }
    let modules = NewBedfordGameOptions {
        edition: Edition::Retail,
        modules: vec![super::super::super::info::Module::Town],
    };
    assert_eq!(
        fields(RULES.setup(3, &modules, 1, ChanceMode::Seeded)),
        [("options.modules".to_owned(), ViolationCode::UnknownOption)]
    );
}

#[test]
fn rule_round_structure_an_action_with_an_unknown_field_is_malformed() {
    use crate::core::play::{Engine, PlayError, Playable};
    let engine = Engine(RULES);
    let json = serde_json::to_value(started(2)).unwrap();
    for (action, field) in [
        (serde_json::json!({"type": "farm", "x": 1}), "x"),
        (
            serde_json::json!({"type": "dockyard", "ship": 0, "x": 1}),
            "x",
        ),
        (
            serde_json::json!({"type": "warehouse", "bonus": "wood", "extra": null}),
            "extra",
        ),
    ] {
        match engine.apply(&json, None, &action) {
            Err(PlayError::Malformed(input)) => {
                assert_eq!(input.field, "action");
                assert!(
                    input.message.contains(&format!("unknown field `{field}`")),
                    "{}",
                    input.message
                );
            }
            other => panic!("{action} must be malformed, got {other:?}"),
        }
    }
    let applied = engine
        .apply(&json, None, &serde_json::json!({"type": "farm"}))
        .unwrap();
    assert_eq!(applied.state["players"][0]["food"], 3);
}

/// Counts summed from a forged state are widened or saturate: whale tokens adding up past 255
/// are an impossible state, and money at `u32::MAX` gains nothing rather than overflowing.
#[test]
fn rule_setup_whale_bag_a_forged_state_whose_counts_overflow_is_an_impossible_state() {
    use crate::core::errors::ViolationCode;
    use crate::core::play::{Engine, PlayError, Playable};
    let engine = Engine(RULES);
    let mut forged = started(2);
    // 18 + 238 = 256 Right Whales: a wrapping u8 sum would read 0, a saturating one 255.
    forged.players[0].whales.right = 238;
    forged.bag.right = 18;
    let json = serde_json::to_value(&forged).unwrap();
    match engine.apply(&json, None, &serde_json::json!({"type": "farm"})) {
        Err(PlayError::ImpossibleState(problems)) => assert_eq!(
            problems
                .iter()
                .map(|p| (p.field.as_str(), p.code))
                .collect::<Vec<_>>(),
            [("bag", ViolationCode::TooManyPieces)]
        ),
        other => panic!("expected an impossible state, got {other:?}"),
    }
    let mut rich = started(2);
    rich.players[0].money = u32::MAX;
    rich.players[0].wood = u32::MAX;
    rich.players[0].food = u32::MAX;
    rich.players[0].brick = u32::MAX;
    own(&mut rich, 0, Building::Bank);
    let json = serde_json::to_value(&rich).unwrap();
    let applied = engine
        .apply(&json, None, &serde_json::json!({"type": "bank"}))
        .unwrap();
    assert_eq!(applied.state["players"][0]["money"], u32::MAX);
    let applied = engine
        .apply(&json, None, &serde_json::json!({"type": "general-store"}))
        .unwrap();
    assert_eq!(applied.state["phase"]["step"]["step"], "selling");
}

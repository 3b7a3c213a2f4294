//! Building use and construction, one building at a time, both editions.

use super::*;

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
                ..NewBedfordGameOptions::default()
            },
            1,
            ChanceMode::Seeded,
        )
        .unwrap();
    state = everyone_takes_money(state);
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
    for building in Building::BASE {
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

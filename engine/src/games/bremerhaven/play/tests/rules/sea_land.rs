//! The Sea and Land boards (rules sea-board, dock-ship, berth-size, ship-cargo, place-contract,
//! loading-docks, and the buildings that act there).

use super::*;

/// A 2-player long game with no Building on offer and this Ship on Sea space 2.1.
fn at_sea(ship_card: ShipCard) -> BremerhavenState {
    let mut state = game(2, Variant::Long);
    state.building = None;
    state.sea[0] = Some(put_ship(&mut state, ship_card));
    state
}

/// Rule `sea-board`: a Ship goes to the highest bid below it; one nobody bid on stays.
#[test]
fn rule_sea_board_ships_go_to_the_highest_bid_or_stay() {
    let mut state = at_sea(ship("bid-on", 2, Symbol::Barrel, 2, 0, 1));
    let unbid = ship("unbid", 2, Symbol::Crate, 2, 0, 1);
    state.sea[1] = Some(put_ship(&mut state, unbid.clone()));
    let (state, _) = reveal(
        &state,
        &[
            bid(seat(0), BidSpace::Ship(1), 2),
            bid(seat(1), BidSpace::Ship(1), 4),
        ],
    );
    assert_eq!(state.phase, Phase::Dock { space: 1, seat: 1 });
    let (state, _) = act(
        &state,
        1,
        A::Dock {
            dock: 0,
            good: Good::Barrel,
        },
    );
    assert_eq!(sea_cards(&state), [None, Some(unbid)]);
    assert!(matches!(state.phase, Phase::Harbor { .. }));
}

/// Rule `dock-ship`: the winner docks the Ship in a fitting empty Dock with its lay time and
/// cargo; where none fits it sails on to the discard pile, without penalty.
#[test]
fn rule_dock_ship_takes_time_markers_and_cargo_or_sails_on() {
    let card = ship("freighter", 3, Symbol::Container, 4, 1, 2);
    let state = at_sea(card.clone());
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    assert_eq!(state.phase, Phase::Dock { space: 1, seat: 0 });
    assert_eq!(
        refused(
            &state,
            0,
            A::Dock {
                dock: 0,
                good: Good::Container
            }
        ),
        ("dock-unfit", "berth-size")
    );
    assert_eq!(
        refused(&state, 0, A::KeepRanks),
        ("wrong-phase", "dock-ship")
    );
    let (state, events) = act(
        &state,
        0,
        A::Dock {
            dock: 1,
            good: Good::Container,
        },
    );
    assert!(events.contains(&E::ShipDocked {
        seat: 0,
        ship: "freighter".to_owned(),
        dock: 1,
        good: Good::Container
    }));
    let docked = state.players[0].docks[1].as_ref().unwrap();
    assert_eq!(
        (docked.time, docked.cargo, docked.good),
        (3, 4, Good::Container)
    );
    assert_eq!(*state.cards.ship(docked.ship), card);

    // Berth 2 fits no Dock of a fresh harbor: it sails on, and seat 0 pays nothing.
    let mut state = at_sea(ship("liner", 3, Symbol::Passenger, 3, 2, 4));
    set_money(&mut state, &[5, 5]);
    let (state, events) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    assert!(events.contains(&E::ShipSailedOn {
        seat: 0,
        ship: "liner".to_owned()
    }));
    assert!(state.players[0].docks.iter().all(Option::is_none));
    assert_eq!(state.sea[0], None);
    assert_eq!(state.players[0].money, 5 + 4);
}

/// Rule `berth-size`: a Dock's berth is the lower Bollard count of its two walls.
#[test]
fn rule_berth_size_is_the_lower_wall() {
    let mut state = at_sea(ship("deep", 2, Symbol::Barrel, 1, 2, 3));
    state.players[0].walls = [2, 3, 1, 2];
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    // Dock 0: walls 2 and 3, berth 2; dock 1: 3 and 1, berth 1; dock 2: 1 and 2, berth 1.
    let legal = RULES.legal_actions(&state, Actor::Seat(0));
    assert_eq!(
        legal,
        [A::Dock {
            dock: 0,
            good: Good::Barrel
        }]
    );
    assert_eq!(
        refused(
            &state,
            0,
            A::Dock {
                dock: 2,
                good: Good::Barrel
            }
        ),
        ("dock-unfit", "berth-size")
    );
}

/// Rule `building-tugboats`: a built tugboat building lowers what Ships need.
#[test]
fn rule_building_tugboats_lower_the_berth_a_ship_needs() {
    let mut state = at_sea(ship("big", 2, Symbol::Barrel, 1, 2, 3));
    state.players[0].built = put_buildings(&mut state, vec![building("tugs-test", 0, Ability::Tugboats { berth: 1 })]);
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    // Berth 2 less 1: the middle Dock (berth 1) fits, the outer ones (berth 0) do not.
    let legal = RULES.legal_actions(&state, Actor::Seat(0));
    assert_eq!(
        legal,
        [A::Dock {
            dock: 1,
            good: Good::Barrel
        }]
    );
}

/// Rule `ship-cargo`: a printed cargo loads that good only; a wild cargo is one good the
/// owner chooses for all of it.
#[test]
fn rule_ship_cargo_is_printed_or_one_chosen_good() {
    let state = at_sea(ship("tramp", 2, Symbol::Wild, 3, 0, 1));
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    let legal = RULES.legal_actions(&state, Actor::Seat(0));
    assert_eq!(legal.len(), 3 * 4, "every dock, every good");
    let (state, _) = act(
        &state,
        0,
        A::Dock {
            dock: 2,
            good: Good::Passenger,
        },
    );
    let docked = state.players[0].docks[2].as_ref().unwrap();
    assert_eq!((docked.good, docked.cargo), (Good::Passenger, 3));

    let state = at_sea(ship("tanker", 2, Symbol::Barrel, 3, 0, 1));
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    assert_eq!(
        refused(
            &state,
            0,
            A::Dock {
                dock: 0,
                good: Good::Crate
            }
        ),
        ("wrong-good", "ship-cargo")
    );
}

/// Rule `building-ship-bonus`: a built Lighthouse pays for each Ship gained.
#[test]
fn rule_building_ship_bonus_pays_for_each_ship_docked() {
    let mut state = at_sea(ship("coaster", 2, Symbol::Barrel, 1, 0, 1));
    state.players[0].built = put_buildings(&mut state, vec![building(
        "lighthouse-test",
        1,
        Ability::ShipBonus { money: 2 },
    )]);
    set_money(&mut state, &[0, 0]);
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::Ship(1), 1)]);
    let (state, events) = act(
        &state,
        0,
        A::Dock {
            dock: 0,
            good: Good::Barrel,
        },
    );
    assert!(events.contains(&E::MoneyTaken {
        seat: 0,
        money: 2,
        rule: crate::games::bremerhaven::rules::rule::BUILDING_SHIP_BONUS
    }));
    assert_eq!(state.players[0].money, 4 + 2);
}

/// Rule `building-train-bids`: each card on a train Contract counts 1 more for its owner.
#[test]
fn rule_building_train_bids_count_one_more_per_card_on_a_train() {
    let mut state = game(2, Variant::Long);
    let mut train = contract("rail", 2, &[Symbol::Barrel], None, None);
    train.transport = Transport::Train;
    state.land[0] = Some(put_contract(&mut state, train));
    state.land[1] = Some(put_contract(&mut state, contract("road", 2, &[Symbol::Barrel], None, None)));
    state.players[1].built = put_buildings(&mut state, vec![building("station-test", 1, Ability::TrainBids { bonus: 1 })]);
    state.bids = vec![
        bid(seat(0), BidSpace::Contract(1), 5),
        bid(seat(1), BidSpace::Contract(1), 1),
        bid(seat(1), BidSpace::Contract(1), 3),
        bid(seat(0), BidSpace::Contract(2), 2),
        bid(seat(1), BidSpace::Contract(2), 1),
    ];
    // 1 + 3 + 2 = 6 beats 5 on the train; nothing extra on the truck.
    assert_eq!(
        standings(&state, BidSpace::Contract(1)),
        [(seat(1), 6), (seat(0), 5)]
    );
    assert_eq!(
        standings(&state, BidSpace::Contract(2)),
        [(seat(0), 2), (seat(1), 1)]
    );
}

/// Rule `place-contract`: a won Contract goes into any free Loading dock, open or not, with its
/// delivery time; a taken Loading dock is refused.
#[test]
fn rule_place_contract_goes_into_a_free_loading_dock_open_or_not() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    let card = contract("order", 3, &[Symbol::Crate, Symbol::Wild], None, None);
    state.land[0] = Some(put_contract(&mut state, card.clone()));
    let (state, _) = reveal(&state, &[bid(seat(1), BidSpace::Contract(1), 2)]);
    assert_eq!(state.phase, Phase::Load { space: 1, seat: 1 });
    // The Starting contract holds Loading dock 0.
    assert_eq!(
        refused(&state, 1, A::Load { loading_dock: 0 }),
        ("loading-dock-taken", "place-contract")
    );
    assert!(!state.players[1].loading_dock_open(3));
    let (state, events) = act(&state, 1, A::Load { loading_dock: 3 });
    assert!(events.contains(&E::ContractPlaced {
        seat: 1,
        contract: "order".to_owned(),
        loading_dock: 3
    }));
    let placed = state.players[1].loading_docks[3].as_ref().unwrap();
    assert_eq!((placed.time, placed.delivered.len()), (3, 2));
    assert_eq!(*state.cards.contract(placed.contract), card);
}

/// Rule `place-contract`: with all four Loading docks taken the Contract is discarded and its
/// penalty paid at once.
#[test]
fn rule_place_contract_without_a_free_loading_dock_pays_the_penalty() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    for dock in 0..4 {
        loaded(
            &mut state,
            0,
            dock,
            contract("held", 5, &[Symbol::Barrel], None, None),
            5,
            &[],
        );
    }
    state.land[0] = Some(put_contract(&mut state, contract(
        "refused",
        2,
        &[Symbol::Barrel],
        Some(Stake::Money(3)),
        None,
    )));
    set_money(&mut state, &[5, 5]);
    let (state, events) = reveal(&state, &[bid(seat(0), BidSpace::Contract(1), 2)]);
    assert!(events.contains(&E::ContractRefused {
        seat: 0,
        contract: "refused".to_owned()
    }));
    assert!(events.contains(&E::PenaltyPaid { seat: 0, money: 3 }));
    assert_eq!(state.land[0], None);
    // 5 - 3 + 4 income.
    assert_eq!(state.players[0].money, 6);
    assert!(matches!(state.phase, Phase::Harbor { .. }));
}

/// Rule `loading-docks`: the right two Loading docks take goods only once the space below is
/// cleared of its Cover card.
#[test]
fn rule_loading_docks_on_the_right_take_goods_once_uncovered() {
    let mut state = game(2, Variant::Long);
    clear_harbors(&mut state);
    loaded(
        &mut state,
        0,
        2,
        contract("far", 3, &[Symbol::Barrel], None, None),
        3,
        &[],
    );
    state.players[0].stored = Goods {
        barrel: 1,
        ..Goods::default()
    };
    let state = harbor(&state);
    let deliver = A::Deliver {
        loading_dock: 2,
        symbol: 0,
        good: Good::Barrel,
    };
    assert_eq!(
        refused(&state, 0, deliver),
        ("loading-dock-closed", "loading-docks")
    );
    let mut cleared = state.clone();
    cleared.players[0].covers[0] = None;
    let (cleared, _) = act(&cleared, 0, deliver);
    assert_eq!(
        cleared.players[0].loading_docks[2]
            .as_ref()
            .unwrap()
            .delivered,
        [Some(Good::Barrel)]
    );
}

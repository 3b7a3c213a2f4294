//! The Town board, 1.0 to 1.5 (rules parking-lot, building-cards, building-permit,
//! shared-spaces, extra-permits, permit-bollard, permit-cover, permit-build, grow-influence,
//! price-cards, career-ladder, income and the buildings that act there).

use crate::core::turn::Seats;

use super::*;

/// A 2-player long game where seat 0 alone bid 3 on the Building permit: it holds one permit
/// and 20 money, seat 1 has 10.
fn permits() -> BremerhavenState {
    let mut state = game(2, Variant::Long);
    state.building = None;
    set_money(&mut state, &[20, 10]);
    let (state, _) = reveal(&state, &[bid(seat(0), BidSpace::BuildingPermit, 3)]);
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 0,
            joined: true,
            permits: 1
        }
    );
    state
}

fn with_permits(state: &BremerhavenState, permits: u8) -> BremerhavenState {
    let mut state = state.clone();
    state.phase = Phase::Permits {
        seat: 0,
        joined: true,
        permits,
    };
    state
}

/// Rule `parking-lot`: 1 money per card, whatever its value, before anything else.
#[test]
fn rule_parking_lot_pays_one_money_per_card_whatever_its_value() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    set_money(&mut state, &[0, 0]);
    let (state, events) = reveal(
        &state,
        &[
            bid(seat(0), BidSpace::ParkingLot, 1),
            bid(seat(1), BidSpace::ParkingLot, 5),
            bid(seat(0), BidSpace::ParkingLot, 4),
        ],
    );
    let paid: Vec<_> = events
        .iter()
        .filter_map(|event| match event {
            E::MoneyTaken {
                seat,
                money,
                rule: crate::games::bremerhaven::rules::rule::PARKING_LOT,
            } => Some((*seat, *money)),
            _ => None,
        })
        .collect();
    assert_eq!(paid, [(0, 2), (1, 1)]);
    // Plus the income of Captain (4) and First Mate (3).
    assert_eq!(money(&state), [2 + 4, 1 + 3]);
}

/// Rule `building-cards`: the highest bidder takes the top Building unbuilt; with no bid it
/// leaves the game. Either way the next card is turned up.
#[test]
fn rule_building_cards_go_unbuilt_to_the_winner_or_leave_the_game() {
    let mut state = game(2, Variant::Long);
    let offered = building("warehouse-test", 2, Ability::None);
    state.building = Some(put_building(&mut state, offered.clone()));
    let stack = state.decks.as_ref().unwrap().buildings.len();
    let (won, events) = reveal(
        &state,
        &[
            bid(seat(0), BidSpace::Building, 1),
            bid(seat(1), BidSpace::Building, 2),
        ],
    );
    assert!(events.contains(&E::BuildingWon {
        seat: 1,
        building: offered.id.clone()
    }));
    assert_eq!(
        building_cards(&won, &won.players[1].unbuilt),
        std::slice::from_ref(&offered)
    );
    assert!(won.players[1].built.is_empty());
    assert!(won.players[0].unbuilt.is_empty());
    let turned = won.building.map(|card| won.cards.building(card));
    assert!(turned.is_some() && turned != Some(&offered));
    assert_eq!(won.decks.as_ref().unwrap().buildings.len(), stack - 1);

    let (left, events) = reveal(&state, &[]);
    assert!(events.contains(&E::BuildingRemoved {
        building: offered.id.clone()
    }));
    assert!(left.players.iter().all(|p| p.unbuilt.is_empty()));
    let turned = left.building.map(|card| left.cards.building(card));
    assert!(turned.is_some() && turned != Some(&offered));
}

/// Rule `building-permit`: only bidders on 1.2 get a permit; permits go to any of the three
/// uses in any order, so a space cleared by one permit takes a Building with the next.
#[test]
fn rule_building_permit_goes_only_to_bidders_and_is_spent_in_any_order() {
    let mut state = permits();
    state.players[0].unbuilt = put_buildings(&mut state, vec![building("crane-test", 1, Ability::None)]);
    state.players[0].stored = Goods {
        barrel: 6,
        ..Goods::default()
    };
    let state = with_permits(&state, 2);
    // Six open spaces, six barrels: nowhere to build until a Cover card is gone.
    assert_eq!(
        refused(&state, 0, A::Build { building: 0 }),
        ("no-empty-space", "permit-build")
    );
    let (state, _) = act(&state, 0, A::ClearCover { cover: 0 });
    let (state, events) = act(&state, 0, A::Build { building: 0 });
    assert!(events.contains(&E::BuildingBuilt {
        seat: 0,
        building: "crane-test".to_owned()
    }));
    assert_eq!(state.players[0].built.len(), 1);
    // Seat 1 laid nothing on 1.2: once seat 0 is done the phase moves on without it.
    let (state, _) = act(&state, 0, A::EndPermits);
    assert!(
        matches!(state.phase, Phase::Harbor { .. }),
        "{:?}",
        state.phase
    );
    assert_eq!(state.players[1].walls, [0, 1, 1, 0]);
}

/// Rule `shared-spaces` (the rulebook's 6, 4 and 1): the 6 is free, the 4 may pay 2, the 1
/// may pay 5 or decline; rank plays no part.
#[test]
fn rule_shared_spaces_pay_the_difference_or_decline() {
    let mut state = game(3, Variant::Long);
    state.building = None;
    set_money(&mut state, &[10, 10, 10]);
    let (state, _) = reveal(
        &state,
        &[
            bid(seat(2), BidSpace::BuildingPermit, 5),
            bid(seat(2), BidSpace::BuildingPermit, 1),
            bid(seat(0), BidSpace::BuildingPermit, 4),
            bid(seat(1), BidSpace::BuildingPermit, 1),
        ],
    );
    // Seat 0, the Captain, decides first though its bid is not the highest.
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 0,
            joined: false,
            permits: 0
        }
    );
    assert_eq!(
        refused(&state, 0, A::PlaceBollard { wall: 0 }),
        ("wrong-phase", "shared-spaces")
    );
    let (state, events) = act(&state, 0, A::PayDifference);
    assert!(events.contains(&E::MoneySpent { seat: 0, money: 2 }));
    assert_eq!(state.players[0].money, 8);
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 0,
            joined: true,
            permits: 1
        }
    );
    let (state, _) = act(&state, 0, A::EndPermits);
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 1,
            joined: false,
            permits: 0
        }
    );
    let (state, _) = act(&state, 1, A::Decline);
    assert_eq!(state.players[1].money, 10);
    // The highest bid uses the space for free.
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 2,
            joined: true,
            permits: 1
        }
    );
    assert_eq!(state.players[2].money, 10);
}

/// Rule `shared-spaces`: a bidder who cannot pay the difference does not use the space; on
/// Grow influence too.
#[test]
fn rule_shared_spaces_skip_a_bidder_who_cannot_pay_the_difference() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    set_money(&mut state, &[10, 3]);
    let (state, _) = reveal(
        &state,
        &[
            bid(seat(0), BidSpace::GrowInfluence, 5),
            bid(seat(1), BidSpace::GrowInfluence, 1),
        ],
    );
    // Seat 0 grows for free; seat 1 owes 4, holds 3, and is passed over.
    assert!(
        matches!(state.phase, Phase::Harbor { .. }),
        "{:?}",
        state.phase
    );
    assert!(state.players[0].grew);
    assert!(!state.players[1].grew);
    assert_eq!(state.players[1].supply.len(), 7);
    assert_eq!(state.players[1].money, 3 + 3);
}

/// Rule `extra-permits`: a bidder buys more permits, each at the highest bid.
#[test]
fn rule_extra_permits_cost_the_highest_bid_each() {
    let state = permits();
    let (state, events) = act(&state, 0, A::BuyPermit);
    assert!(events.contains(&E::MoneySpent { seat: 0, money: 3 }));
    // 20 - 3: income comes only after the Career ladder.
    assert_eq!(state.players[0].money, 17);
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 0,
            joined: true,
            permits: 2
        }
    );
    let mut poor = state.clone();
    poor.players[0].money = 2;
    assert_eq!(
        refused(&poor, 0, A::BuyPermit),
        ("cannot-afford", "extra-permits")
    );
    let spent = with_permits(&state, 0);
    assert_eq!(
        refused(&spent, 0, A::PlaceBollard { wall: 0 }),
        ("no-permit", "extra-permits")
    );
}

/// Rule `extra-permits`: a bidder who declines the difference may still buy permits at the
/// full price.
#[test]
fn rule_extra_permits_can_be_bought_after_declining_the_difference() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    set_money(&mut state, &[10, 10]);
    let (state, _) = reveal(
        &state,
        &[
            bid(seat(0), BidSpace::BuildingPermit, 1),
            bid(seat(1), BidSpace::BuildingPermit, 4),
        ],
    );
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 0,
            joined: false,
            permits: 0
        }
    );
    let (state, _) = act(&state, 0, A::BuyPermit);
    // The full price, 4, not the difference, 3.
    assert_eq!(state.players[0].money, 6);
    assert_eq!(
        state.phase,
        Phase::Permits {
            seat: 0,
            joined: true,
            permits: 1
        }
    );
}

/// Rule `permit-bollard`: a permit places a Bollard on a wall for the price of that wall's
/// next position; a full wall takes none.
#[test]
fn rule_permit_bollard_costs_the_next_positions_price() {
    let state = with_permits(&permits(), 3);
    let before = state.players[0].money;
    // Wall 1 holds its printed Bollard: the next position costs 2, the one after 4.
    let (state, _) = act(&state, 0, A::PlaceBollard { wall: 1 });
    assert_eq!(state.players[0].walls, [0, 2, 1, 0]);
    assert_eq!(state.players[0].money, before - 2);
    let (state, events) = act(&state, 0, A::PlaceBollard { wall: 1 });
    assert!(events.contains(&E::BollardPlaced { seat: 0, wall: 1 }));
    assert_eq!(state.players[0].walls, [0, 3, 1, 0]);
    assert_eq!(state.players[0].money, before - 6);
    assert_eq!(
        refused(&state, 0, A::PlaceBollard { wall: 1 }),
        ("wall-full", "permit-bollard")
    );
    let mut poor = state.clone();
    poor.players[0].money = 0;
    assert_eq!(
        refused(&poor, 0, A::PlaceBollard { wall: 0 }),
        ("cannot-afford", "permit-bollard")
    );
}

/// Rule `permit-cover`: a permit clears a Cover card for the money on it, opening the space
/// (and, for the top row, the Loading dock above it).
#[test]
fn rule_permit_cover_clears_a_space_for_its_price() {
    let state = with_permits(&permits(), 2);
    let before = state.players[0].money;
    assert_eq!(
        state.players[0].covers,
        [Some(2), Some(4), Some(3), Some(5), Some(4), Some(6)]
    );
    assert!(!state.players[0].loading_dock_open(3));
    let (state, events) = act(&state, 0, A::ClearCover { cover: 1 });
    assert!(events.contains(&E::CoverCleared { seat: 0, cover: 1 }));
    assert_eq!(state.players[0].covers[1], None);
    assert_eq!(state.players[0].money, before - 4);
    assert_eq!(state.players[0].storage(&state.cards), 7);
    assert!(state.players[0].loading_dock_open(3));
    assert_eq!(
        refused(&state, 0, A::ClearCover { cover: 1 }),
        ("no-cover", "permit-cover")
    );
    let mut poor = state.clone();
    poor.players[0].money = 5;
    assert_eq!(
        refused(&poor, 0, A::ClearCover { cover: 5 }),
        ("cannot-afford", "permit-cover")
    );
}

/// Rule `permit-build`: a permit builds a won Building on an empty space at no other cost;
/// without an empty space, or without the Building, it is refused.
#[test]
fn rule_permit_build_needs_a_won_building_and_an_empty_space() {
    let mut state = with_permits(&permits(), 1);
    let card = building("granary-test", 2, Ability::None);
    state.players[0].unbuilt = put_buildings(&mut state, vec![card.clone()]);
    state.players[0].stored = Goods {
        barrel: 5,
        ..Goods::default()
    };
    assert_eq!(
        refused(&state, 0, A::Build { building: 1 }),
        ("not-won", "permit-build")
    );
    let mut full = state.clone();
    full.players[0].stored.crate_ = 1;
    assert_eq!(
        refused(&full, 0, A::Build { building: 0 }),
        ("no-empty-space", "permit-build")
    );
    let before = state.players[0].money;
    let (state, _) = act(&state, 0, A::Build { building: 0 });
    assert_eq!(building_cards(&state, &state.players[0].built), [card]);
    assert!(state.players[0].unbuilt.is_empty());
    assert_eq!(state.players[0].money, before);
    // The Building fills the last empty space.
    assert_eq!(state.players[0].storage(&state.cards), 5);
}

/// Rule `permit-build` with a storage building (ruling BH-39): a storage building's room holds
/// goods but is no space to build on.
#[test]
fn rule_permit_build_needs_a_space_not_a_storage_buildings_room() {
    let mut state = with_permits(&permits(), 1);
    let warehouse = building("warehouse-test", 0, Ability::Storage { goods: 2 });
    // 6 spaces covered, 6 built: no open space, and the warehouse holds a barrel.
    state.players[0].built = put_buildings(&mut state, vec![warehouse; 6]);
    state.players[0].unbuilt = put_buildings(&mut state, vec![building("granary-test", 2, Ability::None)]);
    state.players[0].stored = Goods {
        barrel: 1,
        ..Goods::default()
    };
    assert!(state.players[0].fits(&state.cards, false), "the warehouse still has room");
    assert_eq!(
        refused(&state, 0, A::Build { building: 0 }),
        ("no-empty-space", "permit-build")
    );
    // One building fewer leaves one open space, and the barrel stays on the warehouse.
    state.players[0].built.pop();
    let (built, _) = act(&state, 0, A::Build { building: 0 });
    assert_eq!(built.players[0].built.len(), 6);
}

/// Rule `grow-influence`: the user takes the lowest card of their supply into hand.
#[test]
fn rule_grow_influence_takes_the_lowest_supply_card() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    state.players[0].supply = vec![6, 7, 9];
    let (state, events) = reveal(&state, &[bid(seat(0), BidSpace::GrowInfluence, 2)]);
    assert!(events.contains(&E::InfluenceGrown { seat: 0, card: 6 }));
    assert_eq!(state.players[0].supply, [7, 9]);
    assert_eq!(state.players[0].hand.as_deref(), Some(&[1, 3, 4, 5, 6][..]));
    assert!(state.players[0].grew);
    assert!(!state.players[1].grew);
}

/// Rule `price-cards`: the winner puts any card on top, the rest keeping their order.
#[test]
fn rule_price_cards_winner_puts_any_card_on_top() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    let stack = state.prices.clone();
    let (state, _) = reveal(&state, &[bid(seat(1), BidSpace::PriceCards, 1)]);
    assert_eq!(state.phase, Phase::Prices { seat: 1 });
    assert_eq!(
        refused(&state, 1, A::PutPriceOnTop { price: 24 }),
        ("no-such-card", "price-cards")
    );
    let (state, events) = act(&state, 1, A::PutPriceOnTop { price: 3 });
    assert!(events.contains(&E::PricesChanged {
        prices: Some(stack[3])
    }));
    let mut expected = stack.clone();
    let card = expected.remove(3);
    expected.insert(0, card);
    assert_eq!(state.prices, expected);
    assert_eq!(
        state.phase,
        Phase::Harbor {
            acting: Seats::first(2)
        }
    );
}

/// Rule `price-cards`: with no bid (and no Commodity Exchange) the top card goes under.
#[test]
fn rule_price_cards_without_a_bid_rotate_the_top_card_under() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    let stack = state.prices.clone();
    let (state, _) = reveal(&state, &[]);
    assert_eq!(state.prices[0], stack[1]);
    assert_eq!(state.prices.last(), Some(&stack[0]));
    assert_eq!(state.prices.len(), stack.len());
}

/// Rule `building-commodity-exchange`: with no bid on 1.4 its owner chooses the top card.
#[test]
fn rule_building_commodity_exchange_owner_chooses_when_nobody_bid() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    state.players[1].built = put_buildings(&mut state, vec![building("exchange-test", 1, Ability::CommodityExchange)]);
    let stack = state.prices.clone();
    let (state, _) = reveal(&state, &[]);
    assert_eq!(state.phase, Phase::Prices { seat: 1 });
    // Choosing the current top card leaves the prices as they are.
    let (state, _) = act(&state, 1, A::PutPriceOnTop { price: 0 });
    assert_eq!(state.prices, stack);
}

/// Rule `career-ladder`: the winner swaps two neighbouring rungs, or keeps the ladder; the
/// income follows the new order (4, 3, 2).
#[test]
fn rule_career_ladder_swaps_neighbouring_ranks_before_income() {
    let mut state = game(3, Variant::Long);
    state.building = None;
    set_money(&mut state, &[0, 0, 0]);
    let (state, _) = reveal(&state, &[bid(seat(2), BidSpace::CareerLadder, 1)]);
    assert_eq!(state.phase, Phase::Career { seat: 2 });
    assert_eq!(
        refused(&state, 2, A::SwapRanks { upper: 2 }),
        ("no-such-rung", "career-ladder")
    );
    assert_eq!(
        refused(&state, 2, A::EndPermits),
        ("wrong-phase", "career-ladder")
    );
    let (swapped, events) = act(&state, 2, A::SwapRanks { upper: 0 });
    assert!(events.contains(&E::RanksChanged {
        ranks: vec![seat(1), seat(0), seat(2)]
    }));
    assert_eq!(swapped.ranks, [seat(1), seat(0), seat(2)]);
    assert_eq!(money(&swapped), [3, 4, 2]);
    let (kept, _) = act(&state, 2, A::KeepRanks);
    assert_eq!(kept.ranks, [seat(0), seat(1), seat(2)]);
    assert_eq!(money(&kept), [4, 3, 2]);
}

/// Rule `income`: after the ladder every seat takes 4, 3, 2, 1 by rank, bid or not.
#[test]
fn rule_income_pays_four_three_two_one_by_rank() {
    let mut state = game(4, Variant::Long);
    state.building = None;
    state.ranks = vec![seat(2), seat(0), seat(3), seat(1)];
    set_money(&mut state, &[0, 0, 0, 0]);
    let (state, _) = reveal(&state, &[]);
    assert_eq!(money(&state), [3, 1, 4, 2]);
}

/// Rule `building-income`: the owner takes its money on top of the rank's income.
#[test]
fn rule_building_income_adds_to_the_ranks_income() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    state.players[1].built = put_buildings(&mut state, vec![building("office-test", 1, Ability::Income { money: 2 })]);
    state.players[0].unbuilt = put_buildings(&mut state, vec![building("office-unbuilt", 1, Ability::Income { money: 2 })]);
    set_money(&mut state, &[0, 0]);
    let (state, _) = reveal(&state, &[]);
    assert_eq!(money(&state), [4, 3 + 2]);
}

//! The Town board's spaces resolved without a decision: the Parking lot (1.0), the Building
//! card (1.1), growing influence (1.3), the Price cards with no bid (1.4) and the income after
//! the Career ladder (1.5).

use super::super::super::deck::{Ability, BidSpace};
use super::super::super::rules::rule;
use super::super::actions::BremerhavenEvent as E;
use super::super::chance::deal;
use super::super::state::{Bidder, BremerhavenState, DeckSource, Reveal, Variant};
use super::winner;
use crate::core::play::ChanceMode;
use crate::core::rule_id::RuleId;

/// Income after the career ladder, Captain first.
const INCOME_BY_RANK: [u32; 4] = [4, 3, 2, 1];

/// 1.0: one money per card on the Parking lot, whatever its value.
pub(super) fn parking_lot(state: &mut BremerhavenState, events: &mut Vec<E>) {
    for seat in 0..state.seats() {
        let cards = state
            .bids
            .iter()
            .filter(|bid| bid.space == BidSpace::ParkingLot && bid.bidder == Bidder::Seat(seat))
            .count();
        let money = u32::try_from(cards).unwrap_or(0);
        if money > 0 {
            if let Some(player) = state.players.get_mut(usize::from(seat)) {
                player.money = player.money.saturating_add(money);
            }
            events.push(E::MoneyTaken {
                seat,
                money,
                rule: rule::PARKING_LOT,
            });
        }
    }
}

/// 1.1: the top Building goes to the highest bidder, unbuilt; with no bid it leaves the game.
/// Either way the next card is turned up.
pub(super) fn building_cards(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = rule::BUILDING_CARDS;
    let Some(building) = state.building.take() else {
        return;
    };
    match winner(state, BidSpace::Building) {
        Some(Bidder::Seat(seat)) => {
            events.push(E::BuildingWon {
                seat,
                building: state.cards.building(building).id.clone(),
            });
            if let Some(player) = state.players.get_mut(usize::from(seat)) {
                player.unbuilt.push(building);
            }
        }
        Some(Bidder::Dummy) | None => events.push(E::BuildingRemoved {
            building: state.cards.building(building).id.clone(),
        }),
    }
    deal(state, Reveal::Building);
}

/// 1.3: the lowest card of the seat's supply joins its hand.
pub(super) fn grow(state: &mut BremerhavenState, seat: u8, events: &mut Vec<E>) {
    const _: RuleId = rule::GROW_INFLUENCE;
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    if player.supply.is_empty() {
        return;
    }
    let card = player.supply.remove(0);
    let hand = player.hand.get_or_insert_with(Vec::new);
    hand.push(card);
    hand.sort_unstable();
    player.hand_size = player.hand_size.saturating_add(1);
    player.grew = true;
    events.push(E::InfluenceGrown { seat, card });
}

/// With no bid on 1.4 and no Commodity Exchange at work, the top Price card goes under; at
/// the table, the table reports the card that comes up (ruling BH-35).
pub(super) fn rotate_prices(state: &mut BremerhavenState, events: &mut Vec<E>) {
    if !state.prices.is_empty() {
        state.prices.rotate_left(1);
        if state.chance == ChanceMode::Table {
            state.reveals.push(Reveal::TopPrice);
        }
        // With the table's own deck the new top is known once reported (ruling BH-44).
        if state.deck_source != DeckSource::Table {
            events.push(E::PricesChanged {
                prices: state.prices.first().copied(),
            });
        }
    }
}

/// Who may choose the prices when nobody bid on 1.4 (ruling BH-38).
pub(super) fn exchange_owner(state: &BremerhavenState) -> Option<u8> {
    const _: RuleId = rule::BUILDING_COMMODITY_EXCHANGE;
    (0..state.seats()).find(|&seat| {
        state.players.get(usize::from(seat)).is_some_and(|player| {
            player
                .built
                .iter()
                .any(|&building| state.cards.building(building).ability == Ability::CommodityExchange)
        })
    })
}

/// After 1.5: income by rank for every seat, and the Income buildings' money.
pub(super) fn income(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = rule::BUILDING_INCOME;
    for seat in 0..state.seats() {
        let rank = state.rank_of(Bidder::Seat(seat));
        let Some(player) = state.players.get_mut(usize::from(seat)) else {
            continue;
        };
        let money = INCOME_BY_RANK
            .get(rank)
            .copied()
            .unwrap_or(0)
            .saturating_add(player.ability_money(&state.cards, |ability| match ability {
                Ability::Income { money } => Some(money),
                _ => None,
            }));
        player.money = player.money.saturating_add(money);
        events.push(E::MoneyTaken {
            seat,
            money,
            rule: rule::INCOME,
        });
    }
}

/// Whether the dummy upgrades this round: it bid on Grow influence (S0 solo rules).
pub fn dummy_grows(state: &BremerhavenState) -> bool {
    const _: RuleId = rule::SOLO_DUMMY_ACTIONS;
    state.variant == Variant::Solo
        && state
            .bids
            .iter()
            .any(|bid| bid.space == BidSpace::GrowInfluence && bid.bidder == Bidder::Dummy)
}

//! The clean-up phase: the waiting event (5.1), the Ship token's progress (5.2) — which may end
//! the game — the Sea and Land boards refilled, and the Influence cards back in hand.

use super::super::deck::Event;
use super::super::rules::rule;
use super::actions::BremerhavenEvent as E;
use super::chance::{deal, wait_for_table};
use super::flow::start_bidding;
use super::general::dummy_grows;
use super::harbor_phase::settle;
use super::state::{Bidder, BremerhavenState, Phase, Resume, Reveal, Variant};
use crate::core::rule_id::{shared, RuleId};

/// Spaces the Ship token moves each round in the short and solo games.
pub const SHORT_PROGRESS: u8 = 2;

pub fn start(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = rule::CLEAN_UP;
    if let Some(card) = state.rack.event.take() {
        carry_out(state, card.event, events);
    }
    if state.variant == Variant::Long {
        deal(state, Reveal::Progress);
        if wait_for_table(state, Resume::Progress) {
            return;
        }
    }
    progress(state, events);
}

/// 5.2: the Ship token moves (by the Ship ahoy! card just drawn, which becomes the next
/// event, or 2 spaces in the short and solo games); on the last space the game ends, else the
/// boards are refilled and the next round begins.
pub fn progress(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = rule::PROGRESS;
    let moved = match state.variant {
        // An empty stack ends the game (ruling BH-34).
        Variant::Long => state.rack.event.map_or(u8::MAX, |card| card.progress),
        Variant::Short | Variant::Solo => SHORT_PROGRESS,
    };
    let last = state.board.progress.spaces.saturating_sub(1);
    state.progress = state.progress.saturating_add(moved).min(last);
    events.push(E::ShipTokenMoved {
        spaces: moved,
        progress: state.progress,
    });
    if state.progress >= last {
        state.rack.event = None;
        end(state, events);
        return;
    }
    refill(state, events);
    return_influence(state);
    state.bids.clear();
    state.round = state.round.saturating_add(1);
    start_bidding(state, events);
}

/// 5.1: an event strikes every player alike; charges are paid as far as money (and the Bank)
/// go (rule no-debt, ruling BH-41).
fn carry_out(state: &mut BremerhavenState, event: Event, events: &mut Vec<E>) {
    const _: RuleId = rule::EVENT_QUIET;
    const _: RuleId = rule::EVENT_CONTRACT_CHARGE;
    const _: RuleId = rule::EVENT_CONTRACT_BONUS;
    const _: RuleId = rule::EVENT_HARBOR_DUES;
    const _: RuleId = rule::EVENT_SUBSIDY;
    const _: RuleId = rule::EVENT_TAX;
    const _: RuleId = rule::EVENT_PIRATES;
    const _: RuleId = rule::EVENT_SCANDAL;
    const _: RuleId = rule::EVENT_FAIR;
    const _: RuleId = rule::EVENT;
    events.push(E::EventCarriedOut { event });
    for player in &mut state.players {
        let contracts = u32::try_from(player.loading_docks.iter().flatten().count()).unwrap_or(0);
        let ships = u32::try_from(player.docks.iter().flatten().count()).unwrap_or(0);
        match event {
            Event::Quiet => {}
            Event::ContractCharge { money } => {
                player.pay_charge(contracts.saturating_mul(u32::from(money)));
            }
            Event::ContractBonus { money } => {
                player.money = player
                    .money
                    .saturating_add(contracts.saturating_mul(u32::from(money)));
            }
            Event::HarborDues { money } => {
                player.pay_charge(ships.saturating_mul(u32::from(money)));
            }
            Event::Subsidy { money } => {
                player.money = player.money.saturating_add(u32::from(money))
            }
            Event::Tax { money } => {
                player.pay_charge(u32::from(money));
            }
            Event::Pirates => {
                for docked in player.docks.iter_mut().flatten() {
                    docked.cargo = docked.cargo.saturating_sub(1);
                }
            }
            Event::Scandal => {
                if ships == 0 {
                    player.prestige = player.prestige.saturating_sub(1);
                }
            }
            Event::Fair { buildings } => {
                if player.built.len() >= usize::from(buildings) {
                    player.prestige = player.prestige.saturating_add(1);
                }
            }
        }
    }
}

/// Long game: the card on the last space leaves, the rest slide right without gaps and new
/// cards fill from the left. Short and solo: every card leaves and new ones are dealt.
fn refill(state: &mut BremerhavenState, events: &mut Vec<E>) {
    let long = state.variant == Variant::Long;
    slide(&mut state.sea, long);
    slide(&mut state.land, long);
    // Ships first, then Contracts, each from the left, as the boards are refilled in turn.
    let spaces = 1..=u8::try_from(state.sea.len()).unwrap_or(0);
    let sea: Vec<u8> = spaces
        .clone()
        .filter(|&s| is_empty(&state.sea, s))
        .collect();
    let land: Vec<u8> = spaces.filter(|&s| is_empty(&state.land, s)).collect();
    for space in sea {
        deal(state, Reveal::Ship { space });
    }
    for space in land {
        deal(state, Reveal::Contract { space });
    }
    events.push(E::BoardsRefilled);
}

fn is_empty<T>(board: &[Option<T>], space: u8) -> bool {
    usize::from(space)
        .checked_sub(1)
        .and_then(|index| board.get(index))
        .is_some_and(Option::is_none)
}

fn slide<T>(spaces: &mut [Option<T>], long: bool) {
    const _: RuleId = rule::REFILL_LONG;
    const _: RuleId = rule::REFILL_SHORT;
    if long {
        if let Some(last) = spaces.last_mut() {
            *last = None;
        }
        let kept: Vec<T> = spaces.iter_mut().filter_map(Option::take).collect();
        let gap = spaces.len().saturating_sub(kept.len());
        for (slot, card) in spaces.iter_mut().skip(gap).zip(kept) {
            *slot = Some(card);
        }
    } else {
        spaces.iter_mut().for_each(|slot| *slot = None);
    }
}

/// The cards bid come back; whoever grew puts the lowest card in the box. The solo dummy
/// upgrades if it bid on Grow influence, and the upgrade is counted where every seat sees it.
fn return_influence(state: &mut BremerhavenState) {
    const _: RuleId = rule::RETURN_INFLUENCE;
    let dummy_grew = dummy_grows(state);
    for (seat, player) in (0..).zip(state.players.iter_mut()) {
        let hand = player.hand.get_or_insert_with(Vec::new);
        hand.extend(
            state
                .bids
                .iter()
                .filter(|bid| bid.bidder == Bidder::Seat(seat))
                .filter_map(|bid| bid.value),
        );
        hand.sort_unstable();
        if player.grew && !hand.is_empty() {
            hand.remove(0);
        }
        player.grew = false;
        player.hand_size = u8::try_from(hand.len()).unwrap_or(u8::MAX);
    }
    if dummy_grew {
        if let Some(decks) = state.decks.as_mut() {
            if !decks.dummy_supply.is_empty() {
                let card = decks.dummy_supply.remove(0);
                decks.dummy_cards.push(card);
                decks.dummy_cards.sort_unstable();
                decks.dummy_cards.remove(0);
                state.dummy_upgrades = state.dummy_upgrades.saturating_add(1);
            }
        }
    }
}

/// The game ends: leftover Contracts are settled as if due.
fn end(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = shared::END_OF_GAME;
    for seat in 0..state.seats() {
        let due: Vec<_> = state
            .players
            .get_mut(usize::from(seat))
            .map(|player| {
                player
                    .loading_docks
                    .iter_mut()
                    .filter_map(Option::take)
                    .collect()
            })
            .unwrap_or_default();
        for loaded in due {
            settle(state, seat, loaded, events);
        }
    }
    state.phase = Phase::Over;
    events.push(E::GameOver);
}

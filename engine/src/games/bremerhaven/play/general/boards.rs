//! The Sea and Land boards (2.x, 3.x): a Ship docks where it fits or sails on, a Contract
//! goes into a free Loading dock or costs its penalty.

use super::super::super::deck::{Ability, Good, ShipCard, Stake};
use super::super::cards::ShipId;
use super::super::super::rules::rule;
use super::super::actions::BremerhavenEvent as E;
use super::super::state::{BremerhavenState, DockedShip, Phase};
use crate::core::rule_id::RuleId;

/// Docks where a Ship fits: empty, with enough Bollards on both quay walls.
pub(super) fn fitting_docks(
    state: &BremerhavenState,
    seat: u8,
    berth: u8,
) -> impl Iterator<Item = u8> + '_ {
    let player = state.players.get(usize::from(seat));
    let needed = player.map_or(0, |player| berth.saturating_sub(player.tugboats(&state.cards)));
    (0..3u8).filter(move |&dock| {
        player.is_some_and(|player| {
            player.docks[usize::from(dock)].is_none() && player.berth(usize::from(dock)) >= needed
        })
    })
}

/// A Ship won by a seat: its decision if some dock fits (true), else it sails on.
pub(super) fn offer_ship(
    state: &mut BremerhavenState,
    space: u8,
    seat: u8,
    events: &mut Vec<E>,
) -> bool {
    let index = usize::from(space).saturating_sub(1);
    let Some(berth) = state
        .sea
        .get(index)
        .and_then(|ship| *ship)
        .map(|ship| state.cards.ship(ship).berth)
    else {
        return false;
    };
    if fitting_docks(state, seat, berth).next().is_none() {
        if let Some(ship) = state.sea.get_mut(index).and_then(Option::take) {
            events.push(E::ShipSailedOn {
                seat,
                ship: state.cards.ship(ship).id.clone(),
            });
        }
        return false;
    }
    state.phase = Phase::Dock { space, seat };
    true
}

/// A Contract won by a seat: its decision if a loading dock is free (true), else it is
/// discarded and its penalty paid.
pub(super) fn offer_contract(
    state: &mut BremerhavenState,
    space: u8,
    seat: u8,
    events: &mut Vec<E>,
) -> bool {
    let index = usize::from(space).saturating_sub(1);
    let free = state
        .players
        .get(usize::from(seat))
        .is_some_and(|player| player.loading_docks.iter().any(Option::is_none));
    if free {
        state.phase = Phase::Load { space, seat };
        return true;
    }
    if let Some(contract) = state.land.get_mut(index).and_then(Option::take) {
        let card = state.cards.contract(contract);
        let penalty = card.penalty;
        events.push(E::ContractRefused {
            seat,
            contract: card.id.clone(),
        });
        if let Some(penalty) = penalty {
            pay_penalty(state, seat, penalty, events);
        }
    }
    false
}

/// A contract penalty: money paid as far as it goes, or one prestige lost.
pub fn pay_penalty(state: &mut BremerhavenState, seat: u8, penalty: Stake, events: &mut Vec<E>) {
    const _: RuleId = rule::CONTRACT_PENALTY;
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    match penalty {
        Stake::Money(money) => {
            let paid = player.pay_charge(u32::from(money));
            events.push(E::PenaltyPaid { seat, money: paid });
        }
        Stake::Prestige => {
            player.prestige = player.prestige.saturating_sub(1);
            events.push(E::PrestigeChanged {
                seat,
                prestige: player.prestige,
            });
        }
    }
}

pub(super) fn ship_on(state: &BremerhavenState, space: u8) -> Option<&ShipCard> {
    usize::from(space)
        .checked_sub(1)
        .and_then(|index| state.sea.get(index))
        .and_then(|ship| *ship)
        .map(|ship: ShipId| state.cards.ship(ship))
}

/// 2.x: the Ship docks with its time markers and cargo; the Lighthouse pays for it (ruling
/// BH-37).
pub(super) fn dock_ship(
    state: &mut BremerhavenState,
    seat: u8,
    space: u8,
    dock: u8,
    good: Good,
    events: &mut Vec<E>,
) {
    let index = usize::from(space).saturating_sub(1);
    let Some(ship) = state.sea.get_mut(index).and_then(Option::take) else {
        return;
    };
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    let card = state.cards.ship(ship);
    events.push(E::ShipDocked {
        seat,
        ship: card.id.clone(),
        dock,
        good,
    });
    let bonus = player.ability_money(&state.cards, |ability| match ability {
        Ability::ShipBonus { money } => Some(money),
        _ => None,
    });
    player.money = player.money.saturating_add(bonus);
    if bonus > 0 {
        events.push(E::MoneyTaken {
            seat,
            money: bonus,
            rule: rule::BUILDING_SHIP_BONUS,
        });
    }
    if let Some(slot) = player.docks.get_mut(usize::from(dock)) {
        *slot = Some(DockedShip {
            time: card.lay_time,
            cargo: card.cargo_count,
            good,
            ship,
        });
    }
}

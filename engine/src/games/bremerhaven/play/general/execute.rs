//! Carrying out a seat's decision in the general action phase, then resolving on to the next
//! decision.

use super::super::super::deck::BidSpace;
use super::super::actions::{BremerhavenAction as A, BremerhavenEvent as E};
use super::super::state::{BremerhavenState, LoadedContract, Phase, Reveal};
use super::boards::dock_ship;
use super::town::{grow, income};
use super::{difference, resume, Step};

pub fn execute(state: &mut BremerhavenState, seat: u8, action: &A, events: &mut Vec<E>) {
    let phase = state.phase;
    let next = match (phase, *action) {
        (Phase::Permits { .. }, A::PayDifference) => {
            let (_, due) = difference(state, BidSpace::BuildingPermit, seat);
            spend(state, seat, due, events);
            state.phase = Phase::Permits {
                seat,
                joined: true,
                permits: 1,
            };
            None
        }
        (Phase::Permits { .. }, A::Decline | A::EndPermits) => Some(Step::Permits(Some(seat))),
        (Phase::Grow { .. }, A::PayDifference) => {
            let (_, due) = difference(state, BidSpace::GrowInfluence, seat);
            spend(state, seat, due, events);
            grow(state, seat, events);
            Some(Step::Grow(Some(seat)))
        }
        (Phase::Grow { .. }, A::Decline) => Some(Step::Grow(Some(seat))),
        (Phase::Permits { permits, .. }, A::BuyPermit) => {
            let (highest, _) = difference(state, BidSpace::BuildingPermit, seat);
            spend(state, seat, highest, events);
            state.phase = Phase::Permits {
                seat,
                joined: true,
                permits: permits.saturating_add(1),
            };
            None
        }
        (Phase::Permits { permits, .. }, A::PlaceBollard { wall }) => {
            let cost = state
                .players
                .get(usize::from(seat))
                .and_then(|player| player.bollard_cost(&state.board.harbor, usize::from(wall)))
                .unwrap_or(0);
            spend(state, seat, u32::from(cost), events);
            if let Some(count) = state
                .players
                .get_mut(usize::from(seat))
                .and_then(|player| player.walls.get_mut(usize::from(wall)))
            {
                *count = count.saturating_add(1);
            }
            events.push(E::BollardPlaced { seat, wall });
            use_permit(state, seat, permits)
        }
        (Phase::Permits { permits, .. }, A::ClearCover { cover }) => {
            let cost = state
                .players
                .get_mut(usize::from(seat))
                .and_then(|player| player.covers.get_mut(usize::from(cover)))
                .and_then(Option::take)
                .unwrap_or(0);
            spend(state, seat, u32::from(cost), events);
            events.push(E::CoverCleared { seat, cover });
            use_permit(state, seat, permits)
        }
        (Phase::Permits { permits, .. }, A::Build { building }) => {
            if let Some(player) = state.players.get_mut(usize::from(seat)) {
                if usize::from(building) < player.unbuilt.len() {
                    let card = player.unbuilt.remove(usize::from(building));
                    events.push(E::BuildingBuilt {
                        seat,
                        building: state.cards.building(card).id.clone(),
                    });
                    player.built.push(card);
                }
            }
            use_permit(state, seat, permits)
        }
        (Phase::Prices { .. }, A::PutPriceOnTop { price }) => {
            let index = usize::from(price);
            if index < state.prices.len() {
                let card = state.prices.remove(index);
                state.prices.insert(0, card);
            }
            events.push(E::PricesChanged {
                prices: state.prices.first().copied(),
            });
            Some(Step::Career)
        }
        (Phase::Prices { .. }, A::TakePriceCard) => {
            // Only the table knows its stack: it reports the card put on top (ruling BH-44).
            state.reveals.push(Reveal::TopPrice);
            Some(Step::Career)
        }
        (Phase::Career { .. }, A::SwapRanks { upper }) => {
            let upper = usize::from(upper);
            if upper.saturating_add(1) < state.ranks.len() {
                state.ranks.swap(upper, upper + 1);
            }
            events.push(E::RanksChanged {
                ranks: state.ranks.clone(),
            });
            income(state, events);
            Some(Step::Ship(1))
        }
        (Phase::Career { .. }, A::KeepRanks) => {
            income(state, events);
            Some(Step::Ship(1))
        }
        (Phase::Dock { space, .. }, A::Dock { dock, good }) => {
            dock_ship(state, seat, space, dock, good, events);
            Some(Step::Ship(space.saturating_add(1)))
        }
        (Phase::Load { space, .. }, A::Load { loading_dock }) => {
            let index = usize::from(space).saturating_sub(1);
            if let Some(contract) = state.land.get_mut(index).and_then(Option::take) {
                let card = state.cards.contract(contract);
                events.push(E::ContractPlaced {
                    seat,
                    contract: card.id.clone(),
                    loading_dock,
                });
                if let Some(slot) = state
                    .players
                    .get_mut(usize::from(seat))
                    .and_then(|player| player.loading_docks.get_mut(usize::from(loading_dock)))
                {
                    *slot = Some(LoadedContract {
                        time: card.delivery_time,
                        delivered: vec![None; card.goods.len()],
                        contract,
                    });
                }
            }
            Some(Step::Contract(space.saturating_add(1)))
        }
        _ => None,
    };
    if let Some(step) = next {
        resume(state, step, events);
    }
}

/// One permit used: the seat goes on while it has permits or money for another.
fn use_permit(state: &mut BremerhavenState, seat: u8, permits: u8) -> Option<Step> {
    let permits = permits.saturating_sub(1);
    let (highest, _) = difference(state, BidSpace::BuildingPermit, seat);
    let funds = state.players.get(usize::from(seat)).map_or(0, |p| p.money);
    if permits == 0 && funds < highest {
        return Some(Step::Permits(Some(seat)));
    }
    state.phase = Phase::Permits {
        seat,
        joined: true,
        permits,
    };
    None
}

fn spend(state: &mut BremerhavenState, seat: u8, money: u32, events: &mut Vec<E>) {
    if money == 0 {
        return;
    }
    if let Some(player) = state.players.get_mut(usize::from(seat)) {
        player.money = player.money.saturating_sub(money);
        events.push(E::MoneySpent { seat, money });
    }
}

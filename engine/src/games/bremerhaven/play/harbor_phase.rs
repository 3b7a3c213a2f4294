//! The individual harbor phase, played by every seat at once: produce (4.1), then move and
//! convert goods (4.2) — Ship to storage to Contract, never back — and, when the seat says it
//! is done, the prestige update (4.3) and the time markers (4.4), where due Ships leave and due
//! Contracts are settled (ruling BH-40). Goods rules: ruling BH-39.

use crate::core::rule_id::RuleId;
use crate::core::turn::Seats;

use super::super::deck::{Ability, Good, Stake};
use super::super::rules::rule;
use super::actions::{BremerhavenAction as A, BremerhavenEvent as E};
use super::cards::Cards;
use super::cleanup;
use super::general::pay_penalty;
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::state::{BremerhavenState, Conversion, HarborProgress, LoadedContract, Phase, Player};

/// What packing or unpacking costs without the free-packing building.
pub const PACKING_COST: u32 = 1;

/// Opens the harbor phase for every seat.
pub fn start(state: &mut BremerhavenState, events: &mut Vec<E>) {
    let mut acting = Seats::NONE;
    for (seat, player) in (0..state.seats()).zip(state.players.iter_mut()) {
        player.harbor = HarborProgress::default();
        acting = acting.with(seat);
    }
    events.push(E::HarborPhaseStarted);
    state.phase = Phase::Harbor { acting };
}

fn packing_cost(cards: &Cards, player: &Player) -> u32 {
    const _: RuleId = rule::BUILDING_FREE_PACKING;
    let free = player
        .built
        .iter()
        .any(|&building| cards.building(building).ability == Ability::FreePacking);
    if free {
        0
    } else {
        PACKING_COST
    }
}

pub fn candidates(state: &BremerhavenState, seat: u8, out: &mut Vec<A>) {
    let Some(player) = state.players.get(usize::from(seat)) else {
        return;
    };
    let built = u8::try_from(player.built.len()).unwrap_or(0);
    out.extend((0..built).map(|building| A::Produce { building }));
    out.extend((0..3).map(|dock| A::Unload { dock }));
    for (loading_dock, loaded) in (0u8..).zip(&player.loading_docks) {
        let Some(loaded) = loaded else {
            continue;
        };
        for (symbol, (printed, delivered)) in
            (0u8..).zip(state.cards.contract(loaded.contract).goods.iter().zip(&loaded.delivered))
        {
            if delivered.is_some() {
                continue;
            }
            let printed = printed.good();
            for good in Good::ALL
                .into_iter()
                .filter(|&good| printed.is_none_or(|printed| printed == good))
            {
                if player.stored.get(good) > 0 {
                    out.push(A::Deliver {
                        loading_dock,
                        symbol,
                        good,
                    });
                }
            }
        }
    }
    out.extend([A::Pack, A::Unpack, A::FinishHarbor]);
}

pub fn check(state: &BremerhavenState, seat: u8, action: &A) -> Result<(), BremerhavenRefusal> {
    let Some(player) = state.players.get(usize::from(seat)) else {
        return Err(wrong(rule::HARBOR_PHASE, Why::NotASeat { seat }));
    };
    match *action {
        A::Produce { building } => {
            let Some(card) = player.built.get(usize::from(building)).map(|&id| state.cards.building(id)) else {
                return Err(refuse(
                    Code::NotBuilt,
                    rule::PRODUCE,
                    Why::NotBuilt { building },
                ));
            };
            if player.harbor.moving {
                return Err(refuse(
                    Code::ProductionOver,
                    rule::PRODUCE,
                    Why::ProductionOver,
                ));
            }
            if player.harbor.produced & 1u32.checked_shl(u32::from(building)).unwrap_or(0) != 0 {
                return Err(refuse(
                    Code::AlreadyProduced,
                    rule::PRODUCE,
                    Why::AlreadyProduced,
                ));
            }
            match card.ability {
                Ability::Produces { good } if !player.fits(&state.cards, good == Good::Crate) => {
                    Err(refuse(Code::StorageFull, rule::STORAGE, Why::StorageFull))
                }
                Ability::Produces { .. } | Ability::Earns { .. } | Ability::Bank { .. } => Ok(()),
                _ => Err(refuse(
                    Code::NotProduction,
                    rule::PRODUCE,
                    Why::NotProduction,
                )),
            }
        }
        A::Unload { dock } => {
            let Some(docked) = player.docks.get(usize::from(dock)).and_then(Option::as_ref) else {
                return Err(refuse(
                    Code::NoCargo,
                    rule::MOVE_GOODS,
                    Why::NoCargo { dock },
                ));
            };
            if docked.cargo == 0 {
                return Err(refuse(
                    Code::NoCargo,
                    rule::MOVE_GOODS,
                    Why::NoCargo { dock },
                ));
            }
            if player.fits(&state.cards, docked.good == Good::Crate) {
                Ok(())
            } else {
                Err(refuse(Code::StorageFull, rule::STORAGE, Why::StorageFull))
            }
        }
        A::Deliver {
            loading_dock,
            symbol,
            good,
        } => {
            let Some(loaded) = player
                .loading_docks
                .get(usize::from(loading_dock))
                .and_then(Option::as_ref)
            else {
                return Err(refuse(
                    Code::NoContract,
                    rule::MOVE_GOODS,
                    Why::NoContract { loading_dock },
                ));
            };
            if !player.loading_dock_open(usize::from(loading_dock)) {
                return Err(refuse(
                    Code::LoadingDockClosed,
                    rule::LOADING_DOCKS,
                    Why::LoadingDockClosed { loading_dock },
                ));
            }
            let wanted = state.cards.contract(loaded.contract).goods.get(usize::from(symbol));
            let free = loaded
                .delivered
                .get(usize::from(symbol))
                .is_some_and(Option::is_none);
            match wanted {
                Some(printed) if free && printed.good().is_none_or(|printed| printed == good) => {}
                _ => {
                    return Err(refuse(
                        Code::WrongGood,
                        rule::MOVE_GOODS,
                        Why::SymbolTaken { symbol },
                    ))
                }
            }
            if player.stored.get(good) == 0 {
                return Err(refuse(
                    Code::NotStored,
                    rule::MOVE_GOODS,
                    Why::NotStored(good),
                ));
            }
            Ok(())
        }
        A::Pack => {
            no_undo(player, Conversion::Unpack)?;
            if player.stored.crate_ < 2 {
                return Err(refuse(
                    Code::NotStored,
                    rule::PACKING,
                    Why::NotStored(Good::Crate),
                ));
            }
            afford(&state.cards, player, rule::PACKING)
        }
        A::Unpack => {
            no_undo(player, Conversion::Pack)?;
            if player.stored.container == 0 {
                return Err(refuse(
                    Code::NotStored,
                    rule::PACKING,
                    Why::NotStored(Good::Container),
                ));
            }
            afford(&state.cards, player, rule::PACKING)
        }
        A::FinishHarbor => Ok(()),
        _ => Err(wrong(rule::HARBOR_PHASE, Why::HarborWork)),
    }
}

/// Ruling BH-46: a conversion may not be undone by the seat's very next move. Nothing but a
/// loss of money comes of it, and with free packing a seat could go back and forth forever.
fn no_undo(player: &Player, undone: Conversion) -> Result<(), BremerhavenRefusal> {
    if player.harbor.last_conversion == Some(undone) {
        return Err(refuse(
            Code::UndoesConversion,
            rule::PACKING,
            Why::UndoesConversion(undone),
        ));
    }
    Ok(())
}

fn afford(cards: &Cards, player: &Player, rule: RuleId) -> Result<(), BremerhavenRefusal> {
    let cost = packing_cost(cards, player);
    if player.money >= cost {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotAfford,
            rule,
            Why::CannotAfford {
                cost,
                funds: player.money,
            },
        ))
    }
}

pub fn execute(state: &mut BremerhavenState, seat: u8, action: &A, events: &mut Vec<E>) {
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    // Any other move lifts ruling BH-46's bar; a conversion sets it again below.
    player.harbor.last_conversion = None;
    match *action {
        A::Produce { building } => {
            const _: RuleId = rule::BUILDING_PRODUCES;
            const _: RuleId = rule::BUILDING_BANK;
            player.harbor.produced |= 1u32.checked_shl(u32::from(building)).unwrap_or(0);
            match player
                .built
                .get(usize::from(building))
                .map(|&card| state.cards.building(card).ability)
            {
                Some(Ability::Produces { good }) => {
                    let held = player.stored.slot(good);
                    *held = held.saturating_add(1);
                    events.push(E::GoodProduced { seat, good });
                }
                Some(Ability::Earns { money }) => {
                    player.money = player.money.saturating_add(u32::from(money));
                    events.push(E::MoneyTaken {
                        seat,
                        money: u32::from(money),
                        rule: rule::BUILDING_EARNS,
                    });
                }
                Some(Ability::Bank { money }) => {
                    player.bank = player.bank.saturating_add(u32::from(money));
                    events.push(E::BankFilled {
                        seat,
                        money: u32::from(money),
                    });
                }
                _ => {}
            }
        }
        A::Unload { dock } => {
            player.harbor.moving = true;
            if let Some(docked) = player
                .docks
                .get_mut(usize::from(dock))
                .and_then(Option::as_mut)
            {
                docked.cargo = docked.cargo.saturating_sub(1);
                let good = docked.good;
                let held = player.stored.slot(good);
                *held = held.saturating_add(1);
                events.push(E::GoodUnloaded { seat, dock, good });
            }
        }
        A::Deliver {
            loading_dock,
            symbol,
            good,
        } => {
            player.harbor.moving = true;
            let held = player.stored.slot(good);
            *held = held.saturating_sub(1);
            if let Some(slot) = player
                .loading_docks
                .get_mut(usize::from(loading_dock))
                .and_then(Option::as_mut)
                .and_then(|loaded| loaded.delivered.get_mut(usize::from(symbol)))
            {
                *slot = Some(good);
            }
            events.push(E::GoodDelivered {
                seat,
                loading_dock,
                good,
            });
        }
        A::Pack | A::Unpack => {
            player.harbor.moving = true;
            player.harbor.last_conversion = Some(if *action == A::Pack {
                Conversion::Pack
            } else {
                Conversion::Unpack
            });
            let cost = packing_cost(&state.cards, player);
            player.money = player.money.saturating_sub(cost);
            if *action == A::Pack {
                player.stored.crate_ = player.stored.crate_.saturating_sub(2);
                player.stored.container = player.stored.container.saturating_add(1);
            } else {
                player.stored.container = player.stored.container.saturating_sub(1);
                player.stored.crate_ = player.stored.crate_.saturating_add(2);
            }
            events.push(E::GoodsConverted {
                seat,
                packed: *action == A::Pack,
                money: cost,
            });
        }
        A::FinishHarbor => finish(state, seat, events),
        _ => {}
    }
}

/// 4.3 and 4.4 for one seat, then the clean-up once every seat is done.
fn finish(state: &mut BremerhavenState, seat: u8, events: &mut Vec<E>) {
    update_prestige(state, seat, events);
    remove_time_markers(state, seat, events);
    if let Phase::Harbor { acting } = state.phase {
        let acting = acting.without(seat);
        state.phase = Phase::Harbor { acting };
        events.push(E::HarborDone { seat });
        if acting.is_empty() {
            cleanup::start(state, events);
        }
    }
}

/// 4.3: the harbor's worth (docked Ships' stars and built Buildings' prestige) raises the
/// marker when it is higher; the marker never falls by itself.
fn update_prestige(state: &mut BremerhavenState, seat: u8, events: &mut Vec<E>) {
    const _: RuleId = rule::PRESTIGE_UPDATE;
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    let ships: u32 = player
        .docks
        .iter()
        .flatten()
        .map(|docked| u32::from(state.cards.ship(docked.ship).prestige))
        .sum();
    let buildings: u32 = player
        .built
        .iter()
        .map(|&building| u32::from(state.cards.building(building).prestige))
        .sum();
    let worth = ships.saturating_add(buildings);
    if worth > player.prestige {
        player.prestige = worth;
        events.push(E::PrestigeChanged {
            seat,
            prestige: worth,
        });
    }
}

/// 4.4: one time marker off every Ship and Contract; due Ships leave with what is left aboard,
/// due Contracts are settled.
fn remove_time_markers(state: &mut BremerhavenState, seat: u8, events: &mut Vec<E>) {
    const _: RuleId = rule::TIME_MARKERS;
    const _: RuleId = rule::SHIP_DUE;
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    for (dock, slot) in (0u8..).zip(player.docks.iter_mut()) {
        if let Some(docked) = slot {
            docked.time = docked.time.saturating_sub(1);
            if docked.time == 0 {
                events.push(E::ShipLeft {
                    seat,
                    dock,
                    cargo_lost: docked.cargo,
                });
                *slot = None;
            }
        }
    }
    let mut due = Vec::new();
    for slot in &mut player.loading_docks {
        if let Some(loaded) = slot {
            loaded.time = loaded.time.saturating_sub(1);
            if loaded.time == 0 {
                due.extend(slot.take());
            }
        }
    }
    for loaded in due {
        settle(state, seat, loaded, events);
    }
}

/// A due Contract: its delivered goods sell at the top Price card; complete, it pays its
/// reward (and the Contract bonus buildings); short, it costs its penalty.
pub fn settle(state: &mut BremerhavenState, seat: u8, loaded: LoadedContract, events: &mut Vec<E>) {
    const _: RuleId = rule::BUILDING_CONTRACT_BONUS;
    const _: RuleId = rule::CONTRACT_DUE;
    const _: RuleId = rule::CONTRACT_REWARD;
    let prices = state.prices.first().copied();
    let sale: u32 = loaded
        .delivered
        .iter()
        .flatten()
        .map(|&good| prices.map_or(0, |card| u32::from(card.price(good))))
        .sum();
    let complete = loaded.delivered.iter().all(Option::is_some);
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    player.money = player.money.saturating_add(sale);
    let card = state.cards.contract(loaded.contract);
    let (reward, penalty) = (card.reward, card.penalty);
    events.push(E::ContractSettled {
        seat,
        contract: card.id.clone(),
        sale,
        complete,
    });
    if complete {
        let bonus = player.ability_money(&state.cards, |ability| match ability {
            Ability::ContractBonus { money } => Some(money),
            _ => None,
        });
        player.money = player.money.saturating_add(bonus);
        match reward {
            Some(Stake::Money(money)) => {
                player.money = player.money.saturating_add(u32::from(money));
            }
            Some(Stake::Prestige) => {
                player.prestige = player.prestige.saturating_add(1);
                events.push(E::PrestigeChanged {
                    seat,
                    prestige: player.prestige,
                });
            }
            None => {}
        }
    } else if let Some(penalty) = penalty {
        pay_penalty(state, seat, penalty, events);
    }
}

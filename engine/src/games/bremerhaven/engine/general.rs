//! The general action phase: once every bid is out the cards are turned and the boards are
//! resolved in order — the Town board's spaces 1.0 to 1.5, then each Ship on the Sea board
//! and each Contract on the Land board from left to right. Decisions wait in the phase; the
//! rest is carried out at once. Ties go to the better career rank as it stands when the space
//! is resolved (ruling BH-33).

use super::super::deck::{Ability, BidSpace, Stake};
use super::super::rules::rule;
use super::actions::{BremerhavenAction as A, BremerhavenEvent as E};
use super::bidding::standings;
use super::chance::{deal, wait_for_table};
use super::harbor_phase;
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::state::{
    Bidder, BremerhavenState, DeckSource, LoadedContract, Phase, Resume, Reveal, Variant,
};
use crate::core::play::ChanceMode;
use crate::core::rule_id::shared;
use crate::core::rule_id::RuleId;

/// Income after the career ladder, Captain first.
pub const INCOME: [u32; 4] = [4, 3, 2, 1];

/// The steps of the general action phase, in board order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Reveal,
    /// 1.2, from the bidder after this seat in career order (`None`: from the first).
    Permits(Option<u8>),
    Grow(Option<u8>),
    Prices,
    Career,
    /// 2.x from this space on (from 1).
    Ship(u8),
    Contract(u8),
}

fn seat_bidders(state: &BremerhavenState, space: BidSpace) -> Vec<u8> {
    let mut seats: Vec<u8> = state
        .bids
        .iter()
        .filter(|bid| bid.space == space)
        .filter_map(|bid| match bid.bidder {
            Bidder::Seat(seat) => Some(seat),
            Bidder::Dummy => None,
        })
        .collect();
    seats.sort_by_key(|&seat| state.rank_of(Bidder::Seat(seat)));
    seats.dedup();
    seats
}

/// The highest total on a shared space, and what `seat` must pay to join (0 at the top);
/// whoever declines takes no part (ruling BH-36).
pub fn difference(state: &BremerhavenState, space: BidSpace, seat: u8) -> (u32, u32) {
    let standings = standings(state, space);
    let highest = standings.first().map_or(0, |&(_, total)| total);
    let own = standings
        .iter()
        .find(|&&(bidder, _)| bidder == Bidder::Seat(seat))
        .map_or(0, |&(_, total)| total);
    (highest, highest.saturating_sub(own))
}

fn winner(state: &BremerhavenState, space: BidSpace) -> Option<Bidder> {
    standings(state, space).first().map(|&(bidder, _)| bidder)
}

/// Turns the cards — at the table, the dummy's face-down values are reported first — and
/// resolves every step that needs no decision, up to the first that does.
pub fn start(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = rule::BID_REVEAL;
    let unturned: Vec<u8> = (0u8..)
        .zip(&state.bids)
        .filter(|(_, bid)| bid.value.is_none())
        .map(|(index, _)| index)
        .collect();
    for bid in unturned {
        deal(state, Reveal::DummyCard { bid });
    }
    if !wait_for_table(state, Resume::Resolve) {
        resolve(state, events);
    }
}

/// The general action phase from the reveal on.
pub fn resolve(state: &mut BremerhavenState, events: &mut Vec<E>) {
    resume(state, Step::Reveal, events);
}

fn resume(state: &mut BremerhavenState, mut step: Step, events: &mut Vec<E>) {
    loop {
        step = match step {
            Step::Reveal => {
                events.push(E::BidsRevealed {
                    bids: state.bids.clone(),
                });
                parking_lot(state, events);
                building_cards(state, events);
                Step::Permits(None)
            }
            Step::Permits(after) => match next_after(state, BidSpace::BuildingPermit, after) {
                Some(seat) => {
                    let (_, due) = difference(state, BidSpace::BuildingPermit, seat);
                    let funds = state.players.get(usize::from(seat)).map_or(0, |p| p.money);
                    if due == 0 {
                        state.phase = Phase::Permits {
                            seat,
                            joined: true,
                            permits: 1,
                        };
                        return;
                    }
                    if funds >= due {
                        state.phase = Phase::Permits {
                            seat,
                            joined: false,
                            permits: 0,
                        };
                        return;
                    }
                    Step::Permits(Some(seat))
                }
                None => Step::Grow(None),
            },
            Step::Grow(after) => match next_after(state, BidSpace::GrowInfluence, after) {
                Some(seat) => {
                    let (_, due) = difference(state, BidSpace::GrowInfluence, seat);
                    let player = state.players.get(usize::from(seat));
                    let can_grow = player.is_some_and(|p| !p.supply.is_empty());
                    let funds = player.map_or(0, |p| p.money);
                    if can_grow && due == 0 {
                        grow(state, seat, events);
                        Step::Grow(Some(seat))
                    } else if can_grow && funds >= due {
                        state.phase = Phase::Grow { seat };
                        return;
                    } else {
                        Step::Grow(Some(seat))
                    }
                }
                None => Step::Prices,
            },
            Step::Prices => match winner(state, BidSpace::PriceCards) {
                Some(Bidder::Seat(seat)) => {
                    state.phase = Phase::Prices { seat };
                    return;
                }
                Some(Bidder::Dummy) => {
                    // No Commodity Exchange choice after the dummy's win (ruling BH-42).
                    rotate_prices(state, events);
                    Step::Career
                }
                None => match exchange_owner(state) {
                    Some(seat) => {
                        state.phase = Phase::Prices { seat };
                        return;
                    }
                    None => {
                        rotate_prices(state, events);
                        Step::Career
                    }
                },
            },
            Step::Career => match winner(state, BidSpace::CareerLadder) {
                Some(Bidder::Seat(seat)) => {
                    state.phase = Phase::Career { seat };
                    return;
                }
                Some(Bidder::Dummy) => {
                    // The dummy climbs to Captain (S0 solo rules).
                    state.ranks.retain(|&rung| rung != Bidder::Dummy);
                    state.ranks.insert(0, Bidder::Dummy);
                    events.push(E::RanksChanged {
                        ranks: state.ranks.clone(),
                    });
                    income(state, events);
                    Step::Ship(1)
                }
                None => {
                    income(state, events);
                    Step::Ship(1)
                }
            },
            Step::Ship(space) => {
                let Some(index) = usize::from(space).checked_sub(1) else {
                    return;
                };
                if index >= state.sea.len() {
                    Step::Contract(1)
                } else {
                    match (
                        state.sea[index].is_some(),
                        winner(state, BidSpace::Ship(space)),
                    ) {
                        (true, Some(Bidder::Seat(seat))) => {
                            if offer_ship(state, space, seat, events) {
                                return;
                            }
                            Step::Ship(space.saturating_add(1))
                        }
                        (true, Some(Bidder::Dummy)) => {
                            if let Some(ship) = state.sea[index].take() {
                                events.push(E::ShipDiscarded { ship: ship.id });
                            }
                            Step::Ship(space.saturating_add(1))
                        }
                        _ => Step::Ship(space.saturating_add(1)),
                    }
                }
            }
            Step::Contract(space) => {
                let Some(index) = usize::from(space).checked_sub(1) else {
                    return;
                };
                if index >= state.land.len() {
                    harbor_phase::start(state, events);
                    return;
                }
                match (
                    state.land[index].is_some(),
                    winner(state, BidSpace::Contract(space)),
                ) {
                    (true, Some(Bidder::Seat(seat))) => {
                        if offer_contract(state, space, seat, events) {
                            return;
                        }
                        Step::Contract(space.saturating_add(1))
                    }
                    (true, Some(Bidder::Dummy)) => {
                        if let Some(contract) = state.land[index].take() {
                            events.push(E::ContractDiscarded {
                                contract: contract.id,
                            });
                        }
                        Step::Contract(space.saturating_add(1))
                    }
                    _ => Step::Contract(space.saturating_add(1)),
                }
            }
        };
    }
}

/// The next seat after `after` (in career order) that bid on a shared space.
fn next_after(state: &BremerhavenState, space: BidSpace, after: Option<u8>) -> Option<u8> {
    let bidders = seat_bidders(state, space);
    match after {
        None => bidders.first().copied(),
        Some(after) => bidders
            .iter()
            .skip_while(|&&seat| seat != after)
            .nth(1)
            .copied(),
    }
}

/// 1.0: one money per card on the Parking lot, whatever its value.
fn parking_lot(state: &mut BremerhavenState, events: &mut Vec<E>) {
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
                rule: rule::PARKING_LOT.as_str(),
            });
        }
    }
}

/// 1.1: the top Building goes to the highest bidder, unbuilt; with no bid it leaves the game.
/// Either way the next card is turned up.
fn building_cards(state: &mut BremerhavenState, events: &mut Vec<E>) {
    const _: RuleId = rule::BUILDING_CARDS;
    let Some(building) = state.building.take() else {
        return;
    };
    match winner(state, BidSpace::Building) {
        Some(Bidder::Seat(seat)) => {
            events.push(E::BuildingWon {
                seat,
                building: building.id.clone(),
            });
            if let Some(player) = state.players.get_mut(usize::from(seat)) {
                player.unbuilt.push(building);
            }
        }
        Some(Bidder::Dummy) | None => events.push(E::BuildingRemoved {
            building: building.id,
        }),
    }
    deal(state, Reveal::Building);
}

/// 1.3: the lowest card of the seat's supply joins its hand.
fn grow(state: &mut BremerhavenState, seat: u8, events: &mut Vec<E>) {
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
fn rotate_prices(state: &mut BremerhavenState, events: &mut Vec<E>) {
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
fn exchange_owner(state: &BremerhavenState) -> Option<u8> {
    (0..state.seats()).find(|&seat| {
        state.players.get(usize::from(seat)).is_some_and(|player| {
            player
                .built
                .iter()
                .any(|building| building.ability == Ability::CommodityExchange)
        })
    })
}

/// After 1.5: income by rank for every seat, and the Income buildings' money.
fn income(state: &mut BremerhavenState, events: &mut Vec<E>) {
    for seat in 0..state.seats() {
        let rank = state.rank_of(Bidder::Seat(seat));
        let Some(player) = state.players.get_mut(usize::from(seat)) else {
            continue;
        };
        let money = INCOME
            .get(rank)
            .copied()
            .unwrap_or(0)
            .saturating_add(player.ability_money(|ability| match ability {
                Ability::Income { money } => Some(money),
                _ => None,
            }));
        player.money = player.money.saturating_add(money);
        events.push(E::MoneyTaken {
            seat,
            money,
            rule: rule::INCOME.as_str(),
        });
    }
}

/// Docks where a Ship fits: empty, with enough Bollards on both quay walls.
pub fn fitting_docks(state: &BremerhavenState, seat: u8, berth: u8) -> Vec<u8> {
    let Some(player) = state.players.get(usize::from(seat)) else {
        return Vec::new();
    };
    let needed = berth.saturating_sub(player.tugboats());
    (0..3u8)
        .filter(|&dock| {
            player.docks[usize::from(dock)].is_none() && player.berth(usize::from(dock)) >= needed
        })
        .collect()
}

/// A Ship won by a seat: its decision if some dock fits (true), else it sails on.
fn offer_ship(state: &mut BremerhavenState, space: u8, seat: u8, events: &mut Vec<E>) -> bool {
    const _: RuleId = rule::SEA_BOARD;
    let index = usize::from(space).saturating_sub(1);
    let Some(berth) = state
        .sea
        .get(index)
        .and_then(Option::as_ref)
        .map(|s| s.berth)
    else {
        return false;
    };
    if fitting_docks(state, seat, berth).is_empty() {
        if let Some(ship) = state.sea.get_mut(index).and_then(Option::take) {
            events.push(E::ShipSailedOn {
                seat,
                ship: ship.id,
            });
        }
        return false;
    }
    state.phase = Phase::Dock { space, seat };
    true
}

/// A Contract won by a seat: its decision if a loading dock is free (true), else it is
/// discarded and its penalty paid.
fn offer_contract(state: &mut BremerhavenState, space: u8, seat: u8, events: &mut Vec<E>) -> bool {
    const _: RuleId = rule::LAND_BOARD;
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
        let penalty = contract.penalty;
        events.push(E::ContractRefused {
            seat,
            contract: contract.id,
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

pub fn candidates(state: &BremerhavenState, seat: u8, out: &mut Vec<A>) {
    match state.phase {
        Phase::Permits { joined: false, .. } => {
            out.extend([A::PayDifference, A::Decline, A::BuyPermit]);
        }
        Phase::Grow { .. } => {
            out.extend([A::PayDifference, A::Decline]);
        }
        Phase::Permits { joined: true, .. } => {
            out.extend((0..4).map(|wall| A::PlaceBollard { wall }));
            out.extend((0..6).map(|cover| A::ClearCover { cover }));
            let unbuilt = state
                .players
                .get(usize::from(seat))
                .map_or(0, |player| player.unbuilt.len());
            out.extend(
                (0..u8::try_from(unbuilt).unwrap_or(0)).map(|building| A::Build { building }),
            );
            out.extend([A::BuyPermit, A::EndPermits]);
        }
        Phase::Prices { .. } => {
            let prices = u8::try_from(state.prices.len()).unwrap_or(0);
            out.extend((0..prices).map(|price| A::PutPriceOnTop { price }));
            if state.deck_source == DeckSource::Table {
                out.push(A::TakePriceCard);
            }
        }
        Phase::Career { .. } => {
            let rungs = u8::try_from(state.ranks.len()).unwrap_or(0);
            out.extend((0..rungs.saturating_sub(1)).map(|upper| A::SwapRanks { upper }));
            out.push(A::KeepRanks);
        }
        Phase::Dock { space, .. } => {
            let berth = ship_on(state, space).map_or(0, |ship| ship.berth);
            let goods: Vec<_> = match ship_on(state, space).map(|ship| ship.cargo.good()) {
                Some(Some(good)) => vec![good],
                _ => super::super::deck::Good::ALL.to_vec(),
            };
            for dock in fitting_docks(state, seat, berth) {
                out.extend(goods.iter().map(|&good| A::Dock { dock, good }));
            }
        }
        Phase::Load { .. } => out.extend((0..4).map(|loading_dock| A::Load { loading_dock })),
        _ => {}
    }
}

fn ship_on(state: &BremerhavenState, space: u8) -> Option<&super::super::deck::ShipCard> {
    usize::from(space)
        .checked_sub(1)
        .and_then(|index| state.sea.get(index))
        .and_then(Option::as_ref)
}

pub fn check(state: &BremerhavenState, seat: u8, action: &A) -> Result<(), BremerhavenRefusal> {
    let Some(player) = state.players.get(usize::from(seat)) else {
        return Err(wrong(shared::ROUND_STRUCTURE, Why::NotASeat { seat }));
    };
    match (state.phase, *action) {
        (Phase::Permits { joined: false, .. }, A::PayDifference) => {
            let (_, due) = difference(state, BidSpace::BuildingPermit, seat);
            afford(player.money, due, rule::SHARED_SPACES)
        }
        (Phase::Grow { .. }, A::PayDifference) => {
            let (_, due) = difference(state, BidSpace::GrowInfluence, seat);
            afford(player.money, due, rule::SHARED_SPACES)
        }
        (Phase::Permits { joined: false, .. } | Phase::Grow { .. }, A::Decline) => Ok(()),
        // Rule extra-permits: a bidder may skip the difference and buy at the full price.
        (Phase::Permits { joined: false, .. }, A::BuyPermit) => {
            let (highest, _) = difference(state, BidSpace::BuildingPermit, seat);
            afford(player.money, highest, rule::EXTRA_PERMITS)
        }
        (Phase::Permits { joined: false, .. } | Phase::Grow { .. }, _) => {
            Err(wrong(rule::SHARED_SPACES, Why::PayOrDecline))
        }
        (Phase::Permits { permits, .. }, A::PlaceBollard { wall }) => {
            has_permit(permits)?;
            let Some(cost) = player.bollard_cost(&state.board.harbor, usize::from(wall)) else {
                return Err(refuse(
                    Code::WallFull,
                    rule::PERMIT_BOLLARD,
                    Why::WallFull { wall },
                ));
            };
            afford(player.money, u32::from(cost), rule::PERMIT_BOLLARD)
        }
        (Phase::Permits { permits, .. }, A::ClearCover { cover }) => {
            has_permit(permits)?;
            let Some(cost) = player.covers.get(usize::from(cover)).copied().flatten() else {
                return Err(refuse(
                    Code::NoCover,
                    rule::PERMIT_COVER,
                    Why::NoCover { cover },
                ));
            };
            afford(player.money, u32::from(cost), rule::PERMIT_COVER)
        }
        (Phase::Permits { permits, .. }, A::Build { building }) => {
            has_permit(permits)?;
            if usize::from(building) >= player.unbuilt.len() {
                return Err(refuse(
                    Code::NotWon,
                    rule::PERMIT_BUILD,
                    Why::NotWon { building },
                ));
            }
            if !player.has_empty_space() {
                return Err(refuse(
                    Code::NoEmptySpace,
                    rule::PERMIT_BUILD,
                    Why::NoEmptySpace,
                ));
            }
            Ok(())
        }
        (Phase::Permits { .. }, A::BuyPermit) => {
            let (highest, _) = difference(state, BidSpace::BuildingPermit, seat);
            afford(player.money, highest, rule::EXTRA_PERMITS)
        }
        (Phase::Permits { .. }, A::EndPermits) => Ok(()),
        (Phase::Permits { .. }, _) => Err(wrong(rule::BUILDING_PERMIT, Why::UsePermits)),
        (Phase::Prices { .. }, A::PutPriceOnTop { price }) => {
            if usize::from(price) < state.prices.len() {
                Ok(())
            } else {
                Err(refuse(
                    Code::NoSuchCard,
                    rule::PRICE_CARDS,
                    Why::NoPriceCard { price },
                ))
            }
        }
        (Phase::Prices { .. }, A::TakePriceCard) if state.deck_source == DeckSource::Table => {
            Ok(())
        }
        (Phase::Prices { .. }, _) => Err(wrong(rule::PRICE_CARDS, Why::ChoosePrices)),
        (Phase::Career { .. }, A::KeepRanks) => Ok(()),
        (Phase::Career { .. }, A::SwapRanks { upper }) => {
            if usize::from(upper).saturating_add(1) < state.ranks.len() {
                Ok(())
            } else {
                Err(refuse(
                    Code::NoSuchRung,
                    rule::CAREER_LADDER,
                    Why::NoSuchRung { upper },
                ))
            }
        }
        (Phase::Career { .. }, _) => Err(wrong(rule::CAREER_LADDER, Why::SwapOrKeep)),
        (Phase::Dock { space, .. }, A::Dock { dock, good }) => {
            let Some(ship) = ship_on(state, space) else {
                return Err(wrong(rule::DOCK_SHIP, Why::DockTheShip));
            };
            if ship.cargo.good().is_some_and(|printed| printed != good) {
                return Err(refuse(
                    Code::WrongGood,
                    rule::SHIP_CARGO,
                    Why::CargoIs(ship.cargo),
                ));
            }
            if fitting_docks(state, seat, ship.berth).contains(&dock) {
                Ok(())
            } else {
                Err(refuse(
                    Code::DockUnfit,
                    rule::BERTH_SIZE,
                    Why::DockUnfit {
                        dock,
                        berth: ship.berth,
                    },
                ))
            }
        }
        (Phase::Dock { .. }, _) => Err(wrong(rule::DOCK_SHIP, Why::DockTheShip)),
        (Phase::Load { .. }, A::Load { loading_dock }) => {
            match player.loading_docks.get(usize::from(loading_dock)) {
                Some(None) => Ok(()),
                _ => Err(refuse(
                    Code::LoadingDockTaken,
                    rule::PLACE_CONTRACT,
                    Why::LoadingDockTaken { loading_dock },
                )),
            }
        }
        (Phase::Load { .. }, _) => Err(wrong(rule::PLACE_CONTRACT, Why::PlaceTheContract)),
        _ => Err(wrong(shared::ROUND_STRUCTURE, Why::NotNow)),
    }
}

fn has_permit(permits: u8) -> Result<(), BremerhavenRefusal> {
    if permits > 0 {
        Ok(())
    } else {
        Err(refuse(Code::NoPermit, rule::EXTRA_PERMITS, Why::NoPermit))
    }
}

fn afford(funds: u32, cost: u32, rule: RuleId) -> Result<(), BremerhavenRefusal> {
    if funds >= cost {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotAfford,
            rule,
            Why::CannotAfford { cost, funds },
        ))
    }
}

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
                        building: card.id.clone(),
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
                events.push(E::ContractPlaced {
                    seat,
                    contract: contract.id.clone(),
                    loading_dock,
                });
                if let Some(slot) = state
                    .players
                    .get_mut(usize::from(seat))
                    .and_then(|player| player.loading_docks.get_mut(usize::from(loading_dock)))
                {
                    *slot = Some(LoadedContract {
                        time: contract.delivery_time,
                        delivered: vec![None; contract.goods.len()],
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

/// 2.x: the Ship docks with its time markers and cargo; the Lighthouse pays for it (ruling
/// BH-37).
fn dock_ship(
    state: &mut BremerhavenState,
    seat: u8,
    space: u8,
    dock: u8,
    good: super::super::deck::Good,
    events: &mut Vec<E>,
) {
    let index = usize::from(space).saturating_sub(1);
    let Some(ship) = state.sea.get_mut(index).and_then(Option::take) else {
        return;
    };
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    events.push(E::ShipDocked {
        seat,
        ship: ship.id.clone(),
        dock,
        good,
    });
    let bonus = player.ability_money(|ability| match ability {
        Ability::ShipBonus { money } => Some(money),
        _ => None,
    });
    player.money = player.money.saturating_add(bonus);
    if bonus > 0 {
        events.push(E::MoneyTaken {
            seat,
            money: bonus,
            rule: rule::BUILDING_SHIP_BONUS.as_str(),
        });
    }
    if let Some(slot) = player.docks.get_mut(usize::from(dock)) {
        *slot = Some(super::state::DockedShip {
            time: ship.lay_time,
            cargo: ship.cargo_count,
            good,
            ship,
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

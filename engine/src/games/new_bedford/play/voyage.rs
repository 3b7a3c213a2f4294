//! The movement phase: ships sail one space toward shore; a ship reaching Return is
//! unloaded whale by whale (keep for the lay, or sell for half), then the whales it sold
//! are offered clockwise to the other players at full lay.

use crate::core::scoring::Seat;

use super::super::rules::rule;
use super::actions::{NewBedfordAction as A, NewBedfordEvent};
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{gain, NewBedfordState, ShipLocation, ShipRef, WhaleKind, WhaleSale, Whales};
use super::town;

/// Rule [`rule::MOVEMENT_PHASE`]: moves every ship at sea one space in; returns the ships that reached Return, in the
/// order they resolve: ships the Captain's House sent there first, in the order sent, and
/// then those from space 1 by arrival rank (ruling NB-35). The Captain's House ships then
/// wait on the dock, the others at home.
pub fn sail(state: &mut NewBedfordState) -> Vec<ShipRef> {
    let mut returning: Vec<(bool, u8, ShipRef)> = Vec::new();
    let ships: Vec<ShipRef> = state.all_ships().collect();
    for ship in ships {
        match state.ship(ship).location {
            ShipLocation::Return { rank, prepared } => {
                returning.push((false, rank, ship));
                state.ship_mut(ship).location = if prepared {
                    ShipLocation::Dock
                } else {
                    ShipLocation::Home
                };
            }
            ShipLocation::Sea { space: 1, rank } => {
                returning.push((true, rank, ship));
                state.ship_mut(ship).location = ShipLocation::Home;
            }
            ShipLocation::Sea { space, rank } => {
                state.ship_mut(ship).location = ShipLocation::Sea {
                    space: space - 1,
                    rank,
                };
            }
            ShipLocation::Home | ShipLocation::Dock | ShipLocation::Bottle => {}
        }
    }
    returning.sort_unstable_by_key(|&(from_track, rank, _)| (from_track, rank));
    returning.into_iter().map(|(_, _, ship)| ship).collect()
}

/// Each whale is its own decision (ruling NB-14), so sale money can pay the next lay.
pub fn unload_candidates(
    state: &NewBedfordState,
    ship: ShipRef,
    final_voyage: bool,
    actions: &mut Vec<A>,
) {
    let cargo = state.ship(ship).cargo;
    let refinery = town::refinery_open(state, ship, final_voyage);
    for whale in WhaleKind::ALL {
        if cargo.get(whale) > 0 {
            actions.push(A::KeepWhale { whale });
            actions.push(A::SellWhale { whale });
            if refinery {
                actions.push(A::RefineWhale { whale });
            }
        }
    }
    if cargo.right > 0 && state.player(ship.seat).free_right_whales > 0 {
        actions.push(A::KeepRightWhaleFree);
    }
}

pub fn check_unload(
    state: &NewBedfordState,
    ship: ShipRef,
    final_voyage: bool,
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    let cargo = state.ship(ship).cargo;
    let carried = |whale: WhaleKind| {
        if cargo.get(whale) > 0 {
            Ok(())
        } else {
            Err(refuse(
                Code::NotOnShip,
                rule::MOVEMENT_RETURN,
                Why::NotCarried(whale),
            ))
        }
    };
    match *action {
        A::KeepWhale { whale } => {
            carried(whale)?;
            if state.player(ship.seat).money < whale.lay() {
                return Err(refuse(
                    Code::CannotAfford,
                    rule::MOVEMENT_RETURN,
                    Why::KeepCost(whale),
                ));
            }
            Ok(())
        }
        A::SellWhale { whale } => carried(whale),
        A::RefineWhale { whale } => {
            carried(whale)?;
            if !town::refinery_open(state, ship, final_voyage) {
                return Err(refuse(
                    Code::CannotPerform,
                    rule::BUILDING_REFINERY,
                    Why::RefineryNotOpen,
                ));
            }
            Ok(())
        }
        A::KeepRightWhaleFree => {
            carried(WhaleKind::Right)?;
            if state.player(ship.seat).free_right_whales == 0 {
                return Err(refuse(
                    Code::NoFreeWhales,
                    rule::BUILDING_TRYWORKS,
                    Why::NoFreeRightWhales,
                ));
            }
            Ok(())
        }
        _ => Err(refuse(
            Code::WrongPhase,
            rule::MOVEMENT_RETURN,
            Why::KeepOrSell,
        )),
    }
}

/// Keeps or sells one whale; sold whales are added to `sold`.
pub fn unload(
    state: &mut NewBedfordState,
    ship: ShipRef,
    action: &A,
    sold: &mut Whales,
    events: &mut Vec<NewBedfordEvent>,
) {
    let seat = ship.seat;
    let (whale, outcome) = match *action {
        A::RefineWhale { whale } => {
            town::refine_from_ship(state, ship, whale, events);
            return;
        }
        A::KeepWhale { whale } => (whale, Unload::Paid),
        A::KeepRightWhaleFree => (WhaleKind::Right, Unload::Free),
        A::SellWhale { whale } => (whale, Unload::Sold),
        _ => return,
    };
    *state.ship_mut(ship).cargo.slot(whale) -= 1;
    let player = state.player_mut(seat);
    match outcome {
        Unload::Paid => {
            player.money -= whale.lay();
            *player.whales.slot(whale) += 1;
        }
        Unload::Free => {
            player.free_right_whales -= 1;
            *player.whales.slot(whale) += 1;
        }
        Unload::Sold => {
            gain(&mut player.money, whale.lay() / 2);
            *sold.slot(whale) += 1;
        }
    }
}

enum Unload {
    Paid,
    Free,
    Sold,
}

fn affordable(state: &NewBedfordState, seat: Seat, tokens: Whales) -> bool {
    WhaleKind::ALL
        .iter()
        .any(|&whale| tokens.get(whale) > 0 && state.player(seat).money >= whale.lay())
}

pub fn sale_candidates(sale: &WhaleSale, actions: &mut Vec<A>) {
    actions.extend(
        WhaleKind::ALL
            .iter()
            .filter(|&&whale| sale.tokens.get(whale) > 0)
            .map(|&whale| A::BuyWhale { whale }),
    );
    actions.push(A::PassWhale);
}

pub fn check_sale(
    state: &NewBedfordState,
    sale: &WhaleSale,
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    match *action {
        A::BuyWhale { whale } if sale.tokens.get(whale) == 0 => Err(refuse(
            Code::NotForSale,
            rule::MOVEMENT_WHALE_SALE,
            Why::NotForSale(whale),
        )),
        A::BuyWhale { whale } if state.player(sale.buyer).money < whale.lay() => Err(refuse(
            Code::CannotAfford,
            rule::MOVEMENT_WHALE_SALE,
            Why::BuyCost(whale),
        )),
        A::BuyWhale { .. } | A::PassWhale => Ok(()),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::MOVEMENT_WHALE_SALE,
            Why::BuyOrPass,
        )),
    }
}

/// One buyer's turn. Returns the sale if it goes on (ruling NB-13: it ends once every other
/// player has passed in a row); players who can afford nothing pass without being asked.
pub fn trade(
    state: &mut NewBedfordState,
    mut sale: WhaleSale,
    action: &A,
    events: &mut Vec<NewBedfordEvent>,
) -> Option<WhaleSale> {
    match *action {
        A::BuyWhale { whale } => {
            let buyer = state.player_mut(sale.buyer);
            buyer.money -= whale.lay();
            *buyer.whales.slot(whale) += 1;
            *sale.tokens.slot(whale) -= 1;
            sale.passes = 0;
        }
        _ => sale.passes += 1,
    }
    let others = state.seats().saturating_sub(1);
    loop {
        if sale.tokens.total() == 0 {
            return None;
        }
        if sale.passes >= others {
            let tokens = sale.tokens;
            state.removed.right += tokens.right;
            state.removed.bowhead += tokens.bowhead;
            state.removed.sperm += tokens.sperm;
            events.push(NewBedfordEvent::WhalesRemoved { whales: tokens });
            return None;
        }
        sale.buyer = state.seat_after(sale.buyer, 1);
        if sale.buyer == sale.seller {
            sale.buyer = state.seat_after(sale.buyer, 1);
        }
        if affordable(state, sale.buyer, sale.tokens) {
            return Some(sale);
        }
        sale.passes += 1;
    }
}

/// Opens the sale of `sold` whales with the seller's left-hand neighbour.
pub fn open_sale(
    state: &mut NewBedfordState,
    seller: Seat,
    sold: Whales,
    events: &mut Vec<NewBedfordEvent>,
) -> Option<WhaleSale> {
    if sold.total() == 0 {
        return None;
    }
    let sale = WhaleSale {
        seller,
        tokens: sold,
        buyer: state.seat_after(seller, 1),
        passes: 0,
    };
    if affordable(state, sale.buyer, sold) {
        return Some(sale);
    }
    // A first buyer who can afford nothing has passed.
    trade(state, sale, &A::PassWhale, events)
}

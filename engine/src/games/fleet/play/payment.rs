//! Paying for a license or a launch: the Shrimp discount comes off first, then the payer puts
//! down boat cards (at their cash value) and processed crates ($1) one at a time until the
//! rest is covered. No change is given, and a payment ends the moment it is covered (ruling
//! FL-11). Bids and launches are refused unless the payer can cover them, so a payment under
//! way can always be finished.

use super::super::components::BoatType;
use super::super::rules::rule;
use super::actions::{FleetAction as A, FleetEvent};
use super::auction;
use super::refusal::{refuse, wrong, FleetRefusal, FleetRefusalCode as Code, Why};
use super::state::{FleetState, Payment, Purchase};

pub fn candidates(state: &FleetState, payment: Payment, out: &mut Vec<A>) {
    let player = state.player(payment.seat);
    out.extend(player.hand().types().map(|boat| A::Pay { boat }));
    if player.processed > 0 {
        out.push(A::PayCrate);
    }
}

pub fn check(state: &FleetState, payment: Payment, action: &A) -> Result<(), FleetRefusal> {
    let player = state.player(payment.seat);
    match *action {
        A::Pay { boat } if player.hand().get(boat) > 0 => Ok(()),
        A::Pay { boat } => Err(refuse(Code::NotInHand, rule::PAYMENT, Why::NotInHand(boat))),
        A::PayCrate if player.processed > 0 => Ok(()),
        A::PayCrate => Err(refuse(
            Code::NoProcessedCrate,
            rule::PAYMENT,
            Why::NoProcessedCrate,
        )),
        _ => Err(wrong(
            rule::PAYMENT,
            Why::PayFirst {
                due: payment.due.saturating_sub(payment.paid),
            },
        )),
    }
}

pub fn execute(state: &mut FleetState, payment: Payment, action: &A, events: &mut Vec<FleetEvent>) {
    let seat = payment.seat;
    let (boat, dollars) = match *action {
        A::Pay { boat } => (Some(boat), boat.card().cash_value),
        A::PayCrate => (None, 1),
        _ => return,
    };
    let player = state.player_mut(seat);
    match boat {
        Some(boat) => {
            if let Some(secret) = &mut player.secret {
                secret.hand.take(boat);
            }
            player.hand_size = player.hand_size.saturating_sub(1);
            discard(state, boat);
        }
        None => {
            player.processed = player.processed.saturating_sub(1);
            state.crates.spent = state.crates.spent.saturating_add(1);
        }
    }
    events.push(FleetEvent::Paid {
        seat,
        boat,
        dollars,
    });
    let paid = payment.paid.saturating_add(dollars);
    let next = Payment { paid, ..payment };
    if paid >= payment.due {
        state.payment = None;
        complete(state, next, events);
    } else {
        state.payment = Some(next);
    }
}

/// A card onto the discard pile.
pub fn discard(state: &mut FleetState, boat: BoatType) {
    if let Some(piles) = &mut state.piles {
        piles.discards.put(boat);
    }
    state.discard_size = state.discard_size.saturating_add(1);
}

/// Opens a payment; one the discount covers completes at once.
pub fn start(state: &mut FleetState, payment: Payment, events: &mut Vec<FleetEvent>) {
    if payment.due == 0 {
        complete(state, payment, events);
    } else {
        state.payment = Some(payment);
    }
}

fn complete(state: &mut FleetState, payment: Payment, events: &mut Vec<FleetEvent>) {
    match payment.purchase {
        Purchase::License { license } => {
            auction::bought(state, payment.seat, license, payment.paid, events)
        }
        Purchase::Launch { boat } => {
            events.push(FleetEvent::BoatPaid {
                seat: payment.seat,
                boat,
                paid: payment.paid,
            });
        }
    }
}

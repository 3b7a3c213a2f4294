//! Phase 1, the license auction: the opener offers a license and names the opening bid, or
//! drops out of the phase; bids go clockwise until one bidder is left; a winner pays and is
//! out of the phase; then the auction is refilled, or replaced when nobody bought.

use super::super::rules::rule;
use super::actions::{FleetAction as A, FleetEvent};
use super::payment;
use super::refusal::{refuse, wrong, FleetRefusal, FleetRefusalCode as Code, Why};
use super::state::{Deal, FleetState, License, Lot, Payment, Phase, Purchase};

fn bit(seat: u8) -> u8 {
    1u8.checked_shl(u32::from(seat)).unwrap_or(0)
}

fn everyone(state: &FleetState) -> u8 {
    bit(state.seats()).wrapping_sub(1)
}

/// The lowest bid `seat` may name on the lot: the license's minimum to open, one more than the
/// high bid after.
fn lowest_bid(lot: &Lot) -> u32 {
    if lot.bid == 0 {
        u32::from(lot.license.card().min_cost)
    } else {
        u32::from(lot.bid) + 1
    }
}

fn affordable(state: &FleetState, seat: u8, license: License) -> bool {
    state.player(seat).funds(None) >= u32::from(license.card().min_cost)
}

pub fn candidates(state: &FleetState, lot: Option<Lot>, opener: u8, out: &mut Vec<A>) {
    match lot {
        None => {
            let mut offered: Vec<License> = Vec::with_capacity(4);
            for &license in &state.auction {
                if !offered.contains(&license) && affordable(state, opener, license) {
                    offered.push(license);
                    out.push(A::Offer { license });
                }
            }
            out.push(A::DropOut);
        }
        Some(lot) => {
            if lot.bid != 0 {
                out.push(A::Pass);
            }
            let funds = state.player(lot.turn).funds(None).min(u32::from(u8::MAX));
            for amount in lowest_bid(&lot)..=funds {
                if let Ok(amount) = u8::try_from(amount) {
                    out.push(A::Bid { amount });
                }
            }
        }
    }
}

pub fn check(
    state: &FleetState,
    lot: Option<Lot>,
    opener: u8,
    action: &A,
) -> Result<(), FleetRefusal> {
    match (lot, *action) {
        (None, A::DropOut) => Ok(()),
        (None, A::Offer { license }) => {
            if !state.auction.contains(&license) {
                return Err(refuse(
                    Code::NotInAuction,
                    rule::AUCTION_OPENING,
                    Why::NotInAuction(license),
                ));
            }
            let funds = state.player(opener).funds(None);
            if funds < u32::from(license.card().min_cost) {
                return Err(refuse(
                    Code::CannotAfford,
                    rule::AUCTION_OPENING,
                    Why::OfferAboveFunds { license, funds },
                ));
            }
            Ok(())
        }
        (None, _) => Err(wrong(rule::AUCTION_OPENING, Why::OfferOrDropOut)),
        (Some(lot), A::Bid { amount }) => {
            let minimum = lowest_bid(&lot);
            if u32::from(amount) < minimum {
                return Err(refuse(
                    Code::BidTooLow,
                    rule::AUCTION_BIDDING,
                    Why::MinimumBid {
                        minimum: u8::try_from(minimum).unwrap_or(u8::MAX),
                    },
                ));
            }
            let funds = state.player(lot.turn).funds(None);
            if u32::from(amount) > funds {
                return Err(refuse(
                    Code::CannotAfford,
                    rule::AUCTION_BIDDING,
                    Why::AboveFunds { funds },
                ));
            }
            Ok(())
        }
        (Some(lot), A::Pass) if lot.bid != 0 => Ok(()),
        (Some(_), A::Pass) => Err(refuse(
            Code::OpeningBidDue,
            rule::AUCTION_OPENING,
            Why::OpeningBidDue,
        )),
        (Some(lot), _) if lot.bid == 0 => Err(refuse(
            Code::OpeningBidDue,
            rule::AUCTION_OPENING,
            Why::OpeningBidDue,
        )),
        (Some(_), _) => Err(wrong(rule::AUCTION_BIDDING, Why::BidOrPass)),
    }
}

pub fn execute(state: &mut FleetState, action: &A, events: &mut Vec<FleetEvent>) {
    let Phase::Auction {
        opener, out, lot, ..
    } = &mut state.phase
    else {
        return;
    };
    let opener = *opener;
    match *action {
        A::DropOut => {
            *out |= bit(opener);
            events.push(FleetEvent::DroppedOut { seat: opener });
        }
        A::Offer { license } => {
            *lot = Some(Lot {
                license,
                bid: 0,
                leader: opener,
                turn: opener,
                passed: 0,
            });
            events.push(FleetEvent::Offered {
                seat: opener,
                license,
            });
        }
        A::Bid { amount } => {
            if let Some(lot) = lot {
                lot.bid = amount;
                lot.leader = lot.turn;
                events.push(FleetEvent::Bid {
                    seat: lot.turn,
                    amount,
                });
            }
            pass_turn(state);
        }
        A::Pass => {
            if let Some(lot) = lot {
                lot.passed |= bit(lot.turn);
                events.push(FleetEvent::Passed { seat: lot.turn });
            }
            pass_turn(state);
        }
        _ => {}
    }
}

/// The turn to bid moves clockwise to the next seat still bidding; back at the leader, the
/// leader has won.
fn pass_turn(state: &mut FleetState) {
    let seats = state.seats();
    let Phase::Auction {
        out,
        lot: Some(lot),
        ..
    } = &mut state.phase
    else {
        return;
    };
    let mut seat = lot.turn;
    for _ in 0..seats {
        seat = (seat + 1) % seats.max(1);
        if seat == lot.leader || (*out | lot.passed) & bit(seat) == 0 {
            break;
        }
    }
    lot.turn = seat;
}

/// Moves the auction on where nobody has a choice. Returns false when a seat must decide.
/// A seat that cannot afford to open or to raise still decides: its only legal action is
/// then to drop out or to pass, which it takes itself, so that nothing public (who is to act,
/// the events) tells its funds apart from a choice (ruling FL-12).
pub fn step(state: &mut FleetState, events: &mut Vec<FleetEvent>) -> bool {
    let Phase::Auction {
        opener,
        out,
        bought,
        lot,
    } = state.phase
    else {
        return false;
    };
    if out == everyone(state) {
        refresh(state, bought, events);
        return true;
    }
    match lot {
        None if out & bit(opener) != 0 => {
            set_opener(state, next_in(state, opener, out));
            true
        }
        Some(lot) if lot.bid != 0 && lot.turn == lot.leader => {
            won(state, lot, events);
            true
        }
        None | Some(_) => false,
    }
}

/// The first seat clockwise after `seat` that is still in the auction phase.
fn next_in(state: &FleetState, seat: u8, out: u8) -> u8 {
    let seats = state.seats().max(1);
    let mut next = seat;
    for _ in 0..seats {
        next = (next + 1) % seats;
        if out & bit(next) == 0 {
            break;
        }
    }
    next
}

fn set_opener(state: &mut FleetState, seat: u8) {
    if let Phase::Auction { opener, .. } = &mut state.phase {
        *opener = seat;
    }
}

/// The last bidder standing buys at the high bid, less the Shrimp discount.
fn won(state: &mut FleetState, lot: Lot, events: &mut Vec<FleetEvent>) {
    events.push(FleetEvent::Won {
        seat: lot.leader,
        license: lot.license,
        price: lot.bid,
    });
    let discount = state.player(lot.leader).discount();
    payment::start(
        state,
        Payment {
            seat: lot.leader,
            purchase: Purchase::License {
                license: lot.license,
            },
            due: lot.bid.saturating_sub(discount),
            paid: 0,
        },
        events,
    );
}

/// A license paid for: it is the winner's; the winner is out of this phase, and the next
/// auction is opened by the next seat if the opener won, else by the opener again (ruling
/// FL-12).
pub fn bought(
    state: &mut FleetState,
    seat: u8,
    license: License,
    paid: u8,
    events: &mut Vec<FleetEvent>,
) {
    if let Some(index) = state.auction.iter().position(|&l| l == license) {
        state.auction.remove(index);
    }
    state.player_mut(seat).licenses.push(license);
    events.push(FleetEvent::LicenseBought {
        seat,
        license,
        paid,
    });
    let Phase::Auction {
        opener,
        out,
        bought,
        lot,
    } = &mut state.phase
    else {
        return;
    };
    *out |= bit(seat);
    *bought = true;
    *lot = None;
    let (opener_now, out_now) = (*opener, *out);
    if seat == opener_now {
        set_opener(state, next_in(state, opener_now, out_now));
    }
}

/// The end of the auction phase (`rule::AUCTION_REFRESH`): a row nobody bought from leaves the
/// game; the auction is refilled to one license per player, and a deck that cannot refill it
/// makes this round the last.
fn refresh(state: &mut FleetState, bought: bool, events: &mut Vec<FleetEvent>) {
    if !bought && !state.auction.is_empty() {
        let licenses = std::mem::take(&mut state.auction);
        state.removed.extend(&licenses);
        events.push(FleetEvent::AuctionRemoved { licenses });
    }
    let need = usize::from(state.seats()).saturating_sub(state.auction.len());
    let available = usize::try_from(state.deck_size()).unwrap_or(usize::MAX);
    if available < need && !state.last_round {
        state.last_round = true;
        events.push(FleetEvent::LastRound);
    }
    let count = u8::try_from(need.min(available)).unwrap_or(0);
    if count > 0 {
        state.dealing.push(Deal::Licenses { count });
    }
    state.phase = Phase::Launch {
        seat: state.start_player,
        launched: 0,
    };
}

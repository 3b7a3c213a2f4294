//! A seat whose time ran out in a match that passes for it (ruling FL-21) takes the mildest
//! legal choice the moment offers: out of this license's bidding, out of the auction for the
//! round, no more launches, no more hiring, no more processing. Elsewhere (offering a license,
//! paying, keeping a drawn card) there is no such choice, and a stand-in bot moves instead.

use crate::core::play::{Actor, Rules};
use crate::core::scoring::Seat;

use super::actions::FleetAction as A;
use super::{FleetRules, FleetState};

/// The mildest of `seat`'s legal actions, if one of them only declines.
pub fn pass(rules: &FleetRules, state: &FleetState, seat: Seat) -> Option<A> {
    rules
        .legal_actions(state, Actor::Seat(seat))
        .into_iter()
        .filter_map(|action| mildness(&action).map(|rank| (rank, action)))
        .min_by_key(|(rank, _)| *rank)
        .map(|(_, action)| action)
}

/// How little an action does, lowest first; `None` for an action that is not a way to decline.
fn mildness(action: &A) -> Option<u8> {
    match action {
        A::Pass => Some(0),
        A::DropOut => Some(1),
        A::EndLaunches => Some(2),
        A::EndHiring => Some(3),
        A::EndProcessing => Some(4),
        _ => None,
    }
}

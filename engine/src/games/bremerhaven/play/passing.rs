//! A seat whose time ran out in a match that passes for it (ruling BH-47) takes the mildest
//! legal choice the moment offers: not paying the difference, no more permits, the ranks as
//! they are, the end of its harbor phase. Elsewhere (a bid, docking a won Ship) there is no
//! such choice, and a stand-in bot moves instead.

use crate::core::play::{Actor, Rules};
use crate::core::scoring::Seat;

use super::actions::BremerhavenAction as A;
use super::{BremerhavenRules, BremerhavenState};

/// The mildest of `seat`'s legal actions, if one of them only declines.
pub fn pass(rules: &BremerhavenRules, state: &BremerhavenState, seat: Seat) -> Option<A> {
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
        A::Decline => Some(0),
        A::EndPermits => Some(1),
        A::KeepRanks => Some(2),
        A::FinishHarbor => Some(3),
        _ => None,
    }
}

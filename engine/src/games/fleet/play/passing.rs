//! A seat whose time ran out in a match that passes for it (ruling FL-21) takes the mildest
//! legal choice the moment offers: out of this license's bidding, out of the auction for the
//! round, no more launches, no more hiring, no more processing. Elsewhere (offering a license,
//! paying, keeping a drawn card) there is no such choice, and a stand-in bot moves instead.

use super::actions::FleetAction as A;

/// How little an action does, lowest first; `None` for an action that is not a way to decline.
pub fn mildness(action: &A) -> Option<u8> {
    match action {
        A::Pass => Some(0),
        A::DropOut => Some(1),
        A::EndLaunches => Some(2),
        A::EndHiring => Some(3),
        A::EndProcessing => Some(4),
        _ => None,
    }
}

//! A seat whose time ran out in a match that passes for it (ruling BH-47) takes the mildest
//! legal choice the moment offers: not paying the difference, no more permits, the ranks as
//! they are, the end of its harbor phase. Elsewhere (a bid, docking a won Ship) there is no
//! such choice, and a stand-in bot moves instead.

use super::actions::BremerhavenAction as A;

/// How little an action does, lowest first; `None` for an action that is not a way to decline.
pub fn mildness(action: &A) -> Option<u8> {
    match action {
        A::Decline => Some(0),
        A::EndPermits => Some(1),
        A::KeepRanks => Some(2),
        A::FinishHarbor => Some(3),
        _ => None,
    }
}

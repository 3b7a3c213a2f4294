//! What the gathering of players refuses: claiming, resigning, playing again, taking back, and
//! acting while play waits. Each is a problem document with its own code.

use actix_web::http::StatusCode;
use quarterdeck_engine::Violation;
use thiserror::Error;

use crate::problem::Problem;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SeatingRefusal {
    #[error("the match waits for seats {} to be claimed; no action is accepted until every seat is taken", seats(.0))]
    Waiting(Vec<u8>),
    #[error("this invite opens no seat of this match (a wrong code, or one revoked); ask whoever invited you for a new link")]
    InvalidInvite,
    #[error(
        "this invite has been used: its seat is taken; ask whoever invited you for another seat"
    )]
    InviteUsed,
    #[error("seat {0} is not open: invites are only for seats nobody holds")]
    SeatNotOpen(u8),
    #[error("seat {0} resigned; it acts no more")]
    Resigned(u8),
    #[error("the match is over")]
    MatchOver,
    #[error("only a seat's token may do that, not the owner's")]
    SeatOnly,
    #[error("a take-back asked for by seat {0} waits for answers: answer it (POST …/take-back/answer) before anything else is played")]
    TakeBackPending(u8),
    #[error("no take-back waits for this seat's answer")]
    NoTakeBack,
    #[error("no take-back is possible: {0}")]
    TakeBackUnavailable(String),
    #[error("the match is not over: a rematch follows a finished match")]
    NotOver,
    #[error("the match cannot be seated this way")]
    InvalidSeating(Vec<Violation>),
    #[error("the name cannot be used")]
    InvalidName(Vec<Violation>),
}

fn seats(list: &[u8]) -> String {
    let listed: Vec<String> = list.iter().map(u8::to_string).collect();
    listed.join(", ")
}

impl SeatingRefusal {
    pub fn problem(&self) -> Problem {
        let (status, code, title) = match self {
            Self::Waiting(_) => (StatusCode::CONFLICT, "match-waiting", "Seats still open"),
            Self::InvalidInvite => (StatusCode::FORBIDDEN, "invalid-invite", "Unknown invite"),
            Self::InviteUsed => (StatusCode::CONFLICT, "invite-used", "Invite already used"),
            Self::SeatNotOpen(_) => (StatusCode::CONFLICT, "seat-not-open", "Seat not open"),
            Self::Resigned(_) => (StatusCode::CONFLICT, "seat-resigned", "Seat resigned"),
            Self::MatchOver => (StatusCode::CONFLICT, "match-over", "The match is over"),
            Self::SeatOnly => (StatusCode::FORBIDDEN, "seat-only", "Seat token required"),
            Self::TakeBackPending(_) => (
                StatusCode::CONFLICT,
                "take-back-pending",
                "A take-back waits for answers",
            ),
            Self::NoTakeBack => (
                StatusCode::CONFLICT,
                "no-take-back",
                "No take-back to answer",
            ),
            Self::TakeBackUnavailable(_) => (
                StatusCode::CONFLICT,
                "take-back-unavailable",
                "No take-back possible",
            ),
            Self::NotOver => (
                StatusCode::CONFLICT,
                "match-not-over",
                "The match is not over",
            ),
            Self::InvalidName(violations) => {
                return Problem::of_violations(
                    "invalid-name",
                    "The name cannot be used",
                    violations,
                )
            }
            Self::InvalidSeating(violations) => {
                return Problem::of_violations(
                    "invalid-seating",
                    "The match cannot be seated this way",
                    violations,
                )
            }
        };
        Problem::new(status, code, title, self.to_string())
    }
}

//! Who sits where beyond the game's own state: seats still open for an invite, seats whose
//! player resigned, a take-back waiting for answers, and what a resignation does. Stored with
//! the match as JSON (`seating`), read with every record.

use quarterdeck_engine::Actor;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::bot_seats::MatchBot;
use crate::problem::ApiError;
use crate::store::{MatchRecord, MatchStatus};

/// What happens to a match when one of its players resigns.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OnResign {
    /// A bot takes the seat and the match goes on.
    #[default]
    Bot,
    /// The match ends, `abandoned`, the resigned seat ranked last.
    Abandon,
}

/// A take-back one seat asked for, waiting for the other players' answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingTakeBack {
    /// The seat that asked.
    pub by: u8,
    /// The version the match returns to if everyone accepts.
    pub to: i64,
    /// The seats that accepted so far.
    #[serde(default)]
    pub accepted: Vec<u8>,
}

/// The stored `seating` of a match (`{}` for a match stored before it existed).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    #[serde(default)]
    pub on_resign: OnResign,
    /// Seats no one has claimed yet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open: Vec<u8>,
    /// Seats whose player resigned, in the order they did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resigned: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take_back: Option<PendingTakeBack>,
    /// The match this one is the rematch of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<String>,
}

impl Seating {
    pub fn of(record: &MatchRecord) -> Result<Self, ApiError> {
        Ok(serde_json::from_str(&record.seating_json)?)
    }

    pub fn to_json(&self) -> Result<String, ApiError> {
        Ok(serde_json::to_string(self)?)
    }

    /// Play waits: for seats to be claimed, or for the answers to a take-back.
    pub fn paused(&self) -> bool {
        !self.open.is_empty() || self.take_back.is_some()
    }

    /// The seats a person plays now: neither open, nor a bot's, nor resigned.
    pub fn people(&self, players: u8, bots: &[MatchBot]) -> Vec<u8> {
        (0..players)
            .filter(|seat| {
                !self.open.contains(seat)
                    && !self.resigned.contains(seat)
                    && !bots.iter().any(|bot| bot.seat == *seat)
            })
            .collect()
    }

    /// The seats whose answer a pending take-back still waits for.
    pub fn waiting_for(&self, players: u8, bots: &[MatchBot]) -> Vec<u8> {
        let Some(pending) = &self.take_back else {
            return Vec::new();
        };
        self.people(players, bots)
            .into_iter()
            .filter(|seat| *seat != pending.by && !pending.accepted.contains(seat))
            .collect()
    }
}

/// A match's status as answers show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ShownStatus {
    /// Seats are still open: no action is accepted until every one is claimed.
    Waiting,
    Active,
    Finished,
    /// Ended when a player resigned (`on_resign: abandon`); that seat is ranked last.
    Abandoned,
}

impl ShownStatus {
    pub fn of(record: &MatchRecord, seating: &Seating) -> Self {
        match record.status {
            MatchStatus::Finished if record.abandoned => Self::Abandoned,
            MatchStatus::Finished => Self::Finished,
            MatchStatus::Active if !seating.open.is_empty() => Self::Waiting,
            MatchStatus::Active => Self::Active,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Waiting => "waiting",
            Self::Active => "active",
            Self::Finished => "finished",
            Self::Abandoned => "abandoned",
        }
    }
}

/// Who holds a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SeatHolder {
    /// A person, with the seat's token.
    Player,
    /// Nobody yet: the seat waits for its invite to be claimed.
    Open,
    /// One of the service's bots.
    Bot,
    /// Its player resigned; a bot plays it on if the match went on.
    Resigned,
}

/// One seat of a match, as views show it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SeatSummary {
    pub seat: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub holder: SeatHolder,
}

/// Every seat of a match with its name and holder.
pub fn seat_summaries(
    names: &[Option<String>],
    players: u8,
    seating: &Seating,
    bots: &[MatchBot],
) -> Vec<SeatSummary> {
    (0..players)
        .map(|seat| SeatSummary {
            seat,
            name: names.get(usize::from(seat)).cloned().flatten(),
            holder: if seating.open.contains(&seat) {
                SeatHolder::Open
            } else if seating.resigned.contains(&seat) {
                SeatHolder::Resigned
            } else if bots.iter().any(|bot| bot.seat == seat) {
                SeatHolder::Bot
            } else {
                SeatHolder::Player
            },
        })
        .collect()
}

/// The take-back a match waits on, as answers show it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TakeBackShown {
    /// The seat that asked to take back its last action.
    pub by: u8,
    /// The version the match returns to if every other player accepts.
    pub to: i64,
    /// The seats whose answer it still waits for.
    pub waiting_for: Vec<u8>,
}

/// Whether a bot is to act among `to_act`, unless play waits.
pub fn bot_turn(seating: &Seating, bots: &[MatchBot], to_act: &[Actor]) -> bool {
    !seating.paused() && super::bot_seats::bot_turn(bots, to_act)
}

/// What a log entry of a change to the match says (its `note`); which fields it carries
/// depends on the entry's `kind`. Read-only: the service writes it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct LogNote {
    /// `claim`, `resign`: the seat claimed or resigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// `claim`: the name the seat was claimed under.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// `claim`: the seats still open after it; empty once play starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open_seats: Option<Vec<u8>>,
    /// `resign`: what followed, `bot` (a bot plays the seat on) or `abandon` (the match ended).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub then: Option<OnResign>,
    /// Take-backs: the seat that asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<u8>,
    /// Take-backs: the version the match returns to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<i64>,
    /// `take-back-refused`: the seat that refused (the asker, when it withdrew).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused_by: Option<u8>,
}

//! Changes to a match that are not its game's actions — a seat claimed or resigned, a
//! take-back asked for, answered or carried out — committed through the same version check
//! as actions and logged beside them, so the log and the event stream show them in order.

use std::time::SystemTime;

use quarterdeck_engine::{Actor, Playable};
use serde_json::Value;

use super::bot_seats::MatchBot;
use super::clock::{self, TurnClock};
use super::seating::{self, Seating};
use super::{status_of, BotTurns};
use crate::problem::ApiError;
use crate::store::{
    Changed, Credential, MatchChange, MatchRecord, MatchStatus, MatchStore, SeatClaim,
};

/// How many times a change is tried again when the match moved on while it was prepared.
const ATTEMPTS: u32 = 8;

/// One change, prepared from the record read at its version.
pub(super) struct Change<'a> {
    pub record: &'a MatchRecord,
    pub actor: Actor,
    /// The log entry's kind.
    pub kind: &'static str,
    pub note: Value,
    /// The state after the change, JSON text.
    pub state_json: String,
    pub seating: Seating,
    pub bots: Vec<MatchBot>,
    /// The change ends the match, abandoned.
    pub abandon: bool,
    pub claim: Option<SeatClaim>,
}

/// Commits `change` if its match is still at the version it was read at; `None` when it
/// moved on (prepare the change again). Wakes the bots when one is to act after it.
pub(super) fn commit(
    store: &dyn MatchStore,
    engine: &dyn Playable,
    turns: &BotTurns,
    change: Change<'_>,
) -> Result<Option<Changed>, ApiError> {
    let record = change.record;
    let to_act = if change.abandon {
        Vec::new()
    } else {
        engine.to_act(&serde_json::from_str(&change.state_json)?)?
    };
    let bot_turn = seating::bot_turn(&change.seating, &change.bots, &to_act);
    let clock = TurnClock::stored(record.turn_clock.as_deref())?;
    let deadline_ms = if change.seating.paused() {
        None
    } else {
        clock::deadline_of(clock.as_ref(), &to_act, SystemTime::now())
    };
    let status = if change.abandon {
        MatchStatus::Finished
    } else {
        status_of(&to_act)
    };
    let changed = store.change_match(&MatchChange {
        match_id: record.id.clone(),
        expected_version: record.version,
        actor: serde_json::to_string(&change.actor)?,
        kind: change.kind,
        note: change.note.to_string(),
        state_json: change.state_json,
        status,
        abandoned: change.abandon,
        bots_json: serde_json::to_string(&change.bots)?,
        bot_turn,
        to_act: serde_json::to_string(&to_act)?,
        deadline_ms,
        seating_json: change.seating.to_json()?,
        open_seats: u8::try_from(change.seating.open.len()).unwrap_or(u8::MAX),
        claim: change.claim,
    })?;
    match changed {
        Changed::Conflict { .. } => Ok(None),
        Changed::Committed { .. } => {
            if bot_turn {
                turns.wake(&record.id);
            }
            Ok(Some(changed))
        }
        other => Ok(Some(other)),
    }
}

/// The seat a token stands for; the owner's token has none to resign or take back with.
pub(super) fn seat_only(credential: Credential) -> Result<u8, ApiError> {
    match credential {
        Credential::Seat(seat) => Ok(seat),
        Credential::Owner => Err(ApiError::Seating(super::SeatingRefusal::SeatOnly)),
    }
}

/// Runs `attempt` (read the match, prepare a change, commit it) until it is not overtaken.
pub(super) fn retrying<T>(
    mut attempt: impl FnMut() -> Result<Option<T>, ApiError>,
) -> Result<T, ApiError> {
    for _ in 0..ATTEMPTS {
        if let Some(done) = attempt()? {
            return Ok(done);
        }
    }
    Err(ApiError::Internal(
        "the match kept moving while this change was prepared; try again".to_owned(),
    ))
}

//! Take-backs by consent: a seat asks to take back its last action, every other player
//! accepts or refuses, and on acceptance the match returns to the version before that action.
//! Nothing is deleted: the log keeps the action and the take-back, and versions only grow.
//!
//! **Invariant:** a take-back never reaches past a chance outcome or hidden information
//! shown (`Playable::reveals`), nor past a seat claimed or resigned: undoing those would let
//! someone choose again knowing what they should not.

use quarterdeck_engine::{Actor, Playable};
use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::ToSchema;

use super::bot_seats;
use super::changes::{self, Change};
use super::seating::{PendingTakeBack, Seating};
use super::{authorised, engine, read, BotTurns, MatchView, SeatingRefusal, GAME_ACTION};
use crate::problem::ApiError;
use crate::store::{Changed, Credential, MatchRecord, MatchStatus, MatchStore, StoredAction};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeBackAnswer {
    /// `true` lets the asker take the action back; `false` refuses (from the asker: withdraws
    /// the request).
    pub accept: bool,
}

fn unavailable(reason: impl Into<String>) -> ApiError {
    ApiError::Seating(SeatingRefusal::TakeBackUnavailable(reason.into()))
}

/// The match's whole log, oldest first.
fn history(store: &dyn MatchStore, record: &MatchRecord) -> Result<Vec<StoredAction>, ApiError> {
    let all = u32::try_from(record.version).unwrap_or(u32::MAX);
    Ok(store.actions(&record.id, 1, all)?)
}

/// The entries whose effect still stands: a take-back to version `to` sets aside every entry
/// after `to`, and stands itself.
fn standing(history: &[StoredAction]) -> Result<Vec<&StoredAction>, ApiError> {
    let mut standing: Vec<&StoredAction> = Vec::new();
    for entry in history {
        if entry.kind == TAKEN_BACK {
            let to = taken_back_to(entry)?;
            standing.retain(|earlier| earlier.seq <= to);
        }
        standing.push(entry);
    }
    Ok(standing)
}

const TAKEN_BACK: &str = "take-back";

fn taken_back_to(entry: &StoredAction) -> Result<i64, ApiError> {
    entry
        .action
        .get("to")
        .and_then(Value::as_i64)
        .ok_or_else(|| ApiError::Internal(format!("take-back {} names no version", entry.seq)))
}

/// The version `seat` may return the match to: the one before its last standing action of
/// its own, if nothing since revealed anything and no seat changed hands.
fn target(engine: &dyn Playable, history: &[StoredAction], seat: u8) -> Result<i64, ApiError> {
    let standing = standing(history)?;
    let own = standing.iter().rposition(|entry| {
        entry.kind == GAME_ACTION
            && !entry.by_bot
            && !entry.timed_out
            && serde_json::from_value::<Actor>(entry.actor.clone()).ok() == Some(Actor::Seat(seat))
    });
    let Some(own) = own else {
        return Err(unavailable(format!(
            "seat {seat} has no action of its own left to take back"
        )));
    };
    for entry in standing.iter().skip(own) {
        match entry.kind.as_str() {
            GAME_ACTION => {
                let actor: Actor = serde_json::from_value(entry.actor.clone())?;
                if engine.reveals(actor, &entry.events) {
                    return Err(unavailable(format!(
                        "version {} showed a chance outcome or hidden information, which no take-back may undo",
                        entry.seq
                    )));
                }
            }
            "claim" | "resign" => {
                return Err(unavailable(format!(
                    "a seat changed hands at version {}, after that action",
                    entry.seq
                )))
            }
            _ => {}
        }
    }
    standing
        .get(own)
        .map(|entry| entry.seq - 1)
        .ok_or_else(|| ApiError::Internal("a standing entry vanished".to_owned()))
}

/// The state at version `to`, replayed from the setup through the whole log, checked to
/// replay to the stored state.
fn state_at(
    engine: &dyn Playable,
    record: &MatchRecord,
    history: &[StoredAction],
    to: i64,
) -> Result<Value, ApiError> {
    let current = record.state()?;
    let claimed: Vec<u8> = history
        .iter()
        .filter(|entry| entry.kind == "claim")
        .filter_map(|entry| entry.action.get("seat").and_then(Value::as_u64))
        .filter_map(|seat| u8::try_from(seat).ok())
        .collect();
    let names: Vec<Option<String>> = engine
        .seat_names(&current)?
        .into_iter()
        .enumerate()
        .map(|(seat, name)| {
            name.filter(|_| !claimed.iter().any(|claimed| usize::from(*claimed) == seat))
        })
        .collect();
    let setup = json!({"players": record.players, "options": record.options, "seed": record.seed, "chance": record.chance, "names": names});
    let mismatch = || {
        unavailable(
            "this match's log does not replay to its state (it was played under other rules)",
        )
    };
    let mut states = vec![engine
        .setup(setup.to_string().as_bytes())
        .map_err(|_| mismatch())?];
    for entry in history {
        let before = states.last().ok_or_else(mismatch)?;
        let next = match entry.kind.as_str() {
            GAME_ACTION => {
                let actor: Actor = serde_json::from_value(entry.actor.clone())?;
                engine
                    .apply(before, Some(actor), &entry.action)
                    .map_err(|_| mismatch())?
                    .state
            }
            "claim" => {
                let seat = entry.action.get("seat").and_then(Value::as_u64);
                let name = entry.action.get("name").and_then(Value::as_str);
                match (seat.and_then(|seat| u8::try_from(seat).ok()), name) {
                    (Some(seat), Some(name)) => engine
                        .name_seat(before, seat, name)?
                        .map_err(|_| mismatch())?,
                    _ => return Err(mismatch()),
                }
            }
            TAKEN_BACK => {
                let to = usize::try_from(taken_back_to(entry)?).map_err(|_| mismatch())?;
                states.get(to).cloned().ok_or_else(mismatch)?
            }
            _ => before.clone(),
        };
        states.push(next);
    }
    if states.last() != Some(&current) {
        return Err(mismatch());
    }
    let to = usize::try_from(to).map_err(|_| mismatch())?;
    states.get(to).cloned().ok_or_else(mismatch)
}

/// The token's seat, refused when the match cannot take anything back now.
fn asking_seat(record: &MatchRecord, credential: Credential) -> Result<(u8, Seating), ApiError> {
    let seat = changes::seat_only(credential)?;
    if record.status != MatchStatus::Active {
        return Err(ApiError::Seating(SeatingRefusal::MatchOver));
    }
    let seating = Seating::of(record)?;
    if !seating.open.is_empty() {
        return Err(ApiError::Seating(SeatingRefusal::Waiting(seating.open)));
    }
    if seating.resigned.contains(&seat) {
        return Err(ApiError::Seating(SeatingRefusal::Resigned(seat)));
    }
    Ok((seat, seating))
}

/// Asks to take back the token's seat's last action; carried out at once when no other
/// player is to answer (the rest are bots).
pub fn ask(
    store: &dyn MatchStore,
    turns: &BotTurns,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<MatchView, ApiError> {
    changes::retrying(|| {
        let (record, credential, _) = authorised(store, id_or_name, token, None)?;
        let (seat, mut seating) = asking_seat(&record, credential)?;
        if let Some(pending) = &seating.take_back {
            return Err(ApiError::Seating(SeatingRefusal::TakeBackPending(
                pending.by,
            )));
        }
        let engine = engine(&record.game)?;
        let history = history(store, &record)?;
        let to = target(engine, &history, seat)?;
        seating.take_back = Some(PendingTakeBack {
            by: seat,
            to,
            accepted: Vec::new(),
        });
        let step = Step {
            store,
            turns,
            engine,
            record: &record,
        };
        step.settle(&history, seating, seat, "take-back-asked")
    })?;
    read(store, id_or_name, token)
}

/// Answers the take-back the match waits on.
pub fn answer(
    store: &dyn MatchStore,
    turns: &BotTurns,
    id_or_name: &str,
    token: Option<&str>,
    body: &[u8],
) -> Result<MatchView, ApiError> {
    let answer: TakeBackAnswer = quarterdeck_engine::core::input::parse_json(body)?;
    changes::retrying(|| {
        let (record, credential, _) = authorised(store, id_or_name, token, None)?;
        let (seat, mut seating) = asking_seat(&record, credential)?;
        let bots = bot_seats::read(&record.bots_json)?;
        let waiting_for = seating.waiting_for(record.players, &bots);
        let Some(pending) = seating.take_back.as_mut() else {
            return Err(ApiError::Seating(SeatingRefusal::NoTakeBack));
        };
        let withdrawn = seat == pending.by && !answer.accept;
        if !withdrawn && !waiting_for.contains(&seat) {
            return Err(ApiError::Seating(SeatingRefusal::NoTakeBack));
        }
        let step = Step {
            store,
            turns,
            engine: engine(&record.game)?,
            record: &record,
        };
        if !answer.accept {
            let note = json!({"by": pending.by, "to": pending.to, "refused_by": seat});
            seating.take_back = None;
            let state = record.state_json.clone();
            return step.commit(state, seating, seat, "take-back-refused", note);
        }
        pending.accepted.push(seat);
        let history = history(store, &record)?;
        step.settle(&history, seating, seat, "take-back-accepted")
    })?;
    read(store, id_or_name, token)
}

/// One step of a take-back on the match as read: what committing it needs.
struct Step<'a> {
    store: &'a dyn MatchStore,
    turns: &'a BotTurns,
    engine: &'static dyn Playable,
    record: &'a MatchRecord,
}

impl Step<'_> {
    /// Commits the pending take-back's next step, as `seat`'s: carried out once nobody's
    /// answer is awaited, else logged as `kind`.
    fn settle(
        &self,
        history: &[StoredAction],
        mut seating: Seating,
        seat: u8,
        kind: &'static str,
    ) -> Result<Option<()>, ApiError> {
        let Some(pending) = seating.take_back.clone() else {
            return Err(ApiError::Seating(SeatingRefusal::NoTakeBack));
        };
        let bots = bot_seats::read(&self.record.bots_json)?;
        let note = json!({"by": pending.by, "to": pending.to});
        if seating.waiting_for(self.record.players, &bots).is_empty() {
            let state = state_at(self.engine, self.record, history, pending.to)?;
            seating.take_back = None;
            return self.commit(state.to_string(), seating, seat, TAKEN_BACK, note);
        }
        self.commit(self.record.state_json.clone(), seating, seat, kind, note)
    }

    fn commit(
        &self,
        state_json: String,
        seating: Seating,
        seat: u8,
        kind: &'static str,
        note: Value,
    ) -> Result<Option<()>, ApiError> {
        let committed = changes::commit(
            self.store,
            self.engine,
            self.turns,
            Change {
                record: self.record,
                actor: Actor::Seat(seat),
                kind,
                note,
                state_json,
                seating,
                bots: bot_seats::read(&self.record.bots_json)?,
                abandon: false,
                claim: None,
            },
        )?;
        match committed {
            Some(Changed::Committed { .. }) => Ok(Some(())),
            Some(Changed::MatchGone) => Err(ApiError::UnknownMatch(self.record.id.clone())),
            _ => Ok(None),
        }
    }
}

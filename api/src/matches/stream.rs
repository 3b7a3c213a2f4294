//! A match followed move by move: what the event stream (`routes::match_events`) sends for
//! each committed version, read from the log and shown to the reader exactly as the log
//! shows it, so the stream can never tell a seat more than its log does.

use serde::Serialize;
use utoipa::ToSchema;

use super::{authenticate, LogEntry, Reader};
use crate::game_id::GameId;
use crate::problem::ApiError;
use crate::store::{MatchStatus, MatchStore};

/// One committed version of a match, as the stream's reader may see it: the log's entry for
/// the action that made it, with the match's game and whether the game is over.
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchEvent {
    /// The match's game: says which game's types `action` and `events` are.
    #[schema(value_type = GameId)]
    pub game: String,
    /// The version this action made: the event's `id`, and the `Last-Event-ID` (or `after`)
    /// to resume from.
    pub version: i64,
    #[serde(flatten)]
    pub entry: LogEntry,
    /// True on the action that ended the game; an `end` event follows and the stream closes.
    pub finished: bool,
}

/// The stream's last event when the match is over, or when it is deleted while followed.
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchClosed {
    /// The last version the match reached.
    pub version: i64,
    /// `finished`, or `deleted` when the match was deleted.
    #[schema(example = "finished")]
    pub status: String,
}

/// A reader following one match: resolved once, when the stream opens.
pub struct Follower {
    /// The match's id (a stream opened by name keeps following that match).
    pub id: String,
    game: String,
    reader: Reader,
}

/// What a read of the log after a version found.
pub enum Followed {
    /// The next versions in order (none when the match has not moved), and whether the match
    /// is over with the last of them (or, with none, at the version already sent).
    Moves { events: Vec<MatchEvent>, over: bool },
    /// The match was deleted.
    Gone { version: i64 },
}

/// Starts following a match as the token's holder (a seat, the owner, or nobody: a
/// spectator), after version `after`; an `after` beyond the match's version is refused.
pub fn follow(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    after: Option<(&'static str, &str)>,
) -> Result<(Follower, i64), ApiError> {
    let (record, credential) = authenticate(store, id_or_name, token)?;
    let after = match after {
        Some((field, text)) => {
            super::ranged(field, Some(text), 0, Some(record.version))?.unwrap_or_default()
        }
        None => 0,
    };
    let reader = Reader::of(&record, credential)?;
    Ok((
        Follower {
            id: record.id,
            game: record.game,
            reader,
        },
        after,
    ))
}

/// At most `limit` versions after `after`, as the follower may see them.
pub fn moves_after(
    store: &dyn MatchStore,
    follower: &Follower,
    after: i64,
    limit: u32,
) -> Result<Followed, ApiError> {
    let stored = store.actions(&follower.id, after.saturating_add(1), limit)?;
    let last_to_act = stored.last().map(|last| last.to_act.clone());
    let mut events = follower
        .reader
        .entries(stored)?
        .into_iter()
        .map(|entry| MatchEvent {
            game: follower.game.clone(),
            version: entry.seq,
            finished: false,
            entry,
        })
        .collect::<Vec<_>>();
    // The last row says whether the game is over; nothing new (or a row stored before rows
    // kept who was to act) asks the match itself, which also tells a deleted match.
    let over = match last_to_act {
        Some(Some(serde_json::Value::Array(to_act))) => to_act.is_empty(),
        _ => {
            let last = events.last().map_or(after, |event| event.version);
            match store.find_match(&follower.id)? {
                None => return Ok(Followed::Gone { version: last }),
                Some(record) => record.status == MatchStatus::Finished && record.version <= last,
            }
        }
    };
    if let Some(last) = events.last_mut().filter(|_| over) {
        last.finished = true;
    }
    Ok(Followed::Moves { events, over })
}

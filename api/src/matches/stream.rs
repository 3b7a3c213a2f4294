//! A match followed move by move: what the event stream (`routes::match_events`) sends for
//! each committed version, read from the log and shown to the reader exactly as the log
//! shows it, so the stream can never tell a seat more than its log does.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use serde::Serialize;
use utoipa::ToSchema;

use super::{authenticate, LogEntry, Reader};
use crate::game_id::GameId;
use crate::problem::ApiError;
use crate::store::{MatchStatus, MatchStore, StoredAction};

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

/// The stored log rows after `after`, at most `limit`.
pub fn stored_after(
    store: &dyn MatchStore,
    follower: &Follower,
    after: i64,
    limit: u32,
) -> Result<Vec<StoredAction>, ApiError> {
    Ok(store.actions(&follower.id, after.saturating_add(1), limit)?)
}

/// `stored`, the log rows right after `after`, as the follower may see them, and whether the
/// match is over with them; none found asks the match itself, which also tells a deleted one.
pub fn moves_in(
    store: &dyn MatchStore,
    follower: &Follower,
    after: i64,
    stored: Vec<StoredAction>,
) -> Result<Followed, ApiError> {
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

/// Rows of the matches followed on this node, newest last, so that streams woken by one
/// commit read the store once between them: committed rows never change, so any stream may
/// use them.
#[derive(Default)]
pub struct RecentLog {
    matches: Mutex<HashMap<String, Recent>>,
}

#[derive(Default)]
struct Recent {
    rows: VecDeque<StoredAction>,
    /// Held by the stream that reads the store for the others.
    reading: Arc<tokio::sync::Mutex<()>>,
}

/// Rows kept per match: more than a batch of catching up, so a burst of moves still hits.
const RECENT_ROWS: usize = 128;
/// Matches kept at once; beyond, every match is forgotten (and read again when it moves).
const RECENT_MATCHES: usize = 4_096;

impl RecentLog {
    /// The rows after `after`, if this log holds every one of them up to `upto` (and some
    /// beyond); `None` sends the caller to the store.
    pub fn after(
        &self,
        match_id: &str,
        after: i64,
        upto: i64,
        limit: usize,
    ) -> Option<Vec<StoredAction>> {
        let matches = self.matches.lock().unwrap_or_else(PoisonError::into_inner);
        let rows = &matches.get(match_id)?.rows;
        let (first, last) = (rows.front()?.seq, rows.back()?.seq);
        if after.saturating_add(1) < first || upto > last || upto <= after {
            return None;
        }
        Some(
            rows.iter()
                .filter(|row| row.seq > after)
                .take(limit)
                .cloned()
                .collect(),
        )
    }

    /// Keeps `rows` (consecutive, read from the store) where they continue what is kept; rows
    /// after a gap replace it, older ones are left out.
    pub fn keep(&self, match_id: &str, rows: &[StoredAction]) {
        let Some(first) = rows.first() else { return };
        let mut matches = self.matches.lock().unwrap_or_else(PoisonError::into_inner);
        if matches.len() >= RECENT_MATCHES && !matches.contains_key(match_id) {
            matches.clear();
        }
        let kept = &mut matches.entry(match_id.to_owned()).or_default().rows;
        let next = kept.back().map(|last| last.seq.saturating_add(1));
        if next.is_some_and(|next| first.seq > next) || kept.is_empty() {
            kept.clear();
            kept.extend(rows.iter().cloned());
        } else if let Some(next) = next {
            kept.extend(rows.iter().filter(|row| row.seq >= next).cloned());
        }
        while kept.len() > RECENT_ROWS {
            kept.pop_front();
        }
    }

    /// The lock a stream holds while it reads this match's rows from the store for the others.
    pub fn reading(&self, match_id: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut matches = self.matches.lock().unwrap_or_else(PoisonError::into_inner);
        Arc::clone(&matches.entry(match_id.to_owned()).or_default().reading)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(seq: i64) -> StoredAction {
        StoredAction {
            seq,
            kind: "action".to_owned(),
            actor: serde_json::json!({"seat": 0}),
            action: serde_json::json!({"type": "x"}),
            events: serde_json::json!([]),
            by_bot: false,
            created_at: String::new(),
            to_act: None,
            deadline_ms: None,
            timed_out: false,
        }
    }

    fn rows(range: std::ops::RangeInclusive<i64>) -> Vec<StoredAction> {
        range.map(row).collect()
    }

    fn seqs(found: Option<Vec<StoredAction>>) -> Option<Vec<i64>> {
        found.map(|rows| rows.iter().map(|row| row.seq).collect())
    }

    #[test]
    fn recent_rows_answer_only_when_they_hold_every_version_asked_for() {
        let recent = RecentLog::default();
        assert_eq!(seqs(recent.after("m", 0, 1, 10)), None);
        recent.keep("m", &rows(5..=8));
        assert_eq!(seqs(recent.after("m", 5, 7, 10)), Some(vec![6, 7, 8]));
        assert_eq!(seqs(recent.after("m", 4, 8, 2)), Some(vec![5, 6]));
        assert_eq!(
            seqs(recent.after("m", 3, 8, 10)),
            None,
            "version 4 is not held"
        );
        assert_eq!(
            seqs(recent.after("m", 5, 9, 10)),
            None,
            "version 9 is not held"
        );
        assert_eq!(
            seqs(recent.after("m", 8, 8, 10)),
            None,
            "nothing after 8 to give"
        );
        // Rows that continue what is kept extend it; older ones change nothing.
        recent.keep("m", &rows(7..=10));
        recent.keep("m", &rows(1..=3));
        assert_eq!(
            seqs(recent.after("m", 4, 10, 10)),
            Some(vec![5, 6, 7, 8, 9, 10])
        );
        // Rows after a gap replace what was kept, so what is kept never has one.
        recent.keep("m", &rows(20..=21));
        assert_eq!(seqs(recent.after("m", 10, 21, 10)), None);
        assert_eq!(seqs(recent.after("m", 19, 21, 10)), Some(vec![20, 21]));
    }

    #[test]
    fn recent_rows_keep_the_newest_of_each_match() {
        let recent = RecentLog::default();
        let total = i64::try_from(RECENT_ROWS).unwrap() + 10;
        recent.keep("m", &rows(1..=total));
        assert_eq!(
            seqs(recent.after("m", 0, total, 10)),
            None,
            "the oldest are dropped"
        );
        let last = seqs(recent.after("m", total - 2, total, 10));
        assert_eq!(last, Some(vec![total - 1, total]));
        assert_eq!(seqs(recent.after("other", 0, 1, 10)), None);
    }
}

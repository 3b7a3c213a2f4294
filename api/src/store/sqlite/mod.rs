//! SQLite persistence for named matches. One connection serves the process: every action
//! commits its log row, the new state and the new version in one transaction, and the
//! version check happens inside that transaction, so two racing writers cannot both win.

mod checkpointer;
mod migrations;

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use checkpointer::Checkpointer;
use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};

use super::{
    Appended, Attempted, Changed, Commits, Credential, Delivery, EarlierAnswer, FoundAs, HotStates,
    InviteFound, KeyAt, MatchChange, MatchFilter, MatchRecord, MatchStatus, MatchStore, NewAction,
    NewMatch, NotifySecret, NotifyTarget, Settled, StoreError, StoredAction, Visibility,
    DEFAULT_IDEMPOTENCY_TTL,
};

pub struct SqliteStore {
    /// Declared first, so it is dropped first: its last checkpoint runs while the serving
    /// connection is still open, and that connection's close then removes the log.
    _checkpointer: Checkpointer,
    connection: Arc<Mutex<Connection>>,
    idempotency_ttl: Duration,
    hot: HotStates,
    commits: Commits,
    queued: tokio::sync::Notify,
}

/// Answers stored before this instant have expired, as SQL text comparable with
/// `actions.created_at` (both `%Y-%m-%dT%H:%M:%fZ`, so text order is time order).
macro_rules! cutoff_sql {
    () => {
        "strftime('%Y-%m-%dT%H:%M:%fZ', ?, 'unixepoch')"
    };
}

/// An instant given as seconds since the epoch (parameter `$n`), as the text every timestamp
/// column holds.
macro_rules! at_sql {
    ($n:literal) => {
        concat!("strftime('%Y-%m-%dT%H:%M:%fZ', ?", $n, ", 'unixepoch')")
    };
}

/// Seconds since the epoch, as the store's SQL reads an instant.
fn epoch(at: SystemTime) -> f64 {
    at.duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0.0, |since| since.as_secs_f64())
}

/// The columns `match_from_row` reads, as a literal so whole statements are constants and the
/// prepared-statement cache finds them without building their text.
macro_rules! match_columns {
    () => {
        "rowid, id, name, game, rules_version, players, options, seed, chance, state, version, status, created_at, updated_at, bots, turn_clock, deadline_ms, notify_url, visibility, open_seats, abandoned, rematch_id, seating"
    };
}

/// How many columns `match_columns!()` names: extra columns of a statement come after them.
const MATCH_COLUMNS: usize = 23;

/// A statement reading `match_columns!()` and then `$extra` columns of the match whose `$key`
/// column is `?1`.
macro_rules! select_match {
    ($extra:expr, $key:literal) => {
        concat!(
            "SELECT ",
            match_columns!(),
            $extra,
            " FROM matches WHERE ",
            $key,
            " = ?1"
        )
    };
}

// After the statement macros, which it uses.
mod gathering;

/// Distinct statements this store prepares; the cache holds them all, so each is compiled once
/// per connection rather than once per call (compiling was an eighth of an action's time).
const STATEMENT_CACHE: usize = 32;

/// What the write-ahead log file is cut back to once a checkpoint has restarted it: about a
/// thousand 4 KiB frames, what a busy store writes between two checkpoints.
pub(crate) const WAL_FILE_LIMIT_BYTES: i64 = 4 * 1024 * 1024;

fn json(text: String) -> Result<serde_json::Value, StoreError> {
    Ok(serde_json::from_str(&text)?)
}

fn match_from_row(row: &Row<'_>) -> rusqlite::Result<(MatchRecord, String)> {
    let status: String = row.get(11)?;
    let seed: i64 = row.get(7)?;
    let players: i64 = row.get(5)?;
    Ok((
        MatchRecord {
            cursor: row.get(0)?,
            id: row.get(1)?,
            name: row.get(2)?,
            game: row.get(3)?,
            rules_version: row.get(4)?,
            players: u8::try_from(players).unwrap_or(0),
            options: serde_json::Value::Null,
            seed: seed as u64,
            chance: row.get(8)?,
            state_json: row.get(9)?,
            version: row.get(10)?,
            status: MatchStatus::parse(&status).unwrap_or(MatchStatus::Active),
            created_at: row.get(12)?,
            updated_at: row.get(13)?,
            bots_json: row.get(14)?,
            turn_clock: row.get(15)?,
            deadline_ms: row.get(16)?,
            notify_url: row.get(17)?,
            visibility: Visibility::parse(&row.get::<_, String>(18)?),
            open_seats: u8::try_from(row.get::<_, i64>(19)?).unwrap_or(u8::MAX),
            abandoned: row.get(20)?,
            rematch_id: row.get(21)?,
            seating_json: row.get(22)?,
        },
        row.get(6)?,
    ))
}

fn finish_record((mut record, options): (MatchRecord, String)) -> Result<MatchRecord, StoreError> {
    record.options = json(options)?;
    Ok(record)
}

/// The row `statements[0]` finds (by id), or else the one `statements[1]` finds (by name): two
/// exact lookups, each on its own unique index; one query with `OR` and an `ORDER BY`
/// preferring the id built a temporary sort for every action.
fn by_id_or_name<T, P: rusqlite::Params + Copy>(
    connection: &Connection,
    statements: [&str; 2],
    params: P,
    read: impl Fn(&Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<Option<T>> {
    for statement in statements {
        let found = connection
            .prepare_cached(statement)?
            .query_row(params, &read)
            .optional()?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

impl SqliteStore {
    /// Opens (or creates) the database, checks it is ours and readable, and brings its schema
    /// up to date. A schema newer than this binary is refused rather than touched.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let mut connection = Connection::open(path).map_err(|source| StoreError::Open {
            path: path.to_owned(),
            source,
        })?;
        let unreadable = |error: rusqlite::Error| StoreError::Unreadable {
            path: path.to_owned(),
            detail: error.to_string(),
        };
        connection
            .pragma_update(None, "journal_mode", "WAL")
            .map_err(unreadable)?;
        // Reading the schema touches the file's header and catalogue, which is enough to tell
        // a foreign or damaged file without scanning every page (that would grow with the log).
        let tables: Vec<String> = connection
            .prepare(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )
            .and_then(|mut statement| statement.query_map([], |row| row.get(0))?.collect())
            .map_err(unreadable)?;
        let found: i64 = connection
            .pragma_query_value(None, "user_version", |row| row.get(0))
            .map_err(unreadable)?;
        let known = migrations::FILES.len();
        if found > i64::try_from(known).unwrap_or(i64::MAX) {
            return Err(StoreError::TooNew {
                path: path.to_owned(),
                found,
                known,
            });
        }
        const OURS: [&str; 3] = ["matches", "seats", "actions"];
        if found == 0 && !tables.is_empty() {
            return Err(StoreError::Unreadable {
                path: path.to_owned(),
                detail: format!(
                    "it already holds other tables ({}) and no Quarterdeck schema",
                    tables.join(", ")
                ),
            });
        }
        if found > 0 {
            // Every table's own root page is read once (`*`, so no covering index stands in), so a
            // damaged table fails here, at startup, without scanning the whole file.
            for table in OURS {
                connection
                    .query_row(
                        &format!("SELECT count(*) FROM (SELECT * FROM {table} LIMIT 1)"),
                        [],
                        |row| row.get::<_, i64>(0),
                    )
                    .map_err(unreadable)?;
            }
        }
        // NORMAL in WAL mode: a commit survives the process being killed; only a power loss
        // can roll back the latest commits, and never corrupts the file.
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.pragma_update(None, "foreign_keys", "ON")?;
        connection.busy_timeout(std::time::Duration::from_secs(5))?;
        connection.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        migrations::migrations()
            .to_latest(&mut connection)
            .map_err(|error| StoreError::Migration {
                path: path.to_owned(),
                // The crate's message repeats the whole migration's SQL; the cause is enough.
                detail: match error {
                    rusqlite_migration::Error::RusqliteError { err, .. } => err.to_string(),
                    other => other.to_string(),
                },
            })?;
        // Commits never checkpoint; the checkpointer's thread does (see its module).
        connection.pragma_update(None, "wal_autocheckpoint", 0)?;
        // The first commit after a checkpoint restarted the log cuts the file back to this
        // size, so a burst of load does not leave a log file of its peak size on disk for good.
        connection.pragma_update(None, "journal_size_limit", WAL_FILE_LIMIT_BYTES)?;
        let connection = Arc::new(Mutex::new(connection));
        Ok(Self {
            _checkpointer: Checkpointer::start(path, Arc::clone(&connection))?,
            connection,
            idempotency_ttl: DEFAULT_IDEMPOTENCY_TTL,
            hot: HotStates::default(),
            commits: Commits::default(),
            queued: tokio::sync::Notify::new(),
        })
    }

    /// Replays a stored idempotent answer for `ttl` after its action; later the key is free.
    pub fn with_idempotency_ttl(mut self, ttl: Duration) -> Self {
        self.idempotency_ttl = ttl;
        self
    }

    /// Seconds since the Unix epoch before which stored answers have expired at `now`.
    fn idempotency_cutoff(&self, now: SystemTime) -> f64 {
        now.checked_sub(self.idempotency_ttl)
            .and_then(|cutoff| cutoff.duration_since(SystemTime::UNIX_EPOCH).ok())
            .map_or(0.0, |since| since.as_secs_f64())
    }

    fn with<T>(
        &self,
        work: impl FnOnce(&mut Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut connection = self.connection.lock().map_err(|_| StoreError::Poisoned)?;
        work(&mut connection)
    }
}

/// The request hash and answer stored under `key` by `actor` (the text of its actions'
/// `actor` column) in this match, unless stored before `cutoff` (expired).
fn stored_answer(
    connection: &Connection,
    match_id: &str,
    actor: &str,
    key: &str,
    cutoff: f64,
) -> Result<Option<EarlierAnswer>, StoreError> {
    Ok(connection
        .prepare_cached(concat!(
            "SELECT request_hash, response FROM actions WHERE match_id = ?1 AND actor = ?2 AND idempotency_key = ?3 AND created_at >= ",
            cutoff_sql!()
        ))?
        .query_row(params![match_id, actor, key, cutoff], |row| {
            Ok(EarlierAnswer {
                request_hash: row.get::<_, Option<String>>(0)?.unwrap_or_default(),
                response: row.get(1)?,
            })
        })
        .optional()?)
}

/// Why a write checked against a version found nothing: the match's version now, or `None`
/// when the match is gone.
fn current_version(connection: &Connection, match_id: &str) -> Result<Option<i64>, StoreError> {
    Ok(connection
        .prepare_cached("SELECT version FROM matches WHERE id = ?1")?
        .query_row([match_id], |row| row.get(0))
        .optional()?)
}

impl MatchStore for SqliteStore {
    fn insert_match(&self, new: &NewMatch) -> Result<(), StoreError> {
        self.with(|connection| {
            let tx = connection.transaction()?;
            gathering::insert(&tx, new)?;
            tx.commit()?;
            Ok(())
        })
    }

    fn match_of_token(&self, token_hash: &str) -> Result<Option<MatchRecord>, StoreError> {
        self.with(|connection| gathering::match_of_token(connection, token_hash))
    }

    fn change_match(&self, change: &MatchChange) -> Result<Changed, StoreError> {
        let changed = self.with(|connection| gathering::change(connection, change))?;
        if let Changed::Committed { version } = changed {
            self.commits.committed(&change.match_id, version);
        }
        Ok(changed)
    }

    fn find_invite(
        &self,
        match_id: &str,
        invite_hash: &str,
    ) -> Result<Option<InviteFound>, StoreError> {
        self.with(|connection| gathering::find_invite(connection, match_id, invite_hash))
    }

    fn replace_invite(
        &self,
        match_id: &str,
        seat: u8,
        invite_hash: Option<&str>,
    ) -> Result<(), StoreError> {
        self.with(|connection| gathering::replace_invite(connection, match_id, seat, invite_hash))
    }

    fn set_token(
        &self,
        match_id: &str,
        credential: Credential,
        token_hash: &str,
    ) -> Result<(), StoreError> {
        self.with(|connection| gathering::set_token(connection, match_id, credential, token_hash))
    }

    fn insert_rematch(&self, old_id: &str, new: &NewMatch) -> Result<Option<String>, StoreError> {
        self.with(|connection| {
            let tx = connection.transaction()?;
            let linked = tx
                .prepare_cached(
                    "UPDATE matches SET rematch_id = ?2 WHERE id = ?1 AND rematch_id IS NULL",
                )?
                .execute(params![old_id, new.id])?;
            if linked == 0 {
                let existing: Option<String> = tx
                    .prepare_cached("SELECT rematch_id FROM matches WHERE id = ?1")?
                    .query_row([old_id], |row| row.get(0))
                    .optional()?
                    .flatten();
                return Ok(existing);
            }
            gathering::insert(&tx, new)?;
            gathering::copy_notify(&tx, old_id, &new.id)?;
            tx.commit()?;
            Ok(None)
        })
    }

    /// The match with this id, or else this name.
    fn find_match(&self, id_or_name: &str) -> Result<Option<MatchRecord>, StoreError> {
        self.with(|connection| {
            by_id_or_name(
                connection,
                [select_match!("", "id"), select_match!("", "name")],
                [id_or_name],
                match_from_row,
            )?
            .map(finish_record)
            .transpose()
        })
    }

    /// Matches after `after` (a cursor from an earlier page), oldest first.
    fn list_matches(
        &self,
        filter: &MatchFilter<'_>,
        after: i64,
        limit: u32,
    ) -> Result<Vec<MatchRecord>, StoreError> {
        self.with(|connection| {
            let mut statement = connection.prepare_cached(concat!(
                "SELECT ",
                match_columns!(),
                " FROM matches
                 WHERE visibility = 'public' AND rowid > ?1 AND (?2 IS NULL OR game = ?2)
                 AND (?3 IS NULL OR status = ?3) AND (?4 IS NULL OR (open_seats > 0) = ?4)
                 AND (?5 IS NULL OR abandoned = ?5)
                 ORDER BY rowid LIMIT ?6"
            ))?;
            let rows = statement.query_map(
                params![
                    after,
                    filter.game,
                    filter.status.map(MatchStatus::as_str),
                    filter.open_seats,
                    filter.abandoned,
                    limit
                ],
                match_from_row,
            )?;
            let mut records = Vec::new();
            for row in rows {
                records.push(finish_record(row?)?);
            }
            Ok(records)
        })
    }

    /// The match with this id, or else this name, with what the token whose hash is given
    /// stands for in it (`None`: nothing), read in one query.
    fn find_match_as(
        &self,
        id_or_name: &str,
        token_hash: &str,
        key: Option<KeyAt<'_>>,
    ) -> Result<Option<FoundAs>, StoreError> {
        fn read(row: &Row<'_>) -> rusqlite::Result<((MatchRecord, String), Option<Credential>)> {
            let owner: bool = row.get(MATCH_COLUMNS)?;
            let seat: Option<i64> = row.get(MATCH_COLUMNS + 1)?;
            let credential = if owner {
                Some(Credential::Owner)
            } else {
                seat.and_then(|seat| u8::try_from(seat).ok())
                    .map(Credential::Seat)
            };
            Ok((match_from_row(row)?, credential))
        }
        // Whether the token is the owner's, and the seat it is of, if any.
        macro_rules! credential {
            () => {
                ", owner_token_hash = ?2,
                 (SELECT seat FROM seats WHERE match_id = matches.id AND token_hash = ?2)"
            };
        }
        self.with(|connection| {
            let Some((record, credential)) = by_id_or_name(
                connection,
                [
                    select_match!(credential!(), "id"),
                    select_match!(credential!(), "name"),
                ],
                [id_or_name, token_hash],
                read,
            )?
            else {
                return Ok(None);
            };
            let record = finish_record(record)?;
            let earlier = match (key, credential) {
                (Some(KeyAt { key, now }), Some(credential)) => stored_answer(
                    connection,
                    &record.id,
                    &credential.actor_json()?,
                    key,
                    self.idempotency_cutoff(now),
                )?,
                _ => None,
            };
            Ok(Some(FoundAs {
                record,
                credential,
                earlier,
            }))
        })
    }

    /// Commits an action, its state and the new version in one transaction, if the match is
    /// still at `expected_version` and the idempotency key is unused by the same actor. Answers expired by `now`
    /// are removed first, in every match, so keys become free and the file stops growing with
    /// them; the partial index `actions_idempotency_expiry` keeps that sweep to expired rows.
    fn append(&self, new: &NewAction, now: SystemTime) -> Result<Appended, StoreError> {
        let cutoff = self.idempotency_cutoff(now);
        self.with(|connection| {
            let tx = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
            tx.prepare_cached(concat!(
                "UPDATE actions SET idempotency_key = NULL, response = NULL
                 WHERE idempotency_key IS NOT NULL AND created_at < ",
                cutoff_sql!()
            ))?
            .execute([cutoff])?;
            if let Some(key) = &new.idempotency_key {
                if let Some(earlier) = stored_answer(&tx, &new.match_id, &new.actor, key, cutoff)? {
                    return Ok(Appended::DuplicateKey(earlier));
                }
            }
            // The version is checked by the write itself; only a write that found nothing
            // looks at why.
            let version = new.expected_version + 1;
            let moved = tx
                .prepare_cached(
                    "UPDATE matches SET state = ?1, version = ?2, status = ?3, bot_turn = ?6, deadline_ms = ?7,
                     updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?4 AND version = ?5",
                )?
                .execute(params![
                    new.state_json,
                    version,
                    new.status.as_str(),
                    new.match_id,
                    new.expected_version,
                    new.bot_turn,
                    new.deadline_ms
                ])?;
            if moved == 0 {
                return Ok(match current_version(&tx, &new.match_id)? {
                    Some(current) => Appended::Conflict { current },
                    None => Appended::MatchGone,
                });
            }
            tx.prepare_cached(
                "INSERT INTO actions (match_id, seq, actor, action, events, idempotency_key, request_hash, response, by_bot, to_act, deadline_ms, timed_out)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            )?
            .execute(params![
                new.match_id,
                version,
                new.actor,
                new.action,
                new.events,
                new.idempotency_key,
                new.request_hash,
                new.response,
                new.by_bot,
                new.to_act,
                new.deadline_ms,
                new.timed_out
            ])?;
            // The outbox row, in the same transaction: it exists exactly when the action does.
            if let Some(payload) = &new.delivery {
                tx.prepare_cached(concat!(
                    "INSERT INTO deliveries (id, match_id, version, payload, next_attempt_at, created_at)
                     SELECT id || '.' || ?2, id, ?2, ?3, ",
                    at_sql!(4),
                    ", ",
                    at_sql!(4),
                    " FROM matches WHERE id = ?1 AND notify_url IS NOT NULL"
                ))?
                .execute(params![new.match_id, version, payload, epoch(now)])?;
            }
            tx.commit()?;
            self.commits.committed(&new.match_id, version);
            if new.delivery.is_some() {
                self.queued.notify_one();
            }
            Ok(Appended::Committed { version })
        })
    }

    /// Applied actions from `from` (1-based) on, at most `limit`.
    fn actions(
        &self,
        match_id: &str,
        from: i64,
        limit: u32,
    ) -> Result<Vec<StoredAction>, StoreError> {
        self.with(|connection| {
            let mut statement = connection.prepare_cached(
                "SELECT seq, actor, action, events, created_at, by_bot, to_act, deadline_ms, timed_out, kind FROM actions
                 WHERE match_id = ?1 AND seq >= ?2 ORDER BY seq LIMIT ?3",
            )?;
            let rows = statement.query_map(params![match_id, from, limit], |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, String>(4)?,
                    row.get::<_, bool>(5)?,
                    row.get::<_, Option<String>>(6)?,
                    row.get::<_, Option<i64>>(7)?,
                    row.get::<_, bool>(8)?,
                    row.get::<_, String>(9)?,
                ))
            })?;
            let mut actions = Vec::new();
            for row in rows {
                let (
                    seq,
                    actor,
                    action,
                    events,
                    created_at,
                    by_bot,
                    to_act,
                    deadline_ms,
                    timed_out,
                    kind,
                ) = row?;
                actions.push(StoredAction {
                    seq,
                    kind,
                    actor: json(actor)?,
                    action: json(action)?,
                    events: json(events)?,
                    by_bot,
                    created_at,
                    to_act: to_act.map(json).transpose()?,
                    deadline_ms,
                    timed_out,
                });
            }
            Ok(actions)
        })
    }

    fn awaiting_bots(&self, now_ms: i64, limit: u32) -> Result<Vec<String>, StoreError> {
        self.with(|connection| {
            // Each side of the OR has its own partial index.
            let mut statement = connection.prepare_cached(
                "SELECT id FROM matches WHERE bot_turn = 1 AND status = 'active'
                 UNION SELECT id FROM matches WHERE deadline_ms <= ?2 AND status = 'active'
                 LIMIT ?1",
            )?;
            let ids = statement.query_map(params![limit, now_ms], |row| row.get(0))?;
            Ok(ids.collect::<rusqlite::Result<_>>()?)
        })
    }

    fn delete_match(&self, match_id: &str) -> Result<bool, StoreError> {
        self.hot.forget(match_id);
        let deleted = self.with(|connection| {
            Ok(connection
                .prepare_cached("DELETE FROM matches WHERE id = ?1")?
                .execute([match_id])?
                > 0)
        })?;
        self.commits.announce(match_id);
        Ok(deleted)
    }

    fn claim_deliveries(
        &self,
        now: SystemTime,
        lease: Duration,
        limit: u32,
    ) -> Result<Vec<Delivery>, StoreError> {
        let until = now.checked_add(lease).unwrap_or(now);
        self.with(|connection| {
            let mut statement = connection.prepare_cached(concat!(
                "UPDATE deliveries SET lease_until = ",
                at_sql!(2),
                ", attempts = attempts + 1
                 WHERE id IN (
                     SELECT due.id FROM deliveries AS due
                     WHERE due.delivered_at IS NULL AND due.failed_at IS NULL
                       AND due.next_attempt_at <= ",
                at_sql!(1),
                " AND (due.lease_until IS NULL OR due.lease_until < ",
                at_sql!(1),
                ")
                       AND NOT EXISTS (
                           SELECT 1 FROM deliveries AS earlier
                           WHERE earlier.match_id = due.match_id AND earlier.version < due.version
                             AND earlier.delivered_at IS NULL AND earlier.failed_at IS NULL)
                     ORDER BY due.next_attempt_at LIMIT ?3)
                 RETURNING id, match_id, version, payload, attempts,
                     (SELECT notify_url FROM matches WHERE matches.id = deliveries.match_id),
                     (SELECT notify_secret FROM matches WHERE matches.id = deliveries.match_id)"
            ))?;
            let rows = statement.query_map(params![epoch(now), epoch(until), limit], |row| {
                Ok((
                    Delivery {
                        id: row.get(0)?,
                        match_id: row.get(1)?,
                        version: row.get(2)?,
                        payload: row.get(3)?,
                        attempts: row.get(4)?,
                        target: NotifyTarget {
                            url: String::new(),
                            secret: NotifySecret::new(String::new()),
                        },
                    },
                    row.get::<_, Option<String>>(5)?,
                    row.get::<_, Option<String>>(6)?,
                ))
            })?;
            let mut claimed = Vec::new();
            for row in rows {
                // A delivery is only ever queued for a match with a target, and a target is
                // never removed: a row without one is skipped rather than sent nowhere.
                if let (mut delivery, Some(url), Some(secret)) = row? {
                    delivery.target = NotifyTarget {
                        url,
                        secret: NotifySecret::new(secret),
                    };
                    claimed.push(delivery);
                }
            }
            Ok(claimed)
        })
    }

    fn finish_delivery(
        &self,
        delivery: &Delivery,
        attempted: &Attempted,
        now: SystemTime,
    ) -> Result<Settled, StoreError> {
        self.with(|connection| {
            let settled = match attempted {
                Attempted::Delivered => connection
                    .prepare_cached(concat!(
                        "UPDATE deliveries SET delivered_at = ",
                        at_sql!(2),
                        ", failed_at = NULL, lease_until = NULL, last_error = NULL
                         WHERE id = ?1 AND delivered_at IS NULL"
                    ))?
                    .execute(params![delivery.id, epoch(now)])?
                    .gt(&0)
                    .then_some(Settled::Delivered),
                Attempted::Failed {
                    error,
                    retry_at,
                    give_up_before,
                } => connection
                    .prepare_cached(concat!(
                        "UPDATE deliveries SET lease_until = NULL, last_error = ?3,
                             next_attempt_at = ",
                        at_sql!(4),
                        ", failed_at = CASE WHEN created_at < ",
                        at_sql!(5),
                        " THEN ",
                        at_sql!(6),
                        " END
                         WHERE id = ?1 AND attempts = ?2
                           AND delivered_at IS NULL AND failed_at IS NULL
                         RETURNING failed_at IS NOT NULL"
                    ))?
                    .query_row(
                        params![
                            delivery.id,
                            delivery.attempts,
                            error,
                            epoch(*retry_at),
                            epoch(*give_up_before),
                            epoch(now)
                        ],
                        |row| row.get::<_, bool>(0),
                    )
                    .optional()?
                    .map(Settled::failed),
            };
            Ok(settled.unwrap_or(Settled::NotHeld))
        })
    }

    fn deliveries_queued(&self) -> &tokio::sync::Notify {
        &self.queued
    }

    fn ping(&self) -> Result<(), StoreError> {
        self.with(|connection| {
            connection
                .prepare_cached("SELECT 1")?
                .query_row([], |_| Ok(()))?;
            Ok(())
        })
    }

    fn hot(&self) -> &HotStates {
        &self.hot
    }

    fn commits(&self) -> &Commits {
        &self.commits
    }
}

#[cfg(test)]
mod tests;

//! PostgreSQL persistence for named matches, for several service nodes on one database.
//!
//! Correctness never rests on this process: an action's log row, state, version and
//! idempotency record commit in one transaction; the version is checked by the `UPDATE` itself
//! (`WHERE id = $4 AND version = $5`), so of two nodes racing on one version exactly one
//! commits; idempotency keys are unique per match and actor in a database index, so a retry that lands
//! on another node finds the first answer. Only SQL that CockroachDB and YugabyteDB accept too
//! is relied on: no advisory locks, and a transaction the database aborts as a serialization
//! failure (their default isolation) is run again.
//!
//! Notifications are used when the database sends them (PostgreSQL does; CockroachDB does not,
//! YugabyteDB only from 2025.2 with them turned on), tried once at startup: right after each
//! commit and deletion the `notifier` announces it with `pg_notify` on a connection of its
//! own, and every node's `listener` (another, `LISTEN`ing) wakes what waits on that match
//! there. They only make waiting shorter,
//! never decide anything: on a database without them, or while a listener reconnects, a long
//! poll hears of another node's move only when it re-reads the store, every few seconds.
//!
//! The driver is async (tokio-postgres with a deadpool pool) and the store's calls block (see
//! [`MatchStore`]): the pool's connections live on a small runtime of the store's own, and each
//! call waits for its work there, bounded by [`OPERATION_TIMEOUT`] so a database that stops
//! answering gives an error instead of a hung request.

mod migrations;
mod outbox;
mod tls;

use std::future::Future;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use deadpool_postgres::{Manager, Pool, PoolError, Runtime};
use time::macros::format_description;
use time::{OffsetDateTime, UtcOffset};
use tokio_postgres::config::Host;
use tokio_postgres::error::SqlState;
use tokio_postgres::{Config, Row};

use super::{
    Appended, Attempted, Changed, Commits, Credential, Delivery, EarlierAnswer, FoundAs, HotStates,
    InviteFound, KeyAt, MatchChange, MatchFilter, MatchRecord, MatchStatus, MatchStore, NewAction,
    NewMatch, NotifySecret, NotifyTarget, Settled, StoreError, StoredAction, Visibility,
};

/// Longest a store call waits for the database, pool included; then it fails as unavailable.
pub const OPERATION_TIMEOUT: Duration = Duration::from_secs(10);
/// Longest the readiness probe waits: a load balancer asks often and wants a quick answer.
const PING_TIMEOUT: Duration = Duration::from_secs(2);
/// Longest a call waits for a free connection, or for a new one to open.
const POOL_TIMEOUT: Duration = Duration::from_secs(5);
/// Connect timeout when the URL sets none (`connect_timeout=`): a host that drops packets
/// must not hold a request until the operating system gives up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Connections kept when `--db-pool-size` is not given.
pub const DEFAULT_POOL_SIZE: u16 = 16;
/// How often a node clears expired idempotency keys in every match (each action frees its own
/// key when expired, so this only bounds how long expired answers take up space).
const SWEEP_EVERY: Duration = Duration::from_secs(60);
/// Attempts at a transaction the database aborted as a serialization failure or deadlock.
const ATTEMPTS: usize = 5;

/// The channel every commit and deletion is announced on, when the database sends
/// notifications. The payload is the match id, a space, and the version committed, or
/// `deleted`: nothing else, since any session of the database may listen.
macro_rules! channel {
    () => {
        "quarterdeck_commits"
    };
}

/// Longest a statement on the listener's or the notifier's own connection may take before the
/// connection is given up.
const SESSION_ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// `statement`'s outcome, or unavailable when it takes longer than [`SESSION_ANSWER_WITHIN`].
async fn answered<T>(
    statement: impl Future<Output = Result<T, tokio_postgres::Error>>,
) -> Result<T, StoreError> {
    match tokio::time::timeout(SESSION_ANSWER_WITHIN, statement).await {
        Ok(answered) => Ok(answered?),
        Err(_) => Err(StoreError::Unavailable(format!(
            "no answer within {} seconds",
            SESSION_ANSWER_WITHIN.as_secs()
        ))),
    }
}

/// The task reading a connection of the listener's or the notifier's, stopped with its
/// session.
struct SessionReader(tokio::task::JoinHandle<StoreError>);

impl Drop for SessionReader {
    fn drop(&mut self) {
        self.0.abort();
    }
}

// After `channel!`, which they use.
mod listener;
mod notifier;

/// The one statement that commits an action (see `append_once`). For a match with a target
/// and an action that brings a payload (`$17`), `queued` writes its outbox row from the very
/// row the version check let through, so the delivery commits with the action or not at all.
const APPEND: &str = "WITH moved AS (
         UPDATE matches SET state = $1, version = $2, status = $3, bot_turn = $13,
             deadline_ms = $15, updated_at = now()
         WHERE id = $4 AND version = $5
         RETURNING id, version, notify_url),
     queued AS (
         INSERT INTO deliveries (id, match_id, version, payload, next_attempt_at, created_at)
         SELECT id || '.' || version::text, id, version, $17, $18, $18 FROM moved
         WHERE notify_url IS NOT NULL AND $17::TEXT IS NOT NULL)
     INSERT INTO actions (match_id, seq, actor, action, events, idempotency_key, request_hash, response, by_bot, to_act, deadline_ms, timed_out)
     SELECT id, $2, $6, $7, $8, $9, $10, $11, $12, $14, $15, $16 FROM moved";

/// How many columns `match_columns!()` names: extra columns of a statement come after them.
const MATCH_COLUMNS: usize = 23;

/// The columns `record` reads, in its order.
macro_rules! match_columns {
    () => {
        "row_order, id, name, game, rules_version, players, options, seed, chance, state, version, status, created_at, updated_at, bots, turn_clock, deadline_ms, notify_url, visibility, open_seats, abandoned, rematch_id, seating"
    };
}

// After `match_columns!`, which it uses.
mod gathering;

/// How this store connects.
#[derive(Debug, Clone)]
pub struct PostgresSettings {
    /// `postgres://user:password@host:port/database?…`, as libpq reads it.
    pub url: String,
    pub pool_size: u16,
    pub idempotency_ttl: Duration,
}

/// A runtime whose drop never blocks: the store may be dropped on an async thread as the
/// server stops, where waiting for the runtime's threads would panic.
struct BackgroundRuntime(Option<tokio::runtime::Runtime>);

impl Drop for BackgroundRuntime {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}

pub struct PostgresStore {
    pool: Pool,
    /// Where it connects, without the password.
    database: String,
    /// The URL's `sslmode`, for the startup log.
    sslmode: &'static str,
    runtime: tokio::runtime::Handle,
    /// Hears other nodes' commits, when the database sends notifications.
    _listener: Option<listener::Listener>,
    /// Declared after the pool and the listener, so the connections close before their
    /// runtime stops.
    _runtime: BackgroundRuntime,
    idempotency_ttl: Duration,
    /// Announces each commit and deletion on [`channel!`], when the database sends
    /// notifications.
    notifier: Option<notifier::Notifier>,
    hot: HotStates,
    /// Shared with the listener, which announces there what other nodes commit.
    commits: Arc<Commits>,
    /// When this node last swept expired keys, in seconds since the epoch.
    last_sweep: AtomicU64,
    queued: tokio::sync::Notify,
}

/// Where the store connects, for messages: user, hosts, port and database, never the password.
fn describe(config: &Config) -> String {
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .map(|host| match host {
            Host::Tcp(name) => name.clone(),
            Host::Unix(path) => path.display().to_string(),
        })
        .collect();
    let ports: Vec<String> = config.get_ports().iter().map(u16::to_string).collect();
    format!(
        "postgres://{}@{}:{}/{}",
        config.get_user().unwrap_or_default(),
        hosts.join(","),
        ports.join(","),
        config.get_dbname().unwrap_or_default()
    )
}

/// A connection that broke, closed or never opened, or a server that is shutting down,
/// starting up or out of connections, means the database is away: a retry later may succeed,
/// so callers answer it differently from an error in what was asked.
impl From<tokio_postgres::Error> for StoreError {
    fn from(error: tokio_postgres::Error) -> Self {
        let code = error.code().map(|code| code.code().to_owned());
        let io =
            std::error::Error::source(&error).is_some_and(|source| source.is::<std::io::Error>());
        let server_away = code.as_deref().is_some_and(|code| {
            // 08: connection exception; 57P: the server is stopping or starting; 53: too many
            // connections or out of memory.
            code.starts_with("08") || code.starts_with("57P") || code.starts_with("53")
        });
        if error.is_closed() || io || server_away {
            Self::Unavailable(migrations::detail(&error))
        } else {
            Self::Postgres {
                code,
                detail: migrations::detail(&error),
            }
        }
    }
}

impl From<PoolError> for StoreError {
    fn from(error: PoolError) -> Self {
        match error {
            PoolError::Backend(error) => error.into(),
            other => Self::Unavailable(other.to_string()),
        }
    }
}

/// `created_at` and `updated_at` as the SQLite store writes them (`%Y-%m-%dT%H:%M:%fZ`), so
/// answers read alike whichever store is behind them.
fn timestamp(at: OffsetDateTime) -> Result<String, StoreError> {
    at.to_offset(UtcOffset::UTC)
        .format(format_description!(
            "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z"
        ))
        .map_err(|error| StoreError::Postgres {
            code: None,
            detail: format!("cannot write a timestamp: {error}"),
        })
}

fn json(text: &str) -> Result<serde_json::Value, StoreError> {
    Ok(serde_json::from_str(text)?)
}

/// A match row read with `match_columns!()` first.
fn record(row: &Row) -> Result<MatchRecord, StoreError> {
    let players: i16 = row.try_get(5)?;
    let seed: i64 = row.try_get(7)?;
    let status: String = row.try_get(11)?;
    let options: String = row.try_get(6)?;
    Ok(MatchRecord {
        cursor: row.try_get(0)?,
        id: row.try_get(1)?,
        name: row.try_get(2)?,
        game: row.try_get(3)?,
        rules_version: row.try_get(4)?,
        players: u8::try_from(players).unwrap_or(0),
        options: json(&options)?,
        // Stored as the same 64 bits, read back as they went in.
        seed: seed as u64,
        chance: row.try_get(8)?,
        state_json: row.try_get(9)?,
        version: row.try_get(10)?,
        status: MatchStatus::parse(&status).unwrap_or(MatchStatus::Active),
        created_at: timestamp(row.try_get(12)?)?,
        updated_at: timestamp(row.try_get(13)?)?,
        bots_json: row.try_get(14)?,
        turn_clock: row.try_get(15)?,
        deadline_ms: row.try_get(16)?,
        notify_url: row.try_get(17)?,
        visibility: Visibility::parse(row.try_get(18)?),
        open_seats: u8::try_from(row.try_get::<_, i16>(19)?).unwrap_or(u8::MAX),
        abandoned: row.try_get(20)?,
        rematch_id: row.try_get(21)?,
        seating_json: row.try_get(22)?,
    })
}

/// The row of the first of `statements` (by id, then by name) that finds one. Two statements,
/// not one `WHERE id = $1 OR name = $1`: PostgreSQL planned that `OR` as a scan of every match
/// on a young table and kept the plan, so with 20,000 matches an action read them all and ran
/// at a fifth of its speed. Ids hold `_` and names never do, so at most one of the two finds a
/// row; by id comes first, as in the SQLite store.
async fn by_id_or_name(
    client: &deadpool_postgres::Client,
    statements: [&str; 2],
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<Option<Row>, StoreError> {
    for sql in statements {
        let statement = client.prepare_cached(sql).await?;
        if let Some(row) = client.query_opt(&statement, params).await? {
            return Ok(Some(row));
        }
    }
    Ok(None)
}

/// Whether the database sends notifications (`pg_notify`): PostgreSQL does, CockroachDB does
/// not, YugabyteDB only in its newer versions with them turned on. Tried in a transaction
/// rolled back, so nothing is sent.
async fn sends_notifications(client: &mut deadpool_postgres::Client) -> Result<bool, StoreError> {
    let tx = client.transaction().await?;
    let tried = tx
        .batch_execute(concat!("SELECT pg_notify('", channel!(), "', '')"))
        .await
        .map_err(StoreError::from);
    tx.rollback().await?;
    match tried {
        Ok(()) => Ok(true),
        Err(StoreError::Postgres { .. }) => Ok(false),
        Err(away) => Err(away),
    }
}

fn is_code(error: &StoreError, wanted: &SqlState) -> bool {
    matches!(error, StoreError::Postgres { code: Some(code), .. } if code == wanted.code())
}

/// Whether running the transaction again may succeed: the database aborted it to keep
/// transactions serializable (CockroachDB's and YugabyteDB's default) or to break a deadlock.
fn retryable(error: &StoreError) -> bool {
    is_code(error, &SqlState::T_R_SERIALIZATION_FAILURE)
        || is_code(error, &SqlState::T_R_DEADLOCK_DETECTED)
}

impl PostgresStore {
    /// Connects, checks the database answers, and brings its schema up to date. A schema newer
    /// than this binary is refused rather than touched.
    pub fn connect(settings: &PostgresSettings) -> Result<Self, StoreError> {
        let connection = tls::connection(&settings.url)?;
        let mut config = Config::from_str(&connection.url)
            .map_err(|error| StoreError::BadDatabaseUrl(error.to_string()))?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        let database = describe(&config);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("quarterdeck-postgres")
            .enable_all()
            .build()
            .map_err(StoreError::Runtime)?;
        let pool = Pool::builder(Manager::new(config.clone(), connection.tls.clone()))
            .max_size(usize::from(settings.pool_size.max(1)))
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(POOL_TIMEOUT))
            .create_timeout(Some(POOL_TIMEOUT))
            .recycle_timeout(Some(POOL_TIMEOUT))
            .build()
            .map_err(|error| StoreError::BadDatabaseUrl(error.to_string()))?;
        let notifies = runtime.block_on(async {
            let mut client = pool.get().await.map_err(|error| StoreError::Unreachable {
                database: database.clone(),
                detail: match &error {
                    PoolError::Backend(error) => migrations::detail(error),
                    other => other.to_string(),
                },
            })?;
            migrations::to_latest(&mut client, &database).await?;
            sends_notifications(&mut client).await
        })?;
        let commits = Arc::new(Commits::default());
        let notifier = notifies.then(|| {
            notifier::start(
                runtime.handle(),
                config.clone(),
                connection.tls.clone(),
                database.clone(),
            )
        });
        let listener = notifies.then(|| {
            listener::start(
                runtime.handle(),
                config,
                connection.tls,
                Arc::clone(&commits),
                database.clone(),
            )
        });
        if !notifies {
            tracing::warn!(
                database = %database,
                "the database sends no notifications (pg_notify): a long poll on this node \
                 hears of a move made through another node only when it re-reads the store"
            );
        }
        Ok(Self {
            pool,
            database,
            sslmode: connection.mode,
            runtime: runtime.handle().clone(),
            _listener: listener,
            _runtime: BackgroundRuntime(Some(runtime)),
            idempotency_ttl: settings.idempotency_ttl,
            notifier,
            hot: HotStates::default(),
            commits,
            last_sweep: AtomicU64::new(0),
            queued: tokio::sync::Notify::new(),
        })
    }

    /// Tells the other nodes' listeners, soon and without waiting (see `notifier`).
    fn announce_to_other_nodes(&self, payload: String) {
        if let Some(notifier) = &self.notifier {
            notifier.announce(payload);
        }
    }

    /// Where the store connects: user, hosts, ports and database, without the password.
    pub fn describe(&self) -> &str {
        &self.database
    }

    /// The `sslmode` the store connects with.
    pub fn sslmode(&self) -> &'static str {
        self.sslmode
    }

    /// Runs `work` on the store's runtime and waits for it, at most [`OPERATION_TIMEOUT`].
    fn run<T>(&self, work: impl Future<Output = Result<T, StoreError>>) -> Result<T, StoreError> {
        self.run_within(OPERATION_TIMEOUT, work)
    }

    /// Runs `work` on the store's runtime and waits for it, at most `limit`.
    fn run_within<T>(
        &self,
        limit: Duration,
        work: impl Future<Output = Result<T, StoreError>>,
    ) -> Result<T, StoreError> {
        self.runtime.block_on(async {
            tokio::time::timeout(limit, work).await.unwrap_or_else(|_| {
                Err(StoreError::Unavailable(format!(
                    "no answer within {} seconds",
                    limit.as_secs()
                )))
            })
        })
    }

    /// Answers stored before this instant have expired at `now`.
    fn cutoff(&self, now: SystemTime) -> OffsetDateTime {
        now.checked_sub(self.idempotency_ttl)
            .map_or(OffsetDateTime::UNIX_EPOCH, OffsetDateTime::from)
    }

    /// The request hash and answer stored under `key` by `actor` (the text of its actions'
    /// `actor` column) in this match, unless expired at `cutoff`.
    async fn earlier(
        client: &deadpool_postgres::Client,
        match_id: &str,
        actor: &str,
        key: &str,
        cutoff: OffsetDateTime,
    ) -> Result<Option<EarlierAnswer>, StoreError> {
        let statement = client
            .prepare_cached(
                "SELECT request_hash, response FROM actions
                 WHERE match_id = $1 AND actor = $2 AND idempotency_key = $3 AND created_at >= $4",
            )
            .await?;
        let row = client
            .query_opt(&statement, &[&match_id, &actor, &key, &cutoff])
            .await?;
        row.map(|row| {
            Ok(EarlierAnswer {
                request_hash: row.try_get::<_, Option<String>>(0)?.unwrap_or_default(),
                response: row.try_get::<_, Option<String>>(1)?.unwrap_or_default(),
            })
        })
        .transpose()
    }

    /// One attempt at committing `new`; a serialization failure is retried by the caller.
    ///
    /// The common case is one round trip: a single statement moves the match to its next
    /// version and, only if that version check passed, logs the action with its key and
    /// answer and announces the commit to every node (when the database sends notifications).
    /// A statement outside a transaction block is its own transaction, so the log row,
    /// state, version and idempotency record still commit together, without the four round
    /// trips of `BEGIN`, the write, the insert and `COMMIT`. The slower paths (a version that
    /// moved on, a key already taken) are rare and look up what they need afterwards.
    async fn append_once(
        &self,
        new: &NewAction,
        cutoff: OffsetDateTime,
        now: OffsetDateTime,
    ) -> Result<Appended, StoreError> {
        let client = self.pool.get().await?;
        let version = new.expected_version + 1;
        // The version is checked by the write itself. A writer on another node holding the row
        // makes this wait for its commit, and then find the version moved on.
        let write = client.prepare_cached(APPEND).await?;
        let mut freed_expired_key = false;
        loop {
            let written = client
                .execute(
                    &write,
                    &[
                        &new.state_json,
                        &version,
                        &new.status.as_str(),
                        &new.match_id,
                        &new.expected_version,
                        &new.actor,
                        &new.action,
                        &new.events,
                        &new.idempotency_key,
                        &new.request_hash,
                        &new.response,
                        &new.by_bot,
                        &new.bot_turn,
                        &new.to_act,
                        &new.deadline_ms,
                        &new.timed_out,
                        &new.delivery,
                        &now,
                    ],
                )
                .await
                .map_err(StoreError::from);
            match written {
                Ok(1) => {
                    self.commits.committed(&new.match_id, version);
                    self.announce_to_other_nodes(format!("{} {version}", new.match_id));
                    if new.delivery.is_some() {
                        self.queued.notify_one();
                    }
                    return Ok(Appended::Committed { version });
                }
                Ok(_) => return Self::not_moved(&client, new, cutoff).await,
                // The key's index refused it: the key is held by an answer still live (this
                // request's own first attempt, perhaps on another node), whose answer is the
                // one to give, or by an expired one, freed here before writing once more.
                Err(error) if is_code(&error, &SqlState::UNIQUE_VIOLATION) => {
                    let Some(key) = &new.idempotency_key else {
                        return Err(error);
                    };
                    if let Some(earlier) =
                        Self::earlier(&client, &new.match_id, &new.actor, key, cutoff).await?
                    {
                        return Ok(Appended::DuplicateKey(earlier));
                    }
                    if freed_expired_key {
                        return Err(error);
                    }
                    Self::free_expired(&client, new, cutoff).await?;
                    freed_expired_key = true;
                }
                Err(error) => return Err(error),
            }
        }
    }

    /// Why the version check refused the write: this request's own first attempt may have
    /// committed it (its key is visible now), or another writer moved the match on, or the
    /// match is gone.
    async fn not_moved(
        client: &deadpool_postgres::Client,
        new: &NewAction,
        cutoff: OffsetDateTime,
    ) -> Result<Appended, StoreError> {
        if let Some(key) = &new.idempotency_key {
            if let Some(earlier) =
                Self::earlier(client, &new.match_id, &new.actor, key, cutoff).await?
            {
                return Ok(Appended::DuplicateKey(earlier));
            }
        }
        let current = client
            .prepare_cached("SELECT version FROM matches WHERE id = $1")
            .await?;
        Ok(match client.query_opt(&current, &[&new.match_id]).await? {
            Some(row) => Appended::Conflict {
                current: row.try_get(0)?,
            },
            None => Appended::MatchGone,
        })
    }

    /// Frees `new`'s key for its actor in its match if the answer stored under it has expired.
    async fn free_expired(
        client: &deadpool_postgres::Client,
        new: &NewAction,
        cutoff: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let free = client
            .prepare_cached(
                "UPDATE actions SET idempotency_key = NULL, response = NULL
                 WHERE match_id = $1 AND actor = $2 AND idempotency_key = $3 AND created_at < $4",
            )
            .await?;
        client
            .execute(
                &free,
                &[&new.match_id, &new.actor, &new.idempotency_key, &cutoff],
            )
            .await?;
        Ok(())
    }

    /// Clears the keys and answers of expired actions in every match, at most once every
    /// [`SWEEP_EVERY`] on this node, in a statement of its own: in an action's transaction it
    /// would make every action wait on every other node's sweep. A failed sweep is only
    /// logged; the next one catches up.
    async fn sweep(&self, now: SystemTime, cutoff: OffsetDateTime) {
        let seconds = now
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        let last = self.last_sweep.load(Ordering::Relaxed);
        if seconds < last.saturating_add(SWEEP_EVERY.as_secs())
            || self
                .last_sweep
                .compare_exchange(last, seconds, Ordering::Relaxed, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        let swept: Result<u64, StoreError> = async {
            let client = self.pool.get().await?;
            Ok(client
                .execute(
                    "UPDATE actions SET idempotency_key = NULL, response = NULL
                     WHERE idempotency_key IS NOT NULL AND created_at < $1",
                    &[&cutoff],
                )
                .await?)
        }
        .await;
        if let Err(error) = swept {
            tracing::warn!(%error, "sweeping expired idempotency keys failed");
        }
    }
}

impl MatchStore for PostgresStore {
    fn insert_match(&self, new: &NewMatch) -> Result<(), StoreError> {
        self.run(async {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            gathering::insert(&tx, new).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn match_of_token(&self, token_hash: &str) -> Result<Option<MatchRecord>, StoreError> {
        self.token_holder(token_hash)
    }

    fn change_match(&self, change: &MatchChange) -> Result<Changed, StoreError> {
        let changed = self.change(change)?;
        if let Changed::Committed { version } = changed {
            self.commits.committed(&change.match_id, version);
            self.announce_to_other_nodes(format!("{} {version}", change.match_id));
        }
        Ok(changed)
    }

    fn find_invite(
        &self,
        match_id: &str,
        invite_hash: &str,
    ) -> Result<Option<InviteFound>, StoreError> {
        self.invite(match_id, invite_hash)
    }

    fn replace_invite(
        &self,
        match_id: &str,
        seat: u8,
        invite_hash: Option<&str>,
    ) -> Result<(), StoreError> {
        self.reissue_invite(match_id, seat, invite_hash)
    }

    fn set_token(
        &self,
        match_id: &str,
        credential: Credential,
        token_hash: &str,
    ) -> Result<(), StoreError> {
        self.reissue_token(match_id, credential, token_hash)
    }

    fn insert_rematch(&self, old_id: &str, new: &NewMatch) -> Result<Option<String>, StoreError> {
        self.rematch(old_id, new)
    }

    fn find_match(&self, id_or_name: &str) -> Result<Option<MatchRecord>, StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            by_id_or_name(
                &client,
                [
                    concat!("SELECT ", match_columns!(), " FROM matches WHERE id = $1"),
                    concat!("SELECT ", match_columns!(), " FROM matches WHERE name = $1"),
                ],
                &[&id_or_name],
            )
            .await?
            .as_ref()
            .map(record)
            .transpose()
        })
    }

    fn list_matches(
        &self,
        filter: &MatchFilter<'_>,
        after: i64,
        limit: u32,
    ) -> Result<Vec<MatchRecord>, StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            let statement = client
                .prepare_cached(concat!(
                    "SELECT ",
                    match_columns!(),
                    " FROM matches
                     WHERE visibility = 'public' AND row_order > $1
                       AND ($2::TEXT IS NULL OR game = $2)
                       AND ($3::TEXT IS NULL OR status = $3)
                       AND ($5::BOOLEAN IS NULL OR (open_seats > 0) = $5)
                       AND ($6::BOOLEAN IS NULL OR abandoned = $6)
                     ORDER BY row_order LIMIT $4"
                ))
                .await?;
            let rows = client
                .query(
                    &statement,
                    &[
                        &after,
                        &filter.game,
                        &filter.status.map(MatchStatus::as_str),
                        &i64::from(limit),
                        &filter.open_seats,
                        &filter.abandoned,
                    ],
                )
                .await?;
            rows.iter().map(record).collect()
        })
    }

    fn find_match_as(
        &self,
        id_or_name: &str,
        token_hash: &str,
        key: Option<KeyAt<'_>>,
    ) -> Result<Option<FoundAs>, StoreError> {
        self.run(async {
            // Whether the token is the owner's, and the seat it is of, if any.
            macro_rules! as_token {
                ($column:literal) => {
                    concat!(
                        "SELECT ",
                        match_columns!(),
                        ", owner_token_hash = $2,
                         (SELECT seat FROM seats WHERE match_id = matches.id AND token_hash = $2)
                         FROM matches WHERE ",
                        $column,
                        " = $1"
                    )
                };
            }
            let client = self.pool.get().await?;
            let Some(row) = by_id_or_name(
                &client,
                [as_token!("id"), as_token!("name")],
                &[&id_or_name, &token_hash],
            )
            .await?
            else {
                return Ok(None);
            };
            let owner: bool = row.try_get(MATCH_COLUMNS)?;
            let seat: Option<i16> = row.try_get(MATCH_COLUMNS + 1)?;
            let credential = if owner {
                Some(Credential::Owner)
            } else {
                seat.and_then(|seat| u8::try_from(seat).ok())
                    .map(Credential::Seat)
            };
            let record = record(&row)?;
            // A second query on the same connection. Folded into the first (a LATERAL join)
            // it saved a round trip yet measured 5-15 % fewer actions per second in
            // match-bench, though the database's own time for the query was no higher.
            let earlier = match (key, credential) {
                (Some(KeyAt { key, now }), Some(credential)) => {
                    let actor = credential.actor_json()?;
                    Self::earlier(&client, &record.id, &actor, key, self.cutoff(now)).await?
                }
                _ => None,
            };
            Ok(Some(FoundAs {
                record,
                credential,
                earlier,
            }))
        })
    }

    fn append(&self, new: &NewAction, now: SystemTime) -> Result<Appended, StoreError> {
        let cutoff = self.cutoff(now);
        self.run(async {
            let mut attempt = 1;
            let appended = loop {
                match self
                    .append_once(new, cutoff, OffsetDateTime::from(now))
                    .await
                {
                    Err(error) if retryable(&error) && attempt < ATTEMPTS => attempt += 1,
                    other => break other?,
                }
            };
            self.sweep(now, cutoff).await;
            Ok(appended)
        })
    }

    fn actions(
        &self,
        match_id: &str,
        from: i64,
        limit: u32,
    ) -> Result<Vec<StoredAction>, StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            let statement = client
                .prepare_cached(
                    "SELECT seq, actor, action, events, created_at, by_bot, to_act, deadline_ms, timed_out, kind FROM actions
                     WHERE match_id = $1 AND seq >= $2 ORDER BY seq LIMIT $3",
                )
                .await?;
            let rows = client
                .query(&statement, &[&match_id, &from, &i64::from(limit)])
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(StoredAction {
                        seq: row.try_get(0)?,
                        kind: row.try_get(9)?,
                        actor: json(row.try_get(1)?)?,
                        action: json(row.try_get(2)?)?,
                        events: json(row.try_get(3)?)?,
                        by_bot: row.try_get(5)?,
                        created_at: timestamp(row.try_get(4)?)?,
                        to_act: row.try_get::<_, Option<&str>>(6)?.map(json).transpose()?,
                        deadline_ms: row.try_get(7)?,
                        timed_out: row.try_get(8)?,
                    })
                })
                .collect()
        })
    }

    fn awaiting_bots(&self, now_ms: i64, limit: u32) -> Result<Vec<String>, StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            // Each side of the UNION has its own partial index.
            let statement = client
                .prepare_cached(
                    "SELECT id FROM matches WHERE bot_turn AND status = 'active'
                     UNION SELECT id FROM matches WHERE deadline_ms <= $2 AND status = 'active'
                     LIMIT $1",
                )
                .await?;
            let rows = client
                .query(&statement, &[&i64::from(limit), &now_ms])
                .await?;
            rows.iter().map(|row| Ok(row.try_get(0)?)).collect()
        })
    }

    fn delete_match(&self, match_id: &str) -> Result<bool, StoreError> {
        self.hot.forget(match_id);
        let deleted = self.run(async {
            let client = self.pool.get().await?;
            let statement = client
                .prepare_cached("DELETE FROM matches WHERE id = $1")
                .await?;
            Ok(client.execute(&statement, &[&match_id]).await? > 0)
        })?;
        self.commits.announce(match_id);
        if deleted {
            self.announce_to_other_nodes(format!("{match_id} deleted"));
        }
        Ok(deleted)
    }

    fn claim_deliveries(
        &self,
        now: SystemTime,
        lease: Duration,
        limit: u32,
    ) -> Result<Vec<Delivery>, StoreError> {
        self.claim_outbox(now, lease, limit)
    }

    fn finish_delivery(
        &self,
        delivery: &Delivery,
        attempted: &Attempted,
        now: SystemTime,
    ) -> Result<Settled, StoreError> {
        self.finish_outbox(delivery, attempted, now)
    }

    fn deliveries_queued(&self) -> &tokio::sync::Notify {
        &self.queued
    }

    fn ping(&self) -> Result<(), StoreError> {
        self.run_within(PING_TIMEOUT, async {
            let client = self.pool.get().await?;
            client.simple_query("SELECT 1").await?;
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

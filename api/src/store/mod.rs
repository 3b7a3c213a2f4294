//! Persistence for named matches, behind one trait ([`MatchStore`]) with two implementations:
//! SQLite (`sqlite`, the embedded default, one file) and PostgreSQL (for several service
//! nodes on one database). The match service sees only the trait, so every guarantee it
//! relies on is written here once and each store keeps it its own way: an action's log row,
//! state, version and idempotency record commit together or not at all; the version is
//! checked by the write itself; an idempotency key is unique per match and credential in the
//! database.

mod commits;
mod hot;
pub mod postgres;
pub mod sqlite;
#[cfg(test)]
mod test_support;

use std::path::PathBuf;
use std::time::{Duration, SystemTime};

pub use commits::{CommitWatch, Commits};
pub use hot::HotStates;
use quarterdeck_engine::core::play::HotState;
use quarterdeck_engine::Actor;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

pub use postgres::{PostgresSettings, PostgresStore};
pub use sqlite::SqliteStore;

/// Which store keeps the named matches.
#[derive(Clone)]
pub enum Database {
    /// The embedded default: one file, one node.
    Sqlite(PathBuf),
    /// A PostgreSQL URL, password and all: several nodes can share the database.
    Postgres(String),
}

/// The URL's password must not reach a log line through a debug print of the settings.
impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Sqlite(path) => f.debug_tuple("Sqlite").field(path).finish(),
            Self::Postgres(_) => f.debug_tuple("Postgres").field(&"<url>").finish(),
        }
    }
}

/// Opens the store `database` names, bringing its schema up to date; a bad or unreachable
/// database stops startup with a message that says why.
pub fn open(
    database: &Database,
    pool_size: u16,
    idempotency_ttl: Duration,
) -> Result<std::sync::Arc<dyn MatchStore>, StoreError> {
    Ok(match database {
        Database::Sqlite(path) => {
            let store = SqliteStore::open(path)?.with_idempotency_ttl(idempotency_ttl);
            tracing::info!(database = %path.display(), "match store ready (SQLite)");
            std::sync::Arc::new(store)
        }
        Database::Postgres(url) => {
            let store = PostgresStore::connect(&PostgresSettings {
                url: url.clone(),
                pool_size,
                idempotency_ttl,
            })?;
            tracing::info!(
                database = %store.describe(),
                pool_size,
                sslmode = store.sslmode(),
                "match store ready (PostgreSQL)"
            );
            std::sync::Arc::new(store)
        }
    })
}

/// How long a stored idempotent answer is replayed when the operator sets nothing.
pub const DEFAULT_IDEMPOTENCY_TTL: Duration = Duration::from_secs(24 * 60 * 60);

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot open the database {path}: {source}")]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("the database {path} has schema version {found}, newer than this quarterdeck knows ({known}); run a newer quarterdeck")]
    TooNew {
        path: PathBuf,
        found: i64,
        known: usize,
    },
    #[error("{path} is not a Quarterdeck database or is damaged: {detail}")]
    Unreadable { path: PathBuf, detail: String },
    #[error("cannot bring the schema of {path} up to date: {detail}")]
    Migration { path: PathBuf, detail: String },
    #[error("a match is already called {0:?}")]
    NameTaken(String),
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("stored JSON is damaged: {0}")]
    Json(#[from] serde_json::Error),
    #[error("the database connection was poisoned by a panic")]
    Poisoned,
    #[error("cannot start the thread that checkpoints the database: {0}")]
    Thread(std::io::Error),
    #[error("the PostgreSQL URL cannot be used: {0}")]
    BadDatabaseUrl(String),
    #[error("cannot reach PostgreSQL at {database}: {detail}")]
    Unreachable { database: String, detail: String },
    #[error("the PostgreSQL database {database} has schema version {found}, newer than this quarterdeck knows ({known}); run a newer quarterdeck")]
    PostgresTooNew {
        database: String,
        found: i64,
        known: usize,
    },
    #[error("cannot bring the schema of {database} up to date: {detail}")]
    PostgresMigration { database: String, detail: String },
    #[error("cannot start the threads that drive the PostgreSQL connections: {0}")]
    Runtime(std::io::Error),
    /// An error in what was asked of PostgreSQL, with its SQLSTATE when the server sent one.
    #[error("PostgreSQL: {detail}")]
    Postgres {
        code: Option<String>,
        detail: String,
    },
    /// The database is away (down, unreachable, restarting, or too slow to answer); a retry
    /// later may succeed.
    #[error("the match store is unavailable: {0}")]
    Unavailable(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, utoipa::ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum MatchStatus {
    Active,
    Finished,
}

impl MatchStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Finished => "finished",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "active" => Some(Self::Active),
            "finished" => Some(Self::Finished),
            _ => None,
        }
    }
}

/// Who may read a match without a token, and whether `GET /v1/matches` lists it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Visibility {
    /// Listed; anyone may read it as a spectator.
    Public,
    /// Not listed; anyone who has its id or name may read it as a spectator.
    #[default]
    Unlisted,
    /// Only its seats' and owner's tokens read it; to anyone else it does not exist (404).
    Private,
}

impl Visibility {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Public => "public",
            Self::Unlisted => "unlisted",
            Self::Private => "private",
        }
    }

    /// A stored value; anything else reads as private, the value that shows least.
    pub fn parse(text: &str) -> Self {
        match text {
            "public" => Self::Public,
            "unlisted" => Self::Unlisted,
            _ => Self::Private,
        }
    }
}

/// What `GET /v1/matches` asks the store for: public matches only, each filter optional.
#[derive(Debug, Clone, Copy, Default)]
pub struct MatchFilter<'a> {
    pub game: Option<&'a str>,
    pub status: Option<MatchStatus>,
    /// `Some(true)`: only matches with seats still open; `Some(false)`: only those without.
    pub open_seats: Option<bool>,
    /// `Some(true)`: only matches that ended abandoned; `Some(false)`: only the others.
    pub abandoned: Option<bool>,
}

impl MatchFilter<'_> {
    /// Whether a match passes the filter, visibility aside: as the store's listing decides.
    pub fn admits(&self, record: &MatchRecord) -> bool {
        self.game.is_none_or(|game| record.game == game)
            && self.status.is_none_or(|status| record.status == status)
            && self
                .open_seats
                .is_none_or(|open| (record.open_seats > 0) == open)
            && self
                .abandoned
                .is_none_or(|abandoned| record.abandoned == abandoned)
    }
}

/// A stored match.
#[derive(Debug, Clone)]
pub struct MatchRecord {
    /// Row order, for pagination.
    pub cursor: i64,
    pub id: String,
    pub name: Option<String>,
    pub game: String,
    pub rules_version: String,
    pub players: u8,
    pub options: Value,
    pub seed: u64,
    pub chance: String,
    /// The whole state as the JSON text stored: only the reads that need it as a value parse
    /// it, and an action reads it straight into the game's own type.
    pub state_json: String,
    pub version: i64,
    pub status: MatchStatus,
    /// The seats the service plays, as the JSON text stored (`[]` for none).
    pub bots_json: String,
    /// The match's time per turn and what happens when it runs out, as the JSON text stored;
    /// `None` for a match without a clock.
    pub turn_clock: Option<String>,
    /// When the seats to act now run out of time, in milliseconds since the Unix epoch.
    pub deadline_ms: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
    /// Where the match's "your turn" webhooks go, if anywhere. Its secret is never read
    /// with the match: only a claimed delivery carries it, to be signed with.
    pub notify_url: Option<String>,
    pub visibility: Visibility,
    /// How many seats still wait for someone to claim them.
    pub open_seats: u8,
    /// The match ended because a seat resigned.
    pub abandoned: bool,
    /// The match its seats play next, once one of them asked for a rematch.
    pub rematch_id: Option<String>,
    /// Who sits where beyond the game's own state (open and resigned seats, a take-back
    /// asked for, what to do on resigning), as the JSON text stored (`{}` for none).
    pub seating_json: String,
}

/// Everything needed to create a match; tokens arrive hashed.
#[derive(Debug, Clone)]
pub struct NewMatch {
    pub id: String,
    pub name: Option<String>,
    pub game: String,
    pub rules_version: String,
    pub players: u8,
    pub options: Value,
    pub seed: u64,
    pub chance: String,
    /// JSON text.
    pub state_json: String,
    pub status: MatchStatus,
    /// The seats the service plays, JSON text (`[]` for none).
    pub bots_json: String,
    /// Whether a bot is among those to act in `state_json`.
    pub bot_turn: bool,
    /// See [`MatchRecord::turn_clock`].
    pub turn_clock: Option<String>,
    /// See [`MatchRecord::deadline_ms`].
    pub deadline_ms: Option<i64>,
    pub owner_token_hash: String,
    /// The token hash of each seat that has a holder now, by seat: an open seat has none
    /// until it is claimed.
    pub seat_token_hashes: Vec<(u8, String)>,
    /// Where to send the match's "your turn" webhooks, and the secret that signs them.
    pub notify: Option<NotifyTarget>,
    pub visibility: Visibility,
    /// See [`MatchRecord::open_seats`].
    pub open_seats: u8,
    /// See [`MatchRecord::seating_json`].
    pub seating_json: String,
    /// The hash of each open seat's invite code, by seat.
    pub invite_hashes: Vec<(u8, String)>,
}

/// A seat claimed with an invite, written with the claim's log entry: the invite is used up
/// and the seat gets its holder's token.
#[derive(Debug, Clone)]
pub struct SeatClaim {
    pub seat: u8,
    pub invite_hash: String,
    pub token_hash: String,
}

/// A change to a match that is not one of its game's actions (a seat claimed or resigned, a
/// take-back asked for, answered or carried out): logged as an entry of its `kind`, with its
/// `note`, at the next version, through the same version check as an action.
#[derive(Debug, Clone)]
pub struct MatchChange {
    pub match_id: String,
    pub expected_version: i64,
    /// The actor JSON text of whoever made the change.
    pub actor: String,
    /// The log entry's kind (`claim`, `resign`, …).
    pub kind: &'static str,
    /// What the log entry says of the change, JSON text.
    pub note: String,
    pub state_json: String,
    pub status: MatchStatus,
    pub abandoned: bool,
    pub bots_json: String,
    pub bot_turn: bool,
    pub to_act: String,
    pub deadline_ms: Option<i64>,
    pub seating_json: String,
    pub open_seats: u8,
    pub claim: Option<SeatClaim>,
}

/// How a [`MatchChange`] went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Changed {
    Committed {
        version: i64,
    },
    /// Someone else moved the match on first.
    Conflict {
        current: i64,
    },
    /// The claim's invite was used meanwhile; nothing was written.
    InviteUsed,
    MatchGone,
}

/// An invite code's seat in a match, and whether it was used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InviteFound {
    pub seat: u8,
    pub used: bool,
}

/// A webhook secret: kept by the store because signing needs it, and shown nowhere else.
/// No `Display`, and its `Debug` hides it, so it cannot slip into a log line or a message.
#[derive(Clone, PartialEq, Eq)]
pub struct NotifySecret(String);

impl NotifySecret {
    pub fn new(secret: String) -> Self {
        Self(secret)
    }

    /// The secret itself, to sign a delivery with or to store.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for NotifySecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NotifySecret(<hidden>)")
    }
}

/// Where a match's webhooks go and what signs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotifyTarget {
    pub url: String,
    pub secret: NotifySecret,
}

/// A delivery the sender has claimed: leased to this node until it reports how it went.
#[derive(Debug, Clone)]
pub struct Delivery {
    /// `<match id>.<version>`: what receivers deduplicate by.
    pub id: String,
    pub match_id: String,
    pub version: i64,
    /// The JSON body, as stored at the commit.
    pub payload: String,
    /// Claims so far, this one included.
    pub attempts: i64,
    pub target: NotifyTarget,
}

/// How one attempt at a delivery went.
#[derive(Debug, Clone)]
pub enum Attempted {
    /// The receiver answered 2xx.
    Delivered,
    /// Anything else: try again at `retry_at`, unless the delivery was created before
    /// `give_up_before` (then it is marked failed for good).
    Failed {
        error: String,
        retry_at: SystemTime,
        give_up_before: SystemTime,
    },
}

/// What the store made of a reported attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    Delivered,
    WillRetry,
    GaveUp,
    /// The delivery was no longer this claim's (its lease ran out and another claim took it,
    /// or it was delivered, given up or deleted meanwhile); nothing was changed.
    NotHeld,
}

impl Settled {
    /// How a failed attempt settled, as the store's write of it answers: given up or not.
    pub fn failed(gave_up: bool) -> Self {
        if gave_up {
            Self::GaveUp
        } else {
            Self::WillRetry
        }
    }
}

/// Who a token belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    Seat(u8),
    Owner,
}

impl Credential {
    /// Whom the token acts as: its seat, or the table for the owner (who reports chance).
    pub fn actor(self) -> Actor {
        match self {
            Self::Seat(seat) => Actor::Seat(seat),
            Self::Owner => Actor::Table,
        }
    }

    /// The `actions.actor` text of the actions this token sends. Idempotency keys are kept per
    /// this text: one-to-one with the credential, and already on every stored row, so keys
    /// stored before they were per credential belong to the token that sent them.
    pub fn actor_json(self) -> Result<String, StoreError> {
        Ok(serde_json::to_string(&self.actor())?)
    }
}

/// One applied action, to be committed together with the state it produced. Its JSON arrives
/// as the text the engine and the response wrote, and is stored as it is.
#[derive(Debug, Clone)]
pub struct NewAction {
    pub match_id: String,
    pub expected_version: i64,
    /// [`Credential::actor_json`] of the token that sent it: its idempotency key is that
    /// token's.
    pub actor: String,
    pub action: String,
    pub events: String,
    pub idempotency_key: Option<String>,
    pub request_hash: String,
    /// Kept only with an idempotency key: a retry is the only reader.
    pub response: Option<String>,
    /// JSON text, as the engine wrote it.
    pub state_json: String,
    pub status: MatchStatus,
    /// A bot of the match chose it.
    pub by_bot: bool,
    /// Whether a bot is among those to act in `state_json`.
    pub bot_turn: bool,
    /// Who is to act in `state_json`, as JSON text: the event stream replays it.
    pub to_act: String,
    /// When those to act in `state_json` run out of time (see [`MatchRecord::deadline_ms`]).
    pub deadline_ms: Option<i64>,
    /// The match's clock chose this action for a seat whose time ran out.
    pub timed_out: bool,
    /// The webhook body to queue with the action, for a match with a target: written to the
    /// outbox in the action's own transaction, as delivery `<match id>.<version>`.
    pub delivery: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Appended {
    Committed {
        version: i64,
    },
    /// Someone else moved the match on first.
    Conflict {
        current: i64,
    },
    /// The key was used by a request of the same token that committed first; its body hash and
    /// response text.
    DuplicateKey(EarlierAnswer),
    MatchGone,
}

#[derive(Debug, Clone)]
pub struct StoredAction {
    pub seq: i64,
    /// `action` for a game action; else the kind of change ([`MatchChange::kind`]), whose
    /// note `action` then holds.
    pub kind: String,
    pub actor: Value,
    pub action: Value,
    pub events: Value,
    pub by_bot: bool,
    pub created_at: String,
    /// Who was to act right after it; `None` on rows stored before the store kept it.
    pub to_act: Option<Value>,
    /// The deadline this version set, if the match has a clock and a seat was due.
    pub deadline_ms: Option<i64>,
    /// The clock, not the seat, chose it.
    pub timed_out: bool,
}

impl MatchRecord {
    /// The stored state parsed as a JSON value.
    pub fn state(&self) -> Result<Value, StoreError> {
        Ok(serde_json::from_str(&self.state_json)?)
    }
}

/// A request's idempotency key, and when the request came: answers stored longer than the
/// TTL before `now` have expired.
#[derive(Debug, Clone, Copy)]
pub struct KeyAt<'a> {
    pub key: &'a str,
    pub now: SystemTime,
}

/// The answer an action committed under an idempotency key gave, with the hash of the request
/// that asked for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EarlierAnswer {
    pub request_hash: String,
    pub response: String,
}

/// A match as a token's holder finds it.
#[derive(Debug, Clone)]
pub struct FoundAs {
    pub record: MatchRecord,
    /// What the token stands for in the match; `None`: nothing.
    pub credential: Option<Credential>,
    /// The live answer stored under the key asked about for this token, if one was and there
    /// is one.
    pub earlier: Option<EarlierAnswer>,
}

/// What the match service needs from a store. Calls block: the service runs on blocking
/// threads already (the engine's work is CPU-bound and SQLite's calls block), so one
/// synchronous shape serves both stores without an async hop on SQLite's fast path.
pub trait MatchStore: Send + Sync {
    /// Stores a new match with its seats' token hashes, in one transaction;
    /// [`StoreError::NameTaken`] when its name is in use.
    fn insert_match(&self, new: &NewMatch) -> Result<(), StoreError>;

    /// The match with this id, or else this name.
    fn find_match(&self, id_or_name: &str) -> Result<Option<MatchRecord>, StoreError>;

    /// Public matches the filter lets through after `after` (a cursor from an earlier page),
    /// oldest first.
    fn list_matches(
        &self,
        filter: &MatchFilter<'_>,
        after: i64,
        limit: u32,
    ) -> Result<Vec<MatchRecord>, StoreError>;

    /// The match the token whose hash is given belongs to (a seat's or the owner's), if any.
    fn match_of_token(&self, token_hash: &str) -> Result<Option<MatchRecord>, StoreError>;

    /// Commits a change that is not a game action, in one transaction, if the match is still
    /// at `expected_version`; a claim's invite must still be unused.
    fn change_match(&self, change: &MatchChange) -> Result<Changed, StoreError>;

    /// The seat an invite code (by its hash) opens in this match, if it is one of its invites.
    fn find_invite(
        &self,
        match_id: &str,
        invite_hash: &str,
    ) -> Result<Option<InviteFound>, StoreError>;

    /// Revokes every unused invite of `seat`, then stores `invite_hash` as its invite when
    /// given.
    fn replace_invite(
        &self,
        match_id: &str,
        seat: u8,
        invite_hash: Option<&str>,
    ) -> Result<(), StoreError>;

    /// Gives the seat (or the owner) of a match a new token, replacing any it had.
    fn set_token(
        &self,
        match_id: &str,
        credential: Credential,
        token_hash: &str,
    ) -> Result<(), StoreError>;

    /// Stores `new` as the rematch of `old_id`, in one transaction, unless the old match has
    /// one already: then nothing is written and its id is returned.
    fn insert_rematch(&self, old_id: &str, new: &NewMatch) -> Result<Option<String>, StoreError>;

    /// The match with this id, or else this name, with what the token whose hash is given
    /// stands for in it and, when `key` is given and the token is the match's, the answer
    /// stored under that idempotency key for that token unless expired (another token's use
    /// of the key is invisible): everything a write checks before it is applied, in one call.
    fn find_match_as(
        &self,
        id_or_name: &str,
        token_hash: &str,
        key: Option<KeyAt<'_>>,
    ) -> Result<Option<FoundAs>, StoreError>;

    /// Commits an action, its state, the new version and its idempotency record in one
    /// transaction, if the match is still at `expected_version` (checked by the write itself)
    /// and the key is unused by the same actor; answers expired by `now` free their keys.
    fn append(&self, new: &NewAction, now: SystemTime) -> Result<Appended, StoreError>;

    /// Applied actions from `from` (1-based) on, at most `limit`.
    fn actions(
        &self,
        match_id: &str,
        from: i64,
        limit: u32,
    ) -> Result<Vec<StoredAction>, StoreError>;

    /// Ids of active matches where a bot is to act (`bot_turn`) or whose deadline is at or
    /// before `now_ms`, those waiting longest first, at most `limit`.
    fn awaiting_bots(&self, now_ms: i64, limit: u32) -> Result<Vec<String>, StoreError>;

    /// Deletes a match with its seats, log and deliveries; false when there was none.
    fn delete_match(&self, match_id: &str) -> Result<bool, StoreError>;

    /// Claims, in one statement, at most `limit` deliveries due at `now`, leasing each to the
    /// caller until `now + lease` and counting the attempt: due means not delivered, not given
    /// up, its next attempt reached, no live lease, and no earlier version of its match still
    /// to send (a match's deliveries go out in version order). Two claims never hold one
    /// delivery at once, on any node.
    fn claim_deliveries(
        &self,
        now: SystemTime,
        lease: Duration,
        limit: u32,
    ) -> Result<Vec<Delivery>, StoreError>;

    /// Records how the attempt of `delivery` (as claimed) went and ends its lease; a claim
    /// that no longer holds it changes nothing.
    fn finish_delivery(
        &self,
        delivery: &Delivery,
        attempted: &Attempted,
        now: SystemTime,
    ) -> Result<Settled, StoreError>;

    /// Woken each time a commit on this node queues a delivery, so the sender need not wait
    /// for its next poll.
    fn deliveries_queued(&self) -> &tokio::sync::Notify;

    /// Whether the store answers now, for the readiness probe; quick to fail when it does not.
    fn ping(&self) -> Result<(), StoreError>;

    /// Who waits on this node for a match to move; each store announces there every commit
    /// and deletion it writes.
    fn commits(&self) -> &Commits;

    /// This process's kept engine states (see `hot`); they are only ever used at the version
    /// they were committed with, so they stay right whoever else writes to the store.
    fn hot(&self) -> &HotStates;

    /// The engine's own state of this match at `version`, if the last action here left it;
    /// taken out, since the next action consumes it.
    fn take_hot(&self, match_id: &str, version: i64) -> Option<HotState> {
        self.hot().take(match_id, version)
    }

    /// Keeps the engine's state of a match at a `version` just committed, for its next action.
    fn keep_hot(&self, match_id: &str, version: i64, state: HotState) {
        self.hot().keep(match_id, version, state);
    }
}

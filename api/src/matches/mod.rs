//! Named matches: the service keeps the state, seats act with their own secret tokens, and
//! every action is checked against the version the client saw. The rules stay in the
//! engine; this module only authenticates, orders and stores.

mod bot_seats;
mod changes;
mod claim;
pub mod clock;
mod create;
mod preconditions;
mod refusals;
mod rematch;
mod resign;
pub mod seating;
pub mod stream;
mod take_back;
mod worker;

use std::time::SystemTime;

pub use bot_seats::{play_bot_turn, BotTurn, MatchBot};
pub use claim::{claim, reissue_invite, revoke_invite, ClaimRequest, ClaimedSeat};
use clock::{OnTimeout, TurnClock};
pub use create::{create, Invite};
pub use preconditions::Condition;
use quarterdeck_engine::core::openapi::{GameAction, GameEvent, GameOptions, GameState};
use quarterdeck_engine::core::play::Acted;
use quarterdeck_engine::{
    all_games, find_game, Actor, ChanceMode, LegalActions, Playable, ScoreSheet, Violation,
};
pub use refusals::SeatingRefusal;
pub use rematch::{rematch, Rematch};
pub use resign::resign;
use seating::{OnResign, SeatSummary, Seating, ShownStatus, TakeBackShown};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
pub use take_back::{answer as answer_take_back, ask as ask_take_back, TakeBackAnswer};
use utoipa::ToSchema;
pub use worker::{start as start_bot_worker, BotTurns, WorkerSettings};

use crate::bots::BotTimeLimit;
use crate::export::{Export, FinishedMatch, MatchExportQuery};
use crate::game_id::GameId;
use crate::limits::MAX_IDEMPOTENCY_KEY;
use crate::problem::ApiError;
use crate::store::{
    Appended, Credential, EarlierAnswer, KeyAt, MatchFilter, MatchRecord, MatchStatus, MatchStore,
    NewAction, StoredAction, Visibility,
};
use crate::webhooks::{NotifyRequest, NotifyShown};

/// Largest page of `GET /v1/matches`.
pub const MAX_PAGE_SIZE: u32 = 100;
/// Page size of `GET /v1/matches` when none is asked for.
pub const DEFAULT_PAGE_SIZE: u32 = 20;
/// The log kind of a game's action; every other kind is a change to the match itself.
pub const GAME_ACTION: &str = "action";

/// Largest page of a match log.
pub const MAX_LOG_PAGE: u32 = 500;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateMatchRequest {
    /// Game id, e.g. `new-bedford`.
    #[schema(value_type = GameId)]
    pub game: String,
    /// Optional unique name: lower-case letters, digits and hyphens, 1–63 characters.
    #[serde(default)]
    pub name: Option<String>,
    pub players: u8,
    /// The game's options; omitted fields take their defaults.
    #[serde(default = "empty_object")]
    #[schema(value_type = GameOptions)]
    pub options: Value,
    /// Omitted, the service draws a secret seed from the operating system. A game that hides
    /// cards or bids from its seats refuses a chosen seed in `seeded` chance (a 422
    /// `invalid-setup` naming `seed`, code `chosen-seed`): whoever knows it could replay the
    /// public log and read every hand. Other games, and `table` chance, accept one.
    #[serde(default)]
    #[schema(format = "uint64")]
    pub seed: Option<u64>,
    #[serde(default)]
    pub chance: ChanceMode,
    /// Optional seat names in seat order, at most one per seat; a shorter list or a `null`
    /// entry leaves seats unnamed. Trimmed; 1–40 printable characters; no two alike
    /// (ignoring case). Shown in the state, the log and the score sheet.
    #[serde(default)]
    pub names: Option<Vec<Option<String>>>,
    /// Seats the service plays itself, each with its bot's kind and budget; whenever one is
    /// to act, the service moves for it (a match of bots only plays to its end). Every seat
    /// still gets its token.
    #[serde(default)]
    pub bots: Vec<MatchBot>,
    /// A time limit on each decision, from `5s` to `30d` (`s`, `m`, `h` or `d`): whenever
    /// the match moves and a seat is to act, its deadline is that far ahead, and a seat still
    /// due at its deadline is moved for as `on_timeout` says. Omitted, nobody is timed.
    #[serde(default)]
    #[schema(example = "60s")]
    pub turn_time: Option<String>,
    /// What a seat whose time ran out does; needs `turn_time`. Default `bot`.
    #[serde(default)]
    pub on_timeout: Option<OnTimeout>,
    /// Where to POST a "your turn" webhook after every action (see the `webhooks` of this
    /// document: `WebhookPayload`, signed in `Quarterdeck-Signature`). For the app's own
    /// backend: give it only from there, never from a player's device, since the secret
    /// signs every delivery. Refused with 422 `webhooks-disabled` where the operator turned
    /// webhooks off.
    #[serde(default)]
    pub notify: Option<NotifyRequest>,
    /// Seats left for others to claim: each gets an invite (in the answer's `invites`) and no
    /// token, and leave its name out (whoever claims it names it). While any is open, the
    /// match is `waiting` and accepts no action.
    #[serde(default)]
    pub open: Vec<u8>,
    /// Who may see the match: `public` (listed, anyone may read it), `unlisted` (the
    /// default: anyone with its id or name may read it) or `private` (its tokens only; to
    /// anyone else it does not exist).
    #[serde(default)]
    pub visibility: Visibility,
    /// What happens when a player resigns: a bot takes the seat (`bot`, the default) or the
    /// match ends `abandoned`, that seat ranked last (`abandon`).
    #[serde(default)]
    pub on_resign: OnResign,
}

fn empty_object() -> Value {
    json!({})
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SeatToken {
    pub seat: u8,
    /// The seat's name, when it was given one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Send as `Authorization: Bearer <token>` to act for this seat. Shown once; only its
    /// hash is stored.
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedMatch {
    #[serde(flatten)]
    pub summary: MatchSummary,
    /// The token of every seat held now: taken and bot seats (an open seat's token goes to
    /// whoever claims it).
    pub seats: Vec<SeatToken>,
    /// One invite per open seat; absent when none is open.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub invites: Vec<Invite>,
    /// Deletes the match and reports the table's chance outcomes.
    pub owner_token: String,
    /// The state as a spectator sees it.
    #[schema(value_type = GameState)]
    pub state: Value,
    pub to_act: Vec<Actor>,
    /// Advice about a setup the rules accept but a rulebook advises against, each naming its
    /// field; absent when there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<Violation>,
    /// The webhook target as stored, when `notify` was given: its URL only. Shown here to
    /// the creator alone; no read of the match shows it, and nothing shows the secret.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notify: Option<NotifyShown>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchSummary {
    pub id: String,
    pub name: Option<String>,
    #[schema(value_type = GameId)]
    pub game: String,
    /// The rules version the match was created under.
    pub rules_version: String,
    /// Present when the match was created under other rules than the service's own
    /// (`rules_version`): the version it plays under now. The service keeps one version of
    /// the rules, so a match stored before a rule change continues under today's rules from
    /// its stored state; the rulings list what changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules_updated_to: Option<String>,
    pub players: u8,
    #[schema(value_type = ChanceMode)]
    pub chance: String,
    /// Entries in the match's log so far (its game's actions, and seats claimed, resigned or
    /// taken back); the `ETag` and the `If-Match` to send with the next action.
    pub version: i64,
    pub status: ShownStatus,
    pub visibility: Visibility,
    /// Seats waiting for someone to claim them; absent when none is.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub open_seats: Vec<u8>,
    /// Seats whose player resigned; absent when none did.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub resigned: Vec<u8>,
    pub on_resign: OnResign,
    /// A take-back waiting for answers: play waits until every other player answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take_back: Option<TakeBackShown>,
    /// The match its seats play next, once one of them asked for a rematch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
    /// The match this one is the rematch of.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<String>,
    /// The seats the service plays; absent when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<MatchBot>,
    /// The time each decision may take, in the shortest exact unit (`90s`, `15m`, `24h`);
    /// absent for a match without a clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_time: Option<String>,
    /// What a seat whose time runs out does; absent without a clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub on_timeout: Option<OnTimeout>,
    /// When the seats to act now run out of time (RFC 3339, UTC); absent without a clock,
    /// while only the table is to act, and once the match is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deadline: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchView {
    #[serde(flatten)]
    pub summary: MatchSummary,
    #[schema(value_type = GameOptions)]
    pub options: Value,
    /// The seat whose view this is; absent for spectators and the owner.
    pub seat: Option<u8>,
    /// Every seat: its name and who holds it.
    pub seats: Vec<SeatSummary>,
    #[schema(value_type = GameState)]
    pub state: Value,
    pub to_act: Vec<Actor>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchPage {
    /// Public matches only.
    pub matches: Vec<MatchSummary>,
    /// The match of the token sent, whatever its visibility, when it passes the filters;
    /// absent without a token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub yours: Option<MatchSummary>,
    /// Pass as `page_token` for the next page; absent on the last page.
    pub next_page_token: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// The match's game, so the action's type is known from the body alone; another game's
    /// id is refused (422 `wrong-game`).
    #[schema(value_type = GameId)]
    pub game: String,
    /// One of the actions `legal-actions` listed for the token's seat.
    #[schema(value_type = GameAction)]
    pub action: Box<RawValue>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ActionResult {
    /// The match's game: says which game's types `state` and `events` are. (The default
    /// only reads answers stored before it existed; every answer sends it.)
    #[serde(default)]
    #[schema(value_type = GameId, required = true)]
    pub game: String,
    pub version: i64,
    #[schema(value_type = GameState)]
    pub state: Box<RawValue>,
    #[schema(value_type = Vec<GameEvent>)]
    pub events: Box<RawValue>,
    pub to_act: Vec<Actor>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LogEntry {
    pub seq: i64,
    pub actor: Actor,
    /// The acting seat's name; absent for the table and for unnamed seats.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actor_name: Option<String>,
    /// `action` for one of the game's actions; else a change to the match itself: `claim` (a
    /// seat claimed with an invite), `resign`, `take-back-asked`, `take-back-accepted`,
    /// `take-back-refused`, or `take-back` (the match returned to an earlier version).
    pub kind: String,
    /// The game's action (absent for the match's own changes).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<GameAction>)]
    pub action: Option<Value>,
    /// What a change to the match says (absent for game actions): the claimed seat's `name`;
    /// the resigned seat's `then` (`bot` or `abandon`); a take-back's `to` version.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<seating::LogNote>)]
    pub note: Option<Value>,
    #[schema(value_type = Vec<GameEvent>)]
    pub events: Value,
    /// True when a bot seat of the match chose this action; absent otherwise.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    /// True when the seat's time ran out and the match's clock made this move for it (see
    /// `on_timeout`); absent otherwise.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub timed_out: bool,
    /// The deadline this action set for the seats it left to act (RFC 3339, UTC); absent
    /// without a clock or when no seat was left due.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deadline: Option<String>,
    /// Who was to act right after it (empty once the game is over); absent only on actions
    /// stored by a service older than this field.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_act: Option<Vec<Actor>>,
    pub created_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchLog {
    /// The match's game: says which game's types the entries hold.
    #[schema(value_type = GameId)]
    pub game: String,
    pub entries: Vec<LogEntry>,
    /// The `from` of the next page; absent when the log is read to its end.
    pub next_from: Option<i64>,
}

/// A fresh secret: 24 random bytes, hex.
fn secret() -> Result<String, ApiError> {
    let mut bytes = [0u8; 24];
    getrandom::fill(&mut bytes)
        .map_err(|error| ApiError::Internal(format!("no randomness: {error}")))?;
    Ok(hex(&bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn hash(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// Names are lower-case words with hyphens; ids contain `_`, so the two never collide.
fn check_name(name: &str) -> Result<(), ApiError> {
    let valid = (1..=63).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !name.starts_with('-');
    if valid {
        Ok(())
    } else {
        Err(ApiError::BadName(name.to_owned()))
    }
}

fn engine(game: &str) -> Result<&'static dyn Playable, ApiError> {
    let found = find_game(game).ok_or_else(|| ApiError::UnknownGame(game.to_owned()))?;
    found
        .playable()
        .ok_or_else(|| ApiError::EngineNotAvailable(game.to_owned()))
}

fn summary(record: &MatchRecord) -> MatchSummary {
    // A stored list or clock that no longer reads shows as none; playing the match reports it.
    let bots = bot_seats::read(&record.bots_json).unwrap_or_default();
    let clock = TurnClock::stored(record.turn_clock.as_deref()).unwrap_or_default();
    let seating = Seating::of(record).unwrap_or_default();
    MatchSummary {
        id: record.id.clone(),
        name: record.name.clone(),
        game: record.game.clone(),
        rules_version: record.rules_version.clone(),
        rules_updated_to: (record.rules_version != quarterdeck_engine::RULES_VERSION)
            .then(|| quarterdeck_engine::RULES_VERSION.to_owned()),
        players: record.players,
        chance: record.chance.clone(),
        version: record.version,
        status: ShownStatus::of(record, &seating),
        visibility: record.visibility,
        take_back: seating.take_back.as_ref().map(|pending| TakeBackShown {
            by: pending.by,
            to: pending.to,
            waiting_for: seating.waiting_for(record.players, &bots),
        }),
        open_seats: seating.open,
        resigned: seating.resigned,
        on_resign: seating.on_resign,
        rematch: record.rematch_id.clone(),
        rematch_of: seating.rematch_of,
        bots,
        turn_time: clock.map(|clock| clock.turn_time()),
        on_timeout: clock.map(|clock| clock.on_timeout),
        deadline: record
            .deadline_ms
            .filter(|_| record.status == MatchStatus::Active)
            .and_then(clock::rfc3339),
        created_at: record.created_at.clone(),
        updated_at: record.updated_at.clone(),
    }
}

fn status_of(to_act: &[Actor]) -> MatchStatus {
    if to_act.is_empty() {
        MatchStatus::Finished
    } else {
        MatchStatus::Active
    }
}

fn seat_of(credential: Option<Credential>) -> Option<u8> {
    match credential {
        Some(Credential::Seat(seat)) => Some(seat),
        _ => None,
    }
}

/// The service's bots: the worker that plays bot seats, and how long a bot may think.
#[derive(Debug, Clone, Default)]
pub struct Bots {
    pub turns: BotTurns,
    pub limit: BotTimeLimit,
}

/// The match as anyone without a token may read it: a private match is not found, so its id
/// is never confirmed.
fn load(store: &dyn MatchStore, id_or_name: &str) -> Result<MatchRecord, ApiError> {
    store
        .find_match(id_or_name)?
        .filter(|record| record.visibility != Visibility::Private)
        .ok_or_else(|| ApiError::UnknownMatch(id_or_name.to_owned()))
}

/// Whether the match's page may say it exists to anyone: it does, and it is not private.
pub fn page_visible(store: &dyn MatchStore, id_or_name: &str) -> Result<bool, ApiError> {
    match load(store, id_or_name) {
        Ok(_) => Ok(true),
        Err(ApiError::UnknownMatch(_)) => Ok(false),
        Err(other) => Err(other),
    }
}

/// The match and who the token's holder is in it, with the answer stored under `key` if any,
/// in one lookup; a token that is not this match's is refused, not ignored.
fn find_as(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: &str,
    key: Option<KeyAt<'_>>,
) -> Result<(MatchRecord, Credential, Option<EarlierAnswer>), ApiError> {
    let found = store
        .find_match_as(id_or_name, &hash(token.as_bytes()), key)?
        .ok_or_else(|| ApiError::UnknownMatch(id_or_name.to_owned()))?;
    let credential = found.credential.ok_or(ApiError::BadToken)?;
    Ok((found.record, credential, found.earlier))
}

/// The match, and who the token's holder is; no token reads as a spectator.
fn authenticate(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<(MatchRecord, Option<Credential>), ApiError> {
    match token {
        Some(token) => {
            find_as(store, id_or_name, token, None).map(|(record, who, _)| (record, Some(who)))
        }
        None => Ok((load(store, id_or_name)?, None)),
    }
}

/// The match a write (or a seat's own list) is for, with what its token stands for and the
/// answer stored under `key` if any. Such a request is authenticated first: without a token
/// it is 401 whether or not the match exists (a spectator may read a match but never write to
/// one).
fn authorised(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    key: Option<KeyAt<'_>>,
) -> Result<(MatchRecord, Credential, Option<EarlierAnswer>), ApiError> {
    find_as(store, id_or_name, token.ok_or(ApiError::MissingToken)?, key)
}

pub fn read(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<MatchView, ApiError> {
    let (record, credential) = authenticate(store, id_or_name, token)?;
    let engine = engine(&record.game)?;
    let seat = seat_of(credential);
    let state = record.state()?;
    let seating = Seating::of(&record)?;
    let bots = bot_seats::read(&record.bots_json)?;
    Ok(MatchView {
        state: engine.view(&state, seat)?,
        to_act: engine.to_act(&state)?,
        options: record.options.clone(),
        seat,
        seats: seating::seat_summaries(
            &engine.seat_names(&state)?,
            record.players,
            &seating,
            &bots,
        ),
        summary: summary(&record),
    })
}

/// A query parameter that must be a whole number in `min..=max` (no upper bound without
/// `max`); out of range is refused, never clamped, so a client learns its mistake.
pub fn ranged(
    field: &'static str,
    text: Option<&str>,
    min: i64,
    max: Option<i64>,
) -> Result<Option<i64>, ApiError> {
    let Some(text) = text else {
        return Ok(None);
    };
    let out_of_range = || ApiError::OutOfRange {
        field,
        min,
        max,
        given: text.to_owned(),
    };
    let value: i64 = text.trim().parse().map_err(|_| out_of_range())?;
    if value < min || max.is_some_and(|max| value > max) {
        return Err(out_of_range());
    }
    Ok(Some(value))
}

/// What `GET /v1/matches` asks for, as the query gave it.
pub struct ListRequest<'a> {
    pub game: Option<&'a str>,
    pub status: Option<&'a str>,
    pub page_size: Option<&'a str>,
    pub page_token: Option<&'a str>,
    /// A seat's or owner's token: its match is answered too, whatever its visibility.
    pub token: Option<&'a str>,
}

/// The store's filter for a listed status.
fn status_filter<'a>(
    game: Option<&'a str>,
    status: Option<&str>,
) -> Result<MatchFilter<'a>, ApiError> {
    let (status, open_seats, abandoned) = match status {
        None => (None, None, None),
        Some("waiting") => (Some(MatchStatus::Active), Some(true), None),
        Some("active") => (Some(MatchStatus::Active), Some(false), None),
        Some("finished") => (Some(MatchStatus::Finished), None, Some(false)),
        Some("abandoned") => (Some(MatchStatus::Finished), None, Some(true)),
        Some(text) => {
            return Err(ApiError::BadQuery(format!(
                "status is `waiting`, `active`, `finished` or `abandoned`, not {text:?}"
            )))
        }
    };
    Ok(MatchFilter {
        game,
        status,
        open_seats,
        abandoned,
    })
}

pub fn list(store: &dyn MatchStore, request: &ListRequest<'_>) -> Result<MatchPage, ApiError> {
    let game = request.game;
    let filter = status_filter(game, request.status)?;
    // An id no game has would list nothing, which reads as "no matches": say it instead.
    if let Some(unknown) = game.filter(|id| find_game(id).is_none()) {
        let known: Vec<&str> = all_games().iter().map(|g| g.info().id.as_str()).collect();
        return Err(ApiError::BadQuery(format!(
            "game is one of {}, not {unknown:?}",
            known.join(", ")
        )));
    }
    let (page_size, page_token) = (request.page_size, request.page_token);
    let limit = ranged("page_size", page_size, 1, Some(i64::from(MAX_PAGE_SIZE)))?
        .and_then(|size| u32::try_from(size).ok())
        .unwrap_or(DEFAULT_PAGE_SIZE);
    let after = match page_token {
        Some(token) => token.parse::<i64>().map_err(|_| {
            ApiError::BadQuery("page_token is not one this service issued".to_owned())
        })?,
        None => 0,
    };
    // One extra row tells whether another page follows.
    let mut records = store.list_matches(&filter, after, limit.saturating_add(1))?;
    let page = usize::try_from(limit).unwrap_or(usize::MAX);
    let more = records.len() > page;
    records.truncate(page);
    let yours = match request.token {
        Some(token) => Some(
            store
                .match_of_token(&hash(token.as_bytes()))?
                .ok_or(ApiError::BadToken)?,
        ),
        None => None,
    };
    Ok(MatchPage {
        yours: yours
            .filter(|record| filter.admits(record))
            .map(|record| summary(&record)),
        next_page_token: if more {
            records.last().map(|r| r.cursor.to_string())
        } else {
            None
        },
        matches: records.iter().map(summary).collect(),
    })
}

/// A precondition header's value, parsed; a malformed one is a 400 naming the header.
pub fn precondition(header: &'static str, value: &[u8]) -> Result<Condition, ApiError> {
    preconditions::parse(value).map_err(|error| ApiError::MalformedPrecondition {
        header,
        detail: error.to_string(),
    })
}

/// 1–255 visible ASCII characters (RFC 9110's `VCHAR`, so no spaces).
fn idempotency_key(raw: &[u8]) -> Result<&str, ApiError> {
    let refuse = |why: String| Err(ApiError::BadIdempotencyKey(why));
    if !(1..=MAX_IDEMPOTENCY_KEY).contains(&raw.len()) {
        return refuse(format!("this one has {} bytes", raw.len()));
    }
    if let Some(byte) = raw.iter().find(|byte| !(0x21..=0x7E).contains(*byte)) {
        return refuse(format!("this one holds the byte {byte:#04x}"));
    }
    std::str::from_utf8(raw).or_else(|_| refuse("this one is not ASCII".to_owned()))
}

pub struct ActRequest<'a> {
    pub id_or_name: &'a str,
    pub token: Option<&'a str>,
    /// Every `If-Match` line, joined with commas.
    pub if_match: Option<&'a [u8]>,
    pub idempotency_key: Option<&'a [u8]>,
    pub body: &'a [u8],
}

pub fn act(
    store: &dyn MatchStore,
    turns: &BotTurns,
    request: &ActRequest<'_>,
) -> Result<ActionResult, ApiError> {
    // Headers that cannot be read are refused before anything is looked up.
    let condition = request
        .if_match
        .map(|value| precondition("If-Match", value))
        .transpose()?;
    let key = request.idempotency_key.map(idempotency_key).transpose()?;
    let now = SystemTime::now();
    let (record, credential, earlier) = authorised(
        store,
        request.id_or_name,
        request.token,
        key.map(|key| KeyAt { key, now }),
    )?;
    // Stored answers are kept per token, so another token's key is never seen here; the
    // hash still covers who asks, so no answer can ever reach another token.
    let request_hash = {
        let mut who_and_what = format!("{credential:?}\n").into_bytes();
        who_and_what.extend_from_slice(request.body);
        hash(&who_and_what)
    };
    // A retry answers exactly as the first request did and applies nothing.
    if let Some(earlier) = earlier {
        return replay(earlier, &request_hash, &record.game);
    }
    may_play(&record, credential)?;
    match condition {
        None => return Err(ApiError::IfMatchRequired),
        // `*` would apply the action to whatever version is current, which is exactly the
        // lost update If-Match is required to prevent.
        Some(Condition::Any) => return Err(ApiError::IfMatchWildcard),
        Some(condition) if !condition.strong_match(record.version) => {
            return Err(ApiError::VersionMismatch {
                current: record.version,
            })
        }
        Some(_) => {}
    }
    let body: ActionRequest = quarterdeck_engine::core::input::parse_json(request.body)?;
    if body.game != record.game {
        return Err(ApiError::WrongGame {
            sent: body.game,
            game: record.game,
        });
    }
    let engine = engine(&record.game)?;
    let actor = credential.actor();
    let (state, action, view, events, seat_events, to_act, hot) = match engine.act_on_stored(
        &record.state_json,
        store.take_hot(&record.id, record.version),
        actor,
        body.action.get(),
        seat_of(Some(credential)),
    )? {
        Acted::NotToAct(to_act) => return Err(ApiError::WrongSeat { actor, to_act }),
        Acted::Applied {
            state,
            action,
            view,
            events,
            seat_events,
            to_act,
            hot,
        } => (state, action, view, events, seat_events, to_act, hot),
    };
    // The log keeps the events whole; the seat is answered with what it may see.
    let logged_events = events.get().to_owned();
    let status = status_of(&to_act);
    let bot_turn = bot_seats::bot_turn(&bot_seats::read(&record.bots_json)?, &to_act);
    let to_act_json = serde_json::to_string(&to_act)?;
    let clock = TurnClock::stored(record.turn_clock.as_deref())?;
    let deadline_ms = clock::deadline_of(clock.as_ref(), &to_act, now);
    let delivery = crate::webhooks::payload(&record, record.version + 1, &to_act)?;
    let result = ActionResult {
        game: record.game.clone(),
        version: record.version + 1,
        state: view,
        events: seat_events.unwrap_or(events),
        to_act,
    };
    let appended = store.append(
        &NewAction {
            match_id: record.id.clone(),
            expected_version: record.version,
            actor: credential.actor_json()?,
            action: action.get().to_owned(),
            events: logged_events,
            idempotency_key: key.map(str::to_owned),
            request_hash: request_hash.clone(),
            response: match key {
                Some(_) => Some(serde_json::to_string(&result)?),
                None => None,
            },
            state_json: state,
            status,
            by_bot: false,
            bot_turn,
            to_act: to_act_json,
            deadline_ms,
            timed_out: false,
            delivery,
        },
        now,
    )?;
    match appended {
        Appended::Committed { version } => {
            store.keep_hot(&record.id, version, hot);
            if bot_turn {
                turns.wake(&record.id);
            }
            Ok(result)
        }
        Appended::Conflict { current } => Err(ApiError::VersionMismatch { current }),
        Appended::DuplicateKey(earlier) => replay(earlier, &request_hash, &record.game),
        Appended::MatchGone => Err(ApiError::UnknownMatch(request.id_or_name.to_owned())),
    }
}

/// Refuses an action while play waits (open seats, a take-back's answers) or from a seat
/// that resigned.
fn may_play(record: &MatchRecord, credential: Credential) -> Result<(), ApiError> {
    let seating = Seating::of(record)?;
    if record.abandoned {
        return Err(ApiError::Seating(SeatingRefusal::MatchOver));
    }
    if record.status == MatchStatus::Active {
        if !seating.open.is_empty() {
            return Err(ApiError::Seating(SeatingRefusal::Waiting(seating.open)));
        }
        if let Some(pending) = seating.take_back {
            return Err(ApiError::Seating(SeatingRefusal::TakeBackPending(
                pending.by,
            )));
        }
    }
    match credential {
        Credential::Seat(seat) if seating.resigned.contains(&seat) => {
            Err(ApiError::Seating(SeatingRefusal::Resigned(seat)))
        }
        _ => Ok(()),
    }
}

fn replay(
    earlier: EarlierAnswer,
    request_hash: &str,
    game: &str,
) -> Result<ActionResult, ApiError> {
    if earlier.request_hash != request_hash {
        return Err(ApiError::IdempotencyKeyReused);
    }
    let mut result: ActionResult = serde_json::from_str(&earlier.response)?;
    // Answers stored before responses named their game lack it.
    if result.game.is_empty() {
        game.clone_into(&mut result.game);
    }
    Ok(result)
}

/// A match's legal actions for the token's seat, with the game they belong to.
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchLegalActions {
    /// The match's game: says which game's actions are listed.
    #[schema(value_type = GameId)]
    pub game: String,
    #[serde(flatten)]
    pub legal: LegalActions,
}

pub fn legal_actions(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<MatchLegalActions, ApiError> {
    let (record, credential, _) = authorised(store, id_or_name, token, None)?;
    let actor = credential.actor();
    let engine = engine(&record.game)?;
    // One call lists the actor's actions with who is to act; a seat not to act gets none (a
    // first call for `to_act` alone listed the only actor's actions, then threw them away).
    let mut legal = engine.legal_actions(&record.state()?, Some(actor))?;
    if !legal.to_act.contains(&actor) || may_play(&record, credential).is_err() {
        legal.actions.clear();
    }
    Ok(MatchLegalActions {
        game: record.game,
        legal,
    })
}

pub fn log(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    from: Option<&str>,
    limit: Option<&str>,
) -> Result<MatchLog, ApiError> {
    let from = ranged("from", from, 1, None)?.unwrap_or(1);
    let limit = ranged("limit", limit, 1, Some(i64::from(MAX_LOG_PAGE)))?
        .and_then(|limit| u32::try_from(limit).ok())
        .unwrap_or(MAX_LOG_PAGE);
    let (record, credential) = authenticate(store, id_or_name, token)?;
    let reader = Reader::of(&record, credential)?;
    let stored = store.actions(&record.id, from, limit)?;
    let next_from = match stored.last() {
        Some(last) if last.seq < record.version => Some(last.seq + 1),
        _ => None,
    };
    Ok(MatchLog {
        entries: reader.entries(stored)?,
        game: record.game,
        next_from,
    })
}

/// Who reads a match's log, and what reading it needs: entries are shown to them as their
/// seat may see them (a spectator and the owner see what every seat may).
pub struct Reader {
    engine: &'static dyn Playable,
    seat: Option<u8>,
    names: Vec<Option<String>>,
}

impl Reader {
    fn of(record: &MatchRecord, credential: Option<Credential>) -> Result<Self, ApiError> {
        let engine = engine(&record.game)?;
        Ok(Self {
            engine,
            seat: seat_of(credential),
            names: engine.seat_names(&record.state()?)?,
        })
    }

    /// Stored actions as this reader may see them, in the order given.
    fn entries(&self, stored: Vec<StoredAction>) -> Result<Vec<LogEntry>, ApiError> {
        stored.into_iter().map(|entry| self.entry(entry)).collect()
    }

    fn entry(&self, entry: StoredAction) -> Result<LogEntry, ApiError> {
        let actor: Actor = serde_json::from_value(entry.actor)?;
        let (action, note, events) = if entry.kind == GAME_ACTION {
            let (action, events) =
                self.engine
                    .view_log_entry(actor, entry.action, entry.events, self.seat);
            (Some(action), None, events)
        } else {
            (None, Some(entry.action), entry.events)
        };
        let actor_name = match actor {
            Actor::Seat(seat) => self.names.get(usize::from(seat)).cloned().flatten(),
            Actor::Table => None,
        };
        Ok(LogEntry {
            seq: entry.seq,
            actor,
            actor_name,
            kind: entry.kind,
            action,
            note,
            events,
            bot: entry.by_bot,
            timed_out: entry.timed_out,
            deadline: entry.deadline_ms.and_then(clock::rfc3339),
            to_act: entry.to_act.map(serde_json::from_value).transpose()?,
            created_at: entry.created_at,
        })
    }
}

/// The match's score sheet: provisional while it is played, final once it is over. No token
/// is needed but for a private match.
pub fn score(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<ScoreSheet, ApiError> {
    let (record, _) = authenticate(store, id_or_name, token)?;
    resign::match_sheet(engine(&record.game)?, &record)
}

/// A finished match's result as a file; a match still in play has no result to export.
/// Read as its score is, without a token but for a private match.
pub fn export(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    query: &MatchExportQuery,
) -> Result<Export, ApiError> {
    let (record, _) = authenticate(store, id_or_name, token)?;
    if record.status != MatchStatus::Finished {
        return Err(ApiError::MatchNotFinished(id_or_name.to_owned()));
    }
    let game = find_game(&record.game).ok_or_else(|| ApiError::UnknownGame(record.game.clone()))?;
    let engine = engine(&record.game)?;
    let state = record.state()?;
    let sheet = resign::match_sheet(engine, &record)?;
    let seat_names = engine.seat_names(&state)?;
    crate::export::match_export(
        &FinishedMatch {
            game: game.info(),
            id: &record.id,
            name: record.name.as_deref(),
            sheet: &sheet,
            seat_names: &seat_names,
            finished_at: &record.updated_at,
            resigned: &Seating::of(&record)?.resigned,
        },
        query,
    )
}

pub fn delete(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<(), ApiError> {
    let (record, credential, _) = authorised(store, id_or_name, token, None)?;
    match credential {
        Credential::Owner => {
            store.delete_match(&record.id)?;
            Ok(())
        }
        Credential::Seat(_) => Err(ApiError::OwnerOnly),
    }
}

#[cfg(test)]
mod tests;

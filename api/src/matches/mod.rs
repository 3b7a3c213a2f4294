//! Named matches: the service keeps the state, seats act with their own secret tokens, and
//! every action is checked against the version the client saw. The rules stay in the
//! engine; this module only authenticates, orders and stores.

mod bot_seats;
pub mod clock;
mod preconditions;
pub mod stream;
mod worker;

use std::time::SystemTime;

pub use bot_seats::{play_bot_turn, BotTurn, MatchBot};
use clock::{OnTimeout, TurnClock};
pub use preconditions::Condition;
use quarterdeck_engine::core::openapi::{GameAction, GameEvent, GameOptions, GameState};
use quarterdeck_engine::core::play::Acted;
use quarterdeck_engine::{
    all_games, find_game, Actor, ChanceMode, LegalActions, Playable, ScoreSheet, Violation,
};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use utoipa::ToSchema;
pub use worker::{start as start_bot_worker, BotTurns, WorkerSettings};

use crate::bots::BotTimeLimit;
use crate::config::WebhookTargets;
use crate::export::{Export, FinishedMatch, MatchExportQuery};
use crate::game_id::GameId;
use crate::limits::MAX_IDEMPOTENCY_KEY;
use crate::problem::ApiError;
use crate::seeds::{refused_seed, secret_seed, with_refused_seed, KeptFrom};
use crate::store::{
    Appended, Credential, EarlierAnswer, KeyAt, MatchRecord, MatchStatus, MatchStore, NewAction,
    NewMatch, StoredAction,
};
use crate::webhooks::{NotifyRequest, NotifyShown};

/// Largest page of `GET /v1/matches`.
pub const MAX_PAGE_SIZE: u32 = 100;
/// Page size of `GET /v1/matches` when none is asked for.
pub const DEFAULT_PAGE_SIZE: u32 = 20;
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
    pub seats: Vec<SeatToken>,
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
    /// Actions applied so far; the `ETag` and the `If-Match` to send with the next action.
    pub version: i64,
    #[schema(value_type = crate::store::MatchStatus)]
    pub status: String,
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
    #[schema(value_type = GameState)]
    pub state: Value,
    pub to_act: Vec<Actor>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchPage {
    pub matches: Vec<MatchSummary>,
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
    #[schema(value_type = GameAction)]
    pub action: Value,
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
        status: record.status.as_str().to_owned(),
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

pub fn create(
    store: &dyn MatchStore,
    bots: &Bots,
    targets: WebhookTargets,
    body: &[u8],
) -> Result<CreatedMatch, ApiError> {
    let request: CreateMatchRequest = quarterdeck_engine::core::input::parse_json(body)?;
    if let Some(name) = &request.name {
        check_name(name)?;
    }
    let engine = engine(&request.game)?;
    let refused = request
        .seed
        .and_then(|_| refused_seed(&request.game, engine, request.chance, KeptFrom::NamedMatch));
    let seed = match request.seed {
        Some(seed) => seed,
        None => secret_seed()?,
    };
    let chance = serde_json::to_value(request.chance)?
        .as_str()
        .unwrap_or("seeded")
        .to_owned();
    // Names live in the state (so the stored state still equals setup plus the log); the
    // engine checks them with the rest of the setup.
    let setup = json!({"players": request.players, "options": request.options, "seed": seed, "chance": request.chance, "names": request.names});
    let setup = setup.to_string();
    let state = with_refused_seed(engine.setup(setup.as_bytes()), refused)?;
    let warnings = engine.setup_warnings(setup.as_bytes());
    let names = engine.seat_names(&state)?;
    let to_act = engine.to_act(&state)?;
    bot_seats::check(&request.bots, request.players, bots.limit)?;
    let clock = TurnClock::requested(request.turn_time.as_deref(), request.on_timeout)?;
    let notify = request
        .notify
        .map(|notify| crate::webhooks::target(notify, targets))
        .transpose()?;
    let bot_turn = bot_seats::bot_turn(&request.bots, &to_act);
    let seats: Vec<String> = (0..request.players)
        .map(|_| secret())
        .collect::<Result<_, _>>()?;
    let owner_token = secret()?;
    let new = NewMatch {
        id: format!("m_{}", &secret()?[..24]),
        name: request.name,
        game: request.game,
        rules_version: quarterdeck_engine::RULES_VERSION.to_owned(),
        players: request.players,
        options: request.options,
        seed,
        chance,
        state_json: state.to_string(),
        status: status_of(&to_act),
        bots_json: serde_json::to_string(&request.bots)?,
        bot_turn,
        turn_clock: clock
            .map(|clock| serde_json::to_string(&clock))
            .transpose()?,
        deadline_ms: clock::deadline_of(clock.as_ref(), &to_act, SystemTime::now()),
        owner_token_hash: hash(owner_token.as_bytes()),
        seat_token_hashes: seats.iter().map(|token| hash(token.as_bytes())).collect(),
        notify,
    };
    store.insert_match(&new)?;
    if bot_turn {
        bots.turns.wake(&new.id);
    }
    let record = store
        .find_match(&new.id)?
        .ok_or_else(|| ApiError::Internal("a created match vanished".to_owned()))?;
    Ok(CreatedMatch {
        summary: summary(&record),
        seats: seats
            .into_iter()
            .enumerate()
            .map(|(seat, token)| SeatToken {
                seat: u8::try_from(seat).unwrap_or(u8::MAX),
                name: names.get(seat).cloned().flatten(),
                token,
            })
            .collect(),
        owner_token,
        state: engine.view(&state, None)?,
        to_act,
        warnings,
        notify: new.notify.map(|target| NotifyShown { url: target.url }),
    })
}

fn load(store: &dyn MatchStore, id_or_name: &str) -> Result<MatchRecord, ApiError> {
    store
        .find_match(id_or_name)?
        .ok_or_else(|| ApiError::UnknownMatch(id_or_name.to_owned()))
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
    Ok(MatchView {
        state: engine.view(&state, seat)?,
        to_act: engine.to_act(&state)?,
        options: record.options.clone(),
        seat,
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

pub fn list(
    store: &dyn MatchStore,
    game: Option<&str>,
    status: Option<&str>,
    page_size: Option<&str>,
    page_token: Option<&str>,
) -> Result<MatchPage, ApiError> {
    let status = status
        .map(|text| {
            MatchStatus::parse(text).ok_or_else(|| {
                ApiError::BadQuery(format!("status is `active` or `finished`, not {text:?}"))
            })
        })
        .transpose()?;
    // An id no game has would list nothing, which reads as "no matches": say it instead.
    if let Some(unknown) = game.filter(|id| find_game(id).is_none()) {
        let known: Vec<&str> = all_games().iter().map(|g| g.info().id.as_str()).collect();
        return Err(ApiError::BadQuery(format!(
            "game is one of {}, not {unknown:?}",
            known.join(", ")
        )));
    }
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
    let mut records = store.list_matches(game, status, after, limit.saturating_add(1))?;
    let page = usize::try_from(limit).unwrap_or(usize::MAX);
    let more = records.len() > page;
    records.truncate(page);
    Ok(MatchPage {
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
    if !legal.to_act.contains(&actor) {
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
        let (action, events) =
            self.engine
                .view_log_entry(actor, entry.action, entry.events, self.seat);
        let actor_name = match actor {
            Actor::Seat(seat) => self.names.get(usize::from(seat)).cloned().flatten(),
            Actor::Table => None,
        };
        Ok(LogEntry {
            seq: entry.seq,
            actor,
            actor_name,
            action,
            events,
            bot: entry.by_bot,
            timed_out: entry.timed_out,
            deadline: entry.deadline_ms.and_then(clock::rfc3339),
            to_act: entry.to_act.map(serde_json::from_value).transpose()?,
            created_at: entry.created_at,
        })
    }
}

pub fn score(store: &dyn MatchStore, id_or_name: &str) -> Result<ScoreSheet, ApiError> {
    let record = load(store, id_or_name)?;
    Ok(engine(&record.game)?.score(&record.state()?)?)
}

/// A finished match's result as a file; a match still in play has no result to export.
/// Read as its score is, without a token: the result of a finished match is public.
pub fn export(
    store: &dyn MatchStore,
    id_or_name: &str,
    query: &MatchExportQuery,
) -> Result<Export, ApiError> {
    let record = load(store, id_or_name)?;
    if record.status != MatchStatus::Finished {
        return Err(ApiError::MatchNotFinished(id_or_name.to_owned()));
    }
    let game = find_game(&record.game).ok_or_else(|| ApiError::UnknownGame(record.game.clone()))?;
    let engine = engine(&record.game)?;
    let state = record.state()?;
    let sheet = engine.score(&state)?;
    let seat_names = engine.seat_names(&state)?;
    crate::export::match_export(
        &FinishedMatch {
            game: game.info(),
            id: &record.id,
            name: record.name.as_deref(),
            sheet: &sheet,
            seat_names: &seat_names,
            finished_at: &record.updated_at,
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

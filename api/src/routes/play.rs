//! Stateless play: the caller keeps the state and sends it with every request; the service
//! sets a game up, lists legal actions, applies one, scores and redacts. Nothing is stored.

use actix_web::http::header::ContentType;
use actix_web::{post, web, HttpResponse};
use quarterdeck_engine::core::input::parse_json;
use quarterdeck_engine::{
    find_game, Actor, ChanceMode, LabelledAction, LegalActions, MalformedInput, PlayError,
    Playable, ScoreSheet, Seat, Violation,
};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use quarterdeck_engine::core::openapi::{GameAction, GameEvent, GameOptions, GameState};

use crate::problem::{ApiError, Problem};
use crate::seal::{Sealed, Sealer};
use crate::seeds::{refused_seed, secret_seed, with_refused_seed, KeptFrom};

/// The game's rules engine, or why there is none to call.
pub(super) fn playable(id: &str) -> Result<&'static dyn Playable, ApiError> {
    let game = find_game(id).ok_or_else(|| ApiError::UnknownGame(id.to_owned()))?;
    game.playable()
        .ok_or_else(|| ApiError::EngineNotAvailable(id.to_owned()))
}

/// Setup parameters: the number of players, and optionally the game's options, a seed, the
/// chance mode, seat names and a sealed state.
// Documentation only: the body goes to the engine as bytes (less `sealed`), so each game reads
// its own options with the same field paths in errors.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // Only its schema is used.
pub struct SetupBody {
    /// Number of players, within the game's range.
    players: u8,
    /// Game options (edition, modules, …) as listed by `GET /v1/games/{game}`; omitted
    /// fields take their defaults. `null` is refused: omit the field instead.
    #[serde(default)]
    #[schema(value_type = GameOptions)]
    options: Value,
    /// Seed for `seeded` chance, to replay a game exactly; omitted, the service draws a secret
    /// one from the operating system, so every unseeded setup is a new game. With `sealed`, a
    /// game that hides cards or bids from its seats refuses a chosen seed in `seeded` chance
    /// (a 422 `invalid-setup` naming `seed`, code `chosen-seed`): whoever knows it knows every
    /// hand and every card to come.
    #[schema(format = "uint64")]
    seed: Option<u64>,
    /// `seeded` (the engine draws) or `table` (the caller reports what the real bag, coins
    /// or deck gave); `seeded` when omitted. `null` is refused: omit the field instead.
    #[serde(default)]
    chance: ChanceMode,
    /// Optional seat names in seat order, at most one per seat; a shorter list or a `null`
    /// entry leaves seats unnamed. Each is trimmed and must then be 1–40 printable
    /// characters, unlike every other seat's (ignoring case); a bad one is a 422
    /// `invalid-setup` naming `names[i]`. Shown as `players[i].name` and on score sheets.
    names: Option<Vec<Option<String>>>,
    /// Return the state sealed (`sealed_state`, opaque and tamper-proof) with only the
    /// public view in the clear, so the caller cannot read the RNG or hidden cards.
    sealed: Option<bool>,
}

/// A game state, as setup and view return it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateResponse {
    /// The whole game state (send it back unchanged with the next request); with a sealed
    /// state, only the view it concerns: the public view after setup, the seat's from `view`.
    #[schema(value_type = GameState)]
    pub state: Value,
    /// Setup with `sealed: true` only: the whole state, opaque; send it back unchanged as
    /// `sealed_state`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sealed_state: Option<String>,
    /// With `sealed_state`: 0 at setup, one more after every action. A client that remembers
    /// the highest version it has seen can tell an older sealed state replayed to it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = "uint64")]
    pub sealed_version: Option<u64>,
    /// Setup only: advice about a setup the rules accept but a rulebook advises against (e.g.
    /// a module with fewer players than it is made for), each naming its field; absent when
    /// there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<Violation>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LegalActionsRequest {
    /// The state as the last response gave it; or send `sealed_state` instead.
    #[serde(default)]
    #[schema(value_type = Option<GameState>)]
    pub state: Option<Value>,
    #[serde(default)]
    pub sealed_state: Option<String>,
    /// Whose actions to list; omitted, everyone's who may act now, each action naming its
    /// actor.
    #[serde(default)]
    pub actor: Option<Actor>,
}

/// The legal actions; with a sealed state, also the view of the actor they belong to.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegalActionsResponse {
    /// Everyone who may act now; empty once the game is over.
    pub to_act: Vec<Actor>,
    /// The actor these actions belong to: the one named, or the only one who may act. Absent
    /// when none was named and several may act at once (Fleet's draw, Bremerhaven's bidding
    /// and harbor phase).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actor: Option<Actor>,
    /// The named actor's legal actions; without `actor`, those of everyone in `to_act`, grouped
    /// by actor in `to_act`'s order. Each names its `actor`: send it back with the action to
    /// `apply`.
    pub actions: Vec<LabelledAction>,
    /// With a sealed state only: the state as the listed actor sees it (a spectator's view
    /// for the table or when no single actor is due).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<GameState>)]
    pub state: Option<Value>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplyRequest {
    /// The state as the last response gave it; or send `sealed_state` instead.
    #[serde(default)]
    #[schema(value_type = Option<GameState>)]
    pub state: Option<Value>,
    #[serde(default)]
    pub sealed_state: Option<String>,
    /// One of the actions `legal-actions` listed, exactly as listed.
    #[schema(value_type = GameAction)]
    pub action: Value,
    /// Who acts; omitted, the only actor who may act now.
    #[serde(default)]
    pub actor: Option<Actor>,
    /// Marks the response as a preview. Stateless play stores nothing, so the result is the
    /// same either way; the flag exists so that stateless and match requests share one shape.
    #[serde(default)]
    pub dry_run: bool,
}

/// The state after an action, what happened, and who acts next.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplyResponse {
    /// The whole new state; with a sealed state, only the view of the seat that acted (a
    /// spectator's view when the table acted), the whole state being in `sealed_state`.
    #[schema(value_type = GameState)]
    pub state: Value,
    /// With a sealed state only: the new whole state, opaque; send it back as `sealed_state`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sealed_state: Option<String>,
    /// With a sealed state only: one more than the version of the sealed state sent.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = "uint64")]
    pub sealed_version: Option<u64>,
    /// What the action caused, in order (including chance outcomes the engine drew); with a
    /// sealed state, as the acting seat may see them.
    #[schema(value_type = Vec<GameEvent>)]
    pub events: Vec<Value>,
    /// Who may act now; empty once the game is over.
    pub to_act: Vec<Actor>,
    /// True when the request asked for a preview.
    pub dry_run: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// The state as the last response gave it; or send `sealed_state` instead.
    #[serde(default)]
    #[schema(value_type = Option<GameState>)]
    pub state: Option<Value>,
    #[serde(default)]
    pub sealed_state: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ViewRequest {
    /// The state as the last response gave it; or send `sealed_state` instead.
    #[serde(default)]
    #[schema(value_type = Option<GameState>)]
    pub state: Option<Value>,
    #[serde(default)]
    pub sealed_state: Option<String>,
    /// The seat whose view to build; omitted, a spectator's public view.
    #[serde(default)]
    #[schema(value_type = Option<u8>)]
    pub seat: Option<Seat>,
}

/// The engine's whole answer to a body it can serve as bytes (its `*_body` methods), or `None`
/// when the service has to read the request itself.
type EngineAnswer = fn(&(dyn Playable + 'static), &[u8]) -> Result<Option<Vec<u8>>, PlayError>;

/// A stateless play request as the service reads it, once the game's engine is known.
trait PlayRequest: Sized {
    /// The engine's own answer to the raw body, tried before the service reads the request.
    const ENGINE_ANSWER: Option<EngineAnswer> = None;

    fn read(
        game: &str,
        engine: &dyn Playable,
        sealer: &Sealer,
        body: &[u8],
    ) -> Result<Self, ApiError>;
}

/// What every stateless play handler does first: find the game's engine, let the engine answer
/// the bytes outright where it can, else read the request and hand both to `answer`.
fn stateless<R: PlayRequest>(
    game: &str,
    sealer: &Sealer,
    body: &[u8],
    answer: impl FnOnce(&'static dyn Playable, R) -> Result<HttpResponse, ApiError>,
) -> Result<HttpResponse, ApiError> {
    let engine = playable(game)?;
    if let Some(engine_answer) = R::ENGINE_ANSWER {
        if let Some(written) = engine_answer(engine, body)? {
            return Ok(json_answer(written));
        }
    }
    answer(engine, R::read(game, engine, sealer, body)?)
}

/// A request that carries the game's state, with that state opened.
struct Stated<R> {
    request: R,
    held: Held,
}

/// A request body with the `state` and `sealed_state` fields, one of which holds the state.
trait CarriesState: DeserializeOwned {
    const ENGINE_ANSWER: Option<EngineAnswer>;

    fn take_state(&mut self) -> (Option<Value>, Option<String>);
}

macro_rules! carries_state {
    ($($request:ty => $engine_answer:expr),* $(,)?) => {$(
        impl CarriesState for $request {
            const ENGINE_ANSWER: Option<EngineAnswer> = $engine_answer;

            fn take_state(&mut self) -> (Option<Value>, Option<String>) {
                (self.state.take(), self.sealed_state.take())
            }
        }
    )*};
}

carries_state!(
    LegalActionsRequest => Some(<dyn Playable>::legal_actions_body),
    ApplyRequest => Some(<dyn Playable>::apply_body),
    ScoreRequest => Some(<dyn Playable>::score_body),
    ViewRequest => None,
);

impl<R: CarriesState> PlayRequest for Stated<R> {
    const ENGINE_ANSWER: Option<EngineAnswer> = R::ENGINE_ANSWER;

    fn read(
        game: &str,
        _engine: &dyn Playable,
        sealer: &Sealer,
        body: &[u8],
    ) -> Result<Self, ApiError> {
        let mut request: R = parse_json(body)?;
        let (state, sealed_state) = request.take_state();
        let held = Held::read(game, sealer, state, sealed_state.as_deref())?;
        Ok(Self { request, held })
    }
}

/// A play request's state: sent in the clear, or sealed with its version.
pub(super) enum Held {
    Open(Value),
    Sealed { version: u64, state: Value },
}

impl Held {
    pub(super) fn read(
        game: &str,
        sealer: &Sealer,
        state: Option<Value>,
        sealed_state: Option<&str>,
    ) -> Result<Self, ApiError> {
        match (state, sealed_state) {
            (Some(state), None) => Ok(Self::Open(state)),
            (None, Some(token)) => {
                let Sealed { version, state } = sealer.unseal(game, token)?;
                Ok(Self::Sealed { version, state })
            }
            (None, None) => Err(malformed(
                "state",
                "send the game `state`, or `sealed_state`",
            )),
            (Some(_), Some(_)) => Err(malformed(
                "sealed_state",
                "send either `state` or `sealed_state`, not both",
            )),
        }
    }

    pub(super) fn state(&self) -> &Value {
        match self {
            Self::Open(state) | Self::Sealed { state, .. } => state,
        }
    }

    fn is_sealed(&self) -> bool {
        matches!(self, Self::Sealed { .. })
    }
}

fn malformed(field: &str, message: &str) -> ApiError {
    ApiError::Malformed(MalformedInput {
        field: field.to_owned(),
        message: message.to_owned(),
    })
}

/// A response body the engine wrote from typed values (its `*_body` methods), sent as is.
fn json_answer(body: Vec<u8>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(body)
}

fn seat_of(actor: Option<Actor>) -> Option<Seat> {
    match actor {
        Some(Actor::Seat(seat)) => Some(seat),
        _ => None,
    }
}

/// A setup body as the engine will read it: the service's own `sealed` flag taken off, and a
/// secret seed put in when the caller named none, so no two unseeded games are alike and a
/// sealed one cannot be recomputed. A body that is not a JSON object goes to the engine
/// unchanged, for its errors.
struct SetupParts {
    sealed: bool,
    body: Option<Vec<u8>>,
    /// Why the caller's own seed is refused, reported with the engine's other problems.
    refused_seed: Option<Violation>,
}

impl PlayRequest for SetupParts {
    fn read(
        game: &str,
        engine: &dyn Playable,
        _sealer: &Sealer,
        body: &[u8],
    ) -> Result<Self, ApiError> {
        let Ok(Value::Object(mut fields)) = serde_json::from_slice::<Value>(body) else {
            return Ok(Self {
                sealed: false,
                body: None,
                refused_seed: None,
            });
        };
        let sealed = match fields.remove("sealed") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(sealed)) => sealed,
            Some(_) => return Err(malformed("sealed", "expected true or false")),
        };
        let mut refused = None;
        match fields.get("seed") {
            None | Some(Value::Null) => {
                fields.insert("seed".to_owned(), Value::from(secret_seed()?));
            }
            Some(_) if sealed => {
                refused = refused_seed(game, engine, chance_of(&fields), KeptFrom::SealedSetup);
            }
            Some(_) => {}
        }
        Ok(Self {
            sealed,
            body: Some(serde_json::to_vec(&fields)?),
            refused_seed: refused,
        })
    }
}

/// The chance mode a setup body asks for; anything but `table` is the engine's draw (a wrong
/// value is the engine's error to report).
fn chance_of(fields: &serde_json::Map<String, Value>) -> ChanceMode {
    match fields.get("chance").and_then(Value::as_str) {
        Some("table") => ChanceMode::Table,
        _ => ChanceMode::Seeded,
    }
}

/// Refuses a seat the state does not have, naming the request's `field`: a view for it would
/// read as a real seat's with every secret hidden, and its actions as "not your turn".
pub(super) fn seat_in_game(
    engine: &dyn Playable,
    state: &Value,
    field: &'static str,
    seat: Option<Seat>,
) -> Result<(), ApiError> {
    let Some(seat) = seat else {
        return Ok(());
    };
    let seats = engine.seat_names(state)?.len();
    if usize::from(seat) < seats {
        Ok(())
    } else {
        Err(ApiError::SeatNotInGame { field, seat, seats })
    }
}

/// Sets a game up: seats, starting resources, the first draws.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = SetupBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The starting state", body = StateResponse),
        (status = 400, description = "Malformed JSON or a wrong type", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A player count, option or seat name the game does not allow, or a chosen `seed` for a sealed game that hides cards or bids (`invalid-setup`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/setup")]
pub async fn setup(
    path: web::Path<String>,
    sealer: web::Data<Sealer>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    stateless::<SetupParts>(&path, &sealer, &body, |engine, parts| {
        let request = parts.body.as_deref().unwrap_or(&body);
        let state = with_refused_seed(engine.setup(request), parts.refused_seed)?;
        let warnings = engine.setup_warnings(request);
        if !parts.sealed {
            return Ok(HttpResponse::Ok().json(StateResponse {
                state,
                sealed_state: None,
                sealed_version: None,
                warnings,
            }));
        }
        let public_view = engine.view(&state, None)?;
        let sealed_state = sealer.seal(&path, &Sealed { version: 0, state })?;
        Ok(HttpResponse::Ok().json(StateResponse {
            state: public_view,
            sealed_state: Some(sealed_state),
            sealed_version: Some(0),
            warnings,
        }))
    })
}

/// Who may act, and every action the actor may take: complete and exact, each with a label
/// and, for chance outcomes reported by the `table` actor, its probability where known.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = LegalActionsRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The legal actions (and, for a sealed state, the actor's view)", body = LegalActionsResponse),
        (status = 400, description = "Malformed JSON, a wrong type, an unreadable state, or a `sealed_state` that does not open (`sealed-state-invalid`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A state that cannot arise in play (`impossible-state`), an `actor` seat the state does not have (`seat-not-in-game`), or a `sealed_state` of another game (`sealed-state-wrong-game`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/legal-actions")]
pub async fn legal_actions(
    path: web::Path<String>,
    sealer: web::Data<Sealer>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    stateless::<Stated<LegalActionsRequest>>(&path, &sealer, &body, |engine, read| {
        let Stated { request, held } = read;
        seat_in_game(engine, held.state(), "actor", seat_of(request.actor))?;
        let legal: LegalActions = engine.legal_actions(held.state(), request.actor)?;
        let state = match held.is_sealed() {
            true => Some(engine.view(held.state(), seat_of(legal.actor))?),
            false => None,
        };
        Ok(HttpResponse::Ok().json(LegalActionsResponse {
            to_act: legal.to_act,
            actor: legal.actor,
            actions: legal.actions,
            state,
        }))
    })
}

/// Applies one action and returns the next state. A refused action names the rule it breaks.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = ApplyRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The state after the action", body = ApplyResponse),
        (status = 400, description = "Malformed JSON, a wrong type, an unreadable state or action, or a `sealed_state` that does not open (`sealed-state-invalid`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The rules refuse the action (`code` and `rule` say why), the actor may not act now (`not-your-turn`), an `actor` seat the state does not have (`seat-not-in-game`), the state cannot arise in play (`impossible-state`), or the `sealed_state` is another game's (`sealed-state-wrong-game`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/apply")]
pub async fn apply(
    path: web::Path<String>,
    sealer: web::Data<Sealer>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    stateless::<Stated<ApplyRequest>>(&path, &sealer, &body, |engine, read| {
        let Stated { request, held } = read;
        seat_in_game(engine, held.state(), "actor", seat_of(request.actor))?;
        let applied = engine.apply(held.state(), request.actor, &request.action)?;
        let Held::Sealed { version, .. } = held else {
            return Ok(HttpResponse::Ok().json(ApplyResponse {
                state: applied.state,
                sealed_state: None,
                sealed_version: None,
                events: applied.events,
                to_act: applied.to_act,
                dry_run: request.dry_run,
            }));
        };
        // The acting seat sees its own view and events, never more than a match log would show it.
        let seat = seat_of(Some(applied.actor));
        let seat_view = engine.view(&applied.state, seat)?;
        let (_, events) = engine.view_log_entry(
            applied.actor,
            request.action,
            Value::Array(applied.events),
            seat,
        );
        let sealed_version = version.saturating_add(1);
        let sealed_state = sealer.seal(
            &path,
            &Sealed {
                version: sealed_version,
                state: applied.state,
            },
        )?;
        Ok(HttpResponse::Ok().json(ApplyResponse {
            state: seat_view,
            sealed_state: Some(sealed_state),
            sealed_version: Some(sealed_version),
            events: match events {
                Value::Array(events) => events,
                other => vec![other],
            },
            to_act: applied.to_act,
            dry_run: request.dry_run,
        }))
    })
}

/// Scores a state: final once the game is over, provisional before.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = ScoreRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The score sheet", body = ScoreSheet),
        (status = 400, description = "Malformed JSON, a wrong type, an unreadable state, or a `sealed_state` that does not open (`sealed-state-invalid`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A state that cannot arise in play (`impossible-state`), or a `sealed_state` of another game (`sealed-state-wrong-game`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/score")]
pub async fn score(
    path: web::Path<String>,
    sealer: web::Data<Sealer>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    stateless::<Stated<ScoreRequest>>(&path, &sealer, &body, |engine, read| {
        Ok(HttpResponse::Ok().json(engine.score(read.held.state())?))
    })
}

/// The state as one seat (or a spectator) may see it: hidden information and the RNG seed
/// are redacted.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = ViewRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The redacted state", body = StateResponse),
        (status = 400, description = "Malformed JSON, a wrong type, an unreadable state, or a `sealed_state` that does not open (`sealed-state-invalid`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A state that cannot arise in play (`impossible-state`), a `seat` the state does not have (`seat-not-in-game`), or a `sealed_state` of another game (`sealed-state-wrong-game`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/view")]
pub async fn view(
    path: web::Path<String>,
    sealer: web::Data<Sealer>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    stateless::<Stated<ViewRequest>>(&path, &sealer, &body, |engine, read| {
        let Stated { request, held } = read;
        seat_in_game(engine, held.state(), "seat", request.seat)?;
        let state = engine.view(held.state(), request.seat)?;
        Ok(HttpResponse::Ok().json(StateResponse {
            state,
            sealed_state: None,
            sealed_version: None,
            warnings: Vec::new(),
        }))
    })
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(setup)
        .service(legal_actions)
        .service(apply)
        .service(score)
        .service(view);
}

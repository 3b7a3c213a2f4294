//! Stateless play: the caller keeps the state and sends it with every request; the service
//! sets a game up, lists legal actions, applies one, scores and redacts. Nothing is stored.

use actix_web::{post, web, HttpResponse};
use quarterdeck_engine::core::input::parse_json;
use quarterdeck_engine::{find_game, Actor, ChanceMode, LegalActions, Playable, ScoreSheet, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::problem::{ApiError, Problem};

/// The game's rules engine, or why there is none to call.
pub(crate) fn playable(id: &str) -> Result<&'static dyn Playable, ApiError> {
    let game = find_game(id).ok_or_else(|| ApiError::UnknownGame(id.to_owned()))?;
    game.playable()
        .ok_or_else(|| ApiError::EngineNotAvailable(id.to_owned()))
}

/// Setup parameters. Documentation only: the body goes to the engine as bytes, so each
/// game reads its own options with the same field paths in errors.
#[derive(Debug, ToSchema)]
#[schema(example = json!({"players": 3, "seed": 7, "chance": "seeded"}))]
#[allow(dead_code)] // Only its schema is used.
pub struct SetupBody {
    /// Number of players.
    players: u8,
    /// Game options (edition, modules, …) as listed by `GET /v1/games/{game}`; omitted
    /// fields take their defaults.
    #[schema(value_type = Option<Object>)]
    options: Option<Value>,
    /// Seed for `seeded` chance; omitted, a fixed default seed keeps the setup reproducible.
    seed: Option<u64>,
    /// `seeded` (the engine draws) or `table` (the caller reports what the real bag, coins
    /// or deck gave); `seeded` when omitted.
    chance: Option<ChanceMode>,
}

/// A game state, as setup and view return it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateResponse {
    /// The whole game state. Send it back unchanged with the next request.
    #[schema(value_type = Object)]
    pub state: Value,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LegalActionsRequest {
    #[schema(value_type = Object)]
    pub state: Value,
    /// Whose actions to list; omitted, the only actor who may act now (none are listed when
    /// several may act at once).
    #[serde(default)]
    pub actor: Option<Actor>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplyRequest {
    #[schema(value_type = Object)]
    pub state: Value,
    /// One of the actions `legal-actions` listed, exactly as listed.
    #[schema(value_type = Object)]
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
    #[schema(value_type = Object)]
    pub state: Value,
    /// What the action caused, in order (including chance outcomes the engine drew).
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
    /// Who may act now; empty once the game is over.
    pub to_act: Vec<Actor>,
    /// True when the request asked for a preview.
    pub dry_run: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    #[schema(value_type = Object)]
    pub state: Value,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ViewRequest {
    #[schema(value_type = Object)]
    pub state: Value,
    /// The seat whose view to build; omitted, a spectator's public view.
    #[serde(default)]
    #[schema(value_type = Option<u8>)]
    pub seat: Option<Seat>,
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
        (status = 422, description = "A player count or option the game does not allow (`invalid-setup`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/setup")]
pub async fn setup(path: web::Path<String>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let state = playable(&path)?.setup(&body)?;
    Ok(HttpResponse::Ok().json(StateResponse { state }))
}

/// Who may act, and every action the actor may take: complete and exact, each with a label
/// and, for chance outcomes reported by the `table` actor, its probability where known.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = LegalActionsRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The legal actions", body = LegalActions),
        (status = 400, description = "Malformed JSON, a wrong type or an unreadable state", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A state that cannot arise in play (`impossible-state`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/legal-actions")]
pub async fn legal_actions(
    path: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let engine = playable(&path)?;
    let request: LegalActionsRequest = parse_json(&body)?;
    let actions: LegalActions = engine.legal_actions(&request.state, request.actor)?;
    Ok(HttpResponse::Ok().json(actions))
}

/// Applies one action and returns the next state. A refused action names the rule it breaks.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = ApplyRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The state after the action", body = ApplyResponse),
        (status = 400, description = "Malformed JSON, a wrong type, or an unreadable state or action", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The rules refuse the action (`code` and `rule` say why), the actor may not act now (`not-your-turn`), or the state cannot arise in play (`impossible-state`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/apply")]
pub async fn apply(path: web::Path<String>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let engine = playable(&path)?;
    let request: ApplyRequest = parse_json(&body)?;
    let applied = engine.apply(&request.state, request.actor, &request.action)?;
    Ok(HttpResponse::Ok().json(ApplyResponse {
        state: applied.state,
        events: applied.events,
        to_act: applied.to_act,
        dry_run: request.dry_run,
    }))
}

/// Scores a state: final once the game is over, provisional before.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = ScoreRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The score sheet", body = ScoreSheet),
        (status = 400, description = "Malformed JSON, a wrong type or an unreadable state", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A state that cannot arise in play (`impossible-state`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/score")]
pub async fn score(path: web::Path<String>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let engine = playable(&path)?;
    let request: ScoreRequest = parse_json(&body)?;
    let sheet = engine.score(&request.state)?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// The state as one seat (or a spectator) may see it: hidden information and the RNG seed
/// are redacted.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = ViewRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The redacted state", body = StateResponse),
        (status = 400, description = "Malformed JSON, a wrong type or an unreadable state", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A state that cannot arise in play (`impossible-state`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/view")]
pub async fn view(path: web::Path<String>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let engine = playable(&path)?;
    let request: ViewRequest = parse_json(&body)?;
    let state = engine.view(&request.state, request.seat)?;
    Ok(HttpResponse::Ok().json(StateResponse { state }))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(setup)
        .service(legal_actions)
        .service(apply)
        .service(score)
        .service(view);
}

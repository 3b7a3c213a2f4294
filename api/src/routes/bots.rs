//! A bot's move for one seat of a game in progress: stateless like play, off the async threads
//! because a search takes up to its time budget, and handed only the seat's view.

use std::time::{Duration, Instant};

use actix_web::{post, web, HttpResponse};
use quarterdeck_engine::core::bots::{BotAlternative, BotKind, BotSpec};
use quarterdeck_engine::core::input::parse_json;
use quarterdeck_engine::core::openapi::{GameAction, GameState};
use quarterdeck_engine::Actor;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::play::{playable, seat_in_game, Held};
use crate::bots::{BotTimeLimit, Budget};
use crate::problem::{ApiError, Problem};
use crate::seal::Sealer;
use crate::seeds::secret_seed;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BotMoveRequest {
    /// The whole state, as the last response gave it; or send `sealed_state` instead. Either
    /// way the bot is handed only `seat`'s view of it.
    #[serde(default)]
    #[schema(value_type = Option<GameState>)]
    pub state: Option<Value>,
    #[serde(default)]
    pub sealed_state: Option<String>,
    /// The seat the bot plays: it must be one of those to act now.
    pub seat: u8,
    pub bot: BotRequest,
}

/// Which bot, and how long it may think.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BotRequest {
    pub kind: BotKind,
    /// `ismcts`: search iterations (default 1,000); `greedy`: sampled states judged per action
    /// (default and most: 8); `random` ignores it.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 1_000_000)]
    pub iterations: Option<u32>,
    /// Stop thinking after this many milliseconds; with `iterations`, whichever comes first.
    /// At most 5,000, or less where the operator set `--max-bot-time-ms`; that cap also bounds
    /// every search with no time given.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 5_000)]
    pub time_ms: Option<u32>,
    /// The bot's own random stream (never the game's): with `iterations` and no `time_ms` the
    /// same seed gives the same move. Omitted, a secret one is drawn and answered.
    #[serde(default)]
    #[schema(format = "uint64")]
    pub seed: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BotMoveResponse {
    /// The chosen action: send it to `apply` with `actor`.
    #[schema(value_type = GameAction)]
    pub action: Value,
    pub actor: Actor,
    pub label: String,
    /// The actions the bot weighed most, best first (the chosen one among them), with how often
    /// it tried each and the mean reward it expects from it: a hint for a learner. Empty for
    /// `random`.
    pub alternatives: Vec<BotAlternative>,
    /// Search iterations run (`ismcts`), or sampled states judged per action (`greedy`).
    pub iterations: u32,
    /// How long the bot thought, in milliseconds.
    #[schema(format = "uint64")]
    pub time_ms: u64,
    /// The bot's seed: send it back with the same `iterations` to replay this move.
    #[schema(format = "uint64")]
    pub seed: u64,
}

impl BotRequest {
    fn budget(self) -> Budget {
        Budget {
            kind: self.kind,
            iterations: self.iterations,
            time_ms: self.time_ms,
        }
    }

    /// The engine's bot spec and the time budget, or every problem with the request's `bot`.
    fn read(self, limit: BotTimeLimit) -> Result<(BotSpec, Duration), ApiError> {
        let budget = self.budget();
        let problems = budget.problems("bot", limit);
        if !problems.is_empty() {
            return Err(ApiError::InvalidBot(problems));
        }
        let seed = match self.seed {
            Some(seed) => seed,
            None => secret_seed()?,
        };
        Ok(budget.search(seed, limit))
    }
}

/// A bot's move for the seat to act, with the alternatives it weighed.
///
/// Three bots: `random` (any legal action), `greedy` (one step ahead on the game's evaluation)
/// and `ismcts` (information-set Monte Carlo tree search). The bot is handed only `seat`'s
/// view and samples what the seat cannot see, so it plays as fairly with an open `state` as
/// with a sealed one. It thinks at most 5 seconds; a seed with `iterations` and no `time_ms`
/// replays the same move.
#[utoipa::path(
    tag = "play",
    params(("game" = String, Path, description = "Game id", example = "new-bedford")),
    request_body(content = BotMoveRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The bot's move, its label, and the alternatives it weighed", body = BotMoveResponse),
        (status = 400, description = "Malformed JSON, a wrong type, an unreadable state, or a `sealed_state` that does not open (`sealed-state-invalid`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A `seat` that is not to act (`not-your-turn`) or that the state does not have (`seat-not-in-game`), a budget out of range (`invalid-bot`, naming `bot.iterations` or `bot.time_ms`), a state that cannot arise in play (`impossible-state`), or a `sealed_state` of another game (`sealed-state-wrong-game`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/bot-move")]
pub async fn bot_move(
    path: web::Path<String>,
    sealer: web::Data<Sealer>,
    limit: Option<web::Data<BotTimeLimit>>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let limit = limit.map_or_else(BotTimeLimit::default, |limit| **limit);
    let engine = playable(&path)?;
    let request: BotMoveRequest = parse_json(&body)?;
    let held = Held::read(
        &path,
        &sealer,
        request.state,
        request.sealed_state.as_deref(),
    )?;
    seat_in_game(engine, held.state(), "seat", Some(request.seat))?;
    let (spec, budget) = request.bot.read(limit)?;
    let seat = request.seat;
    let answer = web::block(move || {
        let started = Instant::now();
        let mut out_of_time = || started.elapsed() >= budget;
        let chosen = engine.bot_move(held.state(), seat, &spec, &mut out_of_time);
        chosen.map(|chosen| (chosen, started.elapsed()))
    })
    .await
    .map_err(|error| ApiError::Internal(format!("the bot's worker failed: {error}")))?;
    let (chosen, took) = answer?;
    Ok(HttpResponse::Ok().json(BotMoveResponse {
        action: chosen.action,
        actor: chosen.actor,
        label: chosen.label,
        alternatives: chosen.alternatives,
        iterations: chosen.iterations,
        time_ms: u64::try_from(took.as_millis()).unwrap_or(u64::MAX),
        seed: spec.seed,
    }))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config.service(bot_move);
}

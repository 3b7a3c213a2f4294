//! Which problem document each [`ApiError`] answers with, grouped by the way a request fails.

use actix_web::http::StatusCode;

use super::{violation_code, ApiError, FieldProblem, Problem, RETRY_AFTER_SECONDS};

impl ApiError {
    /// The problem document this error answers with: each group of errors below is one way a
    /// request fails, and whatever none of them claims is the server's own failure.
    pub fn problem(&self) -> Problem {
        self.lookup_problem()
            .or_else(|| self.input_problem())
            .or_else(|| self.verdict_problem())
            .or_else(|| self.match_problem())
            .unwrap_or_else(|| self.failure_problem())
    }

    /// Something the request names that does not exist, or that the service cannot serve yet.
    fn lookup_problem(&self) -> Option<Problem> {
        let problem = match self {
            Self::UnknownGame(id) => Problem::new(
                StatusCode::NOT_FOUND,
                "unknown-game",
                "Unknown game",
                format!("no game is called {id:?}; the games are {}", known_games()),
            ),
            Self::UnknownComponent { game, id } => Problem::new(
                StatusCode::NOT_FOUND,
                "unknown-component",
                "Unknown component",
                format!("{game} has no component called {id:?}; GET /v1/games/{game}/components lists them"),
            ),
            Self::NotFound(message) => Problem::new(StatusCode::NOT_FOUND, "not-found", "Not found", message.clone()),
            Self::UnknownRule { game, id } => Problem::new(
                StatusCode::NOT_FOUND,
                "unknown-rule",
                "Unknown rule",
                format!("{game} has no rule section called {id:?}; GET /v1/games/{game}/rules lists them"),
            ),
            Self::UnknownRuling { game, id } => Problem::new(
                StatusCode::NOT_FOUND,
                "unknown-ruling",
                "Unknown ruling",
                format!("{game} has no ruling called {id:?}; GET /v1/games/{game}/rulings lists them"),
            ),
            Self::NoRulesYet(game) => Problem::new(
                StatusCode::NOT_FOUND,
                "rules-not-available",
                "No rule catalogue for this game yet",
                format!(
                    "{game}'s rules are not written up yet; its score sheet \
                     (POST /v1/games/{game}/score-sheet) and components \
                     (GET /v1/games/{game}/components) are available"
                ),
            ),
            Self::EngineNotAvailable(game) => Problem::new(
                StatusCode::NOT_IMPLEMENTED,
                "engine-not-available",
                "No rules engine for this game yet",
                format!(
                    "{game} cannot be played through the API yet; its score sheet \
                     (POST /v1/games/{game}/score-sheet) and components \
                     (GET /v1/games/{game}/components) are available"
                ),
            ),
            Self::UnknownMatch(id) => Problem::new(
                StatusCode::NOT_FOUND,
                "unknown-match",
                "Unknown match",
                format!("no match has the id or name {id:?}"),
            ),
            _ => return None,
        };
        Some(problem)
    }

    /// A request the service cannot read: its body, query, headers, name or sealed state.
    fn input_problem(&self) -> Option<Problem> {
        let problem = match self {
            Self::Malformed(input) => Problem::new(
                StatusCode::BAD_REQUEST,
                "malformed-request",
                "The request body could not be read",
                self.to_string(),
            )
            .with_errors(
                vec![FieldProblem {
                    field: input.field.clone(),
                    code: "malformed-request".to_owned(),
                    message: input.message.clone(),
                }],
                0,
            ),
            Self::BadQuery(message) => Problem::new(
                StatusCode::BAD_REQUEST,
                "bad-query",
                "Bad query parameter",
                message.clone(),
            ),
            Self::OutOfRange { field, .. } => {
                let message = self.to_string();
                Problem::new(
                    StatusCode::BAD_REQUEST,
                    "out-of-range",
                    "Query parameter out of range",
                    message.clone(),
                )
                .with_errors(
                    vec![FieldProblem {
                        field: (*field).to_owned(),
                        code: "out-of-range".to_owned(),
                        message,
                    }],
                    0,
                )
            }
            Self::UnsupportedMediaType(_) => Problem::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported-media-type",
                "Unsupported media type",
                self.to_string(),
            ),
            Self::BadName(_) => Problem::new(
                StatusCode::BAD_REQUEST,
                "bad-name",
                "Invalid match name",
                format!("{self}: use 1–63 lower-case letters, digits and hyphens"),
            ),
            Self::SealedStateInvalid(message) => Problem::new(
                StatusCode::BAD_REQUEST,
                "sealed-state-invalid",
                "The sealed state cannot be opened",
                format!("{message}; send the `sealed_state` exactly as the last response gave it"),
            ),
            Self::SealedStateWrongGame(message) => Problem::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "sealed-state-wrong-game",
                "The sealed state belongs to another game",
                format!("{message}; send it to that game's endpoints"),
            ),
            _ => return None,
        };
        Some(problem)
    }

    /// A request read but refused by a game's rules: its setup, state, action, seat or counts.
    fn verdict_problem(&self) -> Option<Problem> {
        let problem = match self {
            Self::Invalid(violations) => {
                let code = violations
                    .first()
                    .map_or_else(|| "invalid".to_owned(), |v| violation_code(v.code));
                Problem::of_violations(
                    &code,
                    "The entered counts describe an impossible game",
                    violations,
                )
            }
            Self::InvalidSetup(violations) => Problem::of_violations(
                "invalid-setup",
                "The game cannot be set up this way",
                violations,
            ),
            Self::InvalidBot(violations) => {
                Problem::of_violations("invalid-bot", "The bot cannot play this way", violations)
            }
            Self::InvalidTurnClock(violations) => Problem::of_violations(
                "invalid-turn-clock",
                "The turn clock cannot run this way",
                violations,
            ),
            Self::InvalidNotify(problems) => {
                let listed: Vec<FieldProblem> = problems
                    .iter()
                    .map(|problem| FieldProblem {
                        field: problem.field.to_owned(),
                        code: "invalid-notify".to_owned(),
                        message: problem.message.clone(),
                    })
                    .collect();
                let detail = super::field_detail(&listed, 0);
                Problem::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "invalid-notify",
                    "The webhook target cannot be used",
                    detail,
                )
                .with_errors(listed, 0)
            }
            Self::WebhooksDisabled => Problem::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "webhooks-disabled",
                "Webhooks are turned off",
                "this service sends no webhooks (its operator runs it with --webhooks off); create the match without `notify`",
            ),
            Self::ImpossibleState(violations) => Problem::of_violations(
                "impossible-state",
                "The state cannot arise in play",
                violations,
            ),
            Self::InvalidExport(violations) => Problem::of_violations(
                "invalid-export",
                "The export cannot be written this way",
                violations,
            ),
            Self::NotYourTurn(message) => Problem::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "not-your-turn",
                "That actor may not act now",
                message.clone(),
            ),
            Self::Refused(violation) => Problem::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                violation.code,
                "The rules do not allow that action",
                violation.message.clone(),
            )
            .with_rule(violation.rule),
            Self::SeatNotInGame { field, .. } => {
                let message = self.to_string();
                Problem::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "seat-not-in-game",
                    "No such seat in this game",
                    message.clone(),
                )
                .with_errors(
                    vec![FieldProblem {
                        field: (*field).to_owned(),
                        code: "seat-not-in-game".to_owned(),
                        message,
                    }],
                    0,
                )
            }
            _ => return None,
        };
        Some(problem)
    }

    /// A named match refusing who asks or when: tokens, versions, idempotency, its game and
    /// name, its end.
    fn match_problem(&self) -> Option<Problem> {
        let problem = match self {
            Self::MissingToken => Problem::new(StatusCode::UNAUTHORIZED, "missing-token", "Token required", self.to_string()),
            Self::BadToken => Problem::new(StatusCode::UNAUTHORIZED, "bad-token", "Unknown token", self.to_string()),
            Self::WrongSeat { .. } => Problem::new(StatusCode::FORBIDDEN, "wrong-seat", "Not this seat's turn", self.to_string()),
            Self::OwnerOnly => Problem::new(StatusCode::FORBIDDEN, "owner-only", "Owner token required", self.to_string()),
            Self::IfMatchRequired => Problem::new(
                StatusCode::PRECONDITION_REQUIRED,
                "if-match-required",
                "If-Match required",
                "send If-Match with the version (ETag) of the match you last read, e.g. If-Match: \"3\"",
            ),
            Self::IfMatchWildcard => Problem::new(
                StatusCode::PRECONDITION_REQUIRED,
                "if-match-wildcard",
                "If-Match must name a version",
                "If-Match: * would apply the action to whatever version is current, which is the lost update If-Match is there to prevent; send the version (ETag) you decided on, e.g. If-Match: \"3\"",
            ),
            Self::MalformedPrecondition { .. } => Problem::new(
                StatusCode::BAD_REQUEST,
                "malformed-precondition",
                "Unreadable precondition header",
                format!("{self}; send quoted versions as the ETag gives them, e.g. \"3\""),
            ),
            Self::BadIdempotencyKey(_) => Problem::new(
                StatusCode::BAD_REQUEST,
                "bad-idempotency-key",
                "Invalid Idempotency-Key",
                self.to_string(),
            ),
            Self::VersionMismatch { current } => Problem::new(
                StatusCode::PRECONDITION_FAILED,
                "version-mismatch",
                "The match has moved on",
                format!("the match is at version {current}; read it again and decide on the new state"),
            ),
            Self::IdempotencyKeyReused => Problem::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency-key-reused",
                "Idempotency-Key reused",
                "this Idempotency-Key already applied a different request; use a new key for a new action",
            ),
            Self::WrongGame { .. } => Problem::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "wrong-game",
                "Another game's action",
                format!("{self}; send the match's `game` beside the action"),
            ),
            Self::NameTaken(_) => Problem::new(StatusCode::CONFLICT, "name-taken", "Name taken", self.to_string()),
            Self::Seating(refusal) => refusal.problem(),
            Self::MatchNotFinished(id) => Problem::new(
                StatusCode::CONFLICT,
                "match-not-finished",
                "The match is not over",
                format!(
                    "{self}: only a finished match can be exported; \
                     GET /v1/matches/{id}/score gives its provisional score"
                ),
            ),
            _ => return None,
        };
        Some(problem)
    }

    /// The server's own failures, logged here because the client learns only that they happened.
    fn failure_problem(&self) -> Problem {
        match self {
            Self::Storage(error) => {
                tracing::error!(%error, "storage failure");
                Problem::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "storage-error",
                    "Storage failure",
                    "the match store failed; the error has been logged",
                )
            }
            Self::StoreUnavailable(detail) => {
                tracing::warn!(%detail, "the match store is unavailable");
                Problem::new(StatusCode::SERVICE_UNAVAILABLE, "store-unavailable", "The match store is unavailable", format!("the database that keeps named matches does not answer now; nothing was changed, so send the request again after `Retry-After` ({RETRY_AFTER_SECONDS} s)"))
            }
            Self::TooManyStreams(limit) => Problem::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "too-many-streams",
                "Too many event streams",
                format!("this node already holds its {limit} event streams; connect again after `Retry-After` ({RETRY_AFTER_SECONDS} s), or long-poll `GET /v1/matches/{{id}}` instead"),
            ),
            // `Internal`, and any error no group above claims: the server failed.
            error => {
                tracing::error!(%error, "internal failure");
                Problem::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "internal",
                    "Internal error",
                    "the server failed; the error has been logged",
                )
            }
        }
    }
}

/// The registry's game ids, for messages that name them: "a, b, c and d".
fn known_games() -> String {
    let ids: Vec<&str> = quarterdeck_engine::all_games()
        .iter()
        .map(|game| game.info().id.as_str())
        .collect();
    match ids.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((only, _)) => (*only).to_owned(),
        None => String::new(),
    }
}

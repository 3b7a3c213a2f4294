//! RFC 9457 problem details: every error the service returns is `application/problem+json`
//! with a stable `code`, and field errors point at the input a person has to fix.

mod answers;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::ServiceResponse;
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::middleware::ErrorHandlerResponse;
use actix_web::{HttpResponse, ResponseError};
use quarterdeck_engine::core::errors::{excerpt, prefix, shorten_quoted};
use quarterdeck_engine::{
    describe_actors, Actor, MalformedInput, PlayError, RuleViolation, ScoreSheetError, SetupError,
    Violation, ViolationCode,
};
use serde::Serialize;
use thiserror::Error;

use crate::store::StoreError;
use utoipa::ToSchema;

pub const PROBLEM_JSON: &str = "application/problem+json";

/// The `Retry-After` of a 503 while the match store is away.
pub const RETRY_AFTER_SECONDS: u32 = 2;

/// Most field errors one problem lists; `errors_not_listed` counts the rest. A form shows a
/// person far fewer at once, and an answer must not grow with the request that caused it.
pub const MAX_FIELD_ERRORS: usize = 100;

/// Longest field path a problem repeats: paths can hold keys the caller chose.
const MAX_FIELD_PATH_CHARS: usize = 200;

/// Longest field message and `detail`. Quoted values are cut to 40 characters already; these
/// bound a value that holds quote characters of its own and so slips out of its quotes.
const MAX_MESSAGE_CHARS: usize = 1_000;
const MAX_DETAIL_CHARS: usize = 4_000;

/// `text` with its quoted values cut (see [`shorten_quoted`]), then at most `max_chars` long.
fn bounded(text: &str, max_chars: usize) -> String {
    prefix(&shorten_quoted(text), max_chars).into_owned()
}

/// One field that has to be fixed.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FieldProblem {
    /// Path into the request body, e.g. `players[1].buildings[0]`.
    pub field: String,
    pub code: String,
    pub message: String,
}

/// An RFC 9457 problem document.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "urn:quarterdeck:problem:unknown-component",
    "title": "The entered counts describe an impossible game",
    "status": 422,
    "detail": "players[0].buildings[1]: no New Bedford building or card is called \"bakry\"",
    "code": "unknown-component",
    "errors": [{"field": "players[0].buildings[1]", "code": "unknown-component",
                "message": "no New Bedford building or card is called \"bakry\""}]
}))]
pub struct Problem {
    #[serde(rename = "type")]
    pub problem_type: String,
    pub title: String,
    pub status: u16,
    pub detail: String,
    /// Stable machine-readable reason.
    pub code: String,
    /// The rule catalogue entry a rule violation refers to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Every field that has to be fixed, when the problem is in the request body: the first
    /// 100, in the order they were found, when there are more.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(max_items = 100)]
    pub errors: Vec<FieldProblem>,
    /// How many more field errors were found than `errors` lists; absent when it lists them
    /// all.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1)]
    pub errors_not_listed: Option<usize>,
    /// On server errors (5xx): the id of this request in the service's log; quote it when
    /// reporting the failure.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

impl Problem {
    /// A problem whose `detail` quotes no more than an excerpt of any value it repeats, and
    /// is bounded whatever the value held.
    pub fn new(status: StatusCode, code: &str, title: &str, detail: impl Into<String>) -> Self {
        let detail: String = detail.into();
        Self {
            problem_type: format!("urn:quarterdeck:problem:{code}"),
            title: title.to_owned(),
            status: status.as_u16(),
            detail: bounded(&detail, MAX_DETAIL_CHARS),
            code: code.to_owned(),
            rule: None,
            errors: Vec::new(),
            errors_not_listed: None,
            request_id: None,
        }
    }

    /// Lists `errors` (at most [`MAX_FIELD_ERRORS`]; `unlisted` more were found), each field
    /// and message cut as `detail` is.
    fn with_errors(mut self, errors: Vec<FieldProblem>, unlisted: usize) -> Self {
        self.errors = errors
            .into_iter()
            .take(MAX_FIELD_ERRORS)
            .map(|error| FieldProblem {
                field: prefix(&error.field, MAX_FIELD_PATH_CHARS).into_owned(),
                code: error.code,
                message: bounded(&error.message, MAX_MESSAGE_CHARS),
            })
            .collect();
        self.errors_not_listed = Some(unlisted).filter(|&unlisted| unlisted > 0);
        self
    }

    /// A 422 listing `violations` as field errors, `detail` naming as many as fit.
    pub(crate) fn of_violations(code: &str, title: &str, violations: &[Violation]) -> Self {
        let listed = field_problems(violations);
        let unlisted = violations.len().saturating_sub(listed.len());
        let detail = field_detail(&listed, unlisted);
        Problem::new(StatusCode::UNPROCESSABLE_ENTITY, code, title, detail)
            .with_errors(listed, unlisted)
    }

    fn with_rule(mut self, rule: &str) -> Self {
        self.rule = Some(rule.to_owned());
        self
    }

    pub fn to_response(&self) -> HttpResponse {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        HttpResponse::build(status)
            .content_type(PROBLEM_JSON)
            .json(self)
    }
}

/// One part of a match's `notify` that cannot be used, with its field (`notify.url`,
/// `notify.secret`): the engine's violation codes are about games, so it has its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotifyProblem {
    pub field: &'static str,
    pub message: String,
}

/// Everything a handler can refuse a request with.
#[derive(Debug, Error)]
pub enum ApiError {
    #[error("no game is called {0:?}")]
    UnknownGame(String),
    #[error("{game} has no component called {id:?}")]
    UnknownComponent { game: String, id: String },
    #[error("{0}")]
    Malformed(MalformedInput),
    #[error("the entered counts describe an impossible game")]
    Invalid(Vec<Violation>),
    #[error("{0}")]
    BadQuery(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{game} has no rule section called {id:?}")]
    UnknownRule { game: String, id: String },
    #[error("{game} has no ruling called {id:?}")]
    UnknownRuling { game: String, id: String },
    /// The game is catalogued and scored but its rules engine is not written yet.
    #[error("{0} has no rules engine yet")]
    EngineNotAvailable(String),
    /// The game's rule catalogue comes with its engine; a 404 rather than the engine's 501,
    /// because the catalogue is a resource that does not exist yet, not a missing capability.
    #[error("{0} has no rule catalogue yet")]
    NoRulesYet(String),
    #[error("the setup request is not valid")]
    InvalidSetup(Vec<Violation>),
    #[error("the state cannot arise in play")]
    ImpossibleState(Vec<Violation>),
    /// A bot asked for with a budget it may not have.
    #[error("the bot cannot play this way")]
    InvalidBot(Vec<Violation>),
    /// A turn clock a match cannot have.
    #[error("the turn clock cannot run this way")]
    InvalidTurnClock(Vec<Violation>),
    /// A webhook target that cannot be used, each problem under `notify.url` or
    /// `notify.secret`.
    #[error("the webhook target cannot be used")]
    InvalidNotify(Vec<NotifyProblem>),
    /// The operator turned webhooks off (`--webhooks off`).
    #[error("this service sends no webhooks")]
    WebhooksDisabled,
    /// What an export adds to a result (names, date, BoardGameGeek id, location) is not valid.
    #[error("the export cannot be written this way")]
    InvalidExport(Vec<Violation>),
    /// An export records a finished play; a match still in progress has only a provisional
    /// score.
    #[error("match {0:?} is not over yet")]
    MatchNotFinished(String),
    /// 422 rather than 403: stateless calls carry no seat token, so nobody is unauthorised;
    /// the request just names an actor the state is not waiting for.
    #[error("{0}")]
    NotYourTurn(String),
    #[error("{0}")]
    Refused(RuleViolation),
    /// A stateless request names a seat beyond the state's players.
    #[error("{field}: the state has no seat {seat}; its seats are 0 to {}", seats.saturating_sub(1))]
    SeatNotInGame {
        field: &'static str,
        seat: u8,
        seats: usize,
    },
    #[error("no match is called {0:?}")]
    UnknownMatch(String),
    #[error("this needs a token: Authorization: Bearer <token>")]
    MissingToken,
    #[error("the token is not one of this match's")]
    BadToken,
    #[error("{actor} may not act now; waiting for {}", describe_actors(to_act))]
    WrongSeat { actor: Actor, to_act: Vec<Actor> },
    #[error("only the match owner's token may do that")]
    OwnerOnly,
    #[error("send If-Match with the match version you last saw")]
    IfMatchRequired,
    #[error("If-Match: * is not accepted here")]
    IfMatchWildcard,
    #[error("{header} is not a valid list of entity tags: {detail}")]
    MalformedPrecondition {
        header: &'static str,
        detail: String,
    },
    #[error("an Idempotency-Key is one header of 1 to {max} visible ASCII characters; {0}", max = crate::limits::MAX_IDEMPOTENCY_KEY)]
    BadIdempotencyKey(String),
    #[error("{field} must be a whole number {}, not {given:?}", describe_range(*min, *max))]
    OutOfRange {
        field: &'static str,
        min: i64,
        max: Option<i64>,
        given: String,
    },
    #[error("the body must be JSON (Content-Type: application/json), not {}", excerpt(.0))]
    UnsupportedMediaType(String),
    #[error("the match is at version {current}")]
    VersionMismatch { current: i64 },
    #[error("this Idempotency-Key was used for a different request")]
    IdempotencyKeyReused,
    #[error("the action names the game {sent:?}, but this match plays {game}")]
    WrongGame { sent: String, game: String },
    #[error("{0:?} is not a valid match name")]
    BadName(String),
    #[error("a match is already called {0:?}")]
    NameTaken(String),
    #[error("storage failed: {0}")]
    Storage(StoreError),
    #[error("the match store is unavailable: {0}")]
    StoreUnavailable(String),
    /// Seats, invites, resignations, rematches and take-backs.
    #[error("{0}")]
    Seating(crate::matches::SeatingRefusal),
    #[error("this node already holds its {0} event streams")]
    TooManyStreams(u32),
    #[error("{0}")]
    SealedStateInvalid(String),
    #[error("{0}")]
    SealedStateWrongGame(String),
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<crate::seal::SealError> for ApiError {
    fn from(error: crate::seal::SealError) -> Self {
        use crate::seal::SealError;
        match error {
            SealError::Invalid(_) => Self::SealedStateInvalid(error.to_string()),
            SealError::WrongGame { .. } => Self::SealedStateWrongGame(error.to_string()),
            SealError::Internal(_) => Self::Internal(error.to_string()),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::NameTaken(name) => Self::NameTaken(name),
            StoreError::Unavailable(detail) => Self::StoreUnavailable(detail),
            other => Self::Storage(other),
        }
    }
}

impl From<serde_json::Error> for ApiError {
    fn from(error: serde_json::Error) -> Self {
        Self::Internal(format!("JSON: {error}"))
    }
}

impl From<ScoreSheetError> for ApiError {
    fn from(error: ScoreSheetError) -> Self {
        match error {
            ScoreSheetError::Malformed(input) => Self::Malformed(input),
            ScoreSheetError::Invalid(violations) => Self::Invalid(violations),
        }
    }
}

impl From<MalformedInput> for ApiError {
    fn from(input: MalformedInput) -> Self {
        Self::Malformed(input)
    }
}

impl From<SetupError> for ApiError {
    fn from(error: SetupError) -> Self {
        match error {
            SetupError::Malformed(input) => Self::Malformed(input),
            SetupError::Invalid(violations) => Self::InvalidSetup(violations),
        }
    }
}

impl From<PlayError> for ApiError {
    fn from(error: PlayError) -> Self {
        match error {
            PlayError::Malformed(input) => Self::Malformed(input),
            PlayError::ImpossibleState(violations) => Self::ImpossibleState(
                violations
                    .into_iter()
                    .map(|mut violation| {
                        violation.field = in_state(&violation.field);
                        violation
                    })
                    .collect(),
            ),
            PlayError::WrongActor(message) => Self::NotYourTurn(message),
            PlayError::Refused(violation) => Self::Refused(violation),
        }
    }
}

/// The engine checks a state on its own, so its paths start inside the state; every play
/// body carries the state under `state`, and field errors name fields of the body.
fn in_state(field: &str) -> String {
    match field {
        "" | "." => "state".to_owned(),
        field if field.starts_with('[') => format!("state{field}"),
        field => format!("state.{field}"),
    }
}

fn describe_range(min: i64, max: Option<i64>) -> String {
    match max {
        Some(max) => format!("from {min} to {max}"),
        None => format!("of at least {min}"),
    }
}

/// The first [`MAX_FIELD_ERRORS`] violations as field errors.
fn field_problems(violations: &[Violation]) -> Vec<FieldProblem> {
    violations
        .iter()
        .take(MAX_FIELD_ERRORS)
        .map(|v| FieldProblem {
            field: v.field.clone(),
            code: violation_code(v.code),
            message: v.message.clone(),
        })
        .collect()
}

/// One line naming the fields listed, as many as fit in [`MAX_DETAIL_CHARS`], so a client
/// that shows only `detail` still sees them, and how many more problems there are.
fn field_detail(errors: &[FieldProblem], unlisted: usize) -> String {
    // Room left for the count of the problems not named.
    const ROOM: usize = MAX_DETAIL_CHARS - 100;
    let mut detail = String::new();
    let mut named = 0;
    for error in errors {
        let field = prefix(&error.field, MAX_FIELD_PATH_CHARS);
        let part = format!("{field}: {}", bounded(&error.message, MAX_MESSAGE_CHARS));
        if named > 0 {
            if detail.len().saturating_add(part.len()) > ROOM {
                break;
            }
            detail.push_str("; ");
        }
        detail.push_str(&part);
        named += 1;
    }
    let more = errors.len().saturating_sub(named).saturating_add(unlisted);
    if more > 0 {
        detail.push_str(&format!("; and {more} more problem(s)"));
    }
    detail
}

fn violation_code(code: ViolationCode) -> String {
    serde_json::to_value(code)
        .ok()
        .and_then(|value| value.as_str().map(str::to_owned))
        .unwrap_or_else(|| "invalid".to_owned())
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        StatusCode::from_u16(self.problem().status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = self.problem().to_response();
        // RFC 6750 §3: a 401 names the scheme, and says when a token was sent but is wrong.
        let challenge = match self {
            Self::MissingToken => Some("Bearer"),
            Self::BadToken => Some("Bearer error=\"invalid_token\""),
            _ => None,
        };
        if let Some(challenge) = challenge {
            response.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static(challenge),
            );
        }
        // RFC 9110 §10.2.3: when to try again; a database restart takes a few seconds.
        if let Self::StoreUnavailable(_) | Self::TooManyStreams(_) = self {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
        }
        response
    }
}

/// Turns errors produced outside our handlers (unknown routes, wrong methods, bodies over
/// the size limit, actix's own extractor errors) into problem documents too. A problem
/// document already, or a web page of ours (the rules page of an unknown game, a 404 that
/// still lists the games), is left as it is.
pub fn render_plain_errors<B: MessageBody>(
    response: ServiceResponse<B>,
) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let is_ours = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| {
            value == HeaderValue::from_static(PROBLEM_JSON)
                || value.as_bytes().starts_with(b"text/html")
        });
    if is_ours {
        return Ok(ErrorHandlerResponse::Response(
            response.map_into_left_body(),
        ));
    }
    let status = response.status();
    // A 405 must keep its Allow header (RFC 9110 §15.5.6).
    let allow = response.headers().get(header::ALLOW).cloned();
    let problem = match status {
        StatusCode::NOT_FOUND => Problem::new(
            status,
            "not-found",
            "Not found",
            "no such path; see /docs/ for every endpoint",
        ),
        StatusCode::METHOD_NOT_ALLOWED => Problem::new(
            status,
            "method-not-allowed",
            "Method not allowed",
            match &allow {
                Some(allow) => format!(
                    "this path takes {}; see /docs/",
                    allow.to_str().unwrap_or("other methods")
                ),
                None => "this path does not take that method; see /docs/".to_owned(),
            },
        ),
        StatusCode::PAYLOAD_TOO_LARGE => Problem::new(
            status,
            "payload-too-large",
            "Request body too large",
            format!(
                "request bodies are limited to {} bytes",
                crate::limits::MAX_BODY_BYTES
            ),
        ),
        status if status.is_server_error() => {
            tracing::error!(%status, "internal error");
            Problem::new(
                status,
                "internal",
                "Internal error",
                "the server failed; the error has been logged",
            )
        }
        status => Problem::new(
            status,
            "bad-request",
            status.canonical_reason().unwrap_or("Bad request"),
            "the request could not be processed",
        ),
    };
    let (request, _) = response.into_parts();
    let mut body: HttpResponse<BoxBody> = problem.to_response();
    if let Some(allow) = allow {
        body.headers_mut().insert(header::ALLOW, allow);
    }
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(request, body).map_into_right_body(),
    ))
}

/// Documents the 415 every body-taking operation can answer (the media-type check runs for
/// all of them, in one place in `server`), where the operation does not describe it already.
/// Adds the 503 every named-match operation answers while its store is away.
pub struct StoreUnavailableResponses;

impl utoipa::Modify for StoreUnavailableResponses {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
        for item in openapi.paths.paths.values_mut() {
            for operation in [&mut item.get, &mut item.post, &mut item.delete]
                .into_iter()
                .flatten()
                .filter(|operation| {
                    operation
                        .tags
                        .as_ref()
                        .is_some_and(|tags| tags.iter().any(|tag| tag == "matches"))
                })
            {
                operation
                    .responses
                    .responses
                    .entry(StatusCode::SERVICE_UNAVAILABLE.as_str().to_owned())
                    .or_insert_with(|| {
                        RefOr::T(
                            ResponseBuilder::new()
                                .description(
                                    "The database that keeps named matches does not answer \
                                     now (`store-unavailable`); nothing was changed: send the \
                                     request again after `Retry-After` seconds",
                                )
                                .header(
                                    "Retry-After",
                                    utoipa::openapi::HeaderBuilder::new()
                                        .schema(
                                            utoipa::openapi::ObjectBuilder::new()
                                                .schema_type(utoipa::openapi::Type::Integer),
                                        )
                                        .description(Some("Seconds to wait before retrying"))
                                        .build(),
                                )
                                .content(
                                    PROBLEM_JSON,
                                    ContentBuilder::new()
                                        .schema(Some(Ref::from_schema_name("Problem")))
                                        .build(),
                                )
                                .build(),
                        )
                    });
            }
        }
    }
}

pub struct UnsupportedMediaTypeResponses;

impl utoipa::Modify for UnsupportedMediaTypeResponses {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
        for item in openapi.paths.paths.values_mut() {
            for operation in [&mut item.post, &mut item.put, &mut item.patch]
                .into_iter()
                .flatten()
                .filter(|operation| operation.request_body.is_some())
            {
                operation
                    .responses
                    .responses
                    .entry(StatusCode::UNSUPPORTED_MEDIA_TYPE.as_str().to_owned())
                    .or_insert_with(|| {
                        RefOr::T(
                            ResponseBuilder::new()
                                .description(
                                    "A body sent with a Content-Type that is not JSON \
                                     (`unsupported-media-type`); without a Content-Type the \
                                     body is read as JSON",
                                )
                                .content(
                                    PROBLEM_JSON,
                                    ContentBuilder::new()
                                        .schema(Some(Ref::from_schema_name("Problem")))
                                        .build(),
                                )
                                .build(),
                        )
                    });
            }
        }
    }
}

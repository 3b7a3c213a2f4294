//! Named matches over HTTP. Handlers read headers and hand the work to `matches`, off the
//! async threads because store calls block.

use std::time::Duration;

use actix_web::http::header::{self, ETag, EntityTag, HeaderName};
use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use quarterdeck_engine::ScoreSheet;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::config::WebhookTargets;
use crate::export::{BgStatsFile, MatchExportQuery};
use crate::matches::{
    self, ActRequest, ActionResult, Bots, CreatedMatch, MatchLog, MatchPage, MatchView,
};
use crate::problem::{ApiError, Problem};
use crate::routes::prefer;
use crate::store::MatchStore;

pub(super) type Shared = web::Data<dyn MatchStore>;

/// The node's bots; an app built without them (some tests) has no worker and the full limit.
fn bots_of(bots: Option<web::Data<Bots>>) -> Bots {
    bots.map(|bots| Bots::clone(&bots)).unwrap_or_default()
}

/// Runs blocking store work on actix's thread pool.
pub(super) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    web::block(work)
        .await
        .map_err(|error| ApiError::Internal(format!("worker failed: {error}")))?
}

/// Where this service was reached, as `scheme://host`, for links it hands out (invites).
pub(super) fn origin(request: &HttpRequest) -> String {
    let info = request.connection_info();
    format!("{}://{}", info.scheme(), info.host())
}

/// The bearer token, if any; a malformed Authorization header is refused.
pub(super) fn bearer(request: &HttpRequest) -> Result<Option<String>, ApiError> {
    let Some(value) = request.headers().get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let text = value.to_str().map_err(|_| ApiError::BadToken)?;
    // The scheme name is case-insensitive (RFC 9110 §11.1).
    match text.split_once(' ') {
        Some((scheme, token))
            if scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty() =>
        {
            Ok(Some(token.trim().to_owned()))
        }
        _ => Err(ApiError::BadToken),
    }
}

/// A view differs per token: caches must not share it.
fn private(response: &mut actix_web::HttpResponseBuilder) -> &mut actix_web::HttpResponseBuilder {
    response
        .insert_header((header::VARY, "Authorization"))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
}

/// Every line of a list-valued header joined with commas (RFC 9110 §5.3), as raw bytes so a
/// value that is not ASCII reaches the parser and is refused there rather than ignored.
fn header_list(request: &HttpRequest, name: HeaderName) -> Option<Vec<u8>> {
    let values: Vec<&[u8]> = request
        .headers()
        .get_all(name)
        .map(|value| value.as_bytes())
        .collect();
    (!values.is_empty()).then(|| values.join(&b","[..]))
}

pub(super) fn etag(version: i64) -> ETag {
    ETag(EntityTag::new_strong(version.to_string()))
}

/// Creates a match and returns one secret token per seat plus an owner token. Tokens are
/// shown only here; the service keeps their hashes.
///
/// Seats listed in `bots` are played by the service: whenever one is to act, a bot chooses
/// from that seat's view alone, in the background (no request waits for it), and commits its
/// move like any other, marked `bot` in the log. A match of bots only plays to its end.
///
/// With `notify`, the service POSTs a `WebhookPayload` (see the document's `webhooks`) to its
/// `url` after every action, whoever made it, bots included: headers `Quarterdeck-Delivery`
/// (the delivery id, `<match>.<version>`) and `Quarterdeck-Signature`
/// (`t=<unix seconds>,v1=<hex HMAC-SHA256 under the secret of "<t>.<body>">`). A 2xx answer
/// delivers it; anything else, or no answer within 10 s, is retried with exponential backoff
/// (1 s doubling up to 10 minutes, jittered) for 24 hours. Each delivery is sent at least
/// once, so deduplicate by its id; a match's deliveries go out in version order.
#[utoipa::path(
    tag = "matches",
    operation_id = "create_match",
    request_body(content = matches::CreateMatchRequest, content_type = "application/json",
        examples(
            ("quick" = (summary = "A match without a name: send it as often as you like", value = json!({"game": "new-bedford", "players": 3, "chance": "seeded", "names": ["Ann", "Bo", "Cy"]}))),
            ("named" = (summary = "A named match, read back as /v1/matches/friday-night (a second one is a 409: the name is taken)", value = json!({"game": "new-bedford", "name": "friday-night", "players": 3, "options": {}, "chance": "seeded", "names": ["Ann", "Bo", "Cy"]}))),
            ("against bots" = (summary = "One person against two bots: the service plays seats 1 and 2 whenever they are to act", value = json!({"game": "new-bedford", "players": 3, "names": ["Ann", "Greedy", "Searcher"], "bots": [{"seat": 1, "kind": "greedy"}, {"seat": 2, "kind": "ismcts", "time_ms": 20}]}))),
            ("invite a friend" = (summary = "Seat 0 for the creator, seat 1 left open: the answer's `invites` holds its code and link to pass on; the match waits until it is claimed", value = json!({"game": "nantucket", "players": 2, "names": ["Ann"], "open": [1], "visibility": "private"}))),
            ("with webhooks" = (summary = "From the app's backend: a signed POST to its URL after every action, saying who is to act", value = json!({"game": "nantucket", "players": 2, "notify": {"url": "https://app.example.com/quarterdeck/turns", "secret": "whsec_3a8f0c2d9b71e4f6a5c8"}}))),
        )),
    responses(
        (status = 201, description = "The match, with its tokens; `Cache-Control: no-store` keeps them out of every cache", body = CreatedMatch,
            headers(
                ("ETag" = String, description = "The match version, `\"0\"`"),
                ("Location" = String, description = "The match's URL"),
                ("Cache-Control" = String, description = "`no-store`"),
            )),
        (status = 400, description = "Malformed body or name", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The name is taken", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "A body that is not JSON (`unsupported-media-type`); without a Content-Type the body is read as JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Invalid setup: a player count, option or seat name (`names[i]`) the game does not allow, or a chosen `seed` for a game that hides cards or bids (`invalid-setup`); or a bot seat the match cannot have: a seat out of range or given twice, a budget out of bounds (`invalid-bot`, naming `bots[i].seat`, `bots[i].iterations` or `bots[i].time_ms`); or a webhook target that cannot be used (`invalid-notify`, naming `notify.url` or `notify.secret`), or any where the operator turned webhooks off (`webhooks-disabled`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/matches")]
pub async fn create(
    request: HttpRequest,
    store: Shared,
    bots: Option<web::Data<Bots>>,
    targets: Option<web::Data<WebhookTargets>>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let bots = bots_of(bots);
    // An app built without the setting (some tests) takes the default, public targets only.
    let targets = targets.map(|targets| **targets).unwrap_or_default();
    let origin = origin(&request);
    let created =
        blocking(move || matches::create(&**store, &bots, targets, &origin, &body)).await?;
    Ok(HttpResponse::Created()
        .insert_header((
            header::LOCATION,
            format!("/v1/matches/{}", created.summary.id),
        ))
        .insert_header(etag(created.summary.version))
        // The body holds every seat's secret token: no cache may keep it (RFC 9111 §5.2.2.5).
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(created))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Only this game.
    #[param(value_type = Option<crate::game_id::GameId>)]
    pub game: Option<String>,
    /// Only matches with this status (`waiting`: seats still open to claim); another value is
    /// refused.
    #[param(value_type = Option<crate::matches::seating::ShownStatus>)]
    pub status: Option<String>,
    /// 1–100, default 20; outside that range the request is refused (`out-of-range`).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100, example = 20)]
    pub page_size: Option<String>,
    /// From the previous page's `next_page_token`.
    pub page_token: Option<String>,
}

/// Lists public matches, oldest first, a page at a time. Unlisted and private matches are
/// never listed; with a token (`Authorization: Bearer`), that token's own match is answered
/// too, under `yours`, whatever its visibility.
#[utoipa::path(tag = "matches", operation_id = "list_matches", params(ListQuery), responses(
    (status = 200, description = "A page of matches", body = MatchPage),
    (status = 400, description = "Bad query: a game or status the service does not know (`bad-query`, listing the known ones), a foreign page token, or a page size outside 1–100 (`out-of-range`, naming the field)", body = Problem, content_type = "application/problem+json"),
))]
#[get("/v1/matches")]
pub async fn list(
    request: HttpRequest,
    store: Shared,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let query = query.into_inner();
    let page = blocking(move || {
        matches::list(
            &**store,
            &matches::ListRequest {
                game: query.game.as_deref(),
                status: query.status.as_deref(),
                page_size: query.page_size.as_deref(),
                page_token: query.page_token.as_deref(),
                token: token.as_deref(),
            },
        )
    })
    .await?;
    let mut response = HttpResponse::Ok();
    private(&mut response);
    Ok(response.json(page))
}

/// One match by id or name. No token is needed: without one the answer is what a spectator
/// sees; with a seat's token (`Authorization: Bearer`) it is that seat's view. `If-None-Match`
/// with the version already held answers 304 without a body.
///
/// **Long polling**: with `If-None-Match` naming the version held (a tag, not `*`) and
/// `Prefer: wait=N` (seconds, at most 60), the answer waits until the match moves on — then
/// 200 with the new version — or until the wait runs out — then 304.
/// `Preference-Applied: wait=N` says the wait was honoured and how long it was (a longer one is
/// cut to 60). A move committed on this node answers at once, and one committed by another
/// node on the same PostgreSQL database as soon as its notification arrives (within 10 s on a
/// database that sends none). A match deleted while waited on answers 404.
#[utoipa::path(tag = "matches", operation_id = "get_match",
    params(
        ("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night"),
        ("If-None-Match" = Option<String>, Header, description = "ETags already held, e.g. \"3\" (compared weakly, so W/\"3\" matches too), or `*`"),
        ("Prefer" = Option<String>, Header, description = "`wait=N`: with an `If-None-Match` tag that matches, wait up to N seconds (at most 60) for the match to move before answering 304; other preferences are ignored", example = "wait=30"),
    ),
    responses(
        (status = 200, description = "The match", body = MatchView,
            headers(("ETag" = String, description = "The match version, e.g. `\"3\"`"), ("Vary" = String, description = "`Authorization`: the answer depends on the token"), ("Cache-Control" = String, description = "`private, no-cache`"), ("Preference-Applied" = String, description = "`wait=N` after a long poll that the match's move ended"))),
        (status = 304, description = "The match is still at a version `If-None-Match` named (after the wait, when one was asked)",
            headers(("ETag" = String, description = "The match version"), ("Preference-Applied" = String, description = "`wait=N` when the wait ran out"))),
        (status = 400, description = "An unreadable If-None-Match (`malformed-precondition`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "A token that is not this match's", body = Problem, content_type = "application/problem+json",
            headers(("WWW-Authenticate" = String, description = "`Bearer error=\"invalid_token\"`"))),
        (status = 404, description = "No such match (or it was deleted while waited on)", body = Problem, content_type = "application/problem+json"),
    ))]
#[get("/v1/matches/{id}")]
pub async fn read(
    store: Shared,
    request: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let held = header_list(&request, header::IF_NONE_MATCH)
        .map(|value| matches::precondition("If-None-Match", &value))
        .transpose()?;
    let id = id.into_inner();
    let mut view = read_view(&store, &id, &token).await?;
    // The wait applies only to a poll that names the current version already (`*` names
    // none: it would wait on a match that cannot stop existing but by deletion).
    let waited = prefer::wait(&request).filter(|_| {
        held.as_ref().is_some_and(|held| {
            *held != matches::Condition::Any && held.weak_match(view.summary.version)
        })
    });
    if let (Some(held), Some(wait)) = (&held, waited) {
        view = wait_for_move(&store, &token, held, view, wait).await?;
    }
    let version = view.summary.version;
    let still_held = held.as_ref().is_some_and(|held| held.weak_match(version));
    // RFC 9110 §13.1.2: a GET whose tag is held answers 304 with the headers a 200 would carry.
    let mut response = if still_held {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    private(&mut response).insert_header(etag(version));
    if let Some(wait) = waited {
        response.insert_header(("Preference-Applied", prefer::applied(wait)));
    }
    if still_held {
        return Ok(response.finish());
    }
    Ok(response.json(view))
}

async fn read_view(
    store: &Shared,
    id: &str,
    token: &Option<String>,
) -> Result<MatchView, ApiError> {
    let (store, id, token) = (store.clone(), id.to_owned(), token.clone());
    blocking(move || matches::read(&**store, &id, token.as_deref())).await
}

/// How often a long poll re-reads the store whether or not it heard of a move: a safety net.
/// Every commit is announced on this node (its own by the store, other nodes' by the
/// PostgreSQL listener), so this only bounds the wait for one that was not (a database
/// without notifications).
pub(super) const SAFETY_RECHECK: Duration = Duration::from_secs(10);

/// Waits until the match moves past what `held` names, or `wait` runs out (answering the view
/// it has, still held). No store connection or blocking thread is held while it waits.
async fn wait_for_move(
    store: &Shared,
    token: &Option<String>,
    held: &matches::Condition,
    mut view: MatchView,
    wait: Duration,
) -> Result<MatchView, ApiError> {
    let deadline = tokio::time::Instant::now() + wait;
    let id = view.summary.id.clone();
    let mut moved = store.commits().watch(&id);
    loop {
        // Read after watching, so a move between the first read and the watch is not missed.
        view = read_view(store, &id, token).await?;
        if !held.weak_match(view.summary.version) {
            return Ok(view);
        }
        tokio::select! {
            changed = moved.changed() => {
                if changed.is_err() {
                    // The store dropped the entry: watch afresh (the re-read comes first).
                    moved = store.commits().watch(&id);
                }
            }
            () = tokio::time::sleep(SAFETY_RECHECK) => {}
            () = tokio::time::sleep_until(deadline) => return Ok(view),
        }
    }
}

/// Applies an action for the token's seat (the owner token acts for the table). Needs
/// `If-Match` with the current version; an `Idempotency-Key` makes retries safe.
#[utoipa::path(tag = "matches", operation_id = "act_in_match",
    params(
        ("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night"),
        ("If-Match" = String, Header, description = "The version last read as a strong entity tag, e.g. \"3\"; a list matches when any tag does. Compared strongly: W/\"3\" never matches, and `*` is refused (428 `if-match-wildcard`)"),
        ("Idempotency-Key" = Option<String>, Header, description = "1–255 visible ASCII characters. A retry with the same key and body, from the same token, returns the first answer and applies nothing, for as long as the server keeps answers (`--idempotency-ttl`, 24 hours by default)",
            max_length = 255, min_length = 1, pattern = "^[!-~]{1,255}$"),
    ),
    request_body(content = matches::ActionRequest, content_type = "application/json",
        description = "Right after the quick create example, seat 0 (Ann, with her seat's token and `If-Match: \"0\"`) takes her starting resources with this",
        example = json!({"game": "new-bedford", "action": {"type": "starting-resources", "money": 5, "wood": 0, "food": 0, "brick": 0}})),
    responses(
        (status = 200, description = "Applied", body = ActionResult,
            headers(("ETag" = String, description = "The new match version, e.g. `\"4\"`"), ("Vary" = String, description = "`Authorization`: the answer depends on the token"), ("Cache-Control" = String, description = "`private, no-cache`"))),
        (status = 400, description = "Malformed body, an unreadable If-Match (`malformed-precondition`) or an invalid Idempotency-Key (`bad-idempotency-key`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json",
            headers(("WWW-Authenticate" = String, description = "`Bearer`, with `error=\"invalid_token\"` when a token was sent but is not this match's")),
            example = json!({"type": "urn:quarterdeck:problem:missing-token", "title": "Token required", "status": 401, "detail": "this needs a token: Authorization: Bearer <token>", "code": "missing-token"})),
        (status = 403, description = "Not this seat's turn", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json",
            example = json!({"type": "urn:quarterdeck:problem:unknown-match", "title": "Unknown match", "status": 404, "detail": "no match has the id or name \"friday-night\"", "code": "unknown-match"})),
        (status = 409, description = "Play waits: seats are still open (`match-waiting`) or a take-back waits for answers (`take-back-pending`); or the seat resigned (`seat-resigned`), or the match ended abandoned (`match-over`)", body = Problem, content_type = "application/problem+json"),
        (status = 412, description = "No tag in If-Match is the current version (`version-mismatch`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "A body that is not JSON (`unsupported-media-type`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The rules refuse the action, or the key was used for another request", body = Problem, content_type = "application/problem+json"),
        (status = 428, description = "No If-Match (`if-match-required`), or If-Match: * (`if-match-wildcard`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[post("/v1/matches/{id}/actions")]
pub async fn act(
    store: Shared,
    bots: Option<web::Data<Bots>>,
    request: HttpRequest,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let if_match = header_list(&request, header::IF_MATCH);
    let key = match request
        .headers()
        .get_all("idempotency-key")
        .collect::<Vec<_>>()[..]
    {
        [] => None,
        [key] => Some(key.as_bytes().to_vec()),
        // A comma may be part of a key, so several lines cannot be read as one list.
        _ => {
            return Err(ApiError::BadIdempotencyKey(
                "this request sends it more than once".to_owned(),
            ))
        }
    };
    let turns = bots_of(bots).turns;
    let result: ActionResult = blocking(move || {
        matches::act(
            &**store,
            &turns,
            &ActRequest {
                id_or_name: &id,
                token: token.as_deref(),
                if_match: if_match.as_deref(),
                idempotency_key: key.as_deref(),
                body: &body,
            },
        )
    })
    .await?;
    Ok(private(&mut HttpResponse::Ok())
        .insert_header(etag(result.version))
        .json(result))
}

/// The token's legal actions now (empty when it is not that seat's turn).
#[utoipa::path(tag = "matches", operation_id = "match_legal_actions",
    params(("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night")),
    responses(
        (status = 200, description = "Who may act and what the token's seat may do", body = matches::MatchLegalActions,
            headers(("Vary" = String, description = "`Authorization`: the answer depends on the token"), ("Cache-Control" = String, description = "`private, no-cache`"))),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json",
            headers(("WWW-Authenticate" = String, description = "`Bearer`, with `error=\"invalid_token\"` when a token was sent but is not this match's"))),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[get("/v1/matches/{id}/legal-actions")]
pub async fn legal_actions(
    store: Shared,
    request: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let actions = blocking(move || matches::legal_actions(&**store, &id, token.as_deref())).await?;
    Ok(private(&mut HttpResponse::Ok()).json(actions))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LogQuery {
    /// First action to return, counted from 1; below 1 is refused (`out-of-range`).
    #[param(value_type = Option<i64>, minimum = 1, example = 1)]
    pub from: Option<String>,
    /// At most this many, 1–500 (default 500); outside that range is refused (`out-of-range`).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 500, example = 50)]
    pub limit: Option<String>,
}

/// Every applied action with its events, as the reader may see them. No token is needed:
/// without one the log is a spectator's; a seat's token (`Authorization: Bearer`) adds what
/// that seat may see.
#[utoipa::path(tag = "matches", operation_id = "match_log",
    params(("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night"), LogQuery),
    responses(
        (status = 200, description = "Log entries in order", body = MatchLog,
            headers(("Vary" = String, description = "`Authorization`: the answer depends on the token"), ("Cache-Control" = String, description = "`private, no-cache`"))),
        (status = 400, description = "`from` below 1 or `limit` outside 1–500 (`out-of-range`, naming the field)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "A token that is not this match's", body = Problem, content_type = "application/problem+json",
            headers(("WWW-Authenticate" = String, description = "`Bearer error=\"invalid_token\"`"))),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
    ))]
#[get("/v1/matches/{id}/log")]
pub async fn log(
    store: Shared,
    request: HttpRequest,
    id: web::Path<String>,
    query: web::Query<LogQuery>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let query = query.into_inner();
    let log = blocking(move || {
        matches::log(
            &**store,
            &id,
            token.as_deref(),
            query.from.as_deref(),
            query.limit.as_deref(),
        )
    })
    .await?;
    Ok(private(&mut HttpResponse::Ok()).json(log))
}

/// The score sheet: final once the game is over, provisional before. No token is needed.
#[utoipa::path(tag = "matches", operation_id = "match_score",
    params(("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night")),
    responses(
        (status = 200, description = "The score sheet", body = ScoreSheet),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
    ))]
#[get("/v1/matches/{id}/score")]
pub async fn score(
    request: HttpRequest,
    store: Shared,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let sheet = blocking(move || matches::score(&**store, &id, token.as_deref())).await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// Exports a finished match's result as a BG Stats play file or CSV.
///
/// The match's final score sheet as a download: a BG Stats play file (`.bgsplay`) for the
/// Board Game Stats app to import, or CSV, with each seat's name where it was given one and
/// the time of the last action (UTC) as the play's date. Read without a token, as the score
/// is. The file is the same at every read, and every UUID in a BG Stats file is derived from
/// what it identifies, so importing it again updates the play rather than adding another.
#[utoipa::path(tag = "matches", operation_id = "export_match",
    params(("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night"), MatchExportQuery),
    responses(
        (status = 200, description = "The file, as a download: `format` says which",
            content(
                (BgStatsFile = "application/json"),
                (String = "text/csv"),
            ),
            headers(("Content-Disposition" = String, description = "`attachment` with a file name: `<game>-<match name or id>.bgsplay` or `.csv`"))),
        (status = 400, description = "An unreadable query: a `format` other than `bgstats` or `csv`, or a `bgg_id` that is not a number (`bad-query`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The match is not over (`match-not-finished`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A BoardGameGeek id or location the file cannot take (`invalid-export`)", body = Problem, content_type = "application/problem+json"),
    ))]
#[get("/v1/matches/{id}/export")]
pub async fn export(
    request: HttpRequest,
    store: Shared,
    id: web::Path<String>,
    query: web::Query<MatchExportQuery>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let query = query.into_inner();
    let file = blocking(move || matches::export(&**store, &id, token.as_deref(), &query)).await?;
    Ok(file.into_response())
}

/// Deletes a match and its log; needs the owner token.
#[utoipa::path(tag = "matches", operation_id = "delete_match",
    params(("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json",
            headers(("WWW-Authenticate" = String, description = "`Bearer`, with `error=\"invalid_token\"` when a token was sent but is not this match's"))),
        (status = 403, description = "A seat token cannot delete", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[delete("/v1/matches/{id}")]
pub async fn remove(
    store: Shared,
    request: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    blocking(move || matches::delete(&**store, &id, token.as_deref())).await?;
    Ok(HttpResponse::NoContent().finish())
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(create)
        .service(list)
        .service(read)
        .service(act)
        .service(legal_actions)
        .service(log)
        .service(score)
        .service(export)
        .service(remove);
}

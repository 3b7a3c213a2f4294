//! Gathering players over HTTP: claiming an open seat with its invite, the owner's invites,
//! resigning, taking back by consent, and playing again. Handlers read headers and hand the
//! work to `matches`, off the async threads.

use actix_web::http::header;
use actix_web::{delete, post, web, HttpRequest, HttpResponse};

use super::matches::{bearer, blocking, etag, origin, Shared};
use crate::matches::{self, Bots, ClaimedSeat, Invite, MatchView, Rematch};
use crate::problem::{ApiError, Problem};
use crate::store::MatchStore;

/// The node's bot worker; an app built without one (some tests) wakes nothing.
fn turns_of(bots: Option<web::Data<Bots>>) -> matches::BotTurns {
    bots.map(|bots| bots.turns.clone()).unwrap_or_default()
}

/// An answer that holds a secret: no cache may keep it.
fn secret_answer(
    mut response: actix_web::HttpResponseBuilder,
    body: impl serde::Serialize,
) -> HttpResponse {
    response
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(body)
}

/// A seat's own change to a match, made with its token: resigning, asking to take back.
type SeatChange =
    fn(&dyn MatchStore, &matches::BotTurns, &str, Option<&str>) -> Result<MatchView, ApiError>;

/// A seat's own change to the match (`change`), answered with the match as it now sees it.
async fn seat_change(
    request: HttpRequest,
    store: Shared,
    bots: Option<web::Data<Bots>>,
    id: web::Path<String>,
    change: SeatChange,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let turns = turns_of(bots);
    let view = blocking(move || change(&**store, &turns, &id, token.as_deref())).await?;
    Ok(view_answer(&view))
}

/// A match as the token's seat now sees it, with its version as the ETag.
fn view_answer(view: &MatchView) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(etag(view.summary.version))
        .insert_header((header::VARY, "Authorization"))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .json(view)
}

/// Claims the open seat an invite opens, under a name: answers that seat's token, once. No
/// other token is needed: the invite is the secret. Two claims of one invite: exactly one
/// wins; the other is a 409 `invite-used`. Once every seat is claimed the match leaves
/// `waiting` and play starts.
#[utoipa::path(tag = "matches", operation_id = "claim_seat",
    params(("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d")),
    request_body(content = matches::ClaimRequest, content_type = "application/json",
        example = json!({"invite": "9f2c4e6a8b0d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d", "name": "Bo"})),
    responses(
        (status = 200, description = "The seat is yours: its token, shown once", body = ClaimedSeat,
            headers(("Cache-Control" = String, description = "`no-store`"))),
        (status = 400, description = "Malformed body", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "The invite opens no seat of this match: a wrong or revoked code (`invalid-invite`); which seats exist is not said", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match (also a private match and a wrong invite: its id is not confirmed)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The invite was used: its seat is taken (`invite-used`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A name that cannot be used: empty, too long, or another seat's (`invalid-name`, naming `name`)", body = Problem, content_type = "application/problem+json"),
    ))]
#[post("/v1/matches/{id}/seats/claim")]
pub async fn claim(
    store: Shared,
    bots: Option<web::Data<Bots>>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let turns = turns_of(bots);
    let claimed = blocking(move || matches::claim(&**store, &turns, &id, &body)).await?;
    Ok(secret_answer(HttpResponse::Ok(), claimed))
}

/// Issues a new invite for an open seat, revoking the one it had (a link passed to the wrong
/// person stops working). The owner's token only.
#[utoipa::path(tag = "matches", operation_id = "reissue_invite",
    params(
        ("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d"),
        ("seat" = u8, Path, description = "An open seat", example = 1),
    ),
    responses(
        (status = 201, description = "The seat's new invite, shown once", body = Invite,
            headers(("Cache-Control" = String, description = "`no-store`"))),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A seat's token cannot issue invites (`owner-only`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The seat is not open: claimed, or the match is over (`seat-not-open`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[post("/v1/matches/{id}/seats/{seat}/invite")]
pub async fn reissue_invite(
    request: HttpRequest,
    store: Shared,
    path: web::Path<(String, u8)>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let origin = origin(&request);
    let (id, seat) = path.into_inner();
    let invite =
        blocking(move || matches::reissue_invite(&**store, &id, token.as_deref(), seat, &origin))
            .await?;
    Ok(secret_answer(HttpResponse::Created(), invite))
}

/// Revokes an open seat's invite; the seat stays open until the owner issues another.
#[utoipa::path(tag = "matches", operation_id = "revoke_invite",
    params(
        ("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d"),
        ("seat" = u8, Path, description = "An open seat", example = 1),
    ),
    responses(
        (status = 204, description = "Revoked"),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A seat's token cannot revoke invites (`owner-only`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The seat is not open (`seat-not-open`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[delete("/v1/matches/{id}/seats/{seat}/invite")]
pub async fn revoke_invite(
    request: HttpRequest,
    store: Shared,
    path: web::Path<(String, u8)>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let (id, seat) = path.into_inner();
    blocking(move || matches::revoke_invite(&**store, &id, token.as_deref(), seat)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Resigns the token's seat. As the match was created (`on_resign`), a bot plays the seat on
/// (`bot`) or the match ends `abandoned`, that seat ranked last (`abandon`). The log, the
/// views (`resigned`) and the score sheet's notes say who resigned.
#[utoipa::path(tag = "matches", operation_id = "resign_seat",
    params(("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d")),
    responses(
        (status = 200, description = "The match as the seat now sees it", body = MatchView),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "The owner's token has no seat to resign (`seat-only`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The match is over (`match-over`), or the seat resigned already (`seat-resigned`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[post("/v1/matches/{id}/resign")]
pub async fn resign(
    request: HttpRequest,
    store: Shared,
    bots: Option<web::Data<Bots>>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    seat_change(request, store, bots, id, matches::resign).await
}

/// Asks to take back the token's seat's last action. Possible only while nothing since it
/// (itself included) showed a chance outcome or hidden information — no draw, toss, card
/// dealt or bid revealed — and no seat changed hands. Every other player (bots aside) then
/// answers; play waits meanwhile (`take_back` in the view). With no other player to ask it is
/// carried out at once. Carried out, the match returns to the version before that action as
/// a new version: the log keeps the action and the take-back.
#[utoipa::path(tag = "matches", operation_id = "ask_take_back",
    params(("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d")),
    responses(
        (status = 200, description = "The match as the seat now sees it: waiting for answers, or returned", body = MatchView),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "The owner's token has no seat (`seat-only`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "No take-back is possible, with the reason (`take-back-unavailable`: nothing of the seat's own to take back, or a chance outcome or secret shown since); one waits for answers already (`take-back-pending`); seats are still open (`match-waiting`); the match is over (`match-over`); the seat resigned (`seat-resigned`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[post("/v1/matches/{id}/take-back")]
pub async fn ask_take_back(
    request: HttpRequest,
    store: Shared,
    bots: Option<web::Data<Bots>>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    seat_change(request, store, bots, id, matches::ask_take_back).await
}

/// Answers the take-back the match waits on: accept or refuse. The asker may withdraw it
/// (`accept: false`). Once every other player accepted, it is carried out.
#[utoipa::path(tag = "matches", operation_id = "answer_take_back",
    params(("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d")),
    request_body(content = matches::TakeBackAnswer, content_type = "application/json",
        example = json!({"accept": true})),
    responses(
        (status = 200, description = "The match as the seat now sees it", body = MatchView),
        (status = 400, description = "Malformed body", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "The owner's token has no seat (`seat-only`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "No take-back waits for this seat's answer (`no-take-back`), or the match is over or waiting (`match-over`, `match-waiting`), or the seat resigned (`seat-resigned`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[post("/v1/matches/{id}/take-back/answer")]
pub async fn answer_take_back(
    request: HttpRequest,
    store: Shared,
    bots: Option<web::Data<Bots>>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let turns = turns_of(bots);
    let view =
        blocking(move || matches::answer_take_back(&**store, &turns, &id, token.as_deref(), &body))
            .await?;
    Ok(view_answer(&view))
}

/// Plays a finished match again. The first seat (or the owner) to ask creates the rematch:
/// the same game, options, players, names, bots, clock and visibility, with a fresh seed and
/// the seats rotated so the next player starts; the old match points to it (`rematch`).
/// Every seat then asks too, with its old token, and gets its own token for the new match.
#[utoipa::path(tag = "matches", operation_id = "rematch",
    params(("id" = String, Path, description = "Match id or name", example = "m_4f1c2a9e0b7d3e5a6c8f1b2d")),
    responses(
        (status = 201, description = "The rematch was created by this request; the asker's token for it", body = Rematch,
            headers(("Cache-Control" = String, description = "`no-store`"))),
        (status = 200, description = "Another seat created the rematch; the asker's token for it", body = Rematch,
            headers(("Cache-Control" = String, description = "`no-store`"))),
        (status = 401, description = "No token, or not this match's", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such match", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The match is not over (`match-not-over`)", body = Problem, content_type = "application/problem+json"),
    ),
    security(("bearer" = [])))]
#[post("/v1/matches/{id}/rematch")]
pub async fn rematch(
    request: HttpRequest,
    store: Shared,
    bots: Option<web::Data<Bots>>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let bots = bots.map(|bots| Bots::clone(&bots)).unwrap_or_default();
    let rematch =
        blocking(move || matches::rematch(&**store, &bots, &id, token.as_deref())).await?;
    let status = if rematch.created {
        HttpResponse::Created()
    } else {
        HttpResponse::Ok()
    };
    Ok(secret_answer(status, rematch))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(claim)
        .service(reissue_invite)
        .service(revoke_invite)
        .service(resign)
        .service(ask_take_back)
        .service(answer_take_back)
        .service(rematch);
}

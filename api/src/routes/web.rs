//! The landing page, the scoring form, the rules pages and the play-by-link page of a named
//! match: static files compiled into the binary, so the service is one self-contained
//! executable.

use actix_web::http::header::{self, CacheControl, CacheDirective};
use actix_web::http::StatusCode;
use actix_web::{get, web, HttpResponse};
use quarterdeck_engine::find_game;

use crate::problem::ApiError;
use crate::routes::matches::{blocking, Shared};

const INDEX_HTML: &str = include_str!("../../web/index.html");
const SCORE_HTML: &str = include_str!("../../web/score.html");
const RULES_HTML: &str = include_str!("../../web/rules.html");
const PLAY_HTML: &str = include_str!("../../web/play.html");
const ASSETS: [(&str, &str, &str); 6] = [
    (
        "play.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/play.js"),
    ),
    (
        "play.css",
        "text/css; charset=utf-8",
        include_str!("../../web/play.css"),
    ),
    (
        "score.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/score.js"),
    ),
    (
        "rules.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/rules.js"),
    ),
    (
        "rules.css",
        "text/css; charset=utf-8",
        include_str!("../../web/rules.css"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../../web/style.css"),
    ),
];

fn html(page: &'static str) -> HttpResponse {
    html_with_status(StatusCode::OK, page)
}

fn html_with_status(status: StatusCode, page: &'static str) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header(CacheControl(vec![CacheDirective::NoCache]))
        .body(page)
}

#[get("/")]
async fn landing() -> HttpResponse {
    html(INDEX_HTML)
}

#[get("/score")]
async fn score_form() -> HttpResponse {
    html(SCORE_HTML)
}

/// The list of games whose rules can be read.
#[get("/rules")]
async fn rules_index() -> HttpResponse {
    html(RULES_HTML)
}

/// One game's rules, components and rulings; the page reads them from the API.
#[get("/rules/{game}")]
async fn rules_page(game: web::Path<String>) -> HttpResponse {
    // A mistyped game is a real 404 to browsers and link checkers, yet the same page still
    // shows the reader the games there are.
    let status = match find_game(&game) {
        Some(_) => StatusCode::OK,
        None => StatusCode::NOT_FOUND,
    };
    html_with_status(status, RULES_HTML)
}

/// A named match's page: its state, log and score, and for a seat holding its token (kept in
/// the browser) the buttons to play. The page reads everything from the API.
#[get("/matches/{id}")]
async fn match_page(store: Shared, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    play_page(store, id.into_inner()).await
}

/// Where an invite link lands: the same page, which reads the invite from the URL's fragment
/// (never sent here) and asks for the player's name.
#[get("/matches/{id}/join")]
async fn join_page(store: Shared, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    play_page(store, id.into_inner()).await
}

async fn play_page(store: Shared, id: String) -> Result<HttpResponse, ApiError> {
    // A private match's page is a 404 like a match that never was, so a guessed or leaked id
    // is confirmed to nobody; the same page still loads it for a browser holding a token.
    let visible = blocking(move || crate::matches::page_visible(&**store, &id)).await?;
    let status = if visible {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    Ok(html_with_status(status, PLAY_HTML))
}

#[get("/assets/{file}")]
async fn asset(file: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let (_, content_type, body) = ASSETS
        .iter()
        .find(|(name, _, _)| *name == file.as_str())
        .ok_or_else(|| ApiError::NotFound(format!("no asset called {:?}", file.as_str())))?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, *content_type))
        .insert_header(CacheControl(vec![CacheDirective::NoCache]))
        .body(*body))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(landing)
        .service(score_form)
        .service(rules_index)
        .service(rules_page)
        .service(match_page)
        .service(join_page)
        .service(asset);
}

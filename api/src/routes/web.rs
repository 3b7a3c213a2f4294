//! The landing page and the scoring form: static files compiled into the binary, so the
//! service is one self-contained executable.

use actix_web::http::header::{self, CacheControl, CacheDirective};
use actix_web::{get, web, HttpResponse};

use crate::problem::ApiError;

const INDEX_HTML: &str = include_str!("../../web/index.html");
const SCORE_HTML: &str = include_str!("../../web/score.html");
const ASSETS: [(&str, &str, &str); 2] = [
    (
        "score.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/score.js"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../../web/style.css"),
    ),
];

fn html(page: &'static str) -> HttpResponse {
    HttpResponse::Ok()
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
    config.service(landing).service(score_form).service(asset);
}

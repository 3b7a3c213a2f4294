//! Each game's rule catalogue: sections in our own words whose stable ids rule violations cite.

use actix_web::{get, web, HttpResponse};
use quarterdeck_engine::RuleSection;

use crate::problem::{ApiError, Problem};
use crate::routes::play::playable;

/// Every rule section of a game, in rulebook order.
#[utoipa::path(
    tag = "rules",
    params(("game" = crate::openapi::GameId, Path, description = "Game id", example = "new-bedford")),
    responses(
        (status = 200, description = "The rule sections", body = [RuleSection]),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/rules")]
pub async fn list_rules(path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(playable(&path)?.rules()))
}

/// One rule section by id: the `rule` of a refused action resolves here.
#[utoipa::path(
    tag = "rules",
    params(
        ("game" = crate::openapi::GameId, Path, description = "Game id", example = "new-bedford"),
        ("rule_id" = String, Path, description = "Rule section id"),
    ),
    responses(
        (status = 200, description = "The rule section", body = RuleSection),
        (status = 404, description = "No such game or rule (`unknown-rule`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "The game has no rules engine yet (`engine-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/rules/{rule_id}")]
pub async fn get_rule(path: web::Path<(String, String)>) -> Result<HttpResponse, ApiError> {
    let (game, id) = path.into_inner();
    let section = playable(&game)?
        .rules()
        .iter()
        .find(|section| section.id == id)
        .ok_or(ApiError::UnknownRule { game, id })?;
    Ok(HttpResponse::Ok().json(section))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config.service(list_rules).service(get_rule);
}

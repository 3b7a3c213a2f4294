//! Each game's rule catalogue: sections in our own words whose stable ids rule violations cite.

use actix_web::{get, web, HttpResponse};
use quarterdeck_engine::RuleSection;

use quarterdeck_engine::find_game;

use crate::problem::{ApiError, Problem};

/// A game's rule catalogue, which exists once its rules engine does.
fn catalogue(id: &str) -> Result<&'static [RuleSection], ApiError> {
    let game = find_game(id).ok_or_else(|| ApiError::UnknownGame(id.to_owned()))?;
    let engine = game
        .playable()
        .ok_or_else(|| ApiError::NoRulesYet(id.to_owned()))?;
    Ok(engine.rules())
}

/// Every rule section of a game, in rulebook order.
#[utoipa::path(
    tag = "rules",
    params(("game" = crate::openapi::GameId, Path, description = "Game id", example = "new-bedford")),
    responses(
        (status = 200, description = "The rule sections", body = [RuleSection]),
        (status = 404, description = "No such game (`unknown-game`), or the game has no rule catalogue yet (`rules-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/rules")]
pub async fn list_rules(path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(catalogue(&path)?))
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
        (status = 404, description = "No such game (`unknown-game`) or rule (`unknown-rule`), or the game has no rule catalogue yet (`rules-not-available`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/rules/{rule_id}")]
pub async fn get_rule(path: web::Path<(String, String)>) -> Result<HttpResponse, ApiError> {
    let (game, id) = path.into_inner();
    let section = catalogue(&game)?
        .iter()
        .find(|section| section.id == id)
        .ok_or(ApiError::UnknownRule { game, id })?;
    Ok(HttpResponse::Ok().json(section))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config.service(list_rules).service(get_rule);
}

//! Each game's rule catalogue: sections in our own words whose stable ids rule violations cite;
//! and the rulings of `engine/RULINGS.md` that sections and score-sheet notes cite.

use actix_web::{get, web, HttpResponse};
use quarterdeck_engine::{find_game, rulings_of, RuleSection, Ruling};

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
    params(("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford")),
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
        ("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford"),
        ("rule_id" = String, Path, description = "Rule section id", example = "round-structure"),
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
        .find(|section| section.id.as_str() == id)
        .ok_or(ApiError::UnknownRule { game, id })?;
    Ok(HttpResponse::Ok().json(section))
}

/// A game's rulings: every game has some, engine or not, as its score sheet cites them too.
fn rulings(id: &str) -> Result<&'static [Ruling], ApiError> {
    let game = find_game(id).ok_or_else(|| ApiError::UnknownGame(id.to_owned()))?;
    Ok(rulings_of(&game.info().name))
}

/// Every ruling of a game: the decisions taken where the sources disagree or are silent, each
/// with its question, decision, reason and sources.
#[utoipa::path(
    tag = "rules",
    params(("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford")),
    responses(
        (status = 200, description = "The rulings, in id order", body = [Ruling]),
        (status = 404, description = "No such game (`unknown-game`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/rulings")]
pub async fn list_rulings(path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(rulings(&path)?))
}

/// One ruling by id (`NB-02`; any case): the ids rule sections and score-sheet notes cite.
#[utoipa::path(
    tag = "rules",
    params(
        ("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford"),
        ("ruling_id" = String, Path, description = "Ruling id", example = "NB-02"),
    ),
    responses(
        (status = 200, description = "The ruling", body = Ruling),
        (status = 404, description = "No such game (`unknown-game`) or ruling (`unknown-ruling`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/rulings/{ruling_id}")]
pub async fn get_ruling(path: web::Path<(String, String)>) -> Result<HttpResponse, ApiError> {
    let (game, id) = path.into_inner();
    let ruling = rulings(&game)?
        .iter()
        .find(|ruling| ruling.id.eq_ignore_ascii_case(&id))
        .ok_or(ApiError::UnknownRuling { game, id })?;
    Ok(HttpResponse::Ok().json(ruling))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(list_rules)
        .service(get_rule)
        .service(list_rulings)
        .service(get_ruling);
}

//! The game catalogue, component catalogues and physical-game score sheets.

use actix_web::{get, post, web, HttpResponse};
use quarterdeck_engine::{
    all_games, find_component, find_game, Component, ComponentQuery, Game, GameInfo, ScoreSheet,
};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::export::{self, BgStatsFile, ScoreSheetExportRequest};
use crate::problem::{ApiError, Problem};

fn game(id: &str) -> Result<&'static dyn Game, ApiError> {
    find_game(id).ok_or_else(|| ApiError::UnknownGame(id.to_owned()))
}

/// Every game the service knows, with players, editions, modules and options.
#[utoipa::path(tag = "games", responses((status = 200, description = "The catalogue", body = [GameInfo])))]
#[get("/v1/games")]
pub async fn list_games() -> HttpResponse {
    let games: Vec<&GameInfo> = all_games().iter().map(|game| game.info()).collect();
    HttpResponse::Ok().json(games)
}

/// One game with its option schema.
#[utoipa::path(
    tag = "games",
    params(("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford")),
    responses(
        (status = 200, description = "The game", body = GameInfo),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}")]
pub async fn get_game(path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(game(&path)?.info()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ComponentFilter {
    /// Only this kind, e.g. `victory-building`, `license`, `whale-token`; case, spaces and
    /// hyphens do not matter. A kind the game does not have is a 400 `bad-query` that lists the
    /// game's kinds.
    #[param(example = "victory-building")]
    pub kind: Option<String>,
    /// Text found in the id, name, an alias (such as a name in another edition) or the summary.
    /// Only letters and digits count, in any case: `merchants bank`, `Merchant's Bank` and
    /// `merchants-bank` all find New Bedford's Bank.
    #[param(example = "whale")]
    pub q: Option<String>,
    /// Only components used at this player count. A count the game is never played with (its
    /// modules included) is a 400 `bad-query` that states the game's range.
    #[param(example = 3)]
    pub players: Option<u8>,
}

/// Buildings, cards, tokens and board spaces with printed values and provenance.
#[utoipa::path(
    tag = "games",
    params(("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford"), ComponentFilter),
    responses(
        (status = 200, description = "Matching components", body = [Component]),
        (status = 400, description = "An unreadable or impossible query (`bad-query`): `players` that is not a number 0–255 or outside the game's player counts, or a `kind` the game does not have", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/components")]
pub async fn list_components(
    path: web::Path<String>,
    filter: web::Query<ComponentFilter>,
) -> Result<HttpResponse, ApiError> {
    let filter = filter.into_inner();
    let query = ComponentQuery {
        kind: filter.kind,
        text: filter.q,
        players: filter.players,
    };
    let game = game(&path)?;
    let matching = query
        .select(game.info(), game.components())
        .map_err(|error| ApiError::BadQuery(error.to_string()))?;
    Ok(HttpResponse::Ok().json(matching))
}

/// One component by id, or by its name or an alias (such as its name in another edition) typed
/// loosely: case, apostrophes, hyphens and spaces do not matter.
#[utoipa::path(
    tag = "games",
    params(
        ("game" = crate::game_id::GameId, Path, description = "Game id", example = "new-bedford"),
        ("id" = String, Path, description = "Component id, name or alias, in any case and with or without apostrophes, hyphens or spaces (`merchants-bank`, `Merchant's Bank`)", example = "counting-house"),
    ),
    responses(
        (status = 200, description = "The component", body = Component),
        (status = 404, description = "No such game or component", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{game}/components/{id}")]
pub async fn get_component(path: web::Path<(String, String)>) -> Result<HttpResponse, ApiError> {
    let (game_id, id) = path.into_inner();
    let component = find_component(game(&game_id)?.components(), &id)
        .ok_or(ApiError::UnknownComponent { game: game_id, id })?;
    Ok(HttpResponse::Ok().json(component))
}

/// Scores a finished physical game from hand-entered counts. The body's shape depends on
/// the game (see the examples); every impossible count is reported with its field.
#[utoipa::path(
    tag = "scoring",
    params(("game" = String, Path, description = "Game id", example = "bremerhaven")),
    request_body(content = Object, description = "The game's score-sheet request", content_type = "application/json"),
    responses(
        (status = 200, description = "The score sheet", body = ScoreSheet),
        (status = 400, description = "Malformed JSON or a wrong type", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Counts that no real game can produce", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/score-sheet")]
pub async fn score_sheet(
    path: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let sheet = game(&path)?.score_sheet(&body)?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// Exports a finished physical game's result as a BG Stats play file or CSV.
///
/// Scores the `request` as `score-sheet` does and answers the result as a download: a BG Stats
/// play file (`.bgsplay`) for the Board Game Stats app to import, or CSV. Scores are the
/// sheet's totals, and ranks and winners are the sheet's. The same body always answers the
/// same bytes (send `date`, or it is today's), and every UUID in a BG Stats file is derived
/// from what it identifies, so importing the file again updates the play rather than adding
/// another; a player's UUID comes from their name, so a name is the same BG Stats player in
/// every file.
#[utoipa::path(
    tag = "scoring",
    params(("game" = String, Path, description = "Game id", example = "bremerhaven")),
    request_body(content = ScoreSheetExportRequest, description = "The game's score-sheet request and what the file adds to it", content_type = "application/json"),
    responses(
        (status = 200, description = "The file, as a download: `format` says which",
            content(
                (BgStatsFile = "application/json"),
                (String = "text/csv"),
            ),
            headers(("Content-Disposition" = String, description = "`attachment` with a file name: `<game>-<date>.bgsplay` or `.csv`"))),
        (status = 400, description = "Malformed JSON or a wrong type, in the export body or (under `request.`) in the score-sheet request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Counts that no real game can produce (fields under `request.`, as `score-sheet` names them without it), or names, a date, a BoardGameGeek id or a location the file cannot take (`invalid-export`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{game}/score-sheet/export")]
pub async fn export_score_sheet(
    path: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    Ok(export::score_sheet_export(game(&path)?, &body)?.into_response())
}

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .app_data(
            web::QueryConfig::default()
                .error_handler(|error, _| ApiError::BadQuery(error.to_string()).into()),
        )
        .service(list_games)
        .service(get_game)
        .service(list_components)
        .service(get_component)
        .service(score_sheet)
        .service(export_score_sheet);
}

//! The OpenAPI document, generated from the code. `quarterdeck openapi` prints it and
//! `openapi/openapi.json` holds the committed copy that tests compare against.

use quarterdeck_engine::games::bremerhaven::BremerhavenScoreSheetRequest;
use quarterdeck_engine::games::fleet::FleetScoreSheetRequest;
use quarterdeck_engine::games::nantucket::NantucketScoreSheetRequest;
use quarterdeck_engine::games::new_bedford::NewBedfordScoreSheetRequest;
use quarterdeck_engine::{all_games, Component, GameInfo, ScoreSheet};
use utoipa::openapi::example::ExampleBuilder;
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{OneOfBuilder, Schema};
use utoipa::openapi::{ContentBuilder, Ref, RefOr};
use utoipa::{Modify, OpenApi};

use crate::problem::{FieldProblem, Problem};
use crate::routes::{games, health};

const SCORE_SHEET_PATH: &str = "/v1/games/{game}/score-sheet";

/// The games' score-sheet request schemas, in catalogue order.
const SCORE_SHEET_SCHEMAS: [&str; 4] = [
    "NewBedfordScoreSheetRequest",
    "NantucketScoreSheetRequest",
    "FleetScoreSheetRequest",
    "BremerhavenScoreSheetRequest",
];

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Quarterdeck",
        description = "Rules engine, scorer and rules reference for New Bedford (with Rising Tide), Nantucket, Fleet and Bremerhaven.\n\nErrors are RFC 9457 `application/problem+json` documents with a stable `code` and, for request bodies, an `errors` list naming each field to fix.",
        license(name = "MIT"),
    ),
    paths(
        health::healthz,
        games::list_games,
        games::get_game,
        games::list_components,
        games::get_component,
        games::score_sheet,
    ),
    components(schemas(
        GameInfo,
        Component,
        ScoreSheet,
        Problem,
        FieldProblem,
        NewBedfordScoreSheetRequest,
        NantucketScoreSheetRequest,
        FleetScoreSheetRequest,
        BremerhavenScoreSheetRequest
    )),
    modifiers(&ScoreSheetExamples),
    tags(
        (name = "games", description = "The game catalogue and each game's components"),
        (name = "scoring", description = "Score a finished physical game from hand-entered counts"),
        (name = "service", description = "Health"),
    )
)]
struct ApiDoc;

/// Publishes the score-sheet body as a `oneOf` of the games' request types, with each
/// game's example request selectable in Swagger UI.
struct ScoreSheetExamples;

impl Modify for ScoreSheetExamples {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let Some(operation) = openapi
            .paths
            .paths
            .get_mut(SCORE_SHEET_PATH)
            .and_then(|item| item.post.as_mut())
        else {
            return;
        };
        let one_of = SCORE_SHEET_SCHEMAS
            .iter()
            .fold(OneOfBuilder::new(), |builder, schema| {
                builder.item(Ref::from_schema_name(*schema))
            })
            .build();
        let examples = all_games().iter().map(|game| {
            let info = game.info();
            let example = ExampleBuilder::new()
                .summary(format!("A finished game of {}", info.name))
                .value(Some(game.score_sheet_example()))
                .build();
            (info.id.clone(), RefOr::T(example))
        });
        let content = ContentBuilder::new()
            .schema(Some(RefOr::T(Schema::OneOf(one_of))))
            .examples_from_iter(examples)
            .build();
        operation.request_body = Some(
            RequestBodyBuilder::new()
                .description(Some(
                    "The game's score-sheet request: pick the example for the game in the path.",
                ))
                .content("application/json", content)
                .required(Some(utoipa::openapi::Required::True))
                .build(),
        );
    }
}

pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub fn document_json() -> Result<String, serde_json::Error> {
    document().to_pretty_json()
}

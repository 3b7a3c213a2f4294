//! The OpenAPI document, generated from the code. `quarterdeck openapi` prints it and
//! `openapi/openapi.json` holds the committed copy that tests compare against.

use quarterdeck_engine::games::bremerhaven::BremerhavenScoreSheetRequest;
use quarterdeck_engine::games::fleet::FleetScoreSheetRequest;
use quarterdeck_engine::games::nantucket::{
    NantucketAction, NantucketEvent, NantucketGameOptions, NantucketScoreSheetRequest,
    NantucketState,
};
use quarterdeck_engine::games::new_bedford::{
    NewBedfordAction, NewBedfordEvent, NewBedfordGameOptions, NewBedfordScoreSheetRequest,
    NewBedfordState,
};
use quarterdeck_engine::{all_games, Component, GameInfo, Playable, ScoreSheet};
use serde_json::{json, Value};
use utoipa::openapi::example::ExampleBuilder;
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{OneOfBuilder, Schema};
use utoipa::openapi::{ContentBuilder, Ref, RefOr};
use utoipa::{Modify, OpenApi};

use crate::problem::{FieldProblem, Problem, UnsupportedMediaTypeResponses};
use crate::routes::{games, health, matches, play, rules};

const SCORE_SHEET_PATH: &str = "/v1/games/{game}/score-sheet";
const SETUP_PATH: &str = "/v1/games/{game}/setup";
const LEGAL_ACTIONS_PATH: &str = "/v1/games/{game}/legal-actions";
const APPLY_PATH: &str = "/v1/games/{game}/apply";
const SCORE_PATH: &str = "/v1/games/{game}/score";
const VIEW_PATH: &str = "/v1/games/{game}/view";

/// The playable games' typed state and action schemas, in catalogue order. This is the one
/// place they go: list each type in `components(schemas(...))` below and its name here, and
/// every `state` and `action` field of the play bodies (see `STATE_FIELDS` and
/// `ACTION_FIELDS`) becomes a `oneOf` of them. While a list is empty those fields stay
/// free-form objects.
const STATE_SCHEMAS: &[&str] = &["NewBedfordState", "NantucketState"];
const ACTION_SCHEMAS: &[&str] = &["NewBedfordAction", "NantucketAction"];

/// Every `(schema, property)` that holds a whole game state.
const STATE_FIELDS: [(&str, &str); 7] = [
    ("StateResponse", "state"),
    ("LegalActionsRequest", "state"),
    ("ApplyRequest", "state"),
    ("ApplyResponse", "state"),
    ("ScoreRequest", "state"),
    ("ViewRequest", "state"),
    ("LegalActionsResponse", "state"),
];

/// Every `(schema, property)` that holds one action.
const ACTION_FIELDS: [(&str, &str); 2] = [("LabelledAction", "action"), ("ApplyRequest", "action")];

/// Sample states are taken this many decisions into a seeded game of 3 players (or as many
/// as the game allows), far enough that the example shows a game in progress.
const SAMPLE_PLAYERS: u8 = 3;
const SAMPLE_SEED: u64 = 7;
const SAMPLE_DECISIONS: u32 = 40;

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
        description = "Rules engine, scorer and rules reference for New Bedford (with Rising Tide), Nantucket, Fleet and Bremerhaven.\n\nErrors are RFC 9457 `application/problem+json` documents with a stable `code` and, for request bodies, an `errors` list naming each field to fix; a server error (5xx) carries the `request_id` of its log line.\n\nEvery path answers a method it does not take with 405 and an `Allow` header, and `HEAD` wherever `GET` works. Request bodies are JSON: another Content-Type is a 415, a missing one is read as JSON.",
        license(name = "MIT"),
    ),
    paths(
        health::healthz,
        games::list_games,
        games::get_game,
        games::list_components,
        games::get_component,
        games::score_sheet,
        play::setup,
        play::legal_actions,
        play::apply,
        play::score,
        play::view,
        rules::list_rules,
        rules::get_rule,
        matches::create,
        matches::list,
        matches::read,
        matches::act,
        matches::legal_actions,
        matches::log,
        matches::score,
        matches::remove,
    ),
    components(schemas(
        crate::matches::CreateMatchRequest,
        crate::matches::ActionRequest,
        GameInfo,
        Component,
        ScoreSheet,
        Problem,
        FieldProblem,
        NewBedfordScoreSheetRequest,
        NewBedfordState,
        NewBedfordAction,
        NewBedfordEvent,
        NewBedfordGameOptions,
        NantucketScoreSheetRequest,
        NantucketState,
        NantucketAction,
        NantucketEvent,
        NantucketGameOptions,
        FleetScoreSheetRequest,
        BremerhavenScoreSheetRequest
    )),
    modifiers(&ScoreSheetExamples, &PlaySchemas, &PlayExamples, &BearerTokens, &UnsupportedMediaTypeResponses),
    tags(
        (name = "games", description = "The game catalogue and each game's components"),
        (name = "scoring", description = "Score a finished physical game from hand-entered counts"),
        (name = "play", description = "Stateless play: the caller keeps the state and sends it with every request. Games without a rules engine yet answer 501 `engine-not-available`."),
        (name = "rules", description = "Each game's rules in our own words; a refused action's `rule` is an id here"),
        (name = "matches", description = "Named matches kept by the service: a secret token per seat (`Authorization: Bearer`), `If-Match` with the version to act, `Idempotency-Key` for safe retries"),
        (name = "service", description = "Health"),
    )
)]
struct ApiDoc;

/// The seat and owner tokens of named matches.
struct BearerTokens;

impl Modify for BearerTokens {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            utoipa::openapi::security::SecurityScheme::Http(
                utoipa::openapi::security::HttpBuilder::new()
                    .scheme(utoipa::openapi::security::HttpAuthScheme::Bearer)
                    .description(Some(
                        "A seat token or the owner token returned by POST /v1/matches",
                    ))
                    .build(),
            ),
        );
    }
}

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

/// Types the `state` and `action` fields once games publish their schemas.
struct PlaySchemas;

impl Modify for PlaySchemas {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for (names, fields) in [
            (STATE_SCHEMAS, &STATE_FIELDS[..]),
            (ACTION_SCHEMAS, &ACTION_FIELDS[..]),
        ] {
            if names.is_empty() {
                continue;
            }
            for (schema, property) in fields {
                let Some(RefOr::T(Schema::Object(object))) = components.schemas.get_mut(*schema)
                else {
                    continue;
                };
                let Some(slot) = object.properties.get_mut(*property) else {
                    continue;
                };
                let description = match slot {
                    RefOr::T(Schema::Object(field)) => field.description.clone(),
                    _ => None,
                };
                let one_of = names
                    .iter()
                    .fold(OneOfBuilder::new(), |builder, name| {
                        builder.item(Ref::from_schema_name(*name))
                    })
                    .description(description)
                    .build();
                *slot = RefOr::T(Schema::OneOf(one_of));
            }
        }
    }
}

/// Gives every play endpoint a working request example per playable game, built from the
/// engine itself so the examples can never fall behind the rules.
struct PlayExamples;

/// One game's example requests.
struct GameExamples {
    game: String,
    name: String,
    setup: Value,
    legal_actions: Option<Value>,
    apply: Option<Value>,
    score: Option<Value>,
    view: Option<Value>,
}

fn game_examples(game: String, name: String, players: u8, engine: &dyn Playable) -> GameExamples {
    let setup = json!({"players": players, "seed": SAMPLE_SEED, "chance": "seeded"});
    let state = engine
        .sample_state(players, SAMPLE_SEED, SAMPLE_DECISIONS)
        .ok()
        .filter(|state| !state.is_null());
    let apply = state.as_ref().and_then(|state| {
        let mut legal = engine.legal_actions(state, None).ok()?;
        // Several actors may act at once; ask for the first one's actions by name.
        if legal.actor.is_none() {
            let first = legal.to_act.first().copied()?;
            legal = engine.legal_actions(state, Some(first)).ok()?;
        }
        let action = legal.actions.first()?.action.clone();
        Some(json!({"state": state, "actor": legal.actor, "action": action}))
    });
    GameExamples {
        game,
        name,
        setup,
        legal_actions: state.as_ref().map(|state| json!({"state": state})),
        apply,
        score: state.as_ref().map(|state| json!({"state": state})),
        view: state
            .as_ref()
            .map(|state| json!({"state": state, "seat": 0})),
    }
}

impl Modify for PlayExamples {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let games: Vec<GameExamples> = all_games()
            .iter()
            .filter_map(|game| {
                let info = game.info();
                let engine = game.playable()?;
                // The sample count, within what the game allows (Nantucket is for 2).
                let players = SAMPLE_PLAYERS.clamp(info.players.min, info.players.max);
                Some(game_examples(
                    info.id.clone(),
                    info.name.clone(),
                    players,
                    engine,
                ))
            })
            .collect();
        type Pick = fn(&GameExamples) -> Option<Value>;
        let endpoints: [(&str, &str, Pick); 5] = [
            (SETUP_PATH, "a seeded 3-player game", |g| {
                Some(g.setup.clone())
            }),
            (LEGAL_ACTIONS_PATH, "who acts in a game in progress", |g| {
                g.legal_actions.clone()
            }),
            (
                APPLY_PATH,
                "the first legal action in a game in progress",
                |g| g.apply.clone(),
            ),
            (
                SCORE_PATH,
                "a provisional score of a game in progress",
                |g| g.score.clone(),
            ),
            (VIEW_PATH, "seat 0's view of a game in progress", |g| {
                g.view.clone()
            }),
        ];
        for (path, summary, pick) in endpoints {
            let Some(content) = openapi
                .paths
                .paths
                .get_mut(path)
                .and_then(|item| item.post.as_mut())
                .and_then(|operation| operation.request_body.as_mut())
                .and_then(|body| body.content.get_mut("application/json"))
            else {
                continue;
            };
            for game in &games {
                let Some(value) = pick(game) else {
                    continue;
                };
                let example = ExampleBuilder::new()
                    .summary(format!("{}: {summary}", game.name))
                    .value(Some(value))
                    .build();
                content
                    .examples
                    .insert(game.game.clone(), RefOr::T(example));
            }
        }
    }
}

pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub fn document_json() -> Result<String, serde_json::Error> {
    document().to_pretty_json()
}

//! Each game's typed operations, derived from the registry: the generic `{game}` play and
//! score-sheet operations are templates, copied once per game onto its concrete path with its
//! own schemas, and never published themselves. A game added to the registry appears here by
//! providing its types through `Game::openapi_types`.

use std::collections::BTreeMap;

use quarterdeck_engine::core::openapi::{
    operation_prefix, placeholders, schema_prefix, GameScoreSheetRequest,
};
use quarterdeck_engine::{all_games, Game, GameInfo};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use utoipa::openapi::example::ExampleBuilder;
use utoipa::openapi::path::{HttpMethod, Operation, PathItem};
use utoipa::openapi::schema::{Discriminator, OneOfBuilder, Schema};
use utoipa::openapi::{Content, Ref, RefOr};
use utoipa::{Modify, ToSchema};

use super::examples::{GameExamples, Named};

/// The generic score-sheet operation; each game gets its own copy.
const SCORE_SHEET_TEMPLATE: &str = "/v1/games/{game}/score-sheet";

/// The generic score-sheet export operation and its body, which holds a score-sheet request;
/// each game gets its own copy of both, holding its own request type.
const EXPORT_TEMPLATE: &str = "/v1/games/{game}/score-sheet/export";
const EXPORT_BODY_TEMPLATE: &str = "ScoreSheetExportRequest";

/// The generic play operations: (path, operation id suffix, example summary).
const PLAY_TEMPLATES: [(&str, &str, &str); 6] = [
    ("/v1/games/{game}/setup", "setup", "a seeded game"),
    (
        "/v1/games/{game}/legal-actions",
        "legal_actions",
        "who acts in a game in progress",
    ),
    (
        "/v1/games/{game}/apply",
        "apply",
        "the first legal action in a game in progress",
    ),
    (
        "/v1/games/{game}/score",
        "score",
        "a provisional score of a game in progress",
    ),
    (
        "/v1/games/{game}/view",
        "view",
        "seat 0's view of a game in progress",
    ),
    (
        "/v1/games/{game}/bot-move",
        "bot_move",
        "a searching bot's move for the seat to act",
    ),
];

/// Schemas that hold a game's types through the stand-ins, and the name each game's copy
/// takes after its prefix.
pub(super) const SCHEMA_TEMPLATES: [(&str, &str); 24] = [
    ("GameId", "GameId"),
    ("CreateMatchRequest", "CreateMatchRequest"),
    ("MatchSummary", "MatchSummary"),
    ("CreatedMatch", "CreatedMatch"),
    ("MatchView", "MatchView"),
    ("ActionRequest", "ActionRequest"),
    ("ActionResult", "ActionResult"),
    ("LegalActions", "LegalActions"),
    ("MatchLegalActions", "MatchLegalActions"),
    ("LogEntry", "LogEntry"),
    ("MatchLog", "MatchLog"),
    ("MatchEvent", "MatchEvent"),
    ("SetupBody", "SetupRequest"),
    ("StateResponse", "StateResponse"),
    ("LegalActionsRequest", "LegalActionsRequest"),
    ("LegalActionsResponse", "LegalActionsResponse"),
    ("LabelledAction", "LabelledAction"),
    ("ApplyRequest", "ApplyRequest"),
    ("ApplyResponse", "ApplyResponse"),
    ("ScoreRequest", "ScoreRequest"),
    ("ViewRequest", "ViewRequest"),
    ("BotMoveRequest", "BotMoveRequest"),
    ("BotMoveResponse", "BotMoveResponse"),
    ("BotAlternative", "BotAlternative"),
];

/// Match bodies: one schema per game, and the shared name becomes a `oneOf` of them told
/// apart by `game` (an OpenAPI discriminator), because a match's URL does not say its game.
pub(super) const DISCRIMINATED: [&str; 8] = [
    "CreateMatchRequest",
    "CreatedMatch",
    "MatchView",
    "ActionRequest",
    "ActionResult",
    "MatchLegalActions",
    "MatchLog",
    "MatchEvent",
];

/// Answers a concrete game path cannot give: the game exists and, for play, has an engine.
const IMPOSSIBLE_ON_A_KNOWN_GAME: [&str; 2] = ["404", "501"];

pub(super) struct GameOperations;

/// A copy of `value` with every `$ref` to a schema in `renames` pointing at its new name.
/// Going through the JSON text keeps the order of properties and paths.
pub(super) fn renamed<T: Clone + Serialize + DeserializeOwned>(
    value: &T,
    renames: &[(String, String)],
) -> Option<T> {
    if renames.is_empty() {
        return Some(value.clone());
    }
    let mut text = serde_json::to_string(value).ok()?;
    for (from, to) in renames {
        text = text.replace(
            &format!("\"#/components/schemas/{from}\""),
            &format!("\"#/components/schemas/{to}\""),
        );
    }
    serde_json::from_str(&text).ok()
}

/// The stand-ins and templates a game's copies refer to instead.
fn game_renames(game: &dyn Game) -> Vec<(String, String)> {
    let prefix = schema_prefix(game);
    let mut renames: Vec<(String, String)> = SCHEMA_TEMPLATES
        .iter()
        .map(|(template, name)| ((*template).to_owned(), format!("{prefix}{name}")))
        .collect();
    if let Some(play) = game.openapi_types().play {
        renames.extend(
            placeholders(&play)
                .into_iter()
                .map(|(from, to)| (from, to.to_owned())),
        );
    }
    renames
}

/// The widest player range any edition or module allows; a narrower combination is a 422.
fn player_bounds(info: &GameInfo) -> (u8, u8) {
    info.modules
        .iter()
        .filter_map(|module| module.players)
        .fold((info.players.min, info.players.max), |(min, max), range| {
            (min.min(range.min), max.max(range.max))
        })
}

/// A game's copy of a template operation: its id, no `game` parameter, its own schemas.
fn game_operation(
    template: &Operation,
    game: &dyn Game,
    suffix: &str,
    renames: &[(String, String)],
) -> Option<Operation> {
    let mut operation = renamed(template, renames)?;
    operation.operation_id = Some(format!("{}_{suffix}", operation_prefix(game)));
    operation.summary = Some(format!(
        "{}: {}",
        game.info().name,
        operation.summary.clone().unwrap_or_default()
    ));
    if let Some(parameters) = operation.parameters.as_mut() {
        parameters.retain(|parameter| parameter.name != "game");
    }
    if operation.parameters.as_ref().is_some_and(Vec::is_empty) {
        operation.parameters = None;
    }
    for status in IMPOSSIBLE_ON_A_KNOWN_GAME {
        operation.responses.responses.remove(status);
    }
    Some(operation)
}

/// The operation's JSON request body, where it has one.
fn json_body(operation: &mut Operation) -> Option<&mut Content> {
    operation
        .request_body
        .as_mut()
        .and_then(|body| body.content.get_mut("application/json"))
}

/// Replaces the JSON request body's examples by this one (and its schema, when given).
fn set_body(
    operation: &mut Operation,
    schema: Option<&str>,
    id: &str,
    summary: String,
    value: Value,
) {
    let Some(content) = json_body(operation) else {
        return;
    };
    if let Some(schema) = schema {
        content.schema = Some(RefOr::Ref(Ref::from_schema_name(schema)));
    }
    content.example = None;
    content.examples = BTreeMap::from([(
        id.to_owned(),
        RefOr::T(
            ExampleBuilder::new()
                .summary(summary)
                .value(Some(value))
                .build(),
        ),
    )]);
}

/// Adds named examples to the JSON request body, after the one `set_body` gave it.
fn add_examples(operation: &mut Operation, named: &[Named]) {
    let Some(content) = json_body(operation) else {
        return;
    };
    for (key, summary, value) in named {
        let example = ExampleBuilder::new()
            .summary(summary)
            .value(Some(value.clone()))
            .build();
        content.examples.insert(key.clone(), RefOr::T(example));
    }
}

/// The export body's stand-in and template, and each game's types that replace them.
fn export_renames(game: &dyn Game) -> Vec<(String, String)> {
    vec![
        (
            GameScoreSheetRequest::name().into_owned(),
            game.openapi_types().score_sheet_request.name,
        ),
        (
            EXPORT_BODY_TEMPLATE.to_owned(),
            format!("{}{EXPORT_BODY_TEMPLATE}", schema_prefix(game)),
        ),
    ]
}

/// A game's copy of the export operation, with a working body and the very files it answers
/// as the examples of each media type.
fn export_operation(template: &Operation, game: &dyn Game) -> Option<Operation> {
    let mut operation =
        game_operation(template, game, "score_sheet_export", &export_renames(game))?;
    let (request, file, table) = crate::export::example(game)?;
    set_body(
        &mut operation,
        None,
        &game.info().id,
        format!("A finished game of {} as a BG Stats file", game.info().name),
        request,
    );
    if let Some(RefOr::T(answer)) = operation.responses.responses.get_mut("200") {
        for (media_type, example) in [("application/json", file), ("text/csv", Value::from(table))]
        {
            if let Some(content) = answer.content.get_mut(media_type) {
                content.example = Some(example);
            }
        }
    }
    Some(operation)
}

/// The concrete path of a generic `/v1/games/{game}/…` one.
fn concrete(path: &str, game: &dyn Game) -> String {
    path.replace("{game}", &game.info().id)
}

impl Modify for GameOperations {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let templates = std::mem::take(&mut openapi.paths.paths);
        let post = |path: &str| templates.get(path).and_then(|item| item.post.clone());
        let mut schemas = Vec::new();
        // Built once per game: each plays sample games, and five operations use them.
        let examples: BTreeMap<&str, GameExamples> = all_games()
            .iter()
            .filter_map(|game| {
                let engine = game.playable()?;
                Some((
                    game.info().id.as_str(),
                    GameExamples::new(game.info(), engine),
                ))
            })
            .collect();
        for (path, item) in &templates {
            if path == SCORE_SHEET_TEMPLATE {
                let Some(template) = post(path) else { continue };
                for game in all_games() {
                    let types = game.openapi_types();
                    let Some(mut operation) = game_operation(&template, *game, "score_sheet", &[])
                    else {
                        continue;
                    };
                    set_body(
                        &mut operation,
                        Some(&types.score_sheet_request.name),
                        &game.info().id,
                        format!("A finished game of {}", game.info().name),
                        game.score_sheet_example(),
                    );
                    schemas.extend(types.score_sheet_request.schemas.iter().cloned());
                    openapi.paths.paths.insert(
                        concrete(path, *game),
                        PathItem::new(HttpMethod::Post, operation),
                    );
                }
                continue;
            }
            if path == EXPORT_TEMPLATE {
                let Some(template) = post(path) else { continue };
                for game in all_games() {
                    if let Some(operation) = export_operation(&template, *game) {
                        openapi.paths.paths.insert(
                            concrete(path, *game),
                            PathItem::new(HttpMethod::Post, operation),
                        );
                    }
                }
                continue;
            }
            let Some((_, suffix, summary)) = PLAY_TEMPLATES.iter().find(|(p, ..)| p == path) else {
                openapi.paths.paths.insert(path.clone(), item.clone());
                continue;
            };
            let Some(template) = post(path) else { continue };
            for game in all_games() {
                let (Some(play), Some(engine)) = (game.openapi_types().play, game.playable())
                else {
                    continue;
                };
                let renames = game_renames(*game);
                let Some(mut operation) = game_operation(&template, *game, suffix, &renames) else {
                    continue;
                };
                if engine.hides_information() {
                    // Stateless play answers the whole state to whoever calls.
                    let before = operation.description.take().unwrap_or_default();
                    let separator = if before.is_empty() { "" } else { "\n\n" };
                    operation.description = Some(format!(
                        "{before}{separator}{} hides cards from some seats, and a stateless `state` is the whole game, every hand included: a client that must not see other seats' cards sets up with `sealed: true` (the `sealed_state` is opaque and the clear `state` only the seat's view) or plays a named match, whose seat tokens read only their own view, log and events.",
                        game.info().name
                    ));
                }
                if let Some(examples) = examples.get(game.info().id.as_str()) {
                    if let Some(value) = examples.for_operation(suffix) {
                        set_body(
                            &mut operation,
                            None,
                            &game.info().id,
                            format!("{}: {summary}", game.info().name),
                            value,
                        );
                    }
                    add_examples(&mut operation, examples.more(suffix));
                }
                for published in [&play.state, &play.action, &play.event, &play.options] {
                    schemas.extend(published.schemas.iter().cloned());
                }
                openapi.paths.paths.insert(
                    concrete(path, *game),
                    PathItem::new(HttpMethod::Post, operation),
                );
            }
        }
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for game in all_games() {
            if let Some(body) = components
                .schemas
                .get(EXPORT_BODY_TEMPLATE)
                .and_then(|schema| renamed(schema, &export_renames(*game)))
            {
                schemas.push((
                    format!("{}{EXPORT_BODY_TEMPLATE}", schema_prefix(*game)),
                    body,
                ));
            }
            if game.playable().is_none() {
                continue;
            }
            let renames = game_renames(*game);
            let bounds = player_bounds(game.info());
            for (template, name) in SCHEMA_TEMPLATES {
                let Some(mut schema) = components
                    .schemas
                    .get(template)
                    .and_then(|schema| renamed(schema, &renames))
                else {
                    continue;
                };
                match template {
                    "SetupBody" | "CreateMatchRequest" => limit_players(&mut schema, bounds),
                    "GameId" => schema = crate::game_id::game_id_schema([game.info().id.clone()]),
                    _ => {}
                }
                schemas.push((format!("{}{name}", schema_prefix(*game)), schema));
            }
        }
        components.schemas.extend(schemas);
        for name in DISCRIMINATED {
            components
                .schemas
                .insert(name.to_owned(), discriminated(name));
        }
    }
}

/// `name` as a `oneOf` of every playable game's copy, discriminated by `game`.
fn discriminated(name: &str) -> RefOr<Schema> {
    let variants: Vec<(String, String)> = all_games()
        .iter()
        .filter(|game| game.playable().is_some())
        .map(|game| {
            (
                game.info().id.clone(),
                format!("{}{name}", schema_prefix(*game)),
            )
        })
        .collect();
    let mut discriminator = Discriminator::new("game");
    discriminator.mapping = variants
        .iter()
        .map(|(id, schema)| (id.clone(), format!("#/components/schemas/{schema}")))
        .collect();
    variants
        .iter()
        .fold(OneOfBuilder::new(), |builder, (_, schema)| {
            builder.item(Ref::from_schema_name(schema.as_str()))
        })
        .discriminator(Some(discriminator))
        .description(Some(format!(
            "One game's `{name}`: `game` says which (see the mapping)."
        )))
        .into()
}

/// Sets the game's player range on a setup body's `players`.
fn limit_players(schema: &mut RefOr<Schema>, (min, max): (u8, u8)) {
    let RefOr::T(Schema::Object(object)) = schema else {
        return;
    };
    if let Some(RefOr::T(Schema::Object(players))) = object.properties.get_mut("players") {
        players.minimum = Some(utoipa::Number::UInt(min.into()));
        players.maximum = Some(utoipa::Number::UInt(max.into()));
    }
}

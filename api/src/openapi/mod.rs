//! The OpenAPI document, generated from the code. `quarterdeck openapi` prints it and
//! `openapi/openapi.json` holds the committed copy that tests compare against.

mod examples;
mod per_game;
mod prune;
#[cfg(test)]
mod tests;
mod unions;

use per_game::GameOperations;
use prune::UnusedSchemas;
use quarterdeck_engine::{Component, GameInfo, ScoreSheet};
use unions::TaggedUnions;
use utoipa::{Modify, OpenApi};

use crate::problem::{
    FieldProblem, Problem, StoreUnavailableResponses, UnsupportedMediaTypeResponses,
};
use crate::routes::{bots, games, health, match_events, matches, play, rules, seats};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Quarterdeck",
        description = "Rules engine, scorer and rules reference for New Bedford (with Rising Tide), Nantucket, Fleet and Bremerhaven.\n\nErrors are RFC 9457 `application/problem+json` documents with a stable `code` and, for request bodies, an `errors` list naming each field to fix; a server error (5xx) carries the `request_id` of its log line.\n\nEvery path answers a method it does not take with 405 and an `Allow` header, and `HEAD` wherever `GET` works. Request bodies are JSON: another Content-Type is a 415, a missing one is read as JSON.\n\nEach playable game's play operations and every game's score sheet are published on their own paths (`/v1/games/new-bedford/apply`, operation `new_bedford_apply`) with that game's types, whose schema names all start with the game's prefix (`NewBedfordState`). Named-match bodies carry `game`, and each match schema is a `oneOf` of the games' copies with a discriminator on `game`: one match URL serves every game and a client reading a match does not know its game before the answer, so the body, not the path, says which types it holds.",
        license(name = "MIT", identifier = "MIT"),
    ),
    // Relative, so the document is right on whichever host and port serves it.
    servers((url = "/", description = "The service that serves this document")),
    // No token unless an operation says so: reads of a match take one optionally.
    security(()),
    paths(
        health::healthz,
        health::readyz,
        games::list_games,
        games::get_game,
        games::list_components,
        games::get_component,
        games::score_sheet,
        games::export_score_sheet,
        play::setup,
        play::legal_actions,
        play::apply,
        play::score,
        play::view,
        bots::bot_move,
        rules::list_rules,
        rules::get_rule,
        rules::list_rulings,
        rules::get_ruling,
        matches::create,
        matches::list,
        matches::read,
        matches::act,
        matches::legal_actions,
        matches::log,
        matches::score,
        matches::export,
        matches::remove,
        seats::claim,
        seats::reissue_invite,
        seats::revoke_invite,
        seats::resign,
        seats::ask_take_back,
        seats::answer_take_back,
        seats::rematch,
        match_events::follow,
    ),
    components(schemas(
        crate::matches::CreateMatchRequest,
        crate::matches::ActionRequest,
        crate::export::ScoreSheetExportRequest,
        crate::export::BgStatsFile,
        crate::matches::stream::MatchEvent,
        crate::matches::stream::MatchClosed,
        crate::webhooks::WebhookPayload,
        GameInfo,
        Component,
        ScoreSheet,
        Problem,
        FieldProblem,
    )),
    modifiers(&GameOperations, &BearerTokens, &UnsupportedMediaTypeResponses, &StoreUnavailableResponses, &BodyLimit, &ComponentKinds, &EventStreamSchemas, &Webhooks, &TaggedUnions, &UnusedSchemas),
    tags(
        (name = "games", description = "The game catalogue and each game's components"),
        (name = "scoring", description = "Score a finished physical game from hand-entered counts"),
        (name = "play", description = "Stateless play: the caller keeps the state and sends it with every request. Games without a rules engine yet answer 501 `engine-not-available`."),
        (name = "rules", description = "Each game's rules in our own words; a refused action's `rule` is an id here. The rulings are our decisions where the sources disagree or are silent; rule sections and score-sheet notes cite their ids."),
        (name = "matches", description = "Named matches kept by the service: a secret token per seat (`Authorization: Bearer`), `If-Match` with the version to act, `Idempotency-Key` for safe retries"),
        (name = "service", description = "Liveness (`/healthz`) and readiness (`/readyz`: the match store answers)"),
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

/// Every request body is limited in size (`web::PayloadConfig`), whatever the route.
struct BodyLimit;

impl Modify for BodyLimit {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
        let description = format!(
            "A body over {} bytes (`payload-too-large`)",
            crate::limits::MAX_BODY_BYTES
        );
        for item in openapi.paths.paths.values_mut() {
            for operation in [&mut item.post, &mut item.put, &mut item.patch]
                .into_iter()
                .flatten()
                .filter(|operation| operation.request_body.is_some())
            {
                operation.responses.responses.insert(
                    "413".to_owned(),
                    ResponseBuilder::new()
                        .description(description.clone())
                        .content(
                            "application/problem+json",
                            ContentBuilder::new()
                                .schema(Some(Ref::from_schema_name("Problem")))
                                .build(),
                        )
                        .into(),
                );
            }
        }
    }
}

/// The event stream's schema is that of one event (as OpenAPI 3.1 reads a `text/event-stream`
/// body: each event, not the whole stream): its `event` name, `id` and `data`, whose content
/// is JSON of the schema the event's name gives (`contentSchema`), so a reader, a fuzzer and
/// the linter all find the event types.
struct EventStreamSchemas;

impl Modify for EventStreamSchemas {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let content = openapi
            .paths
            .paths
            .get_mut("/v1/matches/{id}/events")
            .and_then(|item| item.get.as_mut())
            .and_then(|operation| operation.responses.responses.get_mut("200"))
            .and_then(|response| match response {
                utoipa::openapi::RefOr::T(response) => {
                    response.content.get_mut("text/event-stream")
                }
                utoipa::openapi::RefOr::Ref(_) => None,
            });
        let Some(content) = content else {
            return;
        };
        let Ok(mut event) = serde_json::from_value::<utoipa::openapi::Schema>(event_schema())
        else {
            return;
        };
        // utoipa's schema has no `contentSchema`: it goes in the property's map of extra keys,
        // which is written out flat.
        if let utoipa::openapi::Schema::Object(object) = &mut event {
            if let Some(utoipa::openapi::RefOr::T(utoipa::openapi::Schema::Object(data))) =
                object.properties.get_mut("data")
            {
                let schema = |name: &str| serde_json::json!({"$ref": format!("#/components/schemas/{name}")});
                data.extensions.get_or_insert_with(Default::default).insert(
                    "contentSchema".to_owned(),
                    serde_json::json!({"anyOf": [schema("MatchEvent"), schema("MatchClosed"), schema("Problem")]}),
                );
            }
        }
        content.schema = Some(utoipa::openapi::RefOr::T(event));
    }
}

/// One event of a match's stream, as JSON Schema (its `data`'s `contentSchema` aside).
fn event_schema() -> serde_json::Value {
    serde_json::json!({
        "type": "object",
        "title": "MatchStreamEvent",
        "description": "One event of the stream: `move` (data: a `MatchEvent`), `end` (data: a `MatchClosed`) or `error` (data: a problem document); `id` is the match version it brings you to.",
        "required": ["event", "data"],
        "properties": {
            "event": {"type": "string", "enum": ["move", "end", "error"]},
            "id": {"type": "string", "pattern": "^[0-9]+$", "example": "12"},
            "retry": {"type": "integer", "description": "Milliseconds to wait before reconnecting; sent first, 2000"},
            "data": {"type": "string", "contentMediaType": "application/json"},
        },
    })
}

/// The "your turn" webhook a match created with `notify` sends, as OpenAPI 3.1's top-level
/// `webhooks`: utoipa has no field for them, so the entry is added beside the document's
/// own keys (through its extensions map, which is written out flat).
struct Webhooks;

impl Modify for Webhooks {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let header = |name: &str, description: &str, example: &str| {
            serde_json::json!({
                "name": name,
                "in": "header",
                "required": true,
                "description": description,
                "schema": {"type": "string"},
                "example": example,
            })
        };
        let your_turn = serde_json::json!({
            "post": {
                "operationId": "your_turn",
                "summary": "A match moved: who is to act now",
                "description": "Sent to a match's `notify.url` after every committed action (bots' included), at least once: deduplicate by `Quarterdeck-Delivery`. Verify `Quarterdeck-Signature` before trusting the body: `t=<unix seconds>,v1=<hex HMAC-SHA256 under the match's secret of \"<t>.<body>\">`, compared in constant time over the body's exact bytes; refuse a `t` far from your clock to refuse replays. Answer 2xx within 10 seconds; anything else is retried with exponential backoff (1 s doubling up to 10 minutes, jittered) for 24 hours, then given up. A match's deliveries are sent in version order.",
                "tags": ["matches"],
                "parameters": [
                    header("Quarterdeck-Delivery", "The delivery id, `<match>.<version>`, as in the body's `delivery`", "m_4f1c2a9b7d3e8f6a0b5c1d2e.7"),
                    header("Quarterdeck-Signature", "`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\">` under the match's `notify.secret`", "t=1700000000,v1=49ecbd528f0ab85e62348037509fbe957eb0620c2ec54df6e19aed0cac74600d"),
                ],
                "requestBody": {
                    "required": true,
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WebhookPayload"}}},
                },
                "responses": {
                    "2XX": {"description": "Delivered: the service sends this delivery no more"},
                    "default": {"description": "Not delivered: sent again after a backoff"},
                },
            }
        });
        openapi
            .extensions
            .get_or_insert_with(Default::default)
            .insert(
                "webhooks".to_owned(),
                serde_json::json!({"yourTurn": your_turn}),
            );
    }
}

/// A component's `kind` takes the values the games' catalogues use.
struct ComponentKinds;

impl Modify for ComponentKinds {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::Schema;
        use utoipa::openapi::RefOr;
        let kinds: std::collections::BTreeSet<String> = quarterdeck_engine::all_games()
            .iter()
            .flat_map(|game| game.components().iter().map(|c| c.kind.clone()))
            .collect();
        let Some(RefOr::T(Schema::Object(component))) = openapi
            .components
            .as_mut()
            .and_then(|components| components.schemas.get_mut("Component"))
        else {
            return;
        };
        if let Some(RefOr::T(Schema::Object(kind))) = component.properties.get_mut("kind") {
            kind.enum_values = Some(kinds.into_iter().map(Into::into).collect());
        }
    }
}

pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub fn document_json() -> Result<String, serde_json::Error> {
    document().to_pretty_json()
}

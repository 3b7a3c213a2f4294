use std::collections::{BTreeMap, BTreeSet};

use quarterdeck_engine::core::openapi::{operation_prefix, schema_prefix, Published};
use quarterdeck_engine::{all_games, Actor, ChanceMode, RngState};
use serde_json::{json, Value};

use super::document;

fn document_value() -> Value {
    serde_json::to_value(document()).unwrap()
}

/// Schemas the engine's core shares between games: the same Rust type, so one name.
fn shared_core_schemas() -> BTreeSet<String> {
    [
        Published::of::<Actor>(),
        Published::of::<ChanceMode>(),
        Published::of::<RngState>(),
    ]
    .into_iter()
    .flat_map(|published| published.schemas)
    .map(|(name, _)| name)
    .collect()
}

fn refs_in(value: &Value, found: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get("$ref") {
                found.insert(
                    target
                        .trim_start_matches("#/components/schemas/")
                        .to_owned(),
                );
            }
            map.values().for_each(|v| refs_in(v, found));
        }
        Value::Array(items) => items.iter().for_each(|v| refs_in(v, found)),
        _ => {}
    }
}

/// Every schema reachable from `root` through `$ref`s.
fn reachable(document: &Value, root: &str) -> BTreeSet<String> {
    let schemas = &document["components"]["schemas"];
    let mut seen = BTreeSet::from([root.to_owned()]);
    let mut pending = vec![root.to_owned()];
    while let Some(name) = pending.pop() {
        let mut next = BTreeSet::new();
        refs_in(&schemas[&name], &mut next);
        for name in next {
            if seen.insert(name.clone()) {
                pending.push(name);
            }
        }
    }
    seen
}

/// Two Rust types publishing one name would give one name two schemas: the registry's
/// schemas are compared name by name with each other and with the published document.
#[test]
fn no_schema_name_is_published_by_two_types() {
    let document = document_value();
    let published = &document["components"]["schemas"];
    let shared = shared_core_schemas();
    let mut by_name: BTreeMap<String, (String, Value)> = BTreeMap::new();
    for game in all_games() {
        let prefix = schema_prefix(*game);
        for (name, schema) in game.openapi_types().schemas() {
            assert!(
                name.starts_with(&prefix) || shared.contains(name),
                "{} publishes `{name}` without its prefix `{prefix}`",
                game.info().id
            );
            let schema = serde_json::to_value(schema).unwrap();
            if let Some((owner, earlier)) = by_name.get(name) {
                assert_eq!(
                    earlier,
                    &schema,
                    "`{name}` is published by {owner} and {} as different types",
                    game.info().id
                );
            }
            by_name.insert(name.clone(), (game.info().id.clone(), schema.clone()));
        }
        // The document holds them as the unions pass leaves them (variants hoisted).
        let mut schemas: BTreeMap<_, _> = game.openapi_types().schemas().cloned().collect();
        super::unions::tag_unions(&mut schemas);
        for (name, schema) in schemas {
            assert_eq!(
                published[&name],
                serde_json::to_value(schema).unwrap(),
                "the document's `{name}` is not {}'s",
                game.info().id
            );
        }
    }
}

/// The clash of issue 9: `NewBedfordState.players` pointed at Nantucket's `Player`.
#[test]
fn each_game_state_refers_only_to_its_own_and_shared_types() {
    let document = document_value();
    let shared = shared_core_schemas();
    let players = &document["components"]["schemas"]["NewBedfordState"]["properties"]["players"];
    assert_eq!(
        players["items"]["$ref"],
        "#/components/schemas/NewBedfordPlayer"
    );
    for game in all_games() {
        let Some(play) = game.openapi_types().play else {
            continue;
        };
        let prefix = schema_prefix(*game);
        for root in [&play.state.name, &play.action.name, &play.event.name] {
            for name in reachable(&document, root) {
                assert!(
                    name.starts_with(&prefix) || shared.contains(&name),
                    "{root} refers to `{name}`, not a {prefix} type"
                );
            }
        }
    }
}

#[test]
fn every_game_has_its_typed_operations_on_concrete_paths() {
    let document = document_value();
    let paths = document["paths"].as_object().unwrap();
    let mut ids = BTreeSet::new();
    for operation in paths
        .values()
        .flat_map(|item| item.as_object().unwrap().values())
    {
        let id = operation["operationId"].as_str().unwrap().to_owned();
        assert!(ids.insert(id.clone()), "operationId {id} twice");
    }
    for game in all_games() {
        let id = &game.info().id;
        let snake = operation_prefix(*game);
        let prefix = schema_prefix(*game);
        let sheet = &paths[&format!("/v1/games/{id}/score-sheet")]["post"];
        assert_eq!(sheet["operationId"], format!("{snake}_score_sheet"));
        let body = &sheet["requestBody"]["content"]["application/json"];
        assert_eq!(
            body["schema"]["$ref"],
            format!("#/components/schemas/{prefix}ScoreSheetRequest")
        );
        let export = &paths[&format!("/v1/games/{id}/score-sheet/export")]["post"];
        assert_eq!(export["operationId"], format!("{snake}_score_sheet_export"));
        let body_schema = &export["requestBody"]["content"]["application/json"]["schema"];
        assert_eq!(
            body_schema["$ref"],
            format!("#/components/schemas/{prefix}ScoreSheetExportRequest")
        );
        assert_eq!(
            document["components"]["schemas"][format!("{prefix}ScoreSheetExportRequest")]
                ["properties"]["request"]["$ref"],
            format!("#/components/schemas/{prefix}ScoreSheetRequest")
        );
        let files = &export["responses"]["200"]["content"];
        assert!(files["application/json"]["example"]["plays"].is_array());
        assert!(files["text/csv"]["example"].is_string());
        let playable = game.playable().is_some();
        for (op, request, response) in [
            ("setup", "SetupRequest", Some("StateResponse")),
            (
                "legal-actions",
                "LegalActionsRequest",
                Some("LegalActionsResponse"),
            ),
            ("apply", "ApplyRequest", Some("ApplyResponse")),
            ("score", "ScoreRequest", None),
            ("view", "ViewRequest", Some("StateResponse")),
        ] {
            let operation = &paths
                .get(&format!("/v1/games/{id}/{op}"))
                .map(|p| &p["post"]);
            assert_eq!(operation.is_some(), playable, "{id} {op}");
            let Some(operation) = operation else { continue };
            assert_eq!(
                operation["operationId"],
                format!("{snake}_{}", op.replace('-', "_"))
            );
            assert!(operation.get("parameters").is_none(), "{id} {op}");
            let content = |at: &Value| at["content"]["application/json"]["schema"]["$ref"].clone();
            assert_eq!(
                content(&operation["requestBody"]),
                format!("#/components/schemas/{prefix}{request}")
            );
            if let Some(response) = response {
                assert_eq!(
                    content(&operation["responses"]["200"]),
                    format!("#/components/schemas/{prefix}{response}")
                );
            }
        }
    }
    for op in [
        "setup",
        "legal-actions",
        "apply",
        "score",
        "view",
        "score-sheet",
        "score-sheet/export",
    ] {
        assert!(
            !paths.contains_key(&format!("/v1/games/{{game}}/{op}")),
            "the generic {op} path is published beside the per-game ones"
        );
    }
    let schemas = document["components"]["schemas"].as_object().unwrap();
    for stand_in in [
        "GameState",
        "GameEvent",
        "GameOptions",
        "SetupBody",
        "ApplyRequest",
        "GameScoreSheetRequest",
        "ScoreSheetExportRequest",
    ] {
        assert!(!schemas.contains_key(stand_in), "{stand_in} is published");
    }
}

/// JSON pointer escaping (RFC 6901).
fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

/// Every example in the document, with the pointer to the schema it must satisfy.
fn examples(value: &Value, pointer: &str, found: &mut Vec<(String, String, Value)>) {
    match value {
        Value::Object(map) => {
            let in_schemas = pointer.starts_with("/components/schemas");
            // Media types and parameters carry `schema` beside their examples; a schema
            // carries its own `example`.
            let schema_at = match map.get("schema") {
                Some(_) if !in_schemas => Some(format!("{pointer}/schema")),
                _ if in_schemas => Some(pointer.to_owned()),
                _ => None,
            };
            if let Some(schema_at) = schema_at {
                if let Some(example) = map.get("example") {
                    found.push((
                        format!("{pointer}/example"),
                        schema_at.clone(),
                        example.clone(),
                    ));
                }
                if let Some(Value::Object(named)) = map.get("examples").filter(|_| !in_schemas) {
                    for (name, example) in named {
                        found.push((
                            format!("{pointer}/examples/{}", escape(name)),
                            schema_at.clone(),
                            example["value"].clone(),
                        ));
                    }
                }
            }
            for (key, child) in map {
                if key != "example" && key != "examples" {
                    examples(child, &format!("{pointer}/{}", escape(key)), found);
                }
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                examples(child, &format!("{pointer}/{index}"), found);
            }
        }
        _ => {}
    }
}

#[test]
fn every_example_validates_against_its_schema() {
    let document = document_value();
    let mut found = Vec::new();
    examples(&document, "", &mut found);
    assert!(found.len() >= 20, "only {} examples found", found.len());
    let mut failures = Vec::new();
    for (at, schema_at, example) in &found {
        // The whole document is the root, so `#/components/schemas/…` refs resolve in it.
        let mut root = document.clone();
        let fragment: String = schema_at
            .chars()
            .map(|c| match c {
                'a'..='z' | 'A'..='Z' | '0'..='9' | '/' | '~' | '-' | '_' | '.' => c.to_string(),
                other => format!("%{:02X}", other as u32),
            })
            .collect();
        root["$ref"] = json!(format!("#{fragment}"));
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .build(&root)
            .unwrap_or_else(|error| panic!("{schema_at}: {error}"));
        let errors: Vec<String> = validator
            .iter_errors(example)
            .take(3)
            .map(|error| format!("{} at {}", error, error.instance_path()))
            .collect();
        if !errors.is_empty() {
            failures.push(format!("{at}: {}", errors.join("; ")));
        }
    }
    assert!(
        failures.is_empty(),
        "examples that fail their schema:\n{}",
        failures.join("\n")
    );
}

/// A match's URL does not say its game, so its bodies are told apart by `game`.
#[test]
fn match_bodies_are_discriminated_by_game() {
    let document = document_value();
    let schemas = &document["components"]["schemas"];
    for name in super::per_game::DISCRIMINATED {
        let schema = &schemas[name];
        assert_eq!(schema["discriminator"]["propertyName"], "game", "{name}");
        let mapping = schema["discriminator"]["mapping"].as_object().unwrap();
        let playable: Vec<_> = all_games()
            .iter()
            .filter(|g| g.playable().is_some())
            .collect();
        assert_eq!(mapping.len(), playable.len(), "{name}");
        for game in playable {
            let variant = format!("{}{name}", schema_prefix(*game));
            assert_eq!(
                mapping[&game.info().id],
                format!("#/components/schemas/{variant}"),
                "{name}"
            );
            // The variant's `game` (itself or through an allOf part) allows this id only.
            let id = format!("{}GameId", schema_prefix(*game));
            assert!(
                reachable(&document, &variant).contains(&id),
                "{variant} does not narrow `game` to {id}"
            );
            assert_eq!(schemas[&id]["enum"], json!([game.info().id]));
        }
    }
}

/// Action variants are published with `additionalProperties: false`: each engine must
/// really refuse an action with a field it does not know.
#[test]
fn every_engine_refuses_an_action_with_an_unknown_field() {
    let document = document_value();
    for game in all_games() {
        let (Some(play), Some(engine)) = (game.openapi_types().play, game.playable()) else {
            continue;
        };
        let schemas = &document["components"]["schemas"];
        let variants = schemas[&play.action.name]["oneOf"].as_array().unwrap();
        assert!(variants
            .iter()
            .all(|variant| resolve(schemas, variant)["additionalProperties"] == json!(false)));
        let example = super::examples::GameExamples::new(game.info(), engine)
            .for_operation("apply")
            .unwrap();
        let mut action = example["action"].clone();
        action["not-a-field"] = json!(1);
        let actor = serde_json::from_value(example["actor"].clone()).unwrap();
        match engine.apply(&example["state"], actor, &action) {
            Err(quarterdeck_engine::PlayError::Malformed(problem)) => {
                assert!(
                    problem.message.contains("not-a-field"),
                    "{}",
                    problem.message
                )
            }
            other => panic!(
                "{}: an unknown field was not refused: {:?}",
                game.info().id,
                other.err()
            ),
        }
        // The same action without the extra field applies: the field alone was refused.
        assert!(engine
            .apply(&example["state"], actor, &example["action"])
            .is_ok());
    }
}

/// The schema a `$ref` points at, or the schema itself.
fn resolve<'a>(schemas: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(target) => &schemas[target.trim_start_matches("#/components/schemas/")],
        None => schema,
    }
}

/// Unions no discriminator can serve: serde enums whose unit variants are bare strings beside
/// objects, so no property is in every variant. Generators try each variant in turn, which
/// is unambiguous here since each differs in type or in its one property; the variants carry
/// titles, which generators name them by.
const UNTAGGED: [(&str, &str); 10] = [
    (
        "Actor",
        "a seat is `{\"seat\": n}`, the table the string `table`",
    ),
    (
        "BremerhavenBidSpace",
        "a board space is a string, a ship's or contract's an object",
    ),
    (
        "BremerhavenBidder",
        "a seat is `{\"seat\": n}`, the solo dummy the string `dummy`",
    ),
    (
        "BremerhavenStake",
        "money is `{\"money\": n}`, a prestige point the string",
    ),
    (
        "NewBedfordBuildSite",
        "a Town Hall build is an object, the others strings",
    ),
    (
        "NewBedfordWorkerSpot",
        "a space or building is an object, the others strings",
    ),
    (
        "BremerhavenUnseenCard_BremerhavenShipCard",
        "an id is a string, a card printed in full an object",
    ),
    (
        "BremerhavenUnseenCard_BremerhavenContractCard",
        "an id is a string, a card printed in full an object",
    ),
    (
        "BremerhavenUnseenCard_BremerhavenBuildingCard",
        "an id is a string, a card printed in full an object",
    ),
    (
        "OptionDefault",
        "a string, a list, a boolean or null: JSON types, no objects",
    ),
];

/// Every `oneOf` in `value`, by pointer.
fn unions<'a>(value: &'a Value, pointer: &str, found: &mut Vec<(String, &'a Value)>) {
    match value {
        Value::Object(map) => {
            if map.contains_key("oneOf") {
                found.push((pointer.to_owned(), value));
            }
            for (key, child) in map {
                unions(child, &format!("{pointer}/{}", escape(key)), found);
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                unions(child, &format!("{pointer}/{index}"), found);
            }
        }
        _ => {}
    }
}

/// Why a discriminated union fails a generator, if it does: every variant must be a `$ref`
/// in the mapping, titled, with the tag required and allowing only its mapped value.
fn discriminator_problem(schemas: &Value, union: &Value) -> Option<String> {
    let tag = union["discriminator"]["propertyName"].as_str()?;
    let mapping = union["discriminator"]["mapping"].as_object()?;
    let refs: BTreeSet<&str> = union["oneOf"]
        .as_array()?
        .iter()
        .map(|variant| variant["$ref"].as_str().unwrap_or("an inline variant"))
        .collect();
    let mapped: BTreeSet<&str> = mapping.values().filter_map(Value::as_str).collect();
    if refs != mapped || mapped.len() != mapping.len() {
        return Some(format!(
            "the mapping {mapped:?} is not the variants {refs:?}"
        ));
    }
    mapping.iter().find_map(|(value, target)| {
        let variant = resolve(schemas, target);
        let required = variant["required"].as_array()?.contains(&json!(tag));
        let only = variant["properties"][tag]["enum"] == json!([value]);
        let titled = variant["title"].is_string();
        (!(required && only && titled))
            .then(|| format!("{target} does not require `{tag}` to be {value} or has no title"))
    })
}

#[test]
fn every_union_is_discriminated_or_exempt() {
    let document = document_value();
    let schemas = &document["components"]["schemas"];
    let mut found = Vec::new();
    unions(&document, "", &mut found);
    let mut failures = Vec::new();
    for (at, union) in &found {
        let variants = union["oneOf"].as_array().unwrap();
        // `null` or one type: a nullable value, not a choice a discriminator could make.
        let nullable = variants.len() == 2 && variants.iter().any(|v| v["type"] == "null");
        let untagged = UNTAGGED
            .iter()
            .any(|(name, _)| *at == format!("/components/schemas/{name}"));
        let problem = if union.get("discriminator").is_some() {
            discriminator_problem(schemas, union).or_else(|| {
                union["discriminator"]["mapping"]
                    .is_null()
                    .then(|| "no mapping".into())
            })
        } else if nullable {
            None
        } else if untagged {
            variants
                .iter()
                .filter(|variant| variant.get("$ref").is_none() && variant["type"] != "null")
                .any(|variant| !variant["title"].is_string())
                .then(|| "an untagged union's variant has no title".to_owned())
        } else {
            Some("no discriminator".to_owned())
        };
        if let Some(problem) = problem {
            failures.push(format!("{at}: {problem}"));
        }
    }
    assert!(found.len() > 100, "only {} unions found", found.len());
    assert!(failures.is_empty(), "unions:\n{}", failures.join("\n"));
}

/// A spectator reads a match without a token. Published with no security requirement of
/// their own (the document's is `[{}]`, none), so generated clients take a plain client for
/// them: openapi-python-client demands an authenticated one for any listed requirement, even
/// an optional `[{}, {"bearer": []}]`. Writes and a seat's legal actions need a token.
#[test]
fn spectator_reads_need_no_token() {
    let document = document_value();
    assert_eq!(document["security"], json!([{}]));
    for path in [
        "/v1/matches/{id}",
        "/v1/matches/{id}/log",
        "/v1/matches/{id}/score",
        "/v1/matches/{id}/export",
    ] {
        let read = &document["paths"][path]["get"];
        assert!(read.is_object(), "{path}");
        assert!(read.get("security").is_none(), "{path} asks for a token");
    }
    for (path, method) in [
        ("/v1/matches/{id}/legal-actions", "get"),
        ("/v1/matches/{id}/actions", "post"),
        ("/v1/matches/{id}", "delete"),
    ] {
        let operation = &document["paths"][path][method];
        assert_eq!(
            operation["security"],
            json!([{"bearer": []}]),
            "{method} {path}"
        );
    }
}

/// Descriptions are written for client developers: notes for the code's maintainers stay in
/// `//` comments, which the document does not take.
#[test]
fn descriptions_hold_no_notes_for_maintainers() {
    fn texts<'a>(value: &'a Value, found: &mut Vec<&'a str>) {
        match value {
            Value::Object(map) => {
                for (key, child) in map {
                    match (key.as_str(), child) {
                        ("description" | "summary", Value::String(text)) => found.push(text),
                        _ => texts(child, found),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|child| texts(child, found)),
            _ => {}
        }
    }
    let document = document_value();
    let mut found = Vec::new();
    texts(&document, &mut found);
    let notes = [
        "Documentation only",
        "as bytes",
        "`u8`",
        "generator",
        "schema has a name",
        "RULINGS.md",
        "enum order",
    ];
    let offending: Vec<&&str> = found
        .iter()
        .filter(|text| notes.iter().any(|note| text.contains(note)))
        .collect();
    assert!(offending.is_empty(), "{offending:#?}");
}

/// An example is shown whole in Swagger UI: none is larger than it needs to be (a game whose
/// state is large is shown early, or with the table's own deck).
#[test]
fn no_example_is_larger_than_the_limit() {
    let document = document_value();
    let mut found = Vec::new();
    examples(&document, "", &mut found);
    let large: Vec<String> = found
        .iter()
        .map(|(at, _, example)| (at, serde_json::to_vec(example).unwrap().len()))
        .filter(|(_, size)| *size > super::examples::MAX_EXAMPLE_BYTES)
        .map(|(at, size)| format!("{at}: {size} bytes"))
        .collect();
    assert!(large.is_empty(), "{large:#?}");
}

//! A game needs only its folder and one registry line: Toy (`engine/src/games/toy`, listed as a
//! test game in `engine/src/games/mod.rs`, nothing else) is served by the real binary started
//! with `--test-games` — in the catalogue, the OpenAPI document, stateless play to the end and
//! a named match — and not served without the flag.

use quarterdeck_integration_tests::{client, Server};
use serde_json::{json, Value};

fn get(server: &Server, path: &str) -> (u16, Value) {
    let response = client().get(server.url(path)).send().expect("request sent");
    let status = response.status().as_u16();
    (status, response.json().expect("a JSON answer"))
}

fn game_ids(server: &Server) -> Vec<String> {
    let (status, catalogue) = get(server, "/v1/games");
    assert_eq!(status, 200, "{catalogue}");
    catalogue
        .as_array()
        .expect("a list of games")
        .iter()
        .map(|game| game["id"].as_str().expect("an id").to_owned())
        .collect()
}

#[test]
fn the_toy_game_is_served_only_with_test_games() {
    let server = Server::start();
    assert!(!game_ids(&server).iter().any(|id| id == "toy"));
    let (status, _) = server.post_json("/v1/games/toy/setup", &json!({"players": 2}));
    assert_eq!(status, 404);
}

#[test]
fn the_toy_game_is_in_the_catalogue_and_the_openapi_document() {
    let server = Server::start_with(&["--test-games"]);
    let ids = game_ids(&server);
    assert_eq!(ids.last().map(String::as_str), Some("toy"), "{ids:?}");
    let (status, info) = get(&server, "/v1/games/toy");
    assert_eq!(status, 200, "{info}");
    assert_eq!(info["players"], json!({"min": 2, "max": 4}));
    let (status, rules) = get(&server, "/v1/games/toy/rules");
    assert_eq!(status, 200, "{rules}");
    let (_, document) = get(&server, "/openapi.json");
    for operation in [
        "setup",
        "legal-actions",
        "apply",
        "score",
        "view",
        "score-sheet",
    ] {
        let path = format!("/v1/games/toy/{operation}");
        assert!(
            document["paths"].get(&path).is_some(),
            "{path} is not documented"
        );
    }
    for schema in ["ToyState", "ToyAction", "ToyEvent", "ToyScoreSheetRequest"] {
        assert!(
            document["components"]["schemas"].get(schema).is_some(),
            "{schema} is not published"
        );
    }
}

/// Setup, then the first legal action until nobody may act, then a final score: in both
/// chance modes, the table reporting the coin in `table` mode.
#[test]
fn the_toy_game_plays_to_the_end_over_http() {
    let server = Server::start_with(&["--test-games"]);
    for chance in ["seeded", "table"] {
        let (status, setup) = server.post_json(
            "/v1/games/toy/setup",
            &json!({"players": 3, "chance": chance, "names": ["Ann", "Bo", "Cy"]}),
        );
        assert_eq!(status, 200, "{setup}");
        let mut state = setup["state"].clone();
        for _ in 0..100 {
            let (status, legal) =
                server.post_json("/v1/games/toy/legal-actions", &json!({"state": state}));
            assert_eq!(status, 200, "{legal}");
            let Some(first) = legal["actions"].get(0) else {
                break;
            };
            let (status, applied) = server.post_json(
                "/v1/games/toy/apply",
                &json!({"state": state, "actor": first["actor"], "action": first["action"]}),
            );
            assert_eq!(status, 200, "{applied}");
            state = applied["state"].clone();
        }
        let (status, sheet) = server.post_json("/v1/games/toy/score", &json!({"state": state}));
        assert_eq!(status, 200, "{sheet}");
        assert_eq!(sheet["final"], true, "{chance}: {sheet}");
        assert_eq!(sheet["players"][0]["name"], "Ann");
    }
}

#[test]
fn a_named_toy_match_takes_a_seats_action() {
    let server = Server::start_with(&["--test-games"]);
    let response = client()
        .post(server.url("/v1/matches"))
        .json(&json!({"game": "toy", "players": 2}))
        .send()
        .expect("request sent");
    assert_eq!(response.status().as_u16(), 201);
    let created: Value = response.json().expect("a JSON answer");
    let id = created["id"].as_str().expect("an id");
    let token = created["seats"][0]["token"].as_str().expect("a token");
    let response = client()
        .post(server.url(&format!("/v1/matches/{id}/actions")))
        .bearer_auth(token)
        .header("if-match", "\"0\"")
        .json(&json!({"game": "toy", "action": {"type": "add", "amount": 2}}))
        .send()
        .expect("request sent");
    let status = response.status().as_u16();
    let body: Value = response.json().expect("a JSON answer");
    assert_eq!(status, 200, "{body}");
}

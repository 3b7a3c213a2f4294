//! `POST /v1/games/{game}/score-sheet` over real HTTP: a scored game per game, and every
//! kind of bad input coming back as a problem a person can act on.

use quarterdeck_integration_tests::{client, Server};
use serde_json::{json, Value};

fn post(server: &Server, game: &str, body: &Value) -> (u16, Value) {
    server.post_json(&format!("/v1/games/{game}/score-sheet"), body)
}

fn error_fields(problem: &Value) -> Vec<(String, String)> {
    problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["field"].as_str().unwrap().to_owned(),
                e["code"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[test]
fn bremerhaven_rulebook_example_scores_975() {
    let server = Server::start();
    let (status, sheet) = post(
        &server,
        "bremerhaven",
        &json!({"players": [
            {"name": "Red", "money": 65, "prestige": 15, "career_rank": 2},
            {"name": "Blue", "money": 70, "prestige": 13, "career_rank": 1}
        ]}),
    );
    assert_eq!(status, 200, "{sheet}");
    assert_eq!(sheet["players"][0]["total"], 975);
    assert_eq!(sheet["players"][1]["total"], 910);
    assert_eq!(sheet["winners"], json!([0]));
    assert_eq!(sheet["final"], true);
    assert_eq!(sheet["total_formula"], "product");
}

#[test]
fn new_bedford_sheet_has_the_full_breakdown() {
    let server = Server::start();
    let (status, sheet) = post(
        &server,
        "new-bedford",
        &json!({"players": [
            {"name": "Ann", "right_whales": 6, "bowhead_whales": 2, "sperm_whales": 1,
             "buildings": ["counting-house", "bank", "seamens-bethel"], "money": 17},
            {"name": "Ben", "right_whales": 3, "bowhead_whales": 4, "sperm_whales": 0,
             "buildings": ["municipal-office", "tavern", "wharf", "mansion"], "money": 9}
        ]}),
    );
    assert_eq!(status, 200, "{sheet}");
    let ann = &sheet["players"][0]["categories"];
    // whales 6 + 4 + 4, buildings 3, Counting House 3 + Bethel 5, money 17 / 5 = 3
    assert_eq!(ann["whales"], 14);
    assert_eq!(ann["buildings"], 3);
    assert_eq!(ann["bonus"], 8);
    assert_eq!(ann["money"], 3);
    assert_eq!(sheet["players"][0]["total"], 28);
    let ben = &sheet["players"][1]["categories"];
    // whales 3 + 8, buildings 4, Municipal Office 4 / 2 = 2 + Mansion 4, money 1
    assert_eq!(ben["bonus"], 6);
    assert_eq!(sheet["players"][1]["total"], 11 + 4 + 6 + 1);
    assert_eq!(sheet["winners"], json!([0]));
    let categories: Vec<&str> = sheet["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(categories, ["whales", "buildings", "bonus", "money"]);
}

#[test]
fn malformed_json_is_a_400_naming_the_position() {
    let server = Server::start();
    let response = client()
        .post(server.url("/v1/games/fleet/score-sheet"))
        .header("content-type", "application/json")
        .body("{\"players\": [")
        .send()
        .unwrap();
    assert_eq!(response.status(), 400);
    let problem: Value = response.json().unwrap();
    assert_eq!(problem["code"], "malformed-request");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("not valid JSON"),
        "{problem}"
    );
}

#[test]
fn wrong_types_and_negative_counts_name_the_field() {
    let server = Server::start();
    let (status, problem) = post(
        &server,
        "bremerhaven",
        &json!({"players": [{"money": "lots", "prestige": 3}]}),
    );
    assert_eq!(status, 400);
    assert_eq!(
        error_fields(&problem),
        [(
            "players[0].money".to_owned(),
            "malformed-request".to_owned()
        )]
    );

    let (status, problem) = post(
        &server,
        "new-bedford",
        &json!({"players": [{"right_whales": 1, "bowhead_whales": -2, "sperm_whales": 0, "money": 0}, {"right_whales": 0, "bowhead_whales": 0, "sperm_whales": 0, "money": 0}]}),
    );
    assert_eq!(status, 400);
    assert_eq!(problem["errors"][0]["field"], "players[0].bowhead_whales");
    assert_eq!(
        problem["errors"][0]["message"],
        "must be a whole number, 0 or more"
    );

    let (status, problem) = post(
        &server,
        "bremerhaven",
        &json!({"players": [{"money": 1, "prestige": 1, "colour": "red"}]}),
    );
    assert_eq!(
        status, 400,
        "unknown fields are refused so typos are not silently ignored"
    );
    assert!(problem["detail"].as_str().unwrap().contains("colour"));
}

#[test]
fn unknown_game_is_a_404() {
    let server = Server::start();
    let (status, problem) = post(&server, "catan", &json!({"players": []}));
    assert_eq!(status, 404);
    assert_eq!(problem["code"], "unknown-game");
}

#[test]
fn impossible_new_bedford_tallies_are_422_with_every_field() {
    let server = Server::start();
    let zero = json!({"right_whales": 0, "bowhead_whales": 0, "sperm_whales": 0, "money": 0});
    let mut ann = zero.clone();
    ann["sperm_whales"] = json!(2);
    ann["buildings"] = json!(["bakry", "bank"]);
    let mut ben = zero.clone();
    ben["sperm_whales"] = json!(1);
    ben["buildings"] = json!(["bank", "candleworks"]);
    let (status, problem) = post(&server, "new-bedford", &json!({"players": [ann, ben]}));
    assert_eq!(status, 422, "{problem}");
    let fields = error_fields(&problem);
    assert!(
        fields.contains(&("players[0].buildings[0]".into(), "unknown-component".into())),
        "{fields:?}"
    );
    assert!(
        fields
            .iter()
            .any(|(f, c)| f.starts_with("players[1].buildings") && c == "duplicate-component"),
        "{fields:?}"
    );
    assert!(
        fields.contains(&(
            "players[1].buildings[1]".into(),
            "component-not-in-game".into()
        )),
        "{fields:?}"
    );
    assert!(
        fields.iter().any(|(_, c)| c == "too-many-pieces"),
        "3 Sperm Whales in a 2-player bag: {fields:?}"
    );
    let candleworks = problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["code"] == "component-not-in-game")
        .unwrap();
    assert!(
        candleworks["message"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("candleworks"),
        "{candleworks}"
    );
}

#[test]
fn impossible_tallies_in_the_other_games_are_422() {
    let server = Server::start();
    let coins = json!({"copper": 1, "silver": 1, "buildings": []});
    let (status, problem) = post(
        &server,
        "nantucket",
        &json!({"players": [coins, coins, coins]}),
    );
    assert_eq!(status, 422);
    assert_eq!(problem["code"], "player-count");

    let boat = json!({"type": "shrimp", "captain": true, "crates": 5});
    let player = json!({"licenses": ["shrimp-license"], "boats": [boat]});
    let (status, problem) = post(
        &server,
        "fleet",
        &json!({"players": [player, {"licenses": [], "boats": []}]}),
    );
    assert_eq!(status, 422);
    assert!(
        error_fields(&problem)
            .contains(&("players[0].boats[0].crates".into(), "out-of-range".into())),
        "{problem}"
    );

    let (status, problem) = post(
        &server,
        "bremerhaven",
        &json!({"players": [
        {"money": 1, "prestige": 1, "career_rank": 2}, {"money": 1, "prestige": 1, "career_rank": 2}]}),
    );
    assert_eq!(status, 422);
    assert_eq!(problem["code"], "invalid-ranks");
}

#[test]
fn oversized_bodies_are_refused_with_413() {
    let server = Server::start();
    let response = client()
        .post(server.url("/v1/games/fleet/score-sheet"))
        .header("content-type", "application/json")
        .body(format!(
            "{{\"players\": [], \"pad\": \"{}\"}}",
            "x".repeat(400 * 1024)
        ))
        .send()
        .unwrap();
    assert_eq!(response.status(), 413);
    assert_eq!(
        response.headers()["content-type"],
        "application/problem+json"
    );
    assert_eq!(
        response.json::<Value>().unwrap()["code"],
        "payload-too-large"
    );
}

#[test]
fn an_empty_body_is_a_400() {
    let server = Server::start();
    let response = client()
        .post(server.url("/v1/games/nantucket/score-sheet"))
        .send()
        .unwrap();
    assert_eq!(response.status(), 400);
    assert_eq!(
        response.json::<Value>().unwrap()["code"],
        "malformed-request"
    );
}

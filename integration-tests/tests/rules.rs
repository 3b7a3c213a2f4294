//! `GET /v1/games/{game}/rules[/{rule_id}]` over real HTTP: the rule catalogue that refused
//! actions cite.

use std::collections::HashSet;

use quarterdeck_integration_tests::{client, games_where, Server};
use serde_json::Value;

#[test]
fn every_games_rules_are_listed_with_unique_ids_and_fetchable_one_by_one() {
    let server = Server::start();
    let http = client();
    let games = games_where(&server, "rules", true);
    assert!(games.len() >= 3, "{games:?}");
    for game in &games {
        let response = http
            .get(server.url(&format!("/v1/games/{game}/rules")))
            .send()
            .unwrap();
        assert_eq!(response.status(), 200, "{game}");
        let sections: Vec<Value> = response.json().unwrap();
        assert!(!sections.is_empty(), "{game}");
        let mut ids = HashSet::new();
        for section in &sections {
            let id = section["id"].as_str().unwrap();
            assert!(
                ids.insert(id.to_owned()),
                "{game}: rule id {id} appears twice"
            );
            assert!(!section["title"].as_str().unwrap().is_empty(), "{section}");
            assert!(!section["text"].as_str().unwrap().is_empty(), "{section}");
        }
        for section in [&sections[0], &sections[sections.len() - 1]] {
            let id = section["id"].as_str().unwrap();
            let one: Value = http
                .get(server.url(&format!("/v1/games/{game}/rules/{id}")))
                .send()
                .unwrap()
                .json()
                .unwrap();
            assert_eq!(&one, section, "{game}");
        }
    }
}

#[test]
fn unknown_rule_is_a_404_problem() {
    let server = Server::start();
    let response = client()
        .get(server.url("/v1/games/new-bedford/rules/free-parking"))
        .send()
        .unwrap();
    assert_eq!(response.status(), 404);
    assert_eq!(
        response.headers()["content-type"],
        "application/problem+json"
    );
    let problem: Value = response.json().unwrap();
    assert_eq!(problem["code"], "unknown-rule");
    assert!(
        problem["detail"].as_str().unwrap().contains("free-parking"),
        "{problem}"
    );
}

#[test]
fn rules_of_unknown_and_unplayable_games() {
    let server = Server::start();
    let http = client();
    let unknown = http
        .get(server.url("/v1/games/monopoly/rules"))
        .send()
        .unwrap();
    assert_eq!(unknown.status(), 404);
    assert_eq!(unknown.json::<Value>().unwrap()["code"], "unknown-game");
    // A game with a catalogue has no rule the catalogue lacks.
    for game in games_where(&server, "rules", true) {
        let missing = http
            .get(server.url(&format!("/v1/games/{game}/rules/anything")))
            .send()
            .unwrap();
        assert_eq!(missing.status(), 404, "{game}");
        assert_eq!(
            missing.json::<Value>().unwrap()["code"],
            "unknown-rule",
            "{game}"
        );
    }
    // A 5xx would tell a fuzzer or a client that the server broke; nothing broke.
    for game in games_where(&server, "rules", false) {
        for path in ["rules", "rules/anything"] {
            let response = http
                .get(server.url(&format!("/v1/games/{game}/{path}")))
                .send()
                .unwrap();
            assert_eq!(response.status(), 404, "{game} {path}");
            let problem = response.json::<Value>().unwrap();
            assert_eq!(problem["code"], "rules-not-available", "{game} {path}");
            assert!(
                problem["detail"].as_str().unwrap().contains("score-sheet"),
                "{problem}"
            );
        }
    }
}

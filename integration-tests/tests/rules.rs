//! `GET /v1/games/{game}/rules[/{rule_id}]` over real HTTP: the rule catalogue that refused
//! actions cite.

use std::collections::HashSet;

use quarterdeck_integration_tests::{client, Server};
use serde_json::Value;

#[test]
fn new_bedford_rules_are_listed_with_unique_ids_and_fetchable_one_by_one() {
    let server = Server::start();
    let http = client();
    let response = http
        .get(server.url("/v1/games/new-bedford/rules"))
        .send()
        .unwrap();
    assert_eq!(response.status(), 200);
    let sections: Vec<Value> = response.json().unwrap();
    assert!(!sections.is_empty());
    let mut ids = HashSet::new();
    for section in &sections {
        let id = section["id"].as_str().unwrap();
        assert!(ids.insert(id.to_owned()), "rule id {id} appears twice");
        assert!(!section["title"].as_str().unwrap().is_empty(), "{section}");
        assert!(!section["text"].as_str().unwrap().is_empty(), "{section}");
    }
    for section in [&sections[0], &sections[sections.len() - 1]] {
        let id = section["id"].as_str().unwrap();
        let one: Value = http
            .get(server.url(&format!("/v1/games/new-bedford/rules/{id}")))
            .send()
            .unwrap()
            .json()
            .unwrap();
        assert_eq!(&one, section);
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
    let fleet = http
        .get(server.url("/v1/games/fleet/rules/anything"))
        .send()
        .unwrap();
    assert_eq!(fleet.status(), 404);
    assert_eq!(
        fleet.json::<Value>().unwrap()["code"],
        "rules-not-available"
    );
    // A 5xx would tell a fuzzer or a client that the server broke; nothing broke.
    let bremerhaven = http
        .get(server.url("/v1/games/bremerhaven/rules"))
        .send()
        .unwrap();
    assert_eq!(bremerhaven.status(), 404);
    let problem = bremerhaven.json::<Value>().unwrap();
    assert_eq!(problem["code"], "rules-not-available");
    assert!(
        problem["detail"].as_str().unwrap().contains("score-sheet"),
        "{problem}"
    );
}

//! `GET /v1/games/{game}/rules[/{rule_id}]` over real HTTP: the rule catalogue that refused
//! actions cite.

use std::collections::HashSet;

use quarterdeck_integration_tests::{
    assert_walked_the_first_four_games, client, games_where, Server,
};
use serde_json::Value;

#[test]
fn every_games_rules_are_listed_with_unique_ids_and_fetchable_one_by_one() {
    let server = Server::start();
    let http = client();
    let games = games_where(&server, "rules", true);
    assert_walked_the_first_four_games(&games);
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

/// `GET /v1/games/{game}/rulings[/{id}]`: every game's decisions from `engine/RULINGS.md`, each
/// with its four parts, and every ruling a rule section cites resolves.
#[test]
fn every_games_rulings_are_served_and_every_cited_ruling_resolves() {
    let server = Server::start();
    let http = client();
    let get = |path: &str| {
        let response = http.get(server.url(path)).send().unwrap();
        let status = response.status().as_u16();
        (status, response.json::<Value>().unwrap())
    };
    let all = games_where(&server, "score-sheet", true);
    assert_eq!(all.len(), 4, "{all:?}");
    for game in &all {
        let (status, rulings) = get(&format!("/v1/games/{game}/rulings"));
        assert_eq!(status, 200, "{game}: {rulings}");
        let rulings = rulings.as_array().unwrap();
        assert!(!rulings.is_empty(), "{game}");
        let ids: HashSet<&str> = rulings.iter().map(|r| r["id"].as_str().unwrap()).collect();
        assert_eq!(ids.len(), rulings.len(), "{game}: an id twice");
        for ruling in rulings {
            for part in ["title", "question", "decision", "reason", "sources"] {
                assert!(
                    !ruling[part].as_str().unwrap().is_empty(),
                    "{game}: {part} of {ruling}"
                );
            }
            // The page prints the sources' names beside their keys.
            let cited = ruling["citations"].as_array().unwrap();
            assert!(!cited.is_empty(), "{game}: {ruling}");
            for source in cited {
                let (key, name) = (
                    source["id"].as_str().unwrap(),
                    source["name"].as_str().unwrap(),
                );
                assert!(
                    ruling["sources"].as_str().unwrap().contains(key),
                    "{game}: {source}"
                );
                assert!(!name.is_empty() && name != key, "{game}: {source}");
            }
        }
        if games_where(&server, "rules", true).contains(game) {
            let (_, sections) = get(&format!("/v1/games/{game}/rules"));
            for section in sections.as_array().unwrap() {
                for cited in section["rulings"].as_array().into_iter().flatten() {
                    let cited = cited.as_str().unwrap();
                    let (status, ruling) = get(&format!("/v1/games/{game}/rulings/{cited}"));
                    assert_eq!(status, 200, "{game}: {} cites {cited}", section["id"]);
                    assert_eq!(ruling["id"], cited);
                }
            }
        }
    }
    // Any case finds the ruling a score-sheet note names.
    let (status, ruling) = get("/v1/games/new-bedford/rulings/nb-02");
    assert_eq!(status, 200, "{ruling}");
    assert_eq!(ruling["id"], "NB-02");
    assert!(
        ruling["decision"].as_str().unwrap().contains("money mod 5"),
        "{ruling}"
    );
    let (status, problem) = get("/v1/games/new-bedford/rulings/NB-999");
    assert_eq!(status, 404);
    assert_eq!(problem["code"], "unknown-ruling", "{problem}");
    assert!(problem["detail"]
        .as_str()
        .unwrap()
        .contains("/v1/games/new-bedford/rulings"));
    let (status, problem) = get("/v1/games/monopoly/rulings");
    assert_eq!(
        (status, problem["code"].clone()),
        (404, "unknown-game".into())
    );
}

//! The component catalogues' forgiving search over real HTTP: names typed the way people
//! remember them find the component, and a filter that cannot select anything in a game says
//! why. The games, their kinds and their player counts come from the catalogue itself.

use quarterdeck_integration_tests::{client, Server};
use serde_json::Value;

fn get(server: &Server, path: &str) -> (u16, Value) {
    let response = client().get(server.url(path)).send().unwrap();
    let status = response.status().as_u16();
    if status != 200 {
        assert_eq!(
            response.headers()["content-type"],
            "application/problem+json",
            "{path}: status {status}"
        );
    }
    (status, response.json().unwrap())
}

fn ids(listed: &Value) -> Vec<&str> {
    listed
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect()
}

#[test]
fn merchants_bank_is_found_however_it_is_typed() {
    let server = Server::start();
    for typed in [
        "merchants%20bank",
        "Merchant's%20Bank",
        "merchants-bank",
        "MERCHANTS%20%20BANK",
        "merchant%E2%80%99s%20bank",
    ] {
        let (status, found) = get(
            &server,
            &format!("/v1/games/new-bedford/components?q={typed}"),
        );
        assert_eq!(status, 200, "{typed}: {found}");
        assert_eq!(ids(&found), ["bank"], "{typed}");
        assert_eq!(found[0]["aliases"][0], "merchants-bank");
    }
}

#[test]
fn a_component_is_fetched_by_its_name_or_alias_typed_loosely() {
    let server = Server::start();
    for typed in [
        "bank",
        "Merchant's%20Bank",
        "merchants%20bank",
        "MERCHANTS-BANK",
        "Bank",
    ] {
        let (status, bank) = get(
            &server,
            &format!("/v1/games/new-bedford/components/{typed}"),
        );
        assert_eq!(status, 200, "{typed}: {bank}");
        assert_eq!(bank["id"], "bank", "{typed}");
    }
    let (status, bethel) = get(
        &server,
        "/v1/games/new-bedford/components/Seamen's%20Bethel",
    );
    assert_eq!(status, 200, "{bethel}");
    assert_eq!(bethel["id"], "seamens-bethel");
    let (status, problem) = get(
        &server,
        "/v1/games/new-bedford/components/merchants%20bakery",
    );
    assert_eq!(status, 404);
    assert_eq!(problem["code"], "unknown-component");
}

/// The rules pages print a component's sources by name: every source key a component cites
/// comes with a name of its own, in the listing as served.
#[test]
fn every_cited_source_is_served_with_its_name() {
    let server = Server::start();
    let (_, games) = get(&server, "/v1/games");
    for game in games.as_array().unwrap() {
        let game = game["id"].as_str().unwrap();
        let (_, components) = get(&server, &format!("/v1/games/{game}/components"));
        for component in components.as_array().unwrap() {
            let cited: Vec<&Value> = component["citations"].as_array().unwrap().iter().collect();
            let keys: Vec<&Value> = cited.iter().map(|source| &source["id"]).collect();
            let sources: Vec<&Value> = component["sources"].as_array().unwrap().iter().collect();
            assert_eq!(keys, sources, "{game} {}", component["id"]);
            for source in cited {
                let name = source["name"].as_str().unwrap();
                assert!(!name.is_empty() && name != source["id"], "{game}: {source}");
            }
        }
    }
}

/// Every component of every game answers to its own name typed loosely, and `q` finds it too.
#[test]
fn every_component_answers_to_its_name_in_every_game() {
    let server = Server::start();
    let (_, games) = get(&server, "/v1/games");
    for game in games.as_array().unwrap() {
        let game = game["id"].as_str().unwrap();
        let (_, components) = get(&server, &format!("/v1/games/{game}/components"));
        for component in components.as_array().unwrap() {
            let name = component["name"].as_str().unwrap();
            let loose: String = name.to_uppercase().replace(['-', '\''], " ");
            let encoded = loose
                .replace(' ', "%20")
                .replace('&', "%26")
                .replace('#', "%23");
            let (status, found) = get(&server, &format!("/v1/games/{game}/components/{encoded}"));
            assert_eq!(status, 200, "{game}: {name:?}: {found}");
            assert_eq!(found["id"], component["id"], "{game}: {name:?}");
            let (_, searched) = get(&server, &format!("/v1/games/{game}/components?q={encoded}"));
            assert!(
                ids(&searched).contains(&component["id"].as_str().unwrap()),
                "{game}: q={loose:?} misses it"
            );
        }
    }
}

#[test]
fn an_unknown_kind_is_a_bad_query_listing_the_game_s_kinds() {
    let server = Server::start();
    let (_, games) = get(&server, "/v1/games");
    for game in games.as_array().unwrap() {
        let game = game["id"].as_str().unwrap();
        let (_, components) = get(&server, &format!("/v1/games/{game}/components"));
        let mut kinds: Vec<&str> = components
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["kind"].as_str().unwrap())
            .collect();
        kinds.sort_unstable();
        kinds.dedup();
        let (status, problem) = get(
            &server,
            &format!("/v1/games/{game}/components?kind=spaceship"),
        );
        assert_eq!(status, 400, "{game}: {problem}");
        assert_eq!(problem["code"], "bad-query");
        let detail = problem["detail"].as_str().unwrap();
        assert!(detail.contains("\"spaceship\""), "{detail}");
        for kind in &kinds {
            assert!(detail.contains(kind), "{game}: {detail} misses {kind}");
            // Each listed kind is one the filter accepts, typed loosely as well.
            let loose = kind.replace('-', "%20").to_uppercase();
            let (status, listed) = get(
                &server,
                &format!("/v1/games/{game}/components?kind={loose}"),
            );
            assert_eq!(status, 200, "{game}: kind={loose}: {listed}");
            assert!(listed
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c["kind"] == *kind));
            assert!(!listed.as_array().unwrap().is_empty());
        }
    }
}

#[test]
fn a_player_count_outside_the_game_is_a_bad_query_stating_its_range() {
    let server = Server::start();
    let (_, games) = get(&server, "/v1/games");
    for game in games.as_array().unwrap() {
        let id = game["id"].as_str().unwrap();
        // The game's counts reach as far as any of its modules takes them.
        let (mut min, mut max) = (
            game["players"]["min"].as_u64().unwrap(),
            game["players"]["max"].as_u64().unwrap(),
        );
        for module in game["modules"].as_array().unwrap() {
            if let Some(range) = module.get("players") {
                min = min.min(range["min"].as_u64().unwrap());
                max = max.max(range["max"].as_u64().unwrap());
            }
        }
        for players in [min, max] {
            let (status, listed) = get(
                &server,
                &format!("/v1/games/{id}/components?players={players}"),
            );
            assert_eq!(status, 200, "{id}: players={players}: {listed}");
        }
        for players in [min - 1, max + 1] {
            let (status, problem) = get(
                &server,
                &format!("/v1/games/{id}/components?players={players}"),
            );
            assert_eq!(status, 400, "{id}: players={players}: {problem}");
            assert_eq!(problem["code"], "bad-query");
            let detail = problem["detail"].as_str().unwrap();
            assert!(
                detail.contains(&format!("{min} to {max} players"))
                    && detail.contains(&format!("not {players}")),
                "{id}: {detail}"
            );
        }
    }
}

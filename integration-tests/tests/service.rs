//! The service's own endpoints over real HTTP: health, catalogue, components, OpenAPI,
//! Swagger UI, the web pages, errors for unknown routes, and request logging.

use quarterdeck_integration_tests::{client, Server};
use serde_json::Value;

/// The games the service lists (`GET /v1/games`), in its order.
fn games(server: &Server) -> Vec<Value> {
    client()
        .get(server.url("/v1/games"))
        .send()
        .unwrap()
        .json()
        .unwrap()
}

/// Their ids: what every per-game check here walks, so a new game in the registry is checked
/// without editing this file.
fn game_ids(server: &Server) -> Vec<String> {
    games(server)
        .iter()
        .map(|game| game["id"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn healthz_reports_ok_and_the_version() {
    let server = Server::start();
    let body: Value = client()
        .get(server.url("/healthz"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
}

#[test]
fn catalogue_lists_every_game_of_the_published_game_ids_with_metadata() {
    let server = Server::start();
    let games = games(&server);
    let ids: Vec<&str> = games.iter().map(|g| g["id"].as_str().unwrap()).collect();
    // The four games of the service, and exactly the ids the OpenAPI document's dropdown offers.
    for game in ["new-bedford", "nantucket", "fleet", "bremerhaven"] {
        assert!(ids.contains(&game), "{game} is not listed: {ids:?}");
    }
    let document: Value = client()
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let published: Vec<&str> = document["components"]["schemas"]["GameId"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| id.as_str().unwrap())
        .collect();
    assert_eq!(ids, published);
    for game in &games {
        assert!(game["players"]["min"].as_u64().unwrap() >= 1, "{game}");
        assert!(game["capabilities"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c == "score-sheet"));
        assert!(!game["designers"].as_array().unwrap().is_empty());
    }
    let one: Value = client()
        .get(server.url("/v1/games/new-bedford"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(one["name"], "New Bedford");
    let option_ids: Vec<&str> = one["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        option_ids,
        ["edition", "modules", "buildings", "symbol_buildings"]
    );
}

#[test]
fn unknown_game_is_a_404_problem_naming_every_game() {
    let server = Server::start();
    let response = client()
        .get(server.url("/v1/games/monopoly"))
        .send()
        .unwrap();
    assert_eq!(response.status(), 404);
    assert_eq!(
        response.headers()["content-type"],
        "application/problem+json"
    );
    let problem: Value = response.json().unwrap();
    assert_eq!(problem["code"], "unknown-game");
    assert_eq!(problem["status"], 404);
    let detail = problem["detail"].as_str().unwrap();
    assert!(detail.contains("monopoly"), "{detail}");
    for game in game_ids(&server) {
        assert!(detail.contains(&game), "{detail} does not name {game}");
    }
}

#[test]
fn components_can_be_listed_filtered_and_fetched_by_id_or_alias() {
    let server = Server::start();
    let http = client();
    for game in game_ids(&server) {
        let all: Vec<Value> = http
            .get(server.url(&format!("/v1/games/{game}/components")))
            .send()
            .unwrap()
            .json()
            .unwrap();
        assert!(!all.is_empty(), "{game} has no components");
        for component in &all {
            assert!(component["provenance"].is_string(), "{component}");
            assert!(
                !component["summary"].as_str().unwrap().is_empty(),
                "{component}"
            );
        }
    }
    let victory: Vec<Value> = http
        .get(server.url("/v1/games/new-bedford/components?kind=victory-building"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert!(victory.iter().any(|c| c["id"] == "seamens-bethel"));
    assert!(victory.iter().all(|c| c["kind"] == "victory-building"));

    let two_player: Vec<Value> = http
        .get(server.url("/v1/games/new-bedford/components?kind=action-building&players=2"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert!(two_player.iter().any(|c| c["id"] == "bank"));
    assert!(
        !two_player.iter().any(|c| c["id"] == "inn"),
        "the Inn is a 3-4 player tile"
    );

    let searched: Vec<Value> = http
        .get(server.url("/v1/games/fleet/components?q=king%20crab"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert!(
        searched.len() >= 4,
        "three King Crab licenses and the boat: {searched:?}"
    );

    let bethel: Value = http
        .get(server.url("/v1/games/new-bedford/components/seamens-bethel"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(bethel["name"], "Seamen's Bethel");
    let by_alias: Value = http
        .get(server.url("/v1/games/new-bedford/components/clarks-point-light"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(by_alias["id"], "lighthouse");

    let missing = http
        .get(server.url("/v1/games/new-bedford/components/space-elevator"))
        .send()
        .unwrap();
    assert_eq!(missing.status(), 404);
    let problem: Value = missing.json().unwrap();
    assert_eq!(problem["code"], "unknown-component");

    let bad_filter = http
        .get(server.url("/v1/games/fleet/components?players=lots"))
        .send()
        .unwrap();
    assert_eq!(bad_filter.status(), 400);
    assert_eq!(bad_filter.json::<Value>().unwrap()["code"], "bad-query");
}

#[test]
fn openapi_served_matches_the_committed_file_and_the_cli_output() {
    let server = Server::start();
    let served: Value = client()
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let committed_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi/openapi.json");
    let committed: Value =
        serde_json::from_str(&std::fs::read_to_string(committed_path).unwrap()).unwrap();
    assert!(
        served == committed,
        "openapi/openapi.json is out of date: run `cargo run --bin quarterdeck -- openapi > openapi/openapi.json`"
    );
    let printed = std::process::Command::new(quarterdeck_integration_tests::binary_path())
        .arg("openapi")
        .output()
        .unwrap();
    assert!(printed.status.success());
    let printed: Value = serde_json::from_slice(&printed.stdout).unwrap();
    assert_eq!(printed, served);
}

#[test]
fn openapi_has_a_working_score_sheet_example_for_every_game() {
    let server = Server::start();
    let http = client();
    let document: Value = http
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    for game in game_ids(&server) {
        // Each game publishes its own score-sheet operation with its own request type.
        let body = &document["paths"][&format!("/v1/games/{game}/score-sheet")]["post"]
            ["requestBody"]["content"]["application/json"];
        let schema = body["schema"]["$ref"].as_str().unwrap();
        let name = schema.trim_start_matches("#/components/schemas/");
        assert!(
            document["components"]["schemas"][name].is_object(),
            "{name} is not published"
        );
        let example = &body["examples"][game.as_str()]["value"];
        assert!(example.is_object(), "no example for {game}");
        let response = http
            .post(server.url(&format!("/v1/games/{game}/score-sheet")))
            .json(example)
            .send()
            .unwrap();
        assert_eq!(
            response.status(),
            200,
            "{game}: {}",
            response.text().unwrap()
        );
    }
}

#[test]
fn swagger_ui_and_web_pages_are_served() {
    let server = Server::start();
    let http = client();
    let docs = http.get(server.url("/docs/")).send().unwrap();
    assert_eq!(docs.status(), 200);
    assert!(docs.text().unwrap().contains("swagger"), "Swagger UI page");
    let landing = http.get(server.url("/")).send().unwrap().text().unwrap();
    assert!(landing.contains("href=\"/score\"") && landing.contains("href=\"/docs/\""));
    let form = http.get(server.url("/score")).send().unwrap();
    assert_eq!(form.headers()["content-type"], "text/html; charset=utf-8");
    assert!(form.text().unwrap().contains("id=\"score-form\""));
    let script = http.get(server.url("/assets/score.js")).send().unwrap();
    assert_eq!(script.status(), 200);
    assert!(script.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
    assert_eq!(
        http.get(server.url("/assets/missing.js"))
            .send()
            .unwrap()
            .status(),
        404
    );
}

#[test]
fn unknown_routes_and_methods_are_problems() {
    let server = Server::start();
    let http = client();
    let missing = http.get(server.url("/v2/whatever")).send().unwrap();
    assert_eq!(missing.status(), 404);
    assert_eq!(
        missing.headers()["content-type"],
        "application/problem+json"
    );
    assert_eq!(missing.json::<Value>().unwrap()["code"], "not-found");
    let wrong_method = http.delete(server.url("/v1/games")).send().unwrap();
    assert_eq!(wrong_method.status(), 405);
    assert_eq!(wrong_method.headers()["allow"], "GET, HEAD");
    assert_eq!(
        wrong_method.headers()["content-type"],
        "application/problem+json"
    );
    assert_eq!(
        wrong_method.json::<Value>().unwrap()["code"],
        "method-not-allowed"
    );
}

#[test]
fn every_request_is_logged_as_structured_json() {
    let server = Server::start();
    client().get(server.url("/v1/games/fleet")).send().unwrap();
    // The line is written when the request's span closes, which may trail the response a
    // little: wait for it, up to a deadline far beyond any normal delay.
    let logged = || {
        server.log().iter().any(|line| {
            serde_json::from_str::<Value>(line)
                .map(|entry| entry.to_string().contains("/v1/games/fleet"))
                .unwrap_or(false)
        })
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !logged() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(logged(), "no log line for the request: {:?}", server.log());
}

//! HTTP semantics every route shares, checked over real HTTP against every path the OpenAPI
//! document publishes (and the pages it does not): 405 with `Allow` for a method a path does
//! not take, HEAD wherever GET works, and 415 for a body that is not JSON.

use std::collections::BTreeSet;

use quarterdeck_integration_tests::{client, play_match_to_the_end, Server};
use reqwest::blocking::Response;
use reqwest::Method;
use serde_json::{json, Value};

/// Paths served outside the API document, all GET only.
const PAGES: [&str; 5] = ["/", "/score", "/assets/score.js", "/docs/", "/openapi.json"];

/// Every documented path with its parameters filled in so that a GET finds something, and the
/// methods the document lists for it.
fn documented_paths(server: &Server) -> Vec<(String, BTreeSet<String>)> {
    let http = client();
    let document: Value = http
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let created: Value = http
        .post(server.url("/v1/matches"))
        .json(&json!({"game": "new-bedford", "players": 2, "seed": 1}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let match_id = created["id"].as_str().unwrap().to_owned();
    // Only a finished match has a result to export.
    let finished_id = play_match_to_the_end(
        server,
        &json!({"game": "new-bedford", "players": 2, "seed": 1}),
        1,
    );
    let rules: Vec<Value> = http
        .get(server.url("/v1/games/new-bedford/rules"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let rule_id = rules[0]["id"].as_str().unwrap().to_owned();
    let mut paths = Vec::new();
    for (template, operations) in document["paths"].as_object().unwrap() {
        let path = template
            .replace("{game}", "new-bedford")
            .replace(
                "/v1/matches/{id}/export",
                &format!("/v1/matches/{finished_id}/export"),
            )
            .replace("/v1/matches/{id}", &format!("/v1/matches/{match_id}"))
            .replace("{id}", "seamens-bethel")
            .replace("{rule_id}", &rule_id)
            .replace("{ruling_id}", "NB-02")
            .replace("{seat}", "1");
        assert!(
            !path.contains('{'),
            "{template}: a parameter is not filled in"
        );
        let methods = operations
            .as_object()
            .unwrap()
            .keys()
            .map(|method| method.to_uppercase())
            .collect();
        paths.push((path, methods));
    }
    for page in PAGES {
        paths.push((page.to_owned(), BTreeSet::from(["GET".to_owned()])));
    }
    paths
}

fn header(response: &Response, name: &str) -> Option<String> {
    response
        .headers()
        .get(name)
        .map(|value| value.to_str().unwrap().to_owned())
}

#[test]
fn a_method_a_path_does_not_take_is_405_with_allow_listing_the_methods_it_takes() {
    let server = Server::start();
    let http = client();
    let mut checked = 0;
    for (path, methods) in documented_paths(&server) {
        let mut allowed = methods.clone();
        if allowed.contains("GET") {
            allowed.insert("HEAD".to_owned());
        }
        for method in ["GET", "POST", "PUT", "PATCH", "DELETE"] {
            if methods.contains(method) {
                continue;
            }
            let response = http
                .request(
                    Method::from_bytes(method.as_bytes()).unwrap(),
                    server.url(&path),
                )
                .send()
                .unwrap();
            assert_eq!(response.status(), 405, "{method} {path}");
            let allow: BTreeSet<String> = header(&response, "allow")
                .unwrap_or_else(|| panic!("{method} {path}: no Allow header"))
                .split(',')
                .map(|m| m.trim().to_owned())
                .collect();
            assert_eq!(allow, allowed, "{method} {path}");
            assert_eq!(
                header(&response, "content-type").as_deref(),
                Some("application/problem+json")
            );
            let problem: Value = response.json().unwrap();
            assert_eq!(problem["code"], "method-not-allowed", "{method} {path}");
            checked += 1;
        }
    }
    assert!(checked > 60, "only {checked} method/path pairs checked");
    let unknown = http.put(server.url("/v1/nowhere")).send().unwrap();
    assert_eq!(unknown.status(), 404, "an unknown path stays a 404");
    assert!(header(&unknown, "allow").is_none());
}

#[test]
fn head_answers_wherever_get_does_with_the_same_headers_and_no_body() {
    let server = Server::start();
    let http = client();
    let mut checked = 0;
    for (path, methods) in documented_paths(&server) {
        if !methods.contains("GET") {
            continue;
        }
        let get = http.get(server.url(&path)).send().unwrap();
        let head = http.head(server.url(&path)).send().unwrap();
        assert_eq!(head.status(), get.status(), "HEAD {path}");
        for name in [
            "content-type",
            "content-length",
            "etag",
            "vary",
            "cache-control",
            "www-authenticate",
        ] {
            assert_eq!(
                header(&head, name),
                header(&get, name),
                "HEAD {path}: {name}"
            );
        }
        assert!(
            get.status().is_success() || get.status() == 401,
            "GET {path}: {}",
            get.status()
        );
        // The first byte, not the whole body: a match's event stream lasts as long as the match.
        let mut get = get;
        let read = std::io::Read::read(&mut get, &mut [0u8; 1]).unwrap();
        assert!(read > 0, "GET {path} has a body");
        assert!(head.bytes().unwrap().is_empty(), "HEAD {path} has a body");
        checked += 1;
    }
    assert!(checked >= 16, "only {checked} paths checked");
}

#[test]
fn a_body_that_is_not_json_is_415_and_a_body_without_a_content_type_is_read_as_json() {
    let server = Server::start();
    let http = client();
    let posts: Vec<String> = documented_paths(&server)
        .into_iter()
        .filter(|(_, methods)| methods.contains("POST"))
        .map(|(path, _)| path)
        .collect();
    assert!(posts.len() >= 8, "{posts:?}");
    for path in &posts {
        for content_type in [
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
        ] {
            let response = http
                .post(server.url(path))
                .header("content-type", content_type)
                .body("{}")
                .send()
                .unwrap();
            assert_eq!(response.status(), 415, "{path} as {content_type}");
            let problem: Value = response.json().unwrap();
            assert_eq!(problem["code"], "unsupported-media-type", "{path}");
            assert!(
                problem["detail"].as_str().unwrap().contains(content_type),
                "{problem}"
            );
        }
    }
    let example = json!({"players": [
        {"name": "Red", "money": 65, "prestige": 15, "career_rank": 1},
        {"name": "Blue", "money": 50, "prestige": 12, "career_rank": 2}]});
    for content_type in [
        None,
        Some("application/json"),
        Some("application/json; charset=utf-8"),
        Some("application/vnd.quarterdeck+json"),
    ] {
        let mut request = http
            .post(server.url("/v1/games/bremerhaven/score-sheet"))
            .body(example.to_string());
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        let response = request.send().unwrap();
        assert_eq!(response.status(), 200, "{content_type:?}");
    }
    let unknown = http
        .post(server.url("/v1/nowhere"))
        .header("content-type", "text/plain")
        .body("{}")
        .send()
        .unwrap();
    assert_eq!(
        unknown.status(),
        404,
        "an unknown path stays a 404 whatever the body"
    );
}

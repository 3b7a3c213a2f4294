//! Readiness and a database that goes away: `/readyz` reports whether the match store
//! answers; while PostgreSQL is stopped, match requests answer 503 `store-unavailable` with
//! `Retry-After` (never a 500, never a hang) and change nothing; when it is back the node
//! serves again by itself, and nothing it acknowledged is lost.

use std::path::Path;
use std::time::{Duration, Instant};

use quarterdeck_integration_tests::postgres::Cluster;
use quarterdeck_integration_tests::{client, on_postgres, Server};
use serde_json::{json, Value};

#[test]
fn readyz_is_200_while_the_store_answers() {
    let server = Server::start();
    let response = client().get(server.url("/readyz")).send().unwrap();
    assert_eq!(response.status(), 200);
    let body: Value = response.json().unwrap();
    assert_eq!(body["status"], "ready");
    // Liveness stays its own endpoint.
    assert_eq!(
        client()
            .get(server.url("/healthz"))
            .send()
            .unwrap()
            .status(),
        200
    );
}

on_postgres!(readyz_is_200_while_the_store_answers);

/// A 503 from the store: a problem with its code and a `Retry-After`, answered promptly.
fn assert_unavailable(response: reqwest::blocking::Response, started: Instant, what: &str) {
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "{what}: answered after {:?}",
        started.elapsed()
    );
    assert_eq!(response.status(), 503, "{what}");
    assert_eq!(
        response.headers()["content-type"],
        "application/problem+json",
        "{what}"
    );
    let retry_after: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry_after > 0, "{what}");
    let body: Value = response.json().unwrap();
    assert_eq!(body["code"], "store-unavailable", "{what}: {body}");
}

#[test]
fn a_database_that_goes_away_gives_503s_and_the_node_recovers_by_itself() {
    let Some(cluster) = Cluster::private() else {
        eprintln!("skipped: no initdb to start a PostgreSQL cluster of this test's own");
        return;
    };
    let url = cluster.database();
    let server = Server::start_on(Path::new(&url)).unwrap_or_else(|log| panic!("{log}"));
    let http = client();
    let created: Value = http
        .post(server.url("/v1/matches"))
        .json(&json!({"game": "new-bedford", "players": 2, "seed": 7}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    let seat = created["seats"][0]["token"].as_str().unwrap().to_owned();
    let action = || {
        let legal: Value = http
            .get(server.url(&format!("/v1/matches/{id}/legal-actions")))
            .bearer_auth(&seat)
            .send()
            .unwrap()
            .json()
            .unwrap();
        json!({"game": "new-bedford", "action": legal["actions"][0]["action"]})
    };
    let body = action();

    cluster.stop();
    let started = Instant::now();
    let ready = http.get(server.url("/readyz")).send().unwrap();
    assert_unavailable(ready, started, "readyz");
    let started = Instant::now();
    let acted = http
        .post(server.url(&format!("/v1/matches/{id}/actions")))
        .bearer_auth(&seat)
        .header("If-Match", "\"0\"")
        .json(&body)
        .send()
        .unwrap();
    assert_unavailable(acted, started, "an action");
    let started = Instant::now();
    let read = http
        .get(server.url(&format!("/v1/matches/{id}")))
        .send()
        .unwrap();
    assert_unavailable(read, started, "a read");
    // Liveness is not readiness: the node itself is fine.
    assert_eq!(
        http.get(server.url("/healthz")).send().unwrap().status(),
        200
    );

    cluster.restart();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let status = http.get(server.url("/readyz")).send().unwrap().status();
        if status == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "not ready again: {status}");
        std::thread::sleep(Duration::from_millis(200));
    }
    // The refused action changed nothing: it applies now, at the version it was sent for.
    let acted = http
        .post(server.url(&format!("/v1/matches/{id}/actions")))
        .bearer_auth(&seat)
        .header("If-Match", "\"0\"")
        .json(&body)
        .send()
        .unwrap();
    assert_eq!(acted.status(), 200);
    let acted: Value = acted.json().unwrap();
    assert_eq!(acted["version"], 1);
    let read: Value = http
        .get(server.url(&format!("/v1/matches/{id}")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(read["version"], 1);
}

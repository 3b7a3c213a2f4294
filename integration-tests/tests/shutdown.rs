//! Graceful shutdown: on SIGTERM a node stops taking connections, answers the requests it
//! already has (a body still arriving, an action waiting on the database), then exits cleanly.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

use quarterdeck_integration_tests::{client, postgres, stored_match, Server};
use serde_json::{json, Value};

/// How long the tests wait for the stopping process; well under its 25 s drain timeout.
const EXIT_WITHIN: Duration = Duration::from_secs(15);

fn address(server: &Server) -> String {
    server
        .base_url()
        .strip_prefix("http://")
        .unwrap()
        .to_owned()
}

#[test]
fn a_request_whose_body_is_still_arriving_is_answered_after_sigterm() {
    let mut server = Server::start();
    // The workers are up (the port is announced as they start).
    assert_eq!(
        client()
            .get(server.url("/healthz"))
            .send()
            .unwrap()
            .status(),
        200
    );
    let body = json!({"players": 3, "seed": 7, "chance": "seeded"}).to_string();
    let (first, rest) = body.split_at(body.len() / 2);
    let mut stream = TcpStream::connect(address(&server)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    write!(
        stream,
        "POST /v1/games/new-bedford/setup HTTP/1.1\r\nHost: quarterdeck\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{first}",
        body.len()
    )
    .unwrap();
    stream.flush().unwrap();
    std::thread::sleep(Duration::from_millis(300));

    server.terminate();
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        TcpStream::connect(address(&server)).is_err(),
        "a stopping node still takes connections"
    );
    if let Some(status) = server.wait_for_exit(Duration::ZERO) {
        panic!(
            "it left a request unanswered: {status}\n{:#?}",
            server.log()
        );
    }

    stream.write_all(rest.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let (_, json) = answer.split_once("\r\n\r\n").unwrap();
    let setup: Value = serde_json::from_str(json).unwrap();
    assert_eq!(
        setup["state"]["players"].as_array().map(Vec::len),
        Some(3),
        "{setup}"
    );

    let status = server.wait_for_exit(EXIT_WITHIN).expect("the node exits");
    assert!(status.success(), "{status}");
    assert!(
        server
            .log()
            .iter()
            .any(|line| line.contains("quarterdeck stopped")),
        "{:?}",
        server.log()
    );
}

#[test]
fn an_action_waiting_on_the_database_commits_and_is_answered_after_sigterm() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb)");
        return;
    };
    let url = cluster.database();
    let mut server = Server::start_on(Path::new(&url)).unwrap_or_else(|log| panic!("{log}"));
    let http = client();
    let created: Value = http
        .post(server.url("/v1/matches"))
        .json(&json!({"game": "new-bedford", "players": 2, "seed": 11, "chance": "seeded"}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    let read: Value = http
        .get(server.url(&format!("/v1/matches/{id}")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let seat = read["to_act"][0]["seat"].as_u64().unwrap();
    let token = created["seats"][usize::try_from(seat).unwrap()]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let legal: Value = http
        .get(server.url(&format!("/v1/matches/{id}/legal-actions")))
        .bearer_auth(&token)
        .send()
        .unwrap()
        .json()
        .unwrap();
    let action = legal["actions"][0]["action"].clone();

    // Another session holds the match's row: the action's UPDATE waits for it.
    let mut holder = cluster.client(&url);
    let mut lock = holder.transaction().unwrap();
    lock.execute("SELECT 1 FROM matches WHERE id = $1 FOR UPDATE", &[&id])
        .unwrap();
    let acting = std::thread::spawn({
        let url = server.url(&format!("/v1/matches/{id}/actions"));
        let action = action.clone();
        move || {
            let response = client()
                .post(url)
                .bearer_auth(token)
                .header("If-Match", "\"0\"")
                .json(&json!({"game": "new-bedford", "action": action}))
                .send()
                .unwrap();
            let status = response.status().as_u16();
            (status, response.json::<Value>().unwrap())
        }
    });
    std::thread::sleep(Duration::from_millis(500));
    server.terminate();
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        server.wait_for_exit(Duration::ZERO).is_none(),
        "it left the action unanswered"
    );
    lock.commit().unwrap();

    let (status, answer) = acting.join().unwrap();
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["version"], 1, "{answer}");
    let exit = server.wait_for_exit(EXIT_WITHIN).expect("the node exits");
    assert!(exit.success(), "{exit}");

    // What was acknowledged is in the database: another node reads it.
    let other = Server::start_on(Path::new(&url)).unwrap_or_else(|log| panic!("{log}"));
    let stored = stored_match(&other, &id);
    assert_eq!(stored.log.len(), 1);
    assert_eq!(stored.log[0].1, action);
}

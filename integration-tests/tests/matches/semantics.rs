//! The HTTP semantics of named matches: `If-None-Match` and 304, the Bearer challenge on 401,
//! `no-store` on the tokens, refused out-of-range paging, the Idempotency-Key length limit
//! and the expiry of stored idempotent answers.

use std::time::{Duration, Instant};

use super::*;

fn header(response: &reqwest::blocking::Response, name: &str) -> Option<String> {
    response
        .headers()
        .get(name)
        .map(|value| value.to_str().unwrap().to_owned())
}

#[test]
fn created_tokens_are_never_cached() {
    let server = Server::start();
    let response = client()
        .post(server.url("/v1/matches"))
        .json(&new_bedford("seeded", 1))
        .send()
        .unwrap();
    assert_eq!(response.status(), 201);
    assert_eq!(
        header(&response, "cache-control").as_deref(),
        Some("no-store")
    );
}

#[test]
fn a_401_names_the_bearer_scheme_and_says_when_the_token_is_wrong() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 2));
    let http = client();
    let action = json!({"game": "new-bedford", "action": {"type": "farm"}});
    let cases = [
        (None, "Bearer", "missing-token"),
        (
            Some("feedface"),
            "Bearer error=\"invalid_token\"",
            "bad-token",
        ),
    ];
    for (token, challenge, code) in cases {
        let mut requests = vec![
            http.post(server.url(&m.path("/actions")))
                .header("if-match", "\"0\"")
                .json(&action),
            http.get(server.url(&m.path("/legal-actions"))),
            http.delete(server.url(&m.path(""))),
        ];
        if token.is_some() {
            // Reading needs no token, but a wrong one is refused.
            requests.push(http.get(server.url(&m.path(""))));
        }
        for request in requests {
            let request = match token {
                Some(token) => request.bearer_auth(token),
                None => request,
            };
            let response = request.send().unwrap();
            assert_eq!(response.status(), 401);
            assert_eq!(
                header(&response, "www-authenticate").as_deref(),
                Some(challenge)
            );
            assert_eq!(response.json::<Value>().unwrap()["code"], code);
        }
    }
}

#[test]
fn if_none_match_with_the_current_version_is_a_304_with_the_same_validators() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 3));
    let http = client();
    let read = |if_none_match: &str| {
        http.get(server.url(&m.path("")))
            .bearer_auth(&m.seats[0])
            .header("if-none-match", if_none_match)
            .send()
            .unwrap()
    };
    for held in ["\"0\"", "W/\"0\"", "\"5\", \"0\"", "*"] {
        let response = read(held);
        assert_eq!(response.status(), 304, "{held}");
        assert_eq!(
            header(&response, "etag").as_deref(),
            Some("\"0\""),
            "{held}"
        );
        assert_eq!(header(&response, "vary").as_deref(), Some("Authorization"));
        assert_eq!(
            header(&response, "cache-control").as_deref(),
            Some("private, no-cache")
        );
        assert!(
            response.bytes().unwrap().is_empty(),
            "{held}: a 304 has no body"
        );
    }
    for other in ["\"1\"", "\"00\"", "W/\"3\""] {
        let response = read(other);
        assert_eq!(response.status(), 200, "{other}");
        assert_eq!(response.json::<Value>().unwrap()["version"], 0);
    }
    let malformed = read("0");
    assert_eq!(malformed.status(), 400);
    assert_eq!(
        malformed.json::<Value>().unwrap()["code"],
        "malformed-precondition"
    );
    // Once the match moves on, the old tag no longer matches.
    let mut progress = Progress::of_created(&m);
    step(&server, &m, &mut progress, &mut Lcg(3));
    let moved = read("\"0\"");
    assert_eq!(moved.status(), 200);
    assert_eq!(header(&moved, "etag").as_deref(), Some("\"1\""));
}

#[test]
fn page_sizes_limits_and_starts_out_of_range_are_400s_naming_the_field() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 4));
    let log = m.path("/log");
    let cases = [
        ("/v1/matches?page_size=0", "page_size", "from 1 to 100"),
        ("/v1/matches?page_size=101", "page_size", "from 1 to 100"),
        ("/v1/matches?page_size=-5", "page_size", "from 1 to 100"),
        (&format!("{log}?limit=0") as &str, "limit", "from 1 to 500"),
        (&format!("{log}?limit=501"), "limit", "from 1 to 500"),
        (&format!("{log}?from=0"), "from", "of at least 1"),
        (&format!("{log}?from=-2"), "from", "of at least 1"),
    ];
    for (path, field, range) in cases {
        let reply = get(&server, path, None);
        assert_eq!(reply.status, 400, "{path}: {}", reply.body);
        assert_eq!(reply.body["code"], "out-of-range", "{path}");
        assert_eq!(reply.body["errors"][0]["field"], field, "{path}");
        let detail = reply.body["detail"].as_str().unwrap();
        assert!(
            detail.contains(field) && detail.contains(range),
            "{path}: {detail}"
        );
    }
    for path in [
        "/v1/matches?page_size=1",
        "/v1/matches?page_size=100",
        &format!("{log}?from=1&limit=500"),
    ] {
        assert_eq!(get(&server, path, None).status, 200, "{path}");
    }
}

#[test]
fn an_idempotency_key_over_255_characters_is_refused() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 5));
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    let body = json!({"game": "new-bedford", "action": legal.body["actions"][0]["action"]});
    let post = |key: &str| {
        send(
            &server,
            Method::POST,
            &m.path("/actions"),
            Headers {
                token: Some(&m.seats[0]),
                if_match: Some("\"0\""),
                key: Some(key),
            },
            Some(&body),
        )
    };
    let too_long = post(&"k".repeat(256));
    assert_eq!(too_long.status, 400, "{}", too_long.body);
    assert_eq!(too_long.body["code"], "bad-idempotency-key");
    assert!(too_long.body["detail"].as_str().unwrap().contains("255"));
    let huge = post(&"k".repeat(90_000));
    assert_eq!(huge.status, 400, "a 90 KB key is refused, not stored");
    let twice = client()
        .post(server.url(&m.path("/actions")))
        .bearer_auth(&m.seats[0])
        .header("if-match", "\"0\"")
        .header("idempotency-key", "one")
        .header("idempotency-key", "two")
        .json(&body)
        .send()
        .unwrap();
    assert_eq!(twice.status(), 400, "two key lines are refused, not joined");
    assert_eq!(
        twice.json::<Value>().unwrap()["code"],
        "bad-idempotency-key"
    );
    assert_eq!(get(&server, &m.path(""), None).body["version"], 0);
    let longest = post(&"k".repeat(255));
    assert_eq!(longest.status, 200, "{}", longest.body);
}

#[test]
fn a_stored_answer_expires_after_the_idempotency_ttl_and_is_swept_on_write() {
    let server = Server::start_with(&["--idempotency-ttl", "1s"]);
    let m = create(&server, &new_bedford("seeded", 6));
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    let body = json!({"game": "new-bedford", "action": legal.body["actions"][0]["action"]});
    let headers = Headers {
        token: Some(&m.seats[0]),
        if_match: Some("\"0\""),
        key: Some("expiring"),
    };
    let post = || {
        send(
            &server,
            Method::POST,
            &m.path("/actions"),
            headers,
            Some(&body),
        )
    };
    let first = post();
    assert_eq!(first.status, 200, "{}", first.body);
    // Until the answer expires a retry replays it; then the retry is a new request, checked
    // against the current version like any other.
    let deadline = Instant::now() + Duration::from_secs(20);
    let expired = loop {
        let retry = post();
        if retry.status != 200 {
            break retry;
        }
        assert_eq!(
            retry.body, first.body,
            "a replay answers as the first request"
        );
        assert!(Instant::now() < deadline, "the answer never expired");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(expired.status, 412, "{}", expired.body);
    assert_eq!(expired.body["code"], "version-mismatch");
    let stored_key = || -> i64 {
        open_db(&server)
            .query_row(
                "SELECT count(*) FROM actions WHERE idempotency_key = 'expiring' OR response IS NOT NULL",
                [],
                |row| row.get(0),
            )
            .unwrap()
    };
    assert_eq!(stored_key(), 1, "expired, not yet swept");
    let mut progress = Progress {
        etag: first.etag.clone().unwrap(),
        to_act: first.body["to_act"].as_array().unwrap().clone(),
    };
    step(&server, &m, &mut progress, &mut Lcg(6));
    assert_eq!(
        stored_key(),
        0,
        "the next write swept the expired key and answer"
    );
    assert_eq!(
        read_log(&server, &m, None).len(),
        2,
        "the log keeps every action"
    );
}

#[test]
fn an_expired_key_may_name_a_new_action_whose_answer_is_then_replayed() {
    let server = Server::start_with(&["--idempotency-ttl", "1s"]);
    let m = create(&server, &new_bedford("seeded", 6));
    // The next actor's token and first legal action, sent under the one key.
    let next_action = |progress: &Progress| {
        let token = m.token_for(&progress.to_act[0]).to_owned();
        let legal = get(&server, &m.path("/legal-actions"), Some(&token));
        let body = json!({"game": "new-bedford", "action": legal.body["actions"][0]["action"]});
        (token, progress.etag.clone(), body)
    };
    let post_with_key = |(token, etag, body): &(String, String, Value)| {
        send(
            &server,
            Method::POST,
            &m.path("/actions"),
            Headers {
                token: Some(token),
                if_match: Some(etag),
                key: Some("reused"),
            },
            Some(body),
        )
    };
    let first = post_with_key(&next_action(&Progress::of_created(&m)));
    assert_eq!(first.status, 200, "{}", first.body);
    let progress = Progress {
        etag: first.etag.clone().unwrap(),
        to_act: first.body["to_act"].as_array().unwrap().clone(),
    };
    // Past the TTL the key names nothing any more, so the same key on the next action is a new
    // request: applied, not answered with the first action's reply.
    std::thread::sleep(Duration::from_millis(1600));
    let request = next_action(&progress);
    let second = post_with_key(&request);
    assert_eq!(second.status, 200, "{}", second.body);
    assert_eq!(second.body["version"], 2, "{}", second.body);
    let retry = post_with_key(&request);
    assert_eq!(retry.status, 200, "{}", retry.body);
    assert_eq!(retry.body, second.body, "a retry replays the new answer");
    assert_eq!(read_log(&server, &m, None).len(), 2);
}

// Left to SQLite: the expiry test also checks the very write that follows sweeps the file,
// while PostgreSQL sweeps once a minute per node (each write still frees its own key).
quarterdeck_integration_tests::on_postgres!(
    created_tokens_are_never_cached,
    a_401_names_the_bearer_scheme_and_says_when_the_token_is_wrong,
    if_none_match_with_the_current_version_is_a_304_with_the_same_validators,
    page_sizes_limits_and_starts_out_of_range_are_400s_naming_the_field,
    an_idempotency_key_over_255_characters_is_refused,
    an_expired_key_may_name_a_new_action_whose_answer_is_then_replayed,
);

/// A spectator's read of the match holding `held` with `Prefer: prefer`, and how long its
/// answer took.
fn long_poll(
    server: &Server,
    m: &Match,
    held: &str,
    prefer: &str,
) -> (reqwest::blocking::Response, Duration) {
    let started = Instant::now();
    let response = client()
        .get(server.url(&m.path("")))
        .header("if-none-match", held)
        .header("prefer", prefer)
        .send()
        .unwrap();
    (response, started.elapsed())
}

#[test]
fn a_long_poll_answers_as_soon_as_the_match_moves() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 11));
    let (response, took) = std::thread::scope(|scope| {
        let waiting = scope.spawn(|| long_poll(&server, &m, "\"0\"", "wait=20"));
        std::thread::sleep(Duration::from_millis(300));
        let mut progress = Progress::of_created(&m);
        step(&server, &m, &mut progress, &mut Lcg(5));
        waiting.join().unwrap()
    });
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "etag").as_deref(), Some("\"1\""));
    assert_eq!(
        header(&response, "preference-applied").as_deref(),
        Some("wait=20")
    );
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_millis(900),
        "answered after {took:?}: a move on the same node wakes the poll at once, long before \
         the store's periodic re-read"
    );
    assert_eq!(response.json::<Value>().unwrap()["version"], 1);
}

#[test]
fn a_long_poll_whose_wait_runs_out_is_a_304_and_a_stale_one_answers_at_once() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 12));
    let (response, took) = long_poll(&server, &m, "\"0\"", "respond-async, wait=1");
    assert_eq!(response.status(), 304);
    assert_eq!(
        header(&response, "preference-applied").as_deref(),
        Some("wait=1")
    );
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(4),
        "{took:?}"
    );
    // `*` names no version to wait past: answered at once.
    let (response, took) = long_poll(&server, &m, "*", "wait=30");
    assert_eq!(response.status(), 304);
    assert_eq!(header(&response, "preference-applied"), None);
    assert!(took < Duration::from_secs(2), "{took:?}");
    // Not holding the current version: no wait, and none said to be applied.
    let (response, took) = long_poll(&server, &m, "\"7\"", "wait=30");
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "preference-applied"), None);
    assert!(took < Duration::from_secs(2), "{took:?}");
}

#[test]
fn a_long_poll_on_a_match_deleted_meanwhile_is_a_404() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 13));
    let (response, _) = std::thread::scope(|scope| {
        let waiting = scope.spawn(|| long_poll(&server, &m, "\"0\"", "wait=20"));
        std::thread::sleep(Duration::from_millis(300));
        let deleted = client()
            .delete(server.url(&m.path("")))
            .bearer_auth(&m.owner)
            .send()
            .unwrap();
        assert_eq!(deleted.status(), 204);
        waiting.join().unwrap()
    });
    assert_eq!(response.status(), 404);
}

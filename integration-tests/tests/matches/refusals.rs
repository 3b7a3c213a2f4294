//! Requests the service refuses, and idempotent retries.

use super::*;

#[test]
fn create_refuses_unknown_games_games_without_an_engine_and_bad_setups() {
    let server = Server::start();
    let mut cases = vec![
        (json!({"game": "chess", "players": 2}), 404, "unknown-game"),
        (
            json!({"game": "new-bedford", "players": 9}),
            422,
            "invalid-setup",
        ),
        (
            json!({"game": "new-bedford", "players": 3, "colour": "red"}),
            400,
            "malformed-request",
        ),
    ];
    // Every game the catalogue does not call playable.
    for game in games_where(&server, "play", false) {
        cases.push((
            json!({"game": game, "players": 2}),
            501,
            "engine-not-available",
        ));
    }
    for (body, status, code) in cases {
        let reply = send(
            &server,
            Method::POST,
            "/v1/matches",
            Headers::default(),
            Some(&body),
        );
        assert_eq!(reply.status, status, "{body}: {}", reply.body);
        assert_eq!(reply.body["code"], code, "{body}");
    }
    let page = get(&server, "/v1/matches", None);
    assert_eq!(
        page.body["matches"],
        json!([]),
        "a refused create stores nothing"
    );
}

#[test]
fn refused_actions_are_problems_with_stable_codes_and_change_nothing() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 9));
    let other = create(&server, &new_bedford("seeded", 9));
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    let action = json!({"game": "new-bedford", "action": legal.body["actions"][0]["action"]});
    let post = |headers: Headers<'_>, body: &Value| {
        send(
            &server,
            Method::POST,
            &m.path("/actions"),
            headers,
            Some(body),
        )
    };
    let seat0 = |if_match| Headers {
        token: Some(m.seats[0].as_str()),
        if_match,
        key: None,
    };

    let cases: Vec<(&str, Reply, u16, &str)> = vec![
        (
            "no token",
            post(
                Headers {
                    if_match: Some("\"0\""),
                    ..Headers::default()
                },
                &action,
            ),
            401,
            "missing-token",
        ),
        (
            "unknown token",
            post(
                Headers {
                    token: Some("feedface"),
                    if_match: Some("\"0\""),
                    key: None,
                },
                &action,
            ),
            401,
            "bad-token",
        ),
        (
            "another match's token",
            post(
                Headers {
                    token: Some(&other.seats[0]),
                    if_match: Some("\"0\""),
                    key: None,
                },
                &action,
            ),
            401,
            "bad-token",
        ),
        (
            "not this seat's turn",
            post(
                Headers {
                    token: Some(&m.seats[1]),
                    if_match: Some("\"0\""),
                    key: None,
                },
                &action,
            ),
            403,
            "wrong-seat",
        ),
        (
            "no If-Match",
            post(seat0(None), &action),
            428,
            "if-match-required",
        ),
        (
            "If-Match *",
            post(seat0(Some("*")), &action),
            428,
            "if-match-wildcard",
        ),
        (
            "a future version",
            post(seat0(Some("\"5\"")), &action),
            412,
            "version-mismatch",
        ),
        (
            "a weak tag of the current version (strong comparison)",
            post(seat0(Some("W/\"0\"")), &action),
            412,
            "version-mismatch",
        ),
        (
            "a well-formed tag that is no version",
            post(seat0(Some("\"stale-0\"")), &action),
            412,
            "version-mismatch",
        ),
        (
            "the version with a leading zero",
            post(seat0(Some("\"00\"")), &action),
            412,
            "version-mismatch",
        ),
        (
            "an unquoted version",
            post(seat0(Some("0")), &action),
            400,
            "malformed-precondition",
        ),
        (
            "two tags without a comma",
            post(seat0(Some("\"0\" \"1\"")), &action),
            400,
            "malformed-precondition",
        ),
        (
            "starting resources worth $15",
            post(
                seat0(Some("\"0\"")),
                &json!({"game": "new-bedford", "action": {"type": "starting-resources", "wood": 5, "food": 5, "brick": 0, "money": 5}}),
            ),
            422,
            "wrong-value",
        ),
        (
            "an unknown action type",
            post(
                seat0(Some("\"0\"")),
                &json!({"game": "new-bedford", "action": {"type": "pass"}}),
            ),
            400,
            "malformed-request",
        ),
        (
            "no action field",
            post(seat0(Some("\"0\"")), &json!({"move": {}})),
            400,
            "malformed-request",
        ),
        (
            "an action without its game (the body's discriminator)",
            post(
                seat0(Some("\"0\"")),
                &json!({"action": legal.body["actions"][0]["action"]}),
            ),
            400,
            "malformed-request",
        ),
        (
            "an action sent as another game's",
            post(
                seat0(Some("\"0\"")),
                &json!({"game": "nantucket", "action": legal.body["actions"][0]["action"]}),
            ),
            422,
            "wrong-game",
        ),
    ];
    for (what, reply, status, code) in &cases {
        assert_eq!(reply.status, *status, "{what}: {}", reply.body);
        assert_eq!(reply.body["code"], *code, "{what}: {}", reply.body);
    }
    // Match answers name their game: it discriminates their typed schemas.
    assert_eq!(legal.body["game"], "new-bedford", "{}", legal.body);
    let refused = &cases[12].1.body;
    assert_eq!(refused["rule"], "setup-starting-resources", "{refused}");
    assert!(
        refused["detail"].as_str().unwrap().contains("$5"),
        "{refused}"
    );

    let unknown = send(
        &server,
        Method::POST,
        "/v1/matches/m_missing/actions",
        seat0(Some("\"0\"")),
        Some(&action),
    );
    assert_eq!(unknown.status, 404);
    assert_eq!(unknown.body["code"], "unknown-match");

    let read = get(&server, &m.path(""), None);
    assert_eq!(read.body["version"], 0, "a refused action changes nothing");
    assert_eq!(read_log(&server, &m, None), Vec::<Value>::new());

    // A list matches when any of its tags does; a stale one is 412 and names the version.
    let applied = post(seat0(Some("\"7\", W/\"3\", \"0\"")), &action);
    assert_eq!(applied.status, 200, "{}", applied.body);
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[1]));
    let next = json!({"game": "new-bedford", "action": legal.body["actions"][0]["action"]});
    let stale = post(
        Headers {
            token: Some(&m.seats[1]),
            if_match: Some("\"0\""),
            key: None,
        },
        &next,
    );
    assert_eq!(stale.status, 412, "{}", stale.body);
    assert_eq!(stale.body["code"], "version-mismatch");
    assert!(
        stale.body["detail"].as_str().unwrap().contains("version 1"),
        "{}",
        stale.body
    );
    let current = post(
        Headers {
            token: Some(&m.seats[1]),
            if_match: Some("\"1\""),
            key: None,
        },
        &next,
    );
    assert_eq!(current.status, 200, "{}", current.body);
    assert_eq!(read_log(&server, &m, None).len(), 2);
}

#[test]
fn idempotent_retry_returns_the_first_answer_and_applies_once() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 12));
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    let actions = legal.body["actions"].as_array().unwrap();
    let body = json!({"game": "new-bedford", "action": actions[0]["action"]});
    let headers = Headers {
        token: Some(&m.seats[0]),
        if_match: Some("\"0\""),
        key: Some("retry-1"),
    };
    let first = send(
        &server,
        Method::POST,
        &m.path("/actions"),
        headers,
        Some(&body),
    );
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(first.etag.as_deref(), Some("\"1\""));

    for _ in 0..3 {
        let retry = send(
            &server,
            Method::POST,
            &m.path("/actions"),
            headers,
            Some(&body),
        );
        assert_eq!(retry.status, 200, "{}", retry.body);
        assert_eq!(
            retry.body, first.body,
            "a retry answers exactly as the first request"
        );
        assert_eq!(retry.etag, first.etag);
    }
    assert_eq!(get(&server, &m.path(""), None).body["version"], 1);
    assert_eq!(
        read_log(&server, &m, None).len(),
        1,
        "the retry added no log entry"
    );

    // The same key with another body is refused, whatever the body.
    let other = json!({"game": "new-bedford", "action": actions[1]["action"]});
    let reused = send(
        &server,
        Method::POST,
        &m.path("/actions"),
        headers,
        Some(&other),
    );
    assert_eq!(reused.status, 422, "{}", reused.body);
    assert_eq!(reused.body["code"], "idempotency-key-reused");

    // After the match moves on, the retry still gets the first answer.
    let mut progress = Progress {
        etag: first.etag.clone().unwrap(),
        to_act: first.body["to_act"].as_array().unwrap().clone(),
    };
    step(&server, &m, &mut progress, &mut Lcg(3));
    let late = send(
        &server,
        Method::POST,
        &m.path("/actions"),
        headers,
        Some(&body),
    );
    assert_eq!(late.status, 200);
    assert_eq!(late.body, first.body);
    assert_eq!(late.etag.as_deref(), Some("\"1\""));
    assert_eq!(read_log(&server, &m, None).len(), 2);

    // A new key is a new request, checked like any other.
    let fresh = send(
        &server,
        Method::POST,
        &m.path("/actions"),
        Headers {
            key: Some("retry-2"),
            ..headers
        },
        Some(&body),
    );
    assert_eq!(fresh.status, 412, "{}", fresh.body);
    assert_eq!(read_log(&server, &m, None).len(), 2);

    // Keys belong to one match: the same key on another match is a new request.
    let n = create(&server, &new_bedford("seeded", 12));
    let there = send(
        &server,
        Method::POST,
        &n.path("/actions"),
        Headers {
            token: Some(&n.seats[0]),
            ..headers
        },
        Some(&body),
    );
    assert_eq!(there.status, 200, "{}", there.body);
    assert_eq!(read_log(&server, &n, None).len(), 1);
}

/// Item "per-seat idempotency": a key is its token's own. Another seat's (or the owner's)
/// request under a key seat 0 used is a new request, checked like any other: refused for a
/// stale version or the wrong turn, applied when it is that seat's turn, never answered
/// `idempotency-key-reused`; and with a stale `If-Match` a key another token used answers
/// exactly as a key nobody used, so probing tells nothing.
#[test]
fn another_seats_idempotency_key_is_a_new_request_never_a_reused_one() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 13));
    let action_of = |token: &str| {
        let legal = get(&server, &m.path("/legal-actions"), Some(token));
        let first = legal.body["actions"][0]["action"].clone();
        json!({"game": "new-bedford", "action": first})
    };
    let post = |token: &str, if_match: &str, key: &str, body: &Value| {
        send(
            &server,
            Method::POST,
            &m.path("/actions"),
            Headers {
                token: Some(token),
                if_match: Some(if_match),
                key: Some(key),
            },
            Some(body),
        )
    };
    let seat_0 = action_of(&m.seats[0]);
    let first = post(&m.seats[0], "\"0\"", "shared", &seat_0);
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(first.body["to_act"], json!([{"seat": 1}]), "{}", first.body);

    let others = [&m.seats[1], &m.seats[2], &m.owner];
    for token in others {
        let used = post(token, "\"0\"", "shared", &seat_0);
        let unused = post(token, "\"0\"", "never-used", &seat_0);
        assert_eq!(used.status, 412, "{}", used.body);
        assert_eq!(
            used.body, unused.body,
            "a used key must not tell itself apart"
        );
        assert_eq!(used.etag, unused.etag);
    }
    // Not its turn: the usual 403, not the key's refusal.
    let seat_2 = post(&m.seats[2], "\"1\"", "shared", &seat_0);
    assert_eq!(seat_2.status, 403, "{}", seat_2.body);
    assert_eq!(seat_2.body["code"], "wrong-seat");
    // Seat 1's turn: its request under the same key is applied, and then replayed to it.
    let seat_1 = action_of(&m.seats[1]);
    let applied = post(&m.seats[1], "\"1\"", "shared", &seat_1);
    assert_eq!(applied.status, 200, "{}", applied.body);
    assert_eq!(applied.body["version"], 2, "{}", applied.body);
    let retried = post(&m.seats[1], "\"1\"", "shared", &seat_1);
    assert_eq!(retried.body, applied.body);
    // Each token still gets its own first answer.
    assert_eq!(
        post(&m.seats[0], "\"0\"", "shared", &seat_0).body,
        first.body
    );
    assert_eq!(read_log(&server, &m, None).len(), 2);
}

quarterdeck_integration_tests::on_postgres!(
    create_refuses_unknown_games_games_without_an_engine_and_bad_setups,
    refused_actions_are_problems_with_stable_codes_and_change_nothing,
    idempotent_retry_returns_the_first_answer_and_applies_once,
    another_seats_idempotency_key_is_a_new_request_never_a_reused_one,
);

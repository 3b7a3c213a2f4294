//! Creating, reading, playing, replaying and deleting matches.

use super::*;

#[test]
fn create_answers_201_with_location_etag_and_unique_tokens_and_stores_only_hashes() {
    let server = Server::start();
    let reply = send(
        &server,
        Method::POST,
        "/v1/matches",
        Headers::default(),
        Some(&new_bedford("seeded", 11)),
    );
    assert_eq!(reply.status, 201, "{}", reply.body);
    let body = &reply.body;
    let id = body["id"].as_str().unwrap();
    assert_eq!(
        reply.location.as_deref(),
        Some(format!("/v1/matches/{id}").as_str())
    );
    assert_eq!(reply.etag.as_deref(), Some("\"0\""));
    assert_eq!(body["version"], 0);
    assert_eq!(body["status"], "active");
    assert_eq!(body["game"], "new-bedford");
    assert_eq!(body["players"], 3);
    assert_eq!(body["chance"], "seeded");
    assert!(body["name"].is_null());
    assert!(
        body["state"].is_object() && body["state"]["rng"].is_null(),
        "{body}"
    );
    assert_eq!(body["to_act"], json!([{"seat": 0}]));
    let rules_version = body["rules_version"].as_str().unwrap();
    assert!(!rules_version.is_empty());

    let seats = body["seats"].as_array().unwrap();
    assert_eq!(
        seats.iter().map(|s| s["seat"].clone()).collect::<Vec<_>>(),
        [json!(0), json!(1), json!(2)]
    );
    let mut tokens: Vec<String> = seats
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_owned())
        .collect();
    tokens.push(body["owner_token"].as_str().unwrap().to_owned());
    for token in &tokens {
        assert!(token.len() >= 32, "a short secret: {token}");
    }
    let mut unique = tokens.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 4, "tokens repeat: {tokens:?}");

    // A second match gets tokens of its own.
    let other = create(&server, &new_bedford("seeded", 11));
    assert_ne!(other.id, id);
    for token in other.seats.iter().chain([&other.owner]) {
        assert!(!tokens.contains(token));
    }

    // The store holds the hashes, never the tokens.
    let text = |sql: &str| -> Vec<String> {
        stored_rows(&server, sql, id)
            .into_iter()
            .map(|row| {
                row.into_iter()
                    .map(Option::unwrap)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    assert_eq!(
        text("SELECT owner_token_hash FROM matches WHERE id = ?1"),
        [hash(&tokens[3])]
    );
    let seats: Vec<String> = tokens[..3]
        .iter()
        .enumerate()
        .map(|(seat, token)| format!("{seat} {}", hash(token)))
        .collect();
    assert_eq!(
        text("SELECT CAST(seat AS TEXT), token_hash FROM seats WHERE match_id = ?1 ORDER BY seat"),
        seats
    );
    let stored_rules = text("SELECT rules_version FROM matches WHERE id = ?1").join("");
    assert_eq!(
        stored_rules, rules_version,
        "the match records its rules version"
    );
    // Every byte of the SQLite file and its write-ahead log, or every row of every PostgreSQL
    // table as text, in case a token hides in a column or a page this test does not know about.
    let mut bytes = Vec::new();
    match server.store() {
        Store::Sqlite => {
            for suffix in ["", "-wal", "-journal"] {
                let mut path = server.database().as_os_str().to_owned();
                path.push(suffix);
                if let Ok(content) = std::fs::read(&path) {
                    bytes.extend(content);
                }
            }
        }
        Store::Postgres => {
            for table in ["matches", "seats", "actions"] {
                let sql = format!(
                    "SELECT CAST(t AS TEXT) FROM {table} t WHERE CAST(?1 AS TEXT) IS NOT NULL"
                );
                for row in stored_rows(&server, &sql, id) {
                    bytes.extend(row.into_iter().flatten().flat_map(String::into_bytes));
                }
            }
        }
    }
    assert!(!bytes.is_empty());
    for token in tokens
        .iter()
        .chain(other.seats.iter())
        .chain([&other.owner])
    {
        assert!(
            !bytes
                .windows(token.len())
                .any(|window| window == token.as_bytes()),
            "the token {token} is stored in the database file"
        );
    }
    assert!(
        bytes
            .windows(64)
            .any(|window| window == hash(&tokens[0]).as_bytes()),
        "the seat hash is in the file"
    );
}

#[test]
fn names_are_unique_validated_and_found_like_ids() {
    let server = Server::start();
    let mut body = new_bedford("seeded", 3);
    body["name"] = json!("friday-night-2");
    let named = create(&server, &body);
    assert_eq!(named.created["name"], "friday-night-2");

    let by_name = get(&server, "/v1/matches/friday-night-2", None);
    assert_eq!(by_name.status, 200, "{}", by_name.body);
    assert_eq!(by_name.body["id"], named.id.as_str());
    assert_eq!(by_name.etag.as_deref(), Some("\"0\""));
    let by_id = get(&server, &named.path(""), None);
    assert_eq!(by_id.body, by_name.body);

    // Acting through the name works like acting through the id.
    let legal = get(
        &server,
        "/v1/matches/friday-night-2/legal-actions",
        Some(&named.seats[0]),
    );
    assert_eq!(legal.status, 200, "{}", legal.body);
    let action = legal.body["actions"][0]["action"].clone();
    let acted = send(
        &server,
        Method::POST,
        "/v1/matches/friday-night-2/actions",
        Headers {
            token: Some(&named.seats[0]),
            if_match: Some("\"0\""),
            ..Headers::default()
        },
        Some(&json!({"game": "new-bedford", "action": action })),
    );
    assert_eq!(acted.status, 200, "{}", acted.body);
    assert_eq!(get(&server, &named.path(""), None).body["version"], 1);

    let taken = send(
        &server,
        Method::POST,
        "/v1/matches",
        Headers::default(),
        Some(&body),
    );
    assert_eq!(taken.status, 409, "{}", taken.body);
    assert_eq!(taken.body["code"], "name-taken");

    for bad in [
        "Friday",
        "m_0123",
        "",
        "-lead",
        "with space",
        "ümlaut",
        &"a".repeat(64),
    ] {
        let mut body = new_bedford("seeded", 3);
        body["name"] = json!(bad);
        let reply = send(
            &server,
            Method::POST,
            "/v1/matches",
            Headers::default(),
            Some(&body),
        );
        assert_eq!(reply.status, 400, "{bad:?}: {}", reply.body);
        assert_eq!(reply.body["code"], "bad-name", "{bad:?}");
    }
    let page = get(&server, "/v1/matches", None);
    assert_eq!(
        page.body["matches"].as_array().unwrap().len(),
        1,
        "refused names store nothing"
    );

    let missing = get(&server, "/v1/matches/no-such-match", None);
    assert_eq!(missing.status, 404);
    assert_eq!(missing.body["code"], "unknown-match");
}

#[test]
fn seats_spectators_and_the_owner_read_views_without_the_rng() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 5));
    assert!(m.created["state"]["rng"].is_null());
    let mut progress = Progress::of_created(&m);
    let mut bot = Lcg(5);
    for _ in 0..8 {
        step(&server, &m, &mut progress, &mut bot);
    }
    let spectator = get(&server, &m.path(""), None);
    assert_eq!(spectator.status, 200);
    assert!(spectator.body["seat"].is_null());
    assert_eq!(spectator.etag.as_deref(), Some("\"8\""));
    assert_eq!(spectator.body["version"], 8);
    assert_eq!(spectator.body["options"], json!({}));
    for (seat, token) in m.seats.iter().enumerate() {
        let view = get(&server, &m.path(""), Some(token));
        assert_eq!(view.status, 200, "{}", view.body);
        assert_eq!(view.body["seat"], seat);
        assert_eq!(view.etag, spectator.etag);
        assert!(
            view.body["state"]["rng"].is_null(),
            "seat {seat} sees the RNG"
        );
        assert_eq!(
            view.body["state"]["players"],
            spectator.body["state"]["players"]
        );
    }
    let owner = get(&server, &m.path(""), Some(&m.owner));
    assert_eq!(owner.status, 200);
    assert!(owner.body["seat"].is_null());
    assert!(owner.body["state"]["rng"].is_null());
    for entry in read_log(&server, &m, Some(&m.seats[1])) {
        assert!(entry["events"].is_array(), "{entry}");
    }

    // The full state in the store does keep the RNG: the views redact it.
    let stored = stored_match(&server, &m.id).state;
    assert!(stored["rng"].is_object(), "{}", stored["rng"]);

    let other = create(&server, &new_bedford("seeded", 6));
    let foreign = get(&server, &m.path(""), Some(&other.seats[0]));
    assert_eq!(
        foreign.status, 401,
        "another match's token is refused, not ignored"
    );
    assert_eq!(foreign.body["code"], "bad-token");
    let garbage = get(&server, &m.path(""), Some("not-a-token"));
    assert_eq!(garbage.status, 401);
    assert_eq!(garbage.body["code"], "bad-token");
}

#[test]
fn seeded_match_plays_to_the_end_and_its_stored_state_is_its_replayed_log() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 17));

    let provisional = get(&server, &m.path("/score"), None);
    assert_eq!(provisional.status, 200, "{}", provisional.body);
    assert_eq!(provisional.body["final"], false);

    let (applied, tables) = play_to_the_end(&server, &m, &mut Lcg(17));
    assert_eq!(tables, 0, "the table never acts in a seeded match");
    eprintln!("seeded match: {} actions", applied.len());

    let read = get(&server, &m.path(""), None);
    assert_eq!(read.body["status"], "finished");
    assert_eq!(read.body["to_act"], json!([]));
    assert_eq!(read.body["version"], applied.len());
    assert_eq!(read.body["state"]["phase"]["phase"], "over");

    let score = get(&server, &m.path("/score"), None);
    assert_eq!(score.status, 200, "{}", score.body);
    assert_eq!(score.body["final"], true, "{}", score.body);
    assert_eq!(score.body["players"].as_array().unwrap().len(), 3);
    assert!(!score.body["winners"].as_array().unwrap().is_empty());

    // The log holds exactly what was applied, in order, each with its actor and events.
    let log = read_log(&server, &m, None);
    assert_eq!(log.len(), applied.len());
    for (i, (entry, (actor, action))) in log.iter().zip(&applied).enumerate() {
        assert_eq!(entry["seq"], i + 1);
        assert_eq!(&entry["actor"], actor);
        assert_eq!(&entry["action"], action);
        assert!(entry["events"].is_array());
        assert!(entry["created_at"].is_string());
    }

    // Nobody may act once the match is over.
    let late = send(
        &server,
        Method::POST,
        &m.path("/actions"),
        Headers {
            token: Some(&m.seats[0]),
            if_match: Some(&quoted(i64::try_from(applied.len()).unwrap())),
            ..Headers::default()
        },
        Some(&json!({"game": "new-bedford", "action": applied[0].1})),
    );
    assert_eq!(late.status, 403, "{}", late.body);
    assert_eq!(late.body["code"], "wrong-seat");

    let replayed = assert_stored_state_is_the_replayed_log(&server, &m.id);
    assert_eq!(replayed, applied.len());
}

#[test]
fn table_match_takes_chance_outcomes_from_the_owner_only() {
    let server = Server::start();
    let m = create(&server, &new_bedford("table", 23));
    let mut progress = Progress::of_created(&m);
    let mut bot = Lcg(23);
    let mut applied = Vec::new();
    let mut table_turns = 0;
    while !progress.to_act.is_empty() {
        assert!(applied.len() < MAX_ACTIONS, "the match did not end");
        if progress.to_act[0] == "table" {
            table_turns += 1;
            let outcomes = get(&server, &m.path("/legal-actions"), Some(&m.owner));
            assert_eq!(outcomes.status, 200);
            assert_eq!(outcomes.body["actor"], "table");
            let listed = outcomes.body["actions"].as_array().unwrap();
            assert!(!listed.is_empty());
            let total: f64 = listed
                .iter()
                .map(|a| a["probability"].as_f64().unwrap_or(0.0))
                .sum();
            assert!(
                (total - 1.0).abs() < 1e-6,
                "outcome probabilities sum to {total}"
            );
            // A seat reporting the draw is refused, and no seat is offered outcomes.
            for token in &m.seats {
                let seat_view = get(&server, &m.path("/legal-actions"), Some(token));
                assert_eq!(seat_view.body["actions"], json!([]));
                let reply = send(
                    &server,
                    Method::POST,
                    &m.path("/actions"),
                    Headers {
                        token: Some(token),
                        if_match: Some(&progress.etag),
                        ..Headers::default()
                    },
                    Some(&json!({"game": "new-bedford", "action": listed[0]["action"]})),
                );
                assert_eq!(reply.status, 403, "{}", reply.body);
                assert_eq!(reply.body["code"], "wrong-seat");
            }
        } else {
            // The owner token cannot act for a seat.
            let owner_legal = get(&server, &m.path("/legal-actions"), Some(&m.owner));
            assert_eq!(owner_legal.status, 200);
            assert_eq!(owner_legal.body["actions"], json!([]));
        }
        applied.push(step(&server, &m, &mut progress, &mut bot));
    }
    assert!(
        table_turns > 0,
        "a table match reports what came out of the bag"
    );
    eprintln!(
        "table match: {} actions, {table_turns} table turns",
        applied.len()
    );
    let log = read_log(&server, &m, None);
    let logged_tables = log.iter().filter(|e| e["actor"] == "table").count();
    assert_eq!(logged_tables, table_turns);
    assert_eq!(get(&server, &m.path("/score"), None).body["final"], true);
    assert_stored_state_is_the_replayed_log(&server, &m.id);
}

#[test]
fn legal_actions_follow_the_token() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 8));
    let mine = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    assert_eq!(mine.status, 200);
    assert_eq!(mine.body["actor"], json!({"seat": 0}));
    assert_eq!(mine.body["to_act"], json!([{"seat": 0}]));
    let actions = mine.body["actions"].as_array().unwrap();
    assert!(!actions.is_empty());
    assert!(actions
        .iter()
        .all(|a| a["label"].as_str().is_some_and(|l| !l.is_empty())));

    let waiting = get(&server, &m.path("/legal-actions"), Some(&m.seats[2]));
    assert_eq!(waiting.status, 200);
    assert_eq!(waiting.body["actor"], json!({"seat": 2}));
    assert_eq!(waiting.body["to_act"], json!([{"seat": 0}]));
    assert_eq!(waiting.body["actions"], json!([]));

    let missing = get(&server, &m.path("/legal-actions"), None);
    assert_eq!(missing.status, 401);
    assert_eq!(missing.body["code"], "missing-token");
    let bad = get(&server, &m.path("/legal-actions"), Some("0000"));
    assert_eq!(bad.status, 401);
    assert_eq!(bad.body["code"], "bad-token");
    let unknown = get(
        &server,
        "/v1/matches/m_nothing/legal-actions",
        Some(&m.seats[0]),
    );
    assert_eq!(unknown.status, 404);

    // After seat 0 acts, the turn moves on and so do the lists.
    let mut progress = Progress::of_created(&m);
    step(&server, &m, &mut progress, &mut Lcg(1));
    let next = &progress.to_act[0];
    assert_ne!(next, &json!({"seat": 0}));
    let now = get(&server, &m.path("/legal-actions"), Some(m.token_for(next)));
    assert!(!now.body["actions"].as_array().unwrap().is_empty());
    let before = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    assert_eq!(before.body["actions"], json!([]));
}

#[test]
fn delete_needs_the_owner_token_and_removes_the_match_and_its_log() {
    let server = Server::start();
    let mut body = new_bedford("seeded", 4);
    body["name"] = json!("to-delete");
    let m = create(&server, &body);
    let mut progress = Progress::of_created(&m);
    for _ in 0..3 {
        step(&server, &m, &mut progress, &mut Lcg(4));
    }
    let delete = |token: Option<&str>| {
        send(
            &server,
            Method::DELETE,
            &m.path(""),
            Headers {
                token,
                ..Headers::default()
            },
            None,
        )
    };
    let none = delete(None);
    assert_eq!(none.status, 401);
    assert_eq!(none.body["code"], "missing-token");
    let bad = delete(Some("nope"));
    assert_eq!(bad.status, 401);
    assert_eq!(bad.body["code"], "bad-token");
    for token in &m.seats {
        let seat = delete(Some(token));
        assert_eq!(seat.status, 403, "{}", seat.body);
        assert_eq!(seat.body["code"], "owner-only");
    }
    assert_eq!(get(&server, &m.path(""), None).status, 200, "still there");

    let deleted = delete(Some(&m.owner));
    assert_eq!(deleted.status, 204);
    assert!(deleted.body.is_null());
    for path in ["", "/log", "/score"] {
        let gone = get(&server, &m.path(path), None);
        assert_eq!(gone.status, 404, "{path}: {}", gone.body);
        assert_eq!(gone.body["code"], "unknown-match");
    }
    assert_eq!(get(&server, "/v1/matches/to-delete", None).status, 404);
    assert_eq!(delete(Some(&m.owner)).status, 404);

    for table in ["seats", "actions"] {
        let rows = stored_rows(
            &server,
            &format!("SELECT CAST(count(*) AS TEXT) FROM {table} WHERE match_id = ?1"),
            &m.id,
        );
        assert_eq!(
            rows,
            [[Some("0".to_owned())]],
            "{table} rows outlive their match"
        );
    }
    assert!(stored_rows(&server, "SELECT id FROM matches WHERE id = ?1", &m.id).is_empty());
    // The name is free again.
    let again = create(&server, &body);
    assert_eq!(again.created["name"], "to-delete");
}

#[test]
fn the_bearer_scheme_is_case_insensitive_and_seat_views_are_private() {
    let server = Server::start();
    let response = client()
        .post(server.url("/v1/matches"))
        .json(&json!({"game": "new-bedford", "players": 2}))
        .send()
        .unwrap();
    assert_eq!(response.status(), 201);
    let created: Value = response.json().unwrap();
    let token = created["seats"][1]["token"].as_str().unwrap();
    let id = created["id"].as_str().unwrap();
    let response = client()
        .get(server.url(&format!("/v1/matches/{id}")))
        .header("authorization", format!("bearer {token}"))
        .send()
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["vary"], "Authorization");
    assert!(response.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("private"));
    assert_eq!(response.json::<Value>().unwrap()["seat"], 1);
}

// Left to SQLite: the tests that read the file itself (its bytes hold no token; deletion
// leaving no row). The replay proof and the stored state read either store.
quarterdeck_integration_tests::on_postgres!(
    create_answers_201_with_location_etag_and_unique_tokens_and_stores_only_hashes,
    delete_needs_the_owner_token_and_removes_the_match_and_its_log,
    names_are_unique_validated_and_found_like_ids,
    seats_spectators_and_the_owner_read_views_without_the_rng,
    seeded_match_plays_to_the_end_and_its_stored_state_is_its_replayed_log,
    table_match_takes_chance_outcomes_from_the_owner_only,
    legal_actions_follow_the_token,
    the_bearer_scheme_is_case_insensitive_and_seat_views_are_private,
);

//! Named matches over real HTTP and a real SQLite file: creation and its secret tokens (only
//! their hashes reach the file), names, seat and spectator views, whole New Bedford matches
//! played through `/actions` in both chance modes, every refusal with its stable code,
//! idempotent retries, log and list pagination, scores, deletion, and the proof that the
//! stored state is exactly a replay of the stored log through the stateless API.

use quarterdeck_integration_tests::{client, Server};
use reqwest::Method;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// Far more actions than a 3-player game needs; reaching it means the match does not end.
const MAX_ACTIONS: usize = 5_000;

/// One HTTP answer: status, the headers the tests look at, and the JSON body (null if empty).
struct Reply {
    status: u16,
    etag: Option<String>,
    location: Option<String>,
    body: Value,
}

#[derive(Default, Clone, Copy)]
struct Headers<'a> {
    token: Option<&'a str>,
    if_match: Option<&'a str>,
    key: Option<&'a str>,
}

fn send(
    server: &Server,
    method: Method,
    path: &str,
    headers: Headers<'_>,
    body: Option<&Value>,
) -> Reply {
    let mut request = client().request(method.clone(), server.url(path));
    if let Some(token) = headers.token {
        request = request.bearer_auth(token);
    }
    if let Some(version) = headers.if_match {
        request = request.header("if-match", version);
    }
    if let Some(key) = headers.key {
        request = request.header("idempotency-key", key);
    }
    if let Some(body) = body {
        request = request.json(body);
    }
    let response = request.send().expect("request sent");
    let status = response.status().as_u16();
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
    };
    let etag = header("etag");
    let location = header("location");
    let content_type = header("content-type");
    if status >= 400 {
        assert_eq!(
            content_type.as_deref(),
            Some("application/problem+json"),
            "{method} {path}: status {status}"
        );
    }
    let text = response.text().expect("a body");
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {text}"))
    };
    if status >= 400 {
        assert_eq!(body["status"], status, "{body}");
        assert!(body["code"].is_string(), "{body}");
    }
    Reply {
        status,
        etag,
        location,
        body,
    }
}

fn get(server: &Server, path: &str, token: Option<&str>) -> Reply {
    send(
        server,
        Method::GET,
        path,
        Headers {
            token,
            ..Headers::default()
        },
        None,
    )
}

/// A created match and its secrets.
struct Match {
    id: String,
    seats: Vec<String>,
    owner: String,
    created: Value,
}

impl Match {
    fn token_for(&self, actor: &Value) -> &str {
        if actor == "table" {
            &self.owner
        } else {
            let seat = actor["seat"].as_u64().unwrap_or_else(|| panic!("{actor}"));
            &self.seats[usize::try_from(seat).unwrap()]
        }
    }

    fn path(&self, tail: &str) -> String {
        format!("/v1/matches/{}{tail}", self.id)
    }
}

fn create(server: &Server, body: &Value) -> Match {
    let reply = send(
        server,
        Method::POST,
        "/v1/matches",
        Headers::default(),
        Some(body),
    );
    assert_eq!(reply.status, 201, "{}", reply.body);
    let created = reply.body;
    Match {
        id: created["id"].as_str().unwrap().to_owned(),
        seats: created["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["token"].as_str().unwrap().to_owned())
            .collect(),
        owner: created["owner_token"].as_str().unwrap().to_owned(),
        created,
    }
}

fn new_bedford(chance: &str, seed: u64) -> Value {
    json!({"game": "new-bedford", "players": 3, "seed": seed, "chance": chance, "options": {}})
}

fn quoted(version: i64) -> String {
    format!("\"{version}\"")
}

/// The bot's choices: a 64-bit LCG, so a run is reproducible and independent of the game's
/// own RNG.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % bound
    }
}

/// Where a match stands, as the client tracks it from the answers it gets.
struct Progress {
    /// The last ETag received, sent back as `If-Match`.
    etag: String,
    to_act: Vec<Value>,
}

impl Progress {
    fn of_created(m: &Match) -> Self {
        Self {
            etag: quoted(0),
            to_act: m.created["to_act"].as_array().unwrap().clone(),
        }
    }

    fn version(&self) -> i64 {
        self.etag.trim_matches('"').parse().unwrap()
    }
}

/// One decision: the first actor's legal actions (with its own token), one picked by the
/// bot, posted with the last ETag. Returns the actor and the action applied.
fn step(server: &Server, m: &Match, progress: &mut Progress, bot: &mut Lcg) -> (Value, Value) {
    let actor = progress.to_act[0].clone();
    let token = m.token_for(&actor);
    let legal = get(server, &m.path("/legal-actions"), Some(token));
    assert_eq!(legal.status, 200, "{}", legal.body);
    assert_eq!(legal.body["actor"], actor);
    let actions = legal.body["actions"].as_array().unwrap();
    assert!(!actions.is_empty(), "{actor} is to act but has no actions");
    let action = actions[bot.below(actions.len())]["action"].clone();
    let before = progress.version();
    let reply = send(
        server,
        Method::POST,
        &m.path("/actions"),
        Headers {
            token: Some(token),
            if_match: Some(&progress.etag),
            ..Headers::default()
        },
        Some(&json!({ "action": action })),
    );
    assert_eq!(reply.status, 200, "{actor} {action}: {}", reply.body);
    assert_eq!(reply.body["version"], before + 1);
    assert_eq!(reply.etag.as_deref(), Some(quoted(before + 1).as_str()));
    assert!(reply.body["events"].is_array());
    assert!(
        reply.body["state"]["rng"].is_null(),
        "an action's answer shows the RNG"
    );
    progress.etag = reply.etag.unwrap();
    progress.to_act = reply.body["to_act"].as_array().unwrap().clone();
    (actor, action)
}

/// Plays to the end; returns every (actor, action) applied, and how many were the table's.
fn play_to_the_end(server: &Server, m: &Match, bot: &mut Lcg) -> (Vec<(Value, Value)>, usize) {
    let mut progress = Progress::of_created(m);
    let mut applied = Vec::new();
    while !progress.to_act.is_empty() {
        assert!(applied.len() < MAX_ACTIONS, "the match did not end");
        if applied.len() % 25 == 0 {
            // Now and then, the ETag of a fresh read agrees with the one the client holds.
            let read = get(server, &m.path(""), None);
            assert_eq!(read.etag.as_deref(), Some(progress.etag.as_str()));
            assert_eq!(read.body["to_act"], json!(progress.to_act));
        }
        applied.push(step(server, m, &mut progress, bot));
    }
    let tables = applied.iter().filter(|(actor, _)| actor == "table").count();
    (applied, tables)
}

fn hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn open_db(server: &Server) -> Connection {
    let connection = Connection::open(server.database()).unwrap();
    connection
        .busy_timeout(std::time::Duration::from_secs(10))
        .unwrap();
    connection
}

/// The whole log through the API, page by page.
fn read_log(server: &Server, m: &Match, token: Option<&str>) -> Vec<Value> {
    let mut entries = Vec::new();
    let mut from = 1;
    loop {
        let page = get(server, &m.path(&format!("/log?from={from}")), token);
        assert_eq!(page.status, 200, "{}", page.body);
        entries.extend(page.body["entries"].as_array().unwrap().iter().cloned());
        match page.body["next_from"].as_i64() {
            Some(next) => from = next,
            None => return entries,
        }
    }
}

/// The path of the first place two JSON values differ, for a readable failure.
fn first_difference(a: &Value, b: &Value, path: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for key in x.keys().chain(y.keys()) {
                let (l, r) = (x.get(key), y.get(key));
                if l != r {
                    return match (l, r) {
                        (Some(l), Some(r)) => first_difference(l, r, &format!("{path}.{key}")),
                        _ => Some(format!("{path}.{key}: {l:?} vs {r:?}")),
                    };
                }
            }
            None
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (l, r))| first_difference(l, r, &format!("{path}[{i}]"))),
        _ if a == b => None,
        _ => Some(format!("{path}: {a} vs {b}")),
    }
}

/// Reads the full stored state and log straight from the SQLite file and replays the log
/// from setup through the stateless API: the result must equal the stored state exactly.
/// Returns the number of actions replayed.
fn assert_stored_state_is_the_replayed_log(server: &Server, match_id: &str) -> usize {
    let db = open_db(server);
    let (state, seed, players, options, chance, version): (String, i64, i64, String, String, i64) =
        db.query_row(
            "SELECT state, seed, players, options, chance, version FROM matches WHERE id = ?1",
            [match_id],
            |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                ))
            },
        )
        .unwrap();
    let mut statement = db
        .prepare("SELECT seq, actor, action FROM actions WHERE match_id = ?1 ORDER BY seq")
        .unwrap();
    let log: Vec<(i64, String, String)> = statement
        .query_map([match_id], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        log.iter().map(|(seq, _, _)| *seq).collect::<Vec<_>>(),
        (1..=version).collect::<Vec<_>>(),
        "the log is numbered 1..=version without gaps"
    );
    let stored: Value = serde_json::from_str(&state).unwrap();
    assert!(
        stored["rng"].is_object() || chance == "table",
        "the stored state is the full one"
    );

    let (status, setup) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({
            "players": players,
            "seed": seed as u64,
            "chance": chance,
            "options": serde_json::from_str::<Value>(&options).unwrap(),
        }),
    );
    assert_eq!(status, 200, "{setup}");
    let mut replayed = setup["state"].clone();
    for (seq, actor, action) in &log {
        let (status, applied) = server.post_json(
            "/v1/games/new-bedford/apply",
            &json!({
                "state": replayed,
                "actor": serde_json::from_str::<Value>(actor).unwrap(),
                "action": serde_json::from_str::<Value>(action).unwrap(),
            }),
        );
        assert_eq!(status, 200, "replaying action {seq}: {applied}");
        replayed = applied["state"].clone();
    }
    if let Some(difference) = first_difference(&replayed, &stored, "state") {
        panic!("the stored state is not the replayed log: {difference}");
    }
    assert_eq!(replayed, stored);
    log.len()
}

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

    // The file holds the hashes, never the tokens.
    let db = open_db(&server);
    let owner_hash: String = db
        .query_row(
            "SELECT owner_token_hash FROM matches WHERE id = ?1",
            [id],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(owner_hash, hash(&tokens[3]));
    for (seat, token) in tokens[..3].iter().enumerate() {
        let stored: String = db
            .query_row(
                "SELECT token_hash FROM seats WHERE match_id = ?1 AND seat = ?2",
                params![id, i64::try_from(seat).unwrap()],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(stored, hash(token), "seat {seat}");
    }
    let stored_rules: String = db
        .query_row(
            "SELECT rules_version FROM matches WHERE id = ?1",
            [id],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(
        stored_rules, rules_version,
        "the match records its rules version"
    );
    drop(db);
    // Every byte of the database and its write-ahead log, in case a token hides in a column
    // or a page this test does not know about.
    let mut bytes = Vec::new();
    for suffix in ["", "-wal", "-journal"] {
        let mut path = server.database().as_os_str().to_owned();
        path.push(suffix);
        if let Ok(content) = std::fs::read(&path) {
            bytes.extend(content);
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
fn create_refuses_unknown_games_games_without_an_engine_and_bad_setups() {
    let server = Server::start();
    let cases = [
        (json!({"game": "chess", "players": 2}), 404, "unknown-game"),
        (
            json!({"game": "fleet", "players": 2}),
            501,
            "engine-not-available",
        ),
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
        Some(&json!({ "action": action })),
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

    // The full state in the file does keep the RNG: the views redact it.
    let stored: String = open_db(&server)
        .query_row("SELECT state FROM matches WHERE id = ?1", [&m.id], |row| {
            row.get(0)
        })
        .unwrap();
    let stored: Value = serde_json::from_str(&stored).unwrap();
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
        Some(&json!({"action": applied[0].1})),
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
                    Some(&json!({"action": listed[0]["action"]})),
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
fn refused_actions_are_problems_with_stable_codes_and_change_nothing() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 9));
    let other = create(&server, &new_bedford("seeded", 9));
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    let action = json!({"action": legal.body["actions"][0]["action"]});
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
            "if-match-required",
        ),
        (
            "a future version",
            post(seat0(Some("\"5\"")), &action),
            412,
            "version-mismatch",
        ),
        (
            "starting resources worth $15",
            post(
                seat0(Some("\"0\"")),
                &json!({"action": {"type": "starting-resources", "wood": 5, "food": 5, "brick": 0, "money": 5}}),
            ),
            422,
            "wrong-value",
        ),
        (
            "an unknown action type",
            post(seat0(Some("\"0\"")), &json!({"action": {"type": "pass"}})),
            400,
            "malformed-request",
        ),
        (
            "no action field",
            post(seat0(Some("\"0\"")), &json!({"move": {}})),
            400,
            "malformed-request",
        ),
    ];
    for (what, reply, status, code) in &cases {
        assert_eq!(reply.status, *status, "{what}: {}", reply.body);
        assert_eq!(reply.body["code"], *code, "{what}: {}", reply.body);
    }
    let refused = &cases[7].1.body;
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

    // Weak and bare versions are accepted; a stale one is 412 and names the current version.
    let applied = post(seat0(Some("W/\"0\"")), &action);
    assert_eq!(applied.status, 200, "{}", applied.body);
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[1]));
    let next = json!({"action": legal.body["actions"][0]["action"]});
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
    let bare = post(
        Headers {
            token: Some(&m.seats[1]),
            if_match: Some("1"),
            key: None,
        },
        &next,
    );
    assert_eq!(bare.status, 200, "{}", bare.body);
    assert_eq!(read_log(&server, &m, None).len(), 2);
}

#[test]
fn idempotent_retry_returns_the_first_answer_and_applies_once() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 12));
    let legal = get(&server, &m.path("/legal-actions"), Some(&m.seats[0]));
    let actions = legal.body["actions"].as_array().unwrap();
    let body = json!({"action": actions[0]["action"]});
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
    let other = json!({"action": actions[1]["action"]});
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

#[test]
fn log_pages_with_from_limit_and_next_from() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 21));
    let mut progress = Progress::of_created(&m);
    let mut bot = Lcg(21);
    let mut applied = Vec::new();
    for _ in 0..12 {
        applied.push(step(&server, &m, &mut progress, &mut bot));
    }
    let page = |query: &str| {
        let reply = get(&server, &m.path(&format!("/log{query}")), None);
        assert_eq!(reply.status, 200, "{query}: {}", reply.body);
        reply.body
    };
    let seqs = |page: &Value| -> Vec<i64> {
        page["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["seq"].as_i64().unwrap())
            .collect()
    };
    let all = page("");
    assert_eq!(seqs(&all), (1..=12).collect::<Vec<_>>());
    assert!(all["next_from"].is_null());

    let first = page("?limit=5");
    assert_eq!(seqs(&first), [1, 2, 3, 4, 5]);
    assert_eq!(first["next_from"], 6);
    let second = page("?from=6&limit=5");
    assert_eq!(seqs(&second), [6, 7, 8, 9, 10]);
    assert_eq!(second["next_from"], 11);
    let last = page("?from=11&limit=5");
    assert_eq!(seqs(&last), [11, 12]);
    assert!(last["next_from"].is_null());
    let exact = page("?from=8&limit=5");
    assert_eq!(seqs(&exact), [8, 9, 10, 11, 12]);
    assert!(
        exact["next_from"].is_null(),
        "a page that reaches the end has no next"
    );
    let beyond = page("?from=13");
    assert_eq!(seqs(&beyond), Vec::<i64>::new());
    assert!(beyond["next_from"].is_null());
    let clamped = page("?from=0&limit=0");
    assert_eq!(seqs(&clamped), [1]);

    for (entry, (actor, action)) in all["entries"].as_array().unwrap().iter().zip(&applied) {
        assert_eq!(&entry["actor"], actor);
        assert_eq!(&entry["action"], action);
    }
    let bad = get(&server, &m.path("/log?from=x"), None);
    assert_eq!(bad.status, 400, "{}", bad.body);
    let missing = get(&server, "/v1/matches/m_none/log", None);
    assert_eq!(missing.status, 404);
}

#[test]
fn list_pages_through_matches_and_filters_by_game_and_status() {
    let server = Server::start();
    let mut ids = Vec::new();
    for seed in 0..5 {
        ids.push(create(&server, &new_bedford("seeded", seed)).id);
    }
    let mut listed = Vec::new();
    let mut token: Option<String> = None;
    let mut pages = 0;
    loop {
        let query = match &token {
            Some(token) => format!("/v1/matches?page_size=2&page_token={token}"),
            None => "/v1/matches?page_size=2".to_owned(),
        };
        let page = get(&server, &query, None);
        assert_eq!(page.status, 200, "{}", page.body);
        pages += 1;
        let matches = page.body["matches"].as_array().unwrap();
        assert!(matches.len() <= 2);
        for summary in matches {
            assert!(summary.get("seats").is_none() && summary.get("owner_token").is_none());
            assert!(summary.get("state").is_none(), "a list shows summaries");
            listed.push(summary["id"].as_str().unwrap().to_owned());
        }
        match page.body["next_page_token"].as_str() {
            Some(next) => token = Some(next.to_owned()),
            None => break,
        }
    }
    assert_eq!(pages, 3);
    assert_eq!(listed, ids, "every match once, oldest first");

    // A sixth match played to the end is the only `finished` one.
    let finished = create(&server, &new_bedford("seeded", 99));
    play_to_the_end(&server, &finished, &mut Lcg(99));
    ids.push(finished.id.clone());
    let only = |query: &str| -> Vec<String> {
        let page = get(&server, &format!("/v1/matches?page_size=100&{query}"), None);
        assert_eq!(page.status, 200, "{query}: {}", page.body);
        page.body["matches"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(only("status=finished"), vec![finished.id.as_str()]);
    assert_eq!(only("status=active"), ids[..5].to_vec());
    assert_eq!(only("game=new-bedford"), ids);
    assert_eq!(
        only("game=new-bedford&status=finished"),
        vec![finished.id.as_str()]
    );
    assert_eq!(only("game=fleet"), Vec::<String>::new());
    let summary = get(&server, "/v1/matches?status=finished", None).body["matches"][0].clone();
    assert_eq!(summary["status"], "finished");
    assert!(summary["version"].as_i64().unwrap() > 0);

    for query in ["status=done", "page_token=abc", "page_size=-1"] {
        let bad = get(&server, &format!("/v1/matches?{query}"), None);
        assert_eq!(bad.status, 400, "{query}: {}", bad.body);
    }
    // Sizes outside 1..=100 are clamped rather than refused.
    let big = get(&server, "/v1/matches?page_size=1000", None);
    assert_eq!(big.body["matches"].as_array().unwrap().len(), 6);
    let zero = get(&server, "/v1/matches?page_size=0", None);
    assert_eq!(zero.body["matches"].as_array().unwrap().len(), 1);
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

    let db = open_db(&server);
    for table in ["seats", "actions"] {
        let rows: i64 = db
            .query_row(
                &format!("SELECT count(*) FROM {table} WHERE match_id = ?1"),
                [&m.id],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(rows, 0, "{table} rows outlive their match");
    }
    let row: Option<String> = db
        .query_row("SELECT id FROM matches WHERE id = ?1", [&m.id], |row| {
            row.get(0)
        })
        .optional()
        .unwrap();
    assert!(row.is_none());
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

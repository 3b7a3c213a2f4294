//! Named matches over real HTTP and a real SQLite file: creation and its secret tokens (only
//! their hashes reach the file), names, seat and spectator views, whole New Bedford matches
//! played through `/actions` in both chance modes, every refusal with its stable code,
//! idempotent retries, log and list pagination, scores, deletion, and the proof that the
//! stored state is exactly a replay of the stored log through the stateless API.

use quarterdeck_integration_tests::{
    client, games_where, stored_match, stored_rows, Server, Store, StoredMatch,
};
use reqwest::Method;
use rusqlite::Connection;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

mod bremerhaven;
mod examples;
mod lifecycle;
mod pages;
mod refusals;
mod rising_tide;
mod semantics;

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

/// A public match: listed, as every match was before matches had a visibility.
fn new_bedford(chance: &str, seed: u64) -> Value {
    json!({"game": "new-bedford", "players": 3, "seed": seed, "chance": chance, "options": {}, "visibility": "public"})
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
        Some(&json!({"game": m.created["game"], "action": action })),
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
    let StoredMatch {
        state: stored,
        players,
        seed,
        chance,
        options,
        log,
    } = stored_match(server, match_id);
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
            "options": options,
        }),
    );
    assert_eq!(status, 200, "{setup}");
    let mut replayed = setup["state"].clone();
    for (seq, (actor, action, _)) in (1..).zip(&log) {
        let (status, applied) = server.post_json(
            "/v1/games/new-bedford/apply",
            &json!({
                "state": replayed,
                "actor": actor,
                "action": action,
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

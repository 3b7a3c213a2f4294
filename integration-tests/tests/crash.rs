//! Named matches under failure, against the real binary and a real SQLite file: the server
//! killed with SIGKILL in the middle of a stream of actions keeps every acknowledged action
//! and nothing else; two clients racing on one version get exactly one success; and a
//! damaged, unopenable or too-new database stops startup with a message that says so.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

use quarterdeck_integration_tests::{client, scratch_dir, Server};
use rusqlite::Connection;
use serde_json::{json, Value};

/// One answer: status, ETag and JSON body.
type Answer = (u16, Option<String>, Value);

fn answer(response: reqwest::blocking::Response) -> Result<Answer, reqwest::Error> {
    let status = response.status().as_u16();
    let etag = response
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let text = response.text()?;
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
    };
    Ok((status, etag, body))
}

fn get(
    http: &reqwest::blocking::Client,
    url: &str,
    token: Option<&str>,
) -> Result<Answer, reqwest::Error> {
    let mut request = http.get(url);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    answer(request.send()?)
}

fn post(
    http: &reqwest::blocking::Client,
    url: &str,
    token: Option<&str>,
    if_match: Option<&str>,
    key: Option<&str>,
    body: &Value,
) -> Result<Answer, reqwest::Error> {
    let mut request = http.post(url).json(body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(version) = if_match {
        request = request.header("if-match", version);
    }
    if let Some(key) = key {
        request = request.header("idempotency-key", key);
    }
    answer(request.send()?)
}

fn new_bedford(seed: u64) -> Value {
    json!({"game": "new-bedford", "players": 3, "seed": seed, "chance": "seeded", "options": {}})
}

/// A match as the streaming client knows it: its secrets and every action the server
/// acknowledged with a 200, as (version, actor, action).
struct Run {
    id: String,
    seats: Vec<String>,
    owner: String,
    acked: Vec<(i64, Value, Value)>,
    finished: bool,
    /// Who acts first, from the create answer.
    first: Vec<Value>,
}

impl Run {
    fn token_for(&self, actor: &Value) -> &str {
        if actor == "table" {
            &self.owner
        } else {
            let seat = actor["seat"].as_u64().unwrap_or_else(|| panic!("{actor}"));
            &self.seats[usize::try_from(seat).unwrap()]
        }
    }
}

fn create(http: &reqwest::blocking::Client, base: &str, seed: u64) -> Result<Run, reqwest::Error> {
    let (status, _, created) = post(
        http,
        &format!("{base}/v1/matches"),
        None,
        None,
        None,
        &new_bedford(seed),
    )?;
    assert_eq!(status, 201, "{created}");
    Ok(Run {
        id: created["id"].as_str().unwrap().to_owned(),
        seats: created["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["token"].as_str().unwrap().to_owned())
            .collect(),
        owner: created["owner_token"].as_str().unwrap().to_owned(),
        acked: Vec::new(),
        finished: false,
        first: created["to_act"].as_array().unwrap().clone(),
    })
}

/// Plays matches back to back as fast as one client can — the first legal action of
/// whoever is to act, with that seat's token — until a request fails because the server is
/// gone. Every 200 is recorded before the next request goes out.
fn stream_actions(base: &str, seed: u64, acknowledged: &AtomicUsize) -> Vec<Run> {
    let http = client();
    let mut runs: Vec<Run> = Vec::new();
    for game in 0.. {
        let Ok(run) = create(&http, base, seed + game) else {
            return runs;
        };
        runs.push(run);
        let run = runs.last_mut().unwrap();
        let mut version = 0;
        let mut to_act = run.first.clone();
        while let Some(actor) = to_act.first().cloned() {
            let token = run.token_for(&actor).to_owned();
            let legal_url = format!("{base}/v1/matches/{}/legal-actions", run.id);
            let Ok((status, _, legal)) = get(&http, &legal_url, Some(&token)) else {
                return runs;
            };
            assert_eq!(status, 200, "{legal}");
            let action = legal["actions"][0]["action"].clone();
            assert!(action.is_object(), "{actor} has no action: {legal}");
            let reply = post(
                &http,
                &format!("{base}/v1/matches/{}/actions", run.id),
                Some(&token),
                Some(&format!("\"{version}\"")),
                None,
                &json!({"game": "new-bedford", "action": action }),
            );
            match reply {
                Ok((200, _, body)) => {
                    assert_eq!(body["version"], version + 1, "{body}");
                    version += 1;
                    run.acked.push((version, actor, action));
                    acknowledged.fetch_add(1, Ordering::SeqCst);
                    to_act = body["to_act"].as_array().unwrap().clone();
                }
                Ok((status, _, body)) => panic!("action {} answered {status}: {body}", version + 1),
                Err(_) => return runs,
            }
        }
        run.finished = true;
    }
    runs
}

/// The whole log of a match through the API.
fn read_log(server: &Server, id: &str) -> Vec<Value> {
    let http = client();
    let mut entries = Vec::new();
    let mut from = 1;
    loop {
        let (status, _, page) = get(
            &http,
            &server.url(&format!("/v1/matches/{id}/log?from={from}&limit=500")),
            None,
        )
        .unwrap();
        assert_eq!(status, 200, "{page}");
        entries.extend(page["entries"].as_array().unwrap().iter().cloned());
        match page["next_from"].as_i64() {
            Some(next) => from = next,
            None => return entries,
        }
    }
}

/// Replays the log stored in the file from setup through the stateless API and compares the
/// result with the state stored next to it.
fn assert_stored_state_is_the_replayed_log(server: &Server, id: &str) {
    let db = Connection::open(server.database()).unwrap();
    db.busy_timeout(Duration::from_secs(10)).unwrap();
    let (state, seed, options): (String, i64, String) = db
        .query_row(
            "SELECT state, seed, options FROM matches WHERE id = ?1",
            [id],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .unwrap();
    let mut statement = db
        .prepare("SELECT actor, action FROM actions WHERE match_id = ?1 ORDER BY seq")
        .unwrap();
    let log: Vec<(String, String)> = statement
        .query_map([id], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let (status, setup) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 3, "seed": seed as u64, "chance": "seeded",
                "options": serde_json::from_str::<Value>(&options).unwrap()}),
    );
    assert_eq!(status, 200, "{setup}");
    let mut replayed = setup["state"].clone();
    for (actor, action) in log {
        let (status, applied) = server.post_json(
            "/v1/games/new-bedford/apply",
            &json!({"state": replayed,
                    "actor": serde_json::from_str::<Value>(&actor).unwrap(),
                    "action": serde_json::from_str::<Value>(&action).unwrap()}),
        );
        assert_eq!(status, 200, "{applied}");
        replayed = applied["state"].clone();
    }
    let stored: Value = serde_json::from_str(&state).unwrap();
    assert!(
        stored == replayed,
        "match {id}: the stored state is not its replayed log"
    );
}

fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        thread::sleep(Duration::from_millis(2));
    }
}

/// Every match in the store with its version, through the list endpoint.
fn all_matches(server: &Server) -> Vec<(String, i64)> {
    let http = client();
    let mut found = Vec::new();
    let mut token: Option<String> = None;
    loop {
        let url = match &token {
            Some(token) => server.url(&format!("/v1/matches?page_size=100&page_token={token}")),
            None => server.url("/v1/matches?page_size=100"),
        };
        let (status, _, page) = get(&http, &url, None).unwrap();
        assert_eq!(status, 200, "{page}");
        for summary in page["matches"].as_array().unwrap() {
            found.push((
                summary["id"].as_str().unwrap().to_owned(),
                summary["version"].as_i64().unwrap(),
            ));
        }
        match page["next_page_token"].as_str() {
            Some(next) => token = Some(next.to_owned()),
            None => return found,
        }
    }
}

#[test]
fn sigkill_mid_stream_keeps_every_acknowledged_action_and_nothing_else() {
    let dir = scratch_dir();
    let database = dir.join("crash.db");
    let mut known: Vec<String> = Vec::new();
    // All three crashes hit the same file, so each restart also recovers the earlier ones.
    for (cycle, delay_ms) in [40_u64, 300, 700].into_iter().enumerate() {
        let server = Server::start_on(&database).unwrap_or_else(|log| panic!("start:\n{log}"));
        let base = server.base_url().to_owned();
        let acknowledged = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&acknowledged);
        let seed = 1_000 * (cycle as u64 + 1);
        let streamer = thread::spawn(move || stream_actions(&base, seed, &counter));
        // Kill once the stream is flowing, `delay_ms` later: mid-match, with requests in flight.
        wait_for(
            "the first acknowledged actions",
            Duration::from_secs(120),
            || acknowledged.load(Ordering::SeqCst) >= 5 || streamer.is_finished(),
        );
        thread::sleep(Duration::from_millis(delay_ms));
        server.kill();
        let runs = streamer.join().expect("the streaming client");
        let total: usize = runs.iter().map(|r| r.acked.len()).sum();
        eprintln!(
            "cycle {cycle}: killed {delay_ms} ms in, {total} actions acknowledged over {} match(es)",
            runs.len()
        );
        assert!(total >= 5, "the stream stopped before the kill");

        let server = Server::start_on(&database).unwrap_or_else(|log| panic!("restart:\n{log}"));
        let last = runs.len() - 1;
        for (index, run) in runs.iter().enumerate() {
            let log = read_log(&server, &run.id);
            // Only the request in flight at the kill may have committed unacknowledged.
            let extra = log.len() - run.acked.len().min(log.len());
            assert!(
                log.len() >= run.acked.len(),
                "match {}: {} actions acknowledged, {} in the log",
                run.id,
                run.acked.len(),
                log.len()
            );
            assert!(
                extra == 0 || (extra == 1 && index == last && !run.finished),
                "match {}: {extra} unacknowledged actions in the log",
                run.id
            );
            if extra == 1 {
                eprintln!("cycle {cycle}: the action in flight at the kill was committed");
            }
            for (entry, (version, actor, action)) in log.iter().zip(&run.acked) {
                assert_eq!(entry["seq"], *version);
                assert_eq!(&entry["actor"], actor);
                assert_eq!(&entry["action"], action);
            }
            let (status, etag, view) = get(
                &client(),
                &server.url(&format!("/v1/matches/{}", run.id)),
                None,
            )
            .unwrap();
            assert_eq!(status, 200, "{view}");
            assert_eq!(
                view["version"],
                log.len(),
                "the version is the log's length"
            );
            assert_eq!(etag, Some(format!("\"{}\"", log.len())));
            let finished = view["status"] == "finished";
            assert_eq!(finished, view["to_act"] == json!([]));
            if run.finished {
                assert!(finished, "{}", run.id);
            }
            assert_stored_state_is_the_replayed_log(&server, &run.id);
        }
        // A match whose creation was cut off may exist, untouched; nothing else is new.
        known.extend(runs.iter().map(|r| r.id.clone()));
        let unknown: Vec<(String, i64)> = all_matches(&server)
            .into_iter()
            .filter(|(id, _)| !known.contains(id))
            .collect();
        assert!(unknown.len() <= 1, "{unknown:?}");
        for (id, version) in &unknown {
            assert_eq!(*version, 0, "match {id} was never acted on by this client");
            known.push(id.clone());
        }

        // Play on after the restart, from whatever the server says the match is at.
        let http = client();
        let run = &runs[last];
        let url = server.url(&format!("/v1/matches/{}", run.id));
        let (_, mut etag, view) = get(&http, &url, None).unwrap();
        let mut to_act = view["to_act"].as_array().unwrap().clone();
        let mut version = view["version"].as_i64().unwrap();
        let mut more = 0;
        while more < 5 && !to_act.is_empty() {
            let token = run.token_for(&to_act[0]);
            let (_, _, legal) = get(&http, &format!("{url}/legal-actions"), Some(token)).unwrap();
            let action = legal["actions"][0]["action"].clone();
            let (status, new_etag, body) = post(
                &http,
                &format!("{url}/actions"),
                Some(token),
                etag.as_deref(),
                None,
                &json!({"game": "new-bedford", "action": action }),
            )
            .unwrap();
            assert_eq!(status, 200, "after the restart: {body}");
            version += 1;
            assert_eq!(body["version"], version);
            etag = new_etag;
            to_act = body["to_act"].as_array().unwrap().clone();
            more += 1;
        }
        assert_eq!(
            read_log(&server, &run.id).len(),
            usize::try_from(version).unwrap()
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// One contested version: the current actor's token, two threads, one `If-Match`.
fn race(server: &Server, m: &Run, same_action: bool, key: Option<&str>) -> Vec<(u16, Value)> {
    let http = client();
    let url = server.url(&format!("/v1/matches/{}", m.id));
    let (_, etag, view) = get(&http, &url, None).unwrap();
    let etag = etag.unwrap();
    let actor = view["to_act"][0].clone();
    let token = m.token_for(&actor).to_owned();
    let (_, _, legal) = get(&http, &format!("{url}/legal-actions"), Some(&token)).unwrap();
    let actions = legal["actions"].as_array().unwrap();
    let first = actions[0]["action"].clone();
    let other = if same_action {
        first.clone()
    } else {
        actions[actions.len() - 1]["action"].clone()
    };
    let barrier = Arc::new(Barrier::new(2));
    let racers: Vec<_> = [first, other]
        .into_iter()
        .map(|action| {
            let barrier = Arc::clone(&barrier);
            let (url, token, etag) = (url.clone(), token.clone(), etag.clone());
            let key = key.map(str::to_owned);
            thread::spawn(move || {
                let http = client();
                // Warm the connection so both requests leave at the same moment.
                get(&http, &url, None).unwrap();
                barrier.wait();
                let (status, _, body) = post(
                    &http,
                    &format!("{url}/actions"),
                    Some(&token),
                    Some(&etag),
                    key.as_deref(),
                    &json!({"game": "new-bedford", "action": action }),
                )
                .unwrap();
                (status, body, action)
            })
        })
        .collect();
    let results: Vec<(u16, Value, Value)> = racers.into_iter().map(|r| r.join().unwrap()).collect();

    let version: i64 = etag.trim_matches('"').parse().unwrap();
    let (_, _, after) = get(&http, &url, None).unwrap();
    assert_eq!(
        after["version"],
        version + 1,
        "the version moved by exactly one"
    );
    let log = read_log(server, &m.id);
    assert_eq!(log.len(), usize::try_from(version + 1).unwrap());
    let winners: Vec<&(u16, Value, Value)> = results.iter().filter(|r| r.0 == 200).collect();
    assert!(!winners.is_empty(), "{results:?}");
    assert!(
        winners.iter().any(|w| w.2 == log[log.len() - 1]["action"]),
        "the logged action is a winner's"
    );
    results.into_iter().map(|(s, b, _)| (s, b)).collect()
}

#[test]
fn two_clients_racing_on_one_version_get_exactly_one_success() {
    let server = Server::start();
    let http = client();
    let mut m = create(&http, server.base_url(), 31).unwrap();
    for round in 0..20 {
        let (_, _, view) = get(&http, &server.url(&format!("/v1/matches/{}", m.id)), None).unwrap();
        if view["to_act"] == json!([]) {
            m = create(&http, server.base_url(), 31 + round).unwrap();
        }
        let results = race(&server, &m, round % 2 == 1, None);
        let statuses: Vec<u16> = results.iter().map(|r| r.0).collect();
        assert_eq!(
            statuses.iter().filter(|s| **s == 200).count(),
            1,
            "round {round}: {results:?}"
        );
        for (status, body) in &results {
            if *status != 200 {
                assert_eq!(*status, 412, "round {round}: {body}");
                assert_eq!(body["code"], "version-mismatch");
            }
        }
    }
}

#[test]
fn racing_retries_with_one_idempotency_key_apply_once_and_agree() {
    let server = Server::start();
    let http = client();
    let m = create(&http, server.base_url(), 41).unwrap();
    for round in 0..10 {
        let key = format!("race-{round}");
        let results = race(&server, &m, true, Some(&key));
        assert!(
            results.iter().all(|r| r.0 == 200),
            "round {round}: {results:?}"
        );
        assert_eq!(results[0].1, results[1].1, "both get the first answer");
    }
}

/// The log of a start that must fail; panics if the server started.
fn refused_start(database: &Path) -> String {
    match Server::start_on(database) {
        Ok(server) => panic!(
            "the server started on {}:\n{}",
            database.display(),
            server.log().join("\n")
        ),
        Err(log) => log,
    }
}

/// Deterministic noise.
fn garbage(len: usize, seed: u64) -> Vec<u8> {
    let mut state = seed;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 56) as u8
        })
        .collect()
}

/// A real database with some matches in it, its write-ahead log folded in.
fn valid_database(path: &Path) {
    let server = Server::start_on(path).unwrap_or_else(|log| panic!("start:\n{log}"));
    let http = client();
    for seed in 0..12 {
        create(&http, server.base_url(), seed).unwrap();
    }
    server.kill();
    let db = Connection::open(path).unwrap();
    db.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    drop(db);
}

#[test]
fn garbage_files_are_refused_at_startup_and_left_untouched() {
    let dir = scratch_dir();
    for (name, content) in [
        ("noise.db", garbage(16_384, 7)),
        ("notes.db", b"these are my notes, not a database\n".to_vec()),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, &content).unwrap();
        let log = refused_start(&path);
        assert!(
            log.contains("is not a Quarterdeck database or is damaged"),
            "{name}:\n{log}"
        );
        assert!(log.contains(name), "the message names the file:\n{log}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            content,
            "{name} was modified"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn damaged_databases_are_refused_at_startup() {
    let dir = scratch_dir();
    let good = dir.join("good.db");
    valid_database(&good);
    let content = std::fs::read(&good).unwrap();
    let db = Connection::open(&good).unwrap();
    let page_size: i64 = db
        .query_row("PRAGMA page_size", [], |row| row.get(0))
        .unwrap();
    let root: i64 = db
        .query_row(
            "SELECT rootpage FROM sqlite_master WHERE name = 'matches'",
            [],
            |row| row.get(0),
        )
        .unwrap();
    drop(db);
    let page_size = usize::try_from(page_size).unwrap();
    let root = usize::try_from(root).unwrap();
    assert!(content.len() > 4 * page_size, "{} bytes", content.len());

    let truncated = dir.join("truncated.db");
    std::fs::write(&truncated, &content[..content.len() / 2]).unwrap();
    let overwritten = dir.join("overwritten.db");
    let mut broken = content.clone();
    let start = (root - 1) * page_size;
    broken[start..start + page_size].copy_from_slice(&garbage(page_size, 3));
    std::fs::write(&overwritten, &broken).unwrap();

    for path in [truncated, overwritten] {
        let log = refused_start(&path);
        assert!(
            log.contains("is not a Quarterdeck database or is damaged"),
            "{}:\n{log}",
            path.display()
        );
    }
    // The intact file still starts.
    Server::start_on(&good).unwrap_or_else(|log| panic!("{log}"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn unopenable_paths_are_refused_at_startup() {
    let dir = scratch_dir();
    let directory = dir.join("a-directory");
    std::fs::create_dir(&directory).unwrap();
    // chmod 000 does not stop root, so unreadable means a path that cannot be opened at all.
    let orphan = dir.join("no-such-directory").join("matches.db");
    for path in [directory, orphan.clone()] {
        let log = refused_start(&path);
        assert!(
            log.contains("cannot open the database"),
            "{}:\n{log}",
            path.display()
        );
        assert!(log.contains(&path.display().to_string()), "{log}");
    }
    assert!(!orphan.parent().unwrap().exists(), "nothing was created");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_schema_newer_than_the_binary_is_refused_and_left_alone() {
    let dir = scratch_dir();
    let path = dir.join("future.db");
    valid_database(&path);
    let db = Connection::open(&path).unwrap();
    db.pragma_update(None, "user_version", 99).unwrap();
    drop(db);
    let log = refused_start(&path);
    assert!(log.contains("newer"), "{log}");
    assert!(
        log.contains("99"),
        "the message names the version found:\n{log}"
    );
    let db = Connection::open(&path).unwrap();
    let version: i64 = db
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .unwrap();
    assert_eq!(version, 99, "the newer schema was touched");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_foreign_database_with_a_clashing_table_is_refused() {
    let dir = scratch_dir();
    let path = dir.join("foreign.db");
    let db = Connection::open(&path).unwrap();
    db.execute_batch("CREATE TABLE matches (home TEXT, away TEXT);")
        .unwrap();
    drop(db);
    let log = refused_start(&path);
    assert!(log.contains("is not a Quarterdeck database"), "{log}");
    assert!(
        log.contains("already holds other tables (matches)"),
        "{log}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

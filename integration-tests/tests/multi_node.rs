//! Several Quarterdeck nodes on one PostgreSQL database, as behind a load balancer: a match
//! played through both nodes in turn, racing clients on one version, an idempotent retry that
//! lands on the other node, a node killed mid-stream, PostgreSQL stopped under load, and a
//! long poll on one node answering a move made on the other at once, even when that node's
//! listener was killed as the move committed, and nodes on a database that refuses
//! notifications. Each test gets a database of its own; the one that stops PostgreSQL and the
//! one that changes a role's rights a cluster of their own.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier, Mutex};
use std::time::{Duration, Instant};

use quarterdeck_integration_tests::postgres::{self, Cluster};
use quarterdeck_integration_tests::sse;
use quarterdeck_integration_tests::{client, play_match_to_the_end_on, stored_match, Lcg, Server};
use serde_json::{json, Value};

/// Two nodes on one fresh database of the shared cluster; `None` without PostgreSQL.
fn two_nodes() -> Option<(Server, Server)> {
    two_nodes_with(&[])
}

/// Like [`two_nodes`], each node started with `flags`.
fn two_nodes_with(flags: &[&str]) -> Option<(Server, Server)> {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb) for the multi-node tests");
        return None;
    };
    Some(nodes_on(&cluster.database(), flags))
}

fn nodes_on(url: &str, flags: &[&str]) -> (Server, Server) {
    let start =
        || Server::start_on_with(Path::new(url), flags).unwrap_or_else(|log| panic!("{log}"));
    (start(), start())
}

/// A match seen from a client: its id and tokens.
struct Match {
    id: String,
    seats: Vec<String>,
    owner: String,
}

/// One attempt at the next action, and what came of it.
enum Attempt {
    /// 200: the version it committed and the action.
    Acknowledged(i64, Value),
    /// Any other status, with the problem's code.
    Refused(u16, String),
    /// No HTTP answer at all (the node is gone).
    NoAnswer,
}

impl Match {
    fn create(base: &str) -> Self {
        let created: Value = client()
            .post(format!("{base}/v1/matches"))
            .json(&json!({"game": "new-bedford", "players": 3, "seed": 42, "chance": "seeded"}))
            .send()
            .unwrap()
            .json()
            .unwrap();
        let seats = created["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|seat| seat["token"].as_str().unwrap().to_owned())
            .collect();
        Self {
            id: created["id"].as_str().unwrap().to_owned(),
            seats,
            owner: created["owner_token"].as_str().unwrap().to_owned(),
        }
    }

    fn token(&self, actor: &Value) -> &str {
        match actor["seat"].as_u64() {
            Some(seat) => &self.seats[usize::try_from(seat).unwrap()],
            None => &self.owner,
        }
    }

    /// The match's version and who is to act, read through `base`.
    fn read(&self, http: &reqwest::blocking::Client, base: &str) -> Option<(i64, Vec<Value>)> {
        self.try_read(http, base).ok()
    }

    /// Like `read`, saying why not: a refusal with its status and code, or no answer.
    fn try_read(
        &self,
        http: &reqwest::blocking::Client,
        base: &str,
    ) -> Result<(i64, Vec<Value>), Attempt> {
        let Ok(response) = http.get(format!("{base}/v1/matches/{}", self.id)).send() else {
            return Err(Attempt::NoAnswer);
        };
        let status = response.status().as_u16();
        let read: Value = response.json().map_err(|_| Attempt::NoAnswer)?;
        if status != 200 {
            let code = read["code"].as_str().unwrap_or_default().to_owned();
            return Err(Attempt::Refused(status, code));
        }
        Ok((
            read["version"].as_i64().unwrap(),
            read["to_act"].as_array().unwrap().clone(),
        ))
    }

    /// The first actor's request for its next action at `version`: token and body.
    fn next_action(
        &self,
        http: &reqwest::blocking::Client,
        base: &str,
        to_act: &[Value],
        bot: &mut Lcg,
    ) -> Option<(String, Value)> {
        let token = self.token(to_act.first()?).to_owned();
        let legal: Value = http
            .get(format!("{base}/v1/matches/{}/legal-actions", self.id))
            .bearer_auth(&token)
            .send()
            .ok()?
            .json()
            .ok()?;
        let actions = legal["actions"].as_array()?;
        let action = actions.get(bot.below(actions.len().max(1)))?["action"].clone();
        Some((token, json!({"game": "new-bedford", "action": action})))
    }

    fn send(
        &self,
        http: &reqwest::blocking::Client,
        base: &str,
        token: &str,
        version: i64,
        body: &Value,
        key: Option<&str>,
    ) -> Attempt {
        let mut request = http
            .post(format!("{base}/v1/matches/{}/actions", self.id))
            .bearer_auth(token)
            .header("If-Match", format!("\"{version}\""))
            .json(body);
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        let Ok(response) = request.send() else {
            return Attempt::NoAnswer;
        };
        let status = response.status().as_u16();
        let Ok(answer) = response.json::<Value>() else {
            return Attempt::NoAnswer;
        };
        if status == 200 {
            Attempt::Acknowledged(answer["version"].as_i64().unwrap(), body["action"].clone())
        } else {
            Attempt::Refused(
                status,
                answer["code"].as_str().unwrap_or_default().to_owned(),
            )
        }
    }

    /// One action at the current version through `base`, read and sent there.
    fn step(&self, http: &reqwest::blocking::Client, base: &str, bot: &mut Lcg) -> Attempt {
        let (version, to_act) = match self.try_read(http, base) {
            Ok(read) => read,
            Err(attempt) => return attempt,
        };
        let Some((token, body)) = self.next_action(http, base, &to_act, bot) else {
            return Attempt::NoAnswer;
        };
        self.send(http, base, &token, version, &body, None)
    }
}

/// Every acknowledged action is in the log at the version it was acknowledged with.
fn assert_acknowledged_are_stored(server: &Server, id: &str, acknowledged: &[(i64, Value)]) {
    let stored = stored_match(server, id);
    for (version, action) in acknowledged {
        let logged = &stored.log[usize::try_from(*version - 1).unwrap()].1;
        assert_eq!(logged, action, "acknowledged version {version}");
    }
}

#[test]
fn a_client_alternating_between_two_nodes_plays_a_whole_match() {
    let Some((a, b)) = two_nodes() else { return };
    let id = play_match_to_the_end_on(
        &[&a, &b],
        &json!({"game": "new-bedford", "players": 3, "seed": 5, "chance": "seeded"}),
        11,
    );
    let read = |server: &Server| -> Value {
        client()
            .get(server.url(&format!("/v1/matches/{id}")))
            .send()
            .unwrap()
            .json()
            .unwrap()
    };
    let (from_a, from_b) = (read(&a), read(&b));
    assert_eq!(from_a["status"], "finished");
    assert_eq!(from_a["version"], from_b["version"]);
    assert_eq!(from_a["state"], from_b["state"]);
    let stored = stored_match(&a, &id);
    assert_eq!(
        i64::try_from(stored.log.len()).unwrap(),
        from_a["version"].as_i64().unwrap()
    );
}

#[test]
fn twenty_racing_clients_split_across_two_nodes_get_exactly_one_200() {
    let Some((a, b)) = two_nodes() else { return };
    let game = Match::create(a.base_url());
    let http = client();
    let (version, to_act) = game.read(&http, a.base_url()).unwrap();
    let (token, body) = game
        .next_action(&http, a.base_url(), &to_act, &mut Lcg(1))
        .unwrap();
    let barrier = Barrier::new(20);
    let outcomes: Vec<Attempt> = std::thread::scope(|scope| {
        let racers: Vec<_> = (0..20)
            .map(|n| {
                let base = if n % 2 == 0 {
                    a.base_url()
                } else {
                    b.base_url()
                };
                let (game, token, body, barrier) = (&game, &token, &body, &barrier);
                scope.spawn(move || {
                    let http = client();
                    barrier.wait();
                    game.send(&http, base, token, version, body, None)
                })
            })
            .collect();
        racers
            .into_iter()
            .map(|racer| racer.join().unwrap())
            .collect()
    });
    let won = outcomes
        .iter()
        .filter(|outcome| matches!(outcome, Attempt::Acknowledged(..)))
        .count();
    let lost = outcomes
        .iter()
        .filter(
            |outcome| matches!(outcome, Attempt::Refused(412, code) if code == "version-mismatch"),
        )
        .count();
    assert_eq!((won, lost), (1, 19));
    assert_eq!(game.read(&http, b.base_url()).unwrap().0, version + 1);
}

#[test]
fn an_idempotent_retry_on_the_other_node_returns_the_first_answer() {
    let Some((a, b)) = two_nodes() else { return };
    let game = Match::create(a.base_url());
    let http = client();
    let (version, to_act) = game.read(&http, a.base_url()).unwrap();
    let (token, body) = game
        .next_action(&http, a.base_url(), &to_act, &mut Lcg(2))
        .unwrap();
    let post = |base: &str, key: &str| {
        let response = http
            .post(format!("{base}/v1/matches/{}/actions", game.id))
            .bearer_auth(&token)
            .header("If-Match", format!("\"{version}\""))
            .header("Idempotency-Key", key)
            .json(&body)
            .send()
            .unwrap();
        (response.status().as_u16(), response.text().unwrap())
    };
    // One after the other: the retry on B answers A's answer, byte for byte.
    let first = post(a.base_url(), "retry-1");
    assert_eq!(first.0, 200, "{}", first.1);
    assert_eq!(post(b.base_url(), "retry-1"), first);
    assert_eq!(game.read(&http, b.base_url()).unwrap().0, version + 1);

    // At the same moment on both nodes: one applies, both answer alike.
    let (version, to_act) = game.read(&http, b.base_url()).unwrap();
    let (token, body) = game
        .next_action(&http, b.base_url(), &to_act, &mut Lcg(3))
        .unwrap();
    let barrier = Barrier::new(2);
    let answers: Vec<(u16, String)> = std::thread::scope(|scope| {
        let sent: Vec<_> = [a.base_url(), b.base_url()]
            .into_iter()
            .map(|base| {
                let (game, token, body, barrier) = (&game, &token, &body, &barrier);
                scope.spawn(move || {
                    let http = client();
                    barrier.wait();
                    let response = http
                        .post(format!("{base}/v1/matches/{}/actions", game.id))
                        .bearer_auth(token)
                        .header("If-Match", format!("\"{version}\""))
                        .header("Idempotency-Key", "retry-2")
                        .json(body)
                        .send()
                        .unwrap();
                    (response.status().as_u16(), response.text().unwrap())
                })
            })
            .collect();
        sent.into_iter().map(|one| one.join().unwrap()).collect()
    });
    assert_eq!(answers[0].0, 200, "{}", answers[0].1);
    assert_eq!(answers[0], answers[1]);
    assert_eq!(game.read(&http, a.base_url()).unwrap().0, version + 1);
}

#[test]
fn a_node_killed_mid_stream_loses_nothing_it_acknowledged_and_the_other_continues() {
    let Some((a, b)) = two_nodes() else { return };
    let game = Arc::new(Match::create(a.base_url()));
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let stream = {
        let (game, acknowledged, stop) = (game.clone(), acknowledged.clone(), stop.clone());
        let base = a.base_url().to_owned();
        std::thread::spawn(move || {
            let http = client();
            let mut bot = Lcg(7);
            while !stop.load(Ordering::Relaxed) {
                match game.step(&http, &base, &mut bot) {
                    Attempt::Acknowledged(version, action) => {
                        acknowledged.lock().unwrap().push((version, action));
                    }
                    Attempt::NoAnswer => return,
                    Attempt::Refused(status, code) => panic!("{status} {code}"),
                }
            }
        })
    };
    let deadline = Instant::now() + Duration::from_secs(30);
    while acknowledged.lock().unwrap().len() < 20 {
        assert!(Instant::now() < deadline, "the stream is too slow");
        std::thread::sleep(Duration::from_millis(20));
    }
    a.kill();
    stop.store(true, Ordering::Relaxed);
    stream.join().unwrap();
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert_acknowledged_are_stored(&b, &game.id, &acknowledged);
    // B carries on from whatever A committed last.
    let http = client();
    let mut bot = Lcg(8);
    let before = game.read(&http, b.base_url()).unwrap().0;
    for _ in 0..5 {
        match game.step(&http, b.base_url(), &mut bot) {
            Attempt::Acknowledged(..) => {}
            Attempt::Refused(status, code) => panic!("{status} {code}"),
            Attempt::NoAnswer => panic!("node B did not answer"),
        }
    }
    assert_eq!(game.read(&http, b.base_url()).unwrap().0, before + 5);
}

#[test]
fn postgres_stopped_under_load_gives_503s_then_recovers_and_loses_nothing_acknowledged() {
    let Some(cluster) = Cluster::private() else {
        eprintln!("skipped: no initdb to start a PostgreSQL cluster of this test's own");
        return;
    };
    let (a, b) = nodes_on(&cluster.database(), &[]);
    let game = Arc::new(Match::create(a.base_url()));
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let refusals = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let load = {
        let (game, acknowledged, refusals, stop) = (
            game.clone(),
            acknowledged.clone(),
            refusals.clone(),
            stop.clone(),
        );
        let bases = [a.base_url().to_owned(), b.base_url().to_owned()];
        std::thread::spawn(move || {
            let http = client();
            let mut bot = Lcg(9);
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                match game.step(&http, &bases[n % 2], &mut bot) {
                    Attempt::Acknowledged(version, action) => {
                        acknowledged.lock().unwrap().push((version, action));
                    }
                    Attempt::Refused(status, code) => {
                        refusals.lock().unwrap().push((status, code));
                        std::thread::sleep(Duration::from_millis(50));
                    }
                    Attempt::NoAnswer => std::thread::sleep(Duration::from_millis(50)),
                }
            }
        })
    };
    let wait_for = |count: usize| {
        let deadline = Instant::now() + Duration::from_secs(60);
        while acknowledged.lock().unwrap().len() < count {
            assert!(
                Instant::now() < deadline,
                "stuck below {count} acknowledged actions"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    wait_for(10);
    cluster.stop();
    std::thread::sleep(Duration::from_secs(3));
    let during = acknowledged.lock().unwrap().len();
    cluster.restart();
    wait_for(during + 10);
    stop.store(true, Ordering::Relaxed);
    load.join().unwrap();

    let refusals = refusals.lock().unwrap().clone();
    assert!(
        !refusals.is_empty(),
        "no request noticed the database was away"
    );
    assert!(
        refusals
            .iter()
            .all(|(status, code)| *status == 503 && code == "store-unavailable"),
        "only 503s while the database was away: {refusals:?}"
    );
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert_acknowledged_are_stored(&a, &game.id, &acknowledged);
}

/// The versions `server` logged for `match_id` under `message` (the bot worker's lines).
fn bot_lines(server: &Server, match_id: &str, message: &str) -> Vec<i64> {
    server
        .log()
        .iter()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line["fields"]["message"] == message)
        .filter(|line| line["fields"]["match_id"] == match_id)
        .filter_map(|line| line["fields"]["version"].as_i64())
        .collect()
}

#[test]
fn two_nodes_thinking_for_the_same_bot_turns_commit_each_exactly_once() {
    // Each node looks for bot turns every second, so the node that did not commit the last
    // move joins in while the other still thinks about the next.
    let Some((a, b)) = two_nodes_with(&["--bot-poll", "1s"]) else {
        return;
    };
    let bots: Vec<Value> = (0..3)
        .map(|seat| json!({"seat": seat, "kind": "ismcts", "time_ms": 250}))
        .collect();
    let created: Value = client()
        .post(a.url("/v1/matches"))
        .json(&json!({"game": "new-bedford", "players": 3, "bots": bots}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    let http = client();
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut dropped = Vec::new();
    let committed =
        || bot_lines(&a, &id, "a bot moved").len() + bot_lines(&b, &id, "a bot moved").len();
    while dropped.len() < 3 || committed() < 20 {
        assert!(
            Instant::now() < deadline,
            "the nodes never raced for a bot turn"
        );
        std::thread::sleep(Duration::from_millis(200));
        dropped = [&a, &b]
            .iter()
            .flat_map(|node| {
                bot_lines(
                    node,
                    &id,
                    "the match moved on while its bot thought; move dropped",
                )
            })
            .collect();
    }
    let owner = created["owner_token"].as_str().unwrap();
    let deleted = http
        .delete(a.url(&format!("/v1/matches/{id}")))
        .bearer_auth(owner)
        .send()
        .unwrap();
    assert_eq!(deleted.status().as_u16(), 204);
    // A commit just before the delete may reach its node's log a moment later.
    std::thread::sleep(Duration::from_millis(500));
    let (mut by_a, by_b) = (
        bot_lines(&a, &id, "a bot moved"),
        bot_lines(&b, &id, "a bot moved"),
    );
    assert!(
        by_a.iter().all(|version| !by_b.contains(version)),
        "a version committed on both nodes: {by_a:?} and {by_b:?}"
    );
    by_a.extend(&by_b);
    by_a.sort_unstable();
    let committed: Vec<i64> = (1..=i64::try_from(by_a.len()).unwrap()).collect();
    assert_eq!(by_a, committed, "each version once, none skipped");
}

/// What a long poll held on one node heard of a move made through another.
struct Heard {
    status: u16,
    version: Option<i64>,
    /// From sending the move to the long poll's answer (zero when the answer came first).
    after: Duration,
}

/// Holds a long poll on `waiting` at the match's version, then runs `meanwhile`, then at once
/// sends the next move (chosen beforehand) through `moving`.
fn long_poll_across(
    waiting: &Server,
    moving: &Server,
    game: &Match,
    bot: &mut Lcg,
    meanwhile: impl FnOnce(),
) -> Heard {
    let http = client();
    let (version, to_act) = game.read(&http, moving.base_url()).unwrap();
    let (token, body) = game
        .next_action(&http, moving.base_url(), &to_act, bot)
        .unwrap();
    std::thread::scope(|scope| {
        let waiting = scope.spawn(|| {
            let response = client()
                .get(format!("{}/v1/matches/{}", waiting.base_url(), game.id))
                .header("If-None-Match", format!("\"{version}\""))
                .header("Prefer", "wait=20")
                .send()
                .unwrap();
            let answered = Instant::now();
            let status = response.status().as_u16();
            let answer: Option<Value> = response.json().ok();
            (status, answer, answered)
        });
        // Long enough for the long poll to be waiting.
        std::thread::sleep(Duration::from_millis(300));
        meanwhile();
        let sent = Instant::now();
        let moved = game.send(&http, moving.base_url(), &token, version, &body, None);
        assert!(
            matches!(moved, Attempt::Acknowledged(..)),
            "the move through the other node failed"
        );
        let (status, answer, answered) = waiting.join().unwrap();
        Heard {
            status,
            version: answer.and_then(|answer| answer["version"].as_i64()),
            after: answered.saturating_duration_since(sent),
        }
    })
}

#[test]
fn a_long_poll_on_one_node_answers_a_move_made_on_the_other() {
    let Some((a, b)) = two_nodes() else { return };
    let game = Match::create(a.base_url());
    let (version, _) = game.read(&client(), b.base_url()).unwrap();
    let heard = long_poll_across(&b, &a, &game, &mut Lcg(9), || {});
    assert_eq!((heard.status, heard.version), (200, Some(version + 1)));
    // Node B's listener hears A's commit; B's own re-read of the store (every 10 s) is only a
    // safety net, far too slow for this.
    assert!(
        heard.after < Duration::from_secs(1),
        "answered {:?} after the move",
        heard.after
    );
}

#[test]
fn a_long_poll_on_one_node_hears_at_once_that_the_other_deleted_the_match() {
    let Some((a, b)) = two_nodes() else { return };
    let game = Match::create(a.base_url());
    let (response, after) = std::thread::scope(|scope| {
        let waiting = scope.spawn(|| {
            let response = client()
                .get(format!("{}/v1/matches/{}", b.base_url(), game.id))
                .header("If-None-Match", "\"0\"")
                .header("Prefer", "wait=20")
                .send()
                .unwrap();
            (response, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(300));
        let sent = Instant::now();
        let deleted = client()
            .delete(format!("{}/v1/matches/{}", a.base_url(), game.id))
            .bearer_auth(&game.owner)
            .send()
            .unwrap();
        assert_eq!(deleted.status().as_u16(), 204);
        let (response, answered) = waiting.join().unwrap();
        (response, answered.saturating_duration_since(sent))
    });
    assert_eq!(response.status().as_u16(), 404);
    assert!(after < Duration::from_secs(1), "answered {after:?} after");
}

/// The commit listeners connected to `db`'s database now (one per node).
fn listeners(db: &mut ::postgres::Client) -> i64 {
    db.query_one(
        "SELECT count(*) FROM pg_stat_activity
         WHERE application_name = 'quarterdeck-listener' AND datname = current_database()",
        &[],
    )
    .unwrap()
    .get(0)
}

/// Waits until `count` listeners are connected to `db`'s database.
fn wait_for_listeners(db: &mut ::postgres::Client, count: i64) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while listeners(db) != count {
        assert!(Instant::now() < deadline, "the listeners did not connect");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_long_poll_hears_of_a_move_made_while_its_nodes_listener_was_killed() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb) for the multi-node tests");
        return;
    };
    let url = cluster.database();
    let (a, b) = nodes_on(&url, &[]);
    let mut db = cluster.client(&url);
    let game = Match::create(a.base_url());
    let mut bot = Lcg(11);
    wait_for_listeners(&mut db, 2);
    let (version, _) = game.read(&client(), b.base_url()).unwrap();
    // The move is sent right after both nodes' listeners are killed: it commits while they are
    // away (or reconnecting), so its notification is lost to them.
    let heard = long_poll_across(&b, &a, &game, &mut bot, || {
        assert_eq!(kill_listeners(&mut db), 2);
    });
    assert_eq!((heard.status, heard.version), (200, Some(version + 1)));
    // The listener reconnects within a fraction of a second, and then every waiter re-reads.
    assert!(
        heard.after < Duration::from_secs(2),
        "answered {:?} after the move",
        heard.after
    );
    let deadline = Instant::now() + Duration::from_secs(5);
    let noticed = |server: &Server| {
        server
            .log()
            .iter()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .any(|line| {
                line["level"] == "WARN"
                    && line["fields"]["message"]
                        .as_str()
                        .is_some_and(|message| message.starts_with("the commit listener's"))
            })
    };
    while !noticed(&b) {
        assert!(Instant::now() < deadline, "node B never noticed");
        std::thread::sleep(Duration::from_millis(20));
    }
    // Back and listening: moves keep arriving at once.
    wait_for_listeners(&mut db, 2);
    for n in 2..5 {
        let heard = long_poll_across(&b, &a, &game, &mut bot, || {});
        assert_eq!((heard.status, heard.version), (200, Some(version + n)));
        assert!(
            heard.after < Duration::from_secs(1),
            "move {n} answered {:?} after it was sent",
            heard.after
        );
    }
}

#[test]
fn nodes_on_a_database_refusing_notifications_say_so_and_play_on_without_a_listener() {
    let Some(cluster) = Cluster::private() else {
        eprintln!("skipped: no initdb to start a PostgreSQL cluster of this test's own");
        return;
    };
    // A role that owns the database but may not call pg_notify, as on a database without
    // notifications (CockroachDB).
    let url = cluster.database();
    let database = url.rsplit('/').next().unwrap();
    cluster
        .client(&url)
        .batch_execute(&format!(
            "CREATE ROLE no_notify LOGIN;
             ALTER DATABASE {database} OWNER TO no_notify;
             REVOKE EXECUTE ON FUNCTION pg_notify(text, text) FROM PUBLIC;"
        ))
        .unwrap();
    let (a, b) = nodes_on(&url.replacen("quarterdeck@", "no_notify@", 1), &[]);
    for node in [&a, &b] {
        assert!(
            node.log()
                .iter()
                .any(|line| line.contains("the database sends no notifications")),
            "{:#?}",
            node.log()
        );
    }
    // Moves through both nodes in turn commit, and a deletion too.
    let game = Match::create(a.base_url());
    let http = client();
    let mut bot = Lcg(12);
    for n in 0..6 {
        let base = [a.base_url(), b.base_url()][n % 2];
        match game.step(&http, base, &mut bot) {
            Attempt::Acknowledged(version, _) => assert_eq!(version, i64::try_from(n).unwrap() + 1),
            Attempt::Refused(status, code) => panic!("{status} {code}"),
            Attempt::NoAnswer => panic!("no answer"),
        }
    }
    let deleted = http
        .delete(b.url(&format!("/v1/matches/{}", game.id)))
        .bearer_auth(&game.owner)
        .send()
        .unwrap();
    assert_eq!(deleted.status().as_u16(), 204);
    assert_eq!(listeners(&mut cluster.client(&url)), 0);
}

/// Kills every listener connected to `db`'s database (picked first, then killed, so no other
/// session is ever a candidate); answers how many there were.
fn kill_listeners(db: &mut ::postgres::Client) -> usize {
    let pids: Vec<i32> = db
        .query(
            "SELECT pid FROM pg_stat_activity
             WHERE application_name = 'quarterdeck-listener' AND datname = current_database()",
            &[],
        )
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    for pid in &pids {
        let killed: bool = db
            .query_one("SELECT pg_terminate_backend($1)", &[pid])
            .unwrap()
            .get(0);
        assert!(killed);
    }
    pids.len()
}

#[test]
fn an_event_stream_on_one_node_follows_a_whole_match_played_on_the_other_through_killed_listeners()
{
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb) for the multi-node tests");
        return;
    };
    let url = cluster.database();
    let (a, b) = nodes_on(&url, &[]);
    let mut db = cluster.client(&url);
    wait_for_listeners(&mut db, 2);
    let game = Match::create(a.base_url());
    let mut stream = sse::open(b.base_url(), &game.id, None, None).unwrap();
    let http = client();
    let mut bot = Lcg(23);
    let mut slowest = Duration::ZERO;
    for moves in 0..120 {
        if moves % 40 == 20 {
            assert_eq!(kill_listeners(&mut db), 2);
        }
        let started = Instant::now();
        let Attempt::Acknowledged(version, _) = game.step(&http, a.base_url(), &mut bot) else {
            panic!("move {} on node A failed", moves + 1);
        };
        let event = stream.next_event().expect("the stream goes on");
        slowest = slowest.max(started.elapsed());
        assert_eq!((event.name.as_str(), event.version()), ("move", version));
    }
    // A move whose notification the killed listener missed is heard when the listener is
    // back (a fraction of a second), never at the 10 s safety re-read.
    assert!(
        slowest < Duration::from_secs(3),
        "slowest event {slowest:?}"
    );
}

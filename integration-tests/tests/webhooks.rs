//! "Your turn" webhooks over the real binary: a receiver on loopback (`--webhooks any` lets the
//! service reach it) records every delivery and checks its signature. A match played to its
//! end is announced version by version; a receiver that fails or stalls slows no move and
//! gets everything once it recovers; a node killed with deliveries pending leaves them to the
//! next; two PostgreSQL nodes send each delivery, never the same one at once; bad targets are
//! refused; and the secret shows up in no answer and no log line.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use hmac::{Hmac, Mac};
use quarterdeck_integration_tests::{client, on_postgres, postgres, Lcg, Server};
use serde_json::{json, Value};
use sha2::Sha256;

const SECRET: &str = "whsec_test_0123456789abcdef";

/// What the receiver does with the next requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Answers 204.
    Accept,
    /// Answers 500.
    Fail,
    /// Waits this long, then answers 204 (if the sender still listens).
    Stall(Duration),
}

/// One request the receiver got.
#[derive(Debug, Clone)]
struct Received {
    delivery: String,
    body: Value,
    /// The status it answered.
    status: u16,
    started: Instant,
    ended: Instant,
}

/// A small HTTP/1.1 server on loopback that records every request, after checking its
/// signature and headers (a request that fails them fails the test).
struct Receiver {
    url: String,
    mode: Arc<Mutex<Mode>>,
    received: Arc<Mutex<Vec<Received>>>,
    bad: Arc<Mutex<Vec<String>>>,
    /// Requests turned away (failed, or stalled), counted as they arrive.
    refused: Arc<AtomicUsize>,
}

impl Receiver {
    fn start(mode: Mode) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/hooks/turns", listener.local_addr().unwrap());
        let receiver = Self {
            url,
            mode: Arc::new(Mutex::new(mode)),
            received: Arc::default(),
            bad: Arc::default(),
            refused: Arc::default(),
        };
        let (mode, received, bad, refused) = (
            Arc::clone(&receiver.mode),
            Arc::clone(&receiver.received),
            Arc::clone(&receiver.bad),
            Arc::clone(&receiver.refused),
        );
        thread::spawn(move || {
            for stream in listener.incoming().map_while(Result::ok) {
                let (mode, received, bad, refused) = (
                    Arc::clone(&mode),
                    Arc::clone(&received),
                    Arc::clone(&bad),
                    Arc::clone(&refused),
                );
                thread::spawn(move || serve(stream, &mode, &received, &bad, &refused));
            }
        });
        receiver
    }

    fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    fn received(&self) -> Vec<Received> {
        let bad = self.bad.lock().unwrap();
        assert!(bad.is_empty(), "requests that fail the checks: {bad:?}");
        self.received.lock().unwrap().clone()
    }

    /// The versions of `match_id` answered 2xx at least once.
    fn delivered(&self, match_id: &str) -> BTreeSet<i64> {
        self.received()
            .iter()
            .filter(|got| got.status < 300 && got.body["match"] == match_id)
            .map(|got| got.body["version"].as_i64().unwrap())
            .collect()
    }

    /// Waits until every version from 1 to `last` of `match_id` was delivered.
    fn wait_for_all(&self, match_id: &str, last: i64, within: Duration) {
        let started = Instant::now();
        let wanted: BTreeSet<i64> = (1..=last).collect();
        loop {
            let delivered = self.delivered(match_id);
            if delivered == wanted {
                return;
            }
            assert!(
                started.elapsed() < within,
                "{match_id}: after {within:?} only {} of {last} versions delivered; missing {:?}",
                delivered.len(),
                wanted.difference(&delivered).take(10).collect::<Vec<_>>()
            );
            thread::sleep(Duration::from_millis(100));
        }
    }
}

/// One connection: one request, answered as the mode says, then closed.
fn serve(
    stream: TcpStream,
    mode: &Mutex<Mode>,
    received: &Mutex<Vec<Received>>,
    bad: &Mutex<Vec<String>>,
    refused: &AtomicUsize,
) {
    let started = Instant::now();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
        return;
    }
    let mut headers = BTreeMap::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':').unwrap();
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_owned());
    }
    let length: usize = headers
        .get("content-length")
        .map_or(0, |length| length.parse().unwrap());
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    let body = String::from_utf8(body).unwrap();
    let delivery = headers
        .get("quarterdeck-delivery")
        .cloned()
        .unwrap_or_default();
    if let Err(problem) = check(&request_line, &headers, &delivery, &body) {
        bad.lock().unwrap().push(problem);
    }
    let current = *mode.lock().unwrap();
    if current != Mode::Accept {
        refused.fetch_add(1, Ordering::Relaxed);
    }
    let status = match current {
        Mode::Accept => 204,
        Mode::Fail => 500,
        Mode::Stall(wait) => {
            thread::sleep(wait);
            204
        }
    };
    let mut stream = stream;
    let reason = if status == 204 {
        "No Content"
    } else {
        "Internal Server Error"
    };
    let _ = write!(
        stream,
        "HTTP/1.1 {status} {reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    );
    let _ = stream.flush();
    received.lock().unwrap().push(Received {
        delivery,
        body: serde_json::from_str(&body).unwrap_or(Value::Null),
        status,
        started,
        ended: Instant::now(),
    });
}

/// What a receiver checks before it trusts a delivery.
fn check(
    request_line: &str,
    headers: &BTreeMap<String, String>,
    delivery: &str,
    body: &str,
) -> Result<(), String> {
    if !request_line.starts_with("POST /hooks/turns ") {
        return Err(format!("request line {request_line:?}"));
    }
    if headers.get("content-type").map(String::as_str) != Some("application/json") {
        return Err(format!("content-type {:?}", headers.get("content-type")));
    }
    if !headers
        .get("user-agent")
        .is_some_and(|agent| agent.starts_with("quarterdeck/"))
    {
        return Err(format!("user-agent {:?}", headers.get("user-agent")));
    }
    let signature = headers.get("quarterdeck-signature").ok_or("no signature")?;
    let (t, v1) = signature
        .split_once(",v1=")
        .and_then(|(t, v1)| Some((t.strip_prefix("t=")?, v1)))
        .ok_or_else(|| format!("signature {signature:?}"))?;
    let mut mac = Hmac::<Sha256>::new_from_slice(SECRET.as_bytes()).unwrap();
    mac.update(format!("{t}.{body}").as_bytes());
    let expected: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    if expected != v1 {
        return Err(format!("{delivery}: the signature does not verify"));
    }
    let sent: u64 = t.parse().map_err(|_| format!("timestamp {t:?}"))?;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    if sent.abs_diff(now) > 60 {
        return Err(format!("timestamp {sent} is far from now ({now})"));
    }
    let parsed: Value = serde_json::from_str(body).map_err(|error| error.to_string())?;
    let id = format!(
        "{}.{}",
        parsed["match"].as_str().unwrap_or(""),
        parsed["version"]
    );
    if parsed["delivery"] != delivery || id != delivery {
        return Err(format!("delivery header {delivery:?} for body {body}"));
    }
    Ok(())
}

fn notify(receiver: &Receiver) -> Value {
    json!({"url": receiver.url, "secret": SECRET})
}

/// `POST /v1/matches` with `body`: the status and the answer, whose text must not hold the
/// secret.
fn create(server: &Server, body: &Value) -> (u16, Value) {
    let response = client()
        .post(server.url("/v1/matches"))
        .json(body)
        .send()
        .unwrap();
    let status = response.status().as_u16();
    let text = response.text().unwrap();
    assert!(
        !text.contains(SECRET),
        "the answer shows the secret: {text}"
    );
    (status, serde_json::from_str(&text).unwrap())
}

fn get(server: &Server, path: &str) -> String {
    let response = client().get(server.url(path)).send().unwrap();
    assert_eq!(response.status(), 200, "{path}");
    response.text().unwrap()
}

/// Waits until the match is finished; its last version.
fn wait_finished(server: &Server, id: &str, within: Duration) -> i64 {
    let started = Instant::now();
    loop {
        let view: Value = serde_json::from_str(&get(server, &format!("/v1/matches/{id}"))).unwrap();
        if view["status"] == "finished" {
            return view["version"].as_i64().unwrap();
        }
        assert!(started.elapsed() < within, "{id} did not finish: {view}");
        thread::sleep(Duration::from_millis(100));
    }
}

/// A Nantucket match of two random bots, announced to `receiver`.
fn bots_match(receiver: &Receiver) -> Value {
    json!({
        "game": "nantucket",
        "players": 2,
        "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}],
        "notify": notify(receiver),
    })
}

/// The log never shows the secret, and every attempt's outcome was recorded.
fn assert_log_is_clean(server: &Server) {
    let log = server.log();
    assert!(!log.is_empty());
    for line in log {
        assert!(!line.contains(SECRET), "the log shows the secret: {line}");
        assert!(
            !line.contains("cannot record a webhook attempt") && !line.contains("\"ERROR\""),
            "{line}"
        );
    }
}

/// The first answered request of each version of `match_id`, in the order received.
fn first_deliveries(receiver: &Receiver, match_id: &str) -> Vec<Received> {
    let mut seen = BTreeSet::new();
    receiver
        .received()
        .into_iter()
        .filter(|got| got.body["match"] == match_id && got.status < 300)
        .filter(|got| seen.insert(got.delivery.clone()))
        .collect()
}

#[test]
fn a_match_played_to_its_end_is_announced_once_a_version_each_signed() {
    let receiver = Receiver::start(Mode::Accept);
    let server = Server::start_with(&["--webhooks", "any", "--bot-poll", "1s"]);
    let (status, created) = create(&server, &bots_match(&receiver));
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["notify"], json!({"url": receiver.url}));
    let id = created["id"].as_str().unwrap();
    let last = wait_finished(&server, id, Duration::from_secs(120));
    receiver.wait_for_all(id, last, Duration::from_secs(30));
    let delivered = first_deliveries(&receiver, id);
    let versions: Vec<i64> = delivered
        .iter()
        .map(|got| got.body["version"].as_i64().unwrap())
        .collect();
    assert_eq!(
        versions,
        (1..=last).collect::<Vec<_>>(),
        "sent in version order"
    );
    for got in &delivered {
        let version = got.body["version"].as_i64().unwrap();
        assert_eq!(got.delivery, format!("{id}.{version}"));
        assert_eq!(got.body["game"], "nantucket");
        assert_eq!(got.body["name"], Value::Null);
        let over = version == last;
        assert_eq!(got.body["finished"], over, "{}", got.body);
        assert_eq!(
            got.body["to_act"].as_array().unwrap().is_empty(),
            over,
            "{}",
            got.body
        );
    }
    // Every request was answered 2xx the first time: nothing was sent twice.
    assert_eq!(receiver.received().len(), usize::try_from(last).unwrap());
    // No read shows the target, let alone the secret.
    for path in [
        format!("/v1/matches/{id}"),
        "/v1/matches".to_owned(),
        format!("/v1/matches/{id}/log"),
    ] {
        let text = get(&server, &path);
        assert!(
            !text.contains(SECRET) && !text.contains(&receiver.url),
            "{path}: {text}"
        );
    }
    assert_log_is_clean(&server);
}

/// A client's hold on a match of people: the tokens, the ETag, who is to act.
struct Playing {
    id: String,
    seats: Vec<String>,
    etag: String,
    to_act: Vec<Value>,
}

impl Playing {
    fn new(created: &Value) -> Self {
        Self {
            id: created["id"].as_str().unwrap().to_owned(),
            seats: created["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|seat| seat["token"].as_str().unwrap().to_owned())
                .collect(),
            etag: "\"0\"".to_owned(),
            to_act: created["to_act"].as_array().unwrap().clone(),
        }
    }

    /// Plays one random legal action; how long the action's request took.
    fn step(&mut self, server: &Server, bot: &mut Lcg) -> Duration {
        let http = client();
        let seat = self.to_act[0]["seat"].as_u64().unwrap();
        let token = &self.seats[usize::try_from(seat).unwrap()];
        let legal: Value = http
            .get(server.url(&format!("/v1/matches/{}/legal-actions", self.id)))
            .bearer_auth(token)
            .send()
            .unwrap()
            .json()
            .unwrap();
        let actions = legal["actions"].as_array().unwrap();
        let action = &actions[bot.below(actions.len())]["action"];
        let started = Instant::now();
        let response = http
            .post(server.url(&format!("/v1/matches/{}/actions", self.id)))
            .bearer_auth(token)
            .header("if-match", &self.etag)
            .json(&json!({"game": "nantucket", "action": action}))
            .send()
            .unwrap();
        let took = started.elapsed();
        assert_eq!(response.status(), 200);
        self.etag = response.headers()["etag"].to_str().unwrap().to_owned();
        let applied: Value = response.json().unwrap();
        self.to_act = applied["to_act"].as_array().unwrap().clone();
        took
    }

    fn over(&self) -> bool {
        self.to_act.is_empty()
    }

    fn version(&self) -> i64 {
        self.etag.trim_matches('"').parse().unwrap()
    }
}

#[test]
fn a_failing_or_stalled_receiver_slows_no_move_and_gets_every_delivery_once_back() {
    // Attempts give up after 1 s here (10 s by default), so the stalled receiver, which
    // answers after 3 s, times out as a dead one would, and the test stays quick.
    let receiver = Receiver::start(Mode::Stall(Duration::from_secs(3)));
    let server = Server::start_with(&["--webhooks", "any", "--webhook-timeout", "1s"]);
    let (status, created) = create(
        &server,
        &json!({"game": "nantucket", "players": 2, "notify": notify(&receiver)}),
    );
    assert_eq!(status, 201, "{created}");
    let mut playing = Playing::new(&created);
    let mut bot = Lcg(7);
    let mut slowest = Duration::ZERO;
    for _ in 0..4 {
        slowest = slowest.max(playing.step(&server, &mut bot));
    }
    receiver.set(Mode::Fail);
    for _ in 0..4 {
        slowest = slowest.max(playing.step(&server, &mut bot));
    }
    assert!(
        slowest < Duration::from_millis(900),
        "a move took {slowest:?} while the receiver stalled or failed"
    );
    thread::sleep(Duration::from_secs(3));
    let refused = receiver.refused.load(Ordering::Relaxed);
    assert!(
        refused >= 2,
        "the first delivery was tried again: {refused} attempts; {:#?}",
        server
            .log()
            .iter()
            .filter(|line| line.contains("webhook"))
            .collect::<Vec<_>>()
    );
    receiver.set(Mode::Accept);
    while !playing.over() {
        playing.step(&server, &mut bot);
    }
    receiver.wait_for_all(&playing.id, playing.version(), Duration::from_secs(60));
    // At least once: a duplicate is the same delivery, told apart by its id alone.
    let mut bodies: BTreeMap<String, Value> = BTreeMap::new();
    for got in receiver.received() {
        if let Some(earlier) = bodies.insert(got.delivery.clone(), got.body.clone()) {
            assert_eq!(earlier, got.body, "{}", got.delivery);
        }
    }
    assert_log_is_clean(&server);
}

#[test]
fn deliveries_pending_when_a_node_is_killed_are_sent_by_the_next_one() {
    let receiver = Receiver::start(Mode::Fail);
    let flags = ["--webhooks", "any", "--bot-poll", "1s"];
    let first = Server::start_with(&flags);
    let (status, created) = create(&first, &bots_match(&receiver));
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_owned();
    let last = wait_finished(&first, &id, Duration::from_secs(120));
    assert!(receiver.delivered(&id).is_empty());
    let database = first.database().to_owned();
    first.kill();
    receiver.set(Mode::Accept);
    let next = Server::start_on_with(Path::new(&database), &flags).unwrap();
    receiver.wait_for_all(&id, last, Duration::from_secs(60));
    assert_log_is_clean(&next);
    if next.store() == quarterdeck_integration_tests::Store::Sqlite {
        let _ = std::fs::remove_dir_all(Path::new(&database).parent().unwrap());
    }
}

#[test]
fn two_nodes_send_every_delivery_and_never_the_same_one_at_once() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb) for the two-node webhook test");
        return;
    };
    // Each answer takes a moment, so two nodes sending one delivery would overlap.
    let receiver = Receiver::start(Mode::Stall(Duration::from_millis(50)));
    let url = cluster.database();
    let flags = ["--webhooks", "any", "--bot-poll", "1s"];
    let start = || Server::start_on_with(Path::new(&url), &flags).unwrap();
    let nodes = [start(), start()];
    let ids: Vec<(String, usize)> = (0..4)
        .map(|n| {
            let node = &nodes[n % 2];
            let (status, created) = create(node, &bots_match(&receiver));
            assert_eq!(status, 201, "{created}");
            (created["id"].as_str().unwrap().to_owned(), n % 2)
        })
        .collect();
    for (id, node) in &ids {
        let last = wait_finished(&nodes[*node], id, Duration::from_secs(180));
        receiver.wait_for_all(id, last, Duration::from_secs(60));
    }
    let mut by_delivery: BTreeMap<String, Vec<Received>> = BTreeMap::new();
    for got in receiver.received() {
        by_delivery
            .entry(got.delivery.clone())
            .or_default()
            .push(got);
    }
    for (delivery, sends) in &by_delivery {
        for (i, one) in sends.iter().enumerate() {
            for other in &sends[i + 1..] {
                assert!(
                    one.ended <= other.started || other.ended <= one.started,
                    "{delivery} was sent twice at once"
                );
            }
        }
    }
    for node in &nodes {
        assert_log_is_clean(node);
        // Both nodes' senders took part: each node's commits wake its own at once.
        assert!(
            node.log()
                .iter()
                .any(|line| line.contains("webhook delivered")),
            "a node sent nothing"
        );
    }
}

#[test]
fn unusable_targets_are_refused_naming_the_field_and_off_refuses_every_one() {
    let server = Server::start();
    let refusal = |notify: Value| {
        let (status, problem) = create(
            &server,
            &json!({"game": "nantucket", "players": 2, "notify": notify}),
        );
        (status, problem)
    };
    for (url, secret, field) in [
        ("ftp://example.com/hook", SECRET, "notify.url"),
        ("javascript:alert(1)", SECRET, "notify.url"),
        ("/relative", SECRET, "notify.url"),
        ("https://user:pass@example.com/hook", SECRET, "notify.url"),
        // The default, `--webhooks public`: nothing on the service's own network.
        ("http://127.0.0.1:9/hook", SECRET, "notify.url"),
        ("http://[::1]/hook", SECRET, "notify.url"),
        (
            "http://169.254.169.254/latest/meta-data",
            SECRET,
            "notify.url",
        ),
        ("http://localhost:8080/hook", SECRET, "notify.url"),
        ("https://example.com/hook", "too-short", "notify.secret"),
        (
            "https://example.com/hook",
            "with spaces in the secret",
            "notify.secret",
        ),
    ] {
        let (status, problem) = refusal(json!({"url": url, "secret": secret}));
        assert_eq!(status, 422, "{url}: {problem}");
        assert_eq!(problem["code"], "invalid-notify", "{problem}");
        assert_eq!(problem["errors"][0]["field"], field, "{problem}");
        assert_eq!(problem["errors"].as_array().unwrap().len(), 1, "{problem}");
    }
    let (status, problem) = refusal(json!({"url": "https://example.com/hook"}));
    assert_eq!(status, 400, "a target without its secret: {problem}");
    let (status, created) = refusal(json!({"url": "https://example.com/hook", "secret": SECRET}));
    assert_eq!(status, 201, "a public target is taken: {created}");
    assert_eq!(created["notify"]["url"], "https://example.com/hook");
    assert_log_is_clean(&server);

    let off = Server::start_with(&["--webhooks", "off"]);
    let (status, problem) = create(
        &off,
        &json!({"game": "nantucket", "players": 2,
                "notify": {"url": "https://example.com/hook", "secret": SECRET}}),
    );
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "webhooks-disabled");
    let (status, _) = create(&off, &json!({"game": "nantucket", "players": 2}));
    assert_eq!(status, 201, "a match without a target is still made");
}

on_postgres!(
    a_match_played_to_its_end_is_announced_once_a_version_each_signed,
    a_failing_or_stalled_receiver_slows_no_move_and_gets_every_delivery_once_back,
    deliveries_pending_when_a_node_is_killed_are_sent_by_the_next_one,
);

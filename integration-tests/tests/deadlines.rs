//! Turn deadlines over the real binary: a match's deadline in its view, log and stream; a seat
//! whose time runs out moved for by a stand-in bot, or passing where the rules give a pass
//! (rulings FL-21, BH-47); two PostgreSQL nodes sweeping the same deadlines, each moving once;
//! and the clocks a match cannot have.

use std::time::{Duration, Instant};

use quarterdeck_integration_tests::named_match::NamedMatch;
use quarterdeck_integration_tests::postgres;
use quarterdeck_integration_tests::sse::{self, Event};
use quarterdeck_integration_tests::{Lcg, Server};
use serde_json::{json, Value};

/// Looks for overdue turns every second, so a 5 s turn runs out within a second of its end.
const FAST_POLL: [&str; 2] = ["--bot-poll", "1s"];

/// Reads `stream` until an event the clock made; panics after `within`.
fn next_timed_out(stream: &mut sse::EventStream, within: Duration) -> Event {
    let started = Instant::now();
    while let Some(event) = stream.next_event() {
        if event.data["timed_out"] == true {
            return event;
        }
        assert!(started.elapsed() < within, "no move was forced in time");
    }
    panic!("the stream ended before the clock moved");
}

fn deadline_ms(text: &str) -> i64 {
    let (date, time) = text.trim_end_matches('Z').split_once('T').unwrap();
    let days = {
        let parts: Vec<i64> = date.split('-').map(|p| p.parse().unwrap()).collect();
        // Days since the epoch of a Gregorian date (Howard Hinnant's algorithm).
        let (y, m, d) = (parts[0] - i64::from(parts[1] <= 2), parts[1], parts[2]);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
    };
    let seconds: f64 = time
        .split(':')
        .map(|p| p.parse::<f64>().unwrap())
        .fold(0.0, |total, part| total * 60.0 + part);
    days * 86_400_000 + (seconds * 1000.0).round() as i64
}

fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    i64::try_from(since.as_millis()).unwrap()
}

#[test]
fn a_seat_whose_time_runs_out_is_moved_for_and_every_view_shows_the_deadline() {
    let server = Server::start_with(&FAST_POLL);
    let created_at = now_ms();
    let game = NamedMatch::create(
        &server,
        &json!({"game": "nantucket", "players": 2, "turn_time": "5s"}),
    );
    assert_eq!(game.created["turn_time"], "5s");
    assert_eq!(game.created["on_timeout"], "bot");
    let view = game.get(&server, "", Some(&game.seats[1]));
    let deadline = deadline_ms(view.body["deadline"].as_str().unwrap());
    assert!(
        (created_at + 4_900..created_at + 6_000).contains(&deadline),
        "{deadline} is 5 s after {created_at}"
    );
    let mut stream = sse::open(server.base_url(), &game.id, None, None).unwrap();
    let forced = next_timed_out(&mut stream, Duration::from_secs(10));
    assert!(
        now_ms() >= deadline,
        "nothing is forced before the deadline"
    );
    assert_eq!(forced.version(), 1);
    assert_eq!(forced.data["actor"], json!({"seat": 0}));
    assert_eq!(forced.data["bot"], true, "a stand-in bot chose it");
    let next = deadline_ms(forced.data["deadline"].as_str().unwrap());
    assert!(
        next >= deadline + 5_000,
        "the next deadline runs from the move"
    );
    let log = game.log(&server, None);
    assert_eq!(log[0]["timed_out"], true);
    let after = game.get(&server, "", None);
    assert_eq!(after.body["version"], 1);
    assert_eq!(
        deadline_ms(after.body["deadline"].as_str().unwrap()),
        next,
        "the view and the event agree"
    );
}

#[test]
fn a_seat_whose_time_runs_out_in_fleet_passes_with_its_mildest_choice() {
    let server = Server::start_with(&FAST_POLL);
    let game = NamedMatch::create(
        &server,
        &json!({"game": "fleet", "players": 2, "turn_time": "1h", "on_timeout": "pass"}),
    );
    // Plays at random until a seat may decline (pass or drop out of the auction), under an
    // hour's clock, so nothing is forced meanwhile.
    let mut rng = Lcg(5);
    let mut version = 0;
    let mildest = loop {
        let view = game.get(&server, "", None).body;
        let actor = view["to_act"][0].clone();
        let legal = game.get(&server, "/legal-actions", Some(game.token_for(&actor)));
        let actions: Vec<Value> = legal.body["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|listed| listed["action"].clone())
            .collect();
        let kinds: Vec<&str> = actions
            .iter()
            .map(|a| a["type"].as_str().unwrap())
            .collect();
        if let Some(kind) = ["pass", "drop-out"].into_iter().find(|k| kinds.contains(k)) {
            break kind;
        }
        let action = &actions[rng.below(actions.len())];
        let acted = game.act(&server, game.token_for(&actor), version, action);
        assert_eq!(acted.status, 200, "{}", acted.body);
        version = acted.body["version"].as_i64().unwrap();
    };
    // Now the clock runs out: the store's deadline is moved into the past, as an hour would.
    let store = server.database().to_owned();
    let connection = rusqlite::Connection::open(store).unwrap();
    connection
        .execute(
            "UPDATE matches SET deadline_ms = 0 WHERE id = ?1",
            [&game.id],
        )
        .unwrap();
    let mut stream = sse::open(server.base_url(), &game.id, None, Some(version)).unwrap();
    let forced = next_timed_out(&mut stream, Duration::from_secs(5));
    assert_eq!(forced.data["action"]["type"], mildest, "rule FL-21");
    assert!(
        forced.data.get("bot").is_none(),
        "the rules' pass, not a bot"
    );
}

#[test]
fn two_nodes_sweeping_the_same_deadlines_move_for_each_seat_once() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb) for the multi-node tests");
        return;
    };
    let url = cluster.database();
    let start = || {
        Server::start_on_with(std::path::Path::new(&url), &FAST_POLL)
            .unwrap_or_else(|log| panic!("{log}"))
    };
    let (a, b) = (start(), start());
    let matches: Vec<NamedMatch> = (0..6)
        .map(|n| {
            let node = if n % 2 == 0 { &a } else { &b };
            NamedMatch::create(
                node,
                &json!({"game": "nantucket", "players": 2, "turn_time": "5s"}),
            )
        })
        .collect();
    // One deadline each passes at ~5 s; the next would pass at ~10 s.
    std::thread::sleep(Duration::from_millis(7_500));
    for game in &matches {
        let log = game.log(&a, None);
        assert_eq!(log.len(), 1, "{}: moved for once: {log:?}", game.id);
        assert_eq!(log[0]["timed_out"], true);
    }
}

#[test]
fn a_clock_a_match_cannot_have_is_refused_naming_its_field() {
    let server = Server::start();
    for (body, field) in [
        (json!({"turn_time": "4s"}), "turn_time"),
        (json!({"turn_time": "31d"}), "turn_time"),
        (json!({"turn_time": "soon"}), "turn_time"),
        (json!({"on_timeout": "pass"}), "on_timeout"),
    ] {
        let mut request = json!({"game": "nantucket", "players": 2});
        for (key, value) in body.as_object().unwrap() {
            request[key] = value.clone();
        }
        let (status, problem) = server.post_json("/v1/matches", &request);
        assert_eq!(status, 422, "{request}: {problem}");
        assert_eq!(problem["code"], "invalid-turn-clock", "{problem}");
        assert_eq!(problem["errors"][0]["field"], field, "{problem}");
    }
    let (status, problem) = server.post_json(
        "/v1/matches",
        &json!({"game": "nantucket", "players": 2, "turn_time": "5s", "on_timeout": "later"}),
    );
    assert_eq!(status, 400, "{problem}");
}

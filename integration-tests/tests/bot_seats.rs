//! Bot seats in named matches, over the real binary: a match of bots only plays to its end in
//! every game, a bot answers a person's move without holding the person's request, its moves
//! are logged as a bot's, a bot turn cut short by a crash is played after the restart, and bad
//! bot seats are refused naming their field. (Two PostgreSQL nodes racing for the same bot turn:
//! `multi_node.rs`.)

use std::time::{Duration, Instant};

use quarterdeck_integration_tests::named_match::{seat_of, NamedMatch};
use quarterdeck_integration_tests::{
    assert_walked_the_first_four_games, client, fewest_players, games_where, Lcg, Server,
};
use serde_json::{json, Value};

/// Polls often, so a test waits on its bots, not on the clock.
const FAST_POLL: &[&str] = &["--bot-poll", "1s"];

/// The match as a spectator reads it.
fn read(server: &Server, named: &NamedMatch) -> Value {
    named.get(server, "", None).body
}

/// Reads the match until `done` holds for it; fails after `within`.
fn wait_until(
    server: &Server,
    named: &NamedMatch,
    within: Duration,
    what: &str,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let started = Instant::now();
    loop {
        let view = read(server, named);
        if done(&view) {
            return view;
        }
        assert!(
            started.elapsed() < within,
            "{}: {what} did not happen within {within:?}; the match: version {}, to act {}",
            named.game,
            view["version"],
            view["to_act"]
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn seat_is_to_act(view: &Value, seat: u64) -> bool {
    view["to_act"]
        .as_array()
        .is_some_and(|to_act| to_act.iter().any(|actor| seat_of(actor) == Some(seat)))
}

#[test]
fn a_match_of_bots_only_plays_to_its_end_in_every_game() {
    let server = Server::start_with(FAST_POLL);
    let games = games_where(&server, "play", true);
    for game in &games {
        let players = fewest_players(&server, game);
        // One greedy seat, the rest random: quick, and both kinds commit through the worker.
        let bots: Vec<Value> = (0..players)
            .map(|seat| match seat {
                0 => json!({"seat": seat, "kind": "greedy", "iterations": 1}),
                _ => json!({"seat": seat, "kind": "random"}),
            })
            .collect();
        let named = NamedMatch::create(
            &server,
            &json!({"game": game, "players": players, "bots": bots}),
        );
        assert_eq!(named.created["bots"], json!(bots), "{game}");
        let finished = wait_until(
            &server,
            &named,
            Duration::from_secs(180),
            "the end",
            |view| view["status"] == "finished",
        );
        let log = named.log(&server, None);
        assert_eq!(
            i64::try_from(log.len()).unwrap(),
            finished["version"].as_i64().unwrap(),
            "{game}"
        );
        assert!(
            log.iter().all(|entry| entry["bot"] == true),
            "{game}: every move of a match of bots only is a bot's"
        );
        let sheet = named.get(&server, "/score", None).body;
        assert_eq!(sheet["final"], true, "{game}: {sheet}");
    }
    assert_walked_the_first_four_games(&games);
}

#[test]
fn a_bot_answers_a_persons_moves_without_holding_the_request_and_is_logged_as_a_bot() {
    let server = Server::start_with(FAST_POLL);
    let bot = json!({"seat": 1, "kind": "ismcts", "time_ms": 400});
    let named = NamedMatch::create(
        &server,
        &json!({"game": "new-bedford", "players": 2, "names": ["Ann", "Bot"], "bots": [bot]}),
    );
    assert_eq!(read(&server, &named)["bots"], json!([bot]));
    let mut choices = Lcg(3);
    let mut answered_while_the_bot_thought = 0;
    for _ in 0..6 {
        let view = wait_until(
            &server,
            &named,
            Duration::from_secs(30),
            "seat 0's turn",
            |view| seat_is_to_act(view, 0) || view["status"] == "finished",
        );
        let version = view["version"].as_i64().unwrap();
        let legal = named
            .get(&server, "/legal-actions", Some(&named.seats[0]))
            .body;
        let actions = legal["actions"].as_array().unwrap();
        let action = &actions[choices.below(actions.len())]["action"];
        let started = Instant::now();
        let reply = named.act(&server, &named.seats[0], version, action);
        let took = started.elapsed();
        assert_eq!(reply.status, 200, "{}", reply.body);
        if seat_is_to_act(&reply.body, 1) {
            // The answer comes before the bot's 400 ms of thought, which goes on afterwards.
            assert!(took < Duration::from_millis(300), "the move took {took:?}");
            answered_while_the_bot_thought += 1;
        }
    }
    assert!(
        answered_while_the_bot_thought > 0,
        "the bot never had a turn"
    );
    wait_until(
        &server,
        &named,
        Duration::from_secs(30),
        "seat 0's turn",
        |view| seat_is_to_act(view, 0),
    );
    let log = named.log(&server, Some(&named.seats[0]));
    for entry in &log {
        let by_bot = seat_of(&entry["actor"]) == Some(1);
        assert_eq!(entry.get("bot").is_some(), by_bot, "{entry}");
        if by_bot {
            assert_eq!(entry["bot"], true);
            assert_eq!(entry["actor_name"], "Bot");
        }
    }
    assert!(log.iter().any(|entry| entry["bot"] == true));
}

#[test]
fn a_bot_turn_cut_short_by_a_crash_is_played_after_the_restart() {
    let dir = quarterdeck_integration_tests::scratch_dir();
    let database = dir.join("matches.db");
    let start =
        || Server::start_on_with(&database, FAST_POLL).unwrap_or_else(|log| panic!("{log}"));
    let first = start();
    // Seat 0's bot thinks 4 s: long enough to be killed in the middle of it.
    let named = NamedMatch::create(
        &first,
        &json!({"game": "new-bedford", "players": 2, "bots": [
            {"seat": 0, "kind": "ismcts", "time_ms": 4000},
            {"seat": 1, "kind": "random"},
        ]}),
    );
    std::thread::sleep(Duration::from_millis(1000));
    assert_eq!(
        read(&first, &named)["version"],
        0,
        "the bot is still thinking"
    );
    first.kill();
    let second = start();
    let moved = wait_until(
        &second,
        &named,
        Duration::from_secs(30),
        "the bot's move after the restart",
        |view| view["version"].as_i64() >= Some(1),
    );
    assert!(moved["version"].as_i64() >= Some(1));
    let first_entry = &named.log(&second, None)[0];
    assert_eq!(first_entry["actor"], json!({"seat": 0}));
    assert_eq!(first_entry["bot"], true);
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_bot_seats_are_refused_naming_their_field_and_store_nothing() {
    let server = Server::start_with(&["--max-bot-time-ms", "1000"]);
    let create = |body: Value| {
        let response = client()
            .post(server.url("/v1/matches"))
            .json(&body)
            .send()
            .unwrap();
        (
            response.status().as_u16(),
            response.json::<Value>().unwrap(),
        )
    };
    let (status, problem) = create(json!({"game": "new-bedford", "players": 2, "bots": [
        {"seat": 2, "kind": "random"},
        {"seat": 0, "kind": "greedy", "iterations": 0},
        {"seat": 0, "kind": "ismcts", "time_ms": 1001},
    ]}));
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "invalid-bot");
    let fields: Vec<(&str, &str)> = problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|error| {
            (
                error["field"].as_str().unwrap(),
                error["code"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        fields,
        [
            ("bots[0].seat", "out-of-range"),
            ("bots[1].iterations", "out-of-range"),
            ("bots[2].seat", "duplicate-component"),
            ("bots[2].time_ms", "out-of-range"),
        ]
    );
    // A match's bot draws its own secret seed for every move: a chosen one is refused.
    let (status, problem) = create(json!({"game": "new-bedford", "players": 2, "bots": [
        {"seat": 1, "kind": "random", "seed": 7},
    ]}));
    assert_eq!(status, 400, "{problem}");
    assert!(
        problem["detail"].as_str().unwrap().contains("seed"),
        "{problem}"
    );
    let (status, problem) = create(json!({"game": "new-bedford", "players": 2, "bots": [
        {"seat": 1, "kind": "genius"},
    ]}));
    assert_eq!(status, 400, "{problem}");
    let listed: Value = client()
        .get(server.url("/v1/matches"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(listed["matches"], json!([]), "nothing was stored");
}

#[test]
fn a_node_stopping_while_a_bot_thinks_exits_at_once_and_leaves_the_turn_to_the_next_start() {
    let dir = quarterdeck_integration_tests::scratch_dir();
    let database = dir.join("matches.db");
    let start =
        || Server::start_on_with(&database, FAST_POLL).unwrap_or_else(|log| panic!("{log}"));
    let mut first = start();
    let named = NamedMatch::create(
        &first,
        &json!({"game": "new-bedford", "players": 2, "bots": [
            {"seat": 0, "kind": "ismcts", "time_ms": 5000},
        ]}),
    );
    std::thread::sleep(Duration::from_millis(500));
    first.terminate();
    let stopped = Instant::now();
    assert!(
        first.wait_for_exit(Duration::from_secs(4)).is_some(),
        "the node waited for its bot to finish thinking"
    );
    assert!(stopped.elapsed() < Duration::from_secs(4));
    drop(first);
    let second = start();
    assert_eq!(
        read(&second, &named)["version"],
        0,
        "the halted bot committed nothing"
    );
    wait_until(
        &second,
        &named,
        Duration::from_secs(30),
        "the bot's move after the restart",
        |view| view["version"].as_i64() >= Some(1),
    );
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
}

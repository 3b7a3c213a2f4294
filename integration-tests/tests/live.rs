//! Matches followed live over the real binary: an event stream per seat, the owner and a
//! spectator through whole Fleet and Bremerhaven matches, each exactly that reader's log;
//! resuming with `Last-Event-ID` after forced disconnects (1,000 here, 10,000 with
//! `QUARTERDECK_SOAK=1`) with nothing missing, repeated or out of order; the end of a match,
//! its deletion, the cap on open streams, a stopping node, and every refusal.

use std::time::{Duration, Instant};

use quarterdeck_integration_tests::named_match::NamedMatch;
use quarterdeck_integration_tests::sse::{self, Event, EventStream};
use quarterdeck_integration_tests::{client, play_created_match_to_the_end_on, Lcg, Server};
use serde_json::{json, Value};

/// Opens a stream that must be accepted.
fn follow(server: &Server, id: &str, token: Option<&str>, after: Option<i64>) -> EventStream {
    sse::open(server.base_url(), id, token, after)
        .unwrap_or_else(|refusal| panic!("the stream was refused: {refusal:?}"))
}

/// A stream event's log entry: its data without what only the stream adds.
fn entry_of(event: &Event) -> Value {
    let mut entry = event.data.clone();
    let fields = entry.as_object_mut().expect("an event is an object");
    for field in ["game", "version", "finished"] {
        fields.remove(field);
    }
    entry
}

/// Checks `events` are the whole match as `log` gives it to the same reader: one `move` per
/// version in order, each the log's entry, and a last `end` saying the match is finished.
fn assert_is_the_log(events: &[Event], log: &[Value], game: &str, who: &str) {
    let (end, moves) = events.split_last().expect("at least the end");
    assert_eq!(end.name, "end", "{who}: the last event ends the match");
    assert_eq!(end.data["status"], "finished", "{who}");
    assert_eq!(end.version(), i64::try_from(log.len()).unwrap(), "{who}");
    assert_moves_are_the_log(moves, log, game, who);
}

/// Checks `moves` are one `move` event per version of `log`, in order, each the log's entry.
fn assert_moves_are_the_log(moves: &[Event], log: &[Value], game: &str, who: &str) {
    assert_eq!(moves.len(), log.len(), "{who}: one event per version");
    for (n, (event, entry)) in moves.iter().zip(log).enumerate() {
        let version = i64::try_from(n + 1).unwrap();
        assert_eq!(event.name, "move", "{who}");
        assert_eq!(event.version(), version, "{who}: in order, no gap");
        assert_eq!(event.data["version"], version, "{who}");
        assert_eq!(event.data["game"], game, "{who}");
        assert_eq!(
            &entry_of(event),
            entry,
            "{who}: version {version} as the log shows it"
        );
        let last = n + 1 == log.len();
        assert_eq!(
            event.data["finished"], last,
            "{who}: finished only on the last"
        );
        assert_eq!(
            event.data["to_act"].as_array().unwrap().is_empty(),
            last,
            "{who}"
        );
    }
}

/// Creates `create`, opens a stream for every seat, the owner and a spectator before the first
/// move, plays the match to its end through the seats' tokens, and checks each stream against
/// that reader's log. Returns how many versions differed between a seat's stream and the
/// spectator's (the secrets the spectator was not shown).
fn every_reader_follows_a_whole_match(create: &Value, seed: u64) -> usize {
    let server = Server::start();
    let game = NamedMatch::create(&server, create);
    let name = create["game"].as_str().unwrap();
    let readers = game.readers();
    let streams: Vec<EventStream> = readers
        .iter()
        .map(|(token, _, _)| follow(&server, &game.id, *token, None))
        .collect();
    let followed: Vec<Vec<Event>> = std::thread::scope(|scope| {
        let reading: Vec<_> = streams
            .into_iter()
            .map(|stream| scope.spawn(move || stream.to_the_end()))
            .collect();
        play_created_match_to_the_end_on(&[&server], &game.created, seed);
        reading.into_iter().map(|r| r.join().unwrap()).collect()
    });
    for ((token, _, who), events) in readers.iter().zip(&followed) {
        let log = game.log(&server, *token);
        assert!(log.len() > 10, "{who}: a whole match");
        assert_is_the_log(events, &log, name, &format!("{name}, {who}"));
    }
    let spectator = followed.last().unwrap();
    followed[0]
        .iter()
        .zip(spectator)
        .filter(|(seat, anyone)| seat.data != anyone.data)
        .count()
}

#[test]
fn every_reader_streams_exactly_its_own_log_through_a_whole_fleet_match() {
    let hidden = every_reader_follows_a_whole_match(
        &json!({"game": "fleet", "players": 3, "chance": "seeded"}),
        7,
    );
    assert!(hidden > 0, "seat 0 drew cards the spectator never saw");
}

#[test]
fn every_reader_streams_exactly_its_own_log_through_a_whole_bremerhaven_match() {
    let hidden = every_reader_follows_a_whole_match(
        &json!({"game": "bremerhaven", "players": 2, "chance": "seeded", "options": {"variant": "long"}}),
        8,
    );
    assert!(
        hidden > 0,
        "seat 0's bids and hand were hidden from the spectator"
    );
}

/// How many forced disconnects the resume test makes.
fn disconnects() -> usize {
    if std::env::var_os("QUARTERDECK_SOAK").is_some() {
        10_000
    } else {
        1_000
    }
}

/// A match of bots that think a little, so it moves on while its readers come and go.
fn bots_match(server: &Server) -> NamedMatch {
    let bots: Vec<Value> = (0..2)
        .map(|seat| json!({"seat": seat, "kind": "ismcts", "iterations": 20}))
        .collect();
    NamedMatch::create(
        server,
        &json!({"game": "nantucket", "players": 2, "bots": bots}),
    )
}

#[test]
fn a_stream_resumed_after_every_forced_disconnect_misses_and_repeats_nothing() {
    let server = Server::start();
    let wanted = disconnects();
    let mut rng = Lcg(17);
    let (mut dropped, mut matches) = (0, 0);
    while dropped < wanted {
        let game = bots_match(&server);
        matches += 1;
        let mut received: Vec<Event> = Vec::new();
        let mut last = None;
        'resume: loop {
            // A client that has every version up to the end, but not the end, is told so
            // with a 204.
            let mut stream = match sse::open(server.base_url(), &game.id, None, last) {
                Ok(stream) => stream,
                Err(refusal) if refusal.status == 204 => break 'resume,
                Err(refusal) => panic!("refused: {refusal:?}"),
            };
            // Read a few events (none at all now and then), then drop the connection.
            for _ in 0..rng.below(4) {
                match stream.next_event() {
                    Some(event) if event.name == "end" => {
                        received.push(event);
                        break 'resume;
                    }
                    Some(event) => {
                        last = Some(event.version());
                        received.push(event);
                    }
                    None => panic!("the stream closed before the match ended"),
                }
            }
            drop(stream);
            dropped += 1;
        }
        let log = game.log(&server, None);
        let who = format!("match {matches}");
        match received.last() {
            Some(end) if end.name == "end" => assert_is_the_log(&received, &log, "nantucket", &who),
            _ => {
                assert_eq!(game.get(&server, "", None).body["status"], "finished");
                assert_moves_are_the_log(&received, &log, "nantucket", &who);
            }
        }
    }
    eprintln!("{dropped} disconnects over {matches} matches, every version received once");
}

#[test]
fn a_stream_opened_on_a_finished_match_sends_what_is_left_then_the_end_or_nothing() {
    let server = Server::start();
    let game = NamedMatch::create(
        &server,
        &json!({"game": "nantucket", "players": 2, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]}),
    );
    let whole = follow(&server, &game.id, None, None).to_the_end();
    let last = whole.last().unwrap().version();
    let tail = follow(&server, &game.id, None, Some(last - 2)).to_the_end();
    assert_eq!(
        tail,
        whole[whole.len() - 3..],
        "the last two moves, then the end"
    );
    let done = sse::open(server.base_url(), &game.id, None, Some(last))
        .err()
        .unwrap();
    assert_eq!(
        done.status, 204,
        "nothing left: an EventSource stops reconnecting"
    );
    let by_query = client()
        .get(server.url(&format!(
            "/v1/matches/{}/events?after={}",
            game.id,
            last - 1
        )))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(by_query.starts_with("retry: 2000\n"), "{by_query}");
    assert!(
        by_query.contains(&format!("id: {last}\nevent: end\n")),
        "{by_query}"
    );
}

#[test]
fn a_stream_sees_each_move_as_it_is_made_and_the_deletion_of_its_match() {
    let server = Server::start();
    let game = NamedMatch::create(&server, &json!({"game": "nantucket", "players": 2}));
    let mut stream = follow(&server, &game.id, Some(&game.seats[1]), None);
    let legal = game.get(&server, "/legal-actions", Some(&game.seats[0]));
    let action = legal.body["actions"][0]["action"].clone();
    let started = Instant::now();
    let acted = game.act(&server, &game.seats[0], 0, &action);
    assert_eq!(acted.status, 200);
    let moved = stream.next_event().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert_eq!((moved.name.as_str(), moved.version()), ("move", 1));
    assert_eq!(moved.data["action"], action);
    assert_eq!(moved.data["to_act"], acted.body["to_act"]);
    game.delete(&server);
    let end = stream.next_event().unwrap();
    assert_eq!((end.name.as_str(), end.version()), ("end", 1));
    assert_eq!(end.data, json!({"version": 1, "status": "deleted"}));
    assert!(stream.next_event().is_none(), "the stream closes");
}

#[test]
fn streams_past_the_cap_are_refused_until_one_ends() {
    let server = Server::start_with(&["--max-streams", "2"]);
    let game = NamedMatch::create(&server, &json!({"game": "nantucket", "players": 2}));
    let first = follow(&server, &game.id, None, None);
    let _second = follow(&server, &game.id, Some(&game.seats[0]), None);
    let refused = sse::open(server.base_url(), &game.id, None, None)
        .err()
        .unwrap();
    assert_eq!(refused.status, 503);
    assert_eq!(refused.retry_after.as_deref(), Some("2"));
    let problem = refused.json();
    assert_eq!(problem["code"], "too-many-streams", "{problem}");
    // Deleting the match ends both streams; the node frees their places as they end.
    game.delete(&server);
    let events = first.to_the_end();
    assert_eq!(events.last().unwrap().data["status"], "deleted");
    let other = NamedMatch::create(&server, &json!({"game": "nantucket", "players": 2}));
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        match sse::open(server.base_url(), &other.id, None, None) {
            Ok(_) => break,
            Err(refusal) => {
                assert_eq!(refusal.status, 503);
                assert!(Instant::now() < deadline, "an ended stream frees its place");
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
}

#[test]
fn a_stopping_node_ends_its_streams_at_once_and_exits() {
    let mut server = Server::start_with(&["--drain-timeout", "20s"]);
    let game = NamedMatch::create(&server, &json!({"game": "nantucket", "players": 2}));
    let streams: Vec<EventStream> = (0..3)
        .map(|_| follow(&server, &game.id, None, None))
        .collect();
    let started = Instant::now();
    server.terminate();
    for mut stream in streams {
        assert!(stream.next_event().is_none(), "no event, only the end");
        assert!(
            stream.comments.iter().any(|c| c.contains("reconnect")),
            "{:?}",
            stream.comments
        );
    }
    let exited = server.wait_for_exit(Duration::from_secs(10));
    assert!(exited.is_some_and(|status| status.success()), "{exited:?}");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "streams did not hold the drain: {:?}",
        started.elapsed()
    );
}

#[test]
fn a_stream_is_refused_for_a_bad_start_an_unknown_match_or_a_foreign_token() {
    let server = Server::start();
    let game = NamedMatch::create(&server, &json!({"game": "nantucket", "players": 2}));
    let refusal = |after: Option<&str>, query: &str, token: Option<&str>, id: &str| {
        let mut request = client().get(server.url(&format!("/v1/matches/{id}/events{query}")));
        if let Some(after) = after {
            request = request.header("Last-Event-ID", after);
        }
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().unwrap();
        let status = response.status().as_u16();
        let problem: Value = response.json().unwrap();
        (
            status,
            problem["code"].as_str().unwrap().to_owned(),
            problem,
        )
    };
    for (after, query, field) in [
        (Some("1"), "", "Last-Event-ID"),
        (Some("-1"), "", "Last-Event-ID"),
        (Some("x"), "", "Last-Event-ID"),
        (None, "?after=5", "after"),
        (None, "?after=one", "after"),
        // A reconnecting EventSource keeps its first URL: its `after` must still be a number.
        (Some("0"), "?after=9223372036854775808", "after"),
    ] {
        let (status, code, problem) = refusal(after, query, None, &game.id);
        assert_eq!((status, code.as_str()), (400, "out-of-range"), "{problem}");
        assert_eq!(problem["errors"][0]["field"], field, "{problem}");
    }
    let (status, code, _) = refusal(None, "", None, "m_nobody");
    assert_eq!((status, code.as_str()), (404, "unknown-match"));
    let (status, code, _) = refusal(None, "", Some("not-a-token"), &game.id);
    assert_eq!((status, code.as_str()), (401, "bad-token"));
}

//! `POST /v1/games/{game}/bot-move` over the real binary: in every playable game a bot's moves
//! apply and finish the game, a seed and an iteration budget replay a move, a sealed state
//! plays like an open one, hidden cards the seat cannot see do not change the move, the time
//! budget holds, and every bad request is a problem that names its field.

use quarterdeck_integration_tests::{
    assert_walked_the_first_four_games, fewest_players, games_where, Server,
};
use serde_json::{json, Value};

fn call(server: &Server, game: &str, endpoint: &str, body: &Value) -> Value {
    let (status, response) = server.post_json(&format!("/v1/games/{game}/{endpoint}"), body);
    assert_eq!(status, 200, "{game} {endpoint}: {response}");
    response
}

/// A seat to act on `state`, if any does.
fn seat_to_act(server: &Server, game: &str, state: &Value) -> Option<u64> {
    call(server, game, "legal-actions", &json!({"state": state}))["to_act"]
        .as_array()?
        .iter()
        .find_map(|actor| actor.get("seat").and_then(Value::as_u64))
}

/// Plays a game with a bot in every seat (the table reports its first outcome): each move it
/// answers applies, its label and alternatives come with it, and the game ends.
fn bots_finish(server: &Server, game: &str, players: u64, chance: &str) -> usize {
    let setup = json!({"players": players, "seed": 5, "chance": chance});
    let mut state = call(server, game, "setup", &setup)["state"].clone();
    for decision in 0..20_000_u64 {
        let legal = call(server, game, "legal-actions", &json!({"state": state}));
        let to_act = legal["to_act"].as_array().expect("to_act").clone();
        let Some(actor) = to_act.first().cloned() else {
            let sheet = call(server, game, "score", &json!({"state": state}));
            assert_eq!(
                sheet["final"], true,
                "{game}: the game stopped before its end"
            );
            return usize::try_from(decision).unwrap_or(usize::MAX);
        };
        let action = match actor.get("seat") {
            Some(seat) => {
                let kind = ["ismcts", "greedy", "random"][(decision % 3) as usize];
                let bot = json!({"kind": kind, "iterations": 4, "seed": decision});
                let chosen = call(
                    server,
                    game,
                    "bot-move",
                    &json!({"state": state, "seat": seat, "bot": bot}),
                );
                assert_eq!(chosen["actor"], actor, "{chosen}");
                assert!(
                    !chosen["label"].as_str().unwrap_or("").is_empty(),
                    "{chosen}"
                );
                if kind == "random" {
                    assert_eq!(chosen["alternatives"], json!([]));
                } else {
                    let alternatives = chosen["alternatives"].as_array().expect("alternatives");
                    assert!(
                        alternatives.iter().any(|a| a["action"] == chosen["action"]),
                        "{chosen}"
                    );
                }
                chosen["action"].clone()
            }
            None => {
                let listed = call(
                    server,
                    game,
                    "legal-actions",
                    &json!({"state": state, "actor": actor}),
                );
                listed["actions"][0]["action"].clone()
            }
        };
        state = call(
            server,
            game,
            "apply",
            &json!({"state": state, "actor": actor, "action": action}),
        )["state"]
            .clone();
    }
    panic!("{game}: the game did not end within 20,000 decisions");
}

#[test]
fn bots_finish_every_playable_game_in_both_chance_modes() {
    let server = Server::start();
    let games = games_where(&server, "play", true);
    for game in &games {
        let players = fewest_players(&server, game);
        for chance in ["seeded", "table"] {
            let decisions = bots_finish(&server, game, players, chance);
            assert!(decisions > 10, "{game} {chance}: {decisions} decisions");
        }
    }
    assert_walked_the_first_four_games(&games);
}

/// `state` after the first action listed for anyone who may act.
fn take_first(server: &Server, game: &str, state: &Value) -> Value {
    let legal = call(server, game, "legal-actions", &json!({"state": state}));
    let first = &legal["actions"][0];
    let body = json!({"state": state, "actor": first["actor"], "action": first["action"]});
    call(server, game, "apply", &body)["state"].clone()
}

/// A state some way into a seeded game with a seat to act.
fn game_in_progress(server: &Server, game: &str, players: u64) -> (Value, u64) {
    let setup = json!({"players": players, "seed": 9});
    let mut state = call(server, game, "setup", &setup)["state"].clone();
    for _ in 0..30 {
        state = take_first(server, game, &state);
    }
    loop {
        if let Some(seat) = seat_to_act(server, game, &state) {
            return (state, seat);
        }
        state = take_first(server, game, &state);
    }
}

#[test]
fn a_seed_and_iterations_replay_the_move_and_a_sealed_state_plays_the_same() {
    let server = Server::start();
    for game in games_where(&server, "play", true) {
        let (state, seat) = game_in_progress(&server, &game, 2);
        let bot = json!({"kind": "ismcts", "iterations": 60, "seed": 77});
        let body = json!({"state": state, "seat": seat, "bot": bot});
        let first = call(&server, &game, "bot-move", &body);
        let again = call(&server, &game, "bot-move", &body);
        assert_eq!(first["action"], again["action"], "{game}");
        assert_eq!(first["alternatives"], again["alternatives"], "{game}");
        assert_eq!(first["iterations"], 60, "{game}");
        assert_eq!(first["seed"], 77, "{game}");
        // Without a seed, one is drawn and answered: sent back, it replays the move.
        let unseeded = call(
            &server,
            &game,
            "bot-move",
            &json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "iterations": 30}}),
        );
        let seed = unseeded["seed"].clone();
        let replayed = call(
            &server,
            &game,
            "bot-move",
            &json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "iterations": 30, "seed": seed}}),
        );
        assert_eq!(unseeded["action"], replayed["action"], "{game}");
    }
}

#[test]
fn a_seat_s_move_does_not_depend_on_cards_it_cannot_see() {
    let server = Server::start();
    // Fleet: a card of another seat's hand swapped with one of the supply (counts kept) is a
    // state the seat cannot tell from the first.
    let (state, seat) = game_in_progress(&server, "fleet", 3);
    let mut twin = state.clone();
    let other = (0..3)
        .find(|&s| {
            s != seat
                && state["players"][s as usize]["secret"]["hand"]
                    .as_object()
                    .is_some_and(|hand| hand.values().any(|n| n.as_u64() > Some(0)))
        })
        .expect("another seat holds cards");
    let hand = twin["players"][other as usize]["secret"]["hand"]
        .as_object()
        .expect("a hand")
        .clone();
    let supply = twin["piles"]["supply"]
        .as_object()
        .expect("the supply")
        .clone();
    let given = hand
        .iter()
        .find(|(_, n)| n.as_u64() > Some(0))
        .map(|(boat, _)| boat.clone())
        .expect("a card in hand");
    let taken = supply
        .iter()
        .find(|(boat, n)| **boat != given && n.as_u64() > Some(0))
        .map(|(boat, _)| boat.clone())
        .expect("another card in the supply");
    let bump = |value: &mut Value, by: i64| *value = json!(value.as_i64().unwrap_or(0) + by);
    bump(
        &mut twin["players"][other as usize]["secret"]["hand"][&given],
        -1,
    );
    bump(
        &mut twin["players"][other as usize]["secret"]["hand"][&taken],
        1,
    );
    bump(&mut twin["piles"]["supply"][&taken], -1);
    bump(&mut twin["piles"]["supply"][&given], 1);
    assert_ne!(twin, state);
    let view = |state: &Value| {
        call(
            &server,
            "fleet",
            "view",
            &json!({"state": state, "seat": seat}),
        )["state"]
            .clone()
    };
    assert_eq!(view(&twin), view(&state), "the seat sees no difference");
    for kind in ["random", "greedy", "ismcts"] {
        let bot = json!({"kind": kind, "iterations": 40, "seed": 3});
        let moves: Vec<Value> = [&state, &twin]
            .iter()
            .map(|state| {
                call(
                    &server,
                    "fleet",
                    "bot-move",
                    &json!({"state": state, "seat": seat, "bot": bot}),
                )["action"]
                    .clone()
            })
            .collect();
        assert_eq!(moves[0], moves[1], "{kind}");
    }
    // Sealed: the same game sealed answers the move its open state does.
    let sealed = call(
        &server,
        "fleet",
        "setup",
        &json!({"players": 3, "sealed": true}),
    );
    let listed = call(
        &server,
        "fleet",
        "legal-actions",
        &json!({"sealed_state": sealed["sealed_state"]}),
    );
    let seat = listed["to_act"][0]["seat"]
        .as_u64()
        .expect("a seat acts first");
    let chosen = call(
        &server,
        "fleet",
        "bot-move",
        &json!({"sealed_state": sealed["sealed_state"], "seat": seat, "bot": {"kind": "greedy", "seed": 1}}),
    );
    assert_eq!(chosen["actor"], json!({"seat": seat}));
}

#[test]
fn a_time_budget_stops_the_search() {
    let server = Server::start();
    let (state, seat) = game_in_progress(&server, "new-bedford", 2);
    let started = std::time::Instant::now();
    let chosen = call(
        &server,
        "new-bedford",
        "bot-move",
        &json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "time_ms": 150}}),
    );
    let took = started.elapsed();
    assert!(
        chosen["time_ms"]
            .as_u64()
            .is_some_and(|ms| (150..2_000).contains(&ms)),
        "{chosen}"
    );
    assert!(took.as_millis() < 3_000, "{took:?}");
    assert!(
        chosen["iterations"].as_u64().is_some_and(|n| n >= 1),
        "{chosen}"
    );
}

#[test]
fn bad_bot_requests_are_problems_naming_their_field() {
    let server = Server::start();
    let (state, seat) = game_in_progress(&server, "nantucket", 2);
    let other = 1 - seat;
    let cases = [
        (
            json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "time_ms": 6000}}),
            422,
            "invalid-bot",
            Some("bot.time_ms"),
        ),
        (
            json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "iterations": 0}}),
            422,
            "invalid-bot",
            Some("bot.iterations"),
        ),
        (
            json!({"state": state, "seat": 7, "bot": {"kind": "random"}}),
            422,
            "seat-not-in-game",
            None,
        ),
        (
            json!({"state": state, "seat": other, "bot": {"kind": "random"}}),
            422,
            "not-your-turn",
            None,
        ),
        (
            json!({"state": state, "seat": seat, "bot": {"kind": "alphago"}}),
            400,
            "malformed-request",
            Some("bot.kind"),
        ),
        (
            json!({"state": state, "seat": seat}),
            400,
            "malformed-request",
            None,
        ),
        (
            json!({"seat": seat, "bot": {"kind": "random"}}),
            400,
            "malformed-request",
            Some("state"),
        ),
    ];
    for (body, status, code, field) in cases {
        let (got, problem) = server.post_json("/v1/games/nantucket/bot-move", &body);
        assert_eq!(
            (got, problem["code"].as_str()),
            (status, Some(code)),
            "{body}: {problem}"
        );
        if let Some(field) = field {
            assert_eq!(problem["errors"][0]["field"], field, "{problem}");
        }
    }
    let (status, problem) = server.post_json(
        "/v1/games/chess/bot-move",
        &json!({"state": {}, "seat": 0, "bot": {"kind": "random"}}),
    );
    assert_eq!(
        (status, problem["code"].as_str()),
        (404, Some("unknown-game"))
    );
}

#[test]
fn the_operator_s_time_cap_bounds_every_search() {
    let server = Server::start_with(&["--max-bot-time-ms", "40"]);
    let (state, seat) = game_in_progress(&server, "new-bedford", 2);
    let (status, problem) = server.post_json(
        "/v1/games/new-bedford/bot-move",
        &json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "time_ms": 100}}),
    );
    assert_eq!(
        (status, problem["code"].as_str()),
        (422, Some("invalid-bot")),
        "{problem}"
    );
    assert_eq!(problem["errors"][0]["field"], "bot.time_ms");
    // A million iterations asked for, no time: the cap ends the search.
    let chosen = call(
        &server,
        "new-bedford",
        "bot-move",
        &json!({"state": state, "seat": seat, "bot": {"kind": "ismcts", "iterations": 1_000_000}}),
    );
    let iterations = chosen["iterations"].as_u64().unwrap_or(0);
    assert!((1..1_000_000).contains(&iterations), "{chosen}");
    assert!(
        chosen["time_ms"].as_u64().is_some_and(|ms| ms < 1_000),
        "{chosen}"
    );
}

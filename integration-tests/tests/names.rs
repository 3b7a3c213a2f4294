//! Seat names over real HTTP: a stateless setup with names shows them in the state, every
//! view and the score sheet; a named match created with names shows them on its seat tokens,
//! beside the actor of every log entry (never for the table or an unnamed seat) and on its
//! score sheet; a bad name is a 422 `invalid-setup` naming `names[i]`, a name of the wrong
//! JSON type a 400.

use quarterdeck_integration_tests::{
    assert_walked_the_first_four_games, catalogue, client, play_to_the_end, Lcg, Server,
};
use serde_json::{json, Value};

fn names_in(state: &Value) -> Vec<Value> {
    state["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| player.get("name").cloned().unwrap_or(Value::Null))
        .collect()
}

fn sheet_names(sheet: &Value) -> Vec<&str> {
    sheet["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| player["name"].as_str().unwrap())
        .collect()
}

/// The names sent, game by game in the catalogue's order (round again past the fourth): padded
/// on the left, the right, both sides or not at all, so that trimming is seen in several games;
/// seat 1 stays unnamed.
const SENT_NAMES: [[Option<&str>; 3]; 4] = [
    [Some(" Ann "), None, Some("Åsa")],
    [Some("Ann"), None, Some("Åsa")],
    [Some("Ann "), None, Some("Åsa")],
    [Some("Ann"), None, Some(" Åsa")],
];

/// What a score sheet calls an unnamed seat 1: Nantucket's seats are Heads and Tails, every
/// other game numbers its players.
fn unnamed_seat_1(game: &str) -> &'static str {
    match game {
        "nantucket" => "Tails",
        _ => "Player 2",
    }
}

#[test]
fn a_stateless_game_set_up_with_names_shows_them_in_every_view_and_the_final_score() {
    let server = Server::start();
    let playable: Vec<Value> = catalogue(&server)
        .into_iter()
        .filter(|game| {
            game["capabilities"]
                .as_array()
                .unwrap()
                .contains(&json!("play"))
        })
        .collect();
    let ids: Vec<&str> = playable.iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_walked_the_first_four_games(&ids);
    // Three seats where the game allows them, so that a named seat follows the unnamed one.
    let cases = playable.iter().enumerate().map(|(index, game)| {
        let id = game["id"].as_str().unwrap();
        let range = &game["players"];
        let players = 3.clamp(
            range["min"].as_u64().unwrap(),
            range["max"].as_u64().unwrap(),
        );
        let players = usize::try_from(players).unwrap();
        let sent = json!(SENT_NAMES[index % SENT_NAMES.len()][..players]);
        let seed = 4 + u64::try_from(index).unwrap();
        (id, players, sent, unnamed_seat_1(id), seed)
    });
    for (game, players, sent, unnamed, seed) in cases {
        let setup = json!({"players": players, "seed": seed, "names": sent});
        let game_played = play_to_the_end(&server, game, &setup, seed);
        let state = game_played.state;
        let expected = json!(["Ann", null, "Åsa"])
            .as_array()
            .unwrap()
            .iter()
            .take(players)
            .cloned()
            .collect::<Vec<_>>();
        assert_eq!(names_in(&state), expected, "{game}: the final state");
        assert!(
            state["players"][1].get("name").is_none(),
            "{game}: an unnamed seat has no name key"
        );
        let seats = (0..players).map(|seat| json!(seat));
        for seat in std::iter::once(Value::Null).chain(seats) {
            let (status, view) = server.post_json(
                &format!("/v1/games/{game}/view"),
                &json!({"state": state, "seat": seat}),
            );
            assert_eq!(status, 200, "{view}");
            assert_eq!(names_in(&view["state"]), expected, "{game}: view of {seat}");
        }
        let (status, sheet) =
            server.post_json(&format!("/v1/games/{game}/score"), &json!({"state": state}));
        assert_eq!(status, 200, "{sheet}");
        assert_eq!(sheet["final"], true);
        let mut on_sheet = vec!["Ann", unnamed, "Åsa"];
        on_sheet.truncate(players);
        assert_eq!(sheet_names(&sheet), on_sheet, "{game}");
    }
}

#[test]
fn a_named_match_shows_names_on_tokens_log_entries_state_and_score() {
    let server = Server::start();
    let http = client();
    let created = http
        .post(server.url("/v1/matches"))
        .json(
            &json!({"game": "new-bedford", "players": 2, "seed": 9, "chance": "table",
                       "names": [null, "  Bo"]}),
        )
        .send()
        .unwrap();
    assert_eq!(created.status(), 201);
    let created: Value = created.json().unwrap();
    assert_eq!(created["seats"][0].get("name"), None, "{created}");
    assert_eq!(created["seats"][1]["name"], "Bo");
    assert_eq!(names_in(&created["state"]), [Value::Null, json!("Bo")]);
    let id = created["id"].as_str().unwrap();
    let token = |actor: &Value| -> String {
        match actor["seat"].as_u64() {
            Some(seat) => created["seats"][usize::try_from(seat).unwrap()]["token"].clone(),
            None => created["owner_token"].clone(),
        }
        .as_str()
        .unwrap()
        .to_owned()
    };

    let mut to_act = created["to_act"].as_array().unwrap().clone();
    let mut etag = "\"0\"".to_owned();
    let mut bot = Lcg(3);
    let mut actions = 0;
    while let Some(actor) = to_act.first().cloned() {
        assert!(actions < 5_000, "the match did not end");
        let legal: Value = http
            .get(server.url(&format!("/v1/matches/{id}/legal-actions")))
            .bearer_auth(token(&actor))
            .send()
            .unwrap()
            .json()
            .unwrap();
        let listed = legal["actions"].as_array().unwrap();
        let action = &listed[bot.below(listed.len())]["action"];
        let reply = http
            .post(server.url(&format!("/v1/matches/{id}/actions")))
            .bearer_auth(token(&actor))
            .header("if-match", &etag)
            .json(&json!({"game": "new-bedford", "action": action}))
            .send()
            .unwrap();
        assert_eq!(reply.status(), 200);
        etag = reply.headers()["etag"].to_str().unwrap().to_owned();
        let reply: Value = reply.json().unwrap();
        to_act = reply["to_act"].as_array().unwrap().clone();
        actions += 1;
    }

    let mut from = Some(1);
    let mut by_actor = [0; 3];
    while let Some(start) = from {
        let page: Value = http
            .get(server.url(&format!("/v1/matches/{id}/log?from={start}")))
            .send()
            .unwrap()
            .json()
            .unwrap();
        for entry in page["entries"].as_array().unwrap() {
            if entry["actor"] == json!({"seat": 1}) {
                assert_eq!(entry["actor_name"], "Bo", "{entry}");
                by_actor[1] += 1;
            } else {
                assert_eq!(entry.get("actor_name"), None, "{entry}");
                by_actor[if entry["actor"] == "table" { 2 } else { 0 }] += 1;
            }
        }
        from = page["next_from"].as_i64();
    }
    assert_eq!(by_actor.iter().sum::<i32>(), actions);
    assert!(by_actor.iter().all(|&n| n > 0), "{by_actor:?}");

    let read: Value = http
        .get(server.url(&format!("/v1/matches/{id}")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(names_in(&read["state"]), [Value::Null, json!("Bo")]);
    let sheet: Value = http
        .get(server.url(&format!("/v1/matches/{id}/score")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(sheet["final"], true);
    assert_eq!(sheet_names(&sheet), ["Player 1", "Bo"]);
}

/// The fields of a problem's `errors`.
fn fields(problem: &Value) -> Vec<&str> {
    problem["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("{problem}"))
        .iter()
        .map(|error| error["field"].as_str().unwrap())
        .collect()
}

#[test]
fn a_bad_name_is_a_422_naming_its_field_and_a_name_of_the_wrong_type_a_400() {
    let server = Server::start();
    for (names, field) in [
        (json!(["Ann", ""]), "names[1]"),
        (json!(["Ann", "x".repeat(41)]), "names[1]"),
        (json!(["Ann", "ANN"]), "names[1]"),
        (json!([null, "Bo\u{0}"]), "names[1]"),
        (json!(["A", "B", "C"]), "names"),
    ] {
        let (status, problem) = server.post_json(
            "/v1/games/new-bedford/setup",
            &json!({"players": 2, "names": names}),
        );
        assert_eq!(status, 422, "{names}: {problem}");
        assert_eq!(problem["code"], "invalid-setup");
        assert_eq!(fields(&problem), [field], "{names}");
        assert_eq!(problem["errors"][0]["code"], "invalid-name");

        let (status, problem) = server.post_json(
            "/v1/matches",
            &json!({"game": "nantucket", "players": 2, "names": names}),
        );
        assert_eq!(status, 422, "match {names}: {problem}");
        assert_eq!(problem["code"], "invalid-setup");
        assert_eq!(fields(&problem), [field], "match {names}");
    }
    let (status, page) = {
        let response = client().get(server.url("/v1/matches")).send().unwrap();
        (response.status(), response.json::<Value>().unwrap())
    };
    assert_eq!(status, 200);
    assert_eq!(page["matches"], json!([]), "a refused match is not stored");

    for (names, field) in [(json!("Ann"), "names"), (json!([null, 7]), "names[1]")] {
        let (status, problem) = server.post_json(
            "/v1/games/nantucket/setup",
            &json!({"players": 2, "names": names}),
        );
        assert_eq!(status, 400, "{names}: {problem}");
        assert_eq!(problem["code"], "malformed-request", "{problem}");
        assert_eq!(fields(&problem), [field], "{names}");
    }
}

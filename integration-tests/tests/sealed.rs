//! Sealed stateless states over HTTP: a sealed game plays exactly like an open one while the
//! caller only ever sees views; altered, foreign and cross-game tokens are clean 4xx problems;
//! keys survive restarts and rotate.

use quarterdeck_integration_tests::{assert_walked_the_first_four_games, catalogue, Lcg, Server};
use serde_json::{json, Value};

const KEY_A: &str = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const KEY_B: &str = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100";

fn call(server: &Server, game: &str, endpoint: &str, body: &Value) -> Value {
    let (status, response) = server.post_json(&format!("/v1/games/{game}/{endpoint}"), body);
    assert_eq!(status, 200, "{game} {endpoint}: {response}");
    response
}

/// The games the catalogue says can be played, each with the fewest players its default
/// setup takes (the catalogue's minimum may need an option: Bremerhaven's solo variant).
fn playable_games(server: &Server) -> Vec<(String, u64)> {
    catalogue(server)
        .iter()
        .filter(|g| {
            g["capabilities"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c == "play")
        })
        .map(|g| {
            let id = g["id"].as_str().unwrap().to_owned();
            let (min, max) = (
                g["players"]["min"].as_u64().unwrap(),
                g["players"]["max"].as_u64().unwrap(),
            );
            let fewest = (min..=max)
                .find(|players| {
                    let setup = json!({"players": players, "seed": 1});
                    server.post_json(&format!("/v1/games/{id}/setup"), &setup).0 == 200
                })
                .unwrap_or_else(|| panic!("{id}: no player count sets up by default"));
            (id, fewest)
        })
        .collect()
}

/// The open state as `actor` sees it: a seat's view, or a spectator's for the table.
fn view_of(server: &Server, game: &str, open: &Value, actor: &Value) -> Value {
    let seat = actor.get("seat").cloned().unwrap_or(Value::Null);
    call(server, game, "view", &json!({"state": open, "seat": seat}))["state"].clone()
}

/// Plays one game twice in lockstep, open and sealed, with the same choices: every sealed
/// response shows exactly the view the open state gives that seat, never the state itself.
/// `None` where the sealed game refuses the seed its open twin needs: a game that hides cards,
/// dealt by the engine (tests/seeds.rs pins which), whose sealed play the game's own tests walk.
fn lockstep(server: &Server, game: &str, players: u64, chance: &str, seed: u64) -> Option<usize> {
    let setup = json!({"players": players, "seed": seed, "chance": chance});
    let mut sealed_setup = setup.clone();
    sealed_setup["sealed"] = json!(true);
    let (status, sealed) = server.post_json(&format!("/v1/games/{game}/setup"), &sealed_setup);
    if status == 422 && sealed["errors"][0]["code"] == "chosen-seed" {
        return None;
    }
    assert_eq!(status, 200, "{game} sealed setup: {sealed}");
    let mut open = call(server, game, "setup", &setup)["state"].clone();
    let public = call(server, game, "view", &json!({"state": open}))["state"].clone();
    assert_eq!(sealed["state"], public, "setup shows the public view");
    assert_eq!(sealed["sealed_version"], 0);
    let mut token = sealed["sealed_state"].as_str().unwrap().to_owned();
    assert!(token.starts_with(&format!("qds1.{game}.")));
    let mut bot = Lcg(seed);
    for decisions in 0..20_000 {
        let listed = call(server, game, "legal-actions", &json!({"state": open}));
        let listed_sealed = call(
            server,
            game,
            "legal-actions",
            &json!({"sealed_state": token}),
        );
        assert_eq!(listed_sealed["actions"], listed["actions"]);
        assert_eq!(listed_sealed["to_act"], listed["to_act"]);
        let mut actor = listed["actor"].clone();
        assert_eq!(
            listed_sealed["state"],
            view_of(server, game, &open, &actor),
            "legal-actions shows the actor's view (a spectator's when none is named)"
        );
        let to_act = listed["to_act"].as_array().unwrap().clone();
        if to_act.is_empty() {
            let sheet = call(server, game, "score", &json!({"state": open}));
            let sealed_sheet = call(server, game, "score", &json!({"sealed_state": token}));
            assert_eq!(sealed_sheet, sheet);
            assert_eq!(sheet["final"], true);
            return Some(decisions);
        }
        let listed = if to_act.len() > 1 {
            // Several seats may act at once: none is assumed; the bot names the one that acts.
            actor = to_act[bot.below(to_act.len())].clone();
            let listed = call(
                server,
                game,
                "legal-actions",
                &json!({"state": open, "actor": actor}),
            );
            let listed_sealed = call(
                server,
                game,
                "legal-actions",
                &json!({"sealed_state": token, "actor": actor}),
            );
            assert_eq!(listed_sealed["actions"], listed["actions"]);
            assert_eq!(
                listed_sealed["state"],
                view_of(server, game, &open, &actor),
                "legal-actions shows the named actor's view"
            );
            listed
        } else {
            listed
        };
        let actions = listed["actions"].as_array().unwrap();
        let action = actions[bot.below(actions.len())]["action"].clone();
        let applied = call(
            server,
            game,
            "apply",
            &json!({"state": open, "actor": actor, "action": action}),
        );
        let applied_sealed = call(
            server,
            game,
            "apply",
            &json!({"sealed_state": token, "actor": actor, "action": action}),
        );
        open = applied["state"].clone();
        assert_eq!(
            applied_sealed["state"],
            view_of(server, game, &open, &actor),
            "apply shows the actor's view"
        );
        if chance == "seeded" {
            assert_ne!(
                applied_sealed["state"], open,
                "never the whole state, RNG included"
            );
        }
        assert_eq!(applied_sealed["to_act"], applied["to_act"]);
        assert_eq!(
            applied_sealed["sealed_version"],
            json!(decisions + 1),
            "one version per action"
        );
        token = applied_sealed["sealed_state"].as_str().unwrap().to_owned();
    }
    panic!("{game}: the game did not end");
}

#[test]
fn a_sealed_game_plays_like_an_open_one_showing_only_views() {
    let server = Server::start();
    let games = playable_games(&server);
    let ids: Vec<&str> = games.iter().map(|(game, _)| game.as_str()).collect();
    assert_walked_the_first_four_games(&ids);
    for (game, players) in &games {
        for (chance, seed) in [("seeded", 11), ("table", 12)] {
            let Some(decisions) = lockstep(&server, game, *players, chance, seed) else {
                assert_eq!(chance, "seeded", "{game}: table chance takes any seed");
                continue;
            };
            assert!(decisions > 10, "{game} {chance}: {decisions} decisions");
        }
    }
}

fn refused(server: &Server, game: &str, endpoint: &str, body: &Value) -> (u16, Value) {
    let (status, problem) = server.post_json(&format!("/v1/games/{game}/{endpoint}"), body);
    assert_ne!(status, 200, "{game} {endpoint} accepted {body}");
    (status, problem)
}

fn sealed_setup(server: &Server, game: &str) -> String {
    call(
        server,
        game,
        "setup",
        &json!({"players": 2, "sealed": true}),
    )["sealed_state"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn altered_cut_short_and_foreign_sealed_states_are_400_sealed_state_invalid() {
    let server = Server::start();
    let other = Server::start(); // another random key
    let token = sealed_setup(&server, "new-bedford");
    let middle = token.len() / 2;
    let flipped_char = if &token[middle..=middle] == "A" {
        "B"
    } else {
        "A"
    };
    let altered = format!(
        "{}{}{}",
        &token[..middle],
        flipped_char,
        &token[middle + 1..]
    );
    let foreign = sealed_setup(&other, "new-bedford");
    for bad in [
        altered,
        token[..token.len() - 4].to_owned(),
        foreign,
        "qds1.new-bedford.".to_owned(),
        "not a sealed state".to_owned(),
    ] {
        for endpoint in ["legal-actions", "score", "view"] {
            let (status, problem) = refused(
                &server,
                "new-bedford",
                endpoint,
                &json!({"sealed_state": bad}),
            );
            assert_eq!(status, 400, "{problem}");
            assert_eq!(problem["code"], "sealed-state-invalid");
        }
        let (status, problem) = refused(
            &server,
            "new-bedford",
            "apply",
            &json!({"sealed_state": bad, "action": {"type": "farm"}}),
        );
        assert_eq!(
            (status, problem["code"].clone()),
            (400, json!("sealed-state-invalid"))
        );
    }
}

#[test]
fn a_sealed_state_of_one_game_is_refused_by_another() {
    let server = Server::start();
    let games = playable_games(&server);
    let [(first, _), (second, _), ..] = games.as_slice() else {
        panic!("needs two playable games: {games:?}");
    };
    let token = sealed_setup(&server, first);
    let (status, problem) = refused(
        &server,
        second,
        "legal-actions",
        &json!({"sealed_state": token}),
    );
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "sealed-state-wrong-game");
    assert!(problem["detail"].as_str().unwrap().contains(first.as_str()));
}

#[test]
fn state_and_sealed_state_are_one_or_the_other_and_sealed_is_a_boolean() {
    let server = Server::start();
    let open = call(&server, "new-bedford", "setup", &json!({"players": 2}))["state"].clone();
    let token = sealed_setup(&server, "new-bedford");
    let (status, problem) = refused(
        &server,
        "new-bedford",
        "score",
        &json!({"state": open, "sealed_state": token}),
    );
    assert_eq!(status, 400);
    assert_eq!(problem["errors"][0]["field"], "sealed_state");
    let (status, problem) = refused(&server, "new-bedford", "view", &json!({}));
    assert_eq!(status, 400);
    assert_eq!(problem["errors"][0]["field"], "state");
    let (status, problem) = refused(
        &server,
        "new-bedford",
        "setup",
        &json!({"players": 2, "sealed": "yes"}),
    );
    assert_eq!(status, 400);
    assert_eq!(problem["errors"][0]["field"], "sealed");
    // The engine still reads the rest of the body with its own field paths.
    let (status, problem) = refused(
        &server,
        "new-bedford",
        "setup",
        &json!({"players": 2, "sealed": true, "colour": "red"}),
    );
    assert_eq!(status, 400);
    assert_eq!(problem["errors"][0]["field"], "colour");
    let (status, _) = refused(
        &server,
        "new-bedford",
        "setup",
        &json!({"players": 9, "sealed": true}),
    );
    assert_eq!(status, 422);
}

#[test]
fn a_configured_key_survives_restarts_and_rotates() {
    let with_a = Server::start_with(&["--seal-key", KEY_A]);
    let token_a = sealed_setup(&with_a, "new-bedford");
    drop(with_a);
    let body = json!({"sealed_state": token_a});

    let again = Server::start_with(&["--seal-key", KEY_A]);
    call(&again, "new-bedford", "legal-actions", &body);
    drop(again);

    let rotated = Server::start_with(&["--seal-key", &format!("{KEY_B},{KEY_A}")]);
    call(&rotated, "new-bedford", "legal-actions", &body);
    let token_b = sealed_setup(&rotated, "new-bedford");
    drop(rotated);

    let only_b = Server::start_with(&["--seal-key", KEY_B]);
    call(
        &only_b,
        "new-bedford",
        "legal-actions",
        &json!({"sealed_state": token_b}),
    );
    let (status, problem) = refused(&only_b, "new-bedford", "legal-actions", &body);
    assert_eq!(
        (status, problem["code"].clone()),
        (400, json!("sealed-state-invalid"))
    );
    assert!(
        !only_b.log().iter().any(|line| line.contains(KEY_B)),
        "keys are never logged"
    );
}

#[test]
fn without_a_key_the_log_warns_and_a_bad_key_stops_startup() {
    let server = Server::start();
    assert!(
        server
            .log()
            .iter()
            .any(|line| line.contains("QUARTERDECK_SEAL_KEY") && line.contains("WARN")),
        "{:#?}",
        server.log()
    );
    let dir = quarterdeck_integration_tests::scratch_dir();
    let output = std::process::Command::new(quarterdeck_integration_tests::binary_path())
        .args(["--addr", "127.0.0.1:0", "--seal-key", "abc", "--database"])
        .arg(dir.join("m.db"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("64 hex digits"), "{stderr}");
    let _ = std::fs::remove_dir_all(dir);
}

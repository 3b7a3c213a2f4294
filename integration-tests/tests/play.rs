//! Stateless play over real HTTP: whole New Bedford games from setup to final score in both
//! chance modes, refusals that name their rule, tampered and malformed states, dry runs,
//! redacted views, and the Swagger UI examples.

use quarterdeck_integration_tests::{
    assert_walked_the_first_four_games, client, games_where, Server,
};
use serde_json::{json, Value};

fn post(server: &Server, game: &str, endpoint: &str, body: &Value) -> (u16, Value) {
    server.post_json(&format!("/v1/games/{game}/{endpoint}"), body)
}

fn ok(server: &Server, endpoint: &str, body: &Value) -> Value {
    let (status, response) = post(server, "new-bedford", endpoint, body);
    assert_eq!(status, 200, "{endpoint}: {response}");
    response
}

fn setup(server: &Server, chance: &str, seed: u64) -> Value {
    ok(
        server,
        "setup",
        &json!({"players": 3, "seed": seed, "chance": chance}),
    )["state"]
        .clone()
}

/// Plays a 3-player game to the end over HTTP and returns the final state and how many
/// table listings (chance outcomes) it reported.
fn play_to_the_end(server: &Server, chance: &str, seed: u64) -> (Value, usize) {
    let game = quarterdeck_integration_tests::play_to_the_end(
        server,
        "new-bedford",
        &json!({"players": 3, "seed": seed, "chance": chance}),
        seed,
    );
    assert_eq!(game.state["phase"]["phase"], "over", "{}", game.state);
    assert_eq!(game.state["round"], 12, "the game lasts 12 rounds");
    if chance == "seeded" {
        assert_eq!(game.table_listings, 0, "the table acts only in table mode");
    }
    (game.state, game.table_listings)
}

fn assert_final_sheet(server: &Server, state: &Value) {
    let sheet = ok(server, "score", &json!({"state": state}));
    assert_eq!(sheet["final"], true, "{sheet}");
    let players = sheet["players"].as_array().unwrap();
    assert_eq!(players.len(), 3);
    for player in players {
        assert!(player["total"].is_number(), "{player}");
    }
    assert!(!sheet["winners"].as_array().unwrap().is_empty(), "{sheet}");
}

#[test]
fn seeded_game_plays_from_setup_to_final_score() {
    let server = Server::start();
    let (state, table_listings) = play_to_the_end(&server, "seeded", 17);
    assert_eq!(table_listings, 0);
    assert_final_sheet(&server, &state);
}

#[test]
fn table_game_plays_from_setup_to_final_score_with_outcome_probabilities() {
    let server = Server::start();
    let (state, table_listings) = play_to_the_end(&server, "table", 23);
    assert!(
        table_listings > 0,
        "a table game reports what came out of the bag"
    );
    assert_final_sheet(&server, &state);
}

#[test]
fn score_before_the_end_is_provisional() {
    let server = Server::start();
    let state = setup(&server, "seeded", 5);
    let sheet = ok(&server, "score", &json!({"state": state}));
    assert_eq!(sheet["final"], false, "{sheet}");
    assert_eq!(sheet["players"].as_array().unwrap().len(), 3);
}

#[test]
fn dry_run_is_flagged_and_gives_the_same_result() {
    let server = Server::start();
    let state = setup(&server, "seeded", 3);
    let legal = ok(&server, "legal-actions", &json!({"state": state}));
    let action = &legal["actions"][0]["action"];
    let applied = ok(&server, "apply", &json!({"state": state, "action": action}));
    let dry = ok(
        &server,
        "apply",
        &json!({"state": state, "action": action, "dry_run": true}),
    );
    assert_eq!(applied["dry_run"], false);
    assert_eq!(dry["dry_run"], true);
    assert_eq!(dry["state"], applied["state"]);
    assert_eq!(dry["events"], applied["events"]);
    assert_eq!(dry["to_act"], applied["to_act"]);
}

#[test]
fn same_state_and_action_give_the_same_result() {
    let server = Server::start();
    let first = setup(&server, "seeded", 99);
    assert_eq!(setup(&server, "seeded", 99), first);
    let legal = ok(&server, "legal-actions", &json!({"state": first}));
    let body = json!({"state": first, "action": legal["actions"][0]["action"]});
    assert_eq!(ok(&server, "apply", &body), ok(&server, "apply", &body));
}

#[test]
fn spectator_view_hides_the_rng_seed() {
    let server = Server::start();
    let state = setup(&server, "seeded", 4242);
    assert!(
        state["rng"].is_object(),
        "a seeded state keeps its RNG: {state}"
    );
    let seed = &state["rng"]["seed"];
    for body in [json!({"state": state}), json!({"state": state, "seat": 1})] {
        let view = ok(&server, "view", &body)["state"].clone();
        assert_ne!(view["rng"], state["rng"], "{body}");
        assert!(
            view["rng"].is_null() || view["rng"]["seed"] != *seed,
            "the view reveals the seed: {}",
            view["rng"]
        );
        assert_eq!(
            view["players"], state["players"],
            "everything else is public"
        );
    }
}

#[test]
fn wrong_actor_is_not_your_turn() {
    let server = Server::start();
    let state = setup(&server, "seeded", 8);
    let legal = ok(&server, "legal-actions", &json!({"state": state}));
    let to_act = legal["to_act"].as_array().unwrap();
    assert_eq!(to_act.len(), 1);
    let current = to_act[0]["seat"].as_u64().unwrap();
    let other = (current + 1) % 3;
    let action = &legal["actions"][0]["action"];
    for actor in [json!({"seat": other}), json!("table")] {
        let (status, problem) = post(
            &server,
            "new-bedford",
            "apply",
            &json!({"state": state, "actor": actor, "action": action}),
        );
        assert_eq!(status, 422, "{problem}");
        assert_eq!(problem["code"], "not-your-turn", "{problem}");
    }
}

#[test]
fn unlisted_action_is_refused_with_a_rule_that_resolves() {
    let server = Server::start();
    let state = setup(&server, "seeded", 12);
    let legal = ok(&server, "legal-actions", &json!({"state": state}));
    let listed: Vec<&Value> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["action"])
        .collect();
    let action = unlisted_action(&state);
    assert!(!listed.contains(&&action), "{action} is legal here");
    let (status, problem) = post(
        &server,
        "new-bedford",
        "apply",
        &json!({"state": state, "action": action}),
    );
    assert_eq!(status, 422, "{problem}");
    let code = problem["code"].as_str().unwrap();
    assert!(!code.is_empty());
    assert_eq!(problem["type"], format!("urn:quarterdeck:problem:{code}"));
    let rule = problem["rule"].as_str().unwrap();
    assert!(!problem["detail"].as_str().unwrap().is_empty());
    let section = client()
        .get(server.url(&format!("/v1/games/new-bedford/rules/{rule}")))
        .send()
        .unwrap();
    assert_eq!(section.status(), 200, "rule {rule} is not in the catalogue");
}

/// An action the engine reads but that is not legal at the start of a game: workers go out
/// only once everyone has chosen starting resources.
fn unlisted_action(state: &Value) -> Value {
    assert_eq!(state["phase"]["phase"], "starting-resources", "{state}");
    json!({"type": "farm"})
}

#[test]
fn tampered_state_is_an_impossible_state() {
    let server = Server::start();
    let mut state = setup(&server, "seeded", 6);
    tamper(&mut state);
    for endpoint in ["legal-actions", "score", "view"] {
        let (status, problem) = post(&server, "new-bedford", endpoint, &json!({"state": state}));
        assert_eq!(status, 422, "{endpoint}: {problem}");
        assert_eq!(problem["code"], "impossible-state", "{problem}");
        assert_eq!(problem["errors"][0]["field"], "state.bag", "{problem}");
    }
}

/// A change that still reads as a state but that no game can reach: whale tokens that were
/// never in the bag.
fn tamper(state: &mut Value) {
    let sperm = state["bag"]["sperm"].as_u64().unwrap();
    state["bag"]["sperm"] = json!(sperm + 5);
}

#[test]
fn malformed_bodies_and_states_are_400_naming_the_field() {
    let server = Server::start();
    let state = setup(&server, "seeded", 2);

    let mut negative = state.clone();
    negative["players"][0]["money"] = json!(-3);
    let (status, problem) = post(&server, "new-bedford", "score", &json!({"state": negative}));
    assert_eq!(status, 400, "{problem}");
    assert_eq!(problem["code"], "malformed-request");
    assert_eq!(problem["errors"][0]["field"], "state.players[0].money");

    let (status, problem) = post(
        &server,
        "new-bedford",
        "legal-actions",
        &json!({"state": {"colour": "blue"}}),
    );
    assert_eq!(status, 400, "{problem}");
    assert!(
        problem["errors"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("state"),
        "{problem}"
    );

    let (status, problem) = post(
        &server,
        "new-bedford",
        "legal-actions",
        &json!({"state": state, "whose": "mine"}),
    );
    assert_eq!(status, 400, "{problem}");
    assert_eq!(problem["errors"][0]["field"], "whose");

    let (status, problem) = post(
        &server,
        "new-bedford",
        "legal-actions",
        &json!({"state": state, "actor": {"seat": "two"}}),
    );
    assert_eq!(status, 400, "{problem}");
    assert!(
        problem["errors"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("actor"),
        "{problem}"
    );

    let (status, problem) = post(
        &server,
        "new-bedford",
        "apply",
        &json!({"state": state, "action": {"launch": "the kraken"}}),
    );
    assert_eq!(status, 400, "{problem}");
    assert!(
        problem["errors"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("action"),
        "{problem}"
    );

    let response = client()
        .post(server.url("/v1/games/new-bedford/view"))
        .header("content-type", "application/json")
        .body("{\"state\": ")
        .send()
        .unwrap();
    assert_eq!(response.status(), 400);
    let problem: Value = response.json().unwrap();
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("not valid JSON"),
        "{problem}"
    );
}

#[test]
fn setup_refusals() {
    let server = Server::start();
    let (status, problem) = post(&server, "new-bedford", "setup", &json!({"players": 9}));
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "invalid-setup");
    assert!(!problem["errors"].as_array().unwrap().is_empty());

    let (status, problem) = post(
        &server,
        "new-bedford",
        "setup",
        &json!({"players": 3, "chance": "dice"}),
    );
    assert_eq!(status, 400, "{problem}");
    assert_eq!(problem["errors"][0]["field"], "chance");

    let (status, problem) = post(&server, "monopoly", "setup", &json!({"players": 3}));
    assert_eq!(status, 404);
    assert_eq!(problem["code"], "unknown-game");

    // Every game the catalogue does not call playable.
    let unplayable = games_where(&server, "play", false);
    assert!(!unplayable.contains(&"new-bedford".to_owned()));
    for game in &unplayable {
        let (status, problem) = post(&server, game, "setup", &json!({"players": 3}));
        assert_eq!(status, 501, "{game}: {problem}");
        assert_eq!(problem["code"], "engine-not-available");
        let detail = problem["detail"].as_str().unwrap();
        assert!(
            detail.contains("score-sheet") && detail.contains("components"),
            "{detail}"
        );
    }
}

#[test]
fn swagger_ui_examples_work_for_every_play_endpoint() {
    let server = Server::start();
    let http = client();
    let document: Value = http
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let playable = games_where(&server, "play", true);
    assert_walked_the_first_four_games(&playable);
    for endpoint in ["setup", "legal-actions", "apply", "score", "view"] {
        // Every playable game has its own operation with an example that works.
        for game in &playable {
            let game = game.as_str();
            let path = format!("/v1/games/{game}/{endpoint}");
            let examples = document["paths"][&path]["post"]["requestBody"]["content"]
                ["application/json"]["examples"]
                .as_object()
                .unwrap_or_else(|| panic!("no examples for {path}"));
            assert!(
                examples[game]["value"].is_object(),
                "no {game} example for {path}"
            );
            // Every named example, as published: Swagger UI offers each.
            for (name, example) in examples {
                let (status, response) = post(&server, game, endpoint, &example["value"]);
                assert_eq!(status, 200, "{game} {endpoint} {name}: {response}");
                if name == "with-sealed" {
                    assert!(response["sealed_state"].is_string(), "{response}");
                }
            }
        }
    }
    // The games' named setups: Rising Tide's modules, Bremerhaven's solo and short games.
    for (path, name) in [
        ("/v1/games/new-bedford/setup", "with-modules-fifth-player"),
        ("/v1/games/new-bedford/setup", "with-modules-town"),
        ("/v1/games/bremerhaven/setup", "with-variant-solo"),
        ("/v1/games/bremerhaven/setup", "with-variant-short"),
        ("/v1/games/fleet/setup", "with-table"),
    ] {
        let examples = &document["paths"][path]["post"]["requestBody"]["content"]
            ["application/json"]["examples"];
        assert!(examples[name]["value"].is_object(), "{path} has no {name}");
    }
    for path in ["/v1/games/{game}/rules", "/v1/games/{game}/rules/{rule_id}"] {
        assert!(
            document["paths"][path]["get"]["tags"][0] == "rules",
            "{path} is not published"
        );
    }
}

/// Rising Tide's 5th Player Expansion: five seats play a stateless game to the final sheet in
/// both chance modes.
#[test]
fn five_player_games_with_the_fifth_player_module_play_to_the_end() {
    let server = Server::start();
    for (chance, seed) in [("seeded", 31), ("table", 37)] {
        let game = quarterdeck_integration_tests::play_to_the_end(
            &server,
            "new-bedford",
            &json!({"players": 5, "seed": seed, "chance": chance,
                    "options": {"modules": ["fifth-player"]}}),
            seed,
        );
        assert_eq!(game.state["phase"]["phase"], "over", "{}", game.state);
        assert_eq!(game.table_listings > 0, chance == "table");
        let sheet = ok(&server, "score", &json!({"state": game.state}));
        assert_eq!(sheet["final"], true, "{sheet}");
        assert_eq!(sheet["players"].as_array().unwrap().len(), 5);
    }
}

/// Rising Tide's Town Expansion, alone and with the fifth player, plays stateless games to
/// their final sheets in both chance modes; its tiles come from the seed's draw (ruling NB-30).
#[test]
fn town_expansion_games_play_to_the_end_in_both_chance_modes() {
    let server = Server::start();
    for (players, modules, chance, seed) in [
        (2, json!(["town"]), "seeded", 41),
        (3, json!(["town"]), "table", 43),
        (5, json!(["town", "fifth-player"]), "seeded", 47),
        (4, json!(["fifth-player", "town"]), "table", 53),
    ] {
        let game = quarterdeck_integration_tests::play_to_the_end(
            &server,
            "new-bedford",
            &json!({"players": players, "seed": seed, "chance": chance,
                    "options": {"modules": modules}}),
            seed,
        );
        assert_eq!(game.state["phase"]["phase"], "over", "{}", game.state);
        assert_eq!(game.table_listings > 0, chance == "table");
        let tiles = game.state["buildings"].as_array().unwrap().len();
        let expected = match players {
            2 => 12,
            5 | 4 => 25,
            _ => 20,
        };
        assert_eq!(tiles, expected, "{players} players, {modules}");
        let sheet = ok(&server, "score", &json!({"state": game.state}));
        assert_eq!(sheet["final"], true, "{sheet}");
    }
}

/// The `buildings` option names the tiles; each wrong entry is a field error, and the
/// rulebook's 2-player advice is a warning beside the state (ruling NB-30).
#[test]
fn the_buildings_option_is_validated_field_by_field_and_advised_on() {
    let server = Server::start();
    let two_player = [
        "bank",
        "dry-dock",
        "lumber-mill",
        "tavern",
        "captains-house",
        "saltery",
        "refinery",
        "chemist-shop",
        "mansion",
        "seamens-bethel",
        "shanty",
        "candleworks",
    ];
    let (status, setup) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 2, "options": {"modules": ["town"], "buildings": two_player}}),
    );
    assert_eq!(status, 200, "{setup}");
    let ids: Vec<&str> = setup["state"]["buildings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|slot| slot["building"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 12);
    assert!(
        ids.contains(&"chemist-shop") && ids.contains(&"shanty"),
        "{ids:?}"
    );
    assert_eq!(
        setup["warnings"][0]["field"], "options.buildings",
        "{setup}"
    );
    assert!(
        setup["warnings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("Chemist Shop"),
        "{setup}"
    );
    let (status, refused) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 2, "options": {"buildings": ["bank", "bank", "no-such-tile", "saltery"]}}),
    );
    assert_eq!(status, 422, "{refused}");
    let fields: Vec<(&str, &str)> = refused["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["field"].as_str().unwrap(), e["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        fields,
        [
            ("options.buildings[1]", "duplicate-component"),
            ("options.buildings[2]", "unknown-component"),
        ],
        "{refused}"
    );
    let (status, refused) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 2, "options": {"buildings": ["bank", "saltery"]}}),
    );
    assert_eq!(status, 422, "{refused}");
    let fields: Vec<&str> = refused["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(
        fields,
        ["options.buildings[1]", "options.buildings"],
        "{refused}"
    );
}

/// Rising Tide's Ship's Log, alone and with every module, plays stateless games to their final
/// sheets in both chance modes: the table reports the cards turned up, Whale Pod's whale and
/// Sharks' token like the whaling draw (ruling NB-44).
#[test]
fn ships_log_games_play_to_the_end_in_both_chance_modes() {
    let server = Server::start();
    for (players, modules, chance, seed) in [
        (3, json!(["ships-log"]), "seeded", 61),
        (2, json!(["ships-log"]), "table", 67),
        (5, json!(["town", "ships-log", "fifth-player"]), "table", 71),
        (
            4,
            json!(["ships-log", "fifth-player", "town"]),
            "seeded",
            73,
        ),
    ] {
        let game = quarterdeck_integration_tests::play_to_the_end(
            &server,
            "new-bedford",
            &json!({"players": players, "seed": seed, "chance": chance,
                    "options": {"modules": modules}}),
            seed,
        );
        assert_eq!(game.state["phase"]["phase"], "over", "{}", game.state);
        assert_eq!(game.table_listings > 0, chance == "table");
        let decks = &game.state["ships_log"];
        assert!(decks["providence"].is_object(), "{decks}");
        let ids: Vec<&str> = game.state["buildings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|slot| slot["building"].as_str().unwrap())
            .collect();
        for tile in ["library", "insurance", "newspaper"] {
            assert!(ids.contains(&tile), "{tile} in {ids:?}");
        }
        let sheet = ok(&server, "score", &json!({"state": game.state}));
        assert_eq!(sheet["final"], true, "{sheet}");
    }
}

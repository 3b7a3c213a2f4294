//! New Bedford with Rising Tide's 5th Player and Town Expansions as named matches: to the end
//! in both chance modes, alone and together, and the modules refused where they do not belong.

use super::*;

fn five_players(chance: &str, seed: u64) -> Value {
    json!({
        "game": "new-bedford",
        "players": 5,
        "seed": seed,
        "chance": chance,
        "options": {"modules": ["fifth-player"]}
    })
}

/// A 5-player match with the module plays to its final sheet in either chance mode, with
/// the Wheelhouse on offer, and its stored state is its replayed log.
#[test]
fn five_player_matches_play_to_the_end_in_both_chance_modes() {
    let server = Server::start();
    for (chance, seed) in [("seeded", 5), ("table", 55)] {
        let m = create(&server, &five_players(chance, seed));
        assert_eq!(m.seats.len(), 5);
        let (applied, tables) = play_to_the_end(&server, &m, &mut Lcg(seed));
        assert_eq!(tables > 0, chance == "table", "{chance}");
        let score = get(&server, &m.path("/score"), None);
        assert_eq!(score.body["final"], true, "{}", score.body);
        assert_eq!(score.body["players"].as_array().unwrap().len(), 5);
        let read = get(&server, &m.path(""), None);
        assert_eq!(read.body["state"]["modules"], json!(["fifth-player"]));
        assert_eq!(
            read.body["state"]["buildings"].as_array().unwrap().len(),
            25
        );
        let replayed = assert_stored_state_is_the_replayed_log(&server, &m.id);
        assert_eq!(replayed, applied.len());
    }
}

/// The Town Expansion with the fifth player plays named matches to their final sheets in both
/// chance modes (the Coffeehouse's draw goes to the `table` actor like the whaling draw), and
/// its random tiles are the stored state's (ruling NB-30).
#[test]
fn town_and_fifth_player_matches_play_to_the_end_in_both_chance_modes() {
    let server = Server::start();
    for (players, chance, seed) in [(5, "seeded", 7), (4, "table", 77)] {
        let body = json!({
            "game": "new-bedford",
            "players": players,
            "seed": seed,
            "chance": chance,
            "options": {"modules": ["town", "fifth-player"]}
        });
        let m = create(&server, &body);
        let (applied, tables) = play_to_the_end(&server, &m, &mut Lcg(seed));
        assert_eq!(tables > 0, chance == "table", "{chance}");
        let score = get(&server, &m.path("/score"), None);
        assert_eq!(score.body["final"], true, "{}", score.body);
        let read = get(&server, &m.path(""), None);
        assert_eq!(
            read.body["state"]["modules"],
            json!(["town", "fifth-player"])
        );
        let town_tiles = read.body["state"]["buildings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|slot| {
                let id = slot["building"].as_str().unwrap();
                [
                    "captains-house",
                    "coffeehouse",
                    "customhouse",
                    "harbor-office",
                    "loading-dock",
                    "mayors-house",
                    "perfumery",
                    "refinery",
                    "saltery",
                    "brewery",
                    "chemist-shop",
                    "distillery",
                    "fairhaven-bridge",
                    "shipwright",
                    "storehouse",
                    "candleworks",
                    "dressmaker",
                    "publishing-house",
                    "salvage-yard",
                    "shanty",
                ]
                .contains(&id)
            })
            .count();
        assert_eq!(town_tiles, 10, "4 + 4 action and 2 victory Town tiles");
        let replayed = assert_stored_state_is_the_replayed_log(&server, &m.id);
        assert_eq!(replayed, applied.len());
    }
}

/// All three modules as named matches in both chance modes: the stored state is the replayed
/// log, Ship's Log decks and all.
#[test]
fn matches_with_every_module_play_to_the_end_in_both_chance_modes() {
    let server = Server::start();
    for (players, chance, seed) in [(5, "table", 9), (3, "seeded", 99)] {
        let body = json!({
            "game": "new-bedford",
            "players": players,
            "seed": seed,
            "chance": chance,
            "options": {"modules": ["town", "ships-log", "fifth-player"]}
        });
        let m = create(&server, &body);
        let (applied, tables) = play_to_the_end(&server, &m, &mut Lcg(seed));
        assert_eq!(tables > 0, chance == "table", "{chance}");
        let score = get(&server, &m.path("/score"), None);
        assert_eq!(score.body["final"], true, "{}", score.body);
        let read = get(&server, &m.path(""), None);
        assert_eq!(
            read.body["state"]["modules"],
            json!(["town", "ships-log", "fifth-player"])
        );
        let replayed = assert_stored_state_is_the_replayed_log(&server, &m.id);
        assert_eq!(replayed, applied.len());
    }
}

/// Five seats without the module, and a module listed twice, are refused at creation with the
/// field to fix.
#[test]
fn the_module_is_refused_where_it_does_not_belong() {
    let server = Server::start();
    for (body, field) in [
        (
            json!({"game": "new-bedford", "players": 5, "options": {}}),
            "players",
        ),
        (
            json!({"game": "new-bedford", "players": 4, "options": {"modules": ["ships-log", "ships-log"]}}),
            "options.modules[1]",
        ),
    ] {
        let reply = send(
            &server,
            Method::POST,
            "/v1/matches",
            Headers::default(),
            Some(&body),
        );
        assert_eq!(reply.status, 422, "{body}: {}", reply.body);
        let fields: Vec<&str> = reply.body["errors"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["field"].as_str())
            .collect();
        assert!(
            fields.iter().any(|f| f.ends_with(field)),
            "{body}: {fields:?}"
        );
    }
}

/// With three seats the module is played, and the created match carries the rulebook's
/// advice against it as a warning naming its field (ruling NB-23); so does a stateless setup.
#[test]
fn the_module_with_three_players_is_played_with_a_warning() {
    let server = Server::start();
    let body =
        json!({"game": "new-bedford", "players": 3, "options": {"modules": ["fifth-player"]}});
    let m = create(&server, &body);
    assert_eq!(
        m.created["warnings"][0]["field"], "options.modules",
        "{}",
        m.created
    );
    assert_eq!(m.created["warnings"][0]["code"], "player-count");
    let (status, setup) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 3, "options": {"modules": ["fifth-player"]}}),
    );
    assert_eq!(status, 200, "{setup}");
    assert_eq!(setup["warnings"][0]["field"], "options.modules");
    let (_, plain) = server.post_json("/v1/games/new-bedford/setup", &json!({"players": 3}));
    assert!(plain.get("warnings").is_none(), "{plain}");
}

quarterdeck_integration_tests::on_postgres!(
    five_player_matches_play_to_the_end_in_both_chance_modes,
    town_and_fifth_player_matches_play_to_the_end_in_both_chance_modes,
    matches_with_every_module_play_to_the_end_in_both_chance_modes,
    the_module_is_refused_where_it_does_not_belong,
    the_module_with_three_players_is_played_with_a_warning,
);

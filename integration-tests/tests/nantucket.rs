//! Nantucket over real HTTP: whole games in both chance modes on the practice town and on a
//! table's own cards, the provisional label wherever the practice town shows, and refusals of
//! an impossible town.

use quarterdeck_integration_tests::{play_to_the_end, Lcg, Server};
use serde_json::{json, Value};

fn assert_final(server: &Server, state: &Value) -> Value {
    assert_eq!(state["phase"]["phase"], "over", "{state}");
    let (status, sheet) = server.post_json("/v1/games/nantucket/score", &json!({"state": state}));
    assert_eq!(status, 200, "{sheet}");
    assert_eq!(sheet["final"], true);
    assert_eq!(sheet["players"].as_array().unwrap().len(), 2);
    assert!(!sheet["winners"].as_array().unwrap().is_empty());
    sheet
}

#[test]
fn a_seeded_game_on_the_practice_town_plays_to_a_final_sheet_labelled_provisional() {
    let server = Server::start();
    let game = play_to_the_end(
        &server,
        "nantucket",
        &json!({"players": 2, "seed": 5, "chance": "seeded"}),
        5,
    );
    assert_eq!(game.table_listings, 0);
    assert_eq!(
        game.state["town"]["provisional"], true,
        "the practice town says so in the state"
    );
    let sheet = assert_final(&server, &game.state);
    assert!(
        sheet["notes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n.as_str().unwrap().contains("provisional")),
        "{sheet}"
    );
}

/// n choose k, exactly.
fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// Ruling NT-18: every coin lands heads with probability 1/2, so a ship with `c` Copper and
/// `s` Silver shows `h` Copper and `g` Silver heads with C(c,h)·C(s,g)/2^(c+s). The test plays
/// a whole table game, reads each tossed ship's coins from the state, and checks that the
/// table's listing is exactly every (h, g) with exactly that probability.
#[test]
fn a_table_game_reports_tosses_with_binomial_probabilities() {
    let server = Server::start();
    let call = |endpoint: &str, body: &Value| {
        let (status, response) = server.post_json(&format!("/v1/games/nantucket/{endpoint}"), body);
        assert_eq!(status, 200, "{endpoint}: {response}");
        response
    };
    let mut state = call(
        "setup",
        &json!({"players": 2, "seed": 9, "chance": "table"}),
    )["state"]
        .clone();
    let mut bot = Lcg(9);
    let (mut tosses, mut flips) = (0, 0);
    while state["phase"]["phase"] != "over" {
        let legal = call("legal-actions", &json!({"state": state}));
        let actions = legal["actions"].as_array().unwrap();
        match state["phase"]["phase"].as_str().unwrap() {
            "awaiting-toss" => {
                tosses += 1;
                let ship = &state["phase"]["ship"];
                let coins = &state["players"][ship["seat"].as_u64().unwrap() as usize]["ships"]
                    [ship["ship"].as_u64().unwrap() as usize];
                let (copper, silver) = (
                    coins["copper"].as_u64().unwrap(),
                    coins["silver"].as_u64().unwrap(),
                );
                let mut listed: Vec<(u64, u64)> = Vec::new();
                for action in actions {
                    let (h, g) = (
                        action["action"]["copper_heads"].as_u64().unwrap(),
                        action["action"]["silver_heads"].as_u64().unwrap(),
                    );
                    let expected = (choose(copper, h) * choose(silver, g)) as f64
                        / 2f64.powi((copper + silver) as i32);
                    let probability = action["probability"].as_f64().unwrap();
                    assert!(
                        (probability - expected).abs() < 1e-12,
                        "{copper} Copper, {silver} Silver: {h}+{g} heads has {probability}, not {expected}"
                    );
                    listed.push((h, g));
                }
                let every: Vec<(u64, u64)> = (0..=copper)
                    .flat_map(|h| (0..=silver).map(move |g| (h, g)))
                    .collect();
                listed.sort_unstable();
                assert_eq!(listed, every, "{copper} Copper, {silver} Silver");
            }
            "awaiting-flip" => {
                flips += 1;
                let odds: Vec<f64> = actions
                    .iter()
                    .map(|a| a["probability"].as_f64().unwrap())
                    .collect();
                assert_eq!(odds, [0.5, 0.5]);
            }
            _ => assert!(legal["actor"] != "table", "{legal}"),
        }
        let action = &actions[bot.below(actions.len())]["action"];
        let actor = legal["actor"].clone();
        state = call(
            "apply",
            &json!({"state": state, "actor": actor, "action": action}),
        )["state"]
            .clone();
    }
    assert!(tosses > 0, "every whaling toss is reported by the table");
    eprintln!("checked {tosses} toss listings and {flips} flips");
    assert_final(&server, &state);
}

fn own_town() -> Value {
    json!({
        "cards": ["A2", "B3"],
        "rows": [
            [{"building": "law-office", "cost": 4}, {"building": "outfitter", "cost": 3}],
            [{"building": "gambling-hall", "cost": 2}, {"building": "refinery", "cost": 3}],
            [{"building": "shipyard", "cost": 4}, {"building": "wharf", "cost": 3}]
        ],
        "bonus": [
            {"building": "factory", "cost": 4},
            {"building": "row-house", "cost": 3},
            {"building": "mansion", "cost": 6, "copper_only": true}
        ],
        "provisional": false
    })
}

#[test]
fn a_tables_own_cards_play_and_are_not_labelled_provisional() {
    let server = Server::start();
    let setup =
        json!({"players": 2, "seed": 3, "chance": "seeded", "options": {"town": own_town()}});
    let game = play_to_the_end(&server, "nantucket", &setup, 3);
    assert_eq!(game.state["town"]["provisional"], false);
    assert_eq!(game.state["town"]["rows"][0][0]["building"], "law-office");
    let sheet = assert_final(&server, &game.state);
    assert!(sheet["notes"]
        .as_array()
        .unwrap()
        .iter()
        .all(|n| !n.as_str().unwrap().contains("practice town")));
}

#[test]
fn an_impossible_town_is_refused_naming_the_lot() {
    let server = Server::start();
    let mut town = own_town();
    town["rows"][0][1] = json!({"building": "schoolhouse", "cost": 2});
    town["bonus"][2] = json!({"building": "mansion", "cost": 6});
    let (status, problem) = server.post_json(
        "/v1/games/nantucket/setup",
        &json!({"players": 2, "options": {"town": town}}),
    );
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "invalid-setup");
    let fields: Vec<&str> = problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert!(fields.contains(&"options.town.rows[0][1]"), "{fields:?}");
    assert!(fields.contains(&"options.town.bonus[2]"), "{fields:?}");
    let (status, problem) = server.post_json("/v1/games/nantucket/setup", &json!({"players": 3}));
    assert_eq!(status, 422, "{problem}");
}

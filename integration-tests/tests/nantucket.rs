//! Nantucket over real HTTP: whole games in both chance modes on the practice town and on a
//! table's own cards, the provisional label wherever the practice town shows, and refusals of
//! an impossible town.

use quarterdeck_integration_tests::{play_to_the_end, Server};
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

#[test]
fn a_table_game_reports_tosses_with_binomial_probabilities() {
    let server = Server::start();
    let game = play_to_the_end(
        &server,
        "nantucket",
        &json!({"players": 2, "seed": 9, "chance": "table"}),
        9,
    );
    assert!(
        game.table_listings > 0,
        "every whaling toss is reported by the table"
    );
    assert_final(&server, &game.state);
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

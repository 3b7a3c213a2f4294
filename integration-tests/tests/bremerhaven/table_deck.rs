//! Bremerhaven on the table's own deck (rulings BH-43, BH-44): every card read out value by
//! value, over real HTTP.

use super::*;

/// The values printed on a table's boards, as a client would send them.
pub(crate) fn table_board() -> Value {
    json!({
        "harbor": {
            "cover_costs": [2, 3, 4, 5, 6, 7],
            "bollard_costs": [[2, 3, 4], [0, 3, 4], [0, 3, 4], [2, 3, 4]]
        },
        "progress": {"spaces": 16, "start_two": 2, "start_three": 4, "start_four": 6}
    })
}

#[test]
fn games_on_the_tables_own_deck_play_to_a_final_sheet() {
    let server = Server::start();
    for (variant, players, seed, board) in [
        ("long", 3, 41, Some(table_board())),
        ("short", 2, 42, None),
        ("solo", 1, 43, None),
    ] {
        let mut options = json!({"variant": variant, "deck": "table"});
        if let Some(board) = &board {
            options["board"] = board.clone();
        }
        let setup =
            json!({"players": players, "seed": seed, "chance": "table", "options": options});
        let game = play_to_the_end(&server, GAME, &setup, seed);
        let state = &game.state;
        assert_over(state);
        assert_eq!(state["deck_source"], "table", "{state}");
        assert!(
            state.get("deck_sizes").is_none(),
            "only the table counts its piles"
        );
        assert!(game.table_listings > 0);
        let sheet = call(&server, "score", &json!({"state": state}));
        assert_eq!(sheet["final"], true, "{sheet}");
        // The cards are the table's; only practice board values keep the game provisional.
        assert_eq!(state["provisional"], board.is_none(), "{variant}");
        if board.is_some() {
            assert_eq!(state["board"], table_board());
            assert!(
                !sheet["notes"].to_string().contains(PROVISIONAL_NOTE),
                "{sheet}"
            );
        } else {
            assert!(sheet["notes"].to_string().contains("practice"), "{sheet}");
        }
    }
}

#[test]
fn the_table_reads_a_ship_out_and_a_value_it_cannot_print_is_refused() {
    let server = Server::start();
    let mut state = call(
        &server,
        "setup",
        &json!({"players": 2, "seed": 1, "chance": "table",
                "options": {"variant": "long", "deck": "table"}}),
    )["state"]
        .clone();
    let report = |state: &Value, action: Value| -> Value {
        call(
            &server,
            "apply",
            &json!({"state": state, "actor": "table", "action": action}),
        )["state"]
            .clone()
    };
    // The top Price card, then the ranks, then each seat's Contract, then the Ships.
    for (good, price) in [
        ("barrel", 2),
        ("crate", 4),
        ("container", 1),
        ("passenger", 3),
    ] {
        state = report(
            &state,
            json!({"type": "price-printed", "good": good, "price": price}),
        );
    }
    assert_eq!(state["prices"][0]["container"], 1, "{state}");
    state = report(&state, json!({"type": "rank-reported", "seat": 0}));
    for _ in 0..2 {
        for print in [
            json!({"field": "delivery-time", "rounds": 3}),
            json!({"field": "transport", "transport": "truck"}),
            json!({"field": "good", "symbol": "barrel"}),
            json!({"field": "no-more-goods"}),
            json!({"field": "reward", "reward": {"money": 2}}),
            json!({"field": "penalty", "penalty": null}),
        ] {
            state = report(&state, json!({"type": "contract-printed", "print": print}));
        }
    }
    let listed = call(&server, "legal-actions", &json!({"state": state}));
    assert_eq!(listed["to_act"], json!(["table"]));
    let actions = listed["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 6, "none left, or lay time 1 to 5: {listed}");
    assert!(
        actions.iter().all(|a| a.get("probability").is_none()),
        "no odds: {listed}"
    );
    assert_eq!(actions[1]["label"], "The Ship's lay time is 1");

    let (status, problem) = server.post_json(
        "/v1/games/bremerhaven/apply",
        &json!({"state": state, "actor": "table",
                "action": {"type": "ship-printed", "print": {"field": "lay-time", "rounds": 9}}}),
    );
    assert_rule_refusal(
        &server,
        GAME,
        (status, &problem),
        "out-of-range",
        "chance-table-deck",
    );
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("lay time, 1 to 5 rounds"),
        "{problem}"
    );

    for print in [
        json!({"field": "lay-time", "rounds": 2}),
        json!({"field": "cargo", "cargo": "wild"}),
        json!({"field": "cargo-count", "goods": 3}),
        json!({"field": "berth", "bollards": 0}),
        json!({"field": "prestige", "stars": 4}),
    ] {
        state = report(&state, json!({"type": "ship-printed", "print": print}));
    }
    let ship = &state["sea"][0];
    assert_eq!(ship["id"], "table-ship-4", "{state}");
    assert_eq!(
        (
            ship["lay_time"].clone(),
            ship["cargo"].clone(),
            ship["prestige"].clone()
        ),
        (json!(2), json!("wild"), json!(4))
    );
    assert_eq!(
        state["players"][0]["loading_docks"][0]["contract"]["reward"],
        json!({"money": 2})
    );
}

//! Seat names in New Bedford: optional, given at setup, shown in the state, every view and
//! the score sheet (unnamed seats keep the sheet's "Player N"); bad names are refused by field.

use serde_json::json;

use crate::core::errors::ViolationCode::{InvalidName, PlayerCount};
use crate::core::play::{Engine, Playable};
use crate::core::test_support::names::{refused_setup, refused_state, shown_everywhere};

use super::support::RULES;

#[test]
fn names_given_at_setup_show_in_state_views_and_score_sheets() {
    shown_everywhere(
        RULES,
        4,
        &[Some(" Ann "), None, Some("Åsa 🐋")],
        &["Player 1", "Player 2", "Player 3", "Player 4"],
    );
}

#[test]
fn a_game_without_names_is_as_before() {
    shown_everywhere(RULES, 2, &[], &["Player 1", "Player 2"]);
}

#[test]
fn bad_names_are_refused_with_their_field() {
    let cases = [
        (json!(["Ann", ""]), "names[1]"),
        (json!(["Ann", "x".repeat(41)]), "names[1]"),
        (json!([null, "Bo\u{7}"]), "names[1]"),
        (json!(["Ann", "ann "]), "names[1]"),
        (json!(["A", "B", "C"]), "names"),
    ];
    for (names, field) in cases {
        assert_eq!(
            refused_setup(RULES, &json!({"players": 2, "names": names})),
            [(field.to_owned(), InvalidName)],
            "{names}"
        );
    }
}

#[test]
fn a_bad_name_is_reported_with_the_games_own_setup_problems() {
    assert_eq!(
        refused_setup(RULES, &json!({"players": 5, "names": [" "]})),
        [
            ("players".to_owned(), PlayerCount),
            ("names[0]".to_owned(), InvalidName)
        ]
    );
}

#[test]
fn a_state_with_a_name_setup_would_refuse_cannot_arise() {
    let state = Engine(RULES)
        .setup(
            json!({"players": 3, "names": ["Ann", "Bo"]})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
    assert_eq!(
        refused_state(RULES, state.clone(), 2, "bo"),
        ["players[2].name"]
    );
    assert_eq!(
        refused_state(RULES, state, 0, &"y".repeat(41)),
        ["players[0].name"]
    );
}

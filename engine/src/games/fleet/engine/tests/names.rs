//! Seat names in Fleet: optional, given at setup, shown in the state, every view and the
//! score sheet (an unnamed seat is "Player N" there); bad names are refused by field.

use serde_json::json;

use crate::core::errors::ViolationCode::{InvalidName, PlayerCount};
use crate::core::play::{Engine, Playable};
use crate::core::test_support::names::{refused_setup, refused_state, shown_everywhere};

use super::support::RULES;

#[test]
fn names_given_at_setup_show_in_state_views_and_score_sheets() {
    shown_everywhere(
        RULES,
        2,
        &[Some("Ann"), Some("  Bo")],
        &["Player 1", "Player 2"],
    );
    shown_everywhere(
        RULES,
        4,
        &[Some("Ann"), Some("Bo"), Some("Cy"), Some("Di")],
        &["Player 1", "Player 2", "Player 3", "Player 4"],
    );
}

#[test]
fn an_unnamed_seat_is_player_n_on_the_sheet() {
    shown_everywhere(
        RULES,
        3,
        &[None, Some("Bo")],
        &["Player 1", "Player 2", "Player 3"],
    );
    shown_everywhere(RULES, 2, &[], &["Player 1", "Player 2"]);
}

#[test]
fn bad_names_are_refused_with_their_field() {
    let cases = [
        (json!(["Ann", "\t"]), "names[1]"),
        (json!(["é".repeat(41)]), "names[0]"),
        (json!(["Ann", "A\u{202E}nn"]), "names[1]"),
        (json!(["Bo", "BO"]), "names[1]"),
        (json!(["A", null, "C"]), "names"),
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
        refused_setup(RULES, &json!({"players": 5, "names": [null, "", "Cy"]})),
        [
            ("players".to_owned(), PlayerCount),
            ("names[1]".to_owned(), InvalidName)
        ]
    );
}

#[test]
fn a_state_with_a_name_setup_would_refuse_cannot_arise() {
    let state = Engine(RULES)
        .setup(
            json!({"players": 3, "names": ["Ann"]})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
    assert_eq!(
        refused_state(RULES, state.clone(), 1, "ANN"),
        ["players[1].name"]
    );
    assert_eq!(refused_state(RULES, state, 2, "Bo\n"), ["players[2].name"]);
}

//! Seat names in Fleet: optional, given at setup, shown in the state, every view and the
//! score sheet (an unnamed seat is "Player N" there); bad names are refused by field for every
//! game alike (`registry::tests`).

use crate::core::test_support::names::shown_everywhere;

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

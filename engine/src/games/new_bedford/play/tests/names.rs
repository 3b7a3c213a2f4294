//! Seat names in New Bedford: optional, given at setup, shown in the state, every view and
//! the score sheet (unnamed seats keep the sheet's "Player N"); bad names are refused by field for every
//! game alike (`registry::tests`).

use crate::core::test_support::names::shown_everywhere;

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

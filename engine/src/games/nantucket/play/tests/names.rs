//! Seat names in Nantucket: optional, given at setup, shown in the state, every view and the
//! score sheet (an unnamed seat keeps its coin face, Heads or Tails); bad names are refused by
//! field for every game alike (`registry::tests`).

use crate::core::test_support::names::shown_everywhere;

use super::support::RULES;

#[test]
fn names_given_at_setup_show_in_state_views_and_score_sheets() {
    shown_everywhere(RULES, 2, &[Some("Ann"), Some("  Bo")], &["Heads", "Tails"]);
}

#[test]
fn an_unnamed_seat_keeps_its_coin_face_on_the_sheet() {
    shown_everywhere(RULES, 2, &[None, Some("Bo")], &["Heads", "Tails"]);
    shown_everywhere(RULES, 2, &[], &["Heads", "Tails"]);
}

//! Rule `ships-log-cards`: when a card's decision comes, and what is skipped.

use super::*;

/// Rule `ships-log-cards` (rulings NB-47, NB-10): a card's decision comes before the phase's
/// and only its taker makes it; the card is a page of the taker's log whatever it does; a part
/// that cannot be done is skipped, as Whale Pod and Nantucket Sleigh Ride at the Library with
/// no ship at sea.
#[test]
fn rule_ships_log_cards_a_card_decision_comes_first_and_what_cannot_be_done_is_skipped() {
    let state = at_the_library(2, C::Windfall);
    let taken = play(&state, library(Providence));
    assert_eq!(taken.players[0].log_cards, [C::Windfall]);
    assert_eq!(RULES.to_act(&taken), [Actor::Seat(0)]);
    assert!(matches!(taken.phase, Phase::Actions { placed: 0, .. }));
    assert_eq!(
        refused(&taken, A::Farm),
        ("cannot-perform", "ships-log-cards")
    );
    let violation = RULES.apply(&taken, Actor::Seat(1), &A::Farm).unwrap_err();
    assert_eq!(
        (violation.code(), violation.rule()),
        ("not-your-turn", "round-structure")
    );
    for card in [C::WhalePod, C::NantucketSleighRide] {
        let state = at_the_library(2, card);
        let taken = play(&state, library(Providence));
        assert!(pending(&taken).is_empty(), "{card:?}");
        assert_eq!(taken.bag, state.bag);
        assert_eq!(taken.players[0].log_cards, [card]);
        assert_eq!(RULES.to_act(&taken), [Actor::Seat(1)]);
    }
}

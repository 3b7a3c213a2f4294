//! Rule `ships-log-selection`: a ship taking a card in the whaling phase.

use super::*;

/// Rule `ships-log-selection` (ruling NB-44): a ship may take a face-up card instead of a token,
/// even when only Empty Seas were drawn; that is its one choice.
#[test]
fn rule_ships_log_selection_a_ship_takes_a_card_even_when_only_empty_seas_are_drawn() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    offer(&mut state, C::UnchartedDesertIsle);
    offer(&mut state, C::TheMastHead);
    let state = farms(state);
    assert_eq!(state.phase, Phase::AwaitingDraw { count: 2 });
    let state = play(&state, draw(0, 0, 0, 2));
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(
        legal(&state),
        [
            A::TakeLogCard { deck: Providence },
            A::TakeLogCard { deck: Omens },
            A::PassWhaling
        ]
    );
    let food = state.players[0].food;
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(state.players[0].log_cards, [C::UnchartedDesertIsle]);
    assert_eq!(
        (state.players[0].wood, state.players[0].food),
        (3, food + 3)
    );
    assert_eq!(state.phase, Phase::EndOfRound, "the only ship has chosen");
    assert!(book(&state).providence.returned.is_empty());
    assert_eq!(book(&state).omens.returned, [C::TheMastHead]);
}

/// Rule `ships-log-selection` (ruling NB-44): the phase goes on while a card is on offer though
/// no whale was drawn; a ship that took a card does not choose again; a deck whose card is
/// taken offers nothing; once nothing is left the phase ends for the ships still to choose.
#[test]
fn rule_ships_log_selection_whaling_goes_on_while_a_card_is_on_offer() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    at_sea(&mut state, 0, 1, 3, 0, Whales::default());
    offer(&mut state, C::UnchartedDesertIsle);
    offer(&mut state, C::TheMastHead);
    let state = farms(state);
    let state = play(&state, draw(0, 0, 0, 4));
    assert_eq!(state.whaling_order, [ship(0, 0), ship(1, 0), ship(0, 1)]);
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(state.phase, Phase::Whaling, "the Omens card is still there");
    assert_eq!(state.whaling_order, [ship(1, 0), ship(0, 1)]);
    assert_eq!(
        refused(&state, A::TakeLogCard { deck: Providence }),
        ("cannot-perform", "ships-log-selection")
    );
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Right
            }
        ),
        ("not-drawn", "whaling-selection")
    );
    let state = play(&state, A::TakeLogCard { deck: Omens });
    assert_eq!(state.players[1].log_cards, [C::TheMastHead]);
    assert_eq!(
        state.phase,
        Phase::EndOfRound,
        "nothing left for the last ship"
    );
    assert!(state.whaling_order.is_empty());
}

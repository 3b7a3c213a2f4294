//! Rule `building-library`: taking a face-up card in the action phase.

use super::*;

/// Rule `building-library` (rulings NB-44, NB-47): in the action phase the Library's user
/// takes a face-up card as if a ship had chosen it; the deck shows none until the round ends.
#[test]
fn rule_building_library_takes_a_face_up_card_in_the_action_phase() {
    let mut state = log_game(2);
    own(&mut state, 1, Building::Library);
    offer(&mut state, C::UnchartedDesertIsle);
    assert!(legal(&state).contains(&library(Providence)));
    assert!(legal(&state).contains(&library(Omens)));
    let state = play(&state, library(Providence));
    let player = &state.players[0];
    assert_eq!(player.log_cards, [C::UnchartedDesertIsle]);
    assert_eq!((player.wood, player.food, player.money), (3, 3, 4));
    assert_eq!(state.players[1].money, 6, "the owner's fee");
    assert_eq!(
        player.workers[0],
        Some(WorkerSpot::Building(Building::Library))
    );
    assert_eq!(face_up(&state, Providence), None);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}

/// Rule `building-library` (ruling NB-44): the Library is refused for a deck that shows no card,
/// here a Providence deck taken to its last card.
#[test]
fn rule_building_library_is_refused_for_a_deck_that_shows_no_card() {
    let mut state = log_game(2);
    own(&mut state, 0, Building::Library);
    offer(&mut state, C::UnchartedDesertIsle);
    let rest: Vec<LogCard> = LogCard::of(Providence)
        .filter(|&card| card != C::UnchartedDesertIsle)
        .collect();
    for card in rest {
        give(&mut state, 1, card);
    }
    let state = play(&state, library(Providence));
    let state = to_next_round(state);
    assert_eq!(face_up(&state, Providence), None, "nothing left to turn up");
    let state = play(&state, A::Farm);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(&state, library(Providence)),
        ("cannot-perform", "building-library")
    );
    assert!(legal(&state).contains(&library(Omens)));
}

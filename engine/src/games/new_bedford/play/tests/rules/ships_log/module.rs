//! Rule `ships-log-module`: what the module adds to the table.

use super::*;

/// Rule `ships-log-module` (rulings NB-44, NB-09): the Library, the Insurance and the Newspaper
/// join the tiles drawn, unbuilt; each 16-card deck shows one of its own cards; without the
/// module there is no deck and no such tile; every card lies in exactly one place.
#[test]
fn rule_ships_log_module_adds_three_tiles_and_two_decks_of_16_each_showing_one_card() {
    let state = log_game(2);
    assert_eq!(state.buildings.len(), 8 + 4 + 3);
    for building in Building::SHIPS_LOG {
        assert_eq!(state.slot(building).expect("joins the game").owner, None);
    }
    assert_eq!(log_game(3).buildings.len(), 16 + 4 + 3);
    for deck in LogDeck::BOTH {
        let pile = book(&state).pile(deck);
        let card = pile.face_up.expect("one card face up");
        assert_eq!(card.deck(), deck);
        assert_eq!(pile.unseen.len(), 15);
        assert!(!pile.unseen.contains(&card));
        assert!(pile.returned.is_empty());
    }
    assert!(state.players.iter().all(|p| p.log_cards.is_empty()));
    let base = started(2);
    assert!(base.ships_log.is_none());
    assert!(base.slot(Building::Library).is_none());
    // A card in a log and still in its deck is one card too many.
    let mut twice = state.clone();
    let card = face_up(&twice, Providence).unwrap();
    twice.players[0].log_cards.push(card);
    let problems = RULES.validate(&twice).unwrap_err();
    assert!(
        problems.iter().any(|p| p.field == "ships_log"),
        "{problems:?}"
    );
}

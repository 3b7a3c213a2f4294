//! Rule `ships-log-omens`: holding and answering Omens (Insurance and Calm Seas).

use super::*;

/// Rule `ships-log-omens` (ruling NB-50): struck players answer one at a time in turn order from
/// the card's player, so a later player's forced move comes after an earlier player's choice.
#[test]
fn rule_ships_log_omens_struck_players_answer_one_at_a_time_in_turn_order() {
    let mut state = log_game(3);
    give(&mut state, 0, C::Typhoon);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 0, 1, 2, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 1, Whales::default());
    at_sea(&mut state, 2, 0, 3, 0, Whales::default());
    at_sea(&mut state, 2, 1, 3, 1, Whales::default());
    let state = farms(state);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(location(&state, 1, 0), sea(4, 1), "seat 1 waits its turn");
    let state = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(location(&state, 0, 0), sea(3, 2), "space 3 is now full");
    assert_eq!(location(&state, 1, 0), sea(4, 0), "no room on space 3");
    assert_eq!(pending(&state), [respond(2, C::Typhoon, 0)]);
    let state = play(&state, answer(Answer::MoveShip { ship: 1 }));
    assert!(pending(&state).is_empty());
}

/// Rule `building-insurance` (rulings NB-50, NB-32): the Insurance pays $3; while its worker
/// stands there its player may ignore an Omen for free, Calm Seas kept, or let it strike.
#[test]
fn rule_building_insurance_pays_3_and_its_worker_shields_for_free() {
    let mut state = log_game(2);
    own(&mut state, 0, Building::Insurance);
    give(&mut state, 0, C::Typhoon);
    give(&mut state, 1, C::CalmSeas);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = play(&state, A::Farm);
    assert!(legal(&state).contains(&A::Insurance));
    let state = play(&state, A::Insurance);
    assert_eq!(
        (state.players[0].money, state.players[1].money),
        (6, 5 - 1 + 3)
    );
    let state = farms(state);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert_eq!(pending(&state), [respond(1, C::Typhoon, 0)]);
    assert_eq!(
        legal(&state),
        [answer(Answer::MoveShip { ship: 0 }), answer(Answer::Shield)]
    );
    let shielded = play(&state, answer(Answer::Shield));
    assert!(shielded.players[1].log_used.is_empty(), "Calm Seas kept");
    assert_eq!(location(&shielded, 1, 0), sea(3, 0), "ignored, then sailed");
    let struck = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(
        location(&struck, 1, 0),
        sea(2, 0),
        "let it strike: 4 → 3, then sailed"
    );
    // Without Calm Seas the Insurance alone shields.
    let mut bare = state.clone();
    lift_card(&mut bare, C::CalmSeas);
    book_mut(&mut bare).providence.unseen.push(C::CalmSeas);
    book_mut(&mut bare).providence.unseen.sort_unstable();
    assert!(legal(&bare).contains(&answer(Answer::Shield)));
}

/// Rule `building-insurance` (ruling NB-50): a worker the Inn picks up from the Insurance has
/// left it, and the shield with it.
#[test]
fn rule_building_insurance_shield_leaves_with_a_worker_the_inn_picks_up() {
    let mut state = log_game(3);
    own(&mut state, 0, Building::Insurance);
    own(&mut state, 2, Building::Inn);
    give(&mut state, 0, C::Typhoon);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = play(&state, A::Farm);
    let state = play(&state, A::Insurance);
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Inn);
    let state = play(&state, A::Farm);
    assert!(matches!(state.phase, Phase::Inn { seat: 1, .. }));
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(!state.stands_on(1, Building::Insurance));
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert!(pending(&state).is_empty(), "no shield: struck at once");
    assert_eq!(location(&state, 1, 0), sea(2, 0), "4 → 3, then sailed");
}

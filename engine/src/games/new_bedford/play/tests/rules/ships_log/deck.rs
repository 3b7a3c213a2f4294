//! Rule `ships-log-deck`: the two decks, the cards they turn up, and where untaken cards go.

use super::*;

/// Rule `ships-log-deck` (ruling NB-44): in seeded chance each deck's first card comes from the
/// state's generator, with no table report: the same seed turns up the same cards, other seeds
/// others.
#[test]
fn rule_ships_log_deck_seeded_setup_turns_up_a_card_from_the_generator_reproducibly() {
    let faces = |seed| {
        let state = RULES
            .setup(2, &options(), seed, ChanceMode::Seeded)
            .unwrap();
        assert!(pending(&state).is_empty(), "nothing waits for the table");
        (
            face_up(&state, Providence).unwrap(),
            face_up(&state, Omens).unwrap(),
        )
    };
    let mut seen = Vec::new();
    for seed in 1..=40 {
        let (providence, omens) = faces(seed);
        assert_eq!(faces(seed), (providence, omens), "seed {seed} reproduces");
        assert_eq!((providence.deck(), omens.deck()), (Providence, Omens));
        if !seen.contains(&providence) {
            seen.push(providence);
        }
    }
    assert!(seen.len() >= 8, "the card varies with the seed: {seen:?}");
}

/// Rule `ships-log-deck` (rulings NB-44, NB-03): in table chance the `table` reports each card
/// turned up, at setup and at the end of a round, listed exactly the deck's unseen cards, each
/// with probability 1/n.
#[test]
fn rule_ships_log_deck_table_reports_each_card_turned_up_with_probability_1_over_the_unseen() {
    let state = RULES.setup(2, &options(), 1, ChanceMode::Table).unwrap();
    assert_eq!(RULES.to_act(&state), [Actor::Table]);
    assert_eq!(
        pending(&state),
        [
            Pending::Reveal { deck: Providence },
            Pending::Reveal { deck: Omens }
        ]
    );
    let reports = |state: &NewBedfordState, deck: LogDeck| -> Vec<A> {
        book(state)
            .pile(deck)
            .unseen
            .iter()
            .map(|&card| A::RevealLogCard { card })
            .collect()
    };
    let listed = legal(&state);
    assert_eq!(listed.len(), 16);
    assert_eq!(listed, reports(&state, Providence));
    for report in &listed {
        assert_eq!(RULES.probability(&state, report), Some(1.0 / 16.0));
    }
    assert_eq!(
        refused(&state, A::RevealLogCard { card: C::Reef }),
        ("not-in-bag", "ships-log-deck"),
        "an Omens card is no Providence report"
    );
    assert_eq!(
        refused(
            &state,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5
            }
        ),
        ("wrong-phase", "ships-log-cards")
    );
    let state = play(&state, A::RevealLogCard { card: C::Gam });
    assert_eq!(face_up(&state, Providence), Some(C::Gam));
    assert_eq!(legal(&state), reports(&state, Omens));
    assert_eq!(legal(&state).len(), 16);
    let mut state = play(&state, A::RevealLogCard { card: C::Reef });
    assert_eq!(face_up(&state, Omens), Some(C::Reef));
    assert!(pending(&state).is_empty());
    assert!(matches!(
        state.phase,
        Phase::StartingResources { chosen: 0 }
    ));
    for _ in 0..2 {
        state = play(
            &state,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5,
            },
        );
    }
    // The end of round 1: Gam went under, so 15 unseen cards are offered, 1/15 each.
    let state = farms(state);
    assert_eq!(state.phase, Phase::EndOfRound);
    assert_eq!(RULES.to_act(&state), [Actor::Table]);
    assert_eq!(book(&state).providence.returned, [C::Gam]);
    let listed = legal(&state);
    assert_eq!(listed, reports(&state, Providence));
    assert_eq!(listed.len(), 15);
    assert!(!listed.contains(&A::RevealLogCard { card: C::Gam }));
    for report in &listed {
        assert_eq!(RULES.probability(&state, report), Some(1.0 / 15.0));
    }
    let state = play(&state, A::RevealLogCard { card: C::Windfall });
    let state = play(&state, A::RevealLogCard { card: C::Rats });
    assert_eq!(state.round, 2);
    assert_eq!(
        (face_up(&state, Providence), face_up(&state, Omens)),
        (Some(C::Windfall), Some(C::Rats))
    );
}

/// Rule `ships-log-deck` (ruling NB-44): at the end of a round each face-up card nobody took
/// goes under its deck and a new one comes up; a deck whose card was taken puts nothing back.
#[test]
fn rule_ships_log_deck_untaken_cards_go_under_their_decks_and_new_ones_come_up() {
    let mut state = log_game(2);
    offer(&mut state, C::Gam);
    offer(&mut state, C::Reef);
    let state = to_next_round(state);
    assert_eq!(state.round, 2);
    for (deck, shown) in [(Providence, C::Gam), (Omens, C::Reef)] {
        let pile = book(&state).pile(deck);
        assert_eq!(pile.returned, [shown], "{deck:?}");
        assert!(pile.face_up.is_some_and(|card| card != shown));
        assert_eq!(pile.unseen.len(), 14);
    }
    // Round 2: seat 1 takes the Providence card at the Library.
    let mut state = state;
    own(&mut state, 1, Building::Library);
    offer(&mut state, C::UnchartedDesertIsle);
    let omens_shown = face_up(&state, Omens).unwrap();
    let state = play(&state, library(Providence));
    assert_eq!(state.players[1].log_cards, [C::UnchartedDesertIsle]);
    let state = to_next_round(state);
    assert_eq!(book(&state).providence.returned, [C::Gam], "a taken card");
    assert_eq!(book(&state).omens.returned, [C::Reef, omens_shown]);
    assert!(face_up(&state, Providence).is_some() && face_up(&state, Omens).is_some());
}

/// Rule `ships-log-deck` (ruling NB-44): with no unseen card left, the cards put under come back
/// up in the order they went, with no chance (the generator untouched, nothing for the table).
#[test]
fn rule_ships_log_deck_once_no_card_is_unseen_the_put_back_cards_come_up_in_order() {
    for chance in [ChanceMode::Seeded, ChanceMode::Table] {
        let mut state = if chance == ChanceMode::Seeded {
            log_game(2)
        } else {
            table_game(2)
        };
        let mut orders = Vec::new();
        for deck in LogDeck::BOTH {
            let pile = book_mut(&mut state).pile_mut(deck);
            let mut order: Vec<LogCard> = pile.unseen.drain(..).collect();
            order.reverse();
            pile.returned.clone_from(&order);
            orders.push((deck, pile.face_up.unwrap(), order));
        }
        valid(&state);
        let rng = state.rng;
        let next = to_next_round(state);
        assert_eq!(next.round, 2, "{chance:?}: no report awaited");
        assert_eq!(next.rng, rng, "{chance:?}: no chance involved");
        let later = to_next_round(next.clone());
        for (deck, shown, order) in orders {
            let pile = book(&next).pile(deck);
            assert_eq!(pile.face_up, Some(order[0]));
            let mut expected = order[1..].to_vec();
            expected.push(shown);
            assert_eq!(pile.returned, expected);
            assert!(pile.unseen.is_empty());
            assert_eq!(book(&later).pile(deck).face_up, Some(order[1]));
        }
    }
}

/// Rule `ships-log-deck` (ruling NB-44): no card is turned up at the end of round 12; the game
/// goes on to its end with the cards shown still there.
#[test]
fn rule_ships_log_deck_turns_up_no_card_after_round_12() {
    for mut state in [log_game(2), table_game(2)] {
        state.round = 12;
        let shown = (face_up(&state, Providence), face_up(&state, Omens));
        let state = farms(state);
        assert_eq!(state.phase, Phase::Over);
        assert!(pending(&state).is_empty(), "nothing for the table");
        assert_eq!((face_up(&state, Providence), face_up(&state, Omens)), shown);
        assert!(book(&state).providence.returned.is_empty());
        assert!(book(&state).omens.returned.is_empty());
    }
}

//! The Refinery.

use super::*;

/// Rule `building-refinery` (ruling NB-34): a kept whale sells at once for twice its lay and
/// leaves the game.
#[test]
fn rule_building_refinery_sells_a_kept_whale_now_for_twice_its_lay_out_of_the_game() {
    for (whale, money) in [
        (WhaleKind::Right, 4),
        (WhaleKind::Bowhead, 8),
        (WhaleKind::Sperm, 16),
    ] {
        let mut state = town_game(3, &[Building::Refinery]);
        own(&mut state, 1, Building::Refinery);
        let mut one = Whales::default();
        *one.slot(whale) = 1;
        kept(&mut state, 0, one);
        let others = WhaleKind::ALL.into_iter().filter(|&k| k != whale);
        for other in others {
            assert_eq!(
                refused(&state, A::Refinery { whale: Some(other) }),
                ("cannot-perform", "building-refinery")
            );
        }
        let state = play(&state, A::Refinery { whale: Some(whale) });
        assert_eq!(state.players[0].money, 5 - 1 + money, "after the $1 fee");
        assert_eq!(state.players[0].whales, Whales::default());
        assert_eq!(state.removed, Tokens::one(whale));
        assert!(state.refinery_sold);
    }
}

/// Rule `building-refinery` (ruling NB-34): or wait, and while a returning ship is unloaded sell
/// one whale off it, once per round in all; it is not offered to the others.
#[test]
fn rule_building_refinery_waits_and_sells_one_whale_from_a_returning_ship_once_a_round() {
    let mut state = town_game(3, &[Building::Refinery]);
    own(&mut state, 0, Building::Refinery);
    at_sea(&mut state, 0, 0, 1, 0, whales(1, 0, 1));
    at_sea(&mut state, 0, 1, 1, 1, whales(0, 1, 0));
    let waiting = play(&state, A::Refinery { whale: None });
    assert_eq!(waiting.players[0].money, 5);
    let state = place_farms(waiting);
    assert_eq!(returning(&state), Some(ship(0, 0)));
    assert!(legal(&state).contains(&A::RefineWhale {
        whale: WhaleKind::Right
    }));
    let state = play(
        &state,
        A::RefineWhale {
            whale: WhaleKind::Sperm,
        },
    );
    assert_eq!(state.players[0].money, 5 + 16);
    assert_eq!(state.removed, Tokens::one(WhaleKind::Sperm));
    let refine_right = A::RefineWhale {
        whale: WhaleKind::Right,
    };
    assert_eq!(
        refused(&state, refine_right),
        ("cannot-perform", "building-refinery")
    );
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(
        returning(&state),
        Some(ship(0, 1)),
        "no sale of the refined whale"
    );
    assert_eq!(
        refused(
            &state,
            A::RefineWhale {
                whale: WhaleKind::Bowhead
            }
        ),
        ("cannot-perform", "building-refinery"),
        "one sale per round in all"
    );
    // A sale at once uses up the round's sale too.
    let mut now = town_game(3, &[Building::Refinery]);
    own(&mut now, 0, Building::Refinery);
    kept(&mut now, 0, whales(1, 0, 0));
    at_sea(&mut now, 0, 0, 1, 0, whales(0, 1, 0));
    let now = place_farms(play(
        &now,
        A::Refinery {
            whale: Some(WhaleKind::Right),
        },
    ));
    assert_eq!(returning(&now), Some(ship(0, 0)));
    assert_eq!(
        refused(
            &now,
            A::RefineWhale {
                whale: WhaleKind::Bowhead
            }
        ),
        ("cannot-perform", "building-refinery")
    );
}

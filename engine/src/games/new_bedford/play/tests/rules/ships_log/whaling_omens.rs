//! Rule `ships-log-whaling-omens`: the Omens played in the whaling phase.

use super::*;

/// A table game in its whaling phase: seat 0's ship chooses first (space 4), seat 1's second
/// (space 2); `draw` is the table's report.
fn whaling_with(cards: &[(u8, LogCard)], report: A) -> NewBedfordState {
    let mut state = table_game(2);
    for &(seat, card) in cards {
        give(&mut state, seat, card);
    }
    at_sea(&mut state, 0, 0, 5, 0, whales(1, 1, 0));
    at_sea(&mut state, 1, 0, 3, 0, whales(1, 0, 0));
    offer(&mut state, C::UnchartedDesertIsle);
    let state = farms(state);
    play(&state, report)
}

/// Rule `ships-log-whaling-omens` (rulings NB-49, NB-50): Burned Oil makes every player, its
/// own included, give up a Right or Bowhead Whale from a ship, as they choose; the whales leave
/// the game; one way to give strikes at once.
#[test]
fn rule_ships_log_whaling_omens_burned_oil_takes_a_right_or_bowhead_from_every_player() {
    let state = whaling_with(&[(1, C::BurnedOil)], draw(0, 0, 0, 3));
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(pending(&state), [window(1, Moment::Whaling)]);
    let removed = state.removed;
    let state = play(&state, A::PlayLogCard { card: C::BurnedOil });
    assert_eq!(
        state.players[1].ships[0].cargo,
        Whales::default(),
        "at once"
    );
    assert_eq!(pending(&state), [respond(0, C::BurnedOil, 1)]);
    let lose = |whale| answer(Answer::LoseWhale { ship: 0, whale });
    assert_eq!(
        legal(&state),
        [lose(WhaleKind::Right), lose(WhaleKind::Bowhead)]
    );
    assert_eq!(
        refused(&state, lose(WhaleKind::Sperm)),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&state, answer(Answer::Shield)),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, lose(WhaleKind::Bowhead));
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 0, 0));
    assert_eq!(state.removed, removed.plus(tokens(1, 1, 0, 0)));
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
}

/// Rule `ships-log-whaling-omens` (rulings NB-49, NB-50, NB-44): Ice Sheet keeps ships on spaces
/// 4 to 6 from every whale this phase, though they may take a card; nothing shields from it.
#[test]
fn rule_ships_log_whaling_omens_ice_sheet_bars_whales_from_spaces_4_to_6() {
    let state = whaling_with(&[(1, C::IceSheet), (0, C::CalmSeas)], draw(1, 1, 0, 1));
    assert_eq!(location(&state, 0, 0), sea(4, 0));
    let state = play(&state, A::PlayLogCard { card: C::IceSheet });
    assert!(pending(&state).is_empty(), "no shield offered");
    assert!(book(&state).ice_sheet);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        legal(&state),
        [
            A::TakeLogCard { deck: Providence },
            A::TakeLogCard { deck: Omens },
            A::PassWhaling
        ]
    );
    for whale in [WhaleKind::Right, WhaleKind::Bowhead] {
        assert_eq!(
            refused(&state, A::TakeWhale { whale }),
            ("cannot-perform", "ships-log-whaling-omens")
        );
    }
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(
        state.players[0].log_cards,
        [C::CalmSeas, C::UnchartedDesertIsle]
    );
    assert!(state.players[0].log_used.is_empty());
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 1, 0), "space 2");
    let state = report_reveals(state);
    assert!(!book(&state).ice_sheet, "this phase only");
}

/// Rules `ships-log-whaling-omens` and `ships-log-victory` (rulings NB-49, NB-07): The Mast-Head
/// puts every drawn Right Whale back into the bag; it scores 1 once played.
#[test]
fn rule_ships_log_whaling_omens_the_mast_head_puts_drawn_right_whales_back() {
    let state = whaling_with(&[(0, C::TheMastHead)], draw(2, 0, 1, 0));
    assert_eq!(log_points(&state, 0), 0, "not played yet");
    let bag = state.bag;
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::TheMastHead,
        },
    );
    assert_eq!(state.drawn, tokens(0, 0, 1, 0));
    assert_eq!(state.bag, bag.plus(tokens(2, 0, 0, 0)));
    assert_eq!(log_points(&state, 0), 1);
    assert_eq!(
        legal(&state),
        [
            A::TakeWhale {
                whale: WhaleKind::Sperm
            },
            A::TakeLogCard { deck: Providence },
            A::TakeLogCard { deck: Omens },
            A::PassWhaling
        ]
    );
}

/// Rules `ships-log-whaling-omens` and `ships-log-omens` (rulings NB-49, NB-50): Rats: every
/// other player pays 1 food or gives up a Right Whale from a ship; one way strikes at once,
/// none passes over; its holder is spared.
#[test]
fn rule_ships_log_whaling_omens_rats_take_a_food_or_a_right_whale_from_each_other_player() {
    let mut state = table_game(4);
    give(&mut state, 0, C::Rats);
    at_sea(&mut state, 0, 0, 5, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 5, 1, whales(1, 0, 0));
    at_sea(&mut state, 2, 0, 4, 0, whales(1, 0, 0));
    at_sea(&mut state, 3, 0, 4, 1, Whales::default());
    let state = farms(state);
    let mut state = play(&state, draw(0, 0, 0, 5));
    assert_eq!(pending(&state), [window(0, Moment::Whaling)]);
    let food = [9, 1, 0, 0];
    for (player, food) in state.players.iter_mut().zip(food) {
        player.food = food;
    }
    let state = play(&state, A::PlayLogCard { card: C::Rats });
    assert_eq!(pending(&state).first(), Some(&respond(1, C::Rats, 0)));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 0, 0), "spared");
    assert_eq!(
        legal(&state),
        [
            answer(Answer::PayFood),
            answer(Answer::LoseWhale {
                ship: 0,
                whale: WhaleKind::Right
            })
        ]
    );
    let state = play(&state, answer(Answer::PayFood));
    assert!(pending(&state).is_empty());
    let food: Vec<u32> = state.players.iter().map(|p| p.food).collect();
    assert_eq!(food, [9, 0, 0, 0]);
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 0, 0));
    assert_eq!(
        state.players[2].ships[0].cargo,
        Whales::default(),
        "its one way"
    );
    assert_eq!(state.phase, Phase::Whaling);
}

/// Rule `ships-log-whaling-omens` (ruling NB-49): Sea Ice: nobody but its player takes a
/// Bowhead Whale this phase.
#[test]
fn rule_ships_log_whaling_omens_sea_ice_keeps_bowheads_for_its_player() {
    let state = whaling_with(&[(1, C::SeaIce)], draw(1, 2, 0, 0));
    let state = play(&state, A::PlayLogCard { card: C::SeaIce });
    assert!(pending(&state).is_empty());
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Bowhead
            }
        ),
        ("cannot-perform", "ships-log-whaling-omens")
    );
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Right,
        },
    );
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 1, 0));
}

/// Rules `ships-log-whaling-omens` and `chance-table-mode` (ruling NB-49): Sharks draws one more
/// token, then the most valuable whale drawn leaves the game; seeded, from the generator.
#[test]
fn rule_ships_log_whaling_omens_sharks_draws_one_more_and_removes_the_best_whale() {
    let mut state = log_game(2);
    give(&mut state, 0, C::Sharks);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    bag_of(&mut state, tokens(2, 0, 1, 0));
    let state = farms(state);
    assert_eq!(state.drawn.total(), 2);
    assert_eq!(pending(&state), [window(0, Moment::Whaling)]);
    let removed = state.removed;
    let state = play(&state, A::PlayLogCard { card: C::Sharks });
    assert!(pending(&state).is_empty(), "seeded: no report");
    assert_eq!(state.drawn, tokens(2, 0, 0, 0), "the third token came out");
    assert_eq!(state.bag.total(), 0);
    assert_eq!(state.removed, removed.plus(tokens(0, 0, 1, 0)));
    // Table chance: the table reports one token, each with its odds.
    let state = whaling_with(&[(1, C::Sharks)], draw(1, 0, 0, 2));
    let bag = state.bag;
    let state = play(&state, A::PlayLogCard { card: C::Sharks });
    assert_eq!(pending(&state), [Pending::SharksDraw]);
    assert_eq!(RULES.to_act(&state), [Actor::Table]);
    let listed = legal(&state);
    assert_eq!(listed.len(), 4);
    let total = f64::from(bag.total());
    assert_eq!(
        RULES.probability(&state, &draw(0, 0, 1, 0)),
        Some(f64::from(bag.sperm) / total)
    );
    assert_eq!(
        refused(&state, draw(0, 0, 1, 1)),
        ("wrong-count", "whaling-draw")
    );
    let removed = state.removed;
    let state = play(&state, draw(0, 1, 0, 0));
    assert_eq!(state.drawn, tokens(1, 0, 0, 2), "the Bowhead was the best");
    assert_eq!(state.removed, removed.plus(tokens(0, 1, 0, 0)));
    assert_eq!(state.bag, bag.minus(tokens(0, 1, 0, 0)).unwrap());
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
}

/// Rules `ships-log-whaling-omens` and `ships-log-omens` (rulings NB-49, NB-50): Stove Boat:
/// every other player pays its player 1 wood to take a whale token, so no wood means no whale;
/// cards stay free; nothing shields from it.
#[test]
fn rule_ships_log_whaling_omens_stove_boat_charges_1_wood_per_whale() {
    let state = whaling_with(&[(1, C::StoveBoat), (0, C::CalmSeas)], draw(1, 1, 0, 1));
    let state = play(&state, A::PlayLogCard { card: C::StoveBoat });
    assert!(pending(&state).is_empty(), "no shield offered");
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Right
            }
        ),
        ("cannot-afford", "ships-log-whaling-omens")
    );
    assert!(legal(&state).contains(&A::TakeLogCard { deck: Providence }));
    let mut wooded = state.clone();
    wooded.players[0].wood = 1;
    let state = play(
        &wooded,
        A::TakeWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!((state.players[0].wood, state.players[1].wood), (0, 1));
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].wood, 1, "its player pays nothing");
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 1, 0));
}

//! Rule `ships-log-moments`: the moments the once-only Omens are played at, the movement Omens included.

use super::*;

/// Rule `ships-log-moments` (ruling NB-49): at each moment every holder of an unplayed card of
/// that moment is asked, in turn order from the first player; a holder may play several, one
/// at a time, or pass; cards of other moments are refused.
#[test]
fn rule_ships_log_moments_holders_are_asked_in_turn_order_and_may_play_several() {
    let mut state = log_game(3);
    state.first_player = 2;
    for card in [C::SeaIce, C::StoveBoat, C::Reef] {
        give(&mut state, 0, card);
    }
    give(&mut state, 2, C::IceSheet);
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    let state = farms(state);
    assert_eq!(state.phase, Phase::Movement, "before ships move");
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::Reef }, A::PassLogWindow]
    );
    assert_eq!(location(&state, 1, 0), sea(3, 0), "not moved yet");
    let state = play(&state, A::PassLogWindow);
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(
        pending(&state),
        [window(2, Moment::Whaling), window(0, Moment::Whaling)]
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::IceSheet }, A::PassLogWindow]
    );
    let state = play(&state, A::PassLogWindow);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        legal(&state),
        [
            A::PlayLogCard { card: C::SeaIce },
            A::PlayLogCard { card: C::StoveBoat },
            A::PassLogWindow
        ]
    );
    assert_eq!(
        refused(&state, A::PlayLogCard { card: C::Reef }),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&state, A::PlayLogCard { card: C::IceSheet }),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&state, A::PassWhaling),
        ("wrong-phase", "ships-log-cards")
    );
    let state = play(&state, A::PlayLogCard { card: C::SeaIce });
    assert_eq!(pending(&state), [window(0, Moment::Whaling)]);
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::StoveBoat }, A::PassLogWindow]
    );
    let state = play(&state, A::PlayLogCard { card: C::StoveBoat });
    assert!(pending(&state).is_empty());
    assert_eq!(state.players[0].log_used, [C::SeaIce, C::StoveBoat]);
    assert_eq!(
        (book(&state).sea_ice, book(&state).stove_boat),
        (Some(0), Some(0))
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)], "ships choose now");
    // Next round only the unplayed cards are asked for again.
    let state = to_next_round(state);
    assert_eq!(
        (book(&state).sea_ice, book(&state).stove_boat),
        (None, None)
    );
    let state = farms(state);
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    let state = play(&state, A::PassLogWindow);
    assert_eq!(pending(&state), [window(2, Moment::Whaling)]);
}

/// Rules `ships-log-moments` and `ships-log-victory` (rulings NB-49, NB-07): The Dice of Fate,
/// played at the start of a round, withholds every first-worker bonus that round; it scores 1
/// once played, 0 before.
#[test]
fn rule_ships_log_moments_the_dice_of_fate_withholds_first_worker_bonuses_for_the_round() {
    let mut state = log_game(2);
    give(&mut state, 0, C::TheDiceOfFate);
    assert_eq!(log_points(&state, 0), 0, "never played");
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)], "the holder first");
    assert_eq!(refused(&state, A::Farm), ("wrong-phase", "ships-log-cards"));
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::TheDiceOfFate,
        },
    );
    assert!(book(&state).angry);
    assert_eq!(log_points(&state, 0), 1);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    assert!(legal(&state).contains(&A::Warehouse { bonus: None }));
    assert_eq!(
        refused(
            &state,
            A::Warehouse {
                bonus: Some(Good::Wood)
            }
        ),
        ("cannot-perform", "action-first-worker-bonus")
    );
    let food = state.players[1].food;
    let state = play(&state, A::Farm);
    assert_eq!(state.players[1].food, food + 2, "no bonus");
    let state = to_next_round(state);
    assert!(!book(&state).angry);
    assert!(pending(&state).is_empty(), "played once");
    let food = state.players[0].food;
    let state = play(&state, A::Farm);
    assert_eq!(state.players[0].food, food + 3, "the bonus is back");
}

/// Rules `ships-log-moments` and `ships-log-omens` (rulings NB-49, NB-50): Refinery Fire turns
/// one action building of each player face down for the round, its own player's included (the
/// card says "each player", unlike the cards that spare their player), its player choosing each
/// one, in turn order from itself; the building is refused, though the Post Office still pays;
/// a player with none is passed over.
#[test]
fn rule_ships_log_moments_refinery_fire_burns_a_building_of_each_player_its_own_included() {
    let mut state = log_game(3);
    give(&mut state, 0, C::RefineryFire);
    own(&mut state, 0, Building::Chandlery);
    own(&mut state, 1, Building::PostOffice);
    own(&mut state, 1, Building::Bakery);
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::RefineryFire,
        },
    );
    // The card's player is struck first: one way to be struck and no shield, so its own
    // choice comes at once; seat 1 waits behind it, and seat 2 has nothing.
    assert_eq!(
        pending(&state),
        [
            Pending::Burn { seat: 0, by: 0 },
            respond(1, C::RefineryFire, 0)
        ]
    );
    let burn = |building| A::BurnBuilding { building };
    assert_eq!(legal(&state), [burn(Building::Chandlery)]);
    assert_eq!(
        refused(&state, burn(Building::Bakery)),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, burn(Building::Chandlery));
    assert_eq!(pending(&state), [Pending::Burn { seat: 1, by: 0 }]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    let listed = legal(&state);
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.contains(&burn(Building::PostOffice)));
    assert!(listed.contains(&burn(Building::Bakery)));
    assert_eq!(
        refused(&state, burn(Building::Bank)),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, burn(Building::PostOffice));
    assert_eq!(
        book(&state).burned,
        [Building::Chandlery, Building::PostOffice]
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    let state = play(&state, A::Farm);
    assert_eq!(
        refused(&state, A::PostOffice),
        ("building-covered", "ships-log-moments")
    );
    assert!(legal(&state).contains(&A::Bakery));
    let state = play(&state, A::Bakery);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(&state, A::Chandlery),
        ("building-covered", "ships-log-moments"),
        "its own player's building lies face down too"
    );
    let money = state.players[1].money;
    let state = to_next_round(state);
    assert_eq!(state.players[1].money, money + 2, "the Post Office pays");
    assert!(book(&state).burned.is_empty(), "face up again");
    assert_eq!(state.slot(Building::PostOffice).unwrap().owner, Some(1));
}

// ships-log-moments: the movement Omens ---------------------------------------------------------

/// Rules `ships-log-moments` and `ships-log-omens` (rulings NB-49, NB-50, NB-45): Reef, before
/// ships move: every player, its own included, pays 1 wood or moves a ship 1 space toward
/// port, answering in turn order from the card's player.
#[test]
fn rule_ships_log_moments_reef_costs_a_wood_or_a_space_toward_port() {
    let mut state = log_game(3);
    give(&mut state, 1, C::Reef);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    at_sea(&mut state, 2, 0, 3, 0, Whales::default());
    let mut state = farms(state);
    assert_eq!(pending(&state), [window(1, Moment::Movement)]);
    let wood = [1, 1, 1];
    for (player, wood) in state.players.iter_mut().zip(wood) {
        player.wood = wood;
    }
    let state = play(&state, A::PlayLogCard { card: C::Reef });
    assert_eq!(
        pending(&state),
        [
            respond(1, C::Reef, 1),
            respond(2, C::Reef, 1),
            respond(0, C::Reef, 1)
        ]
    );
    assert_eq!(
        legal(&state),
        [
            answer(Answer::PayWood),
            answer(Answer::MoveShip { ship: 0 })
        ]
    );
    let state = play(&state, answer(Answer::PayWood));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    let state = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(location(&state, 2, 0), sea(2, 0));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(&state, answer(Answer::MoveShip { ship: 1 })),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, answer(Answer::PayWood));
    let wood: Vec<u32> = state.players.iter().map(|p| p.wood).collect();
    assert_eq!(wood, [0, 0, 1]);
    // Then the ships move: 5 → 4, 4 → 3, 2 → 1.
    assert_eq!(location(&state, 1, 0), sea(4, 0));
    assert_eq!(location(&state, 0, 0), sea(3, 0));
    assert_eq!(location(&state, 2, 0), sea(1, 0));
}

/// Rules `ships-log-moments` and `ships-log-card-moves` (rulings NB-49, NB-45): Typhoon moves a
/// ship of every player, its own included, 1 space toward port; from space 1 it enters the
/// Return space and comes home at the movement, not prepared, and is unloaded.
#[test]
fn rule_ships_log_moments_typhoon_moves_a_ship_of_every_player_toward_port() {
    let mut state = log_game(2);
    give(&mut state, 1, C::Typhoon);
    at_sea(&mut state, 0, 0, 1, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 1, 1, 5, 0, Whales::default());
    let state = farms(state);
    assert_eq!(pending(&state), [window(1, Moment::Movement)]);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert_eq!(
        RULES.to_act(&state),
        [Actor::Seat(1)],
        "its own player first"
    );
    assert_eq!(
        legal(&state),
        [
            answer(Answer::MoveShip { ship: 0 }),
            answer(Answer::MoveShip { ship: 1 })
        ]
    );
    assert_eq!(
        refused(&state, answer(Answer::PayWood)),
        ("cannot-perform", "ships-log-cards")
    );
    // Then seat 0's only ship goes from space 1 into the Return space, and the ships move:
    // it comes in first.
    let state = play(&state, answer(Answer::MoveShip { ship: 1 }));
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ship(0, 0),
            sold: Whales::default(),
            sale: None,
            final_voyage: false
        }
    );
    assert_eq!(location(&state, 1, 1), sea(3, 0), "5 → 4, then sailed");
    assert_eq!(location(&state, 1, 0), sea(2, 0));
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(location(&state, 0, 0), ShipLocation::Home);
    assert_eq!(state.players[0].whales, whales(1, 0, 0));
}

/// Rules `ships-log-moments` and `ships-log-omens` (rulings NB-49, NB-50): Wreck of the Essex:
/// every other player pays 1 food or moves a ship 1 space toward port; its player is spared; a
/// player with neither is passed over.
#[test]
fn rule_ships_log_moments_wreck_of_the_essex_costs_others_a_food_or_a_space() {
    let mut state = log_game(3);
    give(&mut state, 0, C::WreckOfTheEssex);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    let mut state = farms(state);
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    let food = [3, 1, 0];
    for (player, food) in state.players.iter_mut().zip(food) {
        player.food = food;
    }
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::WreckOfTheEssex,
        },
    );
    assert_eq!(pending(&state), [respond(1, C::WreckOfTheEssex, 0)]);
    assert_eq!(
        legal(&state),
        [
            answer(Answer::PayFood),
            answer(Answer::MoveShip { ship: 0 })
        ]
    );
    let moved = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(location(&moved, 1, 0), sea(1, 0), "3 → 2, then sailed");
    assert_eq!(location(&moved, 0, 0), sea(3, 0), "its player is spared");
    let paid = play(&state, answer(Answer::PayFood));
    let food: Vec<u32> = paid.players.iter().map(|p| p.food).collect();
    assert_eq!(food, [3, 0, 0]);
    assert_eq!(location(&paid, 1, 0), sea(2, 0));
}

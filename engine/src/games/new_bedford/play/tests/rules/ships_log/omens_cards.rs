//! Rule `ships-log-omens-cards`: each Omens card, one test per card.

use super::*;

/// Rules `ships-log-omens-cards` and `ships-log-victory` (rulings NB-47, NB-10): Broken Mass
/// asks for 3 wood or sends a ship at sea to the Return space, where it comes home first at the
/// next movement and is unloaded; with neither possible nothing happens; it scores 1.
#[test]
fn rule_ships_log_omens_cards_broken_mass_pays_3_wood_or_sends_a_ship_to_return() {
    let mut state = at_the_library(2, C::BrokenMass);
    state.players[0].wood = 3;
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 1, 0, whales(0, 1, 0));
    let taken = play(&state, library(Omens));
    assert_eq!(legal(&taken), [A::LogPay, A::LogShip { ship: 0 }]);
    assert_eq!(
        refused(&taken, A::LogShip { ship: 1 }),
        ("cannot-perform", "ships-log-cards")
    );
    let paid = play(&taken, A::LogPay);
    assert_eq!(paid.players[0].wood, 0);
    assert_eq!(location(&paid, 0, 0), sea(3, 0));
    assert_eq!(log_points(&paid, 0), 1);
    let sent = play(&taken, A::LogShip { ship: 0 });
    assert_eq!(
        location(&sent, 0, 0),
        ShipLocation::Return {
            rank: 0,
            prepared: false
        }
    );
    assert_eq!(sent.players[0].wood, 3);
    let home = farms(sent);
    assert_eq!(
        home.phase,
        Phase::Returning {
            ship: ship(0, 0),
            sold: Whales::default(),
            sale: None,
            final_voyage: false
        },
        "the ship in the Return space comes in first"
    );
    assert_eq!(home.return_queue, [ship(1, 0)]);
    let home = play(
        &home,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(location(&home, 0, 0), ShipLocation::Home, "not prepared");
    assert_eq!(home.players[0].whales, whales(1, 0, 0));
    // 2 wood: the ship must go. 2 wood and no ship at sea: nothing.
    let mut short = state.clone();
    short.players[0].wood = 2;
    let taken = play(&short, library(Omens));
    assert_eq!(legal(&taken), [A::LogShip { ship: 0 }]);
    assert_eq!(
        refused(&taken, A::LogPay),
        ("cannot-afford", "ships-log-cards")
    );
    let mut nothing = at_the_library(2, C::BrokenMass);
    nothing.players[0].wood = 2;
    let taken = play(&nothing, library(Omens));
    assert!(pending(&taken).is_empty());
    assert_eq!(taken.players[0].wood, 2);
    assert_eq!(log_points(&taken, 0), 1, "scored whatever happened");
}

/// Rules `ships-log-omens-cards` and `ships-log-victory` (rulings NB-46, NB-10): a ship taking Man
/// Overboard costs its player one placement next round (the worker sits on the card); it
/// scores 1.
#[test]
fn rule_ships_log_omens_cards_man_overboard_costs_a_placement_next_round() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    offer(&mut state, C::ManOverboard);
    let state = farms(state);
    let state = play(&state, draw(0, 0, 0, 2));
    let state = play(&state, A::TakeLogCard { deck: Omens });
    assert_eq!(log_points(&state, 0), 1);
    let state = report_reveals(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    // Round 2: seat 1, seat 0, seat 1, and seat 0's second placement is skipped.
    let state = play(&state, A::Farm);
    let state = play(&state, A::Forest);
    let state = play(&state, A::Farm);
    assert!(
        matches!(state.phase, Phase::AwaitingDraw { .. }),
        "{:?}",
        state.phase
    );
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Space(Space::Forest)),
            Some(WorkerSpot::Overboard)
        ]
    );
    // Round 3: both workers again.
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (3, 0));
    let state = play(&play(&play(&state, A::Farm), A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Actions { placed: 3, .. }));
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Space(Space::Farm)),
            Some(WorkerSpot::Space(Space::Farm))
        ]
    );
}

/// Rule `ships-log-omens-cards` (ruling NB-46): Man Overboard taken at the Library with its
/// player's other worker still in hand puts the Library's worker onto the card at once, with no
/// choice to make, and frees the Library; the next round the player places once.
#[test]
fn rule_ships_log_omens_cards_man_overboard_at_the_library_frees_the_library() {
    let mut state = at_the_library(2, C::ManOverboard);
    offer(&mut state, C::UnchartedDesertIsle);
    let state = play(&state, library(Omens));
    assert_eq!(state.players[0].workers[0], Some(WorkerSpot::Overboard));
    assert_eq!(state.slot(Building::Library).unwrap().used_by, None);
    assert!(legal(&state).contains(&library(Providence)));
    let state = play(&state, library(Providence));
    assert_eq!(state.players[1].log_cards, [C::UnchartedDesertIsle]);
    let state = play(&state, A::Farm);
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Overboard),
            Some(WorkerSpot::Space(Space::Farm))
        ]
    );
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Actions { placed: 2, .. }));
    let state = play(&state, A::Farm);
    assert_eq!(state.round, 3, "seat 0's second placement was skipped");
}

/// Rule `ships-log-omens-cards` (ruling NB-46): Man Overboard taken at the Library while its
/// player's other worker already stands on a space lets the player choose which worker goes
/// onto the card; the one chosen frees the space it stood on, and the other stays.
#[test]
fn rule_ships_log_omens_cards_man_overboard_at_the_library_lets_either_worker_go() {
    let state = at_the_library(2, C::ManOverboard);
    let state = play(&play(&state, A::Farm), A::Forest);
    let taken = play(&state, library(Omens));
    assert_eq!(taken.players[0].log_cards, [C::ManOverboard]);
    assert_eq!(RULES.to_act(&taken), [Actor::Seat(0)], "its player chooses");
    assert_eq!(
        taken.players[0].workers,
        [
            Some(WorkerSpot::Space(Space::Farm)),
            Some(WorkerSpot::Building(Building::Library))
        ],
        "both workers stand until the choice"
    );
    let go = |worker| A::OverboardWorker { worker };
    assert_eq!(legal(&taken), [go(0), go(1)]);
    assert_eq!(
        RULES.label(&taken, &go(0)),
        "Put your worker on the Farm on Man Overboard; the Farm is free again"
    );
    assert_eq!(
        RULES.label(&taken, &go(1)),
        "Put your worker on the Library on Man Overboard; the Library is free again"
    );
    assert_eq!(
        refused(&taken, go(2)),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&taken, A::LogSkip),
        ("cannot-perform", "ships-log-cards"),
        "a worker must go"
    );
    // The worker on the Library goes: the Library is free, the Farm still taken.
    let library_goes = play(&taken, go(1));
    assert_eq!(
        library_goes.players[0].workers,
        [
            Some(WorkerSpot::Space(Space::Farm)),
            Some(WorkerSpot::Overboard)
        ]
    );
    assert_eq!(library_goes.slot(Building::Library).unwrap().used_by, None);
    assert_eq!(library_goes.workers_on(Space::Farm), 1);
    // The Farm's worker goes: the Library stays taken, and seat 1 is first on the Farm again.
    let farm_goes = play(&taken, go(0));
    assert_eq!(
        farm_goes.players[0].workers,
        [
            Some(WorkerSpot::Overboard),
            Some(WorkerSpot::Building(Building::Library))
        ]
    );
    assert_eq!(farm_goes.slot(Building::Library).unwrap().used_by, Some(0));
    assert_eq!(farm_goes.workers_on(Space::Farm), 0);
    assert_eq!(RULES.to_act(&farm_goes), [Actor::Seat(1)]);
    assert_eq!(
        refused(&farm_goes, library(Providence)),
        ("building-occupied", "building-use")
    );
    let food = farm_goes.players[1].food;
    let state = play(&farm_goes, A::Farm);
    assert_eq!(state.players[1].food, food + 3, "the first worker's bonus");
    // Either way the player places once in the next round.
    assert_eq!(
        (state.round, state.first_player),
        (2, 1),
        "nobody went whaling"
    );
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Farm);
    assert_eq!(state.round, 3, "seat 0's second placement was skipped");
}

/// Rule `ships-log-omens-cards` (rulings NB-46, NB-24): the choice covers a worker on a
/// building or on the Wheelhouse too; moving it frees the building for another player, or the
/// Wheelhouse's first-worker $3 for the next one there, though the Ship's Wheel stays taken
/// until someone takes it again.
#[test]
fn rule_ships_log_omens_cards_man_overboard_frees_a_building_or_the_wheelhouse() {
    let options = NewBedfordGameOptions {
        modules: vec![Module::ShipsLog, Module::FifthPlayer],
        ..NewBedfordGameOptions::default()
    };
    let mut start = started_with(3, &options);
    own(&mut start, 0, Building::Library);
    own(&mut start, 2, Building::Bank);
    offer(&mut start, C::ManOverboard);
    let overboard = |state: &NewBedfordState| {
        let state = play(&play(state, A::Farm), A::Farm);
        let state = play(&state, library(Omens));
        play(&state, A::OverboardWorker { worker: 0 })
    };

    let state = overboard(&play(&start, A::Bank));
    assert_eq!(state.players[0].workers[0], Some(WorkerSpot::Overboard));
    assert_eq!(state.slot(Building::Bank).unwrap().used_by, None);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    let money = state.players[1].money;
    let state = play(&state, A::Bank);
    assert_eq!(state.slot(Building::Bank).unwrap().used_by, Some(1));
    assert_eq!(
        state.players[1].money,
        money + 5 - 1,
        "$5, less the owner's fee"
    );

    let state = overboard(&play(&start, A::Wheelhouse));
    assert_eq!(state.players[0].workers[0], Some(WorkerSpot::Overboard));
    assert_eq!(state.wheelhouse_workers, 0);
    assert_eq!(state.wheel_taken_by, Some(0), "the Wheel stays taken");
    let money = state.players[1].money;
    let state = play(&state, A::Wheelhouse);
    assert_eq!(
        state.players[1].money,
        money + 3,
        "first on the Wheelhouse again"
    );
    assert_eq!(state.wheel_taken_by, Some(1));
}

/// Rules `ships-log-omens-cards` and `building-college` (rulings NB-46, NB-25): Man Overboard
/// taken through the College leaves the Library to the worker standing there: only the taker's
/// own worker on the Library goes onto the card and frees it.
#[test]
fn rule_ships_log_omens_cards_man_overboard_through_the_college_leaves_the_library_occupied() {
    let options = NewBedfordGameOptions {
        modules: vec![Module::ShipsLog, Module::FifthPlayer],
        ..NewBedfordGameOptions::default()
    };
    let mut state = started_with(4, &options);
    own(&mut state, 0, Building::Library);
    own(&mut state, 1, Building::College);
    offer(&mut state, C::UnchartedDesertIsle);
    offer(&mut state, C::ManOverboard);
    let state = play(&state, library(Providence));
    let state = play(
        &state,
        A::College {
            building: Building::Library,
        },
    );
    let state = play(&state, library(Omens));
    assert_eq!(state.players[1].log_cards, [C::ManOverboard]);
    assert_eq!(
        state.players[1].workers[0],
        Some(WorkerSpot::Building(Building::College))
    );
    assert_eq!(
        state.players[0].workers[0],
        Some(WorkerSpot::Building(Building::Library))
    );
    assert_eq!(state.slot(Building::Library).unwrap().used_by, Some(0));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    assert_eq!(
        refused(&state, library(Omens)),
        ("building-occupied", "building-use")
    );
    assert_eq!(book(&state).overboard.len(), 1, "seat 1 misses a placement");
}

/// Rules `ships-log-omens-cards` and `ships-log-deck` (rulings NB-47, NB-44): Rotten Decking
/// takes 2 wood from every other player, or all they have; the put-back cards of both decks
/// become unseen again.
#[test]
fn rule_ships_log_omens_cards_rotten_decking_takes_2_wood_from_each_other_player() {
    let mut state = at_the_library(4, C::RottenDecking);
    state.players[1].wood = 5;
    state.players[2].wood = 1;
    state.players[3].wood = 0;
    for card in [C::Gam, C::Windfall] {
        lift_card(&mut state, card);
        book_mut(&mut state).providence.returned.push(card);
    }
    lift_card(&mut state, C::Reef);
    book_mut(&mut state).omens.returned.push(C::Reef);
    valid(&state);
    let state = play(&state, library(Omens));
    assert!(pending(&state).is_empty());
    let wood: Vec<u32> = state.players.iter().map(|p| p.wood).collect();
    assert_eq!(wood, [3, 3, 0, 0]);
    for (deck, card) in [
        (Providence, C::Gam),
        (Providence, C::Windfall),
        (Omens, C::Reef),
    ] {
        let pile = book(&state).pile(deck);
        assert!(pile.returned.is_empty());
        assert!(pile.unseen.contains(&card), "{card:?}");
    }
    // A player with a shield is asked, and the next player's turn waits for the answer.
    let mut state = at_the_library(3, C::RottenDecking);
    state.players[1].wood = 2;
    state.players[2].wood = 4;
    give(&mut state, 1, C::CalmSeas);
    let state = play(&state, library(Omens));
    assert_eq!(
        pending(&state).first(),
        Some(&respond(1, C::RottenDecking, 0))
    );
    assert_eq!(
        legal(&state),
        [answer(Answer::Accept), answer(Answer::Shield)]
    );
    let state = play(&state, answer(Answer::Shield));
    assert!(pending(&state).is_empty());
    let wood: Vec<u32> = state.players.iter().map(|p| p.wood).collect();
    assert_eq!(wood, [2, 2, 2]);
    assert_eq!(state.players[1].log_used, [C::CalmSeas]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)], "the next placement");
}

/// Rules `ships-log-omens-cards` and `ships-log-victory` (rulings NB-48, NB-08): The Sermon,
/// taken while the Seamen's Bethel stands, acts at once: everyone but its holder pays $1 if
/// they can, the owner too, and the owner gains $5; it scores 1 unless its holder owns the
/// Bethel. Taken before the Bethel stands, it does nothing yet.
#[test]
fn rule_ships_log_omens_cards_the_sermon_acts_on_taking_when_the_bethel_stands() {
    let mut state = at_the_library(3, C::TheSermon);
    own(&mut state, 1, Building::SeamensBethel);
    state.players[2].money = 0;
    let state = play(&state, library(Omens));
    assert!(pending(&state).is_empty());
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [5, 9, 0]);
    assert!(book(&state).preached);
    assert_eq!(log_points(&state, 0), 1);
    // Its holder owning the Bethel scores nothing for it.
    let mut owner = state.clone();
    own(&mut owner, 0, Building::SeamensBethel);
    assert_eq!(log_points(&owner, 0), 0);
    // Taken with no Bethel built: nothing.
    let state = play(&at_the_library(3, C::TheSermon), library(Omens));
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [5, 5, 5]);
    assert!(!book(&state).preached);
}

/// Rule `ships-log-omens-cards` (ruling NB-48): The Sermon acts once, as the Seamen's Bethel is
/// built: its owner gains $5, everyone but the card's holder pays $1, the owner included.
#[test]
fn rule_ships_log_omens_cards_the_sermon_acts_as_the_bethel_is_built() {
    let mut state = log_game(3);
    give(&mut state, 2, C::TheSermon);
    let player = &mut state.players[0];
    (player.wood, player.food, player.brick, player.money) = (9, 9, 9, 20);
    let state = play(&state, A::TownHall);
    let build = *legal(&state)
        .iter()
        .find(|a| {
            matches!(
                a,
                A::Build {
                    building: Building::SeamensBethel,
                    ..
                }
            )
        })
        .expect("the Bethel is affordable");
    let cost = state.cost_of(Building::SeamensBethel);
    let state = play(&state, build);
    assert_eq!(state.slot(Building::SeamensBethel).unwrap().owner, Some(0));
    assert!(book(&state).preached);
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [20 - u32::from(cost.money) + 5 - 1, 4, 5]);
    assert_eq!(log_points(&state, 2), 1);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}

// Suspected engine gaps --------------------------------------------------------------------------

/// Rule `ships-log-omens-cards` (ruling NB-46): a worker on Man Overboard misses the round, so
/// a player who used the Inn that round re-places one worker, not two.
#[test]
fn rule_ships_log_omens_cards_man_overboard_worker_is_not_replaced_by_the_inn() {
    let mut state = at_the_library(3, C::ManOverboard);
    own(&mut state, 1, Building::Inn);
    let state = play(&state, library(Omens));
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    // Seat 1, then seat 2, then seat 0 at the Inn; seat 0's second placement is skipped.
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Inn);
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(
        state.phase,
        Phase::Inn {
            seat: 0,
            placed: 0,
            ..
        }
    ));
    let state = play(&state, A::Farm);
    assert!(
        !matches!(state.phase, Phase::Inn { .. }),
        "one worker re-placed: {:?}",
        state.phase
    );
}

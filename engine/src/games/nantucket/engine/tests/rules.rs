//! One test per rule of the Nantucket catalogue (`GET /v1/games/nantucket/rules/{id}`) and per
//! building; each test is named after the rule id it checks. States are custom towns whose
//! plain data is edited directly, and every state validates.

use crate::core::errors::ViolationCode;
use crate::core::play::{Actor, ChanceMode, Rules, SetupError};
use crate::core::scoring::ScoreSheet;

use super::super::{
    BuildSite, Building, Built, ChartRow, Coin, Coins, FromShip, NantucketAction as A,
    NantucketEvent, NantucketGameOptions, NantucketState, Phase, ShipRef, Stage, Step, Toss,
};
use super::support::{
    actor, apply_events, at_sea, built, game, leave_in_bank, legal, lot, options, play, refused,
    refused_by, supply, table_game, town, valid, RULES,
};

const SEAT0: Actor = Actor::Seat(0);
const SEAT1: Actor = Actor::Seat(1);

fn build(building: Building, silver: u8, copper: u8, marker: Coin) -> A {
    A::Build {
        building,
        silver,
        copper,
        marker,
        from_ship: None,
    }
}

fn catch(row: ChartRow, returned: Coin) -> A {
    A::Catch {
        row,
        tavern: None,
        returned,
    }
}

fn toss(copper_heads: u8, silver_heads: u8) -> A {
    A::Toss {
        copper_heads,
        silver_heads,
    }
}

fn ship(seat: u8, ship: u8) -> ShipRef {
    ShipRef { seat, ship }
}

fn before(turn: u8) -> Phase {
    Phase::Turn {
        turn,
        exchanged: false,
        stage: Stage::Before,
    }
}

fn stage(state: &NantucketState) -> Option<Stage> {
    match state.phase {
        Phase::Turn { stage, .. } => Some(stage),
        _ => None,
    }
}

/// Ends the turn when the action left the coin exchange open.
fn end_turn(state: NantucketState) -> NantucketState {
    if stage(&state) == Some(Stage::After) {
        play(&state, A::EndTurn)
    } else {
        state
    }
}

/// Plays the Warehouse for every turn left in this round's action phase.
fn to_whaling(mut state: NantucketState) -> NantucketState {
    let round = state.round;
    while state.round == round {
        state = match stage(&state) {
            Some(Stage::Before) => play(&state, A::Warehouse),
            Some(Stage::After) => play(&state, A::EndTurn),
            _ => break,
        };
    }
    state
}

/// Plays out the round: the Warehouse, all-tails tosses and the Empty Sea.
fn finish_round(mut state: NantucketState) -> NantucketState {
    let round = state.round;
    while state.round == round && state.phase != Phase::Over {
        let action = match state.phase {
            Phase::Turn {
                stage: Stage::Before,
                ..
            } => A::Warehouse,
            Phase::Turn {
                stage: Stage::After,
                ..
            } => A::EndTurn,
            Phase::AwaitingToss { .. } => toss(0, 0),
            Phase::AwaitingFlip { .. } => A::Flip { heads: false },
            Phase::OrderShips { .. } => A::WhaleFirst { ship: 0 },
            Phase::Catch { .. } => *legal(&state)
                .iter()
                .find(|a| {
                    matches!(
                        a,
                        A::Catch {
                            row: ChartRow::F,
                            ..
                        }
                    )
                })
                .expect("the Empty Sea is always open"),
            _ => legal(&state)[0],
        };
        state = play(&state, action);
    }
    state
}

/// A table-mode state in which seat 0's only ship, of these coins, has just been tossed.
fn catching(silver: u8, copper: u8, copper_heads: u8, silver_heads: u8) -> NantucketState {
    let mut state = table_game(&[]);
    at_sea(&mut state, 0, silver, copper);
    state.whaling = vec![ship(0, 0)];
    state.phase = Phase::Catch {
        ship: ship(0, 0),
        toss: Toss {
            copper_heads,
            silver_heads,
        },
    };
    valid(&state);
    state
}

/// Marks every lot of the town built by `owner` with a Silver marker, except `except`.
fn fill_town(state: &mut NantucketState, except: &[Building], owner: u8) {
    let lots: Vec<Building> = state.town.lots().map(|lot| lot.building).collect();
    for building in lots {
        if !except.contains(&building) && state.built(building).is_none() {
            built(state, building, owner, Coin::Silver);
        }
    }
}

/// Points from `source` (a building id or category source) in a player's score.
fn points(sheet: &ScoreSheet, seat: usize, source: &str) -> i64 {
    sheet.players[seat]
        .details
        .iter()
        .filter(|detail| detail.source == source)
        .map(|detail| detail.points)
        .sum()
}

fn violation_fields(state: &NantucketState) -> Vec<(String, ViolationCode)> {
    RULES
        .validate(state)
        .expect_err("the state must be refused")
        .into_iter()
        .map(|v| (v.field, v.code))
        .collect()
}

// Setup, coins, town and turns

#[test]
fn rule_setup_3_silver_and_1_copper_each_bank_18_and_10_seat_0_captain_and_heads() {
    let state = game(&[]);
    for player in &state.players {
        assert_eq!(player.supply, Coins::new(3, 1));
        assert_eq!(player.owed, Coins::default());
        assert!(player.ships.is_empty(), "no ship is at sea");
    }
    assert_eq!(state.bank, Coins::new(18, 10));
    assert_eq!(state.all_coins(), Coins::new(24, 12));
    assert_eq!((state.captain, state.round), (0, 1));
    assert_eq!(state.phase, before(0));
    assert_eq!(actor(&state), SEAT0);
    assert!(state.built.is_empty());
    let sheet = RULES.score(&state);
    let names: Vec<&str> = sheet.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Heads", "Tails"]);
    assert!(!sheet.is_final);
    for players in [1, 3] {
        assert!(
            matches!(
                RULES.setup(players, &options(town(&[])), 1, ChanceMode::Seeded),
                Err(SetupError::Invalid(_))
            ),
            "Nantucket is for exactly 2 players, not {players}"
        );
    }
}

#[test]
fn rule_coins_gains_are_silver_and_what_an_empty_bank_cannot_pay_is_owed() {
    let mut state = game(&[(Building::Schoolhouse, 3)]);
    built(&mut state, Building::Schoolhouse, 1, Coin::Silver);
    leave_in_bank(&mut state, 1, 10, 1);
    let (next, events) = apply_events(&state, SEAT0, A::Schoolhouse);
    assert_eq!(next.players[0].supply, Coins::new(4, 1));
    assert_eq!(next.players[0].owed, Coins::new(1, 0));
    assert_eq!(next.bank, Coins::new(0, 10));
    assert!(events.contains(&NantucketEvent::Owed {
        seat: 0,
        coins: Coins::new(1, 0)
    }));
    // Owed coins cannot be spent, but they are held: 5 Silver and 1 Copper is $7.
    assert_eq!(RULES.score(&next).players[0].tie_breakers["money"], 7);
}

#[test]
fn rule_coins_a_state_whose_coins_are_not_conserved_is_refused() {
    let mut state = game(&[]);
    state.players[0].supply.silver += 1;
    assert_eq!(
        violation_fields(&state),
        [("bank".to_owned(), ViolationCode::TooManyPieces)]
    );
    let mut state = game(&[]);
    state.players[1].ships.push(Coins::new(0, 1));
    assert!(violation_fields(&state).contains(&("bank".to_owned(), ViolationCode::TooManyPieces)));
}

#[test]
fn rule_town_cards_a_tables_own_cards_are_played_and_checked_at_setup() {
    let mut cards = town(&[(Building::Wharf, 7)]);
    cards.provisional = true;
    let state = RULES
        .setup(2, &options(cards.clone()), 1, ChanceMode::Seeded)
        .unwrap();
    assert!(
        !state.town.provisional,
        "a table's cards are not provisional"
    );
    assert_eq!(state.town.rows, cards.rows);
    assert_eq!(state.town.lot(Building::Wharf).unwrap().cost, 7);
    assert!(RULES
        .score(&state)
        .notes
        .iter()
        .all(|note| !note.contains("NT-08")));
    // A building is only built if it is in this town.
    let hall = play(&state, A::TownHall);
    assert_eq!(
        refused(&hall, build(Building::Refinery, 3, 0, Coin::Silver)),
        ("not-in-town", "town-cards")
    );
    // A building in the wrong row, or a cost off the card, is refused at setup.
    let mut wrong = cards.clone();
    wrong.rows[0][0] = lot(Building::Refinery, 3);
    let mut dear = cards.clone();
    dear.rows[2][0] = lot(Building::Wharf, 13);
    for (bad, field) in [
        (wrong, "options.town.rows[0][0]"),
        (dear, "options.town.rows[2][0]"),
    ] {
        match RULES.setup(2, &options(bad), 1, ChanceMode::Seeded) {
            Err(SetupError::Invalid(problems)) => {
                assert!(problems.iter().any(|p| p.field == field), "{problems:?}")
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
    // Without cards the practice town is played, and labelled provisional (ruling NT-08).
    let practice = RULES
        .setup(2, &NantucketGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert!(practice.town.provisional);
    assert_eq!(practice.town.lots().count(), 9);
    assert!(RULES
        .score(&practice)
        .notes
        .iter()
        .any(|note| note.contains("NT-08")));
}

#[test]
fn rule_town_cards_a_building_not_in_the_town_is_an_impossible_state() {
    let mut state = game(&[]);
    assert!(state.town.lot(Building::Wharf).is_none());
    built(&mut state, Building::Tavern, 0, Coin::Silver);
    state.bank.silver -= 1;
    state.built.push(Built {
        building: Building::Wharf,
        owner: 1,
        marker: Coin::Silver,
        used: false,
    });
    assert_eq!(
        violation_fields(&state),
        [("built[1]".to_owned(), ViolationCode::ComponentNotInGame)]
    );
}

#[test]
fn rule_turn_structure_captain_then_the_other_player_then_whaling_and_the_wheel_passes() {
    let state = game(&[]);
    assert_eq!(
        refused_by(&state, SEAT1, A::Warehouse),
        ("not-your-turn", "turn-structure")
    );
    assert_eq!(
        refused_by(&state, Actor::Table, A::Warehouse),
        ("not-your-turn", "turn-structure")
    );
    assert!(RULES.legal_actions(&state, SEAT1).is_empty());
    let state = play(&state, A::Warehouse);
    assert_eq!(
        state.phase,
        Phase::Turn {
            turn: 0,
            exchanged: false,
            stage: Stage::After
        }
    );
    assert_eq!(
        refused(&state, A::Warehouse),
        ("wrong-phase", "turn-structure"),
        "one action a turn"
    );
    assert_eq!(legal(&state), [A::Exchange, A::EndTurn]);
    let state = play(&state, A::EndTurn);
    assert_eq!(actor(&state), SEAT1);
    assert_eq!(state.phase, before(1));
    let state = play(&state, A::Warehouse);
    let (state, events) = apply_events(&state, SEAT1, A::EndTurn);
    assert!(events.contains(&NantucketEvent::RoundStarted {
        round: 2,
        captain: 1
    }));
    assert_eq!((state.round, state.captain), (2, 1));
    assert_eq!(actor(&state), SEAT1, "the new Captain starts the round");
    let state = end_turn(play(&state, A::Warehouse));
    assert_eq!(actor(&state), SEAT0);
}

#[test]
fn rule_coin_exchange_once_a_turn_before_or_after_the_action_never_both() {
    let mut state = game(&[]);
    supply(&mut state, 0, 3, 2);
    let state = play(&state, A::Exchange);
    assert_eq!(state.players[0].supply, Coins::new(5, 1));
    assert_eq!(state.bank, Coins::new(16, 10));
    assert_eq!(
        state.phase,
        Phase::Turn {
            turn: 0,
            exchanged: true,
            stage: Stage::Before
        },
        "the exchange is not the action"
    );
    assert_eq!(
        refused(&state, A::Exchange),
        ("already-exchanged", "coin-exchange")
    );
    let state = play(&state, A::Warehouse);
    assert_eq!(
        actor(&state),
        SEAT1,
        "exchanged before the action: no second exchange after it"
    );
    assert_eq!(state.players[0].supply, Coins::new(6, 1));
    // Seat 1 exchanges after its action instead, which ends the turn.
    let state = play(&state, A::Warehouse);
    assert_eq!(stage(&state), Some(Stage::After));
    let state = play(&state, A::Exchange);
    assert_eq!(state.players[1].supply, Coins::new(6, 0));
    assert_eq!(state.round, 2);
    // Without a Copper, or with fewer than 2 Silver in the bank, there is no exchange.
    let mut poor = game(&[]);
    supply(&mut poor, 0, 3, 0);
    assert_eq!(
        refused(&poor, A::Exchange),
        ("cannot-afford", "coin-exchange")
    );
    assert_eq!(
        actor(&play(&poor, A::Warehouse)),
        SEAT1,
        "no exchange possible: the turn ends with the action"
    );
    let mut dry = game(&[]);
    leave_in_bank(&mut dry, 1, 10, 1);
    assert_eq!(refused(&dry, A::Exchange), ("bank-empty", "coin-exchange"));
}

// Anchored spaces

#[test]
fn rule_anchored_warehouse_gives_1_silver_to_both_players_in_one_round() {
    let state = play(&game(&[]), A::Warehouse);
    assert_eq!(state.players[0].supply, Coins::new(4, 1));
    assert_eq!(state.bank, Coins::new(17, 10));
    let state = play(&play(&state, A::EndTurn), A::Warehouse);
    assert_eq!(state.players[1].supply, Coins::new(4, 1));
    assert!(state.built.is_empty(), "anchored spaces belong to nobody");
}

#[test]
fn rule_anchored_town_hall_builds_any_lot_and_takes_both_workers() {
    let state = game(&[(Building::Church, 4)]);
    let hall = play(&state, A::TownHall);
    assert_eq!(
        hall.phase,
        Phase::Turn {
            turn: 0,
            exchanged: false,
            stage: Stage::Acting {
                step: Step::Build {
                    site: BuildSite::TownHall
                }
            }
        }
    );
    let next = play(&hall, build(Building::Church, 2, 1, Coin::Copper));
    assert_eq!(
        next.built(Building::Church),
        Some(&Built {
            building: Building::Church,
            owner: 0,
            marker: Coin::Copper,
            used: false
        })
    );
    assert_eq!(next.players[0].supply, Coins::new(1, 0));
    assert_eq!(next.bank, Coins::new(20, 10));
    assert_eq!(actor(&next), SEAT1);
    let next = play(
        &play(&next, A::TownHall),
        build(Building::Tavern, 3, 0, Coin::Silver),
    );
    assert_eq!(next.built(Building::Tavern).map(|b| b.owner), Some(1));
    let mut broke = game(&[]);
    supply(&mut broke, 0, 0, 0);
    assert_eq!(
        refused(&broke, A::TownHall),
        ("cannot-perform", "anchored-town-hall")
    );
}

#[test]
fn rule_anchored_dockyard_launches_one_ship_of_1_to_4_coins_unlike_the_other_players() {
    let state = table_game(&[]);
    let next = play(
        &state,
        A::Dockyard {
            silver: 2,
            copper: 1,
        },
    );
    assert_eq!(next.players[0].ships, [Coins::new(2, 1)]);
    assert_eq!(next.players[0].supply, Coins::new(1, 0));
    assert_eq!(actor(&next), SEAT1);
    assert_eq!(
        refused(
            &next,
            A::Dockyard {
                silver: 2,
                copper: 1
            }
        ),
        ("equal-ships", "ships")
    );
    let next = play(
        &next,
        A::Dockyard {
            silver: 1,
            copper: 1,
        },
    );
    assert_eq!(next.players[1].ships, [Coins::new(1, 1)]);
    let mut sailing = game(&[]);
    at_sea(&mut sailing, 0, 1, 0);
    assert_eq!(
        refused(
            &sailing,
            A::Dockyard {
                silver: 1,
                copper: 1
            }
        ),
        ("already-at-sea", "anchored-dockyard")
    );
    let state = game(&[]);
    for (silver, copper) in [(3, 2), (0, 0)] {
        assert_eq!(
            refused(&state, A::Dockyard { silver, copper }),
            ("wrong-size", "anchored-dockyard")
        );
    }
    assert_eq!(
        refused(
            &state,
            A::Dockyard {
                silver: 0,
                copper: 2
            }
        ),
        ("cannot-afford", "anchored-dockyard")
    );
}

// Buildings in general

#[test]
fn rule_building_use_built_lots_take_one_worker_a_round_from_either_player() {
    let mut state = game(&[(Building::Schoolhouse, 3), (Building::GeneralStore, 2)]);
    assert_eq!(
        refused(&state, A::Schoolhouse),
        ("not-built", "building-use")
    );
    built(&mut state, Building::Schoolhouse, 1, Coin::Silver);
    let next = play(&state, A::Schoolhouse);
    assert_eq!(next.players[0].supply, Coins::new(5, 1));
    assert_eq!(
        next.players[1].supply,
        Coins::new(3, 1),
        "the owner gets nothing"
    );
    assert!(next.built(Building::Schoolhouse).unwrap().used);
    let next = end_turn(next);
    assert_eq!(
        refused(&next, A::Schoolhouse),
        ("building-occupied", "building-use")
    );
    let next = finish_round(next);
    assert!(!next.built(Building::Schoolhouse).unwrap().used);
    assert_eq!(
        play(&next, A::Schoolhouse).players[1].supply.silver,
        3 + 1 + 2
    );
    // A building built this round may be used by the other player the same round.
    let state = game(&[(Building::Schoolhouse, 3)]);
    let state = play(
        &play(&state, A::TownHall),
        build(Building::Schoolhouse, 3, 0, Coin::Silver),
    );
    let state = end_turn(state);
    assert_eq!(play(&state, A::Schoolhouse).players[1].supply.silver, 5);
    // An action that cannot be carried out in full is neither listed nor accepted.
    let mut state = game(&[(Building::GeneralStore, 2)]);
    built(&mut state, Building::GeneralStore, 1, Coin::Silver);
    supply(&mut state, 0, 1, 1);
    assert_eq!(
        refused(&state, A::GeneralStore),
        ("cannot-afford", "building-general-store")
    );
}

#[test]
fn rule_building_construction_exact_payment_and_the_builders_choice_of_marker() {
    let state = game(&[(Building::Tavern, 3), (Building::Church, 4)]);
    let hall = play(&state, A::TownHall);
    let tavern: Vec<A> = legal(&hall)
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                A::Build {
                    building: Building::Tavern,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        tavern,
        [
            build(Building::Tavern, 3, 0, Coin::Silver),
            build(Building::Tavern, 1, 1, Coin::Silver),
            build(Building::Tavern, 1, 1, Coin::Copper),
        ],
        "every exact payment, each paid coin a possible marker (ruling NT-09)"
    );
    for wrong in [
        build(Building::Tavern, 3, 1, Coin::Silver),
        build(Building::Tavern, 2, 0, Coin::Silver),
    ] {
        assert_eq!(
            refused(&hall, wrong),
            ("wrong-payment", "building-construction")
        );
    }
    assert_eq!(
        refused(&hall, build(Building::Church, 0, 2, Coin::Copper)),
        ("cannot-afford", "building-construction")
    );
    assert_eq!(
        refused(&hall, build(Building::Tavern, 3, 0, Coin::Copper)),
        ("wrong-marker", "building-construction")
    );
    let (copper, events) = apply_events(&hall, SEAT0, build(Building::Tavern, 1, 1, Coin::Copper));
    assert!(events.contains(&NantucketEvent::Built {
        seat: 0,
        building: Building::Tavern,
        marker: Coin::Copper
    }));
    assert_eq!(copper.built(Building::Tavern).unwrap().marker, Coin::Copper);
    assert_eq!(
        copper.bank,
        Coins::new(19, 10),
        "the Silver paid goes to the bank"
    );
    assert_eq!(copper.players[0].supply, Coins::new(2, 0));
    let silver = play(&hall, build(Building::Tavern, 1, 1, Coin::Silver));
    assert_eq!(silver.built(Building::Tavern).unwrap().marker, Coin::Silver);
    assert_eq!(
        silver.bank,
        Coins::new(18, 11),
        "the Copper paid goes to the bank"
    );
    // Each lot is built once.
    let mut again = state.clone();
    built(&mut again, Building::Tavern, 1, Coin::Silver);
    let hall = play(&again, A::TownHall);
    assert_eq!(
        refused(&hall, build(Building::Tavern, 3, 0, Coin::Silver)),
        ("already-built", "building-construction")
    );
}

#[test]
fn rule_ships_coins_at_sea_cannot_be_spent_and_an_emptied_ship_is_gone() {
    let mut state = game(&[(Building::CaptainsHouse, 3)]);
    supply(&mut state, 0, 0, 0);
    at_sea(&mut state, 0, 2, 1);
    assert_eq!(
        refused(&state, A::TownHall),
        ("cannot-perform", "anchored-town-hall"),
        "the $4 at sea cannot pay for a building"
    );
    built(&mut state, Building::CaptainsHouse, 1, Coin::Silver);
    let next = play(
        &state,
        A::CaptainsHouse {
            ship: 0,
            silver: 2,
            copper: 1,
        },
    );
    assert!(next.players[0].ships.is_empty(), "the emptied ship is gone");
    assert_eq!(next.players[0].supply, Coins::new(3, 1));
}

#[test]
fn rule_ships_a_third_ship_or_an_overfull_ship_is_an_impossible_state() {
    let mut state = game(&[]);
    for silver in [1, 2] {
        at_sea(&mut state, 0, silver, 0);
    }
    state.players[0].ships.push(Coins::new(3, 0));
    state.bank.silver -= 3;
    assert_eq!(
        violation_fields(&state),
        [("players[0].ships".to_owned(), ViolationCode::OutOfRange)]
    );
    let mut state = game(&[]);
    state.players[1].ships.push(Coins::new(6, 0));
    state.bank.silver -= 6;
    assert_eq!(
        violation_fields(&state),
        [("players[1].ships".to_owned(), ViolationCode::OutOfRange)]
    );
}

// Town buildings (top row)

#[test]
fn rule_building_tavern_turns_one_tails_coin_to_heads_in_this_rounds_whaling() {
    let mut state = table_game(&[(Building::Tavern, 2)]);
    built(&mut state, Building::Tavern, 1, Coin::Silver);
    assert_eq!(
        refused(&state, A::Tavern),
        ("cannot-perform", "building-tavern"),
        "a ship must be at sea"
    );
    at_sea(&mut state, 0, 2, 0);
    let state = play(&state, A::Tavern);
    assert!(state.players[0].tavern);
    let state = to_whaling(state);
    assert_eq!(state.phase, Phase::AwaitingToss { ship: ship(0, 0) });
    let state = play(&state, toss(0, 0));
    assert_eq!(
        refused(&state, catch(ChartRow::D, Coin::Silver)),
        ("condition-not-met", "whaling-chart")
    );
    assert_eq!(
        refused(
            &state,
            A::Catch {
                row: ChartRow::D,
                tavern: Some(Coin::Copper),
                returned: Coin::Silver
            }
        ),
        ("no-tails", "building-tavern")
    );
    let supply_before = state.players[0].supply;
    let next = play(
        &state,
        A::Catch {
            row: ChartRow::D,
            tavern: Some(Coin::Silver),
            returned: Coin::Silver,
        },
    );
    assert_eq!(
        next.players[0].supply,
        supply_before.plus(Coins::new(2, 0)),
        "a Right Whale's Silver and the Silver that came home"
    );
    assert_eq!(next.players[0].ships, [Coins::new(1, 0)]);
    assert_eq!(next.round, 2);
    assert!(!next.players[0].tavern, "only this round's whaling");
    // Without the Tavern no coin may be turned.
    let lone = catching(2, 0, 0, 0);
    assert_eq!(
        refused(
            &lone,
            A::Catch {
                row: ChartRow::D,
                tavern: Some(Coin::Silver),
                returned: Coin::Silver
            }
        ),
        ("no-tavern", "building-tavern")
    );
}

#[test]
fn rule_building_harbor_office_builds_with_up_to_3_coins_from_one_ship() {
    let mut state = game(&[
        (Building::HarborOffice, 3),
        (Building::Tavern, 3),
        (Building::Church, 4),
    ]);
    built(&mut state, Building::HarborOffice, 1, Coin::Silver);
    supply(&mut state, 0, 0, 0);
    at_sea(&mut state, 0, 3, 0);
    let office = play(&state, A::HarborOffice);
    assert_eq!(
        stage(&office),
        Some(Stage::Acting {
            step: Step::Build {
                site: BuildSite::HarborOffice
            }
        })
    );
    let from = |silver, copper| {
        Some(FromShip {
            ship: 0,
            silver,
            copper,
        })
    };
    let next = play(
        &office,
        A::Build {
            building: Building::Tavern,
            silver: 0,
            copper: 0,
            marker: Coin::Silver,
            from_ship: from(3, 0),
        },
    );
    assert!(next.players[0].ships.is_empty());
    assert_eq!(next.built(Building::Tavern).map(|b| b.owner), Some(0));
    assert_eq!(next.bank, office.bank.plus(Coins::new(2, 0)));
    // No more than 3 coins from the ship (ruling NT-12); the rest from the supply.
    let mut big = game(&[(Building::HarborOffice, 3), (Building::Church, 4)]);
    built(&mut big, Building::HarborOffice, 1, Coin::Silver);
    supply(&mut big, 0, 1, 0);
    at_sea(&mut big, 0, 4, 0);
    let office = play(&big, A::HarborOffice);
    let church = |silver, from_ship| A::Build {
        building: Building::Church,
        silver,
        copper: 0,
        marker: Coin::Silver,
        from_ship,
    };
    assert_eq!(
        refused(&office, church(0, from(4, 0))),
        ("wrong-payment", "building-harbor-office")
    );
    let next = play(&office, church(1, from(3, 0)));
    assert_eq!(next.players[0].ships, [Coins::new(1, 0)]);
    assert_eq!(next.players[0].supply, Coins::default());
    // The ship left behind may not match the other player's ship.
    let mut level = game(&[(Building::HarborOffice, 3), (Building::Tavern, 3)]);
    built(&mut level, Building::HarborOffice, 1, Coin::Silver);
    at_sea(&mut level, 0, 3, 0);
    at_sea(&mut level, 1, 2, 0);
    let office = play(&level, A::HarborOffice);
    assert_eq!(
        refused(
            &office,
            A::Build {
                building: Building::Tavern,
                silver: 2,
                copper: 0,
                marker: Coin::Silver,
                from_ship: from(1, 0),
            }
        ),
        ("equal-ships", "ships")
    );
    // Only the Harbor Office pays from a ship.
    let hall = play(&level, A::TownHall);
    assert_eq!(
        refused(
            &hall,
            A::Build {
                building: Building::Tavern,
                silver: 1,
                copper: 0,
                marker: Coin::Silver,
                from_ship: from(2, 0),
            }
        ),
        ("wrong-payment", "building-construction")
    );
}

#[test]
fn rule_building_courthouse_builds_then_takes_1_silver() {
    let mut state = game(&[(Building::Courthouse, 2), (Building::Tavern, 3)]);
    built(&mut state, Building::Courthouse, 1, Coin::Silver);
    let court = play(&state, A::Courthouse);
    let next = play(&court, build(Building::Tavern, 3, 0, Coin::Silver));
    assert_eq!(next.players[0].supply, Coins::new(1, 1));
    assert_eq!(
        next.bank,
        court.bank.plus(Coins::new(2, 0)).minus(Coins::new(1, 0))
    );
    // The Silver arrives only after the build, so $2 cannot build a $3 lot.
    let mut short = state.clone();
    supply(&mut short, 0, 2, 0);
    assert_eq!(
        refused(&short, A::Courthouse),
        ("cannot-perform", "building-courthouse")
    );
}

#[test]
fn rule_building_mayors_house_builds_then_may_use_the_new_building() {
    let mut state = game(&[
        (Building::MayorsHouse, 3),
        (Building::Schoolhouse, 3),
        (Building::Church, 4),
    ]);
    built(&mut state, Building::MayorsHouse, 1, Coin::Silver);
    supply(&mut state, 0, 5, 2);
    let mayor = play(&state, A::MayorsHouse);
    let new = play(&mayor, build(Building::Schoolhouse, 3, 0, Coin::Silver));
    assert_eq!(
        stage(&new),
        Some(Stage::Acting {
            step: Step::UseNew {
                building: Building::Schoolhouse
            }
        })
    );
    assert_eq!(legal(&new), [A::Schoolhouse, A::SkipUse]);
    assert_eq!(
        refused(&new, A::Warehouse),
        ("wrong-building", "building-mayors-house")
    );
    let used = play(&new, A::Schoolhouse);
    assert_eq!(used.players[0].supply, Coins::new(4, 2));
    assert!(used.built(Building::Schoolhouse).unwrap().used);
    assert_eq!(
        refused(&end_turn(used), A::Schoolhouse),
        ("building-occupied", "building-use"),
        "that was the new building's one use this round"
    );
    let skipped = end_turn(play(&new, A::SkipUse));
    assert!(!skipped.built(Building::Schoolhouse).unwrap().used);
    assert_eq!(play(&skipped, A::Schoolhouse).players[1].supply.silver, 5);
    // A new bonus building has no action to carry out.
    let church = play(&mayor, build(Building::Church, 0, 2, Coin::Copper));
    assert!(!matches!(stage(&church), Some(Stage::Acting { .. })));
    assert_eq!(actor(&church), SEAT1);
}

#[test]
fn rule_building_law_office_pays_the_owner_the_printed_cost_and_turns_the_marker() {
    let mut state = game(&[
        (Building::LawOffice, 3),
        (Building::Tavern, 3),
        (Building::Schoolhouse, 3),
        (Building::SummerHouse, 4),
    ]);
    built(&mut state, Building::LawOffice, 1, Coin::Silver);
    built(&mut state, Building::Tavern, 1, Coin::Copper);
    built(&mut state, Building::Schoolhouse, 0, Coin::Silver);
    built(&mut state, Building::SummerHouse, 1, Coin::Silver);
    let law = |building, silver, copper| A::LawOffice {
        building,
        silver,
        copper,
    };
    let (next, events) = apply_events(&state, SEAT0, law(Building::Tavern, 1, 1));
    assert!(events.contains(&NantucketEvent::Bought {
        seat: 0,
        building: Building::Tavern
    }));
    let tavern = next.built(Building::Tavern).unwrap();
    assert_eq!((tavern.owner, tavern.marker), (0, Coin::Copper));
    assert_eq!(next.players[0].supply, Coins::new(2, 0));
    assert_eq!(next.players[1].supply, Coins::new(4, 2));
    assert_eq!(next.bank, state.bank);
    assert_eq!(next.built.len(), 4, "a takeover is not a build");
    assert_eq!(
        refused(&state, law(Building::Tavern, 3, 1)),
        ("wrong-payment", "building-law-office")
    );
    assert_eq!(
        refused(&state, law(Building::SummerHouse, 0, 2)),
        ("cannot-afford", "building-law-office")
    );
    assert_eq!(
        refused(&state, law(Building::Schoolhouse, 3, 0)),
        ("cannot-perform", "building-law-office")
    );
    // The Summer House taken over costs no turn (ruling NT-17).
    let bought = play(&state, law(Building::SummerHouse, 2, 1));
    assert_eq!(bought.built(Building::SummerHouse).unwrap().owner, 0);
    assert!(!bought.players[0].skip_next_turn);
    let round2 = finish_round(bought);
    let round2 = end_turn(play(&round2, A::Warehouse));
    assert_eq!(round2.phase, before(1));
    assert_eq!(actor(&round2), SEAT0);
}

#[test]
fn rule_building_outfitter_builds_and_must_launch() {
    let mut state = game(&[(Building::Outfitter, 3), (Building::Tavern, 3)]);
    built(&mut state, Building::Outfitter, 1, Coin::Silver);
    let out = play(&state, A::Outfitter);
    let launch = play(&out, build(Building::Tavern, 1, 1, Coin::Copper));
    assert_eq!(stage(&launch), Some(Stage::Acting { step: Step::Launch }));
    for skip in [A::SkipUse, A::EndTurn] {
        assert_eq!(
            refused(&launch, skip),
            ("wrong-phase", "building-outfitter")
        );
    }
    assert_eq!(
        refused(
            &launch,
            A::Launch {
                silver: 3,
                copper: 0
            }
        ),
        ("cannot-afford", "building-outfitter"),
        "coins spent on the building cannot also go to sea"
    );
    let done = play(
        &launch,
        A::Launch {
            silver: 2,
            copper: 0,
        },
    );
    assert_eq!(done.players[0].ships, [Coins::new(2, 0)]);
    assert_eq!(done.players[0].supply, Coins::default());
    assert_eq!(done.built(Building::Tavern).map(|b| b.owner), Some(0));
    // A build that would leave nothing to launch is refused.
    let mut four = state.clone();
    supply(&mut four, 0, 4, 0);
    let out = play(&four, A::Outfitter);
    assert_eq!(
        refused(&out, build(Building::Church, 4, 0, Coin::Silver)),
        ("cannot-perform", "building-outfitter")
    );
    let mut three = state.clone();
    supply(&mut three, 0, 3, 0);
    assert_eq!(
        refused(&three, A::Outfitter),
        ("cannot-perform", "building-outfitter")
    );
    let mut sailing = state.clone();
    at_sea(&mut sailing, 0, 1, 0);
    assert_eq!(
        refused(&sailing, A::Outfitter),
        ("cannot-perform", "building-outfitter")
    );
}

#[test]
fn rule_building_lumber_mill_builds_an_action_building_free_marked_with_a_bank_coin() {
    let mut state = game(&[
        (Building::LumberMill, 3),
        (Building::Tavern, 3),
        (Building::Church, 4),
    ]);
    built(&mut state, Building::LumberMill, 1, Coin::Silver);
    supply(&mut state, 0, 0, 0);
    let mill = play(&state, A::LumberMill);
    let builds = legal(&mill);
    assert_eq!(builds.len(), 5, "the five unbuilt action lots");
    for action in &builds {
        match *action {
            A::Build {
                building,
                silver: 0,
                copper: 0,
                marker: Coin::Silver,
                from_ship: None,
            } => assert!(!building.is_bonus()),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(
        refused(&mill, build(Building::Church, 0, 0, Coin::Silver)),
        ("cannot-perform", "building-lumber-mill")
    );
    assert_eq!(
        refused(&mill, build(Building::Tavern, 0, 0, Coin::Copper)),
        ("wrong-payment", "building-lumber-mill")
    );
    let next = play(&mill, build(Building::Tavern, 0, 0, Coin::Silver));
    assert_eq!(
        next.built(Building::Tavern),
        Some(&Built {
            building: Building::Tavern,
            owner: 0,
            marker: Coin::Silver,
            used: false
        })
    );
    assert_eq!(next.bank, mill.bank.minus(Coins::new(1, 0)));
    assert_eq!(next.players[0].supply, Coins::default());
    // No Silver in the bank: a Copper marks it (ruling NT-11); the last one ends the game.
    let mut dry = state.clone();
    leave_in_bank(&mut dry, 0, 1, 1);
    let mill = play(&dry, A::LumberMill);
    assert_eq!(
        refused(&mill, build(Building::Tavern, 0, 0, Coin::Silver)),
        ("wrong-payment", "building-lumber-mill")
    );
    let next = play(&mill, build(Building::Tavern, 0, 0, Coin::Copper));
    assert_eq!(next.built(Building::Tavern).unwrap().marker, Coin::Copper);
    assert_eq!(next.bank, Coins::default());
    assert!(next.ending, "the bank's Copper ran out");
    // With an empty bank there is no marker, so the Lumber Mill cannot be used.
    let mut empty = state.clone();
    leave_in_bank(&mut empty, 0, 0, 1);
    assert_eq!(
        refused(&empty, A::LumberMill),
        ("cannot-perform", "building-lumber-mill")
    );
}

// Resource buildings (middle row)

#[test]
fn rule_building_schoolhouse_takes_2_silver() {
    let mut state = game(&[(Building::Schoolhouse, 3)]);
    built(&mut state, Building::Schoolhouse, 1, Coin::Silver);
    let next = play(&state, A::Schoolhouse);
    assert_eq!(next.players[0].supply, Coins::new(5, 1));
    assert_eq!(next.bank, state.bank.minus(Coins::new(2, 0)));
}

#[test]
fn rule_building_town_square_takes_1_silver_per_2_buildings_built() {
    let mut state = game(&[(Building::TownSquare, 3)]);
    for (building, owner) in [
        (Building::TownSquare, 1),
        (Building::Tavern, 0),
        (Building::HarborOffice, 1),
        (Building::Schoolhouse, 0),
        (Building::Church, 1),
    ] {
        built(&mut state, building, owner, Coin::Silver);
    }
    let next = play(&state, A::TownSquare);
    assert_eq!(next.players[0].supply, Coins::new(5, 1), "5 built: $2");
    built(&mut state, Building::Drydock, 0, Coin::Copper);
    let next = play(&state, A::TownSquare);
    assert_eq!(next.players[0].supply, Coins::new(6, 1), "6 built: $3");
}

#[test]
fn rule_building_general_store_trades_2_silver_for_1_copper_once() {
    let mut state = game(&[(Building::GeneralStore, 2)]);
    built(&mut state, Building::GeneralStore, 1, Coin::Silver);
    supply(&mut state, 0, 5, 0);
    let next = play(&state, A::GeneralStore);
    assert_eq!(
        next.players[0].supply,
        Coins::new(3, 1),
        "exactly one trade"
    );
    assert_eq!(
        next.bank,
        state.bank.plus(Coins::new(2, 0)).minus(Coins::new(0, 1))
    );
    supply(&mut state, 0, 1, 2);
    assert_eq!(
        refused(&state, A::GeneralStore),
        ("cannot-afford", "building-general-store")
    );
}

#[test]
fn rule_building_almshouse_takes_1_silver_from_the_other_player() {
    let mut state = game(&[(Building::Almshouse, 3)]);
    built(&mut state, Building::Almshouse, 1, Coin::Silver);
    let next = play(&state, A::Almshouse);
    assert_eq!(next.players[0].supply, Coins::new(4, 1));
    assert_eq!(next.players[1].supply, Coins::new(2, 1));
    assert_eq!(next.bank, state.bank);
    supply(&mut state, 1, 0, 2);
    assert_eq!(
        refused(&state, A::Almshouse),
        ("cannot-perform", "building-almshouse"),
        "the other player holds no Silver (ruling NT-15)"
    );
}

#[test]
fn rule_building_cooperage_takes_1_silver_per_coin_on_one_chosen_ship() {
    let mut state = game(&[(Building::Cooperage, 3), (Building::Shipyard, 3)]);
    built(&mut state, Building::Cooperage, 1, Coin::Silver);
    assert!(!legal(&state)
        .iter()
        .any(|a| matches!(a, A::Cooperage { .. })));
    at_sea(&mut state, 0, 2, 1);
    at_sea(&mut state, 0, 1, 0);
    let cooperage: Vec<A> = legal(&state)
        .into_iter()
        .filter(|a| matches!(a, A::Cooperage { .. }))
        .collect();
    assert_eq!(
        cooperage,
        [A::Cooperage { ship: 0 }, A::Cooperage { ship: 1 }]
    );
    assert_eq!(
        play(&state, A::Cooperage { ship: 0 }).players[0].supply,
        Coins::new(6, 1)
    );
    assert_eq!(
        play(&state, A::Cooperage { ship: 1 }).players[0].supply,
        Coins::new(4, 1)
    );
    assert_eq!(
        refused(&state, A::Cooperage { ship: 2 }),
        ("cannot-perform", "building-cooperage")
    );
}

#[test]
fn rule_building_gambling_hall_the_table_flips_one_coin_and_heads_pays_a_copper() {
    let mut state = table_game(&[(Building::GamblingHall, 3)]);
    built(&mut state, Building::GamblingHall, 1, Coin::Silver);
    let flip = play(&state, A::GamblingHall);
    assert_eq!(
        flip.phase,
        Phase::AwaitingFlip {
            turn: 0,
            exchanged: false
        }
    );
    assert_eq!(actor(&flip), Actor::Table);
    assert_eq!(
        legal(&flip),
        [A::Flip { heads: true }, A::Flip { heads: false }]
    );
    for heads in [true, false] {
        assert_eq!(RULES.probability(&flip, &A::Flip { heads }), Some(0.5));
    }
    assert_eq!(
        refused_by(&flip, SEAT0, A::Flip { heads: true }),
        ("not-your-turn", "turn-structure")
    );
    assert_eq!(
        refused(&flip, A::Warehouse),
        ("wrong-phase", "chance-table-mode")
    );
    let (heads, events) = apply_events(&flip, Actor::Table, A::Flip { heads: true });
    assert!(events.contains(&NantucketEvent::Flipped {
        seat: 0,
        heads: true
    }));
    assert_eq!(heads.players[0].supply, Coins::new(3, 2));
    assert_eq!(heads.bank, flip.bank.minus(Coins::new(0, 1)));
    assert_eq!(actor(&heads), SEAT0, "the exchange may still follow");
    let tails = play(&flip, A::Flip { heads: false });
    assert_eq!(tails.players[0].supply, Coins::new(3, 1));
    // Seeded, the engine flips the coin itself.
    let mut seeded = game(&[(Building::GamblingHall, 3)]);
    built(&mut seeded, Building::GamblingHall, 1, Coin::Silver);
    let (next, events) = apply_events(&seeded, SEAT0, A::GamblingHall);
    let heads = events
        .iter()
        .find_map(|e| match e {
            NantucketEvent::Flipped { seat: 0, heads } => Some(*heads),
            _ => None,
        })
        .expect("the coin was flipped");
    assert_eq!(next.players[0].supply.copper, if heads { 2 } else { 1 });
}

#[test]
fn rule_building_refinery_gives_you_a_copper_and_the_other_player_2_silver() {
    let mut state = game(&[(Building::Refinery, 3)]);
    built(&mut state, Building::Refinery, 1, Coin::Silver);
    let next = play(&state, A::Refinery);
    assert_eq!(next.players[0].supply, Coins::new(3, 2));
    assert_eq!(next.players[1].supply, Coins::new(5, 1));
    assert_eq!(next.bank, state.bank.minus(Coins::new(2, 1)));
}

// Whaling buildings (bottom row)

#[test]
fn rule_building_drydock_launches_then_takes_1_silver() {
    let mut state = game(&[(Building::Drydock, 3)]);
    built(&mut state, Building::Drydock, 1, Coin::Silver);
    let next = play(
        &state,
        A::Drydock {
            silver: 2,
            copper: 1,
        },
    );
    assert_eq!(next.players[0].ships, [Coins::new(2, 1)]);
    assert_eq!(next.players[0].supply, Coins::new(2, 0));
    let mut sailing = state.clone();
    at_sea(&mut sailing, 0, 1, 0);
    assert_eq!(
        refused(
            &sailing,
            A::Drydock {
                silver: 2,
                copper: 0
            }
        ),
        ("already-at-sea", "building-drydock")
    );
    let mut level = state.clone();
    at_sea(&mut level, 1, 2, 0);
    assert_eq!(
        refused(
            &level,
            A::Drydock {
                silver: 1,
                copper: 1
            }
        ),
        ("equal-ships", "ships")
    );
}

#[test]
fn rule_building_shipyard_launches_a_second_ship_and_the_owner_orders_equal_ships() {
    let mut state = table_game(&[(Building::Shipyard, 3)]);
    built(&mut state, Building::Shipyard, 1, Coin::Silver);
    let second = A::Shipyard {
        silver: 2,
        copper: 0,
    };
    assert_eq!(
        refused(&state, second),
        ("cannot-perform", "building-shipyard"),
        "the Shipyard launches a second ship"
    );
    at_sea(&mut state, 0, 2, 0);
    let mut level = state.clone();
    at_sea(&mut level, 1, 3, 0);
    assert_eq!(
        refused(
            &level,
            A::Shipyard {
                silver: 3,
                copper: 0
            }
        ),
        ("equal-ships", "ships")
    );
    let next = play(&state, second);
    assert_eq!(
        next.players[0].ships,
        [Coins::new(2, 0), Coins::new(2, 0)],
        "a player's own ships may be level"
    );
    let mut three = next.clone();
    three.phase = before(0);
    three.built_mut(Building::Shipyard).unwrap().used = false;
    valid(&three);
    assert_eq!(
        refused(
            &three,
            A::Shipyard {
                silver: 1,
                copper: 0
            }
        ),
        ("cannot-perform", "building-shipyard"),
        "nobody has more than two ships"
    );
    let order = to_whaling(next);
    assert_eq!(order.phase, Phase::OrderShips { seat: 0 });
    assert_eq!(actor(&order), SEAT0);
    assert_eq!(
        legal(&order),
        [A::WhaleFirst { ship: 0 }, A::WhaleFirst { ship: 1 }]
    );
    assert_eq!(
        refused(&order, A::WhaleFirst { ship: 2 }),
        ("wrong-phase", "whaling-order")
    );
    let first = play(&order, A::WhaleFirst { ship: 1 });
    assert_eq!(first.phase, Phase::AwaitingToss { ship: ship(0, 1) });
    let first = play(&play(&first, toss(0, 0)), catch(ChartRow::F, Coin::Silver));
    assert_eq!(first.phase, Phase::AwaitingToss { ship: ship(0, 0) });
}

#[test]
fn rule_building_lighthouse_pays_1_silver_then_tops_up_one_ship_to_at_most_4() {
    let mut state = game(&[(Building::Lighthouse, 2)]);
    built(&mut state, Building::Lighthouse, 1, Coin::Silver);
    at_sea(&mut state, 0, 1, 0);
    let top_up = |ship, silver, copper| A::Lighthouse {
        ship,
        silver,
        copper,
    };
    let next = play(&state, top_up(0, 1, 1));
    assert_eq!(next.players[0].ships, [Coins::new(2, 1)]);
    assert_eq!(next.players[0].supply, Coins::new(1, 0));
    assert_eq!(next.bank, state.bank.plus(Coins::new(1, 0)));
    assert_eq!(
        play(&state, top_up(0, 2, 1)).players[0].ships,
        [Coins::new(3, 1)]
    );
    let mut full = state.clone();
    full.players[0].ships[0] = Coins::new(3, 0);
    full.bank.silver -= 2;
    assert_eq!(
        refused(&full, top_up(0, 1, 1)),
        ("cannot-perform", "building-lighthouse"),
        "a ship holds at most 4 coins"
    );
    assert_eq!(
        refused(&state, top_up(0, 3, 0)),
        ("cannot-afford", "building-lighthouse"),
        "the $1 is paid first"
    );
    let mut level = state.clone();
    at_sea(&mut level, 1, 2, 0);
    assert_eq!(refused(&level, top_up(0, 1, 0)), ("equal-ships", "ships"));
    let mut poor = state.clone();
    supply(&mut poor, 0, 0, 2);
    assert_eq!(
        refused(&poor, top_up(0, 0, 1)),
        ("cannot-afford", "building-lighthouse"),
        "the $1 is a Silver (ruling NT-15)"
    );
}

#[test]
fn rule_building_tryworks_sends_a_ships_silver_to_the_bank_for_a_copper() {
    let mut state = game(&[(Building::Tryworks, 3)]);
    built(&mut state, Building::Tryworks, 1, Coin::Silver);
    let mut sailing = state.clone();
    at_sea(&mut sailing, 0, 2, 1);
    let next = play(&sailing, A::Tryworks { ship: 0 });
    assert_eq!(next.players[0].ships, [Coins::new(1, 1)]);
    assert_eq!(next.players[0].supply, Coins::new(3, 2));
    assert_eq!(
        next.bank,
        sailing.bank.plus(Coins::new(1, 0)).minus(Coins::new(0, 1))
    );
    let mut level = sailing.clone();
    at_sea(&mut level, 1, 2, 0);
    assert_eq!(
        refused(&level, A::Tryworks { ship: 0 }),
        ("equal-ships", "ships")
    );
    let mut copper = state.clone();
    at_sea(&mut copper, 0, 0, 2);
    assert_eq!(
        refused(&copper, A::Tryworks { ship: 0 }),
        ("cannot-perform", "building-tryworks")
    );
    let mut last = state.clone();
    at_sea(&mut last, 0, 1, 0);
    assert!(play(&last, A::Tryworks { ship: 0 }).players[0]
        .ships
        .is_empty());
}

#[test]
fn rule_building_candleworks_reads_silver_at_sea_as_copper_this_round() {
    let mut state = table_game(&[(Building::Candleworks, 3)]);
    built(&mut state, Building::Candleworks, 1, Coin::Silver);
    assert_eq!(
        refused(&state, A::Candleworks),
        ("cannot-perform", "building-candleworks")
    );
    at_sea(&mut state, 0, 2, 0);
    let lit = play(&state, A::Candleworks);
    assert!(lit.players[0].candleworks);
    let tossed = play(&to_whaling(lit), toss(0, 2));
    assert_eq!(
        refused(&tossed, catch(ChartRow::B, Coin::Silver)),
        ("condition-not-met", "whaling-chart"),
        "the Silver count as Copper, not as Silver"
    );
    let supply_before = tossed.players[0].supply;
    let next = play(&tossed, catch(ChartRow::A, Coin::Silver));
    assert_eq!(
        next.players[0].supply,
        supply_before.plus(Coins::new(3, 1)),
        "a Sperm Whale, and a Silver came home for a Copper row (ruling NT-14)"
    );
    assert_eq!(next.players[0].ships, [Coins::new(1, 0)]);
    assert!(!next.players[0].candleworks, "only this round's whaling");
    assert_eq!(
        refused(&catching(2, 0, 0, 2), catch(ChartRow::A, Coin::Silver)),
        ("condition-not-met", "whaling-chart"),
        "without the Candleworks, Silver are Silver"
    );
}

#[test]
fn rule_building_captains_house_brings_coins_home_then_takes_1_silver() {
    let mut state = game(&[(Building::CaptainsHouse, 3)]);
    built(&mut state, Building::CaptainsHouse, 1, Coin::Silver);
    at_sea(&mut state, 0, 2, 1);
    let home = |silver, copper| A::CaptainsHouse {
        ship: 0,
        silver,
        copper,
    };
    let next = play(&state, home(1, 1));
    assert_eq!(next.players[0].ships, [Coins::new(1, 0)]);
    assert_eq!(next.players[0].supply, Coins::new(5, 2));
    assert_eq!(next.bank, state.bank.minus(Coins::new(1, 0)));
    for (silver, copper) in [(0, 0), (0, 2)] {
        assert_eq!(
            refused(&state, home(silver, copper)),
            ("cannot-perform", "building-captains-house")
        );
    }
    let mut level = state.clone();
    at_sea(&mut level, 1, 2, 0);
    assert_eq!(refused(&level, home(1, 0)), ("equal-ships", "ships"));
}

#[test]
fn rule_building_wharf_launches_up_to_5_coins() {
    let mut state = game(&[(Building::Wharf, 3)]);
    built(&mut state, Building::Wharf, 1, Coin::Silver);
    supply(&mut state, 0, 4, 2);
    let next = play(
        &state,
        A::Wharf {
            silver: 3,
            copper: 2,
        },
    );
    assert_eq!(next.players[0].ships, [Coins::new(3, 2)]);
    assert_eq!(
        refused(
            &state,
            A::Wharf {
                silver: 4,
                copper: 2
            }
        ),
        ("wrong-size", "building-wharf")
    );
    assert_eq!(
        refused(
            &state,
            A::Dockyard {
                silver: 3,
                copper: 2
            }
        ),
        ("wrong-size", "anchored-dockyard"),
        "no other space launches 5 coins"
    );
    let small = play(
        &state,
        A::Wharf {
            silver: 1,
            copper: 0,
        },
    );
    assert_eq!(small.players[0].ships, [Coins::new(1, 0)]);
}

// Bonus buildings

#[test]
fn rule_bonus_buildings_are_built_like_lots_but_not_by_the_lumber_mill_and_score_a_point() {
    let mut state = game(&[(Building::LumberMill, 3), (Building::Church, 4)]);
    built(&mut state, Building::LumberMill, 1, Coin::Silver);
    let mill = play(&state, A::LumberMill);
    assert!(legal(&mill).iter().all(|a| match a {
        A::Build { building, .. } => !building.is_bonus(),
        _ => false,
    }));
    let next = play(
        &play(&state, A::TownHall),
        build(Building::Church, 2, 1, Coin::Silver),
    );
    let sheet = RULES.score(&next);
    assert_eq!(sheet.players[0].categories["buildings"], 1);
    assert_eq!(sheet.players[0].categories["bonus"], 3);
}

#[test]
fn rule_bonus_buildings_factory_scores_1_per_2_copper_held_owed_included() {
    let mut state = game(&[(Building::Factory, 4)]);
    built(&mut state, Building::Factory, 0, Coin::Silver);
    supply(&mut state, 0, 0, 5);
    assert_eq!(points(&RULES.score(&state), 0, "factory"), 2);
    state.players[0].owed = Coins::new(0, 1);
    let sheet = RULES.score(&state);
    assert_eq!(points(&sheet, 0, "factory"), 3);
    assert_eq!(sheet.players[0].categories["copper"], 6);
}

#[test]
fn rule_bonus_buildings_office_scores_1_per_2_buildings_owned_itself_included() {
    let mut state = game(&[(Building::Office, 4)]);
    for building in [
        Building::Office,
        Building::Tavern,
        Building::Schoolhouse,
        Building::Drydock,
        Building::Church,
    ] {
        built(&mut state, building, 0, Coin::Silver);
    }
    built(&mut state, Building::HarborOffice, 1, Coin::Silver);
    let sheet = RULES.score(&state);
    assert_eq!(points(&sheet, 0, "office"), 2);
    assert_eq!(sheet.players[0].categories["buildings"], 5);
}

#[test]
fn rule_bonus_buildings_church_scores_3() {
    let mut state = game(&[(Building::Church, 5)]);
    built(&mut state, Building::Church, 1, Coin::Silver);
    let sheet = RULES.score(&state);
    assert_eq!(points(&sheet, 1, "church"), 3);
    assert_eq!(points(&sheet, 0, "church"), 0);
}

#[test]
fn rule_bonus_buildings_monument_counts_copper_markers_of_both_players() {
    let mut state = game(&[(Building::Monument, 4), (Building::Mansion, 4)]);
    built(&mut state, Building::Monument, 0, Coin::Silver);
    built(&mut state, Building::Tavern, 0, Coin::Copper);
    built(&mut state, Building::Schoolhouse, 1, Coin::Copper);
    built(&mut state, Building::Drydock, 1, Coin::Silver);
    built(&mut state, Building::Mansion, 1, Coin::Copper);
    assert_eq!(points(&RULES.score(&state), 0, "monument"), 3);
}

#[test]
fn rule_bonus_buildings_mansion_is_paid_in_copper_only_and_scores_3() {
    let mut state = game(&[(Building::Mansion, 4)]);
    supply(&mut state, 0, 2, 2);
    let hall = play(&state, A::TownHall);
    let mansion: Vec<A> = legal(&hall)
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                A::Build {
                    building: Building::Mansion,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(mansion, [build(Building::Mansion, 0, 2, Coin::Copper)]);
    assert_eq!(
        refused(&hall, build(Building::Mansion, 2, 1, Coin::Copper)),
        ("copper-only", "bonus-buildings")
    );
    let next = play(&hall, build(Building::Mansion, 0, 2, Coin::Copper));
    assert_eq!(next.built(Building::Mansion).unwrap().marker, Coin::Copper);
    assert_eq!(points(&RULES.score(&next), 0, "mansion"), 3);
}

#[test]
fn rule_bonus_buildings_salvage_yard_scores_the_silver_on_one_ship() {
    let mut state = game(&[(Building::SalvageYard, 4), (Building::Shipyard, 3)]);
    built(&mut state, Building::SalvageYard, 0, Coin::Silver);
    at_sea(&mut state, 0, 3, 1);
    at_sea(&mut state, 0, 1, 0);
    at_sea(&mut state, 1, 2, 0);
    let sheet = RULES.score(&state);
    assert_eq!(
        points(&sheet, 0, "salvage-yard"),
        3,
        "the ship with more Silver"
    );
    assert_eq!(points(&sheet, 1, "salvage-yard"), 0);
}

#[test]
fn rule_bonus_buildings_bank_scores_1_per_4_dollars_held() {
    let mut state = game(&[(Building::Bank, 4)]);
    built(&mut state, Building::Bank, 0, Coin::Silver);
    supply(&mut state, 0, 3, 2);
    assert_eq!(points(&RULES.score(&state), 0, "bank"), 1, "$7");
    supply(&mut state, 0, 4, 2);
    assert_eq!(points(&RULES.score(&state), 0, "bank"), 2, "$8");
}

#[test]
fn rule_bonus_buildings_summer_house_scores_2_and_its_builder_skips_the_next_turn() {
    let mut state = table_game(&[(Building::SummerHouse, 4)]);
    at_sea(&mut state, 0, 2, 0);
    let next = play(
        &play(&state, A::TownHall),
        build(Building::SummerHouse, 2, 1, Coin::Copper),
    );
    assert!(next.players[0].skip_next_turn);
    assert_eq!(points(&RULES.score(&next), 0, "summer-house"), 2);
    let round2 = finish_round(next);
    assert_eq!((round2.round, round2.captain), (2, 1));
    assert_eq!(actor(&round2), SEAT1);
    let skipped = end_turn(play(&round2, A::Warehouse));
    assert_eq!(
        skipped.phase,
        Phase::AwaitingToss { ship: ship(0, 0) },
        "the turn and its exchange are skipped, but the ship still whales (ruling NT-17)"
    );
    assert!(!skipped.players[0].skip_next_turn);
    let round3 = finish_round(skipped);
    assert_eq!(round3.round, 3);
    assert_eq!(round3.phase, before(0));
    assert_eq!(actor(&round3), SEAT0);
}

#[test]
fn rule_bonus_buildings_row_house_scores_the_rows_whose_action_lots_are_all_built() {
    let mut state = game(&[
        (Building::Tavern, 3),
        (Building::LumberMill, 3),
        (Building::Schoolhouse, 3),
        (Building::Almshouse, 3),
        (Building::Drydock, 3),
        (Building::Wharf, 3),
        (Building::RowHouse, 4),
    ]);
    for (building, owner) in [
        (Building::Tavern, 0),
        (Building::LumberMill, 1),
        (Building::Schoolhouse, 1),
        (Building::Drydock, 0),
        (Building::Wharf, 1),
        (Building::RowHouse, 0),
    ] {
        built(&mut state, building, owner, Coin::Silver);
    }
    let sheet = RULES.score(&state);
    assert_eq!(
        points(&sheet, 0, "row-house"),
        2,
        "the top and bottom rows, whoever owns them; the middle row is half built"
    );
}

// Whaling

#[test]
fn rule_whaling_order_largest_ship_first_and_the_captains_on_equal_opposing_ships() {
    let mut state = table_game(&[]);
    at_sea(&mut state, 0, 1, 0);
    at_sea(&mut state, 0, 3, 0);
    at_sea(&mut state, 1, 2, 0);
    let whaling = to_whaling(state);
    assert_eq!(whaling.whaling, [ship(0, 1), ship(1, 0), ship(0, 0)]);
    assert_eq!(whaling.phase, Phase::AwaitingToss { ship: ship(0, 1) });
    let next = play(
        &play(&whaling, toss(0, 0)),
        catch(ChartRow::F, Coin::Silver),
    );
    assert_eq!(next.phase, Phase::AwaitingToss { ship: ship(1, 0) });
    // Opposing ships left level by whaling (ruling NT-13): the Captain's whales first.
    for captain in [0, 1] {
        let mut state = table_game(&[]);
        at_sea(&mut state, 0, 2, 0);
        at_sea(&mut state, 1, 2, 0);
        state.captain = captain;
        state.round = 2;
        valid(&state);
        let whaling = to_whaling(state);
        let other = 1 - captain;
        assert_eq!(whaling.whaling, [ship(captain, 0), ship(other, 0)]);
    }
    // A player with no ship sits the phase out.
    let mut state = table_game(&[]);
    at_sea(&mut state, 1, 1, 0);
    let whaling = to_whaling(state);
    assert_eq!(whaling.whaling, [ship(1, 0)]);
}

#[test]
fn rule_whaling_toss_all_coins_are_tossed_and_one_that_met_the_row_comes_home() {
    let mut state = table_game(&[]);
    at_sea(&mut state, 0, 1, 2);
    let whaling = to_whaling(state);
    let tossed = play(&whaling, toss(1, 1));
    assert_eq!(
        tossed.phase,
        Phase::Catch {
            ship: ship(0, 0),
            toss: Toss {
                copper_heads: 1,
                silver_heads: 1
            }
        }
    );
    assert_eq!(actor(&tossed), SEAT0);
    assert_eq!(
        refused(&tossed, catch(ChartRow::C, Coin::Silver)),
        ("condition-not-met", "whaling-chart"),
        "the coin that comes home is one that met the condition"
    );
    let supply_before = tossed.players[0].supply;
    let next = play(&tossed, catch(ChartRow::C, Coin::Copper));
    assert_eq!(next.players[0].supply, supply_before.plus(Coins::new(0, 2)));
    assert_eq!(
        next.players[0].ships,
        [Coins::new(1, 1)],
        "the other coins stay at sea for the next round"
    );
    assert_eq!(next.round, 2);
    // Seeded, the engine tosses the coins itself.
    let mut seeded = game(&[]);
    at_sea(&mut seeded, 0, 1, 2);
    let seeded = to_whaling(seeded);
    match seeded.phase {
        Phase::Catch { ship: s, toss } => {
            assert_eq!(s, ship(0, 0));
            assert!(toss.copper_heads <= 2 && toss.silver_heads <= 1);
        }
        other => panic!("expected a catch, got {other:?}"),
    }
}

#[test]
fn rule_whaling_chart_rows_a_to_f_conditions_and_rewards() {
    // (ship silver, ship copper, copper heads, silver heads, row, coin home, reward)
    let cases = [
        (0, 2, 2, 0, ChartRow::A, Coin::Copper, Coins::new(2, 1)),
        (2, 0, 0, 2, ChartRow::B, Coin::Silver, Coins::new(0, 1)),
        (0, 1, 1, 0, ChartRow::C, Coin::Copper, Coins::new(0, 1)),
        (1, 0, 0, 1, ChartRow::D, Coin::Silver, Coins::new(1, 0)),
        (0, 1, 0, 0, ChartRow::E, Coin::Copper, Coins::new(1, 0)),
        (1, 1, 1, 1, ChartRow::F, Coin::Copper, Coins::default()),
        (1, 1, 1, 1, ChartRow::F, Coin::Silver, Coins::default()),
    ];
    for (silver, copper, copper_heads, silver_heads, row, home, reward) in cases {
        let state = catching(silver, copper, copper_heads, silver_heads);
        let (next, events) = apply_events(&state, SEAT0, catch(row, home));
        assert!(events.contains(&NantucketEvent::Caught { seat: 0, row }));
        let back = match home {
            Coin::Silver => Coins::new(1, 0),
            Coin::Copper => Coins::new(0, 1),
        };
        assert_eq!(
            next.players[0].supply,
            state.players[0].supply.plus(reward).plus(back),
            "row {row:?}"
        );
    }
    // Rows whose condition the toss does not meet are refused.
    for (state, row, home) in [
        (catching(1, 1, 1, 0), ChartRow::A, Coin::Copper),
        (catching(2, 1, 0, 1), ChartRow::B, Coin::Silver),
        (catching(2, 1, 1, 0), ChartRow::D, Coin::Silver),
        (catching(1, 1, 1, 0), ChartRow::E, Coin::Copper),
    ] {
        assert_eq!(
            refused(&state, catch(row, home)),
            ("condition-not-met", "whaling-chart"),
            "row {row:?}"
        );
    }
    // Nothing else open: the Empty Sea is compulsory, and any coin may come home from it.
    assert_eq!(
        legal(&catching(2, 0, 0, 0)),
        [catch(ChartRow::F, Coin::Silver)]
    );
    // Each of rows A to E goes to one ship a phase.
    let mut taken = catching(2, 1, 1, 2);
    taken.rows_taken[1] = true;
    assert_eq!(
        refused(&taken, catch(ChartRow::B, Coin::Silver)),
        ("row-taken", "whaling-chart")
    );
    let next = play(&taken, catch(ChartRow::C, Coin::Copper));
    assert_eq!(next.rows_taken, [false; 5], "a new phase opens every row");
}

#[test]
fn rule_whaling_chart_a_row_taken_by_one_ship_is_closed_to_the_next_ship() {
    let mut state = table_game(&[]);
    at_sea(&mut state, 1, 4, 0);
    at_sea(&mut state, 0, 2, 1);
    let whaling = to_whaling(state);
    assert_eq!(whaling.phase, Phase::AwaitingToss { ship: ship(1, 0) });
    let next = play(
        &play(&whaling, toss(0, 2)),
        catch(ChartRow::B, Coin::Silver),
    );
    assert_eq!(next.rows_taken, [false, true, false, false, false]);
    let second = play(&next, toss(1, 2));
    assert_eq!(
        refused(&second, catch(ChartRow::B, Coin::Silver)),
        ("row-taken", "whaling-chart")
    );
    let done = play(&second, catch(ChartRow::C, Coin::Copper));
    assert_eq!(done.round, 2, "a Bowhead by the other row");
}

// End of the game and scoring

#[test]
fn rule_end_of_game_the_9th_building_ends_the_game_after_that_rounds_whaling() {
    let mut state = table_game(&[(Building::Office, 3)]);
    fill_town(&mut state, &[Building::Office], 1);
    assert_eq!(state.built.len(), 8);
    at_sea(&mut state, 0, 2, 1);
    let hall = play(&state, A::TownHall);
    let (ninth, events) = apply_events(&hall, SEAT0, build(Building::Office, 1, 1, Coin::Copper));
    assert!(events.contains(&NantucketEvent::EndTriggered));
    assert!(ninth.ending);
    assert_eq!(actor(&ninth), SEAT1, "the round is played out");
    let whaling = to_whaling(ninth);
    assert_eq!(whaling.phase, Phase::AwaitingToss { ship: ship(0, 0) });
    let aboard = whaling.players[0].ships[0];
    let held = whaling.players[0].supply;
    let over = finish_round(whaling);
    assert_eq!(over.phase, Phase::Over);
    assert_eq!(over.round, 1);
    assert!(over.players.iter().all(|p| p.ships.is_empty()));
    assert_eq!(
        over.players[0].supply,
        held.plus(aboard),
        "the ships were emptied into the supply"
    );
    assert!(RULES.to_act(&over).is_empty());
    assert_eq!(
        refused_by(&over, SEAT0, A::Warehouse),
        ("game-over", "end-of-game")
    );
    assert!(RULES.score(&over).is_final);
}

#[test]
fn rule_end_of_game_the_banks_copper_running_out_ends_it_and_what_is_owed_counts() {
    let mut state = table_game(&[(Building::GeneralStore, 2), (Building::Refinery, 3)]);
    built(&mut state, Building::GeneralStore, 1, Coin::Silver);
    built(&mut state, Building::Refinery, 1, Coin::Silver);
    let silver = state.bank.silver;
    leave_in_bank(&mut state, silver, 1, 1);
    let (store, events) = apply_events(&state, SEAT0, A::GeneralStore);
    assert_eq!(store.bank.copper, 0);
    assert!(store.ending);
    assert!(events.contains(&NantucketEvent::EndTriggered));
    // Copper coming back to the bank does not call the end off.
    let back = play(&store, A::Exchange);
    assert_eq!(back.bank.copper, 1);
    assert!(back.ending);
    assert_eq!(finish_round(back).phase, Phase::Over);
    // What the bank can no longer pay is owed and scores (rulings NT-02, NT-10).
    let store = play(&store, A::EndTurn);
    let supply_before = store.players[1].supply;
    let (refined, events) = apply_events(&store, SEAT1, A::Refinery);
    assert_eq!(refined.players[1].owed, Coins::new(0, 1));
    assert_eq!(refined.players[1].supply, supply_before);
    assert!(events.contains(&NantucketEvent::Owed {
        seat: 1,
        coins: Coins::new(0, 1)
    }));
    let over = finish_round(refined);
    assert_eq!(over.phase, Phase::Over);
    let sheet = RULES.score(&over);
    assert_eq!(
        sheet.players[1].categories["copper"],
        i64::from(over.players[1].supply.copper) + 1
    );
}

#[test]
fn rule_end_of_game_salvage_yard_counts_the_silver_at_sea_before_the_ships_are_emptied() {
    let mut state = table_game(&[
        (Building::SalvageYard, 4),
        (Building::Shipyard, 3),
        (Building::Tavern, 3),
    ]);
    built(&mut state, Building::SalvageYard, 0, Coin::Silver);
    fill_town(&mut state, &[Building::Tavern], 1);
    at_sea(&mut state, 0, 3, 1);
    at_sea(&mut state, 0, 1, 0);
    let ninth = play(
        &play(&state, A::TownHall),
        build(Building::Tavern, 3, 0, Coin::Silver),
    );
    assert!(ninth.ending);
    let over = finish_round(ninth);
    assert_eq!(over.phase, Phase::Over);
    // The 4-coin ship brought a Silver home from the Empty Sea: 2 Silver were left aboard.
    assert_eq!(over.final_ship_silver[0], 2);
    assert!(over.players[0].ships.is_empty());
    let sheet = RULES.score(&over);
    assert!(sheet.is_final);
    assert_eq!(points(&sheet, 0, "salvage-yard"), 2);
}

#[test]
fn rule_scoring_copper_buildings_and_bonus_points_through_the_score_sheet() {
    let mut state = game(&[
        (Building::Tavern, 3),
        (Building::Courthouse, 3),
        (Building::Schoolhouse, 3),
        (Building::Drydock, 3),
        (Building::Monument, 4),
        (Building::Mansion, 4),
        (Building::RowHouse, 4),
    ]);
    for (building, owner, marker) in [
        (Building::Tavern, 0, Coin::Copper),
        (Building::Monument, 0, Coin::Silver),
        (Building::Courthouse, 1, Coin::Silver),
        (Building::Schoolhouse, 1, Coin::Copper),
        (Building::Drydock, 1, Coin::Silver),
        (Building::Mansion, 1, Coin::Copper),
        (Building::RowHouse, 1, Coin::Silver),
    ] {
        built(&mut state, building, owner, marker);
    }
    supply(&mut state, 0, 3, 4);
    supply(&mut state, 1, 5, 2);
    state.players[0].owed = Coins::new(0, 1);
    state.phase = Phase::Over;
    state.ending = true;
    valid(&state);
    let sheet = RULES.score(&state);
    assert!(sheet.is_final);
    let heads = &sheet.players[0];
    // 4 Copper held and 1 owed; marker coins are not held (ruling NT-03).
    assert_eq!(heads.categories["copper"], 5);
    assert_eq!(heads.categories["buildings"], 2);
    assert_eq!(
        points(&sheet, 0, "monument"),
        3,
        "Copper markers: Heads' Tavern, Tails' Schoolhouse and Mansion"
    );
    assert_eq!(heads.total, 5 + 2 + 3);
    let tails = &sheet.players[1];
    assert_eq!(tails.categories["copper"], 2);
    assert_eq!(tails.categories["buildings"], 5);
    assert_eq!(points(&sheet, 1, "mansion"), 3);
    assert_eq!(
        points(&sheet, 1, "row-house"),
        1,
        "only the top row has both action lots built"
    );
    assert_eq!(tails.total, 2 + 5 + 3 + 1);
    assert_eq!(sheet.winners, [1]);
    // Level on points, the richer player wins.
    let mut level = state.clone();
    level.players[0].owed = Coins::default();
    supply(&mut level, 0, 0, 6);
    level.phase = Phase::Over;
    let sheet = RULES.score(&level);
    assert_eq!(sheet.players[0].total, sheet.players[1].total);
    assert_eq!(sheet.winners, [0]);
}

#[test]
fn rule_chance_table_mode_the_table_reports_tosses_with_binomial_odds() {
    let mut state = table_game(&[]);
    at_sea(&mut state, 0, 2, 1);
    let whaling = to_whaling(state);
    assert_eq!(actor(&whaling), Actor::Table);
    let outcomes = legal(&whaling);
    assert_eq!(
        outcomes.len(),
        2 * 3,
        "0-1 Copper heads by 0-2 Silver heads"
    );
    let choose = |n: u8, k: u8| -> f64 {
        if k == 0 || k == n {
            1.0
        } else {
            f64::from(n)
        }
    };
    let mut total = 0.0;
    for outcome in &outcomes {
        let A::Toss {
            copper_heads,
            silver_heads,
        } = *outcome
        else {
            panic!("unexpected {outcome:?}");
        };
        let expected = choose(1, copper_heads) * choose(2, silver_heads) / 8.0;
        let p = RULES.probability(&whaling, outcome).unwrap();
        assert!((p - expected).abs() < 1e-12, "{outcome:?}: {p}");
        total += p;
    }
    assert!((total - 1.0).abs() < 1e-12);
    for impossible in [toss(2, 0), toss(0, 3)] {
        assert_eq!(
            refused(&whaling, impossible),
            ("impossible-toss", "whaling-toss")
        );
    }
    assert_eq!(
        refused_by(&whaling, SEAT0, toss(0, 0)),
        ("not-your-turn", "turn-structure")
    );
    assert_eq!(
        refused(&whaling, A::Warehouse),
        ("wrong-phase", "chance-table-mode")
    );
    // Seeded, the same state and actions always give the same toss, and views hide the RNG.
    let mut seeded = game(&[]);
    at_sea(&mut seeded, 0, 2, 1);
    assert_eq!(to_whaling(seeded.clone()), to_whaling(seeded.clone()));
    assert!(seeded.rng.is_some());
    assert!(RULES.view(&seeded, None).rng.is_none());
}

#[test]
fn rule_building_tavern_turns_a_single_coin_in_the_phase_not_one_per_ship() {
    let mut state = table_game(&[(Building::Tavern, 2), (Building::Shipyard, 3)]);
    built(&mut state, Building::Tavern, 1, Coin::Silver);
    at_sea(&mut state, 0, 2, 0);
    at_sea(&mut state, 0, 0, 1);
    let whaling = to_whaling(play(&state, A::Tavern));
    assert_eq!(whaling.whaling, [ship(0, 0), ship(0, 1)]);
    let first = play(&whaling, toss(0, 0));
    let second = play(
        &first,
        A::Catch {
            row: ChartRow::D,
            tavern: Some(Coin::Silver),
            returned: Coin::Silver,
        },
    );
    let second = play(&second, toss(0, 0));
    assert_eq!(
        refused(
            &second,
            A::Catch {
                row: ChartRow::C,
                tavern: Some(Coin::Copper),
                returned: Coin::Copper
            }
        ),
        ("no-tavern", "building-tavern"),
        "the Tavern's one coin was turned on the first ship"
    );
}

#[test]
fn rule_bonus_buildings_a_mansion_marked_with_a_silver_is_an_impossible_state() {
    let mut state = game(&[(Building::Mansion, 4)]);
    built(&mut state, Building::Mansion, 0, Coin::Copper);
    let mut silver = state.clone();
    silver.built[0].marker = Coin::Silver;
    silver.bank = silver.bank.plus(Coins::new(0, 1)).minus(Coins::new(1, 0));
    assert_eq!(silver.all_coins(), Coins::new(24, 12));
    assert!(
        RULES.validate(&silver).is_err(),
        "a Copper-only lot is paid, and so marked, in Copper"
    );
}

#[test]
fn rule_end_of_game_a_full_town_or_an_empty_copper_bank_always_has_the_end_triggered() {
    let mut full = game(&[]);
    fill_town(&mut full, &[], 0);
    assert_eq!(full.built.len(), 9);
    full.ending = false;
    assert!(
        RULES.validate(&full).is_err(),
        "the 9th building triggers the end"
    );
    let mut dry = game(&[]);
    leave_in_bank(&mut dry, 18, 0, 1);
    dry.ending = false;
    assert!(
        RULES.validate(&dry).is_err(),
        "the bank's Copper running out triggers the end"
    );
}

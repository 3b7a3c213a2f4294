//! Setup, coins, the town cards, turns, the coin exchange, the anchored spaces and building in general.

use super::*;

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
    assert_eq!(state.all_coins(), Some(Coins::new(24, 12)));
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

/// Ruling NT-21: Copper alone pays only an even cost (no change, ruling NT-09), so a table's
/// town with an odd Copper-only cost, on any lot, is refused at setup naming that lot's cost.
#[test]
fn rule_town_cards_an_odd_copper_only_cost_is_refused_at_setup() {
    let mut cards = town(&[(Building::Tavern, 3), (Building::Mansion, 6)]);
    cards.rows[0][0].copper_only = true;
    assert_eq!(cards.rows[0][0].building, Building::Tavern);
    cards.bonus[0].cost = 5;
    assert_eq!(cards.bonus[0].building, Building::Mansion);
    match RULES.setup(2, &options(cards.clone()), 1, ChanceMode::Seeded) {
        Err(SetupError::Invalid(problems)) => {
            let fields: Vec<(&str, ViolationCode)> = problems
                .iter()
                .map(|p| (p.field.as_str(), p.code))
                .collect();
            assert_eq!(
                fields,
                [
                    ("options.town.rows[0][0].cost", ViolationCode::OutOfRange),
                    ("options.town.bonus[0].cost", ViolationCode::OutOfRange),
                ]
            );
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    // An even Copper-only cost on an action lot is accepted.
    cards.rows[0][0].cost = 4;
    cards.bonus[0].cost = 6;
    assert!(RULES
        .setup(2, &options(cards), 1, ChanceMode::Seeded)
        .is_ok());
}

/// A forged state whose Silver adds up past 255 (255 in the bank + 25 held) would wrap to the
/// box's 24 in `u8`; it is an impossible state through the JSON path, not a panic.
#[test]
fn rule_coins_a_forged_state_whose_coins_overflow_a_count_is_an_impossible_state() {
    use crate::core::play::{JsonRules, PlayError, Playable};
    let engine = JsonRules(RULES);
    let mut state = game(&[]);
    state.bank.silver = 255;
    state.players[0].supply.silver = 22;
    assert_eq!(
        u32::from(state.bank.silver)
            + u32::from(state.players[0].supply.silver)
            + u32::from(state.players[1].supply.silver),
        280,
        "280 wraps to 24 in a u8"
    );
    let json = serde_json::to_value(&state).unwrap();
    let action = serde_json::json!({"type": "warehouse"});
    let expect_refused = |result: Result<(), PlayError>| match result {
        Err(PlayError::ImpossibleState(problems)) => assert_eq!(
            problems
                .iter()
                .map(|p| (p.field.as_str(), p.code))
                .collect::<Vec<_>>(),
            [("bank", ViolationCode::TooManyPieces)]
        ),
        other => panic!("expected an impossible state, got {other:?}"),
    };
    expect_refused(engine.apply(&json, None, &action).map(|_| ()));
    expect_refused(engine.legal_actions(&json, None).map(|_| ()));
    expect_refused(engine.score(&json).map(|_| ()));
}

/// Coin counts in an action are added widened: 200 Silver and 100 Copper for the Lighthouse, or
/// a payment of 255 Silver plus coins from a ship, are refused, not summed past 255.
#[test]
fn rule_coins_huge_coin_counts_in_an_action_are_refused_not_wrapped() {
    let mut state = game(&[(Building::Lighthouse, 3), (Building::HarborOffice, 3)]);
    built(&mut state, Building::Lighthouse, 1, Coin::Silver);
    built(&mut state, Building::HarborOffice, 1, Coin::Silver);
    at_sea(&mut state, 0, 2, 0);
    assert_eq!(
        refused(
            &state,
            A::Lighthouse {
                ship: 0,
                silver: 200,
                copper: 100
            }
        ),
        ("cannot-afford", "building-lighthouse")
    );
    let office = play(&state, A::HarborOffice);
    assert_eq!(
        refused(
            &office,
            A::Build {
                building: Building::Tavern,
                silver: 255,
                copper: 0,
                marker: Coin::Silver,
                from_ship: Some(FromShip {
                    ship: 0,
                    silver: 1,
                    copper: 0
                }),
            }
        ),
        ("wrong-payment", "building-construction")
    );
}

/// Actions refuse unknown fields, on unit variants as on the others, through the JSON path.
#[test]
fn rule_turn_structure_an_action_with_an_unknown_field_is_malformed() {
    use crate::core::play::{JsonRules, PlayError, Playable};
    let engine = JsonRules(RULES);
    let json = serde_json::to_value(game(&[])).unwrap();
    for (action, field) in [
        (serde_json::json!({"type": "warehouse", "x": 1}), "x"),
        (
            serde_json::json!({"type": "dockyard", "silver": 1, "copper": 0, "extra": true}),
            "extra",
        ),
        (serde_json::json!({"type": "end-turn", "turn": 0}), "turn"),
    ] {
        match engine.apply(&json, None, &action) {
            Err(PlayError::Malformed(input)) => {
                assert_eq!(input.field, "action");
                assert!(
                    input.message.contains(&format!("unknown field `{field}`")),
                    "{}",
                    input.message
                );
            }
            other => panic!("{action} must be malformed, got {other:?}"),
        }
    }
    assert!(engine
        .apply(&json, None, &serde_json::json!({"type": "warehouse"}))
        .is_ok());
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

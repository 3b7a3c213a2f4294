//! Ships, the whaling order, tosses, the chart and table chance.

use super::*;

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

/// Ruling NT-24: a ship may take a lower open row than its toss allows, leaving the better
/// row open for the next ship.
#[test]
fn rule_whaling_chart_a_ship_may_take_a_lower_row_than_its_toss_allows() {
    let state = catching(0, 2, 2, 0);
    let options = legal(&state);
    for row in [ChartRow::A, ChartRow::C, ChartRow::F] {
        assert!(options.contains(&catch(row, Coin::Copper)), "row {row:?}");
    }
    let (next, events) = apply_events(&state, SEAT0, catch(ChartRow::C, Coin::Copper));
    assert!(events.contains(&NantucketEvent::Caught {
        seat: 0,
        row: ChartRow::C
    }));
    assert_eq!(
        next.players[0].supply,
        state.players[0].supply.plus(Coins::new(0, 2)),
        "a Bowhead's Copper and the Copper that came home"
    );
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

/// Rules `whaling-toss` and `build`: a ship's toss is chance and may not be taken back, even
/// when the seeded engine tosses inside a seat's action; a build may.
#[test]
fn rule_whaling_toss_a_toss_reveals_and_a_build_does_not() {
    use crate::core::play::{JsonRules, Playable};
    let engine = JsonRules(RULES);
    let logged = |events: &[NantucketEvent]| serde_json::to_value(events).unwrap();
    let built = NantucketEvent::Built {
        seat: 0,
        building: Building::Tavern,
        marker: Coin::Silver,
    };
    let tossed = NantucketEvent::Tossed {
        seat: 1,
        copper_heads: 1,
        silver_heads: 0,
    };
    assert!(!engine.reveals(SEAT0, &logged(&[built])));
    assert!(engine.reveals(SEAT0, &logged(&[NantucketEvent::EndTriggered, tossed])));
    assert!(engine.reveals(SEAT0, &logged(&[NantucketEvent::Flipped { seat: 0, heads: true }])));
}

//! Each action building of the three town rows.

use super::*;

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

/// Ruling NT-12: the coins taken come from one ship, so coins on two ships do not add up.
#[test]
fn rule_building_harbor_office_takes_coins_from_one_ship_not_two() {
    let mut state = game(&[
        (Building::HarborOffice, 3),
        (Building::Shipyard, 3),
        (Building::Tavern, 4),
    ]);
    let town = std::sync::Arc::make_mut(&mut state.town);
    for lot in town.rows.iter_mut().flatten() {
        lot.cost = 4;
    }
    for lot in &mut town.bonus {
        lot.cost = 6;
    }
    built(&mut state, Building::HarborOffice, 1, Coin::Silver);
    supply(&mut state, 0, 0, 0);
    at_sea(&mut state, 0, 2, 0);
    at_sea(&mut state, 0, 2, 0);
    assert_eq!(
        refused(&state, A::HarborOffice),
        ("cannot-perform", "building-harbor-office"),
        "$4 lies on two ships, but one ship gives at most $2 here"
    );
    supply(&mut state, 0, 2, 0);
    let office = play(&state, A::HarborOffice);
    let from = |ship| {
        Some(FromShip {
            ship,
            silver: 2,
            copper: 0,
        })
    };
    assert!(legal(&office).contains(&A::Build {
        building: Building::Tavern,
        silver: 2,
        copper: 0,
        marker: Coin::Silver,
        from_ship: from(1),
    }));
    let next = play(
        &office,
        A::Build {
            building: Building::Tavern,
            silver: 2,
            copper: 0,
            marker: Coin::Silver,
            from_ship: from(0),
        },
    );
    assert_eq!(next.players[0].ships, [Coins::new(2, 0)]);
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

/// Ruling NT-23: the new building's use is optional; skipped, it stays free for the round.
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

/// Ruling NT-21: a Copper-only action lot built with the Lumber Mill is marked with a Copper
/// from the bank, even while the bank has Silver; without a Copper in the bank it cannot be.
#[test]
fn rule_building_lumber_mill_marks_a_copper_only_lot_with_a_bank_copper() {
    let mut cards = town(&[(Building::LumberMill, 3), (Building::Tavern, 4)]);
    for lot in cards.rows.iter_mut().flatten() {
        if lot.building == Building::Tavern {
            lot.copper_only = true;
        }
    }
    let mut state = RULES
        .setup(2, &options(cards), 1, ChanceMode::Seeded)
        .unwrap();
    built(&mut state, Building::LumberMill, 1, Coin::Silver);
    let mill = play(&state, A::LumberMill);
    assert!(legal(&mill).contains(&build(Building::Tavern, 0, 0, Coin::Copper)));
    assert_eq!(
        refused(&mill, build(Building::Tavern, 0, 0, Coin::Silver)),
        ("wrong-payment", "building-lumber-mill")
    );
    let bank = mill.bank;
    let next = play(&mill, build(Building::Tavern, 0, 0, Coin::Copper));
    assert_eq!(next.built(Building::Tavern).unwrap().marker, Coin::Copper);
    assert_eq!(next.bank, Coins::new(bank.silver, bank.copper - 1));
    // No Copper left in the bank: that lot cannot be marked, the others still can.
    let mut dry = state.clone();
    leave_in_bank(&mut dry, 5, 0, 0);
    let mill = play(&dry, A::LumberMill);
    assert_eq!(
        refused(&mill, build(Building::Tavern, 0, 0, Coin::Copper)),
        ("bank-empty", "building-lumber-mill")
    );
    assert!(legal(&mill).iter().all(|a| !matches!(
        a,
        A::Build {
            building: Building::Tavern,
            ..
        }
    )));
    assert!(!legal(&mill).is_empty());
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

/// Ruling NT-25: with only the Town Square built it would pay nothing, so it is refused.
#[test]
fn rule_building_town_square_cannot_be_used_with_fewer_than_2_buildings_built() {
    let mut state = game(&[(Building::TownSquare, 3)]);
    built(&mut state, Building::TownSquare, 1, Coin::Silver);
    assert_eq!(
        refused(&state, A::TownSquare),
        ("cannot-perform", "building-town-square")
    );
    built(&mut state, Building::Tavern, 1, Coin::Silver);
    let next = play(&state, A::TownSquare);
    assert_eq!(next.players[0].supply, Coins::new(4, 1), "2 built: $1");
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

/// Ruling NT-22: the Shipyard needs a first ship at sea.
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
        "with no ship at sea the Shipyard cannot be used (ruling NT-22)"
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

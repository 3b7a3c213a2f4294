//! Bonus buildings, the end of the game and scoring.

use super::*;

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

/// Ruling NT-17: the Summer House bought with the Law Office before its builder's skipped turn
/// costs the buyer no turn, the builder still skips, and every state on the way validates
/// (`play` checks each one), through to the end of the game.
#[test]
fn rule_bonus_buildings_summer_house_bought_with_the_law_office_costs_the_buyer_no_turn() {
    let mut state = table_game(&[(Building::SummerHouse, 4), (Building::LawOffice, 3)]);
    built(&mut state, Building::LawOffice, 1, Coin::Silver);
    at_sea(&mut state, 0, 2, 0);
    supply(&mut state, 1, 2, 1);
    let summer = play(
        &play(&state, A::TownHall),
        build(Building::SummerHouse, 2, 1, Coin::Copper),
    );
    assert!(summer.players[0].skip_next_turn);
    assert_eq!(actor(&summer), SEAT1);
    let bought = play(
        &summer,
        A::LawOffice {
            building: Building::SummerHouse,
            silver: 2,
            copper: 1,
        },
    );
    assert_eq!(bought.built(Building::SummerHouse).unwrap().owner, 1);
    assert!(!bought.players[1].skip_next_turn, "the buyer skips nothing");
    assert!(
        bought.players[0].skip_next_turn,
        "the builder's skip is still to come"
    );
    let round2 = finish_round(end_turn(bought));
    assert_eq!((round2.round, round2.captain), (2, 1));
    assert_eq!(actor(&round2), SEAT1, "the buyer plays its turn");
    let skipped = end_turn(play(&round2, A::Warehouse));
    assert_eq!(
        skipped.phase,
        Phase::AwaitingToss { ship: ship(0, 0) },
        "the builder's turn is skipped"
    );
    let mut state = finish_round(skipped);
    assert_eq!((state.round, actor(&state)), (3, SEAT0));
    // Play on to the end: every state the engine produces passes its own validation.
    let mut step = 0usize;
    while state.phase != Phase::Over {
        let options = legal(&state);
        assert!(!options.is_empty(), "someone can always act");
        state = play(&state, options[step % options.len()]);
        step += 1;
        assert!(step < 5_000, "the game ends");
    }
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
fn rule_bonus_buildings_a_mansion_marked_with_a_silver_is_an_impossible_state() {
    let mut state = game(&[(Building::Mansion, 4)]);
    built(&mut state, Building::Mansion, 0, Coin::Copper);
    let mut silver = state.clone();
    silver.built[0].marker = Coin::Silver;
    silver.bank = silver.bank.plus(Coins::new(0, 1)).minus(Coins::new(1, 0));
    assert_eq!(silver.all_coins(), Some(Coins::new(24, 12)));
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

//! Rule `town-expansion-module`: the tiles' set-up, by random draw or the `buildings` option.

use super::*;

/// Rule `town-expansion-module` (ruling NB-30): with 2 players the draw takes 4 of the 8 base
/// and 4 of the 9 Town 2-player tiles and 2 + 2 victory tiles, the same for a seed in both chance
/// modes.
#[test]
fn rule_town_expansion_module_draws_4_and_4_two_player_tiles_and_2_and_2_victory_tiles_from_the_seed(
) {
    let mut sets = Vec::new();
    for seed in 1..=30 {
        let tiles = drawn_tiles(2, &town_only(), seed);
        assert_eq!(tiles.len(), 12, "seed {seed}: {tiles:?}");
        assert_eq!(count_in(&tiles, &BASE_TWO), 4, "seed {seed}");
        assert_eq!(count_in(&tiles, &TOWN_TWO), 4, "seed {seed}");
        assert_eq!(count_in(&tiles, &BASE_THREE_FOUR), 0, "seed {seed}");
        assert_eq!(count_in(&tiles, &TOWN_THREE_FOUR), 0, "seed {seed}");
        assert_eq!(count_in(&tiles, &BASE_VICTORY), 2, "seed {seed}");
        assert_eq!(count_in(&tiles, &TOWN_VICTORY), 2, "seed {seed}");
        assert_eq!(tiles, drawn_tiles(2, &town_only(), seed), "reproducible");
        let table = RULES
            .setup(2, &town_only(), seed, ChanceMode::Table)
            .unwrap();
        let table: Vec<Building> = table.buildings.iter().map(|s| s.building).collect();
        assert_eq!(
            table, tiles,
            "table chance draws the same tiles from the seed"
        );
        if !sets.contains(&tiles) {
            sets.push(tiles);
        }
    }
    assert!(sets.len() > 10, "the draw varies with the seed");
    let state = started_with(2, &town_only());
    valid(&state);
    assert!(state.town());
}

/// Rule `town-expansion-module` (rulings NB-30, NB-23): from 3 players the 3–4 piles add 4 base
/// and 4 Town tiles; the 5th Player Expansion's five tiles join on top of the 16 + 4.
#[test]
fn rule_town_expansion_module_adds_the_three_to_four_piles_and_the_fifth_player_tiles() {
    for players in [3, 4] {
        for seed in 1..=20 {
            let tiles = drawn_tiles(players, &town_only(), seed);
            assert_eq!(tiles.len(), 20);
            assert_eq!(count_in(&tiles, &BASE_TWO), 4);
            assert_eq!(count_in(&tiles, &TOWN_TWO), 4);
            assert_eq!(count_in(&tiles, &BASE_THREE_FOUR), 4);
            assert_eq!(count_in(&tiles, &TOWN_THREE_FOUR), 4);
            assert_eq!(count_in(&tiles, &BASE_VICTORY), 2);
            assert_eq!(count_in(&tiles, &TOWN_VICTORY), 2);
        }
    }
    let both = NewBedfordGameOptions {
        modules: vec![Module::Town, Module::FifthPlayer],
        ..NewBedfordGameOptions::default()
    };
    for players in [4, 5] {
        let state = RULES.setup(players, &both, 3, ChanceMode::Seeded).unwrap();
        let tiles: Vec<Building> = state.buildings.iter().map(|s| s.building).collect();
        assert_eq!(tiles.len(), 25, "{players} players");
        assert_eq!(count_in(&tiles, &Building::FIFTH_PLAYER), 5);
        assert_eq!(count_in(&tiles, &TOWN_THREE_FOUR), 4);
        valid(&state);
    }
    // Chosen: the 16 + 4 listed, the fifth-player tiles joining unlisted.
    let mut options = town_options(5, &[Building::Saltery]);
    options.modules.push(Module::FifthPlayer);
    let state = RULES.setup(5, &options, 1, ChanceMode::Seeded).unwrap();
    assert_eq!(state.buildings.len(), 25);
    assert!(state.slot(Building::Saltery).is_some());
    assert!(state.slot(Building::College).is_some());
    valid(&state);
}

/// Rule `town-expansion-module` (ruling NB-30): option `buildings` sets exactly the tiles
/// named, 8 + 4 for 2 players and 16 + 4 from 3, with or without the module (Town tiles need it).
#[test]
fn rule_town_expansion_module_buildings_option_sets_exactly_the_tiles_named() {
    let two = [
        Building::Bank,
        Building::Lighthouse,
        Building::Inn,
        Building::Courthouse,
        Building::Saltery,
        Building::Refinery,
        Building::Brewery,
        Building::MayorsHouse,
        Building::Mansion,
        Building::SeamensBethel,
        Building::Shanty,
        Building::Candleworks,
    ];
    let options = NewBedfordGameOptions {
        modules: vec![Module::Town],
        buildings: ids(&two),
        ..NewBedfordGameOptions::default()
    };
    let state = RULES.setup(2, &options, 1, ChanceMode::Seeded).unwrap();
    let mut tiles: Vec<Building> = state.buildings.iter().map(|s| s.building).collect();
    let mut expected = two.to_vec();
    tiles.sort_unstable_by_key(|&b| b as usize);
    expected.sort_unstable_by_key(|&b| b as usize);
    assert_eq!(tiles, expected);
    valid(&state);
    assert!(
        warnings(2, &options).is_empty(),
        "the Inn brings no warning"
    );
    // Without the module: base tiles only, any of them.
    let base = NewBedfordGameOptions {
        buildings: ids(&[
            Building::Bakery,
            Building::Brickyard,
            Building::Chandlery,
            Building::Cooperage,
            Building::Courthouse,
            Building::Inn,
            Building::Market,
            Building::PostOffice,
            Building::CountingHouse,
            Building::Mansion,
            Building::MunicipalOffice,
            Building::SeamensBethel,
        ]),
        ..NewBedfordGameOptions::default()
    };
    let state = RULES.setup(2, &base, 1, ChanceMode::Seeded).unwrap();
    assert!(state.slot(Building::PostOffice).is_some());
    assert!(state.slot(Building::Bank).is_none());
    assert!(!state.town());
    valid(&state);
    // 3 players: 16 + 4.
    let state = RULES
        .setup(3, &town_options(3, &[]), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(state.buildings.len(), 20);
}

/// Rule `town-expansion-module` (ruling NB-30): each bad entry of `buildings` is a field error
/// on `options.buildings[i]`; wrong counts are an error on `options.buildings`.
#[test]
fn rule_town_expansion_module_buildings_option_refuses_each_bad_entry_by_field() {
    let with = |modules: Vec<Module>, buildings: Vec<String>| NewBedfordGameOptions {
        modules,
        buildings,
        ..NewBedfordGameOptions::default()
    };
    let good = ids(&tile_set(2, &[Building::Saltery]));
    let mut unknown = good.clone();
    unknown[3] = "lighthouse-keeper".to_owned();
    assert_eq!(
        setup_problems(2, &with(vec![Module::Town], unknown)),
        [(
            "options.buildings[3]".to_owned(),
            ViolationCode::UnknownComponent
        )]
    );
    let mut twice = good.clone();
    twice[5] = twice[0].clone();
    assert_eq!(
        setup_problems(2, &with(vec![Module::Town], twice)),
        [(
            "options.buildings[5]".to_owned(),
            ViolationCode::DuplicateComponent
        )]
    );
    assert_eq!(
        setup_problems(2, &with(vec![], good.clone())),
        [(
            "options.buildings[0]".to_owned(),
            ViolationCode::ComponentNotInGame
        )],
        "the Saltery needs the town module"
    );
    let mut fifth = good.clone();
    fifth[1] = "almshouse".to_owned();
    assert_eq!(
        setup_problems(2, &with(vec![Module::Town, Module::FifthPlayer], fifth)),
        [(
            "options.buildings[1]".to_owned(),
            ViolationCode::ComponentNotInGame
        )],
        "a 5th Player tile joins with its module and is never listed"
    );
    let short = good[1..].to_vec();
    assert_eq!(
        setup_problems(2, &with(vec![Module::Town], short)),
        [("options.buildings".to_owned(), ViolationCode::OutOfRange)]
    );
    assert_eq!(
        setup_problems(3, &with(vec![Module::Town], good)),
        [("options.buildings".to_owned(), ViolationCode::OutOfRange)],
        "3 players use 16 + 4"
    );
}

/// Rule `town-expansion-module` (ruling NB-30): a 2-player set with the Fairhaven Bridge, the
/// Storehouse or the Chemist Shop is played, with a warning on `options.buildings` for each.
#[test]
fn rule_town_expansion_module_warns_about_the_bridge_storehouse_and_chemist_shop_with_2_players() {
    let advised_against = [
        Building::FairhavenBridge,
        Building::Storehouse,
        Building::ChemistShop,
    ];
    let options = town_options(2, &advised_against);
    let state = RULES.setup(2, &options, 1, ChanceMode::Seeded).unwrap();
    for building in advised_against {
        assert!(state.slot(building).is_some(), "{building:?} is played");
    }
    let advice = RULES.setup_warnings(2, &options);
    assert_eq!(
        advice
            .iter()
            .map(|w| (w.field.as_str(), w.code))
            .collect::<Vec<_>>(),
        [("options.buildings", ViolationCode::PlayerCount); 3]
    );
    for (warning, building) in advice.iter().zip(advised_against) {
        assert!(
            warning.message.contains(building.name()),
            "{}",
            warning.message
        );
    }
    assert!(
        warnings(3, &town_options(3, &advised_against)).is_empty(),
        "no advice from 3 players"
    );
    assert!(
        warnings(2, &town_options(2, &[Building::Inn, Building::PostOffice])).is_empty(),
        "the Inn and the Post Office bring none"
    );
}

/// Rule `town-expansion-module` (ruling NB-31): the draw takes the Publishing House only when at
/// least 3 tiles listed in `symbol_buildings` are already in the game.
#[test]
fn rule_town_expansion_module_draws_the_publishing_house_only_with_3_symbol_tiles_in_the_game() {
    for players in [2, 3] {
        for seed in 1..=150 {
            let tiles = drawn_tiles(players, &town_only(), seed);
            assert!(
                !tiles.contains(&Building::PublishingHouse),
                "never without symbols ({players} players, seed {seed})"
            );
        }
    }
    // Three 2-player base tiles bear the symbol: the Publishing House may come only with all 3.
    let symbols = [Building::Bank, Building::Lighthouse, Building::Wharf];
    let options = NewBedfordGameOptions {
        symbol_buildings: ids(&symbols),
        ..town_only()
    };
    let (mut with, mut all_three) = (0, 0);
    for seed in 1..=400 {
        let tiles = drawn_tiles(2, &options, seed);
        let in_game = count_in(&tiles, &symbols);
        if in_game == 3 {
            all_three += 1;
        }
        if tiles.contains(&Building::PublishingHouse) {
            with += 1;
            assert_eq!(in_game, 3, "seed {seed}: {tiles:?}");
        }
    }
    assert!(
        all_three > 0 && with > 0,
        "{all_three} draws, {with} with it"
    );
    assert!(
        with < all_three,
        "drawn among the Town victory tiles, not always"
    );
    // Every action tile bearing it: the Publishing House is in the pool every time.
    let everywhere = NewBedfordGameOptions {
        symbol_buildings: ids(&BASE_TWO),
        ..town_only()
    };
    let drawn = (1..=100)
        .filter(|&seed| drawn_tiles(2, &everywhere, seed).contains(&Building::PublishingHouse))
        .count();
    assert!((20..=60).contains(&drawn), "2 of 5 victory tiles: {drawn}");
}

/// Rule `town-expansion-module` (ruling NB-31): a chosen set with the Publishing House and fewer
/// than 3 symbol tiles in the game is played, with a warning.
#[test]
fn rule_town_expansion_module_warns_when_the_publishing_house_is_chosen_with_fewer_than_3_symbols()
{
    let mut options = town_options(2, &[Building::PublishingHouse]);
    assert!(RULES.setup(2, &options, 1, ChanceMode::Seeded).is_ok());
    assert_eq!(
        warnings(2, &options),
        [(
            "options.symbol_buildings".to_owned(),
            ViolationCode::MissingRequirement
        )]
    );
    options.symbol_buildings = ids(&[Building::Bank, Building::Lighthouse, Building::Saltery]);
    assert_eq!(
        warnings(2, &options).len(),
        1,
        "the Saltery is not in this set: 2 symbol tiles"
    );
    options.symbol_buildings = ids(&[Building::Bank, Building::Lighthouse, Building::Wharf]);
    assert!(warnings(2, &options).is_empty());
}

/// Rule `town-expansion-module` (ruling NB-31): the Publishing House scores its owner's built
/// tiles named in `symbol_buildings`, through the score sheet.
#[test]
fn rule_town_expansion_module_publishing_house_scores_its_owners_built_symbol_tiles() {
    let mut options = town_options(3, &[Building::PublishingHouse, Building::Saltery]);
    options.symbol_buildings = ids(&[Building::Bank, Building::Saltery, Building::Lighthouse]);
    let mut state = started_with(3, &options);
    for building in [
        Building::PublishingHouse,
        Building::Bank,
        Building::Saltery,
        Building::Wharf,
    ] {
        own(&mut state, 0, building);
    }
    own(&mut state, 1, Building::Lighthouse);
    valid(&state);
    // Seat 0: 4 buildings, 2 of them bearing the symbol (the Wharf does not).
    assert_eq!(bonus(&state, 0), (2, 4));
    assert_eq!(bonus(&state, 1), (0, 1), "only the owner's tiles count");
}

//! The Town Expansion: its set-up (random draw or the `buildings` option), each of its fifteen
//! action tiles, the Mayor and Bridge tokens, the tiles that act at movement and the victory
//! tiles, one test per rule.

use crate::core::errors::ViolationCode;
use crate::core::play::{ChanceMode, Rules, SetupError};

use super::super::super::state::{TokenSpot, WorkerSpot};
use super::super::super::town;
use super::super::super::{BuildingSlot, Ship};
use super::super::support::{everyone_takes_money, started_with, valid};
use super::*;
use crate::games::new_bedford::info::Module;

// The tiles by the mark on their back --------------------------------------------------------

const BASE_TWO: [Building; 8] = [
    Building::Bank,
    Building::DryDock,
    Building::Lighthouse,
    Building::LumberMill,
    Building::Schoolhouse,
    Building::Tavern,
    Building::Tryworks,
    Building::Wharf,
];
const BASE_THREE_FOUR: [Building; 8] = [
    Building::Bakery,
    Building::Brickyard,
    Building::Chandlery,
    Building::Cooperage,
    Building::Courthouse,
    Building::Inn,
    Building::Market,
    Building::PostOffice,
];
const BASE_VICTORY: [Building; 4] = [
    Building::CountingHouse,
    Building::Mansion,
    Building::MunicipalOffice,
    Building::SeamensBethel,
];
const TOWN_TWO: [Building; 9] = [
    Building::CaptainsHouse,
    Building::Coffeehouse,
    Building::Customhouse,
    Building::HarborOffice,
    Building::LoadingDock,
    Building::MayorsHouse,
    Building::Perfumery,
    Building::Refinery,
    Building::Saltery,
];
const TOWN_THREE_FOUR: [Building; 6] = [
    Building::Brewery,
    Building::ChemistShop,
    Building::Distillery,
    Building::FairhavenBridge,
    Building::Shipwright,
    Building::Storehouse,
];
const TOWN_VICTORY: [Building; 5] = [
    Building::Candleworks,
    Building::Dressmaker,
    Building::PublishingHouse,
    Building::SalvageYard,
    Building::Shanty,
];

/// The Bank (4 bricks) at its full price, as the Mayor's House and Harbor Office build.
const BANK_FULL_PRICE: A = A::Build {
    building: Building::Bank,
    wood: 0,
    food: 0,
    brick: 4,
};

/// The Bank with one brick left unpaid, as the Town Hall's bonus would allow.
const BANK_DISCOUNTED: A = A::Build {
    building: Building::Bank,
    wood: 0,
    food: 0,
    brick: 3,
};

// Helpers -------------------------------------------------------------------------------------

fn ids(tiles: &[Building]) -> Vec<String> {
    tiles.iter().map(|b| b.id().to_owned()).collect()
}

/// A set for `players` holding `wanted`, filled up to the base game's counts (8 + 4 for 2
/// players, 16 + 4 from 3) with base tiles, then Town tiles, in their printed order.
fn tile_set(players: u8, wanted: &[Building]) -> Vec<Building> {
    let (actions, victories) = if players <= 2 { (8, 4) } else { (16, 4) };
    let mut set: Vec<Building> = wanted.to_vec();
    let fill = BASE_TWO
        .into_iter()
        .chain(BASE_THREE_FOUR)
        .chain(TOWN_TWO)
        .chain(TOWN_THREE_FOUR);
    for building in fill {
        if set.iter().filter(|b| b.has_action()).count() == actions {
            break;
        }
        if !set.contains(&building) {
            set.push(building);
        }
    }
    for building in BASE_VICTORY.into_iter().chain(TOWN_VICTORY) {
        if set.iter().filter(|b| !b.has_action()).count() == victories {
            break;
        }
        if !set.contains(&building) {
            set.push(building);
        }
    }
    set
}

fn town_options(players: u8, wanted: &[Building]) -> NewBedfordGameOptions {
    NewBedfordGameOptions {
        modules: vec![Module::Town],
        buildings: ids(&tile_set(players, wanted)),
        ..NewBedfordGameOptions::default()
    }
}

/// A seeded Town game with `wanted` among its tiles, everyone holding $5.
fn town_game(players: u8, wanted: &[Building]) -> NewBedfordState {
    started_with(players, &town_options(players, wanted))
}

/// A 4-player game with the Town and 5th Player Expansions (for the College).
fn town_and_fifth(wanted: &[Building]) -> NewBedfordState {
    let mut options = town_options(4, wanted);
    options.modules.push(Module::FifthPlayer);
    started_with(4, &options)
}

/// [`started_with`] with table chance.
fn started_table(players: u8, options: &NewBedfordGameOptions) -> NewBedfordState {
    let mut state = RULES.setup(players, options, 1, ChanceMode::Table).unwrap();
    state = everyone_takes_money(state);
    state
}

fn drawn_tiles(players: u8, options: &NewBedfordGameOptions, seed: u64) -> Vec<Building> {
    RULES
        .setup(players, options, seed, ChanceMode::Seeded)
        .unwrap()
        .buildings
        .iter()
        .map(|slot| slot.building)
        .collect()
}

fn town_only() -> NewBedfordGameOptions {
    NewBedfordGameOptions {
        modules: vec![Module::Town],
        ..NewBedfordGameOptions::default()
    }
}

fn count_in(tiles: &[Building], pile: &[Building]) -> usize {
    tiles.iter().filter(|b| pile.contains(b)).count()
}

fn setup_problems(players: u8, options: &NewBedfordGameOptions) -> Vec<(String, ViolationCode)> {
    match RULES.setup(players, options, 1, ChanceMode::Seeded) {
        Err(SetupError::Invalid(problems)) => {
            problems.into_iter().map(|p| (p.field, p.code)).collect()
        }
        other => panic!("refused, got {other:?}"),
    }
}

fn warnings(players: u8, options: &NewBedfordGameOptions) -> Vec<(String, ViolationCode)> {
    RULES
        .setup_warnings(players, options)
        .into_iter()
        .map(|w| (w.field, w.code))
        .collect()
}

/// The message a refusal carries to clients.
fn message(state: &NewBedfordState, action: A) -> String {
    RULES
        .apply(state, actor(state), &action)
        .expect_err("must be refused")
        .to_string()
}

/// Plays Farm for every placement left in this round's placement and Inn phases, stopping at
/// movement (or whatever follows it).
fn place_farms(mut state: NewBedfordState) -> NewBedfordState {
    let round = state.round;
    while state.round == round
        && matches!(
            state.phase,
            Phase::Actions { step: None, .. } | Phase::Inn { step: None, .. }
        )
    {
        state = play(&state, A::Farm);
    }
    state
}

/// Passes every whaling choice of this phase.
fn pass_whaling(mut state: NewBedfordState) -> NewBedfordState {
    while state.phase == Phase::Whaling {
        state = play(&state, A::PassWhaling);
    }
    state
}

fn step(state: &NewBedfordState) -> Option<Step> {
    match state.phase {
        Phase::Actions { step, .. } | Phase::Inn { step, .. } => step,
        _ => None,
    }
}

fn returning(state: &NewBedfordState) -> Option<ShipRef> {
    match state.phase {
        Phase::Returning {
            ship, sale: None, ..
        } => Some(ship),
        _ => None,
    }
}

fn ship(seat: u8, ship: u8) -> ShipRef {
    ShipRef { seat, ship }
}

fn location(state: &NewBedfordState, seat: u8, ship: u8) -> ShipLocation {
    state.players[usize::from(seat)].ships[usize::from(ship)].location
}

fn dock(state: &mut NewBedfordState, seat: u8, ship: u8) {
    state.players[usize::from(seat)].ships[usize::from(ship)].location = ShipLocation::Dock;
}

/// Keeps whales as if bought: out of the bag, into the seat's supply.
fn kept(state: &mut NewBedfordState, seat: u8, whales: Whales) {
    state.bag = state
        .bag
        .minus(Tokens {
            right: whales.right,
            bowhead: whales.bowhead,
            sperm: whales.sperm,
            empty: 0,
        })
        .unwrap();
    state.players[usize::from(seat)].whales = whales;
}

fn bonus(state: &NewBedfordState, seat: usize) -> (i64, i64) {
    let sheet = RULES.score(state);
    let categories = &sheet.players[seat].categories;
    (categories["bonus"], categories["buildings"])
}

// town-expansion-module -----------------------------------------------------------------------

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

// Captain's House ------------------------------------------------------------------------------

/// Rule `building-captains-house` (ruling NB-35): a ship at sea goes to the Return space, whales
/// aboard, for as much food as its space; the ships behind it move up.
#[test]
fn rule_building_captains_house_sends_a_ship_to_return_for_food_equal_to_its_space() {
    let mut state = town_game(3, &[Building::CaptainsHouse]);
    own(&mut state, 0, Building::CaptainsHouse);
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 3, 1, Whales::default());
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    assert_eq!(
        location(&state, 0, 0),
        ShipLocation::Return {
            rank: 0,
            prepared: true,
        }
    );
    assert_eq!(state.players[0].food, 3);
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 0, 0));
    assert_eq!(
        location(&state, 1, 0),
        ShipLocation::Sea { space: 3, rank: 0 }
    );
}

/// Rule `building-captains-house` (ruling NB-35): only a ship at sea; once in Return it is no
/// longer at sea and nothing moves it again.
#[test]
fn rule_building_captains_house_refuses_a_ship_not_at_sea() {
    let mut state = town_game(3, &[Building::CaptainsHouse, Building::Saltery]);
    own(&mut state, 0, Building::CaptainsHouse);
    own(&mut state, 0, Building::Saltery);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    assert_eq!(
        refused(&state, A::CaptainsHouse { ship: 1 }),
        ("cannot-perform", "building-captains-house")
    );
    assert_eq!(
        message(&state, A::CaptainsHouse { ship: 1 }),
        "that ship is not at sea"
    );
    dock(&mut state, 0, 1);
    assert_eq!(
        refused(&state, A::CaptainsHouse { ship: 1 }),
        ("cannot-perform", "building-captains-house")
    );
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    let state = play(&play(&state, A::Farm), A::Farm);
    assert_eq!(
        refused(&state, A::Saltery { ship: 0, spaces: 1 }),
        ("cannot-perform", "building-saltery")
    );
}

/// Rule `building-captains-house` (ruling NB-35): at movement the ship in Return comes in before
/// the ships from space 1, is unloaded as usual and waits on the dock prepared; it takes no whale.
#[test]
fn rule_building_captains_house_ship_returns_first_at_movement_then_waits_on_the_dock() {
    let mut state = town_game(3, &[Building::CaptainsHouse]);
    own(&mut state, 0, Building::CaptainsHouse);
    at_sea(&mut state, 1, 1, 1, 0, whales(0, 1, 0));
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    let state = place_farms(state);
    assert_eq!(returning(&state), Some(ship(0, 0)), "the Return ship first");
    assert_eq!(state.return_queue, [ship(1, 1)]);
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(state.players[0].whales, whales(1, 0, 0));
    assert_eq!(location(&state, 0, 0), ShipLocation::Dock, "prepared");
    assert_eq!(returning(&state), Some(ship(1, 1)));
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(location(&state, 1, 1), ShipLocation::Home);
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(
        state.whaling_order,
        [ship(1, 0)],
        "the ship on the dock does not whale"
    );
    let state = pass_whaling(state);
    assert_eq!(state.round, 2);
    assert_eq!(location(&state, 0, 0), ShipLocation::Dock);
    assert_eq!(state.players[0].ships[0].cargo, Whales::default());
}

/// Rule `building-captains-house` (rulings NB-35, NB-25): several ships in the Return space come
/// in in the order they were sent, here by the Captain's House and then through the College.
#[test]
fn rule_building_captains_house_ships_in_return_come_in_in_the_order_sent() {
    let mut state = town_and_fifth(&[Building::CaptainsHouse]);
    own(&mut state, 2, Building::CaptainsHouse);
    own(&mut state, 3, Building::College);
    at_sea(&mut state, 3, 0, 1, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 2, 0, whales(1, 0, 0));
    at_sea(&mut state, 0, 1, 5, 0, whales(1, 0, 0));
    let state = play(&state, A::CaptainsHouse { ship: 1 });
    let state = play(
        &state,
        A::College {
            building: Building::CaptainsHouse,
        },
    );
    let state = play(&state, A::CaptainsHouse { ship: 0 });
    assert_eq!(
        location(&state, 0, 1),
        ShipLocation::Return {
            rank: 0,
            prepared: true,
        }
    );
    assert_eq!(
        location(&state, 1, 0),
        ShipLocation::Return {
            rank: 1,
            prepared: true,
        }
    );
    assert_eq!((state.players[0].food, state.players[1].food), (5, 2));
    let state = place_farms(state);
    assert_eq!(returning(&state), Some(ship(0, 1)));
    assert_eq!(state.return_queue, [ship(1, 0), ship(3, 0)]);
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(returning(&state), Some(ship(1, 0)));
    // Seat 1 paid $3 in College fees and keeps its Right Whale with its last $2.
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(returning(&state), Some(ship(3, 0)), "space 1 last");
    assert_eq!(
        (location(&state, 0, 1), location(&state, 1, 0)),
        (ShipLocation::Dock, ShipLocation::Dock)
    );
}

// Coffeehouse ----------------------------------------------------------------------------------

/// A Coffeehouse game whose bag holds whales only, so that any draw has one.
fn coffeehouse_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::Coffeehouse]);
    own(&mut state, 0, Building::Coffeehouse);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    state.removed.empty = state.bag.empty;
    state.bag.empty = 0;
    state
}

/// Rule `building-coffeehouse` (ruling NB-36): seeded chance draws 2 tokens; one whale among
/// them goes on a ship at sea and the other goes straight back into the bag.
#[test]
fn rule_building_coffeehouse_draws_2_and_loads_one_whale_onto_a_ship_at_sea() {
    let state = coffeehouse_game();
    let bag = state.bag;
    let state = play(&state, A::Coffeehouse);
    let Some(Step::Coffeehouse { drawn: Some(drawn) }) = step(&state) else {
        panic!("the seat chooses: {:?}", state.phase);
    };
    assert_eq!(drawn.total(), 2);
    assert_eq!(
        state.bag.total(),
        bag.total() - 2,
        "out of the bag meanwhile"
    );
    let whale = WhaleKind::ALL
        .into_iter()
        .find(|&kind| drawn.whales().get(kind) > 0)
        .unwrap();
    assert!(legal(&state).contains(&A::CoffeehouseDecline));
    assert_eq!(
        refused(&state, A::CoffeehouseTake { ship: 1, whale }),
        ("cannot-perform", "building-coffeehouse"),
        "ship 1 is at home"
    );
    if let Some(missing) = WhaleKind::ALL
        .into_iter()
        .find(|&kind| drawn.whales().get(kind) == 0)
    {
        assert_eq!(
            refused(
                &state,
                A::CoffeehouseTake {
                    ship: 0,
                    whale: missing
                }
            ),
            ("not-drawn", "building-coffeehouse")
        );
    }
    let after = play(&state, A::CoffeehouseTake { ship: 0, whale });
    assert_eq!(after.players[0].ships[0].cargo.get(whale), 1);
    assert_eq!(
        after.bag.total(),
        bag.total() - 1,
        "the other token is back"
    );
    assert_eq!(after.bag, bag.minus(Tokens::one(whale)).unwrap());
    assert_eq!(step(&after), None);
    assert_eq!(actor(&after), Actor::Seat(1));
}

/// Rule `building-coffeehouse` (ruling NB-36): declining puts both tokens back.
#[test]
fn rule_building_coffeehouse_decline_returns_both_tokens_to_the_bag() {
    let state = coffeehouse_game();
    let bag = state.bag;
    let state = play(&play(&state, A::Coffeehouse), A::CoffeehouseDecline);
    assert_eq!(state.bag, bag);
    assert_eq!(state.players[0].ships[0].cargo, Whales::default());
}

/// Rule `building-coffeehouse` (ruling NB-36): refused without a ship at sea or without a whale
/// in the bag.
#[test]
fn rule_building_coffeehouse_refused_without_a_ship_at_sea_or_a_whale_in_the_bag() {
    let mut state = town_game(3, &[Building::Coffeehouse]);
    own(&mut state, 0, Building::Coffeehouse);
    dock(&mut state, 0, 0);
    assert_eq!(
        refused(&state, A::Coffeehouse),
        ("cannot-perform", "building-coffeehouse")
    );
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    assert!(legal(&state).contains(&A::Coffeehouse));
    let bag = state.bag;
    state.removed = state.removed.plus(Tokens { empty: 0, ..bag });
    state.bag = Tokens {
        empty: bag.empty,
        ..Tokens::default()
    };
    assert_eq!(
        refused(&state, A::Coffeehouse),
        ("cannot-perform", "building-coffeehouse"),
        "only Empty Sea left"
    );
}

/// Rule `building-coffeehouse` (ruling NB-36, `chance-table-mode`): the table reports the draw,
/// offered with probabilities summing to 1; then the seat chooses. A draw without a whale goes
/// straight back.
#[test]
fn rule_building_coffeehouse_table_reports_the_draw_then_the_seat_chooses() {
    let mut state = started_table(3, &town_options(3, &[Building::Coffeehouse]));
    own(&mut state, 0, Building::Coffeehouse);
    at_sea(&mut state, 0, 1, 5, 0, Whales::default());
    let bag = state.bag;
    let state = play(&state, A::Coffeehouse);
    assert_eq!(step(&state), Some(Step::Coffeehouse { drawn: None }));
    assert_eq!(actor(&state), Actor::Table);
    let draws = legal(&state);
    assert!(draws.iter().all(|a| matches!(a, A::Draw { .. })));
    assert!(draws.iter().all(|a| matches!(
        *a,
        A::Draw { right, bowhead, sperm, empty } if right + bowhead + sperm + empty == 2
    )));
    let total: f64 = draws
        .iter()
        .map(|a| RULES.probability(&state, a).unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    let report = A::Draw {
        right: 1,
        bowhead: 1,
        sperm: 0,
        empty: 0,
    };
    let chose = play(&state, report);
    assert_eq!(
        step(&chose),
        Some(Step::Coffeehouse {
            drawn: Some(Tokens {
                right: 1,
                bowhead: 1,
                sperm: 0,
                empty: 0
            })
        })
    );
    assert_eq!(actor(&chose), Actor::Seat(0));
    let chose = play(
        &chose,
        A::CoffeehouseTake {
            ship: 1,
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(chose.players[0].ships[1].cargo, whales(0, 1, 0));
    assert_eq!(
        chose.bag,
        bag.minus(Tokens::one(WhaleKind::Bowhead)).unwrap(),
        "the Right Whale went back"
    );
    // A bag holding one token draws it alone.
    let mut short = started_table(3, &town_options(3, &[Building::Coffeehouse]));
    own(&mut short, 0, Building::Coffeehouse);
    at_sea(&mut short, 0, 0, 2, 0, Whales::default());
    short.removed = short.bag.minus(Tokens::one(WhaleKind::Sperm)).unwrap();
    short.bag = Tokens::one(WhaleKind::Sperm);
    let short = play(&short, A::Coffeehouse);
    let only = A::Draw {
        right: 0,
        bowhead: 0,
        sperm: 1,
        empty: 0,
    };
    assert_eq!(legal(&short), [only]);
    assert_eq!(RULES.probability(&short, &only), Some(1.0));
    // Two Empty Seas: nothing to choose, both back at once.
    let empty = play(
        &state,
        A::Draw {
            right: 0,
            bowhead: 0,
            sperm: 0,
            empty: 2,
        },
    );
    assert_eq!(empty.bag, bag);
    assert_eq!(actor(&empty), Actor::Seat(1));
}

// Customhouse ----------------------------------------------------------------------------------

/// Rule `building-customhouse` (ruling NB-33): nothing at once; at movement $4, $6 or $10 for 1,
/// 2 or 3 or more returning ships of any player, those in the Captain's House Return included.
#[test]
fn rule_building_customhouse_pays_4_6_or_10_for_the_ships_returning_at_movement() {
    let ships = [ship(1, 0), ship(2, 0), ship(1, 1), ship(2, 1)];
    for (returning, income) in [(0, 0), (1, 4), (2, 6), (3, 10), (4, 10)] {
        let mut state = town_game(3, &[Building::Customhouse]);
        own(&mut state, 0, Building::Customhouse);
        for (rank, s) in ships.iter().take(returning.min(3)).enumerate() {
            at_sea(
                &mut state,
                s.seat,
                s.ship,
                1,
                u8::try_from(rank).unwrap(),
                Whales::default(),
            );
        }
        if returning == 4 {
            state.players[2].ships[1].location = ShipLocation::Return {
                rank: 0,
                prepared: true,
            };
        }
        let state = play(&state, A::Customhouse);
        assert_eq!(state.players[0].money, 5, "nothing at once");
        let state = place_farms(state);
        assert_eq!(state.round, 2);
        assert_eq!(
            state.players[0].money,
            5 + income,
            "{returning} ships returning"
        );
    }
}

/// Rules `building-customhouse` and `town-lasting-actions` (rulings NB-33, NB-15): a worker
/// the Inn picked up has left, and the Customhouse pays nothing.
#[test]
fn rule_building_customhouse_pays_nothing_once_the_inn_lifted_the_worker() {
    let mut state = town_game(3, &[Building::Customhouse, Building::Inn]);
    own(&mut state, 0, Building::Customhouse);
    own(&mut state, 0, Building::Inn);
    at_sea(&mut state, 1, 0, 1, 0, Whales::default());
    let state = play(&state, A::Customhouse);
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Inn);
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Inn { seat: 0, .. }));
    let state = place_farms(state);
    assert_eq!(state.round, 2);
    assert_eq!(state.players[0].money, 5);
}

/// Rule `town-lasting-actions` (rulings NB-33, NB-34): the Customhouse and the Refinery act in
/// round 12's own movement, but not in the final movements after it.
#[test]
fn rule_town_lasting_actions_work_in_round_12s_movement_but_not_in_the_final_movements() {
    let mut state = town_game(3, &[Building::Customhouse, Building::Refinery]);
    own(&mut state, 0, Building::Customhouse);
    own(&mut state, 1, Building::Refinery);
    state.round = 12;
    at_sea(&mut state, 2, 0, 1, 0, Whales::default());
    at_sea(&mut state, 1, 0, 1, 1, whales(0, 1, 0));
    at_sea(&mut state, 1, 1, 2, 0, whales(0, 0, 1));
    let state = play(&state, A::Customhouse);
    let state = play(&state, A::Refinery { whale: None });
    let state = place_farms(state);
    assert_eq!(
        state.players[0].money,
        5 + 6,
        "2 ships in round 12's movement"
    );
    assert_eq!(returning(&state), Some(ship(1, 0)));
    let state = play(
        &state,
        A::RefineWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].money, 5 + 8);
    let state = pass_whaling(state);
    assert!(matches!(
        state.phase,
        Phase::Returning {
            final_voyage: true,
            ..
        }
    ));
    assert_eq!(returning(&state), Some(ship(1, 1)));
    assert_eq!(
        refused(
            &state,
            A::RefineWhale {
                whale: WhaleKind::Sperm
            }
        ),
        ("cannot-perform", "building-refinery")
    );
    assert_eq!(state.players[0].money, 5 + 6, "no Customhouse income now");
    assert!(!state.refinery_sold, "cleared at the end of round 12");
    assert_eq!((state.mayor, state.bridge), (None, None));
}

// Harbor Office --------------------------------------------------------------------------------

fn harbor_office_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::HarborOffice]);
    own(&mut state, 0, Building::HarborOffice);
    dock(&mut state, 0, 0);
    state
}

/// Rule `building-harbor-office` (ruling NB-42): launch at the space's full food cost, then sell
/// at least one good at General Store prices.
#[test]
fn rule_building_harbor_office_launches_at_full_food_cost_then_must_sell() {
    let mut state = harbor_office_game();
    state.players[0].food = 3;
    state.players[0].wood = 1;
    let state = play(&state, A::HarborOffice { ship: 0, space: 3 });
    assert_eq!(
        location(&state, 0, 0),
        ShipLocation::Sea { space: 3, rank: 0 }
    );
    assert_eq!(state.players[0].food, 0, "no first-worker discount");
    assert_eq!(step(&state), Some(Step::HarborOffice));
    assert_eq!(
        refused(&state, A::StopSelling),
        ("must-sell", "building-harbor-office")
    );
    assert!(!legal(&state).iter().any(|a| matches!(a, A::Build { .. })));
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(state.players[0].money, 6, "General Store price, no bonus");
    assert_eq!(actor(&state), Actor::Seat(1));
}

/// Rule `building-harbor-office` (ruling NB-42): or build at the tile's full cost.
#[test]
fn rule_building_harbor_office_launches_then_builds_at_full_cost() {
    let mut state = harbor_office_game();
    state.players[0].food = 2;
    state.players[0].brick = 4;
    let state = play(&state, A::HarborOffice { ship: 0, space: 2 });
    assert_eq!(
        refused(&state, BANK_DISCOUNTED),
        ("wrong-payment", "building-construction")
    );
    let state = play(&state, BANK_FULL_PRICE);
    assert!(state.owns(0, Building::Bank));
    assert_eq!(state.players[0].brick, 0);
    assert_eq!(actor(&state), Actor::Seat(1));
}

/// Rule `building-harbor-office` (ruling NB-42): refused when no good would be left after the
/// launch, or when the launch itself cannot be paid.
#[test]
fn rule_building_harbor_office_refused_when_no_good_would_be_left() {
    let mut state = harbor_office_game();
    state.players[0].food = 3;
    assert_eq!(
        refused(&state, A::HarborOffice { ship: 0, space: 3 }),
        ("cannot-perform", "building-harbor-office")
    );
    assert!(legal(&state).contains(&A::HarborOffice { ship: 0, space: 2 }));
    assert_eq!(
        refused(&state, A::HarborOffice { ship: 0, space: 4 }),
        ("cannot-afford", "building-harbor-office")
    );
    assert_eq!(
        refused(&state, A::HarborOffice { ship: 1, space: 1 }),
        ("cannot-perform", "building-harbor-office"),
        "ship 1 is not on the dock"
    );
}

// Loading Dock ---------------------------------------------------------------------------------

fn loading_dock_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::LoadingDock]);
    own(&mut state, 0, Building::LoadingDock);
    at_sea(&mut state, 0, 0, 2, 0, whales(2, 1, 0));
    at_sea(&mut state, 0, 1, 4, 0, whales(0, 0, 1));
    state
}

/// Rule `building-loading-dock` (ruling NB-37): up to 3 whales move, $1 each; a kind that moved
/// one way cannot go back.
#[test]
fn rule_building_loading_dock_moves_up_to_3_whales_for_1_dollar_each_one_way_per_kind() {
    let state = play(&loading_dock_game(), A::LoadingDock);
    assert_eq!(
        refused(&state, A::StopSelling),
        ("wrong-phase", "building-loading-dock")
    );
    let right_to_1 = A::ShiftWhale {
        ship: 1,
        whale: WhaleKind::Right,
    };
    let state = play(&state, right_to_1);
    assert_eq!(state.players[0].money, 6);
    assert_eq!(
        refused(
            &state,
            A::ShiftWhale {
                ship: 0,
                whale: WhaleKind::Right
            }
        ),
        ("cannot-perform", "building-loading-dock")
    );
    let state = play(
        &state,
        A::ShiftWhale {
            ship: 0,
            whale: WhaleKind::Sperm,
        },
    );
    let state = play(&state, right_to_1);
    assert_eq!(state.players[0].money, 8);
    assert_eq!(state.players[0].ships[0].cargo, whales(0, 1, 1));
    assert_eq!(state.players[0].ships[1].cargo, whales(2, 0, 0));
    assert_eq!(step(&state), None, "3 moved: done");
    assert_eq!(actor(&state), Actor::Seat(1));
}

/// Rule `building-loading-dock` (ruling NB-37): at least one whale moves before stopping, only
/// whales the other ship carries, and both ships must be at sea.
#[test]
fn rule_building_loading_dock_must_move_one_and_needs_both_ships_at_sea() {
    let state = play(&loading_dock_game(), A::LoadingDock);
    assert_eq!(
        refused(&state, A::StopShifting),
        ("must-sell", "building-loading-dock")
    );
    assert_eq!(
        refused(
            &state,
            A::ShiftWhale {
                ship: 0,
                whale: WhaleKind::Bowhead
            }
        ),
        ("not-on-ship", "building-loading-dock")
    );
    let state = play(
        &state,
        A::ShiftWhale {
            ship: 0,
            whale: WhaleKind::Sperm,
        },
    );
    let state = play(&state, A::StopShifting);
    assert_eq!(state.players[0].money, 6);
    assert_eq!(actor(&state), Actor::Seat(1));
    let mut home = loading_dock_game();
    let cargo = home.players[0].ships[1].cargo;
    home.players[0].ships[1] = Ship::HOME;
    home.bag = home.bag.plus(Tokens {
        right: cargo.right,
        bowhead: cargo.bowhead,
        sperm: cargo.sperm,
        empty: 0,
    });
    assert_eq!(
        refused(&home, A::LoadingDock),
        ("cannot-perform", "building-loading-dock")
    );
    let mut empty = town_game(3, &[Building::LoadingDock]);
    own(&mut empty, 0, Building::LoadingDock);
    at_sea(&mut empty, 0, 0, 2, 0, Whales::default());
    at_sea(&mut empty, 0, 1, 3, 0, Whales::default());
    assert_eq!(
        refused(&empty, A::LoadingDock),
        ("cannot-perform", "building-loading-dock"),
        "no whale aboard either ship"
    );
    let mut sent = loading_dock_game();
    sent.players[0].ships[1].location = ShipLocation::Return {
        rank: 0,
        prepared: true,
    };
    assert_eq!(
        refused(&sent, A::LoadingDock),
        ("cannot-perform", "building-loading-dock"),
        "a ship in the Return space is not at sea"
    );
}

// Mayor's House --------------------------------------------------------------------------------

/// Rule `building-mayors-house` (ruling NB-32): build at full price, then the Mayor token stands
/// on the new tile and its action must be taken, with no fee.
#[test]
fn rule_building_mayors_house_builds_at_full_price_then_the_mayor_uses_the_new_tile() {
    let mut state = town_game(3, &[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].brick = 4;
    let state = play(&state, A::MayorsHouse);
    assert_eq!(
        step(&state),
        Some(Step::Building {
            site: BuildSite::MayorsHouse
        })
    );
    assert_eq!(
        refused(&state, BANK_DISCOUNTED),
        ("wrong-payment", "building-construction")
    );
    let state = play(&state, BANK_FULL_PRICE);
    assert!(state.owns(0, Building::Bank));
    assert_eq!(
        state.mayor,
        Some(TokenSpot {
            seat: 0,
            building: Building::Bank
        })
    );
    assert_eq!(
        step(&state),
        Some(Step::Mayor {
            building: Building::Bank
        })
    );
    assert_eq!(legal(&state), [A::Bank]);
    assert_eq!(
        refused(&state, A::Farm),
        ("wrong-phase", "building-mayors-house")
    );
    let state = play(&state, A::Bank);
    assert_eq!(state.players[0].money, 10);
    assert_eq!(
        state.players[0].workers[0],
        Some(WorkerSpot::Building(Building::MayorsHouse)),
        "the worker stays on the Mayor's House"
    );
    assert_eq!(actor(&state), Actor::Seat(1));
    // Nothing to build: refused under the tile's own rule.
    let mut poor = town_game(3, &[Building::MayorsHouse]);
    own(&mut poor, 0, Building::MayorsHouse);
    assert_eq!(
        refused(&poor, A::MayorsHouse),
        ("cannot-perform", "building-mayors-house")
    );
    // The token leaves at the end of round.
    let next = finish_round(state);
    assert_eq!(next.mayor, None);
    assert_eq!(next.slot(Building::Bank).unwrap().used_by, None);
}

/// Rule `building-mayors-house` (rulings NB-32, NB-25): the tile under the Mayor token is
/// occupied for everybody else, though the College may use it as it would a worker's.
#[test]
fn rule_building_mayors_house_token_occupies_the_tile_but_the_college_may_use_it() {
    let mut state = town_and_fifth(&[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    own(&mut state, 1, Building::College);
    state.players[0].brick = 4;
    let state = play(&state, A::MayorsHouse);
    let state = play(&state, BANK_FULL_PRICE);
    let state = play(&state, A::Bank);
    assert_eq!(
        refused(&state, A::Bank),
        ("building-occupied", "building-use")
    );
    let state = play(
        &state,
        A::College {
            building: Building::Bank,
        },
    );
    let state = play(&state, A::Bank);
    // The occupant who owns the Bank gets $2 (NB-25).
    assert_eq!(state.players[1].money, 5 - 2 + 5);
    assert_eq!(state.players[0].money, 5 + 5 + 2);
}

/// Rule `building-mayors-house` (ruling NB-32): on a victory tile, or with an action that
/// cannot be carried out, the turn ends and the token stays on the tile.
#[test]
fn rule_building_mayors_house_ends_the_turn_on_a_victory_tile_or_an_unusable_action() {
    let mut state = town_game(3, &[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].wood = 3;
    state.players[0].food = 2;
    state.players[0].brick = 1;
    let state = play(&state, A::MayorsHouse);
    let victory = play(
        &state,
        A::Build {
            building: Building::CountingHouse,
            wood: 3,
            food: 2,
            brick: 0,
        },
    );
    assert_eq!(step(&victory), None);
    assert_eq!(actor(&victory), Actor::Seat(1));
    assert_eq!(
        victory.mayor,
        Some(TokenSpot {
            seat: 0,
            building: Building::CountingHouse
        })
    );
    // The Lumber Mill with no wood left to sell: nothing to take.
    let unusable = play(
        &state,
        A::Build {
            building: Building::LumberMill,
            wood: 3,
            food: 0,
            brick: 1,
        },
    );
    assert_eq!(step(&unusable), None);
    assert_eq!(actor(&unusable), Actor::Seat(1));
    assert_eq!(
        unusable.mayor,
        Some(TokenSpot {
            seat: 0,
            building: Building::LumberMill
        })
    );
    assert_eq!(
        refused(&unusable, A::LumberMill),
        ("building-occupied", "building-use")
    );
}

/// Rule `building-mayors-house` (ruling NB-32): one Mayor token; once it stands, the Mayor's
/// House cannot be used again this round, which only the College could try.
#[test]
fn rule_building_mayors_house_refused_when_the_token_already_stands_via_the_college() {
    let mut state = town_and_fifth(&[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    own(&mut state, 1, Building::College);
    state.players[0].brick = 4;
    state.players[1].brick = 8;
    let state = play(&state, A::MayorsHouse);
    let state = play(&state, BANK_FULL_PRICE);
    let state = play(&state, A::Bank);
    let college = A::College {
        building: Building::MayorsHouse,
    };
    assert_eq!(
        refused(&state, college),
        ("cannot-perform", "building-college")
    );
    let judged = town::check_mayors_house(&state, 1, 0).unwrap_err();
    assert_eq!(
        (judged.code(), judged.rule()),
        ("cannot-perform", "building-mayors-house")
    );
    assert_eq!(
        judged.to_string(),
        "that token already stands on a building this round"
    );
}

/// Rule `building-mayors-house` (ruling NB-32): the token never takes the Inn, so a Mayor token
/// left on a newly built Inn gives no re-placement, though it occupies the tile.
#[test]
fn rule_building_mayors_house_token_on_a_new_inn_gives_no_re_placement() {
    let mut state = town_game(3, &[Building::MayorsHouse, Building::Inn]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].food = 2;
    state.players[0].brick = 2;
    let state = play(&state, A::MayorsHouse);
    let state = play(
        &state,
        A::Build {
            building: Building::Inn,
            wood: 0,
            food: 2,
            brick: 2,
        },
    );
    assert_eq!(step(&state), None, "the token takes no Inn action");
    assert_eq!(
        refused(&state, A::Inn),
        ("building-occupied", "building-use")
    );
    let mut state = state;
    while state.round == 1 && matches!(state.phase, Phase::Actions { step: None, .. }) {
        state = play(&state, A::Farm);
    }
    assert!(
        !matches!(state.phase, Phase::Inn { .. }),
        "no re-placement for a token: {:?}",
        state.phase
    );
    assert_eq!(state.round, 2);
}

/// Rules `building-mayors-house` and `town-lasting-actions` (rulings NB-32, NB-33): the Mayor
/// token counts as its user's worker on the Customhouse at movement.
#[test]
fn rule_building_mayors_house_token_on_the_customhouse_is_paid_at_movement() {
    let mut state = town_game(3, &[Building::MayorsHouse, Building::Customhouse]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].wood = 3;
    at_sea(&mut state, 1, 0, 1, 0, Whales::default());
    let state = play(&state, A::MayorsHouse);
    let state = play(
        &state,
        A::Build {
            building: Building::Customhouse,
            wood: 3,
            food: 0,
            brick: 0,
        },
    );
    assert_eq!(legal(&state), [A::Customhouse]);
    let state = place_farms(play(&state, A::Customhouse));
    assert_eq!(state.round, 2);
    assert_eq!(state.players[0].money, 5 - 3 + 4);
}

/// Rules `building-mayors-house` and `town-lasting-actions` (rulings NB-32, NB-21): the
/// print-and-play Tryworks counts the Mayor token standing on it as ships move.
#[test]
fn rule_building_mayors_house_token_on_the_print_and_play_tryworks_keeps_right_whales_free() {
    let options = NewBedfordGameOptions {
        edition: Edition::PrintAndPlay,
        ..town_options(3, &[Building::MayorsHouse])
    };
    let mut state = started_with(3, &options);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].brick = 2;
    at_sea(&mut state, 0, 0, 1, 0, whales(2, 0, 0));
    let state = play(&state, A::MayorsHouse);
    let state = play(
        &state,
        A::Build {
            building: Building::Tryworks,
            wood: 0,
            food: 0,
            brick: 2,
        },
    );
    let tryworks = A::Tryworks {
        ship: None,
        right_whales: 0,
    };
    assert_eq!(legal(&state), [tryworks]);
    let state = place_farms(play(&state, tryworks));
    assert_eq!(returning(&state), Some(ship(0, 0)));
    assert_eq!(state.players[0].free_right_whales, 3);
    let state = play(&state, A::KeepRightWhaleFree);
    let state = play(&state, A::KeepRightWhaleFree);
    assert_eq!(state.players[0].whales, whales(2, 0, 0));
    assert_eq!(
        state.players[0].money, 4,
        "$5 less the Tryworks' $1, no lay"
    );
}

// Perfumery ------------------------------------------------------------------------------------

/// Rule `building-perfumery` (ruling NB-38): $5 with 2 or more Sperm Whales in the bag, $3 with
/// 1; drawn and removed ones do not count; none left, refused.
#[test]
fn rule_building_perfumery_pays_5_or_3_by_sperm_whales_in_the_bag_only() {
    let mut state = town_game(3, &[Building::Perfumery]);
    own(&mut state, 0, Building::Perfumery);
    assert_eq!(state.bag.sperm, 3);
    assert_eq!(play(&state, A::Perfumery).players[0].money, 10);
    state.bag.sperm = 1;
    state.drawn.sperm = 1;
    state.removed.sperm = 1;
    assert_eq!(play(&state, A::Perfumery).players[0].money, 8);
    state.bag.sperm = 0;
    state.drawn.sperm = 2;
    assert_eq!(
        refused(&state, A::Perfumery),
        ("cannot-perform", "building-perfumery")
    );
}

// Refinery -------------------------------------------------------------------------------------

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

// Saltery --------------------------------------------------------------------------------------

/// Rule `building-saltery` (ruling NB-41): 1, 2 or 3 spaces out for 0, 2 or 4 food, arriving
/// behind the ships there, who keep their ranks; the ships behind it on its old space move up.
#[test]
fn rule_building_saltery_moves_out_behind_the_ships_there_for_0_2_or_4_food() {
    let mut state = town_game(3, &[Building::Saltery]);
    own(&mut state, 0, Building::Saltery);
    state.players[0].food = 4;
    at_sea(&mut state, 1, 0, 2, 0, Whales::default());
    at_sea(&mut state, 0, 0, 2, 1, Whales::default());
    at_sea(&mut state, 2, 0, 2, 2, Whales::default());
    at_sea(&mut state, 1, 1, 3, 0, Whales::default());
    at_sea(&mut state, 2, 1, 4, 0, Whales::default());
    for (spaces, to, rank, food) in [(1, 3, 1, 4), (2, 4, 1, 2), (3, 5, 0, 0)] {
        let after = play(&state, A::Saltery { ship: 0, spaces });
        assert_eq!(
            location(&after, 0, 0),
            ShipLocation::Sea { space: to, rank },
            "{spaces} spaces"
        );
        assert_eq!(after.players[0].food, food);
        assert_eq!(
            location(&after, 1, 0),
            ShipLocation::Sea { space: 2, rank: 0 }
        );
        assert_eq!(
            location(&after, 2, 0),
            ShipLocation::Sea { space: 2, rank: 1 },
            "the ship behind moves up"
        );
        assert_eq!(
            location(&after, 1, 1),
            ShipLocation::Sea { space: 3, rank: 0 }
        );
        assert_eq!(
            location(&after, 2, 1),
            ShipLocation::Sea { space: 4, rank: 0 }
        );
    }
}

/// Rule `building-saltery` (ruling NB-41): never past space 6 nor into a full space (passing
/// one is fine), and only with the food; only a ship at sea.
#[test]
fn rule_building_saltery_refuses_past_6_a_full_space_or_too_little_food() {
    let mut state = town_game(3, &[Building::Saltery]);
    own(&mut state, 0, Building::Saltery);
    state.players[0].food = 2;
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 0, 1, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 1, 1, 3, 1, Whales::default());
    at_sea(&mut state, 2, 0, 3, 2, Whales::default());
    assert_eq!(
        refused(&state, A::Saltery { ship: 0, spaces: 1 }),
        ("space-full", "building-saltery")
    );
    assert!(legal(&state).contains(&A::Saltery { ship: 0, spaces: 2 }));
    assert_eq!(
        refused(&state, A::Saltery { ship: 0, spaces: 3 }),
        ("cannot-afford", "building-saltery")
    );
    assert_eq!(
        message(&state, A::Saltery { ship: 0, spaces: 3 }),
        "moving 3 spaces out costs 4 food"
    );
    assert_eq!(
        refused(&state, A::Saltery { ship: 1, spaces: 2 }),
        ("no-such-space", "building-saltery")
    );
    assert!(legal(&state).contains(&A::Saltery { ship: 1, spaces: 1 }));
    for spaces in [0, 4] {
        assert_eq!(
            refused(&state, A::Saltery { ship: 0, spaces }),
            ("no-such-space", "building-saltery")
        );
    }
    let mut home = state.clone();
    home.players[0].ships[1] = Ship::HOME;
    assert_eq!(
        refused(&home, A::Saltery { ship: 1, spaces: 1 }),
        ("cannot-perform", "building-saltery")
    );
}

// Brewery --------------------------------------------------------------------------------------

/// Rule `building-brewery` (ruling NB-39): $2 and 1 food per 2 rounds left after this one; $2
/// alone in rounds 11 and 12.
#[test]
fn rule_building_brewery_pays_per_2_rounds_left_and_2_dollars_from_round_11() {
    let mut state = town_game(3, &[Building::Brewery]);
    own(&mut state, 0, Building::Brewery);
    for (round, money, food) in [
        (1, 10, 5),
        (2, 10, 5),
        (3, 8, 4),
        (9, 2, 1),
        (10, 2, 1),
        (11, 2, 0),
        (12, 2, 0),
    ] {
        state.round = round;
        let after = play(&state, A::Brewery);
        assert_eq!(
            (after.players[0].money, after.players[0].food),
            (5 + money, food),
            "round {round}"
        );
    }
}

// Chemist Shop ---------------------------------------------------------------------------------

fn chemist_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::ChemistShop]);
    own(&mut state, 0, Building::ChemistShop);
    state.players[0].brick = 1;
    state.players[1].wood = 2;
    state.players[1].food = 1;
    state.players[2].wood = 1;
    state
}

fn goods(state: &NewBedfordState, seat: usize) -> (u32, u32, u32) {
    let p = &state.players[seat];
    (p.wood, p.food, p.brick)
}

/// Rule `building-chemist-shop` (ruling NB-40): 2 goods, of one type or two, from another
/// player; 1 good of another type back, from the user's own.
#[test]
fn rule_building_chemist_shop_takes_2_goods_and_gives_back_1_of_another_type() {
    let state = chemist_game();
    let mixed = play(
        &state,
        A::ChemistShop {
            from: 1,
            wood: 1,
            food: 1,
            brick: 0,
            give: Good::Brick,
        },
    );
    assert_eq!(goods(&mixed, 0), (1, 1, 0));
    assert_eq!(goods(&mixed, 1), (1, 0, 1));
    let same = play(
        &state,
        A::ChemistShop {
            from: 1,
            wood: 2,
            food: 0,
            brick: 0,
            give: Good::Brick,
        },
    );
    assert_eq!(goods(&same, 0), (2, 0, 0));
    assert_eq!(goods(&same, 1), (0, 1, 1));
}

/// Rule `building-chemist-shop` (ruling NB-40): refused when the victim lacks the goods, when
/// giving a type taken, when the user lacks the good to give, and from oneself.
#[test]
fn rule_building_chemist_shop_refuses_missing_goods_a_taken_type_or_nothing_to_give() {
    let state = chemist_game();
    let exchange = |from, wood, food, brick, give| A::ChemistShop {
        from,
        wood,
        food,
        brick,
        give,
    };
    for victim_lacks in [
        exchange(2, 2, 0, 0, Good::Brick),
        exchange(1, 0, 0, 2, Good::Wood),
        exchange(1, 0, 2, 0, Good::Brick),
    ] {
        assert_eq!(
            refused(&state, victim_lacks),
            ("cannot-perform", "building-chemist-shop")
        );
    }
    assert_eq!(
        message(&state, exchange(2, 2, 0, 0, Good::Brick)),
        "that player does not hold those goods"
    );
    assert_eq!(
        refused(&state, exchange(1, 1, 1, 0, Good::Wood)),
        ("cannot-perform", "building-chemist-shop"),
        "a type taken cannot be given"
    );
    assert_eq!(
        refused(&state, exchange(1, 1, 1, 0, Good::Food)),
        ("cannot-perform", "building-chemist-shop")
    );
    assert_eq!(
        refused(&state, exchange(1, 2, 0, 0, Good::Food)),
        ("cannot-afford", "building-chemist-shop"),
        "the user holds no food"
    );
    assert_eq!(
        refused(&state, exchange(0, 0, 0, 1, Good::Wood)),
        ("cannot-perform", "building-chemist-shop")
    );
    assert_eq!(
        refused(&state, exchange(1, 1, 0, 0, Good::Brick)),
        ("cannot-perform", "building-chemist-shop"),
        "exactly 2 goods"
    );
}

// Distillery -----------------------------------------------------------------------------------

/// Rule `building-distillery` (ruling NB-42): a ship from home to the dock for 2 wood, then 3
/// food.
#[test]
fn rule_building_distillery_prepares_a_ship_for_2_wood_then_gives_3_food() {
    let mut state = town_game(3, &[Building::Distillery]);
    own(&mut state, 0, Building::Distillery);
    state.players[0].wood = 1;
    assert_eq!(
        refused(&state, A::Distillery { ship: 0 }),
        ("cannot-afford", "building-distillery")
    );
    state.players[0].wood = 2;
    let after = play(&state, A::Distillery { ship: 0 });
    assert_eq!(location(&after, 0, 0), ShipLocation::Dock);
    assert_eq!(goods(&after, 0), (0, 3, 0));
    dock(&mut state, 0, 1);
    assert_eq!(
        refused(&state, A::Distillery { ship: 1 }),
        ("cannot-perform", "building-distillery")
    );
}

// Fairhaven Bridge -----------------------------------------------------------------------------

fn bridge_game() -> NewBedfordState {
    let mut state = town_game(
        3,
        &[
            Building::FairhavenBridge,
            Building::Customhouse,
            Building::Distillery,
            Building::Courthouse,
            Building::Inn,
            Building::PostOffice,
        ],
    );
    own(&mut state, 0, Building::FairhavenBridge);
    state
}

/// Rule `building-fairhaven-bridge` (ruling NB-32): the Bridge token takes an unbuilt tile's
/// action, ownerless and fee-free; that tile cannot be built until the token leaves at the end
/// of round.
#[test]
fn rule_building_fairhaven_bridge_uses_an_unbuilt_tile_that_cannot_be_built_this_round() {
    let mut state = bridge_game();
    state.players[1].brick = 4;
    let state = play(
        &state,
        A::FairhavenBridge {
            building: Building::Bank,
        },
    );
    assert_eq!(
        step(&state),
        Some(Step::Bridge {
            building: Building::Bank
        })
    );
    assert_eq!(legal(&state), [A::Bank]);
    assert_eq!(
        refused(&state, A::Farm),
        ("wrong-phase", "building-fairhaven-bridge")
    );
    let state = play(&state, A::Bank);
    assert_eq!(state.players[0].money, 10);
    assert_eq!(
        state.bridge,
        Some(TokenSpot {
            seat: 0,
            building: Building::Bank
        })
    );
    let slot = *state.slot(Building::Bank).unwrap();
    assert_eq!((slot.owner, slot.used_by), (None, Some(0)));
    assert_eq!(
        refused(&state, A::Bank),
        ("building-not-built", "building-use")
    );
    let building = play(&state, A::TownHall);
    let bank = BANK_DISCOUNTED;
    assert_eq!(
        refused(&building, bank),
        ("cannot-perform", "building-fairhaven-bridge")
    );
    assert_eq!(
        message(&building, bank),
        "the Bridge token stands on the Bank, which cannot be built this round"
    );
    let next = finish_round(state);
    assert_eq!(next.bridge, None);
    assert_eq!(
        *next.slot(Building::Bank).unwrap(),
        BuildingSlot {
            building: Building::Bank,
            owner: None,
            used_by: None,
        }
    );
}

/// Rule `building-fairhaven-bridge` (ruling NB-32): never the Inn nor a Post Office, a built
/// tile, a victory tile, a tile not in this game, or an action that cannot be carried out.
#[test]
fn rule_building_fairhaven_bridge_refuses_the_inn_the_post_office_and_other_tiles() {
    let mut state = bridge_game();
    own(&mut state, 1, Building::Bakery);
    let bridge = |building| A::FairhavenBridge { building };
    for building in [
        Building::Inn,
        Building::PostOffice,
        Building::Bakery,
        Building::CountingHouse,
        Building::Storehouse,
        Building::Distillery,
    ] {
        assert_eq!(
            refused(&state, bridge(building)),
            ("cannot-perform", "building-fairhaven-bridge"),
            "{building:?}"
        );
    }
    assert_eq!(
        message(&state, bridge(Building::Distillery)),
        "you could not take any of the Distillery's actions"
    );
    state.players[0].wood = 2;
    assert!(legal(&state).contains(&bridge(Building::Distillery)));
}

/// Rule `building-fairhaven-bridge` (ruling NB-32): a bridged Courthouse cannot build itself,
/// so it is refused unless another tile can be built.
#[test]
fn rule_building_fairhaven_bridge_refuses_a_bridged_courthouse_with_nothing_else_to_build() {
    let mut state = bridge_game();
    let others: Vec<Building> = state
        .buildings
        .iter()
        .map(|slot| slot.building)
        .filter(|&b| {
            !matches!(
                b,
                Building::FairhavenBridge | Building::Courthouse | Building::Bank
            )
        })
        .collect();
    for building in others {
        own(&mut state, 1, building);
    }
    state.players[0].brick = 2;
    let courthouse = A::FairhavenBridge {
        building: Building::Courthouse,
    };
    let state = play(&state, courthouse);
    let state = play(&state, A::Courthouse);
    assert_eq!(
        legal(&state),
        [A::Build {
            building: Building::Bank,
            wood: 0,
            food: 0,
            brick: 2
        }]
    );
    let mut only_itself = bridge_game();
    let others: Vec<Building> = only_itself
        .buildings
        .iter()
        .map(|slot| slot.building)
        .filter(|&b| !matches!(b, Building::FairhavenBridge | Building::Courthouse))
        .collect();
    for building in others {
        own(&mut only_itself, 1, building);
    }
    only_itself.players[0].wood = 5;
    only_itself.players[0].brick = 1;
    assert_eq!(
        refused(&only_itself, courthouse),
        ("cannot-perform", "building-fairhaven-bridge")
    );
}

/// Rules `building-fairhaven-bridge` and `town-lasting-actions` (rulings NB-32, NB-33): the
/// Bridge token on an unbuilt Customhouse counts as its user's worker at movement.
#[test]
fn rule_building_fairhaven_bridge_token_on_the_customhouse_is_paid_at_movement() {
    let mut state = bridge_game();
    at_sea(&mut state, 1, 0, 1, 0, Whales::default());
    let state = play(
        &state,
        A::FairhavenBridge {
            building: Building::Customhouse,
        },
    );
    let state = place_farms(play(&state, A::Customhouse));
    assert_eq!(state.round, 2);
    assert_eq!(state.players[0].money, 5 + 4);
    assert_eq!(state.bridge, None);
}

// Shipwright and Storehouse --------------------------------------------------------------------

/// Rule `building-shipwright` (ruling NB-42): one ship from home to the dock free, or both for 1
/// wood.
#[test]
fn rule_building_shipwright_prepares_one_ship_free_or_both_for_1_wood() {
    let mut state = town_game(3, &[Building::Shipwright]);
    own(&mut state, 0, Building::Shipwright);
    assert_eq!(
        refused(&state, A::Shipwright { ship: None }),
        ("cannot-afford", "building-shipwright")
    );
    let one = play(&state, A::Shipwright { ship: Some(1) });
    assert_eq!(location(&one, 0, 1), ShipLocation::Dock);
    assert_eq!(location(&one, 0, 0), ShipLocation::Home);
    state.players[0].wood = 1;
    let both = play(&state, A::Shipwright { ship: None });
    assert_eq!(location(&both, 0, 0), ShipLocation::Dock);
    assert_eq!(location(&both, 0, 1), ShipLocation::Dock);
    assert_eq!(both.players[0].wood, 0);
    dock(&mut state, 0, 0);
    assert_eq!(
        refused(&state, A::Shipwright { ship: None }),
        ("cannot-perform", "building-shipwright")
    );
    assert_eq!(
        refused(&state, A::Shipwright { ship: Some(0) }),
        ("cannot-perform", "building-shipwright")
    );
}

/// Rule `building-storehouse` (ruling NB-42): 3 wood, 3 food or 2 brick.
#[test]
fn rule_building_storehouse_gives_3_wood_3_food_or_2_brick() {
    let mut state = town_game(3, &[Building::Storehouse]);
    own(&mut state, 0, Building::Storehouse);
    for (good, expected) in [
        (Good::Wood, (3, 0, 0)),
        (Good::Food, (0, 3, 0)),
        (Good::Brick, (0, 0, 2)),
    ] {
        assert_eq!(goods(&play(&state, A::Storehouse { good }), 0), expected);
    }
}

// Victory tiles --------------------------------------------------------------------------------

/// Rule `town-victory-buildings` (ruling NB-43): the Shanty is built only by a player holding
/// $0, and scores 1 VP besides the building's own.
#[test]
fn rule_town_victory_buildings_shanty_is_built_only_with_0_dollars() {
    let mut state = town_game(3, &[Building::Shanty]);
    state.players[0].wood = 9;
    state.players[0].brick = 9;
    let shanty = A::Build {
        building: Building::Shanty,
        wood: 0,
        food: 0,
        brick: 0,
    };
    let at_hall = play(&state, A::TownHall);
    assert_eq!(
        refused(&at_hall, shanty),
        ("cannot-perform", "town-victory-buildings")
    );
    assert_eq!(
        message(&at_hall, shanty),
        "the Shanty can be built only while you hold $0"
    );
    state.players[0].money = 0;
    let built = play(&play(&state, A::TownHall), shanty);
    assert!(built.owns(0, Building::Shanty));
    assert_eq!(bonus(&built, 0), (1, 1));
}

/// Rule `town-victory-buildings` (ruling NB-43): the $0 is counted after the use fee, so $1
/// paid for another player's Courthouse leaves a builder who may build the Shanty.
#[test]
fn rule_town_victory_buildings_shanty_counts_money_after_the_courthouse_fee() {
    let mut state = town_game(3, &[Building::Shanty]);
    own(&mut state, 1, Building::Courthouse);
    state.players[0].money = 2;
    assert_eq!(
        refused(&state, A::Courthouse),
        ("cannot-perform", "building-construction"),
        "$1 left after the fee"
    );
    state.players[0].money = 1;
    let state = play(&state, A::Courthouse);
    assert_eq!(state.players[0].money, 0);
    let state = play(
        &state,
        A::Build {
            building: Building::Shanty,
            wood: 0,
            food: 0,
            brick: 0,
        },
    );
    assert!(state.owns(0, Building::Shanty));
}

/// Rule `town-victory-buildings`: the Candleworks, Dressmaker and Salvage Yard score through the
/// score sheet.
#[test]
fn rule_town_victory_buildings_candleworks_dressmaker_and_salvage_yard_score_their_bonus() {
    let mut state = town_game(
        3,
        &[
            Building::Candleworks,
            Building::Dressmaker,
            Building::SalvageYard,
        ],
    );
    own(&mut state, 0, Building::Candleworks);
    kept(&mut state, 0, whales(0, 0, 2));
    own(&mut state, 1, Building::Dressmaker);
    kept(&mut state, 1, whales(0, 5, 0));
    own(&mut state, 2, Building::SalvageYard);
    state.players[2].wood = 3;
    state.players[2].food = 2;
    state.players[2].brick = 4;
    valid(&state);
    assert_eq!(bonus(&state, 0), (2, 1), "2 Sperm Whales");
    assert_eq!(bonus(&state, 1), (2, 1), "5 Bowhead Whales / 2");
    assert_eq!(bonus(&state, 2), (2, 1), "9 goods / 4");
}

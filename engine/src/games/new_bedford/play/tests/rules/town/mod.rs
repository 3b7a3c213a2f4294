//! The Town Expansion: its set-up (random draw or the `buildings` option), each of its fifteen
//! action tiles, the Mayor and Bridge tokens, the tiles that act at movement and the victory
//! tiles, one test per rule.

mod brewery;
mod captains_house;
mod chemist_shop;
mod coffeehouse;
mod customhouse;
mod distillery;
mod fairhaven_bridge;
mod harbor_office;
mod loading_dock;
mod mayors_house;
mod module;
mod perfumery;
mod refinery;
mod saltery;
mod shipwright_and_storehouse;
mod victory_tiles;

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

fn goods(state: &NewBedfordState, seat: usize) -> (u32, u32, u32) {
    let p = &state.players[seat];
    (p.wood, p.food, p.brick)
}

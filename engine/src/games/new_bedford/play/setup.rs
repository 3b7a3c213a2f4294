//! Setting up: the bag for the player count, the building tiles, and each seat's $5 of
//! starting goods and money chosen in turn order.

use serde::Deserialize;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::play::{ChanceMode, SetupError};
use crate::core::rng::RngState;
use crate::core::scoring::Seat;

use super::super::components::{Role, Set};
use super::super::info::{Edition, Module};
use super::super::rules::rule;
use super::actions::NewBedfordAction as A;
use super::buildings::Building;
use super::log_cards::LogDeck;
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::ships_log::{self, ShipsLog};
use super::state::{BuildingSlot, NewBedfordState, Phase, Player, Ship, Tokens};

/// Starting value each seat chooses, in dollars (wood and food $1, brick $2).
pub const STARTING_VALUE: u8 = 5;

/// Options for a digital game.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewBedfordGameOptions {
    /// `retail` (default) or the 2014 `print-and-play` rulebook.
    #[serde(default)]
    pub edition: Edition,
    /// Rising Tide modules, in any combination: `town`, `ships-log`, `fifth-player` (made for
    /// 4 or 5 players).
    #[serde(default)]
    pub modules: Vec<Module>,
    /// The base-game and Town Expansion tiles in play, by id, instead of the rulebook's set
    /// (or the Town Expansion's random draw): 8 action and 4 victory tiles for 2 players, 16
    /// and 4 for 3 to 5. The 5th Player Expansion's tiles join on their own (ruling NB-30).
    #[serde(default)]
    pub buildings: Vec<String>,
    /// The tiles that bear the Publishing House symbol in your copy, by id (ruling NB-31).
    #[serde(default)]
    pub symbol_buildings: Vec<String>,
}

/// Action and victory tiles chosen or drawn for a player count, before module tiles.
pub fn tile_counts(players: u8) -> (usize, usize) {
    if players <= 2 {
        (8, 4)
    } else {
        (16, 4)
    }
}

/// A tile named in the options: its id, or with the print-and-play edition its 2014 alias.
fn named(id: &str, edition: Edition) -> Option<Building> {
    Building::all().find(|building| {
        building.id() == id
            || (edition == Edition::PrintAndPlay
                && building.spec().print_and_play_alias() == Some(id))
    })
}

/// Reads a list of tile ids, one field error per bad entry.
fn read_tiles(
    field: &str,
    ids: &[String],
    edition: Edition,
    problems: &mut Vec<Violation>,
) -> Vec<Building> {
    let mut tiles: Vec<Building> = Vec::new();
    for (index, id) in ids.iter().enumerate() {
        let at = format!("{field}[{index}]");
        match named(id, edition) {
            None => problems.push(Violation::new(
                at,
                ViolationCode::UnknownComponent,
                format!("no New Bedford building has the id \"{id}\""),
            )),
            Some(building) if tiles.contains(&building) => problems.push(Violation::new(
                at,
                ViolationCode::DuplicateComponent,
                format!("the {} is listed twice", building.name()),
            )),
            Some(building) => tiles.push(building),
        }
    }
    tiles
}

/// Checks `buildings`: base or Town tiles (Town only with its module), the right counts.
fn check_chosen(
    players: u8,
    modules: &[Module],
    chosen: &[Building],
    problems: &mut Vec<Violation>,
) {
    for (index, building) in chosen.iter().enumerate() {
        let problem = match building.spec().module {
            Some(Module::Town) if !modules.contains(&Module::Town) => Some(format!(
                "the {} belongs to the Town Expansion; add \"town\" to options.modules",
                building.name()
            )),
            Some(Module::Town) | None => None,
            Some(module) => Some(format!(
                "the {} joins with the {} on its own; leave it out of options.buildings",
                building.name(),
                module.name()
            )),
        };
        if let Some(message) = problem {
            problems.push(Violation::new(
                format!("options.buildings[{index}]"),
                ViolationCode::ComponentNotInGame,
                message,
            ));
        }
    }
    let (actions, victories) = tile_counts(players);
    let chosen_actions = chosen.iter().filter(|b| b.has_action()).count();
    let chosen_victories = chosen.len() - chosen_actions;
    if (chosen_actions, chosen_victories) != (actions, victories) {
        problems.push(Violation::new(
            "options.buildings",
            ViolationCode::OutOfRange,
            format!("{players} players use {actions} action and {victories} victory buildings; the list has {chosen_actions} and {chosen_victories}"),
        ));
    }
}

/// Picks `count` of `pool` at random, in the pool's order.
fn pick(rng: &mut RngState, pool: &[Building], count: usize) -> Vec<Building> {
    let mut pool = pool.to_vec();
    let count = count.min(pool.len());
    let bounds: Vec<u32> = (0..count)
        .map(|i| u32::try_from(pool.len() - i).unwrap_or(u32::MAX))
        .collect();
    let mut picked = Vec::with_capacity(count);
    for draw in rng.draw_below(&bounds) {
        let index = usize::try_from(draw)
            .unwrap_or(0)
            .min(pool.len().saturating_sub(1));
        picked.push(pool.remove(index));
    }
    picked
}

/// The piles the Town Expansion draws from, by the mark on each tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pile {
    TwoPlayer,
    ThreeFour,
    Victory,
}

fn pile(building: Building) -> Option<Pile> {
    match building.spec().role {
        Role::Action {
            set: Some(Set::TwoPlayer),
        } => Some(Pile::TwoPlayer),
        Role::Action {
            set: Some(Set::ThreeFour),
        } => Some(Pile::ThreeFour),
        Role::Victory(_) => Some(Pile::Victory),
        Role::Action { set: None } => None,
    }
}

/// Rule [`rule::TOWN_EXPANSION_MODULE`], the Town Expansion's random draw (ruling NB-30): 4
/// base and 4 Town two-player tiles, from 3 players 4 base and 4 Town three-to-four player
/// tiles, then 2 base and 2 Town victory tiles; the Publishing House only with 3 symbol tiles
/// already in the game (ruling NB-31).
fn town_draw(
    players: u8,
    rng: &mut RngState,
    modules: &[Module],
    symbols: &[Building],
) -> Vec<Building> {
    let pool = |module: Option<Module>, wanted: Pile| -> Vec<Building> {
        Building::all()
            .filter(|&b| b.spec().module == module && pile(b) == Some(wanted))
            .collect()
    };
    let mut tiles = Vec::new();
    let piles: &[Pile] = if players >= 3 {
        &[Pile::TwoPlayer, Pile::ThreeFour]
    } else {
        &[Pile::TwoPlayer]
    };
    for &wanted in piles {
        for module in [None, Some(Module::Town)] {
            tiles.extend(pick(rng, &pool(module, wanted), 4));
        }
    }
    tiles.extend(pick(rng, &pool(None, Pile::Victory), 2));
    let in_game_symbols = tiles
        .iter()
        .chain(&module_tiles(modules))
        .filter(|tile| symbols.contains(tile))
        .count();
    let town_victories: Vec<Building> = pool(Some(Module::Town), Pile::Victory)
        .into_iter()
        .filter(|&b| b != Building::PublishingHouse || in_game_symbols >= 3)
        .collect();
    tiles.extend(pick(rng, &town_victories, 2));
    tiles
}

/// The base game's fixed set: the 3–4 player tiles from 3 players.
fn base_set(players: u8) -> Vec<Building> {
    Building::BASE
        .into_iter()
        .filter(|&b| players >= 3 || pile(b) != Some(Pile::ThreeFour))
        .collect()
}

/// Tiles that join with their module, whatever else is chosen (rules
/// [`rule::FIFTH_PLAYER_MODULE`] and [`rule::SHIPS_LOG_MODULE`]).
fn module_tiles(modules: &[Module]) -> Vec<Building> {
    let mut tiles = Vec::new();
    if modules.contains(&Module::FifthPlayer) {
        tiles.extend(Building::FIFTH_PLAYER);
    }
    if modules.contains(&Module::ShipsLog) {
        tiles.extend(Building::SHIPS_LOG);
    }
    tiles
}

pub fn setup(
    players: u8,
    options: &NewBedfordGameOptions,
    seed: u64,
    chance: ChanceMode,
) -> Result<NewBedfordState, SetupError> {
    let mut problems = Vec::new();
    let fifth_player = options.modules.contains(&Module::FifthPlayer);
    // Rule `rule::FIFTH_PLAYER_MODULE`, ruling NB-23: a fifth seat needs the 5th Player
    // Expansion; with 2 or 3 players it is played, with the rulebook's advice against it as a
    // warning (`warnings`).
    match (players, fifth_player) {
        (2..=4, _) | (5, true) => {}
        (5, false) => problems.push(Violation::new(
            "players",
            ViolationCode::PlayerCount,
            "5 players need the Rising Tide 5th Player module; add \"fifth-player\" to options.modules",
        )),
        _ => problems.push(Violation::new(
            "players",
            ViolationCode::PlayerCount,
            format!("the New Bedford engine plays 2 to 4 players, or 5 with the fifth-player module, not {players}"),
        )),
    }
    for (index, module) in options.modules.iter().enumerate() {
        if options.modules[..index].contains(module) {
            problems.push(Violation::new(
                format!("options.modules[{index}]"),
                ViolationCode::DuplicateComponent,
                format!("{} is listed twice", module.id()),
            ));
        }
    }
    let modules: Vec<Module> = Module::ALL
        .into_iter()
        .filter(|m| options.modules.contains(m))
        .collect();
    let chosen = read_tiles(
        "options.buildings",
        &options.buildings,
        options.edition,
        &mut problems,
    );
    let symbols = read_tiles(
        "options.symbol_buildings",
        &options.symbol_buildings,
        options.edition,
        &mut problems,
    );
    if !options.buildings.is_empty() && chosen.len() == options.buildings.len() {
        check_chosen(players, &modules, &chosen, &mut problems);
    }
    if !problems.is_empty() {
        return Err(SetupError::Invalid(problems));
    }
    let mut rng = RngState::new(seed);
    let mut tiles = if !chosen.is_empty() {
        chosen
    } else if modules.contains(&Module::Town) {
        town_draw(players, &mut rng, &modules, &symbols)
    } else {
        base_set(players)
    };
    tiles.extend(module_tiles(&modules));
    // The enum's order keeps the list stable whatever the draw's order.
    tiles.sort_unstable_by_key(|&b| b as usize);
    let buildings = tiles
        .into_iter()
        .map(|building| BuildingSlot {
            building,
            owner: None,
            used_by: None,
        })
        .collect();
    let mut state = NewBedfordState {
        edition: options.edition,
        chance,
        // The setup draw used the seed's first words; play goes on from there.
        rng: (chance == ChanceMode::Seeded).then_some(rng),
        round: 1,
        // Rule `rule::SETUP_FIRST_PLAYER`, ruling NB-18: seat 0 holds the Ship's Wheel first;
        // callers order the seats.
        first_player: 0,
        phase: Phase::StartingResources { chosen: 0 },
        players: (0..players)
            .map(|_| Player {
                name: None,
                money: 0,
                wood: 0,
                food: 0,
                brick: 0,
                whales: Default::default(),
                ships: [Ship::HOME; 2],
                workers: [None, None],
                free_right_whales: 0,
                log_cards: Vec::new(),
                log_used: Vec::new(),
            })
            .collect(),
        buildings,
        space_workers: [0; 7],
        // A fifth player adds no tokens: the bag is the 4-player one (5th Player set-up).
        bag: Tokens::full_bag(players.min(4)),
        drawn: Tokens::default(),
        removed: Tokens::default(),
        return_queue: Vec::new(),
        whaling_order: Vec::new(),
        modules,
        wheelhouse_workers: 0,
        wheel_taken_by: None,
        covered: None,
        mayor: None,
        bridge: None,
        refinery_sold: false,
        symbol_buildings: symbols,
        ships_log: None,
    };
    if state.modules.contains(&Module::ShipsLog) {
        // The decks are shuffled and each turns up its first card (table chance: reported).
        state.ships_log = Some(ShipsLog::new());
        let mut events = Vec::new();
        for deck in LogDeck::BOTH {
            ships_log::reveal(&mut state, deck, &mut events);
        }
    }
    Ok(state)
}

/// Advice the rulebooks give about a setup the engine plays (rulings NB-23, NB-30, NB-31).
pub fn warnings(players: u8, options: &NewBedfordGameOptions) -> Vec<Violation> {
    let mut warnings = Vec::new();
    if players <= 3 && options.modules.contains(&Module::FifthPlayer) {
        warnings.push(Violation::new(
            "options.modules",
            ViolationCode::PlayerCount,
            format!("the Rising Tide rulebook advises against the 5th Player Expansion with fewer than 4 players; it is played with {players} as asked"),
        ));
    }
    let mut ignored = Vec::new();
    let chosen = read_tiles(
        "options.buildings",
        &options.buildings,
        options.edition,
        &mut ignored,
    );
    if players == 2 {
        for building in [
            Building::FairhavenBridge,
            Building::Storehouse,
            Building::ChemistShop,
        ] {
            if chosen.contains(&building) {
                warnings.push(Violation::new(
                    "options.buildings",
                    ViolationCode::PlayerCount,
                    format!("the Rising Tide rulebook advises against the {} in 2-player games; it is played as asked", building.name()),
                ));
            }
        }
    }
    if chosen.contains(&Building::PublishingHouse) {
        let symbols = read_tiles(
            "options.symbol_buildings",
            &options.symbol_buildings,
            options.edition,
            &mut ignored,
        );
        let in_game = chosen
            .iter()
            .chain(&module_tiles(&options.modules))
            .filter(|tile| symbols.contains(tile))
            .count();
        if in_game < 3 {
            warnings.push(Violation::new(
                "options.symbol_buildings",
                ViolationCode::MissingRequirement,
                format!("the Rising Tide rulebook uses the Publishing House only with 3 or more tiles bearing its symbol in the game; this game has {in_game} (list them in options.symbol_buildings)"),
            ));
        }
    }
    warnings
}

/// The 34 ways to take $5 of goods and money.
pub fn candidates(actions: &mut Vec<A>) {
    for brick in 0..=STARTING_VALUE / 2 {
        let rest = STARTING_VALUE - 2 * brick;
        for wood in 0..=rest {
            for food in 0..=rest - wood {
                actions.push(A::StartingResources {
                    wood,
                    food,
                    brick,
                    money: rest - wood - food,
                });
            }
        }
    }
}

pub fn check(action: &A) -> Result<(), NewBedfordRefusal> {
    match *action {
        A::StartingResources {
            wood,
            food,
            brick,
            money,
        } if u32::from(wood) + u32::from(food) + 2 * u32::from(brick) + u32::from(money)
            == u32::from(STARTING_VALUE) =>
        {
            Ok(())
        }
        A::StartingResources { .. } => Err(refuse(
            Code::WrongValue,
            rule::SETUP_STARTING_RESOURCES,
            Why::StartingValue,
        )),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::SETUP_STARTING_RESOURCES,
            Why::ChooseStartingResources,
        )),
    }
}

pub fn execute(state: &mut NewBedfordState, seat: Seat, action: &A) {
    if let A::StartingResources {
        wood,
        food,
        brick,
        money,
    } = *action
    {
        let player = state.player_mut(seat);
        player.wood = u32::from(wood);
        player.food = u32::from(food);
        player.brick = u32::from(brick);
        player.money = u32::from(money);
    }
}

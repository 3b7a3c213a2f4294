//! Setting up: the bag for the player count, the building tiles, and each seat's $5 of
//! starting goods and money chosen in turn order.

use serde::Deserialize;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::play::{ChanceMode, SetupError};
use crate::core::rng::RngState;
use crate::core::scoring::Seat;

use super::super::info::{Edition, Module};
use super::actions::NewBedfordAction as A;
use super::buildings::Building;
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{in_game, BuildingSlot, NewBedfordState, Phase, Player, Ship, Tokens};

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
    /// Rising Tide modules. The engine plays `fifth-player` (4 or 5 players); `town` and
    /// `ships-log` are scored by the score sheet but not yet played.
    #[serde(default)]
    pub modules: Vec<Module>,
}

pub fn setup(
    players: u8,
    options: &NewBedfordGameOptions,
    seed: u64,
    chance: ChanceMode,
) -> Result<NewBedfordState, SetupError> {
    let mut problems = Vec::new();
    let fifth_player = options.modules.contains(&Module::FifthPlayer);
    // Ruling NB-23: a fifth seat needs the 5th Player Expansion; with 2 or 3 players it is
    // played, with the rulebook's advice against it as a warning (`warnings`).
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
        if *module != Module::FifthPlayer {
            problems.push(Violation::new(
                format!("options.modules[{index}]"),
                ViolationCode::UnknownOption,
                format!(
                    "the rules engine does not play the {} yet; it is scored by the score sheet",
                    module.name()
                ),
            ));
        } else if options.modules[..index].contains(module) {
            problems.push(Violation::new(
                format!("options.modules[{index}]"),
                ViolationCode::DuplicateComponent,
                "fifth-player is listed twice",
            ));
        }
    }
    if !problems.is_empty() {
        return Err(SetupError::Invalid(problems));
    }
    let modules: Vec<Module> = if fifth_player {
        vec![Module::FifthPlayer]
    } else {
        Vec::new()
    };
    let buildings = Building::BASE
        .iter()
        .chain(&Building::FIFTH_PLAYER)
        .filter(|&&building| in_game(building, players, &modules))
        .map(|&building| BuildingSlot {
            building,
            owner: None,
            used_by: None,
        })
        .collect();
    Ok(NewBedfordState {
        edition: options.edition,
        chance,
        rng: (chance == ChanceMode::Seeded).then(|| RngState::new(seed)),
        round: 1,
        // Ruling NB-18: seat 0 holds the Ship's Wheel first; callers order the seats.
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
    })
}

/// Advice the rulebook gives about a setup the engine plays (ruling NB-23).
pub fn warnings(players: u8, options: &NewBedfordGameOptions) -> Vec<Violation> {
    let mut warnings = Vec::new();
    if players <= 3 && options.modules.contains(&Module::FifthPlayer) {
        warnings.push(Violation::new(
            "options.modules",
            ViolationCode::PlayerCount,
            format!("the Rising Tide rulebook advises against the 5th Player Expansion with fewer than 4 players; it is played with {players} as asked"),
        ));
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
            "setup-starting-resources",
            Why::StartingValue,
        )),
        _ => Err(refuse(
            Code::WrongPhase,
            "setup-starting-resources",
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

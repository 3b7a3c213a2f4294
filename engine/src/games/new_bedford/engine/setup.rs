//! Setting up: the bag for the player count, the building tiles, and each seat's $5 of
//! starting goods and money chosen in turn order.

use serde::Deserialize;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::play::{ChanceMode, SetupError};
use crate::core::rng::RngState;
use crate::core::scoring::Seat;

use super::super::info::Edition;
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
    /// Rising Tide modules; the rules engine plays the base game only, so this must be empty.
    #[serde(default)]
    pub modules: Vec<super::super::info::Module>,
}

pub fn setup(
    players: u8,
    options: &NewBedfordGameOptions,
    seed: u64,
    chance: ChanceMode,
) -> Result<NewBedfordState, SetupError> {
    let mut problems = Vec::new();
    if !(2..=4).contains(&players) {
        problems.push(Violation::new(
            "players",
            ViolationCode::PlayerCount,
            format!("the New Bedford engine plays 2 to 4 players, not {players}"),
        ));
    }
    if !options.modules.is_empty() {
        problems.push(Violation::new(
            "options.modules",
            ViolationCode::UnknownOption,
            "the rules engine plays the base game; Rising Tide modules are available for score sheets only",
        ));
    }
    if !problems.is_empty() {
        return Err(SetupError::Invalid(problems));
    }
    let buildings = Building::ALL
        .iter()
        .filter(|&&building| in_game(building, players))
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
        bag: Tokens::full_bag(players),
        drawn: Tokens::default(),
        removed: Tokens::default(),
        return_queue: Vec::new(),
        whaling_order: Vec::new(),
    })
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

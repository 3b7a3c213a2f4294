//! Setting up: the town (the practice town or the table's own cards), the bank, and each
//! player's 3 Silver and 1 Copper. Seat 0 is Heads and the first Captain.

use std::sync::Arc;

use serde::Deserialize;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::play::{ChanceMode, SetupError};
use crate::core::rng::RngState;

use super::state::{Coins, NantucketState, Phase, Player, Stage, BANK_COPPER, BANK_SILVER};
use super::town::{practice_town, Town};

const STARTING_COINS: Coins = Coins::new(3, 1);

#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NantucketGameOptions {
    /// The table's own A and B cards: rows, bonus column and printed costs. Left out, the
    /// provisional practice town (ruling NT-08).
    #[serde(default)]
    pub town: Option<Town>,
}

/// Deals a new game as `rule::SETUP` describes.
pub fn setup(
    players: u8,
    options: &NantucketGameOptions,
    seed: u64,
    chance: ChanceMode,
) -> Result<NantucketState, SetupError> {
    let mut problems = Vec::new();
    if players != 2 {
        problems.push(Violation::new(
            "players",
            ViolationCode::PlayerCount,
            format!("Nantucket is for 2 players, not {players}"),
        ));
    }
    let town = match &options.town {
        Some(town) => {
            if let Err(found) = town.validate("options.town") {
                problems.extend(found);
            }
            Town {
                provisional: false,
                ..town.clone()
            }
        }
        None => practice_town(),
    };
    if !problems.is_empty() {
        return Err(SetupError::Invalid(problems));
    }
    let player = Player {
        supply: STARTING_COINS,
        ..Player::default()
    };
    Ok(NantucketState {
        town: Arc::new(town),
        chance,
        rng: (chance == ChanceMode::Seeded).then(|| RngState::new(seed)),
        round: 1,
        captain: 0,
        phase: Phase::Turn {
            turn: 0,
            exchanged: false,
            stage: Stage::Before,
        },
        bank: Coins::new(
            BANK_SILVER - 2 * STARTING_COINS.silver,
            BANK_COPPER - 2 * STARTING_COINS.copper,
        ),
        players: vec![player.clone(), player],
        built: Vec::new(),
        ending: false,
        rows_taken: [false; 5],
        whaling: Vec::new(),
        final_ship_silver: [0; 2],
    })
}

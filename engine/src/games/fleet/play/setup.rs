//! Setting up: one boat card of each type in every hand, the rest shuffled into the supply;
//! the license deck built for the player count (common licenses on top, the premium ones
//! shuffled into the rest, some taken out unseen with 2 or 3 players); one license per player
//! turned up; 25 crates per player; a random start player.

use serde::Deserialize;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::play::{ChanceMode, SetupError};
use crate::core::rng::RngState;

use super::super::components::{setup_for, BoatType, LicenseClass, CRATES_PER_PLAYER};
use super::actions::FleetEvent;
use super::flow::advance;
use super::state::{Cards, Crates, Deal, DeckPart, FleetState, Phase, Piles, Player, Secret};

/// Options for a digital game.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FleetGameOptions {
    /// The advanced setup: every license shuffled together (after the 2- and 3-player
    /// removals), with no premium license allowed in the first auction.
    #[serde(default, rename = "advanced-setup")]
    pub advanced_setup: bool,
}

/// Deals a new game as `rule::SETUP` describes.
pub fn setup(
    players: u8,
    options: &FleetGameOptions,
    seed: u64,
    chance: ChanceMode,
) -> Result<FleetState, SetupError> {
    let Some(row) = setup_for(usize::from(players)) else {
        return Err(SetupError::Invalid(vec![Violation::new(
            "players",
            ViolationCode::PlayerCount,
            format!("Fleet is for 2 to 4 players, not {players}"),
        )]));
    };
    let standard = u8::try_from(row.licenses_in_game(LicenseClass::Standard)).unwrap_or(0);
    let premium = u8::try_from(row.licenses_in_game(LicenseClass::Premium)).unwrap_or(0);
    // The commons set aside and put back on top: 8 with 4 players, 8 − 2 with 3, 10 − 6 with
    // 2 (S0), that is the set-aside count less the standard licenses removed.
    let set_aside: u8 = if players == 2 { 10 } else { 8 };
    let on_top = set_aside.saturating_sub(row.standard_removed);
    let deck = if options.advanced_setup {
        // `rule::ADVANCED_SETUP`: the first auction holds commons only; the rest is one shuffled
        // deck (S0).
        vec![
            DeckPart {
                standard: players,
                premium: 0,
            },
            DeckPart {
                standard: standard.saturating_sub(players),
                premium,
            },
        ]
    } else {
        vec![
            DeckPart {
                standard: on_top,
                premium: 0,
            },
            DeckPart {
                standard: standard.saturating_sub(on_top),
                premium,
            },
        ]
    };
    let hand = Cards {
        shrimp: 1,
        lobster: 1,
        processing_vessel: 1,
        cod: 1,
        tuna: 1,
        king_crab: 1,
    };
    let mut supply = Cards::default();
    for boat in BoatType::ALL {
        *supply.slot(boat) = boat.card().copies.saturating_sub(players);
    }
    let player = Player {
        hand_size: 6,
        secret: Some(Secret {
            hand,
            ..Secret::default()
        }),
        ..Player::default()
    };
    let mut state = FleetState {
        chance,
        rng: (chance == ChanceMode::Seeded).then(|| RngState::new(seed)),
        advanced_setup: options.advanced_setup,
        round: 1,
        start_player: 0,
        players: vec![player; usize::from(players)],
        auction: Vec::new(),
        deck,
        removed: Vec::new(),
        supply_size: u8::try_from(supply.count()).unwrap_or(0),
        discard_size: 0,
        piles: Some(Piles {
            supply,
            discards: Cards::default(),
        }),
        crates: Crates {
            supply: CRATES_PER_PLAYER.saturating_mul(players),
            spent: 0,
            beyond_supply: 0,
        },
        last_round: false,
        phase: Phase::Auction {
            opener: 0,
            out: 0,
            bought: false,
            lot: None,
        },
        payment: None,
        dealing: vec![Deal::Licenses { count: players }, Deal::StartPlayer],
    };
    let mut events: Vec<FleetEvent> = Vec::new();
    advance(&mut state, &mut events);
    Ok(state)
}

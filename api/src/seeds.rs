//! Where a game's seed comes from. A seed fixes every card, bag draw and coin the engine will
//! deal, so whoever knows it knows the game's hidden information: a seed nobody chose comes
//! from the operating system, and a caller's own seed is refused wherever the game would
//! otherwise keep something from that caller.

use quarterdeck_engine::{ChanceMode, Playable, Violation, ViolationCode};

use crate::problem::ApiError;

/// A seed nobody can know: eight bytes of the operating system's randomness.
pub fn secret_seed() -> Result<u64, ApiError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)
        .map_err(|error| ApiError::Internal(format!("no randomness: {error}")))?;
    Ok(u64::from_le_bytes(bytes))
}

/// Where a game is kept from the one who sets it up: a named match (the service holds the
/// state) or a sealed setup (the caller holds it encrypted).
#[derive(Debug, Clone, Copy)]
pub enum KeptFrom {
    NamedMatch,
    SealedSetup,
}

impl KeptFrom {
    fn describe(self) -> &'static str {
        match self {
            Self::NamedMatch => "a named match",
            Self::SealedSetup => "a sealed setup",
        }
    }
}

/// Refuses a seed the caller chose for a game that hides cards or bids from its seats, when
/// the engine deals them (`seeded` chance): replaying the public log on a stateless setup with
/// that seed would show every hand. At the table the real deck deals, so any seed is harmless.
pub fn refuse_chosen_seed(
    game: &str,
    engine: &dyn Playable,
    chance: ChanceMode,
    kept_from: KeptFrom,
) -> Result<(), ApiError> {
    if !engine.hides_information() || chance == ChanceMode::Table {
        return Ok(());
    }
    Err(ApiError::InvalidSetup(vec![Violation::new(
        "seed",
        ViolationCode::ChosenSeed,
        format!(
            "{game} hides cards from its players, and whoever knows the seed of {} knows every \
             hand and every card to come; omit `seed` and the service draws a secret one",
            kept_from.describe()
        ),
    )]))
}

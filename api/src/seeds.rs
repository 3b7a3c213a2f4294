//! Where a game's seed comes from. A seed fixes every card, bag draw and coin the engine will
//! deal, so whoever knows it knows the game's hidden information: a seed nobody chose comes
//! from the operating system, and a caller's own seed is refused wherever the game would
//! otherwise keep something from that caller.

use quarterdeck_engine::{ChanceMode, Playable, SetupError, Violation, ViolationCode};
use serde_json::Value;

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

/// Why a seed the caller chose is refused, if it is: a game that hides cards or bids from its
/// seats, dealt by the engine (`seeded` chance), would show every hand to whoever replays the
/// public log on a stateless setup with that seed. At the table the real deck deals, so any
/// seed is harmless there.
pub fn refused_seed(
    game: &str,
    engine: &dyn Playable,
    chance: ChanceMode,
    kept_from: KeptFrom,
) -> Option<Violation> {
    if !engine.hides_information() || chance == ChanceMode::Table {
        return None;
    }
    Some(Violation::new(
        "seed",
        ViolationCode::ChosenSeed,
        format!(
            "{game} hides cards from its players, and whoever knows the seed of {} knows every \
             hand and every card to come; omit `seed` and the service draws a secret one",
            kept_from.describe()
        ),
    ))
}

/// The engine's setup, refused with the seed's problem first when there is one, so a caller
/// learns every problem of its request at once.
pub fn with_refused_seed(
    setup: Result<Value, SetupError>,
    refused: Option<Violation>,
) -> Result<Value, ApiError> {
    match (setup, refused) {
        (setup, None) => Ok(setup?),
        (Ok(_), Some(problem)) => Err(ApiError::InvalidSetup(vec![problem])),
        (Err(SetupError::Invalid(mut problems)), Some(problem)) => {
            problems.insert(0, problem);
            Err(ApiError::InvalidSetup(problems))
        }
        (Err(malformed), Some(_)) => Err(malformed.into()),
    }
}

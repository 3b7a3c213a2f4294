//! Random play from setup to the final score: what bots, the `simulate` command, benchmarks
//! and the random-play tests run. The bot's choices use their own RNG, never the game's.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::Serialize;
use thiserror::Error;

use super::play::{ChanceMode, RuleViolation, Rules, SetupError};
use super::scoring::ScoreSheet;

/// Upper bound on decisions in one game; reaching it means the rules loop.
pub const MAX_DECISIONS: u32 = 100_000;

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Playout {
    pub sheet: ScoreSheet,
    pub decisions: u32,
}

#[derive(Debug, Clone, Error)]
pub enum PlayoutError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("a listed action was refused after {decisions} decisions: {violation}")]
    Refused {
        decisions: u32,
        violation: RuleViolation,
    },
    #[error("an actor had no legal action after {decisions} decisions")]
    Stuck { decisions: u32 },
    #[error("the game did not end within {MAX_DECISIONS} decisions")]
    Endless,
}

/// What a playout reports at every step, for tests that check invariants along the way.
pub struct Step<'a, R: Rules> {
    pub before: &'a R::State,
    pub actor: super::play::Actor,
    pub action: &'a R::Action,
    pub legal: &'a [R::Action],
    pub after: &'a R::State,
}

/// Plays one game with uniformly random choices. `seed` seeds both the game's chance and
/// the bot, so a seed always replays the same game.
pub fn random_playout<R: Rules>(
    rules: &R,
    players: u8,
    options: &R::Options,
    seed: u64,
    chance: ChanceMode,
    mut observe: impl FnMut(Step<'_, R>),
) -> Result<Playout, PlayoutError> {
    let mut bot = ChaCha8Rng::seed_from_u64(seed ^ 0xb07_b07);
    let mut state = rules.setup(players, options, seed, chance)?;
    for decisions in 0..MAX_DECISIONS {
        let to_act = rules.to_act(&state);
        let Some(&actor) = pick(&mut bot, &to_act) else {
            return Ok(Playout {
                sheet: rules.score(&state),
                decisions,
            });
        };
        let legal = rules.legal_actions(&state, actor);
        let Some(action) = pick(&mut bot, &legal) else {
            return Err(PlayoutError::Stuck { decisions });
        };
        let (next, _) =
            rules
                .apply(&state, actor, action)
                .map_err(|violation| PlayoutError::Refused {
                    decisions,
                    violation,
                })?;
        observe(Step {
            before: &state,
            actor,
            action,
            legal: &legal,
            after: &next,
        });
        state = next;
    }
    Err(PlayoutError::Endless)
}

fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        return None;
    }
    let index = (u64::from(rng.next_u32()) * items.len() as u64) >> 32;
    items.get(usize::try_from(index).unwrap_or(0))
}

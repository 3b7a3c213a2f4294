//! Random play from setup to the final score: what bots, the `simulate` command, benchmarks
//! and the random-play tests run. The bot's choices use their own RNG, never the game's.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::Serialize;
use thiserror::Error;

use super::play::{Actor, ChanceMode, RuleViolation, Rules, SetupError};
use super::refusal::Refusal;
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
    #[error("the policy chose action {index} of {listed} after {decisions} decisions")]
    BadChoice {
        decisions: u32,
        index: usize,
        listed: usize,
    },
    #[error("the game did not end within {MAX_DECISIONS} decisions")]
    Endless,
}

/// What a playout reports at every step, for tests that check invariants along the way.
pub struct Step<'a, R: Rules> {
    pub before: &'a R::State,
    pub actor: Actor,
    pub action: &'a R::Action,
    pub legal: &'a [R::Action],
    pub after: &'a R::State,
    /// What the action gave, as `apply` gives it.
    pub events: &'a [R::Event],
}

/// The bot's own RNG, seeded from the game's seed but never shared with the game's chance.
pub type BotRng = ChaCha8Rng;

/// How a bot chooses among the legal actions. The playout hands it the bot's RNG, so a seed
/// and a policy always replay the same game.
pub trait Policy<R: Rules> {
    /// The index in `legal` (never empty) of the action to take.
    fn choose(
        &mut self,
        rng: &mut BotRng,
        state: &R::State,
        actor: Actor,
        legal: &[R::Action],
    ) -> usize;
}

/// Every legal action equally likely.
#[derive(Debug, Clone, Copy, Default)]
pub struct Uniform;

impl<R: Rules> Policy<R> for Uniform {
    fn choose(&mut self, rng: &mut BotRng, _: &R::State, _: Actor, legal: &[R::Action]) -> usize {
        pick_index(rng, legal.len())
    }
}

/// Plays one game with uniformly random choices. `seed` seeds both the game's chance and
/// the bot, so a seed always replays the same game.
pub fn random_playout<R: Rules>(
    rules: &R,
    players: u8,
    options: &R::Options,
    seed: u64,
    chance: ChanceMode,
    observe: impl FnMut(Step<'_, R>),
) -> Result<Playout, PlayoutError> {
    playout_with(rules, players, options, seed, chance, &mut Uniform, observe)
}

/// The same game as [`random_playout`] with the same seed, played as fast as the rules allow:
/// nobody watches the steps, so each action is applied in place, with no copy of the state.
/// `simulate`, bots and benchmarks play this way.
pub fn random_game<R: Rules>(
    rules: &R,
    players: u8,
    options: &R::Options,
    seed: u64,
    chance: ChanceMode,
) -> Result<Playout, PlayoutError> {
    play(rules, players, options, seed, chance, &mut Uniform, None)
}

/// Plays one game choosing actions by `policy`; the actor to move, when several may, is
/// chosen uniformly. A seed and a policy always replay the same game.
pub fn playout_with<R: Rules, P: Policy<R>>(
    rules: &R,
    players: u8,
    options: &R::Options,
    seed: u64,
    chance: ChanceMode,
    policy: &mut P,
    mut observe: impl FnMut(Step<'_, R>),
) -> Result<Playout, PlayoutError> {
    play(
        rules,
        players,
        options,
        seed,
        chance,
        policy,
        Some(&mut observe),
    )
}

/// Whoever watches a playout's steps.
type Observer<'o, R> = dyn FnMut(Step<'_, R>) + 'o;

/// The one game loop. Watched, each step keeps the state before it for the observer;
/// unwatched, nothing but the state itself and three reused buffers is kept.
fn play<R: Rules, P: Policy<R>>(
    rules: &R,
    players: u8,
    options: &R::Options,
    seed: u64,
    chance: ChanceMode,
    policy: &mut P,
    mut observe: Option<&mut Observer<'_, R>>,
) -> Result<Playout, PlayoutError> {
    let mut bot = BotRng::seed_from_u64(seed ^ 0xb07_b07);
    let mut state = rules.setup(players, options, seed, chance)?;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut to_act = Vec::new();
    for decisions in 0..MAX_DECISIONS {
        rules.to_act_into(&state, &mut to_act);
        let Some(&actor) = to_act.get(pick_index(&mut bot, to_act.len())) else {
            return Ok(Playout {
                sheet: rules.score(&state),
                decisions,
            });
        };
        rules.legal_actions_into(&state, actor, &mut legal);
        if legal.is_empty() {
            return Err(PlayoutError::Stuck { decisions });
        }
        let chosen = policy.choose(&mut bot, &state, actor, &legal);
        let Some(action) = legal.get(chosen) else {
            return Err(PlayoutError::BadChoice {
                decisions,
                index: chosen,
                listed: legal.len(),
            });
        };
        let refused = |refusal: R::Refusal| PlayoutError::Refused {
            decisions,
            violation: refusal.to_violation(),
        };
        match observe.as_mut() {
            Some(observe) => {
                let before = state.clone();
                rules
                    .apply_in_place(&mut state, actor, action, &mut events)
                    .map_err(refused)?;
                observe(Step {
                    before: &before,
                    actor,
                    action,
                    legal: &legal,
                    after: &state,
                    events: &events,
                });
            }
            None => rules
                .apply_in_place(&mut state, actor, action, &mut events)
                .map_err(refused)?,
        }
    }
    Err(PlayoutError::Endless)
}

/// A uniform index below `len` (0 when `len` is 0), drawing one number from `rng` either way
/// so that the bot's stream does not depend on list lengths.
pub fn pick_index(rng: &mut BotRng, len: usize) -> usize {
    let index = (u64::from(rng.next_u32()) * len as u64) >> 32;
    usize::try_from(index).unwrap_or(0)
}

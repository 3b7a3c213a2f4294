//! Automatic players for every game, written once over [`Rules`]: `random`, `greedy` and
//! information-set Monte Carlo tree search (`ismcts`). Pure like the rest of the engine: no
//! clock, no IO; a caller that budgets by time passes a `stop` check.
//!
//! **Invariant:** a bot reads a [`SeatView`], never a state: it can only be built from what
//! [`Rules::view`] gives its seat, and every state a bot plays on is sampled from that view by
//! [`Rules::determinize`]. So a bot cannot cheat, whatever it is asked.

mod arena;
mod greedy;
mod ismcts;
mod observe;
mod random;
#[cfg(test)]
mod tests;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::core::play::{Actor, Rules};

use crate::core::scoring::Seat;
pub use arena::{play_bot_game, BotGame, BotMoveRecord, SeatBot};

/// Which bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum BotKind {
    /// Any legal action, every one equally likely.
    Random,
    /// The action whose immediate result the game's evaluation likes best, ties drawn.
    Greedy,
    /// Information-set Monte Carlo tree search over states sampled from the seat's view.
    Ismcts,
}

impl BotKind {
    pub const ALL: [Self; 3] = [Self::Random, Self::Greedy, Self::Ismcts];

    pub fn name(self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::Greedy => "greedy",
            Self::Ismcts => "ismcts",
        }
    }
}

/// How a bot thinks: its kind, how much it may search, and the seed that makes a move
/// reproducible (with an iteration budget; a time budget depends on the machine).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BotSpec {
    pub kind: BotKind,
    /// Search iterations (`ismcts`) or sampled states per action (`greedy`, at most
    /// [`greedy::MAX_SAMPLES`]); `random` ignores it.
    pub iterations: u32,
    pub seed: u64,
    /// `ismcts`: a playout stops after this many decisions and the game's evaluation judges
    /// the position; `None` takes the game's own cut-off (`Rules::playout_cutoff`).
    pub playout_cutoff: Option<u32>,
    /// `ismcts`: UCB1's exploration weight; `None` takes the game's own
    /// (`Rules::exploration`).
    pub exploration: Option<f64>,
}

impl BotSpec {
    /// The iterations a bot searches when none are asked for.
    pub const DEFAULT_ITERATIONS: u32 = 1_000;

    pub fn new(kind: BotKind, seed: u64) -> Self {
        Self {
            kind,
            iterations: Self::DEFAULT_ITERATIONS,
            seed,
            playout_cutoff: None,
            exploration: None,
        }
    }
}

/// What a seat may see, and nothing more: the only input a bot takes.
#[derive(Debug, Clone)]
pub struct SeatView<S> {
    view: S,
    seat: Seat,
}

impl<S> SeatView<S> {
    /// `seat`'s view of `state`.
    pub fn of<R: Rules<State = S>>(rules: &R, state: &S, seat: Seat) -> Self {
        Self {
            view: rules.view(state, Some(seat)),
            seat,
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn view(&self) -> &S {
        &self.view
    }
}

/// A move a bot chose, with what it weighed.
#[derive(Debug, Clone)]
pub struct Choice<A> {
    pub action: A,
    /// The actions it weighed most, best first (the chosen one among them): a hint for a
    /// learner. Empty for `random`.
    pub alternatives: Vec<Alternative<A>>,
    /// Search iterations run (`ismcts`) or sampled positions judged (`greedy`).
    pub iterations: u32,
}

/// An action a bot weighed.
#[derive(Debug, Clone)]
pub struct Alternative<A> {
    pub action: A,
    /// How often the search tried it (`ismcts`), or how many sampled positions judged it
    /// (`greedy`).
    pub visits: u32,
    /// The mean reward it led to for the bot's seat, in `[0, 1]`.
    pub value: f64,
}

/// A bot's move as the service answers it (the JSON form of a [`Choice`]).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BotMove {
    /// The chosen action: send it to `apply` (or a match's actions) with `actor`.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::core::openapi::GameAction))]
    pub action: Value,
    pub actor: Actor,
    pub label: String,
    /// The actions the bot weighed most, best first, the chosen one among them: a hint for a
    /// learner. Empty for `random`.
    pub alternatives: Vec<BotAlternative>,
    /// Search iterations run (`ismcts`) or sampled positions judged per action (`greedy`).
    pub iterations: u32,
}

/// An action a bot weighed.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BotAlternative {
    #[cfg_attr(feature = "openapi", schema(value_type = crate::core::openapi::GameAction))]
    pub action: Value,
    pub label: String,
    /// How often the search tried it (`ismcts`), or how many sampled positions judged it
    /// (`greedy`).
    pub visits: u32,
    /// The mean reward it led to for the bot's seat, from 0 (a sure loss) to 1 (a sure win
    /// by a wide margin).
    pub value: f64,
}

/// UCB1's exploration weight for rewards in `[0, 1]` where a game sets none
/// (`Rules::exploration`).
pub const DEFAULT_EXPLORATION: f64 = 0.7;

/// How many alternatives a choice reports.
const ALTERNATIVES: usize = 5;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BotError {
    #[error("the game is over: nobody is to act")]
    GameOver,
    #[error("seat {seat} is not to act now (waiting for {waiting_for})")]
    NotToAct { seat: Seat, waiting_for: String },
    #[error("seat {seat} has no legal action")]
    NoLegalAction { seat: Seat },
}

/// `view`'s seat's move, chosen by `spec`. `stop` is asked between iterations and ends the
/// search when it says so (a time budget); the first iteration always runs.
pub fn choose<R: Rules>(
    rules: &R,
    view: &SeatView<R::State>,
    spec: &BotSpec,
    stop: &mut dyn FnMut() -> bool,
) -> Result<Choice<R::Action>, BotError> {
    let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
    let sample = rules.determinize(view.view(), view.seat(), rng.next_u64());
    let actor = Actor::Seat(view.seat());
    let to_act = rules.to_act(&sample);
    if to_act.is_empty() {
        return Err(BotError::GameOver);
    }
    if !to_act.contains(&actor) {
        return Err(BotError::NotToAct {
            seat: view.seat(),
            waiting_for: crate::core::play::describe_actors(&to_act),
        });
    }
    let legal = rules.legal_actions(&sample, actor);
    if legal.is_empty() {
        return Err(BotError::NoLegalAction { seat: view.seat() });
    }
    let mut searcher = Searcher {
        rules,
        view,
        spec,
        rng,
        stop,
    };
    Ok(match spec.kind {
        BotKind::Random => random::choose(&mut searcher, legal)?,
        BotKind::Greedy => greedy::choose(&mut searcher, legal)?,
        BotKind::Ismcts => ismcts::choose(&mut searcher, legal)?,
    })
}

/// What every bot searches with: the rules, the view, its budget and its own RNG.
struct Searcher<'a, R: Rules> {
    rules: &'a R,
    view: &'a SeatView<R::State>,
    spec: &'a BotSpec,
    rng: ChaCha8Rng,
    stop: &'a mut dyn FnMut() -> bool,
}

impl<R: Rules> Searcher<'_, R> {
    /// A full state consistent with the view, fresh from the bot's RNG.
    fn sample(&mut self) -> R::State {
        let seed = self.rng.next_u64();
        self.rules
            .determinize(self.view.view(), self.view.seat(), seed)
    }

    fn seat(&self) -> Seat {
        self.view.seat()
    }

    /// Whether the budget is spent after `done` iterations.
    fn spent(&mut self, done: u32) -> bool {
        done >= self.spec.iterations.max(1) || (done > 0 && (self.stop)())
    }
}

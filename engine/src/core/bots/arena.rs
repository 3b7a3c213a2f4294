//! Whole games between bots, one bot a seat: what `quarterdeck tournament` plays. Every move
//! is chosen from the seat's own view, as over HTTP. The caller's clock times each move (the
//! engine reads none), so a time budget works the same here as in the service.

use std::time::Duration;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::{pick_index, PlayoutError, MAX_DECISIONS};
use crate::core::refusal::Refusal;
use crate::core::scoring::{ScoreSheet, Seat};

use super::{choose, BotError, BotSpec, SeatView};

/// The bot in one seat: how it thinks (its seed is replaced move by move, from the game's
/// seed) and, optionally, how long it may think per move.
#[derive(Debug, Clone, Copy)]
pub struct SeatBot {
    pub spec: BotSpec,
    pub time: Option<Duration>,
}

/// One move a bot made.
#[derive(Debug, Clone, Copy)]
pub struct BotMoveRecord {
    pub seat: Seat,
    pub took: Duration,
    pub iterations: u32,
}

/// A finished game between bots.
#[derive(Debug, Clone)]
pub struct BotGame {
    pub sheet: ScoreSheet,
    pub moves: Vec<BotMoveRecord>,
}

/// Plays a seeded game from setup to the end, `bots[s]` choosing for seat `s`; when several
/// seats may act at once, one of them, drawn from the game's seed, acts first. `now` is the
/// caller's clock.
pub fn play_bot_game<R: Rules>(
    rules: &R,
    players: u8,
    options: &R::Options,
    seed: u64,
    bots: &[SeatBot],
    now: &dyn Fn() -> Duration,
) -> Result<BotGame, PlayoutError> {
    let mut state = rules.setup(players, options, seed, ChanceMode::Seeded)?;
    let mut order = ChaCha8Rng::seed_from_u64(seed ^ 0x00a1_2e7a);
    let mut moves = Vec::new();
    let mut events = Vec::new();
    for decisions in 0..MAX_DECISIONS {
        let to_act = rules.to_act(&state);
        let Some(&actor) = to_act.get(pick_index(&mut order, to_act.len())) else {
            return Ok(BotGame {
                sheet: rules.score(&state),
                moves,
            });
        };
        let Actor::Seat(seat) = actor else {
            // Seeded play never waits for the table.
            return Err(PlayoutError::Stuck { decisions });
        };
        let Some(bot) = bots.get(usize::from(seat)) else {
            return Err(PlayoutError::Stuck { decisions });
        };
        let mut spec = bot.spec;
        spec.seed = order.next_u64();
        let started = now();
        let mut out_of_time = || {
            bot.time
                .is_some_and(|time| now().saturating_sub(started) >= time)
        };
        let view = SeatView::of(rules, &state, seat);
        let choice =
            choose(rules, &view, &spec, &mut out_of_time).map_err(|error| match error {
                BotError::GameOver | BotError::NotToAct { .. } | BotError::NoLegalAction { .. } => {
                    PlayoutError::Stuck { decisions }
                }
            })?;
        moves.push(BotMoveRecord {
            seat,
            took: now().saturating_sub(started),
            iterations: choice.iterations,
        });
        rules
            .apply_in_place(&mut state, actor, &choice.action, &mut events)
            .map_err(|refusal| PlayoutError::Refused {
                decisions,
                violation: refusal.to_violation(),
            })?;
    }
    Err(PlayoutError::Endless)
}

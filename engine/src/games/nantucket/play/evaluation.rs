//! How a Nantucket position stands for each player when a search's playout is cut off. The
//! provisional sheet counts Copper and buildings, which is what the game scores, but Silver
//! scores nothing and is most of what pays for buildings: judged by the sheet alone, a search
//! cut off early never keeps Silver for a build and never takes the exchange of a Copper for
//! two Silver. So in play each Silver held (in supply, owed, or at sea) is worth part of a
//! point, less as the end nears and there is less left to build. `greedy` still judges by the
//! sheet: one step ahead, Silver's worth only makes it hoard.

use crate::core::evaluation;
use crate::core::scoring::ScoreSheet;

use super::state::{Coins, NantucketState, Phase, Player, BANK_COPPER, BUILDINGS_TO_END};

/// What a Silver is worth in points at the start. Above half a Copper, so the exchange of one
/// Copper for two Silver pays early on (buildings are bought with money); it stops paying
/// once a sixth of the game is gone. Tuned by tournament (see the README's Bots section):
/// at 0.3 the search loses to `greedy`, at 0.5 to 0.6 it beats it clearly, at 0.8 it hoards.
const SILVER_EARLY: f64 = 0.6;

/// How many random decisions a playout makes before the evaluation judges it: short, as a
/// random player squanders Silver and Copper alike and its games say little.
pub(super) const PLAYOUT_CUTOFF: u32 = 4;

/// UCB1's exploration weight for the search. Cut off after a few decisions, most moves look
/// nearly alike (a Silver here, a Copper there), and the 0.7 the other games use settles on
/// one of them too soon: against `greedy` at about 12,000 iterations a move it won 73% of 60
/// games at 0.7, 85% at 1.2 and 88% at 2.0 (see the README's Bots section).
pub(super) const EXPLORATION: f64 = 2.0;

/// Each player's reward in seat order: a finished game by its final sheet, one in progress by
/// the margin of each player's points plus the worth of the Silver they hold.
pub(super) fn cut_off_value(state: &NantucketState, sheet: &ScoreSheet) -> Vec<f64> {
    if sheet.is_final {
        return evaluation::rewards(sheet, state.players.len());
    }
    let silver_worth = SILVER_EARLY * (1.0 - progress(state));
    let totals: Vec<f64> = evaluation::totals(sheet, state.players.len())
        .into_iter()
        .zip(&state.players)
        .map(|(points, player)| points + silver_worth * f64::from(silver_held(player)))
        .collect();
    let overtime = overtime(state);
    let open = evaluation::margins(&totals);
    if overtime <= 0.0 {
        return open;
    }
    let settled = evaluation::settled(&totals);
    open.iter()
        .zip(&settled)
        .map(|(open, settled)| (1.0 - overtime) * open + overtime * settled)
        .collect()
}

/// The round from which a long game is judged more and more as if it ended as it stands.
/// Nothing in the rules forces Nantucket's end: the last building may stay unbuilt and Copper
/// may go back to the bank. Judged by the margin alone, a player behind would rather never
/// finish (a loss only becomes sure once the game ends), and two bots could play forever.
const OVERTIME_FROM_ROUND: f64 = 25.0;

/// The rounds over which overtime comes to weigh in full.
const OVERTIME_ROUNDS: f64 = 10.0;

/// How far into overtime the game is, from 0 (before [`OVERTIME_FROM_ROUND`]) to 1.
fn overtime(state: &NantucketState) -> f64 {
    ((f64::from(state.round) - OVERTIME_FROM_ROUND) / OVERTIME_ROUNDS).clamp(0.0, 1.0)
}

fn silver_held(player: &Player) -> u32 {
    [player.supply, player.owed]
        .iter()
        .chain(&player.ships)
        .map(|coins: &Coins| u32::from(coins.silver))
        .sum()
}

/// The round by which Silver is worth nothing, whatever else stands: games between bots end
/// by round 14 to 21, rarely near 40. Without it a player who hoards Silver could stall the
/// game for good, since nothing else moves the end nearer while nobody builds and Copper
/// goes back to the bank.
const SILVER_WORTHLESS_BY_ROUND: f64 = 30.0;

/// How near the end is, from 0 at setup to 1 once it is triggered: the game ends at the
/// ninth building or when the bank runs out of Copper, whichever comes first; the rounds
/// played also count, so the measure only ever moves on.
fn progress(state: &NantucketState) -> f64 {
    if state.ending || state.phase == Phase::Over {
        return 1.0;
    }
    let built = state.built.len() as f64 / BUILDINGS_TO_END as f64;
    let copper_gone = 1.0 - f64::from(state.bank.copper) / f64::from(BANK_COPPER);
    let rounds = f64::from(state.round) / SILVER_WORTHLESS_BY_ROUND;
    built.max(copper_gone).max(rounds).clamp(0.0, 1.0)
}

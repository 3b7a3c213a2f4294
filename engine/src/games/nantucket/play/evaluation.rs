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
    evaluation::margins(&totals)
}

fn silver_held(player: &Player) -> u32 {
    [player.supply, player.owed]
        .iter()
        .chain(&player.ships)
        .map(|coins: &Coins| u32::from(coins.silver))
        .sum()
}

/// How near the end is, from 0 at setup to 1 once it is triggered: the game ends at the
/// ninth building or when the bank runs out of Copper, whichever comes first.
fn progress(state: &NantucketState) -> f64 {
    if state.ending || state.phase == Phase::Over {
        return 1.0;
    }
    let built = state.built.len() as f64 / BUILDINGS_TO_END as f64;
    let copper_gone = 1.0 - f64::from(state.bank.copper) / f64::from(BANK_COPPER);
    built.max(copper_gone).clamp(0.0, 1.0)
}

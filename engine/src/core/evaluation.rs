//! How good a position is for each seat, as a number in `[0, 1]`: what bots maximise. Written
//! once from the score sheet, so every game has it; a game may give a better one through
//! [`super::play::Rules::evaluate`].
//!
//! A finished game rewards the win first and the margin second: three quarters of the reward
//! is the seat's share of the win (ties share it), one quarter its score margin over the best
//! other seat, squashed into `[0, 1]`. A game in progress is judged by the margin on the
//! provisional sheet alone. A seat playing alone (Bremerhaven's solo game) is judged by its
//! own total, on a fixed scale: against itself a margin has nothing to be measured by.

use super::scoring::ScoreSheet;

/// The share of a finished game's reward that the win carries; the rest is the margin.
const WIN_WEIGHT: f64 = 0.75;

/// The total that earns a seat playing alone a reward of 0.75 (Bremerhaven's solo scores run
/// to a few hundred).
const LONE_HALF: f64 = 100.0;

/// Each seat's reward in seat order, in `[0, 1]`.
pub fn rewards(sheet: &ScoreSheet, seats: usize) -> Vec<f64> {
    let totals = totals(sheet, seats);
    if !sheet.is_final {
        return margins(&totals);
    }
    let winners: Vec<usize> = sheet.winners.iter().map(|&w| usize::from(w)).collect();
    finished(&totals, &winners)
}

/// What `totals` would be worth were the game to end as they stand: the leaders share the
/// win. For a game in progress with no end the rules force, where a trailing seat judged by
/// [`margins`] alone would rather never finish.
pub fn settled(totals: &[f64]) -> Vec<f64> {
    let best = totals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let leaders: Vec<usize> = (0..totals.len())
        .filter(|&seat| totals.get(seat).is_some_and(|&total| total >= best))
        .collect();
    finished(totals, &leaders)
}

/// A finished game's rewards: the winners share [`WIN_WEIGHT`], the margin the rest.
fn finished(totals: &[f64], winners: &[usize]) -> Vec<f64> {
    if let [alone] = totals {
        return vec![lone_reward(*alone)];
    }
    let scale = margin_scale(totals);
    let shares = winners.len().max(1) as f64;
    (0..totals.len())
        .map(|seat| {
            let margin = squash(margin_of(totals, seat), scale);
            let win = if winners.contains(&seat) {
                1.0 / shares
            } else {
                0.0
            };
            WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * margin
        })
        .collect()
}

/// Each seat's total on `sheet`, in seat order (0 for a seat the sheet lacks).
pub fn totals(sheet: &ScoreSheet, seats: usize) -> Vec<f64> {
    let mut totals = vec![0.0; seats];
    for player in &sheet.players {
        if let Some(total) = totals.get_mut(usize::from(player.seat)) {
            *total = player.total as f64;
        }
    }
    totals
}

/// A game in progress judged by each seat's margin over the best other seat on `totals`: the
/// provisional sheet's, or a game's own estimate of what each seat's position is worth (see
/// [`super::play::Rules::cut_off_value`]).
pub fn margins(totals: &[f64]) -> Vec<f64> {
    if let [alone] = totals {
        return vec![lone_reward(*alone)];
    }
    let scale = margin_scale(totals);
    (0..totals.len())
        .map(|seat| squash(margin_of(totals, seat), scale))
        .collect()
}

fn lone_reward(total: f64) -> f64 {
    0.5 + 0.5 * total / (total.abs() + LONE_HALF)
}

/// The seat's total less the best other seat's (its own total when it plays alone).
fn margin_of(totals: &[f64], seat: usize) -> f64 {
    let own = totals.get(seat).copied().unwrap_or(0.0);
    let best_other = totals
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != seat)
        .map(|(_, &total)| total)
        .reduce(f64::max);
    match best_other {
        Some(best) => own - best,
        None => own,
    }
}

/// Margins are judged against the size of the scores: a 5-point lead means much in a game
/// scored in tens, little in one scored in thousands (Bremerhaven multiplies).
fn margin_scale(totals: &[f64]) -> f64 {
    let largest = totals.iter().map(|total| total.abs()).fold(0.0, f64::max);
    (largest * 0.25).max(4.0)
}

/// A margin into `(0, 1)`: 0.5 for level, nearer 1 the larger the lead.
fn squash(margin: f64, scale: f64) -> f64 {
    0.5 + 0.5 * (margin / scale).tanh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::scoring::SheetBuilder;

    fn sheet(totals: &[i64], finished: bool) -> ScoreSheet {
        let mut builder = SheetBuilder::new("test", &[("points", "Points")], &[]);
        for &total in totals {
            builder.player("").add("points", "test", total, "");
        }
        builder.finish(finished)
    }

    #[test]
    fn a_finished_game_rewards_the_winner_most_and_shares_a_tie() {
        let won = rewards(&sheet(&[30, 20, 10], true), 3);
        assert!(won[0] > 0.75 && won[1] < 0.25 && won[2] < won[1], "{won:?}");
        let tied = rewards(&sheet(&[20, 20], true), 2);
        assert!(
            (tied[0] - tied[1]).abs() < 1e-12 && tied[0] > 0.4,
            "{tied:?}"
        );
    }

    #[test]
    fn a_game_in_progress_is_judged_by_the_margin_alone() {
        let level = rewards(&sheet(&[10, 10], false), 2);
        assert!((level[0] - 0.5).abs() < 1e-12, "{level:?}");
        let ahead = rewards(&sheet(&[14, 10], false), 2);
        assert!(
            ahead[0] > 0.5 && ahead[1] < 0.5 && ahead[0] < 1.0,
            "{ahead:?}"
        );
    }

    #[test]
    fn a_settled_game_rewards_the_leaders_as_winners_of_a_finished_one() {
        let settled = settled(&[30.0, 20.0, 10.0]);
        let finished = rewards(&sheet(&[30, 20, 10], true), 3);
        assert_eq!(settled, finished);
        let level = super::settled(&[12.0, 12.0]);
        assert!(
            (level[0] - level[1]).abs() < 1e-12 && level[0] > 0.4,
            "{level:?}"
        );
    }

    #[test]
    fn a_seat_alone_is_judged_by_its_own_total_without_saturating() {
        let [low, high, higher] = [50, 150, 300].map(|total| rewards(&sheet(&[total], true), 1)[0]);
        assert!(
            low < high && high < higher && higher < 0.9,
            "{low} {high} {higher}"
        );
        assert!((rewards(&sheet(&[100], true), 1)[0] - 0.75).abs() < 1e-12);
    }
}

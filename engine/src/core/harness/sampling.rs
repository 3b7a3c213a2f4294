//! Whether a game's determinization samples uniformly: at states along a random game, many
//! states are sampled from each seat's view and, pool by pool, a chi-square test of
//! independence checks that every unseen card lands in each hidden place in proportion to the
//! place's size (its expected share when the deal is uniform given the public counts). The
//! seeds are fixed, so the test is deterministic; its threshold (p = 10⁻⁴) is strict enough
//! that a fair deal passes at any seed, loose enough to catch a deal that favours some card.

use std::collections::BTreeMap;

use super::{GameHarness, Plan, St};
use crate::core::play::Rules;
use crate::core::playout::random_playout;
use crate::core::scoring::Seat;

/// One unseen card where a sample put it. Cards of one `pool` are exchangeable across the
/// pool's places under a uniform deal (e.g. boat cards across other seats' hands and the
/// supply); a card the deal conditions (a payer's hand must cover its debt) needs its own pool
/// or none.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct HiddenCard {
    pub pool: String,
    pub place: String,
    pub card: String,
}

/// Samples drawn per view.
const SAMPLES: u64 = 400;

/// The standard normal quantile of 1 − 10⁻⁴.
const Z: f64 = 3.719;

/// Plays one game of `plan` from `seed` and, at every `stride`-th decision, checks every
/// seat's samples; returns how many pools were tested (a game that hides cards must test
/// some).
pub fn check_uniform_sampling<G: GameHarness>(
    game: &G,
    plan: &Plan<super::Opts<G>>,
    seed: u64,
    stride: u32,
) -> usize {
    let rules = game.rules();
    let mut states = Vec::new();
    let mut decision = 0_u32;
    let played = random_playout(
        rules,
        plan.players,
        &(plan.options)(seed),
        seed,
        plan.chance,
        |step| {
            decision += 1;
            if decision.is_multiple_of(stride) {
                states.push(step.after.clone());
            }
        },
    );
    if let Err(error) = played {
        panic!("{}, seed {seed}: {error}", plan.label);
    }
    let mut tested = 0;
    for (index, state) in states.iter().enumerate() {
        for seat in 0..game.seats(state) {
            let at = format!("{}, seed {seed}, state {index}, seat {seat}", plan.label);
            tested += check_view(game, state, seat, &at);
        }
    }
    tested
}

/// Chi-square tests of one seat's samples, pool by pool; returns the pools tested.
fn check_view<G: GameHarness>(game: &G, state: &St<G>, seat: Seat, at: &str) -> usize {
    let rules = game.rules();
    let view = rules.view(state, Some(seat));
    // pool → (card, place) → count
    let mut tables: BTreeMap<String, BTreeMap<(String, String), u64>> = BTreeMap::new();
    for sample in 0..SAMPLES {
        let sampled = rules.determinize(&view, seat, sample.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        for hidden in game.hidden_cards(&sampled, seat) {
            *tables
                .entry(hidden.pool)
                .or_default()
                .entry((hidden.card, hidden.place))
                .or_default() += 1;
        }
    }
    let mut tested = 0;
    for (pool, counts) in &tables {
        if let Some((statistic, critical)) = independence(counts) {
            assert!(
                statistic <= critical,
                "{at}: pool `{pool}` is not dealt uniformly: chi-square {statistic:.1} > {critical:.1} ({counts:?})"
            );
            tested += 1;
        }
    }
    tested
}

/// The chi-square statistic of independence of card and place, and its critical value;
/// `None` when the table has a single card or a single place (nothing to test).
fn independence(counts: &BTreeMap<(String, String), u64>) -> Option<(f64, f64)> {
    let mut rows: BTreeMap<&str, f64> = BTreeMap::new();
    let mut columns: BTreeMap<&str, f64> = BTreeMap::new();
    for ((card, place), &count) in counts {
        *rows.entry(card).or_default() += count as f64;
        *columns.entry(place).or_default() += count as f64;
    }
    if rows.len() < 2 || columns.len() < 2 {
        return None;
    }
    let total: f64 = rows.values().sum();
    let mut statistic = 0.0;
    for (card, row) in &rows {
        for (place, column) in &columns {
            let expected = row * column / total;
            let observed = counts
                .get(&((*card).to_owned(), (*place).to_owned()))
                .copied()
                .unwrap_or(0) as f64;
            statistic += (observed - expected).powi(2) / expected;
        }
    }
    let freedom = ((rows.len() - 1) * (columns.len() - 1)) as f64;
    Some((statistic, critical_value(freedom)))
}

/// The chi-square quantile at 1 − 10⁻⁴ (Wilson–Hilferty).
fn critical_value(freedom: f64) -> f64 {
    let spread = 2.0 / (9.0 * freedom);
    freedom * (1.0 - spread + Z * spread.sqrt()).powi(3)
}

/// The check every game runs: one game of each plan, and, when the game hides cards, at
/// least one pool tested.
pub fn check_every_plan<G: GameHarness>(game: &G, plans: &[Plan<super::Opts<G>>]) {
    let mut tested = 0;
    for (index, plan) in plans.iter().enumerate() {
        tested += check_uniform_sampling(game, plan, 17 + index as u64, 37);
    }
    let hides = game.rules().hides_information();
    assert!(
        tested > 0 || !hides,
        "the game hides cards but no pool was tested: does `hidden_cards` list them?"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: &[(&str, &str, u64)]) -> BTreeMap<(String, String), u64> {
        rows.iter()
            .map(|(card, place, n)| (((*card).to_owned(), (*place).to_owned()), *n))
            .collect()
    }

    #[test]
    fn a_fair_table_passes_and_a_biased_one_fails() {
        let fair = table(&[
            ("a", "hand", 300),
            ("a", "deck", 300),
            ("b", "hand", 310),
            ("b", "deck", 290),
        ]);
        let (statistic, critical) = independence(&fair).unwrap_or((f64::MAX, 0.0));
        assert!(statistic < critical, "{statistic} {critical}");
        let biased = table(&[
            ("a", "hand", 500),
            ("a", "deck", 100),
            ("b", "hand", 100),
            ("b", "deck", 500),
        ]);
        let (statistic, critical) = independence(&biased).unwrap_or((0.0, f64::MAX));
        assert!(statistic > critical, "{statistic} {critical}");
    }

    #[test]
    fn the_critical_value_matches_the_tables() {
        // χ²(1) at 1 − 10⁻⁴ is 15.14 (the approximation errs high, the safe side); χ²(10) is
        // 35.56.
        assert!((critical_value(1.0) - 15.14).abs() < 1.5);
        assert!((critical_value(10.0) - 35.56).abs() < 0.5);
    }
}

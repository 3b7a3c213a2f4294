//! How long and how hard the service's bots may think: the bounds both the `bot-move` endpoint
//! and a match's bot seats are held to, checked the same way for both.

use std::time::Duration;

use quarterdeck_engine::core::bots::{BotKind, BotSpec};
use quarterdeck_engine::{Violation, ViolationCode};

/// The longest a bot may think for one move.
pub const MAX_TIME_MS: u32 = 5_000;
/// The most iterations a bot may be asked for (the time budget bounds them anyway).
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// The operator's cap on a bot's thinking time, in ms (`--max-bot-time-ms`, at most
/// [`MAX_TIME_MS`]); an app without one caps at [`MAX_TIME_MS`].
#[derive(Debug, Clone, Copy)]
pub struct BotTimeLimit(pub u32);

impl BotTimeLimit {
    /// The cap in ms, never above [`MAX_TIME_MS`].
    pub fn ms(self) -> u32 {
        self.0.min(MAX_TIME_MS)
    }
}

impl Default for BotTimeLimit {
    fn default() -> Self {
        Self(MAX_TIME_MS)
    }
}

/// A bot's kind and the budget asked for it, before its seed is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub kind: BotKind,
    pub iterations: Option<u32>,
    pub time_ms: Option<u32>,
}

impl Budget {
    /// Every bound the budget breaks, each naming its field under `prefix` (`bot`, `bots[1]`).
    pub fn problems(&self, prefix: &str, limit: BotTimeLimit) -> Vec<Violation> {
        let limit_ms = limit.ms();
        let mut problems = Vec::new();
        if let Some(iterations) = self
            .iterations
            .filter(|n| !(1..=MAX_ITERATIONS).contains(n))
        {
            problems.push(Violation::new(
                format!("{prefix}.iterations"),
                ViolationCode::OutOfRange,
                format!("iterations are 1 to {MAX_ITERATIONS}, not {iterations}"),
            ));
        }
        if let Some(time_ms) = self.time_ms.filter(|ms| !(1..=limit_ms).contains(ms)) {
            problems.push(Violation::new(
                format!("{prefix}.time_ms"),
                ViolationCode::OutOfRange,
                format!("a bot thinks 1 to {limit_ms} ms on this service, not {time_ms}"),
            ));
        }
        problems
    }

    /// The engine's spec for a search with `seed`, and how long it may run: never longer than
    /// `limit`, which also bounds a search given no time.
    pub fn search(&self, seed: u64, limit: BotTimeLimit) -> (BotSpec, Duration) {
        let limit_ms = limit.ms();
        let mut spec = BotSpec::new(self.kind, seed);
        // A time budget alone means "as many iterations as fit".
        spec.iterations = match (self.iterations, self.time_ms) {
            (Some(iterations), _) => iterations,
            (None, Some(_)) => MAX_ITERATIONS,
            (None, None) => BotSpec::DEFAULT_ITERATIONS,
        };
        let time = self.time_ms.unwrap_or(limit_ms).min(limit_ms);
        (spec, Duration::from_millis(u64::from(time)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(iterations: Option<u32>, time_ms: Option<u32>) -> Budget {
        Budget {
            kind: BotKind::Ismcts,
            iterations,
            time_ms,
        }
    }

    #[test]
    fn every_broken_bound_is_named_under_its_prefix() {
        let fields: Vec<String> = budget(Some(0), Some(700))
            .problems("bots[2]", BotTimeLimit(500))
            .into_iter()
            .map(|problem| problem.field)
            .collect();
        assert_eq!(fields, ["bots[2].iterations", "bots[2].time_ms"]);
        assert!(budget(Some(1), Some(500))
            .problems("bot", BotTimeLimit(500))
            .is_empty());
    }

    #[test]
    fn a_search_never_runs_past_the_operators_cap() {
        let (spec, time) = budget(None, Some(400)).search(7, BotTimeLimit(250));
        assert_eq!(spec.iterations, MAX_ITERATIONS);
        assert_eq!(time, Duration::from_millis(250));
        let (spec, time) = budget(None, None).search(7, BotTimeLimit(9_000));
        assert_eq!(spec.iterations, BotSpec::DEFAULT_ITERATIONS);
        assert_eq!(time, Duration::from_millis(u64::from(MAX_TIME_MS)));
        assert_eq!(spec.seed, 7);
    }
}

//! The proof of each game's `Revealing` declarations: an action declared to reveal nothing
//! shows no seat anything it could not foresee from its own view.

use std::fmt::Debug;

use super::{json, Act, Checks, GameHarness, St};
use crate::core::play::{Actor, Rules};
use crate::core::playout::Step;
use crate::core::refusal::Refusal;

impl<G: GameHarness> Checks<'_, G>
where
    Act<G>: Debug,
    St<G>: Debug + PartialEq,
{
    /// An action whose events declare that they reveal nothing (so a take-back may undo it)
    /// shows each seat nothing it could not foresee: from states sampled from the seat's own
    /// view before it (other hidden cards, another RNG), the same action gives the seat the
    /// view it got. A sampled state where the action cannot be taken (another seat's card it
    /// played is elsewhere there) is not a world the seat may still believe in, and is skipped.
    /// Sampling is dear (Bremerhaven's determinize deals every unseen card), so a deep step
    /// checks every seat from three samples and any other step one seat, in turn, from one.
    pub(super) fn check_unrevealing(&mut self, step: &Step<'_, G::R>, deep: bool) {
        let rules = self.game.rules();
        let at = || {
            format!(
                "decision {}: {:?} by {}, whose events {} all declare they reveal nothing",
                self.decision,
                step.action,
                step.actor,
                json(&step.events)
            )
        };
        let seats = self.game.seats(step.before);
        let spread = self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (checked, samples) = if deep {
            ((0..seats).collect::<Vec<_>>(), 3)
        } else {
            let turn = spread.wrapping_add(self.decision) % u64::from(seats.max(1));
            (vec![u8::try_from(turn).unwrap_or(0)], 1)
        };
        for seat in checked {
            let seen = json(&rules.view(step.after, Some(seat)));
            let view = rules.view(step.before, Some(seat));
            for sample in 0..samples {
                let seed = spread
                    .wrapping_add(self.decision.wrapping_mul(7))
                    .wrapping_add(u64::from(seat) * 3 + sample);
                let sampled = rules.determinize(&view, seat, seed);
                let after = match rules.apply(&sampled, step.actor, step.action) {
                    Ok((after, _)) => after,
                    Err(refusal) if Actor::Seat(seat) == step.actor => panic!(
                        "{}: refused to seat {seat} in a state sampled from its own view: {}",
                        at(),
                        refusal.to_violation()
                    ),
                    Err(_) => continue,
                };
                let got = json(&rules.view(&after, Some(seat)));
                if got != seen {
                    panic!(
                        "{}: yet seat {seat} sees another state after it from a state sampled \
                         from its view (seed {seed}), which differs at {}",
                        at(),
                        differences(&seen, &got)
                    );
                }
            }
        }
        self.tally.unrevealing += 1;
    }
}

/// Where two JSON texts differ, as paths (`players[1].hand`), the first few.
fn differences(left: &str, right: &str) -> String {
    fn walk(path: String, a: &serde_json::Value, b: &serde_json::Value, out: &mut Vec<String>) {
        use serde_json::Value;
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
                for key in keys {
                    let (a, b) = (&x.get(key), &y.get(key));
                    match (a, b) {
                        (Some(a), Some(b)) => walk(format!("{path}.{key}"), a, b, out),
                        _ => out.push(format!("{path}.{key}: {a:?} vs {b:?}")),
                    }
                }
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
                for (index, (a, b)) in x.iter().zip(y).enumerate() {
                    walk(format!("{path}[{index}]"), a, b, out);
                }
            }
            _ if a != b => out.push(format!("{path}: {a} vs {b}")),
            _ => {}
        }
    }
    let parse = |text: &str| serde_json::from_str(text).unwrap_or_default();
    let mut out = Vec::new();
    walk(String::new(), &parse(left), &parse(right), &mut out);
    out.truncate(5);
    out.join("; ")
}

//! The `greedy` bot: one step ahead. Each legal action is applied to a few states sampled
//! from the view and the game's evaluation judges each result for the bot's seat; the best
//! mean wins, and a tie is drawn with the bot's RNG (so a seed replays it).

use crate::core::play::{Actor, Rules};
use crate::core::playout::pick_index;

use super::{Alternative, BotError, Choice, Searcher, ALTERNATIVES};

/// At most this many sampled states judge each action: the evaluation is cheap next to
/// a search, but a hand of hidden cards is judged well enough by a few samples.
pub(super) const MAX_SAMPLES: u32 = 8;

/// Two means closer than this are a tie.
const TIE: f64 = 1e-9;

pub(super) fn choose<R: Rules>(
    searcher: &mut Searcher<'_, R>,
    legal: Vec<R::Action>,
) -> Result<Choice<R::Action>, BotError> {
    let samples = searcher.spec.iterations.clamp(1, MAX_SAMPLES);
    let actor = Actor::Seat(searcher.seat());
    let seat = usize::from(searcher.seat());
    let mut totals = vec![0.0; legal.len()];
    let mut judged = 0;
    let mut events = Vec::new();
    while !searcher.spent(judged) && judged < samples {
        let sample = searcher.sample();
        for (action, total) in legal.iter().zip(&mut totals) {
            let mut next = sample.clone();
            // An action the seat may take in one sample it may take in all (it sees its own
            // options); were one refused, it scores nothing rather than stopping the bot.
            if searcher
                .rules
                .apply_in_place(&mut next, actor, action, &mut events)
                .is_ok()
            {
                *total += searcher
                    .rules
                    .evaluate(&next)
                    .get(seat)
                    .copied()
                    .unwrap_or(0.0);
            }
        }
        judged += 1;
    }
    let means: Vec<f64> = totals
        .iter()
        .map(|total| total / f64::from(judged.max(1)))
        .collect();
    let best = means.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tied: Vec<usize> = (0..means.len())
        .filter(|&i| best - means[i] < TIE)
        .collect();
    let pick = tied
        .get(pick_index(&mut searcher.rng, tied.len()))
        .copied()
        .unwrap_or(0);
    let mut ranked: Vec<usize> = (0..legal.len()).collect();
    // The chosen action first, then the others by mean.
    ranked.sort_by(|&a, &b| {
        (b == pick)
            .cmp(&(a == pick))
            .then(means[b].total_cmp(&means[a]))
    });
    let alternatives = ranked
        .iter()
        .take(ALTERNATIVES)
        .filter_map(|&index| {
            Some(Alternative {
                action: legal.get(index)?.clone(),
                visits: judged,
                value: *means.get(index)?,
            })
        })
        .collect();
    let action = legal.into_iter().nth(pick).ok_or(BotError::NoLegalAction {
        seat: searcher.seat(),
    })?;
    Ok(Choice {
        action,
        alternatives,
        iterations: judged,
    })
}

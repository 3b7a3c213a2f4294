//! The `random` bot: any legal action, every one equally likely.

use crate::core::play::Rules;
use crate::core::playout::pick_index;

use super::{BotError, Choice, Searcher};

pub(super) fn choose<R: Rules>(
    searcher: &mut Searcher<'_, R>,
    legal: Vec<R::Action>,
) -> Result<Choice<R::Action>, BotError> {
    let index = pick_index(&mut searcher.rng, legal.len());
    let action = legal
        .into_iter()
        .nth(index)
        .ok_or(BotError::NoLegalAction {
            seat: searcher.seat(),
        })?;
    Ok(Choice {
        action,
        alternatives: Vec::new(),
        iterations: 0,
    })
}

//! Stateless play requests read in one pass from the body straight into a game's types, and
//! answered by writing the response from those types: no `serde_json::Value` of the state on
//! the way in, no field paths on the way through.
//!
//! Only the common case is taken here: a well-formed body with the state in the clear. Every
//! other body (a sealed state, anything that does not read) goes the general way (`Playable`'s
//! JSON methods), which names the offending field and answers exactly as before; a body read
//! here is one the general way reads to the same typed values, so the answers agree.

use serde::de::IgnoredAny;
use serde::ser::Error as _;
use serde::{Deserialize, Serialize, Serializer};

use super::{listed_actor, Actor, Engine, PlayError, Rules};
use crate::core::input::read_typed;
use crate::core::refusal::Refusal;

/// `legal-actions`: the body the service documents as `LegalActionsRequest`.
// A missing `Option` field reads as `None`, as the general way's `#[serde(default)]` does.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LegalActionsBody<S> {
    state: Option<S>,
    /// Read only to send a sealed request the general way, which opens it.
    sealed_state: Option<IgnoredAny>,
    actor: Option<Actor>,
}

/// `apply`: the body the service documents as `ApplyRequest`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ApplyBody<S, A> {
    state: Option<S>,
    sealed_state: Option<IgnoredAny>,
    action: A,
    actor: Option<Actor>,
    #[serde(default)]
    dry_run: bool,
}

/// `score`: the body the service documents as `ScoreRequest`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoreBody<S> {
    state: Option<S>,
    sealed_state: Option<IgnoredAny>,
}

/// Writes a value as the general way writes it: through a `serde_json::Value`, whose objects
/// list their keys in sorted order, so answers stay byte for byte what they were.
struct AsValue<'a, T>(&'a T);

impl<T: Serialize> Serialize for AsValue<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde_json::to_value(self.0)
            .map_err(S::Error::custom)?
            .serialize(serializer)
    }
}

/// The `ApplyResponse` of a state sent in the clear.
#[derive(Serialize)]
struct ApplyAnswer<'a, S, E> {
    state: AsValue<'a, S>,
    events: Vec<AsValue<'a, E>>,
    to_act: Vec<Actor>,
    dry_run: bool,
}

/// One entry of `LegalActions::actions`.
#[derive(Serialize)]
struct LabelledAnswer<'a, A> {
    action: AsValue<'a, A>,
    label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    probability: Option<f64>,
}

/// The `LegalActionsResponse` of a state sent in the clear: `LegalActions` with typed actions.
#[derive(Serialize)]
struct LegalActionsAnswer<'a, A> {
    to_act: Vec<Actor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    actor: Option<Actor>,
    actions: Vec<LabelledAnswer<'a, A>>,
}

/// The answer's bytes; `None` (the general way) in the one case serde_json cannot write a
/// value, which the general way answers as it always has.
fn write<T: Serialize>(answer: &T) -> Option<Vec<u8>> {
    serde_json::to_vec(answer).ok()
}

impl<R: Rules> Engine<R> {
    /// The state of a body that reads and holds it in the clear, checked as `read_state` does.
    fn clear_state(
        &self,
        state: Option<R::State>,
        sealed: Option<IgnoredAny>,
    ) -> Result<Option<R::State>, PlayError> {
        let (Some(state), None) = (state, sealed) else {
            return Ok(None);
        };
        self.0
            .validate(&state)
            .map_err(PlayError::ImpossibleState)?;
        Ok(Some(state))
    }

    pub(super) fn legal_actions_from_body(
        &self,
        body: &[u8],
    ) -> Result<Option<Vec<u8>>, PlayError> {
        let Ok(body) = read_typed::<LegalActionsBody<R::State>>(body) else {
            return Ok(None);
        };
        let Some(state) = self.clear_state(body.state, body.sealed_state)? else {
            return Ok(None);
        };
        let to_act = self.0.to_act(&state);
        let actor = listed_actor(&to_act, body.actor);
        let actions = actor
            .map(|actor| self.0.legal_actions(&state, actor))
            .unwrap_or_default();
        let answer = LegalActionsAnswer {
            to_act,
            actor,
            actions: actions
                .iter()
                .map(|action| LabelledAnswer {
                    label: self.0.label(&state, action),
                    probability: self.0.probability(&state, action),
                    action: AsValue(action),
                })
                .collect(),
        };
        Ok(write(&answer))
    }

    pub(super) fn apply_from_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError> {
        let Ok(body) = read_typed::<ApplyBody<R::State, R::Action>>(body) else {
            return Ok(None);
        };
        let Some(state) = self.clear_state(body.state, body.sealed_state)? else {
            return Ok(None);
        };
        let actor = self.resolve_actor(&state, body.actor)?;
        let (next, events) = self
            .0
            .apply(&state, actor, &body.action)
            .map_err(|refusal| PlayError::Refused(refusal.to_violation()))?;
        let answer = ApplyAnswer {
            state: AsValue(&next),
            events: events.iter().map(AsValue).collect(),
            to_act: self.0.to_act(&next),
            dry_run: body.dry_run,
        };
        Ok(write(&answer))
    }

    pub(super) fn score_from_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError> {
        let Ok(body) = read_typed::<ScoreBody<R::State>>(body) else {
            return Ok(None);
        };
        let Some(state) = self.clear_state(body.state, body.sealed_state)? else {
            return Ok(None);
        };
        Ok(write(&self.0.score(&state)))
    }
}

//! Stateless play requests read in one pass from the body straight into a game's types, and
//! answered by writing the response from those types: no `serde_json::Value` of the state on
//! the way in, no field paths on the way through.
//!
//! Only the common case is taken here: a well-formed body with the state in the clear. Every
//! other body (a sealed state, anything that does not read) goes the general way (`Playable`'s
//! JSON methods), which names the offending field and answers exactly as before; a body read
//! here is one the general way reads to the same typed values, so the answers agree.

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use super::json::listed_actor;
use super::sorted::write_answer;
use super::{Actor, JsonRules, PlayError, Rules};
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

/// The `ApplyResponse` of a state sent in the clear.
#[derive(Serialize)]
struct ApplyAnswer<'a, S, E> {
    state: &'a S,
    events: &'a [E],
    to_act: Vec<Actor>,
    dry_run: bool,
}

/// One entry of `LegalActions::actions`.
#[derive(Serialize)]
struct LabelledAnswer<'a, A> {
    action: &'a A,
    actor: Actor,
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

/// The answer's bytes, every object inside it with its keys sorted as the general way's
/// `serde_json::Value`s have them, so answers stay byte for byte what they were; `None` (the
/// general way) for a value that cannot be written so, which the general way answers as always.
fn write<T: Serialize>(answer: &T) -> Option<Vec<u8>> {
    write_answer(answer).ok()
}

impl<R: Rules> JsonRules<R> {
    /// Whether `actor` is the table or one of the state's seats; a seat the game lacks is left
    /// to the general way, which refuses it naming the field.
    fn seated(&self, state: &R::State, actor: Option<Actor>) -> bool {
        match actor {
            Some(Actor::Seat(seat)) => usize::from(seat) < self.0.seat_names(state).len(),
            _ => true,
        }
    }

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
        if !self.seated(&state, body.actor) {
            return Ok(None);
        }
        let to_act = self.0.to_act(&state);
        let actions = self.listed_actions(&state, &to_act, body.actor);
        let answer = LegalActionsAnswer {
            actor: listed_actor(&to_act, body.actor),
            to_act,
            actions: actions
                .iter()
                .map(|(actor, action)| LabelledAnswer {
                    label: self.0.label(&state, action),
                    probability: self.0.probability(&state, action),
                    action,
                    actor: *actor,
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
        if !self.seated(&state, body.actor) {
            return Ok(None);
        }
        let actor = self.resolve_actor(&state, body.actor)?;
        let (next, events) = self
            .0
            .apply(&state, actor, &body.action)
            .map_err(|refusal| PlayError::Refused(refusal.to_violation()))?;
        let answer = ApplyAnswer {
            state: &next,
            events: &events,
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
        // A score sheet was never a `Value`: written as declared.
        Ok(serde_json::to_vec(&self.0.score(&state)).ok())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::find_game;

    fn text(value: &impl serde::Serialize) -> String {
        serde_json::to_string(value).unwrap()
    }

    /// The fast path must answer the common body itself (or it only adds work) and answer it
    /// byte for byte as the general way does.
    #[test]
    fn a_state_in_the_clear_is_answered_in_one_pass_as_the_general_way_answers() {
        for (game, setup) in [
            ("new-bedford", json!({"players": 4, "seed": 5})),
            ("nantucket", json!({"players": 2, "seed": 5})),
        ] {
            let engine = find_game(game).and_then(|game| game.playable()).unwrap();
            let state = engine.setup(&serde_json::to_vec(&setup).unwrap()).unwrap();
            let legal = engine.legal_actions(&state, None).unwrap();
            let body = serde_json::to_vec(&json!({"state": state})).unwrap();
            let fast = engine.legal_actions_body(&body).unwrap().expect("answered");
            assert_eq!(String::from_utf8(fast).unwrap(), text(&legal), "{game}");

            let action = legal.actions[0].action.clone();
            let body = json!({"state": state, "action": action, "dry_run": true});
            let fast = engine
                .apply_body(&serde_json::to_vec(&body).unwrap())
                .unwrap()
                .expect("answered");
            let applied = engine.apply(&state, None, &action).unwrap();
            let general = format!(
                "{{\"state\":{},\"events\":{},\"to_act\":{},\"dry_run\":true}}",
                text(&applied.state),
                text(&applied.events),
                text(&applied.to_act)
            );
            assert_eq!(String::from_utf8(fast).unwrap(), general, "{game}");

            let body = serde_json::to_vec(&json!({"state": state})).unwrap();
            let fast = engine.score_body(&body).unwrap().expect("answered");
            assert_eq!(
                String::from_utf8(fast).unwrap(),
                text(&engine.score(&state).unwrap())
            );
        }
    }

    /// Sealed states, unknown fields and number tags are the general way's to answer.
    #[test]
    fn bodies_the_general_way_must_answer_are_left_to_it() {
        let engine = find_game("nantucket")
            .and_then(|game| game.playable())
            .unwrap();
        let mut state = engine.setup(br#"{"players": 2, "seed": 1}"#).unwrap();
        let body = |value: Value| serde_json::to_vec(&value).unwrap();
        for left in [
            json!({"sealed_state": "qds1.nantucket.x"}),
            json!({"state": state, "sealed_state": "qds1.nantucket.x"}),
            json!({"state": state, "extra": 1}),
            json!({}),
        ] {
            assert_eq!(
                engine.legal_actions_body(&body(left.clone())),
                Ok(None),
                "{left}"
            );
        }
        // Read as an index, this would be the first stage; the general way refuses it by field.
        state["phase"]["stage"]["stage"] = json!(0);
        assert_eq!(
            engine.legal_actions_body(&body(json!({"state": state}))),
            Ok(None)
        );
    }
}

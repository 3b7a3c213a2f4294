//! [`Playable`], the JSON form the service calls, provided for every [`Rules`] by [`JsonRules`]:
//! requests are read into the game's types, judged, and answered as JSON, so the HTTP layer
//! has no per-game code.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::value::to_raw_value;
use serde_json::Value;

use super::*;
use crate::core::bots::{self, BotAlternative, BotError, SeatView};
use crate::core::secrecy::{read_as, read_logged_as};

/// Adapts typed [`Rules`] to [`Playable`].
#[derive(Debug, Clone, Copy)]
pub struct JsonRules<R>(pub R);

fn from_value<T: DeserializeOwned>(value: &Value, field: &str) -> Result<T, MalformedInput> {
    // Deserializing from the borrowed value keeps field paths without re-encoding the JSON.
    serde_path_to_error::deserialize(value).map_err(|error| {
        let path = error.path().to_string();
        MalformedInput {
            field: if path == "." {
                field.to_owned()
            } else {
                format!("{field}.{path}")
            },
            message: friendly_message(error.inner()),
        }
    })
}

fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Where `sent` has a number that reads as a name: the path of the first such value.
///
/// serde takes a number as a variant's index when it reads a tag of an enum nested in another
/// tagged enum (`{"stage": 0}` reads as the first stage), a side effect of how it buffers
/// tagged content. Tags are names in the published schema, so comparing what was sent with
/// the value written back finds each index sent in a name's place.
fn index_for_name(sent: &Value, written: &Value, path: &str) -> Option<String> {
    match (sent, written) {
        (Value::Number(_), Value::String(_)) => Some(path.to_owned()),
        (Value::Object(sent), Value::Object(written)) => sent.iter().find_map(|(key, value)| {
            let written = written.get(key)?;
            index_for_name(value, written, &format!("{path}.{key}"))
        }),
        (Value::Array(sent), Value::Array(written)) => sent
            .iter()
            .zip(written)
            .enumerate()
            .find_map(|(index, (sent, written))| {
                index_for_name(sent, written, &format!("{path}[{index}]"))
            }),
        _ => None,
    }
}

/// Whose actions `legal-actions` lists: the actor named, or the only one who may act.
pub(super) fn listed_actor(to_act: &[Actor], actor: Option<Actor>) -> Option<Actor> {
    match (actor, to_act) {
        (Some(actor), _) => Some(actor),
        (None, [only]) => Some(*only),
        (None, _) => None,
    }
}

/// Whose legal actions `legal-actions` lists: the actor named, else everyone who may act, so
/// that a client looping on "take any listed action" never stalls where several seats decide
/// at once (Fleet's draw, Bremerhaven's bidding and harbor phase).
fn listed_actors(to_act: &[Actor], actor: Option<Actor>) -> Vec<Actor> {
    match actor {
        Some(actor) => vec![actor],
        None => to_act.to_vec(),
    }
}

impl<R: Rules> JsonRules<R> {
    /// What `legal-actions` lists, each action with its actor (see [`listed_actors`]).
    pub(super) fn listed_actions(
        &self,
        state: &R::State,
        to_act: &[Actor],
        actor: Option<Actor>,
    ) -> Vec<(Actor, R::Action)> {
        listed_actors(to_act, actor)
            .into_iter()
            .flat_map(|actor| {
                self.0
                    .legal_actions(state, actor)
                    .into_iter()
                    .map(move |action| (actor, action))
            })
            .collect()
    }

    fn read_state(&self, sent: &Value) -> Result<R::State, PlayError> {
        let state: R::State = from_value(sent, "state")?;
        if let Some(field) = index_for_name(sent, &to_value(&state), "state") {
            return Err(MalformedInput {
                field,
                message: "expected one of the names the schema lists, not a number".to_owned(),
            }
            .into());
        }
        self.0
            .validate(&state)
            .map_err(PlayError::ImpossibleState)?;
        Ok(state)
    }

    /// The actor named, or the only one who may act.
    pub(super) fn resolve_actor(
        &self,
        state: &R::State,
        actor: Option<Actor>,
    ) -> Result<Actor, PlayError> {
        let to_act = self.0.to_act(state);
        match actor {
            Some(actor) if to_act.contains(&actor) => Ok(actor),
            Some(actor) => Err(PlayError::WrongActor(format!(
                "{actor} may not act now; waiting for {}",
                describe_actors(&to_act)
            ))),
            None => match to_act.as_slice() {
                [only] => Ok(*only),
                [] => Err(PlayError::WrongActor(
                    "the game is over; nobody may act".to_owned(),
                )),
                several => Err(PlayError::WrongActor(format!(
                    "several actors may act ({}); name one",
                    describe_actors(several)
                ))),
            },
        }
    }
}

impl<R: Rules> Playable for JsonRules<R> {
    fn setup(&self, request: &[u8]) -> Result<Value, SetupError> {
        let request: SetupRequest<R::Options> = parse_json(request)?;
        let seed = request.seed.unwrap_or(DEFAULT_SEED);
        let names = setup_names(
            request.names.as_deref().unwrap_or_default(),
            request.players,
        );
        let state = self
            .0
            .setup(request.players, &request.options, seed, request.chance);
        // Every problem is reported at once, the names' with the game's own.
        match (state, names) {
            (Ok(mut state), Ok(names)) => {
                self.0.name_seats(&mut state, names);
                Ok(to_value(&state))
            }
            (Ok(_), Err(problems)) => Err(SetupError::Invalid(problems)),
            (Err(SetupError::Invalid(mut problems)), Err(more)) => {
                problems.extend(more);
                Err(SetupError::Invalid(problems))
            }
            (Err(error), _) => Err(error),
        }
    }

    fn setup_warnings(&self, request: &[u8]) -> Vec<Violation> {
        parse_json::<SetupRequest<R::Options>>(request)
            .map(|request| self.0.setup_warnings(request.players, &request.options))
            .unwrap_or_default()
    }

    fn to_act(&self, state: &Value) -> Result<Vec<Actor>, PlayError> {
        Ok(self.0.to_act(&self.read_state(state)?))
    }

    fn legal_actions(
        &self,
        state: &Value,
        actor: Option<Actor>,
    ) -> Result<LegalActions, PlayError> {
        let state = self.read_state(state)?;
        let to_act = self.0.to_act(&state);
        let actions = self
            .listed_actions(&state, &to_act, actor)
            .into_iter()
            .map(|(actor, action)| LabelledAction {
                label: self.0.label(&state, &action),
                probability: self.0.probability(&state, &action),
                action: to_value(&action),
                actor,
            })
            .collect();
        Ok(LegalActions {
            actor: listed_actor(&to_act, actor),
            to_act,
            actions,
        })
    }

    fn apply(
        &self,
        state: &Value,
        actor: Option<Actor>,
        action: &Value,
    ) -> Result<Applied, PlayError> {
        let state = self.read_state(state)?;
        let actor = self.resolve_actor(&state, actor)?;
        let action: R::Action = from_value(action, "action")?;
        let (next, events) = self
            .0
            .apply(&state, actor, &action)
            .map_err(|refusal| PlayError::Refused(refusal.to_violation()))?;
        Ok(Applied {
            actor,
            to_act: self.0.to_act(&next),
            state: to_value(&next),
            events: events.iter().map(to_value).collect(),
        })
    }

    fn score(&self, state: &Value) -> Result<ScoreSheet, PlayError> {
        Ok(self.0.score(&self.read_state(state)?))
    }

    fn view(&self, state: &Value, seat: Option<Seat>) -> Result<Value, PlayError> {
        Ok(to_value(&self.0.view(&self.read_state(state)?, seat)))
    }

    fn rules(&self) -> &'static [RuleSection] {
        self.0.rules()
    }

    fn hides_information(&self) -> bool {
        self.0.hides_information()
    }

    fn simulate(&self, players: u8, seed: u64) -> Result<Playout, PlayoutError> {
        random_game(
            &self.0,
            players,
            &R::Options::default(),
            seed,
            ChanceMode::Seeded,
        )
    }

    fn simulator(&self, options: Option<&Value>) -> Result<Simulator<'_>, MalformedInput> {
        let options: R::Options = match options {
            Some(options) => from_value(options, "options")?,
            None => R::Options::default(),
        };
        Ok(Box::new(move |players, seed| {
            random_game(&self.0, players, &options, seed, ChanceMode::Seeded)
        }))
    }

    fn pass_action(&self, state: &Value, seat: Seat) -> Result<Option<Value>, PlayError> {
        let state = self.read_state(state)?;
        Ok(self.0.pass(&state, seat).map(|action| to_value(&action)))
    }

    fn bot_move(
        &self,
        state: &Value,
        seat: Seat,
        spec: &BotSpec,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<BotMove, PlayError> {
        let state = self.read_state(state)?;
        let view = SeatView::of(&self.0, &state, seat);
        let choice = bots::choose(&self.0, &view, spec, stop).map_err(|error| match error {
            BotError::GameOver | BotError::NotToAct { .. } => {
                PlayError::WrongActor(error.to_string())
            }
            BotError::NoLegalAction { .. } => PlayError::ImpossibleState(vec![Violation::new(
                "state",
                crate::core::errors::ViolationCode::OutOfRange,
                error.to_string(),
            )]),
        })?;
        // Labels of the seat's own actions, as its legal actions would show them.
        let described = |action: &R::Action| (to_value(action), self.0.label(&state, action));
        let (action, label) = described(&choice.action);
        Ok(BotMove {
            action,
            actor: Actor::Seat(seat),
            label,
            alternatives: choice
                .alternatives
                .iter()
                .map(|weighed| {
                    let (action, label) = described(&weighed.action);
                    BotAlternative {
                        action,
                        label,
                        visits: weighed.visits,
                        value: weighed.value,
                    }
                })
                .collect(),
            iterations: choice.iterations,
        })
    }

    fn bot_arena(&self, options: Option<&Value>) -> Result<BotArena<'_>, MalformedInput> {
        let options: R::Options = match options {
            Some(options) => from_value(options, "options")?,
            None => R::Options::default(),
        };
        Ok(Box::new(move |players, seed, bots, now| {
            bots::play_bot_game(&self.0, players, &options, seed, bots, now)
        }))
    }

    fn seat_names(&self, state: &Value) -> Result<Vec<Option<String>>, PlayError> {
        Ok(self.0.seat_names(&self.read_state(state)?))
    }

    fn name_seat(
        &self,
        state: &Value,
        seat: Seat,
        name: &str,
    ) -> Result<Result<Value, Vec<Violation>>, PlayError> {
        let mut state = self.read_state(state)?;
        let names = self.0.seat_names(&state);
        Ok(
            crate::core::names::claimed_name(name, usize::from(seat), &names).map(|names| {
                self.0.name_seats(&mut state, names);
                to_value(&state)
            }),
        )
    }

    fn reveals(&self, actor: Actor, events: &Value) -> bool {
        crate::core::reveals::logged_reveals::<R::Event>(actor, events)
    }

    fn view_log_entry(
        &self,
        actor: Actor,
        action: Value,
        events: Value,
        seat: Option<Seat>,
    ) -> (Value, Value) {
        if !self.0.hides_information() {
            return (action, events);
        }
        let events = match events {
            Value::Array(events) => Value::Array(
                events
                    .into_iter()
                    .map(|event| read_logged_as::<R::Event>(event, actor, seat))
                    .collect(),
            ),
            other => read_logged_as::<R::Event>(other, actor, seat),
        };
        (read_logged_as::<R::Action>(action, actor, seat), events)
    }

    fn sample_state(&self, players: u8, seed: u64, decisions: u32) -> Result<Value, PlayoutError> {
        let mut sample = None;
        let mut taken = 0;
        let options = R::Options::default();
        random_playout(
            &self.0,
            players,
            &options,
            seed,
            ChanceMode::Seeded,
            |step| {
                taken += 1;
                if taken == decisions {
                    sample = Some(to_value(step.after));
                }
            },
        )?;
        Ok(sample.unwrap_or(Value::Null))
    }

    fn act_on_stored(
        &self,
        state: &str,
        hot: Option<HotState>,
        actor: Actor,
        action: &str,
        seat: Option<Seat>,
    ) -> Result<Acted, PlayError> {
        let mut state: R::State = match hot.and_then(|hot| hot.0.downcast::<R::State>().ok()) {
            // This engine's own result for this version: nothing to read or check.
            Some(hot) => *hot,
            // Text this service wrote from a typed state: read straight into the type (the
            // check for a tag sent as a number guards client input, which this is not); still
            // validated.
            None => {
                let state = serde_json::from_str(state).map_err(|error| MalformedInput {
                    field: "state".to_owned(),
                    message: error.to_string(),
                })?;
                self.0
                    .validate(&state)
                    .map_err(PlayError::ImpossibleState)?;
                state
            }
        };
        let to_act = self.0.to_act(&state);
        if !to_act.contains(&actor) {
            return Ok(Acted::NotToAct(to_act));
        }
        // One pass for a well-formed action; only a bad one is read again, to name its field.
        let action: R::Action = match read_typed(action.as_bytes()) {
            Ok(action) => action,
            Err(_) => from_value(&parse_json::<Value>(action.as_bytes())?, "action")?,
        };
        let mut events = Vec::new();
        self.0
            .apply_in_place(&mut state, actor, &action, &mut events)
            .map_err(|refusal| PlayError::Refused(refusal.to_violation()))?;
        let unwritable = |field: &str, error: serde_json::Error| MalformedInput {
            field: field.to_owned(),
            message: error.to_string(),
        };
        // The log keeps every event whole; the answer shows `seat` only what it may see.
        let seat_events = if self.0.hides_information() {
            let events: Vec<Value> = events
                .iter()
                .map(|event| read_as(event, actor, seat))
                .collect();
            Some(to_raw_value(&events).map_err(|error| unwritable("events", error))?)
        } else {
            None
        };
        Ok(Acted::Applied {
            action: to_raw_value(&action).map_err(|error| unwritable("action", error))?,
            view: to_raw_value(&self.0.view(&state, seat))
                .map_err(|error| unwritable("state", error))?,
            events: to_raw_value(&events).map_err(|error| unwritable("events", error))?,
            seat_events,
            to_act: self.0.to_act(&state),
            state: serde_json::to_string(&state).map_err(|error| unwritable("state", error))?,
            hot: HotState(Box::new(state)),
        })
    }

    fn legal_actions_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError> {
        self.legal_actions_from_body(body)
    }

    fn apply_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError> {
        self.apply_from_body(body)
    }

    fn score_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError> {
        self.score_from_body(body)
    }
}

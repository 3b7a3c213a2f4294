//! The contract every fully playable game implements: setup, who acts, complete legal
//! actions, pure apply, scoring and redacted views, plus its rule catalogue.
//!
//! [`Rules`] is the typed form games implement; [`Playable`] is the JSON form the service
//! calls, provided for every `Rules` by [`JsonRules`], so the HTTP layer has no per-game code.

use std::any::Any;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;
use thiserror::Error;

use super::bots::{BotGame, BotMove, BotSpec, SeatBot, DEFAULT_EXPLORATION};
use super::errors::{MalformedInput, Violation};
use super::evaluation;
use super::input::{friendly_message, parse_json, read_typed};
use super::names::{setup_names, NamedSeats};
use super::playout::{random_game, random_playout, Playout, PlayoutError};
use super::refusal::Refusal;
use super::reveals::Revealing;
use super::rule_id::{shared, RuleId};
use super::scoring::{ScoreSheet, Seat};
use super::secrecy::Private;
use super::turn::{Turn, TurnRefusal};

mod body;
mod json;
mod sorted;

pub use super::actor::{describe_actors, Actor};
pub use super::refusal::RuleViolation;
pub use json::JsonRules;

/// Where random events come from, chosen at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ChanceMode {
    /// The engine draws from a seeded RNG kept in the state (digital play).
    #[default]
    Seeded,
    /// The game pauses for the `table` actor to report what the real bag, coins or deck gave.
    Table,
}

/// One section of a game's rules, in our own words, with a stable id that violations cite.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RuleSection {
    /// Stable kebab-case id, e.g. `movement-return`.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub id: RuleId,
    pub title: &'static str,
    pub text: &'static str,
    /// Ids of the game's rulings (`GET /v1/games/{game}/rulings`) that settle questions in
    /// this section.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub rulings: &'static [&'static str],
}

/// Why a setup request was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("malformed setup request: {0}")]
    Malformed(#[from] MalformedInput),
    #[error("the setup request is not valid: {}", describe_violations(.0))]
    Invalid(Vec<Violation>),
}

/// Every problem as `field: message`, joined for one line.
fn describe_violations(problems: &[Violation]) -> String {
    problems
        .iter()
        .map(|problem| format!("{}: {}", problem.field, problem.message))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Why a play request (legal actions, apply, score, view) was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The state, action or actor could not be read.
    #[error("malformed input: {0}")]
    Malformed(#[from] MalformedInput),
    /// The state reads but could not arise in play.
    #[error("the state cannot arise in play ({} problem(s))", .0.len())]
    ImpossibleState(Vec<Violation>),
    /// The actor may not act now, or is not the only one who may.
    #[error("{0}")]
    WrongActor(String),
    #[error("{0}")]
    Refused(#[from] RuleViolation),
}

/// A game's setup parameters, as every game takes them.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SetupRequest<O> {
    /// Number of players.
    pub players: u8,
    /// Game options; omitted fields take their defaults.
    #[serde(default)]
    pub options: O,
    /// Seed for `seeded` chance; a fixed default keeps omitted seeds reproducible.
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub chance: ChanceMode,
    /// Optional seat names in seat order, at most one per seat; a shorter list or a `null`
    /// entry leaves seats unnamed. Trimmed; 1–40 printable characters; no two alike.
    #[serde(default)]
    pub names: Option<Vec<Option<String>>>,
}

/// What applying an action gives: the next state and its events, or why it was refused.
pub type Outcome<State, Event, Refusal> = Result<(State, Vec<Event>), Refusal>;

/// The typed rules of a fully playable game. Every function is pure: no IO, and the same
/// inputs give byte-identical outputs.
pub trait Rules: Send + Sync {
    type Options: DeserializeOwned + Default + Send + Sync;
    /// Plain data the service may keep between two requests on a match ([`HotState`]).
    type State: Serialize + DeserializeOwned + Clone + NamedSeats + Send + Sync + 'static;
    /// What a seat may not read of an action or an event is declared on it ([`Private`]).
    type Action: Serialize + DeserializeOwned + Clone + PartialEq + Private;
    /// Read back from logs, to be shown to each seat as it may see it.
    /// Whether an event shows a chance outcome or a secret is declared on it ([`Revealing`]):
    /// a take-back may not reach back past one.
    type Event: Serialize + DeserializeOwned + Private + Revealing;
    /// Why `apply` turns an action down; its message is written only when read. The core
    /// builds the turn's refusals ([`TurnRefusal`]).
    type Refusal: TurnRefusal;
    /// What [`Rules::check`] learned that [`Rules::execute`] needs (e.g. the seat an action
    /// is for); `()` when nothing.
    type Checked;

    fn setup(
        &self,
        players: u8,
        options: &Self::Options,
        seed: u64,
        chance: ChanceMode,
    ) -> Result<Self::State, SetupError>;

    /// Advice about a setup it accepts (e.g. tiles a rulebook advises against with few
    /// players): answered beside the state, never a refusal.
    fn setup_warnings(&self, _players: u8, _options: &Self::Options) -> Vec<Violation> {
        Vec::new()
    }

    /// Checks a state received from outside: everything that cannot arise in play.
    fn validate(&self, state: &Self::State) -> Result<(), Vec<Violation>>;

    /// Who decides now: one actor, several seats at once, or nobody ([`Turn::Over`] once the
    /// game is over).
    fn turn(&self, state: &Self::State) -> Turn;

    /// The catalogue rule an out-of-turn action breaks.
    fn turn_rule(&self) -> RuleId {
        shared::ROUND_STRUCTURE
    }

    /// Appends a superset of `actor`'s legal actions, kept small, since `check` judges each.
    /// Called only for an actor [`Rules::turn`] lets act.
    fn candidates(&self, state: &Self::State, actor: Actor, out: &mut Vec<Self::Action>);

    /// True where [`Rules::candidates`] for `actor` lists only actions `check` accepts, so
    /// listing skips judging each: worth it where a decision has dozens of candidates built
    /// legal (a Bremerhaven bid). The shared harness still applies every listed action and
    /// finds every unlisted one refused, so a wrong `true` fails every game's random play.
    fn candidates_are_legal(&self, _state: &Self::State, _actor: Actor) -> bool {
        false
    }

    /// The one judge of an action of an actor the turn lets act (the turn is judged before,
    /// once, by [`Rules::judge`]): `apply` runs it, and legal actions are the candidates it
    /// accepts, so the list a client sees and what `apply` accepts cannot disagree.
    fn check(
        &self,
        state: &Self::State,
        actor: Actor,
        action: &Self::Action,
    ) -> Result<Self::Checked, Self::Refusal>;

    /// Carries out an action `check` accepted, then everything that follows without a
    /// decision.
    fn execute(
        &self,
        state: &mut Self::State,
        checked: Self::Checked,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    );

    /// A short description for people, e.g. "Launch ship 2 to space 5 for 4 food".
    fn label(&self, state: &Self::State, action: &Self::Action) -> String;

    /// For the table actor: how likely each listed outcome is, where known.
    fn probability(&self, state: &Self::State, action: &Self::Action) -> Option<f64>;

    /// Final once the game is over, provisional before.
    fn score(&self, state: &Self::State) -> ScoreSheet;

    /// The state as `seat` may see it (`None`: a spectator).
    fn view(&self, state: &Self::State, seat: Option<Seat>) -> Self::State;

    /// A complete state consistent with all that `seat` sees in `view` (its view of some
    /// state): what the seat cannot see is sampled from `seed`, uniformly over the unseen cards
    /// given every public count, and chance plays on from `seed`. Bots search from it, so they
    /// never read the true state.
    fn determinize(&self, view: &Self::State, seat: Seat, seed: u64) -> Self::State;

    /// How good `state` is for each seat, in seat order, each in `[0, 1]`: what bots maximise
    /// after a lookahead or a cut-off playout. By default read from the score sheet (final or
    /// provisional, see [`evaluation::rewards`]); a game may know better.
    fn evaluate(&self, state: &Self::State) -> Vec<f64> {
        evaluation::rewards(&self.score(state), state.seat_names().count())
    }

    /// What a playout cut off at `state` (or played to the end) is worth to each seat, for
    /// `ismcts`: by default [`Rules::evaluate`]. A game whose score as it stands misjudges a
    /// position midway says better here. `greedy` keeps to `evaluate`: one step ahead, a
    /// worth that pays only later (Nantucket's Silver, which buys buildings but scores
    /// nothing) makes it hoard instead of score.
    fn cut_off_value(&self, state: &Self::State) -> Vec<f64> {
        self.evaluate(state)
    }

    /// How many random decisions an `ismcts` playout makes before [`Rules::cut_off_value`]
    /// judges the position, unless the bot is told otherwise; `None` plays to the end. A game
    /// whose judgement foresees more than random play does sets one.
    fn playout_cutoff(&self) -> Option<u32> {
        None
    }

    /// UCB1's exploration weight for `ismcts` (rewards in `[0, 1]`), unless the bot is told
    /// otherwise. A game whose rewards differ little between moves explores more.
    fn exploration(&self) -> f64 {
        DEFAULT_EXPLORATION
    }

    fn rules(&self) -> &'static [RuleSection];

    /// What `seat` does when its time runs out in a match whose clock passes for it: the legal
    /// action that does least (passing, declining, ending a phase), or `None` where the rules
    /// leave the seat no such choice now and a stand-in bot moves for it instead. A game
    /// answers only with an action `seat` may take in `state`.
    fn pass(&self, _state: &Self::State, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// True when some of the game is hidden from some seats (hands, face-down cards): its
    /// events are then answered to each seat as it may read them ([`Private`]), as its logs
    /// are.
    fn hides_information(&self) -> bool {
        false
    }

    // Provided: written once here from the judge above.

    /// Everyone who may act now; empty once the game is over.
    fn to_act(&self, state: &Self::State) -> Vec<Actor> {
        let mut actors = Vec::new();
        self.to_act_into(state, &mut actors);
        actors
    }

    /// [`Rules::to_act`] written into `actors` (cleared first), so a bot reuses one buffer for
    /// a whole game instead of allocating one per decision.
    fn to_act_into(&self, state: &Self::State, actors: &mut Vec<Actor>) {
        self.turn(state).to_act(actors);
    }

    /// Every action `apply` accepts from `actor`, and nothing else, written into `actions`
    /// (cleared first), so a bot reuses one buffer for a whole game.
    fn legal_actions_into(
        &self,
        state: &Self::State,
        actor: Actor,
        actions: &mut Vec<Self::Action>,
    ) {
        actions.clear();
        if self.turn(state).may_act(actor).is_err() {
            return;
        }
        self.candidates(state, actor, actions);
        if !self.candidates_are_legal(state, actor) {
            actions.retain(|action| self.check(state, actor, action).is_ok());
        }
    }

    /// Every action `apply` accepts from `actor`, and nothing else.
    fn legal_actions(&self, state: &Self::State, actor: Actor) -> Vec<Self::Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(state, actor, &mut actions);
        actions
    }

    /// Judges an action whole: the turn (`game-over`, `not-your-turn`), then the game's
    /// [`Rules::check`].
    fn judge(
        &self,
        state: &Self::State,
        actor: Actor,
        action: &Self::Action,
    ) -> Result<Self::Checked, Self::Refusal> {
        self.turn(state).check(actor, self.turn_rule())?;
        self.check(state, actor, action)
    }

    fn apply(
        &self,
        state: &Self::State,
        actor: Actor,
        action: &Self::Action,
    ) -> Outcome<Self::State, Self::Event, Self::Refusal> {
        let checked = self.judge(state, actor, action)?;
        let mut next = state.clone();
        let mut events = Vec::new();
        self.execute(&mut next, checked, action, &mut events);
        Ok((next, events))
    }

    /// `apply` on the caller's own state, for bots that keep no history: nothing is cloned
    /// and `events` (cleared first) is reused. A refused action leaves `state` unchanged.
    fn apply_in_place(
        &self,
        state: &mut Self::State,
        actor: Actor,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Refusal> {
        let checked = self.judge(state, actor, action)?;
        events.clear();
        self.execute(state, checked, action, events);
        Ok(())
    }

    /// Gives seats the names checked at setup (`names::setup_names`), in seat order; seats
    /// past the end of the list stay unnamed.
    fn name_seats(&self, state: &mut Self::State, names: Vec<Option<String>>) {
        for (slot, name) in state.seat_names_mut().zip(names) {
            *slot = name;
        }
    }

    /// Each seat's name, in seat order (`None`: unnamed).
    fn seat_names(&self, state: &Self::State) -> Vec<Option<String>> {
        state.seat_names().cloned().collect()
    }
}

/// A legal action with its label and, for chance outcomes, its probability.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LabelledAction {
    #[cfg_attr(feature = "openapi", schema(value_type = crate::core::openapi::GameAction))]
    pub action: Value,
    /// Who may take this action: send it back as `actor` with the action.
    pub actor: Actor,
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probability: Option<f64>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LegalActions {
    pub to_act: Vec<Actor>,
    /// The actor these actions belong to: the one named, or the only one who may act. Absent
    /// when none was named and several may act at once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actor: Option<Actor>,
    /// The actor's legal actions; with no actor named, those of everyone in `to_act`, grouped
    /// by actor in `to_act`'s order, each naming its `actor`.
    pub actions: Vec<LabelledAction>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Applied {
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub state: Value,
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Object>))]
    pub events: Vec<Value>,
    pub to_act: Vec<Actor>,
    /// Who acted: the actor named, or the only one who could.
    pub actor: Actor,
}

/// `seat`'s legal action that `rank` ranks lowest, among those it ranks at all: a game whose
/// [`Rules::pass`] is its mildest way to decline names those ways and their order, and this
/// picks the one the moment allows.
pub fn mildest<R: Rules + ?Sized>(
    rules: &R,
    state: &R::State,
    seat: Seat,
    rank: impl Fn(&R::Action) -> Option<u8>,
) -> Option<R::Action> {
    rules
        .legal_actions(state, Actor::Seat(seat))
        .into_iter()
        .filter_map(|action| rank(&action).map(|order| (order, action)))
        .min_by_key(|(order, _)| *order)
        .map(|(_, action)| action)
}

/// The JSON form of [`Rules`] that the service calls.
pub trait Playable: Send + Sync {
    fn setup(&self, request: &[u8]) -> Result<Value, SetupError>;
    /// The advice about a setup request that `setup` accepted ([`Rules::setup_warnings`]).
    fn setup_warnings(&self, request: &[u8]) -> Vec<Violation>;
    /// Who may act now; empty once the game is over.
    fn to_act(&self, state: &Value) -> Result<Vec<Actor>, PlayError>;
    fn legal_actions(&self, state: &Value, actor: Option<Actor>)
        -> Result<LegalActions, PlayError>;
    fn apply(
        &self,
        state: &Value,
        actor: Option<Actor>,
        action: &Value,
    ) -> Result<Applied, PlayError>;
    fn score(&self, state: &Value) -> Result<ScoreSheet, PlayError>;
    fn view(&self, state: &Value, seat: Option<Seat>) -> Result<Value, PlayError>;
    fn rules(&self) -> &'static [RuleSection];
    /// True when the game hides some of its state from some seats (see
    /// [`Rules::hides_information`]).
    fn hides_information(&self) -> bool;
    /// Plays one random game with default options, for bots, the CLI and benchmarks.
    fn simulate(&self, players: u8, seed: u64) -> Result<Playout, PlayoutError>;
    /// A player of random games with these options (JSON, as a setup request's `options`;
    /// `None`: the defaults), read once: the CLI plays many games with it.
    fn simulator(&self, options: Option<&Value>) -> Result<Simulator<'_>, MalformedInput>;
    /// A player of whole games between bots with these options (JSON, as a setup request's
    /// `options`; `None`: the defaults), read once: `quarterdeck tournament` plays many.
    fn bot_arena(&self, options: Option<&Value>) -> Result<BotArena<'_>, MalformedInput>;
    /// Each seat's name in a state (`None`: unnamed), in seat order.
    fn seat_names(&self, state: &Value) -> Result<Vec<Option<String>>, PlayError>;
    /// The state with `seat` named `name` (a seat claimed in a match), checked as setup checks
    /// names (field `name`): the inner error when the name is refused.
    fn name_seat(
        &self,
        state: &Value,
        seat: Seat,
        name: &str,
    ) -> Result<Result<Value, Vec<Violation>>, PlayError>;
    /// Whether a logged action of `actor` with its events (the whole list, as logged) showed
    /// anyone a chance outcome or hidden information ([`Revealing`]).
    fn reveals(&self, actor: Actor, events: &Value) -> bool;
    /// A logged action of `actor` and its events as `seat` may see them.
    fn view_log_entry(
        &self,
        actor: Actor,
        action: Value,
        events: Value,
        seat: Option<Seat>,
    ) -> (Value, Value);
    /// `seat`'s move as a bot chooses it from that seat's view of `state`: the bot is handed
    /// the view alone, never the rest. `stop` ends the search early (a time budget).
    fn bot_move(
        &self,
        state: &Value,
        seat: Seat,
        spec: &BotSpec,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<BotMove, PlayError>;
    /// `seat`'s move when its time runs out under a clock that passes ([`Rules::pass`]), as
    /// JSON; `None` where the rules leave no such move now.
    fn pass_action(&self, state: &Value, seat: Seat) -> Result<Option<Value>, PlayError>;
    /// The state after `decisions` random decisions from a seeded setup with default options:
    /// documentation examples and load runs use it.
    fn sample_state(&self, players: u8, seed: u64, decisions: u32) -> Result<Value, PlayoutError>;
    /// One action on a state this service stored itself (JSON text it wrote), for named
    /// matches: the state is read once for the turn check, the action and `seat`'s view of the
    /// result, where the calls above would read it three times.
    ///
    /// `hot` is the state this engine returned for the same version (see [`HotState`]); with
    /// it, the text is not read again.
    fn act_on_stored(
        &self,
        state: &str,
        hot: Option<HotState>,
        actor: Actor,
        action: &str,
        seat: Option<Seat>,
    ) -> Result<Acted, PlayError>;

    // The request-body forms below answer stateless play's common case (a well-formed body
    // with the state in the clear) in one pass, straight from the body into the game's types
    // and from them to the response body. `Ok(None)`: the body needs the general way (the
    // JSON methods above), which opens sealed states and names the field of any error.

    /// `legal-actions` for a `LegalActionsRequest` body: a `LegalActions` response body.
    fn legal_actions_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError>;
    /// `apply` for an `ApplyRequest` body: an `ApplyResponse` body.
    fn apply_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError>;
    /// `score` for a `ScoreRequest` body: a `ScoreSheet` body.
    fn score_body(&self, body: &[u8]) -> Result<Option<Vec<u8>>, PlayError>;
}

/// Plays one random game (players, seed) with options read once ([`Playable::simulator`]).
pub type Simulator<'a> = Box<dyn Fn(u8, u64) -> Result<Playout, PlayoutError> + Send + Sync + 'a>;

/// Plays one seeded game between bots (`players`, `seed`, one bot a seat, the caller's clock):
/// see [`Playable::bot_arena`].
pub type BotArena<'a> = Box<
    dyn Fn(u8, u64, &[SeatBot], &dyn Fn() -> std::time::Duration) -> Result<BotGame, PlayoutError>
        + Send
        + Sync
        + 'a,
>;

/// A game state in the engine's own type, kept by the service between two actions on a
/// match so that the next one need not read the stored text again. Opaque outside the engine;
/// only the engine that made it can use it, and it stands for exactly the state it was returned
/// with (the caller keys it by the match's version).
pub struct HotState(Box<dyn Any + Send + Sync>);

impl std::fmt::Debug for HotState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HotState(..)")
    }
}

/// What [`Playable::act_on_stored`] did. The JSON it holds is written once, as text, and goes
/// as it is into the response and the log: a match action never builds a `Value`.
#[derive(Debug)]
pub enum Acted {
    /// The actor may not act now; these may.
    NotToAct(Vec<Actor>),
    Applied {
        /// The whole next state, to store.
        state: String,
        /// The action as the game's type writes it, to log.
        action: Box<RawValue>,
        /// The next state as the requested seat sees it.
        view: Box<RawValue>,
        /// The events, as one array, whole: for the log.
        events: Box<RawValue>,
        /// The events as the requested seat may see them, where the game hides some of them
        /// (`None`: the same as `events`).
        seat_events: Option<Box<RawValue>>,
        to_act: Vec<Actor>,
        /// The next state again, for the next action on it.
        hot: HotState,
    },
}

/// Seed the engine uses when a setup request names none, so its own callers (tests, benchmarks)
/// stay reproducible. The service never relies on it: it puts a secret seed in every setup that
/// names none.
pub const DEFAULT_SEED: u64 = 0x5eed_f00d;

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::{find_game, PlayError};

    /// A fresh Nantucket game's turn stage is `{"stage": "before"}`; sent as `{"stage": 0}`,
    /// serde alone would read it as the first stage.
    #[test]
    fn a_tag_sent_as_a_number_is_malformed_not_read_as_an_index() {
        let Some(engine) = find_game("nantucket").and_then(|game| game.playable()) else {
            panic!("nantucket is playable");
        };
        let mut state = engine.setup(br#"{"players": 2, "seed": 1}"#).unwrap();
        assert_eq!(state["phase"]["stage"]["stage"], json!("before"), "{state}");
        engine.legal_actions(&state, None).unwrap();
        state["phase"]["stage"]["stage"] = json!(0);
        match engine.legal_actions(&state, None) {
            Err(PlayError::Malformed(problem)) => {
                assert_eq!(problem.field, "state.phase.stage.stage");
            }
            other => panic!("a number in a tag's place must be refused, got {other:?}"),
        }
    }
}

//! A toy game with one planted defect at a time, to prove that each check of the harness
//! fails when its rule is broken (and that a sound game passes).

use serde::{Deserialize, Serialize};

use super::{run_with_stride, Bias, GameHarness, Plan};
use crate::core::errors::{Violation, ViolationCode};
use crate::core::names::NamedSeats;
use crate::core::play::{Actor, ChanceMode, RuleSection, RuleViolation, Rules, SetupError};
use crate::core::playout::{Playout, Step};
use crate::core::rule_id::RuleId;
use crate::core::scoring::{ScoreSheet, Seat};
use crate::core::turn::Turn;

/// The defect a toy game carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Defect {
    /// Lists `Add { n: 3 }`, which `apply` refuses.
    ListsRefused,
    /// Accepts `Add { n: 3 }` without listing it.
    AcceptsUnlisted,
    /// Refusals cite a rule the catalogue lacks.
    CitesUnknownRule,
    /// Both additions carry the same label.
    SameLabels,
    /// Lists the coin's odds as 0.6 and 0.4.
    WrongOdds,
    /// Reaches a state (a total of 3) that its own validation refuses.
    FailsValidation,
    /// The view leaves the secret in place.
    ViewShowsSecret,
}

#[derive(Debug, Clone, Default, Deserialize)]
struct ToyOptions {
    defect: Option<Defect>,
}

/// Two seats add 1 or 2 in turn until the total reaches 6; at the table a coin flip after
/// each addition may add 1 more.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct ToyState {
    defect: Option<Defect>,
    chance: ChanceMode,
    total: u8,
    turn: u8,
    flip_pending: bool,
    /// Stands for the RNG: hidden in views.
    secret: Option<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum ToyAction {
    Add { n: u8 },
    Flip { heads: bool },
}

struct ToyRules;

// The toy's seats are unnamed: names are not what the harness checks.
impl NamedSeats for ToyState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        std::iter::empty()
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        std::iter::empty()
    }
}

const TOY_TURNS: RuleId = RuleId::new("toy-turns");

const TOY_RULES: &[RuleSection] = &[RuleSection {
    id: TOY_TURNS,
    title: "Turns",
    text: "Seats add 1 or 2 in turn.",
    rulings: &[],
}];

impl ToyRules {
    fn current(state: &ToyState) -> Option<Actor> {
        if state.total >= 6 {
            None
        } else if state.flip_pending {
            Some(Actor::Table)
        } else {
            Some(Actor::Seat(state.turn))
        }
    }

    fn accepts(state: &ToyState, action: &ToyAction) -> bool {
        match *action {
            ToyAction::Add { n } if !state.flip_pending => {
                (1..=2).contains(&n) || (n == 3 && state.defect == Some(Defect::AcceptsUnlisted))
            }
            ToyAction::Flip { .. } => state.flip_pending,
            ToyAction::Add { .. } => false,
        }
    }
}

impl crate::core::secrecy::Private for ToyAction {}

impl Rules for ToyRules {
    type Options = ToyOptions;
    type State = ToyState;
    type Action = ToyAction;
    type Event = ();
    type Refusal = RuleViolation;
    type Checked = ();

    fn setup(
        &self,
        _: u8,
        options: &ToyOptions,
        seed: u64,
        chance: ChanceMode,
    ) -> Result<ToyState, SetupError> {
        Ok(ToyState {
            defect: options.defect,
            chance,
            total: 0,
            turn: 0,
            flip_pending: false,
            secret: Some(seed),
        })
    }

    fn validate(&self, state: &ToyState) -> Result<(), Vec<Violation>> {
        let mut problems = Vec::new();
        if state.secret.is_none() {
            problems.push(Violation::new(
                "secret",
                ViolationCode::OutOfRange,
                "play on the full state",
            ));
        }
        if state.total == 3 && state.defect == Some(Defect::FailsValidation) {
            problems.push(Violation::new(
                "total",
                ViolationCode::OutOfRange,
                "3 is unlucky",
            ));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }

    fn turn(&self, state: &ToyState) -> Turn {
        Self::current(state).map_or(Turn::Nobody, Turn::One)
    }

    fn turn_rule(&self) -> RuleId {
        TOY_TURNS
    }

    fn candidates(&self, _: &ToyState, _: Actor, out: &mut Vec<ToyAction>) {
        out.extend([
            ToyAction::Add { n: 1 },
            ToyAction::Add { n: 2 },
            ToyAction::Add { n: 3 },
            ToyAction::Flip { heads: true },
            ToyAction::Flip { heads: false },
        ]);
    }

    fn check(
        &self,
        state: &ToyState,
        actor: Actor,
        action: &ToyAction,
    ) -> Result<(), RuleViolation> {
        let rule = if state.defect == Some(Defect::CitesUnknownRule) {
            "no-such-rule"
        } else {
            TOY_TURNS.as_str()
        };
        if Self::current(state) != Some(actor) || !Self::accepts(state, action) {
            return Err(RuleViolation::new("refused", rule, "not now"));
        }
        Ok(())
    }

    fn execute(&self, next: &mut ToyState, (): (), action: &ToyAction, _: &mut Vec<()>) {
        match *action {
            ToyAction::Add { n } => {
                next.total += n;
                next.turn = 1 - next.turn;
                next.flip_pending = next.chance == ChanceMode::Table && next.total < 6;
            }
            ToyAction::Flip { heads } => {
                next.total += u8::from(heads);
                next.flip_pending = false;
            }
        }
    }

    // Overridden so that the planted defects can make the list and `check` disagree.
    fn legal_actions_into(&self, state: &ToyState, actor: Actor, actions: &mut Vec<ToyAction>) {
        actions.clear();
        if Self::current(state) != Some(actor) {
            return;
        }
        if state.flip_pending {
            actions.extend([
                ToyAction::Flip { heads: true },
                ToyAction::Flip { heads: false },
            ]);
            return;
        }
        actions.extend([ToyAction::Add { n: 1 }, ToyAction::Add { n: 2 }]);
        if state.defect == Some(Defect::ListsRefused) {
            actions.push(ToyAction::Add { n: 3 });
        }
    }

    fn label(&self, state: &ToyState, action: &ToyAction) -> String {
        match *action {
            ToyAction::Add { .. } if state.defect == Some(Defect::SameLabels) => "Add".to_owned(),
            ToyAction::Add { n } => format!("Add {n}"),
            ToyAction::Flip { heads } => format!("Flip: heads {heads}"),
        }
    }

    fn probability(&self, state: &ToyState, action: &ToyAction) -> Option<f64> {
        match (*action, state.defect) {
            (ToyAction::Flip { heads }, Some(Defect::WrongOdds)) => {
                Some(if heads { 0.6 } else { 0.4 })
            }
            (ToyAction::Flip { .. }, _) => Some(0.5),
            (ToyAction::Add { .. }, _) => None,
        }
    }

    fn score(&self, _: &ToyState) -> ScoreSheet {
        ScoreSheet::unscorable("toy", "a toy")
    }

    fn view(&self, state: &ToyState, _: Option<Seat>) -> ToyState {
        let mut view = state.clone();
        if state.defect != Some(Defect::ViewShowsSecret) {
            view.secret = None;
        }
        view
    }

    fn determinize(&self, view: &ToyState, _: Seat, seed: u64) -> ToyState {
        let mut state = view.clone();
        state.secret = Some(seed);
        state
    }

    fn rules(&self) -> &'static [RuleSection] {
        TOY_RULES
    }
}

struct Toy;

impl GameHarness for Toy {
    type R = ToyRules;

    fn rules(&self) -> &ToyRules {
        &ToyRules
    }

    fn kind(&self, action: &ToyAction) -> &'static str {
        match action {
            ToyAction::Add { .. } => "add",
            ToyAction::Flip { .. } => "flip",
        }
    }

    fn universe(&self) -> Vec<ToyAction> {
        vec![
            ToyAction::Add { n: 1 },
            ToyAction::Add { n: 3 },
            ToyAction::Flip { heads: true },
        ]
    }

    fn max_legal_actions(&self) -> usize {
        3
    }

    fn redacted(&self) -> &'static [&'static str] {
        &["secret"]
    }

    fn seats(&self, _: &ToyState) -> u8 {
        2
    }

    fn check_step(&self, step: &Step<'_, ToyRules>) {
        assert!(step.after.total <= 7, "the total stays small");
    }

    fn check_final(&self, state: &ToyState, _: &Playout) {
        assert!(state.total >= 6);
    }

    fn exact_odds(&self, _: &ToyState, action: &ToyAction) -> Option<f64> {
        match action {
            ToyAction::Flip { .. } => Some(0.5),
            ToyAction::Add { .. } => None,
        }
    }
}

/// The failures of 20 toy games at the table with `defect`, every step checked deeply.
fn failures(defect: Option<Defect>) -> Vec<String> {
    fn with(defect: Option<Defect>) -> ToyOptions {
        ToyOptions { defect }
    }
    // A plan's options are a plain function of the seed, so each defect gets its own.
    let options: fn(u64) -> ToyOptions = match defect {
        None => |_| with(None),
        Some(Defect::ListsRefused) => |_| with(Some(Defect::ListsRefused)),
        Some(Defect::AcceptsUnlisted) => |_| with(Some(Defect::AcceptsUnlisted)),
        Some(Defect::CitesUnknownRule) => |_| with(Some(Defect::CitesUnknownRule)),
        Some(Defect::SameLabels) => |_| with(Some(Defect::SameLabels)),
        Some(Defect::WrongOdds) => |_| with(Some(Defect::WrongOdds)),
        Some(Defect::FailsValidation) => |_| with(Some(Defect::FailsValidation)),
        Some(Defect::ViewShowsSecret) => |_| with(Some(Defect::ViewShowsSecret)),
    };
    let plan = Plan {
        label: "toy".to_owned(),
        players: 2,
        chance: ChanceMode::Table,
        options,
        setup_may_refuse: false,
    };
    run_with_stride(&Toy, &plan, Bias::RarestKind, 0..20, 1).failures
}

fn fails_with(defect: Defect, expected: &str) {
    let failures = failures(Some(defect));
    assert!(
        failures.iter().any(|f| f.contains(expected)),
        "{defect:?} should fail with {expected:?}, got {failures:?}"
    );
}

#[test]
fn a_sound_toy_game_passes_every_check() {
    assert_eq!(failures(None), Vec::<String>::new());
}

#[test]
fn the_harness_fails_a_listed_action_that_is_refused() {
    fails_with(Defect::ListsRefused, "Add { n: 3 } listed for seat");
}

#[test]
fn the_harness_fails_an_unlisted_action_that_is_accepted() {
    fails_with(Defect::AcceptsUnlisted, "unlisted Add { n: 3 } by seat");
}

#[test]
fn the_harness_fails_a_refusal_citing_an_unknown_rule() {
    fails_with(Defect::CitesUnknownRule, "cites unknown rule no-such-rule");
}

#[test]
fn the_harness_fails_duplicate_labels() {
    fails_with(Defect::SameLabels, "label \"Add\" appears twice");
}

#[test]
fn the_harness_fails_odds_that_are_not_exact() {
    fails_with(
        Defect::WrongOdds,
        "is listed with probability 0.6, exactly 0.5",
    );
}

#[test]
fn the_harness_fails_a_state_its_own_validation_refuses() {
    fails_with(Defect::FailsValidation, "does not validate");
}

#[test]
fn the_harness_fails_a_view_that_shows_a_redacted_field() {
    fails_with(Defect::ViewShowsSecret, "shows `secret`");
}

//! Toy's rules engine: the smallest game that uses every part of the contract (seats in turn,
//! the table reporting chance, a seeded RNG hidden from views, a rule catalogue cited by its
//! refusals).

use serde::{Deserialize, Serialize};

use crate::core::secrecy::Private;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::names::NamedSeats;
use crate::core::play::{Actor, ChanceMode, RuleSection, Rules, SetupError};
use crate::core::refusal::{refuse, wrong, Refused};
use crate::core::rng::RngState;
use crate::core::rule_id::shared::{END_OF_GAME, ROUND_STRUCTURE};
use crate::core::scoring::{ScoreSheet, Seat};
use crate::core::turn::{TurnWhy, WaitingFor, GAME_OVER};
use crate::core::turn::Turn;

use super::scoring::{score_sheet, ToyPlayerPoints, ToyScoreSheetRequest};

/// The count at which the game ends.
const TARGET: u8 = 10;

crate::rule_ids! {
    /// Toy's rule catalogue ids.
    pub mod rule {
        OVERVIEW => "overview" (descriptive),
        ADD => "add",
        COIN => "coin",
    }
}

static RULES: &[RuleSection] = &[
    RuleSection {
        id: rule::OVERVIEW,
        title: "Overview",
        text: "A test-only game: seats take turns adding to a shared count until it reaches 10.",
        rulings: &[],
    },
    RuleSection {
        id: ROUND_STRUCTURE,
        title: "Turns",
        text: "Seats act in seat order, starting with seat 0; after each addition the coin is \
               flipped before the next seat acts.",
        rulings: &[],
    },
    RuleSection {
        id: rule::ADD,
        title: "Adding",
        text: "On its turn a seat adds 1 or 2 to the count and scores as many points.",
        rulings: &[],
    },
    RuleSection {
        id: rule::COIN,
        title: "The coin",
        text: "After each addition a coin is flipped: heads gives the seat that added 1 more \
               point (not counted towards 10). At the table, the table reports the flip.",
        rulings: &[],
    },
    RuleSection {
        id: END_OF_GAME,
        title: "End of the game",
        text: "The game ends once the count reaches 10 and the last coin is flipped; the most \
               points wins, ties shared.",
        rulings: &[],
    },
];

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyGameOptions))]
#[serde(deny_unknown_fields)]
pub struct ToyGameOptions {}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyState))]
#[serde(deny_unknown_fields)]
pub struct ToyState {
    pub chance: ChanceMode,
    /// The seeded RNG; `null` in `table` mode and in every view.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub rng: Option<RngState>,
    pub count: u8,
    /// The seat to add next.
    pub turn: u8,
    /// The seat whose addition awaits the coin.
    pub flipping: Option<u8>,
    pub players: Vec<ToyPlayer>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyPlayer))]
#[serde(deny_unknown_fields)]
pub struct ToyPlayer {
    pub name: Option<String>,
    pub points: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyAction))]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ToyAction {
    /// Add 1 or 2 to the count.
    Add { amount: u8 },
    /// Table chance: how the coin fell.
    Flip { heads: bool },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = ToyEvent))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ToyEvent {
    Added { seat: u8, amount: u8 },
    CoinFlipped { seat: u8, heads: bool },
    GameOver,
}

crate::refusal_codes! {
    /// Why Toy refuses an action.
    pub enum ToyRefusalCode {
        OutOfRange => "out-of-range",
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    WaitingFor(WaitingFor),
    AddOneOrTwo,
    ReportTheCoin,
}

impl TurnWhy for Why {
    const GAME_OVER: Self = Self::GameOver;

    fn waiting_for(waiting: WaitingFor) -> Self {
        Self::WaitingFor(waiting)
    }
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::GameOver => f.write_str(GAME_OVER),
            Self::WaitingFor(waiting) => waiting.fmt(f),
            Self::AddOneOrTwo => f.write_str("add 1 or 2"),
            Self::ReportTheCoin => f.write_str("report how the coin fell"),
        }
    }
}

pub type ToyRefusal = Refused<ToyRefusalCode, Why>;

#[derive(Debug, Clone, Copy, Default)]
pub struct ToyRules;

impl ToyState {
    fn over(&self) -> bool {
        self.count >= TARGET && self.flipping.is_none()
    }

    fn seats(&self) -> u8 {
        u8::try_from(self.players.len()).unwrap_or(u8::MAX)
    }
}

impl NamedSeats for ToyState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        self.players.iter().map(|player| &player.name)
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        self.players.iter_mut().map(|player| &mut player.name)
    }
}

fn flip(state: &mut ToyState, seat: u8, heads: bool, events: &mut Vec<ToyEvent>) {
    if let Some(player) = state.players.get_mut(usize::from(seat)) {
        player.points = player.points.saturating_add(u8::from(heads));
    }
    events.push(ToyEvent::CoinFlipped { seat, heads });
    state.flipping = None;
    if state.over() {
        events.push(ToyEvent::GameOver);
    }
}

impl Rules for ToyRules {
    type Options = ToyGameOptions;
    type State = ToyState;
    type Action = ToyAction;
    type Event = ToyEvent;
    type Refusal = ToyRefusal;
    type Checked = ();

    fn setup(
        &self,
        players: u8,
        _: &ToyGameOptions,
        seed: u64,
        chance: ChanceMode,
    ) -> Result<ToyState, SetupError> {
        if !(2..=4).contains(&players) {
            return Err(SetupError::Invalid(vec![Violation::new(
                "players",
                ViolationCode::PlayerCount,
                "Toy is for 2 to 4 players",
            )]));
        }
        Ok(ToyState {
            chance,
            rng: (chance == ChanceMode::Seeded).then(|| RngState::new(seed)),
            count: 0,
            turn: 0,
            flipping: None,
            players: vec![
                ToyPlayer {
                    name: None,
                    points: 0
                };
                usize::from(players)
            ],
        })
    }

    fn validate(&self, state: &ToyState) -> Result<(), Vec<Violation>> {
        let mut problems = crate::core::names::state_names(
            state.players.iter().map(|player| player.name.as_deref()),
        );
        if !(2..=4).contains(&state.seats()) {
            problems.push(Violation::new("players", ViolationCode::PlayerCount, "2 to 4 seats"));
        }
        if state.turn >= state.seats() || state.count > TARGET + 1 {
            problems.push(Violation::new("turn", ViolationCode::OutOfRange, "no such turn"));
        }
        if state.chance == ChanceMode::Seeded && state.rng.is_none() {
            problems.push(Violation::new("rng", ViolationCode::OutOfRange, "play on the full state"));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }

    fn turn(&self, state: &ToyState) -> Turn {
        if state.over() {
            Turn::Over
        } else if state.flipping.is_some() {
            Turn::One(Actor::Table)
        } else {
            Turn::One(Actor::Seat(state.turn))
        }
    }

    fn candidates(&self, state: &ToyState, _: Actor, out: &mut Vec<ToyAction>) {
        if state.flipping.is_some() {
            out.extend([ToyAction::Flip { heads: true }, ToyAction::Flip { heads: false }]);
        } else {
            out.extend([ToyAction::Add { amount: 1 }, ToyAction::Add { amount: 2 }]);
        }
    }

    fn check(&self, state: &ToyState, _actor: Actor, action: &ToyAction) -> Result<(), ToyRefusal> {
        match (*action, state.flipping) {
            (ToyAction::Add { amount: 1 | 2 }, None) => Ok(()),
            (ToyAction::Add { .. }, None) => {
                Err(refuse(ToyRefusalCode::OutOfRange, rule::ADD, Why::AddOneOrTwo))
            }
            (ToyAction::Flip { .. }, Some(_)) => Ok(()),
            (_, Some(_)) => Err(wrong(rule::COIN, Why::ReportTheCoin)),
            (ToyAction::Flip { .. }, None) => Err(wrong(rule::ADD, Why::AddOneOrTwo)),
        }
    }

    fn execute(&self, state: &mut ToyState, (): (), action: &ToyAction, events: &mut Vec<ToyEvent>) {
        match *action {
            ToyAction::Add { amount } => {
                let seat = state.turn;
                state.count = state.count.saturating_add(amount);
                if let Some(player) = state.players.get_mut(usize::from(seat)) {
                    player.points = player.points.saturating_add(amount);
                }
                events.push(ToyEvent::Added { seat, amount });
                state.turn = (seat + 1) % state.seats().max(1);
                state.flipping = Some(seat);
                if let Some(rng) = &mut state.rng {
                    let heads = rng.draw_one_below(2) == 1;
                    flip(state, seat, heads, events);
                }
            }
            ToyAction::Flip { heads } => {
                if let Some(seat) = state.flipping {
                    flip(state, seat, heads, events);
                }
            }
        }
    }

    fn label(&self, _: &ToyState, action: &ToyAction) -> String {
        match action {
            ToyAction::Add { amount } => format!("Add {amount}"),
            ToyAction::Flip { heads: true } => "The coin fell heads".to_owned(),
            ToyAction::Flip { heads: false } => "The coin fell tails".to_owned(),
        }
    }

    fn probability(&self, _: &ToyState, action: &ToyAction) -> Option<f64> {
        matches!(action, ToyAction::Flip { .. }).then_some(0.5)
    }

    fn score(&self, state: &ToyState) -> ScoreSheet {
        let request = ToyScoreSheetRequest {
            players: state
                .players
                .iter()
                .map(|player| ToyPlayerPoints {
                    name: player.name.clone().unwrap_or_default(),
                    points: u32::from(player.points),
                })
                .collect(),
        };
        let mut sheet = match score_sheet(&request) {
            Ok(sheet) => sheet,
            Err(error) => ScoreSheet::unscorable(super::GAME_ID, error),
        };
        sheet.is_final = state.over();
        sheet
    }

    fn view(&self, state: &ToyState, _: Option<Seat>) -> ToyState {
        // Everything is public but the RNG, which would foretell every coin.
        let mut view = state.clone();
        view.rng = None;
        view
    }

    fn determinize(&self, view: &ToyState, _: Seat, seed: u64) -> ToyState {
        let mut state = view.clone();
        state.rng = RngState::sampled(state.chance, seed);
        state
    }

    fn rules(&self) -> &'static [RuleSection] {
        RULES
    }
}

/// Nothing in the toy game is hidden from a seat: every action and event is public.
impl Private for ToyAction {}

impl Private for ToyEvent {}

/// The coin is the toy's only chance: its flip reveals, whether the table reported it or
/// the seeded RNG flipped it inside a seat's addition. An addition and the end follow from
/// what everyone saw.
impl crate::core::reveals::Revealing for ToyEvent {
    fn reveals(&self) -> bool {
        match self {
            Self::CoinFlipped { .. } => true,
            Self::Added { .. } | Self::GameOver => false,
        }
    }
}

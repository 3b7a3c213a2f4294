//! The Nantucket rules engine (2 players). Candidates are filtered through the one `check`
//! that `apply` also runs, so the legal-action list and what `apply` accepts agree.

mod actions;
mod bank;
mod evaluation;
mod flow;
mod labels;
mod refusal;
mod setup;
mod state;
mod town;
mod turn;
mod validate;
mod whaling;

#[cfg(test)]
mod tests;

use crate::core::errors::Violation;
use crate::core::names::NamedSeats;
use crate::core::rng::RngState;
use crate::core::play::{Actor, ChanceMode, RuleSection, Rules, SetupError};
use crate::core::rule_id::{shared, RuleId};
use crate::core::scoring::{ScoreSheet, Seat};
use crate::core::turn::Turn;

use super::rules::rule;
use super::scoring::{score_sheet, NantucketPlayerCounts, NantucketScoreSheetRequest};

pub use actions::{ChartRow, FromShip, NantucketAction, NantucketEvent, MAX_LEGAL_ACTIONS};
pub use refusal::{NantucketRefusal, NantucketRefusalCode, Why};
pub use setup::NantucketGameOptions;
pub use state::{
    BuildSite, Built, Coin, Coins, NantucketState, Phase, Player, ShipRef, Stage, Step, Toss,
};
pub use town::{practice_town, Building, Lot, Row, Town};

use actions::NantucketAction as A;
use refusal::{refuse, wrong, NantucketRefusalCode as Code};
use state::Coin as C;

#[derive(Debug, Clone, Copy, Default)]
pub struct NantucketRules;

/// Who decides next: the seat whose turn or ship it is, or the table for a flip or toss.
fn turn(state: &NantucketState) -> Turn {
    Turn::One(match state.phase {
        Phase::Turn { turn, .. } => Actor::Seat(state.seat_of_turn(turn)),
        Phase::AwaitingFlip { .. } | Phase::AwaitingToss { .. } => Actor::Table,
        Phase::OrderShips { seat } => Actor::Seat(seat),
        Phase::Catch { ship, .. } => Actor::Seat(ship.seat),
        Phase::Over => return Turn::Over,
    })
}

/// Appends the actions worth judging for whoever acts now: a superset of the legal ones,
/// kept small, since `check` judges each.
fn candidates(state: &NantucketState, out: &mut Vec<A>) {
    match state.phase {
        Phase::Turn {
            turn,
            exchanged,
            stage,
        } => {
            let seat = state.seat_of_turn(turn);
            match stage {
                Stage::Before => turn::placement_candidates(state, seat, exchanged, out),
                Stage::Acting {
                    step: Step::Build { site },
                } => turn::build_candidates(state, seat, site, out),
                Stage::Acting { step: Step::Launch } => turn::launch_candidates(state, seat, out),
                Stage::Acting {
                    step: Step::UseNew { building },
                } => turn::use_new_candidates(state, seat, building, out),
                Stage::After => out.extend([A::Exchange, A::EndTurn]),
            }
        }
        Phase::AwaitingFlip { .. } => {
            out.extend([A::Flip { heads: true }, A::Flip { heads: false }])
        }
        Phase::OrderShips { .. } => {
            out.extend([A::WhaleFirst { ship: 0 }, A::WhaleFirst { ship: 1 }])
        }
        Phase::AwaitingToss { ship } => {
            whaling::toss_outcomes(whaling::ship_coins(state, ship), out)
        }
        Phase::Catch { ship, toss } => whaling::catch_candidates(state, ship, toss, out),
        Phase::Over => {}
    }
}

fn check(state: &NantucketState, action: &A) -> Result<(), NantucketRefusal> {
    match state.phase {
        Phase::Turn {
            turn,
            exchanged,
            stage,
        } => {
            let seat = state.seat_of_turn(turn);
            match (stage, action) {
                (Stage::Before | Stage::After, A::Exchange) if exchanged => Err(refuse(
                    Code::AlreadyExchanged,
                    rule::COIN_EXCHANGE,
                    Why::ExchangeOnce,
                )),
                (Stage::Before | Stage::After, A::Exchange) => turn::check_exchange(state, seat),
                (Stage::After, A::EndTurn) => Ok(()),
                (Stage::After, _) => Err(wrong(rule::TURN_STRUCTURE, Why::ExchangeOrEnd)),
                (Stage::Before, _) => turn::check_use(state, seat, action, None),
                (
                    Stage::Acting {
                        step: Step::Build { site },
                    },
                    _,
                ) => turn::check_build(state, seat, site, action),
                (Stage::Acting { step: Step::Launch }, _) => {
                    turn::check_outfitter_launch(state, seat, action)
                }
                (
                    Stage::Acting {
                        step: Step::UseNew { .. },
                    },
                    A::SkipUse,
                ) => Ok(()),
                (
                    Stage::Acting {
                        step: Step::UseNew { building },
                    },
                    _,
                ) => turn::check_use(state, seat, action, Some(building)),
            }
        }
        Phase::AwaitingFlip { .. } => match action {
            A::Flip { .. } => Ok(()),
            _ => Err(wrong(shared::CHANCE_TABLE_MODE, Why::ReportFlip)),
        },
        Phase::OrderShips { seat } => match *action {
            A::WhaleFirst { ship }
                if state
                    .whaling
                    .iter()
                    .take(2)
                    .any(|s| s.seat == seat && s.ship == ship) =>
            {
                Ok(())
            }
            _ => Err(wrong(rule::WHALING_ORDER, Why::ChooseFirstShip)),
        },
        Phase::AwaitingToss { ship } => match *action {
            A::Toss {
                copper_heads,
                silver_heads,
            } => {
                let coins = whaling::ship_coins(state, ship);
                if copper_heads <= coins.copper && silver_heads <= coins.silver {
                    Ok(())
                } else {
                    Err(refuse(
                        Code::ImpossibleToss,
                        rule::WHALING_TOSS,
                        Why::ShipHolds {
                            copper: coins.copper,
                            silver: coins.silver,
                        },
                    ))
                }
            }
            _ => Err(wrong(shared::CHANCE_TABLE_MODE, Why::ReportToss)),
        },
        Phase::Catch { ship, toss } => whaling::check_catch(state, ship, toss, action),
        Phase::Over => Err(refuse(Code::GameOver, shared::END_OF_GAME, Why::GameOver)),
    }
}

fn after_use(
    state: &mut NantucketState,
    turn: u8,
    exchanged: bool,
    next: turn::Next,
    events: &mut Vec<NantucketEvent>,
) {
    match next {
        turn::Next::Done => flow::action_done(state, turn, exchanged, events),
        turn::Next::Step(step) => {
            state.phase = Phase::Turn {
                turn,
                exchanged,
                stage: Stage::Acting { step },
            }
        }
        turn::Next::Flip => flow::gambling_hall(state, turn, exchanged, events),
    }
}

fn execute(state: &mut NantucketState, action: &A, events: &mut Vec<NantucketEvent>) {
    match state.phase {
        Phase::Turn {
            turn,
            exchanged,
            stage,
        } => {
            let seat = state.seat_of_turn(turn);
            match (stage, *action) {
                (Stage::Before, A::Exchange) => {
                    turn::execute_exchange(state, seat);
                    state.phase = Phase::Turn {
                        turn,
                        exchanged: true,
                        stage: Stage::Before,
                    };
                }
                (Stage::After, A::Exchange) => {
                    turn::execute_exchange(state, seat);
                    flow::end_turn(state, turn, events);
                }
                (Stage::After, _) => flow::end_turn(state, turn, events),
                (Stage::Before, _) => {
                    let next = turn::execute_use(state, seat, action, events);
                    after_use(state, turn, exchanged, next, events);
                }
                (
                    Stage::Acting {
                        step: Step::Build { site },
                    },
                    _,
                ) => {
                    let next = turn::execute_build(state, seat, site, action, events);
                    after_use(state, turn, exchanged, next, events);
                }
                (Stage::Acting { step: Step::Launch }, _) => {
                    turn::execute_outfitter_launch(state, seat, action, events);
                    flow::action_done(state, turn, exchanged, events);
                }
                (
                    Stage::Acting {
                        step: Step::UseNew { .. },
                    },
                    A::SkipUse,
                ) => flow::action_done(state, turn, exchanged, events),
                (
                    Stage::Acting {
                        step: Step::UseNew { .. },
                    },
                    _,
                ) => {
                    let next = turn::execute_use(state, seat, action, events);
                    after_use(state, turn, exchanged, next, events);
                }
            }
        }
        Phase::AwaitingFlip { turn, exchanged } => {
            if let A::Flip { heads } = *action {
                flow::flipped(state, turn, exchanged, heads, events);
            }
        }
        Phase::OrderShips { .. } => {
            if let A::WhaleFirst { ship } = *action {
                if let Some(index) = state.whaling.iter().take(2).position(|s| s.ship == ship) {
                    let chosen = state.whaling.remove(index);
                    state.whaling.insert(0, chosen);
                }
                flow::toss_next(state, events);
            }
        }
        Phase::AwaitingToss { ship } => {
            if let A::Toss {
                copper_heads,
                silver_heads,
            } = *action
            {
                flow::tossed(
                    state,
                    ship,
                    Toss {
                        copper_heads,
                        silver_heads,
                    },
                    events,
                );
            }
        }
        Phase::Catch { ship, .. } => {
            whaling::execute_catch(state, ship, action, events);
            flow::caught(state, events);
        }
        Phase::Over => {}
    }
    if state.bank.copper == 0 && state.phase != Phase::Over {
        bank::trigger_end(state, events);
    }
}

/// The counts the score sheet needs: one scoring path for physical and digital games.
fn score_request(state: &NantucketState) -> NantucketScoreSheetRequest {
    let owns =
        |seat: u8, building: Building| state.built(building).is_some_and(|b| b.owner == seat);
    let anyone_owns = |building: Building| state.built(building).is_some();
    let row_house_rows = if anyone_owns(Building::RowHouse) {
        let rows = state
            .town
            .rows
            .iter()
            .filter(|row| row.iter().all(|lot| anyone_owns(lot.building)))
            .count();
        u8::try_from(rows).unwrap_or(0)
    } else {
        0
    };
    NantucketScoreSheetRequest {
        row_house_rows,
        players: (0..2u8)
            .map(|seat| {
                let player = state.player(seat);
                // Widened: a debt record is not bounded by the box's coins.
                let held = [player.supply, player.owed];
                let at_sea: &[Coins] = if state.phase == Phase::Over {
                    &[]
                } else {
                    &player.ships
                };
                let (silver, copper) = held
                    .iter()
                    .chain(at_sea)
                    .fold((0u32, 0u32), |(s, c), coins| {
                        (s + u32::from(coins.silver), c + u32::from(coins.copper))
                    });
                let buildings: Vec<&Built> =
                    state.built.iter().filter(|b| b.owner == seat).collect();
                NantucketPlayerCounts {
                    // An unnamed seat is called by its coin face, as before names.
                    name: match &player.name {
                        Some(name) => name.clone(),
                        None if seat == 0 => "Heads".to_owned(),
                        None => "Tails".to_owned(),
                    },
                    copper,
                    silver,
                    buildings: buildings.iter().map(|b| b.building.id()).collect(),
                    copper_marked_buildings: buildings
                        .iter()
                        .filter(|b| b.marker == C::Copper)
                        .map(|b| b.building.id())
                        .collect(),
                    ship_silver: if owns(seat, Building::SalvageYard) {
                        if state.phase == Phase::Over {
                            state.final_ship_silver[usize::from(seat)]
                        } else {
                            player.ships.iter().map(|s| s.silver).max().unwrap_or(0)
                        }
                    } else {
                        0
                    },
                }
            })
            .collect(),
    }
}

impl NamedSeats for NantucketState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        self.players.iter().map(|player| &player.name)
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        self.players.iter_mut().map(|player| &mut player.name)
    }
}

impl Rules for NantucketRules {
    type Options = NantucketGameOptions;
    type State = NantucketState;
    type Action = NantucketAction;
    type Event = NantucketEvent;
    type Refusal = NantucketRefusal;
    type Checked = ();

    fn setup(
        &self,
        players: u8,
        options: &Self::Options,
        seed: u64,
        chance: ChanceMode,
    ) -> Result<Self::State, SetupError> {
        setup::setup(players, options, seed, chance)
    }

    fn validate(&self, state: &Self::State) -> Result<(), Vec<Violation>> {
        validate::validate(state)
    }

    fn turn(&self, state: &Self::State) -> Turn {
        turn(state)
    }

    fn turn_rule(&self) -> RuleId {
        rule::TURN_STRUCTURE
    }

    fn candidates(&self, state: &Self::State, _actor: Actor, out: &mut Vec<Self::Action>) {
        candidates(state, out);
    }

    fn check(
        &self,
        state: &Self::State,
        _actor: Actor,
        action: &Self::Action,
    ) -> Result<(), NantucketRefusal> {
        check(state, action)
    }

    fn execute(
        &self,
        state: &mut Self::State,
        (): (),
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) {
        execute(state, action, events);
    }

    fn label(&self, state: &Self::State, action: &Self::Action) -> String {
        labels::label(state, action)
    }

    fn probability(&self, state: &Self::State, action: &Self::Action) -> Option<f64> {
        match (state.phase, *action) {
            (
                Phase::AwaitingToss { ship },
                A::Toss {
                    copper_heads,
                    silver_heads,
                },
            ) => Some(whaling::toss_probability(
                whaling::ship_coins(state, ship),
                Toss {
                    copper_heads,
                    silver_heads,
                },
            )),
            (Phase::AwaitingFlip { .. }, A::Flip { .. }) => Some(0.5),
            _ => None,
        }
    }

    fn score(&self, state: &Self::State) -> ScoreSheet {
        let over = state.phase == Phase::Over;
        let mut sheet = match score_sheet(&score_request(state)) {
            Ok(sheet) => sheet,
            Err(error) => ScoreSheet::unscorable(super::GAME_ID, error),
        };
        sheet.is_final = over;
        if state.town.provisional {
            sheet.notes.push("Played on the provisional practice town: its buildings and costs are not the printed cards' (ruling NT-08).".to_owned());
        }
        sheet
    }

    fn cut_off_value(&self, state: &Self::State) -> Vec<f64> {
        evaluation::cut_off_value(state, &self.score(state))
    }

    fn playout_cutoff(&self) -> Option<u32> {
        Some(evaluation::PLAYOUT_CUTOFF)
    }

    fn exploration(&self) -> f64 {
        evaluation::EXPLORATION
    }

    fn view(&self, state: &Self::State, _seat: Option<Seat>) -> Self::State {
        // Everything on the table is public; the RNG would foretell every toss.
        let mut view = state.clone();
        view.rng = None;
        view
    }

    fn determinize(&self, view: &Self::State, _seat: Seat, seed: u64) -> Self::State {
        // Nothing but chance is hidden: a fresh stream is the whole sample.
        let mut state = view.clone();
        state.rng = RngState::sampled(state.chance, seed);
        state
    }

    fn rules(&self) -> &'static [RuleSection] {
        super::rules::RULES
    }
}

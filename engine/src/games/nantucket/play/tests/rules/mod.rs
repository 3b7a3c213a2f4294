//! One test per rule of the Nantucket catalogue (`GET /v1/games/nantucket/rules/{id}`) and per
//! building; each test is named after the rule id it checks. States are custom towns whose
//! plain data is edited directly, and every state validates.

use crate::core::errors::ViolationCode;
use crate::core::play::{Actor, ChanceMode, Rules, SetupError};
use crate::core::scoring::ScoreSheet;

use super::super::{
    BuildSite, Building, Built, ChartRow, Coin, Coins, FromShip, NantucketAction as A,
    NantucketEvent, NantucketGameOptions, NantucketState, Phase, ShipRef, Stage, Step, Toss,
};
use super::support::{
    actor, apply_events, at_sea, built, game, leave_in_bank, legal, lot, options, play, refused,
    refused_by, supply, table_game, town, valid, RULES,
};

const SEAT0: Actor = Actor::Seat(0);
const SEAT1: Actor = Actor::Seat(1);

mod buildings;
mod end;
mod messages;
mod turns;
mod whaling;

fn build(building: Building, silver: u8, copper: u8, marker: Coin) -> A {
    A::Build {
        building,
        silver,
        copper,
        marker,
        from_ship: None,
    }
}

fn catch(row: ChartRow, returned: Coin) -> A {
    A::Catch {
        row,
        tavern: None,
        returned,
    }
}

fn toss(copper_heads: u8, silver_heads: u8) -> A {
    A::Toss {
        copper_heads,
        silver_heads,
    }
}

fn ship(seat: u8, ship: u8) -> ShipRef {
    ShipRef { seat, ship }
}

fn before(turn: u8) -> Phase {
    Phase::Turn {
        turn,
        exchanged: false,
        stage: Stage::Before,
    }
}

fn stage(state: &NantucketState) -> Option<Stage> {
    match state.phase {
        Phase::Turn { stage, .. } => Some(stage),
        _ => None,
    }
}

/// Ends the turn when the action left the coin exchange open.
fn end_turn(state: NantucketState) -> NantucketState {
    if stage(&state) == Some(Stage::After) {
        play(&state, A::EndTurn)
    } else {
        state
    }
}

/// Plays the Warehouse for every turn left in this round's action phase.
fn to_whaling(mut state: NantucketState) -> NantucketState {
    let round = state.round;
    while state.round == round {
        state = match stage(&state) {
            Some(Stage::Before) => play(&state, A::Warehouse),
            Some(Stage::After) => play(&state, A::EndTurn),
            _ => break,
        };
    }
    state
}

/// Plays out the round: the Warehouse, all-tails tosses and the Empty Sea.
fn finish_round(mut state: NantucketState) -> NantucketState {
    let round = state.round;
    while state.round == round && state.phase != Phase::Over {
        let action = match state.phase {
            Phase::Turn {
                stage: Stage::Before,
                ..
            } => A::Warehouse,
            Phase::Turn {
                stage: Stage::After,
                ..
            } => A::EndTurn,
            Phase::AwaitingToss { .. } => toss(0, 0),
            Phase::AwaitingFlip { .. } => A::Flip { heads: false },
            Phase::OrderShips { .. } => A::WhaleFirst { ship: 0 },
            Phase::Catch { .. } => *legal(&state)
                .iter()
                .find(|a| {
                    matches!(
                        a,
                        A::Catch {
                            row: ChartRow::F,
                            ..
                        }
                    )
                })
                .expect("the Empty Sea is always open"),
            _ => legal(&state)[0],
        };
        state = play(&state, action);
    }
    state
}

/// A table-mode state in which seat 0's only ship, of these coins, has just been tossed.
fn catching(silver: u8, copper: u8, copper_heads: u8, silver_heads: u8) -> NantucketState {
    let mut state = table_game(&[]);
    at_sea(&mut state, 0, silver, copper);
    state.whaling = vec![ship(0, 0)];
    state.phase = Phase::Catch {
        ship: ship(0, 0),
        toss: Toss {
            copper_heads,
            silver_heads,
        },
    };
    valid(&state);
    state
}

/// Marks every lot of the town built by `owner` with a Silver marker, except `except`.
fn fill_town(state: &mut NantucketState, except: &[Building], owner: u8) {
    let lots: Vec<Building> = state.town.lots().map(|lot| lot.building).collect();
    for building in lots {
        if !except.contains(&building) && state.built(building).is_none() {
            built(state, building, owner, Coin::Silver);
        }
    }
}

/// Points from `source` (a building id or category source) in a player's score.
fn points(sheet: &ScoreSheet, seat: usize, source: &str) -> i64 {
    sheet.players[seat]
        .details
        .iter()
        .filter(|detail| detail.source == source)
        .map(|detail| detail.points)
        .sum()
}

fn violation_fields(state: &NantucketState) -> Vec<(String, ViolationCode)> {
    RULES
        .validate(state)
        .expect_err("the state must be refused")
        .into_iter()
        .map(|v| (v.field, v.code))
        .collect()
}

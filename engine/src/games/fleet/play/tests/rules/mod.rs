//! One test per rule of the Fleet catalogue (`GET /v1/games/fleet/rules/{id}`) and per license
//! bonus; each test is named after the rule id it checks and pins the code and rule of every
//! refusal it provokes. States are set up in table mode (so each test names the cards dealt)
//! and their plain data edited, and every state validates.

use crate::core::play::{Actor, ChanceMode, Rules, SetupError};

use super::super::super::components::BoatType;
use super::super::{
    Cards, Crates, Deal, DeckPart, DrawReason, Ending, FleetAction as A, FleetEvent,
    FleetGameOptions, FleetState, License, Lot, Payment, Phase, Purchase,
};
use super::support::{
    actor, apply_events, at, cards, deal, discard_from_supply, discards, drain_deck, fresh_table,
    give_cards, give_license, hand, last_seat, launched, leave_crates, leave_in_supply, legal,
    play, play_all, processed, refused, refused_by, seeded_game, set_hand, supply, table_game,
    table_game_opts, table_game_with, valid, FIRST_AUCTION, RULES,
};

mod auction;
mod boats;
mod chance;
mod draw;
mod end;
mod fishing;
mod messages;
mod secrecy;
mod setup;

const SEAT0: Actor = Actor::Seat(0);
const SEAT1: Actor = Actor::Seat(1);
const SEAT2: Actor = Actor::Seat(2);
const SEAT3: Actor = Actor::Seat(3);
const TABLE: Actor = Actor::Table;

use BoatType::{Cod, KingCrab, Lobster, ProcessingVessel, Shrimp, Tuna};

/// The lot being auctioned.
fn lot(state: &FleetState) -> Option<Lot> {
    match state.phase {
        Phase::Auction { lot, .. } => lot,
        _ => None,
    }
}

/// Who opens the next lot.
fn opener(state: &FleetState) -> u8 {
    match state.phase {
        Phase::Auction { opener, .. } => opener,
        ref phase => panic!("not in the auction: {phase:?}"),
    }
}

/// A table game of `players` in the launch phase, seat 0 to launch first.
fn launching(players: u8) -> FleetState {
    let mut state = table_game(players);
    at(
        &mut state,
        Phase::Launch {
            seat: 0,
            launched: 0,
        },
    );
    state
}

/// A table game of `players` in the hiring phase, seat 0 to hire first with a Shrimp license
/// and one Shrimp boat without a captain.
fn hiring(players: u8) -> FleetState {
    let mut state = table_game(players);
    give_license(&mut state, 0, License::Shrimp);
    launched(&mut state, 0, Shrimp, None, 0);
    at(&mut state, Phase::Hire { seat: 0, hired: 0 });
    state
}

/// The last seat in turn order, holding a Shrimp license and a Shrimp boat without a captain,
/// ends its hiring: the Lobster draws are owed and fishing follows.
fn end_hiring(state: &FleetState) -> (FleetState, Vec<FleetEvent>) {
    let mut state = state.clone();
    let seat = last_seat(&state);
    give_license(&mut state, seat, License::Shrimp);
    launched(&mut state, seat, Shrimp, None, 0);
    at(&mut state, Phase::Hire { seat, hired: 0 });
    apply_events(&state, Actor::Seat(seat), A::EndHiring)
}

/// The last seat in turn order, holding a Processing Vessel license and a processed crate,
/// ends its processing: the draw phase deals.
fn start_draw(state: &FleetState) -> (FleetState, Vec<FleetEvent>) {
    let mut state = state.clone();
    let seat = last_seat(&state);
    give_license(&mut state, seat, License::ProcessingVessel);
    processed(&mut state, seat, 1);
    at(
        &mut state,
        Phase::Process {
            seat,
            emptied: Vec::new(),
        },
    );
    apply_events(&state, Actor::Seat(seat), A::EndProcessing)
}

/// The seats the draw phase waits for.
fn deciding(state: &FleetState) -> Vec<Actor> {
    match state.phase {
        Phase::Draw { .. } => RULES.to_act(state),
        ref phase => panic!("not in the draw: {phase:?}"),
    }
}

/// The cards `seat` drew this draw phase and has not kept or discarded yet.
fn drawn(state: &FleetState, seat: u8) -> Cards {
    state.players[usize::from(seat)].secret.unwrap().drawn
}

/// The probability the engine gives a table report, which must be offered.
fn odds(state: &FleetState, action: A) -> f64 {
    RULES
        .probability(state, &action)
        .unwrap_or_else(|| panic!("no odds for {action:?}"))
}

/// The odds of every legal table report add up to 1.
fn odds_sum_to_one(state: &FleetState) {
    let sum: f64 = RULES
        .legal_actions(state, TABLE)
        .iter()
        .map(|action| odds(state, *action))
        .sum();
    assert!((sum - 1.0).abs() < 1e-9, "the odds add up to {sum}");
}

fn close(actual: f64, expected: f64) {
    assert!(
        (actual - expected).abs() < 1e-12,
        "{actual} is not {expected}"
    );
}

//! Moving the game on between decisions: chance owed is drawn (or waited for from the table),
//! seats with no choice are passed over, fishing happens, rounds end and the game ends.

use crate::core::turn::Seats;

use super::actions::{Ending, FleetEvent};
use super::state::{FleetState, Phase};
use super::{auction, boats, chance, fishing};

/// Runs everything that needs no decision, until someone must decide or the game is over.
pub fn advance(state: &mut FleetState, events: &mut Vec<FleetEvent>) {
    loop {
        if !state.dealing.is_empty() {
            if !chance::prepare(state, events) {
                continue;
            }
            if chance::table_reports(state) {
                return;
            }
            match chance::draw_seeded(state) {
                Some(report) => chance::resolve(state, report, events),
                // A seeded state always draws; anything else cannot be dealt and is dropped.
                None => {
                    state.dealing.remove(0);
                }
            }
            continue;
        }
        if state.payment.is_some() {
            return;
        }
        let moved = match &state.phase {
            Phase::Auction { .. } => auction::step(state, events),
            &Phase::Launch { seat, launched } => boats::step_launch(state, seat, launched),
            &Phase::Hire { seat, hired } => boats::step_hire(state, seat, hired),
            Phase::Fishing => {
                fishing::fish(state, events);
                true
            }
            Phase::Process { seat, emptied } => {
                let (seat, emptied) = (*seat, emptied.clone());
                fishing::step(state, seat, &emptied)
            }
            Phase::Draw {
                deciding: Seats::NONE,
            } => {
                end_round(state, events);
                true
            }
            Phase::Draw { .. } | Phase::Over => false,
        };
        if !moved {
            return;
        }
    }
}

/// The round is over: the game ends if it was the last; otherwise the start player marker
/// moves clockwise and a new auction begins.
fn end_round(state: &mut FleetState, events: &mut Vec<FleetEvent>) {
    if state.last_round {
        state.phase = Phase::Over;
        events.push(FleetEvent::GameOver {
            ending: Ending::LicensesRanOut,
        });
        return;
    }
    state.round = state.round.saturating_add(1);
    state.start_player = state.next_seat(state.start_player);
    state.phase = Phase::Auction {
        opener: state.start_player,
        out: 0,
        bought: false,
        lot: None,
    };
    events.push(FleetEvent::RoundStarted {
        round: state.round,
        start_player: state.start_player,
    });
}

//! Phase 3, fishing (nobody decides), and phase 4: processing crates onto the Processing
//! Vessel license, one per boat, then trading one processed crate for cards.

use super::super::components::{BoatType, TRADE_DRAWS_PER_LICENSE};
use super::super::rules::rule;
use super::actions::{Ending, FleetAction as A, FleetEvent};
use super::refusal::{refuse, wrong, FleetRefusal, FleetRefusalCode as Code, Why};
use super::state::{Deal, DrawReason, FleetState, License, Phase};

/// Fishing (`rule::FISHING`): every captained boat below capacity takes a crate, seat by seat
/// in turn order. When the supply runs out, the rest are credited beyond it and the game ends
/// after this phase.
pub fn fish(state: &mut FleetState, events: &mut Vec<FleetEvent>) {
    let mut beyond: u8 = 0;
    let mut seat = state.start_player;
    for _ in 0..state.seats() {
        let mut caught: u8 = 0;
        for boat in &mut state.player_mut(seat).boats {
            if boat.captain && !boat.is_full() {
                boat.crates += 1;
                caught += 1;
            }
        }
        let from_supply = caught.min(state.crates.supply);
        state.crates.supply -= from_supply;
        beyond = beyond.saturating_add(caught - from_supply);
        if caught > 0 {
            events.push(FleetEvent::Fished {
                seat,
                crates: caught,
            });
        }
        seat = state.next_seat(seat);
    }
    if beyond > 0 {
        state.crates.beyond_supply = state.crates.beyond_supply.saturating_add(beyond);
        events.push(FleetEvent::BeyondSupply { crates: beyond });
    }
    if state.crates.supply == 0 {
        state.phase = Phase::Over;
        events.push(FleetEvent::GameOver {
            ending: Ending::CratesRanOut,
        });
    } else {
        state.phase = Phase::Process {
            seat: state.start_player,
            emptied: Vec::new(),
        };
    }
}

/// The first boat of this type holding `crates` not yet processed from this round.
fn boat_index(
    state: &FleetState,
    seat: u8,
    emptied: &[u8],
    boat: BoatType,
    crates: u8,
) -> Option<usize> {
    state
        .player(seat)
        .boats
        .iter()
        .enumerate()
        .position(|(index, b)| {
            b.boat == boat
                && b.crates == crates
                && crates > 0
                && !emptied.iter().any(|&e| usize::from(e) == index)
        })
}

pub fn candidates(state: &FleetState, seat: u8, emptied: &[u8], out: &mut Vec<A>) {
    let player = state.player(seat);
    for (index, boat) in player.boats.iter().enumerate() {
        if boat.crates == 0 || emptied.iter().any(|&e| usize::from(e) == index) {
            continue;
        }
        let action = A::Process {
            boat: boat.boat,
            crates: boat.crates,
        };
        if !out.contains(&action) {
            out.push(action);
        }
    }
    if player.processed > 0 {
        out.push(A::Trade);
    }
    out.push(A::EndProcessing);
}

pub fn check(state: &FleetState, seat: u8, emptied: &[u8], action: &A) -> Result<(), FleetRefusal> {
    match *action {
        A::Process { boat, crates } => match boat_index(state, seat, emptied, boat, crates) {
            Some(_) => Ok(()),
            None => Err(refuse(
                Code::NoSuchBoat,
                rule::PROCESSING,
                Why::NoBoatWith { boat, crates },
            )),
        },
        A::Trade if state.player(seat).processed > 0 => Ok(()),
        A::Trade => Err(refuse(
            Code::NoProcessedCrate,
            rule::TRADING,
            Why::NothingToTrade,
        )),
        A::EndProcessing => Ok(()),
        _ => Err(wrong(rule::PROCESSING, Why::ProcessTradeOrEnd)),
    }
}

pub fn execute(state: &mut FleetState, seat: u8, action: &A, events: &mut Vec<FleetEvent>) {
    match *action {
        A::Process { boat, crates } => {
            let Phase::Process { emptied, .. } = &state.phase else {
                return;
            };
            let Some(index) = boat_index(state, seat, emptied, boat, crates) else {
                return;
            };
            let player = state.player_mut(seat);
            if let Some(b) = player.boats.get_mut(index) {
                b.crates = b.crates.saturating_sub(1);
            }
            player.processed = player.processed.saturating_add(1);
            if let Phase::Process { emptied, .. } = &mut state.phase {
                emptied.push(u8::try_from(index).unwrap_or(u8::MAX));
            }
            events.push(FleetEvent::Processed { seat, boat });
        }
        A::Trade => {
            let player = state.player_mut(seat);
            player.processed = player.processed.saturating_sub(1);
            let count = player
                .count_of(License::ProcessingVessel)
                .saturating_mul(TRADE_DRAWS_PER_LICENSE);
            state.crates.spent = state.crates.spent.saturating_add(1);
            events.push(FleetEvent::Traded { seat });
            state.dealing.push(Deal::Cards {
                seat,
                count,
                reason: DrawReason::Trade,
            });
            next_processor(state, seat);
        }
        A::EndProcessing => next_processor(state, seat),
        _ => {}
    }
}

/// Moves processing on where `seat` has no choice (no Processing Vessel license, or nothing
/// to process or trade). False when it must decide.
pub fn step(state: &mut FleetState, seat: u8, emptied: &[u8]) -> bool {
    let player = state.player(seat);
    let can = player.owns(License::ProcessingVessel)
        && (player.processed > 0
            || player
                .boats
                .iter()
                .enumerate()
                .any(|(i, b)| b.crates > 0 && !emptied.iter().any(|&e| usize::from(e) == i)));
    if can {
        return false;
    }
    next_processor(state, seat);
    true
}

/// The next seat processes, or once all have, the draw phase deals in turn order.
fn next_processor(state: &mut FleetState, seat: u8) {
    let next = state.next_seat(seat);
    if next != state.start_player {
        state.phase = Phase::Process {
            seat: next,
            emptied: Vec::new(),
        };
        return;
    }
    super::draw_phase::begin(state);
}

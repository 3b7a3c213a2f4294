//! Phase 2: every seat in turn launches (one boat, two with a Cod license, each paid on its
//! own), then draws its Cod cards; then every seat in turn hires (one captain, two with a
//! Lobster license); then the Lobster draws (ruling FL-09).

use super::super::components::{
    BoatType, COD_DRAWS_PER_LICENSE, LOBSTER_DRAWS_MORE, LOBSTER_DRAWS_ONE,
};
use super::super::rules::rule;
use super::actions::{FleetAction as A, FleetEvent};
use super::payment;
use super::refusal::{refuse, wrong, FleetRefusal, FleetRefusalCode as Code, Why};
use super::state::{Boat, Deal, DrawReason, FleetState, License, Payment, Phase, Purchase};

fn check_launch_of(
    state: &FleetState,
    seat: u8,
    launched: u8,
    boat: BoatType,
) -> Result<(), FleetRefusal> {
    let player = state.player(seat);
    let limit = player.launch_limit();
    if launched >= limit {
        let rule = if limit > 1 {
            rule::COD_LICENSE
        } else {
            rule::LAUNCH_BOATS
        };
        return Err(refuse(Code::LaunchLimit, rule, Why::LaunchLimit { limit }));
    }
    if !player.may_launch(boat) {
        return Err(refuse(
            Code::NoLicense,
            rule::LAUNCH_BOATS,
            Why::NoLicenseFor(boat),
        ));
    }
    if player.hand().get(boat) == 0 {
        return Err(refuse(
            Code::NotInHand,
            rule::LAUNCH_BOATS,
            Why::NotInHand(boat),
        ));
    }
    let funds = player.funds(Some(boat));
    let cost = boat.card().launch_cost;
    if funds < u32::from(cost) {
        return Err(refuse(
            Code::CannotAfford,
            rule::LAUNCH_BOATS,
            Why::LaunchCost { cost, funds },
        ));
    }
    Ok(())
}

pub fn launch_candidates(state: &FleetState, seat: u8, out: &mut Vec<A>) {
    out.extend(
        state
            .player(seat)
            .hand()
            .types()
            .map(|boat| A::Launch { boat }),
    );
    out.push(A::EndLaunches);
}

pub fn check_launch(
    state: &FleetState,
    seat: u8,
    launched: u8,
    action: &A,
) -> Result<(), FleetRefusal> {
    match *action {
        A::Launch { boat } => check_launch_of(state, seat, launched, boat),
        A::EndLaunches => Ok(()),
        _ => Err(wrong(rule::LAUNCH_BOATS, Why::LaunchOrEnd)),
    }
}

/// The launched card leaves the hand for the table; its launch cost is then paid.
pub fn execute_launch(state: &mut FleetState, seat: u8, action: &A, events: &mut Vec<FleetEvent>) {
    match *action {
        A::Launch { boat } => {
            let player = state.player_mut(seat);
            if let Some(secret) = &mut player.secret {
                secret.hand.take(boat);
            }
            player.hand_size = player.hand_size.saturating_sub(1);
            player.boats.push(Boat {
                boat,
                captain: false,
                crates: 0,
            });
            let discount = player.discount();
            if let Phase::Launch { launched, .. } = &mut state.phase {
                *launched += 1;
            }
            events.push(FleetEvent::Launched { seat, boat });
            payment::start(
                state,
                Payment {
                    seat,
                    purchase: Purchase::Launch { boat },
                    due: boat.card().launch_cost.saturating_sub(discount),
                    paid: 0,
                },
                events,
            );
        }
        A::EndLaunches => finish_launches(state, seat),
        _ => {}
    }
}

/// Moves launching on where everyone can see that `seat` has no launch left: its launches are
/// used up, its hand is empty or it holds no license to launch with. False when it must decide.
/// Whether a card in its hand could be launched and paid for depends on the hand, which is
/// private, so a seat that cannot is still asked, ending its launches as its only legal action
/// (ruling FL-09).
pub fn step_launch(state: &mut FleetState, seat: u8, launched: u8) -> bool {
    let player = state.player(seat);
    let licensed = BoatType::ALL.iter().any(|&boat| player.may_launch(boat));
    let can = launched < player.launch_limit() && player.hand_size > 0 && licensed;
    if can {
        return false;
    }
    finish_launches(state, seat);
    true
}

/// After a seat's launches: its Cod draw, if it launched anything, then the next seat, or the
/// hiring once every seat has launched.
fn finish_launches(state: &mut FleetState, seat: u8) {
    let launched = match state.phase {
        Phase::Launch { launched, .. } => launched,
        _ => 0,
    };
    let cod = state.player(seat).count_of(License::Cod);
    if launched > 0 && cod > 0 {
        state.dealing.push(Deal::Cards {
            seat,
            count: cod.saturating_mul(COD_DRAWS_PER_LICENSE),
            reason: DrawReason::Cod,
        });
    }
    let next = state.next_seat(seat);
    state.phase = if next == state.start_player {
        Phase::Hire {
            seat: state.start_player,
            hired: 0,
        }
    } else {
        Phase::Launch {
            seat: next,
            launched: 0,
        }
    };
}

fn check_hire_of(
    state: &FleetState,
    seat: u8,
    hired: u8,
    boat: BoatType,
    captain: BoatType,
) -> Result<(), FleetRefusal> {
    let player = state.player(seat);
    let limit = player.hire_limit();
    if hired >= limit {
        let rule = if limit > 1 {
            rule::LOBSTER_LICENSE
        } else {
            rule::HIRE_CAPTAINS
        };
        return Err(refuse(Code::HireLimit, rule, Why::HireLimit { limit }));
    }
    if !player.boats.iter().any(|b| b.boat == boat && !b.captain) {
        return Err(refuse(
            Code::NoFreeBoat,
            rule::HIRE_CAPTAINS,
            Why::NoFreeBoat(boat),
        ));
    }
    if player.hand().get(captain) == 0 {
        return Err(refuse(
            Code::NotInHand,
            rule::HIRE_CAPTAINS,
            Why::NotInHand(captain),
        ));
    }
    Ok(())
}

pub fn hire_candidates(state: &FleetState, seat: u8, out: &mut Vec<A>) {
    let player = state.player(seat);
    let hand = player.hand();
    for boat in BoatType::ALL {
        if player.boats.iter().any(|b| b.boat == boat && !b.captain) {
            out.extend(hand.types().map(|captain| A::Hire { boat, captain }));
        }
    }
    out.push(A::EndHiring);
}

pub fn check_hire(state: &FleetState, seat: u8, hired: u8, action: &A) -> Result<(), FleetRefusal> {
    match *action {
        A::Hire { boat, captain } => check_hire_of(state, seat, hired, boat, captain),
        A::EndHiring => Ok(()),
        _ => Err(wrong(rule::HIRE_CAPTAINS, Why::HireOrEnd)),
    }
}

/// The captain's card goes face down on the first boat of that type without one.
pub fn execute_hire(state: &mut FleetState, seat: u8, action: &A, events: &mut Vec<FleetEvent>) {
    match *action {
        A::Hire { boat, captain } => {
            let player = state.player_mut(seat);
            if let Some(free) = player
                .boats
                .iter_mut()
                .find(|b| b.boat == boat && !b.captain)
            {
                free.captain = true;
            }
            if let Some(secret) = &mut player.secret {
                secret.hand.take(captain);
                secret.captains.put(captain);
            }
            player.hand_size = player.hand_size.saturating_sub(1);
            if let Phase::Hire { hired, .. } = &mut state.phase {
                *hired += 1;
            }
            events.push(FleetEvent::CaptainHired {
                seat,
                boat,
                captain: Some(captain),
            });
        }
        A::EndHiring => finish_hiring(state, seat),
        _ => {}
    }
}

pub fn step_hire(state: &mut FleetState, seat: u8, hired: u8) -> bool {
    let player = state.player(seat);
    let can = hired < player.hire_limit()
        && player.hand_size > 0
        && player.boats.iter().any(|b| !b.captain);
    if can {
        return false;
    }
    finish_hiring(state, seat);
    true
}

/// After a seat's hiring: the next seat, or once all have hired, every Lobster draw in turn
/// order and then fishing.
fn finish_hiring(state: &mut FleetState, seat: u8) {
    let next = state.next_seat(seat);
    if next != state.start_player {
        state.phase = Phase::Hire {
            seat: next,
            hired: 0,
        };
        return;
    }
    let mut seat = state.start_player;
    for _ in 0..state.seats() {
        let count = lobster_draw(state, seat);
        if count > 0 {
            state.dealing.push(Deal::Cards {
                seat,
                count,
                reason: DrawReason::Lobster,
            });
        }
        seat = state.next_seat(seat);
    }
    state.phase = Phase::Fishing;
}

/// Lobster's draw, by captained boats, whether or not the seat hired this round (ruling
/// FL-10).
pub fn lobster_draw(state: &FleetState, seat: u8) -> u8 {
    let player = state.player(seat);
    let table: &[(u8, u8)] = match player.count_of(License::Lobster) {
        0 => return 0,
        1 => &LOBSTER_DRAWS_ONE,
        _ => &LOBSTER_DRAWS_MORE,
    };
    let captained = player.captained();
    table
        .iter()
        .rev()
        .find(|(fewest, _)| captained >= *fewest)
        .map_or(0, |&(_, cards)| cards)
}

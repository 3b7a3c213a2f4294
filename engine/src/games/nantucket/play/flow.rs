//! From one decision to the next: turns, the whaling phase and the end of a round or game.

use crate::core::play::ChanceMode;

use super::actions::NantucketEvent;
use super::bank::pay_out;
use super::state::{Coin, Coins, NantucketState, Phase, Stage};
use super::turn::check_exchange;
use super::whaling;

type Events = Vec<NantucketEvent>;

/// Starts turn `turn` (0 Captain, 1 other), skipping a Summer House builder (ruling NT-17).
pub fn start_turn(state: &mut NantucketState, turn: u8, events: &mut Events) {
    let seat = state.seat_of_turn(turn);
    if state.player(seat).skip_next_turn {
        state.player_mut(seat).skip_next_turn = false;
        end_turn(state, turn, events);
    } else {
        state.phase = Phase::Turn {
            turn,
            exchanged: false,
            stage: Stage::Before,
        };
    }
}

/// The worker's action is over: the exchange may still follow (ruling NT-16).
pub fn action_done(state: &mut NantucketState, turn: u8, exchanged: bool, events: &mut Events) {
    let seat = state.seat_of_turn(turn);
    if !exchanged && check_exchange(state, seat).is_ok() {
        state.phase = Phase::Turn {
            turn,
            exchanged,
            stage: Stage::After,
        };
    } else {
        end_turn(state, turn, events);
    }
}

pub fn end_turn(state: &mut NantucketState, turn: u8, events: &mut Events) {
    if turn == 0 {
        start_turn(state, 1, events);
    } else {
        state.rows_taken = [false; 5];
        state.whaling = whaling::order(state);
        next_ship(state, events);
    }
}

/// The Gambling Hall's coin landed: heads pays a Copper.
pub fn flipped(
    state: &mut NantucketState,
    turn: u8,
    exchanged: bool,
    heads: bool,
    events: &mut Events,
) {
    let seat = state.seat_of_turn(turn);
    events.push(NantucketEvent::Flipped { seat, heads });
    if heads {
        pay_out(state, seat, Coins::new(0, 1), events);
    }
    action_done(state, turn, exchanged, events);
}

pub fn gambling_hall(state: &mut NantucketState, turn: u8, exchanged: bool, events: &mut Events) {
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(_)) => {
            let heads = whaling::flip_seeded(state);
            flipped(state, turn, exchanged, heads, events);
        }
        _ => state.phase = Phase::AwaitingFlip { turn, exchanged },
    }
}

/// The next ship whales, or the owner of two equal ships picks the first.
pub fn next_ship(state: &mut NantucketState, events: &mut Events) {
    if state.whaling.is_empty() {
        end_round(state, events);
    } else if let Some(seat) = whaling::owner_chooses(state) {
        state.phase = Phase::OrderShips { seat };
    } else {
        toss_next(state, events);
    }
}

pub fn toss_next(state: &mut NantucketState, events: &mut Events) {
    let Some(&ship) = state.whaling.first() else {
        end_round(state, events);
        return;
    };
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(_)) => {
            let toss = whaling::toss_seeded(state, ship);
            tossed(state, ship, toss, events);
        }
        _ => state.phase = Phase::AwaitingToss { ship },
    }
}

pub fn tossed(
    state: &mut NantucketState,
    ship: super::state::ShipRef,
    toss: super::state::Toss,
    events: &mut Events,
) {
    events.push(NantucketEvent::Tossed {
        seat: ship.seat,
        copper_heads: toss.copper_heads,
        silver_heads: toss.silver_heads,
    });
    state.phase = Phase::Catch { ship, toss };
}

pub fn caught(state: &mut NantucketState, events: &mut Events) {
    if !state.whaling.is_empty() {
        state.whaling.remove(0);
    }
    next_ship(state, events);
}

fn end_round(state: &mut NantucketState, events: &mut Events) {
    state.rows_taken = [false; 5];
    for seat in 0..2u8 {
        let player = state.player_mut(seat);
        player.tavern = false;
        player.candleworks = false;
        player.ships.retain(|ship| ship.count() > 0);
    }
    for built in &mut state.built {
        built.used = false;
    }
    if state.ending {
        // Ruling NT-19: the Salvage Yard counts a ship's Silver before the ships are emptied.
        for seat in 0..2u8 {
            let most_silver = state
                .player(seat)
                .ships
                .iter()
                .map(|s| s.get(Coin::Silver))
                .max()
                .unwrap_or(0);
            state.final_ship_silver[usize::from(seat)] = most_silver;
            let player = state.player_mut(seat);
            let aboard = player.ships.drain(..).fold(Coins::default(), Coins::plus);
            player.supply = player.supply.plus(aboard);
        }
        state.phase = Phase::Over;
        events.push(NantucketEvent::GameOver);
        return;
    }
    state.round = state.round.saturating_add(1);
    state.captain = NantucketState::opponent(state.captain);
    events.push(NantucketEvent::RoundStarted {
        round: state.round,
        captain: state.captain,
    });
    start_turn(state, 0, events);
}

//! Moving the game on between decisions: after a placement, through the Inn, movement and
//! returns, whaling and the end of the round, stopping wherever someone has to decide.

use crate::core::play::ChanceMode;

use super::super::info::Edition;
use super::actions::NewBedfordEvent;
use super::buildings::Building;
use super::log_cards::{LogCard, LogDeck};
use super::ships_log::{self, Moment, Resume};
use super::state::{
    gain, NewBedfordState, Phase, ShipRef, Whales, WorkerSpot, ROUNDS, TRYWORKS_FREE_RIGHT_WHALES,
};
use super::{town, voyage, whaling};

type Events = Vec<NewBedfordEvent>;

/// Goes on once the Ship's Log's pending decisions are made.
pub fn resume(state: &mut NewBedfordState, resume: Resume, events: &mut Events) {
    match resume {
        Resume::PlacementDone => placement_done(state, events),
        Resume::NextChooser => next_chooser(state, events),
        Resume::Sail => sail(state, false, events),
        Resume::NextRound => next_round(state, events),
    }
}

/// A new round's placements begin; the Ship's Log's start-of-round cards come first.
pub fn start_round(state: &mut NewBedfordState, events: &mut Events) {
    state.phase = Phase::Actions {
        placed: 0,
        bought: false,
        step: None,
    };
    events.push(NewBedfordEvent::RoundStarted {
        round: state.round,
        first_player: state.first_player,
    });
    ships_log::open_window(state, Moment::StartOfRound, None);
}

/// Skips the placements of workers sitting on Man Overboard (ruling NB-46), putting each on
/// the card as its turn comes.
fn skip_overboard(state: &mut NewBedfordState, mut placed: u8) -> u8 {
    let seats = state.seats().max(1);
    while placed >= seats && placed < 2 * seats {
        let seat = state.seat_after(state.first_player, placed % seats);
        if !ships_log::overboard_now(state, seat) {
            break;
        }
        state.player_mut(seat).workers[1] = Some(WorkerSpot::Overboard);
        placed += 1;
    }
    placed
}

/// A worker's whole action is done: the next placement, or the Inn, or movement.
pub fn placement_done(state: &mut NewBedfordState, events: &mut Events) {
    if ships_log::defer(state, Resume::PlacementDone) {
        return;
    }
    match state.phase {
        Phase::Coffin { .. } => start_movement(state, true, events),
        Phase::Actions { placed, .. } => {
            let placed = skip_overboard(state, placed + 1);
            if placed < 2 * state.seats() {
                state.phase = Phase::Actions {
                    placed,
                    bought: false,
                    step: None,
                };
            } else {
                after_placements(state, events);
            }
        }
        Phase::Inn { seat, placed, .. } => {
            let overboard = state.player(seat).workers[1] == Some(WorkerSpot::Overboard);
            if placed + 1 < 2 && !overboard {
                state.phase = Phase::Inn {
                    seat,
                    placed: placed + 1,
                    bought: false,
                    step: None,
                };
            } else {
                start_movement(state, false, events);
            }
        }
        _ => {}
    }
}

/// Every worker is out: the Inn's user places again (ruling NB-15), then ships move.
fn after_placements(state: &mut NewBedfordState, events: &mut Events) {
    // Only a worker re-places: a Mayor token left on a newly built Inn takes no action there
    // (ruling NB-32), though it marks the tile used.
    let inn_user = state
        .slot(Building::Inn)
        .and_then(|slot| slot.used_by)
        .filter(|&seat| {
            state
                .player(seat)
                .workers
                .contains(&Some(WorkerSpot::Building(Building::Inn)))
        });
    let Some(seat) = inn_user else {
        start_movement(state, false, events);
        return;
    };
    let workers = state.player(seat).workers;
    for spot in workers.into_iter().flatten() {
        match spot {
            WorkerSpot::Space(space) => {
                if let Some(count) = state.space_workers.get_mut(space as usize) {
                    *count = count.saturating_sub(1);
                }
            }
            // Ruling NB-24: the Ship's Wheel stays taken; only the worker leaves.
            WorkerSpot::Wheelhouse => {
                state.wheelhouse_workers = state.wheelhouse_workers.saturating_sub(1);
            }
            WorkerSpot::Building(_) | WorkerSpot::Overboard => {}
        }
    }
    // A worker sitting on Man Overboard stays there and is not placed again (ruling NB-46).
    let overboard = workers.contains(&Some(WorkerSpot::Overboard));
    state.player_mut(seat).workers = [None, overboard.then_some(WorkerSpot::Overboard)];
    state.phase = Phase::Inn {
        seat,
        placed: 0,
        bought: false,
        step: None,
    };
}

/// Ships are about to move: the Ship's Log's movement cards first, except in the final
/// voyage, where no round is being played.
pub fn start_movement(state: &mut NewBedfordState, final_voyage: bool, events: &mut Events) {
    if !final_voyage {
        state.phase = Phase::Movement;
        if ships_log::open_window(state, Moment::Movement, Some(Resume::Sail)) {
            return;
        }
    }
    sail(state, final_voyage, events);
}

fn sail(state: &mut NewBedfordState, final_voyage: bool, events: &mut Events) {
    if !final_voyage && state.edition == Edition::PrintAndPlay {
        // Ruling NB-21: the print-and-play Tryworks works only with its worker still on it
        // as ships move (the Inn may have lifted it), or its user's Mayor or Bridge token
        // (ruling NB-32); 3 free Right Whales for the player.
        for seat in 0..state.seats() {
            if state.stands_on(seat, Building::Tryworks) {
                state.player_mut(seat).free_right_whales = TRYWORKS_FREE_RIGHT_WHALES;
            }
        }
    }
    state.return_queue = voyage::sail(state);
    if !final_voyage {
        town::customhouse_pays(state, state.return_queue.len(), events);
    }
    next_return(state, final_voyage, events);
}

/// Unloads the next returned ship that carries whales; empty ships just come home.
pub fn next_return(state: &mut NewBedfordState, final_voyage: bool, events: &mut Events) {
    while !state.return_queue.is_empty() {
        let ship = state.return_queue.remove(0);
        events.push(NewBedfordEvent::ShipReturned { ship });
        if state.ship(ship).cargo.total() > 0 {
            state.phase = Phase::Returning {
                ship,
                sold: Whales::default(),
                sale: None,
                final_voyage,
            };
            return;
        }
    }
    if final_voyage {
        if state.ships_at_sea() > 0 {
            start_movement(state, true, events);
        } else {
            state.phase = Phase::Over;
            events.push(NewBedfordEvent::GameOver);
        }
    } else {
        start_whaling(state, events);
    }
}

/// The returning ship is empty: sell what was sold, or bring it home.
pub fn unloading_done(
    state: &mut NewBedfordState,
    ship: ShipRef,
    sold: Whales,
    final_voyage: bool,
    events: &mut Events,
) {
    match voyage::open_sale(state, ship.seat, sold, events) {
        Some(sale) => {
            state.phase = Phase::Returning {
                ship,
                sold: Whales::default(),
                sale: Some(sale),
                final_voyage,
            }
        }
        None => next_return(state, final_voyage, events),
    }
}

fn start_whaling(state: &mut NewBedfordState, events: &mut Events) {
    if state.drawn.total() > 0 {
        events.push(NewBedfordEvent::TokensReturnedToBag {
            tokens: state.drawn,
        });
        state.bag = state.bag.plus(state.drawn);
        state.drawn = Default::default();
    }
    let count = whaling::draw_count(state);
    if count == 0 {
        end_round(state, events);
        return;
    }
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(_)) => {
            let drawn = whaling::draw_seeded(state, count);
            tokens_drawn(state, drawn, events);
        }
        _ => state.phase = Phase::AwaitingDraw { count },
    }
}

/// The drawn tokens are out: the Ship's Log's whaling cards, then ships choose in order.
pub fn tokens_drawn(state: &mut NewBedfordState, drawn: super::state::Tokens, events: &mut Events) {
    state.bag = state.bag.minus(drawn).unwrap_or_default();
    state.drawn = drawn;
    events.push(NewBedfordEvent::TokensDrawn { tokens: drawn });
    state.whaling_order = whaling::choosing_order(state);
    state.phase = Phase::Whaling;
    if ships_log::open_window(state, Moment::Whaling, Some(Resume::NextChooser)) {
        return;
    }
    next_chooser(state, events);
}

/// The next ship chooses, unless nothing is left to take: no whale drawn and no Ship's Log
/// card on offer.
pub fn next_chooser(state: &mut NewBedfordState, events: &mut Events) {
    if ships_log::defer(state, Resume::NextChooser) {
        return;
    }
    let cards = LogDeck::BOTH
        .iter()
        .any(|&deck| ships_log::on_offer(state, deck).is_some());
    if state.whaling_order.is_empty() || (state.drawn.whales().total() == 0 && !cards) {
        state.whaling_order.clear();
        end_round(state, events);
    } else {
        state.phase = Phase::Whaling;
    }
}

/// Rule [`rule::END_OF_ROUND`](super::super::rules::rule::END_OF_ROUND): income, the Wheel,
/// the round marker and the Ship's Log decks.
fn end_round(state: &mut NewBedfordState, events: &mut Events) {
    if let Some(owner) = state.slot(Building::PostOffice).and_then(|slot| slot.owner) {
        gain(&mut state.player_mut(owner).money, 2);
        events.push(NewBedfordEvent::PostOfficeIncome { seat: owner });
    }
    for player in &mut state.players {
        player.workers = [None, None];
        player.free_right_whales = 0;
    }
    state.space_workers = [0; 7];
    state.wheelhouse_workers = 0;
    state.mayor = None;
    state.bridge = None;
    state.refinery_sold = false;
    for slot in &mut state.buildings {
        slot.used_by = None;
    }
    if state.round >= ROUNDS {
        // The Coffin's extra placement comes after round 12 and before the final voyage.
        if let Some(seat) = ships_log::coffin_holder(state) {
            ships_log::clear_round_effects(state);
            state.player_mut(seat).log_used.push(LogCard::TheCoffin);
            state.phase = Phase::Coffin {
                seat,
                bought: false,
                step: None,
            };
            return;
        }
        // After the last round ships keep sailing home, with no more whaling.
        start_movement(state, true, events);
        return;
    }
    state.phase = Phase::EndOfRound;
    ships_log::end_of_round(state, events);
    if ships_log::defer(state, Resume::NextRound) {
        return;
    }
    next_round(state, events);
}

fn next_round(state: &mut NewBedfordState, events: &mut Events) {
    state.round += 1;
    // The last seat to use the Wheelhouse holds the Ship's Wheel; otherwise it moves on one.
    state.first_player = match state.wheel_taken_by.take() {
        Some(seat) => seat,
        None => state.seat_after(state.first_player, 1),
    };
    start_round(state, events);
}

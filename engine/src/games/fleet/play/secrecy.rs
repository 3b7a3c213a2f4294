//! What each seat may see (ruling FL-14). Public: licenses, the auction, launched boats and
//! which carry a captain, crates, processed crates, every payment, how many cards each hand,
//! the supply and the discard pile hold. Private to its owner: the hand, the captains' types,
//! the cards drawn and which was kept or discarded. Nobody sees the supply's or the discard
//! pile's contents, or the RNG (which would foretell every draw).

use serde_json::Value;

use crate::core::play::Actor;
use crate::core::scoring::Seat;

use super::state::FleetState;

/// Fields of actions and events that only their seat may read.
const PRIVATE: [&str; 3] = ["card", "cards", "captain"];

pub fn view(state: &FleetState, seat: Option<Seat>) -> FleetState {
    let mut view = state.clone();
    view.rng = None;
    view.piles = None;
    for (index, player) in view.players.iter_mut().enumerate() {
        if seat.map(usize::from) != Some(index) {
            player.secret = None;
        }
    }
    view
}

/// Blanks the private fields of `object` unless `owner` is the viewer.
fn hide(object: &mut Value, owner: Option<u64>, seat: Option<Seat>) {
    if owner.is_some() && owner == seat.map(u64::from) {
        return;
    }
    if let Value::Object(fields) = object {
        for key in PRIVATE {
            if let Some(value) = fields.get_mut(key) {
                *value = Value::Null;
            }
        }
    }
}

/// An action and its events as `seat` may read them in a log: another seat's keep, discard
/// and captain, and a card the table dealt to another seat, read `null`; so do the cards in
/// another seat's draw events.
pub fn redact_log_entry(actor: Actor, action: &mut Value, events: &mut Value, seat: Option<Seat>) {
    let owner = match actor {
        Actor::Seat(actor) => Some(u64::from(actor)),
        // A dealt card belongs to the seat it was dealt to.
        Actor::Table => action.get("seat").and_then(Value::as_u64),
    };
    hide(action, owner, seat);
    if let Value::Array(events) = events {
        for event in events {
            let owner = event.get("seat").and_then(Value::as_u64);
            hide(event, owner, seat);
        }
    }
}

//! What each seat may see: its own hand and face-down bids, never another seat's (only how
//! many cards lie where), never the decks' unseen cards or the RNG. Spectators see the public
//! view.

use crate::core::scoring::Seat;

use super::state::{Bidder, BremerhavenState, Phase};

/// Whether the cards on the bidding spaces are still face down.
pub fn bids_face_down(state: &BremerhavenState) -> bool {
    matches!(
        state.phase,
        Phase::Bidding { .. } | Phase::StartingGoods { .. }
    )
}

/// The state as `seat` may see it (`None`: a spectator).
pub fn view(state: &BremerhavenState, seat: Option<Seat>) -> BremerhavenState {
    let mut view = state.clone();
    view.decks = None;
    for (index, player) in view.players.iter_mut().enumerate() {
        if seat.map(usize::from) != Some(index) {
            player.hand = None;
        }
    }
    if bids_face_down(state) {
        for bid in &mut view.bids {
            if seat.map(Bidder::Seat) != Some(bid.bidder) {
                bid.value = None;
            }
        }
    }
    view
}

/// An action and its events as `seat` may read them in a log: another seat's face-down card
/// reads `null`.
pub fn redact_log_entry(
    actor: crate::core::play::Actor,
    action: &mut serde_json::Value,
    events: &mut serde_json::Value,
    seat: Option<Seat>,
) {
    use serde_json::Value;
    let own = matches!(actor, crate::core::play::Actor::Seat(actor) if Some(actor) == seat);
    if own {
        return;
    }
    if action.get("type").and_then(Value::as_str) == Some("bid") {
        if let Some(card) = action.get_mut("card") {
            *card = Value::Null;
        }
    }
    if let Value::Array(events) = events {
        for event in events {
            if event.get("type").and_then(Value::as_str) == Some("bid-placed") {
                if let Value::Object(fields) = event {
                    fields.remove("card");
                }
            }
        }
    }
}

//! What each seat may see: its own hand and face-down bids, never another seat's (only how
//! many cards lie where), never the decks' unseen cards or the RNG. Spectators see the public
//! view.

use serde::Serialize;
use serde_json::Value;

use crate::core::play::Actor;
use crate::core::scoring::Seat;
use crate::core::secrecy::{Hidden, Private, Readers};

use super::super::deck::BidSpace;
use super::actions::{BremerhavenAction, BremerhavenEvent};
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

/// A bid as other seats read it: its card reads `null`.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum ConcealedAction {
    Bid { space: BidSpace, card: Hidden },
}

/// A bid's card lies face down: only its bidder reads it.
impl Private for BremerhavenAction {
    fn readers(&self, actor: Actor) -> Readers {
        match self {
            Self::Bid { .. } => Readers::actor(actor),
            _ => Readers::Everyone,
        }
    }

    fn concealed(&self) -> Value {
        match *self {
            Self::Bid { space, .. } => serde_json::to_value(ConcealedAction::Bid {
                space,
                card: Hidden,
            })
            .unwrap_or(Value::Null),
            _ => Value::Null,
        }
    }
}

/// The card of a bid placed is its bidder's until the reveal; the others read no card.
impl Private for BremerhavenEvent {
    fn readers(&self, actor: Actor) -> Readers {
        match self {
            Self::BidPlaced { .. } => Readers::actor(actor),
            _ => Readers::Everyone,
        }
    }

    fn concealed(&self) -> Value {
        match *self {
            Self::BidPlaced { space, seat, .. } => serde_json::to_value(Self::BidPlaced {
                space,
                seat,
                card: None,
            })
            .unwrap_or(Value::Null),
            _ => Value::Null,
        }
    }
}

/// Until each event is declared, every one reveals: no take-back reaches past it.
impl crate::core::reveals::Revealing for BremerhavenEvent {}

//! What each seat may see (ruling FL-14). Public: licenses, the auction, launched boats and
//! which carry a captain, crates, processed crates, every payment, how many cards each hand,
//! the supply and the discard pile hold. Private to its owner: the hand, the captains' types,
//! the cards drawn and which was kept or discarded. Nobody sees the supply's or the discard
//! pile's contents, or the RNG (which would foretell every draw).

use serde::Serialize;
use serde_json::Value;

use crate::core::play::Actor;
use crate::core::scoring::Seat;
use crate::core::secrecy::{Hidden, Private, Readers};

use super::super::components::BoatType;
use super::actions::{FleetAction, FleetEvent};
use super::state::FleetState;

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

/// The actions with a private card, as other seats read them: the card reads `null`.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum ConcealedAction {
    Hire { boat: BoatType, captain: Hidden },
    Keep { card: Hidden },
    Discard { card: Hidden },
    DealCard { seat: u8, card: Hidden },
}

/// A captain's type, a kept or discarded card and a dealt card are the seat's own; the
/// table's deal belongs to the seat dealt to.
impl Private for FleetAction {
    fn readers(&self, actor: Actor) -> Readers {
        match *self {
            Self::Hire { .. } | Self::Keep { .. } | Self::Discard { .. } => Readers::actor(actor),
            Self::DealCard { seat, .. } => Readers::Seat(seat),
            _ => Readers::Everyone,
        }
    }

    fn concealed(&self) -> Value {
        let concealed = match *self {
            Self::Hire { boat, .. } => ConcealedAction::Hire {
                boat,
                captain: Hidden,
            },
            Self::Keep { .. } => ConcealedAction::Keep { card: Hidden },
            Self::Discard { .. } => ConcealedAction::Discard { card: Hidden },
            Self::DealCard { seat, .. } => ConcealedAction::DealCard { seat, card: Hidden },
            _ => return Value::Null,
        };
        serde_json::to_value(concealed).unwrap_or(Value::Null)
    }
}

/// The cards drawn, kept or discarded and a captain's type are private to the event's seat.
impl Private for FleetEvent {
    fn readers(&self, _actor: Actor) -> Readers {
        match *self {
            Self::CaptainHired { seat, .. }
            | Self::Drew { seat, .. }
            | Self::Kept { seat, .. }
            | Self::Discarded { seat, .. } => Readers::Seat(seat),
            _ => Readers::Everyone,
        }
    }

    fn concealed(&self) -> Value {
        let mut concealed = self.clone();
        match &mut concealed {
            Self::CaptainHired { captain, .. } => *captain = None,
            Self::Drew { cards, .. } => *cards = None,
            Self::Kept { card, .. } | Self::Discarded { card, .. } => *card = None,
            _ => return Value::Null,
        }
        serde_json::to_value(concealed).unwrap_or(Value::Null)
    }
}

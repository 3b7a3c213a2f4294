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

/// Chance and secrets come out when the bids are turned, when the solo dummy bids (its
/// Newspaper card, drawn, names the space) and when the table reports a card. Seeded play
/// draws inside a seat's action without an event of its own, so the events a draw always
/// comes with reveal too: a Building won or removed (the next is turned up), the Ship token
/// moved (by the Ship ahoy! card drawn, in the long game) and the boards refilled (ruling
/// BH-48). A bid placed is its bidder's own card, hidden but shown to nobody new; the rest
/// follows from what everyone sees.
impl crate::core::reveals::Revealing for BremerhavenEvent {
    fn reveals(&self) -> bool {
        match self {
            Self::BidsRevealed { .. }
            | Self::DummyBid { .. }
            | Self::Revealed { .. }
            | Self::BuildingWon { .. }
            | Self::BuildingRemoved { .. }
            | Self::ShipTokenMoved { .. }
            | Self::BoardsRefilled => true,
            Self::StartingGoodTaken { .. }
            | Self::BidPlaced { .. }
            | Self::BiddingStarted { .. }
            | Self::MoneyTaken { .. }
            | Self::MoneySpent { .. }
            | Self::BollardPlaced { .. }
            | Self::CoverCleared { .. }
            | Self::BuildingBuilt { .. }
            | Self::InfluenceGrown { .. }
            | Self::PricesChanged { .. }
            | Self::RanksChanged { .. }
            | Self::ShipDocked { .. }
            | Self::ShipSailedOn { .. }
            | Self::ShipDiscarded { .. }
            | Self::ContractPlaced { .. }
            | Self::ContractRefused { .. }
            | Self::ContractDiscarded { .. }
            | Self::PenaltyPaid { .. }
            | Self::PrestigeChanged { .. }
            | Self::HarborPhaseStarted
            | Self::GoodProduced { .. }
            | Self::BankFilled { .. }
            | Self::GoodUnloaded { .. }
            | Self::GoodDelivered { .. }
            | Self::GoodsConverted { .. }
            | Self::HarborDone { .. }
            | Self::ShipLeft { .. }
            | Self::ContractSettled { .. }
            | Self::EventCarriedOut { .. }
            | Self::GameOver => false,
        }
    }
}

//! Every Fleet decision, each a small step: a payment is paid one card or crate at a time, an
//! auction is opened by offering a license and then naming the opening bid. The largest list
//! is a bid (pass, or any amount from the minimum to the bidder's funds), bounded by the cash
//! in the whole game ([`MAX_LEGAL_ACTIONS`]); the next largest is hiring (boat type × captain
//! type, 37 at most). Private fields (`card`, `captain`) are left out of other seats' logs.

use serde::{Deserialize, Serialize};

use super::super::components::BoatType;
use super::state::{Cards, DrawReason, License};

/// An upper bound on any legal-action list, asserted by the random-play test: a bid list is
/// a pass plus at most every dollar a player could hold (96 boat cards' cash of 180, 100
/// crates and a $4 discount).
pub const MAX_LEGAL_ACTIONS: usize = 1 + 180 + 100 + 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// `remote = "Self"` turns the derives into inherent functions, so the trait impls below can
// refuse unknown fields on unit variants too.
#[serde(
    remote = "Self",
    tag = "type",
    rename_all = "kebab-case",
    deny_unknown_fields
)]
pub enum FleetAction {
    /// Auction: put this license from the auction up for bids (the opening bid follows).
    Offer {
        license: License,
    },
    /// Auction: buy no license this round; out of the auction phase.
    DropOut,
    /// Auction: bid this many dollars (the opening bid, or more than the high bid).
    Bid {
        amount: u8,
    },
    /// Auction: out of the bidding for this license.
    Pass,
    /// Payment: pay with one boat card from the hand, worth its cash value.
    Pay {
        boat: BoatType,
    },
    /// Payment: pay with one processed crate, worth $1.
    PayCrate,
    /// Phase 2: launch a boat of this type from the hand.
    Launch {
        boat: BoatType,
    },
    EndLaunches,
    /// Phase 2: lay a card of type `captain` face down on a boat of type `boat` that has none.
    Hire {
        boat: BoatType,
        /// Always sent; it reads `null` only in another seat's log, which hides it.
        #[cfg_attr(feature = "openapi", schema(value_type = Option<BoatType>, required = true))]
        captain: BoatType,
    },
    EndHiring,
    /// Phase 4: move a crate from a boat of this type holding `crates` onto the Processing
    /// Vessel license (once per boat a round).
    Process {
        boat: BoatType,
        crates: u8,
    },
    /// Phase 4: trade one processed crate for cards (ends processing for the round).
    Trade,
    EndProcessing,
    /// Phase 5: keep this one of the cards just drawn; the other is discarded.
    Keep {
        /// Always sent; it reads `null` only in another seat's log, which hides it.
        #[cfg_attr(feature = "openapi", schema(value_type = Option<BoatType>, required = true))]
        card: BoatType,
    },
    /// Phase 5 with Tuna: discard this card from the hand.
    Discard {
        /// Always sent; it reads `null` only in another seat's log, which hides it.
        #[cfg_attr(feature = "openapi", schema(value_type = Option<BoatType>, required = true))]
        card: BoatType,
    },
    /// Table chance: the start player.
    StartPlayer {
        seat: u8,
    },
    /// Table chance: the license turned up into the auction.
    RevealLicense {
        license: License,
    },
    /// Table chance: the boat card `seat` drew (private to that seat).
    DealCard {
        seat: u8,
        /// Always sent; it reads `null` only in another seat's log, which hides it.
        #[cfg_attr(feature = "openapi", schema(value_type = Option<BoatType>, required = true))]
        card: BoatType,
    },
}

crate::core::input::strict_tagged_serde!(FleetAction);

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetEnding))]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// The license deck could not refill the auction; the round was finished.
    LicensesRanOut,
    /// The last crate left the supply during fishing.
    CratesRanOut,
}

/// What happened, for logs. `cards`, `card` and `captain` are private to the event's seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum FleetEvent {
    StartPlayer {
        seat: u8,
    },
    LicenseRevealed {
        license: License,
    },
    Offered {
        seat: u8,
        license: License,
    },
    /// Every drop-out is the seat's own action: whether it could have afforded a license is
    /// not told (ruling FL-12).
    DroppedOut {
        seat: u8,
    },
    Bid {
        seat: u8,
        amount: u8,
    },
    /// Every pass is the seat's own action: whether it could have raised is not told (ruling
    /// FL-12).
    Passed {
        seat: u8,
    },
    Won {
        seat: u8,
        license: License,
        price: u8,
    },
    Paid {
        seat: u8,
        /// The boat card paid; absent for a processed crate.
        boat: Option<BoatType>,
        dollars: u8,
    },
    LicenseBought {
        seat: u8,
        license: License,
        paid: u8,
    },
    /// Nobody bought: the whole auction left the game.
    AuctionRemoved {
        licenses: Vec<License>,
    },
    /// The license deck could not refill the auction: this round is the last.
    LastRound,
    Launched {
        seat: u8,
        boat: BoatType,
    },
    BoatPaid {
        seat: u8,
        boat: BoatType,
        paid: u8,
    },
    CaptainHired {
        seat: u8,
        boat: BoatType,
        /// Private to the seat.
        captain: Option<BoatType>,
    },
    Drew {
        seat: u8,
        reason: DrawReason,
        count: u8,
        /// Private to the seat.
        cards: Option<Cards>,
    },
    /// The supply ran out: the discard pile was shuffled into a new supply.
    Reshuffled {
        size: u8,
    },
    /// The supply and the discard pile were both empty: fewer cards were drawn.
    DrawCutShort {
        seat: u8,
        missing: u8,
    },
    Fished {
        seat: u8,
        crates: u8,
    },
    /// Crates credited beyond the empty supply in the last fishing.
    BeyondSupply {
        crates: u8,
    },
    Processed {
        seat: u8,
        boat: BoatType,
    },
    Traded {
        seat: u8,
    },
    Kept {
        seat: u8,
        /// Private to the seat.
        card: Option<BoatType>,
    },
    Discarded {
        seat: u8,
        /// Private to the seat.
        card: Option<BoatType>,
    },
    RoundStarted {
        round: u16,
        start_player: u8,
    },
    GameOver {
        ending: Ending,
    },
}

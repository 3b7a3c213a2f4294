//! Every Bremerhaven decision, each a small step: permits are used one at a time, goods move
//! one at a time. A bid lists each distinct card in hand (at most 5) on each open space (6 on
//! the Town board, at most 4 each on the Sea and Land boards), 70 at most. The largest list is
//! a harbor phase's: 4 loading docks × 4 symbols × 4 goods = 64 deliveries (a deck pack may
//! print Contracts of four wild symbols, each symbol listed apart), 3 unloads, one production
//! per built Building (at most the harbor's 12 spaces), packing, unpacking and the end: 82.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};

use crate::core::rule_id::{shared, RuleId};

use super::super::rules::rule;
use super::super::deck::{BidSpace, Event, Good, PriceCard};
use super::state::{Bid, Bidder, Reveal};
use super::table_deck::{BuildingPrint, ContractPrint, NewspaperPrint, ShipPrint};

/// The largest legal-action list any state gives (see the module's text).
pub const MAX_LEGAL_ACTIONS: usize = 82;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// `remote = "Self"` turns the derives into inherent functions, so the trait impls below can
// refuse unknown fields on unit variants too (`{"type": "buy-permit", "x": 1}`).
#[serde(
    remote = "Self",
    tag = "type",
    rename_all = "kebab-case",
    deny_unknown_fields
)]
pub enum BremerhavenAction {
    /// Short and solo games: take one starting good onto an empty space.
    TakeStartingGood { good: Good },
    /// Bidding: place the Influence card of this value face down on a bidding space.
    Bid {
        space: BidSpace,
        /// The card's value; always sent, it reads `null` in another seat's log, which hides it.
        #[cfg_attr(feature = "openapi", schema(value_type = Option<u8>, required = true))]
        card: u8,
    },
    /// 1.2 and 1.3 below the highest bid: pay the difference and take part.
    PayDifference,
    /// 1.2 and 1.3 below the highest bid: do not pay, and do not take part.
    Decline,
    /// 1.2: use a permit to place a Bollard on this quay wall (0–3, top to bottom).
    PlaceBollard { wall: u8 },
    /// 1.2: use a permit to clear this Cover card (0–5, see the harbor's `covers`).
    ClearCover { cover: u8 },
    /// 1.2: use a permit to build this won Building (index in `unbuilt`).
    Build { building: u8 },
    /// 1.2: buy one more permit at the highest bid's price.
    BuyPermit,
    /// 1.2: done with permits; any left are lost.
    EndPermits,
    /// 1.4: put this Price card (index in the stack, 0 = the top) on top.
    PutPriceOnTop { price: u8 },
    /// 1.4, with the table's own deck: take another Price card from the stack and put it on
    /// top; the table then reports its prices.
    TakePriceCard,
    /// 1.5: swap the rungs `upper` and `upper + 1` of the career ladder.
    SwapRanks { upper: u8 },
    /// 1.5: leave the ranks as they are.
    KeepRanks,
    /// 2.x: dock the Ship won in this dock (0–2), its cargo of this good (a wild cargo's
    /// choice; otherwise the printed good).
    Dock { dock: u8, good: Good },
    /// 3.x: place the Contract won in this loading dock (0–3).
    Load { loading_dock: u8 },
    /// 4.1: this production building (index in `built`) produces.
    Produce { building: u8 },
    /// 4.2: move one good from the Ship in this dock onto storage.
    Unload { dock: u8 },
    /// 4.2: move one good from storage onto this symbol (from 0) of the Contract in this
    /// loading dock.
    Deliver {
        loading_dock: u8,
        symbol: u8,
        good: Good,
    },
    /// 4.2: two stored crates become one container.
    Pack,
    /// 4.2: one stored container becomes two crates.
    Unpack,
    /// Ends this seat's harbor phase: prestige is updated and time markers come off.
    FinishHarbor,
    /// Table: this seat takes the next rung of the starting career ladder.
    RankReported { seat: u8 },
    /// Table: this Price card (index in the stack) is the one now on top.
    RevealPrice { price: u8 },
    /// Table: this unseen Ship (index among the deck's unseen cards) was turned up.
    RevealShip { ship: u8 },
    /// Table: this unseen Contract was turned up.
    RevealContract { contract: u8 },
    /// Table: this unseen Building was turned up.
    RevealBuilding { building: u8 },
    /// Table: this unseen Newspaper card was drawn.
    RevealNewspaper { newspaper: u8 },
    /// Table: the dummy's face-down card shows this value.
    RevealDummyCard { value: u8 },
    /// Table, with its own deck: the next printed value of the Ship card turned up.
    ShipPrinted { print: ShipPrint },
    /// Table, with its own deck: the next printed value of the Contract card turned up.
    ContractPrinted { print: ContractPrint },
    /// Table, with its own deck: the next printed value of the Building card turned up.
    BuildingPrinted { print: BuildingPrint },
    /// Table, with its own deck: the next printed value of the Newspaper card drawn.
    NewspaperPrinted { print: NewspaperPrint },
    /// Table, with its own deck: what the next good (barrel, crate, container, passenger)
    /// sells for on the Price card turned up.
    PricePrinted { good: Good, price: u8 },
}

crate::core::input::strict_tagged_serde!(BremerhavenAction);

/// What happened, for clients to animate and logs to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum BremerhavenEvent {
    StartingGoodTaken {
        seat: u8,
        good: Good,
    },
    BidPlaced {
        space: BidSpace,
        seat: u8,
        /// Hidden from the other seats until the reveal.
        #[serde(skip_serializing_if = "Option::is_none")]
        card: Option<u8>,
    },
    /// The solo dummy placed its next card, face down, on this space.
    DummyBid {
        space: BidSpace,
    },
    BiddingStarted {
        round: u8,
    },
    /// The cards on the bidding spaces are turned.
    BidsRevealed {
        bids: Vec<Bid>,
    },
    MoneyTaken {
        seat: u8,
        money: u32,
        /// The rule that pays it.
        #[cfg_attr(feature = "openapi", schema(value_type = String))]
        #[serde(deserialize_with = "catalogue_rule")]
        rule: RuleId,
    },
    MoneySpent {
        seat: u8,
        money: u32,
    },
    BuildingWon {
        seat: u8,
        building: String,
    },
    /// No bid on 1.1: the top Building leaves the game.
    BuildingRemoved {
        building: String,
    },
    BollardPlaced {
        seat: u8,
        wall: u8,
    },
    CoverCleared {
        seat: u8,
        cover: u8,
    },
    BuildingBuilt {
        seat: u8,
        building: String,
    },
    InfluenceGrown {
        seat: u8,
        card: u8,
    },
    /// The Price card now on top.
    PricesChanged {
        prices: Option<PriceCard>,
    },
    RanksChanged {
        ranks: Vec<Bidder>,
    },
    ShipDocked {
        seat: u8,
        ship: String,
        dock: u8,
        good: Good,
    },
    /// A Ship won that fits no dock sails on to the discard pile.
    ShipSailedOn {
        seat: u8,
        ship: String,
    },
    /// The solo dummy's Ship goes to the discard pile.
    ShipDiscarded {
        ship: String,
    },
    ContractPlaced {
        seat: u8,
        contract: String,
        loading_dock: u8,
    },
    /// A Contract won with no free loading dock: discarded, its penalty paid.
    ContractRefused {
        seat: u8,
        contract: String,
    },
    ContractDiscarded {
        contract: String,
    },
    PenaltyPaid {
        seat: u8,
        money: u32,
    },
    PrestigeChanged {
        seat: u8,
        prestige: u32,
    },
    /// The table reported what was owed.
    Revealed {
        reveal: Reveal,
    },
    HarborPhaseStarted,
    GoodProduced {
        seat: u8,
        good: Good,
    },
    /// Money produced onto the Bank.
    BankFilled {
        seat: u8,
        money: u32,
    },
    GoodUnloaded {
        seat: u8,
        dock: u8,
        good: Good,
    },
    GoodDelivered {
        seat: u8,
        loading_dock: u8,
        good: Good,
    },
    /// Two crates packed into a container, or a container unpacked into two crates.
    GoodsConverted {
        seat: u8,
        packed: bool,
        money: u32,
    },
    /// A seat finished its harbor phase.
    HarborDone {
        seat: u8,
    },
    /// A due Ship leaves; what is still aboard is lost.
    ShipLeft {
        seat: u8,
        dock: u8,
        cargo_lost: u8,
    },
    /// A due Contract (or one left at the end) is settled.
    ContractSettled {
        seat: u8,
        contract: String,
        /// What its delivered goods sold for.
        sale: u32,
        complete: bool,
    },
    EventCarriedOut {
        event: Event,
    },
    ShipTokenMoved {
        spaces: u8,
        progress: u8,
    },
    BoardsRefilled,
    GameOver,
}

/// Reads a logged rule id back as the catalogue's constant.
fn catalogue_rule<'de, D: Deserializer<'de>>(deserializer: D) -> Result<RuleId, D::Error> {
    let spelling = std::borrow::Cow::<str>::deserialize(deserializer)?;
    rule::ALL
        .iter()
        .chain(shared::ALL)
        .map(|&(_, id, _)| id)
        .find(|id| id.as_str() == spelling)
        .ok_or_else(|| D::Error::custom(format!("{spelling} is not a Bremerhaven rule")))
}

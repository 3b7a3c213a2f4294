//! Every decision a New Bedford player (or the table) can make, and what the engine reports
//! as it resolves them. Multi-part rule steps are split into small decisions so that each
//! legal-action list stays short. The largest list is the table's bag draw: at most
//! [`MAX_LEGAL_ACTIONS`] outcomes (9 tokens of 4 kinds when 8 ships are out). A Courthouse
//! build offers at most 19 tiles × 6 ways to leave 2 resources unpaid, and a placement turn
//! about 70 candidates. Seen over 18,000 random games: placement 41, build 46, draw 110.

use serde::{Deserialize, Serialize};

use crate::core::secrecy::Private;

use super::buildings::Building;
use super::log_cards::{LogCard, LogDeck};
use super::ships_log::Answer;
use super::state::{Good, ShipRef, Tokens, WhaleKind, Whales};

/// The most actions any New Bedford state lists: every draw of 9 tokens of 4 kinds, C(12, 3).
pub const MAX_LEGAL_ACTIONS: usize = 220;

/// What the once-per-placement purchase buys: exactly 2 food or 2 wood for $3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordPurchase))]
#[serde(rename_all = "kebab-case")]
pub enum Purchase {
    Food,
    Wood,
}

/// A New Bedford decision. `ship` is 0 or 1 (the player's first or second ship); `space` is a
/// whaling-track space 1–6.
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
pub enum NewBedfordAction {
    /// Setup: this seat's $5 of starting goods and money (wood $1, food $1, brick $2).
    StartingResources {
        wood: u8,
        food: u8,
        brick: u8,
        money: u8,
    },
    /// Before placing a worker, once: pay $3 for 2 food or 2 wood.
    BuyGoods {
        good: Purchase,
    },
    Farm,
    Forest,
    /// `bonus` names the extra good when the space was empty, and must be absent otherwise.
    Warehouse {
        #[serde(default)]
        bonus: Option<Good>,
    },
    /// Then sell goods one at a time.
    GeneralStore,
    /// Then choose the building to build.
    TownHall,
    Dockyard {
        ship: u8,
    },
    CityPier {
        ship: u8,
        space: u8,
    },
    Bank,
    DryDock {
        ship: u8,
        space: u8,
    },
    Lighthouse {
        ship: u8,
    },
    LumberMill,
    Schoolhouse,
    /// Remove 1 or 2 Empty Sea tokens drawn last whaling phase.
    Tavern {
        tokens: u8,
    },
    /// Retail: send `right_whales` (1–3) Right Whales home from `ship`. Print-and-play: no
    /// fields; the effect comes when this round's ships return.
    Tryworks {
        #[serde(default)]
        ship: Option<u8>,
        #[serde(default)]
        right_whales: u8,
    },
    Wharf {
        ship: u8,
        space: u8,
    },
    Bakery,
    Brickyard,
    Chandlery,
    Cooperage {
        ship: u8,
    },
    Courthouse,
    Inn,
    Market,
    PostOffice,
    /// 5th Player Expansion town space: take the Ship's Wheel for the next round ($3 more for
    /// the round's first worker there).
    Wheelhouse,
    /// Take $3 from seat `from`, who holds at least $4.
    Almshouse {
        from: u8,
    },
    /// Use `building`, which an opponent's worker occupies; its action follows as a step.
    College {
        building: Building,
    },
    /// Lay the Empty Lot over `cover`, a built action building, which then cannot be used.
    EmptyLot {
        cover: Building,
    },
    FireHouse,
    /// Town Expansion: send `ship`, at sea, straight to the Return space, gaining food equal to
    /// its space number.
    CaptainsHouse {
        ship: u8,
    },
    /// Town Expansion: draw 2 tokens from the bag; the user may load one whale among them.
    Coffeehouse,
    /// Town Expansion: earn by the ships returning at movement, if still standing here.
    Customhouse,
    /// Town Expansion: launch `ship` from the dock to `space`, then build or sell.
    HarborOffice {
        ship: u8,
        space: u8,
    },
    /// Town Expansion: then move 1–3 whale tokens between your two ships at sea, $1 each.
    LoadingDock,
    /// Town Expansion: build at full price, then use the new tile with the Mayor token.
    MayorsHouse,
    /// Town Expansion: $5 or $3 as 2+ or 1 Sperm Whale remain in the bag.
    Perfumery,
    /// Town Expansion: sell one of your kept whales for twice its lay now, or, with no
    /// `whale`, one from a ship of yours returning this round.
    Refinery {
        #[serde(default)]
        whale: Option<WhaleKind>,
    },
    /// Town Expansion: move `ship` 1–3 `spaces` out for 0, 2 or 4 food.
    Saltery {
        ship: u8,
        spaces: u8,
    },
    /// Town Expansion: $2 and 1 food per 2 rounds left after this one.
    Brewery,
    /// Town Expansion: take 2 goods (`wood` + `food` + `brick` = 2) from seat `from` and give
    /// them one `give` of another type.
    ChemistShop {
        from: u8,
        wood: u8,
        food: u8,
        brick: u8,
        give: Good,
    },
    /// Town Expansion: prepare `ship` for 2 wood, then gain 3 food.
    Distillery {
        ship: u8,
    },
    /// Town Expansion: use unbuilt `building` with the Bridge token.
    FairhavenBridge {
        building: Building,
    },
    /// Town Expansion: prepare `ship` for free, or, with no `ship`, both ships for 1 wood.
    Shipwright {
        #[serde(default)]
        ship: Option<u8>,
    },
    /// Town Expansion: 3 wood, 3 food or 2 bricks.
    Storehouse {
        good: Good,
    },
    /// Ship's Log: take the face-up card of `deck` as if a ship had chosen it.
    Library {
        deck: LogDeck,
    },
    /// Ship's Log: take $3; while the worker stays, Omens may be ignored.
    Insurance,
    /// Whaling: this ship takes the face-up card of `deck` instead of a token.
    TakeLogCard {
        deck: LogDeck,
    },
    /// Table chance: the card turned face up.
    RevealLogCard {
        card: LogCard,
    },
    /// Table chance: the first whale Whale Pod's draw turned up.
    FoundWhale {
        whale: WhaleKind,
    },
    /// Play this once-only Ship's Log card now.
    PlayLogCard {
        card: LogCard,
    },
    /// Play no (more) once-only card now.
    PassLogWindow,
    /// Answer an Omen that strikes you.
    AnswerLogCard {
        answer: Answer,
    },
    /// Refinery Fire: turn this building of the struck player face down for the round.
    BurnBuilding {
        building: Building,
    },
    /// Beached Whale: buy this many Right Whales from the bag at $2 each.
    BeachedWhale {
        right_whales: u8,
    },
    /// Windfall: take `money` ($4–$8); every other player takes $4 less.
    Windfall {
        money: u8,
    },
    /// The ship a Ship's Log card acts on.
    LogShip {
        ship: u8,
    },
    /// Broken Mass: pay 3 wood.
    LogPay,
    /// Do nothing more with this card.
    LogSkip,
    /// Man Overboard taken at the Library: this worker of yours (0 = placed first, 1 = second)
    /// goes onto the card, and the space it stood on is free again.
    OverboardWorker {
        worker: u8,
    },
    /// Under Weigh: prepare this ship for 2 wood.
    PrepareShip {
        ship: u8,
    },
    /// Under Weigh: launch this prepared ship to `space` for its food cost.
    LaunchShip {
        ship: u8,
        space: u8,
    },
    /// Coffeehouse: load this drawn whale onto `ship`, at sea.
    CoffeehouseTake {
        ship: u8,
        whale: WhaleKind,
    },
    /// Coffeehouse: load nothing; the drawn tokens go back in the bag.
    CoffeehouseDecline,
    /// Loading Dock: move one `whale` from your other ship onto `ship`.
    ShiftWhale {
        ship: u8,
        whale: WhaleKind,
    },
    /// Loading Dock: done (at least one whale must have moved).
    StopShifting,
    /// Unloading with a worker on the Refinery: sell this whale for twice its lay.
    RefineWhale {
        whale: WhaleKind,
    },
    /// While selling: one more good.
    Sell {
        good: Good,
    },
    /// While selling: done (at least one good must have been sold).
    StopSelling,
    /// While building: the tile and the resources actually paid after any discount.
    Build {
        building: Building,
        wood: u8,
        food: u8,
        brick: u8,
    },
    /// Unloading a returned ship: pay this whale's lay and keep it.
    KeepWhale {
        whale: WhaleKind,
    },
    /// Print-and-play Tryworks: keep a Right Whale without paying.
    KeepRightWhaleFree,
    /// Unloading a returned ship: sell this whale for half its lay.
    SellWhale {
        whale: WhaleKind,
    },
    /// During a whale sale: buy one sold whale at its full lay.
    BuyWhale {
        whale: WhaleKind,
    },
    PassWhale,
    /// Whaling phase: this ship takes a drawn whale.
    TakeWhale {
        whale: WhaleKind,
    },
    PassWhaling,
    /// Table chance: the tokens that came out of the bag.
    Draw {
        right: u8,
        bowhead: u8,
        sperm: u8,
        empty: u8,
    },
}

crate::core::input::strict_tagged_serde!(NewBedfordAction);

impl NewBedfordAction {
    /// The tokens a table's `Draw` report names.
    pub fn drawn(&self) -> Option<Tokens> {
        match *self {
            Self::Draw {
                right,
                bowhead,
                sperm,
                empty,
            } => Some(Tokens {
                right,
                bowhead,
                sperm,
                empty,
            }),
            _ => None,
        }
    }
}

/// The Town Expansion's two tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordTownToken))]
#[serde(rename_all = "kebab-case")]
pub enum TownToken {
    Mayor,
    Bridge,
}

/// What happened while an action was resolved, for logs and animations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum NewBedfordEvent {
    /// A worker's owner paid the building's owner to use it.
    FeePaid {
        from: u8,
        to: u8,
        building: Building,
    },
    ShipLaunched {
        ship: ShipRef,
        space: u8,
    },
    BuildingBuilt {
        seat: u8,
        building: Building,
    },
    ShipReturned {
        ship: ShipRef,
    },
    /// Whales sold and not bought by anyone leave the game.
    WhalesRemoved {
        whales: Whales,
    },
    TokensDrawn {
        tokens: Tokens,
    },
    TokensReturnedToBag {
        tokens: Tokens,
    },
    PostOfficeIncome {
        seat: u8,
    },
    /// The Wheelhouse: `seat` holds the Ship's Wheel next round, unless someone uses it later.
    WheelTaken {
        seat: u8,
    },
    /// The Almshouse: `to` took $3 from `from`.
    MoneyTaken {
        from: u8,
        to: u8,
        money: u32,
    },
    /// The Empty Lot now lies on this building.
    Covered {
        building: Building,
    },
    /// A ship moved on the track outside the movement phase (Saltery).
    ShipMoved {
        ship: ShipRef,
        space: u8,
    },
    /// The Captain's House sent this ship to the Return space.
    ShipSentToReturn {
        ship: ShipRef,
    },
    /// The Customhouse paid its user for the ships returning this movement.
    CustomhouseIncome {
        seat: u8,
        ships: u8,
        money: u32,
    },
    /// The Refinery bought a whale for twice its lay; it leaves the game.
    WhaleRefined {
        seat: u8,
        whale: WhaleKind,
        money: u32,
    },
    /// The Chemist Shop: `to` took these goods from `from` and gave back one `given`.
    GoodsExchanged {
        from: u8,
        to: u8,
        wood: u8,
        food: u8,
        brick: u8,
        given: Good,
    },
    /// The Mayor or Bridge token now stands on `building` for `seat`.
    TokenPlaced {
        seat: u8,
        token: TownToken,
        building: Building,
    },
    /// A Ship's Log card was turned face up.
    LogCardRevealed {
        deck: LogDeck,
        card: LogCard,
    },
    LogCardTaken {
        seat: u8,
        card: LogCard,
    },
    LogCardPlayed {
        seat: u8,
        card: LogCard,
    },
    /// `seat` shielded itself from `card` (Insurance or Calm Seas).
    LogCardIgnored {
        seat: u8,
        card: LogCard,
    },
    RoundStarted {
        round: u8,
        first_player: u8,
    },
    GameOver,
}

/// Nothing in New Bedford is hidden from a seat: every action and event is public.
impl Private for NewBedfordAction {}

impl Private for NewBedfordEvent {}

/// Chance is the whale bag (tokens drawn for whaling, the Coffeehouse, Sharks and Whale Pod)
/// and the Ship's Log decks (a card turned face up). Everything else follows from the board
/// everyone sees: tokens going back into the bag, moves, payments and scoring.
impl crate::core::reveals::Revealing for NewBedfordEvent {
    fn reveals(&self) -> bool {
        match self {
            Self::TokensDrawn { .. } | Self::LogCardRevealed { .. } => true,
            Self::FeePaid { .. }
            | Self::ShipLaunched { .. }
            | Self::BuildingBuilt { .. }
            | Self::ShipReturned { .. }
            | Self::WhalesRemoved { .. }
            | Self::TokensReturnedToBag { .. }
            | Self::PostOfficeIncome { .. }
            | Self::WheelTaken { .. }
            | Self::MoneyTaken { .. }
            | Self::Covered { .. }
            | Self::ShipMoved { .. }
            | Self::ShipSentToReturn { .. }
            | Self::CustomhouseIncome { .. }
            | Self::WhaleRefined { .. }
            | Self::GoodsExchanged { .. }
            | Self::TokenPlaced { .. }
            | Self::LogCardTaken { .. }
            | Self::LogCardPlayed { .. }
            | Self::LogCardIgnored { .. }
            | Self::RoundStarted { .. }
            | Self::GameOver => false,
        }
    }
}

//! Why Nantucket refuses an action: a typed code, the rule judged where the refusal is made,
//! and a reason whose sentence is written only when someone reads it. Listing legal actions
//! judges many candidates and drops most refusals unread, so building one costs no allocation.

use std::fmt;

pub use crate::core::refusal::{refuse, wrong};
use crate::core::refusal::Refused;
use crate::core::rule_id::RuleId;
use crate::core::turn::{TurnWhy, WaitingFor, GAME_OVER};

use super::actions::ChartRow;
use super::state::Coin;
use super::town::Building;

crate::refusal_codes! {
    /// The stable codes clients branch on when Nantucket refuses an action.
    pub enum NantucketRefusalCode {
        AlreadyExchanged => "already-exchanged",
        ImpossibleToss => "impossible-toss",
        CannotAfford => "cannot-afford",
        BankEmpty => "bank-empty",
        WrongSize => "wrong-size",
        AlreadyAtSea => "already-at-sea",
        CannotPerform => "cannot-perform",
        EqualShips => "equal-ships",
        NotInTown => "not-in-town",
        AlreadyBuilt => "already-built",
        WrongPayment => "wrong-payment",
        CopperOnly => "copper-only",
        WrongMarker => "wrong-marker",
        NoSuchShip => "no-such-ship",
        WrongBuilding => "wrong-building",
        NotBuilt => "not-built",
        BuildingOccupied => "building-occupied",
        NoTavern => "no-tavern",
        NoTails => "no-tails",
        RowTaken => "row-taken",
        ConditionNotMet => "condition-not-met",
    }
}

/// A Nantucket refusal: code, rule id and reason.
pub type NantucketRefusal = Refused<NantucketRefusalCode, Why>;

/// The reason for a refusal; its `Display` is the message clients read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    WaitingFor(WaitingFor),
    ExchangeOnce,
    ExchangeOrEnd,
    PlaceWorker,
    ReportFlip,
    ReportToss,
    ChooseFirstShip,
    ShipHolds { copper: u8, silver: u8 },
    NoCopperToExchange,
    BankShortOfSilver,
    ShipSize { max: u8 },
    NotThoseCoins,
    AlreadyHaveShip,
    SecondShipBesideFirst,
    LaunchWouldMatch,
    ShipWouldMatch,
    ShipLeftWouldMatch,
    NoPayment,
    CannotBuildAndLaunch,
    NothingForLumberMill,
    NotABuild,
    ChooseBuilding,
    NotInTown(Building),
    AlreadyBuilt(Building),
    LumberMillActionOnly,
    NoMarkerCoin,
    LumberMillFree,
    ShipPaysAtHarborOfficeOnly,
    NoSuchShip,
    TakeFromShip,
    CostsExactly { building: Building, cost: u8 },
    CopperOnly(Building),
    MarkerPaid,
    NoLaunchAfterBuild,
    OutfitterLaunchNext,
    UseNewOrSkip,
    NotBuilt(Building),
    UsedThisRound(Building),
    NeedShipCoins,
    NeedShipSilver,
    TooFewBuilt,
    NeedTwoSilver,
    OpponentHasNoSilver,
    ShipHoldsNoCoins,
    ShipHasNoSilver,
    LighthouseSilverFirst,
    NotThoseCoinsAfterPaying,
    ShipHoldsAtMostFour,
    TakeCoinOnShip,
    LawOfficeNotBuilt,
    AlreadyOwnIt,
    PayPrinted { cost: u32 },
    ChooseRow,
    NoTavernUsed,
    NoTailsOfType,
    RowTaken(ChartRow),
    RowNotAllowed { row: ChartRow, returned: Coin },
}

impl TurnWhy for Why {
    const GAME_OVER: Self = Self::GameOver;

    fn waiting_for(waiting: WaitingFor) -> Self {
        Self::WaitingFor(waiting)
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            Self::WaitingFor(waiting) => return waiting.fmt(f),
            Self::ShipHolds { copper, silver } => {
                return write!(f, "the ship holds {copper} Copper and {silver} Silver")
            }
            Self::ShipSize { max } => return write!(f, "a ship holds 1 to {max} coins here"),
            Self::NotInTown(building) => return write!(f, "{} is not in this town", building.id()),
            Self::AlreadyBuilt(building) => return write!(f, "{} is already built", building.id()),
            Self::CostsExactly { building, cost } => {
                return write!(f, "{} costs exactly ${cost}", building.id())
            }
            Self::CopperOnly(building) => {
                return write!(f, "{} is paid in Copper only", building.id())
            }
            Self::NotBuilt(building) => return write!(f, "{} is not built", building.id()),
            Self::UsedThisRound(building) => {
                return write!(f, "{} was used this round", building.id())
            }
            Self::PayPrinted { cost } => return write!(f, "pay exactly its printed ${cost}"),
            Self::RowTaken(row) => {
                return write!(f, "row {row:?} was already taken this whaling phase")
            }
            Self::RowNotAllowed { row, returned } => {
                return write!(
                    f,
                    "the toss does not allow row {row:?} with a {returned:?} coming home"
                )
            }
            Self::GameOver => GAME_OVER,
            Self::ExchangeOnce => "the exchange is once a turn",
            Self::ExchangeOrEnd => "exchange a Copper or end your turn",
            Self::PlaceWorker => "place your worker, exchange a coin or end your turn",
            Self::ReportFlip => "report how the Gambling Hall's coin landed",
            Self::ReportToss => "report how the ship's coins landed",
            Self::ChooseFirstShip => "choose which of your two equal ships whales first",
            Self::NoCopperToExchange => "you have no Copper to exchange",
            Self::BankShortOfSilver => "the bank has fewer than 2 Silver",
            Self::NotThoseCoins => "you do not have those coins",
            Self::AlreadyHaveShip => "you already have a ship; only the Shipyard launches a second",
            Self::SecondShipBesideFirst => {
                "the Shipyard launches a second ship beside your one ship"
            }
            Self::LaunchWouldMatch => "your ship may not match the size of an opponent's ship",
            Self::ShipWouldMatch => "the ship would match an opponent's ship",
            Self::ShipLeftWouldMatch => "the ship left behind may not match an opponent's ship",
            Self::NoPayment => "you cannot pay for any building",
            Self::CannotBuildAndLaunch => "you cannot both build and launch",
            Self::NothingForLumberMill => {
                "no action building is left to build, or the bank has no marker coin"
            }
            Self::NotABuild => "that action does not build",
            Self::ChooseBuilding => "choose the building to build",
            Self::LumberMillActionOnly => "the Lumber Mill builds action buildings only",
            Self::NoMarkerCoin => {
                "the bank has no coin this lot's ownership marker can be (ruling NT-21)"
            }
            Self::LumberMillFree => {
                "the Lumber Mill's building costs nothing; its marker comes from the bank"
            }
            Self::ShipPaysAtHarborOfficeOnly => {
                "only the Harbor Office pays with coins from a ship"
            }
            Self::NoSuchShip => "no such ship",
            Self::TakeFromShip => "take 1 to 3 coins that are on that ship",
            Self::MarkerPaid => "the ownership marker is one of the coins paid",
            Self::NoLaunchAfterBuild => "after this build you could not launch a ship",
            Self::OutfitterLaunchNext => "the Outfitter's launch comes next",
            Self::UseNewOrSkip => "use the building just built, or skip",
            Self::NeedShipCoins => "you need coins on a ship",
            Self::NeedShipSilver => "you need Silver on a ship",
            Self::TooFewBuilt => "fewer than 2 buildings are built, so it would pay nothing",
            Self::NeedTwoSilver => "you need 2 Silver",
            Self::OpponentHasNoSilver => "the other player has no Silver",
            Self::ShipHoldsNoCoins => "that ship holds no coins",
            Self::ShipHasNoSilver => "that ship has no Silver",
            Self::LighthouseSilverFirst => "the Lighthouse costs 1 Silver first",
            Self::NotThoseCoinsAfterPaying => "you do not have those coins after paying",
            Self::ShipHoldsAtMostFour => "a ship holds at most 4 coins",
            Self::TakeCoinOnShip => "take at least one coin that is on that ship",
            Self::LawOfficeNotBuilt => "that building is not built",
            Self::AlreadyOwnIt => "you already own it",
            Self::ChooseRow => "choose a chart row for this ship",
            Self::NoTavernUsed => "you did not use the Tavern this round",
            Self::NoTailsOfType => "no coin of that type landed tails",
        };
        f.write_str(text)
    }
}


/// A refusal whose code is `cannot-perform`: the action's effect is impossible now.
pub const fn cannot(rule: RuleId, why: Why) -> NantucketRefusal {
    Refused::new(NantucketRefusalCode::CannotPerform, rule, why)
}


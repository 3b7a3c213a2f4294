//! Why Bremerhaven refuses an action: a typed code, the rule judged where the refusal is made,
//! and a reason whose sentence is written only when someone reads it.

use std::fmt;

pub use crate::core::refusal::{refuse, wrong};
use crate::core::refusal::Refused;
use crate::core::turn::{TurnWhy, WaitingFor, GAME_OVER};

use super::super::deck::{BidSpace, Good, Symbol};
use super::state::{Conversion, Reveal};
use super::table_deck::Field;

crate::refusal_codes! {
    /// The stable codes clients branch on when Bremerhaven refuses an action.
    pub enum BremerhavenRefusalCode {
        NotInHand => "not-in-hand",
        NoSuchSpace => "no-such-space",
        GoodOnContract => "good-on-contract",
        CannotAfford => "cannot-afford",
        NoPermit => "no-permit",
        WallFull => "wall-full",
        NoCover => "no-cover",
        NotWon => "not-won",
        NoEmptySpace => "no-empty-space",
        NoSuchCard => "no-such-card",
        NoSuchRung => "no-such-rung",
        WrongGood => "wrong-good",
        DockUnfit => "dock-unfit",
        LoadingDockTaken => "loading-dock-taken",
        NotBuilt => "not-built",
        ProductionOver => "production-over",
        AlreadyProduced => "already-produced",
        StorageFull => "storage-full",
        NotProduction => "not-production",
        NoCargo => "no-cargo",
        NoContract => "no-contract",
        LoadingDockClosed => "loading-dock-closed",
        NotStored => "not-stored",
        UndoesConversion => "undoes-conversion",
        ImpossibleOutcome => "impossible-outcome",
        OutOfRange => "out-of-range",
    }
}

/// A Bremerhaven refusal: code, rule id and reason.
pub type BremerhavenRefusal = Refused<BremerhavenRefusalCode, Why>;

/// The reason for a refusal; its `Display` is the message clients read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    WaitingFor(WaitingFor),
    ChooseStartingGood,
    BidNow,
    NotInHand { card: u8 },
    EmptySpace(BidSpace),
    GoodOnContract(Good),
    NotASeat { seat: u8 },
    NotNow,
    PayOrDecline,
    UsePermits,
    NoPermit,
    CannotAfford { cost: u32, funds: u32 },
    WallFull { wall: u8 },
    NoCover { cover: u8 },
    NotWon { building: u8 },
    NoEmptySpace,
    ChoosePrices,
    NoPriceCard { price: u8 },
    SwapOrKeep,
    NoSuchRung { upper: u8 },
    DockTheShip,
    CargoIs(Symbol),
    DockUnfit { dock: u8, berth: u8 },
    PlaceTheContract,
    LoadingDockTaken { loading_dock: u8 },
    NotBuilt { building: u8 },
    ProductionOver,
    AlreadyProduced,
    StorageFull,
    NotProduction,
    NoCargo { dock: u8 },
    NoContract { loading_dock: u8 },
    LoadingDockClosed { loading_dock: u8 },
    SymbolTaken { symbol: u8 },
    NotStored(Good),
    UndoesConversion(Conversion),
    HarborWork,
    NothingToReport,
    ReportReveal(Reveal),
    NotUnseen,
    ReportNext(Field),
}

fn space_name(space: BidSpace) -> String {
    match space {
        BidSpace::ParkingLot => "the Parking lot (1.0)".to_owned(),
        BidSpace::Building => "the Building cards (1.1)".to_owned(),
        BidSpace::BuildingPermit => "the Building permit (1.2)".to_owned(),
        BidSpace::GrowInfluence => "Grow influence (1.3)".to_owned(),
        BidSpace::PriceCards => "the Price cards (1.4)".to_owned(),
        BidSpace::CareerLadder => "the Career ladder (1.5)".to_owned(),
        BidSpace::Ship(n) => format!("Ship space 2.{n}"),
        BidSpace::Contract(n) => format!("Contract space 3.{n}"),
    }
}

impl TurnWhy for Why {
    const GAME_OVER: Self = Self::GameOver;

    fn waiting_for(waiting: WaitingFor) -> Self {
        Self::WaitingFor(waiting)
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::GameOver => f.write_str(GAME_OVER),
            Self::WaitingFor(waiting) => waiting.fmt(f),
            Self::ChooseStartingGood => f.write_str("choose one of your starting goods"),
            Self::BidNow => f.write_str("place one of your Influence cards on a bidding space"),
            Self::NotInHand { card } => write!(f, "you hold no Influence card {card}"),
            Self::EmptySpace(space) => {
                write!(f, "{} has no card to bid on this round", space_name(space))
            }
            Self::NotASeat { seat } => write!(f, "there is no seat {seat}"),
            Self::NotNow => f.write_str("that action does not belong to this moment of the round"),
            Self::PayOrDecline => f.write_str("pay the difference to the highest bid, or decline"),
            Self::UsePermits => f.write_str(
                "use a permit (place a Bollard, clear a Cover card, build), buy another, or stop",
            ),
            Self::NoPermit => f.write_str("you have no permit left; buy another first"),
            Self::CannotAfford { cost, funds } => {
                write!(f, "that costs {cost} money and you have {funds}")
            }
            Self::WallFull { wall } => write!(f, "quay wall {wall} has no place for another Bollard"),
            Self::NoCover { cover } => write!(f, "there is no Cover card {cover} left on your harbor"),
            Self::NotWon { building } => write!(f, "you have no unbuilt Building {building}"),
            Self::NoEmptySpace => f.write_str(
                "a Building needs a cleared space with neither a Building nor goods on it",
            ),
            Self::ChoosePrices => f.write_str("choose the Price card to put on top"),
            Self::NoPriceCard { price } => write!(f, "the Price stack has no card {price}"),
            Self::SwapOrKeep => f.write_str("swap two neighbouring ranks, or keep the ladder"),
            Self::NoSuchRung { upper } => {
                write!(f, "the career ladder has no rungs {upper} and {}", upper.saturating_add(1))
            }
            Self::DockTheShip => f.write_str("dock the Ship you won"),
            Self::CargoIs(symbol) => match symbol.good() {
                Some(good) => write!(f, "this Ship carries {}s", good.name()),
                None => f.write_str("choose one good for the whole wild cargo"),
            },
            Self::DockUnfit { dock, berth } => write!(
                f,
                "dock {dock} is taken or has fewer than {berth} Bollards on one of its quay walls"
            ),
            Self::PlaceTheContract => f.write_str("place the Contract you won in a loading dock"),
            Self::LoadingDockTaken { loading_dock } => {
                write!(f, "loading dock {loading_dock} already holds a Contract")
            }
            Self::NotBuilt { building } => write!(f, "you have no built Building {building}"),
            Self::ProductionOver => f.write_str(
                "production comes before moving goods; you have already moved or converted goods",
            ),
            Self::AlreadyProduced => f.write_str("that Building has already produced this round"),
            Self::StorageFull => f.write_str("no storage space is free for that good"),
            Self::NotProduction => f.write_str("that Building does not produce"),
            Self::NoCargo { dock } => write!(f, "dock {dock} holds no Ship with goods aboard"),
            Self::NoContract { loading_dock } => {
                write!(f, "loading dock {loading_dock} holds no Contract")
            }
            Self::LoadingDockClosed { loading_dock } => write!(
                f,
                "loading dock {loading_dock} takes goods only once the space below it is cleared"
            ),
            Self::SymbolTaken { symbol } => write!(
                f,
                "that Contract's symbol {symbol} does not exist, is already delivered, or asks for another good"
            ),
            Self::NotStored(good) => write!(f, "you have no {} in storage", good.name()),
            Self::UndoesConversion(last) => {
                let (done, undo) = match last {
                    Conversion::Pack => ("packed", "unpacking"),
                    Conversion::Unpack => ("unpacked", "packing"),
                };
                write!(
                    f,
                    "you have just {done} those goods, and {undo} them again at once would \
                     change nothing but your money (ruling BH-46): move other goods first or \
                     finish your harbor phase"
                )
            }
            Self::HarborWork => f.write_str(
                "produce, unload, deliver, pack or unpack goods, or finish your harbor phase",
            ),
            Self::NothingToReport => f.write_str("the table has nothing to report now"),
            Self::ReportReveal(reveal) => write!(f, "report what the table revealed: {reveal:?}"),
            Self::NotUnseen => f.write_str(
                "that card is not among the unseen cards this draw can give (or that seat is ranked)",
            ),
            Self::ReportNext(field) => write!(f, "the table reports {field} next"),
            Self::GoodOnContract(good) => write!(
                f,
                "your starting contract asks for {}s; starting goods must be other goods",
                good.name()
            ),
        }
    }
}



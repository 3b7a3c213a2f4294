//! Why Fleet refuses an action: a typed code, the rule judged where the refusal is made, and
//! a reason whose sentence is written only when someone reads it.

use std::fmt;

pub use crate::core::refusal::{refuse, wrong};
use crate::core::refusal::Refused;
use crate::core::turn::{TurnWhy, WaitingFor, GAME_OVER};

use super::super::components::BoatType;
use super::state::License;

crate::refusal_codes! {
    /// The stable codes clients branch on when Fleet refuses an action.
    pub enum FleetRefusalCode {
        NotInAuction => "not-in-auction",
        BidTooLow => "bid-too-low",
        CannotAfford => "cannot-afford",
        OpeningBidDue => "opening-bid-due",
        NotInHand => "not-in-hand",
        NoProcessedCrate => "no-processed-crate",
        NoLicense => "no-license",
        LaunchLimit => "launch-limit",
        HireLimit => "hire-limit",
        NoFreeBoat => "no-free-boat",
        NoSuchBoat => "no-such-boat",
        NotDrawn => "not-drawn",
        ImpossibleOutcome => "impossible-outcome",
    }
}

/// A Fleet refusal: code, rule id and reason.
pub type FleetRefusal = Refused<FleetRefusalCode, Why>;

/// The reason for a refusal; its `Display` is the message clients read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    WaitingFor(WaitingFor),
    PayFirst { due: u8 },
    OfferOrDropOut,
    NotInAuction(License),
    OpeningBidDue,
    MinimumBid { minimum: u8 },
    AboveFunds { funds: u32 },
    OfferAboveFunds { license: License, funds: u32 },
    BidOrPass,
    LaunchOrEnd,
    HireOrEnd,
    ProcessTradeOrEnd,
    KeepOne,
    DiscardOne,
    NotInHand(BoatType),
    NoProcessedCrate,
    NoLicenseFor(BoatType),
    LaunchLimit { limit: u8 },
    LaunchCost { cost: u8, funds: u32 },
    HireLimit { limit: u8 },
    NoFreeBoat(BoatType),
    NoBoatWith { boat: BoatType, crates: u8 },
    NotDrawn(BoatType),
    NothingToTrade,
    ReportDeal,
    DealIsFor { seat: u8 },
    NotInSupply(BoatType),
    LicenseUnseen(License),
    NotASeat { seat: u8 },
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
            Self::PayFirst { due } => write!(f, "pay the ${due} still due first"),
            Self::OfferOrDropOut => {
                f.write_str("offer a license from the auction, or drop out of this auction phase")
            }
            Self::NotInAuction(license) => {
                write!(f, "{} is not in the license auction", license.card().name)
            }
            Self::OpeningBidDue => f.write_str("name the opening bid for the license you offered"),
            Self::MinimumBid { minimum } => write!(f, "the bid must be at least ${minimum}"),
            Self::AboveFunds { funds } => write!(
                f,
                "you can pay at most ${funds} (cards' cash, processed crates and the Shrimp discount); no bid may exceed it"
            ),
            Self::OfferAboveFunds { license, funds } => write!(
                f,
                "you can pay at most ${funds}, less than the ${} the {} opens at",
                license.card().min_cost,
                license.card().name
            ),
            Self::BidOrPass => f.write_str("bid more than the high bid, or pass"),
            Self::LaunchOrEnd => f.write_str("launch a boat or stop launching"),
            Self::HireOrEnd => f.write_str("hire a captain or stop hiring"),
            Self::ProcessTradeOrEnd => {
                f.write_str("process a crate, trade a processed crate, or stop processing")
            }
            Self::KeepOne => f.write_str("keep one of the cards you just drew"),
            Self::DiscardOne => f.write_str("discard one card from your hand"),
            Self::NotInHand(boat) => write!(f, "you hold no {}", boat.card().name),
            Self::NoProcessedCrate => f.write_str("you have no processed crate"),
            Self::NoLicenseFor(boat) => {
                write!(f, "you own no license that launches a {}", boat.card().name)
            }
            Self::LaunchLimit { limit: 1 } => f.write_str("you may launch only 1 boat a round"),
            Self::LaunchLimit { limit } => write!(f, "you may launch only {limit} boats a round"),
            Self::LaunchCost { cost, funds } => write!(
                f,
                "launching costs ${cost} and the rest of your hand, processed crates and discount make ${funds}"
            ),
            Self::HireLimit { limit: 1 } => f.write_str("you may hire only 1 captain a round"),
            Self::HireLimit { limit } => write!(f, "you may hire only {limit} captains a round"),
            Self::NoFreeBoat(boat) => {
                write!(f, "you have no {} without a captain", boat.card().name)
            }
            Self::NoBoatWith { boat, crates } => write!(
                f,
                "you have no {} holding {crates} {} that has not been processed from this round",
                boat.card().name,
                if crates == 1 { "crate" } else { "crates" }
            ),
            Self::NotDrawn(boat) => write!(f, "you did not just draw a {}", boat.card().name),
            Self::NothingToTrade => f.write_str("you have no processed crate to trade"),
            Self::ReportDeal => f.write_str("report what chance gave"),
            Self::DealIsFor { seat } => write!(f, "this card is drawn by seat {seat}"),
            Self::NotInSupply(boat) => {
                write!(f, "no {} is left in the supply", boat.card().name)
            }
            Self::LicenseUnseen(license) => write!(
                f,
                "no unseen {} can be turned up from this part of the deck",
                license.card().name
            ),
            Self::NotASeat { seat } => write!(f, "there is no seat {seat}"),
        }
    }
}



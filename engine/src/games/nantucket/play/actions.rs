//! Every Nantucket decision. Payments name the coins paid, so each way to pay is its own
//! legal action; the largest list is a Harbor Office build (buildings × payments × the coins
//! taken from a ship × the marker), bounded by [`MAX_LEGAL_ACTIONS`] and checked in tests.

use serde::{Deserialize, Serialize};

use crate::core::secrecy::Private;

use super::state::{Coin, Coins};
use super::town::Building;

/// An upper bound on any legal-action list, asserted by the random-play test.
pub const MAX_LEGAL_ACTIONS: usize = 1_000;

/// The whaling chart's rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketChartRow))]
pub enum ChartRow {
    A,
    B,
    C,
    D,
    E,
    F,
}

impl ChartRow {
    pub const ALL: [Self; 6] = [Self::A, Self::B, Self::C, Self::D, Self::E, Self::F];

    /// What the bank pays for the catch; rows C and E read the chart's merged cells (ruling
    /// NT-20).
    pub fn reward(self) -> Coins {
        match self {
            Self::A => Coins::new(2, 1),
            Self::B | Self::C => Coins::new(0, 1),
            Self::D | Self::E => Coins::new(1, 0),
            Self::F => Coins::new(0, 0),
        }
    }

    pub fn catch(self) -> &'static str {
        match self {
            Self::A => "Sperm Whale",
            Self::B | Self::C => "Bowhead Whale",
            Self::D | Self::E => "Right Whale",
            Self::F => "Empty Sea",
        }
    }
}

/// Coins taken from one of the builder's ships toward a Harbor Office build.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketFromShip))]
#[serde(deny_unknown_fields)]
pub struct FromShip {
    pub ship: u8,
    pub silver: u8,
    pub copper: u8,
}

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
pub enum NantucketAction {
    /// Once a turn: 1 Copper to the bank for 2 Silver.
    Exchange,
    EndTurn,
    Warehouse,
    TownHall,
    /// Launch a ship of these coins from your supply.
    Dockyard {
        silver: u8,
        copper: u8,
    },
    Tavern,
    HarborOffice,
    Courthouse,
    MayorsHouse,
    /// Buy the other player's building for its printed cost, paid to them in these coins.
    LawOffice {
        building: Building,
        silver: u8,
        copper: u8,
    },
    Outfitter,
    LumberMill,
    Schoolhouse,
    TownSquare,
    GeneralStore,
    Almshouse,
    Cooperage {
        ship: u8,
    },
    GamblingHall,
    Refinery,
    Drydock {
        silver: u8,
        copper: u8,
    },
    Shipyard {
        silver: u8,
        copper: u8,
    },
    /// Pay 1 Silver, then add these coins to the ship.
    Lighthouse {
        ship: u8,
        silver: u8,
        copper: u8,
    },
    Tryworks {
        ship: u8,
    },
    Candleworks,
    /// Take these coins back from the ship, then $1.
    CaptainsHouse {
        ship: u8,
        silver: u8,
        copper: u8,
    },
    Wharf {
        silver: u8,
        copper: u8,
    },
    /// Build: the lot, the coins paid from the supply (plus, at the Harbor Office, from a ship)
    /// and which paid coin becomes the ownership marker.
    Build {
        building: Building,
        silver: u8,
        copper: u8,
        marker: Coin,
        #[serde(default)]
        from_ship: Option<FromShip>,
    },
    /// The Outfitter's launch after its build.
    Launch {
        silver: u8,
        copper: u8,
    },
    /// The Mayor's House: leave the new building unused this round.
    SkipUse,
    /// Of two equal ships, this one whales first.
    WhaleFirst {
        ship: u8,
    },
    /// The chart row taken, the tails coin the Tavern turns to heads, and the coin that comes
    /// home from the ship.
    Catch {
        row: ChartRow,
        #[serde(default)]
        tavern: Option<Coin>,
        returned: Coin,
    },
    /// Table chance: how the ship's coins landed.
    Toss {
        copper_heads: u8,
        silver_heads: u8,
    },
    /// Table chance: the Gambling Hall's coin.
    Flip {
        heads: bool,
    },
}

crate::core::input::strict_tagged_serde!(NantucketAction);

/// What happened, for logs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum NantucketEvent {
    Built {
        seat: u8,
        building: Building,
        marker: Coin,
    },
    Bought {
        seat: u8,
        building: Building,
    },
    Launched {
        seat: u8,
        coins: Coins,
    },
    Tossed {
        seat: u8,
        copper_heads: u8,
        silver_heads: u8,
    },
    Caught {
        seat: u8,
        row: ChartRow,
    },
    Flipped {
        seat: u8,
        heads: bool,
    },
    /// The bank could not pay; the coins are owed (ruling NT-10).
    Owed {
        seat: u8,
        coins: Coins,
    },
    EndTriggered,
    RoundStarted {
        round: u16,
        captain: u8,
    },
    GameOver,
}

/// Nothing in Nantucket is hidden from a seat: every action and event is public.
impl Private for NantucketAction {}

impl Private for NantucketEvent {}

/// Chance is the coins: a ship's toss when it whales and the Gambling Hall's flip. Building,
/// buying, launching, the chart row caught, coins owed and the round's turn follow from what
/// everyone sees.
impl crate::core::reveals::Revealing for NantucketEvent {
    fn reveals(&self) -> bool {
        match self {
            Self::Tossed { .. } | Self::Flipped { .. } => true,
            Self::Built { .. }
            | Self::Bought { .. }
            | Self::Launched { .. }
            | Self::Caught { .. }
            | Self::Owed { .. }
            | Self::EndTriggered
            | Self::RoundStarted { .. }
            | Self::GameOver => false,
        }
    }
}

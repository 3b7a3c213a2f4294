//! The Nantucket state. Coins are objects: a limited bank of 24 Silver ($1) and 12 Copper
//! ($2); faces matter only when a ship's coins are tossed and on ownership markers.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::core::play::ChanceMode;
use crate::core::rng::RngState;

use super::town::{Building, Town};

pub const BANK_SILVER: u8 = 24;
pub const BANK_COPPER: u8 = 12;
/// A ship holds at most 4 coins, or 5 when launched from the Wharf.
pub const SHIP_COINS: u8 = 4;
pub const WHARF_COINS: u8 = 5;
/// The ninth building ends the game.
pub const BUILDINGS_TO_END: usize = 9;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketCoin))]
#[serde(rename_all = "kebab-case")]
pub enum Coin {
    Silver,
    Copper,
}

impl Coin {
    pub fn value(self) -> u32 {
        match self {
            Self::Silver => 1,
            Self::Copper => 2,
        }
    }
}

/// Some Silver and Copper coins.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketCoins))]
#[serde(deny_unknown_fields)]
pub struct Coins {
    pub silver: u8,
    pub copper: u8,
}

impl Coins {
    pub const fn new(silver: u8, copper: u8) -> Self {
        Self { silver, copper }
    }

    /// Widened, so coin counts read from a request never overflow when added.
    pub fn count(self) -> u32 {
        u32::from(self.silver) + u32::from(self.copper)
    }

    pub fn value(self) -> u32 {
        u32::from(self.silver) + 2 * u32::from(self.copper)
    }

    pub fn get(self, coin: Coin) -> u8 {
        match coin {
            Coin::Silver => self.silver,
            Coin::Copper => self.copper,
        }
    }

    pub fn slot(&mut self, coin: Coin) -> &mut u8 {
        match coin {
            Coin::Silver => &mut self.silver,
            Coin::Copper => &mut self.copper,
        }
    }

    pub fn covers(self, other: Self) -> bool {
        self.silver >= other.silver && self.copper >= other.copper
    }

    /// `None` when a count would pass 255: only a forged state or request gets there.
    pub fn checked_plus(self, other: Self) -> Option<Self> {
        Some(Self::new(
            self.silver.checked_add(other.silver)?,
            self.copper.checked_add(other.copper)?,
        ))
    }

    /// For coins of a validated state, where conservation keeps every stack within the box's
    /// 36 coins; saturating, so even a debt record (never conserved) cannot wrap.
    pub fn plus(self, other: Self) -> Self {
        Self::new(
            self.silver.saturating_add(other.silver),
            self.copper.saturating_add(other.copper),
        )
    }

    /// Callers check `covers` first; saturating, so a slip cannot wrap or panic.
    pub fn minus(self, other: Self) -> Self {
        Self::new(
            self.silver.saturating_sub(other.silver),
            self.copper.saturating_sub(other.copper),
        )
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketPlayer))]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// The name given at setup; absent for an unnamed seat (and in states from before names).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub supply: Coins,
    /// Coins the bank could not pay; they count as held at the end (ruling NT-10).
    pub owed: Coins,
    /// Stacks of coins at sea, at most two.
    pub ships: Vec<Coins>,
    /// Built the Summer House: the next turn is skipped.
    pub skip_next_turn: bool,
    /// Tavern used: one tails coin may count as heads this round's whaling.
    pub tavern: bool,
    /// Candleworks used: Silver on ships count as Copper this round's whaling.
    pub candleworks: bool,
}

/// A building in the town that someone built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketBuilt))]
#[serde(deny_unknown_fields)]
pub struct Built {
    pub building: Building,
    pub owner: u8,
    /// The ownership coin lying on the cost, showing its owner's face.
    pub marker: Coin,
    /// Used this round (action buildings are usable once a round).
    pub used: bool,
}

/// A ship: its owner and which of their stacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketShipRef))]
#[serde(deny_unknown_fields)]
pub struct ShipRef {
    pub seat: u8,
    pub ship: u8,
}

/// How a ship's coins landed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketToss))]
#[serde(deny_unknown_fields)]
pub struct Toss {
    pub copper_heads: u8,
    pub silver_heads: u8,
}

/// What the worker's action still needs decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketStep))]
#[serde(tag = "step", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Step {
    /// Choose a building and its payment.
    Build { site: BuildSite },
    /// The Outfitter's compulsory launch after its build.
    Launch,
    /// The Mayor's House: the new building may be used now.
    UseNew { building: Building },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketBuildSite))]
#[serde(rename_all = "kebab-case")]
pub enum BuildSite {
    TownHall,
    HarborOffice,
    Courthouse,
    MayorsHouse,
    Outfitter,
    LumberMill,
}

/// Where a turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketStage))]
#[serde(tag = "stage", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Stage {
    /// Before the worker is placed; the coin exchange may come first.
    Before,
    /// In the middle of the worker's action.
    Acting { step: Step },
    /// The action is done; the exchange may still come, then the turn ends.
    After,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketPhase))]
#[serde(tag = "phase", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Phase {
    /// `turn` 0 is the Captain's, 1 the other player's; `exchanged`: the once-a-turn coin
    /// exchange is used.
    Turn {
        turn: u8,
        exchanged: bool,
        stage: Stage,
    },
    /// The table reports the Gambling Hall's coin (table chance).
    AwaitingFlip {
        turn: u8,
        exchanged: bool,
    },
    /// The owner of two equal ships chooses which whales first.
    OrderShips {
        seat: u8,
    },
    /// The table reports how the next ship's coins landed (table chance).
    AwaitingToss {
        ship: ShipRef,
    },
    /// The ship's owner picks the chart row and the coin that comes home.
    Catch {
        ship: ShipRef,
        toss: Toss,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NantucketState {
    // Shared, as the town never changes after setup and `apply` clones the state every
    // decision; the JSON is the town itself (a plain comment keeps the schema unchanged).
    #[serde(with = "shared_town")]
    #[cfg_attr(feature = "openapi", schema(value_type = Town))]
    pub town: Arc<Town>,
    pub chance: ChanceMode,
    /// Seeded chance only; hidden in views because it foretells every toss.
    pub rng: Option<RngState>,
    pub round: u16,
    /// Holder of the Ship's Wheel: seat 0 plays Heads, seat 1 Tails.
    pub captain: u8,
    pub phase: Phase,
    pub bank: Coins,
    pub players: Vec<Player>,
    pub built: Vec<Built>,
    /// The end was triggered this round: the game ends after its whaling.
    pub ending: bool,
    /// Chart rows A–E already taken this whaling phase.
    pub rows_taken: [bool; 5],
    /// Ships still to go whaling this round, in order.
    pub whaling: Vec<ShipRef>,
    /// Silver on each player's fullest-in-Silver ship when the ships were emptied at the end.
    pub final_ship_silver: [u8; 2],
}

impl NantucketState {
    pub fn player(&self, seat: u8) -> &Player {
        &self.players[usize::from(seat)]
    }

    pub fn player_mut(&mut self, seat: u8) -> &mut Player {
        &mut self.players[usize::from(seat)]
    }

    pub fn opponent(seat: u8) -> u8 {
        1 - seat.min(1)
    }

    /// The seat whose turn `turn` (0 Captain, 1 other) is.
    pub fn seat_of_turn(&self, turn: u8) -> u8 {
        if turn == 0 {
            self.captain
        } else {
            Self::opponent(self.captain)
        }
    }

    pub fn built(&self, building: Building) -> Option<&Built> {
        self.built.iter().find(|b| b.building == building)
    }

    pub fn built_mut(&mut self, building: Building) -> Option<&mut Built> {
        self.built.iter_mut().find(|b| b.building == building)
    }

    /// True when `sizes` for `seat` would leave no ship equal in size to an opponent's ship.
    pub fn sizes_differ(&self, seat: u8, sizes: &[u32]) -> bool {
        let theirs = &self.player(Self::opponent(seat)).ships;
        sizes
            .iter()
            .filter(|&&n| n > 0)
            .all(|&n| theirs.iter().all(|ship| ship.count() != n))
    }

    /// Every coin in the game, wherever it is: bank, supplies, ships and ownership markers;
    /// `None` when a forged state holds more than a count can say.
    pub fn all_coins(&self) -> Option<Coins> {
        let mut total = self.bank;
        for player in &self.players {
            total = total.checked_plus(player.supply)?;
            for ship in &player.ships {
                total = total.checked_plus(*ship)?;
            }
        }
        for built in &self.built {
            total = total.checked_plus(match built.marker {
                Coin::Silver => Coins::new(1, 0),
                Coin::Copper => Coins::new(0, 1),
            })?;
        }
        Some(total)
    }
}

/// A shared town reads and writes as the town itself.
mod shared_town {
    use std::sync::Arc;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Town;

    pub fn serialize<S: Serializer>(town: &Arc<Town>, serializer: S) -> Result<S::Ok, S::Error> {
        town.as_ref().serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Arc<Town>, D::Error> {
        Town::deserialize(deserializer).map(Arc::new)
    }
}

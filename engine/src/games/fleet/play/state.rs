//! The Fleet state. Boat cards are counted by type (every copy of a type is identical), so a
//! hand, the supply and the discard pile are each six counts. What the printed game hides
//! lives apart from what it shows: each player's `secret` (hand, captains' types, cards just
//! drawn) and the `piles` (the supply's and the discard pile's contents); a view leaves out
//! what its seat may not see (`rule::HIDDEN_INFORMATION`, rulings FL-13, FL-14).

use serde::{Deserialize, Serialize};

use crate::core::play::ChanceMode;
use crate::core::rng::RngState;
use crate::core::turn::Seats;

use super::super::components::{
    BoatType, LicenseCard, LicenseClass, COD_LAUNCHES, CRATES_PER_BOAT, LICENSES, LOBSTER_CAPTAINS,
    SHRIMP_DISCOUNT_PER_LICENSE,
};

/// A license card, by its component id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetLicense))]
pub enum License {
    #[serde(rename = "shrimp-license")]
    Shrimp,
    #[serde(rename = "cod-license")]
    Cod,
    #[serde(rename = "lobster-license")]
    Lobster,
    #[serde(rename = "tuna-license")]
    Tuna,
    #[serde(rename = "processing-vessel-license")]
    ProcessingVessel,
    #[serde(rename = "fishermens-pub-license")]
    FishermensPub,
    #[serde(rename = "king-crab-captains-license")]
    KingCrabCaptains,
    #[serde(rename = "king-crab-fish-license")]
    KingCrabFish,
    #[serde(rename = "king-crab-types-license")]
    KingCrabTypes,
}

impl License {
    /// In the order of [`LICENSES`].
    pub const ALL: [Self; 9] = [
        Self::Shrimp,
        Self::Cod,
        Self::Lobster,
        Self::Tuna,
        Self::ProcessingVessel,
        Self::FishermensPub,
        Self::KingCrabCaptains,
        Self::KingCrabFish,
        Self::KingCrabTypes,
    ];

    /// The printed values; `LICENSES` is listed in declaration order (a test keeps them so).
    pub fn card(self) -> &'static LicenseCard {
        &LICENSES[self as usize]
    }

    pub fn is_premium(self) -> bool {
        self.card().class == LicenseClass::Premium
    }
}

/// Boat cards counted by type.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetCards))]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Cards {
    pub shrimp: u8,
    pub lobster: u8,
    pub processing_vessel: u8,
    pub cod: u8,
    pub tuna: u8,
    pub king_crab: u8,
}

impl Cards {
    pub fn of(boat: BoatType, count: u8) -> Self {
        let mut cards = Self::default();
        *cards.slot(boat) = count;
        cards
    }

    pub fn get(self, boat: BoatType) -> u8 {
        match boat {
            BoatType::Shrimp => self.shrimp,
            BoatType::Lobster => self.lobster,
            BoatType::ProcessingVessel => self.processing_vessel,
            BoatType::Cod => self.cod,
            BoatType::Tuna => self.tuna,
            BoatType::KingCrab => self.king_crab,
        }
    }

    pub fn slot(&mut self, boat: BoatType) -> &mut u8 {
        match boat {
            BoatType::Shrimp => &mut self.shrimp,
            BoatType::Lobster => &mut self.lobster,
            BoatType::ProcessingVessel => &mut self.processing_vessel,
            BoatType::Cod => &mut self.cod,
            BoatType::Tuna => &mut self.tuna,
            BoatType::KingCrab => &mut self.king_crab,
        }
    }

    /// Widened, so counts read from a request never overflow when added.
    pub fn count(self) -> u32 {
        BoatType::ALL.iter().map(|&b| u32::from(self.get(b))).sum()
    }

    /// The cash the cards are worth when paid.
    pub fn cash(self) -> u32 {
        BoatType::ALL
            .iter()
            .map(|&b| u32::from(self.get(b)) * u32::from(b.card().cash_value))
            .sum()
    }

    /// The types of which at least one card is here.
    pub fn types(self) -> impl Iterator<Item = BoatType> {
        BoatType::ALL.into_iter().filter(move |&b| self.get(b) > 0)
    }

    /// Saturating: callers check that the card is there first.
    pub fn take(&mut self, boat: BoatType) {
        let slot = self.slot(boat);
        *slot = slot.saturating_sub(1);
    }

    /// Saturating: conservation keeps every count within the box's copies.
    pub fn put(&mut self, boat: BoatType) {
        let slot = self.slot(boat);
        *slot = slot.saturating_add(1);
    }

    pub fn put_all(&mut self, other: Self) {
        for boat in BoatType::ALL {
            let slot = self.slot(boat);
            *slot = slot.saturating_add(other.get(boat));
        }
    }
}

/// A launched boat. The captain's card lies face down: its type is in the owner's secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetBoat))]
#[serde(deny_unknown_fields)]
pub struct Boat {
    #[serde(rename = "type")]
    pub boat: BoatType,
    pub captain: bool,
    /// Crates of fish on the boat, at most 4.
    pub crates: u8,
}

impl Boat {
    pub fn is_full(self) -> bool {
        self.crates >= CRATES_PER_BOAT
    }
}

/// What only the player sees: the hand, the types of the captains on their boats and the
/// cards drawn this draw phase that wait for the keep decision.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetSecret))]
#[serde(deny_unknown_fields)]
pub struct Secret {
    pub hand: Cards,
    pub captains: Cards,
    pub drawn: Cards,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetPlayer))]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// The name given at setup; absent for an unnamed seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Licenses bought, in the order bought.
    pub licenses: Vec<License>,
    /// Launched boats, in the order launched.
    pub boats: Vec<Boat>,
    /// Crates processed onto the Processing Vessel license: $1 each, no VP.
    pub processed: u8,
    /// Cards in hand (public: everyone sees how many).
    pub hand_size: u8,
    /// Cards drawn this draw phase and not yet kept or discarded.
    pub drawn_size: u8,
    /// The hand, the captains' types and the drawn cards: `null` in every other seat's view.
    pub secret: Option<Secret>,
}

impl Player {
    pub fn owns(&self, license: License) -> bool {
        self.licenses.contains(&license)
    }

    pub fn count_of(&self, license: License) -> u8 {
        let count = self.licenses.iter().filter(|&&l| l == license).count();
        u8::try_from(count).unwrap_or(u8::MAX)
    }

    /// Whether a license lets this player launch `boat` (any King Crab license launches King
    /// Crab boats; ruling FL-03).
    pub fn may_launch(&self, boat: BoatType) -> bool {
        self.licenses
            .iter()
            .any(|license| license.card().launches == Some(boat))
    }

    /// Dollars off every license or launch payment (`rule::SHRIMP_LICENSE`).
    pub fn discount(&self) -> u8 {
        self.count_of(License::Shrimp)
            .saturating_mul(SHRIMP_DISCOUNT_PER_LICENSE)
    }

    pub fn launch_limit(&self) -> u8 {
        if self.owns(License::Cod) {
            COD_LAUNCHES
        } else {
            1
        }
    }

    pub fn hire_limit(&self) -> u8 {
        if self.owns(License::Lobster) {
            LOBSTER_CAPTAINS
        } else {
            1
        }
    }

    pub fn hand(&self) -> Cards {
        self.secret.map(|s| s.hand).unwrap_or_default()
    }

    /// Everything the player can pay with, the Shrimp discount counted as money (S2): hand
    /// cards' cash, processed crates and the discount, less `held` (a boat being launched).
    pub fn funds(&self, held: Option<BoatType>) -> u32 {
        let held = held.map_or(0, |b| u32::from(b.card().cash_value));
        (self.hand().cash() + u32::from(self.processed) + u32::from(self.discount()))
            .saturating_sub(held)
    }

    pub fn captained(&self) -> u8 {
        let count = self.boats.iter().filter(|b| b.captain).count();
        u8::try_from(count).unwrap_or(u8::MAX)
    }

    pub fn crates_on_boats(&self) -> u32 {
        self.boats.iter().map(|b| u32::from(b.crates)).sum()
    }
}

/// A stretch of the license deck whose contents are known only by class: the commons placed
/// on top at setup, then the rest with the premium licenses shuffled in (S0). The cards'
/// identities are whatever is still unseen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetDeckPart))]
#[serde(deny_unknown_fields)]
pub struct DeckPart {
    pub standard: u8,
    pub premium: u8,
}

impl DeckPart {
    pub fn size(self) -> u8 {
        self.standard.saturating_add(self.premium)
    }
}

/// The boat supply's and discard pile's contents: hidden from every seat (ruling FL-14).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetPiles))]
#[serde(deny_unknown_fields)]
pub struct Piles {
    pub supply: Cards,
    pub discards: Cards,
}

/// The license being auctioned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetLot))]
#[serde(deny_unknown_fields)]
pub struct Lot {
    pub license: License,
    /// The high bid; 0 until the opener names the opening bid.
    pub bid: u8,
    /// Who holds the high bid (the opener until the opening bid is made).
    pub leader: u8,
    /// Who bids next.
    pub turn: u8,
    /// Seats out of this lot's bidding, one bit per seat.
    pub passed: u8,
}

/// Where the game is. Seats act in turn order from the start player, except in the draw phase,
/// where everyone who has a choice makes it at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetPhase))]
#[serde(tag = "phase", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Phase {
    /// Phase 1. `out`: seats done with this auction phase (bought or dropped out), one bit each.
    Auction {
        opener: u8,
        out: u8,
        bought: bool,
        lot: Option<Lot>,
    },
    /// Phase 2, launching: `seat` launches, `launched` boats so far this round.
    Launch {
        seat: u8,
        launched: u8,
    },
    /// Phase 2, hiring captains.
    Hire {
        seat: u8,
        hired: u8,
    },
    /// Phase 3: every captained boat below capacity takes a crate (nobody decides).
    Fishing,
    /// Phase 4: `seat` processes (the boats it took a crate from this round by index) and trades.
    Process {
        seat: u8,
        emptied: Vec<u8>,
    },
    /// Phase 5: the seats, one bit each, that still have to keep or discard.
    Draw {
        #[cfg_attr(feature = "openapi", schema(value_type = u8))]
        deciding: Seats,
    },
    Over,
}

/// What a payment buys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetPurchase))]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Purchase {
    License { license: License },
    Launch { boat: BoatType },
}

/// A payment under way, paid one card or crate at a time until nothing is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetPayment))]
#[serde(deny_unknown_fields)]
pub struct Payment {
    pub seat: u8,
    pub purchase: Purchase,
    /// The price less the Shrimp discount.
    pub due: u8,
    /// Paid so far.
    pub paid: u8,
}

/// Why cards are dealt to a seat; it decides where they go and what follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetDrawReason))]
#[serde(rename_all = "kebab-case")]
pub enum DrawReason {
    Cod,
    Lobster,
    Trade,
    DrawPhase,
}

/// Chance owed: what the RNG or, in `table` mode, the table must still supply, first first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetDeal))]
#[serde(tag = "deal", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Deal {
    /// Licenses to turn up into the auction.
    Licenses { count: u8 },
    /// Boat cards to draw for a seat.
    Cards {
        seat: u8,
        count: u8,
        reason: DrawReason,
    },
    /// Who takes the start player marker.
    StartPlayer,
}

/// Fish crates outside the players' boats and Processing Vessel licenses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetCrates))]
#[serde(deny_unknown_fields)]
pub struct Crates {
    pub supply: u8,
    /// Processed crates spent as cash or traded: out of the game.
    pub spent: u8,
    /// Crates credited in the last fishing beyond an empty supply (S0; ruling FL-08).
    pub beyond_supply: u8,
}

/// A whole Fleet game. Stateless play hands it to its caller with every hand in it; a client
/// that must not see other seats' cards uses a sealed state or a named match, where each seat
/// reads its own view (other seats' `secret`, `piles` and `rng` are `null` there).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetState))]
#[serde(deny_unknown_fields)]
pub struct FleetState {
    pub chance: ChanceMode,
    /// The seeded RNG; `null` in `table` mode and in every view.
    pub rng: Option<RngState>,
    /// The advanced setup: no premium license in the first auction.
    pub advanced_setup: bool,
    pub round: u16,
    pub start_player: u8,
    pub players: Vec<Player>,
    /// The license auction, face up.
    pub auction: Vec<License>,
    /// The license deck, top first (public: every license ever turned up was seen by all).
    pub deck: Vec<DeckPart>,
    /// Licenses removed after an auction phase in which nobody bought (out of the game).
    pub removed: Vec<License>,
    pub supply_size: u8,
    pub discard_size: u8,
    /// The boat supply's and the discard pile's contents: `null` in every view.
    pub piles: Option<Piles>,
    pub crates: Crates,
    /// The license deck could not refill the auction: this round is the last.
    pub last_round: bool,
    pub phase: Phase,
    /// A purchase being paid for; its payer acts until nothing is due.
    pub payment: Option<Payment>,
    /// Chance still owed, first first; while any is owed nobody else acts.
    pub dealing: Vec<Deal>,
}

impl FleetState {
    pub fn seats(&self) -> u8 {
        u8::try_from(self.players.len()).unwrap_or(u8::MAX)
    }

    /// The seat after `seat`, clockwise.
    pub fn next_seat(&self, seat: u8) -> u8 {
        let seats = self.seats().max(1);
        (seat % seats + 1) % seats
    }

    /// The player at `seat`; a validated state has one at every seat the engine names.
    pub fn player(&self, seat: u8) -> &Player {
        // `validate` guarantees 2–4 players and every seat index below that.
        &self.players[usize::from(seat) % self.players.len().max(1)]
    }

    pub fn player_mut(&mut self, seat: u8) -> &mut Player {
        let len = self.players.len().max(1);
        &mut self.players[usize::from(seat) % len]
    }

    pub fn deck_size(&self) -> u32 {
        self.deck.iter().map(|part| u32::from(part.size())).sum()
    }

    /// Copies of `license` not yet seen by anyone: in the deck or taken out at setup.
    pub fn unseen(&self, license: License) -> u8 {
        let seen = self
            .auction
            .iter()
            .chain(&self.removed)
            .chain(self.players.iter().flat_map(|p| &p.licenses))
            .filter(|&&l| l == license)
            .count();
        license
            .card()
            .copies
            .saturating_sub(u8::try_from(seen).unwrap_or(u8::MAX))
    }
}

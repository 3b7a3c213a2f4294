//! The Fleet base game's licenses, boats, crates and setup counts. Every VP, cost and cash
//! value of a card comes from one source, the Board Game Arena implementation (S1/S2), so
//! cards are `single-source`; see `shared/rules/components-fleet.md` and ruling FL-06.

use serde::{Deserialize, Serialize};

/// The six kinds of boat card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetBoatType))]
#[serde(rename_all = "kebab-case")]
pub enum BoatType {
    Shrimp,
    Lobster,
    ProcessingVessel,
    Cod,
    Tuna,
    KingCrab,
}

impl BoatType {
    /// Every type, in declaration order.
    pub const ALL: [Self; 6] = [
        Self::Shrimp,
        Self::Lobster,
        Self::ProcessingVessel,
        Self::Cod,
        Self::Tuna,
        Self::KingCrab,
    ];

    /// The printed values of this type; every copy of a type is identical (S1).
    pub fn card(self) -> &'static BoatCard {
        // BOATS is listed in declaration order; a test keeps the two aligned.
        &BOATS[self as usize]
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LicenseClass {
    Standard,
    Premium,
}

impl LicenseClass {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Premium => "premium",
        }
    }
}

/// The end-game bonus of one of the three King Crab licenses (ruling FL-04).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KingCrabBonus {
    /// "C": 1 VP per boat with a captain.
    Captains,
    /// "F": 1 VP per full 3 crates on boats.
    Fish,
    /// "L": VP by the number of license families owned, read from [`KING_CRAB_TYPES_POINTS`].
    LicenseTypes,
}

#[derive(Debug)]
pub struct LicenseCard {
    pub id: &'static str,
    pub name: &'static str,
    /// What King Crab "L" counts as one type: the three King Crab licenses share a family.
    pub family: &'static str,
    pub class: LicenseClass,
    pub copies: u8,
    pub min_cost: u8,
    pub victory_points: u8,
    /// The boat type this license lets its owner launch; the Pub launches none.
    pub launches: Option<BoatType>,
    pub bonus: Option<KingCrabBonus>,
    pub summary: &'static str,
    pub sources: &'static [&'static str],
}

#[derive(Debug)]
pub struct BoatCard {
    pub boat_type: BoatType,
    pub id: &'static str,
    /// The request's spelling of the type, e.g. `processing-vessel`.
    pub type_id: &'static str,
    pub name: &'static str,
    pub copies: u8,
    pub launch_cost: u8,
    pub victory_points: u8,
    pub cash_value: u8,
}

/// What a player-count setup leaves in the game (S0, S2; ruling FL-05).
#[derive(Debug)]
pub struct SetupRow {
    pub players: u8,
    pub premium_removed: u8,
    pub standard_removed: u8,
    pub fish_crates: u8,
}

impl SetupRow {
    pub fn licenses_in_game(&self, class: LicenseClass) -> u32 {
        let removed = match class {
            LicenseClass::Standard => self.standard_removed,
            LicenseClass::Premium => self.premium_removed,
        };
        license_copies(class).saturating_sub(u32::from(removed))
    }
}

/// Every boat holds at most this many crates (S0; ruling FL-01).
pub const CRATES_PER_BOAT: u8 = 4;

/// No King Crab bonus may give more than this.
pub const KING_CRAB_CAP: u32 = 10;

/// King Crab "L": points for owning 1, 2, … 7 license families.
pub const KING_CRAB_TYPES_POINTS: [u32; 7] = [0, 2, 4, 5, 6, 8, 10];

pub const FISH_CRATES: u8 = 100;

/// Fish crates in the supply per player (S0).
pub const CRATES_PER_PLAYER: u8 = 25;

/// Shrimp: dollars off every later license or launch payment, per Shrimp license (S1, S3).
pub const SHRIMP_DISCOUNT_PER_LICENSE: u8 = 1;

/// Cod: launches a round with at least one Cod license (S1, S3), and the cards drawn per Cod
/// license after launching at least one boat (S1; S3 confirms 1 and 2 licenses).
pub const COD_LAUNCHES: u8 = 2;
pub const COD_DRAWS_PER_LICENSE: u8 = 1;

/// Lobster: captains a round with at least one Lobster license (S1, S2).
pub const LOBSTER_CAPTAINS: u8 = 2;

/// Lobster's draw after hiring, by captained boats: `(fewest captained boats, cards)` steps for
/// one license and for two or more (S1, S2; ruling FL-10).
pub const LOBSTER_DRAWS_ONE: [(u8, u8); 2] = [(1, 1), (4, 2)];
pub const LOBSTER_DRAWS_MORE: [(u8, u8); 3] = [(1, 1), (3, 2), (7, 3)];

/// The draw phase by Tuna licenses owned (0 to 4): cards drawn, and whether one card of the
/// whole hand is then discarded (S0 for none; S1, S2 for the Tuna rows; ruling FL-16).
pub const TUNA_DRAWS: [TunaDraw; 5] = [
    TunaDraw {
        draw: 2,
        discard: true,
    },
    TunaDraw {
        draw: 2,
        discard: false,
    },
    TunaDraw {
        draw: 3,
        discard: true,
    },
    TunaDraw {
        draw: 3,
        discard: false,
    },
    TunaDraw {
        draw: 4,
        discard: true,
    },
];

/// Cards drawn per Processing Vessel license for one traded crate (S1, S2).
pub const TRADE_DRAWS_PER_LICENSE: u8 = 1;

/// One row of the draw phase's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TunaDraw {
    pub draw: u8,
    /// Without Tuna the discard is one of the cards just drawn; with Tuna, any card in hand.
    pub discard: bool,
}

const KING_CRAB_SOURCES: &[&str] = &["S1", "S2", "S4"];

pub static LICENSES: [LicenseCard; 9] = [
    LicenseCard {
        id: "shrimp-license",
        name: "Shrimp license",
        family: "shrimp",
        class: LicenseClass::Standard,
        copies: 4,
        min_cost: 4,
        victory_points: 4,
        launches: Some(BoatType::Shrimp),
        bonus: None,
        summary: "Allows Shrimp boats. Each Shrimp license owned knocks $1 off every later payment for a license or a launch, but not off its own price.",
        sources: &["S1", "S3"],
    },
    LicenseCard {
        id: "cod-license",
        name: "Cod license",
        family: "cod",
        class: LicenseClass::Standard,
        copies: 4,
        min_cost: 4,
        victory_points: 4,
        launches: Some(BoatType::Cod),
        bonus: None,
        summary: "Allows Cod boats. Its owner may launch two boats a round, each paid separately, and after launching at least one draws a card per Cod license owned.",
        sources: &["S1", "S3"],
    },
    LicenseCard {
        id: "lobster-license",
        name: "Lobster license",
        family: "lobster",
        class: LicenseClass::Standard,
        copies: 4,
        min_cost: 5,
        victory_points: 3,
        launches: Some(BoatType::Lobster),
        bonus: None,
        summary: "Allows Lobster boats. Its owner may hire two captains a round and, once that phase is over, draws cards according to how many boats carry a captain (BGA reading).",
        sources: &["S1", "S2"],
    },
    LicenseCard {
        id: "tuna-license",
        name: "Tuna license",
        family: "tuna",
        class: LicenseClass::Standard,
        copies: 4,
        min_cost: 5,
        victory_points: 3,
        launches: Some(BoatType::Tuna),
        bonus: None,
        summary: "Allows Tuna boats. Improves the draw phase: more cards are kept, and when a discard is due it may be any card in hand (BGA reading).",
        sources: &["S1", "S2"],
    },
    LicenseCard {
        id: "processing-vessel-license",
        name: "Processing Vessel license",
        family: "processing-vessel",
        class: LicenseClass::Standard,
        copies: 4,
        min_cost: 5,
        victory_points: 3,
        launches: Some(BoatType::ProcessingVessel),
        bonus: None,
        summary: "Allows Processing Vessel boats and moving up to one crate per boat onto this card each round. Such a crate is $1 of cash, or once a round buys boat cards; it scores nothing.",
        sources: &["S0", "S1", "S2"],
    },
    LicenseCard {
        id: "fishermens-pub-license",
        name: "Fishermen's Pub license",
        family: "fishermens-pub",
        class: LicenseClass::Premium,
        copies: 3,
        min_cost: 10,
        victory_points: 10,
        // `rule::FISHERMENS_PUB`: no boat type and no bonus, so it only ever scores its VP.
        launches: None,
        bonus: None,
        summary: "Bought for its victory points alone: it allows no boats and has no bonus.",
        sources: &["S1", "S3", "S4"],
    },
    LicenseCard {
        id: "king-crab-captains-license",
        name: "King Crab license (captains)",
        family: "king-crab",
        class: LicenseClass::Premium,
        copies: 1,
        min_cost: 10,
        victory_points: 5,
        launches: Some(BoatType::KingCrab),
        bonus: Some(KingCrabBonus::Captains),
        summary: "Allows King Crab boats. At the end its owner gains 1 VP for every boat with a captain, 10 at most. BGA calls it \"C\"; the printed title is unknown to us.",
        sources: KING_CRAB_SOURCES,
    },
    LicenseCard {
        id: "king-crab-fish-license",
        name: "King Crab license (fish)",
        family: "king-crab",
        class: LicenseClass::Premium,
        copies: 1,
        min_cost: 10,
        victory_points: 5,
        launches: Some(BoatType::KingCrab),
        bonus: Some(KingCrabBonus::Fish),
        summary: "Allows King Crab boats. At the end its owner gains 1 VP for every complete group of 3 crates on their boats, 10 at most. BGA calls it \"F\"; the printed title is unknown to us.",
        sources: KING_CRAB_SOURCES,
    },
    LicenseCard {
        id: "king-crab-types-license",
        name: "King Crab license (license types)",
        family: "king-crab",
        class: LicenseClass::Premium,
        copies: 1,
        min_cost: 10,
        victory_points: 5,
        launches: Some(BoatType::KingCrab),
        bonus: Some(KingCrabBonus::LicenseTypes),
        summary: "Allows King Crab boats. At the end its owner gains VP for the number of different kinds of license held, all King Crab licenses being one kind: 2 kinds give 2 VP, up to 10 VP for all 7. BGA calls it \"L\"; the printed title is unknown to us.",
        sources: KING_CRAB_SOURCES,
    },
];

/// In [`BoatType`] declaration order.
pub static BOATS: [BoatCard; 6] = [
    BoatCard {
        boat_type: BoatType::Shrimp,
        id: "shrimp-boat",
        type_id: "shrimp",
        name: "Shrimp boat",
        copies: 20,
        launch_cost: 1,
        victory_points: 1,
        cash_value: 2,
    },
    BoatCard {
        boat_type: BoatType::Lobster,
        id: "lobster-boat",
        type_id: "lobster",
        name: "Lobster boat",
        copies: 20,
        launch_cost: 2,
        victory_points: 2,
        cash_value: 2,
    },
    BoatCard {
        boat_type: BoatType::ProcessingVessel,
        id: "processing-vessel-boat",
        type_id: "processing-vessel",
        name: "Processing Vessel boat",
        copies: 20,
        launch_cost: 2,
        victory_points: 2,
        cash_value: 2,
    },
    BoatCard {
        boat_type: BoatType::Cod,
        id: "cod-boat",
        type_id: "cod",
        name: "Cod boat",
        copies: 12,
        launch_cost: 2,
        victory_points: 2,
        cash_value: 1,
    },
    BoatCard {
        boat_type: BoatType::Tuna,
        id: "tuna-boat",
        type_id: "tuna",
        name: "Tuna boat",
        copies: 12,
        launch_cost: 1,
        victory_points: 1,
        cash_value: 3,
    },
    BoatCard {
        boat_type: BoatType::KingCrab,
        id: "king-crab-boat",
        type_id: "king-crab",
        name: "King Crab boat",
        copies: 12,
        launch_cost: 3,
        victory_points: 3,
        cash_value: 1,
    },
];

pub static SETUP: [SetupRow; 3] = [
    SetupRow {
        players: 2,
        premium_removed: 3,
        standard_removed: 6,
        fish_crates: 50,
    },
    SetupRow {
        players: 3,
        premium_removed: 2,
        standard_removed: 2,
        fish_crates: 75,
    },
    SetupRow {
        players: 4,
        premium_removed: 0,
        standard_removed: 0,
        fish_crates: 100,
    },
];

/// The license card with this component id.
pub fn license(id: &str) -> Option<&'static LicenseCard> {
    LICENSES.iter().find(|card| card.id == id)
}

/// The setup used with this many players, if the game can be played by that many.
pub fn setup_for(players: usize) -> Option<&'static SetupRow> {
    SETUP.iter().find(|row| usize::from(row.players) == players)
}

/// All boat cards in the box: the ceiling for launched boats plus captains.
pub fn boat_cards() -> u32 {
    BOATS.iter().map(|boat| u32::from(boat.copies)).sum()
}

fn license_copies(class: LicenseClass) -> u32 {
    LICENSES
        .iter()
        .filter(|card| card.class == class)
        .map(|card| u32::from(card.copies))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boat_table_follows_the_boat_type_order() {
        for (index, boat) in BOATS.iter().enumerate() {
            assert_eq!(boat.boat_type as usize, index, "{}", boat.id);
            assert_eq!(boat.boat_type.card().id, boat.id);
        }
    }

    /// Components list (S0, S4): 26 licenses (20 standard, 6 premium) and 96 boat cards.
    #[test]
    fn box_holds_26_licenses_and_96_boat_cards() {
        assert_eq!(license_copies(LicenseClass::Standard), 20);
        assert_eq!(license_copies(LicenseClass::Premium), 6);
        assert_eq!(boat_cards(), 96);
    }

    /// Setup (S0; ruling FL-05): 17 / 22 / 26 licenses stay in a 2- / 3- / 4-player game.
    #[test]
    fn setup_leaves_17_22_26_licenses() {
        let in_game: Vec<(u32, u32)> = SETUP
            .iter()
            .map(|row| {
                (
                    row.licenses_in_game(LicenseClass::Premium),
                    row.licenses_in_game(LicenseClass::Standard),
                )
            })
            .collect();
        assert_eq!(in_game, vec![(3, 14), (4, 18), (6, 20)]);
    }
}

//! The 9 bonus buildings of the B cards' right-hand column. They have no action and score only
//! at the end; this table is what the score sheet reads, so the catalogue and the scoring
//! cannot disagree. Their costs are unknown to us, like the action buildings' costs.

use crate::core::components::{Component, Provenance};

use super::action::SEED;

/// What a bonus building's points count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tally {
    /// Copper coins in the owner's supply.
    CopperHeld,
    /// Buildings the owner owns, bonus buildings and the scoring building itself included.
    BuildingsOwned,
    /// Buildings of either player whose ownership coin is a Copper.
    CopperMarkedBuildings,
    /// Silver on the one ship the owner picks, before ships were emptied.
    ShipSilver,
    /// The owner's money by value: $2 per Copper, $1 per Silver.
    Money,
    /// Town rows with adjacent built action buildings, whoever owns them.
    RowsOfAdjacentBuildings,
}

impl Tally {
    /// One of what is counted.
    fn unit(self) -> &'static str {
        match self {
            Tally::CopperHeld => "Copper held",
            Tally::BuildingsOwned => "building owned",
            Tally::CopperMarkedBuildings => {
                "building with a Copper ownership coin, whichever player owns it"
            }
            Tally::ShipSilver => "Silver on one ship at the end",
            Tally::Money => "$1 of money",
            Tally::RowsOfAdjacentBuildings => "town row of adjacent built action buildings",
        }
    }

    /// `amount` of what is counted, as a person reads it off the table.
    pub fn amount(self, amount: i64) -> String {
        match self {
            Tally::CopperHeld => format!("{amount} Copper held"),
            Tally::BuildingsOwned => format!("{amount} buildings owned"),
            Tally::CopperMarkedBuildings => {
                format!("{amount} buildings with a Copper ownership coin (both players)")
            }
            Tally::ShipSilver => format!("{amount} Silver on the ship"),
            Tally::Money => format!("${amount} of money"),
            Tally::RowsOfAdjacentBuildings => {
                format!("{amount} town rows of adjacent built action buildings")
            }
        }
    }
}

/// How a bonus building scores at the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BonusRule {
    Fixed(i64),
    /// 1 point for every `per` of `tally`, rounded down.
    OnePer {
        per: i64,
        tally: Tally,
    },
}

impl BonusRule {
    fn describe(self) -> String {
        match self {
            BonusRule::Fixed(points) => format!("{points} VP"),
            BonusRule::OnePer { per: 1, tally } => format!("1 VP per {}", tally.unit()),
            BonusRule::OnePer { per, tally } => format!("1 VP per {}", tally.amount(per)),
        }
    }
}

/// A building with no action that only scores at the end.
#[derive(Debug)]
pub struct BonusBuilding {
    pub id: &'static str,
    pub name: &'static str,
    pub rule: BonusRule,
    /// Paid in Copper only, so its ownership coin is always a Copper (ruling NT-05).
    pub copper_only: bool,
    pub summary: &'static str,
}

pub const BONUS_BUILDINGS: [BonusBuilding; 9] = [
    BonusBuilding {
        id: "factory",
        name: "Factory",
        rule: BonusRule::OnePer {
            per: 2,
            tally: Tally::CopperHeld,
        },
        copper_only: false,
        summary: "Scores a point for every pair of Copper coins you hold at the end.",
    },
    BonusBuilding {
        id: "office",
        name: "Office",
        rule: BonusRule::OnePer {
            per: 2,
            tally: Tally::BuildingsOwned,
        },
        copper_only: false,
        summary: "Scores a point for every 2 buildings you own, the Office among them.",
    },
    BonusBuilding {
        id: "church",
        name: "Church",
        rule: BonusRule::Fixed(3),
        copper_only: false,
        summary: "A flat 3 points.",
    },
    BonusBuilding {
        id: "monument",
        name: "Monument",
        rule: BonusRule::OnePer {
            per: 1,
            tally: Tally::CopperMarkedBuildings,
        },
        copper_only: false,
        summary: "Scores a point for each building in town, yours or your opponent's, that has a Copper coin as its ownership marker.",
    },
    BonusBuilding {
        id: "mansion",
        name: "Mansion",
        rule: BonusRule::Fixed(3),
        copper_only: true,
        summary: "A flat 3 points; only Copper coins may pay for it.",
    },
    BonusBuilding {
        id: "salvage-yard",
        name: "Salvage Yard",
        rule: BonusRule::OnePer {
            per: 1,
            tally: Tally::ShipSilver,
        },
        copper_only: false,
        summary: "Scores a point per Silver still at sea on one of your ships when the game ends.",
    },
    BonusBuilding {
        id: "bank",
        name: "Bank",
        rule: BonusRule::OnePer {
            per: 4,
            tally: Tally::Money,
        },
        copper_only: false,
        summary: "Scores a point for every $4 you hold, Copper and Silver together.",
    },
    BonusBuilding {
        id: "summer-house",
        name: "Summer House",
        rule: BonusRule::Fixed(2),
        copper_only: false,
        summary: "A flat 2 points, but whoever builds it sits out their next turn; taking it over with the Law Office costs no turn.",
    },
    BonusBuilding {
        id: "row-house",
        name: "Row House",
        rule: BonusRule::OnePer {
            per: 1,
            tally: Tally::RowsOfAdjacentBuildings,
        },
        copper_only: false,
        summary: "Scores a point for each town row where built action buildings stand side by side, whoever owns them.",
    },
];

pub fn components() -> impl Iterator<Item = Component> {
    BONUS_BUILDINGS.iter().map(|building| {
        let component = Component::new(
            building.id,
            building.name,
            "bonus-building",
            building.summary,
            Provenance::SingleSource,
            SEED,
        )
        .with_printed("column", "bonus")
        .with_printed("cost_known", false)
        .with_printed("scoring", building.rule.describe());
        let component = match building.rule {
            BonusRule::Fixed(points) => component.with_printed("points", points),
            BonusRule::OnePer { .. } => component,
        };
        if building.copper_only {
            component.with_printed("paid_in_copper_only", true)
        } else {
            component
        }
    })
}

//! The town as data: which buildings the chosen A and B cards show, in which row, at what
//! printed cost. The printed cards are unknown to us, so the built-in town is a provisional
//! practice town; setup accepts the layout and costs of the cards a table owns.

use serde::{Deserialize, Serialize};

use crate::core::errors::{Violation, ViolationCode};

/// The 21 action buildings and 9 bonus buildings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketBuilding))]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    Tavern,
    HarborOffice,
    Courthouse,
    MayorsHouse,
    LawOffice,
    Outfitter,
    LumberMill,
    Schoolhouse,
    TownSquare,
    GeneralStore,
    Almshouse,
    Cooperage,
    GamblingHall,
    Refinery,
    Drydock,
    Shipyard,
    Lighthouse,
    Tryworks,
    Candleworks,
    CaptainsHouse,
    Wharf,
    Factory,
    Office,
    Church,
    Monument,
    Mansion,
    SalvageYard,
    Bank,
    SummerHouse,
    RowHouse,
}

/// The town's three rows, top to bottom, and the bonus column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketRow))]
#[serde(rename_all = "kebab-case")]
pub enum Row {
    Town,
    Resource,
    Whaling,
    Bonus,
}

impl Building {
    pub fn row(self) -> Row {
        use Building::*;
        match self {
            Tavern | HarborOffice | Courthouse | MayorsHouse | LawOffice | Outfitter
            | LumberMill => Row::Town,
            Schoolhouse | TownSquare | GeneralStore | Almshouse | Cooperage | GamblingHall
            | Refinery => Row::Resource,
            Drydock | Shipyard | Lighthouse | Tryworks | Candleworks | CaptainsHouse | Wharf => {
                Row::Whaling
            }
            Factory | Office | Church | Monument | Mansion | SalvageYard | Bank | SummerHouse
            | RowHouse => Row::Bonus,
        }
    }

    pub fn is_bonus(self) -> bool {
        self.row() == Row::Bonus
    }

    /// The catalogue id, e.g. `captains-house`.
    pub fn id(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default()
    }
}

/// One building on the town cards with its printed cost in dollars.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketLot))]
#[serde(deny_unknown_fields)]
pub struct Lot {
    pub building: Building,
    /// Printed cost in dollars (Silver $1, Copper $2).
    pub cost: u8,
    /// Printed as payable in Copper only (the Mansion; a table's own cards may mark others).
    #[serde(default)]
    pub copper_only: bool,
}

/// An A card and a B card side by side: two action buildings per row (the A card's, then the
/// B card's) and the B card's three bonus buildings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NantucketTown))]
#[serde(deny_unknown_fields)]
pub struct Town {
    /// Names of the cards, for people (e.g. `A*`, `B*`).
    pub cards: [String; 2],
    /// Top (town), middle (resource) and bottom (whaling) rows, two lots each.
    pub rows: [[Lot; 2]; 3],
    pub bonus: [Lot; 3],
    /// True for our practice town, whose buildings and costs are not the printed cards'.
    pub provisional: bool,
}

const fn lot(building: Building, cost: u8) -> Lot {
    Lot {
        building,
        cost,
        copper_only: false,
    }
}

/// A practice town that follows the rulebook's structure (ruling NT-08): its buildings and
/// costs are ours, not the printed A* and B* cards'.
pub fn practice_town() -> Town {
    use Building::*;
    Town {
        cards: ["practice A".to_owned(), "practice B".to_owned()],
        rows: [
            [lot(Courthouse, 3), lot(Tavern, 2)],
            [lot(Schoolhouse, 3), lot(GeneralStore, 2)],
            [lot(Drydock, 3), lot(Lighthouse, 2)],
        ],
        bonus: [
            lot(Church, 5),
            lot(Monument, 4),
            Lot {
                building: Mansion,
                cost: 6,
                copper_only: true,
            },
        ],
        provisional: true,
    }
}

impl Town {
    /// Every lot, action buildings row by row, then the bonus column.
    pub fn lots(&self) -> impl Iterator<Item = &Lot> {
        self.rows.iter().flatten().chain(self.bonus.iter())
    }

    pub fn lot(&self, building: Building) -> Option<&Lot> {
        self.lots().find(|lot| lot.building == building)
    }

    /// Checks a town a caller supplies: each row holds its own kind of building, nothing
    /// twice, costs from $1 to $12, the Mansion payable in Copper only, a Copper-only cost
    /// even.
    pub fn validate(&self, field: &str) -> Result<(), Vec<Violation>> {
        let mut problems = Vec::new();
        let rows = [Row::Town, Row::Resource, Row::Whaling];
        let mut seen = Vec::new();
        let mut check = |path: String, lot: &Lot, row: Row| {
            if lot.building.row() != row {
                problems.push(Violation::new(
                    &path,
                    ViolationCode::ComponentNotInGame,
                    format!(
                        "{} belongs to the {:?} row, not the {:?} row",
                        lot.building.id(),
                        lot.building.row(),
                        row
                    ),
                ));
            }
            if seen.contains(&lot.building) {
                problems.push(Violation::new(
                    &path,
                    ViolationCode::DuplicateComponent,
                    format!("{} appears twice", lot.building.id()),
                ));
            }
            seen.push(lot.building);
            if !(1..=12).contains(&lot.cost) {
                problems.push(Violation::new(
                    &path,
                    ViolationCode::OutOfRange,
                    "a printed cost is $1 to $12",
                ));
            }
            if lot.building == Building::Mansion && !lot.copper_only {
                problems.push(Violation::new(
                    &path,
                    ViolationCode::OutOfRange,
                    "the Mansion is paid in Copper only",
                ));
            }
            // Ruling NT-21: Copper alone pays only an even cost, with no change given (NT-09).
            if lot.copper_only && lot.cost % 2 == 1 {
                problems.push(Violation::new(
                    format!("{path}.cost"),
                    ViolationCode::OutOfRange,
                    format!(
                        "{} is paid in Copper only, so its cost must be even, not ${}",
                        lot.building.id(),
                        lot.cost
                    ),
                ));
            }
        };
        for (r, row) in self.rows.iter().enumerate() {
            for (c, lot) in row.iter().enumerate() {
                check(format!("{field}.rows[{r}][{c}]"), lot, rows[r]);
            }
        }
        for (b, lot) in self.bonus.iter().enumerate() {
            check(format!("{field}.bonus[{b}]"), lot, Row::Bonus);
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_practice_town_is_valid_and_labelled_provisional() {
        let town = practice_town();
        assert!(town.validate("town").is_ok());
        assert!(town.provisional);
        assert_eq!(
            town.lots().count(),
            9,
            "nine buildable lots: the ninth build ends the game"
        );
    }

    #[test]
    fn building_ids_match_the_component_catalogue() {
        let ids: Vec<String> = super::super::super::components::catalogue()
            .into_iter()
            .map(|c| c.id)
            .collect();
        for building in [
            Building::CaptainsHouse,
            Building::MayorsHouse,
            Building::RowHouse,
            Building::SummerHouse,
        ] {
            assert!(ids.contains(&building.id()), "{}", building.id());
        }
    }

    #[test]
    fn a_supplied_town_with_a_building_in_the_wrong_row_is_refused() {
        let mut town = practice_town();
        town.rows[0][0] = lot(Building::Schoolhouse, 2);
        town.rows[1][1] = lot(Building::Tavern, 2);
        let problems = town.validate("options.town").unwrap_err();
        assert!(problems
            .iter()
            .any(|p| p.field == "options.town.rows[0][0]"));
    }
}

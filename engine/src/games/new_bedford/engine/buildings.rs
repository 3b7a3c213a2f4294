//! The base game's 20 building tiles as a compact enum, tied to the component table that
//! holds their printed values.

use serde::{Deserialize, Serialize};

use super::super::components::base_buildings::BASE_BUILDINGS;
use super::super::components::{BuildingSpec, Role};

/// A base-game building tile. The order is the component table's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordBuilding))]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    Bank,
    DryDock,
    Lighthouse,
    LumberMill,
    Schoolhouse,
    Tavern,
    Tryworks,
    Wharf,
    Bakery,
    Brickyard,
    Chandlery,
    Cooperage,
    Courthouse,
    Inn,
    Market,
    PostOffice,
    CountingHouse,
    Mansion,
    MunicipalOffice,
    SeamensBethel,
}

impl Building {
    pub const ALL: [Self; 20] = [
        Self::Bank,
        Self::DryDock,
        Self::Lighthouse,
        Self::LumberMill,
        Self::Schoolhouse,
        Self::Tavern,
        Self::Tryworks,
        Self::Wharf,
        Self::Bakery,
        Self::Brickyard,
        Self::Chandlery,
        Self::Cooperage,
        Self::Courthouse,
        Self::Inn,
        Self::Market,
        Self::PostOffice,
        Self::CountingHouse,
        Self::Mansion,
        Self::MunicipalOffice,
        Self::SeamensBethel,
    ];

    pub fn spec(self) -> &'static BuildingSpec {
        &BASE_BUILDINGS[self as usize]
    }

    pub fn id(self) -> &'static str {
        self.spec().id
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn has_action(self) -> bool {
        matches!(self.spec().role, Role::Action { .. })
    }

    /// The rule catalogue section for this building's action.
    pub fn rule(self) -> &'static str {
        match self {
            Self::Bank => "building-bank",
            Self::DryDock => "building-dry-dock",
            Self::Lighthouse => "building-lighthouse",
            Self::LumberMill => "building-lumber-mill",
            Self::Schoolhouse => "building-schoolhouse",
            Self::Tavern => "building-tavern",
            Self::Tryworks => "building-tryworks",
            Self::Wharf => "building-wharf",
            Self::Bakery => "building-bakery",
            Self::Brickyard => "building-brickyard",
            Self::Chandlery => "building-chandlery",
            Self::Cooperage => "building-cooperage",
            Self::Courthouse => "building-courthouse",
            Self::Inn => "building-inn",
            Self::Market => "building-market",
            Self::PostOffice => "building-post-office",
            Self::CountingHouse | Self::Mansion | Self::MunicipalOffice | Self::SeamensBethel => {
                "victory-buildings"
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_order_matches_the_component_table() {
        for (building, spec) in Building::ALL.iter().zip(BASE_BUILDINGS.iter()) {
            assert_eq!(building.id(), spec.id);
            let json = serde_json::to_value(building).unwrap();
            assert_eq!(json, spec.id, "serialized id matches the component id");
        }
    }
}

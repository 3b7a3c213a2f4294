//! The building tiles the engine plays, the base game's 20 and the 5th Player Expansion's 5, as
//! a compact enum tied to the component tables that hold their printed values.

use serde::{Deserialize, Serialize};

use super::super::components::base_buildings::BASE_BUILDINGS;
use super::super::components::rising_tide::FIFTH_PLAYER_BUILDINGS;
use super::super::components::{BuildingSpec, Role};

/// A building tile. The order is the component tables' order: the base game's, then the 5th
/// Player Expansion's.
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
    Almshouse,
    College,
    EmptyLot,
    FireHouse,
    Rectory,
}

impl Building {
    /// The base game's tiles.
    pub const BASE: [Self; 20] = [
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

    /// The 5th Player Expansion's tiles.
    pub const FIFTH_PLAYER: [Self; 5] = [
        Self::Almshouse,
        Self::College,
        Self::EmptyLot,
        Self::FireHouse,
        Self::Rectory,
    ];

    pub fn spec(self) -> &'static BuildingSpec {
        let index = self as usize;
        match index.checked_sub(BASE_BUILDINGS.len()) {
            None => &BASE_BUILDINGS[index],
            // The enum lists the 5th Player tiles right after the base ones (a test checks).
            Some(fifth) => &FIFTH_PLAYER_BUILDINGS[fifth % FIFTH_PLAYER_BUILDINGS.len()],
        }
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
            Self::Almshouse => "building-almshouse",
            Self::College => "building-college",
            Self::EmptyLot => "building-empty-lot",
            Self::FireHouse => "building-fire-house",
            Self::Rectory => "building-rectory",
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
        let tables = BASE_BUILDINGS.iter().chain(FIFTH_PLAYER_BUILDINGS.iter());
        let buildings = Building::BASE.iter().chain(Building::FIFTH_PLAYER.iter());
        assert_eq!(buildings.clone().count(), tables.clone().count());
        for (building, spec) in buildings.zip(tables) {
            assert_eq!(building.id(), spec.id);
            let json = serde_json::to_value(building).unwrap();
            assert_eq!(json, spec.id, "serialized id matches the component id");
        }
    }
}

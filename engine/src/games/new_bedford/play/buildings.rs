//! The building tiles the engine plays, the base game's 20, the 5th Player Expansion's 5 and the
//! Town Expansion's 20, as a compact enum tied to the component tables that hold their printed
//! values.

use crate::core::rule_id::RuleId;
use serde::{Deserialize, Serialize};

use super::super::components::base_buildings::BASE_BUILDINGS;
use super::super::components::rising_tide::{
    FIFTH_PLAYER_BUILDINGS, SHIPS_LOG_BUILDINGS, TOWN_BUILDINGS,
};
use super::super::components::{BuildingSpec, Role};
use super::super::rules::rule;

/// A building tile. The order is the component tables' order: the base game's, the 5th Player
/// Expansion's, then the Town Expansion's.
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
    CaptainsHouse,
    Coffeehouse,
    Customhouse,
    HarborOffice,
    LoadingDock,
    MayorsHouse,
    Perfumery,
    Refinery,
    Saltery,
    Brewery,
    ChemistShop,
    Distillery,
    FairhavenBridge,
    Shipwright,
    Storehouse,
    Candleworks,
    Dressmaker,
    PublishingHouse,
    SalvageYard,
    Shanty,
    Library,
    Insurance,
    Newspaper,
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

    /// The Town Expansion's tiles, in the rulebook's order: 9 two-player, 6 three-to-four
    /// player, then 5 victory buildings.
    pub const TOWN: [Self; 20] = [
        Self::CaptainsHouse,
        Self::Coffeehouse,
        Self::Customhouse,
        Self::HarborOffice,
        Self::LoadingDock,
        Self::MayorsHouse,
        Self::Perfumery,
        Self::Refinery,
        Self::Saltery,
        Self::Brewery,
        Self::ChemistShop,
        Self::Distillery,
        Self::FairhavenBridge,
        Self::Shipwright,
        Self::Storehouse,
        Self::Candleworks,
        Self::Dressmaker,
        Self::PublishingHouse,
        Self::SalvageYard,
        Self::Shanty,
    ];

    /// The Ship's Log's tiles, added to any game with that module.
    pub const SHIPS_LOG: [Self; 3] = [Self::Library, Self::Insurance, Self::Newspaper];

    /// Every tile the engine knows, in enum order.
    pub fn all() -> impl Iterator<Item = Self> {
        Self::BASE
            .into_iter()
            .chain(Self::FIFTH_PLAYER)
            .chain(Self::TOWN)
            .chain(Self::SHIPS_LOG)
    }

    pub fn spec(self) -> &'static BuildingSpec {
        // The enum lists the tables one after another (a test checks).
        let index = self as usize;
        let fifth = BASE_BUILDINGS.len();
        let town = fifth + FIFTH_PLAYER_BUILDINGS.len();
        let ships_log = town + TOWN_BUILDINGS.len();
        if index < fifth {
            &BASE_BUILDINGS[index]
        } else if index < town {
            &FIFTH_PLAYER_BUILDINGS[index - fifth]
        } else if index < ships_log {
            &TOWN_BUILDINGS[index - town]
        } else {
            &SHIPS_LOG_BUILDINGS[(index - ships_log) % SHIPS_LOG_BUILDINGS.len()]
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
    pub fn rule(self) -> RuleId {
        match self {
            Self::Bank => rule::BUILDING_BANK,
            Self::DryDock => rule::BUILDING_DRY_DOCK,
            Self::Lighthouse => rule::BUILDING_LIGHTHOUSE,
            Self::LumberMill => rule::BUILDING_LUMBER_MILL,
            Self::Schoolhouse => rule::BUILDING_SCHOOLHOUSE,
            Self::Tavern => rule::BUILDING_TAVERN,
            Self::Tryworks => rule::BUILDING_TRYWORKS,
            Self::Wharf => rule::BUILDING_WHARF,
            Self::Bakery => rule::BUILDING_BAKERY,
            Self::Brickyard => rule::BUILDING_BRICKYARD,
            Self::Chandlery => rule::BUILDING_CHANDLERY,
            Self::Cooperage => rule::BUILDING_COOPERAGE,
            Self::Courthouse => rule::BUILDING_COURTHOUSE,
            Self::Inn => rule::BUILDING_INN,
            Self::Market => rule::BUILDING_MARKET,
            Self::PostOffice => rule::BUILDING_POST_OFFICE,
            Self::Almshouse => rule::BUILDING_ALMSHOUSE,
            Self::College => rule::BUILDING_COLLEGE,
            Self::EmptyLot => rule::BUILDING_EMPTY_LOT,
            Self::FireHouse => rule::BUILDING_FIRE_HOUSE,
            Self::Rectory => rule::BUILDING_RECTORY,
            Self::CaptainsHouse => rule::BUILDING_CAPTAINS_HOUSE,
            Self::Coffeehouse => rule::BUILDING_COFFEEHOUSE,
            Self::Customhouse => rule::BUILDING_CUSTOMHOUSE,
            Self::HarborOffice => rule::BUILDING_HARBOR_OFFICE,
            Self::LoadingDock => rule::BUILDING_LOADING_DOCK,
            Self::MayorsHouse => rule::BUILDING_MAYORS_HOUSE,
            Self::Perfumery => rule::BUILDING_PERFUMERY,
            Self::Refinery => rule::BUILDING_REFINERY,
            Self::Saltery => rule::BUILDING_SALTERY,
            Self::Brewery => rule::BUILDING_BREWERY,
            Self::ChemistShop => rule::BUILDING_CHEMIST_SHOP,
            Self::Distillery => rule::BUILDING_DISTILLERY,
            Self::FairhavenBridge => rule::BUILDING_FAIRHAVEN_BRIDGE,
            Self::Shipwright => rule::BUILDING_SHIPWRIGHT,
            Self::Storehouse => rule::BUILDING_STOREHOUSE,
            Self::Library => rule::BUILDING_LIBRARY,
            Self::Insurance => rule::BUILDING_INSURANCE,
            Self::Newspaper => rule::SHIPS_LOG_VICTORY,
            Self::CountingHouse | Self::Mansion | Self::MunicipalOffice | Self::SeamensBethel => {
                rule::VICTORY_BUILDINGS
            }
            Self::Candleworks
            | Self::Dressmaker
            | Self::PublishingHouse
            | Self::SalvageYard
            | Self::Shanty => rule::TOWN_VICTORY_BUILDINGS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_order_matches_the_component_table() {
        let tables = BASE_BUILDINGS
            .iter()
            .chain(FIFTH_PLAYER_BUILDINGS.iter())
            .chain(TOWN_BUILDINGS.iter())
            .chain(SHIPS_LOG_BUILDINGS.iter());
        assert_eq!(Building::all().count(), tables.clone().count());
        for (index, (building, spec)) in Building::all().zip(tables).enumerate() {
            assert_eq!(building as usize, index, "the lists follow the enum order");
            assert_eq!(building.id(), spec.id);
            let json = serde_json::to_value(building).unwrap();
            assert_eq!(json, spec.id, "serialized id matches the component id");
        }
    }
}

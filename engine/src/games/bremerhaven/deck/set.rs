//! A complete set of Bremerhaven decks and board values: the built-in practice set or a deck
//! pack supplied at setup (validated by [`super::validate_set`]).

use serde::{Deserialize, Serialize};

use super::board::{HarborCosts, ProgressTrack, PROVISIONAL_HARBOR, PROVISIONAL_PROGRESS};
use super::cards::{BuildingCard, ContractCard, NewspaperCard, PriceCard, ShipCard};

/// Every card list and board value a game needs. `harbor` and `progress` may be left out of
/// a pack; they then take the practice values (rulings BH-05, BH-06).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenDeckSet))]
#[serde(deny_unknown_fields)]
pub struct DeckSet {
    /// 48 in the printed game.
    pub ships: Vec<ShipCard>,
    /// 56 in the printed game.
    pub contracts: Vec<ContractCard>,
    /// 20 in the printed game.
    pub buildings: Vec<BuildingCard>,
    /// 24 in the printed game.
    pub prices: Vec<PriceCard>,
    /// 18 in the printed game.
    pub newspapers: Vec<NewspaperCard>,
    #[serde(default = "provisional_harbor")]
    pub harbor: HarborCosts,
    #[serde(default = "provisional_progress")]
    pub progress: ProgressTrack,
}

fn provisional_harbor() -> HarborCosts {
    PROVISIONAL_HARBOR
}

fn provisional_progress() -> ProgressTrack {
    PROVISIONAL_PROGRESS
}

//! Every section id of New Bedford's rule catalogue, one constant each: the catalogue's
//! sections and the refusals that cite them name the same constant. Ids every game shares
//! (`end-of-game`, `round-structure`, `chance-table-mode`) live in `core::rule_id::shared`.

crate::rule_ids! {
    /// New Bedford's rule ids, in catalogue order.
    pub mod rule {
        /// The whale bag.
        SETUP_WHALE_BAG => "setup-whale-bag",
        /// Buildings in play.
        SETUP_BUILDINGS => "setup-buildings",
        /// Starting pieces and resources.
        SETUP_STARTING_RESOURCES => "setup-starting-resources",
        /// First player and round marker.
        SETUP_FIRST_PLAYER => "setup-first-player",
        /// Placing workers.
        ACTION_WORKERS => "action-workers",
        /// Buying goods with a placement.
        ACTION_BUY_GOODS => "action-buy-goods",
        /// First-worker bonus.
        ACTION_FIRST_WORKER_BONUS => "action-first-worker-bonus",
        /// Only actions that can be carried out.
        ACTION_MUST_BE_PERFORMABLE => "action-must-be-performable",
        /// Farm.
        TOWN_FARM => "town-farm",
        /// Forest.
        TOWN_FOREST => "town-forest",
        /// Warehouse.
        TOWN_WAREHOUSE => "town-warehouse",
        /// General Store.
        TOWN_GENERAL_STORE => "town-general-store",
        /// Town Hall.
        TOWN_HALL => "town-hall",
        /// Dockyard.
        WHALING_DOCKYARD => "whaling-dockyard",
        /// City Pier.
        WHALING_CITY_PIER => "whaling-city-pier",
        /// Using a building.
        BUILDING_USE => "building-use",
        /// Building.
        BUILDING_CONSTRUCTION => "building-construction",
        /// Bank.
        BUILDING_BANK => "building-bank",
        /// Dry Dock.
        BUILDING_DRY_DOCK => "building-dry-dock",
        /// Lighthouse.
        BUILDING_LIGHTHOUSE => "building-lighthouse",
        /// Lumber Mill.
        BUILDING_LUMBER_MILL => "building-lumber-mill",
        /// Schoolhouse.
        BUILDING_SCHOOLHOUSE => "building-schoolhouse",
        /// Tavern.
        BUILDING_TAVERN => "building-tavern",
        /// Tryworks.
        BUILDING_TRYWORKS => "building-tryworks",
        /// Wharf.
        BUILDING_WHARF => "building-wharf",
        /// Bakery.
        BUILDING_BAKERY => "building-bakery",
        /// Brickyard.
        BUILDING_BRICKYARD => "building-brickyard",
        /// Chandlery.
        BUILDING_CHANDLERY => "building-chandlery",
        /// Cooperage.
        BUILDING_COOPERAGE => "building-cooperage",
        /// Courthouse.
        BUILDING_COURTHOUSE => "building-courthouse",
        /// Inn.
        BUILDING_INN => "building-inn",
        /// Market.
        BUILDING_MARKET => "building-market",
        /// Post Office.
        BUILDING_POST_OFFICE => "building-post-office",
        /// Victory buildings.
        VICTORY_BUILDINGS => "victory-buildings",
        /// The fifth-player module.
        FIFTH_PLAYER_MODULE => "fifth-player-module",
        /// Wheelhouse.
        TOWN_WHEELHOUSE => "town-wheelhouse",
        /// Almshouse.
        BUILDING_ALMSHOUSE => "building-almshouse",
        /// College.
        BUILDING_COLLEGE => "building-college",
        /// Empty Lot.
        BUILDING_EMPTY_LOT => "building-empty-lot",
        /// Fire House.
        BUILDING_FIRE_HOUSE => "building-fire-house",
        /// Rectory.
        BUILDING_RECTORY => "building-rectory",
        /// The Town Expansion.
        TOWN_EXPANSION_MODULE => "town-expansion-module",
        /// Buildings that act later in the round.
        TOWN_LASTING_ACTIONS => "town-lasting-actions",
        /// Captain's House.
        BUILDING_CAPTAINS_HOUSE => "building-captains-house",
        /// Coffeehouse.
        BUILDING_COFFEEHOUSE => "building-coffeehouse",
        /// Customhouse.
        BUILDING_CUSTOMHOUSE => "building-customhouse",
        /// Harbor Office.
        BUILDING_HARBOR_OFFICE => "building-harbor-office",
        /// Loading Dock.
        BUILDING_LOADING_DOCK => "building-loading-dock",
        /// Mayor's House.
        BUILDING_MAYORS_HOUSE => "building-mayors-house",
        /// Perfumery.
        BUILDING_PERFUMERY => "building-perfumery",
        /// Refinery.
        BUILDING_REFINERY => "building-refinery",
        /// Saltery.
        BUILDING_SALTERY => "building-saltery",
        /// Brewery.
        BUILDING_BREWERY => "building-brewery",
        /// Chemist Shop.
        BUILDING_CHEMIST_SHOP => "building-chemist-shop",
        /// Distillery.
        BUILDING_DISTILLERY => "building-distillery",
        /// Fairhaven Bridge.
        BUILDING_FAIRHAVEN_BRIDGE => "building-fairhaven-bridge",
        /// Shipwright.
        BUILDING_SHIPWRIGHT => "building-shipwright",
        /// Storehouse.
        BUILDING_STOREHOUSE => "building-storehouse",
        /// Town Expansion victory buildings.
        TOWN_VICTORY_BUILDINGS => "town-victory-buildings",
        /// The Ship's Log.
        SHIPS_LOG_MODULE => "ships-log-module",
        /// The Ship's Log decks.
        SHIPS_LOG_DECK => "ships-log-deck",
        /// Taking a Ship's Log card.
        SHIPS_LOG_SELECTION => "ships-log-selection",
        /// What the Ship's Log cards do.
        SHIPS_LOG_CARDS => "ships-log-cards",
        /// Providence cards on taking.
        SHIPS_LOG_PROVIDENCE => "ships-log-providence",
        /// Cards that move ships.
        SHIPS_LOG_CARD_MOVES => "ships-log-card-moves",
        /// Omens cards on taking.
        SHIPS_LOG_OMENS_CARDS => "ships-log-omens-cards",
        /// Once-only cards and their moments.
        SHIPS_LOG_MOMENTS => "ships-log-moments",
        /// Omens of the whaling phase.
        SHIPS_LOG_WHALING_OMENS => "ships-log-whaling-omens",
        /// Answering Omens: Insurance and Calm Seas.
        SHIPS_LOG_OMENS => "ships-log-omens",
        /// Library.
        BUILDING_LIBRARY => "building-library",
        /// Insurance.
        BUILDING_INSURANCE => "building-insurance",
        /// Newspaper and the scoring cards.
        SHIPS_LOG_VICTORY => "ships-log-victory",
        /// The whaling track.
        WHALING_TRACK => "whaling-track",
        /// Movement.
        MOVEMENT_PHASE => "movement-phase",
        /// Returning ships.
        MOVEMENT_RETURN => "movement-return",
        /// Buying sold whales.
        MOVEMENT_WHALE_SALE => "movement-whale-sale",
        /// Drawing whale tokens.
        WHALING_DRAW => "whaling-draw",
        /// Choosing whales.
        WHALING_SELECTION => "whaling-selection",
        /// End of round.
        END_OF_ROUND => "end-of-round",
        /// Scoring.
        SCORING => "scoring",
        /// Retail and print-and-play editions.
        EDITIONS => "editions" (descriptive),
    }
}

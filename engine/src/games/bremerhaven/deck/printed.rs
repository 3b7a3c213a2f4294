//! What each printed field of a card may say: the rulebook's ranges (S0; components §5) and,
//! where it is silent, the bounds of ruling BH-11. One source for the two readers: a deck
//! pack is checked against these ranges (`pack.rs`), and the table's own cards are reported
//! by choosing among them (the engine's `table_deck.rs`).

use std::ops::RangeInclusive;

use super::cards::{Ability, BidSpace, Event, Good};

/// Rounds a Ship stays docked.
pub const LAY_TIME: RangeInclusive<u8> = 1..=5;
/// Goods a Ship carries.
pub const CARGO_COUNT: RangeInclusive<u8> = 1..=5;
/// Bollards a Ship needs on both quay walls of its dock.
pub const BERTH: RangeInclusive<u8> = 0..=3;
/// A Ship's stars.
pub const SHIP_PRESTIGE: RangeInclusive<u8> = 1..=5;
/// Rounds until a Contract is due.
pub const DELIVERY_TIME: RangeInclusive<u8> = 1..=5;
/// Goods symbols on a Contract.
pub const CONTRACT_GOODS: RangeInclusive<usize> = 1..=4;
/// A Contract's money penalty.
pub const PENALTY_MONEY: RangeInclusive<u8> = 1..=5;
/// A Contract's money reward.
pub const REWARD_MONEY: RangeInclusive<u8> = 1..=4;
/// A Building's stars.
pub const BUILDING_PRESTIGE: RangeInclusive<u8> = 0..=3;
/// What one good sells for on a Price card.
pub const PRICE: RangeInclusive<u8> = 1..=9;
/// Spaces a Newspaper card moves the Ship token.
pub const PROGRESS: RangeInclusive<u8> = 1..=2;
/// The numbered spaces of the Sea and Land boards (2.1–2.4, 3.1–3.4).
pub const BOARD_SPACES: RangeInclusive<u8> = 1..=4;

/// The Town board's bidding spaces, 1.0 to 1.5.
pub const TOWN_SPACES: [BidSpace; 6] = [
    BidSpace::ParkingLot,
    BidSpace::Building,
    BidSpace::BuildingPermit,
    BidSpace::GrowInfluence,
    BidSpace::PriceCards,
    BidSpace::CareerLadder,
];

/// Money a Building's ability gives (BH-11).
pub const ABILITY_MONEY: RangeInclusive<u8> = 1..=5;
/// What a train-bid Building adds to a bid (BH-11).
pub const TRAIN_BONUS: RangeInclusive<u8> = 1..=3;
/// Goods a storage Building holds (BH-11).
pub const STORAGE_GOODS: RangeInclusive<u8> = 1..=4;
/// Bollards the Tugboats spare (BH-11).
pub const TUGBOAT_BERTH: RangeInclusive<u8> = 1..=3;
/// An event's money amount (BH-11).
pub const EVENT_MONEY: RangeInclusive<u8> = 1..=5;
/// Buildings a fair asks for: a harbor has 12 spaces (BH-11).
pub const FAIR_BUILDINGS: RangeInclusive<u8> = 1..=12;

/// The amount an ability prints, with its range and the rule in words; `None` for an ability
/// without an amount.
pub fn ability_amount(ability: Ability) -> Option<(u8, RangeInclusive<u8>, &'static str)> {
    match ability {
        Ability::Earns { money }
        | Ability::Bank { money }
        | Ability::ShipBonus { money }
        | Ability::ContractBonus { money }
        | Ability::Income { money } => Some((
            money,
            ABILITY_MONEY,
            "a building's money ability gives 1 to 5",
        )),
        Ability::TrainBids { bonus } => {
            Some((bonus, TRAIN_BONUS, "a building adds 1 to 3 to a bid"))
        }
        Ability::Storage { goods } => {
            Some((goods, STORAGE_GOODS, "a building stores 1 to 4 goods"))
        }
        Ability::Tugboats { berth } => Some((
            berth,
            TUGBOAT_BERTH,
            "a building lowers a ship's berth by 1 to 3",
        )),
        Ability::None
        | Ability::Produces { .. }
        | Ability::FreePacking
        | Ability::CommodityExchange => None,
    }
}

/// The amount an event prints, with its range and the rule in words.
pub fn event_amount(event: Event) -> Option<(u8, RangeInclusive<u8>, &'static str)> {
    match event {
        Event::ContractCharge { money }
        | Event::ContractBonus { money }
        | Event::HarborDues { money }
        | Event::Subsidy { money }
        | Event::Tax { money } => Some((money, EVENT_MONEY, "an event's money amount is 1 to 5")),
        Event::Fair { buildings } => Some((
            buildings,
            FAIR_BUILDINGS,
            "a fair asks for 1 to 12 buildings (a harbor has 12 spaces)",
        )),
        Event::Quiet | Event::Pirates | Event::Scandal => None,
    }
}

/// Every ability a Building card may print, each amount in its range: 42.
pub fn every_ability() -> Vec<Ability> {
    let mut out = vec![Ability::None];
    out.extend(Good::ALL.map(|good| Ability::Produces { good }));
    for money in ABILITY_MONEY {
        out.extend([
            Ability::Earns { money },
            Ability::Bank { money },
            Ability::ShipBonus { money },
            Ability::ContractBonus { money },
            Ability::Income { money },
        ]);
    }
    out.extend(TRAIN_BONUS.map(|bonus| Ability::TrainBids { bonus }));
    out.extend([Ability::FreePacking, Ability::CommodityExchange]);
    out.extend(STORAGE_GOODS.map(|goods| Ability::Storage { goods }));
    out.extend(TUGBOAT_BERTH.map(|berth| Ability::Tugboats { berth }));
    out
}

/// Every event a Newspaper card may print: 40.
pub fn every_event() -> Vec<Event> {
    let mut out = vec![Event::Quiet, Event::Pirates, Event::Scandal];
    for money in EVENT_MONEY {
        out.extend([
            Event::ContractCharge { money },
            Event::ContractBonus { money },
            Event::HarborDues { money },
            Event::Subsidy { money },
            Event::Tax { money },
        ]);
    }
    out.extend(FAIR_BUILDINGS.map(|buildings| Event::Fair { buildings }));
    out
}

/// Every bidding space in board order: the Town's (1.0–1.5), the Ships' (2.1–2.4) and the
/// Contracts' (3.1–3.4). Any of them may be named for the solo dummy by a Newspaper card.
pub const BID_SPACES: [BidSpace; 14] = [
    TOWN_SPACES[0],
    TOWN_SPACES[1],
    TOWN_SPACES[2],
    TOWN_SPACES[3],
    TOWN_SPACES[4],
    TOWN_SPACES[5],
    BidSpace::Ship(1),
    BidSpace::Ship(2),
    BidSpace::Ship(3),
    BidSpace::Ship(4),
    BidSpace::Contract(1),
    BidSpace::Contract(2),
    BidSpace::Contract(3),
    BidSpace::Contract(4),
];

/// [`BID_SPACES`] as a list.
pub fn every_bid_space() -> Vec<BidSpace> {
    BID_SPACES.to_vec()
}

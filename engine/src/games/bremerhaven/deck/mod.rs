//! Bremerhaven's decks and printed board values as data (decks we do not have: see DESIGN.md).

mod cards;

pub use cards::{
    Ability, BidSpace, BuildingCard, CardBack, ContractCard, Event, Good, NewspaperCard, PriceCard,
    ShipCard, Stake, Symbol, Transport, Use,
};

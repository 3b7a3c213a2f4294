//! Bremerhaven's decks and printed board values as data (decks we do not have: see DESIGN.md).
//! The built-in practice set is [`provisional()`]; a deck pack is checked by [`validate_set`],
//! one reported card by `validate_ship` and its siblings.

mod board;
mod cards;
mod pack;
pub mod printed;
mod provisional;
mod set;

pub use board::{HarborCosts, ProgressTrack, PROVISIONAL_HARBOR, PROVISIONAL_PROGRESS};
pub use cards::{
    Ability, BidSpace, BuildingCard, CardBack, ContractCard, Event, Good, NewspaperCard, PriceCard,
    ShipCard, Stake, Symbol, Transport, Use,
};
pub use pack::{
    minimum_cards, validate_board, validate_building, validate_contract, validate_newspaper,
    validate_price, validate_set, validate_ship, PRINTED_BUILDINGS, PRINTED_CONTRACTS,
    PRINTED_NEWSPAPERS, PRINTED_PRICES, PRINTED_SHIPS,
};
pub use provisional::{kebab_id, provisional, SOURCED_BUILDINGS};
pub use set::DeckSet;

#[cfg(test)]
mod tests;

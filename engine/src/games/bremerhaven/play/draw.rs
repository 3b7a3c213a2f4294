//! Drawing unseen cards in seeded play: a deck keeps no hidden order, so a card is picked at
//! random when it is revealed — from the lowest phase left, for Ships and Contracts, whose
//! piles are stacked phase 1 on top.

use crate::core::rng::RngState;

use super::super::deck::{CardBack, NewspaperCard};
use super::cards::{BuildingId, Cards, ContractId, ShipId};
use super::state::{BremerhavenState, DeckSizes, DeckSource, Decks};

fn count(cards: usize) -> u8 {
    u8::try_from(cards).unwrap_or(u8::MAX)
}

/// One draw below `bound` (≥ 1) from the decks' RNG; 0 without one.
fn roll(rng: &mut Option<RngState>, bound: usize) -> usize {
    let bound = u32::try_from(bound).unwrap_or(u32::MAX);
    rng.as_mut()
        .and_then(|rng| usize::try_from(rng.draw_one_below(bound)).ok())
        .unwrap_or(0)
}

/// Shuffles `items` with the decks' RNG; without one (table chance) they stay as they are.
pub fn shuffle<T>(decks: &mut Decks, items: &mut [T]) {
    if let Some(rng) = decks.rng.as_mut() {
        shuffle_with(rng, items);
    }
}

/// Shuffles `items` with `rng` (Fisher–Yates, one stream opening).
pub fn shuffle_with<T>(rng: &mut RngState, items: &mut [T]) {
    let bounds: Vec<u32> = (1..items.len())
        .rev()
        .map(|last| u32::try_from(last.saturating_add(1)).unwrap_or(u32::MAX))
        .collect();
    let draws = rng.draw_below(&bounds);
    for (last, drawn) in (1..items.len()).rev().zip(draws) {
        let pick = usize::try_from(drawn).unwrap_or(0).min(last);
        items.swap(last, pick);
    }
}

/// How many unseen cards share the lowest phase left (the deck is kept sorted by phase).
pub fn lowest_phase<T>(cards: &[T], back: impl Fn(&T) -> CardBack) -> usize {
    let Some(first) = cards.first() else {
        return 0;
    };
    let phase = back(first).phase;
    cards
        .iter()
        .take_while(|card| back(card).phase == phase)
        .count()
}

/// Picks an unseen card of the lowest phase left.
fn draw_phased<T>(
    cards: &mut Vec<T>,
    rng: &mut Option<RngState>,
    back: impl Fn(&T) -> CardBack,
) -> Option<T> {
    let in_phase = lowest_phase(cards, back);
    if in_phase == 0 {
        return None;
    }
    let pick = roll(rng, in_phase);
    (pick < cards.len()).then(|| cards.remove(pick))
}

pub fn draw_ship(decks: &mut Decks, cards: &Cards) -> Option<ShipId> {
    draw_phased(&mut decks.ships, &mut decks.rng, |&ship| cards.ship(ship).back)
}

pub fn draw_contract(decks: &mut Decks, cards: &Cards) -> Option<ContractId> {
    draw_phased(&mut decks.contracts, &mut decks.rng, |&contract| {
        cards.contract(contract).back
    })
}

pub fn draw_building(decks: &mut Decks) -> Option<BuildingId> {
    if decks.buildings.is_empty() {
        return None;
    }
    let pick = roll(&mut decks.rng, decks.buildings.len());
    (pick < decks.buildings.len()).then(|| decks.buildings.remove(pick))
}

pub fn draw_newspaper(decks: &mut Decks) -> Option<NewspaperCard> {
    if decks.newspapers.is_empty() {
        return None;
    }
    let pick = roll(&mut decks.rng, decks.newspapers.len());
    (pick < decks.newspapers.len()).then(|| decks.newspapers.remove(pick))
}

impl BremerhavenState {
    /// Brings the public deck counts up to date after a draw.
    pub fn count_decks(&mut self) {
        if self.deck_source == DeckSource::Table {
            return;
        }
        if let Some(decks) = &self.decks {
            self.deck_sizes = Some(DeckSizes {
                ships: count(decks.ships.len()),
                contracts: count(decks.contracts.len()),
                buildings: count(decks.buildings.len()),
                newspapers: count(decks.newspapers.len()),
            });
        }
    }
}

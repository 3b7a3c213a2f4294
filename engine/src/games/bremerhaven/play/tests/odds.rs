//! The exact odds of each table report, counted from the unseen cards, that the random-play
//! harness checks every listed probability against.

use super::super::{BremerhavenAction as A, BremerhavenState, Reveal};

/// The odds of a table report, counted from the unseen cards: each card of the pile alike, a
/// dummy's card by how many of its face-down cards show that value.
pub(super) fn exact_odds(state: &BremerhavenState, action: &A) -> Option<f64> {
    let reveal = *state.reveals.first()?;
    let decks = state.decks.as_ref()?;
    let lowest = |phases: Vec<u8>| {
        let first = phases.first().copied();
        phases.iter().filter(|&&phase| Some(phase) == first).count()
    };
    let cards = match (reveal, action) {
        (Reveal::Rank, A::RankReported { .. }) => usize::from(state.seats()) - state.ranks.len(),
        (Reveal::TopPrice, A::RevealPrice { .. }) => state.prices.len(),
        (Reveal::Ship { .. }, A::RevealShip { .. }) => {
            lowest(decks.ships.iter().map(|&s| state.cards.ship(s).back.phase).collect())
        }
        (Reveal::Contract { .. } | Reveal::StartingContract { .. }, A::RevealContract { .. }) => {
            lowest(decks.contracts.iter().map(|&c| state.cards.contract(c).back.phase).collect())
        }
        (Reveal::Building | Reveal::StartingBuilding { .. }, A::RevealBuilding { .. }) => {
            decks.buildings.len()
        }
        (Reveal::Progress | Reveal::DummyNewspaper, A::RevealNewspaper { .. }) => {
            if decks.newspapers.is_empty() {
                decks.newspaper_discards.len()
            } else {
                decks.newspapers.len()
            }
        }
        (Reveal::DummyCard { .. }, &A::RevealDummyCard { value }) => {
            let copies = decks
                .dummy_hand
                .iter()
                .filter(|&&held| held == value)
                .count();
            return Some(copies as f64 / decks.dummy_hand.len() as f64);
        }
        _ => return None,
    };
    Some(1.0 / cards as f64)
}

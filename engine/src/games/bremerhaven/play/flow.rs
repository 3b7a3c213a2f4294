//! What follows without a decision: from one phase to the next, and where play goes on once
//! the table has reported what it owed.

use crate::core::play::ChanceMode;

use super::actions::BremerhavenEvent;
use super::bidding::{dummy_bids, place_dummy_bid, shuffle_dummy_hand};
use super::state::{BremerhavenState, Phase, Resume, Variant};

/// Opens a Bidding phase: the solo dummy's five cards are shuffled face down, and it bids
/// first while it is Captain.
pub fn start_bidding(state: &mut BremerhavenState, events: &mut Vec<BremerhavenEvent>) {
    state.phase = Phase::Bidding { placed: 0 };
    if state.variant == Variant::Solo {
        let cards = state
            .decks
            .as_ref()
            .map(|decks| decks.dummy_cards.clone())
            .unwrap_or_default();
        if state.chance == ChanceMode::Seeded {
            shuffle_dummy_hand(state, &cards);
        } else if let Some(decks) = state.decks.as_mut() {
            // At the table the cards lie face down; their values are reported when turned.
            decks.dummy_hand = cards;
        }
    }
    events.push(BremerhavenEvent::BiddingStarted { round: state.round });
    dummy_bids(state, events);
}

/// Goes on where play stopped for the table's reports.
pub fn resume(state: &mut BremerhavenState, resume: Resume, events: &mut Vec<BremerhavenEvent>) {
    match resume {
        Resume::SetupDone => super::setup::setup_done(state, events),
        Resume::DummyBid => {
            place_dummy_bid(state, events);
            dummy_bids(state, events);
            super::bidding::resolve_when_all_placed(state, events);
        }
        Resume::Bidding => {
            dummy_bids(state, events);
            super::bidding::resolve_when_all_placed(state, events);
        }
        Resume::Resolve => super::general::resolve(state, events),
        Resume::Progress => super::cleanup::progress(state, events),
    }
}

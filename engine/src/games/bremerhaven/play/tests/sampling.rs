//! Whether Bremerhaven's determinization deals the Influence cards a seat cannot see evenly:
//! the shared chi-square check (`core::harness::sampling`) over the random-play plans.

use crate::core::harness::{self, HiddenCard};

use super::super::{Bidder, BremerhavenState};
use super::random_play::{plans, Bremerhaven};

/// The Influence cards `seat` cannot see, a pool per owner: each other seat's hand and its
/// face-down bids, and the solo dummy's hand and face-down bids. Deck cards are left out: a
/// sample keeps only its deck's public count of them, so they have a single place.
pub(super) fn hidden_cards(state: &BremerhavenState, seat: u8) -> Vec<HiddenCard> {
    let face_down = super::super::secrecy::bids_face_down(state);
    let card = |pool: &str, place: &str, value: u8| HiddenCard {
        pool: pool.to_owned(),
        place: place.to_owned(),
        card: value.to_string(),
    };
    let bids_of = |bidder: Bidder| {
        state
            .bids
            .iter()
            .filter(move |bid| face_down && bid.bidder == bidder)
            .filter_map(|bid| bid.value)
    };
    let mut hidden = Vec::new();
    for (index, player) in (0_u8..).zip(&state.players) {
        if index == seat {
            continue;
        }
        let pool = format!("seat {index}'s Influence cards");
        for &value in player.hand.iter().flatten() {
            hidden.push(card(&pool, "hand", value));
        }
        hidden.extend(bids_of(Bidder::Seat(index)).map(|value| card(&pool, "bids", value)));
    }
    if let Some(decks) = &state.decks {
        let pool = "the dummy's Influence cards";
        for &value in &decks.dummy_hand {
            hidden.push(card(pool, "hand", value));
        }
        hidden.extend(bids_of(Bidder::Dummy).map(|value| card(pool, "bids", value)));
    }
    hidden
}

#[test]
fn determinization_deals_hidden_influence_cards_uniformly() {
    // One plan a variant, seeded and at the table.
    let plans: Vec<_> = plans()
        .into_iter()
        .filter(|plan| {
            ["3p long", "4p short", "1p solo"]
                .iter()
                .any(|picked| plan.label.contains(picked))
                && !plan.label.contains("deck")
        })
        .collect();
    harness::check_every_plan(&Bremerhaven, &plans);
}


//! Bidding, the reveal and ties (rules round-structure, bidding, bid-reveal, bid-ties).

use super::*;

/// Rules `bidding` and `round-structure`: bids go Captain first, one card of one's own hand
/// per turn, onto a space that shows something; after the last card the cards are turned.
#[test]
fn rule_bidding_goes_in_rank_order_with_own_cards_on_open_spaces() {
    let mut state = game(2, Variant::Long);
    state.building = None;
    assert_eq!(to_act(&state), [Actor::Seat(0)]);
    let lot = |card| A::Bid {
        space: BidSpace::ParkingLot,
        card,
    };
    assert_eq!(
        refused(&state, 1, lot(1)),
        ("not-your-turn", "round-structure")
    );
    assert_eq!(refused(&state, 0, lot(9)), ("not-in-hand", "bidding"));
    for space in [BidSpace::Ship(3), BidSpace::Contract(3), BidSpace::Building] {
        assert_eq!(
            refused(&state, 0, A::Bid { space, card: 1 }),
            ("no-such-space", "bidding"),
            "{space:?}"
        );
    }
    let (next, _) = act(&state, 0, lot(3));
    assert_eq!(next.players[0].hand.as_deref(), Some(&[1, 2, 4, 5][..]));
    assert_eq!(next.players[0].hand_size, 4);
    assert_eq!(next.bids, [bid(seat(0), BidSpace::ParkingLot, 3)]);
    assert_eq!(next.phase, Phase::Bidding { placed: 1 });
    assert_eq!(to_act(&next), [Actor::Seat(1)]);
    // A card once laid is gone from the hand: seat 0 cannot lay its 3 again.
    let (next, _) = act(&next, 1, lot(1));
    assert_eq!(refused(&next, 0, lot(3)), ("not-in-hand", "bidding"));
    // Ten cards in all; the tenth turns them and the general phase begins.
    let mut state = next;
    for _ in 2..10 {
        let Some(Actor::Seat(bidder)) = to_act(&state).first().copied() else {
            panic!("no bidder in {:?}", state.phase);
        };
        let card = state.players[usize::from(bidder)].hand.as_ref().unwrap()[0];
        state = act(&state, bidder, lot(card)).0;
    }
    assert!(state.players.iter().all(|p| p.hand_size == 0));
    assert!(
        !matches!(state.phase, Phase::Bidding { .. }),
        "{:?}",
        state.phase
    );
}

/// Rule `bid-reveal`: a bidder's bid on a space is the total of all their cards there.
#[test]
fn rule_bid_reveal_adds_up_each_bidders_cards_on_a_space() {
    let mut state = game(3, Variant::Long);
    state.sea[0] = Some(put_ship(&mut state, ship("wanted", 2, Symbol::Barrel, 2, 0, 1)));
    state.bids = vec![
        bid(seat(2), BidSpace::Ship(1), 4),
        bid(seat(0), BidSpace::Ship(1), 5),
        bid(seat(2), BidSpace::Ship(1), 3),
        bid(seat(1), BidSpace::Ship(2), 9),
    ];
    assert_eq!(
        standings(&state, BidSpace::Ship(1)),
        [(seat(2), 7), (seat(0), 5)]
    );
    let (state, events) = reveal(&state, &state.bids.clone());
    assert!(matches!(events[0], E::BidsRevealed { ref bids } if bids.len() == 4));
    assert_eq!(state.phase, Phase::Dock { space: 1, seat: 2 });
}

/// Rule `bid-ties`: equal bids go to the better rank as it stands when the space is resolved:
/// the Price cards by the round's starting ranks, the Ships after the Career ladder's swap.
#[test]
fn rule_bid_ties_go_to_the_better_rank_when_the_space_is_resolved() {
    let mut state = game(2, Variant::Long);
    state.sea[0] = Some(put_ship(&mut state, ship("tied-ship", 2, Symbol::Barrel, 2, 0, 1)));
    let bids = [
        bid(seat(0), BidSpace::PriceCards, 2),
        bid(seat(1), BidSpace::PriceCards, 2),
        bid(seat(0), BidSpace::Ship(1), 3),
        bid(seat(1), BidSpace::Ship(1), 3),
        bid(seat(1), BidSpace::CareerLadder, 1),
    ];
    let (state, _) = reveal(&state, &bids);
    // Seat 0 is Captain at the start of the round and wins the tie on 1.4.
    assert_eq!(state.phase, Phase::Prices { seat: 0 });
    let (state, _) = act(&state, 0, A::PutPriceOnTop { price: 0 });
    assert_eq!(state.phase, Phase::Career { seat: 1 });
    let (state, _) = act(&state, 1, A::SwapRanks { upper: 0 });
    assert_eq!(state.ranks, [seat(1), seat(0)]);
    // After the swap seat 1 is Captain and wins the tied Ship.
    assert_eq!(state.phase, Phase::Dock { space: 1, seat: 1 });
}

/// Rules `bidding` and `bid-reveal` (ruling BH-48): a card bid face down is its bidder's own
/// and may be taken back; the bids turned up, and the boards refilled (a seeded move draws
/// the new cards), may not.
#[test]
fn rule_bid_reveal_turned_bids_and_a_refill_reveal_and_a_bid_placed_does_not() {
    use crate::core::play::{JsonRules, Playable};
    let engine = JsonRules(RULES);
    let seat = Actor::Seat(0);
    let placed = serde_json::json!([{"type": "bid-placed", "space": "parking-lot", "seat": 0, "card": 3}]);
    assert!(!engine.reveals(seat, &placed));
    let turned = serde_json::to_value([E::BidsRevealed { bids: Vec::new() }]).unwrap();
    assert!(engine.reveals(seat, &turned));
    let refilled = serde_json::json!([{"type": "harbor-done", "seat": 0}, {"type": "boards-refilled"}]);
    assert!(engine.reveals(seat, &refilled));
    assert!(!engine.reveals(seat, &serde_json::json!([{"type": "harbor-done", "seat": 0}])));
}

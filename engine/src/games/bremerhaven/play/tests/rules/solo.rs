//! Short and solo games (rules setup-short, solo-dummy, solo-dummy-actions).

use crate::core::play::ChanceMode;

use super::super::super::{bidding, setup, BremerhavenGameOptions};
use super::*;

/// Rule `setup-short`: each player takes 3 starting goods, none of a good printed on the
/// starting contract (wild symbols do not count), the same good allowed more than once.
#[test]
fn rule_setup_short_starting_goods_avoid_the_contracts_goods() {
    let options = BremerhavenGameOptions {
        variant: Some(Variant::Short),
        ..BremerhavenGameOptions::default()
    };
    let mut state = setup(2, &options, 7, ChanceMode::Seeded).unwrap();
    let Phase::StartingGoods {
        seat: first,
        chosen: 0,
    } = state.phase
    else {
        panic!("{:?}", state.phase);
    };
    let other = 1 - first;
    loaded(
        &mut state,
        first,
        0,
        contract("start", 3, &[Symbol::Barrel, Symbol::Wild], None, None),
        3,
        &[],
    );
    state.players[usize::from(first)].stored = Goods::default();
    assert_eq!(
        refused(&state, first, A::TakeStartingGood { good: Good::Barrel }),
        ("good-on-contract", "setup-short")
    );
    assert_eq!(
        refused(&state, other, A::TakeStartingGood { good: Good::Crate }),
        ("not-your-turn", "round-structure")
    );
    for _ in 0..3 {
        state = act(&state, first, A::TakeStartingGood { good: Good::Crate }).0;
    }
    assert_eq!(
        state.players[usize::from(first)].stored,
        Goods {
            crate_: 3,
            ..Goods::default()
        }
    );
    assert_eq!(
        state.phase,
        Phase::StartingGoods {
            seat: other,
            chosen: 0
        }
    );
}

/// A solo game in its bidding with this Newspaper stack and the dummy's hidden cards.
fn solo(
    newspapers: Vec<super::super::super::super::deck::NewspaperCard>,
    hand: &[u8],
) -> BremerhavenState {
    let mut state = game(1, Variant::Solo);
    let decks = state.decks.as_mut().unwrap();
    decks.newspapers = newspapers;
    decks.newspaper_discards.clear();
    decks.dummy_hand = hand.to_vec();
    state
}

/// Rule `solo-dummy`: on its turn the top Newspaper card names the space for the dummy's next
/// hidden card, and is discarded; an empty stack is made anew from the discards.
#[test]
fn rule_solo_dummy_bids_its_next_card_where_the_newspaper_says() {
    let card = newspaper(1, Event::Quiet, BidSpace::GrowInfluence);
    let mut state = solo(vec![card], &[4, 1, 5, 2, 3]);
    assert_eq!(state.ranks, [Bidder::Dummy, seat(0)]);
    let mut events = Vec::new();
    bidding::dummy_bids(&mut state, &mut events);
    assert_eq!(state.bids, [bid(Bidder::Dummy, BidSpace::GrowInfluence, 4)]);
    assert_eq!(
        events,
        [E::DummyBid {
            space: BidSpace::GrowInfluence
        }]
    );
    assert_eq!(state.phase, Phase::Bidding { placed: 1 });
    let decks = state.decks.as_ref().unwrap();
    assert_eq!(decks.dummy_hand, [1, 5, 2, 3]);
    assert!(decks.newspapers.is_empty());
    assert_eq!(decks.newspaper_discards, [card]);
    // The player's bid brings the dummy's next turn: the stack is rebuilt from the discards.
    let (state, _) = act(
        &state,
        0,
        A::Bid {
            space: BidSpace::ParkingLot,
            card: 1,
        },
    );
    assert_eq!(
        state.bids[2],
        bid(Bidder::Dummy, BidSpace::GrowInfluence, 1)
    );
    assert_eq!(state.phase, Phase::Bidding { placed: 3 });
}

/// Rule `solo-dummy-actions`: what the dummy wins is discarded, it never pays or earns, and a
/// Price card win rotates the stack as if nobody had bid.
#[test]
fn rule_solo_dummy_actions_discard_its_wins() {
    let mut state = solo(Vec::new(), &[]);
    let offered = building("dummy-building", 1, Ability::None);
    state.building = Some(put_building(&mut state, offered.clone()));
    state.sea[0] = Some(put_ship(&mut state, ship("dummy-ship", 2, Symbol::Barrel, 1, 0, 1)));
    state.land[0] = Some(put_contract(&mut state, contract("dummy-contract", 2, &[Symbol::Barrel], None, None)));
    state.players[0].money = 0;
    let stack = state.prices.clone();
    let (state, events) = reveal(
        &state,
        &[
            bid(Bidder::Dummy, BidSpace::Building, 1),
            bid(Bidder::Dummy, BidSpace::PriceCards, 1),
            bid(Bidder::Dummy, BidSpace::Ship(1), 1),
            bid(Bidder::Dummy, BidSpace::Contract(1), 1),
            bid(Bidder::Dummy, BidSpace::BuildingPermit, 2),
        ],
    );
    assert!(events.contains(&E::BuildingRemoved {
        building: offered.id.clone()
    }));
    assert!(events.contains(&E::ShipDiscarded {
        ship: "dummy-ship".to_owned()
    }));
    assert!(events.contains(&E::ContractDiscarded {
        contract: "dummy-contract".to_owned()
    }));
    assert_eq!(state.sea[0], None);
    assert_eq!(state.land[0], None);
    assert_eq!(state.prices[0], stack[1]);
    // The player, First Mate, earns 3; the dummy's permit bid gives nobody a permit.
    assert_eq!(state.players[0].money, 3);
    assert!(matches!(state.phase, Phase::Harbor { .. }));
}

/// Rule `solo-dummy-actions`: a dummy win on the Career ladder makes it Captain.
#[test]
fn rule_solo_dummy_actions_career_win_makes_it_captain() {
    let mut state = solo(Vec::new(), &[]);
    state.ranks = vec![seat(0), Bidder::Dummy];
    state.players[0].money = 0;
    let (state, _) = reveal(
        &state,
        &[
            bid(Bidder::Dummy, BidSpace::CareerLadder, 3),
            bid(seat(0), BidSpace::CareerLadder, 2),
        ],
    );
    assert_eq!(state.ranks, [Bidder::Dummy, seat(0)]);
    assert_eq!(state.players[0].money, 3);
}

/// Rule `solo-dummy-actions`: a dummy bid on Grow influence upgrades it at the round's end,
/// highest or not, without paying: its lowest supply card in, its lowest card out.
#[test]
fn rule_solo_dummy_actions_grow_bid_upgrades_it_at_round_end() {
    let mut state = solo(Vec::new(), &[]);
    {
        let decks = state.decks.as_mut().unwrap();
        decks.dummy_cards = vec![1, 2, 3, 4, 5];
        decks.dummy_supply = vec![6, 7, 9];
    }
    state.players[0].money = 10;
    let (state, _) = reveal(
        &state,
        &[
            bid(Bidder::Dummy, BidSpace::GrowInfluence, 1),
            bid(seat(0), BidSpace::GrowInfluence, 4),
        ],
    );
    // The player's 4 is highest and grows for free; the dummy did not win.
    assert!(state.players[0].grew);
    let (after, _) = clean_up(&state);
    let decks = after.decks.as_ref().unwrap();
    assert_eq!(decks.dummy_cards, [2, 3, 4, 5, 6]);
    assert_eq!(decks.dummy_supply, [7, 9]);
    // A new round: the dummy's five cards are dealt again, face down.
    assert_eq!(after.phase, Phase::Bidding { placed: 1 });
}

/// Rule `solo-dummy-actions`: each upgrade is counted where every seat sees it (ruling BH-45),
/// left out of the state while there is none; a count is checked against the dummy's supply,
/// except a 0, which is what a state written before the count was kept reads.
#[test]
fn rule_solo_dummy_actions_upgrades_are_counted_in_public() {
    let state = game(1, Variant::Solo);
    assert!(!serde_json::to_string(&state)
        .unwrap()
        .contains("dummy_upgrades"));
    let (state, _) = reveal(&state, &[bid(Bidder::Dummy, BidSpace::GrowInfluence, 1)]);
    let (after, _) = clean_up(&state);
    assert_eq!(after.dummy_upgrades, 1);
    assert_eq!(after.decks.as_ref().unwrap().dummy_supply, [6, 6, 7, 7, 8, 9]);
    assert_eq!(super::super::super::view(&after, Some(0)).dummy_upgrades, 1);
    RULES.validate(&after).unwrap();

    let mut miscounted = after.clone();
    miscounted.dummy_upgrades = 2;
    assert_eq!(
        RULES.validate(&miscounted).unwrap_err()[0].field,
        "dummy_upgrades"
    );
    let mut older = after.clone();
    older.dummy_upgrades = 0;
    RULES.validate(&older).unwrap();
    let mut two_players = game(2, Variant::Short);
    two_players.dummy_upgrades = 1;
    assert_eq!(
        RULES.validate(&two_players).unwrap_err()[0].field,
        "dummy_upgrades"
    );
}

/// Rule `solo-rating`: a solo score is money times prestige, rated in bands.
#[test]
fn rule_solo_rating_names_the_band_of_the_score() {
    let mut state = game(1, Variant::Solo);
    state.phase = Phase::Over;
    for (money, prestige, band) in [
        (50, 15, "Officer (750 points)"),
        (49, 15, "Cabin Boy (735 points)"),
        (65, 20, "Captain (1300 points)"),
    ] {
        state.players[0].money = money;
        state.players[0].prestige = prestige;
        let sheet = RULES.score(&state);
        assert_eq!(sheet.players[0].total, i64::from(money * prestige));
        let note = format!("Solo rating: {band}.");
        assert!(sheet.notes.contains(&note), "{:?}", sheet.notes);
    }
}

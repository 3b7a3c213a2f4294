//! The bidding phase: in career order each bidder places one Influence card face down on a
//! bidding space until all are out; then the cards are turned and each space goes to the
//! highest total, ties to the better rank. In the solo game the dummy bids on the space its
//! Newspaper card names.

use std::cmp::Ordering;

use super::super::deck::printed::BID_SPACES;
use super::super::deck::{Ability, BidSpace, Transport};
use super::super::rules::rule;
use super::actions::{BremerhavenAction as A, BremerhavenEvent};
use super::chance::{deal, wait_for_table};
use super::draw::shuffle;
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::state::{Bid, Bidder, BremerhavenState, Phase, Resume, Reveal};
use crate::core::play::ChanceMode;
use crate::core::rule_id::RuleId;

/// Influence cards each bidder places a round.
pub const CARDS_A_ROUND: u8 = 5;

/// The spaces open for bids this round, in board order.
pub fn open_spaces(state: &BremerhavenState) -> impl Iterator<Item = BidSpace> + '_ {
    BID_SPACES
        .into_iter()
        .filter(|&space| is_open(state, space))
}

pub fn is_open(state: &BremerhavenState, space: BidSpace) -> bool {
    let shown = |n: u8| usize::from(n).checked_sub(1);
    match space {
        BidSpace::Building => state.building.is_some(),
        BidSpace::Ship(n) => shown(n)
            .and_then(|index| state.sea.get(index))
            .is_some_and(Option::is_some),
        BidSpace::Contract(n) => shown(n)
            .and_then(|index| state.land.get(index))
            .is_some_and(Option::is_some),
        BidSpace::ParkingLot
        | BidSpace::BuildingPermit
        | BidSpace::GrowInfluence
        | BidSpace::PriceCards
        | BidSpace::CareerLadder => true,
    }
}

/// Whose turn it is to bid, once `placed` cards are out.
pub fn bidder(state: &BremerhavenState, placed: u8) -> Option<Bidder> {
    let rungs = state.ranks.len();
    (rungs > 0).then(|| state.ranks.get(usize::from(placed) % rungs).copied())?
}

fn all_placed(state: &BremerhavenState, placed: u8) -> bool {
    usize::from(placed) >= usize::from(CARDS_A_ROUND) * state.ranks.len()
}

/// The most Influence cards a hand holds.
pub const HAND_LIMIT: usize = 6;

/// Every open space with each distinct card in hand: exactly what [`check`] accepts, so
/// listing judges none of them (`candidates_are_legal`).
pub fn candidates(state: &BremerhavenState, seat: u8, out: &mut Vec<A>) {
    let Some(hand) = state
        .players
        .get(usize::from(seat))
        .and_then(|player| player.hand.as_ref())
    else {
        return;
    };
    // Each run of equal cards in the sorted hand is one choice. Bids are most of a random
    // game's listing, so the choices are read once into a few bytes, and every open space
    // repeats them.
    let mut choices = [0; HAND_LIMIT];
    let mut count = 0;
    let mut previous = None;
    for &card in hand {
        if previous != Some(card) {
            let Some(choice) = choices.get_mut(count) else {
                // A hand over the limit, which `validate` refuses: listed the long way.
                return list_each_space(state, hand, out);
            };
            *choice = card;
            count += 1;
        }
        previous = Some(card);
    }
    let choices = choices.get(..count).unwrap_or_default();
    for space in open_spaces(state) {
        out.extend(choices.iter().map(|&card| A::Bid { space, card }));
    }
}

fn list_each_space(state: &BremerhavenState, hand: &[u8], out: &mut Vec<A>) {
    for space in open_spaces(state) {
        let mut previous = None;
        for &card in hand {
            if previous != Some(card) {
                out.push(A::Bid { space, card });
            }
            previous = Some(card);
        }
    }
}

pub fn check(state: &BremerhavenState, seat: u8, action: &A) -> Result<(), BremerhavenRefusal> {
    let A::Bid { space, card } = *action else {
        return Err(wrong(rule::BIDDING, Why::BidNow));
    };
    let holds = state
        .players
        .get(usize::from(seat))
        .and_then(|player| player.hand.as_ref())
        .is_some_and(|hand| hand.contains(&card));
    if !holds {
        return Err(refuse(
            Code::NotInHand,
            rule::BIDDING,
            Why::NotInHand { card },
        ));
    }
    if !is_open(state, space) {
        return Err(refuse(
            Code::NoSuchSpace,
            rule::BIDDING,
            Why::EmptySpace(space),
        ));
    }
    Ok(())
}

pub fn execute(
    state: &mut BremerhavenState,
    seat: u8,
    action: &A,
    events: &mut Vec<BremerhavenEvent>,
) {
    let A::Bid { space, card } = *action else {
        return;
    };
    let Some(player) = state.players.get_mut(usize::from(seat)) else {
        return;
    };
    if let Some(hand) = player.hand.as_mut() {
        if let Some(at) = hand.iter().position(|&held| held == card) {
            hand.remove(at);
        }
    }
    player.hand_size = player.hand_size.saturating_sub(1);
    state.bids.push(Bid {
        space,
        bidder: Bidder::Seat(seat),
        value: Some(card),
    });
    events.push(BremerhavenEvent::BidPlaced {
        space,
        seat,
        card: Some(card),
    });
    if let Phase::Bidding { placed } = &mut state.phase {
        *placed = placed.saturating_add(1);
    }
    dummy_bids(state, events);
    resolve_when_all_placed(state, events);
}

/// The dummy's turns, played at once: a Newspaper card names the space and its next hidden
/// Influence card goes there (S0 solo rules). At the table, the dummy waits for cards still to
/// be turned up and for its Newspaper card.
pub fn dummy_bids(state: &mut BremerhavenState, events: &mut Vec<BremerhavenEvent>) {
    const _: RuleId = rule::SOLO_DUMMY;
    while let Phase::Bidding { placed } = state.phase {
        if all_placed(state, placed) || bidder(state, placed) != Some(Bidder::Dummy) {
            return;
        }
        if wait_for_table(state, Resume::Bidding) {
            return;
        }
        deal(state, Reveal::DummyNewspaper);
        if wait_for_table(state, Resume::DummyBid) {
            return;
        }
        place_dummy_bid(state, events);
    }
}

/// The dummy's card goes on the space its last Newspaper card names; a space with no card
/// takes the bid on the Parking lot (ruling BH-30). At the table its value is turned later.
pub fn place_dummy_bid(state: &mut BremerhavenState, events: &mut Vec<BremerhavenEvent>) {
    let Phase::Bidding { placed } = state.phase else {
        return;
    };
    let seeded = state.chance == ChanceMode::Seeded;
    let Some(decks) = state.decks.as_mut() else {
        return;
    };
    let named = decks.newspaper_discards.last().map(|card| card.solo_space);
    let value = if seeded && !decks.dummy_hand.is_empty() {
        Some(decks.dummy_hand.remove(0))
    } else {
        None
    };
    let space = named
        .filter(|&space| is_open(state, space))
        .unwrap_or(BidSpace::ParkingLot);
    state.bids.push(Bid {
        space,
        bidder: Bidder::Dummy,
        value,
    });
    events.push(BremerhavenEvent::DummyBid { space });
    state.phase = Phase::Bidding {
        placed: placed.saturating_add(1),
    };
}

/// Once every card is out, the general action phase begins.
pub fn resolve_when_all_placed(state: &mut BremerhavenState, events: &mut Vec<BremerhavenEvent>) {
    if let Phase::Bidding { placed } = state.phase {
        if all_placed(state, placed) {
            super::general::start(state, events);
        }
    }
}

/// Deals the dummy its five Influence cards, shuffled, at the start of a solo Bidding phase.
pub fn shuffle_dummy_hand(state: &mut BremerhavenState, cards: &[u8]) {
    if let Some(decks) = state.decks.as_mut() {
        let mut hand = cards.to_vec();
        shuffle(decks, &mut hand);
        decks.dummy_hand = hand;
    }
}

/// The total a bidder's cards make on a space once turned: each card's value, plus the Train
/// Station's bonus on a train Contract.
pub fn total(state: &BremerhavenState, space: BidSpace, bidder: Bidder) -> u32 {
    let bonus = train_bonus(state, space, bidder);
    state
        .bids
        .iter()
        .filter(|bid| bid.space == space && bid.bidder == bidder)
        .map(|bid| u32::from(bid.value.unwrap_or(0)) + bonus)
        .sum()
}

/// What the Train Station adds to each of a seat's cards on a train Contract; 0 elsewhere.
fn train_bonus(state: &BremerhavenState, space: BidSpace, bidder: Bidder) -> u32 {
    const _: RuleId = rule::BUILDING_TRAIN_BIDS;
    let (BidSpace::Contract(n), Bidder::Seat(seat)) = (space, bidder) else {
        return 0;
    };
    let train = usize::from(n)
        .checked_sub(1)
        .and_then(|index| state.land.get(index))
        .and_then(|contract| *contract)
        .is_some_and(|contract| state.cards.contract(contract).transport == Transport::Train);
    if !train {
        return 0;
    }
    state.players.get(usize::from(seat)).map_or(0, |player| {
        player
            .built
            .iter()
            .map(|&building| match state.cards.building(building).ability {
                Ability::TrainBids { bonus } => u32::from(bonus),
                _ => 0,
            })
            .sum()
    })
}

/// The bidders on a space with their totals, best first: highest total, ties to the better
/// career rank (rule bid-ties).
pub fn standings(state: &BremerhavenState, space: BidSpace) -> Vec<(Bidder, u32)> {
    let mut bidders: Vec<Bidder> = Vec::new();
    for bid in state.bids.iter().filter(|bid| bid.space == space) {
        if !bidders.contains(&bid.bidder) {
            bidders.push(bid.bidder);
        }
    }
    let mut standings: Vec<(Bidder, u32)> = bidders
        .into_iter()
        .map(|bidder| (bidder, total(state, space, bidder)))
        .collect();
    standings.sort_by(|a, b| standing_order(state, a, b));
    standings
}

/// The first of [`standings`], found without listing them: the general action phase asks
/// for the winner of every space, and for what joining a shared space costs.
pub fn leader(state: &BremerhavenState, space: BidSpace) -> Option<(Bidder, u32)> {
    // One pass over the bids sums each bidder's cards, bidders in the order `standings` lists
    // them (first card first). A space holds the cards of at most five bidders: four seats,
    // or the solo seat and the dummy.
    let mut bidders: [Option<(Bidder, u32, u32)>; 5] = [None; 5];
    for bid in state.bids.iter().filter(|bid| bid.space == space) {
        let Some(slot) = bidders
            .iter_mut()
            .find(|slot| slot.is_none_or(|(bidder, _, _)| bidder == bid.bidder))
        else {
            // More bidders than a table seats: a forged state, which `standings` still ranks.
            return standings(state, space).into_iter().next();
        };
        let (_, values, cards) = slot.get_or_insert((bid.bidder, 0, 0));
        *values = values.saturating_add(u32::from(bid.value.unwrap_or(0)));
        *cards = cards.saturating_add(1);
    }
    bidders
        .into_iter()
        .flatten()
        .map(|(bidder, values, cards)| {
            let bonus = cards.saturating_mul(train_bonus(state, space, bidder));
            (bidder, values.saturating_add(bonus))
        })
        // Only a strictly better standing replaces the best so far, as the stable sort of
        // `standings` keeps the earlier of two equal ones first.
        .reduce(|best, next| match standing_order(state, &next, &best) {
            Ordering::Less => next,
            Ordering::Equal | Ordering::Greater => best,
        })
}

/// Which of two standings comes first: the higher total, ties to the better career rank
/// (rule bid-ties).
fn standing_order(state: &BremerhavenState, a: &(Bidder, u32), b: &(Bidder, u32)) -> Ordering {
    const _: RuleId = rule::BID_TIES;
    b.1.cmp(&a.1)
        .then_with(|| state.rank_of(a.0).cmp(&state.rank_of(b.0)))
}

//! The general action phase: once every bid is out the cards are turned and the boards are
//! resolved in order — the Town board's spaces 1.0 to 1.5, then each Ship on the Sea board
//! and each Contract on the Land board from left to right. Decisions wait in the phase; the
//! rest is carried out at once. Ties go to the better career rank as it stands when the space
//! is resolved (ruling BH-33).

mod boards;
mod check;
mod execute;
mod town;

use super::super::deck::BidSpace;
use super::super::rules::rule;
use super::actions::BremerhavenEvent as E;
use super::bidding::{leader, total};
use super::chance::{deal, wait_for_table};
use super::harbor_phase;
use super::state::{Bidder, BremerhavenState, Phase, Resume, Reveal};
use crate::core::rule_id::RuleId;

use boards::{offer_contract, offer_ship};
use town::{building_cards, exchange_owner, grow, income, parking_lot, rotate_prices};

pub use boards::pay_penalty;
pub use check::{candidates, check};
pub use execute::execute;
pub use town::dummy_grows;

/// The steps of the general action phase, in board order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Reveal,
    /// 1.2, from the bidder after this seat in career order (`None`: from the first).
    Permits(Option<u8>),
    Grow(Option<u8>),
    Prices,
    Career,
    /// 2.x from this space on (from 1).
    Ship(u8),
    Contract(u8),
}

fn seat_bidders(state: &BremerhavenState, space: BidSpace) -> Vec<u8> {
    let mut seats: Vec<u8> = state
        .bids
        .iter()
        .filter(|bid| bid.space == space)
        .filter_map(|bid| match bid.bidder {
            Bidder::Seat(seat) => Some(seat),
            Bidder::Dummy => None,
        })
        .collect();
    seats.sort_by_key(|&seat| state.rank_of(Bidder::Seat(seat)));
    seats.dedup();
    seats
}

/// The highest total on a shared space, and what `seat` must pay to join (0 at the top);
/// whoever declines takes no part (ruling BH-36).
pub fn difference(state: &BremerhavenState, space: BidSpace, seat: u8) -> (u32, u32) {
    let highest = leader(state, space).map_or(0, |(_, total)| total);
    // A seat with no card on the space totals 0 there.
    let own = total(state, space, Bidder::Seat(seat));
    (highest, highest.saturating_sub(own))
}

fn winner(state: &BremerhavenState, space: BidSpace) -> Option<Bidder> {
    leader(state, space).map(|(bidder, _)| bidder)
}

/// Turns the cards — at the table, the dummy's face-down values are reported first — and
/// resolves every step that needs no decision, up to the first that does.
pub fn start(state: &mut BremerhavenState, events: &mut Vec<E>) {
    let unturned: Vec<u8> = (0u8..)
        .zip(&state.bids)
        .filter(|(_, bid)| bid.value.is_none())
        .map(|(index, _)| index)
        .collect();
    for bid in unturned {
        deal(state, Reveal::DummyCard { bid });
    }
    if !wait_for_table(state, Resume::Resolve) {
        resolve(state, events);
    }
}

/// The general action phase from the reveal on.
pub fn resolve(state: &mut BremerhavenState, events: &mut Vec<E>) {
    resume(state, Step::Reveal, events);
}

/// Resolves from `step` on, one step after the other, until a seat must decide or the
/// harbor phase begins.
fn resume(state: &mut BremerhavenState, mut step: Step, events: &mut Vec<E>) {
    loop {
        let next = match step {
            Step::Reveal => Some(reveal(state, events)),
            Step::Permits(after) => permits(state, after),
            Step::Grow(after) => grow_influence(state, after, events),
            Step::Prices => price_cards(state, events),
            Step::Career => career_ladder(state, events),
            Step::Ship(space) => sea_board(state, space, events),
            Step::Contract(space) => land_board(state, space, events),
        };
        match next {
            Some(next) => step = next,
            None => return,
        }
    }
}

/// The bids turned face up, then 1.0 and 1.1, which need no decision.
fn reveal(state: &mut BremerhavenState, events: &mut Vec<E>) -> Step {
    const _: RuleId = rule::BID_REVEAL;
    events.push(E::BidsRevealed {
        bids: state.bids.clone(),
    });
    parking_lot(state, events);
    building_cards(state, events);
    Step::Permits(None)
}

/// 1.2: the next bidder after `after` who may use the Building permit decides (`None`); one
/// who cannot pay the difference is passed over.
fn permits(state: &mut BremerhavenState, after: Option<u8>) -> Option<Step> {
    let Some(seat) = next_after(state, BidSpace::BuildingPermit, after) else {
        return Some(Step::Grow(None));
    };
    let (_, due) = difference(state, BidSpace::BuildingPermit, seat);
    let funds = state.players.get(usize::from(seat)).map_or(0, |p| p.money);
    if due == 0 {
        state.phase = Phase::Permits {
            seat,
            joined: true,
            permits: 1,
        };
        return None;
    }
    if funds >= due {
        state.phase = Phase::Permits {
            seat,
            joined: false,
            permits: 0,
        };
        return None;
    }
    Some(Step::Permits(Some(seat)))
}

/// 1.3: the highest bidder grows at once; another who can pay the difference decides.
fn grow_influence(
    state: &mut BremerhavenState,
    after: Option<u8>,
    events: &mut Vec<E>,
) -> Option<Step> {
    let Some(seat) = next_after(state, BidSpace::GrowInfluence, after) else {
        return Some(Step::Prices);
    };
    let (_, due) = difference(state, BidSpace::GrowInfluence, seat);
    let player = state.players.get(usize::from(seat));
    let can_grow = player.is_some_and(|p| !p.supply.is_empty());
    let funds = player.map_or(0, |p| p.money);
    if can_grow && due == 0 {
        grow(state, seat, events);
    } else if can_grow && funds >= due {
        state.phase = Phase::Grow { seat };
        return None;
    }
    Some(Step::Grow(Some(seat)))
}

/// 1.4: the winner (or, with no bid, a Commodity Exchange's owner) decides; otherwise the top
/// card goes under.
fn price_cards(state: &mut BremerhavenState, events: &mut Vec<E>) -> Option<Step> {
    let chooser = match winner(state, BidSpace::PriceCards) {
        Some(Bidder::Seat(seat)) => Some(seat),
        // No Commodity Exchange choice after the dummy's win (ruling BH-42).
        Some(Bidder::Dummy) => None,
        None => exchange_owner(state),
    };
    if let Some(seat) = chooser {
        state.phase = Phase::Prices { seat };
        return None;
    }
    rotate_prices(state, events);
    Some(Step::Career)
}

/// 1.5: the winning seat decides; a dummy win makes it Captain; then income.
fn career_ladder(state: &mut BremerhavenState, events: &mut Vec<E>) -> Option<Step> {
    match winner(state, BidSpace::CareerLadder) {
        Some(Bidder::Seat(seat)) => {
            state.phase = Phase::Career { seat };
            return None;
        }
        Some(Bidder::Dummy) => {
            const _: RuleId = rule::SOLO_DUMMY_ACTIONS;
            // The dummy climbs to Captain (S0 solo rules).
            state.ranks.retain(|&rung| rung != Bidder::Dummy);
            state.ranks.insert(0, Bidder::Dummy);
            events.push(E::RanksChanged {
                ranks: state.ranks.clone(),
            });
        }
        None => {}
    }
    income(state, events);
    Some(Step::Ship(1))
}

/// 2.x: the Ship on `space` goes to its winner (a dummy win discards it); after the last
/// space, the Land board.
fn sea_board(state: &mut BremerhavenState, space: u8, events: &mut Vec<E>) -> Option<Step> {
    const _: RuleId = rule::SEA_BOARD;
    let index = usize::from(space).checked_sub(1)?;
    if index >= state.sea.len() {
        return Some(Step::Contract(1));
    }
    let decides = match (
        state.sea[index].is_some(),
        winner(state, BidSpace::Ship(space)),
    ) {
        (true, Some(Bidder::Seat(seat))) => offer_ship(state, space, seat, events),
        (true, Some(Bidder::Dummy)) => {
            if let Some(ship) = state.sea[index].take() {
                events.push(E::ShipDiscarded {
                    ship: state.cards.ship(ship).id.clone(),
                });
            }
            false
        }
        _ => false,
    };
    (!decides).then_some(Step::Ship(space.saturating_add(1)))
}

/// 3.x: the Contract on `space` goes to its winner (a dummy win discards it); after the last
/// space, the harbor phase.
fn land_board(state: &mut BremerhavenState, space: u8, events: &mut Vec<E>) -> Option<Step> {
    const _: RuleId = rule::LAND_BOARD;
    let index = usize::from(space).checked_sub(1)?;
    if index >= state.land.len() {
        harbor_phase::start(state, events);
        return None;
    }
    let decides = match (
        state.land[index].is_some(),
        winner(state, BidSpace::Contract(space)),
    ) {
        (true, Some(Bidder::Seat(seat))) => offer_contract(state, space, seat, events),
        (true, Some(Bidder::Dummy)) => {
            if let Some(contract) = state.land[index].take() {
                events.push(E::ContractDiscarded {
                    contract: state.cards.contract(contract).id.clone(),
                });
            }
            false
        }
        _ => false,
    };
    (!decides).then_some(Step::Contract(space.saturating_add(1)))
}

/// The next seat after `after` (in career order) that bid on a shared space.
fn next_after(state: &BremerhavenState, space: BidSpace, after: Option<u8>) -> Option<u8> {
    let bidders = seat_bidders(state, space);
    match after {
        None => bidders.first().copied(),
        Some(after) => bidders
            .iter()
            .skip_while(|&&seat| seat != after)
            .nth(1)
            .copied(),
    }
}

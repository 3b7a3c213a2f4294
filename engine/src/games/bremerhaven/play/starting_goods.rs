//! Short and solo games: after the starting contracts are dealt, each player takes three
//! starting goods, none of a good printed on their starting contract (wild symbols do not
//! count), onto empty spaces. Several of one good are allowed (ruling BH-31).

use super::super::deck::Good;
use super::super::rules::rule;
use super::actions::{BremerhavenAction as A, BremerhavenEvent};
use super::flow::start_bidding;
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::setup::STARTING_GOODS;
use super::state::{Bidder, BremerhavenState, Phase};

/// The goods a seat may take: those its starting contract does not print.
pub fn allowed(state: &BremerhavenState, seat: u8) -> impl Iterator<Item = Good> + '_ {
    let printed = state
        .players
        .get(usize::from(seat))
        .and_then(|player| player.loading_docks.first())
        .and_then(Option::as_ref)
        .map(|loaded| state.cards.contract(loaded.contract).goods.clone())
        .unwrap_or_default();
    Good::ALL
        .into_iter()
        .filter(move |good| !printed.iter().any(|symbol| symbol.good() == Some(*good)))
}

pub fn candidates(state: &BremerhavenState, seat: u8, out: &mut Vec<A>) {
    out.extend(allowed(state, seat).map(|good| A::TakeStartingGood { good }));
}

pub fn check(state: &BremerhavenState, seat: u8, action: &A) -> Result<(), BremerhavenRefusal> {
    let A::TakeStartingGood { good } = *action else {
        return Err(wrong(rule::SETUP_SHORT, Why::ChooseStartingGood));
    };
    if !allowed(state, seat).any(|allowed| allowed == good) {
        return Err(refuse(
            Code::GoodOnContract,
            rule::SETUP_SHORT,
            Why::GoodOnContract(good),
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
    let A::TakeStartingGood { good } = *action else {
        return;
    };
    if let Some(player) = state.players.get_mut(usize::from(seat)) {
        let held = player.stored.slot(good);
        *held = held.saturating_add(1);
    }
    events.push(BremerhavenEvent::StartingGoodTaken { seat, good });
    let Phase::StartingGoods { chosen, .. } = state.phase else {
        return;
    };
    state.phase = Phase::StartingGoods {
        seat,
        chosen: chosen.saturating_add(1),
    };
    advance(state, events);
}

/// Moves to the next seat in career order once a seat has its goods, or to the first Bidding
/// phase; a seat whose contract prints all four goods takes none (ruling BH-31).
pub fn advance(state: &mut BremerhavenState, events: &mut Vec<BremerhavenEvent>) {
    while let Phase::StartingGoods { seat, chosen } = state.phase {
        if chosen < STARTING_GOODS && allowed(state, seat).next().is_some() {
            return;
        }
        let next = state
            .ranks
            .iter()
            .skip_while(|&&rung| rung != Bidder::Seat(seat))
            .skip(1)
            .find_map(|rung| match rung {
                Bidder::Seat(next) => Some(*next),
                Bidder::Dummy => None,
            });
        match next {
            Some(next) => {
                state.phase = Phase::StartingGoods {
                    seat: next,
                    chosen: 0,
                }
            }
            None => start_bidding(state, events),
        }
    }
}

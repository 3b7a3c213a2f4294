//! Selling goods one at a time at the General Store, Lumber Mill or Market.

use crate::core::rule_id::RuleId;
use crate::core::scoring::Seat;

use super::super::rules::rule;
use super::actions::NewBedfordAction as A;
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{gain, Good, Market, NewBedfordState};

fn rule(market: Market) -> RuleId {
    match market {
        Market::GeneralStore => rule::TOWN_GENERAL_STORE,
        Market::LumberMill => rule::BUILDING_LUMBER_MILL,
        Market::Market => rule::BUILDING_MARKET,
    }
}

fn sells(market: Market, good: Good) -> bool {
    market != Market::LumberMill || good == Good::Wood
}

/// What the next `good` fetches: the Lumber Mill pays $2 per wood; the Market doubles the
/// first good of each type in this action.
fn price(market: Market, good: Good, sold_before: u8) -> u32 {
    match market {
        Market::GeneralStore => good.price(),
        Market::LumberMill => 2,
        Market::Market if sold_before == 0 => 2 * good.price(),
        Market::Market => good.price(),
    }
}

pub fn candidates(sold: [u8; 3], actions: &mut Vec<A>) {
    actions.extend(Good::ALL.iter().map(|&good| A::Sell { good }));
    if sold.iter().any(|&n| n > 0) {
        actions.push(A::StopSelling);
    }
}

/// True while the seller still has something this market buys.
pub fn can_continue(state: &NewBedfordState, seat: Seat, market: Market) -> bool {
    let player = state.player(seat);
    Good::ALL
        .iter()
        .any(|&good| sells(market, good) && good.held(player) > 0)
}

pub fn check(
    state: &NewBedfordState,
    seat: Seat,
    market: Market,
    sold: [u8; 3],
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    match *action {
        A::Sell { good } if !sells(market, good) => Err(refuse(
            Code::CannotSellHere,
            rule(market),
            Why::LumberMillWoodOnly,
        )),
        A::Sell { good } if good.held(state.player(seat)) == 0 => Err(refuse(
            Code::CannotAfford,
            rule(market),
            Why::NoneLeft(good),
        )),
        A::Sell { .. } => Ok(()),
        A::StopSelling if sold.iter().all(|&n| n == 0) => {
            Err(refuse(Code::MustSell, rule(market), Why::SellFirst))
        }
        A::StopSelling => Ok(()),
        _ => Err(refuse(Code::WrongPhase, rule(market), Why::SellOrStop)),
    }
}

/// Sells one good; returns the updated tally.
pub fn execute(
    state: &mut NewBedfordState,
    seat: Seat,
    market: Market,
    bonus: bool,
    mut sold: [u8; 3],
    good: Good,
) -> [u8; 3] {
    let index = good as usize;
    let first_sale = sold.iter().all(|&n| n == 0);
    let mut income = price(market, good, sold[index]);
    // The General Store's first-worker bonus is $1 for the whole sale.
    if bonus && first_sale {
        income += 1;
    }
    let player = state.player_mut(seat);
    *good.slot(player) -= 1;
    gain(&mut player.money, income);
    sold[index] = sold[index].saturating_add(1);
    sold
}

//! Launching a ship: the size and coins a launch may take (the Dockyard, Drydock, Wharf and
//! Shipyard, and the launch the Outfitter's build leads to).

use crate::core::rule_id::RuleId;

use super::super::super::rules::rule;
use super::super::actions::{NantucketAction as A, NantucketEvent};
use super::super::refusal::{refuse, NantucketRefusalCode as Code, Why};
use super::super::state::{Coins, NantucketState, SHIP_COINS};
use super::{coin_mixes, mixes_within, Events, Judged};

pub(super) fn check_launch(
    state: &NantucketState,
    seat: u8,
    coins: Coins,
    max: u8,
    second: bool,
    rule: RuleId,
) -> Judged {
    let player = state.player(seat);
    if !(1..=u32::from(max)).contains(&coins.count()) {
        return Err(refuse(Code::WrongSize, rule, Why::ShipSize { max }));
    }
    if !player.supply.covers(coins) {
        return Err(refuse(Code::CannotAfford, rule, Why::NotThoseCoins));
    }
    match (second, player.ships.len()) {
        (false, 0) | (true, 1) => {}
        (false, _) => return Err(refuse(Code::AlreadyAtSea, rule, Why::AlreadyHaveShip)),
        // Ruling NT-22: no first ship, no second.
        (true, _) => {
            return Err(refuse(
                Code::CannotPerform,
                rule,
                Why::SecondShipBesideFirst,
            ))
        }
    }
    if !state.sizes_differ(seat, &[coins.count()]) {
        return Err(refuse(Code::EqualShips, rule::SHIPS, Why::LaunchWouldMatch));
    }
    Ok(())
}

pub(super) fn launch_mixes(max: u8) -> impl Iterator<Item = Coins> {
    coin_mixes(max).map(|(s, c)| Coins::new(s, c))
}

pub fn check_outfitter_launch(state: &NantucketState, seat: u8, action: &A) -> Judged {
    match *action {
        A::Launch { silver: s, copper } => check_launch(
            state,
            seat,
            Coins::new(s, copper),
            SHIP_COINS,
            false,
            rule::BUILDING_OUTFITTER,
        ),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_OUTFITTER,
            Why::OutfitterLaunchNext,
        )),
    }
}

pub fn execute_outfitter_launch(
    state: &mut NantucketState,
    seat: u8,
    action: &A,
    events: &mut Events,
) {
    if let A::Launch { silver: s, copper } = *action {
        let coins = Coins::new(s, copper);
        let player = state.player_mut(seat);
        player.supply = player.supply.minus(coins);
        player.ships.push(coins);
        events.push(NantucketEvent::Launched { seat, coins });
    }
}

/// The Outfitter's launch: the mixes the builder still holds.
pub fn launch_candidates(state: &NantucketState, seat: u8, out: &mut Vec<A>) {
    out.extend(
        mixes_within(SHIP_COINS, state.player(seat).supply)
            .map(|(silver, copper)| A::Launch { silver, copper }),
    );
}

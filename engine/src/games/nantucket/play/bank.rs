//! Moving coins between the bank and players (`rule::COINS`). The bank is limited: what it
//! cannot pay is owed (ruling NT-10), and its Copper running out triggers the end of the game.

use super::actions::NantucketEvent;
use super::state::{Coin, Coins, NantucketState};

/// The bank pays `coins` to `seat`, owing what it lacks.
pub fn pay_out(
    state: &mut NantucketState,
    seat: u8,
    coins: Coins,
    events: &mut Vec<NantucketEvent>,
) {
    let paid = Coins::new(
        coins.silver.min(state.bank.silver),
        coins.copper.min(state.bank.copper),
    );
    let short = coins.minus(paid);
    state.bank = state.bank.minus(paid);
    let player = state.player_mut(seat);
    player.supply = player.supply.plus(paid);
    if short.count() > 0 {
        player.owed = player.owed.plus(short);
        events.push(NantucketEvent::Owed { seat, coins: short });
    }
    if coins.copper > 0 && state.bank.copper == 0 {
        trigger_end(state, events);
    }
}

pub fn silver(n: u8) -> Coins {
    Coins::new(n, 0)
}

pub fn one(coin: Coin) -> Coins {
    match coin {
        Coin::Silver => Coins::new(1, 0),
        Coin::Copper => Coins::new(0, 1),
    }
}

/// `seat` pays `coins` from their supply into the bank.
pub fn pay_in(state: &mut NantucketState, seat: u8, coins: Coins) {
    let player = state.player_mut(seat);
    player.supply = player.supply.minus(coins);
    state.bank = state.bank.plus(coins);
}

pub fn trigger_end(state: &mut NantucketState, events: &mut Vec<NantucketEvent>) {
    if !state.ending {
        state.ending = true;
        events.push(NantucketEvent::EndTriggered);
    }
}

/// Every exact payment of `cost` dollars from `coins` (ruling NT-09); Copper only when asked.
pub fn payments(coins: Coins, cost: u32, copper_only: bool) -> impl Iterator<Item = Coins> {
    (0..=coins.copper)
        .map_while(move |copper| {
            let rest = cost.checked_sub(2 * u32::from(copper))?;
            Some((copper, rest))
        })
        .filter(move |&(_, rest)| !copper_only || rest == 0)
        .filter_map(move |(copper, rest)| {
            let silver = u8::try_from(rest).ok()?;
            (silver <= coins.silver).then_some(Coins::new(silver, copper))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payments_are_exact_and_copper_only_when_printed() {
        let all = |coins, cost, copper_only| payments(coins, cost, copper_only).collect::<Vec<_>>();
        assert_eq!(
            all(Coins::new(3, 2), 3, false),
            vec![Coins::new(3, 0), Coins::new(1, 1)]
        );
        assert_eq!(all(Coins::new(3, 2), 4, true), vec![Coins::new(0, 2)]);
        assert!(all(Coins::new(1, 0), 3, false).is_empty());
    }
}

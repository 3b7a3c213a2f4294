//! The whaling phase: ships go largest first; each ship's coins are tossed together and its
//! owner picks a chart row the toss allows (each of rows A–E once a phase), gains the reward
//! and brings one of the coins that met the condition home.

use super::super::rules::rule;
use super::actions::{ChartRow, NantucketAction as A, NantucketEvent};
use super::bank::{one, pay_out};
use super::refusal::{refuse, wrong, NantucketRefusal, NantucketRefusalCode as Code, Why};
use super::state::{Coin, Coins, NantucketState, ShipRef, Toss};

/// Ships in whaling order (`rule::WHALING_ORDER`): more coins first; equal opponents' ships,
/// the Captain's first.
pub fn order(state: &NantucketState) -> Vec<ShipRef> {
    let mut ships: Vec<(u32, bool, ShipRef)> = Vec::new();
    for seat in 0..2u8 {
        for (index, coins) in state.player(seat).ships.iter().enumerate() {
            if coins.count() > 0 {
                let ship = u8::try_from(index).unwrap_or(0);
                ships.push((coins.count(), seat != state.captain, ShipRef { seat, ship }));
            }
        }
    }
    ships.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then(a.1.cmp(&b.1))
            .then(a.2.ship.cmp(&b.2.ship))
    });
    ships.into_iter().map(|(_, _, ship)| ship).collect()
}

/// True when the next two ships are one owner's and equal: the owner picks (ruling NT-13).
pub fn owner_chooses(state: &NantucketState) -> Option<u8> {
    match state.whaling.as_slice() {
        [a, b, ..]
            if a.seat == b.seat
                && ship_coins(state, *a).count() == ship_coins(state, *b).count() =>
        {
            Some(a.seat)
        }
        _ => None,
    }
}

pub fn ship_coins(state: &NantucketState, ship: ShipRef) -> Coins {
    state
        .player(ship.seat)
        .ships
        .get(usize::from(ship.ship))
        .copied()
        .unwrap_or_default()
}

/// Tosses every coin on the ship with the seeded RNG (`rule::WHALING_TOSS`).
pub fn toss_seeded(state: &mut NantucketState, ship: ShipRef) -> Toss {
    let coins = ship_coins(state, ship);
    let Some(mut rng) = state.rng else {
        return Toss {
            copper_heads: 0,
            silver_heads: 0,
        };
    };
    // One bound of 2 per coin; a ship holds at most 5, so a fixed array serves every real toss.
    const FACES: [u32; 8] = [2; 8];
    let count = usize::try_from(coins.count()).unwrap_or(0);
    let faces = match FACES.get(..count) {
        Some(bounds) => rng.draw_below(bounds),
        None => rng.draw_below(&vec![2; count]),
    };
    state.rng = Some(rng);
    let heads = |range: std::ops::Range<usize>| {
        u8::try_from(faces[range].iter().filter(|&&f| f == 1).count()).unwrap_or(0)
    };
    let copper = usize::from(coins.copper);
    Toss {
        copper_heads: heads(0..copper),
        silver_heads: heads(copper..faces.len()),
    }
}

/// One coin flip for the Gambling Hall.
pub fn flip_seeded(state: &mut NantucketState) -> bool {
    let Some(mut rng) = state.rng else {
        return false;
    };
    let heads = rng.draw_below(&[2]).first().copied() == Some(1);
    state.rng = Some(rng);
    heads
}

pub fn toss_outcomes(coins: Coins, out: &mut Vec<A>) {
    for copper_heads in 0..=coins.copper {
        out.extend((0..=coins.silver).map(|silver_heads| A::Toss {
            copper_heads,
            silver_heads,
        }));
    }
}

fn choose(n: u8, k: u8) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// Every coin lands heads with probability 1/2 (ruling NT-18).
pub fn toss_probability(coins: Coins, toss: Toss) -> f64 {
    if toss.copper_heads > coins.copper || toss.silver_heads > coins.silver {
        return 0.0;
    }
    choose(coins.copper, toss.copper_heads) * choose(coins.silver, toss.silver_heads)
        / 2f64.powi(i32::try_from(coins.count()).unwrap_or(i32::MAX))
}

/// The heads and tails the chart sees, by coin type, after the Tavern and Candleworks.
struct Faces {
    /// Physical coins: (type, heads?) counts usable for each condition.
    copper_heads: u8,
    silver_heads: u8,
    copper_tails: u8,
    candleworks: bool,
}

fn faces(coins: Coins, toss: Toss, tavern: Option<Coin>, candleworks: bool) -> Option<Faces> {
    let mut f = Faces {
        copper_heads: toss.copper_heads,
        silver_heads: toss.silver_heads,
        copper_tails: coins.copper - toss.copper_heads,
        candleworks,
    };
    let silver_tails = coins.silver - toss.silver_heads;
    match tavern {
        Some(Coin::Copper) if f.copper_tails > 0 => {
            f.copper_tails -= 1;
            f.copper_heads += 1;
        }
        Some(Coin::Silver) if silver_tails > 0 => f.silver_heads += 1,
        Some(_) => return None,
        None => {}
    }
    Some(f)
}

/// The coin types that can meet a chart row's condition and so come home.
#[derive(Debug, Clone, Copy, Default)]
struct Home {
    silver: bool,
    copper: bool,
}

impl Home {
    fn allows(self, coin: Coin) -> bool {
        match coin {
            Coin::Silver => self.silver,
            Coin::Copper => self.copper,
        }
    }
}

/// Which coins can come home from `row`, if the row is met (none if not).
fn qualifying(row: ChartRow, f: &Faces, coins: Coins) -> Home {
    // With Candleworks every Silver counts as a Copper (ruling NT-14).
    let (copper_heads, silver_heads, copper_tails) = if f.candleworks {
        let silver_tails = coins.silver.saturating_sub(f.silver_heads);
        (
            f.copper_heads + f.silver_heads,
            0,
            f.copper_tails + silver_tails,
        )
    } else {
        (f.copper_heads, f.silver_heads, f.copper_tails)
    };
    let copperish_heads = Home {
        copper: f.copper_heads > 0,
        silver: f.candleworks && f.silver_heads > 0,
    };
    let silver_only = Home {
        silver: true,
        copper: false,
    };
    match row {
        ChartRow::A if copper_heads >= 2 => copperish_heads,
        ChartRow::C if copper_heads >= 1 => copperish_heads,
        ChartRow::B if silver_heads >= 2 => silver_only,
        ChartRow::D if silver_heads >= 1 => silver_only,
        ChartRow::E if copper_tails >= 1 => Home {
            copper: f.copper_tails > 0,
            silver: f.candleworks && coins.silver > f.silver_heads,
        },
        ChartRow::F => Home {
            silver: coins.silver > 0,
            copper: coins.copper > 0,
        },
        _ => Home::default(),
    }
}

/// The catches worth proposing for `ship` after `toss`: open rows, a Tavern coin only when
/// the Tavern was used and a coin of that type landed tails, and coins that are on the ship
/// coming home; in the order of the full list (row, Tavern coin, coin home).
pub fn catch_candidates(state: &NantucketState, ship: ShipRef, toss: Toss, out: &mut Vec<A>) {
    let coins = ship_coins(state, ship);
    let tavern_used = state.player(ship.seat).tavern;
    let taverns = [
        Some(None),
        (tavern_used && coins.silver > toss.silver_heads).then_some(Some(Coin::Silver)),
        (tavern_used && coins.copper > toss.copper_heads).then_some(Some(Coin::Copper)),
    ];
    let homes = [Coin::Silver, Coin::Copper].map(|coin| (coins.get(coin) > 0).then_some(coin));
    for row in ChartRow::ALL {
        if row_index(row).is_some_and(|index| state.rows_taken.get(index) == Some(&true)) {
            continue;
        }
        for tavern in taverns.into_iter().flatten() {
            for returned in homes.into_iter().flatten() {
                out.push(A::Catch {
                    row,
                    tavern,
                    returned,
                });
            }
        }
    }
}

fn row_index(row: ChartRow) -> Option<usize> {
    ChartRow::ALL[..5].iter().position(|&r| r == row)
}

pub fn check_catch(
    state: &NantucketState,
    ship: ShipRef,
    toss: Toss,
    action: &A,
) -> Result<(), NantucketRefusal> {
    let A::Catch {
        row,
        tavern,
        returned,
    } = *action
    else {
        return Err(wrong(rule::WHALING_CHART, Why::ChooseRow));
    };
    let player = state.player(ship.seat);
    if tavern.is_some() && !player.tavern {
        return Err(refuse(
            Code::NoTavern,
            rule::BUILDING_TAVERN,
            Why::NoTavernUsed,
        ));
    }
    let coins = ship_coins(state, ship);
    let Some(f) = faces(coins, toss, tavern, player.candleworks) else {
        return Err(refuse(
            Code::NoTails,
            rule::BUILDING_TAVERN,
            Why::NoTailsOfType,
        ));
    };
    if let Some(index) = row_index(row) {
        if state.rows_taken[index] {
            return Err(refuse(
                Code::RowTaken,
                rule::WHALING_CHART,
                Why::RowTaken(row),
            ));
        }
    }
    if !qualifying(row, &f, coins).allows(returned) {
        return Err(refuse(
            Code::ConditionNotMet,
            rule::WHALING_CHART,
            Why::RowNotAllowed { row, returned },
        ));
    }
    Ok(())
}

pub fn execute_catch(
    state: &mut NantucketState,
    ship: ShipRef,
    action: &A,
    events: &mut Vec<NantucketEvent>,
) {
    let A::Catch {
        row,
        returned,
        tavern,
    } = *action
    else {
        return;
    };
    // The Tavern turns one coin in the whole phase, not one per ship.
    if tavern.is_some() {
        state.player_mut(ship.seat).tavern = false;
    }
    if let Some(index) = row_index(row) {
        state.rows_taken[index] = true;
    }
    events.push(NantucketEvent::Caught {
        seat: ship.seat,
        row,
    });
    pay_out(state, ship.seat, row.reward(), events);
    let player = state.player_mut(ship.seat);
    if let Some(stack) = player.ships.get_mut(usize::from(ship.ship)) {
        *stack = stack.minus(one(returned));
        player.supply = player.supply.plus(one(returned));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toss_probabilities_sum_to_one() {
        let coins = Coins::new(2, 3);
        let mut outcomes = Vec::new();
        toss_outcomes(coins, &mut outcomes);
        let total: f64 = outcomes
            .iter()
            .map(|a| match *a {
                A::Toss {
                    copper_heads,
                    silver_heads,
                } => toss_probability(
                    coins,
                    Toss {
                        copper_heads,
                        silver_heads,
                    },
                ),
                _ => 0.0,
            })
            .sum();
        assert!((total - 1.0).abs() < 1e-12);
    }
}

//! The whaling phase: ships go largest first; each ship's coins are tossed together and its
//! owner picks a chart row the toss allows (each of rows A–E once a phase), gains the reward
//! and brings one of the coins that met the condition home.

use super::actions::{ChartRow, NantucketAction as A, NantucketEvent};
use super::bank::{one, pay_out};
use super::refusal::{refuse, wrong, NantucketRefusal, NantucketRefusalCode as Code, Why};
use super::state::{Coin, Coins, NantucketState, ShipRef, Toss};

/// Ships in whaling order: more coins first; equal opponents' ships, the Captain's first.
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

/// Tosses every coin on the ship with the seeded RNG.
pub fn toss_seeded(state: &mut NantucketState, ship: ShipRef) -> Toss {
    let coins = ship_coins(state, ship);
    let Some(mut rng) = state.rng else {
        return Toss {
            copper_heads: 0,
            silver_heads: 0,
        };
    };
    let faces = rng.draw_below(&vec![2; usize::try_from(coins.count()).unwrap_or(0)]);
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

pub fn toss_outcomes(coins: Coins) -> Vec<A> {
    (0..=coins.copper)
        .flat_map(|copper_heads| {
            (0..=coins.silver).map(move |silver_heads| A::Toss {
                copper_heads,
                silver_heads,
            })
        })
        .collect()
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

/// The coin types that can meet `row`'s condition and so come home, if the row is met.
fn qualifying(row: ChartRow, f: &Faces, coins: Coins) -> Vec<Coin> {
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
    let copperish_heads = || {
        let mut coins = Vec::new();
        if f.copper_heads > 0 {
            coins.push(Coin::Copper);
        }
        if f.candleworks && f.silver_heads > 0 {
            coins.push(Coin::Silver);
        }
        coins
    };
    match row {
        ChartRow::A if copper_heads >= 2 => copperish_heads(),
        ChartRow::C if copper_heads >= 1 => copperish_heads(),
        ChartRow::B if silver_heads >= 2 => vec![Coin::Silver],
        ChartRow::D if silver_heads >= 1 => vec![Coin::Silver],
        ChartRow::E if copper_tails >= 1 => {
            let mut coins_out = Vec::new();
            if f.copper_tails > 0 {
                coins_out.push(Coin::Copper);
            }
            if f.candleworks && coins.silver > f.silver_heads {
                coins_out.push(Coin::Silver);
            }
            coins_out
        }
        ChartRow::F => [Coin::Silver, Coin::Copper]
            .into_iter()
            .filter(|&c| coins.get(c) > 0)
            .collect(),
        _ => Vec::new(),
    }
}

pub fn catch_candidates() -> Vec<A> {
    let mut out = Vec::new();
    for row in ChartRow::ALL {
        for tavern in [None, Some(Coin::Silver), Some(Coin::Copper)] {
            for returned in [Coin::Silver, Coin::Copper] {
                out.push(A::Catch {
                    row,
                    tavern,
                    returned,
                });
            }
        }
    }
    out
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
        return Err(wrong("whaling-chart", Why::ChooseRow));
    };
    let player = state.player(ship.seat);
    if tavern.is_some() && !player.tavern {
        return Err(refuse(Code::NoTavern, "building-tavern", Why::NoTavernUsed));
    }
    let coins = ship_coins(state, ship);
    let Some(f) = faces(coins, toss, tavern, player.candleworks) else {
        return Err(refuse(Code::NoTails, "building-tavern", Why::NoTailsOfType));
    };
    if let Some(index) = row_index(row) {
        if state.rows_taken[index] {
            return Err(refuse(Code::RowTaken, "whaling-chart", Why::RowTaken(row)));
        }
    }
    if !qualifying(row, &f, coins).contains(&returned) {
        return Err(refuse(
            Code::ConditionNotMet,
            "whaling-chart",
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
        let total: f64 = toss_outcomes(coins)
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

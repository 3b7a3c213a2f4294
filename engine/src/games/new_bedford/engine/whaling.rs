//! The whaling phase: last phase's leftovers go back in the bag, one token per ship at sea
//! plus one is drawn, and ships choose farthest first, then by arrival rank.

use crate::core::play::RuleViolation;

use super::actions::NewBedfordAction as A;
use super::state::{NewBedfordState, ShipRef, Tokens, WhaleKind};

/// Ships at sea in choosing order.
pub fn choosing_order(state: &NewBedfordState) -> Vec<ShipRef> {
    let mut ships: Vec<(u8, u8, ShipRef)> = state
        .all_ships()
        .filter_map(|ship| {
            state
                .ship(ship)
                .sea_position()
                .map(|(space, rank)| (space, rank, ship))
        })
        .collect();
    ships.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ships.into_iter().map(|(_, _, ship)| ship).collect()
}

/// How many tokens this whaling phase draws: one per ship at sea plus one, if any ship is out;
/// a bag with fewer left gives them all (ruling NB-19).
pub fn draw_count(state: &NewBedfordState) -> u8 {
    let ships = state.ships_at_sea();
    if ships == 0 {
        return 0;
    }
    let wanted = u32::try_from(ships + 1).unwrap_or(u32::MAX);
    u8::try_from(wanted.min(state.bag.total())).unwrap_or(u8::MAX)
}

/// Draws `count` tokens without replacement from the state's seeded RNG.
pub fn draw_seeded(state: &mut NewBedfordState, count: u8) -> Tokens {
    let Some(mut rng) = state.rng else {
        return Tokens::default();
    };
    let mut bag = state.bag.counts();
    let mut drawn = [0u8; 4];
    let bounds: Vec<u32> = (0..u32::from(count))
        .map(|i| state.bag.total() - i)
        .collect();
    for pick in rng.draw_below(&bounds) {
        let mut rest = pick;
        for kind in 0..4 {
            let here = u32::from(bag[kind]);
            if rest < here {
                bag[kind] -= 1;
                drawn[kind] += 1;
                break;
            }
            rest -= here;
        }
    }
    state.rng = Some(rng);
    Tokens::from_counts(drawn)
}

/// Every possible draw of `count` tokens from the bag, for the table actor.
pub fn draw_outcomes(bag: Tokens, count: u8) -> Vec<A> {
    let mut actions = Vec::new();
    for right in 0..=bag.right.min(count) {
        for bowhead in 0..=bag.bowhead.min(count - right) {
            for sperm in 0..=bag.sperm.min(count - right - bowhead) {
                let empty = count - right - bowhead - sperm;
                if empty <= bag.empty {
                    actions.push(A::Draw {
                        right,
                        bowhead,
                        sperm,
                        empty,
                    });
                }
            }
        }
    }
    actions
}

fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// The multivariate hypergeometric probability of a draw.
pub fn draw_probability(bag: Tokens, drawn: Tokens) -> f64 {
    let total = choose(bag.total(), drawn.total());
    if total == 0.0 {
        return 0.0;
    }
    bag.counts()
        .iter()
        .zip(drawn.counts())
        .map(|(&have, take)| choose(u32::from(have), u32::from(take)))
        .product::<f64>()
        / total
}

pub fn check_draw(state: &NewBedfordState, count: u8, action: &A) -> Result<(), RuleViolation> {
    let A::Draw {
        right,
        bowhead,
        sperm,
        empty,
    } = *action
    else {
        return Err(RuleViolation::new(
            "wrong-phase",
            "chance-table-mode",
            "report which tokens came out of the bag",
        ));
    };
    let drawn = Tokens {
        right,
        bowhead,
        sperm,
        empty,
    };
    if drawn.total() != u32::from(count) {
        return Err(RuleViolation::new(
            "wrong-count",
            "whaling-draw",
            format!("exactly {count} tokens are drawn"),
        ));
    }
    if state.bag.minus(drawn).is_none() {
        return Err(RuleViolation::new(
            "not-in-bag",
            "whaling-draw",
            "the bag does not hold those tokens",
        ));
    }
    Ok(())
}

pub fn selection_candidates(state: &NewBedfordState) -> Vec<A> {
    let mut actions: Vec<A> = WhaleKind::ALL
        .iter()
        .filter(|&&whale| state.drawn.whales().get(whale) > 0)
        .map(|&whale| A::TakeWhale { whale })
        .collect();
    actions.push(A::PassWhaling);
    actions
}

pub fn check_selection(state: &NewBedfordState, action: &A) -> Result<(), RuleViolation> {
    match *action {
        A::TakeWhale { whale } if state.drawn.whales().get(whale) == 0 => Err(RuleViolation::new(
            "not-drawn",
            "whaling-selection",
            format!("no {} is among the drawn tokens", whale.name()),
        )),
        A::TakeWhale { .. } | A::PassWhaling => Ok(()),
        _ => Err(RuleViolation::new(
            "wrong-phase",
            "whaling-selection",
            "take a drawn whale or pass",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_probabilities_sum_to_one() {
        let bag = Tokens::full_bag(3);
        let total: f64 = draw_outcomes(bag, 5)
            .iter()
            .map(|action| match *action {
                A::Draw {
                    right,
                    bowhead,
                    sperm,
                    empty,
                } => draw_probability(
                    bag,
                    Tokens {
                        right,
                        bowhead,
                        sperm,
                        empty,
                    },
                ),
                _ => 0.0,
            })
            .sum();
        assert!((total - 1.0).abs() < 1e-9, "{total}");
    }

    #[test]
    fn a_draw_never_lists_more_than_the_bag_holds() {
        let bag = Tokens {
            right: 1,
            bowhead: 0,
            sperm: 1,
            empty: 0,
        };
        assert_eq!(
            draw_outcomes(bag, 2),
            vec![A::Draw {
                right: 1,
                bowhead: 0,
                sperm: 1,
                empty: 0
            }]
        );
    }
}

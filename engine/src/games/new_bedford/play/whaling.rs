//! The whaling phase: last phase's leftovers go back in the bag, one token per ship at sea
//! plus one is drawn, and ships choose farthest first, then by arrival rank.

use super::super::rules::rule;
use super::actions::NewBedfordAction as A;
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use crate::core::rule_id::shared;
use crate::core::scoring::Seat;

use super::log_cards::LogDeck;
use super::ships_log;
use super::state::{NewBedfordState, ShipRef, Tokens, WhaleKind, FARTHEST_SPACE};

/// Ships at sea in choosing order.
pub fn choosing_order(state: &NewBedfordState) -> Vec<ShipRef> {
    let mut ships: Vec<(u8, u8, ShipRef)> = state
        .all_ships()
        .filter_map(|ship| {
            state
                .ship(ship)
                .sea_position()
                // Beyond space 6 (Nantucket Sleigh Ride) chooses after every other ship.
                .map(|(space, rank)| {
                    let space = if space > FARTHEST_SPACE { 0 } else { space };
                    (space, rank, ship)
                })
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
pub fn draw_outcomes(bag: Tokens, count: u8, actions: &mut Vec<A>) {
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

pub fn check_draw(state: &NewBedfordState, count: u8, action: &A) -> Result<(), NewBedfordRefusal> {
    let A::Draw {
        right,
        bowhead,
        sperm,
        empty,
    } = *action
    else {
        return Err(refuse(
            Code::WrongPhase,
            shared::CHANCE_TABLE_MODE,
            Why::ReportDraw,
        ));
    };
    let drawn = Tokens {
        right,
        bowhead,
        sperm,
        empty,
    };
    if drawn.total() != u32::from(count) {
        return Err(refuse(
            Code::WrongCount,
            rule::WHALING_DRAW,
            Why::DrawCount { count },
        ));
    }
    if state.bag.minus(drawn).is_none() {
        return Err(refuse(Code::NotInBag, rule::WHALING_DRAW, Why::NotInBag));
    }
    Ok(())
}

pub fn selection_candidates(state: &NewBedfordState, actions: &mut Vec<A>) {
    actions.extend(
        WhaleKind::ALL
            .iter()
            .filter(|&&whale| state.drawn.whales().get(whale) > 0)
            .map(|&whale| A::TakeWhale { whale }),
    );
    actions.extend(
        LogDeck::BOTH
            .into_iter()
            .filter(|&deck| ships_log::on_offer(state, deck).is_some())
            .map(|deck| A::TakeLogCard { deck }),
    );
    actions.push(A::PassWhaling);
}

/// Rules `whaling-selection` and `ships-log-selection`: a drawn whale, unless a Ship's Log card
/// forbids it this phase (rulings NB-49), or a face-up card instead.
pub fn check_selection(state: &NewBedfordState, action: &A) -> Result<(), NewBedfordRefusal> {
    let Some(&ship) = state.whaling_order.first() else {
        return Err(refuse(
            Code::WrongPhase,
            rule::WHALING_SELECTION,
            Why::TakeOrPass,
        ));
    };
    match *action {
        A::TakeWhale { whale } if state.drawn.whales().get(whale) == 0 => Err(refuse(
            Code::NotDrawn,
            rule::WHALING_SELECTION,
            Why::NotDrawn(whale),
        )),
        A::TakeWhale { whale } => ships_log::check_take_whale(state, ship, whale),
        A::TakeLogCard { deck } => {
            if ships_log::on_offer(state, deck).is_some() {
                Ok(())
            } else {
                Err(refuse(
                    Code::CannotPerform,
                    rule::SHIPS_LOG_SELECTION,
                    Why::LogNoCard(deck),
                ))
            }
        }
        A::PassWhaling => Ok(()),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::WHALING_SELECTION,
            Why::TakeOrPass,
        )),
    }
}

/// Stove Boat: the whale's taker pays the card's player 1 wood.
pub fn pay_stove_boat(state: &mut NewBedfordState, seat: Seat) {
    if let Some(holder) = ships_log::stove_boat(state).filter(|&holder| holder != seat) {
        let wood = &mut state.player_mut(seat).wood;
        *wood = wood.saturating_sub(1);
        super::state::gain(&mut state.player_mut(holder).wood, 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_probabilities_sum_to_one() {
        let bag = Tokens::full_bag(3);
        let mut outcomes = Vec::new();
        draw_outcomes(bag, 5, &mut outcomes);
        let total: f64 = outcomes
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
        let mut outcomes = Vec::new();
        draw_outcomes(bag, 2, &mut outcomes);
        assert_eq!(
            outcomes,
            vec![A::Draw {
                right: 1,
                bowhead: 0,
                sperm: 1,
                empty: 0
            }]
        );
    }
}

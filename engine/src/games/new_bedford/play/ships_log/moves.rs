//! Ship's Log cards that move ships (Gulf Stream, Trade Winds, Gam, Nantucket Sleigh Ride, the
//! Omens that send a ship toward port) under the rulebook's movement-resolution rule, and
//! Whale Pod's draw (rulings NB-45 to NB-47).

use super::*;

/// Takes a ship off the track, the ships behind it on its space moving up a rank.
pub(super) fn lift(state: &mut NewBedfordState, moved: ShipRef) -> Option<u8> {
    let (from, old_rank) = state.ship(moved).sea_position()?;
    for other in state.all_ships().collect::<Vec<_>>() {
        if other == moved {
            continue;
        }
        if let ShipLocation::Sea { space, rank } = state.ship(other).location {
            if space == from && rank > old_rank {
                state.ship_mut(other).location = ShipLocation::Sea {
                    space,
                    rank: rank - 1,
                };
            }
        }
    }
    Some(from)
}

/// Puts a lifted ship on `space`: last there, or first, pushing the others back a rank.
pub(super) fn land(state: &mut NewBedfordState, moved: ShipRef, space: u8, first: bool) {
    let rank = if first {
        for other in state.all_ships().collect::<Vec<_>>() {
            if let ShipLocation::Sea { space: at, rank } = state.ship(other).location {
                if at == space && other != moved {
                    state.ship_mut(other).location = ShipLocation::Sea {
                        space: at,
                        rank: rank + 1,
                    };
                }
            }
        }
        0
    } else {
        u8::try_from(state.ships_on(space)).unwrap_or(u8::MAX)
    };
    state.ship_mut(moved).location = ShipLocation::Sea { space, rank };
}

/// Moves a ship at sea toward `to`, as far as there is room (the movement-resolution rule,
/// [`rule::SHIPS_LOG_CARD_MOVES`]);
/// it arrives last, or first with `first`. Returns whether it moved.
pub(super) fn move_toward(
    state: &mut NewBedfordState,
    moved: ShipRef,
    to: u8,
    first: bool,
    events: &mut Events,
) -> bool {
    let Some((from, _)) = state.ship(moved).sea_position() else {
        return false;
    };
    let mut target = to;
    while target != from {
        if state.space_has_room(target) {
            lift(state, moved);
            land(state, moved, target, first);
            events.push(NewBedfordEvent::ShipMoved {
                ship: moved,
                space: target,
            });
            return true;
        }
        target = if target > from {
            target - 1
        } else {
            target + 1
        };
    }
    false
}

/// Sends a ship at sea to the Return space (not prepared): it comes in at the next movement
/// to its owner's board, and chooses no token this whaling phase (ruling NB-47).
pub(super) fn to_return(state: &mut NewBedfordState, moved: ShipRef, events: &mut Events) {
    if lift(state, moved).is_none() {
        return;
    }
    let rank = u8::try_from(state.ships_in_return()).unwrap_or(u8::MAX);
    state.ship_mut(moved).location = ShipLocation::Return {
        rank,
        prepared: false,
    };
    state.whaling_order.retain(|&ship| ship != moved);
    events.push(NewBedfordEvent::ShipSentToReturn { ship: moved });
}

/// One space toward port; from space 1 into the Return space (ruling NB-47).
pub(super) fn toward_port(state: &mut NewBedfordState, moved: ShipRef, events: &mut Events) {
    match state.ship(moved).sea_position() {
        Some((1, _)) => to_return(state, moved, events),
        Some((space, _)) => {
            move_toward(
                state,
                moved,
                space.saturating_sub(1).min(FARTHEST_SPACE),
                false,
                events,
            );
        }
        None => {}
    }
}

/// Gulf Stream (ruling NB-45): both ships at sea move 2 spaces out, each arriving first, the
/// one farther out first, as far as there is room.
pub(super) fn gulf_stream(state: &mut NewBedfordState, seat: Seat, events: &mut Events) {
    let mut ships: Vec<(u8, ShipRef)> = ships_at_sea(state, seat)
        .into_iter()
        .filter_map(|ship| {
            let r = ShipRef { seat, ship };
            state.ship(r).sea_position().map(|(space, _)| (space, r))
        })
        .collect();
    ships.sort_unstable_by_key(|&(space, _)| std::cmp::Reverse(space));
    for (space, ship) in ships {
        let to = space.saturating_add(2).min(FARTHEST_SPACE);
        if to > space {
            move_toward(state, ship, to, true, events);
        }
    }
}

/// Trade Winds (ruling NB-45): its ship moves 3 spaces out, as far as there is room, behind the
/// ships already there.
pub(super) fn trade_winds_sail(state: &mut NewBedfordState, ship: ShipRef, events: &mut Events) {
    if let Some((space, _)) = state.ship(ship).sea_position() {
        let to = space.saturating_add(3).min(FARTHEST_SPACE);
        if to > space {
            move_toward(state, ship, to, false, events);
        }
    }
}

/// Nantucket Sleigh Ride (ruling NB-46): beyond space 6, with a Bowhead Whale from the bag.
pub(super) fn sleigh_ride(state: &mut NewBedfordState, ship: ShipRef, events: &mut Events) {
    if lift(state, ship).is_none() {
        return;
    }
    state.ship_mut(ship).location = ShipLocation::Sea {
        space: BEYOND_SIX,
        rank: 0,
    };
    events.push(NewBedfordEvent::ShipMoved {
        ship,
        space: BEYOND_SIX,
    });
    if state.bag.bowhead > 0 {
        state.bag.bowhead -= 1;
        state.ship_mut(ship).cargo.bowhead += 1;
    }
}

/// Whale Pod: tokens are drawn until a whale turns up, so only the whale's kind matters:
/// each whale in the bag is as likely as another to come first.
pub(super) fn whale_pod(state: &mut NewBedfordState, ship: ShipRef, events: &mut Events) {
    let whales = state.bag.whales();
    if whales.total() == 0 {
        return;
    }
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(mut rng)) => {
            let pick = rng
                .draw_below(&[whales.total()])
                .first()
                .copied()
                .unwrap_or(0);
            state.rng = Some(rng);
            let mut rest = pick;
            for whale in WhaleKind::ALL {
                let here = u32::from(whales.get(whale));
                if rest < here {
                    load_from_bag(state, ship, whale, events);
                    return;
                }
                rest -= here;
            }
        }
        _ => push(state, Pending::WhalePod { ship }),
    }
}

pub(super) fn load_from_bag(
    state: &mut NewBedfordState,
    ship: ShipRef,
    whale: WhaleKind,
    events: &mut Events,
) {
    if let Some(bag) = state.bag.minus(Tokens::one(whale)) {
        state.bag = bag;
        *state.ship_mut(ship).cargo.slot(whale) += 1;
        events.push(NewBedfordEvent::TokensDrawn {
            tokens: Tokens::one(whale),
        });
    }
}

pub fn whale_pod_probability(state: &NewBedfordState, whale: WhaleKind) -> f64 {
    let whales = state.bag.whales();
    if whales.total() == 0 {
        return 0.0;
    }
    f64::from(whales.get(whale)) / f64::from(whales.total())
}

//! Phase 5: everyone draws (two cards, or by the Tuna table), in turn order, before anyone
//! decides; then every seat with a choice makes it at once: keep one of the two cards drawn,
//! or with Tuna, discard any card from the hand (rulings FL-15, FL-16).

use super::super::rules::rule;
use crate::core::turn::Seats;

use super::super::components::{BoatType, TUNA_DRAWS};
use super::actions::{FleetAction as A, FleetEvent};
use super::payment::discard;
use super::refusal::{refuse, wrong, FleetRefusal, FleetRefusalCode as Code, Why};
use super::state::{Cards, Deal, DrawReason, FleetState, License, Phase};

fn tuna(state: &FleetState, seat: u8) -> usize {
    usize::from(state.player(seat).count_of(License::Tuna)).min(TUNA_DRAWS.len() - 1)
}

/// Without Tuna, the cards drawn wait apart until one is kept.
pub fn keeps_from_drawn(state: &FleetState, seat: u8) -> bool {
    tuna(state, seat) == 0
}

/// Deals every seat its draw, in turn order.
pub fn begin(state: &mut FleetState) {
    let mut seat = state.start_player;
    for _ in 0..state.seats() {
        let count = TUNA_DRAWS.get(tuna(state, seat)).map_or(0, |row| row.draw);
        state.dealing.push(Deal::Cards {
            seat,
            count,
            reason: DrawReason::DrawPhase,
        });
        seat = state.next_seat(seat);
    }
    state.phase = Phase::Draw {
        deciding: Seats::NONE,
    };
}

/// A seat's draw is dealt (`short`: the piles ran out first): does it have a choice to make?
/// Without Tuna, every seat that drew decides, even when its cards leave no real choice (a
/// pair, or a single card): a keep the engine made would show every other seat what was
/// drawn, so the seat makes it, its one legal action then that keep (ruling FL-15).
pub fn dealt(state: &mut FleetState, seat: u8, short: bool) {
    let player = state.player(seat);
    let decides = if keeps_from_drawn(state, seat) {
        // `drawn_size` is public: whether a seat decides follows from what everyone sees.
        player.drawn_size > 0
    } else {
        let discards = TUNA_DRAWS
            .get(tuna(state, seat))
            .is_some_and(|row| row.discard);
        discards && !short && player.hand_size > 0
    };
    if decides {
        if let Phase::Draw { deciding } = &mut state.phase {
            *deciding = deciding.with(seat);
        }
    }
}

pub fn candidates(state: &FleetState, seat: u8, out: &mut Vec<A>) {
    let player = state.player(seat);
    let Some(secret) = player.secret else {
        return;
    };
    if keeps_from_drawn(state, seat) {
        out.extend(secret.drawn.types().map(|card| A::Keep { card }));
    } else {
        out.extend(secret.hand.types().map(|card| A::Discard { card }));
    }
}

pub fn check(state: &FleetState, seat: u8, action: &A) -> Result<(), FleetRefusal> {
    let secret = state.player(seat).secret.unwrap_or_default();
    match (keeps_from_drawn(state, seat), *action) {
        (true, A::Keep { card }) if secret.drawn.get(card) > 0 => Ok(()),
        (true, A::Keep { card }) => Err(refuse(Code::NotDrawn, rule::DRAW, Why::NotDrawn(card))),
        (true, _) => Err(wrong(rule::DRAW, Why::KeepOne)),
        (false, A::Discard { card }) if secret.hand.get(card) > 0 => Ok(()),
        (false, A::Discard { card }) => Err(refuse(
            Code::NotInHand,
            rule::TUNA_LICENSE,
            Why::NotInHand(card),
        )),
        (false, _) => Err(wrong(rule::TUNA_LICENSE, Why::DiscardOne)),
    }
}

pub fn execute(state: &mut FleetState, seat: u8, action: &A, events: &mut Vec<FleetEvent>) {
    match *action {
        A::Keep { card } => keep(state, seat, card, events),
        A::Discard { card } => {
            let player = state.player_mut(seat);
            if let Some(secret) = &mut player.secret {
                secret.hand.take(card);
            }
            player.hand_size = player.hand_size.saturating_sub(1);
            discard(state, card);
            events.push(FleetEvent::Discarded {
                seat,
                card: Some(card),
            });
        }
        _ => return,
    }
    if let Phase::Draw { deciding } = &mut state.phase {
        *deciding = deciding.without(seat);
    }
}

/// `card` goes from the drawn cards into the hand; the others are discarded.
fn keep(state: &mut FleetState, seat: u8, card: BoatType, events: &mut Vec<FleetEvent>) {
    let player = state.player_mut(seat);
    let mut rest = Cards::default();
    if let Some(secret) = &mut player.secret {
        secret.drawn.take(card);
        secret.hand.put(card);
        rest = std::mem::take(&mut secret.drawn);
    }
    player.drawn_size = 0;
    player.hand_size = player.hand_size.saturating_add(1);
    events.push(FleetEvent::Kept {
        seat,
        card: Some(card),
    });
    for boat in BoatType::ALL {
        for _ in 0..rest.get(boat) {
            discard(state, boat);
            events.push(FleetEvent::Discarded {
                seat,
                card: Some(boat),
            });
        }
    }
}

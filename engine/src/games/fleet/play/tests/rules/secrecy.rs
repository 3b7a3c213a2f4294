//! What each seat sees: views and logs.

use crate::core::test_support::read_log_entry;
use serde_json::{json, Value};

use super::*;

/// An action and its events as `seat` reads them in a log.
fn logged(actor: Actor, action: A, events: &[FleetEvent], seat: Option<u8>) -> (Value, Value) {
    read_log_entry(RULES, actor, &action, events, seat)
}

/// Rule `hidden-information` (rulings FL-13, FL-14): a seat's view holds its own hand,
/// captains and drawn cards, but not another seat's, nor the piles' contents or the random
/// generator; a spectator sees no hand. Everything public stays.
#[test]
fn rule_hidden_information_a_view_shows_a_seat_only_its_own_secrets() {
    let mut state = seeded_game(3);
    give_license(&mut state, 0, License::Shrimp);
    launched(&mut state, 0, Shrimp, Some(KingCrab), 2);
    assert!(state.rng.is_some() && state.piles.is_some());
    for seat in 0..3u8 {
        let view = RULES.view(&state, Some(seat));
        assert_eq!(view.rng, None);
        assert_eq!(view.piles, None);
        for (index, player) in view.players.iter().enumerate() {
            let own = usize::from(seat) == index;
            assert_eq!(
                player.secret.is_some(),
                own,
                "seat {seat} viewing seat {index}"
            );
            assert_eq!(player.hand_size, state.players[index].hand_size);
            assert_eq!(player.boats, state.players[index].boats);
        }
        assert_eq!(
            view.players[usize::from(seat)].secret,
            state.players[usize::from(seat)].secret
        );
        assert_eq!(
            (view.supply_size, view.discard_size, &view.auction),
            (state.supply_size, state.discard_size, &state.auction)
        );
    }
    let spectator = RULES.view(&state, None);
    assert!(spectator.players.iter().all(|p| p.secret.is_none()));
    // A view is for reading: playing on it is refused, naming what it hides.
    let fields: Vec<String> = RULES
        .validate(&spectator)
        .unwrap_err()
        .into_iter()
        .map(|v| v.field)
        .collect();
    assert_eq!(
        fields,
        [
            "rng",
            "piles",
            "players[0].secret",
            "players[1].secret",
            "players[2].secret"
        ]
    );
}

/// Rule `hidden-information` (ruling FL-13): in a log, another seat's captain, keep, discard
/// and dealt cards read `null`; the seat itself reads them.
#[test]
fn rule_hidden_information_logs_hide_other_seats_cards_and_captains() {
    // A captain's type.
    let hire = A::Hire {
        boat: Shrimp,
        captain: KingCrab,
    };
    let (_, events) = apply_events(&hiring(2), SEAT0, hire);
    let (action, logged_events) = logged(SEAT0, hire, &events, Some(1));
    assert_eq!(
        action,
        json!({"type": "hire", "boat": "shrimp", "captain": null})
    );
    assert_eq!(
        logged_events[0],
        json!({"type": "captain-hired", "seat": 0, "boat": "shrimp", "captain": null})
    );
    assert_eq!(logged(SEAT0, hire, &events, None).0["captain"], Value::Null);
    let (own, own_events) = logged(SEAT0, hire, &events, Some(0));
    assert_eq!(own["captain"], "king-crab");
    assert_eq!(own_events, serde_json::to_value(&events).unwrap());

    // A card dealt by the table, then the keep and the discard.
    let (state, _) = start_draw(&table_game(2));
    let state = deal(&state, &[Shrimp]);
    let dealt = A::DealCard { seat: 0, card: Cod };
    let (state, events) = apply_events(&state, TABLE, dealt);
    let (action, logged_events) = logged(TABLE, dealt, &events, Some(1));
    assert_eq!(
        action,
        json!({"type": "deal-card", "seat": 0, "card": null})
    );
    assert_eq!(
        logged_events[0],
        json!({"type": "drew", "seat": 0, "reason": "draw-phase", "count": 1, "cards": null})
    );
    assert_eq!(logged(TABLE, dealt, &events, Some(0)).0["card"], "cod");
    let state = deal(&state, &[Tuna, Lobster]);
    let keep = A::Keep { card: Cod };
    let (_, events) = apply_events(&state, SEAT0, keep);
    let (action, logged_events) = logged(SEAT0, keep, &events, Some(1));
    assert_eq!(action, json!({"type": "keep", "card": null}));
    assert_eq!(
        logged_events,
        json!([
            {"type": "kept", "seat": 0, "card": null},
            {"type": "discarded", "seat": 0, "card": null}
        ])
    );
    assert_eq!(
        logged(SEAT0, keep, &events, Some(0)).1,
        json!([
            {"type": "kept", "seat": 0, "card": "cod"},
            {"type": "discarded", "seat": 0, "card": "shrimp"}
        ])
    );
}

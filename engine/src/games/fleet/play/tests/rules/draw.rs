//! Phase 5: the draw, with and without Tuna licenses.

use crate::core::test_support::read_log_entry;
use super::*;

/// A 2-player table game whose draw phase is being dealt, seat 0 owning `tuna` Tuna licenses.
fn drawing_with_tuna(tuna: u8) -> FleetState {
    let mut state = table_game(2);
    for _ in 0..tuna {
        give_license(&mut state, 0, License::Tuna);
    }
    start_draw(&state).0
}

/// Rule `draw` (ruling FL-15): every seat's draw is dealt first, in turn order; a seat without
/// a Tuna license draws 2 cards, keeps one and discards the other.
#[test]
fn rule_draw_two_cards_keep_one_discard_the_other() {
    let state = drawing_with_tuna(0);
    assert_eq!(
        state.dealing,
        [
            Deal::Cards {
                seat: 0,
                count: 2,
                reason: DrawReason::DrawPhase
            },
            Deal::Cards {
                seat: 1,
                count: 2,
                reason: DrawReason::DrawPhase
            }
        ]
    );
    let state = deal(&state, &[Shrimp, Cod, Tuna]);
    assert_eq!(drawn(&state, 0), cards(&[(Shrimp, 1), (Cod, 1)]));
    assert_eq!(
        (state.players[0].drawn_size, state.players[0].hand_size),
        (2, 6)
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Keep { card: Shrimp }),
        ("not-your-turn", "round-structure"),
        "nobody chooses before every draw is dealt"
    );
    let state = deal(&state, &[Lobster]);
    assert_eq!(deciding(&state), [SEAT0, SEAT1]);
    assert_eq!(
        RULES.legal_actions(&state, SEAT0),
        [A::Keep { card: Shrimp }, A::Keep { card: Cod }]
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Keep { card: Tuna }),
        ("not-drawn", "draw")
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Discard { card: Shrimp }),
        ("wrong-phase", "draw")
    );
    let (state, events) = apply_events(&state, SEAT0, A::Keep { card: Cod });
    assert_eq!(
        events,
        [
            FleetEvent::Kept {
                seat: 0,
                card: Some(Cod)
            },
            FleetEvent::Discarded {
                seat: 0,
                card: Some(Shrimp)
            }
        ]
    );
    assert_eq!(hand(&state, 0).cod, 2);
    assert_eq!(drawn(&state, 0), Cards::default());
    assert_eq!(
        (state.players[0].drawn_size, state.players[0].hand_size),
        (0, 7)
    );
    assert_eq!(
        (state.discard_size, discards(&state)),
        (1, cards(&[(Shrimp, 1)]))
    );
}

/// The events as JSON, as a log stores them.
fn json(events: &[FleetEvent]) -> serde_json::Value {
    serde_json::to_value(events).unwrap()
}

/// Rule `draw` (ruling FL-15): two cards of one type are not kept for the seat: it decides
/// like every seat that drew, its one legal action the keep, and its keep and discard are
/// filed under its own action.
#[test]
fn rule_draw_fl15_two_of_a_kind_are_kept_by_the_seat_itself() {
    let state = drawing_with_tuna(0);
    let state = deal(&state, &[Cod]);
    let (state, events) = apply_events(&state, TABLE, A::DealCard { seat: 0, card: Cod });
    assert_eq!(
        json(&events),
        serde_json::json!([{"type": "drew", "seat": 0, "reason": "draw-phase", "count": 1,
            "cards": {"shrimp": 0, "lobster": 0, "processing-vessel": 0, "cod": 1, "tuna": 0,
                "king-crab": 0}}]),
        "nothing is kept for the seat"
    );
    assert_eq!(drawn(&state, 0), cards(&[(Cod, 2)]));
    let state = deal(&state, &[Tuna, Shrimp]);
    assert_eq!(deciding(&state), [SEAT0, SEAT1], "seat 0 decides too");
    assert_eq!(
        RULES.legal_actions(&state, SEAT0),
        [A::Keep { card: Cod }],
        "one keep to choose"
    );
    let (state, events) = apply_events(&state, SEAT0, A::Keep { card: Cod });
    assert_eq!(
        json(&events),
        serde_json::json!([
            {"type": "kept", "seat": 0, "card": "cod"},
            {"type": "discarded", "seat": 0, "card": "cod"}
        ])
    );
    assert_eq!(hand(&state, 0).cod, 2);
    assert_eq!(deciding(&state), [SEAT1]);
}

/// Rule `draw` (ruling FL-15): a single card drawn (the piles ran out) is kept by the seat's
/// own keep, its only legal action.
#[test]
fn rule_draw_fl15_a_single_card_is_kept_by_the_seat_itself() {
    let mut state = table_game(2);
    leave_in_supply(&mut state, 1, cards(&[(Shrimp, 1)]));
    let (state, _) = start_draw(&state);
    let state = deal(&state, &[Shrimp]);
    assert_eq!(deciding(&state), [SEAT0]);
    assert_eq!(
        RULES.legal_actions(&state, SEAT0),
        [A::Keep { card: Shrimp }]
    );
    let (state, events) = apply_events(&state, SEAT0, A::Keep { card: Shrimp });
    assert!(events.contains(&FleetEvent::Kept {
        seat: 0,
        card: Some(Shrimp)
    }));
    assert_eq!(state.round, 2);
}

/// Rule `draw` (ruling FL-15, FL-13): whether a seat drew a pair or two different cards,
/// every other seat and a spectator see the same: the same seats to act, the same phase and
/// views, and the same log entries for the deal.
#[test]
fn rule_draw_fl15_a_pair_draws_like_any_other_draw() {
    let dealt = |second: BoatType| {
        let (mut state, _) = start_draw(&table_game(2));
        let mut entries = Vec::new();
        for card in [Cod, second, Tuna, Shrimp] {
            let Some(&Deal::Cards { seat, .. }) = state.dealing.first() else {
                panic!("a card is owed");
            };
            let action = A::DealCard { seat, card };
            let (next, events) = apply_events(&state, TABLE, action);
            entries.push((action, events));
            state = next;
        }
        (state, entries)
    };
    let (pair, pair_log) = dealt(Cod);
    let (mixed, mixed_log) = dealt(Shrimp);
    assert_eq!(RULES.to_act(&pair), RULES.to_act(&mixed));
    assert_eq!(pair.phase, mixed.phase);
    for reader in [Some(1), None] {
        assert_eq!(RULES.view(&pair, reader), RULES.view(&mixed, reader));
        for ((a, a_events), (b, b_events)) in pair_log.iter().zip(&mixed_log) {
            let read =
                |action: &A, events: &[FleetEvent]| read_log_entry(RULES, TABLE, action, events, reader);
            assert_eq!(
                read(a, a_events),
                read(b, b_events),
                "as {reader:?} reads it"
            );
        }
    }
}

/// Rule `draw` (ruling FL-15): an empty supply is refilled by shuffling the discard pile, which
/// holds only the cards discarded before that moment.
#[test]
fn rule_draw_an_empty_supply_is_refilled_from_the_discard_pile() {
    let mut state = table_game(2);
    leave_in_supply(&mut state, 1, cards(&[(Shrimp, 1), (Cod, 1), (Tuna, 3)]));
    discard_from_supply(&mut state, Tuna, 3);
    assert_eq!((state.supply_size, state.discard_size), (2, 3));
    let (state, _) = start_draw(&state);
    let state = deal(&state, &[Shrimp]);
    let (state, events) = apply_events(&state, TABLE, A::DealCard { seat: 0, card: Cod });
    // Seat 0's two cards wait undecided; the new supply is the three Tuna boats only.
    assert!(events.contains(&FleetEvent::Reshuffled { size: 3 }));
    assert_eq!((state.supply_size, state.discard_size), (3, 0));
    assert_eq!(supply(&state), cards(&[(Tuna, 3)]));
    assert_eq!(
        refused_by(
            &state,
            TABLE,
            A::DealCard {
                seat: 1,
                card: Shrimp
            }
        ),
        ("impossible-outcome", "chance-table-mode")
    );
    let state = deal(&state, &[Tuna, Tuna]);
    assert_eq!(deciding(&state), [SEAT0, SEAT1]);
}

/// Rule `draw` (ruling FL-15): the supply is reshuffled the moment its last card is drawn,
/// from the cards discarded until then; cards discarded afterwards (here the draw's own
/// discards) start a new discard pile and wait for the next time the supply runs out.
#[test]
fn rule_draw_fl15_the_supply_is_reshuffled_the_moment_it_runs_out() {
    let mut state = table_game(2);
    let left = cards(&[
        (Shrimp, 1),
        (Cod, 1),
        (Lobster, 1),
        (KingCrab, 1),
        (Tuna, 3),
    ]);
    leave_in_supply(&mut state, 1, left);
    discard_from_supply(&mut state, Tuna, 3);
    let (state, _) = start_draw(&state);
    let state = deal(&state, &[Shrimp, Cod, Lobster]);
    let (state, events) = apply_events(
        &state,
        TABLE,
        A::DealCard {
            seat: 1,
            card: KingCrab,
        },
    );
    assert!(
        events.contains(&FleetEvent::Reshuffled { size: 3 }),
        "the last card drawn empties the supply: it is refilled at once"
    );
    assert_eq!((state.supply_size, state.discard_size), (3, 0));
    let state = apply_events(&state, SEAT0, A::Keep { card: Cod }).0;
    let state = apply_events(&state, SEAT1, A::Keep { card: Lobster }).0;
    assert_eq!(supply(&state), cards(&[(Tuna, 3)]));
    assert_eq!(discards(&state), cards(&[(Shrimp, 1), (KingCrab, 1)]));
    assert_eq!((state.supply_size, state.discard_size), (3, 2));
}

/// Rule `draw` (ruling FL-15): with the supply and the discard pile both empty, the draw is cut
/// short, and a seat that drew nothing has nothing to decide.
#[test]
fn rule_draw_is_cut_short_when_both_piles_are_empty() {
    let mut state = table_game(2);
    leave_in_supply(&mut state, 1, Cards::default());
    let (state, events) = start_draw(&state);
    assert!(events.contains(&FleetEvent::DrawCutShort {
        seat: 0,
        missing: 2
    }));
    assert!(events.contains(&FleetEvent::DrawCutShort {
        seat: 1,
        missing: 2
    }));
    assert!(events.contains(&FleetEvent::RoundStarted {
        round: 2,
        start_player: 1
    }));
    assert_eq!(state.players[0].hand_size, 6);
}

/// Rule `tuna-license` (ruling FL-16): with one Tuna license, draw 2 and keep both, with no
/// choice to make.
#[test]
fn rule_tuna_license_one_draws_two_and_keeps_both() {
    let state = drawing_with_tuna(1);
    assert_eq!(
        state.dealing[0],
        Deal::Cards {
            seat: 0,
            count: 2,
            reason: DrawReason::DrawPhase
        }
    );
    let state = deal(&state, &[Shrimp, Cod]);
    assert_eq!(state.players[0].hand_size, 8);
    assert_eq!(state.players[0].drawn_size, 0);
    assert_eq!(hand(&state, 0).shrimp, 2);
    let state = deal(&state, &[Tuna, Lobster]);
    assert_eq!(deciding(&state), [SEAT1]);
}

/// Rule `tuna-license` (ruling FL-16): with two Tuna licenses, draw 3, then discard any one
/// card from the whole hand.
#[test]
fn rule_tuna_license_two_draw_three_and_discard_any_card_from_hand() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::Tuna);
    give_license(&mut state, 0, License::Tuna);
    set_hand(&mut state, 0, cards(&[(Shrimp, 1)]));
    let (state, _) = start_draw(&state);
    assert_eq!(
        state.dealing[0],
        Deal::Cards {
            seat: 0,
            count: 3,
            reason: DrawReason::DrawPhase
        }
    );
    let state = deal(&state, &[Cod, Cod, Tuna, Cod, Cod]);
    assert_eq!(hand(&state, 0), cards(&[(Shrimp, 1), (Cod, 2), (Tuna, 1)]));
    assert_eq!(deciding(&state), [SEAT0, SEAT1]);
    assert_eq!(
        RULES.legal_actions(&state, SEAT0),
        [
            A::Discard { card: Shrimp },
            A::Discard { card: Cod },
            A::Discard { card: Tuna }
        ]
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Discard { card: KingCrab }),
        ("not-in-hand", "tuna-license")
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Keep { card: Cod }),
        ("wrong-phase", "tuna-license")
    );
    let (state, events) = apply_events(&state, SEAT0, A::Discard { card: Shrimp });
    assert_eq!(
        events[0],
        FleetEvent::Discarded {
            seat: 0,
            card: Some(Shrimp)
        }
    );
    assert_eq!(state.players[0].hand_size, 3);
    assert_eq!(discards(&state), cards(&[(Shrimp, 1)]));
    let state = apply_events(&state, SEAT1, A::Keep { card: Cod }).0;
    assert_eq!(discards(&state), cards(&[(Shrimp, 1), (Cod, 1)]));
    assert_eq!(state.round, 2);
}

/// Rule `tuna-license` (ruling FL-16): with three Tuna licenses, draw 3 and keep them all.
#[test]
fn rule_tuna_license_three_draw_three_and_keep_all() {
    let state = drawing_with_tuna(3);
    let state = deal(&state, &[Shrimp, Cod, Tuna]);
    assert_eq!(state.players[0].hand_size, 9);
    assert_eq!(
        state.dealing,
        [Deal::Cards {
            seat: 1,
            count: 2,
            reason: DrawReason::DrawPhase
        }]
    );
    let state = deal(&state, &[Tuna, Lobster]);
    assert_eq!(deciding(&state), [SEAT1], "seat 0 has no choice to make");
}

/// Rule `tuna-license` (ruling FL-16): with four Tuna licenses, draw 4, then discard one card
/// from the hand.
#[test]
fn rule_tuna_license_four_draw_four_and_discard_one() {
    let state = drawing_with_tuna(4);
    let state = deal(&state, &[Shrimp, Cod, Tuna, Lobster, Cod, Cod]);
    assert_eq!(state.players[0].hand_size, 10);
    assert_eq!(deciding(&state), [SEAT0, SEAT1]);
    let state = apply_events(&state, SEAT0, A::Discard { card: KingCrab }).0;
    assert_eq!(state.players[0].hand_size, 9);
    assert_eq!(hand(&state, 0).king_crab, 0);
}

/// Rule `tuna-license` (ruling FL-16): no discard is asked for after a draw cut short.
#[test]
fn rule_tuna_license_no_discard_after_a_draw_cut_short() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::Tuna);
    give_license(&mut state, 0, License::Tuna);
    leave_in_supply(&mut state, 1, cards(&[(Lobster, 1)]));
    let (state, _) = start_draw(&state);
    let (state, events) = apply_events(
        &state,
        TABLE,
        A::DealCard {
            seat: 0,
            card: Lobster,
        },
    );
    assert!(events.contains(&FleetEvent::DrawCutShort {
        seat: 0,
        missing: 2
    }));
    assert_eq!(state.players[0].hand_size, 7);
    assert_eq!(state.round, 2, "nobody had a choice");
}

/// Rules `draw` and `launch-boats`: boat cards drawn are chance, seen only by the drawer, and
/// may not be taken back; a launch shows nobody anything new and may.
#[test]
fn rule_draw_a_draw_reveals_and_a_launch_does_not() {
    use crate::core::play::{JsonRules, Playable};
    let engine = JsonRules(RULES);
    let logged = |events: &[FleetEvent]| serde_json::to_value(events).unwrap();
    let drew = FleetEvent::Drew {
        seat: 0,
        reason: DrawReason::DrawPhase,
        count: 2,
        cards: None,
    };
    let launched = FleetEvent::Launched {
        seat: 0,
        boat: BoatType::Shrimp,
    };
    assert!(engine.reveals(Actor::Seat(0), &logged(&[drew])));
    assert!(!engine.reveals(Actor::Seat(0), &logged(std::slice::from_ref(&launched))));
    let kept = FleetEvent::Kept { seat: 0, card: None };
    assert!(!engine.reveals(Actor::Seat(0), &logged(&[kept, launched])));
    let license = FleetEvent::LicenseRevealed {
        license: License::Shrimp,
    };
    assert!(engine.reveals(Actor::Seat(1), &logged(&[license])));
}

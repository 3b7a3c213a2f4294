//! Movement, returns, whale sales, whaling draws and selection, table chance.

use super::*;

#[test]
fn rule_movement_phase_moves_every_ship_one_space_toward_shore_keeping_ranks() {
    let mut state = started(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 1, Whales::default());
    let state = finish_round(state);
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 0 }
    );
    assert_eq!(
        state.players[1].ships[0].location,
        ShipLocation::Sea { space: 3, rank: 1 }
    );
}

#[test]
fn rule_movement_return_keeps_whales_for_their_lay_or_sells_them_for_half() {
    let mut state = started(2);
    at_sea(&mut state, 0, 0, 1, 0, whales(1, 1, 0));
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ShipRef { seat: 0, ship: 0 },
            sold: Whales::default(),
            sale: None,
            final_voyage: false
        }
    );
    assert_eq!(
        refused(
            &state,
            A::KeepWhale {
                whale: WhaleKind::Sperm
            }
        ),
        ("not-on-ship", "movement-return")
    );
    let state = play(
        &state,
        A::SellWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[0].money, 7);
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(
        (state.players[0].money, state.players[0].whales.right),
        (5, 1)
    );
    assert!(
        matches!(state.phase, Phase::Returning { sale: Some(_), .. }),
        "the sold Bowhead is offered"
    );
}

#[test]
fn rule_movement_whale_sale_goes_clockwise_and_unbought_whales_leave_the_game() {
    let mut state = started(3);
    at_sea(&mut state, 0, 0, 1, 0, whales(0, 2, 0));
    state.players[2].money = 3;
    for _ in 0..6 {
        state = play(&state, A::Farm);
    }
    state = play(
        &state,
        A::SellWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    state = play(
        &state,
        A::SellWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(
        actor(&state),
        Actor::Seat(1),
        "the seller's left neighbour is offered first"
    );
    let state = play(
        &state,
        A::BuyWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(
        (state.players[1].whales.bowhead, state.players[1].money),
        (1, 1)
    );
    // Seat 2 cannot afford $4 and seat 1 cannot either: the last Bowhead leaves the game.
    assert_eq!(state.removed.bowhead, 1);
    assert!(!matches!(state.phase, Phase::Returning { .. }));
}

#[test]
fn rule_whaling_draw_is_one_token_per_ship_at_sea_plus_one() {
    let mut state = started(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(state.phase, Phase::Whaling);
    let out = state.drawn.total()
        + state
            .players
            .iter()
            .flat_map(|p| p.ships)
            .map(|s| s.cargo.total())
            .sum::<u32>();
    assert_eq!(out, 3);
}

#[test]
fn rule_whaling_draw_returns_last_phase_leftovers_and_draws_nothing_without_ships() {
    let mut state = started(2);
    state.bag.empty -= 1;
    state.drawn.empty = 1;
    let state = finish_round(state);
    assert_eq!(state.drawn, Tokens::default());
    assert_eq!(state.bag, Tokens::full_bag(2));
}

#[test]
fn rule_whaling_selection_goes_farthest_first_then_by_arrival() {
    let mut state = started(3);
    at_sea(&mut state, 2, 0, 3, 1, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    state.chance = ChanceMode::Table;
    state.rng = None;
    for _ in 0..6 {
        state = play(&state, A::Farm);
    }
    assert_eq!(state.phase, Phase::AwaitingDraw { count: 4 });
    let state = apply(
        &state,
        Actor::Table,
        A::Draw {
            right: 3,
            bowhead: 0,
            sperm: 0,
            empty: 1,
        },
    );
    let order: Vec<u8> = state.whaling_order.iter().map(|s| s.seat).collect();
    assert_eq!(
        order,
        [1, 2, 0],
        "space 2 (after moving) rank 0, rank 1, then space 1"
    );
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Sperm
            }
        ),
        ("not-drawn", "whaling-selection")
    );
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(state.players[1].ships[0].cargo.right, 1);
}

/// Table chance: every possible draw is listed once, each with its exact hypergeometric
/// probability, computed here by hand for a few bags.
#[test]
fn rule_chance_table_mode_lists_every_draw_with_its_probability() {
    let mut state = started(2);
    state.chance = ChanceMode::Table;
    state.rng = None;
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(RULES.to_act(&state), vec![Actor::Table]);
    assert_eq!(state.phase, Phase::AwaitingDraw { count: 2 });
    let draw = |right, bowhead, sperm, empty| A::Draw {
        right,
        bowhead,
        sperm,
        empty,
    };
    let odds = |state: &NewBedfordState| -> Vec<(A, f64)> {
        RULES
            .legal_actions(state, Actor::Table)
            .into_iter()
            .map(|a| {
                (
                    a,
                    RULES.probability(state, &a).expect("every draw has odds"),
                )
            })
            .collect()
    };
    // The full 2-player bag: 18 Right, 10 Bowhead, 2 Sperm, 8 Empty Sea; C(38, 2) = 703 pairs.
    let full = odds(&state);
    assert_eq!(full.len(), 10, "the 10 multisets of 2 tokens of 4 kinds");
    let exact = [
        (draw(2, 0, 0, 0), 153.0 / 703.0), // C(18, 2)
        (draw(1, 1, 0, 0), 180.0 / 703.0), // 18 × 10
        (draw(0, 0, 2, 0), 1.0 / 703.0),   // C(2, 2)
        (draw(0, 0, 1, 1), 16.0 / 703.0),  // 2 × 8
        (draw(0, 1, 0, 1), 80.0 / 703.0),  // 10 × 8
    ];
    for (action, p) in exact {
        let listed = full.iter().find(|(a, _)| *a == action).expect("listed");
        assert!(
            (listed.1 - p).abs() < 1e-12,
            "{action:?}: {} vs {p}",
            listed.1
        );
    }
    let total: f64 = full.iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-12);
    // A bag of 1 Right Whale and 2 Empty Sea (the rest out of the game): C(3, 2) = 3 pairs.
    let mut small = state.clone();
    small.removed = small
        .bag
        .minus(Tokens {
            right: 1,
            bowhead: 0,
            sperm: 0,
            empty: 2,
        })
        .unwrap();
    small.bag = Tokens {
        right: 1,
        bowhead: 0,
        sperm: 0,
        empty: 2,
    };
    let listed = odds(&small);
    assert_eq!(listed.len(), 2);
    for (action, p) in [(draw(1, 0, 0, 1), 2.0 / 3.0), (draw(0, 0, 0, 2), 1.0 / 3.0)] {
        let found = listed.iter().find(|(a, _)| *a == action).expect("listed");
        assert!(
            (found.1 - p).abs() < 1e-12,
            "{action:?}: {} vs {p}",
            found.1
        );
    }
    // Ruling NB-19: a bag holding fewer tokens than the draw needs gives them all, surely.
    let mut last = state.clone();
    last.removed = last
        .bag
        .minus(Tokens {
            right: 1,
            bowhead: 0,
            sperm: 0,
            empty: 0,
        })
        .unwrap();
    last.bag = Tokens {
        right: 1,
        bowhead: 0,
        sperm: 0,
        empty: 0,
    };
    last.phase = Phase::AwaitingDraw { count: 1 };
    assert_eq!(odds(&last), [(draw(1, 0, 0, 0), 1.0)]);
    assert_eq!(
        refused(&state, draw(3, 0, 0, 0)),
        ("wrong-count", "whaling-draw")
    );
    assert_eq!(
        refused(&small, draw(0, 1, 0, 1)),
        ("not-in-bag", "whaling-draw")
    );
}

/// Rules `whaling-draw` and `whaling-dockyard`: tokens drawn from the bag are chance and may
/// not be taken back; launching a ship shows nobody anything new and may.
#[test]
fn rule_whaling_draw_tokens_drawn_reveal_and_a_launch_does_not() {
    use crate::core::play::{JsonRules, Playable};
    let engine = JsonRules(RULES);
    let seat = Actor::Seat(0);
    assert!(engine.reveals(
        seat,
        &serde_json::json!([{"type": "tokens-drawn", "tokens": {"right": 1, "bowhead": 0, "sperm": 0, "empty": 2}}])
    ));
    let launched = serde_json::to_value([NewBedfordEvent::ShipLaunched {
        ship: ShipRef { seat: 0, ship: 0 },
        space: 3,
    }]);
    assert!(!engine.reveals(seat, &launched.unwrap()));
    assert!(!engine.reveals(seat, &serde_json::json!([])));
}

//! Phase 2: launching boats and hiring captains, with the Cod and Lobster bonuses, the King
//! Crab licenses' launches and the Fishermen's Pub.

use super::*;

/// The Lobster draws owed, as (seat, cards).
fn lobster_deals(state: &FleetState) -> Vec<(u8, u8)> {
    state
        .dealing
        .iter()
        .filter_map(|deal| match *deal {
            Deal::Cards {
                seat,
                count,
                reason: DrawReason::Lobster,
            } => Some((seat, count)),
            _ => None,
        })
        .collect()
}

/// Rule `launch-boats` (ruling FL-03): a boat is launched only under a license of its type.
#[test]
fn rule_launch_boats_needs_a_license_of_the_boats_type() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Lobster);
    assert_eq!(legal(&state), [A::Launch { boat: Lobster }, A::EndLaunches]);
    for boat in [Shrimp, ProcessingVessel, Cod, Tuna, KingCrab] {
        assert_eq!(
            refused(&state, A::Launch { boat }),
            ("no-license", "launch-boats"),
            "{boat:?}"
        );
    }
}

/// Rule `launch-boats`: the boat launched is a card from the hand.
#[test]
fn rule_launch_boats_the_boat_must_be_in_hand() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Lobster);
    set_hand(&mut state, 0, cards(&[(Shrimp, 2), (Tuna, 1)]));
    assert_eq!(
        refused(&state, A::Launch { boat: Lobster }),
        ("not-in-hand", "launch-boats")
    );
}

/// Rule `launch-boats`: the launch cost is paid from the rest of the hand (the boat launched
/// is not cash), processed crates and discount; a launch that cannot be covered is refused.
#[test]
fn rule_launch_boats_refuses_a_launch_the_rest_of_the_hand_cannot_pay() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Lobster);
    set_hand(&mut state, 0, cards(&[(Lobster, 1), (Cod, 1)]));
    assert_eq!(
        refused(&state, A::Launch { boat: Lobster }),
        ("cannot-afford", "launch-boats")
    );
    assert_eq!(legal(&state), [A::EndLaunches]);
    // A second Lobster card pays for the first.
    set_hand(&mut state, 0, cards(&[(Lobster, 2)]));
    let state = play(&state, A::Launch { boat: Lobster });
    assert_eq!(
        state.payment.map(|p| (p.seat, p.due)),
        Some((0, 2)),
        "a Lobster boat costs $2"
    );
    assert_eq!(legal(&state), [A::Pay { boat: Lobster }]);
}

/// Rule `launch-boats` (ruling FL-09): a seat whose hand holds no boat it could launch and pay
/// for is still asked, and ends its launches itself, so its turn shows nothing of its hand; only
/// what everyone sees passes a seat over (here seat 2, which has no license to launch with).
#[test]
fn rule_launch_boats_fl09_a_seat_that_cannot_launch_is_asked_all_the_same() {
    let mut state = launching(3);
    give_license(&mut state, 0, License::Lobster);
    give_license(&mut state, 1, License::Lobster);
    // A Lobster boat costs $2 and the Cod card left pays $1.
    set_hand(&mut state, 1, cards(&[(Lobster, 1), (Cod, 1)]));
    let (state, _) = apply_events(&state, SEAT0, A::EndLaunches);
    assert_eq!(actor(&state), SEAT1);
    assert_eq!(legal(&state), [A::EndLaunches]);
    let (state, _) = apply_events(&state, SEAT1, A::EndLaunches);
    assert!(
        !matches!(state.phase, Phase::Launch { .. }),
        "seat 2 is passed over: {:?}",
        state.phase
    );
}

/// Rule `launch-boats`: a seat launches one boat a round; the boat is paid for, stays face up
/// in front of its owner, and the turn passes on.
#[test]
fn rule_launch_boats_one_boat_a_round_without_a_cod_license() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Lobster);
    let (state, events) = apply_events(&state, SEAT0, A::Launch { boat: Lobster });
    assert_eq!(
        events,
        [FleetEvent::Launched {
            seat: 0,
            boat: Lobster
        }]
    );
    assert_eq!(
        state.payment,
        Some(Payment {
            seat: 0,
            purchase: Purchase::Launch { boat: Lobster },
            due: 2,
            paid: 0
        })
    );
    let (state, events) = apply_events(&state, SEAT0, A::Pay { boat: Shrimp });
    assert_eq!(
        events,
        [
            FleetEvent::Paid {
                seat: 0,
                boat: Some(Shrimp),
                dollars: 2
            },
            FleetEvent::BoatPaid {
                seat: 0,
                boat: Lobster,
                paid: 2
            }
        ]
    );
    let player = &state.players[0];
    assert_eq!(player.boats.len(), 1);
    assert_eq!(
        (player.boats[0].boat, player.boats[0].captain),
        (Lobster, false)
    );
    assert_eq!(player.hand_size, 4);
    // Seat 1 has no license, so the hiring begins, with seat 0.
    assert_eq!(state.phase, Phase::Hire { seat: 0, hired: 0 });

    // A second launch in the same round is refused.
    let mut second = launching(2);
    give_license(&mut second, 0, License::Lobster);
    give_cards(&mut second, 0, Lobster, 1);
    at(
        &mut second,
        Phase::Launch {
            seat: 0,
            launched: 1,
        },
    );
    assert_eq!(
        refused(&second, A::Launch { boat: Lobster }),
        ("launch-limit", "launch-boats")
    );
    assert_eq!(legal(&second), [A::EndLaunches]);
}

/// Rule `launch-boats`: a seat may stop launching when it chooses; the next seat launches.
#[test]
fn rule_launch_boats_a_seat_may_launch_nothing() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Lobster);
    give_license(&mut state, 1, License::Tuna);
    let (state, events) = apply_events(&state, SEAT0, A::EndLaunches);
    assert!(events.is_empty());
    assert_eq!(
        state.phase,
        Phase::Launch {
            seat: 1,
            launched: 0
        }
    );
    assert!(state.players[0].boats.is_empty());
    assert_eq!(
        refused(&state, A::Pay { boat: Shrimp }),
        ("wrong-phase", "launch-boats")
    );
}

/// Rule `cod-license` (ruling FL-20): a Cod license allows two launches a round, each paid on
/// its own, the second of any licensed type; a third is refused. After launching the seat
/// draws a card per Cod license, before the next seat launches.
#[test]
fn rule_cod_license_two_launches_a_round_then_a_card() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Cod);
    give_license(&mut state, 0, License::Lobster);
    let state = play_all(&state, &[A::Launch { boat: Cod }, A::Pay { boat: Shrimp }]);
    assert_eq!(
        state.phase,
        Phase::Launch {
            seat: 0,
            launched: 1
        }
    );
    let state = play(&state, A::Launch { boat: Lobster });
    let (state, events) = apply_events(
        &state,
        SEAT0,
        A::Pay {
            boat: ProcessingVessel,
        },
    );
    assert!(events.contains(&FleetEvent::BoatPaid {
        seat: 0,
        boat: Lobster,
        paid: 2
    }));
    assert_eq!(
        state.dealing,
        [Deal::Cards {
            seat: 0,
            count: 1,
            reason: DrawReason::Cod
        }]
    );
    let (state, events) = apply_events(
        &state,
        TABLE,
        A::DealCard {
            seat: 0,
            card: Tuna,
        },
    );
    assert_eq!(
        events,
        [FleetEvent::Drew {
            seat: 0,
            reason: DrawReason::Cod,
            count: 1,
            cards: Some(Cards::of(Tuna, 1))
        }]
    );
    assert_eq!(hand(&state, 0), cards(&[(Tuna, 2), (KingCrab, 1)]));

    let mut third = launching(2);
    give_license(&mut third, 0, License::Cod);
    at(
        &mut third,
        Phase::Launch {
            seat: 0,
            launched: 2,
        },
    );
    assert_eq!(
        refused(&third, A::Launch { boat: Cod }),
        ("launch-limit", "cod-license")
    );
}

/// Rule `cod-license` (ruling FL-20): the draw is one card per Cod license owned, and only
/// after at least one launch that round.
#[test]
fn rule_cod_license_draws_per_license_and_only_after_a_launch() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Cod);
    give_license(&mut state, 0, License::Cod);
    give_cards(&mut state, 0, Cod, 1);
    let state = play_all(
        &state,
        &[
            A::Launch { boat: Cod },
            A::Pay { boat: Lobster },
            A::EndLaunches,
        ],
    );
    assert_eq!(
        state.dealing,
        [Deal::Cards {
            seat: 0,
            count: 2,
            reason: DrawReason::Cod
        }]
    );

    let mut idle = launching(2);
    give_license(&mut idle, 0, License::Cod);
    give_license(&mut idle, 1, License::Tuna);
    let (idle, events) = apply_events(&idle, SEAT0, A::EndLaunches);
    assert!(events.is_empty());
    assert!(idle.dealing.is_empty(), "no launch, no Cod draw");
    assert_eq!(
        idle.phase,
        Phase::Launch {
            seat: 1,
            launched: 0
        }
    );
}

/// Rule `hire-captains` (rulings FL-09, FL-13): a captain is any card from the hand, laid face
/// down on one of the seat's own boats that has none; everyone sees the boat is captained,
/// only the owner knows the captain's type.
#[test]
fn rule_hire_captains_a_captain_of_any_type_on_a_free_boat() {
    let mut state = hiring(2);
    set_hand(&mut state, 0, cards(&[(Cod, 1), (KingCrab, 1)]));
    assert_eq!(
        legal(&state),
        [
            A::Hire {
                boat: Shrimp,
                captain: Cod
            },
            A::Hire {
                boat: Shrimp,
                captain: KingCrab
            },
            A::EndHiring
        ]
    );
    assert_eq!(
        refused(
            &state,
            A::Hire {
                boat: Tuna,
                captain: Cod
            }
        ),
        ("no-free-boat", "hire-captains")
    );
    assert_eq!(
        refused(
            &state,
            A::Hire {
                boat: Shrimp,
                captain: Tuna
            }
        ),
        ("not-in-hand", "hire-captains")
    );
    let (state, events) = apply_events(
        &state,
        SEAT0,
        A::Hire {
            boat: Shrimp,
            captain: KingCrab,
        },
    );
    // Fishing follows at once: nobody else hires.
    assert_eq!(
        events[0],
        FleetEvent::CaptainHired {
            seat: 0,
            boat: Shrimp,
            captain: Some(KingCrab)
        }
    );
    let player = &state.players[0];
    assert!(player.boats[0].captain);
    assert_eq!(player.secret.unwrap().captains, cards(&[(KingCrab, 1)]));
    assert_eq!(hand(&state, 0), cards(&[(Cod, 1)]));
    assert_eq!(player.hand_size, 1);
    let seen = RULES.view(&state, Some(1));
    assert!(seen.players[0].boats[0].captain);
    assert_eq!(seen.players[0].secret, None);
}

/// Rule `hire-captains`: one captain a round, and a boat carries one captain at most.
#[test]
fn rule_hire_captains_one_captain_a_round_one_per_boat() {
    let mut state = hiring(2);
    launched(&mut state, 0, Shrimp, None, 0);
    let (state, _) = apply_events(
        &state,
        SEAT0,
        A::Hire {
            boat: Shrimp,
            captain: Cod,
        },
    );
    // Seat 0 is done for the round although a boat is free; seat 1 has no boat: fishing.
    assert!(!matches!(state.phase, Phase::Hire { .. }));

    let mut limit = hiring(2);
    launched(&mut limit, 0, Shrimp, None, 0);
    at(&mut limit, Phase::Hire { seat: 0, hired: 1 });
    assert_eq!(
        refused(
            &limit,
            A::Hire {
                boat: Shrimp,
                captain: Cod
            }
        ),
        ("hire-limit", "hire-captains")
    );

    let mut full = table_game(2);
    give_license(&mut full, 0, License::Shrimp);
    give_license(&mut full, 0, License::Cod);
    launched(&mut full, 0, Shrimp, Some(Tuna), 0);
    launched(&mut full, 0, Cod, None, 0);
    at(&mut full, Phase::Hire { seat: 0, hired: 0 });
    assert_eq!(
        refused(
            &full,
            A::Hire {
                boat: Shrimp,
                captain: Cod
            }
        ),
        ("no-free-boat", "hire-captains")
    );
}

/// Rule `hire-captains` (ruling FL-09): cards drawn for the Cod license come before any hiring,
/// so they can serve as captains that round.
#[test]
fn rule_hire_captains_cards_drawn_for_cod_can_be_hired() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Cod);
    set_hand(&mut state, 0, cards(&[(Cod, 1), (Shrimp, 1)]));
    let state = play_all(&state, &[A::Launch { boat: Cod }, A::Pay { boat: Shrimp }]);
    assert_eq!(state.players[0].hand_size, 0);
    let (state, _) = apply_events(
        &state,
        TABLE,
        A::DealCard {
            seat: 0,
            card: Tuna,
        },
    );
    assert_eq!(state.phase, Phase::Hire { seat: 0, hired: 0 });
    assert_eq!(
        legal(&state),
        [
            A::Hire {
                boat: Cod,
                captain: Tuna
            },
            A::EndHiring
        ]
    );
    let state = play(
        &state,
        A::Hire {
            boat: Cod,
            captain: Tuna,
        },
    );
    assert!(state.players[0].boats[0].captain);
}

/// Rule `lobster-license` (ruling FL-10): a Lobster license allows two captains a round; a
/// third is refused.
#[test]
fn rule_lobster_license_two_captains_a_round() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::Lobster);
    for _ in 0..3 {
        launched(&mut state, 0, Lobster, None, 0);
    }
    at(&mut state, Phase::Hire { seat: 0, hired: 0 });
    let hire = A::Hire {
        boat: Lobster,
        captain: Shrimp,
    };
    let state = play(&state, hire);
    assert_eq!(state.phase, Phase::Hire { seat: 0, hired: 1 });
    let mut third = state.clone();
    let state = play(
        &state,
        A::Hire {
            boat: Lobster,
            captain: Cod,
        },
    );
    assert_eq!(state.players[0].captained(), 2);
    // Both hires made: the Lobster draw for 2 captained boats follows.
    assert_eq!(lobster_deals(&state), [(0, 1)]);
    assert_eq!(state.phase, Phase::Fishing);

    at(&mut third, Phase::Hire { seat: 0, hired: 2 });
    assert_eq!(
        refused(
            &third,
            A::Hire {
                boat: Lobster,
                captain: Cod
            }
        ),
        ("hire-limit", "lobster-license")
    );
}

/// Rule `lobster-license` (ruling FL-10): once everyone has hired, a Lobster owner draws by
/// its captained boats, hired this round or before, even without a hire this round: with 1
/// license 1 card for 1–3 boats and 2 for 4 or more; with 2 or more, 1 for 1–2, 2 for 3–6 and
/// 3 for 7 or more; none without a captained boat.
#[test]
fn rule_lobster_license_draws_by_captained_boats_even_without_a_hire() {
    for (licenses, captained, cards_drawn) in [
        (1, 0, 0),
        (1, 1, 1),
        (1, 3, 1),
        (1, 4, 2),
        (1, 7, 2),
        (2, 1, 1),
        (2, 2, 1),
        (2, 3, 2),
        (2, 6, 2),
        (2, 7, 3),
        (4, 8, 3),
    ] {
        let mut state = table_game(2);
        for _ in 0..licenses {
            give_license(&mut state, 0, License::Lobster);
        }
        for _ in 0..captained {
            launched(&mut state, 0, Lobster, Some(Shrimp), 0);
        }
        launched(&mut state, 0, Lobster, None, 0);
        // Seat 0 hired nobody this round; seat 1 ends the hiring.
        let (state, _) = end_hiring(&state);
        let expected: Vec<(u8, u8)> = if cards_drawn > 0 {
            vec![(0, cards_drawn)]
        } else {
            Vec::new()
        };
        assert_eq!(
            lobster_deals(&state),
            expected,
            "{licenses} license(s), {captained} captained boat(s)"
        );
        if cards_drawn > 0 {
            let state = deal(&state, &vec![Cod; usize::from(cards_drawn)]);
            assert_eq!(hand(&state, 0).cod, 1 + cards_drawn);
        }
    }
}

/// Rule `king-crab-licenses` (ruling FL-03): any one of the three King Crab licenses launches
/// King Crab boats.
#[test]
fn rule_king_crab_licenses_each_launches_king_crab_boats() {
    for license in [
        License::KingCrabCaptains,
        License::KingCrabFish,
        License::KingCrabTypes,
    ] {
        let mut state = launching(4);
        give_license(&mut state, 0, license);
        assert_eq!(
            legal(&state),
            [A::Launch { boat: KingCrab }, A::EndLaunches],
            "{license:?}"
        );
        let (state, events) = apply_events(&state, SEAT0, A::Launch { boat: KingCrab });
        assert_eq!(
            events,
            [FleetEvent::Launched {
                seat: 0,
                boat: KingCrab
            }]
        );
        assert_eq!(state.payment.map(|p| p.due), Some(3));
    }
}

/// Rule `fishermens-pub`: the Pub launches no boat and gives no bonus; it is worth its 10 VP.
#[test]
fn rule_fishermens_pub_launches_nothing() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::FishermensPub);
    assert_eq!(legal(&state), [A::EndLaunches]);
    for boat in BoatType::ALL {
        assert_eq!(
            refused(&state, A::Launch { boat }),
            ("no-license", "launch-boats"),
            "{boat:?}"
        );
    }
    let sheet = RULES.score(&state);
    assert_eq!(sheet.players[0].categories["licenses"], 10);
    assert_eq!(sheet.players[0].categories["king_crab"], 0);
    assert_eq!(sheet.players[0].total, 10);
}

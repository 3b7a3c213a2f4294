//! The license auction: opening a lot, bidding, paying, the Shrimp discount and the refresh.

use super::*;

/// Seat 0 offers `license` and opens at `bid`; every other seat passes, so seat 0 wins.
fn opener_wins(state: &FleetState, license: License, bid: u8) -> (FleetState, Vec<FleetEvent>) {
    let mut state = play_all(state, &[A::Offer { license }, A::Bid { amount: bid }]);
    let mut events = Vec::new();
    while state.payment.is_none() {
        let (next, more) = apply_events(&state, actor(&state), A::Pass);
        state = next;
        events = more;
    }
    (state, events)
}

/// Rule `auction-opening`: the opener offers a license that is in the auction, or drops out.
#[test]
fn rule_auction_opening_offers_only_licenses_in_the_auction() {
    let state = table_game(4);
    assert_eq!(
        legal(&state),
        [
            A::Offer {
                license: License::Shrimp
            },
            A::Offer {
                license: License::Cod
            },
            A::Offer {
                license: License::Lobster
            },
            A::Offer {
                license: License::Tuna
            },
            A::DropOut,
        ]
    );
    for license in [License::ProcessingVessel, License::KingCrabFish] {
        assert_eq!(
            refused(&state, A::Offer { license }),
            ("not-in-auction", "auction-opening")
        );
    }
    let (state, events) = apply_events(
        &state,
        SEAT0,
        A::Offer {
            license: License::Lobster,
        },
    );
    assert_eq!(
        events,
        [FleetEvent::Offered {
            seat: 0,
            license: License::Lobster
        }]
    );
    assert_eq!(
        lot(&state),
        Some(Lot {
            license: License::Lobster,
            bid: 0,
            leader: 0,
            turn: 0,
            passed: 0
        })
    );
}

/// Rule `auction-opening`: having offered a license, the opener must name an opening bid of
/// at least its minimum cost; it can no longer pass, drop out or offer another.
#[test]
fn rule_auction_opening_the_opener_must_name_the_opening_bid() {
    let state = play(
        &table_game(4),
        A::Offer {
            license: License::Lobster,
        },
    );
    for action in [
        A::Pass,
        A::DropOut,
        A::Offer {
            license: License::Cod,
        },
    ] {
        assert_eq!(
            refused(&state, action),
            ("opening-bid-due", "auction-opening"),
            "{action:?}"
        );
    }
    assert_eq!(
        refused(&state, A::Bid { amount: 4 }),
        ("bid-too-low", "auction-bidding")
    );
    let bids: Vec<A> = (5..=11).map(|amount| A::Bid { amount }).collect();
    assert_eq!(legal(&state), bids);
    let (state, events) = apply_events(&state, SEAT0, A::Bid { amount: 5 });
    assert_eq!(events, [FleetEvent::Bid { seat: 0, amount: 5 }]);
    assert_eq!(actor(&state), SEAT1);
}

/// Rule `auction-opening`: a seat that drops out buys nothing this round and sits out the
/// rest of the phase; the next seat clockwise opens.
#[test]
fn rule_auction_opening_drop_out_leaves_the_phase() {
    let (state, events) = apply_events(&table_game(4), SEAT0, A::DropOut);
    assert_eq!(events, [FleetEvent::DroppedOut { seat: 0 }]);
    assert_eq!(
        state.phase,
        Phase::Auction {
            opener: 1,
            out: 0b0001,
            bought: false,
            lot: None
        }
    );
    // Seat 0 takes no part in the lot that follows.
    let state = play_all(
        &state,
        &[
            A::Offer {
                license: License::Cod,
            },
            A::Bid { amount: 4 },
            A::Pass,
            A::Pass,
        ],
    );
    assert_eq!(
        state.payment.map(|p| p.seat),
        Some(1),
        "seat 1 won without seat 0 bidding"
    );
}

/// Rule `auction-opening` (ruling FL-12): an opener who can afford no license in the auction
/// is not dropped out for it: its only legal action is to drop out, and it does so itself.
/// Nothing public tells that drop-out from one by choice, so nobody learns its funds.
#[test]
fn rule_auction_opening_fl12_an_opener_who_can_afford_nothing_drops_out_itself() {
    let mut state = table_game(4);
    set_hand(&mut state, 1, cards(&[(Cod, 1), (KingCrab, 1)]));
    let (state, events) = apply_events(&state, SEAT0, A::DropOut);
    assert_eq!(
        serde_json::to_value(&events).unwrap(),
        serde_json::json!([{"type": "dropped-out", "seat": 0}])
    );
    assert_eq!(opener(&state), 1);
    assert_eq!(actor(&state), SEAT1);
    assert_eq!(legal(&state), [A::DropOut]);
    let (state, events) = apply_events(&state, SEAT1, A::DropOut);
    assert_eq!(
        serde_json::to_value(&events).unwrap(),
        serde_json::json!([{"type": "dropped-out", "seat": 1}]),
        "the same event as a drop-out by choice"
    );
    assert_eq!(actor(&state), SEAT2);
}

/// Rule `auction-opening`: only licenses the opener can afford may be offered (the refusal is
/// judged as a bid beyond the seat's funds, rule `auction-bidding`).
#[test]
fn rule_auction_opening_offers_only_licenses_the_opener_can_afford() {
    let mut state = table_game(4);
    set_hand(&mut state, 0, cards(&[(Shrimp, 1), (Lobster, 1)]));
    assert_eq!(
        legal(&state),
        [
            A::Offer {
                license: License::Shrimp
            },
            A::Offer {
                license: License::Cod
            },
            A::DropOut
        ]
    );
    for license in [License::Lobster, License::Tuna] {
        assert_eq!(
            refused(&state, A::Offer { license }),
            ("cannot-afford", "auction-opening"),
            "{license:?} costs at least $5"
        );
    }
}

/// Rule `auction-opening` (ruling FL-12): when the opener wins the lot, the next seat
/// clockwise still in the phase opens the next one.
#[test]
fn rule_auction_opening_after_the_opener_wins_the_next_seat_opens() {
    let (state, events) = opener_wins(&table_game(4), License::Shrimp, 4);
    assert_eq!(
        events,
        [
            FleetEvent::Passed { seat: 3 },
            FleetEvent::Won {
                seat: 0,
                license: License::Shrimp,
                price: 4
            }
        ]
    );
    let state = play_all(&state, &[A::Pay { boat: Tuna }, A::Pay { boat: Cod }]);
    assert_eq!(state.players[0].licenses, [License::Shrimp]);
    assert_eq!(
        state.auction,
        [License::Cod, License::Lobster, License::Tuna]
    );
    assert_eq!(
        state.phase,
        Phase::Auction {
            opener: 1,
            out: 0b0001,
            bought: true,
            lot: None
        }
    );
    assert_eq!(actor(&state), SEAT1);
}

/// Rule `auction-opening` (ruling FL-12): when another seat wins the lot, the same opener opens
/// again.
#[test]
fn rule_auction_opening_after_another_seat_wins_the_opener_opens_again() {
    let state = play_all(
        &table_game(4),
        &[
            A::Offer {
                license: License::Cod,
            },
            A::Bid { amount: 4 },
            A::Bid { amount: 5 },
            A::Pass,
            A::Pass,
            A::Pass,
        ],
    );
    assert_eq!(
        state.payment,
        Some(Payment {
            seat: 1,
            purchase: Purchase::License {
                license: License::Cod
            },
            due: 5,
            paid: 0
        })
    );
    let state = play_all(&state, &[A::Pay { boat: Tuna }, A::Pay { boat: Shrimp }]);
    assert_eq!(state.players[1].licenses, [License::Cod]);
    assert_eq!(opener(&state), 0);
    assert_eq!(actor(&state), SEAT0);
}

/// Rule `auction-bidding` (ruling FL-12): a bid must beat the high bid by at least $1.
#[test]
fn rule_auction_bidding_refuses_a_bid_not_above_the_high_bid() {
    let state = play_all(
        &table_game(4),
        &[
            A::Offer {
                license: License::Shrimp,
            },
            A::Bid { amount: 6 },
        ],
    );
    assert_eq!(actor(&state), SEAT1);
    for amount in [3, 6] {
        assert_eq!(
            refused(&state, A::Bid { amount }),
            ("bid-too-low", "auction-bidding")
        );
    }
    let mut expected = vec![A::Pass];
    expected.extend((7..=11).map(|amount| A::Bid { amount }));
    assert_eq!(legal(&state), expected);
}

/// Rule `auction-bidding` (ruling FL-11): no seat may bid more than it could pay: its cards'
/// cash, $1 per processed crate and its Shrimp discount.
#[test]
fn rule_auction_bidding_refuses_a_bid_above_funds() {
    let opened = play_all(
        &table_game(4),
        &[
            A::Offer {
                license: License::Shrimp,
            },
            A::Bid { amount: 4 },
        ],
    );
    assert_eq!(
        refused(&opened, A::Bid { amount: 12 }),
        ("cannot-afford", "auction-bidding")
    );
    assert_eq!(legal(&opened).last(), Some(&A::Bid { amount: 11 }));

    let mut state = table_game(4);
    give_license(&mut state, 1, License::Shrimp);
    give_license(&mut state, 1, License::ProcessingVessel);
    processed(&mut state, 1, 2);
    let state = play_all(
        &state,
        &[
            A::Offer {
                license: License::Shrimp,
            },
            A::Bid { amount: 4 },
        ],
    );
    // $11 of cards, 2 processed crates and a $1 discount.
    assert_eq!(legal(&state).last(), Some(&A::Bid { amount: 14 }));
    assert_eq!(
        refused(&state, A::Bid { amount: 15 }),
        ("cannot-afford", "auction-bidding")
    );
}

/// Rule `auction-bidding` (ruling FL-12): a seat that cannot afford the smallest raise is not
/// passed for it: its only legal action is to pass, and it passes itself, with the same event
/// as a pass by choice, so its turn shows nobody what it holds.
#[test]
fn rule_auction_bidding_fl12_a_seat_that_cannot_raise_passes_itself() {
    let mut state = table_game(4);
    set_hand(&mut state, 2, cards(&[(Shrimp, 1), (Cod, 2)]));
    let state = play_all(
        &state,
        &[
            A::Offer {
                license: License::Shrimp,
            },
            A::Bid { amount: 4 },
        ],
    );
    let (state, events) = apply_events(&state, SEAT1, A::Pass);
    assert_eq!(
        serde_json::to_value(&events).unwrap(),
        serde_json::json!([{"type": "passed", "seat": 1}])
    );
    assert_eq!(actor(&state), SEAT2);
    assert_eq!(legal(&state), [A::Pass]);
    let (state, events) = apply_events(&state, SEAT2, A::Pass);
    assert_eq!(
        serde_json::to_value(&events).unwrap(),
        serde_json::json!([{"type": "passed", "seat": 2}])
    );
    assert_eq!(actor(&state), SEAT3);
    assert_eq!(lot(&state).map(|lot| lot.passed), Some(0b0110));
}

/// Rule `auction-bidding` (ruling FL-12): whether the seat next to bid can afford a raise
/// changes nothing another seat or a spectator sees: the same seat is to act, and the views
/// of the state are the same.
#[test]
fn rule_auction_bidding_fl12_funds_below_the_next_bid_do_not_show() {
    let opened = |poor: bool| {
        let mut state = table_game(4);
        let hand = if poor {
            cards(&[(Shrimp, 1), (Cod, 2)])
        } else {
            cards(&[(Shrimp, 1), (Tuna, 2)])
        };
        set_hand(&mut state, 2, hand);
        play_all(
            &state,
            &[
                A::Offer {
                    license: License::Shrimp,
                },
                A::Bid { amount: 4 },
                A::Pass,
            ],
        )
    };
    let (poor, rich) = (opened(true), opened(false));
    assert_eq!(RULES.to_act(&poor), RULES.to_act(&rich));
    for reader in [Some(0), Some(1), Some(3), None] {
        assert_eq!(RULES.view(&poor, reader), RULES.view(&rich, reader));
    }
}

/// Rule `auction-bidding`: when the turn comes back to the high bidder, that seat has won; it
/// pays and takes no further part in the phase, so nobody gains two licenses in a round.
#[test]
fn rule_auction_bidding_the_last_bidder_wins_and_is_out_for_the_phase() {
    let state = play_all(
        &table_game(4),
        &[
            A::Offer {
                license: License::Cod,
            },
            A::Bid { amount: 4 },
            A::Bid { amount: 5 },
            A::Pass,
            A::Pass,
        ],
    );
    let (state, events) = apply_events(&state, SEAT0, A::Pass);
    assert_eq!(
        events,
        [
            FleetEvent::Passed { seat: 0 },
            FleetEvent::Won {
                seat: 1,
                license: License::Cod,
                price: 5
            }
        ]
    );
    let state = play_all(&state, &[A::Pay { boat: Tuna }, A::Pay { boat: Shrimp }]);
    // Seat 1 is skipped from now on: the bidding goes from seat 0 to seat 2.
    let state = play_all(
        &state,
        &[
            A::Offer {
                license: License::Lobster,
            },
            A::Bid { amount: 5 },
        ],
    );
    assert_eq!(actor(&state), SEAT2);
    assert_eq!(
        refused_by(&state, SEAT1, A::Bid { amount: 6 }),
        ("not-your-turn", "round-structure")
    );
    let state = play_all(&state, &[A::Pass, A::Pass]);
    assert_eq!(state.payment.map(|p| p.seat), Some(0));
    let state = play_all(&state, &[A::Pay { boat: Tuna }, A::Pay { boat: Shrimp }]);
    // Seat 0 won as opener: seat 2, the next seat still in the phase, opens; 1 is out.
    assert_eq!(opener(&state), 2);
    let state = play_all(&state, &[A::DropOut, A::DropOut]);
    let licenses: Vec<usize> = state.players.iter().map(|p| p.licenses.len()).collect();
    assert_eq!(licenses, [1, 1, 0, 0]);
    assert!(matches!(state.phase, Phase::Launch { .. }));
}

/// Rule `payment` (ruling FL-11): a payment is made one card at a time, each at its cash
/// value; only cards in hand may be paid, and nothing else can be done until it is covered.
#[test]
fn rule_payment_is_paid_one_card_at_a_time_from_the_hand() {
    let mut state = table_game(4);
    set_hand(
        &mut state,
        0,
        cards(&[(Shrimp, 1), (Lobster, 1), (Tuna, 1), (KingCrab, 1)]),
    );
    let (state, _) = opener_wins(&state, License::Shrimp, 5);
    assert_eq!(
        state.payment,
        Some(Payment {
            seat: 0,
            purchase: Purchase::License {
                license: License::Shrimp
            },
            due: 5,
            paid: 0
        })
    );
    assert_eq!(
        legal(&state),
        [
            A::Pay { boat: Shrimp },
            A::Pay { boat: Lobster },
            A::Pay { boat: Tuna },
            A::Pay { boat: KingCrab }
        ]
    );
    assert_eq!(
        refused(&state, A::Pay { boat: Cod }),
        ("not-in-hand", "payment")
    );
    assert_eq!(
        refused(&state, A::PayCrate),
        ("no-processed-crate", "payment")
    );
    assert_eq!(
        refused(&state, A::Bid { amount: 6 }),
        ("wrong-phase", "payment")
    );
    assert_eq!(
        refused_by(&state, SEAT1, A::Pay { boat: Shrimp }),
        ("not-your-turn", "round-structure")
    );
    let (state, events) = apply_events(&state, SEAT0, A::Pay { boat: Shrimp });
    assert_eq!(
        events,
        [FleetEvent::Paid {
            seat: 0,
            boat: Some(Shrimp),
            dollars: 2
        }]
    );
    assert_eq!(state.payment.map(|p| p.paid), Some(2));
    assert_eq!(
        (state.discard_size, discards(&state)),
        (1, cards(&[(Shrimp, 1)]))
    );
    assert_eq!(state.players[0].hand_size, 3);
}

/// Rule `payment` (ruling FL-11): the payment ends the moment it is covered; the last card may
/// pay more than was due, and no change is given. Paid cards go to the discard pile.
#[test]
fn rule_payment_ends_when_covered_and_gives_no_change() {
    let mut state = table_game(4);
    set_hand(
        &mut state,
        0,
        cards(&[(Shrimp, 1), (Lobster, 1), (Tuna, 1), (KingCrab, 1)]),
    );
    let (state, _) = opener_wins(&state, License::Shrimp, 5);
    let state = play_all(&state, &[A::Pay { boat: Shrimp }, A::Pay { boat: Lobster }]);
    let (state, events) = apply_events(&state, SEAT0, A::Pay { boat: Tuna });
    assert_eq!(
        events,
        [
            FleetEvent::Paid {
                seat: 0,
                boat: Some(Tuna),
                dollars: 3
            },
            FleetEvent::LicenseBought {
                seat: 0,
                license: License::Shrimp,
                paid: 7
            }
        ]
    );
    assert_eq!(state.payment, None);
    assert_eq!(hand(&state, 0), cards(&[(KingCrab, 1)]));
    assert_eq!(state.players[0].hand_size, 1);
    assert_eq!(state.discard_size, 3);
    assert_eq!(
        discards(&state),
        cards(&[(Shrimp, 1), (Lobster, 1), (Tuna, 1)])
    );
}

/// Rule `payment` (ruling FL-11): a processed crate pays $1 and then leaves the game.
#[test]
fn rule_payment_a_processed_crate_pays_one_dollar_and_leaves_the_game() {
    let mut state = table_game(4);
    give_license(&mut state, 0, License::ProcessingVessel);
    processed(&mut state, 0, 2);
    set_hand(&mut state, 0, cards(&[(Cod, 2)]));
    let (state, _) = opener_wins(&state, License::Shrimp, 4);
    let (state, events) = apply_events(&state, SEAT0, A::PayCrate);
    assert_eq!(
        events,
        [FleetEvent::Paid {
            seat: 0,
            boat: None,
            dollars: 1
        }]
    );
    assert_eq!(state.players[0].processed, 1);
    assert_eq!(state.crates.spent, 1);
    let state = play_all(&state, &[A::PayCrate, A::Pay { boat: Cod }]);
    let (state, events) = apply_events(&state, SEAT0, A::Pay { boat: Cod });
    assert!(events.contains(&FleetEvent::LicenseBought {
        seat: 0,
        license: License::Shrimp,
        paid: 4
    }));
    assert_eq!((state.crates.spent, state.players[0].processed), (2, 0));
    assert_eq!(state.discard_size, 2);
}

/// Rule `shrimp-license` (ruling FL-11): each Shrimp license owned takes $1 off every later
/// license, but a Shrimp license never discounts its own purchase.
#[test]
fn rule_shrimp_license_discounts_later_purchases_not_its_own() {
    let (state, _) = opener_wins(&table_game(4), License::Shrimp, 4);
    assert_eq!(state.payment.map(|p| p.due), Some(4), "no discount yet");

    let mut state = table_game(4);
    give_license(&mut state, 0, License::Shrimp);
    let (state, _) = opener_wins(&state, License::Shrimp, 4);
    assert_eq!(
        state.payment.map(|p| p.due),
        Some(3),
        "the one owned counts"
    );

    let mut state = table_game(4);
    give_license(&mut state, 0, License::Shrimp);
    give_license(&mut state, 0, License::Shrimp);
    let (state, _) = opener_wins(&state, License::Lobster, 6);
    assert_eq!(state.payment.map(|p| p.due), Some(4));
    let (state, events) = apply_events(
        &play(&state, A::Pay { boat: Tuna }),
        SEAT0,
        A::Pay { boat: Cod },
    );
    assert!(events.contains(&FleetEvent::LicenseBought {
        seat: 0,
        license: License::Lobster,
        paid: 4
    }));
    assert_eq!(state.players[0].licenses.len(), 3);
}

/// Rule `shrimp-license`: wherever the game judges what a seat can afford, the discount counts
/// as money.
#[test]
fn rule_shrimp_license_the_discount_counts_as_money_when_bidding() {
    let mut state = table_game(4);
    for _ in 0..3 {
        give_license(&mut state, 0, License::Shrimp);
    }
    set_hand(&mut state, 0, cards(&[(Cod, 1)]));
    // $1 of cash and a $3 discount: $4, enough for a Shrimp or Cod license, not for $5 ones.
    assert_eq!(
        legal(&state),
        [
            A::Offer {
                license: License::Shrimp
            },
            A::Offer {
                license: License::Cod
            },
            A::DropOut
        ]
    );
    assert_eq!(
        refused(
            &state,
            A::Offer {
                license: License::Lobster
            }
        ),
        ("cannot-afford", "auction-opening")
    );
    let state = play(
        &state,
        A::Offer {
            license: License::Cod,
        },
    );
    assert_eq!(legal(&state), [A::Bid { amount: 4 }]);
    assert_eq!(
        refused(&state, A::Bid { amount: 5 }),
        ("cannot-afford", "auction-bidding")
    );
    let state = play_all(&state, &[A::Bid { amount: 4 }, A::Pass, A::Pass, A::Pass]);
    assert_eq!(state.payment.map(|p| p.due), Some(1));
    let (state, events) = apply_events(&state, SEAT0, A::Pay { boat: Cod });
    assert!(events.contains(&FleetEvent::LicenseBought {
        seat: 0,
        license: License::Cod,
        paid: 1
    }));
    assert_eq!(state.players[0].hand_size, 0);
}

/// Rule `shrimp-license`: launches are discounted too, each one separately, and a launch the
/// discount covers needs no payment at all.
#[test]
fn rule_shrimp_license_a_fully_discounted_launch_needs_no_payment() {
    let mut state = launching(2);
    give_license(&mut state, 0, License::Shrimp);
    let (state, events) = apply_events(&state, SEAT0, A::Launch { boat: Shrimp });
    assert_eq!(
        events,
        [
            FleetEvent::Launched {
                seat: 0,
                boat: Shrimp
            },
            FleetEvent::BoatPaid {
                seat: 0,
                boat: Shrimp,
                paid: 0
            }
        ]
    );
    assert_eq!(state.payment, None);
    assert_eq!(state.players[0].hand_size, 5);
    assert_eq!(state.discard_size, 0);

    // Two Shrimp licenses and a Cod license: two launches, each free.
    let mut state = launching(2);
    give_license(&mut state, 0, License::Shrimp);
    give_license(&mut state, 0, License::Shrimp);
    give_license(&mut state, 0, License::Cod);
    let state = play(&state, A::Launch { boat: Cod });
    assert_eq!(state.payment, None);
    let (state, events) = apply_events(&state, SEAT0, A::Launch { boat: Shrimp });
    assert!(events.contains(&FleetEvent::BoatPaid {
        seat: 0,
        boat: Shrimp,
        paid: 0
    }));
    assert_eq!(state.players[0].boats.len(), 2);
    assert_eq!(state.players[0].hand_size, 4);
    assert_eq!(state.discard_size, 0);
}

/// Rule `auction-refresh`: once every seat has bought or dropped out, the auction is refilled
/// to one license per player from the deck.
#[test]
fn rule_auction_refresh_refills_the_auction_to_one_license_per_player() {
    let (state, _) = opener_wins(&table_game(2), License::Shrimp, 4);
    let state = play_all(&state, &[A::Pay { boat: Tuna }, A::Pay { boat: Cod }]);
    let (state, events) = apply_events(&state, SEAT1, A::DropOut);
    assert!(!events
        .iter()
        .any(|e| matches!(e, FleetEvent::AuctionRemoved { .. })));
    assert_eq!(state.auction, [License::Cod]);
    assert_eq!(state.dealing, [Deal::Licenses { count: 1 }]);
    assert_eq!(
        state.phase,
        Phase::Launch {
            seat: 0,
            launched: 0
        }
    );
    assert_eq!(RULES.to_act(&state), [TABLE]);
    let (state, events) = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Lobster,
        },
    );
    assert_eq!(
        events,
        [FleetEvent::LicenseRevealed {
            license: License::Lobster
        }]
    );
    assert_eq!(state.auction, [License::Cod, License::Lobster]);
    assert_eq!(state.deck[0].standard, 1);
    assert_eq!(actor(&state), SEAT0, "seat 0 may launch its Shrimp boat");
}

/// Rule `auction-refresh` (ruling FL-17): when nobody bought a license in the whole phase, the
/// licenses left in the auction leave the game for good and a new row is turned up.
#[test]
fn rule_auction_refresh_an_auction_nobody_bought_from_leaves_the_game() {
    let state = play(&table_game(2), A::DropOut);
    let (state, events) = apply_events(&state, SEAT1, A::DropOut);
    assert!(events.contains(&FleetEvent::AuctionRemoved {
        licenses: vec![License::Shrimp, License::Cod]
    }));
    assert_eq!(state.removed, [License::Shrimp, License::Cod]);
    assert!(state.auction.is_empty());
    assert_eq!(state.dealing, [Deal::Licenses { count: 2 }]);
    // The removed licenses are seen: 3 unseen Shrimp licenses among 18 unseen standard ones.
    close(
        odds(
            &state,
            A::RevealLicense {
                license: License::Shrimp,
            },
        ),
        3.0 / 18.0,
    );
    let state = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Tuna,
        },
    )
    .0;
    let state = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Shrimp,
        },
    )
    .0;
    assert_eq!(state.auction, [License::Tuna, License::Shrimp]);
}

/// Rule `auction-refresh` (ruling FL-17): a deck too short to refill the auction gives what it
/// has, and the current round becomes the last.
#[test]
fn rule_auction_refresh_a_deck_too_short_makes_this_round_the_last() {
    let mut state = table_game(2);
    drain_deck(&mut state, 1);
    assert_eq!(state.deck_size(), 1);
    let state = play(&state, A::DropOut);
    let (state, events) = apply_events(&state, SEAT1, A::DropOut);
    assert!(events.contains(&FleetEvent::AuctionRemoved {
        licenses: vec![License::Shrimp, License::Cod]
    }));
    assert!(events.contains(&FleetEvent::LastRound));
    assert!(state.last_round);
    assert_eq!(state.dealing, [Deal::Licenses { count: 1 }]);
    let (state, _) = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Tuna,
        },
    );
    assert_eq!(state.auction, [License::Tuna]);
    assert_eq!(state.deck_size(), 0);
    assert_eq!(state.round, 1);
}

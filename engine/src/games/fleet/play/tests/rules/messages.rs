//! Refusal messages are written only when read (`Why`'s `Display`): these pin the code, rule
//! and sentence clients receive for refusals made on real states, check that every refusal
//! code is reachable, and that no message shows Rust's debug formatting.

use std::collections::BTreeSet;

use crate::core::refusal::{Refusal, RefusalCode};
use crate::core::turn::WaitingFor;

use super::super::super::{FleetRefusal, FleetRefusalCode, Why};
use super::*;

/// The code, rule and message a client receives when `who` tries `action`.
fn violation(state: &FleetState, who: Actor, action: A) -> (String, String, String) {
    valid(state);
    let refusal: FleetRefusal = RULES
        .apply(state, who, &action)
        .expect_err("must be refused");
    let violation = refusal.to_violation();
    (
        violation.code.to_owned(),
        violation.rule.to_owned(),
        violation.message,
    )
}

/// Refusals made on real states, with the code, rule and message each must read.
fn refusals() -> Vec<(FleetState, Actor, A, [&'static str; 3])> {
    let mut cases = Vec::new();
    let mut add = |state: &FleetState, who: Actor, action: A, expected: [&'static str; 3]| {
        cases.push((state.clone(), who, action, expected));
    };

    // The auction.
    let auction = table_game(4);
    add(
        &auction,
        SEAT1,
        A::DropOut,
        [
            "not-your-turn",
            "round-structure",
            "waiting for seat 0, not seat 1",
        ],
    );
    add(
        &auction,
        TABLE,
        A::DropOut,
        [
            "not-your-turn",
            "round-structure",
            "waiting for seat 0, not the table",
        ],
    );
    add(
        &auction,
        SEAT0,
        A::Pass,
        [
            "wrong-phase",
            "auction-opening",
            "offer a license from the auction, or drop out of this auction phase",
        ],
    );
    add(
        &auction,
        SEAT0,
        A::Offer {
            license: License::FishermensPub,
        },
        [
            "not-in-auction",
            "auction-opening",
            "Fishermen's Pub license is not in the license auction",
        ],
    );
    let offered = play(
        &auction,
        A::Offer {
            license: License::Lobster,
        },
    );
    add(
        &offered,
        SEAT0,
        A::Pass,
        [
            "opening-bid-due",
            "auction-opening",
            "name the opening bid for the license you offered",
        ],
    );
    add(
        &offered,
        SEAT0,
        A::Bid { amount: 4 },
        [
            "bid-too-low",
            "auction-bidding",
            "the bid must be at least $5",
        ],
    );
    add(
        &offered,
        SEAT0,
        A::Bid { amount: 12 },
        [
            "cannot-afford",
            "auction-bidding",
            "you can pay at most $11 (cards' cash, processed crates and the Shrimp discount); no bid may exceed it",
        ],
    );
    let bidding = play(&offered, A::Bid { amount: 5 });
    add(
        &bidding,
        SEAT1,
        A::Launch { boat: Shrimp },
        [
            "wrong-phase",
            "auction-bidding",
            "bid more than the high bid, or pass",
        ],
    );

    // Paying.
    let paying = play_all(
        &table_game(2),
        &[
            A::Offer {
                license: License::Shrimp,
            },
            A::Bid { amount: 5 },
            A::Pass,
        ],
    );
    add(
        &paying,
        SEAT0,
        A::Bid { amount: 6 },
        ["wrong-phase", "payment", "pay the $5 still due first"],
    );
    add(
        &paying,
        SEAT0,
        A::PayCrate,
        [
            "no-processed-crate",
            "payment",
            "you have no processed crate",
        ],
    );
    let paying = play(&paying, A::Pay { boat: Cod });
    add(
        &paying,
        SEAT0,
        A::Pay { boat: Cod },
        ["not-in-hand", "payment", "you hold no Cod boat"],
    );

    // Launching.
    let mut launch = launching(2);
    give_license(&mut launch, 0, License::Lobster);
    set_hand(&mut launch, 0, cards(&[(Lobster, 1), (Cod, 1)]));
    add(
        &launch,
        SEAT0,
        A::Launch { boat: Tuna },
        [
            "no-license",
            "launch-boats",
            "you own no license that launches a Tuna boat",
        ],
    );
    add(
        &launch,
        SEAT0,
        A::Launch { boat: Lobster },
        [
            "cannot-afford",
            "launch-boats",
            "launching costs $2 and the rest of your hand, processed crates and discount make $1",
        ],
    );
    add(
        &launch,
        SEAT0,
        A::EndHiring,
        [
            "wrong-phase",
            "launch-boats",
            "launch a boat or stop launching",
        ],
    );
    at(
        &mut launch,
        Phase::Launch {
            seat: 0,
            launched: 1,
        },
    );
    add(
        &launch,
        SEAT0,
        A::Launch { boat: Lobster },
        [
            "launch-limit",
            "launch-boats",
            "you may launch only 1 boat a round",
        ],
    );

    // Hiring.
    let mut hire = hiring(2);
    set_hand(&mut hire, 0, cards(&[(Cod, 1)]));
    add(
        &hire,
        SEAT0,
        A::Hire {
            boat: Tuna,
            captain: Cod,
        },
        [
            "no-free-boat",
            "hire-captains",
            "you have no Tuna boat without a captain",
        ],
    );
    add(
        &hire,
        SEAT0,
        A::Hire {
            boat: Shrimp,
            captain: Tuna,
        },
        ["not-in-hand", "hire-captains", "you hold no Tuna boat"],
    );
    add(
        &hire,
        SEAT0,
        A::EndLaunches,
        [
            "wrong-phase",
            "hire-captains",
            "hire a captain or stop hiring",
        ],
    );
    at(&mut hire, Phase::Hire { seat: 0, hired: 1 });
    add(
        &hire,
        SEAT0,
        A::Hire {
            boat: Shrimp,
            captain: Cod,
        },
        [
            "hire-limit",
            "hire-captains",
            "you may hire only 1 captain a round",
        ],
    );

    // Processing and trading.
    let mut process = table_game(2);
    give_license(&mut process, 0, License::ProcessingVessel);
    launched(&mut process, 0, ProcessingVessel, Some(Cod), 2);
    at(
        &mut process,
        Phase::Process {
            seat: 0,
            emptied: Vec::new(),
        },
    );
    add(
        &process,
        SEAT0,
        A::Process {
            boat: ProcessingVessel,
            crates: 1,
        },
        [
            "no-such-boat",
            "processing",
            "you have no Processing Vessel boat holding 1 crate that has not been processed from this round",
        ],
    );
    add(
        &process,
        SEAT0,
        A::Trade,
        [
            "no-processed-crate",
            "trading",
            "you have no processed crate to trade",
        ],
    );
    add(
        &process,
        SEAT0,
        A::Keep { card: Cod },
        [
            "wrong-phase",
            "processing",
            "process a crate, trade a processed crate, or stop processing",
        ],
    );

    // The draw, and the table's reports.
    let (draw, _) = start_draw(&table_game(2));
    add(
        &draw,
        SEAT0,
        A::Keep { card: Cod },
        [
            "not-your-turn",
            "round-structure",
            "waiting for the table, not seat 0",
        ],
    );
    add(
        &draw,
        TABLE,
        A::DealCard { seat: 1, card: Cod },
        [
            "impossible-outcome",
            "chance-table-mode",
            "this card is drawn by seat 0",
        ],
    );
    add(
        &draw,
        TABLE,
        A::Keep { card: Cod },
        [
            "wrong-phase",
            "chance-table-mode",
            "report what chance gave",
        ],
    );
    let draw = deal(&draw, &[Shrimp, Cod, Tuna, Lobster]);
    add(
        &draw,
        SEAT0,
        A::Keep { card: Tuna },
        ["not-drawn", "draw", "you did not just draw a Tuna boat"],
    );
    add(
        &draw,
        SEAT0,
        A::Discard { card: Cod },
        ["wrong-phase", "draw", "keep one of the cards you just drew"],
    );
    let mut tuna = table_game(2);
    give_license(&mut tuna, 0, License::Tuna);
    give_license(&mut tuna, 0, License::Tuna);
    set_hand(&mut tuna, 0, cards(&[(Shrimp, 1)]));
    let tuna = deal(&start_draw(&tuna).0, &[Cod, Cod, Tuna, Cod, Cod]);
    add(
        &tuna,
        SEAT0,
        A::Discard { card: KingCrab },
        ["not-in-hand", "tuna-license", "you hold no King Crab boat"],
    );
    add(
        &tuna,
        SEAT0,
        A::Keep { card: Cod },
        [
            "wrong-phase",
            "tuna-license",
            "discard one card from your hand",
        ],
    );
    let mut short = table_game(2);
    leave_in_supply(&mut short, 1, cards(&[(Shrimp, 2), (Cod, 2)]));
    let (short, _) = start_draw(&short);
    add(
        &short,
        TABLE,
        A::DealCard {
            seat: 0,
            card: Tuna,
        },
        [
            "impossible-outcome",
            "chance-table-mode",
            "no Tuna boat is left in the supply",
        ],
    );
    let fresh = fresh_table(4, false);
    add(
        &fresh,
        TABLE,
        A::RevealLicense {
            license: License::KingCrabFish,
        },
        [
            "impossible-outcome",
            "chance-table-mode",
            "no unseen King Crab license (fish) can be turned up from this part of the deck",
        ],
    );
    let starting = FIRST_AUCTION.iter().fold(fresh, |state, &license| {
        apply_events(&state, TABLE, A::RevealLicense { license }).0
    });
    add(
        &starting,
        TABLE,
        A::StartPlayer { seat: 4 },
        [
            "impossible-outcome",
            "chance-table-mode",
            "there is no seat 4",
        ],
    );

    // The end.
    let mut over = table_game(2);
    at(&mut over, Phase::Over);
    add(
        &over,
        SEAT0,
        A::DropOut,
        ["game-over", "end-of-game", "the game is over"],
    );
    cases
}

#[test]
fn refusals_on_real_states_read_as_clients_expect() {
    for (state, who, action, [code, rule, message]) in refusals() {
        assert_eq!(
            violation(&state, who, action),
            (code.to_owned(), rule.to_owned(), message.to_owned()),
            "{action:?} by {who:?}"
        );
    }
}

/// Every refusal code is produced on some real state. A second trade has no code of its own: a
/// trade ends the seat's turn in the processing phase (ruling FL-18), so it is `not-your-turn`.
#[test]
fn every_refusal_code_is_reachable() {
    let reached: BTreeSet<&str> = refusals()
        .iter()
        .map(|(state, who, action, _)| {
            RULES
                .apply(state, *who, action)
                .expect_err("must be refused")
                .code()
        })
        .collect();
    let unreached: Vec<&str> = FleetRefusalCode::ALL
        .iter()
        .map(|code| code.as_str())
        .filter(|code| !reached.contains(code))
        .collect();
    assert_eq!(unreached, Vec::<&str>::new());
    let (state, _) = apply_events(
        &{
            let mut state = table_game(2);
            give_license(&mut state, 0, License::ProcessingVessel);
            processed(&mut state, 0, 2);
            at(
                &mut state,
                Phase::Process {
                    seat: 0,
                    emptied: Vec::new(),
                },
            );
            state
        },
        SEAT0,
        A::Trade,
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Trade),
        ("not-your-turn", "round-structure")
    );
}

/// Every reason and its exact sentence: plain words, card names as printed, dollars with `$`,
/// actors as `seat N` or `the table`, never Rust's debug formatting.
#[test]
fn every_reason_writes_its_sentence() {
    let cases: &[(Why, &str)] = &[
        (Why::GameOver, "the game is over"),
        (
            Why::WaitingFor(WaitingFor {
                expected: TABLE,
                actor: SEAT2,
            }),
            "waiting for the table, not seat 2",
        ),
        (Why::PayFirst { due: 3 }, "pay the $3 still due first"),
        (
            Why::OfferOrDropOut,
            "offer a license from the auction, or drop out of this auction phase",
        ),
        (
            Why::NotInAuction(License::KingCrabTypes),
            "King Crab license (license types) is not in the license auction",
        ),
        (
            Why::OpeningBidDue,
            "name the opening bid for the license you offered",
        ),
        (
            Why::MinimumBid { minimum: 10 },
            "the bid must be at least $10",
        ),
        (
            Why::AboveFunds { funds: 7 },
            "you can pay at most $7 (cards' cash, processed crates and the Shrimp discount); no bid may exceed it",
        ),
        (
            Why::OfferAboveFunds {
                license: License::FishermensPub,
                funds: 9,
            },
            "you can pay at most $9, less than the $10 the Fishermen's Pub license opens at",
        ),
        (Why::BidOrPass, "bid more than the high bid, or pass"),
        (Why::LaunchOrEnd, "launch a boat or stop launching"),
        (Why::HireOrEnd, "hire a captain or stop hiring"),
        (
            Why::ProcessTradeOrEnd,
            "process a crate, trade a processed crate, or stop processing",
        ),
        (Why::KeepOne, "keep one of the cards you just drew"),
        (Why::DiscardOne, "discard one card from your hand"),
        (
            Why::NotInHand(ProcessingVessel),
            "you hold no Processing Vessel boat",
        ),
        (Why::NoProcessedCrate, "you have no processed crate"),
        (
            Why::NoLicenseFor(KingCrab),
            "you own no license that launches a King Crab boat",
        ),
        (
            Why::LaunchLimit { limit: 2 },
            "you may launch only 2 boats a round",
        ),
        (
            Why::LaunchCost { cost: 3, funds: 2 },
            "launching costs $3 and the rest of your hand, processed crates and discount make $2",
        ),
        (
            Why::HireLimit { limit: 2 },
            "you may hire only 2 captains a round",
        ),
        (
            Why::NoFreeBoat(Lobster),
            "you have no Lobster boat without a captain",
        ),
        (
            Why::NoBoatWith {
                boat: Cod,
                crates: 4,
            },
            "you have no Cod boat holding 4 crates that has not been processed from this round",
        ),
        (Why::NotDrawn(Shrimp), "you did not just draw a Shrimp boat"),
        (Why::NothingToTrade, "you have no processed crate to trade"),
        (Why::ReportDeal, "report what chance gave"),
        (Why::DealIsFor { seat: 3 }, "this card is drawn by seat 3"),
        (
            Why::NotInSupply(KingCrab),
            "no King Crab boat is left in the supply",
        ),
        (
            Why::LicenseUnseen(License::FishermensPub),
            "no unseen Fishermen's Pub license can be turned up from this part of the deck",
        ),
        (Why::NotASeat { seat: 7 }, "there is no seat 7"),
    ];
    for &(why, sentence) in cases {
        let written = why.to_string();
        assert_eq!(written, sentence, "{why:?}");
        for debug in [
            "{",
            "}",
            "::",
            "Some(",
            "None",
            "Seat(",
            "Table",
            "KingCrab",
            "ProcessingVessel",
            "FishermensPub",
            "-license",
        ] {
            assert!(!written.contains(debug), "{written:?} shows {debug:?}");
        }
    }
    for (state, who, action, _) in refusals() {
        let message = violation(&state, who, action).2;
        assert!(
            !message.contains('{') && !message.contains("::") && !message.contains("Some("),
            "{message}"
        );
    }
}

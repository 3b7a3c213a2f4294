//! Phases 3 and 4: fishing, processing and trading.

use crate::core::turn::Seats;

use super::*;

/// Seat 0 with a Processing Vessel and a Shrimp license, a captained Shrimp boat holding 2
/// crates, another holding 1, and an empty Processing Vessel boat without a captain; it is
/// seat 0's turn to process.
fn processing() -> FleetState {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::ProcessingVessel);
    give_license(&mut state, 0, License::Shrimp);
    launched(&mut state, 0, Shrimp, Some(Cod), 2);
    launched(&mut state, 0, Shrimp, Some(Cod), 1);
    launched(&mut state, 0, ProcessingVessel, None, 0);
    at(
        &mut state,
        Phase::Process {
            seat: 0,
            emptied: Vec::new(),
        },
    );
    state
}

/// Rule `fishing` (rulings FL-01, FL-02): every captained boat below 4 crates takes one crate
/// from the supply, whatever its type; a full boat and a boat without a captain take none.
#[test]
fn rule_fishing_one_crate_for_each_captained_boat_below_four() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::Shrimp);
    give_license(&mut state, 0, License::Cod);
    launched(&mut state, 0, Shrimp, Some(Tuna), 0);
    launched(&mut state, 0, Cod, Some(Tuna), 3);
    launched(&mut state, 0, Shrimp, Some(Tuna), 4);
    launched(&mut state, 0, Cod, None, 0);
    assert_eq!(state.crates.supply, 50 - 7);
    let (state, events) = end_hiring(&state);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, FleetEvent::Fished { .. }))
            .collect::<Vec<_>>(),
        [&FleetEvent::Fished { seat: 0, crates: 2 }]
    );
    let crates: Vec<u8> = state.players[0].boats.iter().map(|b| b.crates).collect();
    assert_eq!(crates, [1, 4, 4, 0]);
    assert_eq!(state.crates.supply, 50 - 9);
    assert_eq!(
        state.players[1].crates_on_boats(),
        0,
        "seat 1's boat has no captain"
    );
    // Nobody processes (no Processing Vessel license): the draw deals.
    assert_eq!(
        state.phase,
        Phase::Draw {
            deciding: Seats::NONE
        }
    );
}

/// Rule `fishing` (ruling FL-08): when the supply runs out, the crates still owed are credited
/// beyond it, and the game ends right after fishing.
#[test]
fn rule_fishing_crates_beyond_an_empty_supply_are_credited() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::Cod);
    for _ in 0..3 {
        launched(&mut state, 0, Cod, Some(Shrimp), 0);
    }
    leave_crates(&mut state, 1);
    let (state, events) = end_hiring(&state);
    assert_eq!(
        events,
        [
            FleetEvent::Fished { seat: 0, crates: 3 },
            FleetEvent::BeyondSupply { crates: 2 },
            FleetEvent::GameOver {
                ending: Ending::CratesRanOut
            }
        ]
    );
    assert_eq!(
        state.crates,
        Crates {
            supply: 0,
            spent: 50 - 1,
            beyond_supply: 2
        }
    );
    assert_eq!(state.players[0].crates_on_boats(), 3);
    assert_eq!(state.phase, Phase::Over);
}

/// Rule `processing` (ruling FL-18): a Processing Vessel owner moves crates from its boats onto
/// the license, at most one from each boat a round.
#[test]
fn rule_processing_one_crate_from_each_boat_a_round() {
    let state = processing();
    assert_eq!(
        legal(&state),
        [
            A::Process {
                boat: Shrimp,
                crates: 2
            },
            A::Process {
                boat: Shrimp,
                crates: 1
            },
            A::EndProcessing
        ]
    );
    let (state, events) = apply_events(
        &state,
        SEAT0,
        A::Process {
            boat: Shrimp,
            crates: 2,
        },
    );
    assert_eq!(
        events,
        [FleetEvent::Processed {
            seat: 0,
            boat: Shrimp
        }]
    );
    assert_eq!(state.players[0].processed, 1);
    assert_eq!(state.players[0].boats[0].crates, 1);
    assert_eq!(
        state.phase,
        Phase::Process {
            seat: 0,
            emptied: vec![0]
        }
    );
    // Both Shrimp boats now hold 1 crate; only the second may still give one.
    let state = play(
        &state,
        A::Process {
            boat: Shrimp,
            crates: 1,
        },
    );
    assert_eq!(state.players[0].boats[1].crates, 0);
    for (boat, crates) in [(Shrimp, 1), (ProcessingVessel, 1), (Tuna, 1)] {
        assert_eq!(
            refused(&state, A::Process { boat, crates }),
            ("no-such-boat", "processing"),
            "{boat:?} holding {crates}"
        );
    }
    assert_eq!(legal(&state), [A::Trade, A::EndProcessing]);
    assert_eq!(state.players[0].processed, 2);
    assert_eq!(
        refused(&state, A::Keep { card: Cod }),
        ("wrong-phase", "processing")
    );
}

/// Rule `processing`: seats without a Processing Vessel license are passed over, whatever
/// crates their boats hold.
#[test]
fn rule_processing_needs_a_processing_vessel_license() {
    let mut state = processing();
    give_license(&mut state, 1, License::Tuna);
    launched(&mut state, 1, Tuna, Some(Tuna), 3);
    let (state, _) = apply_events(&state, SEAT0, A::EndProcessing);
    assert_eq!(state.players[1].boats[0].crates, 3);
    assert_eq!(
        state.phase,
        Phase::Draw {
            deciding: Seats::NONE
        }
    );
    assert_eq!(RULES.to_act(&state), [TABLE]);
}

/// Rule `processing`: a processed crate scores nothing, but pays $1 like cash (see also rule
/// `payment`).
#[test]
fn rule_processing_a_processed_crate_scores_nothing_and_is_cash() {
    let state = processing();
    let before = RULES.score(&state).players[0].clone();
    let after_state = play(
        &state,
        A::Process {
            boat: Shrimp,
            crates: 2,
        },
    );
    let after = RULES.score(&after_state).players[0].clone();
    assert_eq!(after.categories["fish"], before.categories["fish"] - 1);
    assert_eq!(after.total, before.total - 1);
    assert_eq!(
        after_state.players[0].funds(None),
        state.players[0].funds(None) + 1
    );
}

/// Rule `trading` (ruling FL-18): once a round a Processing Vessel owner may trade a processed
/// crate, even one processed moments before, for a card per Processing Vessel license; the
/// crate leaves the game and the trade ends the seat's turn in the phase.
#[test]
fn rule_trading_one_crate_for_a_card_per_license_then_the_turn_ends() {
    let state = play(
        &processing(),
        A::Process {
            boat: Shrimp,
            crates: 2,
        },
    );
    let (state, events) = apply_events(&state, SEAT0, A::Trade);
    assert_eq!(events, [FleetEvent::Traded { seat: 0 }]);
    assert_eq!(state.players[0].processed, 0);
    assert_eq!(state.crates.spent, 1);
    assert_eq!(
        state.dealing,
        [Deal::Cards {
            seat: 0,
            count: 1,
            reason: DrawReason::Trade
        }]
    );
    assert_eq!(
        refused_by(&state, SEAT0, A::Trade),
        ("not-your-turn", "round-structure")
    );
    let state = deal(&state, &[KingCrab]);
    assert_eq!(hand(&state, 0).king_crab, 2);
    // Seat 0's processing is over: the draw deals.
    assert_eq!(
        state.phase,
        Phase::Draw {
            deciding: Seats::NONE
        }
    );

    let mut two = processing();
    give_license(&mut two, 0, License::ProcessingVessel);
    processed(&mut two, 0, 1);
    let two = play(&two, A::Trade);
    assert_eq!(
        two.dealing,
        [Deal::Cards {
            seat: 0,
            count: 2,
            reason: DrawReason::Trade
        }]
    );
}

/// Rule `trading`: a trade needs a processed crate.
#[test]
fn rule_trading_needs_a_processed_crate() {
    let state = processing();
    assert_eq!(refused(&state, A::Trade), ("no-processed-crate", "trading"));
}

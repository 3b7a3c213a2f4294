//! The end of the game, the final score sheet and the King Crab bonuses.

use super::super::super::super::scoring::score_sheet;
use super::super::super::super::{FleetPlayerCounts, FleetScoreSheetRequest, LaunchedBoat};

use super::*;

/// Every seat and the table are refused with `game-over`, and nobody is waited for.
fn nobody_may_act(state: &FleetState) {
    assert_eq!(state.phase, Phase::Over);
    assert!(RULES.to_act(state).is_empty());
    for (who, action) in [
        (SEAT0, A::EndProcessing),
        (SEAT1, A::DropOut),
        (SEAT0, A::Keep { card: Cod }),
        (TABLE, A::DealCard { seat: 0, card: Cod }),
    ] {
        assert_eq!(
            refused_by(state, who, action),
            ("game-over", "end-of-game"),
            "{action:?} by {who:?}"
        );
        assert!(RULES.legal_actions(state, who).is_empty());
    }
}

/// Rule `end-of-game` (ruling FL-17): when the auction cannot be refilled, the round goes on
/// through launching, fishing, processing and the draw, and the game ends after the draw.
#[test]
fn rule_end_of_game_licenses_running_out_finish_the_round_first() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::ProcessingVessel);
    launched(&mut state, 0, ProcessingVessel, Some(Shrimp), 2);
    drain_deck(&mut state, 1);
    let state = play(&state, A::DropOut);
    let (state, events) = apply_events(&state, SEAT1, A::DropOut);
    assert!(events.contains(&FleetEvent::LastRound));
    let state = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Tuna,
        },
    )
    .0;
    // The last round is played out: launching, fishing, processing and the draw.
    assert_eq!(
        state.phase,
        Phase::Launch {
            seat: 0,
            launched: 0
        }
    );
    let (state, events) = apply_events(&state, SEAT0, A::EndLaunches);
    assert!(events.contains(&FleetEvent::Fished { seat: 0, crates: 1 }));
    assert_eq!(
        legal(&state),
        [
            A::Process {
                boat: ProcessingVessel,
                crates: 3
            },
            A::EndProcessing
        ]
    );
    let state = play_all(
        &state,
        &[
            A::Process {
                boat: ProcessingVessel,
                crates: 3,
            },
            A::EndProcessing,
        ],
    );
    // Both seats drew a pair; each keeps its card itself (ruling FL-15).
    let state = deal(&state, &[Cod, Cod, Tuna, Tuna]);
    assert_eq!(state.round, 1);
    let state = apply_events(&state, SEAT0, A::Keep { card: Cod }).0;
    let (state, events) = apply_events(&state, SEAT1, A::Keep { card: Tuna });
    assert_eq!(
        events.last(),
        Some(&FleetEvent::GameOver {
            ending: Ending::LicensesRanOut
        })
    );
    assert_eq!(state.round, 1);
    assert!(RULES.score(&state).is_final);
    nobody_may_act(&state);
}

/// Rule `end-of-game` (ruling FL-08): when the last crate leaves the supply in fishing, the
/// game ends right there: no processing, trading or draw.
#[test]
fn rule_end_of_game_crates_running_out_end_the_game_after_fishing() {
    let mut state = table_game(2);
    give_license(&mut state, 0, License::ProcessingVessel);
    launched(&mut state, 0, ProcessingVessel, Some(Shrimp), 2);
    launched(&mut state, 0, ProcessingVessel, Some(Shrimp), 0);
    leave_crates(&mut state, 2);
    let (state, events) = end_hiring(&state);
    assert_eq!(
        events,
        [
            FleetEvent::Fished { seat: 0, crates: 2 },
            FleetEvent::GameOver {
                ending: Ending::CratesRanOut
            }
        ]
    );
    assert_eq!(state.crates.beyond_supply, 0);
    assert!(state.dealing.is_empty());
    assert_eq!(state.players[0].processed, 0, "nothing was processed");
    assert!(RULES.score(&state).is_final);
    nobody_may_act(&state);
}

/// Rule `scoring` (ruling FL-06): the engine scores through the score-sheet code: licenses,
/// launched boats, crates on boats and the King Crab bonuses; processed crates, captains' types
/// and cards in hand score nothing. The sheet is final only once the game is over.
#[test]
fn rule_scoring_the_final_sheet_comes_from_the_score_sheet_code() {
    let mut state = table_game(2);
    RULES.name_seats(
        &mut state,
        vec![Some("Ann".to_owned()), Some("Bo".to_owned())],
    );
    give_license(&mut state, 0, License::Shrimp);
    give_license(&mut state, 0, License::ProcessingVessel);
    give_license(&mut state, 0, License::KingCrabCaptains);
    launched(&mut state, 0, Shrimp, Some(KingCrab), 3);
    launched(&mut state, 0, KingCrab, Some(Tuna), 4);
    launched(&mut state, 0, ProcessingVessel, None, 0);
    processed(&mut state, 0, 2);
    give_license(&mut state, 1, License::FishermensPub);
    give_license(&mut state, 1, License::Cod);
    launched(&mut state, 1, Cod, Some(Cod), 1);
    let provisional = RULES.score(&state);
    assert!(!provisional.is_final);

    at(&mut state, Phase::Over);
    let sheet = RULES.score(&state);
    assert!(sheet.is_final);
    let request = FleetScoreSheetRequest {
        players: vec![
            FleetPlayerCounts {
                name: "Ann".to_owned(),
                licenses: vec![
                    "shrimp-license".to_owned(),
                    "processing-vessel-license".to_owned(),
                    "king-crab-captains-license".to_owned(),
                ],
                boats: vec![
                    LaunchedBoat {
                        boat_type: Shrimp,
                        captain: true,
                        crates: 3,
                    },
                    LaunchedBoat {
                        boat_type: KingCrab,
                        captain: true,
                        crates: 4,
                    },
                    LaunchedBoat {
                        boat_type: ProcessingVessel,
                        captain: false,
                        crates: 0,
                    },
                ],
            },
            FleetPlayerCounts {
                name: "Bo".to_owned(),
                licenses: vec![
                    "fishermens-pub-license".to_owned(),
                    "cod-license".to_owned(),
                ],
                boats: vec![LaunchedBoat {
                    boat_type: Cod,
                    captain: true,
                    crates: 1,
                }],
            },
        ],
    };
    assert_eq!(sheet, score_sheet(&request).unwrap());
    let ann = &sheet.players[0];
    let categories: Vec<(&str, i64)> = ann
        .categories
        .iter()
        .map(|(id, points)| (id.as_str(), *points))
        .collect();
    // Licenses 4 + 3 + 5; boats 1 + 3 + 2; 7 crates; 2 captained boats for King Crab.
    assert_eq!(
        categories,
        [
            ("licenses", 12),
            ("boats", 6),
            ("fish", 7),
            ("king_crab", 2)
        ]
    );
    assert_eq!(ann.total, 27);
    // Pub 10 + Cod 4, a Cod boat 2, one crate.
    assert_eq!(sheet.players[1].total, 17);
    assert_eq!(sheet.winners, [0]);
}

/// Rule `king-crab-licenses` (ruling FL-04): each King Crab license's bonus is scored by the
/// engine: 1 VP per captained boat; 1 VP per full 3 crates on boats; VP by kinds of license.
#[test]
fn rule_king_crab_licenses_each_bonus_is_scored() {
    let mut state = table_game(4);
    give_license(&mut state, 0, License::KingCrabCaptains);
    for _ in 0..3 {
        launched(&mut state, 0, KingCrab, Some(Shrimp), 0);
    }
    launched(&mut state, 0, KingCrab, None, 0);
    give_license(&mut state, 1, License::KingCrabFish);
    launched(&mut state, 1, KingCrab, Some(Shrimp), 4);
    launched(&mut state, 1, KingCrab, Some(Shrimp), 4);
    launched(&mut state, 1, KingCrab, Some(Shrimp), 3);
    give_license(&mut state, 2, License::KingCrabTypes);
    give_license(&mut state, 2, License::Shrimp);
    give_license(&mut state, 2, License::Shrimp);
    give_license(&mut state, 2, License::Cod);
    give_license(&mut state, 2, License::FishermensPub);
    at(&mut state, Phase::Over);
    let sheet = RULES.score(&state);
    let bonus = |seat: usize| -> Vec<(&str, i64)> {
        sheet.players[seat]
            .details
            .iter()
            .filter(|detail| detail.category == "king_crab")
            .map(|detail| (detail.source.as_str(), detail.points))
            .collect()
    };
    assert_eq!(bonus(0), [("king-crab-captains-license", 3)]);
    // 11 crates: three full sets of 3.
    assert_eq!(bonus(1), [("king-crab-fish-license", 3)]);
    // King Crab, Shrimp, Cod and the Pub: 4 kinds, 5 VP.
    assert_eq!(bonus(2), [("king-crab-types-license", 5)]);
    assert!(bonus(3).is_empty());
    assert_eq!(sheet.players[2].categories["licenses"], 5 + 4 + 4 + 4 + 10);
}

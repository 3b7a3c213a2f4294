//! End of round, end of game, scoring and editions.

use super::*;

#[test]
fn rule_end_of_round_returns_workers_and_advances_the_round() {
    let state = finish_round(started(2));
    assert_eq!(state.round, 2);
    assert!(state.players.iter().all(|p| p.workers == [None, None]));
    assert_eq!(state.space_workers, [0; 7]);
}

/// After round 12's whaling the ships keep sailing home with no more whaling, and the sheet is
/// final. Checked by hand: seat 0's ship on space 3 with one Right Whale moves to 2 in round 12,
/// then to 1 and Return in the final voyage; keeping the whale costs $2 of its $5.
#[test]
fn rule_end_of_game_after_round_12_ships_sail_home_and_the_sheet_is_final() {
    let mut state = started(2);
    state.round = 12;
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    for _ in 0..4 {
        state = play(&state, A::Farm);
    }
    assert_eq!(
        state.players[0].ships[0].location,
        ShipLocation::Sea { space: 2, rank: 0 }
    );
    assert_eq!(
        state.phase,
        Phase::Whaling,
        "round 12 still has its whaling"
    );
    let state = play(&state, A::PassWhaling);
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ShipRef { seat: 0, ship: 0 },
            sold: Whales::default(),
            sale: None,
            final_voyage: true,
        },
        "two more moves, no whaling between them"
    );
    assert_eq!(
        state.drawn.total(),
        2,
        "only round 12's draw (1 ship + 1), passed over; nothing drawn after it"
    );
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(state.phase, Phase::Over);
    assert_eq!(state.round, 12);
    assert_eq!(state.players[0].whales, whales(1, 0, 0));
    assert_eq!(state.players[0].money, 3);
    assert!(RULES.to_act(&state).is_empty());
    let sheet = RULES.score(&state);
    assert!(sheet.is_final);
    let seat0 = &sheet.players[0].categories;
    // 1 Right Whale = 1; $3 scores nothing; seat 1 kept its $5 = 1.
    assert_eq!((seat0["whales"], seat0["money"]), (1, 0));
    assert_eq!(sheet.players[1].categories["money"], 1);
    assert_eq!((sheet.players[0].total, sheet.players[1].total), (1, 1));
}

#[test]
fn rule_scoring_uses_the_score_sheet_rules_with_buildings_and_bonus() {
    let mut state = started(2);
    own(&mut state, 0, Building::CountingHouse);
    state.players[0].whales = whales(4, 0, 0);
    state.bag.right -= 4;
    state.players[0].money = 12;
    let sheet = RULES.score(&state);
    assert!(!sheet.is_final, "provisional before the end");
    let ann = &sheet.players[0].categories;
    assert_eq!(
        (ann["whales"], ann["buildings"], ann["bonus"], ann["money"]),
        (4, 1, 2, 2)
    );
}

#[test]
fn rule_editions_print_and_play_uses_its_own_costs() {
    let state = RULES
        .setup(
            3,
            &NewBedfordGameOptions {
                edition: Edition::PrintAndPlay,
                modules: vec![],
                ..NewBedfordGameOptions::default()
            },
            1,
            ChanceMode::Seeded,
        )
        .unwrap();
    assert_eq!(state.cost_of(Building::Lighthouse).brick, 4);
    assert_eq!(state.cost_of(Building::Tryworks).money, 1);
    let retail = started(3);
    assert_eq!(retail.cost_of(Building::Lighthouse).brick, 2);
}

#[test]
fn rule_round_structure_refuses_the_wrong_actor() {
    let state = started(2);
    let violation = RULES.apply(&state, Actor::Seat(1), &A::Farm).unwrap_err();
    assert_eq!(
        (violation.code(), violation.rule()),
        ("not-your-turn", "round-structure")
    );
    assert!(RULES.legal_actions(&state, Actor::Seat(1)).is_empty());
}

#[test]
fn view_hides_the_rng_seed_from_everyone() {
    let state = started(2);
    assert!(state.rng.is_some());
    assert!(RULES.view(&state, Some(0)).rng.is_none());
    assert!(RULES.view(&state, None).rng.is_none());
}

/// Each state breaks exactly one rule of `validate`, and the refusal names its field and code.
#[test]
fn impossible_states_are_refused() {
    use crate::core::errors::ViolationCode;
    let fields = |state: &NewBedfordState| -> Vec<(String, ViolationCode)> {
        RULES
            .validate(state)
            .expect_err("must be refused")
            .into_iter()
            .map(|v| (v.field, v.code))
            .collect()
    };
    // A fourth ship on one space (whaling-track: 3 ranks a space). Its rank 3 comes with it.
    let mut crowded = started(4);
    for (seat, rank) in [(0, 0), (1, 1), (2, 2), (3, 3)] {
        at_sea(&mut crowded, seat, 0, 2, rank, Whales::default());
    }
    assert_eq!(
        fields(&crowded),
        [("players".to_owned(), ViolationCode::TooManyPieces)]
    );
    // Three ships on a space, but the ranks skip one.
    let mut gap = started(4);
    for (seat, rank) in [(0, 0), (1, 1), (2, 3)] {
        at_sea(&mut gap, seat, 0, 2, rank, Whales::default());
    }
    assert_eq!(
        fields(&gap),
        [("players".to_owned(), ViolationCode::OutOfRange)]
    );
    // More Sperm Whales than a 2-player bag holds.
    let mut too_many = started(2);
    too_many.players[0].whales.sperm = 3;
    assert_eq!(
        fields(&too_many),
        [("bag".to_owned(), ViolationCode::TooManyPieces)]
    );
    let mut late = started(2);
    late.round = 13;
    assert_eq!(
        fields(&late),
        [("round".to_owned(), ViolationCode::OutOfRange)]
    );
    // Ruling NB-21: a Tryworks allowance with no worker on the Tryworks.
    let mut free = started(2);
    free.players[1].free_right_whales = 3;
    assert_eq!(
        fields(&free),
        [(
            "players[1].free_right_whales".to_owned(),
            ViolationCode::OutOfRange
        )]
    );
}

#[test]
fn setup_refuses_a_module_listed_twice_and_bad_player_counts() {
    use crate::core::errors::ViolationCode;
    use crate::core::play::SetupError;
    let fields = |result: Result<NewBedfordState, SetupError>| match result {
        Err(SetupError::Invalid(problems)) => problems
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect::<Vec<_>>(),
        other => panic!("expected a refusal, got {other:?}"),
    };
    for players in [1, 5] {
        assert_eq!(
            fields(RULES.setup(
                players,
                &NewBedfordGameOptions::default(),
                1,
                ChanceMode::Seeded
            )),
            [("players".to_owned(), ViolationCode::PlayerCount)],
            "{players} players"
        );
    }
    let ships_log = crate::games::new_bedford::info::Module::ShipsLog;
    let modules = NewBedfordGameOptions {
        edition: Edition::Retail,
        modules: vec![ships_log, ships_log],
        ..NewBedfordGameOptions::default()
    };
    assert_eq!(
        fields(RULES.setup(3, &modules, 1, ChanceMode::Seeded)),
        [(
            "options.modules[1]".to_owned(),
            ViolationCode::DuplicateComponent
        )]
    );
}

#[test]
fn rule_round_structure_an_action_with_an_unknown_field_is_malformed() {
    use crate::core::play::{JsonRules, PlayError, Playable};
    let engine = JsonRules(RULES);
    let json = serde_json::to_value(started(2)).unwrap();
    for (action, field) in [
        (serde_json::json!({"type": "farm", "x": 1}), "x"),
        (
            serde_json::json!({"type": "dockyard", "ship": 0, "x": 1}),
            "x",
        ),
        (
            serde_json::json!({"type": "warehouse", "bonus": "wood", "extra": null}),
            "extra",
        ),
    ] {
        match engine.apply(&json, None, &action) {
            Err(PlayError::Malformed(input)) => {
                assert_eq!(input.field, "action");
                assert!(
                    input.message.contains(&format!("unknown field `{field}`")),
                    "{}",
                    input.message
                );
            }
            other => panic!("{action} must be malformed, got {other:?}"),
        }
    }
    let applied = engine
        .apply(&json, None, &serde_json::json!({"type": "farm"}))
        .unwrap();
    assert_eq!(applied.state["players"][0]["food"], 3);
}

/// Counts summed from a forged state are widened or saturate: whale tokens adding up past 255
/// are an impossible state, and money at `u32::MAX` gains nothing rather than overflowing.
#[test]
fn rule_setup_whale_bag_a_forged_state_whose_counts_overflow_is_an_impossible_state() {
    use crate::core::errors::ViolationCode;
    use crate::core::play::{JsonRules, PlayError, Playable};
    let engine = JsonRules(RULES);
    let mut forged = started(2);
    // 18 + 238 = 256 Right Whales: a wrapping u8 sum would read 0, a saturating one 255.
    forged.players[0].whales.right = 238;
    forged.bag.right = 18;
    let json = serde_json::to_value(&forged).unwrap();
    match engine.apply(&json, None, &serde_json::json!({"type": "farm"})) {
        Err(PlayError::ImpossibleState(problems)) => assert_eq!(
            problems
                .iter()
                .map(|p| (p.field.as_str(), p.code))
                .collect::<Vec<_>>(),
            [("bag", ViolationCode::TooManyPieces)]
        ),
        other => panic!("expected an impossible state, got {other:?}"),
    }
    let mut rich = started(2);
    rich.players[0].money = u32::MAX;
    rich.players[0].wood = u32::MAX;
    rich.players[0].food = u32::MAX;
    rich.players[0].brick = u32::MAX;
    own(&mut rich, 0, Building::Bank);
    let json = serde_json::to_value(&rich).unwrap();
    let applied = engine
        .apply(&json, None, &serde_json::json!({"type": "bank"}))
        .unwrap();
    assert_eq!(applied.state["players"][0]["money"], u32::MAX);
    let applied = engine
        .apply(&json, None, &serde_json::json!({"type": "general-store"}))
        .unwrap();
    assert_eq!(applied.state["phase"]["step"]["step"], "selling");
}

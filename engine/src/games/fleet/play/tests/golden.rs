//! Golden playthroughs of Fleet: games recorded once, a seeded 2-player game and a 3-player
//! table game with the advanced setup. Each move's events, the final state and the final sheet
//! are compared, and each file's `checked_by_hand` says what was verified by hand and how (see
//! `core::test_support::golden`).

use crate::core::play::ChanceMode;
use crate::core::test_support::golden::replay;

use super::super::{FleetGameOptions, FleetRules};

fn path(name: &str) -> String {
    format!(
        "{}/src/games/fleet/play/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn golden_seeded_two_player_game() {
    replay(
        &FleetRules,
        &FleetGameOptions::default(),
        &path("two-players-seeded"),
        2,
        2012,
        ChanceMode::Seeded,
    );
}

#[test]
fn golden_table_three_player_game_with_the_advanced_setup() {
    replay(
        &FleetRules,
        &FleetGameOptions {
            advanced_setup: true,
        },
        &path("three-players-advanced-table"),
        3,
        26,
        ChanceMode::Table,
    );
}

/// Carries a recorded game over to changed rules without changing the game: each recorded
/// move is replayed, and where the rules now ask a seat for a decision the old rules took for
/// it (its only legal action), that action is inserted first. Run by hand with
/// `QUARTERDECK_MIGRATE_GOLDEN=<kinds> cargo test -p quarterdeck-engine fleet::play::tests::golden::migrate -- --ignored`;
/// the final sheet must come out as recorded, or the notes checked by hand no longer hold (the
/// tool then says so and writes nothing).
#[test]
#[ignore]
fn migrate() {
    use crate::core::play::{Actor, Rules};
    use serde_json::Value;

    use super::super::FleetAction;

    let Ok(kinds) = std::env::var("QUARTERDECK_MIGRATE_GOLDEN") else {
        return;
    };
    for (name, options) in [
        ("two-players-seeded", FleetGameOptions::default()),
        (
            "three-players-advanced-table",
            FleetGameOptions {
                advanced_setup: true,
            },
        ),
    ] {
        let mut golden: Value =
            serde_json::from_str(&std::fs::read_to_string(path(name)).unwrap()).unwrap();
        let players = u8::try_from(golden["players"].as_u64().unwrap()).unwrap();
        let seed = golden["seed"].as_u64().unwrap();
        let chance: ChanceMode = serde_json::from_value(golden["chance"].clone()).unwrap();
        let recorded: Vec<(Actor, FleetAction)> =
            serde_json::from_value(golden["moves"].clone()).unwrap();
        let rules = FleetRules;
        let mut state = rules.setup(players, &options, seed, chance).unwrap();
        let (mut moves, mut events) = (Vec::new(), Vec::new());
        let mut apply = |state: &mut super::super::FleetState, actor: Actor, action| {
            let (next, happened) = rules.apply(state, actor, &action).unwrap();
            moves.push((actor, action));
            events.push(serde_json::to_value(&happened).unwrap());
            *state = next;
        };
        // The kinds of action the old rules took for a seat with no other choice, named in
        // `QUARTERDECK_MIGRATE_GOLDEN` (e.g. `keep,end-launches`): a lone action of those kinds
        // is inserted wherever the new rules ask for it.
        let forced = |state: &super::super::FleetState| {
            rules.to_act(state).into_iter().find_map(|actor| {
                let legal = rules.legal_actions(state, actor);
                let [only] = legal.as_slice() else {
                    return None;
                };
                let kind = serde_json::to_value(only).unwrap()["type"].clone();
                kinds
                    .split(',')
                    .any(|k| Some(k) == kind.as_str())
                    .then_some((actor, *only))
            })
        };
        for (actor, action) in recorded {
            while let Some((who, only)) = forced(&state) {
                apply(&mut state, who, only);
            }
            assert!(
                rules.legal_actions(&state, actor).contains(&action),
                "{name}: {action:?} by {actor:?} is refused in {:?}",
                state.phase
            );
            apply(&mut state, actor, action);
        }
        while let Some((who, only)) = forced(&state) {
            apply(&mut state, who, only);
        }
        assert!(rules.to_act(&state).is_empty(), "{name}: the game ends");
        let sheet = serde_json::to_value(rules.score(&state)).unwrap();
        assert_eq!(sheet, golden["final_sheet"], "{name}: the sheet changed");
        golden["events"] = Value::Array(events);
        golden["final_state"] = serde_json::to_value(&state).unwrap();
        // The fields in the order `core::test_support::golden` writes them, to keep diffs small.
        let mut text = String::from("{\n");
        let keys = [
            "players",
            "seed",
            "chance",
            "checked_by_hand",
            "moves",
            "events",
            "final_state",
            "final_sheet",
        ];
        for (index, key) in keys.iter().enumerate() {
            // The moves as typed, so their fields keep the order of the originals.
            let value = if *key == "moves" {
                serde_json::to_string_pretty(&moves).unwrap()
            } else {
                serde_json::to_string_pretty(&golden[*key]).unwrap()
            };
            let comma = if index + 1 < keys.len() { "," } else { "" };
            text += &format!("  \"{key}\": {}{comma}\n", value.replace('\n', "\n  "));
        }
        std::fs::write(path(name), text + "}\n").unwrap();
    }
}

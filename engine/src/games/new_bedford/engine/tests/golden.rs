//! Golden playthroughs: recorded games (actions in order and the final score sheet) that
//! must replay to exactly the same sheet. The New Bedford rulebooks have no complete worked
//! game, so these are seeded games recorded once and reviewed; they pin behaviour so that a
//! rules change shows up as a diff. `QUARTERDECK_BLESS=1` rewrites them after a deliberate
//! change.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::random_playout;

use super::super::{NewBedfordAction, NewBedfordGameOptions, NewBedfordRules};
use super::support::RULES;

#[derive(Debug, Serialize, Deserialize)]
struct Golden {
    players: u8,
    seed: u64,
    chance: ChanceMode,
    moves: Vec<(Actor, NewBedfordAction)>,
    final_sheet: Value,
}

fn path(name: &str) -> String {
    format!(
        "{}/src/games/new_bedford/engine/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn record(players: u8, seed: u64, chance: ChanceMode) -> Golden {
    let mut moves = Vec::new();
    let outcome = random_playout(
        &NewBedfordRules,
        players,
        &NewBedfordGameOptions::default(),
        seed,
        chance,
        |step| {
            moves.push((step.actor, *step.action));
        },
    )
    .unwrap();
    Golden {
        players,
        seed,
        chance,
        moves,
        final_sheet: serde_json::to_value(outcome.sheet).unwrap(),
    }
}

fn replay(name: &str, players: u8, seed: u64, chance: ChanceMode) {
    if std::env::var_os("QUARTERDECK_BLESS").is_some() {
        let golden = record(players, seed, chance);
        std::fs::write(
            path(name),
            serde_json::to_string_pretty(&golden).unwrap() + "\n",
        )
        .unwrap();
    }
    let golden: Golden =
        serde_json::from_str(&std::fs::read_to_string(path(name)).unwrap()).unwrap();
    let mut state = RULES
        .setup(
            golden.players,
            &NewBedfordGameOptions::default(),
            golden.seed,
            golden.chance,
        )
        .unwrap();
    for (index, (actor, action)) in golden.moves.iter().enumerate() {
        state = RULES
            .apply(&state, *actor, action)
            .unwrap_or_else(|violation| {
                panic!("{name}: move {index} {action:?} refused: {violation}")
            })
            .0;
    }
    assert!(
        RULES.to_act(&state).is_empty(),
        "{name}: the recorded game ends"
    );
    let sheet = serde_json::to_value(RULES.score(&state)).unwrap();
    assert_eq!(
        sheet, golden.final_sheet,
        "{name}: final score sheet changed"
    );
}

#[test]
fn golden_three_player_seeded_game() {
    replay("three-player-seeded", 3, 2026, ChanceMode::Seeded);
}

#[test]
fn golden_four_player_seeded_game() {
    replay("four-player-seeded", 4, 1851, ChanceMode::Seeded);
}

#[test]
fn golden_two_player_table_game() {
    replay("two-player-table", 2, 7, ChanceMode::Table);
}

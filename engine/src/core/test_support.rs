//! Helpers shared by every game's tests.

use std::collections::HashSet;

use super::errors::{ScoreSheetError, ViolationCode};
use super::play::RuleSection;
use super::scoring::ScoreSheet;

/// The `(field, code)` of every violation; panics when the sheet was not refused as invalid.
pub fn violation_codes(
    result: Result<ScoreSheet, ScoreSheetError>,
) -> Vec<(String, ViolationCode)> {
    match result {
        Err(ScoreSheetError::Invalid(violations)) => {
            violations.into_iter().map(|v| (v.field, v.code)).collect()
        }
        other => panic!("expected violations, got {other:?}"),
    }
}

/// Golden playthroughs: a recorded game (actions in order and the final score sheet) must
/// replay to exactly the same sheet, so a rules change shows up as a reviewed diff.
/// `QUARTERDECK_BLESS=1` records the file anew after a deliberate change.
pub mod golden {
    use serde::{Deserialize, Serialize};
    use serde_json::Value;

    use crate::core::play::{Actor, ChanceMode, Rules};
    use crate::core::playout::random_playout;

    #[derive(Debug, Serialize, Deserialize)]
    struct Golden<A> {
        players: u8,
        seed: u64,
        chance: ChanceMode,
        moves: Vec<(Actor, A)>,
        final_sheet: Value,
    }

    /// Replays `path` (recording it first when blessing) and compares the final sheet.
    pub fn replay<R: Rules>(
        rules: &R,
        options: &R::Options,
        path: &str,
        players: u8,
        seed: u64,
        chance: ChanceMode,
    ) where
        R::Action: Copy,
    {
        if std::env::var_os("QUARTERDECK_BLESS").is_some() {
            let mut moves = Vec::new();
            let outcome = random_playout(rules, players, options, seed, chance, |step| {
                moves.push((step.actor, *step.action))
            })
            .unwrap();
            let golden = Golden {
                players,
                seed,
                chance,
                moves,
                final_sheet: serde_json::to_value(outcome.sheet).unwrap(),
            };
            std::fs::write(path, serde_json::to_string_pretty(&golden).unwrap() + "\n").unwrap();
        }
        let golden: Golden<R::Action> =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut state = rules
            .setup(golden.players, options, golden.seed, golden.chance)
            .unwrap();
        for (index, (actor, action)) in golden.moves.iter().enumerate() {
            state = rules
                .apply(&state, *actor, action)
                .unwrap_or_else(|violation| panic!("{path}: move {index} refused: {violation}"))
                .0;
        }
        assert!(
            rules.to_act(&state).is_empty(),
            "{path}: the recorded game ends"
        );
        assert_eq!(
            serde_json::to_value(rules.score(&state)).unwrap(),
            golden.final_sheet,
            "{path}: final score sheet changed"
        );
    }
}

/// Checks a game's rule catalogue: ids unique and kebab-case, every title and text present,
/// texts under 900 bytes without double spaces, and every cited ruling a `### {prefix}NN`
/// heading of `engine/RULINGS.md`, cited once.
pub fn check_rule_catalogue(rules: &[RuleSection], ruling_prefix: &str) {
    const RULINGS_MD: &str = include_str!("../../RULINGS.md");
    let headings: HashSet<&str> = RULINGS_MD
        .lines()
        .filter_map(|line| line.strip_prefix("### "))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect();
    let mut seen = HashSet::new();
    for section in rules {
        let id = section.id;
        let kebab = id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        });
        assert!(kebab, "{id} is not kebab-case");
        assert!(seen.insert(id), "{id} appears twice");
        assert!(
            !section.title.trim().is_empty() && !section.text.trim().is_empty(),
            "{id} lacks a title or text"
        );
        assert!(
            section.text.len() < 900,
            "{id} text is {} bytes",
            section.text.len()
        );
        assert!(!section.text.contains("  "), "{id} text has a double space");
        let mut cited = HashSet::new();
        for ruling in section.rulings {
            assert!(ruling.starts_with(ruling_prefix), "{id} cites {ruling}");
            assert!(
                headings.contains(ruling),
                "{id} cites unknown ruling {ruling}"
            );
            assert!(cited.insert(*ruling), "{id} cites {ruling} twice");
        }
    }
}

//! Helpers shared by every game's tests.

use std::collections::HashSet;

use super::errors::{ScoreSheetError, ViolationCode};
use super::play::{Actor, JsonRules, Playable, RuleSection, Rules};
use super::rule_id::Declared;
use super::scoring::{ScoreSheet, Seat};

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
    #[serde(deny_unknown_fields)]
    struct Golden<A> {
        players: u8,
        seed: u64,
        chance: ChanceMode,
        /// What a person checked by hand against the rules, and how; kept across re-blessing.
        checked_by_hand: Vec<String>,
        moves: Vec<(Actor, A)>,
        /// The events of each move, in order.
        events: Vec<Value>,
        final_state: Value,
        final_sheet: Value,
    }

    /// Replays `path` and compares every move's events, the final state and the final sheet.
    /// With `QUARTERDECK_BLESS` set it first records a new random game there, keeping the
    /// file's `checked_by_hand` notes, which must then be checked again by hand.
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
            bless(rules, options, path, players, seed, chance);
        }
        let golden: Golden<R::Action> =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        assert!(
            golden
                .checked_by_hand
                .iter()
                .any(|note| !note.trim().is_empty()),
            "{path}: say how the expected result was checked by hand"
        );
        assert_eq!(
            golden.events.len(),
            golden.moves.len(),
            "{path}: one event list per move"
        );
        let mut state = rules
            .setup(golden.players, options, golden.seed, golden.chance)
            .unwrap();
        for (index, ((actor, action), expected)) in
            golden.moves.iter().zip(&golden.events).enumerate()
        {
            let (next, events) = rules
                .apply(&state, *actor, action)
                .unwrap_or_else(|violation| panic!("{path}: move {index} refused: {violation}"));
            assert_eq!(
                &serde_json::to_value(&events).unwrap(),
                expected,
                "{path}: the events of move {index} changed"
            );
            state = next;
        }
        assert!(
            rules.to_act(&state).is_empty(),
            "{path}: the recorded game ends"
        );
        assert_eq!(
            serde_json::to_value(&state).unwrap(),
            golden.final_state,
            "{path}: final state changed"
        );
        assert_eq!(
            serde_json::to_value(rules.score(&state)).unwrap(),
            golden.final_sheet,
            "{path}: final score sheet changed"
        );
    }

    fn bless<R: Rules>(
        rules: &R,
        options: &R::Options,
        path: &str,
        players: u8,
        seed: u64,
        chance: ChanceMode,
    ) where
        R::Action: Copy,
    {
        let checked_by_hand = std::fs::read_to_string(path)
            .ok()
            .and_then(|text| serde_json::from_str::<Value>(&text).ok())
            .and_then(|old| serde_json::from_value(old["checked_by_hand"].clone()).ok())
            .unwrap_or_default();
        let mut moves = Vec::new();
        random_playout(rules, players, options, seed, chance, |step| {
            moves.push((step.actor, *step.action))
        })
        .unwrap();
        let mut state = rules.setup(players, options, seed, chance).unwrap();
        let mut events = Vec::new();
        for (actor, action) in &moves {
            let (next, happened) = rules.apply(&state, *actor, action).unwrap();
            events.push(serde_json::to_value(&happened).unwrap());
            state = next;
        }
        let golden = Golden {
            players,
            seed,
            chance,
            checked_by_hand,
            moves,
            events,
            final_state: serde_json::to_value(&state).unwrap(),
            final_sheet: serde_json::to_value(rules.score(&state)).unwrap(),
        };
        std::fs::write(path, serde_json::to_string_pretty(&golden).unwrap() + "\n").unwrap();
    }
}

/// Checks a game's rule catalogue: ids unique and kebab-case, every title and text present,
/// texts under 900 bytes without double spaces, and every cited ruling a `### {prefix}NN`
/// heading of `engine/RULINGS.md`, cited once.
/// Each `(section, reference)` pair: the section's text still mentions the reference, and the
/// reference is a section of `rules`.
pub fn check_cross_references(rules: &[RuleSection], pairs: &[(&str, &str)]) {
    let ids: HashSet<&str> = rules.iter().map(|section| section.id.as_str()).collect();
    for (section, reference) in pairs {
        let text = rules
            .iter()
            .find(|s| s.id.as_str() == *section)
            .map(|s| s.text)
            .unwrap_or_default();
        assert!(
            text.contains(reference),
            "{section} no longer mentions {reference}"
        );
        assert!(
            ids.contains(reference),
            "{section} refers to missing {reference}"
        );
    }
}

pub fn check_rule_catalogue(rules: &[RuleSection], ruling_prefix: &str) {
    const RULINGS_MD: &str = include_str!("../../RULINGS.md");
    let headings: HashSet<&str> = RULINGS_MD
        .lines()
        .filter_map(|line| line.strip_prefix("### "))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect();
    let mut seen = HashSet::new();
    for section in rules {
        let id = section.id.as_str();
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

/// Seat names, checked the same way for every game: given at setup through the JSON adapter,
/// they appear in the state, in every seat's view and the spectator's, stay through a whole
/// game, and head the provisional and the final score sheet.
pub mod names {
    use rand_chacha::ChaCha8Rng;
    use rand_core::{RngCore, SeedableRng};
    use serde_json::{json, Value};

    use crate::core::play::{JsonRules, Playable, Rules};
    use crate::core::playout::MAX_DECISIONS;

    /// `sent` are the names as a client sends them (with spaces to trim); `unnamed` is what
    /// the score sheet calls each seat that has no name.
    pub fn shown_everywhere<R: Rules + Copy>(
        rules: R,
        players: u8,
        sent: &[Option<&str>],
        unnamed: &[&str],
    ) {
        let engine = JsonRules(rules);
        let body = json!({"players": players, "seed": 3, "names": sent});
        let state = engine.setup(body.to_string().as_bytes()).unwrap();
        let expected: Vec<Option<String>> = (0..usize::from(players))
            .map(|seat| {
                sent.get(seat)
                    .copied()
                    .flatten()
                    .map(|n| n.trim().to_owned())
            })
            .collect();
        let names_in = |state: &Value| -> Vec<Option<String>> {
            (0..usize::from(players))
                .map(|seat| {
                    let player = &state["players"][seat];
                    // An unnamed seat has no `name` key at all, so old readers see no change.
                    assert!(player.is_object(), "no player {seat} in {state}");
                    player
                        .get("name")
                        .map(|name| name.as_str().unwrap().to_owned())
                })
                .collect()
        };
        assert_eq!(names_in(&state), expected, "the state holds the names");
        for seat in std::iter::once(None).chain((0..players).map(Some)) {
            let view = engine.view(&state, seat).unwrap();
            assert_eq!(names_in(&view), expected, "the view of {seat:?}");
        }
        let sheet_names = |sheet: &crate::core::scoring::ScoreSheet| -> Vec<String> {
            sheet.players.iter().map(|p| p.name.clone()).collect()
        };
        let on_sheet: Vec<String> = expected
            .iter()
            .zip(unnamed)
            .map(|(name, fallback)| name.clone().unwrap_or_else(|| (*fallback).to_owned()))
            .collect();
        let provisional = engine.score(&state).unwrap();
        assert!(!provisional.is_final);
        assert_eq!(sheet_names(&provisional), on_sheet, "provisional sheet");

        // A whole random game: no action changes a name, and the final sheet shows them.
        let mut typed: R::State = serde_json::from_value(state).unwrap();
        let mut bot = ChaCha8Rng::seed_from_u64(5);
        let pick = |bot: &mut ChaCha8Rng, len: usize| {
            usize::try_from(bot.next_u64() % u64::try_from(len).unwrap()).unwrap()
        };
        for _ in 0..MAX_DECISIONS {
            let to_act = rules.to_act(&typed);
            if to_act.is_empty() {
                break;
            }
            let actor = to_act[pick(&mut bot, to_act.len())];
            let legal = rules.legal_actions(&typed, actor);
            let action = &legal[pick(&mut bot, legal.len())];
            typed = rules.apply(&typed, actor, action).unwrap().0;
            assert_eq!(rules.seat_names(&typed), expected, "a name changed in play");
        }
        let last = serde_json::to_value(&typed).unwrap();
        let sheet = engine.score(&last).unwrap();
        assert!(sheet.is_final, "the random game ends");
        assert_eq!(sheet_names(&sheet), on_sheet, "final sheet");
        assert_eq!(engine.seat_names(&last).unwrap(), expected);
    }
}

/// Every section of a game's catalogue is declared in its `rule_ids!` (or is a shared id), and
/// every id not declared descriptive is cited by the game's code: its constant's name appears
/// in a source file of `games/{folder}` outside tests, other than where it is declared
/// (`NAME =>`) or where the catalogue gives it a section (`id: …NAME`).
pub fn rule_citations(folder: &str, ids: &[Declared], rules: &[RuleSection]) {
    use super::rule_id::shared;

    let declared: HashSet<&str> = ids
        .iter()
        .chain(shared::ALL)
        .map(|(_, id, _)| id.as_str())
        .collect();
    let undeclared: Vec<&str> = rules
        .iter()
        .map(|section| section.id.as_str())
        .filter(|id| !declared.contains(id))
        .collect();
    assert!(
        undeclared.is_empty(),
        "{folder}: sections missing from rule_ids!: {undeclared:?}"
    );
    let sources = game_sources(&format!("src/games/{folder}"));
    let uncited: Vec<&str> = ids
        .iter()
        .filter(|(name, _, descriptive)| !descriptive && !sources.iter().any(|s| cites(s, name)))
        .map(|(name, _, _)| *name)
        .collect();
    assert!(
        uncited.is_empty(),
        "{folder}: rule ids no code cites (cite them where the rule is judged, or declare them \
         `(descriptive)`): {uncited:?}"
    );
}

/// The text of every `.rs` file under `dir` (relative to the engine crate) outside tests.
fn game_sources(dir: &str) -> Vec<String> {
    fn walk(path: &std::path::Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name == "tests" || name == "tests.rs" {
                continue;
            }
            if path.is_dir() {
                walk(&path, out);
            } else if name.ends_with(".rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let code = match text.find("#[cfg(test)]\nmod tests {") {
                    Some(end) => text[..end].to_owned(),
                    None => text,
                };
                out.push(code);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir),
        &mut out,
    );
    assert!(!out.is_empty(), "no sources under {dir}");
    out
}

/// Whether `source` names the constant `name` anywhere but its declaration and its section.
fn cites(source: &str, name: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    source.match_indices(name).any(|(at, _)| {
        let before = &source[..at];
        let after = &source[at + name.len()..];
        let whole = !before.ends_with(word) && !after.starts_with(word);
        let declaration = after.trim_start().starts_with("=>");
        let section = before
            .trim_end_matches(|c: char| word(c) || c == ':')
            .trim_end()
            .ends_with("id:");
        whole && !declaration && !section
    })
}

/// A log entry as `seat` reads it, by the path the service's logs take: the typed action and
/// events written as JSON, then read back through [`Playable::view_log_entry`].
pub fn read_log_entry<R: Rules + Copy>(
    rules: R,
    actor: Actor,
    action: &R::Action,
    events: &[R::Event],
    seat: Option<Seat>,
) -> (serde_json::Value, serde_json::Value) {
    let written = |value: serde_json::Result<serde_json::Value>| {
        value.unwrap_or_else(|error| panic!("a log entry writes as JSON: {error}"))
    };
    JsonRules(rules).view_log_entry(
        actor,
        written(serde_json::to_value(action)),
        written(serde_json::to_value(events)),
        seat,
    )
}

#[cfg(test)]
mod tests {
    use super::cites;

    #[test]
    fn a_citation_is_a_use_of_the_constant_not_its_declaration_or_section() {
        assert!(cites(
            "refuse(Code::Late, rule::LAUNCH, Why::Late)",
            "LAUNCH"
        ));
        assert!(!cites("LAUNCH => \"launch-boats\",", "LAUNCH"));
        assert!(!cites("RuleSection { id: rule::LAUNCH, title", "LAUNCH"));
        assert!(!cites("RuleSection { id: LAUNCH, title", "LAUNCH"));
        assert!(!cites("rule::LAUNCH_LIMIT", "LAUNCH"));
    }
}

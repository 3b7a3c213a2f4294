//! The rule decisions of `engine/RULINGS.md` as data: the file people read is the one the
//! service serves, parsed once. Each game's rulings are the ones under the `##` heading that
//! carries its catalogue name; each ruling is a `###` heading `ID — title` followed by its
//! question, decision, reason and sources.

use std::sync::LazyLock;

use serde::Serialize;

use super::components::{citations_in, Citation};
use crate::games::registry::all_games;

const RULINGS_MD: &str = include_str!("../../RULINGS.md");

/// One decision where the sources disagree or are silent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Ruling {
    /// Stable id that code, tests, rule sections and score-sheet notes cite, e.g. `NB-02`.
    pub id: String,
    pub title: String,
    pub question: String,
    pub decision: String,
    pub reason: String,
    /// Source keys of the game's components file (`shared/rules/components-*.md`).
    pub sources: String,
    /// Each source key `sources` names, with the source's name.
    pub citations: Vec<Citation>,
}

/// Rulings under one game's heading.
#[derive(Debug)]
struct GameRulings {
    heading: String,
    rulings: Vec<Ruling>,
}

static PARSED: LazyLock<Vec<GameRulings>> = LazyLock::new(|| name_sources(parse(RULINGS_MD)));

/// Each ruling's citations, from the list of the game whose catalogue name heads it.
fn name_sources(mut games: Vec<GameRulings>) -> Vec<GameRulings> {
    for rulings in &mut games {
        let game = all_games()
            .iter()
            .find(|game| game.info().name == rulings.heading);
        let Some(game) = game else {
            continue;
        };
        for ruling in &mut rulings.rulings {
            ruling.citations = citations_in(&ruling.sources, game.sources());
        }
    }
    games
}

/// The rulings of the game whose catalogue name is `name`, in file order; empty when it has
/// none.
pub fn rulings_of(name: &str) -> &'static [Ruling] {
    PARSED
        .iter()
        .find(|game| game.heading == name)
        .map_or(&[], |game| game.rulings.as_slice())
}

/// The `##` headings of the file, for checking that each names a game.
pub fn game_headings() -> Vec<&'static str> {
    PARSED.iter().map(|game| game.heading.as_str()).collect()
}

/// Which field a `- **Field:**` line starts.
fn field_of(line: &str) -> Option<(&'static str, &str)> {
    ["Question", "Decision", "Reason", "Sources"]
        .into_iter()
        .find_map(|field| {
            line.strip_prefix("- **")
                .and_then(|rest| rest.strip_prefix(field))
                .and_then(|rest| rest.strip_prefix(":**"))
                .map(|text| (field, text.trim()))
        })
}

fn push_text(into: &mut String, text: &str) {
    if !into.is_empty() && !text.is_empty() {
        into.push(' ');
    }
    into.push_str(text);
}

fn parse(markdown: &str) -> Vec<GameRulings> {
    let mut games: Vec<GameRulings> = Vec::new();
    let mut field: Option<&'static str> = None;
    for line in markdown.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            games.push(GameRulings {
                heading: heading.trim().to_owned(),
                rulings: Vec::new(),
            });
            field = None;
        } else if let Some(heading) = line.strip_prefix("### ") {
            let (id, title) = heading.split_once(" — ").unwrap_or((heading, ""));
            if let Some(game) = games.last_mut() {
                game.rulings.push(Ruling {
                    id: id.trim().to_owned(),
                    title: title.trim().to_owned(),
                    question: String::new(),
                    decision: String::new(),
                    reason: String::new(),
                    sources: String::new(),
                    citations: Vec::new(),
                });
            }
            field = None;
        } else if let Some(ruling) = games.last_mut().and_then(|game| game.rulings.last_mut()) {
            let text = match field_of(line) {
                Some((name, text)) => {
                    field = Some(name);
                    text
                }
                // A field's text goes on over indented lines; anything else ends it.
                None if line.starts_with("  ") => line.trim(),
                None => {
                    field = None;
                    continue;
                }
            };
            let into = match field {
                Some("Question") => &mut ruling.question,
                Some("Decision") => &mut ruling.decision,
                Some("Reason") => &mut ruling.reason,
                Some("Sources") => &mut ruling.sources,
                _ => continue,
            };
            push_text(into, text);
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::games::registry::all_games;

    #[test]
    fn every_ruling_has_an_id_a_title_and_all_four_parts() {
        let mut ids = HashSet::new();
        let mut count = 0;
        for game in PARSED.iter() {
            let prefix = game
                .rulings
                .first()
                .and_then(|ruling| ruling.id.split_once('-'))
                .map(|(prefix, _)| prefix.to_owned())
                .expect("a game heading with rulings");
            for ruling in &game.rulings {
                count += 1;
                assert!(ids.insert(ruling.id.clone()), "{} twice", ruling.id);
                assert!(
                    ruling.id.starts_with(&format!("{prefix}-")),
                    "{} under {}",
                    ruling.id,
                    game.heading
                );
                for (part, text) in [
                    ("title", &ruling.title),
                    ("question", &ruling.question),
                    ("decision", &ruling.decision),
                    ("reason", &ruling.reason),
                    ("sources", &ruling.sources),
                ] {
                    assert!(!text.is_empty(), "{} has no {part}", ruling.id);
                    assert!(!text.contains("**"), "{} {part} runs on: {text}", ruling.id);
                }
            }
        }
        assert_eq!(
            count,
            RULINGS_MD.lines().filter(|l| l.starts_with("### ")).count()
        );
    }

    #[test]
    fn a_ruling_reads_as_the_file_does() {
        let ruling = rulings_of("New Bedford")
            .iter()
            .find(|ruling| ruling.id == "NB-02")
            .expect("NB-02");
        assert_eq!(ruling.title, "\"Unscored money\" tie-breaker");
        assert!(ruling
            .question
            .starts_with("the retail second tie-breaker is the most \"unscored money\";"));
        assert!(ruling
            .decision
            .ends_with("players still tied share the place."));
        assert!(ruling.sources.starts_with("KOS-RB p9"));
    }

    #[test]
    fn every_heading_names_a_game_and_every_cited_ruling_exists() {
        let names: Vec<String> = all_games().iter().map(|g| g.info().name.clone()).collect();
        for heading in game_headings() {
            assert!(names.iter().any(|name| name == heading), "{heading}");
        }
        for game in all_games() {
            let rulings = rulings_of(&game.info().name);
            let Some(engine) = game.playable() else {
                continue;
            };
            for section in engine.rules() {
                for cited in section.rulings {
                    assert!(
                        rulings.iter().any(|ruling| ruling.id == *cited),
                        "{} cites {cited}, which {} does not have",
                        section.id,
                        game.info().id
                    );
                }
            }
        }
    }

    /// A key shaped like the research notes' (`S10`, `KOS-RB`, `HELPER-APP`); a ruling id
    /// (`NT-05`) ends in digits only.
    fn looks_like_a_key(word: &str) -> bool {
        let numbered = word
            .strip_prefix('S')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        let hyphenated = word.split_once('-').is_some_and(|(a, b)| {
            [a, b].iter().all(|part| {
                !part.is_empty()
                    && part
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
            })
        });
        let ruling_id = word
            .split_once('-')
            .is_some_and(|(_, number)| number.chars().all(|c| c.is_ascii_digit()));
        numbered || (hyphenated && !ruling_id)
    }

    /// The rules pages print each ruling's sources by name too: every key a ruling cites is
    /// in its game's list.
    #[test]
    fn every_source_key_a_ruling_cites_is_named() {
        for game in all_games() {
            for ruling in rulings_of(&game.info().name) {
                assert!(
                    !ruling.citations.is_empty(),
                    "{} names no source",
                    ruling.id
                );
                let words = ruling
                    .sources
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'));
                for key in words.filter(|word| looks_like_a_key(word)) {
                    assert!(
                        ruling.citations.iter().any(|cited| cited.id == key),
                        "{} cites {key}, which {} does not name",
                        ruling.id,
                        game.info().id
                    );
                }
            }
        }
    }
}

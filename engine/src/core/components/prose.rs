//! Every component summary of every registered game reads as prose a player can follow: no
//! field dumps, no identifiers, no source keys standing without their names. The rules pages
//! print summaries as they are, so a sentence built from data must come out as a sentence.

use crate::games::registry::all_games;

use super::Component;

/// What is wrong with one summary, each fault in words; empty when it reads as prose.
fn faults(summary: &str) -> Vec<String> {
    let words: Vec<&str> = summary.split_whitespace().collect();
    let mut found = Vec::new();
    if !summary.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) {
        found.push("does not start with a capital letter".to_owned());
    }
    if !summary.ends_with('.') {
        found.push("does not end with a full stop".to_owned());
    }
    if summary.contains("  ") {
        found.push("holds a doubled space".to_owned());
    }
    if summary.contains(['{', '}', '[', ']']) {
        found.push("holds a brace or bracket".to_owned());
    }
    found.extend(identifiers(&words));
    found.extend(key_value_list(&words));
    found.extend(colon_fields(summary));
    found.extend(verbless_clause(&words));
    found
}

/// The word without the punctuation around it.
fn bare(word: &str) -> &str {
    word.trim_matches(|c: char| !c.is_alphanumeric() && c != '_' && c != '$')
}

/// snake_case field names, a serialized tag (`kind income`) and source keys such as `S0` or
/// `S12`: a summary names its sources in the component's citations, never by key.
fn identifiers(words: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (index, word) in words.iter().map(|w| bare(w)).enumerate() {
        if word.contains('_') {
            found.push(format!("holds the identifier {word:?}"));
        }
        let next = words.get(index + 1).map(|w| bare(w));
        if word == "kind" && next.is_some_and(|n| n != "of" && n.starts_with(char::is_lowercase)) {
            found.push(format!(
                "holds a serialized tag \"kind {}\"",
                next.unwrap_or("")
            ));
        }
        let digits = word.strip_prefix('S').unwrap_or("");
        if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
            found.push(format!("cites the source key {word} without its name"));
        }
    }
    found
}

/// A value as a field dump prints it: a number or `none`.
fn is_value(word: &str) -> bool {
    let word = bare(word);
    word == "none" || (!word.is_empty() && word.chars().all(|c| c.is_ascii_digit()))
}

/// A lower-case word used as a field name.
fn is_key(word: &str) -> bool {
    let word = bare(word);
    !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase())
}

/// Words that lead into a number in a sentence ("with 3 crates, needs 1 bollard"), so a
/// number after them is not a field's value.
const LEADS_INTO_A_NUMBER: [&str; 9] = ["with", "for", "of", "to", "on", "in", "by", "and", "or"];

/// `barrel 1, crate 2` or `reward 3 money, penalty none`: fields listed, not said.
fn key_value_list(words: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (index, window) in words.windows(3).enumerate() {
        let [key, value, after] = window else {
            continue;
        };
        if !(is_key(key) && is_value(value)) || LEADS_INTO_A_NUMBER.contains(&bare(key)) {
            continue;
        }
        // The pair ends at a comma, on the value or on a unit after it.
        let next = if value.ends_with(',') {
            index + 2
        } else if is_key(after) && after.ends_with(',') {
            index + 3
        } else {
            continue;
        };
        let pair = words.get(next..next + 2);
        if pair.is_some_and(|pair| is_key(pair[0]) && is_value(pair[1])) {
            found.push(format!("lists fields: \"{key} {value} {after} …\""));
        }
    }
    found
}

/// `phase 4; 2 players: long game only; 3 players: …`: one colon can introduce what follows,
/// but two clauses each made of a label and a colon are a list of fields.
fn colon_fields(summary: &str) -> Vec<String> {
    let labelled = summary
        .split([';', '.'])
        .filter(|clause| clause.contains(": "))
        .count();
    if labelled > 1 {
        vec![format!(
            "has {labelled} clauses of the form \"label: value\""
        )]
    } else {
        Vec::new()
    }
}

/// "a building that 2 more income" or "a building that no ability": a relative clause whose
/// verb went missing when a phrase was pasted after it.
fn verbless_clause(words: &[&str]) -> Vec<String> {
    words
        .windows(2)
        .filter(|pair| bare(pair[0]) == "that")
        .filter(|pair| {
            let next = bare(pair[1]);
            is_value(next) || ["no", "each", "when", "if", "ships"].contains(&next)
        })
        .map(|pair| format!("has a clause without a verb: \"{} {} …\"", pair[0], pair[1]))
        .collect()
}

/// Every cited source comes with its name, so the page never prints a bare key.
fn unnamed_sources(component: &Component) -> Vec<String> {
    component
        .sources
        .iter()
        .filter(|id| {
            !component
                .citations
                .iter()
                .any(|cited| &cited.id == *id && !cited.name.is_empty() && cited.name != **id)
        })
        .map(|id| format!("cites {id} without its name"))
        .collect()
}

/// A printed value that is a vocabulary's serialized form (`{"kind": "income", "money": 2}`),
/// which the page could only list as fields; the value says it as a sentence instead.
fn printed_tags(component: &Component) -> Vec<String> {
    component
        .printed
        .iter()
        .filter(|(_, value)| value.get("kind").is_some())
        .map(|(key, _)| format!("prints {key} as a serialized tag"))
        .collect()
}

/// A key the component cites (`KOS-TILE`, `SEED-RT`, `S2`) written into its summary, where
/// the page would print it bare: the summary names no sources, its citations do.
fn keys_in_summary(component: &Component) -> Vec<String> {
    component
        .sources
        .iter()
        .filter(|key| {
            component
                .summary
                .split_whitespace()
                .any(|w| bare(w) == *key)
        })
        .map(|key| format!("writes the source key {key} into its summary"))
        .collect()
}

/// The component's faults, each line naming the game and the component.
fn report(game: &str, component: &Component) -> Vec<String> {
    faults(&component.summary)
        .into_iter()
        .chain(unnamed_sources(component))
        .chain(keys_in_summary(component))
        .chain(printed_tags(component))
        .map(|fault| format!("{game} {}: {fault}", component.id))
        .collect()
}

#[test]
fn every_summary_of_every_game_reads_as_prose() {
    let mut checked = 0;
    let mut failing = Vec::new();
    for game in all_games() {
        for component in game.components() {
            checked += 1;
            let found = report(&game.info().id, component);
            if !found.is_empty() {
                failing.push(found.join("\n"));
            }
        }
    }
    assert!(checked > 0);
    assert!(
        failing.is_empty(),
        "{} of {checked} summaries do not read as prose:\n{}",
        failing.len(),
        failing.join("\n")
    );
}

/// Each check refuses the text it was written for and passes plain prose.
#[test]
fn each_check_refuses_what_it_is_for() {
    let refused = [
        "A building that 2 more income each round.",
        "A building that no ability; it only adds prestige.",
        "Ability: kind income, money 2.",
        "Goods sell for barrel 1, crate 2, container 3, passenger 4.",
        "A contract with reward 3 money, penalty none.",
        "Back: phase 4; 2 players: long game only.",
        "Sources: S0.",
        "Uses starting_money.",
        "Costs {\"money\": 2}.",
        "Two  spaces.",
        "no capital letter.",
        "No full stop",
    ];
    for summary in refused {
        assert!(!faults(summary).is_empty(), "{summary:?} passed");
    }
    let passed = [
        "Gain 3 brick.",
        "Victory building: 1 bonus VP for every 2 Right Whales you own.",
        "Earn $4, $6 or $10 when 1, 2 or 3 ships return.",
        "A flat 3 points; only Copper coins may pay for it.",
        "All King Crab licenses being one kind: 2 kinds give 2 VP.",
    ];
    for summary in passed {
        assert_eq!(faults(summary), Vec::<String>::new(), "{summary:?}");
    }
}

/// A source key is named through the game's list, and never written into a summary.
#[test]
fn sources_are_named_and_kept_out_of_summaries() {
    use super::{cite, Provenance, Source};

    let tile = |summary: &str| {
        Component::new(
            "bank",
            "Bank",
            "action-building",
            summary,
            Provenance::Confirmed,
            &["KOS-TILE"],
        )
    };
    let listed = [Source {
        id: "KOS-TILE",
        name: "Photos of the building tiles",
    }];
    assert_eq!(unnamed_sources(&tile("Take $5.")).len(), 1);
    let named = cite(vec![tile("Take $5."), tile("Take $5 (KOS-TILE).")], &listed);
    assert_eq!(report("new-bedford", &named[0]), Vec::<String>::new());
    assert_eq!(
        report("new-bedford", &named[1]),
        ["new-bedford bank: writes the source key KOS-TILE into its summary"]
    );
}

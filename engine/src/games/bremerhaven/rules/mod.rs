//! The Bremerhaven rule catalogue, written in our own words.
//!
//! Each section has a stable kebab-case id that the engine cites when it refuses an action, so
//! ids never change once published. The long, short and solo games are described, with the
//! rulebook's FAQ. The printed card lists and the numbers printed only on the boards are not
//! public (`shared/rules/components-bremerhaven.md` §9), so a game's cards come from a deck
//! source (section `deck-sources`) and the building and event sections describe the engine's
//! vocabulary of effects, saying which parts the rulebook shows and which belong to the
//! provisional practice set. Printed numbers and names are used as facts; every sentence is
//! ours. `rulings` lists the ids from `engine/RULINGS.md` that settle a question the rulebook
//! leaves open.

mod boards;
mod effects;
mod end;
mod harbor;
mod ids;
mod setup;
mod town;

use std::sync::LazyLock;

use crate::core::play::RuleSection;

pub use ids::rule;

/// Said in every building section: which names the rulebook prints.
macro_rules! practice_buildings {
    () => {
        " Only seven building names are printed in the rulebook: Refinery, Train Station, \
         Loading Plant, Lighthouse, Status Symbol, Commodity Exchange and Bank. Every other \
         name, and every prestige value, belongs to the provisional practice set (see \
         deck-sources)."
    };
}

/// Said in every event section but the Fall's.
macro_rules! practice_event {
    () => {
        " Only the Fall is known from the rulebook (see event-contract-charge); this event is \
         an invention of the provisional practice set (see deck-sources)."
    };
}
pub(crate) use {practice_buildings, practice_event};

/// Every section, in catalogue order: one list for the engine to cite and the service to
/// serve, kept in one file per part of the rulebook.
pub static RULES: LazyLock<Vec<RuleSection>> = LazyLock::new(|| {
    [
        setup::SECTIONS,
        town::SECTIONS,
        boards::SECTIONS,
        harbor::SECTIONS,
        end::SECTIONS,
        effects::SECTIONS,
    ]
    .concat()
});

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::{rule, RULES};

    /// Every id, in catalogue order: the engine cites them, so none may change or go missing.
    const EXPECTED_IDS: &[&str] = &[
        "overview",
        "deck-sources",
        "setup-long",
        "setup-short",
        "setup-solo",
        "starting-ranks",
        "round-structure",
        "bidding",
        "bid-reveal",
        "bid-ties",
        "parking-lot",
        "building-cards",
        "building-permit",
        "shared-spaces",
        "extra-permits",
        "permit-bollard",
        "permit-cover",
        "permit-build",
        "grow-influence",
        "price-cards",
        "career-ladder",
        "income",
        "sea-board",
        "dock-ship",
        "berth-size",
        "ship-cargo",
        "land-board",
        "place-contract",
        "loading-docks",
        "harbor-phase",
        "produce",
        "storage",
        "move-goods",
        "packing",
        "prestige-update",
        "time-markers",
        "ship-due",
        "contract-due",
        "contract-reward",
        "contract-penalty",
        "no-debt",
        "bank",
        "clean-up",
        "event",
        "progress",
        "refill-long",
        "refill-short",
        "return-influence",
        "end-of-game",
        "final-score",
        "solo-dummy",
        "solo-dummy-actions",
        "solo-rating",
        "chance-table-mode",
        "chance-table-deck",
        "building-none",
        "building-produces",
        "building-earns",
        "building-bank",
        "building-ship-bonus",
        "building-train-bids",
        "building-free-packing",
        "building-commodity-exchange",
        "building-storage",
        "building-tugboats",
        "building-contract-bonus",
        "building-income",
        "event-quiet",
        "event-contract-charge",
        "event-contract-bonus",
        "event-harbor-dues",
        "event-subsidy",
        "event-tax",
        "event-pirates",
        "event-scandal",
        "event-fair",
    ];

    /// The building names the rulebook prints; every other one is the practice set's.
    const KNOWN_BUILDINGS: [&str; 7] = [
        "Refinery",
        "Train Station",
        "Loading Plant",
        "Lighthouse",
        "Status Symbol",
        "Commodity Exchange",
        "Bank",
    ];

    fn is_kebab(id: &str) -> bool {
        id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
    }

    /// The ids named in `(see a)`, `(see a, b)` or `(see a and b)` references, in order.
    fn references(text: &str) -> Vec<&str> {
        let mut found = Vec::new();
        for (start, _) in text.match_indices("(see ") {
            let rest = &text[start + "(see ".len()..];
            let inner = &rest[..rest.find(')').expect("an unclosed (see reference")];
            for part in inner.split(", ") {
                found.extend(part.split(" and ").map(str::trim));
            }
        }
        found
    }

    #[test]
    fn every_rule_id_is_cited_or_descriptive() {
        crate::core::test_support::rule_citations("bremerhaven", rule::ALL, &RULES);
    }

    #[test]
    fn catalogue_is_well_formed() {
        crate::core::test_support::check_rule_catalogue(&RULES, "BH-");
    }

    #[test]
    fn ids_are_unique_kebab_case_and_the_fixed_list_in_order() {
        let mut seen = HashSet::new();
        for id in EXPECTED_IDS {
            assert!(is_kebab(id), "{id} is not kebab-case");
            assert!(seen.insert(*id), "{id} is listed twice");
        }
        let ids: Vec<&str> = RULES.iter().map(|section| section.id.as_str()).collect();
        assert_eq!(ids, EXPECTED_IDS);
    }

    #[test]
    fn texts_are_substantial_sentences() {
        for section in RULES.iter() {
            let (id, text) = (section.id, section.text);
            assert!(text.len() >= 80, "{id} text is only {} bytes", text.len());
            assert!(
                text.ends_with('.'),
                "{id} text does not end with a full stop"
            );
        }
    }

    #[test]
    fn cross_references_name_other_existing_sections() {
        let ids: HashSet<&str> = RULES.iter().map(|section| section.id.as_str()).collect();
        let mut count = 0;
        for section in RULES.iter() {
            let id = section.id.as_str();
            for reference in references(section.text) {
                assert!(
                    ids.contains(reference),
                    "{id} refers to missing {reference:?}"
                );
                assert_ne!(reference, id, "{id} refers to itself");
                count += 1;
            }
        }
        // The parser must actually be finding the references the catalogue is written with.
        assert!(count > 100, "only {count} references found");
    }

    #[test]
    fn reference_parser_reads_lists() {
        assert_eq!(
            references("a (see bank) b (see no-debt, bank) c (see x and y)."),
            ["bank", "no-debt", "bank", "x", "y"]
        );
    }

    /// Every Bremerhaven ruling the engine cites in its code is linked from a section, so the
    /// rule pages lead to every decision.
    #[test]
    fn rulings_are_linked_where_settled() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/bremerhaven");
        let mut cited = std::collections::BTreeSet::new();
        let mut folders = vec![std::path::PathBuf::from(root)];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for (at, _) in text.match_indices("BH-") {
                        let id = &text[at..(at + 5).min(text.len())];
                        if id[3..].chars().all(|c| c.is_ascii_digit()) {
                            cited.insert(id.to_owned());
                        }
                    }
                }
            }
        }
        let linked: std::collections::BTreeSet<String> = RULES
            .iter()
            .flat_map(|section| section.rulings.iter().map(|id| (*id).to_owned()))
            .collect();
        let unlinked: Vec<_> = cited.difference(&linked).collect();
        assert!(cited.len() > 10, "{cited:?}");
        assert!(
            unlinked.is_empty(),
            "cited in code, linked from no section: {unlinked:?}"
        );
    }

    #[test]
    fn effect_sections_say_what_is_provisional() {
        for section in RULES.iter() {
            let (id, text) = (section.id.as_str(), section.text);
            let ability =
                id.starts_with("building-") && !matches!(id, "building-cards" | "building-permit");
            if ability {
                for name in KNOWN_BUILDINGS {
                    assert!(text.contains(name), "{id} does not name {name}");
                }
                assert!(text.contains("practice set"), "{id} hides its provenance");
            }
            if id.starts_with("event-") {
                assert!(text.contains("Fall"), "{id} does not mention the Fall");
                assert!(text.contains("practice set"), "{id} hides its provenance");
            }
        }
    }
}

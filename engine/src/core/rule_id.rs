//! Rule catalogue ids as typed constants: a section of a game's rule catalogue and every
//! refusal that cites it name the same constant, so a misspelt id does not compile and a grep
//! for the constant leads from the catalogue to the code that judges the rule.
//!
//! **Invariant:** every id a game's catalogue lists is either cited by that game's code or
//! declared descriptive (it explains, nothing judges it); `test_support::rule_citations`
//! checks it for every game.

use std::fmt;

use serde::{Serialize, Serializer};

/// The id of one section of a game's rule catalogue, e.g. `launch-boats`. Every refusal
/// carries one, and listing legal actions builds and drops a refusal per candidate, so it is
/// the spelling alone: whether a section is descriptive is said in its catalogue's `ALL`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RuleId {
    id: &'static str,
}

impl RuleId {
    pub const fn new(id: &'static str) -> Self {
        Self { id }
    }

    /// The stable kebab-case spelling clients read.
    pub const fn as_str(self) -> &'static str {
        self.id
    }
}

/// One id of a catalogue's `ALL`: its constant's name, the id, and whether the section only
/// explains (an overview, a component list) so that no code cites it.
pub type Declared = (&'static str, RuleId, bool);

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id)
    }
}

/// Ids more than one game's catalogue holds, judged the same way in each.
pub mod shared {
    use super::RuleId;

    /// When the game ends and nothing more may be done.
    pub const END_OF_GAME: RuleId = RuleId::new("end-of-game");
    /// The order of a round's phases and whose turn it is.
    pub const ROUND_STRUCTURE: RuleId = RuleId::new("round-structure");
    /// In table chance the table reports what the real bag, coins or deck gave.
    pub const CHANCE_TABLE_MODE: RuleId = RuleId::new("chance-table-mode");

    /// Every shared id with its constant's name, for the citation check.
    pub const ALL: &[super::Declared] = &[
        ("END_OF_GAME", END_OF_GAME, false),
        ("ROUND_STRUCTURE", ROUND_STRUCTURE, false),
        ("CHANCE_TABLE_MODE", CHANCE_TABLE_MODE, false),
    ];
}

/// Declares a game's rule ids: one `RuleId` constant each, and `ALL`, every id with its
/// constant's name in declaration order (the citation check greps for the names).
///
/// ```
/// quarterdeck_engine::rule_ids! {
///     /// The toy game's rule ids.
///     pub mod rule {
///         OVERVIEW => "overview" (descriptive),
///         MOVES => "moves",
///     }
/// }
/// assert_eq!(rule::MOVES.as_str(), "moves");
/// assert!(rule::ALL[0].2, "the overview is descriptive");
/// assert_eq!(rule::ALL.len(), 2);
/// ```
#[macro_export]
macro_rules! rule_ids {
    (
        $(#[$meta:meta])*
        $vis:vis mod $module:ident {
            $( $(#[$id_meta:meta])* $name:ident => $text:literal $(($descriptive:ident))?, )+
        }
    ) => {
        $(#[$meta])*
        $vis mod $module {
            #[allow(unused_imports)]
            use $crate::core::rule_id::RuleId;

            $(
                $(#[$id_meta])*
                pub const $name: RuleId = RuleId::new($text);
            )+

            /// Every id with its constant's name and whether it is descriptive, in declaration
            /// order (the citation test reads it).
            #[cfg_attr(not(test), allow(dead_code))]
            pub const ALL: &[$crate::core::rule_id::Declared] = &[
                $( (stringify!($name), $name, $crate::rule_ids!(@descriptive $($descriptive)?)), )+
            ];
        }
    };
    (@descriptive) => { false };
    (@descriptive descriptive) => { true };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_id_serializes_as_its_spelling() {
        assert_eq!(
            serde_json::to_value(shared::END_OF_GAME).unwrap(),
            serde_json::json!("end-of-game")
        );
        assert_eq!(shared::ROUND_STRUCTURE.to_string(), "round-structure");
    }
}

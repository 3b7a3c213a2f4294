//! Component catalogues: every printed piece with its values, where it is used, and how
//! sure we are of it.

use indexmap::IndexMap;
use serde::Serialize;
use serde_json::Value;

use super::game::PlayerRange;

/// How well a printed value is sourced (see `shared/rules/components-*.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Two or more independent sources agree.
    Confirmed,
    /// One source only.
    SingleSource,
    /// Derived from sourced facts; not printed anywhere we could read.
    Inferred,
    /// Unknown in print; a practice value that follows the rulebook's stated ranges.
    Provisional,
}

/// One building, card, token or board space.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Component {
    /// Kebab-case English name without apostrophes, e.g. `seamens-bethel`.
    pub id: String,
    pub name: String,
    /// The game's own grouping, e.g. `action-building`, `license`, `whale-token`.
    pub kind: String,
    /// What it does, in our own words.
    pub summary: String,
    /// Printed values (costs, points, copies, …) in the default edition.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub printed: IndexMap<String, Value>,
    /// Values that differ in another edition, keyed by edition id.
    #[serde(skip_serializing_if = "IndexMap::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub edition_differences: IndexMap<String, IndexMap<String, Value>>,
    /// Player counts the component is used with; absent when used at every count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<PlayerRange>,
    /// Editions that contain it; empty when every edition does.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub editions: Vec<String>,
    /// The module (expansion part) it belongs to; absent for the base game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// Other ids accepted for it, e.g. its name in another edition.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    pub provenance: Provenance,
    /// Source keys from the game's research notes.
    pub sources: Vec<String>,
}

impl Component {
    /// A component with no printed values yet; chain the `with_*` calls to fill it.
    pub fn new(
        id: &str,
        name: &str,
        kind: &str,
        summary: &str,
        provenance: Provenance,
        sources: &[&str],
    ) -> Self {
        Self {
            id: id.to_owned(),
            name: name.to_owned(),
            kind: kind.to_owned(),
            summary: summary.to_owned(),
            printed: IndexMap::new(),
            edition_differences: IndexMap::new(),
            players: None,
            editions: Vec::new(),
            module: None,
            aliases: Vec::new(),
            provenance,
            sources: sources.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    pub fn with_printed(mut self, key: &str, value: impl Into<Value>) -> Self {
        self.printed.insert(key.to_owned(), value.into());
        self
    }

    pub fn with_edition_difference(
        mut self,
        edition: &str,
        key: &str,
        value: impl Into<Value>,
    ) -> Self {
        self.edition_differences
            .entry(edition.to_owned())
            .or_default()
            .insert(key.to_owned(), value.into());
        self
    }

    pub fn with_players(mut self, min: u8, max: u8) -> Self {
        self.players = Some(PlayerRange { min, max });
        self
    }

    pub fn with_editions(mut self, editions: &[&str]) -> Self {
        self.editions = editions.iter().map(|e| (*e).to_owned()).collect();
        self
    }

    pub fn with_module(mut self, module: &str) -> Self {
        self.module = Some(module.to_owned());
        self
    }

    pub fn with_aliases(mut self, aliases: &[&str]) -> Self {
        self.aliases = aliases.iter().map(|a| (*a).to_owned()).collect();
        self
    }

    /// True when `id` names this component, directly or through an alias.
    pub fn answers_to(&self, id: &str) -> bool {
        self.id == id || self.aliases.iter().any(|alias| alias == id)
    }
}

/// Filters for a catalogue listing; every filter given must match.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ComponentQuery {
    pub kind: Option<String>,
    /// Case-insensitive text found in the id, name or summary.
    pub text: Option<String>,
    /// Only components used at this player count.
    pub players: Option<u8>,
}

impl ComponentQuery {
    pub fn matches(&self, component: &Component) -> bool {
        let kind_ok = self
            .kind
            .as_deref()
            .is_none_or(|kind| component.kind == kind);
        let players_ok = match (self.players, component.players) {
            (Some(count), Some(range)) => range.contains(count),
            _ => true,
        };
        let text_ok = self.text.as_deref().is_none_or(|text| {
            let needle = text.to_lowercase();
            [&component.id, &component.name, &component.summary]
                .iter()
                .any(|field| field.to_lowercase().contains(&needle))
        });
        kind_ok && players_ok && text_ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bank() -> Component {
        Component::new(
            "bank",
            "Bank",
            "action-building",
            "Take $5.",
            Provenance::Confirmed,
            &["S1"],
        )
        .with_players(2, 4)
        .with_aliases(&["merchants-bank"])
    }

    #[test]
    fn query_filters_by_kind_text_and_players() {
        let bank = bank();
        assert!(ComponentQuery::default().matches(&bank));
        let by_kind = ComponentQuery {
            kind: Some("victory-building".into()),
            ..ComponentQuery::default()
        };
        assert!(!by_kind.matches(&bank));
        let by_text = ComponentQuery {
            text: Some("TAKE $5".into()),
            ..ComponentQuery::default()
        };
        assert!(by_text.matches(&bank));
        let by_players = ComponentQuery {
            players: Some(5),
            ..ComponentQuery::default()
        };
        assert!(!by_players.matches(&bank));
    }

    #[test]
    fn aliases_name_the_same_component() {
        assert!(bank().answers_to("merchants-bank"));
        assert!(!bank().answers_to("market"));
    }
}

//! Component catalogues: every printed piece with its values, where it is used, and how
//! sure we are of it.

use indexmap::IndexMap;
use serde::Serialize;
use serde_json::Value;
use thiserror::Error;

use super::game::{GameInfo, PlayerRange};

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
    /// Each of `sources` with its name, in the same order, so a reader needs no research notes.
    pub citations: Vec<Citation>,
}

/// A work a game's research notes cite, under the key its components and rulings use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Source {
    pub id: &'static str,
    pub name: &'static str,
}

/// One source a component cites: its key and its name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Citation {
    /// The key, e.g. `S0`.
    pub id: String,
    /// What the source is, e.g. `Bremerhaven rulebook (English, Lookout Games, 2013)`.
    pub name: String,
}

/// The catalogue with each component's sources named from the game's list. A key the list
/// lacks gets no citation, so the prose test (`components/prose.rs`) names it rather than
/// the page printing a bare key.
pub fn cite(mut components: Vec<Component>, sources: &[Source]) -> Vec<Component> {
    for component in &mut components {
        component.citations = component
            .sources
            .iter()
            .filter_map(|id| sources.iter().find(|source| source.id == id))
            .map(Citation::of)
            .collect();
    }
    components
}

/// The listed sources whose keys `text` names, in the order it first names them: a ruling's
/// sources are a line of prose ("S0 (Phase Three), S2, S7 against S10").
pub fn citations_in(text: &str, sources: &[Source]) -> Vec<Citation> {
    let mut cited: Vec<Citation> = Vec::new();
    let words = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'));
    for source in words.filter_map(|word| sources.iter().find(|source| source.id == word)) {
        if !cited.iter().any(|known| known.id == source.id) {
            cited.push(Citation::of(source));
        }
    }
    cited
}

impl Citation {
    fn of(source: &Source) -> Self {
        Self {
            id: source.id.to_owned(),
            name: source.name.to_owned(),
        }
    }
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
            citations: Vec::new(),
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

    /// True when `name`, typed loosely (any case, with or without apostrophes, hyphens or
    /// spaces), is this component's id, name or one of its aliases.
    pub fn is_called(&self, name: &str) -> bool {
        let wanted = fold(name);
        !wanted.is_empty() && self.names().any(|known| fold(known) == wanted)
    }

    fn names(&self) -> impl Iterator<Item = &str> {
        [self.id.as_str(), self.name.as_str()]
            .into_iter()
            .chain(self.aliases.iter().map(String::as_str))
    }
}

/// Text reduced to what a person means by it: lower-case letters and digits only, so
/// `Merchant's Bank`, `merchants-bank` and `MERCHANTS BANK` read alike. People type names as
/// they remember them, with or without the apostrophe, hyphen or space that ids drop.
pub fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The component a person names: by exact id or alias first, so an id never loses to another
/// component's loosely typed name, then by a loosely typed id, name or alias.
pub fn find_component<'a>(components: &'a [Component], name: &str) -> Option<&'a Component> {
    components
        .iter()
        .find(|component| component.answers_to(name))
        .or_else(|| {
            components
                .iter()
                .find(|component| component.is_called(name))
        })
}

/// Filters for a catalogue listing; every filter given must match.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ComponentQuery {
    /// One of the catalogue's kinds, typed loosely.
    pub kind: Option<String>,
    /// Text found in the id, name, an alias or the summary, typed loosely; text with no letter
    /// or digit filters nothing.
    pub text: Option<String>,
    /// Only components used at this player count.
    pub players: Option<u8>,
}

/// A query that cannot select anything in this game, as opposed to one that happens to.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ComponentQueryError {
    #[error("{game} has no component kind {given:?}; its kinds are {}", valid.join(", "))]
    UnknownKind {
        game: String,
        given: String,
        valid: Vec<String>,
    },
    #[error("{game} is played by {} to {} players, not {given}", range.min, range.max)]
    PlayersOutOfRange {
        game: String,
        given: u8,
        range: PlayerRange,
    },
}

/// The distinct kinds of a catalogue, in catalogue order.
pub fn kinds(components: &[Component]) -> Vec<&str> {
    let mut kinds: Vec<&str> = Vec::new();
    for component in components {
        if !kinds.contains(&component.kind.as_str()) {
            kinds.push(&component.kind);
        }
    }
    kinds
}

impl ComponentQuery {
    /// The components of `game`'s catalogue that match. A kind the game does not have, or a
    /// player count it is never played with, is refused rather than answered with an empty
    /// list, which would read as "nothing matches" when the question itself was wrong.
    pub fn select<'a>(
        &self,
        game: &GameInfo,
        components: &'a [Component],
    ) -> Result<Vec<&'a Component>, ComponentQueryError> {
        if let Some(given) = &self.kind {
            let valid = kinds(components);
            if !valid.iter().any(|kind| fold(kind) == fold(given)) {
                return Err(ComponentQueryError::UnknownKind {
                    game: game.name.clone(),
                    given: given.clone(),
                    valid: valid.into_iter().map(str::to_owned).collect(),
                });
            }
        }
        if let Some(given) = self.players {
            let range = game.all_player_counts();
            if !range.contains(given) {
                return Err(ComponentQueryError::PlayersOutOfRange {
                    game: game.name.clone(),
                    given,
                    range,
                });
            }
        }
        Ok(components.iter().filter(|c| self.matches(c)).collect())
    }

    fn matches(&self, component: &Component) -> bool {
        let kind_ok = self
            .kind
            .as_deref()
            .is_none_or(|kind| fold(&component.kind) == fold(kind));
        let players_ok = match (self.players, component.players) {
            (Some(count), Some(range)) => range.contains(count),
            _ => true,
        };
        let text_ok = self.text.as_deref().is_none_or(|text| {
            let needle = fold(text);
            component
                .names()
                .chain([component.summary.as_str()])
                .any(|field| fold(field).contains(&needle))
        });
        kind_ok && players_ok && text_ok
    }
}

#[cfg(test)]
mod prose;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::registry::{all_games, find_game};

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

    fn market() -> Component {
        Component::new(
            "market",
            "Market",
            "action-building",
            "Buy goods at the bank.",
            Provenance::Confirmed,
            &["S1"],
        )
    }

    fn info() -> GameInfo {
        find_game("new-bedford").unwrap().info().clone()
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

    #[test]
    fn text_is_found_whatever_the_case_apostrophes_and_punctuation() {
        for typed in [
            "merchants bank",
            "Merchant's Bank",
            "merchants-bank",
            "MERCHANT\u{2019}S  BANK",
            "merchantsbank",
        ] {
            let query = ComponentQuery {
                text: Some(typed.into()),
                ..ComponentQuery::default()
            };
            assert!(query.matches(&bank()), "{typed:?} finds the Bank");
            assert!(!query.matches(&market()), "{typed:?} is not the Market");
        }
    }

    #[test]
    fn text_without_letters_or_digits_filters_nothing() {
        let query = ComponentQuery {
            text: Some(" - ' ".into()),
            ..ComponentQuery::default()
        };
        assert!(query.matches(&bank()) && query.matches(&market()));
    }

    #[test]
    fn kinds_are_typed_loosely_too() {
        let query = ComponentQuery {
            kind: Some("Action Building".into()),
            ..ComponentQuery::default()
        };
        assert!(query.matches(&bank()));
    }

    #[test]
    fn a_component_is_found_by_its_name_typed_loosely() {
        let catalogue = [market(), bank()];
        for typed in ["bank", "Bank", "Merchant's Bank", "merchants bank", "BANK"] {
            assert_eq!(
                find_component(&catalogue, typed).map(|c| c.id.as_str()),
                Some("bank"),
                "{typed:?}"
            );
        }
        assert_eq!(find_component(&catalogue, "bakery"), None);
        assert_eq!(find_component(&catalogue, "' -"), None);
    }

    #[test]
    fn an_exact_id_wins_over_a_loose_name() {
        // A component whose name folds to another's id must not hide that component.
        let decoy = Component::new(
            "harbor-bank",
            "B-a-n-k",
            "space",
            "A decoy.",
            Provenance::Inferred,
            &[],
        );
        let catalogue = [decoy, bank()];
        assert_eq!(find_component(&catalogue, "bank").unwrap().id, "bank");
    }

    #[test]
    fn an_unknown_kind_is_refused_with_the_game_s_kinds() {
        let catalogue = [bank(), market()];
        let query = ComponentQuery {
            kind: Some("spaceship".into()),
            ..ComponentQuery::default()
        };
        let error = query.select(&info(), &catalogue).unwrap_err();
        assert_eq!(
            error,
            ComponentQueryError::UnknownKind {
                game: "New Bedford".into(),
                given: "spaceship".into(),
                valid: vec!["action-building".into()],
            }
        );
        assert!(error.to_string().contains("its kinds are action-building"));
    }

    #[test]
    fn a_player_count_outside_the_game_is_refused_with_its_range() {
        let game = info();
        let catalogue = [bank()];
        let asking = |players| ComponentQuery {
            players: Some(players),
            ..ComponentQuery::default()
        };
        // The 5th Player Expansion takes New Bedford past the base game's 4.
        assert_eq!(game.all_player_counts(), PlayerRange { min: 2, max: 5 });
        assert!(asking(5).select(&game, &catalogue).unwrap().is_empty());
        assert_eq!(asking(2).select(&game, &catalogue).unwrap().len(), 1);
        for players in [0, 1, 6, 255] {
            let error = asking(players).select(&game, &catalogue).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!("New Bedford is played by 2 to 5 players, not {players}")
            );
        }
    }

    #[test]
    fn every_kind_of_every_game_selects_its_components() {
        for game in all_games() {
            let catalogue = game.components();
            for kind in kinds(catalogue) {
                let query = ComponentQuery {
                    kind: Some(kind.to_owned()),
                    ..ComponentQuery::default()
                };
                let selected = query.select(game.info(), catalogue).unwrap();
                assert!(!selected.is_empty());
                assert!(selected.iter().all(|c| c.kind == kind));
            }
        }
    }

    #[test]
    fn every_name_of_every_component_finds_it_however_it_is_typed() {
        for game in all_games() {
            let catalogue = game.components();
            for component in catalogue {
                for name in component.names() {
                    let loose = name.to_uppercase().replace(['-', '\''], " ");
                    let found = find_component(catalogue, &loose).unwrap();
                    assert_eq!(
                        found.id,
                        component.id,
                        "{}: {loose:?} names {} first",
                        game.info().id,
                        found.id
                    );
                }
            }
        }
    }
}

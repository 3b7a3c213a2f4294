//! What every game offers the service: metadata, its component catalogue and scoring.

use std::sync::LazyLock;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::components::{Component, Source};
use super::errors::ScoreSheetError;
use super::input::parse_json;
use super::pad::ScorePad;
use super::play::{JsonRules, Playable, Rules};
use super::scoring::ScoreSheet;

/// An inclusive range of player counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerRange {
    pub min: u8,
    pub max: u8,
}

impl PlayerRange {
    pub fn contains(self, count: u8) -> bool {
        (self.min..=self.max).contains(&count)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EditionInfo {
    pub id: String,
    pub name: String,
    pub default: bool,
    pub summary: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ModuleInfo {
    pub id: String,
    pub name: String,
    pub summary: String,
    /// Player counts the module allows, when it changes them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<PlayerRange>,
}

/// How an option takes its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum OptionKind {
    /// A single value from `values`; its default is a string, or `null` where the game picks
    /// by the player count (Bremerhaven's `variant`).
    OneOf,
    /// A list of distinct values from `values`; its default is a list.
    AnyOf,
    /// On or off; `values` is empty and the default is `false` or `true`.
    Flag,
}

/// Which requests read an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum OptionScope {
    /// Setting up a game to play (`setup`, a named match's creation).
    Setup,
    /// Scoring a physical game (`score-sheet`).
    ScoreSheet,
}

/// One option a request may set, with its allowed values and default.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OptionInfo {
    pub id: String,
    pub summary: String,
    pub kind: OptionKind,
    pub values: Vec<String>,
    /// A string for a `one-of` option, a list of strings for an `any-of` one, a boolean for a
    /// `flag`.
    #[cfg_attr(feature = "openapi", schema(value_type = super::openapi::OptionDefault))]
    pub default: Value,
    /// The requests whose `options` take it.
    pub applies_to: Vec<OptionScope>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameInfo {
    /// Stable id used in every URL, e.g. `new-bedford`.
    pub id: String,
    pub name: String,
    pub designers: Vec<String>,
    pub publisher: String,
    pub year: u16,
    /// The game's BoardGameGeek id, which a BG Stats export names it by. `null` where no
    /// source we could reach confirms it: an export then takes it from its request rather
    /// than publish a guess.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", minimum = 1, maximum = 4_294_967_295_u32)
    )]
    pub bgg_id: Option<u32>,
    pub players: PlayerRange,
    pub editions: Vec<EditionInfo>,
    pub modules: Vec<ModuleInfo>,
    pub options: Vec<OptionInfo>,
    /// Which service features exist for this game, e.g. `score-sheet`, `components`.
    pub capabilities: Vec<String>,
    /// How the score pad asks for this game's score-sheet request.
    pub score_pad: ScorePad,
}

impl GameInfo {
    /// Every player count the game allows with some choice of modules: a module such as New
    /// Bedford's 5th Player Expansion reaches past the base game's range.
    pub fn all_player_counts(&self) -> PlayerRange {
        self.modules
            .iter()
            .filter_map(|module| module.players)
            .fold(self.players, |range, module| PlayerRange {
                min: range.min.min(module.min),
                max: range.max.max(module.max),
            })
    }
}

/// A game the service knows. Implementations are stateless and shared by every request.
pub trait Game: Send + Sync {
    fn info(&self) -> &GameInfo;

    /// Every component with its printed values and provenance.
    fn components(&self) -> &[Component];

    /// The works its components and rulings cite, by the keys they use.
    fn sources(&self) -> &'static [Source];

    /// Scores a finished physical game from hand-entered counts given as JSON.
    fn score_sheet(&self, request: &[u8]) -> Result<ScoreSheet, ScoreSheetError>;

    /// A complete, valid score-sheet request: documentation and tests use it.
    fn score_sheet_example(&self) -> Value;

    /// The full rules engine, for games that have one yet.
    fn playable(&self) -> Option<&dyn Playable> {
        None
    }

    /// The game's types as OpenAPI schemas: its score-sheet request and, with a rules
    /// engine, its state, action, event and option types. Every schema name must start with
    /// the game's prefix ([`super::openapi::schema_prefix`]); the api tests check it.
    #[cfg(feature = "openapi")]
    fn openapi_types(&self) -> super::openapi::GameTypes;
}

/// A type the OpenAPI document can publish: `utoipa::ToSchema` with the `openapi` feature,
/// every type without it, so [`PlayableGame`] needs one set of bounds.
#[cfg(feature = "openapi")]
pub trait Documented: utoipa::ToSchema {}
#[cfg(feature = "openapi")]
impl<T: utoipa::ToSchema> Documented for T {}
/// A type the OpenAPI document can publish (the `openapi` feature is off: every type).
#[cfg(not(feature = "openapi"))]
pub trait Documented {}
#[cfg(not(feature = "openapi"))]
impl<T> Documented for T {}

/// A game with a rules engine as its folder declares it: the parts that are the game's own.
/// [`Game`] is provided from them here, so a game's `mod.rs` names its parts in one `static`
/// and the registry lists that `static`.
///
/// `Q` is the game's score-sheet request.
pub struct PlayableGame<R, Q> {
    pub info: LazyLock<GameInfo>,
    pub components: LazyLock<Vec<Component>>,
    pub sources: &'static [Source],
    pub score_sheet: fn(&Q) -> Result<ScoreSheet, ScoreSheetError>,
    pub score_sheet_example: fn() -> Value,
    pub engine: JsonRules<R>,
}

impl<R, Q> Game for PlayableGame<R, Q>
where
    R: Rules + 'static,
    R::State: Documented,
    R::Action: Documented,
    R::Event: Documented,
    R::Options: Documented,
    Q: DeserializeOwned + Documented,
{
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn components(&self) -> &[Component] {
        &self.components
    }

    fn sources(&self) -> &'static [Source] {
        self.sources
    }

    fn score_sheet(&self, request: &[u8]) -> Result<ScoreSheet, ScoreSheetError> {
        (self.score_sheet)(&parse_json(request)?)
    }

    fn score_sheet_example(&self) -> Value {
        (self.score_sheet_example)()
    }

    fn playable(&self) -> Option<&dyn Playable> {
        Some(&self.engine)
    }

    #[cfg(feature = "openapi")]
    fn openapi_types(&self) -> super::openapi::GameTypes {
        use super::openapi::{GameTypes, PlayTypes, Published};
        GameTypes {
            score_sheet_request: Published::of::<Q>(),
            play: Some(PlayTypes::of::<R::State, R::Action, R::Event, R::Options>()),
        }
    }
}

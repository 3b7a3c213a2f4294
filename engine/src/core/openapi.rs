//! What a game publishes in the OpenAPI document (only with the `openapi` feature): its
//! request and state types with every schema they need. The service builds each game's typed
//! operations from this, so a game appears in the document by being in the registry.

use utoipa::openapi::schema::Schema;
use utoipa::openapi::RefOr;
use utoipa::ToSchema;

use super::game::Game;

/// A named schema as it goes into `components/schemas`.
pub type NamedSchema = (String, RefOr<Schema>);

/// One Rust type's schema name, with its own schema and every schema it refers to.
#[derive(Clone)]
pub struct Published {
    pub name: String,
    pub schemas: Vec<NamedSchema>,
}

impl Published {
    pub fn of<T: ToSchema>() -> Self {
        let name = T::name().into_owned();
        let mut schemas = vec![(name.clone(), T::schema())];
        T::schemas(&mut schemas);
        Self { name, schemas }
    }
}

/// The types of a game's rules engine.
#[derive(Clone)]
pub struct PlayTypes {
    pub state: Published,
    pub action: Published,
    pub event: Published,
    pub options: Published,
}

impl PlayTypes {
    /// The action type must refuse unknown fields (`#[serde(deny_unknown_fields)]`): its
    /// variants are published closed, and the api tests that the engine refuses an extra field.
    pub fn of<State: ToSchema, Action: ToSchema, Event: ToSchema, Options: ToSchema>() -> Self {
        let mut action = Published::of::<Action>();
        if let Some((_, RefOr::T(Schema::OneOf(variants)))) = action.schemas.first_mut() {
            for variant in &mut variants.items {
                if let RefOr::T(Schema::Object(object)) = variant {
                    object.additional_properties = Some(Box::new(
                        utoipa::openapi::schema::AdditionalProperties::FreeForm(false),
                    ));
                }
            }
        }
        Self {
            state: Published::of::<State>(),
            action,
            event: Published::of::<Event>(),
            options: Published::of::<Options>(),
        }
    }
}

/// Everything one game publishes.
#[derive(Clone)]
pub struct GameTypes {
    pub score_sheet_request: Published,
    /// Present exactly when the game has a rules engine.
    pub play: Option<PlayTypes>,
}

impl GameTypes {
    /// Every schema the game publishes, in a stable order (names may repeat where types
    /// share a nested type).
    pub fn schemas(&self) -> impl Iterator<Item = &NamedSchema> {
        let play = self.play.iter().flat_map(|play| {
            [&play.state, &play.action, &play.event, &play.options]
                .into_iter()
                .flat_map(|published| published.schemas.iter())
        });
        self.score_sheet_request.schemas.iter().chain(play)
    }
}

/// The prefix of every schema a game publishes: its id in PascalCase (`new-bedford` gives
/// `NewBedford`), which keeps two games' `Player` types apart.
pub fn schema_prefix(game: &dyn Game) -> String {
    pascal_case(&game.info().id)
}

/// `launch-ship` gives `LaunchShip`: words split at anything not a letter or digit, each
/// capitalised, as schema names are written.
pub fn pascal_case(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// The prefix of a game's operation ids: its id in snake_case (`new_bedford`).
pub fn operation_prefix(game: &dyn Game) -> String {
    game.info().id.replace('-', "_")
}

/// Stand-ins for a game's own types in the schemas every game shares (play requests, legal
/// actions, match bodies). The service publishes one copy of each such schema per game with
/// the stand-in replaced by the game's type, and never publishes a stand-in itself.
macro_rules! placeholder {
    ($name:ident, $description:literal) => {
        #[doc = $description]
        pub struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                utoipa::openapi::schema::ObjectBuilder::new()
                    .description(Some($description))
                    .into()
            }
        }

        impl ToSchema for $name {}
    };
}

placeholder!(
    GameState,
    "A game's whole state: each game publishes its own type."
);
placeholder!(
    GameAction,
    "One action of a game: each game publishes its own type."
);
placeholder!(
    GameEvent,
    "One event of a game: each game publishes its own type."
);
placeholder!(
    GameOptions,
    "A game's setup options: each game publishes its own type."
);
placeholder!(
    GameScoreSheetRequest,
    "A game's score-sheet request: each game publishes its own type."
);

/// An option's default: a string for a `one-of` option (or `null` where the player count
/// decides, as for Bremerhaven's `variant`), a list of strings for `any-of`, a boolean for a
/// `flag`.
pub struct OptionDefault;

impl utoipa::PartialSchema for OptionDefault {
    fn schema() -> RefOr<Schema> {
        use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, Type};
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::String))
            .item(ArrayBuilder::new().items(ObjectBuilder::new().schema_type(Type::String)))
            .item(ObjectBuilder::new().schema_type(Type::Boolean))
            .item(ObjectBuilder::new().schema_type(Type::Null))
            .into()
    }
}

impl ToSchema for OptionDefault {}

/// The stand-ins and, for a game, the types that replace them.
pub fn placeholders(play: &PlayTypes) -> [(String, &str); 4] {
    [
        (GameState::name().into_owned(), play.state.name.as_str()),
        (GameAction::name().into_owned(), play.action.name.as_str()),
        (GameEvent::name().into_owned(), play.event.name.as_str()),
        (GameOptions::name().into_owned(), play.options.name.as_str()),
    ]
}

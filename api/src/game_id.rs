//! The documented type of a game id. Routes and match bodies name it in their schemas, and the
//! OpenAPI document narrows it per game, so it stands below both.

/// A game id. Documentation only: the published schema lists every id in the registry, and
/// each game's match schemas narrow it to that game's id, which discriminates them.
pub struct GameId;

impl utoipa::PartialSchema for GameId {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        game_id_schema(
            quarterdeck_engine::all_games()
                .iter()
                .map(|game| game.info().id.clone()),
        )
    }
}

impl utoipa::ToSchema for GameId {}

/// The string schema of a game id that takes exactly `ids`.
pub fn game_id_schema(
    ids: impl IntoIterator<Item = String>,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .description(Some("A game id, as used in every game URL."))
        .enum_values(Some(ids))
        .into()
}

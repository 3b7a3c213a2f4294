//! Who acts: a seat, or the table reporting what chance gave. Every part of the core speaks of
//! actors, so they stand below all of it.

use serde::{Deserialize, Serialize};

/// Who may act: a seat, or the table reporting a chance outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Actor {
    /// A seat, counted from 0.
    // `u8`, not the `Seat` alias, so that the schema is an integer.
    Seat(u8),
    Table,
}

impl Actor {
    /// The seat acting; `None` for the table.
    pub const fn seat(self) -> Option<u8> {
        match self {
            Self::Seat(seat) => Some(seat),
            Self::Table => None,
        }
    }
}

impl std::fmt::Display for Actor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Seat(seat) => write!(f, "seat {seat}"),
            Self::Table => f.write_str("the table"),
        }
    }
}

/// Lists actors for messages: "seat 1", "seat 0 or the table".
pub fn describe_actors(actors: &[Actor]) -> String {
    match actors {
        [] => "nobody (the game is over)".to_owned(),
        _ => actors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" or "),
    }
}

//! Typed errors for everything a caller can get wrong.

use serde::Serialize;
use thiserror::Error;

/// Input that could not be read as the expected JSON shape (a 400 over HTTP).
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[error("{field}: {message}")]
pub struct MalformedInput {
    /// Where in the body the problem is, e.g. `players[1].money`; `.` for the whole body.
    pub field: String,
    pub message: String,
}

/// Why a well-formed score-sheet request describes a game that cannot have happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ViolationCode {
    /// The player count is outside what the game and its modules allow.
    PlayerCount,
    /// The id names no component of this game.
    UnknownComponent,
    /// The component exists but not in the chosen edition or modules.
    ComponentNotInGame,
    /// A unique component is listed twice, for one player or across players.
    DuplicateComponent,
    /// More pieces of one kind than the game contains.
    TooManyPieces,
    /// A value refers to something the player does not have.
    NotOwned,
    /// A value is outside the range the rules allow.
    OutOfRange,
    /// An option value the game does not know.
    UnknownOption,
    /// Career ranks (or seats) must be a permutation.
    InvalidRanks,
    /// A piece is held without what the rules require to hold it.
    MissingRequirement,
    /// A seat name that is blank, too long, unprintable, taken by another seat, or for a
    /// seat the game does not have.
    InvalidName,
    /// A seed the caller chose where knowing it would reveal what the game hides (every hand
    /// and draw of a named match or a sealed setup of a game with hidden information).
    ChosenSeed,
}

/// One thing wrong with a request, tied to the field a person has to fix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Violation {
    pub field: String,
    pub code: ViolationCode,
    pub message: String,
}

impl Violation {
    pub fn new(field: impl Into<String>, code: ViolationCode, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            code,
            message: message.into(),
        }
    }
}

/// Why a score sheet could not be produced.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScoreSheetError {
    #[error("malformed score-sheet request: {0}")]
    Malformed(#[from] MalformedInput),
    /// Every problem found, so a form can mark all fields at once.
    #[error("the entered counts describe an impossible game ({} problem(s))", .0.len())]
    Invalid(Vec<Violation>),
}

/// Collects violations while a request is checked, so all of them are reported together.
#[derive(Debug, Default)]
pub struct Violations(Vec<Violation>);

impl Violations {
    pub fn push(
        &mut self,
        field: impl Into<String>,
        code: ViolationCode,
        message: impl Into<String>,
    ) {
        self.0.push(Violation::new(field, code, message));
    }

    /// `Ok(())` when nothing was found, the full list otherwise.
    pub fn into_result(self) -> Result<(), ScoreSheetError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(ScoreSheetError::Invalid(self.0))
        }
    }
}

//! Typed errors for everything a caller can get wrong.

use std::borrow::Cow;

use serde::Serialize;
use thiserror::Error;

/// Most characters of a value a caller sent that an error message repeats: enough to
/// recognise it, too few for an error to amplify or reflect a huge value back.
pub const MAX_ECHO_CHARS: usize = 40;

/// `text` as an error message may repeat it: whole up to [`MAX_ECHO_CHARS`] characters, else
/// its first [`MAX_ECHO_CHARS`] and `…`.
pub fn excerpt(text: &str) -> Cow<'_, str> {
    prefix(text, MAX_ECHO_CHARS)
}

/// `text` whole up to `max_chars` characters, else its first `max_chars` and `…`.
pub fn prefix(text: &str, max_chars: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max_chars) {
        None => Cow::Borrowed(text),
        Some((cut, _)) => Cow::Owned(format!("{}…", text.get(..cut).unwrap_or_default())),
    }
}

/// `message` with every quoted span (`"…"`, as `{:?}` writes a value, or `` `…` ``, as serde
/// names a field or variant) cut to an [`excerpt`]: messages quote what the caller sent, and
/// this bounds every such quote in one place, whoever wrote the message.
pub fn shorten_quoted(message: &str) -> Cow<'_, str> {
    let bytes = message.as_bytes();
    let mut shortened = String::new();
    // Bytes of `message` already copied into `shortened`.
    let mut copied = 0;
    let mut at = 0;
    while let Some(open) = bytes
        .get(at..)
        .and_then(|rest| rest.iter().position(|&b| b == b'"' || b == b'`'))
        .map(|offset| at.saturating_add(offset))
    {
        let Some(close) = closing_quote(bytes, open) else {
            break;
        };
        let inner_start = open.saturating_add(1);
        // Quotes are ASCII, so both ends fall on character boundaries.
        let inner = message.get(inner_start..close).unwrap_or_default();
        if let Cow::Owned(cut) = excerpt(inner) {
            shortened.push_str(message.get(copied..inner_start).unwrap_or_default());
            shortened.push_str(&cut);
            copied = close;
        }
        at = close.saturating_add(1);
    }
    if copied == 0 {
        return Cow::Borrowed(message);
    }
    shortened.push_str(message.get(copied..).unwrap_or_default());
    Cow::Owned(shortened)
}

/// Where the quote at `open` closes; inside `"…"` a backslash escapes the next character, as
/// `{:?}` writes an embedded quote.
fn closing_quote(bytes: &[u8], open: usize) -> Option<usize> {
    let quote = *bytes.get(open)?;
    let mut at = open.saturating_add(1);
    while let Some(&byte) = bytes.get(at) {
        if byte == quote {
            return Some(at);
        }
        let step = if byte == b'\\' && quote == b'"' { 2 } else { 1 };
        at = at.saturating_add(step);
    }
    None
}

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

    /// Refuses a list of `len` items (`what` names them) when the rules allow at most `max`,
    /// with one error for the whole list at `field()`; true when it did. A request is checked
    /// item by item only once its lists are within bounds, so a huge list costs one line of
    /// answer, not one per item.
    pub fn list_too_long(
        &mut self,
        field: impl FnOnce() -> String,
        len: usize,
        max: usize,
        code: ViolationCode,
        what: &str,
    ) -> bool {
        let too_long = len > max;
        if too_long {
            self.push(
                field(),
                code,
                format!("{len} {what}; a game has room for at most {max}"),
            );
        }
        too_long
    }

    /// Refuses a players list of `len` on its own once it is longer than twice the
    /// `most_players` the game seats; true when it did. A seat or two too many are still
    /// checked seat by seat, so a miscount is reported with everything else wrong, but a list
    /// that long is no table's game, and checking each of its seats would only amplify it.
    pub fn players_too_many(&mut self, len: usize, most_players: usize) -> bool {
        let too_many = len > most_players.saturating_mul(2);
        if too_many {
            self.push(
                "players",
                ViolationCode::PlayerCount,
                format!("{len} players; the game seats at most {most_players}"),
            );
        }
        too_many
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_keeps_forty_characters_of_any_script() {
        assert_eq!(excerpt("short"), "short");
        let long = "é".repeat(100);
        assert_eq!(excerpt(&long), format!("{}…", "é".repeat(MAX_ECHO_CHARS)));
    }

    #[test]
    fn quoted_spans_are_cut_and_the_rest_of_the_message_kept() {
        let long = "x".repeat(100_000);
        let serde = format!("unknown variant `{long}`, expected one of `farm`, `sell`");
        assert_eq!(
            shorten_quoted(&serde),
            format!(
                "unknown variant `{}…`, expected one of `farm`, `sell`",
                "x".repeat(MAX_ECHO_CHARS)
            )
        );
        let debug = format!(
            "no game is called {:?}; the games are a",
            format!("\"{long}")
        );
        let shortened = shorten_quoted(&debug);
        assert!(shortened.len() < 100, "{shortened}");
        assert!(shortened.ends_with("; the games are a"), "{shortened}");
        assert_eq!(
            shorten_quoted("plain `id` and \"x\""),
            "plain `id` and \"x\""
        );
        assert_eq!(shorten_quoted("an open \" quote"), "an open \" quote");
    }
}

//! Reading JSON requests with errors that name the offending field.

use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use super::errors::MalformedInput;

/// Parses `body` as `T`, reporting the path of the first bad field and a message a person
/// can act on (serde's own wording names Rust types such as `u32`).
pub fn parse_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, MalformedInput> {
    let deserializer = &mut serde_json::Deserializer::from_slice(body);
    serde_path_to_error::deserialize(deserializer).map_err(|error| {
        let field = error.path().to_string();
        let message = friendly_message(error.inner());
        MalformedInput { field, message }
    })
}

/// Reads an internally tagged enum strictly. serde's `deny_unknown_fields` refuses extra keys
/// on struct variants but not on unit variants (`{"type":"farm","x":1}` reads as `farm`), so
/// the value read is written back and any key the written form lacks is refused by name.
/// `read` and `write` are the enum's derived (`remote = "Self"`) functions.
pub(crate) fn deserialize_strict<'de, D, T>(
    deserializer: D,
    read: impl FnOnce(&Value) -> Result<T, serde_json::Error>,
    write: impl FnOnce(&T) -> Result<Value, serde_json::Error>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    let sent = Value::deserialize(deserializer)?;
    let value = read(&sent).map_err(D::Error::custom)?;
    if let (Value::Object(sent), Value::Object(known)) =
        (&sent, write(&value).map_err(D::Error::custom)?)
    {
        if let Some(extra) = sent.keys().find(|key| !known.contains_key(*key)) {
            return Err(D::Error::unknown_field(extra, &[]));
        }
    }
    Ok(value)
}

/// serde's wording names Rust types; this says what a person should send instead.
pub(crate) fn friendly_message(error: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match error.classify() {
        Category::Syntax | Category::Eof => {
            format!(
                "the body is not valid JSON (line {}, column {})",
                error.line(),
                error.column()
            )
        }
        Category::Io => "the body could not be read".to_owned(),
        Category::Data => {
            let text = strip_position(&error.to_string());
            if text.starts_with("invalid value: integer `-") {
                "must be a whole number, 0 or more".to_owned()
            } else {
                text.replace("u32", "a whole number, 0 or more")
                    .replace("u8", "a small whole number, 0 or more")
            }
        }
    }
}

/// serde_json appends "at line L column C", which is noise once the field path is known.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(index) => message[..index].to_owned(),
        None => message.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Sample {
        #[serde(rename = "players")]
        _players: Vec<Counts>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Counts {
        #[serde(rename = "money")]
        _money: u32,
    }

    #[test]
    fn negative_count_names_the_field_and_asks_for_zero_or_more() {
        let error = parse_json::<Sample>(br#"{"players":[{"money":3},{"money":-2}]}"#)
            .expect_err("negative money must be refused");
        assert_eq!(error.field, "players[1].money");
        assert_eq!(error.message, "must be a whole number, 0 or more");
    }

    #[test]
    fn syntax_error_reports_line_and_column() {
        let error = parse_json::<Sample>(b"{\"players\": [").expect_err("truncated JSON");
        assert!(
            error.message.starts_with("the body is not valid JSON"),
            "{}",
            error.message
        );
    }

    #[test]
    fn unknown_field_is_named() {
        let error = parse_json::<Sample>(br#"{"players":[{"monye":3}]}"#).expect_err("typo");
        assert_eq!(error.field, "players[0].monye");
        assert!(error.message.contains("monye"), "{}", error.message);
    }
}

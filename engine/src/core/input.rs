//! Reading JSON requests with errors that name the offending field.

use serde::de::{
    DeserializeOwned, DeserializeSeed, EnumAccess, Error as _, MapAccess, SeqAccess, VariantAccess,
    Visitor,
};
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use super::errors::{excerpt, MalformedInput};

/// Parses `body` as `T`, reporting the path of the first bad field and a message a person
/// can act on (serde's own wording names Rust types such as `u32`).
pub fn parse_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, MalformedInput> {
    // Paths cost an allocation per key on the way; a body that reads needs none, so the path
    // is tracked only in a second reading of a body that does not.
    let mut plain = serde_json::Deserializer::from_slice(body);
    if let Ok(value) = T::deserialize(&mut plain) {
        return Ok(value);
    }
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

/// Implements `Serialize` and a strict `Deserialize` ([`deserialize_strict`]) for an internally
/// tagged enum whose derives carry `#[serde(remote = "Self")]` (which turns them into inherent
/// functions): every game's action type.
macro_rules! strict_tagged_serde {
    ($name:ty) => {
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                Self::serialize(self, serializer)
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::core::input::deserialize_strict(
                    deserializer,
                    |value| Self::deserialize(value),
                    |action| Self::serialize(action, serde_json::value::Serializer),
                )
            }
        }
    };
}
pub(crate) use strict_tagged_serde;

/// Reads `body` as `T` in one pass, without field paths: the fast path of play requests. An
/// error says only that the body needs the general path (`parse_json`), which names the field.
///
/// serde takes a number as a variant's index when it reads the tag of an enum nested in another
/// tagged enum (`{"stage": 0}` reads as the first stage), because it buffers tagged content and
/// its buffer accepts an integer as a name. Tags are names in the published schema, so
/// [`NoIndexTags`] hands every integer to serde as signed, which that buffer does not take as
/// a name: such a body fails here and the general path refuses it by field.
pub(crate) fn read_typed<T: DeserializeOwned>(body: &[u8]) -> Result<T, serde_json::Error> {
    let mut deserializer = serde_json::Deserializer::from_slice(body);
    // Like `parse_json`, nothing is checked after the value: both paths accept the same bodies.
    T::deserialize(NoIndexTags(&mut deserializer))
}

/// A deserializer that passes every non-negative integer that fits an `i64` to visitors as an
/// `i64`. serde's numbers take an `i64` as readily as a `u64`; the names of variants and fields
/// take only the latter, so a number can no longer stand for a name anywhere below.
pub(crate) struct NoIndexTags<D>(pub(crate) D);

/// [`NoIndexTags`] around whatever serde hands on: visitors, seeds and accessors.
struct Wrapped<T>(T);

macro_rules! forward_deserialize {
    ($($method:ident($($arg:ident: $type:ty),*)),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, $($arg: $type,)* visitor: V) -> Result<V::Value, D::Error> {
                self.0.$method($($arg,)* Wrapped(visitor))
            }
        )*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for NoIndexTags<D> {
    type Error = D::Error;

    forward_deserialize!(
        deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
        deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
        deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(), deserialize_option(),
        deserialize_unit(), deserialize_unit_struct(name: &'static str),
        deserialize_newtype_struct(name: &'static str), deserialize_seq(),
        deserialize_tuple(len: usize), deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_map(), deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
        deserialize_identifier(), deserialize_ignored_any(),
    );

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident($type:ty)),* $(,)?) => {
        $(
            fn $method<E: serde::de::Error>(self, value: $type) -> Result<V::Value, E> {
                self.0.$method(value)
            }
        )*
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrapped<V> {
    type Value = V::Value;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        self.0.expecting(formatter)
    }

    forward_visit!(
        visit_bool(bool),
        visit_i8(i8),
        visit_i16(i16),
        visit_i32(i32),
        visit_i64(i64),
        visit_i128(i128),
        visit_u8(u8),
        visit_u16(u16),
        visit_u32(u32),
        visit_u128(u128),
        visit_f32(f32),
        visit_f64(f64),
        visit_char(char),
        visit_str(&str),
        visit_borrowed_str(&'de str),
        visit_string(String),
        visit_bytes(&[u8]),
        visit_borrowed_bytes(&'de [u8]),
        visit_byte_buf(Vec<u8>),
    );

    fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<V::Value, E> {
        match i64::try_from(value) {
            Ok(value) => self.0.visit_i64(value),
            Err(_) => self.0.visit_u64(value),
        }
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<V::Value, D::Error> {
        self.0.visit_some(NoIndexTags(deserializer))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<V::Value, D::Error> {
        self.0.visit_newtype_struct(NoIndexTags(deserializer))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.0.visit_seq(Wrapped(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(Wrapped(map))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.0.visit_enum(Wrapped(data))
    }
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Wrapped<S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(NoIndexTags(deserializer))
    }
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Wrapped<A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(Wrapped(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Wrapped<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(Wrapped(seed))
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        self.0.next_value_seed(Wrapped(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for Wrapped<A> {
    type Error = A::Error;
    type Variant = Wrapped<A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Self::Variant), A::Error> {
        let (value, variant) = self.0.variant_seed(Wrapped(seed))?;
        Ok((value, Wrapped(variant)))
    }
}

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for Wrapped<A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(Wrapped(seed))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, Wrapped(visitor))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.0.struct_variant(fields, Wrapped(visitor))
    }
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
            let text = excerpt_unknown_name(&strip_position(&error.to_string()));
            if text.starts_with("invalid value: integer `-") {
                "must be a whole number, 0 or more".to_owned()
            } else {
                text.replace("u32", "a whole number, 0 or more")
                    .replace("u8", "a small whole number, 0 or more")
            }
        }
    }
}

/// serde names an unknown variant or field between backticks exactly as sent, so a name that
/// holds a backtick itself would end the quote early and escape the cut that every quoted
/// value gets later: the name runs from serde's opening words to the last `` `, `` before its
/// list of what was expected, and is cut to an excerpt here.
fn excerpt_unknown_name(message: &str) -> String {
    const OPENINGS: [&str; 2] = ["unknown variant `", "unknown field `"];
    const ENDINGS: [&str; 2] = ["`, expected", "`, there are no"];
    let Some(opening) = OPENINGS
        .iter()
        .find(|opening| message.starts_with(**opening))
    else {
        return message.to_owned();
    };
    let end = ENDINGS
        .iter()
        .filter_map(|ending| message.rfind(ending))
        .max();
    let (Some(end), Some(rest)) = (end, message.get(opening.len()..)) else {
        return message.to_owned();
    };
    let name = rest
        .get(..end.saturating_sub(opening.len()))
        .unwrap_or_default();
    let tail = message.get(end..).unwrap_or_default();
    format!("{opening}{}{tail}", excerpt(name))
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

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum Kind {
        Farm,
    }

    /// Item "errors that do not echo": even a name holding serde's own closing quote is cut.
    #[test]
    fn an_unknown_variant_is_quoted_as_an_excerpt_even_with_backticks_inside() {
        let sent = format!("x`, {}", "b ".repeat(1_000));
        let body = serde_json::to_vec(&serde_json::json!([sent])).unwrap_or_default();
        let error = parse_json::<Vec<Kind>>(&body).expect_err("no such kind");
        assert!(error.message.len() < 120, "{}", error.message);
        assert!(
            error.message.ends_with("expected `farm`"),
            "{}",
            error.message
        );
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

//! Writes a typed value as JSON exactly as `serde_json::to_value` and then `to_vec` would,
//! without building the `Value`: every object's keys in sorted order (a `Value`'s objects are
//! sorted maps), each key once (the last value written for it wins, as in a map). The stateless
//! play answers have always carried states in that form, and stay byte for byte the same.
//!
//! Scalars are written by serde_json itself; only the order of keys is done here. A map key
//! that is not a string is not written: the caller then takes the general way.
//!
//! The answer itself (the outermost object, e.g. `ApplyResponse`) keeps its fields in the
//! order declared, as the service writes its response types; what it holds is sorted.

use std::borrow::Cow;

use serde::ser::{self, Error as _, Impossible, Serialize};
use serde_json::Error;

/// `answer` as JSON: its own fields in declared order, every object inside it in key order.
pub(super) fn write_answer<T: Serialize>(answer: &T) -> Result<Vec<u8>, Error> {
    let mut out = Vec::with_capacity(4096);
    answer.serialize(Sorted {
        out: &mut out,
        outermost: true,
    })?;
    Ok(out)
}

struct Sorted<'a> {
    out: &'a mut Vec<u8>,
    /// The answer's own object, written in declared order.
    outermost: bool,
}

impl<'a> Sorted<'a> {
    fn inner(out: &'a mut Vec<u8>) -> Self {
        Self {
            out,
            outermost: false,
        }
    }
}

fn scalar<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    serde_json::to_writer(out, value)
}

/// `{"variant":` before a value written for an externally tagged enum's variant.
fn open_variant(out: &mut Vec<u8>, variant: &str) -> Result<(), Error> {
    out.push(b'{');
    scalar(out, variant)?;
    out.push(b':');
    Ok(())
}

impl<'a> ser::Serializer for Sorted<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Array<'a>;
    type SerializeTuple = Array<'a>;
    type SerializeTupleStruct = Array<'a>;
    type SerializeTupleVariant = Array<'a>;
    type SerializeMap = Object<'a>;
    type SerializeStruct = Object<'a>;
    type SerializeStructVariant = Object<'a>;

    fn serialize_bool(self, value: bool) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_i8(self, value: i8) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_i16(self, value: i16) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_i32(self, value: i32) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_i64(self, value: i64) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_u8(self, value: u8) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_u16(self, value: u16) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_u32(self, value: u32) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_u64(self, value: u64) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_i128(self, value: i128) -> Result<(), Error> {
        // A `Value` holds 64-bit integers only.
        let value = i64::try_from(value).map_err(|_| Error::custom("number out of range"))?;
        scalar(self.out, &value)
    }
    fn serialize_u128(self, value: u128) -> Result<(), Error> {
        let value = u64::try_from(value).map_err(|_| Error::custom("number out of range"))?;
        scalar(self.out, &value)
    }
    fn serialize_f32(self, value: f32) -> Result<(), Error> {
        // A `Value` keeps an f32 as the f64 it widens to, and writes it as one.
        scalar(self.out, &f64::from(value))
    }
    fn serialize_f64(self, value: f64) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_char(self, value: char) -> Result<(), Error> {
        scalar(self.out, &value)
    }
    fn serialize_str(self, value: &str) -> Result<(), Error> {
        scalar(self.out, value)
    }
    fn serialize_bytes(self, value: &[u8]) -> Result<(), Error> {
        scalar(self.out, value)
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        scalar(self.out, variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        open_variant(self.out, variant)?;
        value.serialize(Sorted::inner(&mut *self.out))?;
        self.out.push(b'}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Array<'a>, Error> {
        self.out.push(b'[');
        Ok(Array {
            out: self.out,
            empty: true,
            variant: false,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Array<'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Array<'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Array<'a>, Error> {
        open_variant(self.out, variant)?;
        self.out.push(b'[');
        Ok(Array {
            out: self.out,
            empty: true,
            variant: true,
        })
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Object<'a>, Error> {
        let sort = !self.outermost;
        Ok(Object::new(self.out, len.unwrap_or(0), sort, false))
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Object<'a>, Error> {
        let sort = !self.outermost;
        Ok(Object::new(self.out, len, sort, false))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Object<'a>, Error> {
        open_variant(self.out, variant)?;
        Ok(Object::new(self.out, len, true, true))
    }
}

/// An array being written; `variant`: inside `{"variant":`, closed with it.
struct Array<'a> {
    out: &'a mut Vec<u8>,
    empty: bool,
    variant: bool,
}

impl Array<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        if !std::mem::take(&mut self.empty) {
            self.out.push(b',');
        }
        value.serialize(Sorted::inner(&mut *self.out))
    }

    fn close(self) -> Result<(), Error> {
        self.out.push(b']');
        if self.variant {
            self.out.push(b'}');
        }
        Ok(())
    }
}

macro_rules! array_impl {
    ($($trait:ident::$method:ident),*) => {
        $(
            impl ser::$trait for Array<'_> {
                type Ok = ();
                type Error = Error;

                fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                    self.element(value)
                }

                fn end(self) -> Result<(), Error> {
                    self.close()
                }
            }
        )*
    };
}

array_impl!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// An object being written: each value goes to the end of `out` as it comes, and `end` puts
/// the entries in key order.
struct Object<'a> {
    out: &'a mut Vec<u8>,
    /// Where this object's values begin in `out`.
    start: usize,
    /// Each key, and where its value lies in `out`.
    entries: Vec<(Cow<'static, str>, std::ops::Range<usize>)>,
    /// A map key written, waiting for its value.
    key: Option<String>,
    /// False for the answer's own object only.
    sort: bool,
    /// Inside `{"variant":`, closed with it.
    variant: bool,
}

impl<'a> Object<'a> {
    fn new(out: &'a mut Vec<u8>, len: usize, sort: bool, variant: bool) -> Self {
        let start = out.len();
        Self {
            out,
            start,
            entries: Vec::with_capacity(len),
            key: None,
            sort,
            variant,
        }
    }

    fn entry<T: Serialize + ?Sized>(
        &mut self,
        key: Cow<'static, str>,
        value: &T,
    ) -> Result<(), Error> {
        // Relative to `start`, where `close` finds the values once split off.
        let begin = self.out.len().saturating_sub(self.start);
        value.serialize(Sorted::inner(&mut *self.out))?;
        let end = self.out.len().saturating_sub(self.start);
        self.entries.push((key, begin..end));
        Ok(())
    }

    fn close(mut self) -> Result<(), Error> {
        let values = self.out.split_off(self.start);
        if self.sort {
            // Stable, so of several values for one key the last written stays last, and wins.
            self.entries.sort_by(|(a, _), (b, _)| a.cmp(b));
        }
        self.out.push(b'{');
        let mut first = true;
        for (index, (key, range)) in self.entries.iter().enumerate() {
            let index = index.saturating_add(1);
            let superseded =
                self.sort && self.entries.get(index).is_some_and(|(next, _)| next == key);
            if superseded {
                continue;
            }
            if !std::mem::take(&mut first) {
                self.out.push(b',');
            }
            scalar(self.out, key.as_ref())?;
            self.out.push(b':');
            let value = values
                .get(range.clone())
                .ok_or_else(|| Error::custom("an object's value went missing"))?;
            self.out.extend_from_slice(value);
        }
        self.out.push(b'}');
        if self.variant {
            self.out.push(b'}');
        }
        Ok(())
    }
}

impl ser::SerializeStruct for Object<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.entry(Cow::Borrowed(key), value)
    }

    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeStructVariant for Object<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.entry(Cow::Borrowed(key), value)
    }

    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeMap for Object<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key = Some(key.serialize(StringKey)?);
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let key = self
            .key
            .take()
            .ok_or_else(|| Error::custom("a map value without its key"))?;
        self.entry(Cow::Owned(key), value)
    }

    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

/// Map keys: strings only (no state has another kind; the general way handles any).
struct StringKey;

fn not_a_string<T>() -> Result<T, Error> {
    Err(Error::custom("a map key that is not a string"))
}

impl ser::Serializer for StringKey {
    type Ok = String;
    type Error = Error;
    type SerializeSeq = Impossible<String, Error>;
    type SerializeTuple = Impossible<String, Error>;
    type SerializeTupleStruct = Impossible<String, Error>;
    type SerializeTupleVariant = Impossible<String, Error>;
    type SerializeMap = Impossible<String, Error>;
    type SerializeStruct = Impossible<String, Error>;
    type SerializeStructVariant = Impossible<String, Error>;

    fn serialize_str(self, value: &str) -> Result<String, Error> {
        Ok(value.to_owned())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<String, Error> {
        Ok(variant.to_owned())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<String, Error> {
        value.serialize(self)
    }
    fn serialize_bool(self, _: bool) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_i8(self, _: i8) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_i16(self, _: i16) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_i32(self, _: i32) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_i64(self, _: i64) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_u8(self, _: u8) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_u16(self, _: u16) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_u32(self, _: u32) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_u64(self, _: u64) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_f32(self, _: f32) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_f64(self, _: f64) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_char(self, _: char) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_none(self) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_unit(self) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<String, Error> {
        not_a_string()
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        not_a_string()
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        not_a_string()
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        not_a_string()
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        not_a_string()
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        not_a_string()
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        not_a_string()
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        not_a_string()
    }
}

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde_json::json;

    use super::write_answer;

    #[derive(Serialize)]
    struct Answer<T> {
        zebra: u8,
        inner: T,
    }

    #[derive(Serialize)]
    #[serde(tag = "kind", rename_all = "kebab-case")]
    enum Tagged {
        Moved { to: u8, by: Option<String> },
    }

    #[derive(Serialize)]
    struct Nested {
        zulu: Vec<Tagged>,
        alpha: [u8; 2],
        mid: Option<(u8, char)>,
    }

    /// The answer keeps its declared order; what it holds reads as a `Value` would write it.
    #[test]
    fn objects_inside_the_answer_are_written_as_a_value_writes_them() {
        let inner = Nested {
            zulu: vec![
                Tagged::Moved { to: 3, by: None },
                Tagged::Moved {
                    to: 1,
                    by: Some("a\"b".to_owned()),
                },
            ],
            alpha: [1, 2],
            mid: Some((7, 'x')),
        };
        let written = write_answer(&Answer {
            zebra: 1,
            inner: &inner,
        })
        .unwrap();
        let expected = format!(
            "{{\"zebra\":1,\"inner\":{}}}",
            serde_json::to_string(&serde_json::to_value(&inner).unwrap()).unwrap()
        );
        assert_eq!(String::from_utf8(written).unwrap(), expected);
        assert_eq!(
            serde_json::to_value(&inner).unwrap()["zulu"][0],
            json!({"by": null, "kind": "moved", "to": 3})
        );
    }
}

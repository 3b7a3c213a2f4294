//! `If-Match` and `If-None-Match` as RFC 9110 §13.1 defines them: a `*` or a comma-separated
//! list of entity tags, each an optional `W/` and a quoted opaque tag. A match's entity tag is
//! its version, `"<version>"`, always strong.

use thiserror::Error;

/// One entity tag from a precondition header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntityTag {
    pub weak: bool,
    /// The bytes between the quotes.
    pub opaque: Vec<u8>,
}

/// A parsed precondition header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// `*`: any current representation.
    Any,
    /// A list of entity tags; RFC 9110 allows the list to be empty (nothing matches then).
    Tags(Vec<EntityTag>),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{reason} (at byte {at})")]
pub struct MalformedTag {
    pub reason: &'static str,
    pub at: usize,
}

fn is_whitespace(byte: u8) -> bool {
    byte == b' ' || byte == b'\t'
}

/// `etagc = %x21 / %x23-7E / obs-text`: anything visible but the double quote.
fn is_etagc(byte: u8) -> bool {
    byte == 0x21 || (0x23..=0x7E).contains(&byte) || byte >= 0x80
}

/// Parses a field value (several header lines joined with `,`, as RFC 9110 §5.3 allows).
pub fn parse(value: &[u8]) -> Result<Condition, MalformedTag> {
    let trimmed = trim(value);
    if trimmed == b"*" {
        return Ok(Condition::Any);
    }
    let mut tags = Vec::new();
    let mut at = 0;
    loop {
        at = skip(value, at, |byte| is_whitespace(byte) || byte == b',');
        if at >= value.len() {
            return Ok(Condition::Tags(tags));
        }
        let (tag, end) = entity_tag(value, at)?;
        tags.push(tag);
        at = skip(value, end, is_whitespace);
        match value.get(at) {
            None => return Ok(Condition::Tags(tags)),
            Some(b',') => {}
            Some(_) => {
                return Err(MalformedTag {
                    reason: "entity tags are separated by commas",
                    at,
                })
            }
        }
    }
}

fn trim(value: &[u8]) -> &[u8] {
    let start = skip(value, 0, is_whitespace);
    let end = value
        .iter()
        .rposition(|&byte| !is_whitespace(byte))
        .map_or(start, |last| last.saturating_add(1));
    value.get(start..end.max(start)).unwrap_or_default()
}

fn skip(value: &[u8], from: usize, what: impl Fn(u8) -> bool) -> usize {
    value
        .iter()
        .skip(from)
        .position(|&byte| !what(byte))
        .map_or(value.len(), |offset| from.saturating_add(offset))
}

/// One `entity-tag` starting at `at`, and where it ends.
fn entity_tag(value: &[u8], at: usize) -> Result<(EntityTag, usize), MalformedTag> {
    let rest = value.get(at..).unwrap_or_default();
    // The weak prefix is case-sensitive (`%s"W/"`).
    let (weak, quote) = if rest.starts_with(b"W/") {
        (true, at.saturating_add(2))
    } else {
        (false, at)
    };
    if value.get(quote) != Some(&b'"') {
        return Err(MalformedTag {
            reason: "an entity tag is a quoted string such as \"3\", optionally after W/",
            at: quote,
        });
    }
    let start = quote.saturating_add(1);
    let length = value
        .get(start..)
        .unwrap_or_default()
        .iter()
        .position(|&byte| !is_etagc(byte))
        .ok_or(MalformedTag {
            reason: "the entity tag has no closing quote",
            at: value.len(),
        })?;
    let end = start.saturating_add(length);
    if value.get(end) != Some(&b'"') {
        return Err(MalformedTag {
            reason: "an entity tag may hold only visible characters other than the double quote",
            at: end,
        });
    }
    let opaque = value.get(start..end).unwrap_or_default().to_vec();
    Ok((EntityTag { weak, opaque }, end.saturating_add(1)))
}

/// The entity tag of a match at `version`.
fn version_tag(version: i64) -> Vec<u8> {
    version.to_string().into_bytes()
}

impl Condition {
    /// `If-Match` (RFC 9110 §13.1.1): the strong comparison, so a weak tag never matches.
    /// `*` is not decided here: the caller refuses it.
    pub fn strong_match(&self, version: i64) -> bool {
        match self {
            Self::Any => true,
            Self::Tags(tags) => tags
                .iter()
                .any(|tag| !tag.weak && tag.opaque == version_tag(version)),
        }
    }

    /// `If-None-Match` (RFC 9110 §13.1.2): the weak comparison; `*` matches any existing match.
    pub fn weak_match(&self, version: i64) -> bool {
        match self {
            Self::Any => true,
            Self::Tags(tags) => tags.iter().any(|tag| tag.opaque == version_tag(version)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(weak: bool, opaque: &str) -> EntityTag {
        EntityTag {
            weak,
            opaque: opaque.as_bytes().to_vec(),
        }
    }

    fn tags(value: &str) -> Vec<EntityTag> {
        match parse(value.as_bytes()) {
            Ok(Condition::Tags(tags)) => tags,
            other => panic!("{value:?} gave {other:?}"),
        }
    }

    #[test]
    fn a_star_alone_is_any_with_surrounding_whitespace() {
        for value in ["*", " *", "*\t", " \t* "] {
            assert_eq!(parse(value.as_bytes()), Ok(Condition::Any), "{value:?}");
        }
    }

    #[test]
    fn strong_and_weak_tags_parse_with_their_opaque_bytes() {
        assert_eq!(tags("\"0\""), vec![tag(false, "0")]);
        assert_eq!(tags("W/\"12\""), vec![tag(true, "12")]);
        assert_eq!(tags("\"\""), vec![tag(false, "")]);
        assert_eq!(tags("\"stale-0\""), vec![tag(false, "stale-0")]);
        assert_eq!(tags("\"a!#~\""), vec![tag(false, "a!#~")]);
        // obs-text is allowed inside the quotes.
        assert_eq!(
            parse(b"\"\xe9\"").unwrap(),
            Condition::Tags(vec![EntityTag {
                weak: false,
                opaque: vec![0xe9]
            }])
        );
    }

    #[test]
    fn lists_allow_whitespace_and_empty_elements() {
        assert_eq!(
            tags("\"1\", W/\"2\" ,\t\"3\""),
            vec![tag(false, "1"), tag(true, "2"), tag(false, "3")]
        );
        assert_eq!(
            tags(", ,\"1\",,\"2\","),
            vec![tag(false, "1"), tag(false, "2")]
        );
        assert_eq!(tags(""), Vec::<EntityTag>::new());
        assert_eq!(tags(" , "), Vec::<EntityTag>::new());
    }

    #[test]
    fn malformed_values_are_refused_with_where_they_go_wrong() {
        let cases: [(&str, usize); 14] = [
            ("0", 0),
            ("7", 0),
            ("w/\"0\"", 0),
            ("W/0", 2),
            ("W/ \"0\"", 2),
            ("\"0", 2),
            ("\"0\" \"1\"", 4),
            ("\"0\"x", 3),
            ("\"a b\"", 2),
            ("\"a\tb\"", 2),
            ("*, \"0\"", 0),
            ("\"0\", *", 5),
            ("**", 0),
            ("'0'", 0),
        ];
        for (value, at) in cases {
            match parse(value.as_bytes()) {
                Err(error) => assert_eq!(error.at, at, "{value:?}: {error}"),
                Ok(parsed) => panic!("{value:?} parsed as {parsed:?}"),
            }
        }
        assert!(parse(b"\"a\x7fb\"").is_err(), "DEL is not an etagc");
        assert!(parse(b"\"a\x01b\"").is_err(), "controls are not etagc");
    }

    #[test]
    fn if_match_compares_strongly_and_any_listed_tag_may_match() {
        let matches = |value: &str, version| parse(value.as_bytes()).unwrap().strong_match(version);
        assert!(matches("\"0\"", 0));
        assert!(matches("\"41\"", 41));
        assert!(matches("\"1\", \"2\", \"3\"", 2));
        assert!(matches("W/\"2\", \"2\"", 2));
        assert!(!matches("W/\"0\"", 0), "a weak tag never matches strongly");
        assert!(!matches("\"00\"", 0), "tags compare as bytes, not numbers");
        assert!(!matches("\"+1\"", 1));
        assert!(!matches("\"stale-0\"", 0));
        assert!(!matches("\"1\"", 0));
        assert!(!matches("", 0), "an empty list matches nothing");
        assert!(matches("*", 5));
    }

    #[test]
    fn if_none_match_compares_weakly() {
        let matches = |value: &str, version| parse(value.as_bytes()).unwrap().weak_match(version);
        assert!(matches("\"3\"", 3));
        assert!(matches("W/\"3\"", 3));
        assert!(matches("\"1\", W/\"3\"", 3));
        assert!(!matches("\"03\"", 3));
        assert!(!matches("W/\"4\"", 3));
        assert!(!matches("", 3));
        assert!(matches("*", 0));
    }
}

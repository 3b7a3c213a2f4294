//! `Prefer: wait=N` (RFC 7240 §4.3), the long poll's one preference. A preference the server
//! cannot read is ignored rather than refused, as §2 asks, so a client that sends others (or a
//! malformed one) still gets its answer at once.

use std::time::Duration;

use actix_web::HttpRequest;

/// The longest wait honoured, in seconds; a longer one is cut to it (and says so).
pub const MAX_WAIT_SECONDS: u64 = 60;

/// The wait asked for in every `Prefer` line, cut to [`MAX_WAIT_SECONDS`]; `None` when none is
/// asked (or `wait=0`).
pub fn wait(request: &HttpRequest) -> Option<Duration> {
    let lines = request.headers().get_all("prefer");
    let asked = lines
        .filter_map(|line| line.to_str().ok())
        .flat_map(|line| line.split(','))
        .find_map(wait_seconds)?;
    (asked > 0).then(|| Duration::from_secs(asked.min(MAX_WAIT_SECONDS)))
}

/// `wait=N` (the value may be quoted; parameters after `;` belong to the preference), else
/// `None`.
fn wait_seconds(preference: &str) -> Option<u64> {
    let token = preference.split(';').next()?.trim();
    let (name, value) = token.split_once('=')?;
    if !name.trim().eq_ignore_ascii_case("wait") {
        return None;
    }
    let value = value.trim();
    let value = value
        .strip_prefix('"')
        .and_then(|quoted| quoted.strip_suffix('"'))
        .unwrap_or(value);
    if value.is_empty() || !value.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    // Digits only: too many of them is merely a long wait.
    Some(value.parse().unwrap_or(u64::MAX))
}

/// What `Preference-Applied` says of a wait that was honoured.
pub fn applied(wait: Duration) -> String {
    format!("wait={}", wait.as_secs())
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    fn asked(lines: &[&str]) -> Option<u64> {
        let mut request = TestRequest::default();
        for line in lines {
            request = request.append_header(("Prefer", *line));
        }
        wait(&request.to_http_request()).map(|wait| wait.as_secs())
    }

    #[test]
    fn a_wait_is_read_among_other_preferences_and_lines() {
        assert_eq!(asked(&["wait=10"]), Some(10));
        assert_eq!(asked(&["respond-async, WAIT = 7"]), Some(7));
        assert_eq!(asked(&["return=minimal", "wait=\"3\"; foo=bar"]), Some(3));
    }

    #[test]
    fn a_long_wait_is_cut_to_the_maximum() {
        assert_eq!(asked(&["wait=3600"]), Some(MAX_WAIT_SECONDS));
        assert_eq!(
            asked(&["wait=99999999999999999999999"]),
            Some(MAX_WAIT_SECONDS)
        );
    }

    #[test]
    fn no_wait_or_an_unreadable_one_is_no_wait() {
        assert_eq!(asked(&[]), None);
        assert_eq!(asked(&["wait=0"]), None);
        assert_eq!(asked(&["wait=-1", "wait=1.5", "wait=", "waiting=5"]), None);
        assert_eq!(asked(&["respond-async"]), None);
    }
}

//! Turn deadlines. A match may give each decision a time (`turn_time`); every commit that
//! leaves a seat to act sets the deadline that far ahead (stored with the state, so any node
//! finds it), and a seat still due when it passes is moved for — by a stand-in bot, or by
//! the rules' pass where the game has one (`on_timeout`) — by the bot worker of whichever node
//! looks first, through the version check, so two nodes never both move for it.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use quarterdeck_engine::{Actor, Violation, ViolationCode};
use serde::{Deserialize, Serialize};
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;
use utoipa::ToSchema;

use crate::config::parse_duration;
use crate::problem::ApiError;

/// The shortest turn a match may set: a blitz table's, and a test's.
pub const MIN_TURN_TIME: Duration = Duration::from_secs(5);
/// The longest: a month, for the slowest correspondence game.
pub const MAX_TURN_TIME: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// What happens to a seat whose time runs out.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OnTimeout {
    /// A stand-in bot (`greedy`, from the seat's view alone) makes the seat's move.
    #[default]
    Bot,
    /// The seat passes: the mildest way the rules give to decline at that moment (a game's
    /// rulings say which); where there is none, a stand-in bot moves.
    Pass,
}

/// A match's clock, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnClock {
    pub turn_time_ms: u64,
    pub on_timeout: OnTimeout,
}

impl TurnClock {
    /// The clock a create request asks for; `on_timeout` alone, or a time out of bounds, is
    /// refused naming the field.
    pub fn requested(
        turn_time: Option<&str>,
        on_timeout: Option<OnTimeout>,
    ) -> Result<Option<Self>, ApiError> {
        let refuse = |field: &str, why: String| {
            Err(ApiError::InvalidTurnClock(vec![Violation::new(
                field,
                ViolationCode::OutOfRange,
                why,
            )]))
        };
        let Some(text) = turn_time else {
            return match on_timeout {
                Some(_) => refuse(
                    "on_timeout",
                    "on_timeout needs a turn_time to run out".to_owned(),
                ),
                None => Ok(None),
            };
        };
        let time = match parse_duration(text) {
            Ok(time) => time,
            Err(why) => return refuse("turn_time", why),
        };
        if !(MIN_TURN_TIME..=MAX_TURN_TIME).contains(&time) {
            return refuse(
                "turn_time",
                format!("a turn lasts from 5s to 30d, not {text:?}"),
            );
        }
        Ok(Some(Self {
            turn_time_ms: u64::try_from(time.as_millis()).unwrap_or(u64::MAX),
            on_timeout: on_timeout.unwrap_or_default(),
        }))
    }

    /// The stored clock; `None` for a match without one.
    pub fn stored(text: Option<&str>) -> Result<Option<Self>, ApiError> {
        Ok(text.map(serde_json::from_str).transpose()?)
    }

    /// When those in `to_act` run out of time if they became due `now`: `None` when no seat is
    /// due (the game is over, or only the table reports chance, which no clock can do for it).
    pub fn deadline(&self, to_act: &[Actor], now: SystemTime) -> Option<i64> {
        let seat_due = to_act.iter().any(|actor| matches!(actor, Actor::Seat(_)));
        seat_due.then(|| {
            unix_ms(now).saturating_add(i64::try_from(self.turn_time_ms).unwrap_or(i64::MAX))
        })
    }

    /// The turn time as given in the shortest exact unit, e.g. `90s`, `15m`, `24h`.
    pub fn turn_time(&self) -> String {
        let seconds = self.turn_time_ms / 1000;
        match seconds {
            s if s % 86_400 == 0 => format!("{}d", s / 86_400),
            s if s % 3_600 == 0 => format!("{}h", s / 3_600),
            s if s % 60 == 0 => format!("{}m", s / 60),
            s => format!("{s}s"),
        }
    }
}

/// The deadline of a match that may have a clock, for `to_act` due `now`.
pub fn deadline_of(clock: Option<&TurnClock>, to_act: &[Actor], now: SystemTime) -> Option<i64> {
    clock.and_then(|clock| clock.deadline(to_act, now))
}

/// Milliseconds since the Unix epoch.
pub fn unix_ms(at: SystemTime) -> i64 {
    at.duration_since(UNIX_EPOCH).map_or(0, |since| {
        i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
    })
}

/// A stored deadline as an RFC 3339 time in UTC, to the millisecond.
pub fn rfc3339(ms: i64) -> Option<String> {
    let at =
        OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms).checked_mul(1_000_000)?).ok()?;
    at.format(&Rfc3339).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_takes_a_turn_time_between_five_seconds_and_thirty_days() {
        let clock = TurnClock::requested(Some("60s"), None).unwrap().unwrap();
        assert_eq!(
            (clock.turn_time_ms, clock.on_timeout),
            (60_000, OnTimeout::Bot)
        );
        assert_eq!(clock.turn_time(), "1m");
        let day = TurnClock::requested(Some("24h"), Some(OnTimeout::Pass))
            .unwrap()
            .unwrap();
        assert_eq!(
            (day.turn_time(), day.on_timeout),
            ("1d".to_owned(), OnTimeout::Pass)
        );
        assert_eq!(TurnClock::requested(None, None).unwrap(), None);
        for (time, on_timeout, field) in [
            (Some("4s"), None, "turn_time"),
            (Some("31d"), None, "turn_time"),
            (Some("soon"), None, "turn_time"),
            (None, Some(OnTimeout::Pass), "on_timeout"),
        ] {
            let Err(ApiError::InvalidTurnClock(problems)) = TurnClock::requested(time, on_timeout)
            else {
                panic!("{time:?} {on_timeout:?} was accepted");
            };
            assert_eq!(problems[0].field, field);
        }
    }

    #[test]
    fn a_deadline_runs_only_while_a_seat_is_due() {
        let clock = TurnClock::requested(Some("90s"), None).unwrap().unwrap();
        let now = UNIX_EPOCH + Duration::from_secs(1_000);
        assert_eq!(clock.deadline(&[Actor::Seat(1)], now), Some(1_090_000));
        assert_eq!(clock.deadline(&[Actor::Table], now), None);
        assert_eq!(clock.deadline(&[], now), None);
        assert_eq!(rfc3339(1_090_000).as_deref(), Some("1970-01-01T00:18:10Z"));
    }
}

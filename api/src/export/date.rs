//! When a game was played, as BG Stats writes it (`YYYY-MM-DD HH:MM:SS`, UTC): a day a person
//! gives, the moment the match store recorded, or today.

use std::fmt;

use time::format_description::well_known::Rfc3339;
use time::macros::format_description;
use time::{Date, OffsetDateTime, PrimitiveDateTime, Time, UtcOffset};

/// A moment to the second, in UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedAt(PrimitiveDateTime);

impl PlayedAt {
    /// The start of a day given as `YYYY-MM-DD`; `Err` says what a person should send.
    pub fn parse_date(text: &str) -> Result<Self, String> {
        match Date::parse(text, format_description!("[year]-[month]-[day]")) {
            Ok(day) if day.year() >= 1 => Ok(Self(day.midnight())),
            Ok(_) | Err(time::error::Parse::TryFromParsed(_)) => {
                Err(format!("{text:?} is not a day of the calendar"))
            }
            Err(_) => Err(format!(
                "{text:?} is not a date written YYYY-MM-DD, e.g. 2025-03-14"
            )),
        }
    }

    /// A time as the match store writes it (`2025-03-14T20:15:09.123Z`), to the second.
    pub fn parse_timestamp(text: &str) -> Option<Self> {
        let moment = OffsetDateTime::parse(text, &Rfc3339)
            .ok()?
            .to_offset(UtcOffset::UTC);
        let second = moment.time().replace_nanosecond(0).ok()?;
        Some(Self(PrimitiveDateTime::new(moment.date(), second)))
    }

    /// The start of today, in UTC.
    pub fn today() -> Self {
        Self(OffsetDateTime::now_utc().date().with_time(Time::MIDNIGHT))
    }

    /// The day alone, `YYYY-MM-DD`.
    pub fn date(self) -> impl fmt::Display {
        Day(self.0.date())
    }
}

struct Day(Date);

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self
            .0
            .format(format_description!("[year]-[month]-[day]"))
            .map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

/// BG Stats' `playDate`: `YYYY-MM-DD HH:MM:SS`.
impl fmt::Display for PlayedAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self
            .0
            .format(format_description!(
                "[year]-[month]-[day] [hour]:[minute]:[second]"
            ))
            .map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_reads_only_as_yyyy_mm_dd_and_only_when_the_calendar_has_it() {
        assert_eq!(
            PlayedAt::parse_date("2024-02-29").unwrap().to_string(),
            "2024-02-29 00:00:00"
        );
        for bad in [
            "2023-02-29",
            "1900-02-29",
            "2025-13-01",
            "2025-04-31",
            "0000-01-01",
            "2025-1-01",
            "2025-01-01 ",
            "+025-01-01",
            "2025/01/01",
            "2025-01-01-01",
            "",
        ] {
            assert!(PlayedAt::parse_date(bad).is_err(), "{bad:?}");
        }
        assert!(PlayedAt::parse_date("2000-02-29").is_ok());
        assert!(PlayedAt::parse_date("2023-02-29")
            .unwrap_err()
            .contains("not a day of the calendar"));
        assert!(PlayedAt::parse_date("2025/01/01")
            .unwrap_err()
            .contains("YYYY-MM-DD"));
    }

    #[test]
    fn a_stored_time_reads_to_the_second() {
        assert_eq!(
            PlayedAt::parse_timestamp("2025-03-14T20:15:09.123Z")
                .unwrap()
                .to_string(),
            "2025-03-14 20:15:09"
        );
        assert!(PlayedAt::parse_timestamp("2025-03-14T24:00:00.000Z").is_none());
        assert!(PlayedAt::parse_timestamp("2025-03-14").is_none());
    }

    #[test]
    fn today_is_a_day_at_midnight() {
        let today = PlayedAt::today().to_string();
        assert!(today.ends_with(" 00:00:00"), "{today}");
        assert!(today.as_str() >= "2025-01-01", "{today}");
    }
}

//! When a game was played, as BG Stats writes it (`YYYY-MM-DD HH:MM:SS`). A few lines of
//! calendar arithmetic rather than a date crate: the export only reads a day, reads the
//! store's own timestamps and finds today's date.

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

/// A moment to the second, in UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedAt {
    year: u16,
    month: u8,
    day: u8,
    hour: u8,
    minute: u8,
    second: u8,
}

const SECONDS_PER_DAY: u64 = 86_400;

fn is_leap(year: u16) -> bool {
    (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400)
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `text` as a number when it is exactly `digits` ASCII digits (no sign, no spaces).
fn number(text: &str, digits: usize) -> Option<u16> {
    (text.len() == digits && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

impl PlayedAt {
    /// The start of a day given as `YYYY-MM-DD`; `Err` says what a person should send.
    pub fn parse_date(text: &str) -> Result<Self, String> {
        let wrong = || format!("{text:?} is not a date written YYYY-MM-DD, e.g. 2025-03-14");
        let mut parts = text.split('-');
        let (Some(year), Some(month), Some(day), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(wrong());
        };
        let (Some(year), Some(month), Some(day)) =
            (number(year, 4), number(month, 2), number(day, 2))
        else {
            return Err(wrong());
        };
        let month = u8::try_from(month).map_err(|_| wrong())?;
        let day = u8::try_from(day).map_err(|_| wrong())?;
        if year == 0 || !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return Err(format!("{text:?} is not a day of the calendar"));
        }
        Ok(Self {
            year,
            month,
            day,
            hour: 0,
            minute: 0,
            second: 0,
        })
    }

    /// A time as the match store writes it (`2025-03-14T20:15:09.123Z`), to the second.
    pub fn parse_timestamp(text: &str) -> Option<Self> {
        let (date, time) = text.split_once('T')?;
        let day = Self::parse_date(date).ok()?;
        let mut parts = time.get(..8)?.split(':');
        let mut next = |limit: u16| {
            number(parts.next()?, 2)
                .filter(|n| *n < limit)
                .and_then(|n| u8::try_from(n).ok())
        };
        Some(Self {
            hour: next(24)?,
            minute: next(60)?,
            second: next(60)?,
            ..day
        })
    }

    /// The start of today, in UTC.
    pub fn today() -> Self {
        let seconds = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        Self::start_of_day(seconds / SECONDS_PER_DAY)
    }

    /// The start of the day `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`, for
    /// days on or after the epoch).
    fn start_of_day(days: u64) -> Self {
        let shifted = days + 719_468;
        let era = shifted / 146_097;
        let day_of_era = shifted % 146_097;
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let month_from_march = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
        let month = if month_from_march < 10 {
            month_from_march + 3
        } else {
            month_from_march - 9
        };
        let year = year_of_era + era * 400 + u64::from(month <= 2);
        Self {
            year: u16::try_from(year).unwrap_or(u16::MAX),
            month: u8::try_from(month).unwrap_or(1),
            day: u8::try_from(day).unwrap_or(1),
            hour: 0,
            minute: 0,
            second: 0,
        }
    }

    /// The day alone, `YYYY-MM-DD`.
    pub fn date(self) -> impl fmt::Display {
        Day(self)
    }
}

struct Day(PlayedAt);

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02}",
            self.0.year, self.0.month, self.0.day
        )
    }
}

/// BG Stats' `playDate`: `YYYY-MM-DD HH:MM:SS`.
impl fmt::Display for PlayedAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {:02}:{:02}:{:02}",
            self.date(),
            self.hour,
            self.minute,
            self.second
        )
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
    fn days_since_the_epoch_count_through_leap_years_and_centuries() {
        for (days, day) in [
            (0, "1970-01-01"),
            (59, "1970-03-01"),
            (10_956, "1999-12-31"),
            (11_016, "2000-02-29"),
            (19_797, "2024-03-15"),
            (47_541, "2100-03-01"),
        ] {
            assert_eq!(PlayedAt::start_of_day(days).date().to_string(), day);
        }
        assert!(PlayedAt::today().year >= 2025);
    }
}

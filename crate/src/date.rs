//! A calendar date, checked: a real day of the Gregorian calendar in a
//! year that has daily deals, read from `YYYY-MM-DD` as the page's
//! `?daily=` writes it. A date that is none is refused with a
//! [`DateError`] saying why, for front ends to word. Apart from the daily
//! deal (`daily.rs`, which needs the solver), so that the page's own
//! thread, whose wasm has no solver, reads a date as the daily deal does.
//! A leaf of the engine: it imports nothing of the crate.

use std::fmt;

/// The first and last years a daily deal is chosen for.
pub const DAILY_YEARS: std::ops::RangeInclusive<i32> = 2000..=2999;

/// A calendar date, checked: a real day of the Gregorian calendar in
/// [`DAILY_YEARS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

/// Why a date is none, with what was given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DateError {
    /// A date not written `YYYY-MM-DD`.
    NotADate { given: String },
    /// A date's month that is not 1 to 12.
    NoSuchMonth { month: u32 },
    /// A date's day that its month does not have: it has days 1 to `last`.
    NoSuchDay {
        year: i32,
        month: u32,
        day: u32,
        last: u32,
    },
    /// A date of a year without daily deals (outside [`DAILY_YEARS`]).
    NoDailyDeals { year: i32 },
}

/// The English for developers.
impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::NotADate { given } => write!(
                f,
                "a date is written YYYY-MM-DD, such as 2026-11-28, not {given:?}"
            ),
            DateError::NoSuchMonth { month } => write!(f, "a month is 1 to 12, not {month}"),
            DateError::NoSuchDay {
                year,
                month,
                day,
                last,
            } => write!(f, "{year:04}-{month:02} has days 1 to {last}, not {day}"),
            DateError::NoDailyDeals { year } => write!(
                f,
                "daily deals are dated from the year {} to {}, not {year}",
                DAILY_YEARS.start(),
                DAILY_YEARS.end()
            ),
        }
    }
}

impl std::error::Error for DateError {}

/// A day of the week, Monday first (ISO 8601).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

const fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

const fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date `year`-`month`-`day`, or why it is not one.
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, DateError> {
        if !DAILY_YEARS.contains(&year) {
            return Err(DateError::NoDailyDeals { year });
        }
        if !(1..=12).contains(&month) {
            return Err(DateError::NoSuchMonth { month });
        }
        let last = days_in_month(year, month);
        if !(1..=last).contains(&day) {
            return Err(DateError::NoSuchDay {
                year,
                month,
                day,
                last,
            });
        }
        Ok(Date { year, month, day })
    }

    pub const fn year(self) -> i32 {
        self.year
    }

    pub const fn month(self) -> u32 {
        self.month
    }

    pub const fn day(self) -> u32 {
        self.day
    }

    /// Days since 1970-01-01 (the civil-from-days count of the proleptic
    /// Gregorian calendar, with March as the year's first month so that
    /// the leap day comes last).
    fn days_since_epoch(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let day_of_year = (153 * ((m + 9) % 12) + 2) / 5 + d - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The date `days` days after 1970-01-01 (before it when negative),
    /// the inverse of `days_since_epoch`; refused as `new` refuses a date
    /// outside the daily deals' years.
    pub fn from_days_since_epoch(days: i64) -> Result<Date, DateError> {
        let days = days + 719_468;
        let era = days.div_euclid(146_097);
        let day_of_era = days - era * 146_097;
        let year_of_era =
            (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let march_month = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * march_month + 2) / 5 + 1;
        let month = if march_month < 10 {
            march_month + 3
        } else {
            march_month - 9
        };
        let year = era * 400 + year_of_era + i64::from(month <= 2);
        // A year past i32 is as far from the daily deals' years as any.
        let year = i32::try_from(year).unwrap_or(i32::MAX);
        Date::new(year, month as u32, day as u32)
    }

    /// The day of the week (1970-01-01 was a Thursday).
    pub fn weekday(self) -> Weekday {
        const WEEK: [Weekday; 7] = [
            Weekday::Thursday,
            Weekday::Friday,
            Weekday::Saturday,
            Weekday::Sunday,
            Weekday::Monday,
            Weekday::Tuesday,
            Weekday::Wednesday,
        ];
        WEEK[self.days_since_epoch().rem_euclid(7) as usize]
    }
}

impl std::str::FromStr for Date {
    type Err = DateError;

    /// Reads `YYYY-MM-DD`, as the page's `?daily=` writes it.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let refuse = || DateError::NotADate {
            given: text.to_string(),
        };
        let bytes = text.as_bytes();
        let shape = bytes.len() == 10
            && bytes[4] == b'-'
            && bytes[7] == b'-'
            && bytes
                .iter()
                .enumerate()
                .all(|(i, b)| i == 4 || i == 7 || b.is_ascii_digit());
        if !shape {
            return Err(refuse());
        }
        let number =
            |range: std::ops::Range<usize>| text[range].parse::<u32>().map_err(|_| refuse());
        Date::new(number(0..4)? as i32, number(5..7)?, number(8..10)?)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn weekdays_are_the_calendars() {
        let day = |text: &str| text.parse::<Date>().unwrap().weekday();
        assert_eq!(day("2000-01-01"), Weekday::Saturday);
        assert_eq!(day("2000-02-29"), Weekday::Tuesday);
        assert_eq!(day("2026-11-28"), Weekday::Saturday);
        assert_eq!(day("2026-03-02"), Weekday::Monday);
    }

    #[test]
    fn a_count_of_days_is_the_date_it_counts_to() {
        let first = date("2000-01-01");
        assert_eq!(first.days_since_epoch(), 10_957);
        // Every day of the years 2000 to 2400 (leap days, and 2100 without one) and back.
        for days in 10_957..157_054 {
            let day = Date::from_days_since_epoch(days).unwrap();
            assert_eq!(day.days_since_epoch(), days, "{day}");
        }
        assert_eq!(
            Date::from_days_since_epoch(19_782).unwrap(),
            date("2024-02-29")
        );
        assert_eq!(
            Date::from_days_since_epoch(47_541).unwrap(),
            date("2100-03-01")
        );
    }

    #[test]
    fn dates_that_are_not_days_are_refused_with_the_reason() {
        let reason = |text: &str| text.parse::<Date>().unwrap_err().to_string();
        assert!(reason("2026-02-29").contains("days 1 to 28"));
        assert!(reason("2026-13-01").contains("1 to 12"));
        assert!(reason("1999-12-31").contains("2000 to 2999"));
        assert!(reason("28/11/2026").contains("YYYY-MM-DD"));
        assert!(reason("2026-1-28").contains("YYYY-MM-DD"));
        assert!(reason("2026-+1-28").contains("YYYY-MM-DD"));
        assert_eq!(
            "2024-02-29".parse::<Date>().unwrap().to_string(),
            "2024-02-29"
        );
    }

    #[test]
    fn a_date_that_is_no_day_says_why_as_a_value() {
        let why = |text: &str| text.parse::<Date>().err();
        assert_eq!(
            why("2026-02-30"),
            Some(DateError::NoSuchDay {
                year: 2026,
                month: 2,
                day: 30,
                last: 28
            })
        );
        assert_eq!(
            why("2026-13-01"),
            Some(DateError::NoSuchMonth { month: 13 })
        );
        assert_eq!(
            why("1999-12-31"),
            Some(DateError::NoDailyDeals { year: 1999 })
        );
        assert_eq!(
            why("2026-1-28"),
            Some(DateError::NotADate {
                given: "2026-1-28".into()
            })
        );
    }
}

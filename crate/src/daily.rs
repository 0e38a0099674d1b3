//! The daily deal: one deal a day for each game, the same for every player
//! who names the same date, chosen from the date alone so that no server is
//! needed and every device agrees.
//!
//! For a date and a game's rules, candidate deals are drawn one after
//! another from [`SplitMix64`] seeded with the date and the game (see
//! [`daily_seed`]), each a number from 1 to 1,000,000. Each candidate is
//! graded ([`grade_deal`], as the page's difficulty grades deals) and the
//! first whose grade is the weekday's ([`target_grade`]: easy early in the
//! week, hard at the weekend) is the day's deal. After [`TRIES_FOR_GRADE`]
//! candidates of other grades, the first later candidate the solver wins,
//! of any grade, is taken: the daily deal is always one the solver has won.
//!
//! The grade of a candidate is the solver's, so a solver that searched
//! differently could choose another deal for the same date; a deal once
//! played is saved with its number, so a game in progress never changes.

use crate::deal::SplitMix64;
use crate::error::Error;
use crate::rules::{Game, Rules};
use crate::solver::{grade_deal, Grade, GRADE_MAX_NODES};

/// The first and last years a daily deal is chosen for.
pub const DAILY_YEARS: std::ops::RangeInclusive<i32> = 2000..=2999;

/// Candidates of other grades tried before any deal the solver wins will do.
pub const TRIES_FOR_GRADE: u32 = 40;

/// Candidates tried in all before giving up (never reached in practice: a
/// deal the solver wins is nearly every deal).
const MAX_TRIES: u32 = 1_000;

/// The highest deal number a daily deal is drawn from.
const DAILY_DEALS: usize = 1_000_000;

/// A calendar date, checked: a real day of the Gregorian calendar in
/// [`DAILY_YEARS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

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
    /// The date `year`-`month`-`day`, or `invalid_argument` saying why it
    /// is not one.
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, Error> {
        if !DAILY_YEARS.contains(&year) {
            return Err(Error::invalid_argument(format!(
                "daily deals are dated from the year {} to {}, not {year}",
                DAILY_YEARS.start(),
                DAILY_YEARS.end()
            )));
        }
        if !(1..=12).contains(&month) {
            return Err(Error::invalid_argument(format!(
                "a month is 1 to 12, not {month}"
            )));
        }
        let last = days_in_month(year, month);
        if !(1..=last).contains(&day) {
            return Err(Error::invalid_argument(format!(
                "{year:04}-{month:02} has days 1 to {last}, not {day}"
            )));
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
    type Err = Error;

    /// Reads `YYYY-MM-DD`, as the page's `?daily=` writes it.
    fn from_str(text: &str) -> Result<Date, Error> {
        let refuse = || {
            Error::invalid_argument(format!(
                "a date is written YYYY-MM-DD, such as 2026-11-28, not {text:?}"
            ))
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

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The grade a weekday's deal is chosen to have: Monday and Tuesday easy,
/// Wednesday to Friday medium, Saturday and Sunday hard (more time to play
/// at the weekend).
pub const fn target_grade(weekday: Weekday) -> Grade {
    match weekday {
        Weekday::Monday | Weekday::Tuesday => Grade::Easy,
        Weekday::Wednesday | Weekday::Thursday | Weekday::Friday => Grade::Medium,
        Weekday::Saturday | Weekday::Sunday => Grade::Hard,
    }
}

/// The seed of a date's candidates for a game: the date as the decimal
/// number YYYYMMDD, times 256, plus the game's place in [`Game::ALL`]
/// (FreeCell 0 … Seahaven Towers 6) times 16, plus its free cells.
pub fn daily_seed(date: Date, rules: Rules) -> u64 {
    let ymd = date.year as u64 * 10_000 + u64::from(date.month) * 100 + u64::from(date.day);
    let game = Game::ALL
        .iter()
        .position(|&g| g == rules.game())
        .expect("every game is in Game::ALL") as u64;
    ymd * 256 + game * 16 + rules.free_cells() as u64
}

/// The day's deal of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyDeal {
    pub date: Date,
    /// The deal number (a Microsoft deal, dealt as the game deals).
    pub deal: u64,
    /// Its grade: the weekday's, unless none of that grade turned up.
    pub grade: Grade,
    /// The grade the weekday asked for.
    pub target: Grade,
}

/// The daily deal of `rules` on `date` (see the module's doc).
pub fn daily_deal(date: Date, rules: Rules) -> Result<DailyDeal, Error> {
    let target = target_grade(date.weekday());
    let mut candidates = SplitMix64(daily_seed(date, rules));
    for tries in 1..=MAX_TRIES {
        let deal = 1 + candidates.below(DAILY_DEALS) as u64;
        let Some(grade) = grade_deal(rules, deal, GRADE_MAX_NODES)?.grade else {
            continue;
        };
        if grade == target || tries > TRIES_FOR_GRADE {
            return Ok(DailyDeal {
                date,
                deal,
                grade,
                target,
            });
        }
    }
    Err(Error::invalid_argument(format!(
        "no deal of {} the solver wins turned up for {date}",
        rules.title()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekdays_are_the_calendars() {
        let day = |text: &str| text.parse::<Date>().unwrap().weekday();
        assert_eq!(day("2000-01-01"), Weekday::Saturday);
        assert_eq!(day("2000-02-29"), Weekday::Tuesday);
        assert_eq!(day("2026-11-28"), Weekday::Saturday);
        assert_eq!(day("2026-03-02"), Weekday::Monday);
    }

    #[test]
    fn dates_that_are_not_days_are_refused_with_the_reason() {
        let reason = |text: &str| text.parse::<Date>().unwrap_err().message().to_owned();
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
}

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

use crate::date::{Date, Weekday};
use crate::deal::SplitMix64;
use crate::error::Error;
use crate::rules::{Game, Rules};
use crate::solver::{grade_deal, Grade, GRADE_MAX_NODES};

/// Candidates of other grades tried before any deal the solver wins will do.
pub const TRIES_FOR_GRADE: u32 = 40;

/// Candidates tried in all before giving up (never reached in practice: a
/// deal the solver wins is nearly every deal).
const MAX_TRIES: u32 = 1_000;

/// The highest deal number a daily deal is drawn from.
const DAILY_DEALS: usize = 1_000_000;

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
    let ymd = date.year() as u64 * 10_000 + u64::from(date.month()) * 100 + u64::from(date.day());
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

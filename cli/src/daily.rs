//! `freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]`:
//! plays a date's daily deal, today's (the machine's local date) when no
//! date is given. The deal is the page's: `freecell::daily_deal`, as wasm
//! `dailyDeal` asks it. A date that is no day with a daily deal is refused
//! with the engine's reason, a date after today as the page refuses it,
//! before any deal is chosen. `freecell deal --daily DATE` prints the
//! same deal.

use std::process::ExitCode;

use freecell::{daily_deal, Date, Rules};

use crate::args::{self, reason, Args, Command, UsageError};
use crate::game::Game;
use crate::play;
use crate::today::today;
use crate::words;

pub const COMMAND: Command = Command {
    name: "daily",
    usage: "freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]",
    help: "terminal-help-daily",
    options: play::OPTIONS,
};

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let options = play::options(&args);
    let date = match args.operands.as_slice() {
        [] => None,
        [date] => Some(date.as_str()),
        [_, extra, ..] => {
            return Err(reason(
                "terminal-usage-one-date",
                &[("extra", extra.as_str().into())],
            )
            .into())
        }
    };
    let (date, deal) = daily(date, rules)?;
    let (game, sent_home) = Game::new(deal, rules, options)?;
    Ok(play::start(game.with_daily(date), &sent_home))
}

/// The daily deal of `rules` on the date `text` names (today's when
/// `None`): the date and the deal number, or why there is none to play
/// yet. Also `freecell deal --daily DATE`'s.
pub fn daily(text: Option<&str>, rules: Rules) -> Result<(Date, u64), UsageError> {
    let today = today().map_err(words::unreadable_error)?;
    let date = match text {
        Some(text) => text.parse::<Date>().map_err(words::unreadable_error)?,
        None => today,
    };
    if date > today {
        return Err(reason(
            "terminal-daily-not-yet",
            &[("date", words::long_date(date).into())],
        )
        .into());
    }
    let daily = daily_deal(date, rules).map_err(|e| e.to_string())?;
    Ok((date, daily.deal))
}

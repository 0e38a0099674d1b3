//! `freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]`:
//! plays a date's daily deal, today's (the machine's local date) when no
//! date is given. The deal is the page's: `freecell::daily_deal`, as wasm
//! `dailyDeal` asks it. A date that is no day with a daily deal is refused
//! with the engine's reason, a date after today as the page refuses it,
//! before any deal is chosen.

use std::process::ExitCode;

use freecell::{daily_deal, Date, Error};

use crate::args::{self, reason, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::game::Game;
use crate::play;
use crate::today::today;
use crate::words;

pub const COMMAND: Command = Command {
    name: "daily",
    usage: "freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]",
    help: "terminal-help-daily",
    options: &[
        Opt::switch("--basic"),
        Opt::switch("--no-autoplay"),
        GAME,
        CELLS,
    ],
};

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let options = play::options(&args);
    let date = date(&args.operands)?;
    let daily = daily_deal(date, rules).map_err(|e| e.to_string())?;
    let (game, sent_home) = Game::new(daily.deal, rules, options)?;
    Ok(play::start(game.with_daily(date), &sent_home))
}

/// The date the operands name (today's when none), if it has a daily deal
/// open yet.
fn date(operands: &[String]) -> Result<Date, UsageError> {
    let today = today().map_err(unreadable)?;
    let date = match operands {
        [] => return Ok(today),
        [date] => date.parse::<Date>().map_err(unreadable)?,
        [_, extra, ..] => {
            return Err(reason(
                "terminal-usage-one-date",
                &[("extra", extra.as_str().into())],
            )
            .into())
        }
    };
    if date > today {
        return Err(reason(
            "terminal-daily-not-yet",
            &[("date", words::long_date(date).into())],
        )
        .into());
    }
    Ok(date)
}

/// A date the engine refused, in the player's words.
fn unreadable(e: Error) -> UsageError {
    match e.unreadable() {
        Some(why) => words::unreadable(why).into(),
        None => e.to_string().into(),
    }
}

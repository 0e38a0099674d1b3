//! The command line of every subcommand, read one way: each command states
//! its options ([`Command`]); [`Command::read`] sorts the words into
//! options and operands and refuses what the command does not know; the
//! readers below turn the words into deal numbers and rules. A bad command
//! line is a [`UsageError`], which `main` reports with the command's usage
//! and exit status 2. Every reason is a message of the catalogues
//! (`terminal-usage-…`, and the page's `refusal-…` for a value the engine
//! refuses), in the player's language.

use fluent_bundle::FluentValue;
use freecell::{ms_deal, Game, Rules, MAX_DEAL, MAX_FREE_CELLS};

use crate::words::{self, t};

/// A subcommand as the command line sees it.
pub struct Command {
    /// The word that names it: `deal`.
    pub name: &'static str,
    /// Its usage line: `freecell deal N [--columns] ...`.
    pub usage: &'static str,
    /// The catalogue's message `--help` prints (`terminal-help-deal`):
    /// options, notation and command lines stay as they are in every language.
    pub help: &'static str,
    /// The options it takes besides `-h`/`--help`.
    pub options: &'static [Opt],
}

/// An option: a switch (`--columns`), or one that takes a value
/// (`--game NAME`, also written `--game=NAME`).
pub struct Opt {
    pub name: &'static str,
    /// What the value is, for messages: the `$what` of the catalogue's
    /// `terminal-usage-needs` (`game`, `cells`, `positive`, `position`);
    /// `None` for a switch.
    pub value: Option<&'static str>,
}

impl Opt {
    pub const fn switch(name: &'static str) -> Opt {
        Opt { name, value: None }
    }

    pub const fn valued(name: &'static str, value: &'static str) -> Opt {
        Opt {
            name,
            value: Some(value),
        }
    }
}

/// `--game NAME` and `--cells K`, which every command that deals takes.
pub const GAME: Opt = Opt::valued("--game", "game");
pub const CELLS: Opt = Opt::valued("--cells", "cells");

/// A command line that asked for something the command does not do, or
/// gave it something it cannot read: the reason, in the player's words.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl<T: Into<String>> From<T> for UsageError {
    fn from(reason: T) -> UsageError {
        UsageError(reason.into())
    }
}

/// Message `id` of the catalogues with `pairs`, the reason of a refusal.
pub fn reason(id: &str, pairs: &[(&str, FluentValue)]) -> String {
    t(id, &words::args(pairs))
}

/// What a command line asked for.
#[derive(Debug)]
pub enum Asked {
    /// `-h` or `--help`, anywhere.
    Help,
    /// The command, with these arguments.
    Run(Args),
}

/// A command's arguments, sorted: the options given and the other words
/// (operands), each in the order given.
#[derive(Debug, Default)]
pub struct Args {
    switches: Vec<&'static str>,
    values: Vec<(&'static str, String)>,
    pub operands: Vec<String>,
}

impl Args {
    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    /// The value given to an option, if it was.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether an option was given at all, switch or valued.
    pub fn gave(&self, name: &str) -> bool {
        self.has(name) || self.value(name).is_some()
    }
}

impl Command {
    /// Sorts `words` (the words after the command's name) into options and
    /// operands. Unknown options, a switch given a value, a value missing or
    /// an option given twice with values are refused.
    pub fn read(&self, words: &[String]) -> Result<Asked, UsageError> {
        if words.iter().any(|w| is_help(w)) {
            return Ok(Asked::Help);
        }
        let mut args = Args::default();
        let mut words = words.iter();
        while let Some(word) = words.next() {
            if !is_option(word) {
                args.operands.push(word.clone());
                continue;
            }
            let (name, attached) = match word.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value)),
                _ => (word.as_str(), None),
            };
            let Some(opt) = self.options.iter().find(|o| o.name == name) else {
                return Err(
                    reason("terminal-usage-unknown-option", &[("option", name.into())]).into(),
                );
            };
            match (opt.value, attached) {
                (None, None) => args.switches.push(opt.name),
                (None, Some(_)) => {
                    return Err(
                        reason("terminal-usage-no-value", &[("option", name.into())]).into(),
                    )
                }
                (Some(what), attached) => {
                    // A value of its own, or the next word unless that is
                    // another option (`--game --cells 2` forgot the name).
                    let value = match attached {
                        Some(value) => Some(value.to_string()),
                        None => words.next().filter(|w| !w.starts_with("--")).cloned(),
                    };
                    let value = value.filter(|v| !v.is_empty()).ok_or_else(|| {
                        reason(
                            "terminal-usage-needs",
                            &[("option", name.into()), ("what", what.into())],
                        )
                    })?;
                    if args.value(opt.name).is_some() {
                        return Err(
                            reason("terminal-usage-twice", &[("option", name.into())]).into()
                        );
                    }
                    args.values.push((opt.name, value));
                }
            }
        }
        Ok(Asked::Run(args))
    }
}

/// Whether a word asks for help.
fn is_help(word: &str) -> bool {
    matches!(word, "-h" | "--help")
}

/// Whether a word is an option (`--basic`, `-x`) rather than an operand.
/// `-5` is taken for a (bad) number, so that the number reader explains it.
fn is_option(word: &str) -> bool {
    word.starts_with("--")
        || (word.starts_with('-')
            && word.len() > 1
            && !word[1..].chars().all(|c| c.is_ascii_digit()))
}

/// Reads a Microsoft deal number. Which numbers exist is the library's
/// answer (`ms_deal` refuses the others), not a range kept here.
pub fn deal_number(text: &str) -> Result<u64, String> {
    // Deal numbers as text: a number would be written with the language's separators.
    let max = || FluentValue::from(MAX_DEAL.to_string());
    let n: u64 = text.parse().map_err(|_| {
        reason(
            "terminal-usage-not-a-deal",
            &[("given", text.into()), ("max", max())],
        )
    })?;
    ms_deal(n).map_err(|_| {
        reason(
            "refusal-deal-range",
            &[("given", n.to_string().into()), ("max", max())],
        )
    })?;
    Ok(n)
}

/// The one deal number among the operands, if any.
pub fn one_deal(operands: &[String]) -> Result<Option<u64>, UsageError> {
    match operands {
        [] => Ok(None),
        [deal] => Ok(Some(deal_number(deal)?)),
        [_, extra, ..] => Err(reason(
            "terminal-usage-one-deal",
            &[("extra", extra.as_str().into())],
        )
        .into()),
    }
}

/// The game that `--game` and `--cells` choose: the named game (FreeCell
/// when none is named) with its own number of free cells unless `--cells`
/// gives another. Which names and counts exist is the library's answer.
pub fn rules(args: &Args) -> Result<Rules, UsageError> {
    let game = match args.value(GAME.name) {
        Some(name) => name.parse::<Game>().map_err(|_| {
            let games = Game::ALL.map(Game::name).join(", ");
            reason(
                "terminal-usage-unknown-game",
                &[("given", name.trim().into()), ("games", games.into())],
            )
        })?,
        None => Game::FreeCell,
    };
    let rules = game.rules();
    let Some(cells) = args.value(CELLS.name) else {
        return Ok(rules);
    };
    let count: usize = cells.parse().map_err(|_| {
        reason(
            "terminal-usage-cells",
            &[("given", cells.into()), ("max", MAX_FREE_CELLS.into())],
        )
    })?;
    Ok(rules.with_free_cells(count).map_err(|_| {
        reason(
            "refusal-cells-range",
            &[
                ("given", count.to_string().into()),
                ("max", MAX_FREE_CELLS.into()),
            ],
        )
    })?)
}

/// The options that choose a game, as they would be typed to play this
/// game again: empty for FreeCell, ` --game seahaven`, ` --cells 2`.
pub fn rules_as_options(rules: Rules) -> String {
    let mut options = String::new();
    if rules.game() != Game::FreeCell {
        options.push_str(&format!(" --game {}", rules.game().name()));
    }
    if !rules.has_own_free_cells() {
        options.push_str(&format!(" --cells {}", rules.free_cells()));
    }
    options
}

/// The most deals one command takes: ten million take days of CPU to
/// solve, and their reports (kept for the summary) a gigabyte; the two
/// billion of `1..2147483647` would want hundreds of gigabytes.
pub const MAX_DEALS: u64 = 10_000_000;

/// Reads `617`, `1..32000` or `1..100,617`: at most [`MAX_DEALS`] deals.
pub fn deal_list(spec: &str) -> Result<Vec<u64>, String> {
    let number = |s: &str| deal_number(s.trim());
    let mut parts = Vec::new();
    for part in spec.split(',') {
        match part.split_once("..") {
            Some((a, b)) => {
                let (a, b) = (number(a)?, number(b)?);
                if a > b {
                    return Err(reason(
                        "terminal-usage-empty-range",
                        &[("range", part.into())],
                    ));
                }
                parts.push(a..=b);
            }
            None => {
                let n = number(part)?;
                parts.push(n..=n);
            }
        }
    }
    let count: u64 = parts.iter().map(|r| r.end() - r.start() + 1).sum();
    if count > MAX_DEALS {
        return Err(reason(
            "terminal-usage-too-many-deals",
            &[
                ("spec", spec.into()),
                ("count", count.to_string().into()),
                ("max", MAX_DEALS.to_string().into()),
            ],
        ));
    }
    Ok(parts.into_iter().flatten().collect())
}

/// The deals of all the operands (`1..100 617` is `1..100,617`), read as
/// one list.
pub fn deals(operands: &[String]) -> Result<Vec<u64>, String> {
    if operands.is_empty() {
        return Ok(Vec::new());
    }
    deal_list(&operands.join(","))
}

/// The value of an option that takes a positive whole number, if given.
pub fn positive(args: &Args, name: &str) -> Result<Option<u64>, UsageError> {
    let Some(text) = args.value(name) else {
        return Ok(None);
    };
    match text.parse::<u64>() {
        Ok(n) if n > 0 => Ok(Some(n)),
        _ => Err(reason(
            "terminal-usage-positive",
            &[("option", name.into()), ("given", text.into())],
        )
        .into()),
    }
}

/// `--threads N`, or every core when it is not given.
pub fn threads(args: &Args) -> Result<usize, UsageError> {
    Ok(match positive(args, "--threads")? {
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_lists_read_numbers_ranges_and_commas() {
        assert_eq!(deal_list("617").unwrap(), vec![617]);
        assert_eq!(deal_list("1..3,7").unwrap(), vec![1, 2, 3, 7]);
        assert!(deal_list("0").is_err());
        assert!(deal_list("5..3").is_err());
        assert!(deal_list("x").is_err());
        assert!(deal_list("1..x").is_err());
        assert!(deal_list("2147483648").is_err());
        assert_eq!(deal_list("1..10000000").unwrap().len(), 10_000_000);
        assert!(deal_list("1..10000001")
            .unwrap_err()
            .contains("at most 10000000"));
        assert!(deal_list("1..2147483647").is_err());
    }

    const TEST: Command = Command {
        name: "test",
        usage: "freecell test",
        help: "",
        options: &[Opt::switch("--fast"), GAME, CELLS],
    };

    fn read(words: &[&str]) -> Result<Asked, UsageError> {
        TEST.read(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    fn args(words: &[&str]) -> Args {
        match read(words) {
            Ok(Asked::Run(args)) => args,
            other => panic!("{words:?}: {other:?}"),
        }
    }

    fn refusal(words: &[&str]) -> String {
        match read(words) {
            Err(UsageError(reason)) => reason,
            other => panic!("{words:?} was not refused: {other:?}"),
        }
    }

    #[test]
    fn options_and_operands_are_sorted_in_any_order() {
        let a = args(&["1", "--fast", "--game", "seahaven", "--cells=2", "-3"]);
        assert!(a.has("--fast"));
        assert_eq!(a.value("--game"), Some("seahaven"));
        assert_eq!(a.value("--cells"), Some("2"));
        assert_eq!(a.operands, ["1", "-3"]);
        assert!(!args(&["1"]).gave("--fast"));
    }

    #[test]
    fn help_is_asked_anywhere() {
        assert!(matches!(read(&["1", "--nope", "-h"]), Ok(Asked::Help)));
        assert!(matches!(read(&["--help"]), Ok(Asked::Help)));
    }

    #[test]
    fn bad_options_are_named() {
        assert_eq!(refusal(&["--slow"]), "unknown option '--slow'");
        assert_eq!(refusal(&["-x"]), "unknown option '-x'");
        assert_eq!(refusal(&["--fast=yes"]), "--fast takes no value");
        assert!(refusal(&["--game"]).starts_with("--game needs a game's name"));
        assert!(refusal(&["--game", "--cells", "2"]).starts_with("--game needs"));
        assert!(refusal(&["--game="]).starts_with("--game needs"));
        assert_eq!(
            refusal(&["--game", "a", "--game=b"]),
            "--game is given twice"
        );
    }

    #[test]
    fn reads_deal_numbers_in_the_microsoft_range() {
        assert_eq!(deal_number("1"), Ok(1));
        assert_eq!(deal_number("2147483647"), Ok(2_147_483_647));
        for bad in [
            "0",
            "2147483648",
            "abc",
            "",
            "-3",
            "1.5",
            "99999999999999999999",
        ] {
            let err = deal_number(bad).unwrap_err();
            assert!(err.contains("2147483647"), "{bad}: {err}");
        }
    }

    #[test]
    fn one_deal_at_a_time() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(one_deal(&words(&["7"])), Ok(Some(7)));
        assert_eq!(one_deal(&words(&[])), Ok(None));
        assert!(one_deal(&words(&["1", "2"]))
            .unwrap_err()
            .0
            .contains("'2' is one too many"));
    }

    #[test]
    fn games_and_cell_counts_come_from_the_library() {
        assert_eq!(rules(&args(&[])).unwrap(), Rules::default());
        let seahaven = rules(&args(&["--game", "seahaven"])).unwrap();
        assert_eq!(seahaven, Game::Seahaven.rules());
        let two = rules(&args(&["--cells", "2"])).unwrap();
        assert_eq!(two.free_cells(), 2);
        assert_eq!(two.game(), Game::FreeCell);
        let spider = rules(&args(&["--game", "spider"])).unwrap_err().0;
        assert!(
            spider.contains("'spider'") && spider.contains("seahaven"),
            "{spider}"
        );
        let nine = rules(&args(&["--cells", "9"])).unwrap_err().0;
        assert!(nine.contains("0 to 8") && nine.contains('9'), "{nine}");
        let word = rules(&args(&["--cells", "two"])).unwrap_err().0;
        assert!(word.contains("'two'") && word.contains("0 to 8"), "{word}");
    }

    #[test]
    fn rules_are_written_back_as_the_options_that_chose_them() {
        for words in [
            &[][..],
            &["--game", "seahaven"],
            &["--cells", "2"],
            &["--game", "eight-off", "--cells", "0"],
        ] {
            let chosen = rules(&args(words)).unwrap();
            assert_eq!(rules_as_options(chosen), {
                let mut s = String::new();
                for w in words {
                    s.push(' ');
                    s.push_str(w);
                }
                s
            });
        }
        // The game's own count is not written.
        assert_eq!(
            rules_as_options(Game::EightOff.rules()),
            " --game eight-off"
        );
    }
}

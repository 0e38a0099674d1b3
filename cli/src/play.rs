//! `freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]`:
//! reads the arguments and starts a game; `session` plays it.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::{self, IsTerminal};
use std::process::ExitCode;

use freecell::{Card, SplitMix64};

use crate::args::{self, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::game::{Game, Options};
use crate::out;
use crate::session::{self, Terminal};
use crate::style::Style;

/// The options of a game played here (`play` and `daily`).
pub const OPTIONS: &[Opt] = &[
    Opt::switch("--basic"),
    Opt::switch("--no-autoplay"),
    GAME,
    CELLS,
];

pub const COMMAND: Command = Command {
    name: "play",
    usage: "freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]",
    help: "terminal-help-play",
    options: OPTIONS,
};

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let options = options(&args);
    let deal = args::one_deal(&args.operands)?.unwrap_or_else(random_deal);
    let (game, sent_home) = Game::new(deal, rules, options)?;
    Ok(start(game, &sent_home))
}

/// The choices `--basic` and `--no-autoplay` make (`play` and `daily`).
pub fn options(args: &Args) -> Options {
    Options {
        basic: args.has("--basic"),
        autoplay: !args.has("--no-autoplay"),
    }
}

/// Plays `game` in this terminal to its end; `sent_home` are the cards
/// autoplay took as they were dealt.
pub fn start(game: Game, sent_home: &[Card]) -> ExitCode {
    let terminal = Terminal {
        style: Style::for_stdout(),
        // Redraw in place only on a real screen; piped output stays a
        // transcript.
        clear_screen: io::stdout().is_terminal(),
        // Moves read from a pipe are not echoed by a terminal, so the
        // transcript shows them itself.
        echo_input: !io::stdin().is_terminal(),
    };
    let mut input = io::stdin().lock();
    session::play(game, sent_home, terminal, &mut input, &mut out::stdout())
        .unwrap_or_else(|e| out::failed(&e))
}

/// A deal among the million Windows numbers them to, from the operating
/// system's random seed.
fn random_deal() -> u64 {
    let mut rng = SplitMix64(RandomState::new().build_hasher().finish());
    rng.below(1_000_000) as u64 + 1
}

//! `freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]`:
//! reads the arguments and starts a game; `session` plays it.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::{self, IsTerminal};
use std::process::ExitCode;

use freecell::SplitMix64;

use crate::args::{self, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::game::{Game, Options};
use crate::session::{self, Terminal};
use crate::style::Style;

pub const COMMAND: Command = Command {
    name: "play",
    usage: "freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]",
    help: HELP,
    options: &[
        Opt::switch("--basic"),
        Opt::switch("--no-autoplay"),
        GAME,
        CELLS,
    ],
};

const HELP: &str = "\
freecell play: play FreeCell, or a game of its family, in the terminal

usage: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

Plays deal N (1 to 2147483647). Without N a deal from 1 to 1000000 is
picked at random; its number is shown, so the game can be played again
with freecell play N.

  --basic         basic FreeCell: every move carries one card (a run of
                  cards is moved card by card through the free cells)
  --no-autoplay   leave every card for you to send to the foundations (to
                  type a solution of freecell solve, which writes every
                  move to a foundation)
  --game NAME     the game (default freecell; freecell games lists them:
                  bakers-game, eight-off, seahaven, ...)
  --cells K       its number of free cells, 0 to 8 (default: the game's own)
  -h, --help      this help

The screen shows the free cells (a-d in FreeCell), the four foundations,
the cascades (1-8 in FreeCell; the bottom card of each at the top of the
screen) and the move number. Cards are the rank (A 2-9 T J Q K) then the
suit (C D H S).

Type a move, from then to, and press Enter:
  3a      cascade 3's top card to free cell a
  a6      free cell a's card to cascade 6
  3h      cascade 3's top card to its foundation (ah: from free cell a)
  36      from cascade 3 onto cascade 6: the card, or the run of cards,
          that fits there
  36/4    four cards from cascade 3 onto cascade 6 when 6 is empty
A tenth cascade (Seahaven Towers) is 0; free cells are lettered from a,
skipping h, which is the foundations': Eight Off's eight are a-g and i.
And the commands:
  u  undo the last move      r  redo a move undone
  ?  help                    q  quit

A move the rules do not allow is refused, with the reason, and nothing
changes.
After each move, cards that can no longer be needed on the cascades go to
the foundations by themselves (autoplay: 2H to the foundation); undo takes
back a move with the autoplay that followed it.

Moves can be piped in, one a line: printf '3a\\n36\\n' | freecell play 1.
Colour is used when the output is a terminal and NO_COLOR is not set.
Exit status: 0 when the game ends (won, quit or end of input), 2 for bad
arguments.

examples:
  freecell play 617
  freecell play 1 --game seahaven
  freecell play --cells 2
";

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let options = Options {
        basic: args.has("--basic"),
        autoplay: !args.has("--no-autoplay"),
    };
    let deal = args::one_deal(&args.operands)?.unwrap_or_else(random_deal);
    let (game, sent_home) = Game::new(deal, rules, options)?;
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
    let mut output = io::stdout().lock();
    // A write error means standard output was closed: nobody is watching.
    Ok(
        session::play(game, &sent_home, terminal, &mut input, &mut output)
            .unwrap_or(ExitCode::FAILURE),
    )
}

/// A deal among the million Windows numbers them to, from the operating
/// system's random seed.
fn random_deal() -> u64 {
    let mut rng = SplitMix64(RandomState::new().build_hasher().finish());
    rng.below(1_000_000) as u64 + 1
}

//! The `freecell` command: print deals, play in a terminal, solve deals and
//! positions, list the games. Each subcommand lives in its own module and
//! states its options; `args` reads every command line the same way.

mod args;
mod clock;
mod deal;
mod game;
mod games;
mod grade;
mod out;
mod play;
mod pool;
mod screen;
mod session;
mod solve;
mod style;

use std::process::ExitCode;

use args::{Args, Asked, Command, UsageError};
use out::{err, errln, out};

const HELP: &str = "\
freecell: FreeCell and its family in a terminal

usage:
  freecell deal N [--columns]                  print deal N
  freecell play [N] [--basic] [--no-autoplay]  play deal N (random when absent)
  freecell solve N|A..B|A,B,...                solve deals
  freecell solve --position TEXT               solve a position
  freecell grade N|A..B|A,B,...                how hard deals are
  freecell games                               list the games
  freecell <command> --help                    more about a command

deal, play, solve and grade take --game NAME (freecell, bakers-game, eight-off,
seahaven, ...; freecell games lists them) and --cells K (0 to 8 free cells);
the default is FreeCell with its 4 free cells.

Deals are the Microsoft numbered deals, 1 to 2147483647, dealt as each game
deals (PySolFC's numbering). Cards are written rank then suit (7H, TC); moves
in the standard notation (3a, a6, 3h, 36, 36/4; 0 is a tenth cascade, and
free cells are lettered a-g, then i).
";

/// A command's run, given its arguments: the exit status, or why the
/// command line is wrong.
type Run = fn(Args) -> Result<ExitCode, UsageError>;

const COMMANDS: [(&Command, Run); 5] = [
    (&deal::COMMAND, deal::run),
    (&play::COMMAND, play::run),
    (&solve::COMMAND, solve::run),
    (&grade::COMMAND, grade::run),
    (&games::COMMAND, games::run),
];

fn main() -> ExitCode {
    // A word that is not UTF-8 is read as text with U+FFFD in it, which no
    // command takes, rather than a panic.
    let words: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let Some((name, rest)) = words.split_first() else {
        err!("{HELP}");
        return ExitCode::from(2);
    };
    let find = |name: &str| COMMANDS.iter().find(|(c, _)| c.name == name);
    if matches!(name.as_str(), "-h" | "--help" | "help") {
        // `freecell help solve` is `freecell solve --help`.
        match rest.first().and_then(|n| find(n)) {
            Some((command, _)) => out!("{}", command.help),
            None => out!("{HELP}"),
        }
        return ExitCode::SUCCESS;
    }
    let Some(&(command, run)) = find(name) else {
        errln!("freecell: unknown command '{name}'\n\n{HELP}");
        return ExitCode::from(2);
    };
    let ran = command.read(rest).and_then(|asked| match asked {
        Asked::Help => {
            out!("{}", command.help);
            Ok(ExitCode::SUCCESS)
        }
        Asked::Run(args) => run(args),
    });
    ran.unwrap_or_else(|UsageError(reason)| {
        // The reason, the usage line, where to read more; exit status 2,
        // the usual status for a command used wrongly.
        errln!(
            "freecell {}: {reason}\nusage: {}\n(freecell {} --help says more)",
            command.name,
            command.usage,
            command.name
        );
        ExitCode::from(2)
    })
}

//! The `freecell` command: print Microsoft deals, play in a terminal, and
//! solve deals. Each subcommand lives in its own module.

mod args;
mod deal;
mod game;
mod play;
mod screen;
mod session;
mod solve;
mod style;

use std::process::ExitCode;

const HELP: &str = "\
freecell: FreeCell in a terminal

usage:
  freecell deal N [--columns]                  print Microsoft deal N
  freecell play [N] [--basic] [--no-autoplay]  play deal N (random when absent)
  freecell solve N|A..B|A,B,...                solve deals
  freecell <command> --help                    more about a command

Deals are the Microsoft numbered deals, 1 to 2147483647. Cards are written
rank then suit (7H, TC); moves in the standard notation (3a, a6, 3h, 36, 36/4).
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprint!("{HELP}");
        return ExitCode::from(2);
    };
    match command.as_str() {
        "deal" => deal::run(rest),
        "play" => play::run(rest),
        "solve" => solve::run(rest),
        "-h" | "--help" | "help" => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        other => {
            eprintln!("freecell: unknown command '{other}'\n\n{HELP}");
            ExitCode::from(2)
        }
    }
}

//! The `freecell` command: print deals, play in a terminal (a numbered
//! deal or a date's daily deal), solve deals and positions, list the games. Each subcommand lives in its own module and
//! states its options; `args` reads every command line the same way.

mod args;
mod clock;
mod daily;
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
mod today;
mod words;

use std::process::ExitCode;

use args::{Args, Asked, Command, UsageError};
use out::{err, errln, out};
use words::{t, t0};

/// A command's run, given its arguments: the exit status, or why the
/// command line is wrong.
type Run = fn(Args) -> Result<ExitCode, UsageError>;

const COMMANDS: [(&Command, Run); 6] = [
    (&deal::COMMAND, deal::run),
    (&play::COMMAND, play::run),
    (&daily::COMMAND, daily::run),
    (&solve::COMMAND, solve::run),
    (&grade::COMMAND, grade::run),
    (&games::COMMAND, games::run),
];

fn main() -> ExitCode {
    // A word that is not UTF-8 is read as text with U+FFFD in it, which no
    // command takes, rather than a panic.
    let mut words: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    // `--lang LANG` (anywhere) chooses the language over the environment's.
    if let Some(at) = words.iter().position(|w| w == "--lang") {
        let asked = words.get(at + 1).cloned().unwrap_or_default();
        let Some(lang) = words::language_named(&asked) else {
            let refused = t(
                "terminal-usage-lang",
                &words::args(&[
                    ("languages", words::LANGUAGES.join(", ").into()),
                    ("given", asked.as_str().into()),
                ]),
            );
            errln!("freecell: {refused}");
            return ExitCode::from(2);
        };
        words::set_language(lang);
        words.drain(at..at + 2);
    }
    let help = t0("terminal-help");
    let Some((name, rest)) = words.split_first() else {
        err!("{help}\n");
        return ExitCode::from(2);
    };
    let find = |name: &str| COMMANDS.iter().find(|(c, _)| c.name == name);
    if matches!(name.as_str(), "-h" | "--help" | "help") {
        // `freecell help solve` is `freecell solve --help`.
        match rest.first().and_then(|n| find(n)) {
            Some((command, _)) => out!("{}\n", t0(command.help)),
            None => out!("{help}\n"),
        }
        return ExitCode::SUCCESS;
    }
    let Some(&(command, run)) = find(name) else {
        let unknown = t(
            "terminal-unknown-command",
            &words::args(&[("command", name.into())]),
        );
        errln!("freecell: {unknown}\n\n{help}");
        return ExitCode::from(2);
    };
    let ran = command.read(rest).and_then(|asked| match asked {
        Asked::Help => {
            out!("{}\n", t0(command.help));
            Ok(ExitCode::SUCCESS)
        }
        Asked::Run(args) => run(args),
    });
    ran.unwrap_or_else(|UsageError(reason)| {
        // The reason, the usage line, where to read more; exit status 2,
        // the usual status for a command used wrongly.
        let more = t(
            "terminal-more-help",
            &words::args(&[("command", command.name.into())]),
        );
        errln!(
            "freecell {}: {reason}\n{}: {}\n{more}",
            command.name,
            t0("terminal-usage"),
            command.usage,
        );
        ExitCode::from(2)
    })
}

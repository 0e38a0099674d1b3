//! `freecell games`: lists the games of the family that the other commands
//! play, one line each.

use std::process::ExitCode;

use freecell::Game;

use crate::args::{Args, Command, UsageError};
use crate::out;
use crate::words::{self, args, t};

pub const COMMAND: Command = Command {
    name: "games",
    usage: "freecell games",
    help: "terminal-help-games",
    options: &[],
};

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    if let Some(word) = args.operands.first() {
        let given = words::args(&[("word", word.as_str().into())]);
        return Err(t("terminal-usage-no-arguments", &given).into());
    }
    Ok(out::lines(&lines()))
}

/// The list, in columns: `seahaven  Seahaven Towers  4 cells, 10 cascades  ...`,
/// the sizes and the summary in the player's language (the catalogue's
/// `terminal-games-sizes` and `terminal-game-summary-<game>`).
fn lines() -> Vec<String> {
    let rows = Game::ALL.map(|game| {
        let rules = game.rules();
        let sizes = t(
            "terminal-games-sizes",
            &args(&[
                ("cells", rules.free_cells().into()),
                ("cascades", rules.cascades().into()),
            ]),
        );
        [game.name().to_string(), game.title().to_string(), sizes]
    });
    // Widths in characters, not bytes: the sizes may be "4 cellules libres".
    let width = |column: usize| {
        rows.iter()
            .map(|r| r[column].chars().count())
            .max()
            .unwrap_or(0)
    };
    let (w0, w1, w2) = (width(0), width(1), width(2));
    rows.iter()
        .zip(Game::ALL)
        .map(|([name, title, sizes], game)| {
            let summary = t(
                &format!("terminal-game-summary-{}", game.name()),
                &args(&[]),
            );
            format!("{name:w0$}  {title:w1$}  {sizes:w2$}  {summary}")
        })
        .collect()
}

//! The conversation with the player: draw the position, read a line, answer
//! it, until the game is won, the player quits or the input ends.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use fluent_bundle::{FluentArgs, FluentValue};
use freecell::{Card, Rules};

use crate::args;
use crate::game::{Game, NotPlayed};
use crate::out;
use crate::screen;
use crate::style::Style;
use crate::words::{self, t, t0};

/// What the program knows about where it is talking.
#[derive(Clone, Copy, Debug)]
pub struct Terminal {
    pub style: Style,
    /// Redraw the screen in place instead of printing it again below.
    pub clear_screen: bool,
    /// Write each line read after the prompt, as a terminal would have.
    pub echo_input: bool,
}

/// What a line typed at the prompt asks for.
enum Command<'a> {
    Nothing,
    Move(&'a str),
    Undo,
    Redo,
    Help,
    Quit,
}

impl<'a> Command<'a> {
    fn read(line: &'a str) -> Command<'a> {
        let line = line.trim();
        match line.to_ascii_lowercase().as_str() {
            "" => Command::Nothing,
            "u" | "undo" => Command::Undo,
            "r" | "redo" => Command::Redo,
            "?" | "h" | "help" => Command::Help,
            "q" | "quit" | "exit" => Command::Quit,
            _ => Command::Move(line),
        }
    }
}

const CLEAR: &str = "\x1b[H\x1b[2J";
const PROMPT: &str = "move> ";

/// Plays `game` to its end. `sent_home` are the cards autoplay took as the
/// cards were dealt. Errors are only those of reading and writing.
pub fn play(
    mut game: Game,
    sent_home: &[Card],
    terminal: Terminal,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let style = terminal.style;
    let mut notes = vec![opening_note(&game)];
    notes.extend(autoplay_notes(sent_home, style));
    loop {
        if terminal.clear_screen {
            write!(out, "{CLEAR}")?;
        }
        write!(
            out,
            "{}",
            screen::render(game.board(), &heading(&game), style)
        )?;
        for note in notes.drain(..) {
            writeln!(out, "{note}")?;
        }
        if game.is_won() {
            writeln!(out, "{}", t("terminal-won", &game_args(&game)))?;
            return Ok(ExitCode::SUCCESS);
        }
        // Ask until a line changes the position; then draw it again.
        loop {
            write!(out, "{PROMPT}")?;
            out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(out)?;
                writeln!(out, "{}", t("terminal-end-of-input", &leaving_args(&game)))?;
                return Ok(ExitCode::SUCCESS);
            };
            if terminal.echo_input {
                writeln!(out, "{}", line.trim_end())?;
            }
            let answer = match Command::read(&line) {
                Command::Nothing => continue,
                Command::Quit => {
                    writeln!(out, "{}", t("terminal-quit", &leaving_args(&game)))?;
                    return Ok(ExitCode::SUCCESS);
                }
                Command::Help => {
                    write!(out, "{}", in_game_help(&game))?;
                    continue;
                }
                Command::Undo => match game.undo() {
                    Ok(()) => Ok(vec![t("terminal-undone", &game_args(&game))]),
                    Err(_) => Err(t0("terminal-nothing-to-undo")),
                },
                Command::Redo => match game.redo() {
                    Ok(()) => Ok(vec![t("terminal-redone", &game_args(&game))]),
                    Err(_) => Err(t0("terminal-nothing-to-redo")),
                },
                Command::Move(text) => game
                    .play(text)
                    .map(|sent| autoplay_notes(&sent, style))
                    .map_err(|why| not_played(&game, text, why)),
            };
            match answer {
                Ok(said) => {
                    notes = said;
                    break;
                }
                Err(reason) => writeln!(out, "{reason}")?,
            }
        }
    }
}

/// One line of input without its line ending, or `None` at the end of the
/// input. Bytes that are not UTF-8 become U+FFFD and then an unreadable move,
/// rather than an error that would end the game.
fn read_line(input: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes).map_err(out::unread)? == 0 {
        return Ok(None);
    }
    let line = String::from_utf8_lossy(&bytes);
    Ok(Some(line.trim_end_matches(['\n', '\r']).to_string()))
}

/// The arguments every message about the game takes: the deal (as it
/// is, not as a number of the language), the date of a daily deal (in
/// the language's words), the game when it is not
/// standard FreeCell, the moves made, and whether it is basic.
fn game_args(game: &Game) -> FluentArgs<'static> {
    let rules = game.rules();
    let mut a = FluentArgs::new();
    a.set("deal", game.deal().to_string());
    match game.daily() {
        Some(date) => {
            a.set("daily", "yes");
            a.set("date", words::long_date(date));
        }
        None => a.set("daily", "no"),
    }
    a.set("standard", if rules.is_standard() { "yes" } else { "no" });
    a.set("title", words::title(rules));
    a.set("moves", game.moves_made());
    a.set("basic", if game.options().basic { "yes" } else { "no" });
    a
}

/// The deal and the move number, so it can be played again; the variant
/// when it is not the usual one.
fn heading(game: &Game) -> String {
    t("terminal-heading", &game_args(game))
}

/// The command that deals this game again: a daily deal by its date.
fn replay_command(game: &Game) -> String {
    let options = game.options();
    let deal = match game.daily() {
        Some(date) => format!("daily {date}"),
        None => format!("play {}", game.deal()),
    };
    format!(
        "freecell {deal}{}{}{}",
        args::rules_as_options(game.rules()),
        if options.basic { " --basic" } else { "" },
        if options.autoplay {
            ""
        } else {
            " --no-autoplay"
        }
    )
}

/// The piles' names in the notation, for `terminal-piles`: `cascades 1-9, 0,
/// free cells a-d, foundations h` (the library's `name_range`).
fn add_pile_names(a: &mut FluentArgs<'static>, rules: Rules) {
    a.set("cascades", rules.cascades());
    a.set(
        "cascadeNames",
        freecell::name_range(rules.cascades(), Rules::cascade_char),
    );
    a.set("cells", rules.free_cells());
    a.set(
        "cellNames",
        freecell::name_range(rules.free_cells(), Rules::free_cell_char),
    );
}

/// A move to show as an example: to a free cell where there is one.
fn example_move(rules: Rules) -> &'static str {
    if rules.free_cells() > 0 {
        "3a"
    } else {
        "36"
    }
}

/// The game's rules (`freecell::explain`) in the player's words, under
/// its title. `basic`: every move carries one card, whatever the rules let
/// a run do, so the last sentence (how runs move) says that instead.
fn rules_summary(rules: Rules, basic: bool) -> String {
    let mut lines: Vec<String> = freecell::explain(rules).iter().map(words::rule).collect();
    if basic {
        *lines.last_mut().expect("the rules end with how runs move") = t0("rule-basic-runs");
    }
    format!("{}:\n  {}", words::title(rules), lines.join("\n  "))
}

/// Why a move typed was not played, in the player's words.
fn not_played(game: &Game, text: &str, why: NotPlayed) -> String {
    match why {
        NotPlayed::Refused(refusal) => words::refusal(&refusal),
        NotPlayed::Basic { count } => t(
            "terminal-basic-run",
            &words::args(&[
                ("move", FluentValue::from(text.trim().to_string())),
                ("count", FluentValue::from(count)),
            ]),
        ),
        NotPlayed::Unreadable => {
            let mut a = FluentArgs::new();
            a.set("move", text.trim().to_string());
            a.set("example", example_move(game.rules()));
            add_pile_names(&mut a, game.rules());
            t("terminal-not-a-move", &a)
        }
    }
}

fn autoplay_notes(cards: &[Card], style: Style) -> Vec<String> {
    cards
        .iter()
        .map(|&card| {
            t(
                "terminal-autoplay",
                &words::args(&[("card", FluentValue::from(style.card(card)))]),
            )
        })
        .collect()
}

fn opening_note(game: &Game) -> String {
    let rules = game.rules();
    let mut a = game_args(game);
    a.set("example", example_move(rules));
    a.set("command", replay_command(game));
    add_pile_names(&mut a, rules);
    t("terminal-opening", &a)
}

/// The arguments of the notes said when the player leaves the game.
fn leaving_args(game: &Game) -> FluentArgs<'static> {
    let mut a = game_args(game);
    a.set("command", replay_command(game));
    a
}

fn in_game_help(game: &Game) -> String {
    let rules = game.rules();
    let options = game.options();
    let mut a = FluentArgs::new();
    add_pile_names(&mut a, rules);
    let mut help = format!("{}\n", t("terminal-help-intro", &a));
    let example = |notation: &str, id: &str| format!("  {notation:<6}{}\n", t0(id));
    if rules.free_cells() > 0 {
        help.push_str(&example("3a", "terminal-help-to-cell"));
        help.push_str(&example("a6", "terminal-help-from-cell"));
    }
    help.push_str(&example("3h", "terminal-help-home"));
    help.push_str(&example("36", "terminal-help-onto"));
    if options.basic {
        help.push_str(&format!("  {}\n", t0("terminal-help-basic")));
    } else {
        help.push_str(&example("36/4", "terminal-help-run"));
    }
    help.push_str(&rules_summary(rules, options.basic));
    help.push('\n');
    a.set("autoplay", if options.autoplay { "on" } else { "off" });
    help.push_str(&t("terminal-help-autoplay", &a));
    help.push('\n');
    help.push_str(&t0("terminal-help-commands"));
    help.push('\n');
    help
}

#[cfg(test)]
mod tests {
    use super::*;
    use freecell::Game as Named;

    #[test]
    fn pile_names_follow_the_board() {
        words::set_language("en");
        let piles = |rules: Rules| {
            let mut a = FluentArgs::new();
            add_pile_names(&mut a, rules);
            t("terminal-piles", &a)
        };
        assert_eq!(
            piles(Rules::default()),
            "cascades 1-8, free cells a-d, foundations h"
        );
        assert_eq!(
            piles(Named::Seahaven.rules()),
            "cascades 1-9, 0, free cells a-d, foundations h"
        );
        assert_eq!(
            piles(Named::EightOff.rules()),
            "cascades 1-8, free cells a-g, i, foundations h"
        );
        let cells = |n| Rules::default().with_free_cells(n).unwrap();
        assert_eq!(
            piles(cells(0)),
            "cascades 1-8, no free cells, foundations h"
        );
        assert_eq!(piles(cells(1)), "cascades 1-8, free cell a, foundations h");
        assert_eq!(
            piles(cells(7)),
            "cascades 1-8, free cells a-g, foundations h"
        );
    }
}

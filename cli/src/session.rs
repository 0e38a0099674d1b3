//! The conversation with the player: draw the position, read a line, answer
//! it, until the game is won, the player quits or the input ends.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use freecell::{Card, Rules};

use crate::args;
use crate::game::Game;
use crate::screen;
use crate::style::Style;

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
            writeln!(
                out,
                "You won {} in {} moves!",
                deal_name(&game),
                game.moves_made()
            )?;
            return Ok(ExitCode::SUCCESS);
        }
        // Ask until a line changes the position; then draw it again.
        loop {
            write!(out, "{PROMPT}")?;
            out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(out)?;
                writeln!(out, "end of input: {}", leaving_note(&game))?;
                return Ok(ExitCode::SUCCESS);
            };
            if terminal.echo_input {
                writeln!(out, "{}", line.trim_end())?;
            }
            let answer = match Command::read(&line) {
                Command::Nothing => continue,
                Command::Quit => {
                    writeln!(out, "quit: {}", leaving_note(&game))?;
                    return Ok(ExitCode::SUCCESS);
                }
                Command::Help => {
                    write!(out, "{}", in_game_help(&game))?;
                    continue;
                }
                Command::Undo => game
                    .undo()
                    .map(|()| vec![format!("undone: back to move {}", game.moves_made())])
                    .map_err(String::from),
                Command::Redo => game
                    .redo()
                    .map(|()| vec![format!("redone: move {}", game.moves_made())])
                    .map_err(String::from),
                Command::Move(text) => game.play(text).map(|sent| autoplay_notes(&sent, style)),
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
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    let line = String::from_utf8_lossy(&bytes);
    Ok(Some(line.trim_end_matches(['\n', '\r']).to_string()))
}

/// The deal, so it can be played again, and the move number; the variant
/// when it is not the usual one.
fn heading(game: &Game) -> String {
    let variant = if game.options().basic {
        " (basic: one card per move)"
    } else {
        ""
    };
    format!("{}, move {}{variant}", deal_name(game), game.moves_made())
}

/// `deal 617`, and the game when it is not standard FreeCell: `deal 1 of
/// Seahaven Towers`, `deal 1 of FreeCell with 2 free cells`.
fn deal_name(game: &Game) -> String {
    let rules = game.rules();
    if rules.is_standard() {
        format!("deal {}", game.deal())
    } else {
        format!("deal {} of {}", game.deal(), rules.title())
    }
}

/// The command that deals this game again.
fn replay_command(game: &Game) -> String {
    let options = game.options();
    format!(
        "freecell play {}{}{}{}",
        game.deal(),
        args::rules_as_options(game.rules()),
        if options.basic { " --basic" } else { "" },
        if options.autoplay {
            ""
        } else {
            " --no-autoplay"
        }
    )
}

/// The piles' names in the notation, in words: `cascades 1-9 and 0, free
/// cells a-d, foundations h` (the library's `name_range`).
fn pile_names(rules: Rules) -> String {
    let range = |count: usize, name: fn(usize) -> char, noun: &str| match count {
        0 => format!("no {noun}s"),
        1 => format!("{noun} {}", name(0)),
        n => format!("{noun}s {}", freecell::name_range(n, name)),
    };
    format!(
        "{}, {}, foundations h",
        range(rules.cascades(), Rules::cascade_char, "cascade"),
        range(rules.free_cells(), Rules::free_cell_char, "free cell")
    )
}

/// A move to show as an example: to a free cell where there is one.
fn example_move(rules: Rules) -> &'static str {
    if rules.free_cells() > 0 {
        "3a"
    } else {
        "36"
    }
}

/// The game's rules as the engine words them (`freecell::explain`), under
/// its title. `basic`: every move carries one card, whatever the rules let
/// a run do, so the last sentence (how runs move) says that instead.
fn rules_summary(rules: Rules, basic: bool) -> String {
    let mut lines = freecell::explain(rules);
    if basic {
        *lines.last_mut().expect("the rules end with how runs move") =
            "Every move carries one card (basic FreeCell).".to_string();
    }
    format!("{}:\n  {}", rules.title(), lines.join("\n  "))
}

fn autoplay_notes(cards: &[Card], style: Style) -> Vec<String> {
    cards
        .iter()
        .map(|&card| format!("autoplay: {} to the foundation", style.card(card)))
        .collect()
}

fn opening_note(game: &Game) -> String {
    let rules = game.rules();
    format!(
        "type a move such as {} ({}), or ? for help ({} plays this deal again)",
        example_move(rules),
        pile_names(rules),
        replay_command(game)
    )
}

fn leaving_note(game: &Game) -> String {
    let moves = game.moves_made();
    format!(
        "left {} after {moves} move{} ({} to play it again)",
        deal_name(game),
        if moves == 1 { "" } else { "s" },
        replay_command(game)
    )
}

fn in_game_help(game: &Game) -> String {
    let rules = game.rules();
    let options = game.options();
    let mut help = format!(
        "A move is where from, then where to: {}.\n",
        pile_names(rules)
    );
    if rules.free_cells() > 0 {
        help.push_str("  3a    cascade 3's top card to free cell a\n");
        help.push_str("  a6    free cell a's card to cascade 6\n");
    }
    help.push_str("  3h    cascade 3's top card to its foundation\n");
    help.push_str("  36    from cascade 3 onto cascade 6: the card or run of cards that fits\n");
    help.push_str(if options.basic {
        "  (basic FreeCell: one card per move, so 36 only moves a single card)\n"
    } else {
        "  36/4  four cards from cascade 3 onto empty cascade 6\n"
    });
    help.push_str(&rules_summary(rules, options.basic));
    help.push('\n');
    help.push_str(match (options.autoplay, rules.free_cells()) {
        (true, _) => "Cards that can no longer be needed go to the foundations by themselves.\n",
        (false, 0) => "Autoplay is off: send cards home yourself (3h).\n",
        (false, _) => "Autoplay is off: send cards home yourself (3h, ah).\n",
    });
    help.push_str("Commands: u undo, r redo, ? (or h) help, q quit.\n");
    help
}

#[cfg(test)]
mod tests {
    use super::*;
    use freecell::Game as Named;

    #[test]
    fn pile_names_follow_the_board() {
        assert_eq!(
            pile_names(Rules::default()),
            "cascades 1-8, free cells a-d, foundations h"
        );
        assert_eq!(
            pile_names(Named::Seahaven.rules()),
            "cascades 1-9 and 0, free cells a-d, foundations h"
        );
        assert_eq!(
            pile_names(Named::EightOff.rules()),
            "cascades 1-8, free cells a-g and i, foundations h"
        );
        let cells = |n| Rules::default().with_free_cells(n).unwrap();
        assert_eq!(
            pile_names(cells(0)),
            "cascades 1-8, no free cells, foundations h"
        );
        assert_eq!(
            pile_names(cells(1)),
            "cascades 1-8, free cell a, foundations h"
        );
        assert_eq!(
            pile_names(cells(7)),
            "cascades 1-8, free cells a-g, foundations h"
        );
    }
}

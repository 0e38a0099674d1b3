//! The conversation with the player: draw the position, read a line, answer
//! it, until the game is won, the player quits or the input ends.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use freecell::Card;

use crate::game::{Game, Options};
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
                "You won deal {} in {} moves!",
                game.deal(),
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
                    write!(out, "{}", in_game_help(game.options()))?;
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
    format!("deal {}, move {}{variant}", game.deal(), game.moves_made())
}

fn autoplay_notes(cards: &[Card], style: Style) -> Vec<String> {
    cards
        .iter()
        .map(|&card| format!("autoplay: {} to the foundation", style.card(card)))
        .collect()
}

fn opening_note(game: &Game) -> String {
    format!(
        "type a move such as 3a, or ? for help (freecell play {} plays this deal again)",
        game.deal()
    )
}

fn leaving_note(game: &Game) -> String {
    format!(
        "left deal {} after {} moves (freecell play {} to play it again)",
        game.deal(),
        game.moves_made(),
        game.deal()
    )
}

fn in_game_help(options: Options) -> String {
    let runs = if options.basic {
        "  (basic FreeCell: one card per move, so 36 only moves a single card)\n"
    } else {
        "  36/4  four cards from cascade 3 onto empty cascade 6\n"
    };
    let autoplay = if options.autoplay {
        "Cards that can no longer be needed go to the foundations by themselves.\n"
    } else {
        "Autoplay is off: send cards home yourself (3h, ah).\n"
    };
    format!(
        "\
A move is where from, then where to: 1-8 the cascades, a-d the free cells,
h the foundations.
  3a    cascade 3's top card to free cell a
  a6    free cell a's card to cascade 6
  3h    cascade 3's top card to its foundation
  36    from cascade 3 onto cascade 6: the card or run of cards that fits
{runs}{autoplay}Commands: u undo, r redo, ? help, q quit.
"
    )
}

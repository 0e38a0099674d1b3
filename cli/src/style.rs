//! Colour on a terminal, plain text elsewhere.

use std::ffi::OsStr;
use std::io::IsTerminal;

use freecell::{Card, Colour};

const RED: &str = "\x1b[31m";
const BOLD: &str = "\x1b[1m";
const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

/// Whether the screen is drawn with ANSI colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    colour: bool,
}

impl Style {
    /// Colours only when standard output is a terminal, so piped output and
    /// test transcripts stay plain text, and never when NO_COLOR is set to
    /// anything (the no-color.org convention).
    pub fn for_stdout() -> Style {
        Style::choose(
            std::io::stdout().is_terminal(),
            std::env::var_os("NO_COLOR").as_deref(),
        )
    }

    /// The choice itself: colour on a terminal unless NO_COLOR holds
    /// something (an empty NO_COLOR does not count, as the convention says).
    fn choose(is_terminal: bool, no_color: Option<&OsStr>) -> Style {
        Style::new(is_terminal && no_color.is_none_or(OsStr::is_empty))
    }

    pub const fn new(colour: bool) -> Style {
        Style { colour }
    }

    /// A card's two-character code, red for hearts and diamonds. Black cards
    /// keep the terminal's own text colour: real black vanishes on a dark
    /// background.
    pub fn card(self, card: Card) -> String {
        match card.colour() {
            Colour::Red => self.paint(RED, &card.to_string()),
            Colour::Black => card.to_string(),
        }
    }

    /// The mark of an empty free cell or foundation, faint so cards stand out.
    pub fn empty(self, mark: &str) -> String {
        self.paint(DIM, mark)
    }

    pub fn heading(self, text: &str) -> String {
        self.paint(BOLD, text)
    }

    fn paint(self, code: &str, text: &str) -> String {
        if self.colour {
            format!("{code}{text}{RESET}")
        } else {
            text.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_suits_are_red_and_black_suits_plain_in_colour() {
        let style = Style::new(true);
        assert_eq!(style.card("7H".parse().unwrap()), "\x1b[31m7H\x1b[0m");
        assert_eq!(style.card("TD".parse().unwrap()), "\x1b[31mTD\x1b[0m");
        assert_eq!(style.card("7C".parse().unwrap()), "7C");
        assert_eq!(style.card("KS".parse().unwrap()), "KS");
    }

    #[test]
    fn colour_only_on_a_terminal_without_no_color() {
        let set = Some(OsStr::new("1"));
        let empty = Some(OsStr::new(""));
        assert_eq!(Style::choose(true, None), Style::new(true));
        assert_eq!(Style::choose(true, empty), Style::new(true));
        assert_eq!(Style::choose(true, set), Style::new(false));
        assert_eq!(Style::choose(false, None), Style::new(false));
        assert_eq!(Style::choose(false, set), Style::new(false));
    }

    #[test]
    fn plain_style_has_no_escapes() {
        let style = Style::new(false);
        assert_eq!(style.card("7H".parse().unwrap()), "7H");
        assert_eq!(style.empty("--"), "--");
        assert_eq!(style.heading("deal 1"), "deal 1");
    }
}

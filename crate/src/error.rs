//! The exceptions of the MIS, each with an English message for developers;
//! a refused move also carries its [`Refusal`], and text that could not be
//! read its [`Unreadable`], for front ends to word.
//!
//! The edge of the engine: the MIS's methods (`mis.rs`), wasm and the
//! terminal answer with an [`Error`]; everything below answers with the
//! error of what it does (a [`ParseCardError`], a [`MoveError`], ...),
//! and an [`Error`] is built from each by `From`.

use std::fmt;

use crate::board::ParsePositionError;
use crate::card::{Card, ParseCardError};
use crate::date::DateError;
use crate::deal::{DeckError, NoSuchDeal};
use crate::notation::ParseMoveError;
use crate::pile::{NoSuchPile, Pile};
use crate::refusal::{MoveError, Refusal};
use crate::rules::{Rules, RulesError};
use crate::stack::StackError;

/// Which MIS exception an [`Error`] is. [`ErrorKind::name`] is the MIS name,
/// which the JavaScript API uses as the thrown `Error`'s `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A constructor or conversion was given something it cannot use.
    InvalidArgument,
    /// `place` onto a pile that is already full.
    InvalidConfig,
    /// A pile index that does not exist.
    InvalidCell,
    /// A move the rules do not allow.
    InvalidMove,
    /// `push` onto a full stack.
    StackFull,
    /// `pop` or `top` of an empty stack.
    StackEmpty,
}

impl ErrorKind {
    pub const fn name(self) -> &'static str {
        match self {
            ErrorKind::InvalidArgument => "invalid_argument",
            ErrorKind::InvalidConfig => "invalid_config",
            ErrorKind::InvalidCell => "invalid_cell",
            ErrorKind::InvalidMove => "invalid_move",
            ErrorKind::StackFull => "stack_full",
            ErrorKind::StackEmpty => "stack_empty",
        }
    }
}

/// A refused call: nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
    why: Option<Why>,
}

/// What a front end words of an [`Error`]: a refused move, or text that
/// could not be read (boxed: it is rare, and an `Error` is returned on
/// paths that want it small).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Why {
    Refused(Refusal),
    Unreadable(Box<Unreadable>),
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
            why: None,
        }
    }

    /// The `invalid_move` of a move the rules refused: its message the
    /// refusal's English, the refusal kept as a value.
    pub fn refused(refusal: Refusal) -> Error {
        Error {
            kind: ErrorKind::InvalidMove,
            message: refusal.to_string(),
            why: Some(Why::Refused(refusal)),
        }
    }

    /// The `invalid_argument` of text that could not be read: its message
    /// `message` (the English of the error read), `why` kept as a value.
    fn cannot_read(message: String, why: Unreadable) -> Error {
        Error {
            kind: ErrorKind::InvalidArgument,
            message,
            why: Some(Why::Unreadable(Box::new(why))),
        }
    }

    pub fn invalid_argument(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::InvalidArgument, message)
    }

    pub fn invalid_move(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::InvalidMove, message)
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    /// What the rules refused, for an `invalid_move` of a move: the value
    /// a front end words in the player's language.
    pub fn refusal(&self) -> Option<&Refusal> {
        match &self.why {
            Some(Why::Refused(refusal)) => Some(refusal),
            _ => None,
        }
    }

    /// Why a text could not be read, for an `invalid_argument` of text:
    /// the value a front end words in the player's language.
    pub fn unreadable(&self) -> Option<&Unreadable> {
        match &self.why {
            Some(Why::Unreadable(why)) => Some(why),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// What holds the 52 cards: a deck, or a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Whole {
    Deck,
    Position,
}

/// Why a text is not what it was read as, with what was given: the
/// reading errors of the layers below as one value, for front ends to word
/// (the page's `wasm/words.rs`, the terminal's `cli/src/words.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unreadable {
    /// A position of `rules` written with `given` piles, not its own count.
    PileCount { rules: Rules, given: usize },
    /// A foundation of a position not built up by suit from its ace:
    /// `card` cannot be there.
    NotBuiltUp { pile: Pile, card: Card },
    /// A pile of a position given more cards than it holds (`max`).
    PileOverfull { pile: Pile, max: usize },
    /// A deck or a position of `given` cards, not the 52.
    CardCount { whole: Whole, given: usize },
    /// A card twice in a deck or a position.
    CardTwice { whole: Whole, card: Card },
    /// Text that is no card code.
    NotACard { given: String },
    /// A game's identity (`freecell,cells=2`) that is not written as one.
    NotAGame { given: String },
    /// A game's name that no game of the family has.
    UnknownGame { given: String },
    /// A number of free cells past the most a game has.
    CellsRange { given: usize },
    /// A date not written `YYYY-MM-DD`.
    NotADate { given: String },
    /// A date's month that is not 1 to 12.
    NoSuchMonth { month: u32 },
    /// A date's day that its month does not have: it has days 1 to `last`.
    NoSuchDay {
        year: i32,
        month: u32,
        day: u32,
        last: u32,
    },
    /// A date of a year without daily deals (outside [`crate::DAILY_YEARS`]).
    NoDailyDeals { year: i32 },
}

impl From<ParseCardError> for Unreadable {
    fn from(e: ParseCardError) -> Unreadable {
        Unreadable::NotACard { given: e.given }
    }
}

impl From<RulesError> for Unreadable {
    fn from(e: RulesError) -> Unreadable {
        match e {
            RulesError::NotAGame { given } => Unreadable::NotAGame { given },
            RulesError::UnknownGame { given } => Unreadable::UnknownGame { given },
            RulesError::CellsRange { given } => Unreadable::CellsRange { given },
        }
    }
}

impl From<DateError> for Unreadable {
    fn from(e: DateError) -> Unreadable {
        match e {
            DateError::NotADate { given } => Unreadable::NotADate { given },
            DateError::NoSuchMonth { month } => Unreadable::NoSuchMonth { month },
            DateError::NoSuchDay {
                year,
                month,
                day,
                last,
            } => Unreadable::NoSuchDay {
                year,
                month,
                day,
                last,
            },
            DateError::NoDailyDeals { year } => Unreadable::NoDailyDeals { year },
        }
    }
}

impl Unreadable {
    /// The cards of a `whole` that are not the 52, each once.
    fn of_cards(whole: Whole, e: DeckError) -> Unreadable {
        match e {
            DeckError::CardCount { given } => Unreadable::CardCount { whole, given },
            DeckError::CardTwice { card } => Unreadable::CardTwice { whole, card },
        }
    }
}

impl From<ParsePositionError> for Unreadable {
    fn from(e: ParsePositionError) -> Unreadable {
        match e {
            ParsePositionError::Rules(e) => e.into(),
            ParsePositionError::Card(e) => e.into(),
            ParsePositionError::PileCount { rules, given } => {
                Unreadable::PileCount { rules, given }
            }
            ParsePositionError::NotBuiltUp { pile, card } => Unreadable::NotBuiltUp { pile, card },
            ParsePositionError::PileOverfull { pile, max } => {
                Unreadable::PileOverfull { pile, max }
            }
            ParsePositionError::Cards(e) => Unreadable::of_cards(Whole::Position, e),
        }
    }
}

impl From<ParseCardError> for Error {
    fn from(e: ParseCardError) -> Error {
        Error::cannot_read(e.to_string(), e.into())
    }
}

impl From<RulesError> for Error {
    fn from(e: RulesError) -> Error {
        Error::cannot_read(e.to_string(), e.into())
    }
}

impl From<DateError> for Error {
    fn from(e: DateError) -> Error {
        Error::cannot_read(e.to_string(), e.into())
    }
}

impl From<ParsePositionError> for Error {
    fn from(e: ParsePositionError) -> Error {
        Error::cannot_read(e.to_string(), e.into())
    }
}

impl From<DeckError> for Error {
    fn from(e: DeckError) -> Error {
        Error::cannot_read(e.to_string(), Unreadable::of_cards(Whole::Deck, e))
    }
}

impl From<NoSuchDeal> for Error {
    fn from(e: NoSuchDeal) -> Error {
        Error::invalid_argument(e.to_string())
    }
}

impl From<NoSuchPile> for Error {
    fn from(e: NoSuchPile) -> Error {
        Error::new(ErrorKind::InvalidCell, e.to_string())
    }
}

impl From<Refusal> for Error {
    fn from(refusal: Refusal) -> Error {
        Error::refused(refusal)
    }
}

impl From<MoveError> for Error {
    fn from(e: MoveError) -> Error {
        match e {
            MoveError::NoSuchPile(e) => e.into(),
            MoveError::NoCards => Error::invalid_argument(e.to_string()),
            MoveError::Refused(refusal) => refusal.into(),
        }
    }
}

impl From<ParseMoveError> for Error {
    fn from(e: ParseMoveError) -> Error {
        match e {
            ParseMoveError::Refused(refusal) => refusal.into(),
            ParseMoveError::NotAMove(_) => Error::invalid_argument(e.to_string()),
        }
    }
}

/// The MIS's `Stack` exceptions: `stack_full`, `stack_empty`, and the
/// constructor's `invalid_argument`.
impl From<StackError> for Error {
    fn from(e: StackError) -> Error {
        let kind = match e {
            StackError::Full { .. } => ErrorKind::StackFull,
            StackError::Empty => ErrorKind::StackEmpty,
            _ => ErrorKind::InvalidArgument,
        };
        Error::new(kind, e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::GameBoard;
    use crate::pile::{CellT, Move};
    use crate::refusal::Reason;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    fn why(text: &str) -> Unreadable {
        let read = GameBoard::from_text(text).expect_err(text);
        let e = Error::from(read.clone());
        // The English message for developers is the reading error's own.
        assert_eq!(e.kind(), ErrorKind::InvalidArgument);
        assert_eq!(e.message(), read.to_string());
        e.unreadable().cloned().expect(text)
    }

    #[test]
    fn a_position_that_cannot_be_read_says_why_as_a_value() {
        let deal_1 = GameBoard::from_deal(1).expect("deal 1").to_text();
        assert_eq!(
            why("JD2D/9H"),
            Unreadable::PileCount {
                rules: Rules::default(),
                given: 2
            }
        );
        assert_eq!(
            why(&deal_1.replacen("JD", "KD", 1)),
            Unreadable::CardTwice {
                whole: Whole::Position,
                card: "KD".parse().expect("a card")
            }
        );
        assert_eq!(
            why(&deal_1.replacen("JD", "XD", 1)),
            Unreadable::NotACard { given: "XD".into() }
        );
        assert_eq!(
            why(&format!("spider:{deal_1}")),
            Unreadable::UnknownGame {
                given: "spider".into()
            }
        );
        assert_eq!(
            why(&format!("freecell,cells=x:{deal_1}")),
            Unreadable::NotAGame {
                given: "freecell,cells=x".into()
            }
        );
        let home = format!("{}JD", deal_1.replacen("JD", "", 1));
        assert_eq!(
            why(&home),
            Unreadable::NotBuiltUp {
                pile: Pile::new(CellT::HomeCell, 3),
                card: "JD".parse().expect("a card")
            }
        );
        assert_eq!(
            why(&deal_1.replacen("JD", "", 1)),
            Unreadable::CardCount {
                whole: Whole::Position,
                given: 51
            }
        );
    }

    #[test]
    fn a_refused_move_carries_the_rule_and_its_cards() {
        let board = GameBoard::from_deal(1).unwrap();
        let mv = Move::new(Pile::tableau(0), Pile::tableau(1));
        let e = Error::from(board.check_move(mv).unwrap_err());
        assert_eq!(e.kind(), ErrorKind::InvalidMove);
        let refusal = e.refusal().expect("a refused move says why as a value");
        assert_eq!(refusal.mv, mv);
        assert_eq!(
            refusal.reason,
            Reason::SameColour {
                card: card("6S"),
                onto: card("9C")
            }
        );
        assert_eq!(refusal.reason.kind(), "build-colour");
        assert_eq!(e.message(), "6S cannot go on 9C: same colour");
        let home = board
            .check_move(Move::new(Pile::home_cell(0), Pile::tableau(0)))
            .unwrap_err();
        let home = Error::from(home);
        assert_eq!(home.refusal().unwrap().reason, Reason::FromFoundation);
        // A count of 0 is a bad argument, not a rule: no refusal.
        let none = board
            .check_move(Move::with_count(Pile::tableau(0), Pile::tableau(1), 0))
            .unwrap_err();
        let none = Error::from(none);
        assert_eq!(none.kind(), ErrorKind::InvalidArgument);
        assert!(none.refusal().is_none());
    }
}

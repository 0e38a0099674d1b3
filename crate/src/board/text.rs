//! The one-line position text ([`GameBoard::to_text`], the page's saved
//! games and `?position=`), and [`ParsePositionError`], why a text is no
//! position.

use std::fmt;

use super::{builds_home, CellT, GameBoard, Pile};
use crate::card::{parse_cards, Card, ParseCardError};
use crate::deal::{check_full_deck, DeckError};
use crate::rules::{Rules, RulesError};

/// Why a text is not a position of a game, with what was given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParsePositionError {
    /// The game named before the colon is none.
    Rules(RulesError),
    /// A pile's text holds something that is no card code.
    Card(ParseCardError),
    /// A position of `rules` written with `given` piles, not its own count.
    PileCount { rules: Rules, given: usize },
    /// A foundation not built up by suit from its ace: `card` cannot be there.
    NotBuiltUp { pile: Pile, card: Card },
    /// A pile given more cards than it holds (`max`).
    PileOverfull { pile: Pile, max: usize },
    /// The piles do not hold the 52 cards, each once.
    Cards(DeckError),
}

/// The English for developers.
impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Rules(e) => e.fmt(f),
            ParsePositionError::Card(e) => e.fmt(f),
            ParsePositionError::PileCount { rules, given } => {
                let game = match rules.is_standard() {
                    true => String::new(),
                    false => format!(" of {}", rules.title()),
                };
                write!(
                    f,
                    "a position{game} has {} piles separated by '/' ({} cascades, {} free cells, 4 foundations), not {given}",
                    rules.piles().count(),
                    rules.cascades(),
                    rules.free_cells(),
                )
            }
            ParsePositionError::NotBuiltUp { pile, card } => write!(
                f,
                "{pile} is not built up by suit from the ace: {card} cannot be there"
            ),
            ParsePositionError::PileOverfull { pile, max } => {
                write!(f, "{pile} holds at most {max} cards")
            }
            ParsePositionError::Cards(e) => e.describe(f, "position"),
        }
    }
}

impl std::error::Error for ParsePositionError {}

impl From<RulesError> for ParsePositionError {
    fn from(e: RulesError) -> ParsePositionError {
        ParsePositionError::Rules(e)
    }
}

impl From<ParseCardError> for ParsePositionError {
    fn from(e: ParseCardError) -> ParsePositionError {
        ParsePositionError::Card(e)
    }
}

impl GameBoard {
    /// The position as one line: the piles separated by `/`, cascades
    /// (`1`-`8` in FreeCell), then free cells (`a`-`d`), then the 4
    /// foundations, each pile its card codes bottom first with nothing
    /// between them (`JD2D9H/…`); an empty pile is an empty field. A game
    /// other than standard FreeCell is named first, as [`Rules::id`] writes
    /// it, then a colon (`seahaven:JD9SJS4D6D/…`).
    pub fn to_text(&self) -> String {
        let piles = self
            .piles()
            .map(|p| {
                self.stack(p)
                    .as_slice()
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/");
        if self.rules.is_standard() {
            piles
        } else {
            format!("{}:{piles}", self.rules.id())
        }
    }

    /// Reads what [`GameBoard::to_text`] writes (`10` and lower case are
    /// accepted too; a text with no game named is standard FreeCell).
    /// Refused unless it is a position of a real game: the game's piles
    /// within their sizes, all 52 cards once each, and every foundation
    /// built up by suit from its ace.
    pub fn from_text(text: &str) -> Result<GameBoard, ParsePositionError> {
        let text = text.trim();
        let (rules, piles) = match text.split_once(':') {
            Some((id, piles)) => (Rules::from_id(id)?, piles),
            None => (Rules::default(), text),
        };
        let fields: Vec<&str> = piles.split('/').collect();
        let expected = rules.piles().count();
        if fields.len() != expected {
            return Err(ParsePositionError::PileCount {
                rules,
                given: fields.len(),
            });
        }
        let mut board = GameBoard::empty(rules);
        let mut all = Vec::with_capacity(52);
        for (pile, field) in rules.piles().zip(fields) {
            for card in parse_cards(field)? {
                if pile.cell == CellT::HomeCell && !builds_home(card, board.top(pile)) {
                    return Err(ParsePositionError::NotBuiltUp { pile, card });
                }
                board
                    .stack_mut(pile)
                    .push(card)
                    .map_err(|_| ParsePositionError::PileOverfull {
                        pile,
                        max: pile.cell.capacity(),
                    })?;
                all.push(card);
            }
        }
        check_full_deck(&all).map_err(ParsePositionError::Cards)?;
        Ok(board)
    }
}

impl fmt::Debug for GameBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameBoard({})", self.to_text())
    }
}

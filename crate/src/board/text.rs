//! The one-line position text ([`GameBoard::to_text`], the page's saved
//! games and `?position=`), and reading cards and decks from text.

use std::fmt;

use super::{builds_home, CellT, GameBoard};
use crate::card::Card;
use crate::error::Error;
use crate::rules::Rules;
use crate::unreadable::{Unreadable, Whole};

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
    /// `invalid_argument` unless it is a position of a real game: the
    /// game's piles within their sizes, all 52 cards once each, and every
    /// foundation built up by suit from its ace.
    pub fn from_text(text: &str) -> Result<GameBoard, Error> {
        let text = text.trim();
        let (rules, piles) = match text.split_once(':') {
            Some((id, piles)) => (Rules::from_id(id)?, piles),
            None => (Rules::default(), text),
        };
        let fields: Vec<&str> = piles.split('/').collect();
        let expected = rules.piles().count();
        if fields.len() != expected {
            return Err(Error::cannot_read(Unreadable::PileCount {
                rules,
                given: fields.len(),
            }));
        }
        let mut board = GameBoard::empty(rules);
        let mut all = Vec::with_capacity(52);
        for (pile, field) in rules.piles().zip(fields) {
            for card in parse_cards(field)? {
                if pile.cell == CellT::HomeCell && !builds_home(card, board.top(pile)) {
                    return Err(Error::cannot_read(Unreadable::NotBuiltUp { pile, card }));
                }
                board.place(pile.cell, pile.index, card).map_err(|_| {
                    Error::cannot_read(Unreadable::PileOverfull {
                        pile,
                        max: pile.cell.capacity(),
                    })
                })?;
                all.push(card);
            }
        }
        check_all_cards(&all, Whole::Position)?;
        Ok(board)
    }
}

/// Reads a run of card codes written with or without spaces: `JD2D10h`.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, Error> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut cards = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let len = if chars[i..].starts_with(&['1', '0']) {
            3
        } else {
            2
        };
        let end = (i + len).min(chars.len());
        cards.push(chars[i..end].iter().collect::<String>().parse::<Card>()?);
        i = end;
    }
    Ok(cards)
}

/// `invalid_argument` unless `deck` holds each of the 52 cards exactly once.
pub fn check_full_deck(deck: &[Card]) -> Result<(), Error> {
    check_all_cards(deck, Whole::Deck)
}

/// `invalid_argument` unless `cards` (of a deck or a position) are each of
/// the 52 cards exactly once. A board built card by card with `place` may
/// hold fewer; a position read from text, as a game is, may not.
fn check_all_cards(cards: &[Card], whole: Whole) -> Result<(), Error> {
    if cards.len() != 52 {
        return Err(Error::cannot_read(Unreadable::CardCount {
            whole,
            given: cards.len(),
        }));
    }
    let mut seen = [false; 52];
    for &card in cards {
        if std::mem::replace(&mut seen[card.index()], true) {
            return Err(Error::cannot_read(Unreadable::CardTwice { whole, card }));
        }
    }
    Ok(())
}

impl fmt::Debug for GameBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameBoard({})", self.to_text())
    }
}

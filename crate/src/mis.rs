//! The MIS's `GameBoard` methods that may refuse, answering with the
//! MIS's [`Error`] (its exception names and messages): the edge where
//! the board's own errors become the MIS's. The rules they apply are the
//! board's (`board.rs`); each method here only names a pile or a move as
//! the MIS does and converts what the board says.

use crate::board::{CardStack, GameBoard};
use crate::card::Card;
use crate::deal::check_full_deck;
use crate::error::{Error, ErrorKind};
use crate::pile::{CellT, Move, Pile};

impl GameBoard {
    /// The MIS `GameBoard(deck)`: the deck is dealt in contiguous chunks,
    /// cascades 0-3 taking 7 cards each and 4-7 taking 6 (deck[0..=6] is
    /// cascade 0, bottom first, and so on).
    ///
    /// `invalid_argument` unless the deck is 52 different cards.
    pub fn with_deck(deck: &[Card]) -> Result<GameBoard, Error> {
        check_full_deck(deck)?;
        let mut board = GameBoard::new();
        let mut rest = deck;
        for i in 0..board.rules().cascades() {
            let (chunk, tail) = rest.split_at(if i < 4 { 7 } else { 6 });
            board.stack_mut(Pile::tableau(i)).extend_from(chunk);
            rest = tail;
        }
        Ok(board)
    }

    /// The MIS `place`: puts `card` on top of a pile, whatever the rules say
    /// (it builds a position). `invalid_cell` for a pile that does not exist,
    /// `invalid_config` for a full one.
    pub fn place(&mut self, cell: CellT, index: usize, card: Card) -> Result<(), Error> {
        let pile = self.rules().check_pile(Pile::new(cell, index))?;
        self.stack_mut(pile).push(card).map_err(|_| {
            Error::new(
                ErrorKind::InvalidConfig,
                match cell.capacity() {
                    1 => format!("{pile} is full: it holds 1 card"),
                    n => format!("{pile} is full: it holds {n} cards"),
                },
            )
        })
    }

    /// The MIS `getCell`: the pile's cards, bottom first.
    pub fn get_cell(&self, cell: CellT, index: usize) -> Result<&CardStack, Error> {
        Ok(self.stack(self.rules().check_pile(Pile::new(cell, index))?))
    }

    /// The MIS `isValidMove` for one card.
    pub fn is_valid_move(&self, c0: CellT, n0: usize, c1: CellT, n1: usize) -> Result<bool, Error> {
        Ok(self.is_valid(Move::new(Pile::new(c0, n0), Pile::new(c1, n1)))?)
    }

    /// The MIS `makeMove` for one card: `invalid_cell` for a pile that does
    /// not exist, `invalid_move` (with its [`crate::Refusal`]) for a move
    /// the rules refuse.
    pub fn make_move(&mut self, c0: CellT, n0: usize, c1: CellT, n1: usize) -> Result<(), Error> {
        Ok(self.play(Move::new(Pile::new(c0, n0), Pile::new(c1, n1)))?)
    }
}

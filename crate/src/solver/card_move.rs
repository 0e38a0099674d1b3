//! A move named by the card it moves and where that card goes (onto a
//! card, to a free cell, to an empty cascade, home), not by pile numbers.
//!
//! Two boards may hold the same cards in piles numbered differently: two
//! boards of one canonical key, or the boards before and after a move was
//! left out of a solution. A [`CardMove`] means the same move on each,
//! where a [`Move`] names piles that may hold other cards there. The
//! family's backend keeps its open edges as card moves, so that any
//! board of a key serves to play them; the post-pass that shortens
//! solutions (`shorten`) keeps a solution's moves as card moves while it
//! leaves some out. Three bytes, where a [`Move`] takes forty: a search
//! keeps many of them.

use crate::board::{CellT, GameBoard, Move, Pile};
use crate::card::Card;

/// Where a [`CardMove`] sends its card. A free cell or an empty cascade is
/// the first empty one, as the engine's moves name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Onto this card, the top card of a cascade.
    Onto(Card),
    FreeCell,
    EmptyCascade,
    Home,
}

/// A move as what it does: the card it moves, with every card on top of
/// it, and where they go. How many cards move follows from the board the
/// move is made on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardMove {
    pub card: Card,
    pub to: Target,
}

const _: () = assert!(std::mem::size_of::<CardMove>() == 3);

impl CardMove {
    /// What `mv`, a move of `board`, does.
    pub fn of(board: &GameBoard, mv: Move) -> CardMove {
        let cards = board.stack(mv.from).as_slice();
        let to = match mv.to.cell {
            CellT::FreeCell => Target::FreeCell,
            CellT::HomeCell => Target::Home,
            CellT::Tableau => board.top(mv.to).map_or(Target::EmptyCascade, Target::Onto),
        };
        CardMove {
            card: cards[cards.len() - mv.count],
            to,
        }
    }

    /// The move that does this on `board`: the card's pile and the cards
    /// from it to the top, to the first pile that is the target. `None`
    /// if the card is not in play there or no pile is the target; whether
    /// the rules allow the move is not asked.
    pub fn on(self, board: &GameBoard) -> Option<Move> {
        let (from, count) = board.pile_holding(self.card)?;
        let mut cascades = (0..board.cascades().len()).map(Pile::tableau);
        let mut free_cells = (0..board.free_cells().len()).map(Pile::free_cell);
        let to = match self.to {
            Target::Onto(top) => cascades.find(|&p| board.top(p) == Some(top))?,
            Target::FreeCell => free_cells.find(|&p| board.top(p).is_none())?,
            Target::EmptyCascade => cascades.find(|&p| board.top(p).is_none())?,
            Target::Home => Pile::home_cell(board.home_for(self.card)?),
        };
        Some(Move::with_count(from, to, count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    /// Every move of the engine, named by its card, is found again on the
    /// board it was named on, in every game.
    #[test]
    fn every_move_comes_back_from_its_card_move() {
        for game in Game::ALL {
            for deal in 1..4 {
                let mut board = GameBoard::from_deal_of(game.rules(), deal).unwrap();
                for turn in 0..40 {
                    let mut moves = Vec::new();
                    board.for_each_move(|mv| moves.push(mv));
                    for &mv in &moves {
                        assert_eq!(CardMove::of(&board, mv).on(&board), Some(mv), "{game}");
                    }
                    let Some(&next) = moves.get(turn * 7 % moves.len().max(1)) else {
                        break;
                    };
                    board.play_unchecked(next);
                }
            }
        }
    }
}

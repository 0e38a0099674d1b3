//! A post-pass that shortens a solution by leaving moves out.
//!
//! A search's path often wanders: a card goes to a free cell and later
//! elsewhere, or a move turns out not to matter. Each move is remembered by
//! what it does to which card (this run onto that card, to a free cell, to
//! an empty cascade, home) rather than by pile numbers, so the other moves
//! still mean the same once one is left out. A shorter list is kept only if
//! the engine's checked rules accept every move of it and it still wins;
//! the piles are those the board's rules have, so the pass serves the
//! standard solver and the family's (`general`) alike.

use crate::board::{CellT, GameBoard, Move, Pile};
use crate::card::Card;

use super::autoplay::{settle, Autoplay};

/// Where a move sends its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Home,
    FreeCell,
    EmptyCascade,
    Onto(Card),
}

/// A move as what it does: the bottom card of the moving run and where it
/// goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Intent {
    card: Card,
    target: Target,
}

impl Intent {
    fn of(board: &GameBoard, mv: Move) -> Intent {
        let cards = board.stack(mv.from).as_slice();
        let card = cards[cards.len() - mv.count];
        let target = match mv.to.cell {
            CellT::HomeCell => Target::Home,
            CellT::FreeCell => Target::FreeCell,
            CellT::Tableau => match board.top(mv.to) {
                Some(top) => Target::Onto(top),
                None => Target::EmptyCascade,
            },
        };
        Intent { card, target }
    }

    /// The move that does this on `board`, if the rules allow it there.
    fn resolve(self, board: &GameBoard) -> Option<Move> {
        let (from, count) = locate(board, self.card)?;
        let mut cascades = (0..board.cascades().len()).map(Pile::tableau);
        let mut free_cells = (0..board.free_cells().len()).map(Pile::free_cell);
        let to = match self.target {
            Target::Home => Pile::home_cell(board.home_for(self.card)?),
            Target::FreeCell => free_cells.find(|&p| board.top(p).is_none())?,
            Target::EmptyCascade => cascades.find(|&p| board.top(p).is_none())?,
            Target::Onto(top) => cascades.find(|&p| board.top(p) == Some(top))?,
        };
        let mv = Move::with_count(from, to, count);
        board.check_move(mv).ok().map(|()| mv)
    }
}

/// The pile holding `card` (not a foundation) and how many cards lie from
/// it to the top.
fn locate(board: &GameBoard, card: Card) -> Option<(Pile, usize)> {
    let cascades = (0..board.cascades().len()).map(Pile::tableau);
    let free_cells = (0..board.free_cells().len()).map(Pile::free_cell);
    cascades.chain(free_cells).find_map(|pile| {
        let cards = board.stack(pile).as_slice();
        let at = cards.iter().position(|&c| c == card)?;
        Some((pile, cards.len() - at))
    })
}

/// The full move list (with the autoplay) that the intents make from
/// `start`, if every one is legal when its turn comes and the game is won;
/// intents left over once it is won are dropped.
fn replay(start: &GameBoard, autoplay: Autoplay, intents: &[Intent]) -> Option<(Vec<Move>, usize)> {
    let mut board = *start;
    let mut moves = Vec::new();
    settle(&mut board, autoplay, |mv| moves.push(mv));
    let mut used = 0;
    for intent in intents {
        if board.is_in_win_state() {
            break;
        }
        let mv = intent.resolve(&board)?;
        board.play_unchecked(mv);
        moves.push(mv);
        settle(&mut board, autoplay, |mv| moves.push(mv));
        used += 1;
    }
    board.is_in_win_state().then_some((moves, used))
}

/// A winning move list from `start`, possibly shorter than `moves` (which
/// must win from `start`) and never longer.
pub fn shorten(start: &GameBoard, autoplay: Autoplay, moves: &[Move]) -> Vec<Move> {
    // The chosen moves, without the autoplay that follows each.
    let mut intents = Vec::new();
    let mut board = *start;
    for &mv in moves {
        if autoplay.next_move(&board) != Some(mv) {
            intents.push(Intent::of(&board, mv));
        }
        board.play_unchecked(mv);
    }
    let Some((mut best, _)) = replay(start, autoplay, &intents) else {
        return moves.to_vec();
    };
    loop {
        let mut improved = false;
        let mut i = intents.len();
        while i > 0 {
            i -= 1;
            let mut candidate = intents.clone();
            candidate.remove(i);
            if let Some((full, used)) = replay(start, autoplay, &candidate) {
                candidate.truncate(used);
                intents = candidate;
                best = full;
                improved = true;
                i = i.min(intents.len());
            }
        }
        if !improved {
            break;
        }
    }
    best
}

//! A post-pass that shortens a solution by leaving moves out.
//!
//! A search's path often wanders: a card goes to a free cell and later
//! elsewhere, or a move turns out not to matter. Each move is remembered by
//! what it does to which card (a [`CardMove`]: this run onto that card, to
//! a free cell, to an empty cascade, home) rather than by pile numbers, so
//! the other moves still mean the same once one is left out. A shorter list is kept only if
//! the engine's checked rules accept every move of it and it still wins;
//! the piles are those the board's rules have, so the pass serves the
//! standard solver and the family's (`general`) alike.

use crate::board::{GameBoard, Move};

use super::autoplay::{settle, Autoplay};
use super::card_move::CardMove;

/// The move that makes `card_move` on `board`, if the rules allow it
/// there.
fn resolve(card_move: CardMove, board: &GameBoard) -> Option<Move> {
    let mv = card_move.on(board)?;
    board.check_move(mv).ok().map(|()| mv)
}

/// The full move list (with the autoplay) that `card_moves` make from
/// `start`, if every one is legal when its turn comes and the game is won;
/// those left over once it is won are dropped.
fn replay(
    start: &GameBoard,
    autoplay: Autoplay,
    card_moves: &[CardMove],
) -> Option<(Vec<Move>, usize)> {
    let mut board = *start;
    let mut moves = Vec::new();
    settle(&mut board, autoplay, |mv| moves.push(mv));
    let mut used = 0;
    for card_move in card_moves {
        if board.is_in_win_state() {
            break;
        }
        let mv = resolve(*card_move, &board)?;
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
    let mut card_moves = Vec::new();
    let mut board = *start;
    for &mv in moves {
        if board.autoplay_move(autoplay) != Some(mv) {
            card_moves.push(CardMove::of(&board, mv));
        }
        board.play_unchecked(mv);
    }
    let Some((mut best, _)) = replay(start, autoplay, &card_moves) else {
        return moves.to_vec();
    };
    loop {
        let mut improved = false;
        let mut i = card_moves.len();
        while i > 0 {
            i -= 1;
            let mut candidate = card_moves.clone();
            candidate.remove(i);
            if let Some((full, used)) = replay(start, autoplay, &candidate) {
                candidate.truncate(used);
                card_moves = candidate;
                best = full;
                improved = true;
                i = i.min(card_moves.len());
            }
        }
        if !improved {
            break;
        }
    }
    best
}

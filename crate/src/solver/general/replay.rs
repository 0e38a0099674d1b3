//! A search's path replayed on the real board as the engine's moves, with
//! every move of the autoplay written out: the family's counterpart of
//! `standard/replay.rs`. A key names no piles, so each step is found
//! again among the moves of the board itself.

use crate::board::{GameBoard, Move};

use super::key::Key;
use super::successor::GameGraph;

/// The engine's moves that lead from `start` along `path` (keys of
/// settled positions, the first `start`'s own), every move home
/// included: each step is found again among the moves of the board
/// itself, so the moves name `start`'s piles, not a rebuilt board's.
/// Panics if the path is not one the moves make.
pub fn moves_along(positions: &GameGraph, start: &GameBoard, path: &[Key]) -> Vec<Move> {
    let mut board = *start;
    let mut moves = Vec::new();
    positions.settle(&mut board, |mv| moves.push(mv));
    assert_eq!(path.first(), Some(&Key::of(&board)), "a path from start");
    for next in &path[1..] {
        let mut found = None;
        board.for_each_move(|mv| {
            if found.is_none() && Key::of(&positions.after(&board, mv)) == *next {
                found = Some(mv);
            }
        });
        let mv = found.expect("each step of a path is one of the engine's moves");
        board.play_unchecked(mv);
        moves.push(mv);
        positions.settle(&mut board, |mv| moves.push(mv));
    }
    moves
}

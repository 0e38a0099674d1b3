//! FreeCell as a search problem, built only from the engine's own rules:
//! the moves are [`GameBoard::for_each_move`]'s, played with
//! [`GameBoard::play_unchecked`], and after each one every card that
//! [`GameBoard::autoplay_move`] calls safe goes home at once.
//!
//! Sending safe cards home never loses a win: a safe card's only use in the
//! tableau would be to hold a card of the other colour one rank lower, and
//! those are all home already (aces and twos: nothing but an ace goes on a
//! two, and an ace can always go home instead). So folding those moves
//! into every step keeps the search complete, and an exhausted search still
//! proves a deal impossible.

use crate::board::{GameBoard, Move, Pile};
use crate::card::Suit;

use super::layout::Layout;

/// Sends safe cards home until none is left, reporting each move.
pub fn settle(board: &mut GameBoard, mut played: impl FnMut(Move)) {
    while let Some(mv) = board.autoplay_move(true) {
        board.play_unchecked(mv);
        played(mv);
    }
}

/// Every position one move away (each followed by the safe autoplay), with
/// the move that leads there.
pub fn for_each_successor(board: &GameBoard, mut f: impl FnMut(Move, GameBoard)) {
    board.for_each_move(|mv| {
        let mut next = *board;
        next.play_unchecked(mv);
        settle(&mut next, |_| {});
        f(mv, next);
    });
}

/// The search's successor function on layouts: each successor with its
/// score.
pub fn scored_successors(layout: &Layout, out: &mut Vec<(Layout, u32)>) {
    let board = layout.board();
    for_each_successor(&board, |_, next| {
        out.push((Layout::of(&next), score(&next)))
    });
}

/// How far a position looks from won, lower is better: cards not home,
/// cards that sit above a lower card of their cascade (each must move again
/// before it can go home), how deep the next card of each suit is buried,
/// and the free cells in use.
pub fn score(board: &GameBoard) -> u32 {
    let mut next_rank = [0u8; 4];
    for suit in Suit::ALL {
        next_rank[suit.index()] = board.home_rank(suit) + 1;
    }
    let mut out_of_order = 0;
    let mut buried = 0;
    let mut empty_cascades = 0;
    for i in 0..8 {
        let cards = board.stack(Pile::tableau(i)).as_slice();
        if cards.is_empty() {
            empty_cascades += 1;
        }
        let mut lowest = u8::MAX;
        for (depth, card) in cards.iter().enumerate() {
            let rank = card.rank().value();
            if rank > lowest {
                out_of_order += 1;
            }
            lowest = lowest.min(rank);
            if rank == next_rank[card.suit().index()] {
                buried += (cards.len() - 1 - depth) as u32;
            }
        }
    }
    let free_used = (0..4)
        .filter(|&i| board.top(Pile::free_cell(i)).is_some())
        .count() as u32;
    let left = 52 - board.cards_home() as u32;
    (left * 2 + out_of_order * 3 + buried + free_used * 2 + 8).saturating_sub(empty_cascades * 2)
}

/// The real moves, from `start`, that go through the layouts of `path`
/// (whose first layout is `start`'s after the safe autoplay): each step's
/// move, found again among the engine's moves, then its autoplay moves.
pub fn moves_along(start: &GameBoard, path: &[Layout]) -> Vec<Move> {
    let mut board = *start;
    let mut moves = Vec::new();
    settle(&mut board, |mv| moves.push(mv));
    for target in &path[1..] {
        let mut step = None;
        for_each_successor(&board, |mv, next| {
            if step.is_none() && Layout::of(&next) == *target {
                step = Some(mv);
            }
        });
        let mv = step.expect("each layout of the path follows from the one before");
        board.play_unchecked(mv);
        moves.push(mv);
        settle(&mut board, |mv| moves.push(mv));
    }
    moves
}

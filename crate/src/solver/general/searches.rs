//! The general solver's one adapter to the generic searches of
//! `solver::search`: it hands them the positions of [`Positions`], scored
//! by [`Weights`], and nothing else in `general` calls them.

use std::cell::RefCell;

use crate::board::GameBoard;

use super::super::search::{self, BestFirst, Budget, SearchResult};
use super::expand::{Positions, Step};
use super::key::Key;
use super::score::{Counter, Features, Weights};

/// A best-first search of a game's positions that can pause when its
/// budget runs out and go on later where it stopped.
pub struct Running {
    search: BestFirst<Key, Step>,
    positions: Positions,
    weights: Weights,
    boards: RefCell<Boards>,
}

/// Boards the search has had lately, so that most steps rebuild none
/// from its key: the search makes a position from its parent's board,
/// then most often expands it next, and often takes several steps in a
/// row from the same position. (A step names cards, not piles, so any
/// board of a position's key serves: see [`Step`].) Boxed, so that the
/// board made last becomes the one expanded without a copy.
struct Boards {
    /// The position expanded or stepped from last, by its id.
    id: Option<u32>,
    board: Box<GameBoard>,
    /// The position made last, by its key, and the step back to the one
    /// it was made from (see [`Positions::play_into`]).
    made_key: Option<Key>,
    made: Box<GameBoard>,
    back: Option<Step>,
}

impl Boards {
    /// The board of the position `id`, whose key is `key`.
    fn of(&mut self, positions: &Positions, id: u32, key: &Key) -> &GameBoard {
        if self.id != Some(id) {
            if self.made_key.as_ref() == Some(key) {
                std::mem::swap(&mut self.board, &mut self.made);
                self.made_key = None;
            } else {
                *self.board = positions.board(key);
            }
            self.id = Some(id);
        }
        &self.board
    }
}

impl Running {
    /// A search from `start` (a settled position's key) that has
    /// expanded nothing yet: each position scored by `weights`, plus
    /// `step_cost` per move from the start.
    pub fn new(positions: Positions, start: &Key, weights: Weights, step_cost: u32) -> Running {
        Running {
            search: BestFirst::new(start, step_cost),
            positions,
            weights,
            boards: RefCell::new(Boards {
                id: None,
                board: Box::default(),
                made_key: None,
                made: Box::default(),
                back: None,
            }),
        }
    }

    /// The positions expanded so far, in all turns.
    pub fn explored(&self) -> u64 {
        self.search.explored()
    }

    /// Goes on for at most `max_nodes` more positions. A path found is of
    /// keys, from the start's to a won one's.
    pub fn resume(&mut self, max_nodes: u64) -> SearchResult<Key> {
        let positions = self.positions;
        let weights = self.weights;
        let boards = &self.boards;
        self.search.resume(
            |id, key: &Key, out: &mut dyn FnMut(Step, Option<&Features>)| {
                let mut boards = boards.borrow_mut();
                // The step back to the position this one was made from,
                // if it was made last: that position is expanded.
                let back = match &boards.made_key {
                    Some(made) if made == key => boards.back,
                    _ => None,
                };
                let board = boards.of(&positions, id, key);
                let counter = Counter::new(board);
                positions.for_each_child(board, back, |step, mv, child| {
                    out(step, child.map(|child| counter.child(mv, child)).as_ref());
                });
            },
            |id, key: &Key, step| {
                let boards = &mut *boards.borrow_mut();
                boards.of(&positions, id, key);
                boards.back = positions.play_into(&boards.board, step, &mut boards.made);
                let key = Key::of(&boards.made);
                boards.made_key = Some(key);
                key
            },
            |features: &Features| weights.score(features),
            Features::is_won,
            Budget { max_nodes },
        )
    }
}

/// A beam search of `width` positions a level from `start` (a settled
/// board), each move scored by `weights` on the position it leads to.
pub fn beam(
    positions: Positions,
    start: &GameBoard,
    width: usize,
    weights: Weights,
    max_nodes: u64,
) -> SearchResult<Key> {
    search::beam(
        (Key::of(start), *start),
        width,
        |board: &GameBoard, out: &mut dyn FnMut(Step, u32)| {
            let counter = Counter::new(board);
            positions.for_each_child(board, None, |step, mv, child| {
                let child = child.expect("every child made");
                out(step, weights.score(&counter.child(mv, child)));
            });
        },
        |board: &GameBoard, step| {
            let child = positions.child(board, step);
            (Key::of(&child), child)
        },
        Key::is_won,
        Budget { max_nodes },
    )
}

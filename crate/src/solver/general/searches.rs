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
/// row from a position it expanded not long before. (A step names cards,
/// not piles, so any board of a position's key serves: see [`Step`].)
/// Boxed, so that the board made last joins the others without a copy.
struct Boards {
    /// Boards of positions stepped from or expanded lately, each with the
    /// position's id (`u32::MAX`: none), in the slot of its id modulo
    /// [`RECENT`].
    recent: Vec<(u32, Box<GameBoard>)>,
    /// The position made last, by its key, and the step back to the one
    /// it was made from (see [`Positions::play_into`]).
    made_key: Option<Key>,
    made: Box<GameBoard>,
    back: Option<Step>,
}

/// How many boards [`Boards`] keeps.
const RECENT: usize = 32;

impl Boards {
    fn new() -> Boards {
        Boards {
            recent: (0..RECENT).map(|_| (u32::MAX, Box::default())).collect(),
            made_key: None,
            made: Box::default(),
            back: None,
        }
    }

    /// The slot of the board of the position `id`, whose key is `key`.
    fn of(&mut self, positions: &Positions, id: u32, key: &Key) -> usize {
        let slot = id as usize % RECENT;
        let (at, board) = &mut self.recent[slot];
        if *at != id {
            if self.made_key.as_ref() == Some(key) {
                std::mem::swap(board, &mut self.made);
                self.made_key = None;
            } else {
                **board = positions.board(key);
            }
            *at = id;
        }
        slot
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
            boards: RefCell::new(Boards::new()),
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
                let slot = boards.of(&positions, id, key);
                let board = &boards.recent[slot].1;
                let counter = Counter::new(board);
                positions.for_each_child(board, back, |step, mv, child| {
                    out(step, child.map(|child| counter.child(mv, child)).as_ref());
                });
            },
            |id, key: &Key, step| {
                let boards = &mut *boards.borrow_mut();
                let slot = boards.of(&positions, id, key);
                let parent = &boards.recent[slot].1;
                boards.back = positions.play_into(parent, step, &mut boards.made);
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

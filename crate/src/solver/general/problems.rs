//! The family's positions as the generic searches' problems: those of
//! [`GameGraph`], scored by [`Weights`], for the best-first searches
//! ([`KeyProblem`]) and the beam ([`KeyBeam`]).

use std::cell::RefCell;

use crate::board::GameBoard;

use super::super::card_move::CardMove;
use super::super::search::{BeamProblem, BestFirstProblem, Keyed};
use super::counts::Counter;
use super::key::Key;
use super::score::{Features, Weights};
use super::successor::GameGraph;

/// A key is its own canonical form.
impl Keyed for Key {
    type Key = Key;
    fn key(&self) -> &Key {
        self
    }
}

/// The best-first searches' problem: a game's positions by their keys,
/// scored by one search's weights, with the boards read lately.
pub struct KeyProblem {
    positions: GameGraph,
    weights: Weights,
    boards: RefCell<Boards>,
}

impl BestFirstProblem for KeyProblem {
    type State = Key;
    type Edge = CardMove;
    type Payload = Features;

    fn successors(&self, id: u32, key: &Key, mut out: impl FnMut(CardMove, Option<&Features>)) {
        let mut boards = self.boards.borrow_mut();
        // The step back to the position this one was made from, if it was
        // made last: that position is expanded.
        let back = match &boards.made_key {
            Some(made) if made == key => boards.back,
            _ => None,
        };
        let slot = boards.of(&self.positions, id, key);
        let board = &boards.recent[slot].1;
        let counter = Counter::new(board);
        self.positions
            .for_each_child(board, back, |step, mv, child| {
                out(step, child.map(|child| counter.child(mv, child)).as_ref());
            });
    }

    fn reach(&self, id: u32, key: &Key, step: CardMove) -> Key {
        let boards = &mut *self.boards.borrow_mut();
        let slot = boards.of(&self.positions, id, key);
        let parent = &boards.recent[slot].1;
        boards.back = self.positions.play_into(parent, step, &mut boards.made);
        let key = Key::of(&boards.made);
        boards.made_key = Some(key);
        key
    }

    fn heuristic(&self, features: &Features) -> u32 {
        self.weights.score(features)
    }

    fn is_goal(&self, features: &Features) -> bool {
        features.is_won()
    }
}

/// Boards the search has had lately, so that most steps rebuild none
/// from its key: the search makes a position from its parent's board,
/// then most often expands it next, and often takes several steps in a
/// row from a position it expanded not long before. (A step names cards,
/// not piles, so any board of a position's key serves: see [`CardMove`].)
/// Boxed, so that the board made last joins the others without a copy.
struct Boards {
    /// Boards of positions stepped from or expanded lately, each with the
    /// position's id (`u32::MAX`: none), in the slot of its id modulo
    /// [`RECENT`].
    recent: Vec<(u32, Box<GameBoard>)>,
    /// The position made last, by its key, and the step back to the one
    /// it was made from (see [`GameGraph::play_into`]).
    made_key: Option<Key>,
    made: Box<GameBoard>,
    back: Option<CardMove>,
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
    fn of(&mut self, positions: &GameGraph, id: u32, key: &Key) -> usize {
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

impl KeyProblem {
    /// The problem of a search of `positions` scored by `weights`.
    pub fn new(positions: GameGraph, weights: Weights) -> KeyProblem {
        KeyProblem {
            positions,
            weights,
            boards: RefCell::new(Boards::new()),
        }
    }
}

/// The beam's problem: a game's positions, each move scored by `weights`
/// on the position it leads to.
pub struct KeyBeam {
    pub positions: GameGraph,
    pub weights: Weights,
}

impl BeamProblem for KeyBeam {
    type State = Key;
    type Expanded = GameBoard;
    type Move = CardMove;

    fn scored_moves(&mut self, board: &GameBoard, mut out: impl FnMut(CardMove, u32)) {
        let counter = Counter::new(board);
        let weights = self.weights;
        self.positions
            .for_each_child(board, None, |step, mv, child| {
                let child = child.expect("every child made");
                out(step, weights.score(&counter.child(mv, child)));
            });
    }

    fn play(&mut self, board: &GameBoard, step: CardMove) -> (Key, GameBoard) {
        let child = self.positions.child(board, step);
        (Key::of(&child), child)
    }

    fn is_goal(&self, key: &Key) -> bool {
        key.is_won()
    }
}

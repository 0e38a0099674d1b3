//! The optimal mode's problem on the family's keys: the A* of
//! `search::fewest` over any game's positions, expanded through the
//! engine, each move followed by the safe autoplay, a move home costing
//! nothing and any other one move, and the optimal mode's lower bound.

use crate::board::{CellT, GameBoard};
use crate::rules::Rules;

use super::super::optimal::lower_bound;
use super::super::search::AStarProblem;
use super::key::Key;
use super::replay::moves_along;
use super::successor::{Autoplay, GameGraph};

/// The optimal search's problem in a game of the family.
pub struct KeyFewest {
    positions: GameGraph,
}

impl KeyFewest {
    pub fn new(rules: Rules) -> KeyFewest {
        KeyFewest {
            positions: GameGraph::new(rules, Autoplay::Safe),
        }
    }

    /// Where the search starts from `board` (once the safe autoplay is
    /// done), and its bound.
    pub fn start(&self, board: &GameBoard) -> (Key, u16) {
        let (key, start) = self.positions.start(board);
        (key, lower_bound(&start) as u16)
    }

    /// The engine's moves from `board` along `path`, every move home
    /// written out.
    pub fn moves_along(&self, board: &GameBoard, path: &[Key]) -> Vec<crate::board::Move> {
        moves_along(&self.positions, board, path)
    }
}

impl AStarProblem for KeyFewest {
    type State = Key;

    fn successors(&self, key: &Key, most: u16, mut out: impl FnMut(Key, u16, u16)) {
        let parent = self.positions.board(key);
        self.positions
            .for_each_child(&parent, None, |_, mv, child| {
                let cost = u16::from(mv.to.cell != CellT::HomeCell);
                if cost > most {
                    return;
                }
                let child = child.expect("every child is made");
                out(Key::of(child), cost, lower_bound(child) as u16);
            });
    }

    fn is_goal(&self, key: &Key) -> bool {
        key.is_won()
    }
}

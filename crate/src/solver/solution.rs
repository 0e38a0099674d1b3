//! What the solver is asked and what it answers: [`SolveOptions`] in,
//! [`Solution`] out.

use crate::board::{CellT, GameBoard, Move};

use super::search::Found;

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Any solution, as fast as possible.
    Fast,
    /// A short solution, taking more time.
    Short,
    /// A solution with the fewest moves, proven so if the budget allows.
    Optimal,
}

/// How to solve: the mode, the most positions the search may expand and
/// the most memory the optimal search's tables may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveOptions {
    pub mode: Mode,
    /// The most positions expanded in all; the solver gives up when they
    /// are spent.
    pub max_nodes: u64,
    /// The most bytes the optimal mode's tables may take, estimated from
    /// their sizes; past it, it gives the best found. The other modes'
    /// memory is bounded by `max_nodes` alone.
    pub max_memory: u64,
}

impl SolveOptions {
    /// The default budget: enough to prove deal 11982 impossible.
    pub const DEFAULT_MAX_NODES: u64 = 20_000_000;
    /// The default memory budget of the optimal mode: 1 GiB, well within
    /// a browser worker's (a wasm32 memory is 4 GiB at most).
    pub const DEFAULT_MAX_MEMORY: u64 = 1 << 30;
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            mode: Mode::Short,
            max_nodes: SolveOptions::DEFAULT_MAX_NODES,
            max_memory: SolveOptions::DEFAULT_MAX_MEMORY,
        }
    }
}

/// What the solver found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The moves win.
    Solved,
    /// No sequence of moves wins: every reachable position was searched.
    Impossible,
    /// The budget ran out first.
    GaveUp,
    /// The moves win, and no win has fewer (the optimal mode's proof).
    Optimal,
    /// The moves win, the fewest the optimal mode found before its budget
    /// ran out; a shorter win may exist.
    BestFound,
}

impl Verdict {
    /// `solved`, `impossible` or `gave up`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::Impossible => "impossible",
            Verdict::GaveUp => "gave up",
            Verdict::Optimal => "optimal",
            Verdict::BestFound => "best found",
        }
    }

    /// Whether the moves win: solved, optimal or best found.
    pub const fn is_won(self) -> bool {
        matches!(
            self,
            Verdict::Solved | Verdict::Optimal | Verdict::BestFound
        )
    }
}

/// A verdict, the winning moves (every foundation move included; empty
/// unless solved) and how many positions were expanded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    pub moves: Vec<Move>,
    pub explored: u64,
}

impl Solution {
    /// What a search's result says: `moves_of` turns a path it found into
    /// the engine's moves; `explored` counts every search that ran.
    pub(crate) fn of_search<N>(
        found: Found<N>,
        explored: u64,
        moves_of: impl FnOnce(Vec<N>) -> Vec<Move>,
    ) -> Solution {
        let (verdict, moves) = match found {
            Found::Path(path) => (Verdict::Solved, moves_of(path)),
            Found::Exhausted => (Verdict::Impossible, Vec::new()),
            Found::GaveUp => (Verdict::GaveUp, Vec::new()),
        };
        Solution {
            verdict,
            moves,
            explored,
        }
    }

    /// The moves in the standard notation, each written for the position
    /// before it, starting from `start` (the position that was solved).
    pub fn notation(&self, start: &GameBoard) -> Vec<String> {
        self.steps(start)
            .map(|(before, mv, _)| before.move_notation(mv))
            .collect()
    }

    /// Each move with the positions before and after it, starting from
    /// `start` (the position that was solved).
    pub fn steps<'a>(
        &'a self,
        start: &GameBoard,
    ) -> impl Iterator<Item = (GameBoard, Move, GameBoard)> + 'a {
        let mut board = *start;
        self.moves.iter().map(move |&mv| {
            let before = board;
            board.play_unchecked(mv);
            (before, mv, board)
        })
    }

    /// How many moves there are besides the moves to the foundations.
    pub fn length_without_foundation_moves(&self) -> usize {
        self.moves
            .iter()
            .filter(|mv| mv.to.cell != CellT::HomeCell)
            .count()
    }
}

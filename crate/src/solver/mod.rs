//! The solver: finds a winning list of moves for a position, proves that
//! there is none, or gives up when its budget is spent.
//!
//! It plays by the engine's own rules and nothing else (see `position`):
//! the moves come from [`GameBoard::for_each_move`], so sequence moves obey
//! the capacity rule and count as one move. The search itself (`search`)
//! knows nothing of FreeCell; it works on canonical layouts (`layout`), so a
//! position reached twice, or with cascades or free cells in another order,
//! is searched once.
//!
//! Two modes:
//! - [`Mode::Fast`]: a best-first search on the score plus a small cost per
//!   move. It is complete, so when it runs out of positions the deal is
//!   proven impossible.
//! - [`Mode::Short`]: beam searches for short solutions, then a post-pass
//!   that leaves out moves that are not needed (`shorten`); if the beams
//!   find nothing, the fast search takes over with what is left of the
//!   budget, and may still prove the deal impossible.
//!
//! # Examples
//!
//! ```
//! use freecell::{solve, GameBoard, SolveOptions, Verdict};
//!
//! let board = GameBoard::from_deal(617).unwrap();
//! let solution = solve(&board, &SolveOptions::default());
//! assert_eq!(solution.verdict, Verdict::Solved);
//! // Replay it through the checked rules.
//! let mut replay = board;
//! for text in solution.notation(&board) {
//!     let mv = replay.parse_move(&text).unwrap();
//!     replay.play(mv).unwrap();
//! }
//! assert!(replay.is_in_win_state());
//! ```

mod layout;
mod position;
pub mod search;
mod shorten;

use crate::board::{CellT, GameBoard, Move};

use layout::Layout;
use search::{Budget, Found, SearchResult};

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Any solution, as fast as possible.
    Fast,
    /// A short solution, taking more time.
    Short,
}

/// How to solve: the mode and the most positions the search may expand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveOptions {
    pub mode: Mode,
    /// The most positions expanded in all (about 1-2 µs each natively); the
    /// solver gives up when they are spent.
    pub max_nodes: u64,
}

impl SolveOptions {
    /// The default budget: enough to prove deal 11982 impossible.
    pub const DEFAULT_MAX_NODES: u64 = 20_000_000;
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            mode: Mode::Short,
            max_nodes: SolveOptions::DEFAULT_MAX_NODES,
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
}

impl Verdict {
    /// `solved`, `impossible` or `gave up`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::Impossible => "impossible",
            Verdict::GaveUp => "gave up",
        }
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
    /// The moves in the standard notation, each written for the position
    /// before it, starting from `start` (the position that was solved).
    pub fn notation(&self, start: &GameBoard) -> Vec<String> {
        let mut board = *start;
        self.moves
            .iter()
            .map(|&mv| {
                let text = board.move_notation(mv);
                board.play_unchecked(mv);
                text
            })
            .collect()
    }

    /// How many moves there are besides the moves to the foundations.
    pub fn length_without_foundation_moves(&self) -> usize {
        self.moves
            .iter()
            .filter(|mv| mv.to.cell != CellT::HomeCell)
            .count()
    }
}

/// The short mode's beams, tried in turn until one finds a solution. On
/// deals 1..300 a beam of 150 finds solutions of 30.8 moves on average in
/// about the time a beam of 100 took before nodes got cheaper (100: 31.0
/// moves; 200: 30.6, a third more time); the wider one rescues the few
/// deals the first beam loses.
const BEAM_WIDTHS: [usize; 2] = [150, 400];

/// The fast mode's tries: a best-first search with each step cost (against
/// the score's units) and node budget in turn, each from scratch. Search
/// times have a heavy tail: a deal that one step cost sends into a dead end
/// of millions of positions, another solves in a few hundred, so short
/// tries with different costs beat one long one. Step cost 1 solves most
/// deals first.
const FAST_TRIES: [(u32, u64); 8] = [
    (1, 3_000),
    (0, 3_000),
    (3, 3_000),
    (2, 3_000),
    (1, 30_000),
    (0, 30_000),
    (3, 30_000),
    (2, 30_000),
];

/// The step cost of the last, unbounded try, which is complete: if it runs
/// out of positions, the deal is impossible.
const COMPLETE_STEP_COST: u32 = 1;

/// Solves `board`: see [`Mode`] for how.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    let mut settled = *board;
    position::settle(&mut settled, |_| {});
    let start = Layout::of(&settled);
    let mut explored = 0;
    if options.mode == Mode::Short {
        for width in BEAM_WIDTHS {
            let result = search::beam(
                &start,
                width,
                position::successors,
                position::heuristic_beam,
                Layout::is_solved,
                Budget {
                    max_nodes: options.max_nodes - explored,
                },
            );
            explored += result.explored;
            if let Found::Path(path) = &result.found {
                let moves = position::moves_along(board, path);
                return Solution {
                    verdict: Verdict::Solved,
                    moves: shorten::shorten(board, &moves),
                    explored,
                };
            }
            if explored >= options.max_nodes {
                break;
            }
        }
    }
    let mut solution = fast(board, &start, options.max_nodes.saturating_sub(explored));
    solution.explored += explored;
    if options.mode == Mode::Short && solution.verdict == Verdict::Solved {
        solution.moves = shorten::shorten(board, &solution.moves);
    }
    solution
}

/// The fast mode: the tries of [`FAST_TRIES`], then a complete search with
/// what is left of `max_nodes`.
fn fast(board: &GameBoard, start: &Layout, max_nodes: u64) -> Solution {
    let mut explored = 0;
    for (step_cost, nodes) in FAST_TRIES {
        let budget = Budget {
            max_nodes: nodes.min(max_nodes - explored),
        };
        let result = best_first(start, step_cost, budget);
        explored += result.explored;
        if result.found != Found::GaveUp || explored >= max_nodes {
            return verdict_of(board, result, explored);
        }
    }
    let budget = Budget {
        max_nodes: max_nodes - explored,
    };
    let result = best_first(start, COMPLETE_STEP_COST, budget);
    explored += result.explored;
    verdict_of(board, result, explored)
}

fn best_first(start: &Layout, step_cost: u32, budget: Budget) -> SearchResult<Layout> {
    search::best_first(
        start,
        step_cost,
        position::successors,
        position::heuristic_fast,
        Layout::is_solved,
        budget,
    )
}

/// The solution for a search's result; `explored` counts every search.
fn verdict_of(board: &GameBoard, result: SearchResult<Layout>, explored: u64) -> Solution {
    let (verdict, moves) = match result.found {
        Found::Path(path) => (Verdict::Solved, position::moves_along(board, &path)),
        Found::Exhausted => (Verdict::Impossible, Vec::new()),
        Found::GaveUp => (Verdict::GaveUp, Vec::new()),
    };
    Solution {
        verdict,
        moves,
        explored,
    }
}

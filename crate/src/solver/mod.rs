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
//!   that leaves out moves that are not needed (`shorten`). The beams send
//!   every card that can go home there at once (`Autoplay::All`),
//!   so each level of a beam is one move that a solution's length counts.
//!   That loses the few deals that need a card held back; if the beams find
//!   nothing, the fast search takes over with what is left of the budget,
//!   and may still prove the deal impossible.
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
use position::Autoplay;
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
/// deals 1..300 a beam of 150 finds solutions of 28.4 moves on average
/// (400: 27.5 in twice the time; 1000: 26.7 in five times); the wider one
/// rescues the few deals the first beam loses. (With only the safe
/// autoplay, a level could be a foundation move, and the same beams gave
/// 30.8 moves.)
const BEAM_WIDTHS: [usize; 2] = [150, 400];

/// The fast mode's tries: a best-first search with each step cost (against
/// the score's units) and node budget in turn, each from scratch. Search
/// times have a heavy tail: a deal that one step cost sends into a dead end
/// of millions of positions, another solves in a few hundred, so short
/// tries with different costs beat one long one. Step cost 1 solves most
/// deals first.
const FAST_TRIES: [(Autoplay, u32, u64); 8] = [
    (Autoplay::Safe, 1, 3_000),
    (Autoplay::Safe, 0, 3_000),
    (Autoplay::Safe, 3, 3_000),
    (Autoplay::Safe, 2, 3_000),
    (Autoplay::Safe, 1, 30_000),
    (Autoplay::Safe, 0, 30_000),
    (Autoplay::Safe, 3, 30_000),
    (Autoplay::Safe, 2, 30_000),
];

/// The step cost of the last, unbounded try, which is complete: if it runs
/// out of positions, the deal is impossible.
const COMPLETE_STEP_COST: u32 = 1;

/// Solves `board`: see [`Mode`] for how.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    let mut explored = 0;
    if options.mode == Mode::Short {
        let autoplay = Autoplay::All;
        let start = start_layout(board, autoplay);
        for width in BEAM_WIDTHS {
            let result = search::beam(
                &start,
                width,
                position::successors(autoplay),
                position::heuristic_beam,
                Layout::is_solved,
                Budget {
                    max_nodes: options.max_nodes - explored,
                },
            );
            explored += result.explored;
            if let Found::Path(path) = &result.found {
                let moves = position::moves_along(board, autoplay, path);
                return Solution {
                    verdict: Verdict::Solved,
                    moves: shorten::shorten(board, autoplay, &moves),
                    explored,
                };
            }
            if explored >= options.max_nodes {
                break;
            }
        }
    }
    let mut solution = fast(board, options.max_nodes.saturating_sub(explored));
    solution.explored += explored;
    if options.mode == Mode::Short && solution.verdict == Verdict::Solved {
        solution.moves = shorten::shorten(board, Autoplay::Safe, &solution.moves);
    }
    solution
}

/// The fast mode: the tries of [`FAST_TRIES`], then a complete search with
/// what is left of `max_nodes`.
fn fast(board: &GameBoard, max_nodes: u64) -> Solution {
    let mut explored = 0;
    for (autoplay, step_cost, nodes) in FAST_TRIES {
        let budget = Budget {
            max_nodes: nodes.min(max_nodes - explored),
        };
        let result = best_first(board, autoplay, step_cost, budget);
        explored += result.explored;
        let exhausted = result.found == Found::Exhausted && autoplay == Autoplay::All;
        if (result.found != Found::GaveUp && !exhausted) || explored >= max_nodes {
            return verdict_of(board, autoplay, result, explored);
        }
    }
    let budget = Budget {
        max_nodes: max_nodes - explored,
    };
    let result = best_first(board, Autoplay::Safe, COMPLETE_STEP_COST, budget);
    explored += result.explored;
    verdict_of(board, Autoplay::Safe, result, explored)
}

/// The canonical layout of `board` once the autoplay is done.
fn start_layout(board: &GameBoard, autoplay: Autoplay) -> Layout {
    let mut settled = *board;
    position::settle(&mut settled, autoplay, |_| {});
    Layout::of(&settled)
}

fn best_first(
    board: &GameBoard,
    autoplay: Autoplay,
    step_cost: u32,
    budget: Budget,
) -> SearchResult<Layout> {
    search::best_first(
        &start_layout(board, autoplay),
        step_cost,
        position::successors(autoplay),
        position::heuristic_fast,
        Layout::is_solved,
        budget,
    )
}

/// The solution for a search's result; `explored` counts every search.
fn verdict_of(
    board: &GameBoard,
    autoplay: Autoplay,
    result: SearchResult<Layout>,
    explored: u64,
) -> Solution {
    let (verdict, moves) = match result.found {
        Found::Path(path) => (
            Verdict::Solved,
            position::moves_along(board, autoplay, &path),
        ),
        Found::Exhausted => (Verdict::Impossible, Vec::new()),
        Found::GaveUp => (Verdict::GaveUp, Vec::new()),
    };
    Solution {
        verdict,
        moves,
        explored,
    }
}

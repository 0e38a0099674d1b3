//! The solver: finds a winning list of moves for a position, proves that
//! there is none, or gives up when its budget is spent.
//!
//! It plays by the engine's rules: the moves are those of
//! [`GameBoard::for_each_move`] (sequence moves obey the capacity rule and
//! count as one move), and moves to the foundations are folded into the
//! step before them (`autoplay`) and still written out. The searches
//! (`search`) know nothing of FreeCell; the standard game is handed to them
//! as search problems (`standard`), on canonical 64-byte keys, through a
//! restatement of its rules that tests pin to the engine. `docs/solver.md`
//! explains the whole, and how it was tuned.
//!
//! Two modes:
//! - [`Mode::Fast`]: best-first searches on a score plus a small cost per
//!   move, with different scores and costs, run by turns (`fast`, by the
//!   plan of `plan`). Those with the safe autoplay are complete, so when
//!   one runs out of positions the deal is proven impossible.
//! - [`Mode::Short`]: a beam search for short solutions, then a post-pass
//!   that leaves out moves that are not needed (`shorten`). The beam sends
//!   every card that can go home there at once (`Autoplay::All`), so each
//!   level of it is one move that a solution's length counts. That loses
//!   the few deals that need a card held back; if the beam finds nothing,
//!   best-first searches like the fast mode's take over with what is left
//!   of the budget, and may still prove the deal impossible.
//! - [`Mode::Optimal`]: the short mode's solution, then an A* search for
//!   one with fewer moves (`optimal`), in any game of the family: the
//!   verdict is [`Verdict::Optimal`] once no win has fewer moves, else
//!   [`Verdict::BestFound`].
//!
//! Modules, each using only those listed after it: `optimal` (the
//! optimal mode, on `general`'s positions); `trace` (the plan's tool);
//! `fast` (a plan run); `shorten`; `standard` (the standard game for the
//! searches); `plan` (the tunings); `score`; `autoplay`; `solution` (the
//! API's types); `search`.
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

mod autoplay;
mod fast;
mod general;
mod grade;
mod optimal;
mod plan;
mod score;
pub mod search;
mod shorten;
mod solution;
mod standard;
mod trace;

use crate::board::GameBoard;

use autoplay::{settle, Autoplay};
#[doc(hidden)]
pub use general::solve as solve_general;
#[doc(hidden)]
pub use general::trace as trace_general;
pub use grade::{dealt_with_cells, grade_deal, Bounds, Grade, Graded, GRADE_MAX_NODES};
use search::{Budget, Found};
pub use solution::{Mode, Solution, SolveOptions, Verdict};
use standard::Layout;
#[doc(hidden)]
pub use trace::{spec_as_rust, trace_search, Traced};

/// Solves `board`: see [`Mode`] for how.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    // The optimal mode improves the short mode's solution, in any game.
    if options.mode == Mode::Optimal {
        let short = SolveOptions {
            mode: Mode::Short,
            ..*options
        };
        return optimal::solve(board, solve(board, &short), options.max_nodes);
    }
    // The searches below read standard FreeCell's compact positions; the
    // other games have a solver of their own.
    if !board.rules().is_standard() {
        return general::solve(board, options);
    }
    match options.mode {
        Mode::Fast => fast::run(board, options.max_nodes, &plan::FAST),
        Mode::Short => short(board, options.max_nodes),
        Mode::Optimal => unreachable!("the optimal mode is dispatched above"),
    }
}

/// The short mode: the beam, then, if it finds nothing, the fallback's
/// best-first searches with what is left of the budget; either solution
/// shortened.
fn short(board: &GameBoard, max_nodes: u64) -> Solution {
    let autoplay = Autoplay::All;
    let mut settled = *board;
    settle(&mut settled, autoplay, |_| {});
    let result = search::beam(
        (Layout::of(&settled), settled),
        plan::BEAM_WIDTH,
        &mut standard::BeamPlays::new(autoplay, score::BEAM_WEIGHTS),
        Budget { max_nodes },
    );
    let explored = result.explored;
    if let Found::Path(path) = &result.found {
        let moves = standard::moves_along(board, autoplay, path);
        return Solution {
            verdict: Verdict::Solved,
            moves: shorten::shorten(board, autoplay, &moves),
            explored,
        };
    }
    let mut solution = fast::run(board, max_nodes.saturating_sub(explored), &plan::FALLBACK);
    solution.explored += explored;
    if solution.verdict == Verdict::Solved {
        solution.moves = shorten::shorten(board, Autoplay::Safe, &solution.moves);
    }
    solution
}

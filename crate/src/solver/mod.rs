//! The solver: finds a winning list of moves for a position, proves that
//! there is none, or gives up when its budget is spent.
//!
//! It plays by the engine's rules: the moves are those of
//! [`GameBoard::for_each_move`](crate::GameBoard::for_each_move) (sequence moves obey the capacity rule and
//! count as one move), and moves to the foundations are folded into the
//! step before them (`autoplay`) and still written out. The searches
//! (`search`) know nothing of FreeCell. One driver (`driver`) runs them
//! over a backend, which says how positions are kept and expanded and
//! which games it plays: `standard`, standard FreeCell on canonical
//! 64-byte keys through a restatement of its rules that tests pin to the
//! engine, and `general`, every game of the family through the engine
//! itself. `docs/solver.md` explains the whole, and how it was tuned.
//!
//! Three modes, each run by the driver over a backend:
//! - [`Mode::Fast`]: best-first searches on a score plus a small cost per
//!   move, with different scores and costs, run by turns. Those with an
//!   autoplay that loses no win are complete, so when one runs out of
//!   positions the deal is proven impossible.
//! - [`Mode::Short`]: a beam search for short solutions, then a post-pass
//!   that leaves out moves that are not needed (`shorten`). The beam sends
//!   every card that can go home there at once (`Autoplay::All`), so each
//!   level of it is one move that a solution's length counts. That loses
//!   the few deals that need a card held back; if the beam finds nothing,
//!   a fallback plan of best-first searches takes over with what is left
//!   of the budget, and may still prove the deal impossible.
//! - [`Mode::Optimal`]: the short mode's solution, then an A* for one with
//!   fewer moves (`search::fewest`, on the backend's positions, ordered by
//!   the lower bound of `optimal`), proven the fewest when it runs out of
//!   positions that could lead to a shorter win.
//!
//! Modules, each using only those listed after it: `grade`; `entry` (the
//! public entry points, which hand each game to a backend that plays it);
//! `trace` (the plans' tool); `standard` and `general` (the backends); `driver`;
//! `optimal` (the optimal mode's bound); `shorten`; `card_move` (a move
//! named by its card, for `shorten` and `general`); `plan`; `autoplay`;
//! `solution` (the API's types); `search`.
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
mod card_move;
mod driver;
mod entry;
#[cfg(test)]
mod fence;
mod general;
mod grade;
mod optimal;
mod plan;
pub mod search;
mod shorten;
mod solution;
mod standard;
mod trace;

pub use entry::{solve, solve_general, trace_general, trace_search};
pub use grade::{dealt_with_cells, grade_deal, grades_of, Bounds, Grade, Graded, GRADE_MAX_NODES};
pub use solution::{Mode, Solution, SolveOptions, Verdict};
#[doc(hidden)]
pub use standard::spec_as_rust;
#[doc(hidden)]
pub use trace::Traced;

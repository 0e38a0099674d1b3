//! The solver's entry points: each hands a position to a backend that
//! plays its game, through the driver.

use crate::board::GameBoard;

use super::driver;
use super::general::General;
use super::optimal;
use super::solution::{Mode, Solution, SolveOptions};
use super::standard::Standard;
use super::trace::{self, Traced};

/// Solves `board`: see [`Mode`](super::Mode) for how. Standard FreeCell goes to its
/// own faster backend, every other game to the family's; the optimal mode
/// then searches for a shorter solution than the short mode's, in any game.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    let found = driver::solve::<Standard>(board, options)
        .or_else(|| driver::solve::<General>(board, options))
        .expect("the family's backend plays every game");
    match options.mode {
        Mode::Optimal => optimal::solve(board, found, options.max_nodes, options.max_memory),
        Mode::Fast | Mode::Short => found,
    }
}

/// Solves `board` with the family's backend, whatever the game: for
/// checking it against the standard one.
#[doc(hidden)]
pub fn solve_general(board: &GameBoard, options: &SolveOptions) -> Solution {
    driver::solve::<General>(board, options).expect("the family's backend plays every game")
}

/// Runs the search `spec` describes alone on `board`, a standard FreeCell
/// position, with the standard backend, up to `cap` positions (see
/// `trace` for the spec). Refused for any other game.
#[doc(hidden)]
pub fn trace_search(board: &GameBoard, spec: &str, cap: u64) -> Result<Traced, String> {
    trace::trace::<Standard>(board, spec, cap)
}

/// Runs the search `spec` describes alone on `board`, a position of any
/// game, with the family's backend, up to `cap` positions.
#[doc(hidden)]
pub fn trace_general(board: &GameBoard, spec: &str, cap: u64) -> Result<Traced, String> {
    trace::trace::<General>(board, spec, cap)
}

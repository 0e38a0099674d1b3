//! The solver's entry points: each hands a position to a backend that
//! plays its game, through the driver.

use crate::board::GameBoard;

use super::driver;
use super::general::General;
use super::solution::{Solution, SolveOptions};
use super::standard::Standard;
use super::trace::{self, Traced};

/// Solves `board`: see [`Mode`](super::Mode) for how. Standard FreeCell goes to its
/// own faster backend, every other game to the family's, in every mode.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    driver::solve::<Standard>(board, options)
        .or_else(|| driver::solve::<General>(board, options))
        .expect("the family's backend plays every game")
}

/// The optimal search alone from `upper` (see [`driver::fewest`]), with
/// the backend that plays `board`'s game, or with the family's if
/// `general`: for the tests, which start it with no upper bound and check
/// the backends against each other.
#[cfg(test)]
pub(super) fn fewest(
    board: &GameBoard,
    upper: Solution,
    max_nodes: u64,
    general: bool,
) -> Solution {
    let standard = !general && board.rules().is_standard();
    match standard {
        true => driver::fewest::<Standard>(board, upper, max_nodes, u64::MAX),
        false => driver::fewest::<General>(board, upper, max_nodes, u64::MAX),
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

//! The solver for every game of the FreeCell family: any number of free
//! cells and cascades, cascades built by alternating colours or by suit,
//! empty cascades open to any card or to kings only, sequence moves
//! limited or not. Standard FreeCell has its own faster solver (the rest
//! of `solver`); this one serves every other game, and gives correct (if
//! slower) answers on standard FreeCell too.
//!
//! It reads the rules and restates none: a position is stored as its
//! canonical [`Key`], and expanding one rebuilds the engine's board, lists
//! the engine's moves, plays them and runs the engine's autoplay
//! (`expand`). Positions are scored by what stands between them and the
//! foundations, counted by the game's own rules (`score`). The searches
//! are the generic ones of `solver::search`, reached through one adapter
//! (`searches`).
//!
//! - [`Mode::Fast`]: best-first searches with the safe autoplay, each
//!   with its own weights and cost per move, run in turn with doubling
//!   shares. Every one is complete, so the first to run out of positions
//!   proves the deal impossible.
//! - [`Mode::Short`]: a beam search that sends every card it can home
//!   (so each level is a move a solution's length counts), then, if the
//!   beam finds nothing, the fast mode's searches with what is left of the
//!   budget; then a pass that leaves out the moves not needed (`shorten`).

mod expand;
mod key;
mod score;
mod searches;
mod shorten;

use crate::board::GameBoard;

use super::search::{Found, SearchResult};
use super::{Mode, Solution, SolveOptions, Verdict};
use expand::{Autoplay, Positions};
use key::Key;
use score::Weights;
use searches::Running;

/// One of the fast mode's searches: its weights, cost per move, and
/// share of each turn in quarters.
#[derive(Clone, Copy, Debug)]
struct Try {
    weights: Weights,
    step_cost: u32,
    quarters: u64,
}

/// The fast mode's searches, which take turns.
const FAST_TRIES: [Try; 2] = [
    Try {
        weights: Weights {
            left: 5,
            buried: 1,
            free_used: 6,
            empty_cascades: 6,
            over_lower: 3,
            breaks: 1,
            misplaced_kings: 4,
        },
        step_cost: 2,
        quarters: 4,
    },
    Try {
        weights: Weights {
            left: 2,
            buried: 2,
            free_used: 10,
            empty_cascades: 6,
            over_lower: 1,
            breaks: 4,
            misplaced_kings: 6,
        },
        step_cost: 2,
        quarters: 4,
    },
];

/// How far each of the fast mode's searches goes in its first turn;
/// every later turn doubles it.
const FIRST_TURN: u64 = 1_000;

/// The beam's weights: short solutions.
const BEAM_WEIGHTS: Weights = Weights {
    left: 2,
    buried: 2,
    free_used: 10,
    empty_cascades: 6,
    over_lower: 1,
    breaks: 4,
    misplaced_kings: 6,
};

/// How many positions the short mode's beam keeps at each level.
const BEAM_WIDTH: usize = 500;

/// Solves `board`, a position of any game: see [`Mode`] for how.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    let rules = board.rules();
    let mut explored = 0;
    if options.mode == Mode::Short {
        let positions = Positions::new(rules, Autoplay::All);
        let (_, start) = positions.start(board);
        let result = searches::beam(
            positions,
            &start,
            BEAM_WIDTH,
            BEAM_WEIGHTS,
            options.max_nodes,
        );
        explored = result.explored;
        if let Found::Path(path) = &result.found {
            let moves = positions.moves_along(board, path);
            return Solution {
                verdict: Verdict::Solved,
                moves: shorten::shorten(board, &positions, &moves),
                explored,
            };
        }
    }
    let positions = Positions::new(rules, Autoplay::Safe);
    let mut solution = fast(
        board,
        &positions,
        options.max_nodes.saturating_sub(explored),
    );
    solution.explored += explored;
    if options.mode == Mode::Short && solution.verdict == Verdict::Solved {
        solution.moves = shorten::shorten(board, &positions, &solution.moves);
    }
    solution
}

/// The fast mode: the searches of [`FAST_TRIES`] in turn, each going on
/// where it stopped, until one finds a solution, one runs out of
/// positions (which proves there is none: each is complete), or
/// `max_nodes` are spent in all.
fn fast(board: &GameBoard, positions: &Positions, max_nodes: u64) -> Solution {
    let (start, _) = positions.start(board);
    if start.is_won() {
        return verdict_of(board, positions, Found::Path(vec![start]), 0);
    }
    let tries = FAST_TRIES;
    let mut searches: Vec<Running> = tries
        .iter()
        .map(|t| Running::new(*positions, &start, t.weights, t.step_cost))
        .collect();
    let mut explored = 0;
    let mut until = FIRST_TURN;
    loop {
        for (search, t) in searches.iter_mut().zip(&tries) {
            let budget = (until.saturating_mul(t.quarters) / 4)
                .saturating_sub(search.explored())
                .min(max_nodes - explored);
            let SearchResult {
                found,
                explored: spent,
            } = search.resume(budget);
            explored += spent;
            match found {
                Found::GaveUp if explored < max_nodes => {}
                found => return verdict_of(board, positions, found, explored),
            }
        }
        until = until.saturating_mul(2);
    }
}

/// The solution for a search's result; `explored` counts every search.
fn verdict_of(
    board: &GameBoard,
    positions: &Positions,
    found: Found<Key>,
    explored: u64,
) -> Solution {
    let (verdict, moves) = match found {
        Found::Path(path) => (Verdict::Solved, positions.moves_along(board, &path)),
        Found::Exhausted => (Verdict::Impossible, Vec::new()),
        Found::GaveUp => (Verdict::GaveUp, Vec::new()),
    };
    Solution {
        verdict,
        moves,
        explored,
    }
}

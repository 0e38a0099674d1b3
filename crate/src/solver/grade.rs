//! How hard a deal is: the fewest free cells with which the solver wins it.
//!
//! What makes a deal hard to a player is how little room it leaves: a deal
//! that can be won with one free cell forgives the three others' worth of
//! mistakes, one that needs all four forgives none. So a deal of a game with
//! `c` free cells is graded by the deal dealt with fewer cells (the game's
//! leftover cards, if any, then go on to the cascades):
//! - [`Grade::Easy`]: the solver wins it with `c - 3` free cells (one, in
//!   FreeCell);
//! - [`Grade::Medium`]: with `c - 2`, and not with `c - 3`;
//! - [`Grade::Hard`]: only with more.
//!
//! Only a win is proof. A deal is graded Easy only when the solver has won
//! it with that few cells; Medium and Hard say that it did not, within its
//! budget, with fewer. A deal the solver cannot win with all its cells has
//! no grade: proven impossible, or unknown.

use crate::board::GameBoard;
use crate::error::Error;
use crate::rules::Rules;

use super::{solve, Mode, SolveOptions, Verdict};

/// How hard a deal is to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    Easy,
    Medium,
    Hard,
}

impl Grade {
    pub const ALL: [Grade; 3] = [Grade::Easy, Grade::Medium, Grade::Hard];

    /// `easy`, `medium` or `hard`.
    pub const fn name(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
        }
    }

    /// How many free cells fewer than the game's the deal is won with, at
    /// least, to earn this grade.
    const fn cells_spared(self) -> usize {
        match self {
            Grade::Easy => 3,
            Grade::Medium => 2,
            Grade::Hard => 0,
        }
    }
}

/// What grading a deal found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Graded {
    /// The grade, if the solver won the deal with its game's free cells.
    pub grade: Option<Grade>,
    /// The solver's verdict with the game's own free cells.
    pub verdict: Verdict,
    /// The fewest free cells the solver won the deal with, among those it
    /// tried.
    pub fewest_cells: Option<usize>,
    /// Positions the solver expanded, over every try.
    pub explored: u64,
}

/// The most positions each try may expand by default: enough for nearly
/// every deal that can be won with the cells tried, and quick in a page.
pub const GRADE_MAX_NODES: u64 = 100_000;

/// Grades deal `deal` of the game `rules` (see the module's doc), giving
/// each solver run at most `max_nodes` positions. `invalid_argument` for a
/// deal number that does not exist.
pub fn grade_deal(rules: Rules, deal: u64, max_nodes: u64) -> Result<Graded, Error> {
    let options = SolveOptions {
        mode: Mode::Fast,
        max_nodes,
    };
    let mut explored = 0;
    let mut won_with = |cells: usize| -> Result<Verdict, Error> {
        let board = GameBoard::from_deal_of(rules.with_free_cells(cells)?, deal)?;
        let solution = solve(&board, &options);
        explored += solution.explored;
        Ok(solution.verdict)
    };
    let own = rules.free_cells();
    let verdict = won_with(own)?;
    let mut graded = Graded {
        grade: None,
        verdict,
        fewest_cells: None,
        explored: 0,
    };
    if verdict == Verdict::Solved {
        graded.grade = Some(Grade::Hard);
        graded.fewest_cells = Some(own);
        for grade in [Grade::Easy, Grade::Medium] {
            let Some(cells) = own.checked_sub(grade.cells_spared()) else {
                continue;
            };
            if won_with(cells)? == Verdict::Solved {
                graded.grade = Some(grade);
                graded.fewest_cells = Some(cells);
                break;
            }
        }
    }
    graded.explored = explored;
    Ok(graded)
}

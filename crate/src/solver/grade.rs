//! How hard a deal is: the fewest free cells with which the solver wins it.
//!
//! What makes a deal hard to a player is how little room it leaves: a deal
//! that can be won with one free cell forgives the three others' worth of
//! mistakes, one that needs all four forgives none. So a deal of a game with
//! `c` free cells is graded by the layout played with fewer free cells: its
//! empty cells taken away (the cards a game deals to free cells stay there,
//! except in ForeCell, whose four fill every cell: with fewer cells the
//! first of them go on to the cascades, as the deal would go on dealing):
//! - [`Grade::Easy`]: the solver wins it with `c - e` free cells (one, in
//!   FreeCell);
//! - [`Grade::Medium`]: with `c - m`, and not with `c - e`;
//! - [`Grade::Hard`]: only with more.
//!
//! `e` and `m` are each game's (its [`Bounds`]), chosen from how many free
//! cells its deals need so that each grade holds a real share of them (the
//! shares are in the README). Most deals of Baker's Game and KO Baker's
//! Game need all four cells; there a win with all of them is Medium when the
//! solver finds it within [`Bounds::medium_effort`] positions.
//!
//! Only a win is proof. A deal is graded Easy only when the solver has won
//! it with that few cells; Medium and Hard say that it did not, within its
//! budget, with fewer. A deal the solver cannot win with all its cells has
//! no grade: proven impossible, or unknown.

use crate::board::GameBoard;
use crate::error::Error;
use crate::rules::{Game, Rules};

use super::entry::solve;
use super::solution::{Mode, SolveOptions, Verdict};

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
}

/// Where a game's grades part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// How many free cells fewer than the game's an Easy deal is won with.
    pub easy_spared: usize,
    /// How many fewer a Medium deal is won with.
    pub medium_spared: usize,
    /// Where Medium spares no cell: the most positions the solver may take
    /// to win with all of them.
    pub medium_effort: Option<u64>,
}

impl Bounds {
    /// The bounds of `game`, set from how many free cells its deals need
    /// in the fast mode, so that each grade holds a fair share of them
    /// (the counts: docs/solver.md, "History").
    pub const fn of(game: Game) -> Bounds {
        let (easy_spared, medium_spared, medium_effort) = match game {
            Game::FreeCell | Game::EightOff => (3, 2, None),
            Game::RelaxedFreeCell => (4, 3, None),
            Game::ForeCell | Game::Seahaven => (2, 1, None),
            // Medium spares no cell here, so it is the cheaper half of the
            // deals won with all four cells.
            Game::BakersGame | Game::KoBakersGame => (1, 0, Some(1_000)),
        };
        Bounds {
            easy_spared,
            medium_spared,
            medium_effort,
        }
    }
}

/// The grades a deal of the game `rules` can have, easiest first: Easy
/// only when the game has the cells an Easy deal spares ([`Bounds`]),
/// Medium likewise, Hard unless Medium takes every deal won (a Medium that
/// spares no cell and asks no effort). FreeCell with one free cell has
/// only Hard deals: with no cell to spare, none is graded Easy or Medium.
pub fn grades_of(rules: Rules) -> Vec<Grade> {
    let own = rules.free_cells();
    let bounds = Bounds::of(rules.game());
    let spares = |spared: usize| own >= spared;
    let mut grades = Vec::with_capacity(3);
    if spares(bounds.easy_spared) {
        grades.push(Grade::Easy);
    }
    if spares(bounds.medium_spared) && bounds.medium_spared != bounds.easy_spared {
        grades.push(Grade::Medium);
    }
    if bounds.medium_spared > 0 || bounds.medium_effort.is_some() {
        grades.push(Grade::Hard);
    }
    grades
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

/// Deal `deal` of the game `rules` as grading plays it with `cells` free
/// cells: the layout played, with its empty free cells taken away (see
/// [`Rules::with_free_cells_keeping_leftovers`]).
pub fn dealt_with_cells(rules: Rules, deal: u64, cells: usize) -> Result<GameBoard, Error> {
    Ok(GameBoard::from_deal_of(
        rules.with_free_cells_keeping_leftovers(cells)?,
        deal,
    )?)
}

/// Grades deal `deal` of the game `rules` (see the module's doc), giving
/// each solver run at most `max_nodes` positions. `invalid_argument` for a
/// deal number that does not exist.
pub fn grade_deal(rules: Rules, deal: u64, max_nodes: u64) -> Result<Graded, Error> {
    let options = SolveOptions {
        mode: Mode::Fast,
        max_nodes,
        ..SolveOptions::default()
    };
    let mut explored = 0;
    // The solver's verdict with `cells` free cells, and the positions it took.
    let mut won_with = |cells: usize| -> Result<(Verdict, u64), Error> {
        let board = dealt_with_cells(rules, deal, cells)?;
        let solution = solve(&board, &options);
        explored += solution.explored;
        Ok((solution.verdict, solution.explored))
    };
    let own = rules.free_cells();
    let bounds = Bounds::of(rules.game());
    let (verdict, own_effort) = won_with(own)?;
    let mut graded = Graded {
        grade: None,
        verdict,
        fewest_cells: None,
        explored: 0,
    };
    if verdict == Verdict::Solved {
        graded.grade = Some(Grade::Hard);
        graded.fewest_cells = Some(own);
        let tries = [
            (Grade::Easy, bounds.easy_spared),
            (Grade::Medium, bounds.medium_spared),
        ];
        for (grade, spared) in tries {
            let won = match (own.checked_sub(spared), bounds.medium_effort) {
                (None, _) => false,
                (Some(cells), Some(effort)) if cells == own => own_effort <= effort,
                (Some(cells), _) => won_with(cells)?.0 == Verdict::Solved,
            };
            if won {
                graded.grade = Some(grade);
                graded.fewest_cells = Some(own - spared);
                break;
            }
        }
    }
    graded.explored = explored;
    Ok(graded)
}

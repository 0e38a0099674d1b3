//! Choosing a date's three goals (see `docs/daily.md`, "Daily goals").
//!
//! One generator, [`SplitMix64`] seeded with the date ([`goals_seed`]),
//! draws the day's game of [`Game::ALL`] (all three goals are on its daily
//! deal, so that choosing grades one game's candidates), then for Easy,
//! Medium and Hard in turn kinds of the tier's list ([`kinds_of`]). A kind
//! is offered only when the solver finds a line from the deal that meets
//! it, checked by [`check_goal`], and is not the kind of an easier tier's
//! goal; else the next is drawn. After [`DRAWS`] draws the tier's goal is
//! to win the deal, which the solver has won.

use crate::board::GameBoard;
use crate::daily::daily_deal;
use crate::date::Date;
use crate::deal::SplitMix64;
use crate::error::Error;
use crate::rules::{Game, Rules};

use crate::solver::{dealt_with_cells, solve, Mode, SolveOptions};

use super::check::{check_goal, Status};
use super::record::GameRecord;
use super::{DailyGoal, Goal, Kind, Tier};

/// Kinds drawn for a tier before its goal is to win the deal.
pub const DRAWS: u32 = 6;

/// The most positions each of the solver's runs for a candidate expands:
/// the grading's budget, so that a cell count grading proved is proved again.
const MAX_NODES: u64 = 100_000;

/// A kind before its number is set from the solver's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Draft {
    Win,
    NoHint,
    NoUndo,
    /// Win with this many free cells fewer than the game's.
    CellsSpared(usize),
    /// Win with half the game's free cells (rounded down).
    HalfCells,
    NoFreeCell,
    /// Win within the solver's line's moves plus this many.
    MovesOver(u32),
    /// The aces home within the moves the solver's line takes plus this many.
    AcesOver(u32),
    Minutes(u32),
}

impl Draft {
    /// The name of the kind it sets ([`Kind::name`]).
    const fn kind_name(self) -> &'static str {
        match self {
            Draft::Win => "win",
            Draft::NoHint => "no-hint",
            Draft::NoUndo => "no-undo",
            Draft::CellsSpared(_) | Draft::HalfCells => "fewer-cells",
            Draft::NoFreeCell => "no-free-cell",
            Draft::MovesOver(_) => "within-moves",
            Draft::AcesOver(_) => "aces-home",
            Draft::Minutes(_) => "within-time",
        }
    }
}

/// The kinds a tier draws from.
const fn kinds_of(tier: Tier) -> &'static [Draft] {
    match tier {
        Tier::Easy => &[
            Draft::Win,
            Draft::NoHint,
            Draft::AcesOver(40),
            Draft::Minutes(20),
        ],
        Tier::Medium => &[
            Draft::NoUndo,
            Draft::CellsSpared(1),
            Draft::MovesOver(40),
            Draft::AcesOver(15),
            Draft::Minutes(10),
        ],
        Tier::Hard => &[
            Draft::HalfCells,
            Draft::NoFreeCell,
            Draft::MovesOver(10),
            Draft::AcesOver(5),
        ],
    }
}

/// The seed of a date's goals: the date as the decimal number YYYYMMDD,
/// times 256, plus 128: apart from every daily deal's seed (`daily_seed`
/// adds at most 6 × 16 + 8 to the same YYYYMMDD × 256).
pub fn goals_seed(date: Date) -> u64 {
    let ymd = date.year() as u64 * 10_000 + u64::from(date.month()) * 100 + u64::from(date.day());
    ymd * 256 + 128
}

/// The solver's line for `board`, in the standard notation, if it wins.
fn line(board: &GameBoard, mode: Mode) -> Option<Vec<String>> {
    let options = SolveOptions {
        mode,
        max_nodes: MAX_NODES,
        ..SolveOptions::default()
    };
    let solution = solve(board, &options);
    solution.verdict.is_won().then(|| solution.notation(board))
}

/// The number of moves of `moves` after which the four aces are home.
fn aces_after(rules: Rules, deal: u64, moves: &[String]) -> Option<u32> {
    let mut board = GameBoard::from_deal_of(rules, deal).ok()?;
    let mut aces = 0;
    for (k, text) in moves.iter().enumerate() {
        let mv = board.parse_move(text).ok()?;
        let ace = board.top(mv.from).is_some_and(|c| c.rank().value() == 1);
        board.play(mv).ok()?;
        if ace && mv.to.cell == crate::board::CellT::HomeCell {
            aces += 1;
            if aces == 4 {
                return Some(k as u32 + 1);
            }
        }
    }
    None
}

/// The goal `draft` sets on deal `deal` of `rules`, and a line meeting it,
/// if the solver finds one within its budget.
fn prove(rules: Rules, deal: u64, draft: Draft) -> Result<Option<(Kind, Vec<String>)>, Error> {
    let board = GameBoard::from_deal_of(rules, deal)?;
    let own = rules.free_cells();
    // A line won with `cells` free cells, played on the game's own board.
    let with_cells = |cells: usize| -> Result<Option<Vec<String>>, Error> {
        Ok(line(&dealt_with_cells(rules, deal, cells)?, Mode::Fast))
    };
    let proof = match draft {
        Draft::Win => line(&board, Mode::Fast).map(|l| (Kind::Win, l)),
        Draft::NoHint => line(&board, Mode::Fast).map(|l| (Kind::NoHint, l)),
        Draft::NoUndo => line(&board, Mode::Fast).map(|l| (Kind::NoUndo, l)),
        Draft::CellsSpared(spared) => match own.checked_sub(spared) {
            Some(cells) if spared > 0 => {
                with_cells(cells)?.map(|l| (Kind::FewerCells { cells }, l))
            }
            _ => None,
        },
        Draft::HalfCells if own >= 2 => {
            let cells = own / 2;
            with_cells(cells)?.map(|l| (Kind::FewerCells { cells }, l))
        }
        Draft::HalfCells => None,
        Draft::NoFreeCell if own > 0 => with_cells(0)?.map(|l| (Kind::NoFreeCell, l)),
        Draft::NoFreeCell => None,
        Draft::MovesOver(over) => line(&board, Mode::Short).map(|l| {
            let moves = l.len() as u32 + over;
            (Kind::WithinMoves { moves }, l)
        }),
        Draft::AcesOver(over) => line(&board, Mode::Short).and_then(|l| {
            let moves = aces_after(rules, deal, &l)? + over;
            Some((Kind::AcesHome { moves }, l))
        }),
        Draft::Minutes(minutes) => {
            line(&board, Mode::Fast).map(|l| (Kind::WithinTime { minutes }, l))
        }
    };
    let Some((kind, mut witness)) = proof else {
        return Ok(None);
    };
    let goal = Goal { rules, deal, kind };
    if let Kind::AcesHome { .. } = kind {
        let aces = aces_after(rules, deal, &witness).unwrap_or(0) as usize;
        witness.truncate(aces);
    }
    // Only a line the engine itself judges to meet the goal is proof (a
    // line found with fewer cells may not be played on the game's board).
    let met = check_goal(&goal, &GameRecord::of_line(rules, deal, &witness))
        .is_ok_and(|p| p.status == Status::Met);
    Ok(met.then_some((kind, witness)))
}

/// The three goals of `date`, Easy, Medium and Hard (see the module's doc).
/// It grades the day's game's daily deals until one fits and solves it a
/// few times, so it takes a moment (a second or so natively).
pub fn daily_goals(date: Date) -> Result<[DailyGoal; 3], Error> {
    let mut draws = SplitMix64(goals_seed(date));
    let rules = Game::ALL[draws.below(Game::ALL.len())].rules();
    let deal = daily_deal(date, rules)?.deal;
    let mut offered: Vec<&'static str> = Vec::new();
    let mut goal_of = |tier: Tier| -> Result<DailyGoal, Error> {
        let kinds = kinds_of(tier);
        let drawn: Vec<Draft> = (0..DRAWS)
            .map(|_| kinds[draws.below(kinds.len())])
            .collect();
        let fresh = drawn
            .into_iter()
            .filter(|d| !offered.contains(&d.kind_name()));
        for draft in fresh.chain([Draft::Win]) {
            if let Some((kind, witness)) = prove(rules, deal, draft)? {
                offered.push(kind.name());
                return Ok(DailyGoal {
                    date,
                    tier,
                    goal: Goal { rules, deal, kind },
                    witness,
                });
            }
        }
        Err(Error::invalid_argument(format!(
            "no goal the solver meets turned up for {date}"
        )))
    };
    Ok([
        goal_of(Tier::Easy)?,
        goal_of(Tier::Medium)?,
        goal_of(Tier::Hard)?,
    ])
}

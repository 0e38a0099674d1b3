//! One search of a plan run alone on a position, up to a cap, and how it
//! ended: what the plans are built from. A search resumed in turn does
//! exactly what it does alone, so these counts give the cost of any plan
//! over the searches traced, deal by deal (`crate/examples/trace.rs` and
//! `crate/examples/plan/` for standard FreeCell,
//! `crate/examples/family.rs` and `scripts/family-plan.py` for the
//! family).
//!
//! A search is written as a spec, one grammar for every backend: its kind
//! (`S`: the safe autoplay; `N`: the autoplay of cards no win needs; `A`:
//! every card that can go home; `W`: as `A`, keeping built runs whole),
//! its cost per move, a colon, its weights (as many as the backend
//! weighs), and optionally `/r=NOISE,SEED` for a pseudo-random term (see
//! `BestFirst::with_noise`): `A6:4,2,4,20,12,8,0,6,0,0,1/r=10,23` for
//! standard FreeCell, `N2:5,1,6,6,3,1,4` for the family.

use crate::board::GameBoard;

use super::autoplay::Autoplay;
use super::driver::{Backend, Running};
use super::plan::{Moves, Try};
use super::search::{Budget, Found};

/// How a traced search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Traced {
    /// It solved the deal after this many positions.
    Solved(u64),
    /// It ran out of positions after this many (a proof of impossibility
    /// only for a complete search).
    Exhausted(u64),
    /// It reached the cap without either.
    Capped(u64),
}

impl Traced {
    /// `S`, `E` or `C` and the positions, as the plan's script reads it.
    pub fn token(self) -> String {
        match self {
            Traced::Solved(n) => format!("S{n}"),
            Traced::Exhausted(n) => format!("E{n}"),
            Traced::Capped(n) => format!("C{n}"),
        }
    }
}

/// Runs the search `spec` describes (see the module's doc) alone on
/// `board` through the backend `B`, up to `cap` positions. Refused when
/// `B` does not play `board`'s game.
pub fn trace<B: Backend>(board: &GameBoard, spec: &str, cap: u64) -> Result<Traced, String> {
    let rules = board.rules();
    if !B::accepts(rules) {
        return Err(format!(
            "this search does not play {}: trace it with the family's solver",
            rules.game().title()
        ));
    }
    let t = parse::<B>(spec)?;
    let start = B::start(board, t.autoplay);
    if B::is_won(&start) {
        return Ok(Traced::Solved(0));
    }
    let mut running = Running::<B>::start(rules, &start, &t);
    let result = running.resume(Budget { max_nodes: cap });
    let explored = running.search.explored();
    Ok(match result.found {
        Found::Path(_) => Traced::Solved(explored),
        Found::Exhausted => Traced::Exhausted(explored),
        Found::GaveUp => Traced::Capped(explored),
    })
}

/// The search a spec describes (see the module's doc), with no share of
/// the rounds.
pub fn parse<B: Backend>(spec: &str) -> Result<Try<B::Weights>, String> {
    let bad = || {
        format!(
            "bad search spec {spec:?}: want S, N, A or W, a cost per move, ':', \
             the weights and optionally /r=NOISE,SEED"
        )
    };
    let (head, noise) = match spec.split_once("/r=") {
        Some((head, noise)) => (head, Some(noise)),
        None => (spec, None),
    };
    let (noise, seed) = match noise {
        Some(text) => {
            let (noise, seed) = text.split_once(',').ok_or_else(bad)?;
            (
                noise.parse().map_err(|_| bad())?,
                seed.parse().map_err(|_| bad())?,
            )
        }
        None => (0, 0),
    };
    let (kind, rest) = head.split_at_checked(1).ok_or_else(bad)?;
    let (autoplay, moves) = match kind {
        "S" => (Autoplay::Safe, Moves::All),
        "N" => (Autoplay::NeverNeeded, Moves::All),
        "A" => (Autoplay::All, Moves::All),
        "W" => (Autoplay::All, Moves::KeepingRuns),
        _ => return Err(bad()),
    };
    let (step_cost, weights) = rest.split_once(':').ok_or_else(bad)?;
    let step_cost: u32 = step_cost.parse().map_err(|_| bad())?;
    let numbers = { weights.split(',') }
        .map(|w| w.trim().parse::<u32>().map_err(|_| bad()))
        .collect::<Result<Vec<u32>, String>>()?;
    let weights = B::weights_of(&numbers).ok_or_else(bad)?;
    let mut t = Try::new(autoplay, step_cost, weights, 0).noise(noise, seed);
    t.moves = moves;
    if !B::can_run(&t) {
        return Err(format!("{spec:?}: this solver has no such search"));
    }
    Ok(t)
}

/// The letter of a spec that writes `t`'s kind (see the module's doc).
#[cfg(test)]
pub fn kind_letter<W: Copy>(t: &Try<W>) -> char {
    match (t.autoplay, t.moves) {
        (Autoplay::Safe, _) => 'S',
        (Autoplay::NeverNeeded, _) => 'N',
        (Autoplay::All, Moves::All) => 'A',
        (Autoplay::All, Moves::KeepingRuns) => 'W',
    }
}

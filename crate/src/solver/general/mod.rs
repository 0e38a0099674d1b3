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
//! - [`Mode::Fast`]: best-first searches, each with its own weights, cost
//!   per move and autoplay, run in turn with doubling shares. Those whose
//!   autoplay sends home only cards no win needs in play are complete, so
//!   the first of them to run out of positions proves the deal impossible.
//! - [`Mode::Short`]: a beam search that sends every card it can home
//!   (so each level is a move a solution's length counts), then, if the
//!   beam finds nothing, the fast mode's searches with what is left of the
//!   budget; then the solver's pass that leaves out the moves not needed
//!   (`solver::shorten`).

mod expand;
mod key;
mod score;
mod searches;

use crate::board::GameBoard;
use crate::rules::{Build, EmptyCascade, Rules};

use super::search::{Found, SearchResult};
use super::shorten::shorten;
use super::{Mode, Solution, SolveOptions, Verdict};
/// The optimal mode's search (`solver::optimal`) walks these positions.
pub(super) use expand::Positions;
use expand::{Autoplay, Moves};
pub(super) use key::Key;
use score::Weights;
use searches::Running;

/// One of the fast mode's searches: its autoplay, the moves it takes, its
/// weights, its cost per move (against the score's units: more finds
/// shorter paths, less dives deeper) and its share of each turn, in
/// quarters.
#[derive(Clone, Copy, Debug)]
struct Try {
    autoplay: Autoplay,
    moves: Moves,
    weights: Weights,
    step_cost: u32,
    quarters: u64,
}

impl Try {
    /// A complete search: every move, the autoplay of cards no win needs.
    const fn complete(weights: Weights, step_cost: u32, quarters: u64) -> Try {
        Try {
            autoplay: Autoplay::NeverNeeded,
            moves: Moves::All,
            weights,
            step_cost,
            quarters,
        }
    }

    /// A greedy search (no cost per move) with the autoplay of every
    /// homeable card, over `moves`: it proves nothing.
    const fn greedy(moves: Moves, weights: Weights, quarters: u64) -> Try {
        Try {
            autoplay: Autoplay::All,
            moves,
            weights,
            step_cost: 0,
            quarters,
        }
    }
}

/// The weights the fast mode's first search scores by: progress (cards
/// home) first, then room (free cells, empty cascades) and order (cards
/// over lower ones).
const PROGRESS: Weights = Weights {
    left: 5,
    buried: 1,
    free_used: 6,
    empty_cascades: 6,
    over_lower: 3,
    breaks: 1,
    misplaced_kings: 4,
};

/// The weights that dig: the cards over the next card of each foundation
/// weigh most, as in Heineman's staged deepening. Worse than
/// [`PROGRESS`] on most deals, it solves many of those that search finds
/// hardest in a few thousand positions.
const DIGGING: Weights = Weights {
    left: 2,
    buried: 5,
    free_used: 6,
    empty_cascades: 6,
    over_lower: 1,
    breaks: 1,
    misplaced_kings: 8,
};

/// The fast mode's searches, which take turns (see [`fast`]). Search
/// times have a heavy tail, and it is bad luck: a deal that one score
/// sends into a dead end of millions of positions, another solves in a
/// few thousand. The first two are complete. The last three, greedy and
/// with the autoplay of every homeable card, only take part where that
/// autoplay differs from the complete ones' (games built by alternate colours);
/// between them they find most of those games' slowest deals, and their
/// spaces are small, so they add little to a proof of impossibility (the
/// fourth, scored as the beam scores, took two-cell FreeCell 209 from 14.9
/// million positions to 0.2 million; the fifth, which never splits a run,
/// took deal 9 from 1.0 million to 38,000; see docs/solver-family.md).
static FAST_TRIES: [Try; 5] = [
    Try::complete(PROGRESS, 2, 4),
    Try::complete(DIGGING, 2, 2),
    Try::greedy(Moves::All, PROGRESS, 2),
    Try::greedy(Moves::All, BEAM_WEIGHTS, 1),
    Try::greedy(Moves::KeepingRuns, PROGRESS, 1),
];

/// The weights that keep room: free cells and empty cascades weigh most.
/// In ForeCell (only a king starts a cascade, and the deal fills the free
/// cells) room is what a deal runs out of; with a cost of 1 a move, the
/// search that leads the mix there.
const ROOM: Weights = Weights {
    left: 2,
    buried: 1,
    free_used: 12,
    empty_cascades: 10,
    over_lower: 1,
    breaks: 1,
    misplaced_kings: 4,
};

/// The fast mode's searches in games built by alternate colours where only
/// a king may start a cascade (ForeCell): chosen by
/// `scripts/family-plan.py` from each candidate search traced alone on
/// ForeCell and two-cell FreeCell deals 1001..2000, keeping every search
/// of [`FAST_TRIES`] (each finds some rare deal cheaply). Over deals
/// 1..1000 of ForeCell, not those it was chosen on, it expands 6.2 million
/// positions where [`FAST_TRIES`] expands 9.4 (see docs/solver-family.md);
/// in games where any card starts a cascade it gained little time, so they
/// keep [`FAST_TRIES`].
static KINGS_ONLY_ALTERNATE_TRIES: [Try; 6] = [
    Try::complete(ROOM, 1, 8),
    Try::complete(DIGGING, 2, 1),
    Try::complete(PROGRESS, 3, 1),
    Try::greedy(Moves::All, BEAM_WEIGHTS, 1),
    Try::complete(PROGRESS, 2, 1),
    Try::greedy(Moves::All, PROGRESS, 1),
];

/// The fast mode's searches for a game of `rules`.
fn tries_for(rules: Rules) -> &'static [Try] {
    if rules.build() == Build::AlternateColours && rules.empty_cascades() == EmptyCascade::KingsOnly
    {
        &KINGS_ONLY_ALTERNATE_TRIES
    } else {
        &FAST_TRIES
    }
}

/// How far each of the fast mode's searches goes in its first turn;
/// every later turn doubles it.
const FIRST_TURN: u64 = 1_000;

/// The beam's weights: short solutions (room above all: free cells weigh
/// most). The fast mode's last search scores by them too.
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
                moves: shorten(board, positions.autoplay(), &moves),
                explored,
            };
        }
    }
    let (mut solution, positions) = fast(board, options.max_nodes.saturating_sub(explored));
    solution.explored += explored;
    if options.mode == Mode::Short && solution.verdict == Verdict::Solved {
        solution.moves = shorten(board, positions.autoplay(), &solution.moves);
    }
    solution
}

/// The fast mode: the searches of [`FAST_TRIES`] in turn, each going on
/// where it stopped, until one finds a solution, a complete one runs out
/// of positions (which proves there is none), or
/// `max_nodes` are spent in all. Gives the positions (the autoplay) of
/// the search that found the solution.
fn fast(board: &GameBoard, max_nodes: u64) -> (Solution, Positions) {
    let rules = board.rules();
    let tries = tries_for(rules);
    let mut stages = Vec::new();
    // Where no card is ever needed in play, a search with the autoplay of
    // every homeable card would repeat a complete one.
    let all_is_safe = Positions::every_card_is_never_needed(rules);
    for t in tries {
        let positions = Positions::with_moves(rules, t.autoplay, t.moves);
        if t.autoplay == Autoplay::All && all_is_safe {
            stages.push((positions, None));
            continue;
        }
        let (start, _) = positions.start(board);
        if start.is_won() {
            return (
                verdict_of(board, &positions, Found::Path(vec![start]), 0),
                positions,
            );
        }
        let running = Running::new(positions, &start, t.weights, t.step_cost);
        stages.push((positions, Some(running)));
    }
    let mut explored = 0;
    let mut until = FIRST_TURN;
    loop {
        for ((positions, stage), t) in stages.iter_mut().zip(tries) {
            let Some(search) = stage else {
                continue;
            };
            let budget = (until.saturating_mul(t.quarters) / 4)
                .saturating_sub(search.explored())
                .min(max_nodes - explored);
            let SearchResult {
                found,
                explored: spent,
            } = search.resume(budget);
            explored += spent;
            match found {
                // Ran out of positions with the autoplay of every homeable
                // card, which proves nothing: it takes no more turns.
                Found::Exhausted if !positions.is_complete() => *stage = None,
                Found::GaveUp if explored < max_nodes => {}
                found => return (verdict_of(board, positions, found, explored), *positions),
            }
        }
        if stages.iter().all(|(_, stage)| stage.is_none()) {
            // Only searches that prove nothing ran out: no verdict.
            let positions = stages[0].0;
            return (
                verdict_of(board, &positions, Found::GaveUp, explored),
                positions,
            );
        }
        until = until.saturating_mul(2);
    }
}

/// Runs the search `spec` describes alone on `board`, up to `cap`
/// positions, for choosing the fast mode's searches and shares
/// (`scripts/family-plan.py`): a search resumed in turn does what it does
/// alone, so these counts give the cost of any mix of them. A spec is the
/// autoplay (`N`: cards never needed, complete; `A`: every card that can
/// go; `W`: as `A`, keeping built runs whole), the cost per move, a colon, and the seven [`Weights`] in the order
/// of their fields: `N2:5,1,6,6,3,1,4` is the fast mode's first search.
#[doc(hidden)]
pub fn trace(board: &GameBoard, spec: &str, cap: u64) -> Result<super::Traced, String> {
    let t = parse_spec(spec)?;
    let positions = Positions::with_moves(board.rules(), t.autoplay, t.moves);
    let (start, _) = positions.start(board);
    if start.is_won() {
        return Ok(super::Traced::Solved(0));
    }
    let mut running = Running::new(positions, &start, t.weights, t.step_cost);
    let result = running.resume(cap);
    let explored = running.explored();
    Ok(match result.found {
        Found::Path(_) => super::Traced::Solved(explored),
        Found::Exhausted => super::Traced::Exhausted(explored),
        Found::GaveUp => super::Traced::Capped(explored),
    })
}

/// The search a spec of [`trace`] describes (its share: none).
fn parse_spec(spec: &str) -> Result<Try, String> {
    let bad = || {
        format!("'{spec}' is not a search: write N, A or W, a cost per move, ':' and seven weights")
    };
    let (head, weights) = spec.split_once(':').ok_or_else(bad)?;
    let (kind, cost) = head.split_at_checked(1).ok_or_else(bad)?;
    let (autoplay, moves) = match kind {
        "N" => (Autoplay::NeverNeeded, Moves::All),
        "A" => (Autoplay::All, Moves::All),
        "W" => (Autoplay::All, Moves::KeepingRuns),
        _ => return Err(bad()),
    };
    let w: Vec<u32> = { weights.split(',') }
        .map(|w| w.trim().parse().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    let [left, buried, free_used, empty_cascades, over_lower, breaks, misplaced_kings] = w[..]
    else {
        return Err(bad());
    };
    Ok(Try {
        autoplay,
        moves,
        weights: Weights {
            left,
            buried,
            free_used,
            empty_cascades,
            over_lower,
            breaks,
            misplaced_kings,
        },
        step_cost: cost.parse().map_err(|_| bad())?,
        quarters: 0,
    })
}

/// The solution for a search's result; `explored` counts every search.
fn verdict_of(
    board: &GameBoard,
    positions: &Positions,
    found: Found<Key>,
    explored: u64,
) -> Solution {
    Solution::of_search(found, explored, |path| positions.moves_along(board, &path))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A complete search takes part in every turn: without
    /// one, no deal could be proven impossible.
    #[test]
    fn the_fast_mode_keeps_a_complete_search() {
        for tries in [&FAST_TRIES[..], &KINGS_ONLY_ALTERNATE_TRIES] {
            assert!(tries
                .iter()
                .any(|t| t.autoplay.is_complete() && t.moves == Moves::All && t.quarters > 0));
        }
    }

    /// ForeCell has its own mix; FreeCell and the games built by suit
    /// keep the first.
    #[test]
    fn each_game_gets_its_mix() {
        use crate::rules::Game;
        let has = |game: Game, tries: &[Try]| std::ptr::eq(tries_for(game.rules()), tries);
        assert!(has(Game::ForeCell, &KINGS_ONLY_ALTERNATE_TRIES));
        for game in [Game::FreeCell, Game::BakersGame, Game::Seahaven] {
            assert!(has(game, &FAST_TRIES), "{game:?}");
        }
    }
}

//! The one driver of the solver, over a [`Backend`]: the fast mode's
//! searches taking turns by a [`Plan`], the verdict, and the short mode's
//! flow (the beam, then the fallback plan, then the shortening pass).
//! A backend says how positions are kept and expanded, and which games it
//! plays; the driver decides what runs, for how long, and what it proves.

use std::any::Any;
use std::cell::RefCell;

use crate::board::{GameBoard, Move};
use crate::rules::Rules;

use super::autoplay::{settle, Autoplay};
use super::plan::{Plan, Plans, Try};
use super::search::{
    self, AStarProblem, BeamProblem, BestFirst, BestFirstProblem, Budget, FewestBudget, Found,
    Keyed, SearchResult,
};
use super::shorten::shorten;
use super::solution::{Mode, Solution, SolveOptions, Verdict};

/// How a game's positions are kept and expanded for the searches.
pub trait Backend: Sized + 'static {
    /// A search's weights.
    type Weights: Copy + 'static;
    /// A position as the best-first searches keep it.
    type State: Keyed + 'static;
    /// One best-first search's problem: its successors and heuristic.
    type Problem: BestFirstProblem<State = Self::State> + 'static;
    /// A position as the beam keeps it, and the beam's problem.
    type BeamState: Keyed;
    type Beam: BeamProblem<State = Self::BeamState, Expanded = GameBoard>;

    /// Whether it plays the game of `rules`.
    fn accepts(rules: Rules) -> bool;

    /// Whether it can run the search `t` (its autoplay and moves).
    fn can_run(t: &Try<Self::Weights>) -> bool;

    /// Whether the search `t` adds anything in the game of `rules` (a
    /// search that would repeat another one's does not).
    fn takes_part(_rules: Rules, _t: &Try<Self::Weights>) -> bool {
        true
    }

    /// Its plans for the game of `rules`.
    fn plans(rules: Rules) -> Plans<Self::Weights>;

    /// The weights a spec writes as `numbers`, if they are some.
    fn weights_of(numbers: &[u32]) -> Option<Self::Weights>;

    /// Where a search with `autoplay` starts from `board`: the position
    /// once the autoplay is done.
    fn start(board: &GameBoard, autoplay: Autoplay) -> Self::State;

    fn is_won(state: &Self::State) -> bool;

    /// The board a state of the game of `rules` stands for (its piles in
    /// the state's canonical order): for the tests that fence the
    /// backends.
    #[cfg(test)]
    fn board(rules: Rules, state: &Self::State) -> GameBoard;

    /// The problem of the search `t` in the game of `rules`.
    fn problem(rules: Rules, t: &Try<Self::Weights>) -> Self::Problem;

    /// [`Backend::problem`] in place of `problem`, keeping what memory it
    /// can.
    fn reuse(problem: &mut Self::Problem, rules: Rules, t: &Try<Self::Weights>) {
        *problem = Self::problem(rules, t);
    }

    /// The engine's moves from `board` along `path`, a path the search `t`
    /// found, every move home written out.
    fn moves_of(board: &GameBoard, t: &Try<Self::Weights>, path: &[Self::State]) -> Vec<Move>;

    /// The beam's problem with `autoplay`, scored by `weights`, and its
    /// state for a board.
    fn beam(rules: Rules, autoplay: Autoplay, weights: Self::Weights) -> Self::Beam;
    fn beam_state(board: &GameBoard) -> Self::BeamState;

    /// The engine's moves from `board` along `path`, a path the beam found
    /// with `autoplay`, every move home written out.
    fn moves_along(board: &GameBoard, autoplay: Autoplay, path: &[Self::BeamState]) -> Vec<Move>;

    /// The optimal mode's problem (see [`fewest`]) in the game of `rules`:
    /// positions after the safe autoplay, a move home costing nothing and
    /// any other one, and a lower bound that never overestimates.
    type Fewest: AStarProblem;
    fn fewest(rules: Rules) -> Self::Fewest;

    /// Where the optimal search starts from `board`, and its bound.
    fn fewest_start(
        problem: &Self::Fewest,
        board: &GameBoard,
    ) -> (<Self::Fewest as AStarProblem>::State, u16);

    /// The engine's moves from `board` along `path`, a path the optimal
    /// search found, every move home written out.
    fn fewest_moves(
        problem: &Self::Fewest,
        board: &GameBoard,
        path: &[<Self::Fewest as AStarProblem>::State],
    ) -> Vec<Move>;
}

/// Solves `board` by `options` through the backend `B`, if it plays that
/// game: see [`Mode`].
pub fn solve<B: Backend>(board: &GameBoard, options: &SolveOptions) -> Option<Solution> {
    let rules = board.rules();
    if !B::accepts(rules) {
        return None;
    }
    let plans = B::plans(rules);
    Some(match options.mode {
        Mode::Fast => run::<B>(board, options.max_nodes, plans.fast).0,
        Mode::Short => short::<B>(board, options.max_nodes, &plans),
        // The short mode's solution is the optimal search's upper bound.
        Mode::Optimal => {
            let upper = short::<B>(board, options.max_nodes, &plans);
            fewest::<B>(board, upper, options.max_nodes, options.max_memory)
        }
    })
}

/// The optimal mode's search: improves `upper` (an answer for `board`,
/// whose expanded positions it counts) to a solution with the fewest
/// moves, by A* on the backend's problem ([`Backend::Fewest`]), expanding
/// up to `max_nodes` positions in all, `upper`'s included, and stopping
/// before its tables could take more than `max_memory` bytes. Only wins
/// shorter than `upper`'s are looked for; once none can be, the best
/// known is proven the fewest ([`Verdict::Optimal`]); when the budget runs
/// out first, it is the best found ([`Verdict::BestFound`]).
pub fn fewest<B: Backend>(
    board: &GameBoard,
    upper: Solution,
    max_nodes: u64,
    max_memory: u64,
) -> Solution {
    if upper.verdict == Verdict::Impossible {
        return upper;
    }
    let problem = B::fewest(board.rules());
    let (start, bound) = B::fewest_start(&problem, board);
    let below = match upper.verdict {
        Verdict::Solved => upper.length_without_foundation_moves() as u16,
        _ => u16::MAX,
    };
    let budget = FewestBudget {
        max_nodes: max_nodes.saturating_sub(upper.explored),
        max_memory,
    };
    let found = search::fewest(&problem, start, bound, below, budget);
    let verdict = match (found.proven, found.cost) {
        (true, u16::MAX) => Verdict::Impossible,
        (true, _) => Verdict::Optimal,
        (false, u16::MAX) => Verdict::GaveUp,
        (false, _) => Verdict::BestFound,
    };
    let moves = match found.path {
        Some(path) => B::fewest_moves(&problem, board, &path),
        None => upper.moves,
    };
    Solution {
        verdict,
        moves,
        explored: upper.explored + found.explored,
    }
}

/// The short mode: the beam, which sends home every card that can go (so
/// each level is one move a solution's length counts), then, if it finds
/// nothing, the fallback plan with what is left of the budget; either
/// solution shortened.
fn short<B: Backend>(board: &GameBoard, max_nodes: u64, plans: &Plans<B::Weights>) -> Solution {
    let autoplay = Autoplay::All;
    let mut settled = *board;
    settle(&mut settled, autoplay, |_| {});
    let result = search::beam(
        (B::beam_state(&settled), settled),
        plans.beam_width,
        &mut B::beam(board.rules(), autoplay, plans.beam_weights),
        Budget { max_nodes },
    );
    let explored = result.explored;
    if let Found::Path(path) = &result.found {
        let moves = B::moves_along(board, autoplay, path);
        return Solution {
            verdict: Verdict::Solved,
            moves: shorten(board, autoplay, &moves),
            explored,
        };
    }
    let (mut solution, autoplay) =
        run::<B>(board, max_nodes.saturating_sub(explored), plans.fallback);
    solution.explored += explored;
    if solution.verdict == Verdict::Solved {
        solution.moves = shorten(board, autoplay, &solution.moves);
    }
    solution
}

/// Where one of a plan's searches stands.
enum Stage<B: Backend> {
    /// Not started: it has expanded nothing yet.
    Waiting,
    /// Started, and paused until its next turn.
    Paused(Box<Running<B>>),
    /// Ran out of positions without proving anything, or adds nothing in
    /// this game: it takes no more turns.
    Dropped,
}

/// A plan's searches, which leave their memory to the next ones on the
/// thread when the plan is done with them (see [`SPARE`]).
struct Stages<B: Backend>(Vec<Stage<B>>);

impl<B: Backend> Drop for Stages<B> {
    fn drop(&mut self) {
        for stage in &mut self.0 {
            if let Stage::Paused(running) = std::mem::replace(stage, Stage::Dropped) {
                running.recycle();
            }
        }
    }
}

/// The searches of `plan`, each resumed in turn as its slices say, until
/// one finds a solution, a complete one runs out of positions, or
/// `max_nodes` are spent in all. Gives the autoplay of the search that
/// ended it.
fn run<B: Backend>(
    board: &GameBoard,
    max_nodes: u64,
    plan: &Plan<B::Weights>,
) -> (Solution, Autoplay) {
    let rules = board.rules();
    // Where the searches start, by autoplay, found once.
    let mut starts: [Option<B::State>; 3] = [None, None, None];
    let mut start_of = |autoplay: Autoplay| -> B::State {
        let slot = &mut starts[autoplay as usize];
        slot.get_or_insert_with(|| B::start(board, autoplay))
            .clone()
    };
    // A won start ends it before any search runs. The autoplay of every
    // card that can go home wins if any autoplay does, so where a search
    // has it, no other start needs looking at unless it wins.
    let takes_part = |t: &Try<B::Weights>| B::takes_part(rules, t);
    let all = { plan.tries.iter() }.find(|t| t.autoplay == Autoplay::All && takes_part(t));
    if all.is_none_or(|_| B::is_won(&start_of(Autoplay::All))) {
        for i in plan.first_runs() {
            let t = &plan.tries[i];
            let start = start_of(t.autoplay);
            if takes_part(t) && B::is_won(&start) {
                let found = Found::Path(vec![start]);
                return (verdict_of::<B>(board, t, found, 0), t.autoplay);
            }
        }
    }
    let mut stages = Stages::<B>(plan.tries.iter().map(|_| Stage::Waiting).collect());
    let stages = &mut stages.0;
    let mut live = plan.tries.iter().filter(|t| takes_part(t)).count();
    let mut explored = 0;
    for (i, until) in plan.slices() {
        let t = &plan.tries[i];
        if until == 0 {
            // No share of the rounds.
            continue;
        }
        if let Stage::Waiting = stages[i] {
            stages[i] = match takes_part(t) {
                true => Stage::Paused(Running::start(rules, &start_of(t.autoplay), t)),
                false => Stage::Dropped,
            };
        }
        let Stage::Paused(running) = &mut stages[i] else {
            continue;
        };
        let done = running.search.explored();
        if done >= until {
            continue;
        }
        let budget = Budget {
            max_nodes: (until - done).min(max_nodes - explored),
        };
        let result = running.resume(budget);
        explored += result.explored;
        match result.found {
            // Not complete: it proves nothing, and the others go on.
            Found::Exhausted if !t.is_complete() => {
                stages[i] = Stage::Dropped;
                live -= 1;
                if live == 0 {
                    break;
                }
            }
            Found::GaveUp if explored < max_nodes => {}
            found => return (verdict_of::<B>(board, t, found, explored), t.autoplay),
        }
    }
    // Every search that takes part ran out of positions without proving
    // anything (the rounds only end otherwise when their sizes overflow).
    let solution = Solution {
        verdict: Verdict::GaveUp,
        moves: Vec::new(),
        explored,
    };
    (solution, Autoplay::All)
}

thread_local! {
    /// Finished searches whose memory the next ones on this thread take
    /// over: most deals take a few hundred positions, and making a search
    /// anew (its counts, visited set and open edges) costs a tenth of that.
    static SPARE: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// How many finished searches [`SPARE`] keeps, and the most states one
/// may have room for: a search that grew larger gives its memory back.
const SPARE_COUNT: usize = 16;
const SPARE_ROOM: usize = 1 << 12;

/// One of a plan's searches under way, with its problem (which keeps what
/// it read between turns). The traces run the same (see `trace`).
pub struct Running<B: Backend> {
    pub search: BestFirst<B::State, <B::Problem as BestFirstProblem>::Edge>,
    problem: B::Problem,
}

impl<B: Backend> Running<B> {
    /// The search `t` from `start` (see [`Backend::start`]), in the game
    /// of `rules`, on the memory of a finished one if the thread has one.
    pub fn start(rules: Rules, start: &B::State, t: &Try<B::Weights>) -> Box<Running<B>> {
        let spare = SPARE.with(|spare| {
            let mut spare = spare.borrow_mut();
            let at = spare
                .iter()
                .rposition(|running| running.is::<Running<B>>())?;
            spare.swap_remove(at).downcast::<Running<B>>().ok()
        });
        match spare {
            Some(mut running) => {
                running.search.restart(start, t.step_cost, t.noise, t.seed);
                B::reuse(&mut running.problem, rules, t);
                running
            }
            None => Box::new(Running {
                search: BestFirst::with_noise(start, t.step_cost, t.noise, t.seed),
                problem: B::problem(rules, t),
            }),
        }
    }

    /// Keeps this search's memory for the next [`Running::start`] on this
    /// thread, unless it grew large.
    fn recycle(self: Box<Self>) {
        if self.search.room() <= SPARE_ROOM {
            SPARE.with(|spare| {
                let mut spare = spare.borrow_mut();
                if spare.len() < SPARE_COUNT {
                    spare.push(self);
                }
            });
        }
    }

    /// Goes on with the search for at most `budget` more positions.
    pub fn resume(&mut self, budget: Budget) -> SearchResult<B::State> {
        self.search.resume(&self.problem, budget)
    }
}

/// The solution for the result of the search `t`; `explored` counts every
/// search.
fn verdict_of<B: Backend>(
    board: &GameBoard,
    t: &Try<B::Weights>,
    found: Found<B::State>,
    explored: u64,
) -> Solution {
    Solution::of_search(found, explored, |path| B::moves_of(board, t, &path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::solver::general::General;
    use crate::solver::standard::Standard;
    use crate::solver::{trace_general, trace_search};

    /// The standard backend plays standard FreeCell alone: every other
    /// game, and FreeCell with other than four free cells, is refused by
    /// every entry point that could hand it one (the solver, the traces),
    /// and solved through the family's backend instead.
    #[test]
    fn no_entry_point_hands_the_standard_backend_another_game() {
        let options = SolveOptions {
            mode: Mode::Fast,
            max_nodes: 200_000,
            ..SolveOptions::default()
        };
        let freecell_2 = Game::FreeCell.rules().with_free_cells(2).unwrap();
        let others = { Game::ALL.iter().filter(|&&game| game != Game::FreeCell) }
            .map(|game| game.rules())
            .chain([freecell_2]);
        for rules in others {
            let board = GameBoard::from_deal_of(rules, 3).unwrap();
            assert_eq!(solve::<Standard>(&board, &options), None, "{rules:?}");
            assert!(trace_search(&board, "A2:5,3,1,6,6,1,0,0,0", 10).is_err());
            assert!(trace_general(&board, "N2:5,1,6,6,3,1,4", 10).is_ok());
            let general = solve::<General>(&board, &options);
            assert_eq!(Some(crate::solver::solve(&board, &options)), general);
        }
        let board = GameBoard::from_deal(3).unwrap();
        assert!(solve::<Standard>(&board, &options).is_some());
        assert!(trace_search(&board, "A2:5,3,1,6,6,1,0,0,0", 10).is_ok());
    }

    /// A search that takes over a finished one's memory (its counts kept
    /// by card among them) finds what a new search finds: each deal of a
    /// run solved one after another on one thread, as the command line
    /// and the page's worker solve them, comes out as it does solved alone
    /// on a fresh thread, in the fast mode and the short one.
    #[test]
    fn searches_that_reuse_memory_find_what_new_ones_find() {
        let deals = [1, 2, 3, 8436, 5, 6, 617, 1, 617];
        for mode in [Mode::Fast, Mode::Short] {
            let options = SolveOptions {
                mode,
                ..SolveOptions::default()
            };
            let solve = move |deal: u64| {
                crate::solver::solve(&GameBoard::from_deal(deal).unwrap(), &options)
            };
            let in_a_row = std::thread::spawn(move || deals.map(solve)).join().unwrap();
            for (deal, after_others) in deals.into_iter().zip(in_a_row) {
                let alone = std::thread::spawn(move || solve(deal)).join().unwrap();
                assert_eq!(after_others, alone, "deal {deal} in {mode:?}");
                assert_eq!(alone.verdict, Verdict::Solved);
            }
        }
    }
}

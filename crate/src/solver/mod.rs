//! The solver: finds a winning list of moves for a position, proves that
//! there is none, or gives up when its budget is spent.
//!
//! It plays by the engine's own rules and nothing else (see `position`):
//! the moves come from [`GameBoard::for_each_move`], so sequence moves obey
//! the capacity rule and count as one move. The search itself (`search`)
//! knows nothing of FreeCell; it works on canonical layouts (`layout`), so a
//! position reached twice, or with cascades or free cells in another order,
//! is searched once. The best-first searches play those layouts without
//! building a board (`compact`).
//!
//! Two modes:
//! - [`Mode::Fast`]: best-first searches on a score plus a small cost per
//!   move, with different scores and costs, run by turns. Those with the
//!   safe autoplay are complete, so when one runs out of positions the
//!   deal is proven impossible.
//! - [`Mode::Short`]: a beam search for short solutions, then a post-pass
//!   that leaves out moves that are not needed (`shorten`). The beam sends
//!   every card that can go home there at once (`Autoplay::All`), so each
//!   level of it is one move that a solution's length counts. That loses
//!   the few deals that need a card held back; if the beam finds nothing,
//!   best-first searches like the fast mode's take over with what is left
//!   of the budget, and may still prove the deal impossible.
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

mod compact;
mod general;
mod layout;
mod position;
pub mod search;
mod shorten;
mod trace;

use crate::board::{CellT, GameBoard, Move};

#[doc(hidden)]
pub use general::solve as solve_general;
use layout::Layout;
use position::{Autoplay, Extra, Reached, Step};
use search::{BestFirst, Budget, Found, SearchResult};
#[doc(hidden)]
pub use trace::{spec_as_rust, trace_search, Traced};

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Any solution, as fast as possible.
    Fast,
    /// A short solution, taking more time.
    Short,
}

/// How to solve: the mode and the most positions the search may expand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveOptions {
    pub mode: Mode,
    /// The most positions expanded in all (about 1-2 µs each natively); the
    /// solver gives up when they are spent.
    pub max_nodes: u64,
}

impl SolveOptions {
    /// The default budget: enough to prove deal 11982 impossible.
    pub const DEFAULT_MAX_NODES: u64 = 20_000_000;
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            mode: Mode::Short,
            max_nodes: SolveOptions::DEFAULT_MAX_NODES,
        }
    }
}

/// What the solver found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The moves win.
    Solved,
    /// No sequence of moves wins: every reachable position was searched.
    Impossible,
    /// The budget ran out first.
    GaveUp,
}

impl Verdict {
    /// `solved`, `impossible` or `gave up`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::Impossible => "impossible",
            Verdict::GaveUp => "gave up",
        }
    }
}

/// A verdict, the winning moves (every foundation move included; empty
/// unless solved) and how many positions were expanded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    pub moves: Vec<Move>,
    pub explored: u64,
}

impl Solution {
    /// The moves in the standard notation, each written for the position
    /// before it, starting from `start` (the position that was solved).
    pub fn notation(&self, start: &GameBoard) -> Vec<String> {
        self.steps(start)
            .map(|(before, mv, _)| before.move_notation(mv))
            .collect()
    }

    /// Each move with the positions before and after it, starting from
    /// `start` (the position that was solved).
    pub fn steps<'a>(
        &'a self,
        start: &GameBoard,
    ) -> impl Iterator<Item = (GameBoard, Move, GameBoard)> + 'a {
        let mut board = *start;
        self.moves.iter().map(move |&mv| {
            let before = board;
            board.play_unchecked(mv);
            (before, mv, board)
        })
    }

    /// How many moves there are besides the moves to the foundations.
    pub fn length_without_foundation_moves(&self) -> usize {
        self.moves
            .iter()
            .filter(|mv| mv.to.cell != CellT::HomeCell)
            .count()
    }
}

/// How many positions the short mode's beam keeps at each level. The
/// solutions get shorter slowly as the beam widens: on deals 1..32000 (one
/// thread each, both cores busy), 400 gave 26.4 moves; 800, 26.07; 1000,
/// 25.98 in 26 ms a deal; 1100, 25.94 in 28 ms (times that vary by a fifth
/// from day to day here: 1000 later took 29.9 ms). A second, wider beam only
/// helps the few deals the first one loses (with a beam of 400: 173 of
/// 1..32000, 38.6 moves with the fast search instead, 35.6 with a beam of
/// 1000 first), which moves the mean by 0.02, while the page waits for it
/// on exactly the hardest deals; so there is one beam. (With only the safe
/// autoplay, a level could be a foundation move, and the same beams gave
/// 30.8 moves instead of 28.4.)
const BEAM_WIDTH: usize = 1000;

/// One of the fast mode's searches: a best-first search with this
/// autoplay, cost per step (against the score's units) and weights for
/// [`position::heuristic`], and its share of each round (see
/// [`slices`]) in quarters.
#[derive(Clone, Copy)]
struct Try {
    autoplay: Autoplay,
    step_cost: u32,
    weights: [u32; 9],
    quarters: u64,
    /// The weights of the two features that cost extra to count (see
    /// [`position::Extra`]), which are counted only for a search that
    /// weighs them.
    extra: Extra,
    /// The most a pseudo-random term adds to a position's score, and its
    /// seed (see [`BestFirst::with_noise`]; 0: none).
    noise: u32,
    seed: u32,
}

impl Try {
    /// A search with this autoplay, step cost, weights and share.
    const fn new(autoplay: Autoplay, step_cost: u32, weights: [u32; 9], quarters: u64) -> Try {
        Try {
            autoplay,
            step_cost,
            weights,
            quarters,
            extra: Extra::NONE,
            noise: 0,
            seed: 0,
        }
    }

    /// The same search, weighing the cards on the card after the next
    /// that each foundation needs by `buried_next`, and how far above its
    /// suit's next card each free cell's card is by `free_distance`.
    const fn extra(mut self, buried_next: u32, free_distance: u32) -> Try {
        self.extra = Extra {
            buried_next,
            free_distance,
        };
        self
    }

    /// The same search with a pseudo-random term from 0 to `noise` drawn
    /// with `seed`.
    const fn noise(mut self, noise: u32, seed: u32) -> Try {
        self.noise = noise;
        self.seed = seed;
        self
    }
}

/// The fast mode's searches. Search times have a heavy tail, and it is bad
/// luck: a deal that one heuristic sends into a dead end of a million
/// positions, another solves in a few hundred. So the fast mode runs these
/// searches in turn, as [`FAST_START`] and then the rounds of [`slices`]
/// say, each resumed where it stopped, and stops at the first solution.
///
/// They differ in autoplay, step cost, the weights of
/// [`position::heuristic`] (and of the two features of [`Extra`]), and a
/// pseudo-random term for two of them. The plan opens with the eighth
/// (every homeable card sent home, step cost 2, weights like the beam's
/// with empty cascades weighed more); then the eleventh, with a step cost
/// of 8 on doubled weights, empty cascades weighed three times more, and
/// how far the free cells' cards are from home, solves 4,053 of the 6,767
/// deals the opener has not solved in 150 positions, by 200 of its own.
/// Only the first four take part in the rounds ([`Try::quarters`]); the
/// safe autoplay keeps the first two complete (see [`FAST_ROUND_START`]).
const FAST_TRIES: [Try; 13] = [
    Try::new(Autoplay::Safe, 2, position::FAST_WEIGHTS, 8),
    Try::new(Autoplay::Safe, 3, position::FAST_WEIGHTS, 4),
    Try::new(Autoplay::All, 3, position::RUNS_OWN_SUIT_WEIGHTS, 8),
    Try::new(Autoplay::All, 5, position::UNSORTED_WEIGHTS, 6),
    Try::new(Autoplay::All, 2, [6, 1, 0, 6, 6, 4, 0, 0, 0], 0),
    Try::new(Autoplay::All, 2, [5, 1, 1, 4, 4, 4, 0, 0, 0], 0),
    Try::new(Autoplay::All, 2, [2, 1, 1, 10, 6, 4, 1, 3, 0], 0),
    Try::new(Autoplay::All, 2, [2, 1, 2, 10, 8, 4, 0, 3, 0], 0),
    Try::new(Autoplay::Safe, 1, [2, 1, 2, 10, 6, 4, 0, 3, 0], 0),
    Try::new(Autoplay::Safe, 6, [4, 2, 4, 20, 12, 8, 2, 6, 0], 0).extra(0, 1),
    Try::new(Autoplay::All, 8, [4, 2, 4, 20, 24, 8, 0, 6, 0], 0).extra(0, 1),
    Try::new(Autoplay::Safe, 2, [2, 1, 2, 10, 8, 4, 1, 3, 0], 0).noise(10, 2),
    Try::new(Autoplay::All, 2, [2, 1, 2, 10, 8, 4, 0, 3, 0], 0).noise(10, 1),
];

/// Which of [`FAST_TRIES`] runs, and to how many positions of its own, in
/// turn, before the rounds.
///
/// Chosen by simulation. Each candidate search was run alone on every
/// deal of 1..32000 (up to 4,000 positions, or 30,000 for a few), by
/// `examples/trace.rs`; since a search resumed in turn does exactly what
/// it does alone, the cost of any plan follows from those counts, and a
/// real run matches them deal by deal. The plan is built greedily: each
/// slice is the one (search and new limit) that solves the most deals not
/// yet solved per position it costs; first over all the candidates, then
/// again over the four searches of the rounds and the nine whose slices
/// solved the most deals in that first plan. Then a local search takes
/// the single change (a slice dropped, moved, inserted, or its limit moved
/// a step) that lowers the simulated cost most, until none does.
///
/// The candidates (117, in `examples/candidates.txt`): searches that vary
/// the autoplay, the step cost, the weights, the features of [`Extra`]
/// and a pseudo-random term (see [`BestFirst::with_noise`]), kept from
/// some 270 tried. In positions expanded on 1..32000,
/// simulated: mean 165.3, median 53, p99 1,719, worst solvable deal 43,673
/// (the greedy plan alone: 166.2, 53, 1,742). Built from the even deals
/// alone, the plan gives the odd deals 179.8 (the greedy plan: 182.9), so
/// it is not tuned to those deals' accidents; four-fold, 177.5 against
/// 180.6.
/// The plan must be built again whenever the order in which a search
/// expands positions changes; that of the search before it kept edges
/// (see [`BestFirst`]) gave 173 positions a deal, but each cost half as
/// much again.
const FAST_START: [(usize, u64); 33] = [
    (7, 75),
    (7, 100),
    (7, 150),
    (10, 200),
    (10, 300),
    (10, 400),
    (10, 600),
    (11, 200),
    (10, 800),
    (11, 300),
    (4, 300),
    (10, 1_200),
    (6, 100),
    (7, 400),
    (10, 1_600),
    (9, 300),
    (5, 50),
    (10, 2_400),
    (11, 400),
    (9, 400),
    (12, 300),
    (4, 400),
    (10, 3_200),
    (10, 4_000),
    (1, 300),
    (8, 1_200),
    (8, 1_600),
    (2, 6_400),
    (4, 1_200),
    (8, 2_400),
    (1, 1_200),
    (9, 2_400),
    (2, 9_600),
];

/// The rounds after [`FAST_START`]: in each, every search goes on to this
/// many positions of its own times its share ([`Try::quarters`] / 4),
/// doubled every round, without end. Safe autoplay keeps the searches that
/// use it complete, so the first of them to run out of positions proves
/// the deal impossible (11982: each runs out after 61,643). Of 1..32000,
/// only 11982 and 8436 get this far, so the rounds are set for them: the
/// plan's largest slice twice over, but no fewer than the first safe
/// search needs to run out on 11982 in the first round, and that search,
/// with step cost 2 (the one that fails fewest deals alone), first. 11982
/// takes 83,693 positions in all, and 8436 is solved in 152,843 (with the
/// greedy plan, which started the rounds at 38,400: 106,343 and 155,214;
/// there, starts of 19,200 to 64,000 gave no lower sum).
const FAST_ROUND_START: u64 = 30_822;

/// The searches of the short mode's fallback, when the beam has failed:
/// such deals are hard (the beam has already spent 20,000 to 45,000
/// positions on them), so no search gets a head start. The first two use
/// the safe autoplay, so 11982 is still proven impossible. The shares
/// were set on the 23 deals of 1..32000 whose beam fails, and 11982,
/// counting positions in all, beam included: the page waits for the
/// worst winnable deal and for 11982, so the larger of the two is what
/// counts. With these shares, 103,959 (24106) and 136,276; with 2, 1, 2,
/// 6 (set for the search before it kept edges), 81,559 and 214,719; with
/// 4, 1, 2, 6: 92,759 and 181,119; with 8, 1, 2, 6: 115,159 and 136,276;
/// with the fast mode's plan instead, 177,823 (8436) and 130,576. Rounds
/// starting at 350 or 1,400 instead of 700 changed neither.
const FALLBACK_TRIES: [Try; 4] = [
    Try::new(Autoplay::Safe, 2, position::FAST_WEIGHTS, 6),
    Try::new(Autoplay::Safe, 1, position::RUNS_WEIGHTS, 1),
    Try::new(Autoplay::All, 3, position::RUNS_OWN_SUIT_WEIGHTS, 2),
    Try::new(Autoplay::All, 5, position::UNSORTED_WEIGHTS, 6),
];

/// Where the rounds of the short mode's fallback start (see
/// [`FAST_ROUND_START`]).
const FALLBACK_ROUND_START: u64 = 700;

/// Which of `tries` runs, and to how many positions of its own, in turn:
/// first `start`, then the rounds from `round_start`.
fn slices<'a>(
    tries: &'a [Try],
    start: &'a [(usize, u64)],
    round_start: u64,
) -> impl Iterator<Item = (usize, u64)> + 'a {
    let rounds = std::iter::successors(Some(round_start), |&n| n.checked_mul(2));
    start.iter().copied().chain(rounds.flat_map(move |n| {
        tries
            .iter()
            .enumerate()
            .map(move |(i, t)| (i, n.saturating_mul(t.quarters) / 4))
    }))
}

/// Solves `board`: see [`Mode`] for how.
pub fn solve(board: &GameBoard, options: &SolveOptions) -> Solution {
    // The searches below read standard FreeCell's compact positions; the
    // other games have a solver of their own.
    if !board.rules().is_standard() {
        return general::solve(board, options);
    }
    let mut explored = 0;
    if options.mode == Mode::Short {
        let autoplay = Autoplay::All;
        let mut settled = *board;
        position::settle(&mut settled, autoplay, |_| {});
        let result = search::beam(
            (Layout::of(&settled), settled),
            BEAM_WIDTH,
            position::scored_moves(autoplay, position::BEAM_WEIGHTS),
            position::play(autoplay),
            Layout::is_solved,
            Budget {
                max_nodes: options.max_nodes,
            },
        );
        explored = result.explored;
        if let Found::Path(path) = &result.found {
            let moves = position::moves_along(board, autoplay, path);
            return Solution {
                verdict: Verdict::Solved,
                moves: shorten::shorten(board, autoplay, &moves),
                explored,
            };
        }
    }
    let max_nodes = options.max_nodes.saturating_sub(explored);
    let mut solution = match options.mode {
        Mode::Fast => fast(board, max_nodes, &FAST_TRIES, &FAST_START, FAST_ROUND_START),
        Mode::Short => fast(board, max_nodes, &FALLBACK_TRIES, &[], FALLBACK_ROUND_START),
    };
    solution.explored += explored;
    if options.mode == Mode::Short && solution.verdict == Verdict::Solved {
        solution.moves = shorten::shorten(board, Autoplay::Safe, &solution.moves);
    }
    solution
}

/// The fast mode's searches, which leave their memory to the next ones
/// on the thread when the fast mode is done with them (see [`SPARE`]).
struct Stages<const N: usize>([Stage; N]);

impl<const N: usize> Drop for Stages<N> {
    fn drop(&mut self) {
        for stage in &mut self.0 {
            if let Stage::Paused(running) = std::mem::replace(stage, Stage::Dropped) {
                running.recycle();
            }
        }
    }
}

/// Where one of the fast mode's searches stands.
enum Stage {
    /// Not started: it has expanded nothing yet.
    Waiting,
    /// Started, and paused until its next turn.
    Paused(Running),
    /// Ran out of positions with the autoplay of every homeable card,
    /// which proves nothing: it takes no more turns.
    Dropped,
}

/// The fast mode: the searches of `tries`, each resumed in turn as
/// [`slices`] says, until one finds a solution, a complete one runs out of
/// positions, or `max_nodes` are spent in all.
fn fast<const N: usize>(
    board: &GameBoard,
    max_nodes: u64,
    tries: &[Try; N],
    start: &[(usize, u64)],
    round_start: u64,
) -> Solution {
    let mut stages: Stages<N> = Stages(std::array::from_fn(|_| Stage::Waiting));
    let stages = &mut stages.0;
    // Where the searches start, by autoplay (safe, all), found once.
    let mut starts = [None; 2];
    let mut explored = 0;
    for (i, until) in slices(tries, start, round_start) {
        let t = tries[i];
        if until == 0 {
            // No share of the rounds.
            continue;
        }
        if let Stage::Waiting = stages[i] {
            let by_autoplay = &mut starts[usize::from(t.autoplay == Autoplay::All)];
            let start = *by_autoplay.get_or_insert_with(|| start_of(board, t.autoplay));
            if start.is_solved() {
                return verdict_of(board, t.autoplay, Found::Path(vec![start]), explored);
            }
            stages[i] = Stage::Paused(Running::start(&start, &t));
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
        let result = running.resume(&t, budget);
        explored += result.explored;
        match result.found {
            // Not complete: it proves nothing, and the others go on.
            Found::Exhausted if t.autoplay == Autoplay::All => stages[i] = Stage::Dropped,
            Found::GaveUp if explored < max_nodes => {}
            found => return verdict_of(board, t.autoplay, found, explored),
        }
    }
    // The rounds only end when the sizes overflow: never, in practice.
    Solution {
        verdict: Verdict::GaveUp,
        moves: Vec::new(),
        explored,
    }
}

thread_local! {
    /// Finished searches whose memory the next ones on this thread take
    /// over: most deals take a few hundred positions, and making a search
    /// anew (its counts, visited set and open edges) cost a tenth of that.
    static SPARE: std::cell::RefCell<Vec<Running>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How many finished searches [`SPARE`] keeps, and the most states one
/// may have room for: a search that grew larger gives its memory back.
const SPARE_COUNT: usize = 16;
const SPARE_ROOM: usize = 1 << 12;

/// One of the fast mode's searches under way, with what its functions
/// keep between turns. The plan's traces run the same (see `trace`).
struct Running {
    search: BestFirst<Reached, Step>,
    plays: Box<position::Plays>,
}

impl Running {
    /// The search `t` from `start` (see [`start_of`]).
    fn start(start: &Reached, t: &Try) -> Running {
        match SPARE.with(|spare| spare.borrow_mut().pop()) {
            Some(mut running) => {
                running.search.restart(start, t.step_cost, t.noise, t.seed);
                running.plays.reuse(t.autoplay, t.extra);
                running
            }
            None => Running {
                search: BestFirst::with_noise(start, t.step_cost, t.noise, t.seed),
                plays: Box::new(position::Plays::new(t.autoplay, t.extra)),
            },
        }
    }

    /// Keeps this search's memory for the next [`Running::start`] on this
    /// thread, unless it grew large.
    fn recycle(self) {
        if self.search.room() <= SPARE_ROOM {
            SPARE.with(|spare| {
                let mut spare = spare.borrow_mut();
                if spare.len() < SPARE_COUNT {
                    spare.push(self);
                }
            });
        }
    }

    /// Goes on with the search `t` (the one it was started as) for at
    /// most `budget` more positions.
    fn resume(&mut self, t: &Try, budget: Budget) -> SearchResult<Reached> {
        self.search.resume(
            self.plays.successors(),
            self.plays.reach(),
            position::heuristic(t.weights, t.extra),
            position::is_won,
            budget,
        )
    }
}

/// Where a search from `board` with `autoplay` starts: its layout once
/// the autoplay is done (a won one if that wins).
fn start_of(board: &GameBoard, autoplay: Autoplay) -> Reached {
    let mut settled = *board;
    position::settle(&mut settled, autoplay, |_| {});
    Reached::start(Layout::of(&settled))
}

/// The solution for a search's result; `explored` counts every search.
fn verdict_of(
    board: &GameBoard,
    autoplay: Autoplay,
    found: Found<Reached>,
    explored: u64,
) -> Solution {
    let (verdict, moves) = match found {
        Found::Path(path) => (Verdict::Solved, position::moves_of(board, autoplay, &path)),
        Found::Exhausted => (Verdict::Impossible, Vec::new()),
        Found::GaveUp => (Verdict::GaveUp, Vec::new()),
    };
    Solution {
        verdict,
        moves,
        explored,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search that takes over a finished one's memory (its counts kept
    /// by card among them) finds what a new search finds: deal 617 solved
    /// on a fresh thread, and again after other deals left their searches
    /// behind (in the fast mode; in the short mode, after the same deals).
    #[test]
    fn searches_that_reuse_memory_find_what_new_ones_find() {
        for mode in [Mode::Fast, Mode::Short] {
            let options = SolveOptions {
                mode,
                ..SolveOptions::default()
            };
            let solve_617 = move || solve(&GameBoard::from_deal(617).unwrap(), &options);
            let fresh = std::thread::spawn(solve_617).join().unwrap();
            let reused = std::thread::spawn(move || {
                for deal in [1, 2, 3, 8436, 5, 6] {
                    solve(&GameBoard::from_deal(deal).unwrap(), &options);
                }
                // (The short mode's beam keeps no search, and its fallback
                // only the large ones of hard deals.)
                let kept = SPARE.with(|spare| spare.borrow().len());
                assert!(mode == Mode::Short || kept > 0);
                solve_617()
            })
            .join()
            .unwrap();
            assert_eq!(reused, fresh);
            assert_eq!(fresh.verdict, Verdict::Solved);
        }
    }

    /// Every slice of the fast plan takes its search further than it has
    /// gone (a slice that does not is dead weight in the table), and a
    /// search with the safe autoplay keeps a share of the rounds, without
    /// which no deal could be proven impossible.
    #[test]
    fn the_fast_plan_moves_every_search_on_and_can_prove_impossibility() {
        let mut reached = [0u64; FAST_TRIES.len()];
        for &(i, until) in &FAST_START {
            assert!(until > reached[i], "slice ({i}, {until}) goes nowhere");
            reached[i] = until;
        }
        assert!(FAST_ROUND_START > reached.into_iter().max().unwrap());
        let complete = |tries: &[Try]| {
            tries
                .iter()
                .any(|t| t.autoplay == Autoplay::Safe && t.quarters > 0)
        };
        assert!(complete(&FAST_TRIES));
        assert!(complete(&FALLBACK_TRIES));
    }
}

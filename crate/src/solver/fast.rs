//! The fast mode's way of running a plan: several best-first searches
//! take turns, each resumed where it stopped, until one solves the deal,
//! a complete one runs out of positions (the deal is impossible), or the
//! budget is spent.

use crate::board::GameBoard;

use super::autoplay::{settle, Autoplay};
use super::plan::{Plan, Try};
use super::search::{BestFirst, Budget, Found, SearchResult};
use super::solution::{Solution, Verdict};
use super::standard::{self, Layout, Reached, Step};

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

/// The searches of `plan`, each resumed in turn as its slices say, until
/// one finds a solution, a complete one runs out of positions, or
/// `max_nodes` are spent in all.
pub fn run<const N: usize>(board: &GameBoard, max_nodes: u64, plan: &Plan<N>) -> Solution {
    let mut stages: Stages<N> = Stages(std::array::from_fn(|_| Stage::Waiting));
    let stages = &mut stages.0;
    // Where the searches start, by autoplay (safe, all), found once.
    let mut starts = [None; 2];
    let mut explored = 0;
    for (i, until) in plan.slices() {
        let t = plan.tries[i];
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
        let result = running.resume(budget);
        explored += result.explored;
        match result.found {
            // Not complete: it proves nothing, and the others go on.
            Found::Exhausted if !t.autoplay.is_complete() => stages[i] = Stage::Dropped,
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

/// One of the fast mode's searches under way, with its problem (which
/// keeps what it read between turns). The plan's traces run the same (see
/// `trace`).
pub(super) struct Running {
    pub(super) search: BestFirst<Reached, Step>,
    plays: Box<standard::Plays>,
}

impl Running {
    /// The search `t` from `start` (see [`start_of`]).
    pub(super) fn start(start: &Reached, t: &Try) -> Running {
        match SPARE.with(|spare| spare.borrow_mut().pop()) {
            Some(mut running) => {
                running.search.restart(start, t.step_cost, t.noise, t.seed);
                running.plays.reuse(t.autoplay, t.weights, t.extra);
                running
            }
            None => Running {
                search: BestFirst::with_noise(start, t.step_cost, t.noise, t.seed),
                plays: Box::new(standard::Plays::new(t.autoplay, t.weights, t.extra)),
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

    /// Goes on with the search for at most `budget` more positions.
    pub(super) fn resume(&mut self, budget: Budget) -> SearchResult<Reached> {
        self.search.resume(&*self.plays, budget)
    }
}

/// Where a search from `board` with `autoplay` starts: its layout once
/// the autoplay is done (a won one if that wins).
pub(super) fn start_of(board: &GameBoard, autoplay: Autoplay) -> Reached {
    let mut settled = *board;
    settle(&mut settled, autoplay, |_| {});
    Reached::start(Layout::of(&settled))
}

/// The solution for a search's result; `explored` counts every search.
fn verdict_of(
    board: &GameBoard,
    autoplay: Autoplay,
    found: Found<Reached>,
    explored: u64,
) -> Solution {
    Solution::of_search(found, explored, |path| {
        standard::moves_of(board, autoplay, &path)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{solve, Mode, SolveOptions};

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
}

//! Best-first search that can pause when its budget runs out and resume
//! where it stopped.

use super::visited::{hash_of, Visited};
use super::{done, BestFirstProblem, Budget, Found, Keyed, SearchResult};

/// Best-first search from `start`: always expands the open state with the
/// lowest heuristic plus `step_cost` per step from the start (0 makes it
/// greedy; more trades speed for shorter paths, as in weighted A*).
/// Complete: when it says [`Found::Exhausted`], every reachable state was
/// expanded. One run of a [`BestFirst`].
pub fn best_first<P: BestFirstProblem>(
    start: &P::State,
    step_cost: u32,
    problem: &P,
    budget: Budget,
) -> SearchResult<P::State> {
    BestFirst::new(start, step_cost).resume(problem, budget)
}

/// No edge, in the lists of open edges.
const NONE: u32 = u32::MAX;

/// The highest score an edge is filed under: higher scores are filed
/// with it (a bound on the memory of [`Open::heads`]; the scores of
/// the solver stay in the low thousands).
const MAX_SCORE: u32 = 1 << 20;

/// A number from 0 to `noise` drawn from a `hash` and a `seed`: the same
/// hash always draws the same number, and another seed draws others. Two
/// multiplications and no branch (with `noise` 0 it is 0).
fn jitter(hash: u32, seed: u32, noise: u32) -> u32 {
    let mixed = (hash ^ seed).wrapping_mul(0x9E37_79B1) ^ seed.rotate_left(16);
    ((u64::from(mixed.wrapping_mul(0x85EB_CA6B)) * u64::from(noise + 1)) >> 32) as u32
}

/// A [`best_first`] search that can stop when its budget runs out and
/// later go on where it stopped, so a caller can run several searches in
/// turn (each with its own heuristic) and pay for none of them twice.
///
/// It keeps its open states as edges: the state an edge leaves and how
/// (`E`, a move), scored when the state it leaves is expanded. The state
/// an edge leads to is made only when the edge is taken: most never are,
/// so they cost no more than their score. A state reached again, by an
/// edge of its own, is then passed over; so each state is expanded once,
/// by its best-scored edge. The open edges are filed by score, each score
/// a list with the newest edge first, so the lowest score is taken first,
/// then the newest edge: no heap to keep in order.
pub struct BestFirst<N, E> {
    visited: Visited<N>,
    /// Each visited state's depth: how many steps from the start.
    depths: Vec<u32>,
    /// The open edges.
    open: Open<E>,
    /// Whether the start is still to be expanded.
    start_open: bool,
    step_cost: u32,
    explored: u64,
    /// The most a pseudo-random term adds to each edge's score (see
    /// [`BestFirst::with_noise`]), and its seed.
    noise: u32,
    seed: u32,
}

impl<N: Keyed, E: Copy> BestFirst<N, E> {
    /// A search from `start` that has expanded nothing yet. The start is
    /// expanded even if it is a goal: the caller tests it.
    pub fn new(start: &N, step_cost: u32) -> Self {
        BestFirst {
            visited: Visited::new(start),
            depths: vec![0],
            open: Open {
                edges: Vec::with_capacity(1 << 10),
                heads: Vec::new(),
                lowest: 0,
            },
            start_open: true,
            step_cost,
            explored: 0,
            noise: 0,
            seed: 0,
        }
    }

    /// A search that adds to each edge's score a pseudo-random term from
    /// 0 to `noise`, drawn from the state it leaves, its place among that
    /// state's edges, and `seed`: searches that differ only in their seeds
    /// then part ways wherever scores are close, so one may walk past the
    /// dead end that traps another. The term is fixed per edge, so the
    /// search stays deterministic (and complete: only the order changes).
    pub fn with_noise(start: &N, step_cost: u32, noise: u32, seed: u32) -> Self {
        BestFirst {
            noise,
            seed,
            ..Self::new(start, step_cost)
        }
    }

    /// Starts again from `start`, as [`BestFirst::with_noise`] would (see
    /// there), keeping the memory this search has grown to: for a caller
    /// that runs many searches one after another.
    pub fn restart(&mut self, start: &N, step_cost: u32, noise: u32, seed: u32) {
        self.visited.restart(start);
        self.depths.clear();
        self.depths.push(0);
        self.open.edges.clear();
        self.open.heads.clear();
        self.open.lowest = 0;
        self.start_open = true;
        (self.step_cost, self.explored, self.noise, self.seed) = (step_cost, 0, noise, seed);
    }

    /// How many states it has room for without growing.
    pub fn room(&self) -> usize {
        self.visited.room()
    }

    /// The states expanded so far, in all calls.
    pub fn explored(&self) -> u64 {
        self.explored
    }

    /// Expands at most `budget.max_nodes` more states of `problem`.
    /// [`Found::GaveUp`] means the budget ran out and the search may
    /// resume; the result's `explored` counts this call only. Every call
    /// must pass the same problem, or one that scores alike (the open
    /// edges keep the scores they were given).
    pub fn resume<P>(&mut self, problem: &P, budget: Budget) -> SearchResult<N>
    where
        P: BestFirstProblem<State = N, Edge = E>,
    {
        let (step_cost, noise, seed) = (self.step_cost, self.noise, self.seed);
        let mut explored = 0;
        while self.start_open || self.open.any() {
            if explored >= budget.max_nodes {
                return done(Found::GaveUp, explored);
            }
            let at = if std::mem::take(&mut self.start_open) {
                0
            } else {
                let (parent, edge) = self.open.take();
                let state = problem.reach(parent, &self.visited.states[parent as usize].0, edge);
                match self.visited.insert(state, parent) {
                    Some(reached) => {
                        self.depths.push(self.depths[parent as usize] + 1);
                        reached
                    }
                    // Expanded already, by a better-scored edge.
                    None => continue,
                }
            };
            // What the pseudo-random term draws from, if any.
            let hash = match noise {
                0 => 0,
                _ => hash_of(self.visited.states[at as usize].0.key()),
            };
            explored += 1;
            self.explored += 1;
            let depth = self.depths[at as usize] + 1;
            let mut goal = None;
            let mut made = 0u32;
            let open = &mut self.open;
            let state = &self.visited.states[at as usize].0;
            problem.successors(at, state, |edge, payload| {
                if goal.is_some() {
                    return;
                }
                let Some(payload) = payload else {
                    // Leads to a state already expanded: not filed, but
                    // drawn for all the same, so that the others' draws do
                    // not depend on which edges are left out.
                    made += 1;
                    return;
                };
                if problem.is_goal(payload) {
                    goal = Some(edge);
                    return;
                }
                // (Most searches draw nothing: a branch that always goes
                // the same way costs less than the draw.)
                let draw = match noise {
                    0 => 0,
                    _ => jitter(hash ^ made.wrapping_mul(0x9E37_79B9), seed, noise),
                };
                made += 1;
                open.file(
                    at,
                    edge,
                    problem.heuristic(payload) + draw + step_cost * depth,
                );
            });
            if let Some(edge) = goal {
                let state = problem.reach(at, &self.visited.states[at as usize].0, edge);
                let id = self
                    .visited
                    .insert(state, at)
                    .expect("a goal ends the search");
                return done(Found::Path(self.visited.path_to(id)), explored);
            }
        }
        done(Found::Exhausted, explored)
    }
}

/// The open edges of a [`BestFirst`] search, filed by score: each score
/// a list with the newest edge first.
struct Open<E> {
    /// Every edge filed: the id of the state it leaves, the edge filed
    /// before it under the same score ([`NONE`] if none), and the edge.
    edges: Vec<(u32, u32, E)>,
    /// The newest open edge of each score ([`NONE`] if none).
    heads: Vec<u32>,
    /// No open edge has a lower score than this.
    lowest: usize,
}

impl<E: Copy> Open<E> {
    /// Whether any edge is open.
    fn any(&mut self) -> bool {
        while self.lowest < self.heads.len() {
            if self.heads[self.lowest] != NONE {
                return true;
            }
            self.lowest += 1;
        }
        false
    }

    /// Takes the open edge with the lowest score, the newest of them
    /// (there must be one: see [`Open::any`]).
    fn take(&mut self) -> (u32, E) {
        let index = self.heads[self.lowest];
        let (parent, before, edge) = self.edges[index as usize];
        self.heads[self.lowest] = before;
        (parent, edge)
    }

    /// Files a new open edge under `score`.
    fn file(&mut self, parent: u32, edge: E, score: u32) {
        let score = score.min(MAX_SCORE) as usize;
        if score >= self.heads.len() {
            self.heads.resize(score + 1, NONE);
        }
        self.edges.push((parent, self.heads[score], edge));
        self.heads[score] = (self.edges.len() - 1) as u32;
        self.lowest = self.lowest.min(score);
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::collections::HashSet;

    use super::*;

    /// Numbers up to 1000, stepping +1 or *2 (and -1 if `down`), scored by
    /// their distance to `target`, with `goal` the goal. Each step is its
    /// edge and payload: the number it leads to. With `left_out`, a step
    /// to a number already expanded is handed over without a payload.
    struct Numbers {
        target: u32,
        goal: u32,
        down: bool,
        left_out: Option<RefCell<HashSet<u32>>>,
    }

    impl Numbers {
        /// Towards `target`, which is the goal.
        fn towards(target: u32) -> Numbers {
            Numbers {
                target,
                goal: target,
                down: false,
                left_out: None,
            }
        }
    }

    impl BestFirstProblem for Numbers {
        type State = u32;
        type Edge = u32;
        type Payload = u32;

        fn successors(&self, _: u32, &n: &u32, mut out: impl FnMut(u32, Option<&u32>)) {
            if let Some(expanded) = &self.left_out {
                expanded.borrow_mut().insert(n);
            }
            let down = self.down.then(|| n - 1);
            for next in down.into_iter().chain([n + 1, n * 2]) {
                let seen = |expanded: &RefCell<HashSet<u32>>| expanded.borrow().contains(&next);
                if self.left_out.as_ref().is_some_and(seen) {
                    out(next, None);
                } else if (1..=1000).contains(&next) {
                    out(next, Some(&next));
                }
            }
        }

        fn reach(&self, _: u32, _: &u32, next: u32) -> u32 {
            next
        }

        fn heuristic(&self, &n: &u32) -> u32 {
            self.target.abs_diff(n)
        }

        fn is_goal(&self, &n: &u32) -> bool {
            n == self.goal
        }
    }

    /// A best-first search from 1 for `target`.
    fn search_for(target: u32, step_cost: u32, max_nodes: u64) -> SearchResult<u32> {
        best_first(
            &1,
            step_cost,
            &Numbers::towards(target),
            Budget { max_nodes },
        )
    }

    #[test]
    fn best_first_finds_a_path_that_follows_the_steps() {
        let result = search_for(37, 0, 10_000);
        let Found::Path(path) = result.found else {
            panic!("no path")
        };
        assert_eq!((path[0], *path.last().unwrap()), (1, 37));
        assert!(path
            .windows(2)
            .all(|w| w[1] == w[0] + 1 || w[1] == w[0] * 2));
    }

    #[test]
    fn best_first_exhausts_a_finite_graph_without_a_goal() {
        let numbers = Numbers {
            goal: 5000,
            ..Numbers::towards(5)
        };
        let result = best_first(&1, 0, &numbers, Budget { max_nodes: 10_000 });
        assert_eq!(result.found, Found::Exhausted);
        assert_eq!(result.explored, 1000);
    }

    #[test]
    fn a_budget_stops_the_search() {
        let result = search_for(999, 0, 3);
        assert_eq!((result.found, result.explored), (Found::GaveUp, 3));
    }

    /// Runs `search` for 999 in slices of `slice` states until it ends:
    /// how it ended, and the states expanded in all the slices.
    fn in_slices(search: &mut BestFirst<u32, u32>, slice: u64) -> (Found<u32>, u64) {
        let mut explored = 0;
        loop {
            let part = search.resume(&Numbers::towards(999), Budget { max_nodes: slice });
            explored += part.explored;
            if part.found != Found::GaveUp {
                return (part.found, explored);
            }
        }
    }

    #[test]
    fn a_resumed_search_ends_as_one_run_does() {
        let whole = search_for(999, 1, 10_000);
        let mut search = BestFirst::new(&1, 1);
        let (found, explored) = in_slices(&mut search, 2);
        assert_eq!((found, explored), (whole.found, whole.explored));
        assert_eq!(search.explored(), explored);
    }

    /// A small graph: each state's edges, as the states they lead to with
    /// the score of each edge (the payload: the state and its score), and
    /// the goals, from the lowest.
    struct Graph {
        edges: &'static [(u32, &'static [(u32, u32)])],
        goals_from: u32,
    }

    impl BestFirstProblem for Graph {
        type State = u32;
        type Edge = u32;
        type Payload = (u32, u32);

        fn successors(&self, _: u32, &n: &u32, mut out: impl FnMut(u32, Option<&(u32, u32)>)) {
            for (from, to) in self.edges {
                if *from == n {
                    for &(next, score) in *to {
                        out(next, Some(&(next, score)));
                    }
                }
            }
        }

        fn reach(&self, _: u32, _: &u32, next: u32) -> u32 {
            next
        }

        fn heuristic(&self, &(_, score): &(u32, u32)) -> u32 {
            score
        }

        fn is_goal(&self, &(n, _): &(u32, u32)) -> bool {
            n >= self.goals_from
        }
    }

    /// A state reached by two edges is expanded once, by the better
    /// scored one even when the other was scored first: 3 is reached from
    /// 1 (expanded first) at a score of 9, and from 2 at 3.
    #[test]
    fn a_state_is_expanded_by_its_best_scored_edge() {
        let graph = Graph {
            edges: &[
                (0, &[(1, 1), (2, 2)]),
                (1, &[(3, 9)]),
                (2, &[(3, 3)]),
                (3, &[(4, 0)]),
            ],
            goals_from: 4,
        };
        let result = best_first(&0, 0, &graph, Budget { max_nodes: 100 });
        assert_eq!(result.found, Found::Path(vec![0, 2, 3, 4]));
        assert_eq!(result.explored, 4);
    }

    /// Among edges of equal score, the newest is taken first: 2, scored
    /// after 1, is expanded first and leads to its own goal.
    #[test]
    fn ties_go_to_the_newest_edge() {
        let graph = Graph {
            edges: &[(0, &[(1, 5), (2, 5)]), (1, &[(10, 0)]), (2, &[(20, 0)])],
            goals_from: 10,
        };
        let result = best_first(&0, 0, &graph, Budget { max_nodes: 100 });
        assert_eq!(result.found, Found::Path(vec![0, 2, 20]));
    }

    /// With a pseudo-random term, a search still finds its goal, and a
    /// resumed one ends as one run does.
    #[test]
    fn searches_with_noise_find_the_goal_and_resume_alike() {
        for (noise, seed) in [(0, 0), (10, 7), (5, 3)] {
            let whole = BestFirst::with_noise(&1, 1, noise, seed)
                .resume(&Numbers::towards(999), Budget { max_nodes: 100_000 });
            assert!(matches!(&whole.found, Found::Path(p) if p.last() == Some(&999)));
            let mut search = BestFirst::with_noise(&1, 1, noise, seed);
            let (found, explored) = in_slices(&mut search, 3);
            assert_eq!((found, explored), (whole.found, whole.explored));
        }
    }

    /// An edge handed over without a payload, as leading to a state already
    /// expanded, changes nothing but the work: the numbers' search, with a
    /// step from n to n - 1 as well, finds the same path with the same
    /// draws whether it scores that step or leaves it out when n - 1 was
    /// expanded already.
    #[test]
    fn an_edge_left_out_changes_nothing_but_the_work() {
        for noise in [0, 10] {
            let run = |left_out: bool| {
                let numbers = Numbers {
                    down: true,
                    left_out: left_out.then(RefCell::default),
                    ..Numbers::towards(999)
                };
                BestFirst::with_noise(&1, 1, noise, 5)
                    .resume(&numbers, Budget { max_nodes: 100_000 })
            };
            let (scored, left_out) = (run(false), run(true));
            assert_eq!(left_out, scored);
            assert!(matches!(&scored.found, Found::Path(p) if p.last() == Some(&999)));
        }
    }

    /// The pseudo-random term stays within its bound, takes every value up
    /// to it, is none without noise, and draws other numbers with another
    /// seed.
    #[test]
    fn the_pseudo_random_term_is_bounded_and_follows_its_seed() {
        let draws = |seed: u32, noise: u32| -> Vec<u32> {
            (0..1000u32)
                .map(|k| jitter(k.wrapping_mul(0x9E37_79B9), seed, noise))
                .collect()
        };
        let ten = draws(3, 10);
        assert!(ten.iter().all(|&d| d <= 10));
        assert!((0..=10).all(|v| ten.contains(&v)));
        assert!(draws(3, 0).iter().all(|&d| d == 0));
        let other = draws(23, 10);
        let same = ten.iter().zip(&other).filter(|(a, b)| a == b).count();
        assert!(same < 300, "{same} of 1000 alike");
    }
}

//! A* for the cheapest path, with step costs of 0 or more and a lower
//! bound of the cost left that never overestimates but need not be
//! consistent: a state reached again at a lower cost is opened again, and
//! a successor's bound is at least its parent's less the step's cost
//! (which is a bound too). It knows nothing of FreeCell.
//!
//! It looks only for paths cheaper than a cost the caller knows is
//! reachable (`below`), so a state that could not lead to one is never
//! kept. Once nothing kept could, the cheapest path found (or the one the
//! caller knew of) is proven the cheapest. A budget of states expanded
//! and of the bytes its tables could take stops it first, with the
//! cheapest found so far, unproven. The states are kept once each, in the
//! visited set the other searches share, by their canonical keys.

use super::visited::Visited;
use super::{AStarProblem, Keyed};

/// A state the search has reached: the state, the cost to it, and
/// whether it was expanded at that cost.
#[derive(Clone)]
struct Reached<S> {
    state: S,
    cost: u16,
    expanded: bool,
}

impl<S: Keyed> Keyed for Reached<S> {
    type Key = S::Key;
    fn key(&self) -> &S::Key {
        self.state.key()
    }
}

/// How much the search may do: states expanded, and the bytes its tables
/// may take (estimated from their sizes, growth included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FewestBudget {
    pub max_nodes: u64,
    pub max_memory: u64,
}

/// How the search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fewest<S> {
    /// The cheapest path found, start to goal, if cheaper than `below`.
    pub path: Option<Vec<S>>,
    /// Its cost (`below` if none was found).
    pub cost: u16,
    /// Whether no path is cheaper than `cost`.
    pub proven: bool,
    /// The states expanded.
    pub explored: u64,
}

/// More successors than any state has: a margin for the tables' growth
/// while one state is expanded.
const MOST_CHILDREN: usize = 4096;

/// The states reached, each once, and the open ones by their estimate
/// (cost plus bound) and then by their cost: for each estimate and cost,
/// the ids of the open states filed with them (a state reached again
/// more cheaply is filed again, and its older entry skipped).
struct Table<S: Keyed> {
    visited: Visited<Reached<S>>,
    /// By estimate, then by cost, the ids filed.
    open: Vec<Vec<Vec<u32>>>,
    /// The open entries filed and not yet taken, and the lists they are in.
    open_entries: usize,
    open_lists: usize,
    /// No open entry has a lower estimate than this.
    lowest: usize,
}

impl<S: Keyed> Table<S> {
    /// Files `state`, reached from `parent` at `cost`, with `bound` more
    /// at least, unless it was reached as cheaply before. Gives its id
    /// when it is filed.
    fn reach(&mut self, state: S, parent: u32, cost: u16, bound: u16) -> Option<u32> {
        let reached = Reached {
            state,
            cost,
            expanded: false,
        };
        let at = match self.visited.insert_or_find(reached, parent) {
            Ok(new) => new,
            Err(seen) => {
                let (old, old_parent) = &mut self.visited.states[seen as usize];
                if old.cost <= cost {
                    return None;
                }
                old.cost = cost;
                old.expanded = false;
                *old_parent = parent;
                seen
            }
        };
        self.file(at, cost, bound);
        Some(at)
    }

    fn file(&mut self, at: u32, cost: u16, bound: u16) {
        let estimate = usize::from(cost + bound);
        if self.open.len() <= estimate {
            self.open.resize_with(estimate + 1, Vec::new);
        }
        let by_cost = &mut self.open[estimate];
        if by_cost.len() <= usize::from(cost) {
            self.open_lists += usize::from(cost) + 1 - by_cost.len();
            by_cost.resize_with(usize::from(cost) + 1, Vec::new);
        }
        by_cost[usize::from(cost)].push(at);
        self.open_entries += 1;
        self.lowest = self.lowest.min(estimate);
    }

    /// The open entry with the lowest estimate (of those, the one with
    /// the highest cost, which is nearest a goal by its bound; the last
    /// filed first among equals), its cost and its estimate; none once no
    /// entry has an estimate below `below`.
    fn next(&mut self, below: usize) -> Option<((u32, u16), usize)> {
        while self.lowest < self.open.len().min(below) {
            let by_cost = &mut self.open[self.lowest];
            while let Some(ids) = by_cost.last_mut() {
                if let Some(at) = ids.pop() {
                    self.open_entries -= 1;
                    return Some(((at, (by_cost.len() - 1) as u16), self.lowest));
                }
                by_cost.pop();
                self.open_lists -= 1;
            }
            self.lowest += 1;
        }
        None
    }

    /// The most bytes the tables could take while the next state is
    /// expanded: the visited set's (see [`Visited::peak_bytes`]) and the
    /// open lists' at twice their entries, as a vector grows by doubling.
    fn peak_bytes(&self) -> u64 {
        let lists = (self.open.len() + self.open_lists) as u64 * 3 * 8;
        let open = self.open_entries as u64 * 2 * 4;
        self.visited.peak_bytes(MOST_CHILDREN) + open + lists
    }
}

/// The cheapest path from `start` (whose bound is `start_bound`) to a
/// goal of `problem`, if one costs less than `below`, within `budget`.
pub fn fewest<P: AStarProblem>(
    problem: &P,
    start: P::State,
    start_bound: u16,
    below: u16,
    budget: FewestBudget,
) -> Fewest<P::State> {
    let mut best = below;
    let mut goal = None;
    let start_is_goal = problem.is_goal(&start);
    let mut table = Table {
        visited: Visited::new(&Reached {
            state: start,
            cost: 0,
            expanded: false,
        }),
        open: Vec::new(),
        open_entries: 0,
        open_lists: 0,
        lowest: 0,
    };
    if start_is_goal && best > 0 {
        best = 0;
        goal = Some(0);
    }
    table.file(0, 0, start_bound);
    let mut explored = 0;
    let proven = loop {
        if explored >= budget.max_nodes || table.peak_bytes() > budget.max_memory {
            // Proven all the same if nothing open could lead to a path
            // cheaper than the best.
            break table.next(usize::from(best)).is_none();
        }
        let Some(((at, cost), estimate)) = table.next(usize::from(best)) else {
            break true;
        };
        // At least what the parent's bound leaves after a step.
        let left = estimate as u16 - cost;
        let (node, _) = &mut table.visited.states[at as usize];
        if node.expanded || node.cost != cost {
            continue;
        }
        node.expanded = true;
        explored += 1;
        let state = node.state.clone();
        // Only steps that keep the cost below the best are wanted.
        let most = best - 1 - cost;
        problem.successors(&state, most, |child, step, bound| {
            let cost = cost + step;
            if cost >= best {
                return;
            }
            if problem.is_goal(&child) {
                if let Some(id) = table.reach(child, at, cost, 0) {
                    goal = Some(id);
                    best = cost;
                }
                return;
            }
            let bound = bound.max(left.saturating_sub(step));
            if cost + bound < best {
                table.reach(child, at, cost, bound);
            }
        });
    };
    Fewest {
        path: goal.map(|at| {
            table
                .visited
                .path_to(at)
                .into_iter()
                .map(|r| r.state)
                .collect()
        }),
        cost: best,
        proven,
        explored,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line of states 0..=n, each step costing 1 and a shortcut from 0
    /// to n costing 5: with no bound (0 everywhere) the cheaper of the
    /// two is found and proven.
    struct Line {
        n: u32,
    }

    impl AStarProblem for Line {
        type State = u32;
        fn successors(&self, &s: &u32, _: u16, mut out: impl FnMut(u32, u16, u16)) {
            if s < self.n {
                out(s + 1, 1, 0);
            }
            if s == 0 {
                out(self.n, 5, 0);
            }
        }
        fn is_goal(&self, &s: &u32) -> bool {
            s == self.n
        }
    }

    const ALL: FewestBudget = FewestBudget {
        max_nodes: u64::MAX,
        max_memory: u64::MAX,
    };

    #[test]
    fn finds_and_proves_the_cheapest_path() {
        let found = fewest(&Line { n: 3 }, 0, 0, u16::MAX, ALL);
        assert_eq!(found.path, Some(vec![0, 1, 2, 3]));
        assert_eq!((found.cost, found.proven), (3, true));
        let found = fewest(&Line { n: 8 }, 0, 0, u16::MAX, ALL);
        assert_eq!(found.path, Some(vec![0, 8]));
        assert_eq!((found.cost, found.proven), (5, true));
    }

    #[test]
    fn proves_a_known_cost_the_cheapest_without_a_path() {
        let found = fewest(&Line { n: 8 }, 0, 0, 5, ALL);
        assert_eq!((found.path, found.cost, found.proven), (None, 5, true));
    }

    #[test]
    fn a_spent_budget_proves_nothing() {
        let budget = FewestBudget {
            max_nodes: 2,
            ..ALL
        };
        let found = fewest(&Line { n: 8 }, 0, 0, u16::MAX, budget);
        assert_eq!((found.cost, found.proven), (5, false));
        let budget = FewestBudget {
            max_memory: 0,
            ..ALL
        };
        let found = fewest(&Line { n: 8 }, 0, 0, u16::MAX, budget);
        assert_eq!((found.path, found.proven), (None, false));
    }
}

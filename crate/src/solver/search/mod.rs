//! Generic searches over a graph of states, in the spirit of the
//! `pathfinding` crate: they know nothing of FreeCell. A problem supplies
//! the successors of a state, a heuristic (lower is closer to the goal)
//! and a goal test, through [`BestFirstProblem`] or [`BeamProblem`]; the
//! states it hands the search are kept in a seen-set by a canonical key
//! ([`Keyed`]: two states that play the same have one key), so no state is
//! expanded twice. A [`Budget`] is part of every search's signature, so a
//! caller in a browser can bound the work.
//!
//! - [`BestFirst`] (and [`best_first()`], one run of it): always expands the
//!   open state with the lowest heuristic plus a cost per step. It keeps
//!   its open states as edges and makes the state an edge leads to only
//!   when it takes that edge; it can pause and resume; it is complete.
//! - [`beam()`]: a level at a time, keeping the best-scored states of each;
//!   it scores moves and plays only those it keeps; it is not complete.
//! - [`fewest()`]: A* for the cheapest path below a known cost, on a lower
//!   bound that need not be consistent, within a budget of states and of
//!   memory; it proves its path the cheapest when it runs out of states
//!   that could lead to a cheaper one. Its problem is an [`AStarProblem`].
//!
//! Everything is generic (no `dyn`), so a problem's functions inline into
//! the search as closures would.

mod beam;
mod best_first;
mod fewest;
mod visited;

use std::hash::Hash;

pub use beam::{beam, STALL_LEVELS};
pub use best_first::{best_first, BestFirst};
pub use fewest::{fewest, Fewest, FewestBudget};

/// How much work a search may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most states a search may expand (generate the successors of).
    pub max_nodes: u64,
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found<N> {
    /// A path of states from the start to a goal, both included.
    Path(Vec<N>),
    /// Every state reachable from the start was expanded and none is a goal.
    /// Only [`best_first()`] can say this: a beam drops states on purpose.
    Exhausted,
    /// The budget ran out, or (for a beam) the beam lost every path.
    GaveUp,
}

/// A search's verdict and how many states it expanded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<N> {
    pub found: Found<N>,
    pub explored: u64,
}

/// A finished search's result.
fn done<N>(found: Found<N>, explored: u64) -> SearchResult<N> {
    SearchResult { found, explored }
}

/// A state as the searches keep it: known by its key, which must be
/// canonical (two states that play the same have equal keys), since a
/// search never expands a key twice. What else the state carries rides
/// along with the first state of its key reached.
pub trait Keyed: Clone {
    type Key: Eq + Hash;
    fn key(&self) -> &Self::Key;
}

/// What [`BestFirst`] searches. Successors are handed over as edges (how
/// a state is left, [`Self::Edge`]) with a payload ([`Self::Payload`]:
/// whatever the heuristic and the goal test read of the state the edge
/// leads to); the search makes that state, by [`Self::reach`], only when
/// it takes the edge. States are given with their ids in the search, which
/// stay the same for a search, so a problem may keep what it read of a
/// state between calls.
pub trait BestFirstProblem {
    type State: Keyed;
    type Edge: Copy;
    type Payload;

    /// Calls `out` with each edge from `state` (whose id is `id`) and its
    /// payload, or `None` for an edge the problem knows leads to a state
    /// already expanded.
    fn successors(
        &self,
        id: u32,
        state: &Self::State,
        out: impl FnMut(Self::Edge, Option<&Self::Payload>),
    );

    /// The state `edge` leads to from `state` (whose id is `id`).
    fn reach(&self, id: u32, state: &Self::State, edge: Self::Edge) -> Self::State;

    /// The score of the state a payload describes: lower is closer to a
    /// goal.
    fn heuristic(&self, payload: &Self::Payload) -> u32;

    /// Whether a payload describes a goal.
    fn is_goal(&self, payload: &Self::Payload) -> bool;
}

/// What [`beam()`] searches. A level keeps few of the states it scores, so
/// the problem scores moves ([`Self::Move`]) by the state each leads to,
/// and the beam plays only those it keeps. It keeps each state with its
/// expanded form ([`Self::Expanded`]: what the moves are found from), so
/// no state is expanded twice.
pub trait BeamProblem {
    type State: Keyed;
    type Expanded;
    type Move: Copy;

    /// Calls `out` with each move from `from` and the score of the state it
    /// leads to (lower is better; a goal must score below every other
    /// state, since only the best-scored moves are played).
    fn scored_moves(&mut self, from: &Self::Expanded, out: impl FnMut(Self::Move, u32));

    /// The state `mv` leads to from `from`, and its expanded form.
    fn play(&mut self, from: &Self::Expanded, mv: Self::Move) -> (Self::State, Self::Expanded);

    /// Whether `state` is a goal.
    fn is_goal(&self, state: &Self::State) -> bool;
}

/// What [`fewest()`] searches: states with steps that cost something
/// (0 or more), and a lower bound of the cost from a state to a goal,
/// which must never overestimate it.
pub trait AStarProblem {
    type State: Keyed;

    /// Calls `out` with each successor of `state` by a step costing at
    /// most `most` (those costing more may be left out), the step's cost
    /// and the successor's lower bound.
    fn successors(&self, state: &Self::State, most: u16, out: impl FnMut(Self::State, u16, u16));

    /// Whether `state` is a goal.
    fn is_goal(&self, state: &Self::State) -> bool;
}

/// The tests' states: numbers, their own keys.
#[cfg(test)]
impl Keyed for u32 {
    type Key = u32;
    fn key(&self) -> &u32 {
        self
    }
}

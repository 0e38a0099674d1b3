//! The optimal mode: a solution with the fewest moves, proven so when the
//! budget allows.
//!
//! Moves are counted as a solution's length counts them
//! ([`Solution::length_without_foundation_moves`]): a move to a foundation
//! costs nothing, any other move (a run moved together too) costs one.
//! The search is A* over the positions of the general solver's backend
//! (the engine's moves, each followed by the safe autoplay, which costs
//! nothing and never makes a win longer: see `docs/solver.md`), ordered by
//! the moves made plus a lower bound of the moves still needed
//! (`bound`), which never overestimates but is not consistent: a position
//! reached again by fewer moves is opened again, and a child's bound is
//! at least its parent's less the move's cost (which is a bound too).
//!
//! The short mode's solution, found first, is the upper bound: only
//! positions that could still lead to a shorter win are kept, and a win
//! found on the way lowers it. Once no kept position could lead to a win
//! shorter than the best one known, the best is proven the fewest
//! ([`Verdict::Optimal`]). When the budget runs out first (positions
//! expanded, or the memory the search's tables would take, estimated from
//! their sizes), the best known comes back as [`Verdict::BestFound`].
//!
//! It holds in every game of the family: the bound needs only that
//! foundations are built up by suit from the ace and never played from,
//! and that the cards of a move form a run by the game's building rule;
//! the safe autoplay, that a card sent home could only hold cards that
//! are home already or could go home instead.

mod bound;
#[cfg(test)]
mod tests;

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::board::{CellT, GameBoard};

use super::autoplay::Autoplay;
use super::general::{GameGraph, Key};
use super::search::SumHasher;
use super::{Solution, Verdict};
pub use bound::lower_bound;

/// More children than any position has: a margin for the tables' growth
/// while one position is expanded.
const MOST_CHILDREN: usize = 4096;

/// A position the search has reached: its key, the position it was
/// reached from (an index into the nodes) and the counted moves to it.
struct Node {
    key: Key,
    parent: u32,
    moves: u16,
    expanded: bool,
}

/// The positions reached, each once, and the open ones by their estimate
/// (moves made plus the bound): for each estimate, the open nodes with
/// the moves they had when filed (a node reached again by fewer moves is
/// filed again, and its older entry is skipped).
struct Search {
    nodes: Vec<Node>,
    index: HashMap<Key, u32, BuildHasherDefault<SumHasher>>,
    open: Vec<Vec<(u32, u16)>>,
    /// The open entries filed and not yet taken.
    open_entries: usize,
    /// No open entry has a lower estimate than this.
    lowest: usize,
}

impl Search {
    /// Files `key`, reached from `parent` by `moves` counted moves and
    /// `bound` more at least, unless it was reached by as few before.
    /// Gives its index when it is filed.
    fn reach(&mut self, key: Key, parent: u32, moves: u16, bound: u16) -> Option<u32> {
        let at = match self.index.entry(key) {
            Entry::Occupied(seen) => {
                let at = *seen.get();
                let node = &mut self.nodes[at as usize];
                if node.moves <= moves {
                    return None;
                }
                node.moves = moves;
                node.parent = parent;
                node.expanded = false;
                at
            }
            Entry::Vacant(new) => {
                let at = self.nodes.len() as u32;
                new.insert(at);
                self.nodes.push(Node {
                    key,
                    parent,
                    moves,
                    expanded: false,
                });
                at
            }
        };
        let estimate = usize::from(moves + bound);
        if self.open.len() <= estimate {
            self.open.resize_with(estimate + 1, Vec::new);
        }
        self.open[estimate].push((at, moves));
        self.open_entries += 1;
        self.lowest = self.lowest.min(estimate);
        Some(at)
    }

    /// The open entry with the lowest estimate (the last filed first
    /// among equals), and its estimate; none once no entry has an
    /// estimate below `below`.
    fn next(&mut self, below: usize) -> Option<((u32, u16), usize)> {
        while self.lowest < self.open.len().min(below) {
            if let Some(entry) = self.open[self.lowest].pop() {
                self.open_entries -= 1;
                return Some((entry, self.lowest));
            }
            self.lowest += 1;
        }
        None
    }

    /// The most bytes the search's tables could take while the next
    /// position is expanded: what they take now (the index's table by its
    /// buckets, each a key, a node's index and a control byte; the open
    /// lists at twice their entries, as a vector grows by doubling), and,
    /// if the nodes or the index could fill up meanwhile, their growth to
    /// twice the size, the old table and the new both held.
    fn peak_bytes(&self) -> u64 {
        let node = size_of::<Node>() as u64;
        let bucket = (size_of::<(Key, u32)>() + 1) as u64;
        let buckets = |capacity: usize| (capacity as u64 * 8 / 7).next_power_of_two();
        let nodes = self.nodes.capacity() as u64 * node;
        let index = buckets(self.index.capacity()) * bucket;
        let open = (self.open_entries as u64 * 2 + self.open.len() as u64 * 4) * 8;
        let fills = |len: usize, capacity: usize| len + MOST_CHILDREN >= capacity;
        let growth = |grows: bool, bytes: u64| if grows { 2 * bytes } else { 0 };
        nodes
            + index
            + open
            + growth(fills(self.nodes.len(), self.nodes.capacity()), nodes)
            + growth(fills(self.index.len(), self.index.capacity()), index)
    }

    /// The keys from the start to node `at`.
    fn path_to(&self, mut at: u32) -> Vec<Key> {
        let mut path = vec![self.nodes[at as usize].key];
        while at != 0 {
            at = self.nodes[at as usize].parent;
            path.push(self.nodes[at as usize].key);
        }
        path.reverse();
        path
    }
}

/// Improves `upper` (the short mode's answer for `board`, whose expanded
/// positions it counts) to a solution with the fewest moves, expanding
/// up to `max_nodes` positions in all, `upper`'s included, and stopping
/// before its tables could take more than `max_memory` bytes.
pub fn solve(board: &GameBoard, upper: Solution, max_nodes: u64, max_memory: u64) -> Solution {
    if upper.verdict == Verdict::Impossible {
        return upper;
    }
    let positions = GameGraph::new(board.rules(), Autoplay::Safe);
    let (start_key, start) = positions.start(board);
    let mut explored = upper.explored;
    // The fewest counted moves known to win, and the node that ends them
    // (none while they are `upper`'s).
    let mut best = match upper.verdict {
        Verdict::Solved => upper.length_without_foundation_moves() as u16,
        _ => u16::MAX,
    };
    let mut goal = None;
    let mut search = Search {
        nodes: Vec::new(),
        index: HashMap::default(),
        open: Vec::new(),
        open_entries: 0,
        lowest: 0,
    };
    if start_key.is_won() {
        best = 0;
        goal = Some(0);
    }
    let bound = lower_bound(&start) as u16;
    search.reach(start_key, 0, 0, bound);
    let proven = loop {
        if explored >= max_nodes || search.peak_bytes() > max_memory {
            // Proven all the same if nothing open could lead to a win
            // shorter than the best.
            break search.next(usize::from(best)).is_none();
        }
        let Some(((at, moves), estimate)) = search.next(usize::from(best)) else {
            break true;
        };
        // At least what the parent's bound leaves after this move.
        let left = estimate as u16 - moves;
        let node = &mut search.nodes[at as usize];
        if node.expanded || node.moves != moves {
            continue;
        }
        node.expanded = true;
        explored += 1;
        let parent = positions.board(&node.key);
        positions.for_each_child(&parent, None, |_, mv, child| {
            let child = child.expect("every child is made");
            let cost = u16::from(mv.to.cell != CellT::HomeCell);
            let moves = moves + cost;
            if moves >= best {
                return;
            }
            let key = Key::of(child);
            if key.is_won() {
                goal = search.reach(key, at, moves, 0);
                best = moves;
                return;
            }
            let bound = (lower_bound(child) as u16).max(left.saturating_sub(cost));
            if moves + bound < best {
                search.reach(key, at, moves, bound);
            }
        });
    };
    let verdict = match (proven, best) {
        (true, u16::MAX) => Verdict::Impossible,
        (true, _) => Verdict::Optimal,
        (false, u16::MAX) => Verdict::GaveUp,
        (false, _) => Verdict::BestFound,
    };
    let moves = match goal {
        Some(at) => positions.moves_along(board, &search.path_to(at)),
        None => upper.moves,
    };
    Solution {
        verdict,
        moves,
        explored,
    }
}

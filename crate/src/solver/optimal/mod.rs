//! The optimal mode's lower bound: a solution with the fewest moves is
//! found, and proven so when the budget allows, by the generic A* of
//! `search::fewest`, which the driver runs on each backend's problem
//! (`standard::fewest` on compact layouts, `general::fewest` on the
//! family's keys) from the short mode's solution (`driver::fewest`).
//!
//! Moves are counted as a solution's length counts them
//! ([`Solution::length_without_foundation_moves`]): a move to a foundation
//! costs nothing, any other move (a run moved together too) costs one.
//! Each move is followed by the safe autoplay, which costs nothing and
//! never makes a win longer (see `docs/solver.md`). The search is ordered
//! by the moves made plus the bound of the moves still needed (`bound`),
//! which never overestimates but is not consistent.
//!
//! It holds in every game of the family: the bound needs only that
//! foundations are built up by suit from the ace and never played from,
//! and that the cards of a move form a run by the game's building rule;
//! the safe autoplay, that a card sent home could only hold cards that
//! are home already or could go home instead.
//!
//! [`Solution::length_without_foundation_moves`]: super::Solution::length_without_foundation_moves

mod bound;
#[cfg(test)]
mod tests;

pub use bound::{lower_bound, lower_bound_of};

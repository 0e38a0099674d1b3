//! Standard FreeCell, played fast: a specialised restatement of standard
//! FreeCell's move rules (8 cascades, 4 free cells, cascades built down in
//! alternating colours, any card on an empty cascade) and of its autoplay,
//! on compact keys, kept for speed. Nothing here serves another game.
//!
//! The searches store each position as a 64-byte canonical key
//! ([`Layout`](key::Layout)). The best-first searches list and play moves on those
//! bytes without building a board (`LayoutPiles` lists the moves, `Successor`
//! describes a successor by what it keeps and adds, and lays out its key),
//! and count the score's features cascade by cascade, shared from one
//! position to the next (`CascadeCache`). Decoding each key into a board,
//! playing on copies and encoding the results again costs several times
//! as much. The beam plays on boards through the engine, and only its
//! keys and counts come from here.
//!
//! This is a second statement of rules that the engine states in
//! `board.rs`, allowed only because tests fence it to the engine: on
//! every position the perft fixtures count from standard deals and every
//! position of random games on 400 deals, the backend's start and
//! successors are the engine's, position for position, and perft through
//! it equals the engine's (`solver::fence`). Closer in, the moves listed
//! on a key are exactly [`GameBoard::for_each_move`]'s, in its order, on
//! the board the key decodes to, and a step made on a key plays on the
//! real board it came from (`tests/engine.rs`), and so on arbitrary
//! positions as well, settled or not, with the foundations' needs
//! (`tests/positions.rs`, over `board::positions`); the counts are checked
//! against the features' definitions (`tests/counts.rs`).
//!
//! Module map (each uses only those above it). The files of the same role
//! in the family's backend (`general`) have the same names: `score`,
//! `key`, `successor`, `counts`, `problems`, `fewest`, `replay`, `plan`,
//! `backend`; `step`, `piles`, `scan` and `spec` are this backend's alone.
//! - `score`: the score's features and weights ([`Weights`](score::Weights)),
//!   and the named sets of weights;
//! - `key`: the canonical key ([`Layout`](key::Layout)), and how a
//!   board's piles map onto it; the game's numbers of cascades and free
//!   cells (`CASCADES`, `FREE_CELLS`), named once there;
//! - `step`: a move packed in four bytes, by pile numbers, and whether it
//!   is quiet (the autoplay has nothing to do after it); this backend's
//!   alone (the family's backend names its moves by their cards,
//!   `solver::card_move`);
//! - `piles`: a key read for play: its moves, and how to undo a quiet one
//!   (this backend's alone: the family's reads no key, it rebuilds the
//!   board);
//! - `successor`: a successor as what it keeps and adds, the autoplay on it,
//!   and its key;
//! - `scan`, `counts`: the score's features, by cascade (`scan`, the
//!   count of one cascade's bytes, is this backend's alone);
//! - `problems`: the searches' problems (best-first on keys, beam on boards);
//! - `fewest`: the optimal mode's problem (A* on layouts);
//! - `replay`: a path found, as the engine's moves on the real board;
//! - `plan`: the standard game's plans and tunings;
//! - `backend`: all of it as the driver's backend, which accepts standard
//!   FreeCell alone;
//! - `spec`: a search's spec as a line of the plan, for the plan's tools
//!   (this backend's alone: the family's plans are not built by those
//!   tools).
//!
//! [`GameBoard::for_each_move`]: crate::board::GameBoard::for_each_move
//! [`GameBoard::autoplay_move`]: crate::board::GameBoard::autoplay_move
//! [`GameBoard::play_unchecked`]: crate::board::GameBoard::play_unchecked

mod backend;
mod counts;
mod fewest;
mod key;
mod piles;
mod plan;
mod problems;
mod replay;
mod scan;
mod score;
mod spec;
mod step;
mod successor;
#[cfg(test)]
mod tests;

pub use backend::Standard;
pub use spec::spec_as_rust;

//! The backend of every game of the FreeCell family: any number of free
//! cells and cascades, cascades built by alternating colours or by suit,
//! empty cascades open to any card or to kings only, sequence moves
//! limited or not. Standard FreeCell has its own faster backend
//! (`standard`); this one serves every other game, and gives correct (if
//! slower) answers on standard FreeCell too.
//!
//! It reads the rules and restates none: a position is stored as its
//! canonical [`Key`](key::Key), and expanding one rebuilds the engine's
//! board, lists the engine's moves, plays them and runs the engine's
//! autoplay. The searches keep its moves as card moves
//! (`solver::card_move`), which mean the same on every board of a key.
//!
//! Module map (each uses only those above it), the files named as the
//! standard backend names the files of the same role:
//! - `key`: the canonical key;
//! - `score`: what the score counts and how it weighs it (`Features`,
//!   `Weights`);
//! - `counts`: the features counted cascade by cascade, from one position
//!   to the next;
//! - `successor`: a position's successors, by the engine's moves and
//!   autoplay (the role the standard backend splits between `piles` and
//!   `successor`);
//! - `problems`: the searches' problems (best-first and beam, on keys);
//! - `replay`: a path found, as the engine's moves on the real board;
//! - `fewest`: the optimal mode's problem (A* on keys);
//! - `plan`: the family's plans, by the game's rules;
//! - `backend`: all of it as the driver's backend, which accepts every
//!   game.

mod backend;
mod counts;
mod fewest;
mod key;
mod plan;
mod problems;
mod replay;
mod score;
mod successor;

pub use backend::General;

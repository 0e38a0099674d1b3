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
//! autoplay (`successor`), and a path found is replayed as the engine's
//! moves (`replay`). Positions are scored by what stands between them
//! and the foundations, counted by the game's own rules (`score`, counted cascade by cascade
//! in `counts`), and
//! handed to the generic searches as their problems (`problems`, and the
//! optimal mode's in `fewest`). The
//! driver runs them by the family's plans (`plan`); `backend` is what it
//! asks of them.

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

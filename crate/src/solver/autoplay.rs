//! The autoplay as the searches use it: which cards go home by themselves
//! after every step ([`Autoplay`], the engine's, the same choice as the
//! page's Autoplay setting), whether a search with it is complete, and
//! [`settle`], which plays it.
//!
//! Sending safe cards home never loses a win: a safe card's only use in the
//! tableau would be to hold a card of the other colour one rank lower, and
//! those are all home already (aces and twos: nothing but an ace goes on a
//! two, and an ace can always go home instead). So folding those moves
//! into every step keeps a search complete, and an exhausted search still
//! proves a deal impossible. [`Autoplay::NeverNeeded`] sends more and
//! stays complete, so a complete search has fewer positions to go
//! through: the family's backend proves deals impossible with it (the
//! standard backend's layouts know the safe rule alone). With
//! [`Autoplay::All`] no move to a foundation is ever a choice, so a search
//! step is one move that a solution's length counts and there are fewer
//! moves to try; but a few deals need a card held back, so a search with
//! it is not complete.

pub use crate::board::Autoplay;
use crate::board::{GameBoard, Move};

impl Autoplay {
    /// Whether a search with this autoplay that runs out of positions
    /// proves the deal lost.
    pub fn is_complete(self) -> bool {
        self != Autoplay::All
    }
}

/// Sends cards home by `autoplay` until none is left, reporting each move.
pub fn settle(board: &mut GameBoard, autoplay: Autoplay, mut played: impl FnMut(Move)) {
    while let Some(mv) = board.autoplay_move(autoplay) {
        board.play_unchecked(mv);
        played(mv);
    }
}

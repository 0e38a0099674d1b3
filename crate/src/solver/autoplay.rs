//! Which cards go home by themselves after every move, and the engine's
//! autoplay that sends them.
//!
//! Sending safe cards home never loses a win: a safe card's only use in the
//! tableau would be to hold a card of the other colour one rank lower, and
//! those are all home already (aces and twos: nothing but an ace goes on a
//! two, and an ace can always go home instead). So folding those moves
//! into every step keeps a search complete, and an exhausted search still
//! proves a deal impossible.

use crate::board::{GameBoard, Move};

/// Which cards go home by themselves after every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Autoplay {
    /// Only the cards [`GameBoard::is_safe_home`] allows: the search stays
    /// complete (see the module's notes).
    Safe,
    /// Every card that can go home. No move to a foundation is ever a
    /// choice, so a search step is one move that is not a foundation move
    /// (what a solution's length counts) and there are fewer moves to try;
    /// but a few deals need a card held back, so a search with it is not
    /// complete.
    All,
}

/// Sends cards home by `autoplay` until none is left, reporting each move.
pub fn settle(board: &mut GameBoard, autoplay: Autoplay, mut played: impl FnMut(Move)) {
    while let Some(mv) = board.autoplay_move(autoplay == Autoplay::Safe) {
        board.play_unchecked(mv);
        played(mv);
    }
}

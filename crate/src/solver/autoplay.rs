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
    /// The cards [`Rules::is_never_needed`](crate::Rules::is_never_needed)
    /// allows: every safe card and, in games built by alternate colours,
    /// some more, so a complete search has fewer positions to go through
    /// and stays complete. The family's solver proves deals impossible
    /// with it; the standard solver's layouts know the safe rule alone.
    NeverNeeded,
    /// Every card that can go home. No move to a foundation is ever a
    /// choice, so a search step is one move that is not a foundation move
    /// (what a solution's length counts) and there are fewer moves to try;
    /// but a few deals need a card held back, so a search with it is not
    /// complete.
    All,
}

impl Autoplay {
    /// Whether a search with this autoplay that runs out of positions
    /// proves the deal lost.
    pub fn is_complete(self) -> bool {
        self != Autoplay::All
    }

    /// The next move this autoplay makes on `board`, if any.
    pub fn next_move(self, board: &GameBoard) -> Option<Move> {
        match self {
            Autoplay::Safe => board.autoplay_move(true),
            Autoplay::NeverNeeded => {
                board.autoplay_move_where(|rules, built, card| rules.is_never_needed(card, built))
            }
            Autoplay::All => board.autoplay_move(false),
        }
    }
}

/// Sends cards home by `autoplay` until none is left, reporting each move.
pub fn settle(board: &mut GameBoard, autoplay: Autoplay, mut played: impl FnMut(Move)) {
    while let Some(mv) = autoplay.next_move(board) {
        board.play_unchecked(mv);
        played(mv);
    }
}

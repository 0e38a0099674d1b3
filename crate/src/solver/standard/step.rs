//! A step: a move of the engine, packed small, that knows whether the
//! autoplay has anything to do after it. It names piles by their numbers
//! on the board a layout decodes to; this role is this backend's alone
//! (the family's backend names its moves by their cards,
//! `solver::card_move`, since a key of its decodes to no fixed piles).

use crate::board::{CellT, GameBoard, Move, Pile};

use super::super::autoplay::{settle, Autoplay};
use super::key::{CASCADES, FREE_CELLS};

/// How many low bits of a step's pile code hold the pile's index; the
/// pile's kind is above them.
const INDEX_BITS: u32 = 3;
const INDEX_MASK: u8 = (1 << INDEX_BITS) - 1;
const _: () = assert!(CASCADES <= 1 << INDEX_BITS && FREE_CELLS <= 1 << INDEX_BITS);

/// A move from a position, and whether it [`is_quiet`] there: worked out
/// once, when the moves are listed, and read again when the move is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move's piles, each as its kind (its place in [`CellT::ALL`])
    /// above its index ([`INDEX_BITS`]), and how many cards it moves: a beam
    /// keeps every move it scores, many thousands a level, so a step takes
    /// four bytes, not a [`Move`]'s forty.
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) count: u8,
    pub(super) quiet: bool,
}

impl Step {
    pub(super) fn new(mv: Move, quiet: bool) -> Step {
        let code = |pile: Pile| (pile.cell as u8) << INDEX_BITS | pile.index as u8;
        Step {
            from: code(mv.from),
            to: code(mv.to),
            count: mv.count as u8,
            quiet,
        }
    }

    /// The move.
    pub(super) fn mv(self) -> Move {
        let pile = |code: u8| {
            let kind = CellT::ALL[usize::from(code >> INDEX_BITS)];
            Pile::new(kind, usize::from(code & INDEX_MASK))
        };
        Move::with_count(pile(self.from), pile(self.to), usize::from(self.count))
    }

    /// The cascade a step takes cards from and the one it puts them on,
    /// each `None` for a free cell; `None` for a step that is not quiet (a
    /// quiet step never goes home). Quiet steps are most of them, and cheap
    /// to count (see
    /// [`CascadeCache::features_of_quiet`](super::counts::CascadeCache::features_of_quiet)).
    pub(super) fn quiet_cascades(self) -> Option<(Option<usize>, Option<usize>)> {
        let on_cascade = |code: u8| {
            (code >> INDEX_BITS == CellT::Tableau as u8).then_some(usize::from(code & INDEX_MASK))
        };
        self.quiet
            .then(|| (on_cascade(self.from), on_cascade(self.to)))
    }

    /// The index of the pile the step takes cards from (its source).
    pub(super) fn source_index(self) -> usize {
        usize::from(self.from & INDEX_MASK)
    }

    /// Whether the autoplay has nothing to do after it (see [`is_quiet`]).
    pub(super) fn is_quiet(self) -> bool {
        self.quiet
    }

    /// The steps from `board`, `needed` being the cards its foundations
    /// need next.
    pub(super) fn for_each(board: &GameBoard, needed: u64, mut f: impl FnMut(Step)) {
        board.for_each_move(|mv| f(Step::new(mv, is_quiet(board, mv, needed))));
    }

    /// The position after this step from `board`, with the autoplay (which
    /// has nothing to do after a quiet move).
    pub(super) fn play(self, board: &GameBoard, autoplay: Autoplay) -> GameBoard {
        let mut next = *board;
        next.play_unchecked(self.mv());
        if !self.quiet {
            settle(&mut next, autoplay, |_| {});
        }
        next
    }
}

/// Whether the autoplay, after `mv` from `board` (where it has done all it
/// can), has nothing to do: the move goes to no foundation and uncovers no
/// card of `needed` (the cards the foundations need next). The foundations
/// stay as they were, so every other card the autoplay could take, it took
/// before (and safety depends on the foundations alone).
pub(super) fn is_quiet(board: &GameBoard, mv: Move, needed: u64) -> bool {
    let cards = board.stack(mv.from).as_slice();
    let uncovered = match cards.len().checked_sub(mv.count + 1) {
        Some(below) if mv.from.cell == CellT::Tableau => Some(cards[below].index()),
        _ => None,
    };
    leaves_autoplay_nothing(mv, uncovered, needed)
}

/// [`is_quiet`] given the index of the card `mv` leaves on top of the
/// cascade it comes from (`None` from a free cell, or when it takes the
/// whole cascade): the rule itself, for boards and for layouts (see
/// `piles`).
pub(super) fn leaves_autoplay_nothing(mv: Move, uncovered: Option<usize>, needed: u64) -> bool {
    mv.to.cell != CellT::HomeCell && uncovered.is_none_or(|card| needed >> card & 1 == 0)
}

//! This backend's key ([`Layout`], as `general/key.rs`'s `Key` is the
//! family's): the canonical, compact form of a position that the search
//! stores, 64 bytes instead of the board's 470, and the same bytes for
//! every position that plays the same. It is named `Layout`, as are the
//! types built on it (`LayoutPiles`, `LayoutNode`, `LayoutProblem`),
//! because its bytes are laid out to be read and played on. Cascades are sorted (their order never matters),
//! free cells are sorted, and foundations are left out: a card that is in
//! no cascade and no free cell is home, and foundations are always built
//! in order, so the missing cards say how high each one is.

use std::hash::{Hash, Hasher};

use crate::board::{GameBoard, Pile, STACK_SLOTS};
use crate::rules::{Game, Rules};

use super::super::search::Keyed;

/// The rules this module restates: standard FreeCell's.
pub(super) const RULES: Rules = Rules::new(Game::FreeCell);
/// How many cascades the standard game has.
pub(super) const CASCADES: usize = RULES.cascades();
/// How many free cells it has.
pub(super) const FREE_CELLS: usize = RULES.free_cells();
#[cfg(test)]
use crate::card::{Card, Rank, Suit};

/// Ends a cascade in the key.
pub(super) const END: u8 = 0xFF;
/// An empty free cell.
pub(super) const NO_CARD: u8 = 0xFE;
/// Fills the key after the free cells.
pub(super) const PAD: u8 = 0xFD;

/// A position in canonical form: the sorted cascades, each card by its
/// index and each cascade ended by `END`, then the four free cells sorted
/// (`NO_CARD` for an empty one), then padding. At most 52 cards, 8 ends and
/// 4 free cells: 64 bytes always suffice.
#[derive(Clone, Copy, Debug)]
pub struct Layout([u8; 64]);

const _: () = assert!(52 + CASCADES + FREE_CELLS <= 64);

/// Compared a word at a time, inline (the search compares layouts for
/// every position it reaches again).
impl PartialEq for Layout {
    #[inline]
    fn eq(&self, other: &Layout) -> bool {
        let (a, b) = (self.words(), other.words());
        a.iter().zip(&b).fold(0, |differ, (a, b)| differ | (a ^ b)) == 0
    }
}

impl Eq for Layout {}

impl Hash for Layout {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for word in self.0.chunks_exact(8) {
            state.write_u64(u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
    }
}

/// A layout is its own key: it is canonical.
impl Keyed for Layout {
    type Key = Layout;
    fn key(&self) -> &Layout {
        self
    }
}

impl Layout {
    /// The layout made of these bytes, which must be in the form above
    /// (see `successor`, which builds them without a board).
    pub(super) const fn from_bytes(bytes: [u8; 64]) -> Layout {
        Layout(bytes)
    }

    /// The layout's bytes.
    pub(super) const fn bytes(&self) -> &[u8; 64] {
        &self.0
    }

    /// The bytes as eight words.
    #[inline]
    pub(super) fn words(&self) -> [u64; 8] {
        let mut words = [0; 8];
        for (word, bytes) in words.iter_mut().zip(self.0.chunks_exact(8)) {
            *word = u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
        }
        words
    }

    /// The layout of `board`, a standard FreeCell position: another game's
    /// board would not fit its 8 cascades and 4 free cells, and the
    /// backend accepts none (see `Standard::accepts`).
    pub fn of(board: &GameBoard) -> Layout {
        debug_assert!(board.rules().is_standard(), "a layout of another game");
        let Bottoms {
            empty,
            mut bottoms,
            cascade_of,
            ..
        } = Bottoms::of(board);
        // Room to copy a whole stack's slots at any point of the key: a
        // fixed-size copy, whose bytes past the cascade's end the next
        // cascade, or the free cells and the padding, write over.
        let mut bytes = [PAD; 64 + STACK_SLOTS];
        // An end for each empty cascade (a fixed-size fill: the first
        // cascade's copy writes over the ends too many).
        bytes[..CASCADES].fill(END);
        let mut at = empty;
        while bottoms != 0 {
            let bottom = bottoms.trailing_zeros() as usize;
            bottoms &= bottoms - 1;
            let cascade = board.stack(Pile::tableau(usize::from(cascade_of[bottom])));
            for (byte, card) in bytes[at..at + STACK_SLOTS].iter_mut().zip(cascade.slots()) {
                *byte = card.index() as u8;
            }
            at += cascade.size();
            bytes[at] = END;
            at += 1;
        }
        for (byte, (card, _)) in bytes[at..at + FREE_CELLS].iter_mut().zip(free_cells(board)) {
            *byte = card;
        }
        bytes[at + FREE_CELLS..at + FREE_CELLS + STACK_SLOTS].fill(PAD);
        Layout(bytes[..64].try_into().expect("64 bytes"))
    }

    /// The top card of every cascade and the card in every free cell, one
    /// bit per card index: what [`tops_of`] says of every board this layout
    /// could have come from.
    pub fn tops(&self) -> u64 {
        let mut tops = 0u64;
        let mut bytes = self.0.iter();
        for _ in 0..CASCADES {
            let mut top = END;
            for &b in bytes.by_ref() {
                if b == END {
                    break;
                }
                top = b;
            }
            if top != END {
                tops |= 1 << top;
            }
        }
        for &b in bytes.take(FREE_CELLS) {
            if b != NO_CARD {
                tops |= 1 << b;
            }
        }
        tops
    }

    /// How many cards are home: those in no cascade and no free cell. The
    /// cards are the bytes below 128 (the ends, the empty free cells and
    /// the padding are above), counted a word at a time.
    pub fn cards_home(&self) -> usize {
        let high = u64::from_le_bytes([0x80; 8]);
        let in_play: u32 = self
            .words()
            .iter()
            .map(|word| (!word & high).count_ones())
            .sum();
        52 - in_play as usize
    }

    /// Whether every card is home.
    pub fn is_solved(&self) -> bool {
        self.0[..CASCADES].iter().all(|&b| b == END)
    }

    /// A board that plays like the position this layout came from: the
    /// cascades in sorted order, the free cells from the first, and each
    /// suit's foundation (on the foundation of the suit's index) as high as
    /// its missing cards say. The search plays layouts as they are (see
    /// `piles` and `successor`); tests check that against the engine on this board.
    #[cfg(test)]
    pub fn board(&self) -> GameBoard {
        let mut board = GameBoard::new();
        // The cards in the layout, one bit per card index.
        let mut present = 0u64;
        let mut slots = [Card::new(Suit::Clubs, Rank::Ace); STACK_SLOTS];
        let mut bytes = self.0.iter();
        for cascade in 0..CASCADES {
            let mut len = 0;
            for &b in bytes.by_ref() {
                if b == END {
                    break;
                }
                present |= 1 << b;
                slots[len] = card(b);
                len += 1;
            }
            board.set_unchecked(Pile::tableau(cascade), &slots, len);
        }
        let mut cell = 0;
        for &b in bytes.take(FREE_CELLS) {
            if b != NO_CARD {
                present |= 1 << b;
                board.place_unchecked(Pile::free_cell(cell), card(b));
                cell += 1;
            }
        }
        for (suit, cards) in BY_SUIT.iter().enumerate() {
            let len = cards[..13]
                .iter()
                .take_while(|c| present & (1 << c.index()) == 0)
                .count();
            board.set_unchecked(Pile::home_cell(suit), cards, len);
        }
        board
    }
}

/// What orders a board's cascades in its layout. Each card is in one
/// place, so the bottom cards alone order them (the empty ones, all
/// alike, first): the empty cascades, a set of bottom cards, taken lowest
/// first, and which cascade each bottom card starts.
pub struct Bottoms {
    /// How many cascades are empty, and which, in the board's order.
    pub empty: usize,
    pub empties: [u8; CASCADES],
    /// The bottom cards, one bit per index.
    pub bottoms: u64,
    /// The cascade each bottom card starts, by the card's index.
    pub cascade_of: [u8; 64],
}

impl Bottoms {
    pub fn of(board: &GameBoard) -> Bottoms {
        let mut order = Bottoms {
            empty: 0,
            empties: [0; CASCADES],
            bottoms: 0,
            cascade_of: [0; 64],
        };
        for i in 0..CASCADES {
            match board.stack(Pile::tableau(i)).as_slice().first() {
                Some(bottom) => {
                    order.bottoms |= 1 << bottom.index();
                    order.cascade_of[bottom.index() & 63] = i as u8;
                }
                None => {
                    order.empties[order.empty] = i as u8;
                    order.empty += 1;
                }
            }
        }
        order
    }
}

/// The free cells of `board` in its layout's order, each as its card's
/// index (`NO_CARD` if empty) and its place on the board: those with a
/// card by the card's index, then the empty ones, in the board's order.
pub fn free_cells(board: &GameBoard) -> [(u8, u8); FREE_CELLS] {
    let mut cells = [(NO_CARD, 0); FREE_CELLS];
    for (i, cell) in cells.iter_mut().enumerate() {
        let card = board.top(Pile::free_cell(i));
        *cell = (card.map_or(NO_CARD, |card| card.index() as u8), i as u8);
    }
    cells.sort_unstable();
    cells
}

/// The top card of every cascade of `board` and the card in every free
/// cell, one bit per card index: a quick test that tells most boards apart
/// from a layout's (see [`Layout::tops`]) without building their layouts.
pub fn tops_of(board: &GameBoard) -> u64 {
    let mut tops = 0u64;
    for i in 0..CASCADES {
        if let Some(top) = board.top(Pile::tableau(i)) {
            tops |= 1 << top.index();
        }
    }
    for i in 0..FREE_CELLS {
        if let Some(card) = board.top(Pile::free_cell(i)) {
            tops |= 1 << card.index();
        }
    }
    tops
}

/// Each suit's cards from the ace up, by suit index, in a stack's slots: a
/// foundation holds the first of them.
#[cfg(test)]
const BY_SUIT: [[Card; STACK_SLOTS]; 4] = by_suit();

#[cfg(test)]
const fn by_suit() -> [[Card; STACK_SLOTS]; 4] {
    let mut slots = [[Card::new(Suit::Clubs, Rank::Ace); STACK_SLOTS]; 4];
    let mut suit = 0;
    while suit < 4 {
        let mut rank = 0;
        while rank < 13 {
            slots[suit][rank] = Card::new(Suit::ALL[suit], Rank::ALL[rank]);
            rank += 1;
        }
        suit += 1;
    }
    slots
}

#[cfg(test)]
fn card(b: u8) -> Card {
    Card::from_index(usize::from(b)).expect("a layout holds card indexes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layout_round_trips_through_its_board() {
        let mut board = GameBoard::from_deal(617).unwrap();
        for text in ["1a", "2b", "3h", "4h"] {
            if let Ok(mv) = board.parse_move(text) {
                let _ = board.play(mv);
            }
        }
        let layout = Layout::of(&board);
        assert_eq!(Layout::of(&layout.board()), layout);
        assert_eq!(layout.tops(), tops_of(&board));
        assert_eq!(layout.board().cards_home(), board.cards_home());
    }

    #[test]
    fn cascade_and_free_cell_order_do_not_matter() {
        let a = GameBoard::from_deal(1).unwrap();
        let mut b = a;
        let mut c = a;
        b.play(b.parse_move("1a").unwrap()).unwrap();
        c.play(c.parse_move("1a").unwrap()).unwrap();
        c.play(c.parse_move("ab").unwrap()).unwrap();
        assert_eq!(Layout::of(&b), Layout::of(&c));
        assert_ne!(Layout::of(&a), Layout::of(&b));
        let text = a.to_text();
        let fields: Vec<&str> = text.split('/').collect();
        let mut swapped = fields.clone();
        swapped.swap(0, 7);
        let d = GameBoard::from_text(&swapped.join("/")).unwrap();
        assert_eq!(Layout::of(&a), Layout::of(&d));
    }
}

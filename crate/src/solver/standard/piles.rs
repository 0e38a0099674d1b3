//! A layout read for play ([`LayoutPiles`]): where each cascade and the free
//! cells lie in its bytes, the moves there, and how to undo a quiet one.
//! This backend's alone: the family's backend plays no key's bytes, it
//! rebuilds the engine's board (`general/successor.rs`).

use crate::board::{home_among, wanted_home, CellT, Move, Pile};
use crate::card::Card;

use super::key::{Layout, CASCADES, FREE_CELLS, NO_CARD, PAD, RULES};
use super::step::{leaves_autoplay_nothing, Step};

/// A position read from its layout, ready to list and play its moves: the
/// layout's bytes, and where each cascade and the free cells lie in them.
/// Compared whole to check that the piles of a successor made along with
/// its layout are the ones read from it.
#[derive(Debug, PartialEq)]
pub struct LayoutPiles {
    /// The layout's bytes, then `PAD`: a fixed-size copy of a whole
    /// layout's length from any point in it brings only the layout's bytes
    /// and `PAD`.
    pub(super) bytes: [u8; 128],
    /// Where each cascade starts in `bytes`, and how many cards it holds.
    pub(super) starts: [u8; CASCADES],
    pub(super) lens: [u8; CASCADES],
    /// Where the free cells start in `bytes`: the cards first, in
    /// ascending order, then the empty ones.
    pub(super) free_at: u8,
    pub(super) free_used: u8,
    /// How many cascades are empty: they come first.
    pub(super) empty: u8,
    /// The top card of each suit's foundation, by suit index (the board
    /// `Layout::board` decodes keeps each suit there).
    pub(super) tops: [Option<Card>; 4],
}

impl LayoutPiles {
    /// The position of `layout` (the searches read into piles they keep
    /// instead: see [`LayoutPiles::read_again`]).
    pub fn read(layout: &Layout) -> LayoutPiles {
        let mut piles = LayoutPiles::BLANK;
        piles.read_again(layout);
        piles
    }

    /// No position: a place to read one in.
    pub const BLANK: LayoutPiles = LayoutPiles {
        bytes: [PAD; 128],
        starts: [0; CASCADES],
        lens: [0; CASCADES],
        free_at: 0,
        free_used: 0,
        empty: 0,
        tops: [None; 4],
    };

    /// Reads `layout` in place of the position read here before: what
    /// [`LayoutPiles::read`] does, without moving new piles about.
    pub fn read_again(&mut self, layout: &Layout) {
        self.bytes[..64].copy_from_slice(layout.bytes());
        // A word at a time: the ends of the cascades, one bit per byte, and
        // how many cards of each suit are in play, one count per byte lane
        // (cards are the bytes below 128; `END` is the byte of all ones).
        let mut ends = 0u64;
        let mut by_suit = [0u64; 4];
        for (k, word) in layout.words().into_iter().enumerate() {
            ends |= gather(!nonzero_bytes(!word)) << (8 * k);
            let card = (!word & HIGH) >> 7;
            let (low, high) = (word & LOW, word >> 1 & LOW);
            by_suit[0] += card & !low & !high;
            by_suit[1] += card & low & !high;
            by_suit[2] += card & !low & high;
            by_suit[3] += card & low & high;
        }
        let mut starts = [0u8; CASCADES];
        let mut lens = [0u8; CASCADES];
        let mut at = 0u8;
        for (start, len) in starts.iter_mut().zip(&mut lens) {
            let end = ends.trailing_zeros() as u8;
            ends &= ends - 1;
            (*start, *len) = (at, end - at);
            at = end + 1;
        }
        // Each suit's cards not in play are home, from the ace up.
        let mut tops = [None; 4];
        let mut in_play = 0;
        for (suit, (top, lanes)) in tops.iter_mut().zip(by_suit).enumerate() {
            let count = (lanes.wrapping_mul(LOW) >> 56) as u8;
            in_play += count;
            if count < 13 {
                *top = Some(Card::from_index_unchecked((12 - count) * 4 + suit as u8));
            }
        }
        let in_cascades: u8 = lens.iter().sum();
        self.starts = starts;
        self.lens = lens;
        self.free_at = at;
        self.free_used = in_play - in_cascades;
        self.empty = lens.iter().filter(|&&len| len == 0).count() as u8;
        self.tops = tops;
    }

    /// Whether this is the position of `layout`: whether its bytes are
    /// the layout's (the piles are all what their layout's bytes make),
    /// compared as layouts are.
    pub fn is_of(&self, layout: &Layout) -> bool {
        Layout::from_bytes(self.bytes[..64].try_into().expect("64 bytes")) == *layout
    }

    /// The cards of cascade `i`, bottom first.
    #[cfg(test)]
    pub fn cascade(&self, i: usize) -> impl ExactSizeIterator<Item = Card> + '_ {
        let start = usize::from(self.starts[i]);
        cards(&self.bytes[start..start + usize::from(self.lens[i])])
    }

    /// `N` bytes that start with the card indexes of cascade `i`, bottom
    /// first, whatever follows it in the layout filling the rest.
    pub fn window<const N: usize>(&self, i: usize) -> &[u8; N] {
        let start = usize::from(self.starts[i]);
        self.bytes[start..start + N].try_into().expect("N bytes")
    }

    /// How many cards each cascade holds.
    pub fn lens(&self) -> [u8; CASCADES] {
        self.lens
    }

    pub fn free_used(&self) -> u32 {
        u32::from(self.free_used)
    }

    /// The free cells' cards, in ascending order, then `NO_CARD` for the
    /// empty ones.
    pub fn free_cards(&self) -> [u8; FREE_CELLS] {
        let at = usize::from(self.free_at);
        let mut cards = [NO_CARD; FREE_CELLS];
        cards.copy_from_slice(&self.bytes[at..at + FREE_CELLS]);
        cards
    }

    /// The card in free cell `i` (`NO_CARD` if none).
    pub fn free_card(&self, i: usize) -> u8 {
        self.bytes[usize::from(self.free_at) + i]
    }

    pub fn cards_home(&self) -> usize {
        cards_home(&self.tops)
    }

    /// The cards the foundations need next, one bit per card index.
    pub fn needed(&self) -> u64 {
        needed(&self.tops)
    }

    /// Calls `f` with each move of [`GameBoard::for_each_move`] on the
    /// board `Layout::board` decodes, in its order, as a step (which knows
    /// whether it is quiet). `runs` are that board's
    /// [`GameBoard::run_length`]s, which the caller has counted.
    ///
    /// [`GameBoard::for_each_move`]: crate::board::GameBoard::for_each_move
    /// [`GameBoard::run_length`]: crate::board::GameBoard::run_length
    pub fn for_each_step(&self, runs: &[u8; CASCADES], mut f: impl FnMut(Step)) {
        let needed = self.needed();
        let wanted = wanted_home(&self.tops);
        let free_empty = FREE_CELLS - usize::from(self.free_used);
        let first_empty_free = (free_empty > 0).then_some(usize::from(self.free_used));
        // The empty cascades come first: the first of them is cascade 0.
        let empty = usize::from(self.empty);
        let capacity = RULES.sequence_capacity(free_empty, empty);
        let capacity_to_empty = RULES.sequence_capacity(free_empty, empty.saturating_sub(1));
        let mut top_cards = 0u64;
        let mut cascade_of_top = [0u8; 52];
        for i in empty..CASCADES {
            let top = self.bytes[usize::from(self.starts[i] + self.lens[i]) - 1];
            top_cards |= 1 << top;
            cascade_of_top[usize::from(top)] = i as u8;
        }
        let free_at = usize::from(self.free_at);
        let sources = (empty..CASCADES)
            .map(Pile::tableau)
            .chain((0..usize::from(self.free_used)).map(Pile::free_cell));
        for from in sources {
            let cards = match from.cell {
                CellT::Tableau => {
                    let start = usize::from(self.starts[from.index]);
                    &self.bytes[start..start + usize::from(self.lens[from.index])]
                }
                _ => &self.bytes[free_at + from.index..free_at + from.index + 1],
            };
            let step = |to: Pile, count: usize| {
                let mv = Move::with_count(from, to, count);
                let uncovered = match cards.len().checked_sub(count + 1) {
                    Some(below) if from.cell == CellT::Tableau => Some(usize::from(cards[below])),
                    _ => None,
                };
                Step::new(mv, leaves_autoplay_nothing(mv, uncovered, needed))
            };
            let card = Card::from_index_unchecked(cards[cards.len() - 1]);
            if wanted & (1 << card.index()) != 0 {
                if let Some(h) = home_among(&self.tops, card) {
                    f(step(Pile::home_cell(h), 1));
                }
            }
            if from.cell == CellT::Tableau {
                if let Some(fc) = first_empty_free {
                    f(step(Pile::free_cell(fc), 1));
                }
            }
            let run = if from.cell == CellT::Tableau {
                usize::from(runs[from.index])
            } else {
                1
            };
            // As the engine does: only one depth of the run fits on a
            // given card, so each target cascade takes one count.
            let mut counts = [0; CASCADES];
            let mut targets = 0u32;
            for count in 1..=run.min(capacity) {
                let lead = Card::from_index_unchecked(cards[cards.len() - count]);
                let mut onto = RULES.build().goes_onto(lead) & top_cards;
                while onto != 0 {
                    let to = usize::from(cascade_of_top[onto.trailing_zeros() as usize]);
                    onto &= onto - 1;
                    if (from.cell != CellT::Tableau || to != from.index)
                        && usize::from(self.lens[to]) + count <= CellT::Tableau.capacity()
                    {
                        counts[to] = count;
                        targets |= 1 << to;
                    }
                }
            }
            if empty > 0 {
                targets |= 1;
            }
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                if empty == 0 || to != 0 {
                    f(step(Pile::tableau(to), counts[to]));
                    continue;
                }
                // Moving a whole cascade to an empty one changes nothing.
                for count in 1..=run.min(capacity_to_empty) {
                    if from.cell == CellT::Tableau && count == cards.len() {
                        continue;
                    }
                    f(step(Pile::tableau(to), count));
                }
            }
        }
    }

    /// How to undo `step` (one of [`LayoutPiles::for_each_step`]'s, quiet, and
    /// not to a foundation), in terms of cards, if the rules allow it:
    /// [`LayoutPiles::step_back`] finds the step back in the position `step`
    /// leads to. Cards taken off a card they do not stack on (as dealt)
    /// cannot go back.
    pub fn back_of(&self, step: Step) -> Undo {
        let mv = step.mv();
        if mv.from.cell != CellT::Tableau {
            return Undo {
                card: self.bytes[usize::from(self.free_at) + mv.from.index],
                count: 1,
                from: Undo::FREE_CELL,
            };
        }
        let start = usize::from(self.starts[mv.from.index]);
        let bottom = start + usize::from(self.lens[mv.from.index]) - mv.count;
        let (card, count) = (self.bytes[bottom], mv.count as u8);
        if bottom == start {
            return Undo {
                card,
                count,
                from: Undo::EMPTY,
            };
        }
        let below = self.bytes[bottom - 1];
        let stacks = RULES.build().stacks_on(
            Card::from_index_unchecked(card),
            Card::from_index_unchecked(below),
        );
        if !stacks {
            return Undo::NONE;
        }
        Undo {
            card,
            count,
            from: below,
        }
    }

    /// The move `back` describes (see [`LayoutPiles::back_of`]) from this
    /// position, the one its step led to, as [`LayoutPiles::for_each_step`]
    /// would list it: the cards back where they came from. `None` if
    /// there is nothing to undo or nowhere to put them.
    pub fn step_back(&self, back: Undo) -> Option<Move> {
        if back == Undo::NONE {
            return None;
        }
        let count = usize::from(back.count);
        let free_at = usize::from(self.free_at);
        let free_used = usize::from(self.free_used);
        let top_of = |i: usize, depth: usize| {
            let len = usize::from(self.lens[i]);
            (len >= depth).then(|| self.bytes[usize::from(self.starts[i]) + len - depth])
        };
        let from = match self.bytes[free_at..free_at + free_used]
            .iter()
            .position(|&card| card == back.card)
        {
            Some(i) => Pile::free_cell(i),
            None => Pile::tableau((0..CASCADES).find(|&i| top_of(i, count) == Some(back.card))?),
        };
        let to = match back.from {
            // The first empty free cell, or the first empty cascade.
            Undo::FREE_CELL => Pile::free_cell(Some(free_used).filter(|&i| i < FREE_CELLS)?),
            Undo::EMPTY => Pile::tableau(Some(0).filter(|_| self.empty > 0)?),
            card => Pile::tableau((0..CASCADES).find(|&i| top_of(i, 1) == Some(card))?),
        };
        Some(Move::with_count(from, to, count))
    }
}

/// How to undo a quiet step (see [`LayoutPiles::back_of`]): the cards it
/// moved, by the card at the bottom of them and how many, and where they
/// came from: a free cell ([`Undo::FREE_CELL`]), a cascade they were all
/// of ([`Undo::EMPTY`]), or the card they lay on and stack on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    pub(super) card: u8,
    pub(super) count: u8,
    pub(super) from: u8,
}

impl Undo {
    /// No step to undo.
    pub const NONE: Undo = Undo {
        card: NO_CARD,
        count: 0,
        from: 0,
    };
    const FREE_CELL: u8 = 0x80;
    const EMPTY: u8 = 0x81;
}

/// The high bit of every byte of a word, and the low bit.
const HIGH: u64 = 0x8080_8080_8080_8080;
pub(super) const LOW: u64 = 0x0101_0101_0101_0101;

/// The high bit of each byte of `word` that is not zero, and no other bit.
pub(super) fn nonzero_bytes(word: u64) -> u64 {
    (((word & !HIGH) + !HIGH) | word) & HIGH
}

/// The high bits of a word's bytes as the eight bits of a byte, the first
/// byte's lowest: a multiplication gathers them in the top byte, its terms
/// never overlapping.
pub(super) fn gather(high_bits: u64) -> u64 {
    ((high_bits & HIGH) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// Index bytes as cards.
pub(super) fn cards(bytes: &[u8]) -> impl ExactSizeIterator<Item = Card> + '_ {
    bytes.iter().map(|&b| Card::from_index_unchecked(b))
}

fn cards_home(tops: &[Option<Card>; 4]) -> usize {
    tops.iter()
        .flatten()
        .map(|top| usize::from(top.rank().value()))
        .sum()
}

/// The card each foundation needs next, one bit per card index, given
/// each suit's top card by suit index: the card four indexes above its top
/// card, or the suit's ace.
pub(super) fn needed(tops: &[Option<Card>; 4]) -> u64 {
    let mut needed = 0;
    for (suit, top) in tops.iter().enumerate() {
        needed |= match top {
            Some(top) => 1 << (top.index() + 4),
            None => 1 << suit,
        };
    }
    needed & ((1 << 52) - 1)
}

/// Each cascade's run length on `board`, as the engine counts it (the
/// searches count them with the features instead).
#[cfg(test)]
pub(super) fn runs_of(board: &crate::board::GameBoard) -> [u8; CASCADES] {
    std::array::from_fn(|i| board.run_length(i) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_found_a_word_at_a_time() {
        let word = u64::from_le_bytes([0, 1, 0x80, 0, 0xFF, 0, 0x7F, 0]);
        assert_eq!(gather(nonzero_bytes(word)), 0b0101_0110);
        assert_eq!(gather(!nonzero_bytes(!word)), 0b0001_0000);
    }
}

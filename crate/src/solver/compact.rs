//! Playing a position in its compact form, the layout the search stores,
//! without building a board: an expansion reads where each cascade lies in
//! the layout's bytes ([`Spread`]), lists the moves there, and describes
//! each successor by what it keeps of those bytes and what it adds
//! ([`Child`]), from which the successor's layout is copied together.
//! Decoding each layout into a board, playing on copies of it and encoding
//! the results again cost several times as much.
//!
//! The rules are the engine's, followed step by step and sharing its
//! tables and tests of which card goes where: the moves are those of
//! [`GameBoard::for_each_move`], in its order, on the board that
//! `Layout::board` decodes (cascades and free cells in the layout's order,
//! each suit's foundation at its own index), and the autoplay ends where
//! [`GameBoard::autoplay_move`] and [`GameBoard::play_unchecked`] end. That
//! is what keeps the searches' results exactly as they were; the tests at
//! the bottom check it along many games, and only they allow this second
//! path.
//!
//! [`GameBoard::for_each_move`]: crate::board::GameBoard::for_each_move
//! [`GameBoard::autoplay_move`]: crate::board::GameBoard::autoplay_move
//! [`GameBoard::play_unchecked`]: crate::board::GameBoard::play_unchecked

use crate::board::{home_among, is_safe_among, wanted_home, CellT, Move, Pile};
use crate::card::Card;
use crate::rules::Rules;

use super::layout::{Layout, END, NO_CARD, PAD};
use super::position::{leaves_autoplay_nothing, Autoplay, Step};

/// How many bytes a fixed-size copy of a cascade (19 cards at most) or of
/// the cards a move puts on one takes: such a copy is quicker than one of
/// a slice's length, and whatever it copies past them is written over.
/// The rules this module restates for speed: standard FreeCell's.
const STANDARD: Rules = Rules::new(crate::rules::Game::FreeCell);

const SLACK: usize = 24;

/// A position read from its layout, ready to list and play its moves: the
/// layout's bytes, and where each cascade and the free cells lie in them.
/// Compared whole to check that a successor's spread made along with its
/// layout is the one read from it.
#[derive(Debug, PartialEq)]
pub struct Spread {
    /// The layout's bytes, then `PAD`: a fixed-size copy of a whole
    /// layout's length from any point in it brings only the layout's bytes
    /// and `PAD`.
    bytes: [u8; 128],
    /// Where each cascade starts in `bytes`, and how many cards it holds.
    starts: [u8; 8],
    lens: [u8; 8],
    /// Where the free cells start in `bytes`: the cards first, in
    /// ascending order, then the empty ones.
    free_at: u8,
    free_used: u8,
    /// How many cascades are empty: they come first.
    empty: u8,
    /// The top card of each suit's foundation, by suit index (the board
    /// `Layout::board` decodes keeps each suit there).
    tops: [Option<Card>; 4],
}

impl Spread {
    /// The position of `layout` (the searches read into spreads they keep
    /// instead: see [`Spread::read_again`]).
    pub fn read(layout: &Layout) -> Spread {
        let mut spread = Spread::BLANK;
        spread.read_again(layout);
        spread
    }

    /// No position: a place to read one in.
    pub const BLANK: Spread = Spread {
        bytes: [PAD; 128],
        starts: [0; 8],
        lens: [0; 8],
        free_at: 0,
        free_used: 0,
        empty: 0,
        tops: [None; 4],
    };

    /// Reads `layout` in place of the position read here before: what
    /// [`Spread::read`] does, without moving a new spread about.
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
        let mut starts = [0u8; 8];
        let mut lens = [0u8; 8];
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

    /// Takes the successor whose layout [`Child::laid_out`] made as
    /// `layout`, with `lens`, in place of the position read here before:
    /// what [`Spread::read_again`] makes of `layout`, from what the
    /// successor knows already instead of from the layout's bytes.
    fn take_child(&mut self, layout: &Layout, lens: [u8; 8], child: &Child) {
        self.bytes[..64].copy_from_slice(layout.bytes());
        // Each cascade's cards and its end, a byte each, summed over it
        // and the cascades before it by a multiplication (no sum passes
        // 64, so none carries into the next byte): the starts are the
        // sums over the cascades before, and the free cells follow all.
        let lens_word = u64::from_le_bytes(lens);
        let through = (lens_word + LOW).wrapping_mul(LOW);
        self.starts = (through << 8).to_le_bytes();
        self.lens = lens;
        self.free_at = (through >> 56) as u8;
        self.free_used = child.free_used;
        self.empty = 8 - nonzero_bytes(lens_word).count_ones() as u8;
        self.tops = child.tops;
    }

    /// Whether this is the position of `layout`: whether its bytes are
    /// the layout's (a spread is all what its layout's bytes make),
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
    pub fn lens(&self) -> [u8; 8] {
        self.lens
    }

    pub fn free_used(&self) -> u32 {
        u32::from(self.free_used)
    }

    /// The free cells' cards, in ascending order, then `NO_CARD` for the
    /// empty ones.
    pub fn free_cards(&self) -> [u8; 4] {
        let at = usize::from(self.free_at);
        let mut cards = [NO_CARD; 4];
        cards.copy_from_slice(&self.bytes[at..at + 4]);
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
    pub fn for_each_step(&self, runs: &[u8; 8], mut f: impl FnMut(Step)) {
        let needed = self.needed();
        let wanted = wanted_home(&self.tops);
        let free_empty = 4 - usize::from(self.free_used);
        let first_empty_free = (free_empty > 0).then_some(usize::from(self.free_used));
        // The empty cascades come first: the first of them is cascade 0.
        let empty = usize::from(self.empty);
        let capacity = STANDARD.sequence_capacity(free_empty, empty);
        let capacity_to_empty = STANDARD.sequence_capacity(free_empty, empty.saturating_sub(1));
        let mut top_cards = 0u64;
        let mut cascade_of_top = [0u8; 52];
        for i in empty..8 {
            let top = self.bytes[usize::from(self.starts[i] + self.lens[i]) - 1];
            top_cards |= 1 << top;
            cascade_of_top[usize::from(top)] = i as u8;
        }
        let free_at = usize::from(self.free_at);
        let sources = (empty..8)
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
            let mut counts = [0; 8];
            let mut targets = 0u32;
            for count in 1..=run.min(capacity) {
                let mut onto = STANDARD
                    .build()
                    .goes_onto(Card::from_index_unchecked(cards[cards.len() - count]))
                    & top_cards;
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

    /// How to undo `step` (one of [`Spread::for_each_step`]'s, quiet, and
    /// not to a foundation), in terms of cards, if the rules allow it:
    /// [`Spread::step_back`] finds the step back in the position `step`
    /// leads to. Cards taken off a card they do not stack on (as dealt)
    /// cannot go back.
    pub fn back_of(&self, step: Step) -> Back {
        let mv = step.mv();
        if mv.from.cell != CellT::Tableau {
            return Back {
                card: self.bytes[usize::from(self.free_at) + mv.from.index],
                count: 1,
                from: Back::FREE_CELL,
            };
        }
        let start = usize::from(self.starts[mv.from.index]);
        let bottom = start + usize::from(self.lens[mv.from.index]) - mv.count;
        let (card, count) = (self.bytes[bottom], mv.count as u8);
        if bottom == start {
            return Back {
                card,
                count,
                from: Back::EMPTY,
            };
        }
        let below = self.bytes[bottom - 1];
        let stacks = STANDARD.build().stacks_on(
            Card::from_index_unchecked(card),
            Card::from_index_unchecked(below),
        );
        if !stacks {
            return Back::NONE;
        }
        Back {
            card,
            count,
            from: below,
        }
    }

    /// The move `back` describes (see [`Spread::back_of`]) from this
    /// position, the one its step led to, as [`Spread::for_each_step`]
    /// would list it: the cards back where they came from. `None` if
    /// there is nothing to undo or nowhere to put them.
    pub fn step_back(&self, back: Back) -> Option<Move> {
        if back == Back::NONE {
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
            None => Pile::tableau((0..8).find(|&i| top_of(i, count) == Some(back.card))?),
        };
        let to = match back.from {
            // The first empty free cell, or the first empty cascade.
            Back::FREE_CELL => Pile::free_cell(Some(free_used).filter(|&i| i < 4)?),
            Back::EMPTY => Pile::tableau(Some(0).filter(|_| self.empty > 0)?),
            card => Pile::tableau((0..8).find(|&i| top_of(i, 1) == Some(card))?),
        };
        Some(Move::with_count(from, to, count))
    }

    /// The successor after `step` (one of [`Spread::for_each_step`]'s),
    /// with the autoplay (which has nothing to do after a quiet step).
    pub fn play(&self, step: Step, autoplay: Autoplay) -> Child {
        let mv = step.mv();
        let mut free = [NO_CARD; 4];
        let free_at = usize::from(self.free_at);
        free.copy_from_slice(&self.bytes[free_at..free_at + 4]);
        let mut child = Child {
            kept: self.lens,
            onto: NO_CASCADE,
            added_at: 0,
            added: 0,
            free,
            free_used: self.free_used,
            tops: self.tops,
            homed: 0,
        };
        let from = match mv.from.cell {
            CellT::Tableau => {
                let i = mv.from.index;
                child.kept[i] -= mv.count as u8;
                self.starts[i] + child.kept[i]
            }
            _ => {
                child.take_free(mv.from.index);
                self.free_at + mv.from.index as u8
            }
        };
        match mv.to.cell {
            CellT::Tableau => {
                child.onto = mv.to.index as u8;
                child.added_at = from;
                child.added = mv.count as u8;
            }
            CellT::FreeCell => child.put_free(self.bytes[usize::from(from)]),
            CellT::HomeCell => child.put_home(self.bytes[usize::from(from)]),
        }
        if !step.is_quiet() {
            child.settle(self, autoplay);
        }
        child
    }
}

/// How to undo a quiet step (see [`Spread::back_of`]): the cards it
/// moved, by the card at the bottom of them and how many, and where they
/// came from: a free cell ([`Back::FREE_CELL`]), a cascade they were all
/// of ([`Back::EMPTY`]), or the card they lay on and stack on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Back {
    card: u8,
    count: u8,
    from: u8,
}

impl Back {
    /// No step to undo.
    pub const NONE: Back = Back {
        card: NO_CARD,
        count: 0,
        from: 0,
    };
    const FREE_CELL: u8 = 0x80;
    const EMPTY: u8 = 0x81;
}

/// The high bit of every byte of a word, and the low bit.
const HIGH: u64 = 0x8080_8080_8080_8080;
const LOW: u64 = 0x0101_0101_0101_0101;

/// The high bit of each byte of `word` that is not zero, and no other bit.
fn nonzero_bytes(word: u64) -> u64 {
    (((word & !HIGH) + !HIGH) | word) & HIGH
}

/// The high bits of a word's bytes as the eight bits of a byte, the first
/// byte's lowest: a multiplication gathers them in the top byte, its terms
/// never overlapping.
fn gather(high_bits: u64) -> u64 {
    ((high_bits & HIGH) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// No cascade, for [`Child::onto`].
const NO_CASCADE: u8 = 8;

/// A successor of a [`Spread`], as what it changes: each cascade keeps
/// the bottom cards of its own, and one may have cards of the position put
/// on top of those (cards only ever go on a cascade by the move itself,
/// and the autoplay takes them off first).
pub struct Child {
    /// How many of each cascade's cards it keeps.
    kept: [u8; 8],
    /// The cascade the move put cards on (`NO_CASCADE` if none), where
    /// those cards lie in the position's bytes, and how many of them are
    /// still there.
    onto: u8,
    added_at: u8,
    added: u8,
    /// The free cells as a layout has them: the cards in ascending order,
    /// then `NO_CARD`.
    free: [u8; 4],
    free_used: u8,
    /// The top card of each suit's foundation, by suit index, and how
    /// many cards went home.
    tops: [Option<Card>; 4],
    homed: u8,
}

impl Child {
    /// How many of each cascade's cards of the position it keeps.
    pub fn kept(&self) -> [u8; 8] {
        self.kept
    }

    /// The cascade the move put cards on, and those cards, if any are
    /// still there.
    pub fn grown<'a>(
        &self,
        spread: &'a Spread,
    ) -> Option<(usize, impl ExactSizeIterator<Item = Card> + 'a)> {
        let at = usize::from(self.added_at);
        (self.added > 0).then(|| {
            let added = &spread.bytes[at..at + usize::from(self.added)];
            (usize::from(self.onto), cards(added))
        })
    }

    pub fn free_used(&self) -> u32 {
        u32::from(self.free_used)
    }

    /// The free cells' cards, in ascending order, then `NO_CARD` for the
    /// empty ones.
    pub fn free_cards(&self) -> &[u8; 4] {
        &self.free
    }

    /// How many cards went home.
    pub fn homed(&self) -> usize {
        usize::from(self.homed)
    }

    /// The cards the foundations need next, one bit per card index.
    pub fn needed(&self) -> u64 {
        needed(&self.tops)
    }

    /// Takes the card out of free cell `i`, keeping the cards first.
    fn take_free(&mut self, i: usize) {
        self.free.copy_within(i + 1.., i);
        self.free[3] = NO_CARD;
        self.free_used -= 1;
    }

    /// Puts `card` in a free cell, keeping the cards in ascending order.
    fn put_free(&mut self, card: u8) {
        let mut at = usize::from(self.free_used);
        while at > 0 && self.free[at - 1] > card {
            self.free[at] = self.free[at - 1];
            at -= 1;
        }
        self.free[at] = card;
        self.free_used += 1;
    }

    fn put_home(&mut self, card: u8) {
        let card = Card::from_index_unchecked(card);
        self.tops[card.suit().index()] = Some(card);
        self.homed += 1;
    }

    /// The top card of cascade `i`, as an index byte.
    fn top(&self, spread: &Spread, i: usize) -> Option<u8> {
        if i == usize::from(self.onto) && self.added > 0 {
            Some(spread.bytes[usize::from(self.added_at + self.added) - 1])
        } else if self.kept[i] > 0 {
            Some(spread.bytes[usize::from(spread.starts[i] + self.kept[i]) - 1])
        } else {
            None
        }
    }

    /// Sends cards home by `autoplay` until none is left, as the engine's
    /// autoplay does. The engine takes the cascades' top cards first, then
    /// the free cells; the order does not change where it ends, since a
    /// card sent home only makes others ready to go (it uncovers one, and
    /// raises a foundation, which makes cards safer), so this takes any
    /// ready card first, found a set of cards at a time.
    fn settle(&mut self, spread: &Spread, autoplay: Autoplay) {
        // The cascades' top cards and the free cells' cards, one bit per
        // index, and the cascade of each top card.
        let mut tops = 0u64;
        let mut cascade_of = [0u8; 64];
        for i in 0..8 {
            if let Some(card) = self.top(spread, i) {
                tops |= 1 << card;
                cascade_of[usize::from(card & 63)] = i as u8;
            }
        }
        let mut free = self.free[..usize::from(self.free_used)]
            .iter()
            .fold(0u64, |free, &card| free | 1 << card);
        loop {
            let mut ready = (tops | free) & wanted_home(&self.tops);
            if autoplay == Autoplay::Safe {
                let mut unsafe_cards = 0;
                let mut each = ready;
                while each != 0 {
                    let card = each.trailing_zeros() as u8;
                    each &= each - 1;
                    if !is_safe_among(STANDARD, &self.tops, Card::from_index_unchecked(card)) {
                        unsafe_cards |= 1 << card;
                    }
                }
                ready &= !unsafe_cards;
            }
            if ready == 0 {
                return;
            }
            let card = ready.trailing_zeros() as u8;
            if tops >> card & 1 != 0 {
                let i = usize::from(cascade_of[usize::from(card)]);
                if i == usize::from(self.onto) && self.added > 0 {
                    self.added -= 1;
                } else {
                    self.kept[i] -= 1;
                }
                tops &= !(1 << card);
                if let Some(next) = self.top(spread, i) {
                    tops |= 1 << next;
                    cascade_of[usize::from(next & 63)] = i as u8;
                }
            } else {
                let at = self.free.iter().position(|&c| c == card);
                let at = at.expect("a ready card on no cascade is in a free cell");
                self.take_free(at);
                free &= !(1 << card);
            }
            self.put_home(card);
        }
    }

    /// The successor's layout (the searches make its spread as well: see
    /// [`Child::layout_and_spread`]).
    #[cfg(test)]
    pub fn layout(&self, spread: &Spread) -> Layout {
        self.laid_out(spread).0
    }

    /// The successor's layout, with the successor read into `made` as
    /// [`Spread::read_again`] would read it from the layout: the search
    /// expands most positions right after making their layouts, and
    /// knowing how long each cascade is while laying them out saves
    /// finding their ends again. Also the cascades whose cards change,
    /// one bit each, if every cascade keeps its place (none empties or
    /// fills from empty): the others hold the very cards they held in
    /// `spread`, at the same index, which the counts of the features use
    /// (see `ByCascade::count_changed`).
    pub fn layout_and_spread(&self, spread: &Spread, made: &mut Spread) -> (Layout, Option<u8>) {
        let (layout, lens, changed) = self.laid_out(spread);
        made.take_child(&layout, lens, self);
        debug_assert!(made == &Spread::read(&layout));
        (layout, changed)
    }

    /// The successor's layout, how many cards each of its cascades holds,
    /// in the layout's order, and the cascades that change if they keep
    /// their places (see [`Child::layout_and_spread`]).
    fn laid_out(&self, spread: &Spread) -> (Layout, [u8; 8], Option<u8>) {
        // The cascades whose cards change, and whether any empties or
        // fills from empty: a byte of each cascade in a word.
        let (kept, lens) = (
            u64::from_le_bytes(self.kept),
            u64::from_le_bytes(spread.lens),
        );
        let mut changed = gather(nonzero_bytes(kept ^ lens)) as u32;
        let mut emptied = !nonzero_bytes(kept) & nonzero_bytes(lens) != 0;
        let onto = usize::from(self.onto);
        if self.added > 0 {
            emptied |= spread.lens[onto] == 0;
            changed |= 1 << onto;
        }
        if emptied {
            let (layout, lens) = self.reordered_layout(spread);
            return (layout, lens, None);
        }
        // The cascades keep their order: the position's bytes up to the
        // first cascade that changes, the changed ones anew, and the
        // position's bytes after the last of them, moved to follow.
        let mut bytes = [PAD; 128];
        bytes[..64].copy_from_slice(&spread.bytes[..64]);
        let mut at = usize::from(spread.free_at);
        if changed != 0 {
            let (first, last) = (changed.trailing_zeros(), 31 - changed.leading_zeros());
            at = usize::from(spread.starts[first as usize]);
            for i in first as usize..=last as usize {
                let start = usize::from(spread.starts[i]);
                copy(
                    &mut bytes,
                    &mut at,
                    &spread.bytes,
                    start,
                    usize::from(self.kept[i]),
                );
                if i == onto {
                    let (added_at, added) = (usize::from(self.added_at), usize::from(self.added));
                    copy(&mut bytes, &mut at, &spread.bytes, added_at, added);
                }
                bytes[at] = END;
                at += 1;
            }
            let last = last as usize;
            let rest = usize::from(spread.starts[last] + spread.lens[last]) + 1;
            bytes[at..at + 64].copy_from_slice(&spread.bytes[rest..rest + 64]);
            at += usize::from(spread.free_at) - rest;
        }
        bytes[at..at + 4].copy_from_slice(&self.free);
        // The cascades keep their order, and the one the move put cards
        // on holds them as well.
        let mut lens = self.kept;
        if self.added > 0 {
            lens[onto] += self.added;
        }
        let layout = Layout::from_bytes(bytes[..64].try_into().expect("64 bytes"));
        (layout, lens, Some(changed as u8))
    }

    /// The successor's layout when a cascade empties or fills from empty:
    /// the cascades left or made, ordered by their bottom cards with the
    /// empty ones first, as [`Layout::of`] orders them. Only the cascade
    /// the move fills from empty can take a new place in that order; a
    /// cascade that empties goes to the front, where, with no cards, it is
    /// no more than an end.
    fn reordered_layout(&self, spread: &Spread) -> (Layout, [u8; 8]) {
        let onto = usize::from(self.onto);
        let added_at = usize::from(self.added_at);
        let added = usize::from(self.added);
        // A cascade the move fills from empty, by its bottom card.
        let new = (added > 0 && spread.lens[onto] == 0).then(|| spread.bytes[added_at]);
        let mut filled = self.kept.iter().filter(|&&k| k > 0).count();
        filled += usize::from(new.is_some());
        let mut bytes = [PAD; 128];
        bytes[..8].fill(END);
        let mut at = 8 - filled;
        // How many cards each cascade laid out holds, the empty ones first.
        let mut lens = [0u8; 8];
        let mut laid = 8 - filled;
        let mut pending = new;
        for i in 0..8 {
            let kept = usize::from(self.kept[i]);
            if kept == 0 {
                continue;
            }
            let start = usize::from(spread.starts[i]);
            if pending.is_some_and(|bottom| spread.bytes[start] > bottom) {
                copy(&mut bytes, &mut at, &spread.bytes, added_at, added);
                bytes[at] = END;
                at += 1;
                lens[laid] = added as u8;
                laid += 1;
                pending = None;
            }
            copy(&mut bytes, &mut at, &spread.bytes, start, kept);
            lens[laid] = kept as u8;
            if i == onto {
                copy(&mut bytes, &mut at, &spread.bytes, added_at, added);
                lens[laid] += added as u8;
            }
            bytes[at] = END;
            at += 1;
            laid += 1;
        }
        if pending.is_some() {
            copy(&mut bytes, &mut at, &spread.bytes, added_at, added);
            bytes[at] = END;
            at += 1;
            lens[laid] = added as u8;
        }
        bytes[at..at + 4].copy_from_slice(&self.free);
        bytes[at + 4..at + 4 + SLACK].fill(PAD);
        let layout = Layout::from_bytes(bytes[..64].try_into().expect("64 bytes"));
        (layout, lens)
    }
}

/// Copies `len` cards from `from` in `source` to `at` in `bytes`, and moves
/// `at` past them: a fixed-size copy, whose bytes past them the caller
/// writes over.
fn copy(bytes: &mut [u8; 128], at: &mut usize, source: &[u8; 128], from: usize, len: usize) {
    bytes[*at..*at + SLACK].copy_from_slice(&source[from..from + SLACK]);
    *at += len;
}

/// Index bytes as cards.
fn cards(bytes: &[u8]) -> impl ExactSizeIterator<Item = Card> + '_ {
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
pub(super) fn runs_of(board: &crate::board::GameBoard) -> [u8; 8] {
    std::array::from_fn(|i| board.run_length(i) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::GameBoard;
    use crate::solver::position::tests::wander;
    use crate::solver::position::{settle, Autoplay};

    /// What this fast path stands on: along games that wander under both
    /// autoplays, a layout's steps are the engine's moves, in its order,
    /// on the board the layout decodes to, and each step, played with the
    /// autoplay, leads to the layout of the position the engine reaches.
    #[test]
    fn a_layout_plays_as_the_engine_does() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            // How often the rarer paths were taken.
            let (mut sequences, mut from_free_cells, mut reordered, mut autoplayed) = (0, 0, 0, 0);
            wander(autoplay, |board, _| {
                let layout = Layout::of(board);
                let decoded = layout.board();
                let spread = Spread::read(&layout);
                let mut moves = Vec::new();
                decoded.for_each_move(|mv| moves.push(mv));
                let mut steps = Vec::new();
                spread.for_each_step(&runs_of(&decoded), |step| steps.push(step));
                let step_moves: Vec<Move> = steps.iter().map(|step| step.mv()).collect();
                assert_eq!(step_moves, moves, "{board:?}");
                for (&step, &mv) in steps.iter().zip(&moves) {
                    let mut next = decoded;
                    next.play_unchecked(mv);
                    let mut autoplay_moves = 0;
                    settle(&mut next, autoplay, |_| autoplay_moves += 1);
                    assert!(!step.is_quiet() || autoplay_moves == 0);
                    let child = spread.play(step, autoplay);
                    assert_eq!(child.layout(&spread), Layout::of(&next), "{board:?} {mv:?}");
                    sequences += usize::from(mv.count > 1);
                    from_free_cells += usize::from(mv.from.cell == CellT::FreeCell);
                    autoplayed += usize::from(autoplay_moves > 0);
                    let empty = |b: &GameBoard| {
                        (0..8)
                            .filter(|&i| b.top(Pile::tableau(i)).is_none())
                            .count()
                    };
                    reordered += usize::from(empty(&next) != empty(&decoded));
                }
            });
            for (what, count) in [
                ("sequence moves", sequences),
                ("moves from free cells", from_free_cells),
                ("cascades emptied or filled", reordered),
                ("moves followed by the autoplay", autoplayed),
            ] {
                assert!(count > 300, "{count} {what}");
            }
        }
    }

    /// The spread made along with a successor's layout is the one read
    /// from it, after every step of every position of games that wander
    /// under both autoplays, whichever way the layout was laid out.
    #[test]
    fn a_successor_reads_as_it_was_made() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let mut made = Spread::BLANK;
            let (mut kept_order, mut reordered) = (0, 0);
            wander(autoplay, |board, _| {
                let layout = Layout::of(board);
                let spread = Spread::read(&layout);
                spread.for_each_step(&runs_of(&layout.board()), |step| {
                    let child = spread.play(step, autoplay);
                    let (next, _) = child.layout_and_spread(&spread, &mut made);
                    assert_eq!(next, child.layout(&spread));
                    assert_eq!(made, Spread::read(&next), "{board:?} {:?}", step.mv());
                    assert!(made.is_of(&next) && !spread.is_of(&next));
                    if made.empty == spread.empty {
                        kept_order += 1;
                    } else {
                        reordered += 1;
                    }
                });
            });
            assert!(
                kept_order > 1000 && reordered > 300,
                "{kept_order} {reordered}"
            );
            assert!(!Spread::BLANK.is_of(&Layout::of(&GameBoard::from_deal(1).unwrap())));
        }
    }

    /// A layout read: its cascades, free cells and foundations are those
    /// of the board it decodes to, at every position of a solution.
    #[test]
    fn a_spread_reads_its_layout() {
        let start = GameBoard::from_deal(617).unwrap();
        let options = crate::SolveOptions {
            mode: crate::Mode::Fast,
            ..crate::SolveOptions::default()
        };
        let solution = crate::solve(&start, &options);
        assert!(solution.moves.len() > 52);
        for (board, _, _) in solution.steps(&start) {
            let layout = Layout::of(&board);
            let decoded = layout.board();
            let spread = Spread::read(&layout);
            for i in 0..8 {
                let cascade: Vec<Card> = spread.cascade(i).collect();
                assert_eq!(cascade, decoded.stack(Pile::tableau(i)).as_slice());
            }
            for (suit, top) in spread.tops.iter().enumerate() {
                assert_eq!(*top, decoded.top(Pile::home_cell(suit)));
            }
            assert_eq!(spread.cards_home(), board.cards_home());
            let free_used = (0..4).filter(|&i| board.top(Pile::free_cell(i)).is_some());
            assert_eq!(spread.free_used() as usize, free_used.count());
        }
    }

    #[test]
    fn bytes_are_found_a_word_at_a_time() {
        let word = u64::from_le_bytes([0, 1, 0x80, 0, 0xFF, 0, 0x7F, 0]);
        assert_eq!(gather(nonzero_bytes(word)), 0b0101_0110);
        assert_eq!(gather(!nonzero_bytes(!word)), 0b0001_0000);
    }
}

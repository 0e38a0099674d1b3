//! A successor of a [`LayoutPiles`] as what it keeps and adds ([`Successor`]), the
//! autoplay played on it, and its layout copied together from those bytes.

use crate::board::{is_safe_among, wanted_home, CellT};
use crate::card::Card;

use super::super::autoplay::Autoplay;
use super::key::{Layout, CASCADES, END, FREE_CELLS, NO_CARD, PAD, RULES};
use super::piles::{cards, gather, needed, nonzero_bytes, LayoutPiles, LOW};
use super::step::Step;

/// How many bytes a fixed-size copy of a cascade (19 cards at most) or of
/// the cards a move puts on one takes: such a copy is quicker than one of
/// a slice's length, and whatever it copies past them is written over.
const SLACK: usize = 24;

/// No cascade, for [`Successor::onto`].
const NO_CASCADE: u8 = CASCADES as u8;

/// A successor of a [`LayoutPiles`], as what it changes: each cascade keeps
/// the bottom cards of its own, and one may have cards of the position put
/// on top of those (cards only ever go on a cascade by the move itself,
/// and the autoplay takes them off first).
pub struct Successor {
    /// How many of each cascade's cards it keeps.
    pub(super) kept: [u8; CASCADES],
    /// The cascade the move put cards on (`NO_CASCADE` if none), where
    /// those cards lie in the position's bytes, and how many of them are
    /// still there.
    pub(super) onto: u8,
    pub(super) added_at: u8,
    pub(super) added: u8,
    /// The free cells as a layout has them: the cards in ascending order,
    /// then `NO_CARD`.
    pub(super) free: [u8; FREE_CELLS],
    pub(super) free_used: u8,
    /// The top card of each suit's foundation, by suit index, and how
    /// many cards went home.
    pub(super) tops: [Option<Card>; 4],
    pub(super) homed: u8,
}

impl Successor {
    /// How many of each cascade's cards of the position it keeps.
    pub fn kept(&self) -> [u8; CASCADES] {
        self.kept
    }

    /// The cascade the move put cards on, and those cards, if any are
    /// still there.
    pub fn grown<'a>(
        &self,
        piles: &'a LayoutPiles,
    ) -> Option<(usize, impl ExactSizeIterator<Item = Card> + 'a)> {
        let at = usize::from(self.added_at);
        (self.added > 0).then(|| {
            let added = &piles.bytes[at..at + usize::from(self.added)];
            (usize::from(self.onto), cards(added))
        })
    }

    pub fn free_used(&self) -> u32 {
        u32::from(self.free_used)
    }

    /// The free cells' cards, in ascending order, then `NO_CARD` for the
    /// empty ones.
    pub fn free_cards(&self) -> &[u8; FREE_CELLS] {
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
        self.free[FREE_CELLS - 1] = NO_CARD;
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
    fn top(&self, piles: &LayoutPiles, i: usize) -> Option<u8> {
        if i == usize::from(self.onto) && self.added > 0 {
            Some(piles.bytes[usize::from(self.added_at + self.added) - 1])
        } else if self.kept[i] > 0 {
            Some(piles.bytes[usize::from(piles.starts[i] + self.kept[i]) - 1])
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
    fn settle(&mut self, piles: &LayoutPiles, autoplay: Autoplay) {
        debug_assert_ne!(
            autoplay,
            Autoplay::NeverNeeded,
            "the standard layouts know the safe rule alone"
        );
        // The cascades' top cards and the free cells' cards, one bit per
        // index, and the cascade of each top card.
        let mut tops = 0u64;
        let mut cascade_of = [0u8; 64];
        for i in 0..CASCADES {
            if let Some(card) = self.top(piles, i) {
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
                    if !is_safe_among(RULES, &self.tops, Card::from_index_unchecked(card)) {
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
                if let Some(next) = self.top(piles, i) {
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

    /// The successor's layout (the searches make its piles as well: see
    /// [`Successor::layout_and_piles`]).
    #[cfg(test)]
    pub fn layout(&self, piles: &LayoutPiles) -> Layout {
        self.laid_out(piles).0
    }

    /// The successor's layout, with the successor read into `made` as
    /// [`LayoutPiles::read_again`] would read it from the layout: the search
    /// expands most positions right after making their layouts, and
    /// knowing how long each cascade is while laying them out saves
    /// finding their ends again. Also the cascades whose cards change,
    /// one bit each, if every cascade keeps its place (none empties or
    /// fills from empty): the others hold the very cards they held in
    /// `piles`, at the same index, which the counts of the features use
    /// (see `CascadeCache::count_changed`).
    pub fn layout_and_piles(
        &self,
        piles: &LayoutPiles,
        made: &mut LayoutPiles,
    ) -> (Layout, Option<u8>) {
        let (layout, lens, changed) = self.laid_out(piles);
        made.take_child(&layout, lens, self);
        debug_assert!(made == &LayoutPiles::read(&layout));
        (layout, changed)
    }

    /// The successor's layout, how many cards each of its cascades holds,
    /// in the layout's order, and the cascades that change if they keep
    /// their places (see [`Successor::layout_and_piles`]).
    fn laid_out(&self, piles: &LayoutPiles) -> (Layout, [u8; CASCADES], Option<u8>) {
        // The cascades whose cards change, and whether any empties or
        // fills from empty: a byte of each cascade in a word.
        let (kept, lens) = (
            u64::from_le_bytes(self.kept),
            u64::from_le_bytes(piles.lens),
        );
        let mut changed = gather(nonzero_bytes(kept ^ lens)) as u32;
        let mut emptied = !nonzero_bytes(kept) & nonzero_bytes(lens) != 0;
        let onto = usize::from(self.onto);
        if self.added > 0 {
            emptied |= piles.lens[onto] == 0;
            changed |= 1 << onto;
        }
        if emptied {
            let (layout, lens) = self.reordered_layout(piles);
            return (layout, lens, None);
        }
        // The cascades keep their order: the position's bytes up to the
        // first cascade that changes, the changed ones anew, and the
        // position's bytes after the last of them, moved to follow.
        let mut bytes = [PAD; 128];
        bytes[..64].copy_from_slice(&piles.bytes[..64]);
        let mut at = usize::from(piles.free_at);
        if changed != 0 {
            let (first, last) = (changed.trailing_zeros(), 31 - changed.leading_zeros());
            at = usize::from(piles.starts[first as usize]);
            for i in first as usize..=last as usize {
                let start = usize::from(piles.starts[i]);
                copy(
                    &mut bytes,
                    &mut at,
                    &piles.bytes,
                    start,
                    usize::from(self.kept[i]),
                );
                if i == onto {
                    let (added_at, added) = (usize::from(self.added_at), usize::from(self.added));
                    copy(&mut bytes, &mut at, &piles.bytes, added_at, added);
                }
                bytes[at] = END;
                at += 1;
            }
            let last = last as usize;
            let rest = usize::from(piles.starts[last] + piles.lens[last]) + 1;
            bytes[at..at + 64].copy_from_slice(&piles.bytes[rest..rest + 64]);
            at += usize::from(piles.free_at) - rest;
        }
        bytes[at..at + FREE_CELLS].copy_from_slice(&self.free);
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
    fn reordered_layout(&self, piles: &LayoutPiles) -> (Layout, [u8; CASCADES]) {
        let onto = usize::from(self.onto);
        let added_at = usize::from(self.added_at);
        let added = usize::from(self.added);
        // A cascade the move fills from empty, by its bottom card.
        let new = (added > 0 && piles.lens[onto] == 0).then(|| piles.bytes[added_at]);
        let mut filled = self.kept.iter().filter(|&&k| k > 0).count();
        filled += usize::from(new.is_some());
        let mut bytes = [PAD; 128];
        bytes[..CASCADES].fill(END);
        let mut at = CASCADES - filled;
        // How many cards each cascade laid out holds, the empty ones first.
        let mut lens = [0u8; CASCADES];
        let mut laid = CASCADES - filled;
        let mut pending = new;
        for i in 0..CASCADES {
            let kept = usize::from(self.kept[i]);
            if kept == 0 {
                continue;
            }
            let start = usize::from(piles.starts[i]);
            if pending.is_some_and(|bottom| piles.bytes[start] > bottom) {
                copy(&mut bytes, &mut at, &piles.bytes, added_at, added);
                bytes[at] = END;
                at += 1;
                lens[laid] = added as u8;
                laid += 1;
                pending = None;
            }
            copy(&mut bytes, &mut at, &piles.bytes, start, kept);
            lens[laid] = kept as u8;
            if i == onto {
                copy(&mut bytes, &mut at, &piles.bytes, added_at, added);
                lens[laid] += added as u8;
            }
            bytes[at] = END;
            at += 1;
            laid += 1;
        }
        if pending.is_some() {
            copy(&mut bytes, &mut at, &piles.bytes, added_at, added);
            bytes[at] = END;
            at += 1;
            lens[laid] = added as u8;
        }
        bytes[at..at + FREE_CELLS].copy_from_slice(&self.free);
        bytes[at + FREE_CELLS..at + FREE_CELLS + SLACK].fill(PAD);
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

/// A position's successors, as children.
impl LayoutPiles {
    /// The successor after `step` (one of [`LayoutPiles::for_each_step`]'s),
    /// with the autoplay (which has nothing to do after a quiet step).
    pub fn play(&self, step: Step, autoplay: Autoplay) -> Successor {
        let mv = step.mv();
        let mut free = [NO_CARD; FREE_CELLS];
        let free_at = usize::from(self.free_at);
        free.copy_from_slice(&self.bytes[free_at..free_at + FREE_CELLS]);
        let mut child = Successor {
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

    /// Takes the successor whose layout [`Successor::laid_out`] made as
    /// `layout`, with `lens`, in place of the position read here before:
    /// what [`LayoutPiles::read_again`] makes of `layout`, from what the
    /// successor knows already instead of from the layout's bytes.
    fn take_child(&mut self, layout: &Layout, lens: [u8; CASCADES], child: &Successor) {
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
        self.empty = CASCADES as u8 - nonzero_bytes(lens_word).count_ones() as u8;
        self.tops = child.tops;
    }
}

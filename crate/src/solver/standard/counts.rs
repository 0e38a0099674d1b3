//! The score's features counted cascade by cascade ([`CascadeCache`]),
//! shared from a position to its successors.

use crate::board::{CellT, GameBoard, Move, Pile};
use crate::card::{Card, Rank, Suit};

use super::super::autoplay::Autoplay;
use super::key::{free_cells, CASCADES, FREE_CELLS, NO_CARD};
use super::piles::{self, LayoutPiles};
use super::scan::{features_with, Counts, Scan, EMPTY, SUIT_OF_CLUBS};
use super::score::{CostlyWeights, Features};
use super::step::Step;
use super::successor::Successor;

/// How many free cells hold a card.
pub(super) fn free_cells_used(board: &GameBoard) -> u32 {
    (0..FREE_CELLS)
        .filter(|&i| board.top(Pile::free_cell(i)).is_some())
        .count() as u32
}

/// The card each foundation needs next, one bit per card index: the card
/// above its top card, or the ace of a suit no foundation holds yet.
pub(super) fn needed_cards(board: &GameBoard) -> u64 {
    let mut tops = [None; 4];
    for i in 0..4 {
        if let Some(top) = board.top(Pile::home_cell(i)) {
            tops[top.suit().index()] = Some(top);
        }
    }
    piles::needed(&tops)
}

/// A position's cascades counted card by card, for its successors to
/// share: a successor's cascade is the position's cascade, cut or with
/// cards put on top (cards come and go only at the top), so its counts are
/// the counts of a cut, or the scan of the whole cascade gone on over the
/// new cards.
///
/// It counts one position after another, and keeps what it counted of
/// every cascade by the cascade's bottom card (a [`CountedCascade`]): what a
/// cascade's cards count up to a depth depends on those cards alone, so a
/// cascade that starts with the cards of the last one counted with the
/// same bottom card keeps their counts, and only the cards above are
/// scanned. The search expands positions a few moves apart, whose
/// cascades differ at the top if at all, so most cards are counted once.
pub(super) struct CascadeCache {
    cards_home: usize,
    free_used: u32,
    /// The cards the foundations need next (see [`needed_cards`]).
    pub(super) needed: u64,
    /// Each cascade's length, then 0 for the cards in no cascade.
    lengths: [u8; CASCADES + 1],
    /// Each cascade's row: its bottom card's index, or [`EMPTY_ROW`].
    rows_of: [u8; CASCADES],
    /// The cascade each row was last counted as (right for the rows of
    /// the cascades), or 8.
    cascade_of_row: [u8; ROWS],
    rows: [CountedCascade; ROWS],
    /// The counts of all the cascades.
    all: Counts,
    /// Where each card was last counted, by index: its row and its depth
    /// there (from the bottom). A card's latest place is the only one any
    /// row still holds it at (see [`CascadeCache::place`]).
    places: [(u8, u8); 64],
    /// The cards in the cascades, one bit per index.
    in_cascades: u64,
    /// Where the cards the foundations need lie (see [`CascadeCache::place`]),
    /// and the cards after those (if weighed), as [`Below`] counts for
    /// each cascade (then none for the cards in no cascade, 8, and for
    /// the free cells, 9); and how many cards lie on each four. Found with
    /// each count (see [`CascadeCache::find_needed`]).
    needed_below: [[Below; CASCADES + 2]; 2],
    buried: [u32; 2],
    /// How far from home the free cells' cards are (if weighed: see
    /// [`Features::free_distance`]), found with each count.
    free_distance: u32,
    /// Which of the features that cost extra to count (those it weighs).
    pub(super) costly: CostlyWeights,
}

/// How many of a few cards (four at most) lie in a cascade below each
/// depth, from 0 to [`BELOW_ALL`] (below which every card of a cascade
/// lies, since one holds 19 cards at most): a field of [`BELOW_BITS`]
/// bits for each depth. A quiet step's successor reads from it how many
/// of the cards the foundations need stay below the cards it takes,
/// without going over the cards one by one.
type Below = u64;

const BELOW_BITS: u32 = 3;
const BELOW_MASK: u32 = (1 << BELOW_BITS) - 1;
const BELOW_ALL: usize = 20;
/// A one in every field.
const BELOW_ONES: Below = 0x1249_2492_4924_9249;
/// Every field's bits.
const BELOW_FIELDS: Below = (1 << (BELOW_BITS * (BELOW_ALL as u32 + 1))) - 1;
// Every depth's field fits, the last below every card of a full cascade,
// and four cards count in a field.
const _: () = assert!(
    BELOW_BITS * (BELOW_ALL as u32 + 1) <= Below::BITS
        && BELOW_ALL >= CellT::Tableau.capacity()
        && 4 <= BELOW_MASK
        && BELOW_ONES.count_ones() == BELOW_ALL as u32 + 1
);

/// What was last counted of a cascade with a given bottom card.
#[derive(Clone, Copy)]
struct CountedCascade {
    /// Its cards by index, bottom first: the first `len` are still
    /// counted.
    cards: [u8; WINDOW],
    len: u8,
    /// How many cards `scan` has scanned: `len`, unless a card of it was
    /// since counted elsewhere and the row cut below it.
    scanned: u8,
    /// The counts of the cascade cut after each number of its cards, from
    /// none (the count of an empty cascade), and the run at its top there.
    cuts: [Counts; WINDOW + 1],
    runs: [u8; WINDOW + 1],
    scan: Scan,
}

impl CountedCascade {
    /// A row nothing was counted in yet.
    const EMPTY: CountedCascade = CountedCascade {
        cards: [0; WINDOW],
        len: 0,
        scanned: 0,
        cuts: [1 << EMPTY; WINDOW + 1],
        runs: [0; WINDOW + 1],
        scan: Scan::START,
    };

    /// All zeros, to be written over (see [`CascadeCache::counting`]).
    const ZEROS: CountedCascade = CountedCascade {
        cards: [0; WINDOW],
        len: 0,
        scanned: 0,
        cuts: [0; WINDOW + 1],
        runs: [0; WINDOW + 1],
        scan: Scan {
            counts: 0,
            seen: 0,
            lowest: 0,
            below: Card::new(Suit::Clubs, Rank::Ace),
            below_out_of_order: false,
            sorted: false,
            run: 0,
        },
    };
}

/// A row for every bottom card, and one for the empty cascades.
const ROWS: usize = 53;
const EMPTY_ROW: u8 = 52;

/// How many bytes [`CountedCascade::cards`] keeps: room for the most a cascade holds,
/// in whole words, to compare a word at a time.
const WINDOW: usize = 24;

/// How many bytes `a` and `b` start with alike (at most their length).
/// Inlined into both counts (see [`CascadeCache::count_changed`]): most
/// cascades have nothing else to count, and a call costs about as much as
/// the comparison.
#[inline(always)]
fn common_prefix(a: &[u8; WINDOW], b: &[u8; WINDOW]) -> usize {
    for (k, (a, b)) in a.chunks_exact(8).zip(b.chunks_exact(8)).enumerate() {
        let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
        let differ = word(a) ^ word(b);
        if differ != 0 {
            return k * 8 + differ.trailing_zeros() as usize / 8;
        }
    }
    WINDOW
}

impl CascadeCache {
    /// The counts of `board`, from scratch.
    #[cfg(test)]
    pub(super) fn of(board: &GameBoard) -> Box<CascadeCache> {
        let mut counts = CascadeCache::counting(CostlyWeights::NONE);
        counts.count_board(board);
        counts
    }

    /// Counts `board` in place of what was counted here before (see
    /// [`CascadeCache::count`]).
    pub(super) fn count_board(&mut self, board: &GameBoard) {
        let mut lens = [0; CASCADES];
        let mut windows = [[0; WINDOW]; CASCADES];
        for (i, (window, len)) in windows.iter_mut().zip(&mut lens).enumerate() {
            let cascade = board.stack(Pile::tableau(i)).as_slice();
            for (byte, card) in window.iter_mut().zip(cascade) {
                *byte = card.index() as u8;
            }
            *len = cascade.len() as u8;
        }
        let (home, free) = (board.cards_home(), free_cells_used(board));
        self.count(home, free, needed_cards(board), lens, |i| &windows[i]);
        self.find_needed(|| free_cells(board).map(|(card, _)| card));
    }

    /// Counts `piles` in place of what was counted here before (see
    /// [`CascadeCache::count`]).
    pub(super) fn count_piles(&mut self, piles: &LayoutPiles) {
        self.count(
            piles.cards_home(),
            piles.free_used(),
            piles.needed(),
            piles.lens(),
            |i| piles.window(i),
        );
        self.find_needed(|| piles.free_cards());
    }

    /// What every count ends with: where the cards the foundations need
    /// lie, and the cards after those if weighed (see
    /// [`CascadeCache::needed_below`]), in the position counted; and, if
    /// weighed, how far from home the free cells' cards (`free_cards`:
    /// ascending, then `NO_CARD`) are.
    pub(super) fn find_needed(&mut self, free_cards: impl FnOnce() -> [u8; FREE_CELLS]) {
        self.find(self.needed, 0);
        if self.costly.buried_next != 0 {
            self.find(next_after(self.needed), 1);
        }
        if self.costly.free_distance != 0 {
            self.free_distance = free_distance(&free_cards(), self.needed);
        }
    }

    /// Finds where the cards of `cards` (one of each suit at most) lie
    /// in the position counted, and how many cards lie on them: the
    /// `which` of [`CascadeCache::needed_below`] and [`CascadeCache::buried`].
    pub(super) fn find(&mut self, cards: u64, which: usize) {
        let (mut below, mut buried) = ([0; CASCADES + 2], 0);
        let mut cards = cards;
        while cards != 0 {
            let (cascade, depth) = self.place(cards.trailing_zeros() as usize);
            cards &= cards - 1;
            if cascade < CASCADES {
                buried += u32::from(self.lengths[cascade] - depth - 1);
                // (The fields from the one past the card's depth; none
                // past the last, which would carry out of the word.)
                let from_next = BELOW_ONES << (BELOW_BITS * (u32::from(depth) + 1));
                below[cascade] += from_next & BELOW_FIELDS;
            }
        }
        (self.needed_below[which], self.buried[which]) = (below, buried);
    }

    /// The features of the position `step` (with `autoplay`) leads to
    /// from `piles`, the position counted here, read for play.
    pub(super) fn features_of_step(
        &self,
        piles: &LayoutPiles,
        step: Step,
        autoplay: Autoplay,
    ) -> Features {
        match step.quiet_cascades() {
            Some((from, to)) => {
                let taken = from.ok_or_else(|| piles.free_card(step.source_index()));
                self.features_of_quiet(taken, to, usize::from(step.count))
            }
            None => self.features_of_child(piles, &piles.play(step, autoplay)),
        }
    }

    /// The features after a quiet step from the position counted that
    /// takes `count` cards from cascade `taken` (or, `Err`, this card
    /// from a free cell) to cascade `to` (or a free cell), worked out from
    /// the position's counts without playing it: the cascade left is cut,
    /// the scan of the one grown goes on over the cards moved, and the
    /// cards the foundations need lie under as many cards fewer below the
    /// cut, and as many more in the cascade grown (those moved keep what
    /// lies on them).
    pub(super) fn features_of_quiet(
        &self,
        taken: Result<usize, u8>,
        to: Option<usize>,
        count: usize,
    ) -> Features {
        let mut counts = self.all;
        let mut free_used = self.free_used;
        // The card the step takes from a free cell, and the one it puts
        // in one.
        let (mut freed, mut parked) = (None, None);
        let (from, cut, moved) = match taken {
            Ok(i) => {
                let len = usize::from(self.lengths[i]);
                counts = counts - self.cut(i, len) + self.cut(i, len - count);
                // (A cascade's row holds its cards: see `count`.)
                (i, len - count, &self.row(i).cards[len - count..len])
            }
            Err(card) => {
                free_used -= 1;
                freed = Some(card);
                // No cascade: nothing below a cut there.
                (CASCADES, 0, &[card][..])
            }
        };
        let to = match to {
            Some(j) => {
                let mut scan = self.row(j).scan;
                for &card in moved {
                    scan.push(Card::from_index_unchecked(card & 63));
                }
                counts = counts - self.cut(j, usize::from(self.lengths[j])) + scan.counts;
                j
            }
            None => {
                free_used += 1;
                parked = Some(moved[0]);
                // Not even the cards in no cascade (8), nor the padding.
                CASCADES + 1
            }
        };
        let buried = |which: usize| {
            let below = &self.needed_below[which];
            let field = |counts: Below, depth: usize| {
                (counts >> (BELOW_BITS as usize * depth)) as u32 & BELOW_MASK
            };
            self.buried[which] - count as u32 * field(below[from], cut)
                + count as u32 * field(below[to], BELOW_ALL)
        };
        let mut features = features_with(self.cards_home, free_used, counts, buried(0));
        if self.costly.buried_next != 0 {
            features.buried_next = buried(1);
        }
        if self.costly.free_distance != 0 {
            let distance =
                |card: Option<u8>| card.map_or(0, |card| distance_home(card, self.needed));
            features.free_distance = self.free_distance + distance(parked) - distance(freed);
        }
        features
    }

    /// A place to count positions in, counting the features that cost
    /// extra if `costly` weighs them. Made from zeros at run time: a
    /// constant of its size (some 14 KB) would be stored whole in the
    /// wasm module.
    pub(super) fn counting(costly: CostlyWeights) -> Box<CascadeCache> {
        let mut counts = Box::new(CascadeCache {
            cards_home: 0,
            free_used: 0,
            needed: 0,
            lengths: [0; CASCADES + 1],
            rows_of: [0; CASCADES],
            cascade_of_row: [0; ROWS],
            rows: [CountedCascade::ZEROS; ROWS],
            all: 0,
            places: [(0, 0); 64],
            in_cascades: 0,
            needed_below: [[0; CASCADES + 2]; 2],
            buried: [0; 2],
            free_distance: 0,
            costly: CostlyWeights::NONE,
        });
        counts.rows.fill(CountedCascade::EMPTY);
        counts.rows_of = [EMPTY_ROW; CASCADES];
        counts.cascade_of_row = [CASCADES as u8; ROWS];
        counts.places = [(EMPTY_ROW, 0); 64];
        counts.costly = costly;
        counts
    }

    /// Counts a position with `cards_home` cards home, `free_used` free
    /// cells in use and the foundations needing `needed`, whose cascade
    /// `i` holds the first `lens[i]` card indexes of `window(i)`, bottom
    /// first: each cascade from where it parts from its row (see
    /// [`CascadeCache`]). Each cascade's row then holds its cards, all of
    /// them counted.
    pub(super) fn count<'a>(
        &mut self,
        cards_home: usize,
        free_used: u32,
        needed: u64,
        lens: [u8; CASCADES],
        window: impl Fn(usize) -> &'a [u8; WINDOW],
    ) {
        (self.cards_home, self.free_used, self.needed) = (cards_home, free_used, needed);
        self.all = 0;
        self.in_cascades = 0;
        for (i, &len) in lens.iter().enumerate() {
            self.count_cascade(i, len, window(i));
            let row = &self.rows[usize::from(self.rows_of[i])];
            self.all += row.cuts[usize::from(len)];
            self.in_cascades |= row.scan.seen;
        }
    }

    /// Counts `piles`, a successor of the position counted last whose
    /// cascades kept their places, `changed` being those whose cards
    /// changed (see [`Successor::layout_and_piles`]), as [`CascadeCache::count`]
    /// would: the others hold the cards they held, so their rows already
    /// count them, and no other cascade's scan cuts those rows (a card
    /// lies in one cascade only). Only what the changed ones counted
    /// before comes off the counts of all, and what they count now is
    /// added, in [`CascadeCache::count`]'s order: the cuts of one cascade's
    /// scan into the rows of another are the same.
    pub(super) fn count_changed(&mut self, piles: &LayoutPiles, changed: u8) {
        (self.cards_home, self.free_used, self.needed) =
            (piles.cards_home(), piles.free_used(), piles.needed());
        let lens = piles.lens();
        let mut each = changed;
        while each != 0 {
            let i = each.trailing_zeros() as usize;
            each &= each - 1;
            self.all -= self.cut(i, usize::from(self.lengths[i]));
        }
        let mut each = changed;
        while each != 0 {
            let i = each.trailing_zeros() as usize;
            each &= each - 1;
            self.count_cascade(i, lens[i], piles.window(i));
            self.all += self.cut(i, usize::from(lens[i]));
        }
        self.in_cascades = (0..CASCADES).fold(0, |seen, i| seen | self.row(i).scan.seen);
        self.find_needed(|| piles.free_cards());
    }

    /// Counts cascade `i`, `len` cards long, whose card indexes are at the
    /// start of `cards`, from where it parts from its row. Inlined into
    /// both counts, as `common_prefix` is.
    #[inline(always)]
    pub(super) fn count_cascade(&mut self, i: usize, len: u8, cards: &[u8; WINDOW]) {
        let r = if len == 0 { EMPTY_ROW } else { cards[0] & 63 };
        (self.rows_of[i], self.lengths[i]) = (r, len);
        self.cascade_of_row[usize::from(r)] = i as u8;
        let len = usize::from(len);
        let row = &self.rows[usize::from(r)];
        let shared = common_prefix(&row.cards, cards)
            .min(len)
            .min(usize::from(row.len));
        if shared < len || shared < usize::from(row.scanned) {
            let mut scan = if shared == usize::from(row.scanned) {
                row.scan
            } else if shared == 0 {
                Scan::START
            } else {
                // (The cut of no cards holds the empty cascade's
                // count, which a scan leaves out.)
                let below_top = match shared {
                    1 => Scan::START.counts,
                    _ => row.cuts[shared - 1],
                };
                Scan::after(
                    &cards[..shared],
                    below_top,
                    row.cuts[shared],
                    row.runs[shared],
                )
            };
            for (depth, &card) in cards.iter().enumerate().take(len).skip(shared) {
                // (A card index is below 64: no bound to check.)
                let card = usize::from(card & 63);
                // The row that held the card last holds it no more.
                let (was, at) = self.places[card];
                let old = &mut self.rows[usize::from(was)];
                if at < old.len && usize::from(old.cards[usize::from(at)]) == card {
                    old.len = at;
                }
                self.places[card] = (r, depth as u8);
                scan.push(Card::from_index_unchecked(card as u8));
                let row = &mut self.rows[usize::from(r)];
                (row.cuts[depth + 1], row.runs[depth + 1]) = (scan.counts, scan.run);
            }
            let row = &mut self.rows[usize::from(r)];
            row.cards = *cards;
            (row.len, row.scanned, row.scan) = (len as u8, len as u8, scan);
        }
    }

    /// Where `card` (an index) lies: its cascade and its depth there, or
    /// cascade 8 for a card in no cascade. Every cascade's row holds its
    /// cards, and a card's latest place is the only place a row still
    /// holds it at: so a card in a cascade is where it was last counted.
    pub(super) fn place(&self, card: usize) -> (usize, u8) {
        if self.in_cascades >> card & 1 == 0 {
            return (CASCADES, 0);
        }
        let (r, depth) = self.places[card & 63];
        (usize::from(self.cascade_of_row[usize::from(r)]), depth)
    }

    /// Cascade `i`'s row.
    fn row(&self, i: usize) -> &CountedCascade {
        &self.rows[usize::from(self.rows_of[i])]
    }

    /// The features after `mv` from `board` (the position counted), a move
    /// that [`is_quiet`](super::step::is_quiet), without playing it (see
    /// [`CascadeCache::features_of_quiet`]).
    pub(super) fn after_quiet(&self, board: &GameBoard, mv: Move) -> Features {
        let taken = match mv.from.cell {
            CellT::Tableau => Ok(mv.from.index),
            _ => Err(board.top(mv.from).expect("a move takes a card").index() as u8),
        };
        let to = (mv.to.cell == CellT::Tableau).then_some(mv.to.index);
        self.features_of_quiet(taken, to, mv.count)
    }

    /// The features of `next`, a successor of the position counted (on
    /// whose cascades at most one cascade has grown).
    pub(super) fn features_of(&self, next: &GameBoard) -> Features {
        let cards_home = next.cards_home();
        let needed = if cards_home == self.cards_home {
            self.needed
        } else {
            needed_cards(next)
        };
        let mut kept = self.lengths8();
        let mut grown = None;
        for (i, kept) in kept.iter_mut().enumerate() {
            let cards = next.stack(Pile::tableau(i)).as_slice();
            let before = usize::from(*kept);
            if cards.len() < before {
                *kept = cards.len() as u8;
            } else if cards.len() > before {
                grown = Some((i, cards[before..].iter().copied()));
            }
        }
        self.features_after(cards_home, free_cells_used(next), needed, kept, grown)
    }

    /// The features of `successor`, a successor of `piles`, the position
    /// counted.
    pub(super) fn features_of_child(&self, piles: &LayoutPiles, child: &Successor) -> Features {
        let homed = child.homed();
        let needed = if homed == 0 {
            self.needed
        } else {
            child.needed()
        };
        let cards_home = self.cards_home + homed;
        let grown = child.grown(piles);
        let mut features =
            self.features_after(cards_home, child.free_used(), needed, child.kept(), grown);
        if self.costly.free_distance != 0 {
            features.free_distance = free_distance(child.free_cards(), needed);
        }
        features
    }

    /// The features of a successor of the position counted with
    /// `cards_home` cards home, `free_used` free cells in use and the
    /// foundations needing `needed`, whose cascades keep `kept` of the
    /// position's cards (index 8, for the cards in none, keeps none) and
    /// one of which, `grown`, may have cards put on top of all of its own:
    /// only those cards are counted. `buried` is counted from where the
    /// cards the foundations need lie: below the cut of a cascade, where
    /// the position had them, or among the new cards.
    pub(super) fn features_after(
        &self,
        cards_home: usize,
        free_used: u32,
        needed: u64,
        kept: [u8; CASCADES],
        grown: Option<(usize, impl ExactSizeIterator<Item = Card>)>,
    ) -> Features {
        let mut counts = self.all;
        let mut buried = 0;
        for (i, (&now, &before)) in kept.iter().zip(&self.lengths8()).enumerate() {
            if now != before {
                counts = counts - self.cut(i, usize::from(before)) + self.cut(i, usize::from(now));
            }
        }
        // What each cascade keeps and its length in the successor, then
        // none for the cards in no cascade (see `places`).
        let mut kept_all = [0; CASCADES + 1];
        kept_all[..CASCADES].copy_from_slice(&kept);
        let mut lengths = kept_all;
        // The card after the next that each foundation needs.
        let after_needed = next_after(needed);
        let mut buried_next = 0;
        if let Some((i, cards)) = grown {
            let len = cards.len() as u8;
            let (grown, on_needed, on_after) = self.grown(i, cards, needed, after_needed);
            counts -= self.cut(i, usize::from(self.lengths[i]));
            counts += grown;
            buried += on_needed;
            buried_next += on_after;
            lengths[i] += len;
        }
        buried += self.buried_where_kept(needed, &kept_all, &lengths);
        let mut features = features_with(cards_home, free_used, counts, buried);
        if self.costly.buried_next != 0 {
            features.buried_next =
                buried_next + self.buried_where_kept(after_needed, &kept_all, &lengths);
        }
        features
    }

    /// Each cascade's length.
    pub(super) fn lengths8(&self) -> [u8; CASCADES] {
        let mut lengths = [0; CASCADES];
        lengths.copy_from_slice(&self.lengths[..CASCADES]);
        lengths
    }

    /// How many cards at the top of each cascade form one run (see
    /// [`GameBoard::run_length`]), 0 for an empty one.
    pub(super) fn runs(&self) -> [u8; CASCADES] {
        std::array::from_fn(|i| self.row(i).runs[usize::from(self.lengths[i])])
    }

    /// The counts of cascade `i` cut after `len` of its cards.
    pub(super) fn cut(&self, i: usize, len: usize) -> Counts {
        self.row(i).cuts[len]
    }

    /// The counts of cascade `i` with `cards` put on top, and how many
    /// cards lie on those of them in `needed` and in `after_needed`.
    pub(super) fn grown(
        &self,
        i: usize,
        cards: impl ExactSizeIterator<Item = Card>,
        needed: u64,
        after_needed: u64,
    ) -> (Counts, u32, u32) {
        let before = usize::from(self.lengths[i]);
        let len = before + cards.len();
        let mut scan = self.row(i).scan;
        let (mut on_needed, mut on_after) = (0, 0);
        for (depth, card) in (before..).zip(cards) {
            scan.push(card);
            let above = (len - 1 - depth) as u32;
            if needed >> card.index() & 1 != 0 {
                on_needed += above;
            }
            if after_needed >> card.index() & 1 != 0 {
                on_after += above;
            }
        }
        (scan.counts, on_needed, on_after)
    }

    /// How many cards lie on the cards of `needed` (any set of cards) that
    /// are still where the position had them: below the `kept` cards of a
    /// cascade now `lengths` long (index 8, no cascade, keeps none).
    pub(super) fn buried_where_kept(
        &self,
        needed: u64,
        kept: &[u8; CASCADES + 1],
        lengths: &[u8; CASCADES + 1],
    ) -> u32 {
        let mut buried = 0;
        let mut wanted = needed;
        while wanted != 0 {
            let card = wanted.trailing_zeros() as usize;
            wanted &= wanted - 1;
            let (cascade, depth) = self.place(card);
            // Without a branch: whether the card is still there depends
            // on the move, and would be mispredicted often.
            let still = u32::from(depth < kept[cascade]);
            buried += still * u32::from(lengths[cascade].wrapping_sub(depth + 1));
        }
        buried
    }
}

/// The card after each card of `cards` in its suit (by index, four a
/// rank), if any: of the cards the foundations need, the card after each.
fn next_after(cards: u64) -> u64 {
    cards << 4 & ((1 << 52) - 1)
}

/// How many ranks above the next card its suit needs (by `needed`) each
/// of the free cells' `cards` is (`NO_CARD` for none), in all.
fn free_distance(cards: &[u8; FREE_CELLS], needed: u64) -> u32 {
    cards
        .iter()
        .filter(|&&card| card != NO_CARD)
        .map(|&card| distance_home(card, needed))
        .sum()
}

/// How many ranks `card` (an index) is above the next card of its suit
/// that the foundations need (by `needed`).
fn distance_home(card: u8, needed: u64) -> u32 {
    // The next card of its suit, by index: four indexes a rank, so the
    // distance is the indexes between, / 4.
    let next = (needed & SUIT_OF_CLUBS << (card & 3)).trailing_zeros();
    (u32::from(card) - next.min(u32::from(card))) / 4
}

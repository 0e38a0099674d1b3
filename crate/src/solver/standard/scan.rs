//! A cascade's counts of the score's features, scanned from the bottom
//! card up and packed a byte each in one word: this backend's alone (the
//! family's backend counts a cascade's cards one by one, in
//! `general/counts.rs`).

use crate::card::{Card, Rank, Suit};

use super::key::RULES;
use super::score::Features;

/// The counts of [`Features`] that cascades make and that do not depend on
/// the foundations, one byte each, at the shifts below. No count of all
/// eight cascades reaches 256, so sums and differences of counts never
/// carry from one byte into the next, and one addition adds them all.
pub(super) type Counts = u64;
pub(super) const OUT_OF_ORDER: u32 = 0;
const OUT_OF_ORDER_RUNS: u32 = 8;
const OVER_OWN_SUIT: u32 = 16;
const BREAKS: u32 = 24;
pub(super) const UNSORTED: u32 = 32;
pub(super) const EMPTY: u32 = 40;

/// The clubs, one bit per card index (every fourth index from the ace's);
/// shifted left by a suit's index, that suit's cards.
pub(super) const SUIT_OF_CLUBS: u64 = 0x1_1111_1111_1111;

/// A cascade counted from the bottom up, one card at a time. What a card
/// counts depends only on the cards below it, so the counts after each card
/// are those of the cascade cut there, and the scan of a whole cascade can
/// go on over cards put on top of it.
#[derive(Clone, Copy)]
pub(super) struct Scan {
    /// What the cards so far count (an empty cascade's count is not in
    /// it).
    pub(super) counts: Counts,
    /// The cards so far, one bit per index.
    pub(super) seen: u64,
    /// The lowest rank so far, as rank - 1 (a card's index shifted right by
    /// two).
    pub(super) lowest: usize,
    /// The top card so far (the ace of clubs before the first).
    pub(super) below: Card,
    pub(super) below_out_of_order: bool,
    /// Whether the ranks so far fall all the way from the bottom.
    pub(super) sorted: bool,
    /// How many cards at the top so far form one run (see
    /// [`GameBoard::run_length`](crate::GameBoard::run_length)).
    pub(super) run: u8,
}

impl Scan {
    /// The scan of no cards.
    pub(super) const START: Scan = Scan {
        counts: 0,
        seen: 0,
        lowest: usize::MAX,
        below: Card::new(Suit::Clubs, Rank::Ace),
        below_out_of_order: false,
        sorted: true,
        run: 0,
    };

    /// The scan of `cards`, given what all but the top one count, what
    /// they all count and the run at their top: the rest follows from the
    /// cards themselves.
    pub(super) fn after(cards: &[u8], below_top: Counts, counts: Counts, run: u8) -> Scan {
        let top = counts - below_top;
        let lane = |shift: u32| top >> shift & 0xFF;
        Scan {
            counts,
            seen: cards.iter().fold(0, |seen, &card| seen | 1 << card),
            lowest: cards
                .iter()
                .map(|&card| usize::from(card >> 2))
                .min()
                .unwrap_or(usize::MAX),
            below: Card::from_index_unchecked(cards[cards.len() - 1]),
            below_out_of_order: lane(OUT_OF_ORDER) != 0,
            sorted: lane(UNSORTED) == 0,
            run,
        }
    }

    /// Counts `card`, put on top of the cards so far. Every count is added
    /// without a branch: which way a card goes depends on the deal, so
    /// branches would be mispredicted often.
    #[inline]
    pub(super) fn push(&mut self, card: Card) {
        let index = card.index();
        let rank = index >> 2;
        // The bottom card stacks on nothing, and breaks nothing.
        let bottom = self.seen == 0;
        let stacks = RULES.build().stacks_on(card, self.below);
        let over_lower = rank > self.lowest;
        self.sorted &= rank < self.lowest;
        let lower_of_suit = LOWER_OF_SUIT[index];
        self.counts += u64::from(over_lower) << OUT_OF_ORDER
            | u64::from(over_lower & !(self.below_out_of_order & stacks)) << OUT_OF_ORDER_RUNS
            | u64::from(self.seen & lower_of_suit != 0) << OVER_OWN_SUIT
            | u64::from(!stacks & !bottom) << BREAKS
            | u64::from(!self.sorted) << UNSORTED;
        self.lowest = self.lowest.min(rank);
        self.below_out_of_order = over_lower;
        self.below = card;
        self.seen |= 1 << index;
        self.run = if stacks & !bottom { self.run + 1 } else { 1 };
    }
}

/// For each card, by index, the lower cards of its suit: every fourth
/// index from the suit's ace, below the card's own.
const LOWER_OF_SUIT: [u64; 52] = lower_of_suit();

const fn lower_of_suit() -> [u64; 52] {
    let mut table = [0; 52];
    let mut index = 0;
    while index < 52 {
        table[index] = (SUIT_OF_CLUBS << (index & 3)) & ((1u64 << index) - 1);
        index += 1;
    }
    table
}

/// The features of a position with `cards_home` cards home and
/// `free_used` free cells in use, given its cascades' [`Counts`] and
/// `buried`.
pub(super) fn features_with(
    cards_home: usize,
    free_used: u32,
    counts: Counts,
    buried: u32,
) -> Features {
    let lane = |shift: u32| (counts >> shift & 0xFF) as u32;
    Features {
        left: 52 - cards_home as u32,
        over_lower: lane(OUT_OF_ORDER),
        buried,
        free_used,
        empty_cascades: lane(EMPTY),
        over_lower_runs: lane(OUT_OF_ORDER_RUNS),
        over_own_suit: lane(OVER_OWN_SUIT),
        breaks: lane(BREAKS),
        unsorted: lane(UNSORTED),
        ..Features::default()
    }
}

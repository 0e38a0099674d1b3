//! FreeCell as a search problem, built only from the engine's own rules:
//! the moves are [`GameBoard::for_each_move`]'s, played with
//! [`GameBoard::play_unchecked`], and after each one every card that
//! [`GameBoard::autoplay_move`] calls safe goes home at once.
//!
//! Sending safe cards home never loses a win: a safe card's only use in the
//! tableau would be to hold a card of the other colour one rank lower, and
//! those are all home already (aces and twos: nothing but an ace goes on a
//! two, and an ace can always go home instead). So folding those moves
//! into every step keeps the search complete, and an exhausted search still
//! proves a deal impossible.

use std::cell::OnceCell;

use crate::board::{stacks_on, GameBoard, Move, Pile};
use crate::card::Card;

use super::layout::{tops_of, Layout};

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

/// Every position one move away (each followed by the autoplay), lent with
/// the move that leads there: one copy of the board per move.
pub fn for_each_successor(
    board: &GameBoard,
    autoplay: Autoplay,
    mut f: impl FnMut(Move, &GameBoard),
) {
    board.for_each_move(|mv| {
        let mut next = *board;
        next.play_unchecked(mv);
        settle(&mut next, autoplay, |_| {});
        f(mv, &next);
    });
}

/// Where a successor function hands each successor, with a function that
/// counts its [`Features`] for the heuristics (called only for successors
/// the search has not seen).
pub type Out<'a> = &'a mut dyn FnMut(Layout, &dyn Fn() -> Features);

/// The search's successor function on layouts: hands `out` each successor
/// with the count of its features. The features are counted cascade by
/// cascade, and a move changes two cascades and the autoplay a few more: a
/// successor shares the counts of every cascade whose length did not change
/// (cards come and go only at the top, so a cascade of the same length
/// holds the same cards). The parent's counts are made for the first
/// successor the search has not seen, if any.
pub fn successors(autoplay: Autoplay) -> impl Fn(&Layout, Out<'_>) {
    move |layout, out| {
        let board = layout.board();
        let parent = OnceCell::new();
        for_each_successor(&board, autoplay, |_, next| {
            out(Layout::of(next), &|| {
                parent
                    .get_or_init(|| ByCascade::of(&board))
                    .features_of(next)
            });
        });
    }
}

/// A heuristic that weighs the successor's [`Features`] by `weights`.
pub fn heuristic(weights: [u32; 9]) -> impl Fn(&Layout, &Features) -> u32 {
    move |_, features| features.weigh(&weights)
}

/// The beam's heuristic: the successor's [`Features`] weighed by
/// [`BEAM_WEIGHTS`].
pub fn heuristic_beam(_: &Layout, features: &Features) -> u32 {
    features.weigh(&BEAM_WEIGHTS)
}

/// The weights of [`Features::weigh`] for the fast search, found by trying
/// them on deals: they find a solution in the fewest positions.
pub const FAST_WEIGHTS: [u32; 9] = [5, 3, 1, 6, 6, 1, 0, 0, 0];

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them: worse on most deals, but it solves some of the fast
/// weights' worst in a few thousand positions (21554: 2,354).
pub const RUNS_WEIGHTS: [u32; 9] = [5, 1, 1, 6, 6, 4, 0, 0, 0];

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them, and cards above a lower card of their own suit and above
/// the sorted bottom run counted: worse on most deals, but, with the
/// autoplay of every homeable card and step cost 3, it solves some of the
/// fast weights' worst in a few thousand positions (26576: 8,574; 4467:
/// 1,209; 21554: 881).
pub const RUNS_OWN_SUIT_WEIGHTS: [u32; 9] = [5, 1, 1, 6, 6, 4, 2, 0, 2];

/// [`FAST_WEIGHTS`] that also count cards above a lower card of their own
/// suit and, more, cards above the sorted bottom run: with the autoplay of
/// every homeable card and step cost 5, the search found that solves deal
/// 8436 in the fewest positions (15,006; every search with the fast
/// weights needs 30,000 or more).
pub const UNSORTED_WEIGHTS: [u32; 9] = [5, 3, 1, 6, 6, 1, 2, 0, 4];

/// The weights for the beam, which wants short solutions, found by a
/// coordinate search on deals 1..200 (beams of 150 then 400, every homeable
/// card sent home): 28.6 -> 27.3 moves. On deals 1001..1400, which the
/// search never saw, they give 27.2 moves where the weights before gave
/// 27.9, at about a tenth more time. They count cards left (less than the
/// fast search does), cards that do not stack on the card below, runs of
/// out-of-order cards and cards over a lower card of their suit, and weigh
/// a used free cell heavily.
pub const BEAM_WEIGHTS: [u32; 9] = [2, 1, 2, 10, 6, 4, 1, 3, 0];

/// What the score looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Cards not home.
    left: u32,
    /// Cards that sit above a lower card of their cascade: each must move
    /// before that card can go home.
    out_of_order: u32,
    /// How many cards lie on the next card each foundation needs.
    buried: u32,
    /// Free cells in use.
    free_used: u32,
    /// Empty cascades.
    empty_cascades: u32,
    /// Runs of out-of-order cards: one sequence move may clear each.
    out_of_order_runs: u32,
    /// Cards above a lower card of their own suit.
    over_own_suit: u32,
    /// Cards that do not stack on the card below them.
    breaks: u32,
    /// Cards above the longest run from the bottom in falling rank.
    unsorted: u32,
}

impl Features {
    /// The features of a whole board, counted from scratch: what the
    /// shared counts of [`ByCascade`] must agree with.
    #[cfg(test)]
    fn of(board: &GameBoard) -> Features {
        let needed = needed_cards(board);
        let mut f = Features::outside_cascades(board);
        for i in 0..8 {
            f.add(&Features::of_cascade(
                board.stack(Pile::tableau(i)).as_slice(),
                needed,
            ));
        }
        f
    }

    /// What is counted outside the cascades: cards left, free cells used.
    fn outside_cascades(board: &GameBoard) -> Features {
        Features {
            left: 52 - board.cards_home() as u32,
            free_used: (0..4)
                .filter(|&i| board.top(Pile::free_cell(i)).is_some())
                .count() as u32,
            ..Features::default()
        }
    }

    /// What one cascade counts, `needed` being the cards the foundations
    /// need next (one bit per card index). Every count is added without a
    /// branch: which way a card goes depends on the deal, so branches would
    /// be mispredicted often.
    fn of_cascade(cards: &[Card], needed: u64) -> Features {
        let mut f = Features::default();
        let Some((&bottom, above)) = cards.split_first() else {
            f.empty_cascades = 1;
            return f;
        };
        let len = cards.len() as u32;
        // Cards by index: rank - 1 in the high bits, suit in the low two;
        // comparing indexes shifted right by two compares ranks.
        let index = bottom.index();
        let mut lowest = index >> 2;
        let mut below = bottom;
        let mut below_out_of_order = false;
        let mut sorted = true;
        // The cards seen so far, one bit per index.
        let mut seen = 1u64 << index;
        f.buried = u32::from(needed & seen != 0) * (len - 1);
        for (depth, &card) in (1..).zip(above) {
            let index = card.index();
            let rank = index >> 2;
            let out_of_order = rank > lowest;
            sorted &= rank < lowest;
            let stacks = stacks_on(card, below);
            f.unsorted += u32::from(!sorted);
            f.breaks += u32::from(!stacks);
            f.out_of_order += u32::from(out_of_order);
            f.out_of_order_runs += u32::from(out_of_order & !(below_out_of_order & stacks));
            // The lower cards of the card's suit: every fourth index from
            // the suit's ace, below the card's own.
            let lower_of_suit = (SUIT_OF_CLUBS << (index & 3)) & ((1u64 << index) - 1);
            f.over_own_suit += u32::from(seen & lower_of_suit != 0);
            f.buried += u32::from(needed >> index & 1 != 0) * (len - 1 - depth);
            lowest = lowest.min(rank);
            below_out_of_order = out_of_order;
            below = card;
            seen |= 1 << index;
        }
        f
    }

    fn add(&mut self, other: &Features) {
        self.combine(other, |a, b| a + b);
    }

    fn sub(&mut self, other: &Features) {
        self.combine(other, |a, b| a - b);
    }

    fn combine(&mut self, other: &Features, op: impl Fn(u32, u32) -> u32) {
        self.left = op(self.left, other.left);
        self.out_of_order = op(self.out_of_order, other.out_of_order);
        self.buried = op(self.buried, other.buried);
        self.free_used = op(self.free_used, other.free_used);
        self.empty_cascades = op(self.empty_cascades, other.empty_cascades);
        self.out_of_order_runs = op(self.out_of_order_runs, other.out_of_order_runs);
        self.over_own_suit = op(self.over_own_suit, other.over_own_suit);
        self.breaks = op(self.breaks, other.breaks);
        self.unsorted = op(self.unsorted, other.unsorted);
    }

    /// The weighted sum; empty cascades count against it.
    pub fn weigh(&self, w: &[u32; 9]) -> u32 {
        (100 + self.left * w[0]
            + self.breaks * w[7]
            + self.out_of_order * w[1]
            + self.buried * w[2]
            + self.free_used * w[3]
            + self.out_of_order_runs * w[5]
            + self.over_own_suit * w[6]
            + self.unsorted * w[8])
            .saturating_sub(self.empty_cascades * w[4])
    }
}

/// The clubs, one bit per card index (every fourth index from the ace's);
/// shifted left by a suit's index, that suit's cards.
const SUIT_OF_CLUBS: u64 = 0x1_1111_1111_1111;

/// The card each foundation needs next, one bit per card index: the card
/// above its top card, or the ace of a suit no foundation holds yet.
fn needed_cards(board: &GameBoard) -> u64 {
    let mut needed = 0b1111;
    for i in 0..4 {
        if let Some(top) = board.top(Pile::home_cell(i)) {
            needed &= !(1 << top.suit().index());
            needed |= (1 << (top.index() + 4)) & ((1 << 52) - 1);
        }
    }
    needed
}

/// A position's [`Features`] cascade by cascade, for its successors to
/// share.
struct ByCascade {
    cards_home: usize,
    /// The cards the foundations need next (see [`needed_cards`]).
    needed: u64,
    lengths: [usize; 8],
    cascades: [Features; 8],
    /// The sum of `cascades`.
    all: Features,
    /// Where each card lies, by index: its cascade and its depth there
    /// (from the bottom), or cascade 8 for a card in no cascade.
    places: [(u8, u8); 52],
}

impl ByCascade {
    fn of(board: &GameBoard) -> ByCascade {
        let needed = needed_cards(board);
        let mut counts = ByCascade {
            cards_home: board.cards_home(),
            needed,
            lengths: [0; 8],
            cascades: [Features::default(); 8],
            all: Features::default(),
            places: [(8, 0); 52],
        };
        for i in 0..8 {
            let cards = board.stack(Pile::tableau(i)).as_slice();
            counts.lengths[i] = cards.len();
            counts.cascades[i] = Features::of_cascade(cards, needed);
            counts.all.add(&counts.cascades[i]);
            for (depth, card) in cards.iter().enumerate() {
                counts.places[card.index()] = (i as u8, depth as u8);
            }
        }
        counts
    }

    /// The features of `next`, a successor of the position counted: the
    /// cascades of another length counted again, the rest shared. Only
    /// `buried` depends on the foundations: if a card went home, the shared
    /// cascades' `buried` is counted again from where the cards the
    /// foundations now need lie.
    fn features_of(&self, next: &GameBoard) -> Features {
        let home_changed = next.cards_home() != self.cards_home;
        let needed = if home_changed {
            needed_cards(next)
        } else {
            self.needed
        };
        let mut cascades = self.all;
        // The cascades counted again, one bit each, and bit 8 for no
        // cascade; and the new counts' `buried`.
        let mut counted = 1u32 << 8;
        let mut counted_buried = 0;
        for i in 0..8 {
            let cards = next.stack(Pile::tableau(i)).as_slice();
            if cards.len() != self.lengths[i] {
                let new = Features::of_cascade(cards, needed);
                cascades.sub(&self.cascades[i]);
                cascades.add(&new);
                counted |= 1 << i;
                counted_buried += new.buried;
            }
        }
        if home_changed {
            cascades.buried = counted_buried;
            let mut cards = needed;
            while cards != 0 {
                let card = cards.trailing_zeros() as usize;
                cards &= cards - 1;
                let (cascade, depth) = self.places[card];
                if counted & (1 << cascade) == 0 {
                    let len = self.lengths[usize::from(cascade)] as u32;
                    cascades.buried += len - 1 - u32::from(depth);
                }
            }
        }
        let mut f = Features::outside_cascades(next);
        f.add(&cascades);
        f
    }
}

/// The real moves, from `start`, that go through the layouts of `path`
/// (whose first layout is `start`'s after the safe autoplay): each step's
/// move, found again among the engine's moves, then its autoplay moves.
pub fn moves_along(start: &GameBoard, autoplay: Autoplay, path: &[Layout]) -> Vec<Move> {
    let mut board = *start;
    let mut moves = Vec::new();
    settle(&mut board, autoplay, |mv| moves.push(mv));
    for target in &path[1..] {
        // Most successors differ from the target in a top card: only the
        // others need their layout.
        let tops = target.tops();
        let mut step = None;
        for_each_successor(&board, autoplay, |mv, next| {
            if step.is_none() && tops_of(next) == tops && Layout::of(next) == *target {
                step = Some(mv);
            }
        });
        let mv = step.expect("each layout of the path follows from the one before");
        board.play_unchecked(mv);
        moves.push(mv);
        settle(&mut board, autoplay, |mv| moves.push(mv));
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The successors' shared counts against a count from scratch, along
    /// games of several deals (each step takes a move chosen by a simple
    /// rotation, so the games wander), under both autoplays.
    #[test]
    fn shared_counts_match_a_full_count() {
        for deal in 1..=40 {
            for autoplay in [Autoplay::Safe, Autoplay::All] {
                let mut board = GameBoard::from_deal(deal).unwrap();
                settle(&mut board, autoplay, |_| {});
                for step in 0..60 {
                    let counts = ByCascade::of(&board);
                    let mut next_boards = Vec::new();
                    for_each_successor(&board, autoplay, |_, next| {
                        assert_eq!(counts.features_of(next), Features::of(next));
                        next_boards.push(*next);
                    });
                    if next_boards.is_empty() {
                        break;
                    }
                    board = next_boards[(step * 7 + deal as usize) % next_boards.len()];
                }
            }
        }
    }
}

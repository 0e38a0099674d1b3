//! The optimal search's lower bound: how many counted moves (moves not to
//! a foundation) any win from a position still needs, at least.
//!
//! Call a card *displaced* in a win if it leaves its place in its cascade
//! by a counted move (to a free cell or another cascade), and split each
//! cascade into *segments*: longest stretches in which every card builds
//! on the one below it by the game's rule. A counted move carries a run,
//! so the cards it takes from their places lie in one segment: a win
//! counts at least as many moves as there are segments with a displaced
//! card. The bound is a count of segments that must have one:
//!
//! - a segment holding a card above a lower card of its own suit (the card
//!   cannot go home first, nor the lower one while it is covered);
//! - then, among the other segments, a matching of *crossed pairs*: a card
//!   a1 of a segment above a card a2 of suit s, and a card b1 of suit s
//!   and higher rank than a2, in a segment of another cascade, above a
//!   card b2 of a1's suit and lower rank than a1. If neither a1 nor b1 is
//!   displaced, a1 goes home before a2, a2 before b1, b1 before b2 and b2
//!   before a1, which cannot be; so one of the two segments has a
//!   displaced card, and pairs that share no segment each need their own;
//! - then, among the segments still left, disjoint cycles of longer
//!   reach: a card a that stays goes home before every card it covers,
//!   so before each card b with a lower card of b's suit under a (an
//!   edge a -> b). Around a cycle of such edges not every card can stay,
//!   so one of its segments has a displaced card. (A crossed pair is a
//!   cycle of two; the matching leaves none of two among the rest.)
//!
//! `docs/solver.md` gives the argument in full. The bound never
//! overestimates, but is not shown consistent (a move changes which pairs
//! cross, and a greedy matching of the new ones can shrink by more than
//! the move costs), so the search reopens a position reached again by
//! fewer moves.

use crate::board::GameBoard;
use crate::card::Card;
use crate::rules::Build;

/// No card of a suit below: higher than every rank.
const NONE: u8 = 14;

/// A card of a segment with no card that must move: where it lies, and
/// the lowest rank of each suit below it in its cascade.
#[derive(Clone, Copy)]
struct Free {
    cascade: u8,
    segment: u8,
    suit: u8,
    rank: u8,
    below: [u8; 4],
}

/// The lower bound of `board`: the segments that hold a card that must
/// move, a matching of crossed pairs among the others, and disjoint
/// longer cycles among those left (see the module's notes).
pub fn lower_bound(board: &GameBoard) -> u32 {
    let (must, pairs, cycles) = parts(board);
    must + pairs + cycles
}

/// The lower bound of a position whose cascades hold `cascades` (each
/// bottom card first), built by `build`: what [`lower_bound`] says of its
/// board, for a backend that keeps no board.
pub fn lower_bound_of<C: IntoIterator<Item = Card>>(
    cascades: impl IntoIterator<Item = C>,
    build: Build,
) -> u32 {
    let (must, pairs, cycles) = parts_of(cascades, build);
    must + pairs + cycles
}

/// The three parts of the bound: the segments that hold a card above a
/// lower one of its suit, the crossed pairs matched among the rest, and
/// the longer cycles found among the segments still left.
pub(super) fn parts(board: &GameBoard) -> (u32, u32, u32) {
    let cascades = board
        .cascades()
        .iter()
        .map(|c| c.as_slice().iter().copied());
    parts_of(cascades, board.rules().build())
}

/// [`parts`] of the cascades `cascades`, built by `build`.
fn parts_of<C: IntoIterator<Item = Card>>(
    cascades: impl IntoIterator<Item = C>,
    build: Build,
) -> (u32, u32, u32) {
    let mut must = 0;
    let mut free = [Free {
        cascade: 0,
        segment: 0,
        suit: 0,
        rank: 0,
        below: [NONE; 4],
    }; 52];
    let mut n_free = 0;
    let mut segments = 0u8;
    for (c, cascade) in cascades.into_iter().enumerate() {
        let mut lowest = [NONE; 4];
        // The free cards of the segment being read, from `start` on; the
        // segment's cards are dropped from them once it must move.
        let mut start = n_free;
        let mut counted = false;
        let mut under: Option<Card> = None;
        for card in cascade {
            if under.is_some_and(|under| !build.stacks_on(card, under)) {
                counted = false;
                segments += 1;
                start = n_free;
            }
            let suit = card.suit().index();
            let rank = card.rank().value();
            if !counted && lowest[suit] < rank {
                must += 1;
                counted = true;
                n_free = start;
            }
            if !counted {
                free[n_free] = Free {
                    cascade: c as u8,
                    segment: segments,
                    suit: suit as u8,
                    rank,
                    below: lowest,
                };
                n_free += 1;
            }
            lowest[suit] = lowest[suit].min(rank);
            under = Some(card);
        }
        segments += u8::from(under.is_some());
    }
    let free = &free[..n_free];
    let (pairs, matched) = crossed_pairs(free, segments);
    (must, pairs, cycles(free, matched))
}

/// A matching of the crossed pairs among the segments of `free`, found
/// greedily (any matching keeps the bound a bound; a larger one makes it
/// stronger): how many pairs, and their segments, one bit each.
fn crossed_pairs(free: &[Free], segments: u8) -> (u32, u64) {
    // Which segments each segment is crossed with, one bit each.
    let mut crossed = [0u64; 64];
    for (i, a) in free.iter().enumerate() {
        for b in &free[i + 1..] {
            if a.cascade != b.cascade
                && b.rank > a.below[usize::from(b.suit)]
                && a.rank > b.below[usize::from(a.suit)]
            {
                crossed[usize::from(a.segment)] |= 1 << b.segment;
                crossed[usize::from(b.segment)] |= 1 << a.segment;
            }
        }
    }
    let mut matched = 0u64;
    let mut pairs = 0;
    loop {
        // The unmatched segment with the fewest unmatched partners, and
        // of its partners the one with the fewest.
        let degree = |s: usize| (crossed[s] & !matched).count_ones();
        let pick = |set: u64| {
            (0..usize::from(segments))
                .filter(|&s| set & (1 << s) != 0 && degree(s) > 0)
                .min_by_key(|&s| degree(s))
        };
        let Some(s) = pick(!matched) else {
            break;
        };
        let t = pick(crossed[s] & !matched).expect("a partner");
        matched |= (1 << s) | (1 << t);
        pairs += 1;
    }
    (pairs, matched)
}

/// Disjoint cycles of "goes home before" among the cards of `free` whose
/// segments are not in `taken`, found greedily, shortest first: a card a
/// that is not displaced goes home before every card it covers, so before
/// each card b of another suit with a lower card of b's suit under a; a
/// cycle of such cards cannot all stay, so one of its segments has a
/// displaced card, and cycles that share no segment each need their own.
/// (The pairs of [`crossed_pairs`] are the cycles of two.)
fn cycles(free: &[Free], taken: u64) -> u32 {
    // The cards left, and by suit and rank the one of each (a card is
    // one of a kind), one bit each; then by suit and rank the cards of
    // the suit above the rank.
    let mut alive = 0u64;
    let mut above = [[0u64; 15]; 4];
    for (i, a) in free.iter().enumerate() {
        if taken & (1 << a.segment) == 0 {
            alive |= 1 << i;
            above[usize::from(a.suit)][usize::from(a.rank) - 1] |= 1 << i;
        }
    }
    if alive == 0 {
        return 0;
    }
    for suit in &mut above {
        for rank in (0..14).rev() {
            suit[rank] |= suit[rank + 1];
        }
    }
    // Which cards each card goes home before (if it stays), those of its
    // own segment left out.
    let mut out = [0u64; 52];
    let mut segment = [0u64; 64];
    for i in ones(alive) {
        segment[usize::from(free[i].segment)] |= 1 << i;
    }
    for i in ones(alive) {
        let a = free[i];
        let after = (0..4).fold(0, |set, s| set | above[s][usize::from(a.below[s]).min(14)]);
        out[i] = after & !segment[usize::from(a.segment)];
    }
    let mut found = 0;
    loop {
        // Peel the cards on no cycle: those before none of the others
        // left.
        loop {
            let before = alive;
            for i in ones(alive) {
                if out[i] & alive == 0 {
                    alive &= !(1 << i);
                }
            }
            if alive == before {
                break;
            }
        }
        if alive == 0 {
            return found;
        }
        // The shortest cycle through some card left, by layers.
        let mut best: Option<Vec<u64>> = None;
        for s in ones(alive) {
            let mut layers = vec![1u64 << s];
            let mut reached = 1u64 << s;
            let closed = loop {
                let last = *layers.last().unwrap();
                let next = ones(last).fold(0, |set, f| set | out[f]) & alive;
                if next & (1 << s) != 0 {
                    break true;
                }
                let new = next & !reached;
                if new == 0 || best.as_ref().is_some_and(|b| layers.len() + 1 >= b.len()) {
                    break false;
                }
                reached |= new;
                layers.push(new);
            };
            if closed {
                let shortest = layers.len() == 2;
                best = Some(layers);
                if shortest {
                    break;
                }
            }
        }
        let Some(layers) = best else {
            return found;
        };
        // Back from the start along the layers: a card of each that goes
        // home before the card after it on the cycle; then the cycle's
        // segments are taken out.
        let mut then = layers[0].trailing_zeros() as usize;
        let mut taken = 0u64;
        for &layer in layers.iter().rev() {
            let card = ones(layer)
                .find(|&c| out[c] & (1 << then) != 0)
                .expect("a card of the layer before");
            taken |= segment[usize::from(free[card].segment)];
            then = card;
        }
        found += 1;
        alive &= !taken;
    }
}

/// The indices of the bits set in `set`, lowest first.
fn ones(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let bit = set.trailing_zeros() as usize;
        set &= set.wrapping_sub(1);
        (bit < 64).then_some(bit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const RANKS: [&str; 13] = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
    ];

    /// The position whose first cascades are `cascades` (bottom first);
    /// of each suit, the cards below its lowest one written here are home,
    /// the others in the last cascade, highest first (so none of them
    /// counts).
    fn board(cascades: &[&str]) -> GameBoard {
        let used: String = cascades.concat();
        let mut home = Vec::new();
        let mut rest = Vec::new();
        for suit in ["C", "D", "H", "S"] {
            let mut built = String::new();
            let mut open = true;
            for (r, rank) in RANKS.iter().enumerate() {
                let code = format!("{rank}{suit}");
                if used.contains(&code) {
                    open = false;
                } else if open {
                    built.push_str(&code);
                } else {
                    rest.push((r, code));
                }
            }
            home.push(built);
        }
        rest.sort_by_key(|&(rank, _)| std::cmp::Reverse(rank));
        let mut text: Vec<String> = cascades.iter().map(|c| c.to_string()).collect();
        text.resize(7, String::new());
        text.push(rest.into_iter().map(|(_, code)| code).collect());
        text.extend(["", "", "", ""].map(String::from));
        text.extend(home);
        GameBoard::from_text(&text.join("/")).unwrap()
    }

    #[test]
    fn counts_segments_that_hold_a_card_above_a_lower_one_of_its_suit() {
        // QS over TS must move: one segment.
        assert_eq!(lower_bound(&board(&["TSQS"])), 1);
        // QS and KS both over TS, in two segments: two moves.
        assert_eq!(lower_bound(&board(&["TSQSKS"])), 2);
        // KS QH JS built down: one segment, one move carries them all.
        assert_eq!(lower_bound(&board(&["TSKSQHJS"])), 1);
        // Nothing over a lower card of its suit: nothing to count.
        assert_eq!(lower_bound(&board(&["QSTS"])), 0);
        // Two cascades, each with a segment to move.
        assert_eq!(lower_bound(&board(&["TSQS", "JHKH"])), 2);
    }

    #[test]
    fn counts_a_matching_of_crossed_pairs_among_the_other_segments() {
        // QS over JH, and KH over TS: QS home before JH, JH before KH, KH
        // before TS, TS before QS, unless one of QS and KH moves.
        assert_eq!(parts(&board(&["JHQS", "TSKH"])), (0, 1, 0));
        // Not crossed when KH lies under TS.
        assert_eq!(parts(&board(&["JHQS", "KHTS"])), (0, 0, 0));
        // Two such pairs, in other suits, that share no segment.
        assert!(parts(&board(&["JHQS", "TSKH", "JDQC", "TCKD"])).1 >= 2);
        // JS must move (over TS), its segment counted; KH, a segment of
        // its own above them, still crosses QS.
        assert_eq!(parts(&board(&["JHQS", "TSJSKH"])), (1, 1, 0));
        // KH must move (over TH): its segment is counted, and no pair.
        assert_eq!(parts(&board(&["JHQS", "THTSKH"])), (1, 0, 0));
    }

    #[test]
    fn counts_disjoint_longer_cycles_among_the_segments_left() {
        // KS over QH, KH over QD, KD over QS: KS home before KH, KH
        // before KD, KD before KS, unless one of the three moves; no two
        // of them cross.
        assert_eq!(parts(&board(&["QHKS", "QDKH", "QSKD"])), (0, 0, 1));
        // Through four cascades: KS before KH, KH before KD, KD before
        // KC, KC before KS.
        assert_eq!(parts(&board(&["QHKS", "QDKH", "QCKD", "QSKC"])), (0, 0, 1));
        // Not a cycle when KD lies under QS.
        assert_eq!(parts(&board(&["QHKS", "QDKH", "KDQS"])), (0, 0, 0));
    }
}

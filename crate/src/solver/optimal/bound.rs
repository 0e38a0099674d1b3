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
//!   displaced card, and pairs that share no segment each need their own.
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
/// move, and a matching of crossed pairs among the others (see the
/// module's notes).
pub fn lower_bound(board: &GameBoard) -> u32 {
    let (must, crossed) = parts(board);
    must + crossed
}

/// The lower bound of a position whose cascades hold `cascades` (each
/// bottom card first), built by `build`: what [`lower_bound`] says of its
/// board, for a backend that keeps no board.
pub fn lower_bound_of<C: IntoIterator<Item = Card>>(
    cascades: impl IntoIterator<Item = C>,
    build: Build,
) -> u32 {
    let (must, crossed) = parts_of(cascades, build);
    must + crossed
}

/// The two parts of the bound: the segments that hold a card above a
/// lower one of its suit, and the crossed pairs matched among the rest.
pub(super) fn parts(board: &GameBoard) -> (u32, u32) {
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
) -> (u32, u32) {
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
    (must, crossed_pairs(&free[..n_free], segments))
}

/// A matching of the crossed pairs among the segments of `free`, found
/// greedily (any matching keeps the bound a bound; a larger one makes it
/// stronger).
fn crossed_pairs(free: &[Free], segments: u8) -> u32 {
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
            return pairs;
        };
        let t = pick(crossed[s] & !matched).expect("a partner");
        matched |= (1 << s) | (1 << t);
        pairs += 1;
    }
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
        assert_eq!(parts(&board(&["JHQS", "TSKH"])), (0, 1));
        // Not crossed when KH lies under TS.
        assert_eq!(parts(&board(&["JHQS", "KHTS"])), (0, 0));
        // Two such pairs, in other suits, that share no segment.
        assert!(parts(&board(&["JHQS", "TSKH", "JDQC", "TCKD"])).1 >= 2);
        // JS must move (over TS), its segment counted; KH, a segment of
        // its own above them, still crosses QS.
        assert_eq!(parts(&board(&["JHQS", "TSJSKH"])), (1, 1));
        // KH must move (over TH): its segment is counted, and no pair.
        assert_eq!(parts(&board(&["JHQS", "THTSKH"])), (1, 0));
    }
}

//! The optimal search's lower bound: how many counted moves (moves not to
//! a foundation) any win from a position still needs, at least.
//!
//! A card *must move* if it lies above a lower card of its own suit in
//! its cascade: it cannot go home before that card, which cannot go home
//! while it is covered, so the card leaves its place by a counted move.
//! The cards a move carries out of a cascade lie together on top of it
//! and form a run by the game's building rule, so one move carries cards
//! of at most one *segment*: a longest stretch of a cascade in which every
//! card builds on the one below it. The bound is the number of segments,
//! over all cascades, that hold a card that must move. `docs/solver.md`
//! gives the argument that it never overestimates (it is consistent).

use crate::board::GameBoard;

/// The lower bound of `board`: the segments that hold a card that must
/// move, counted over the cascades (see the module's notes).
pub fn lower_bound(board: &GameBoard) -> u32 {
    let build = board.rules().build();
    let mut bound = 0;
    for cascade in board.cascades() {
        let cards = cascade.as_slice();
        // The lowest rank of each suit seen below, 14 for none.
        let mut lowest = [14u8; 4];
        let mut counted = false;
        for (i, &card) in cards.iter().enumerate() {
            if i > 0 && !build.stacks_on(card, cards[i - 1]) {
                counted = false;
            }
            let suit = card.suit().index();
            let rank = card.rank().value();
            if !counted && lowest[suit] < rank {
                bound += 1;
                counted = true;
            }
            lowest[suit] = lowest[suit].min(rank);
        }
    }
    bound
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
}

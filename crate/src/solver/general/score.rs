//! The general solver's score of a position (lower is closer to a win):
//! a weighted count of what stands between it and the foundations, read
//! off the board with the game's own rules (how cascades build, what may
//! start an empty one), so one score serves FreeCell, the games built by
//! suit and the games where only a king starts an empty cascade. What the
//! score counts is [`Features`], how it weighs them [`Weights`], as in the
//! standard backend's `score.rs`; the counting, cascade by cascade, is in
//! `counts`.

use crate::rules::MAX_CASCADES;
#[cfg(test)]
use crate::{
    board::GameBoard,
    card::{Card, Rank},
    rules::EmptyCascade,
};

/// What the score counts in a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Cards not home: the work left.
    pub left: u32,
    /// Cards lying on the next card of each suit's foundation: each must
    /// move before that card can go home.
    pub buried: u32,
    /// Free cells in use: each one used is a move fewer to spare.
    pub free_used: u32,
    /// Empty cascades: room that lets runs move and cards wait.
    pub empty_cascades: u32,
    /// Cards above a lower card of their cascade: each must move off it
    /// before that card goes home.
    pub over_lower: u32,
    /// Cards that do not build on the card below them by the game's rule
    /// (in a game built by suit, the runs out of suit order): each ends a
    /// run that one move could carry, so each is a move to come.
    pub breaks: u32,
    /// Where only a king may start an empty cascade, kings not at the
    /// bottom of one (in a cascade above other cards, or in a free cell):
    /// each needs an empty cascade, which only a king can then fill.
    pub misplaced_kings: u32,
}

impl Features {
    /// The features of `board` as their definitions say, card by card,
    /// with nothing of `counts`: what its counts must agree with.
    #[cfg(test)]
    pub fn of(board: &GameBoard) -> Features {
        let rules = board.rules();
        let kings_only = rules.empty_cascades() == EmptyCascade::KingsOnly;
        // The next card of some foundation: an ace while one is empty, or
        // the card above a foundation's top.
        let is_next = |card: Card| {
            board
                .foundations()
                .iter()
                .any(|f| match f.as_slice().last() {
                    None => card.rank() == Rank::Ace,
                    Some(top) => {
                        top.suit() == card.suit() && card.rank().value() == top.rank().value() + 1
                    }
                })
        };
        let mut f = Features {
            left: 52 - board.cards_home() as u32,
            ..Features::default()
        };
        for cell in board.free_cells() {
            if let Some(&card) = cell.as_slice().last() {
                f.free_used += 1;
                f.misplaced_kings += u32::from(kings_only && card.rank() == Rank::King);
            }
        }
        for cascade in board.cascades() {
            let cards = cascade.as_slice();
            f.empty_cascades += u32::from(cards.is_empty());
            for (depth, &card) in cards.iter().enumerate() {
                if is_next(card) {
                    f.buried += (cards.len() - 1 - depth) as u32;
                }
                let Some(below) = depth.checked_sub(1).map(|d| cards[d]) else {
                    continue;
                };
                f.breaks += u32::from(!rules.build().stacks_on(card, below));
                f.over_lower += u32::from(cards[..depth].iter().any(|c| c.rank() < card.rank()));
                f.misplaced_kings += u32::from(kings_only && card.rank() == Rank::King);
            }
        }
        f
    }

    /// Whether every card is home.
    pub fn is_won(&self) -> bool {
        self.left == 0
    }
}

/// How much each feature weighs in a score: a named weight each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    pub left: u32,
    pub buried: u32,
    pub free_used: u32,
    /// Taken off the score, per empty cascade.
    pub empty_cascades: u32,
    pub over_lower: u32,
    pub breaks: u32,
    pub misplaced_kings: u32,
}

impl Weights {
    /// The score of a position with `features`: the weighted counts, less
    /// the empty cascades' weight, above a floor that keeps it positive.
    /// A won position scores below every other (every count 0, every
    /// cascade empty) as long as cards left weigh something: the beam needs
    /// that.
    pub fn score(&self, f: &Features) -> u32 {
        let floor = self.empty_cascades * MAX_CASCADES as u32;
        floor
            + f.left * self.left
            + f.buried * self.buried
            + f.free_used * self.free_used
            + f.over_lower * self.over_lower
            + f.breaks * self.breaks
            + f.misplaced_kings * self.misplaced_kings
            - f.empty_cascades * self.empty_cascades
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    /// The counts of a position written by hand.
    #[test]
    fn features_count_what_they_say() {
        // Seahaven: built by suit, kings only. Cascade 1 holds 2C (the next
        // club) under KH and 3C; cascade 2 holds 5S (the next spade) under
        // KS; cascades 3 and 4 are runs by suit; a free cell holds KD (the
        // next diamond); the other cards are home.
        let cascades = ["2CKH3C", "5SKS", "KCQCJCTC9C8C7C6C5C4C", "QSJSTS9S8S7S6S"];
        let free_cells = ["KD", "", "", ""];
        let foundations = [
            "AC",
            "AD2D3D4D5D6D7D8D9DTDJDQD",
            "AH2H3H4H5H6H7H8H9HTHJHQH",
            "AS2S3S4S",
        ];
        let mut piles = cascades.to_vec();
        piles.resize(10, "");
        piles.extend(free_cells.iter().chain(&foundations));
        let text = format!("seahaven:{}", piles.join("/"));
        let board = GameBoard::from_text(&text).unwrap();
        let f = Features::of(&board);
        assert_eq!(board.rules(), Game::Seahaven.rules());
        assert_eq!(f.left, 23);
        assert_eq!(f.free_used, 1);
        assert_eq!(f.empty_cascades, 6);
        // 2C lies under two cards, KH (the next heart) under one, 5S
        // under one.
        assert_eq!(f.buried, 4);
        // KH on 2C, 3C on KH, KS on 5S: the runs are by suit.
        assert_eq!(f.breaks, 3);
        // KH and 3C lie over 2C; KS over 5S.
        assert_eq!(f.over_lower, 3);
        // KH and KS above other cards, KD in a free cell.
        assert_eq!(f.misplaced_kings, 3);
    }

    #[test]
    fn a_won_position_scores_lowest() {
        let weights = Weights {
            left: 1,
            buried: 0,
            free_used: 0,
            empty_cascades: 9,
            over_lower: 0,
            breaks: 0,
            misplaced_kings: 0,
        };
        let won = Features {
            empty_cascades: 10,
            ..Features::default()
        };
        let one_left = Features {
            left: 1,
            free_used: 1,
            empty_cascades: 10,
            ..Features::default()
        };
        assert!(weights.score(&won) < weights.score(&one_left));
    }
}

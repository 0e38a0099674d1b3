//! The score's features counted cascade by cascade ([`Counter`]), so that
//! a position one move away counts again only the cascades the move
//! changed: the family's counterpart of `standard/counts.rs`, which keeps
//! its counts by each cascade's bottom card instead.

use crate::board::{wanted_home, CellT, GameBoard, Move};
use crate::card::{Card, Rank};
use crate::rules::{Build, EmptyCascade, MAX_CASCADES};

use super::score::Features;

/// What one cascade adds to the counts of [`Features`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct CascadeFeatures {
    empty: u32,
    buried: u32,
    over_lower: u32,
    breaks: u32,
    misplaced_kings: u32,
}

/// The features of a position, with what each cascade adds to them: the
/// features of a position one move away count again only the cascades
/// the move changed, when it sent no card home (most moves).
pub struct Counter {
    features: Features,
    shares: [CascadeFeatures; MAX_CASCADES],
    /// The next card each suit's foundation needs, one bit per index
    /// (and every ace while a foundation is empty).
    needed: u64,
    build: Build,
    kings_only: bool,
}

impl Counter {
    /// Counts `board` from scratch.
    pub fn new(board: &GameBoard) -> Counter {
        let rules = board.rules();
        let needed = needed_by(board);
        let mut counter = Counter {
            features: Features::default(),
            shares: [CascadeFeatures::default(); MAX_CASCADES],
            needed,
            build: rules.build(),
            kings_only: rules.empty_cascades() == EmptyCascade::KingsOnly,
        };
        let mut features = counter.free_cells_of(board);
        for (share, cascade) in counter.shares.iter_mut().zip(board.cascades()) {
            *share = Counter::share_of(
                cascade.as_slice(),
                needed,
                counter.build,
                counter.kings_only,
            );
            features.add(share);
        }
        counter.features = features;
        counter
    }

    /// The features of the position counted.
    #[cfg(test)]
    pub fn features(&self) -> Features {
        self.features
    }

    /// The features of `child`, the position after `mv` (and the autoplay)
    /// from the one counted: counted again only where `mv` changed it, if
    /// the autoplay sent nothing home.
    pub fn child(&self, mv: Move, child: &GameBoard) -> Features {
        if 52 - child.cards_home() as u32 != self.features.left {
            return Counter::new(child).features;
        }
        let mut features = self.free_cells_of(child);
        let mut shares = self.shares;
        for pile in [mv.from, mv.to] {
            if pile.cell == CellT::Tableau {
                let cards = child.stack(pile).as_slice();
                shares[pile.index] =
                    Counter::share_of(cards, self.needed, self.build, self.kings_only);
            }
        }
        for share in &shares[..child.cascades().len()] {
            features.add(share);
        }
        features
    }

    /// The counts of the free cells, and the cards left.
    fn free_cells_of(&self, board: &GameBoard) -> Features {
        let mut features = Features {
            left: 52 - board.cards_home() as u32,
            ..Features::default()
        };
        for cell in board.free_cells() {
            if let Some(card) = cell.as_slice().last() {
                features.free_used += 1;
                features.misplaced_kings += u32::from(self.kings_only && card.rank() == Rank::King);
            }
        }
        features
    }

    /// What a cascade of `cards` (bottom first) adds.
    fn share_of(cards: &[Card], needed: u64, build: Build, kings_only: bool) -> CascadeFeatures {
        let mut share = CascadeFeatures::default();
        let Some((&bottom, _)) = cards.split_first() else {
            share.empty = 1;
            return share;
        };
        let mut lowest = bottom.rank();
        for (depth, pair) in cards.windows(2).enumerate() {
            let (below, card) = (pair[0], pair[1]);
            share.breaks += u32::from(!build.stacks_on(card, below));
            share.over_lower += u32::from(card.rank() > lowest);
            share.misplaced_kings += u32::from(kings_only && card.rank() == Rank::King);
            lowest = lowest.min(card.rank());
            if needed & (1 << below.index()) != 0 {
                share.buried += (cards.len() - 1 - depth) as u32;
            }
        }
        share
    }
}

/// The cards the foundations of `board` take next, one bit per index:
/// the engine's own mask (the card above each foundation's top card, and
/// every ace while a foundation is empty).
fn needed_by(board: &GameBoard) -> u64 {
    let mut tops = [None; 4];
    for (top, foundation) in tops.iter_mut().zip(board.foundations()) {
        *top = foundation.as_slice().last().copied();
    }
    wanted_home(&tops)
}

impl Features {
    fn add(&mut self, share: &CascadeFeatures) {
        self.empty_cascades += share.empty;
        self.buried += share.buried;
        self.over_lower += share.over_lower;
        self.breaks += share.breaks;
        self.misplaced_kings += share.misplaced_kings;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    /// The counts, from scratch and carried over from a position to the
    /// next, agree with the features' definitions, along wandering games
    /// of every game.
    #[test]
    fn counts_of_a_child_agree_with_counts_from_scratch() {
        use crate::solver::general::successor::{Autoplay, GameGraph};
        for game in Game::ALL {
            let positions = GameGraph::new(game.rules(), Autoplay::NeverNeeded);
            let (_, mut board) =
                positions.start(&GameBoard::from_deal_of(game.rules(), 11).unwrap());
            for step in 0..60 {
                let counter = Counter::new(&board);
                assert_eq!(counter.features(), Features::of(&board));
                let mut children = Vec::new();
                board.for_each_move(|mv| {
                    let child = positions.after(&board, mv);
                    assert_eq!(
                        counter.child(mv, &child),
                        Features::of(&child),
                        "{game} {step}"
                    );
                    children.push(child);
                });
                let Some(&next) = children.get(step * 5 % children.len().max(1)) else {
                    break;
                };
                board = next;
            }
        }
    }
}

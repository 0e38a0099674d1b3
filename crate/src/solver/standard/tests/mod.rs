//! The tests that pin this fast path to the engine (`engine`) and its
//! counts to their definitions (`counts`), along games that wander from
//! many deals under both autoplays.

use crate::board::{GameBoard, Move, Pile};
use crate::rules::Build;

use super::super::autoplay::{settle, Autoplay};
use super::counts::{free_cells_used, needed_cards};
use super::key::Layout;
use super::piles::{runs_of, LayoutPiles};
use super::scan::{features_with, Scan, EMPTY};
use super::score::{CostlyWeights, Features};
use super::step::Step;

mod counts;
mod engine;
#[cfg(not(target_arch = "wasm32"))]
mod positions;

/// Both features that cost extra, weighed, so that the counts that
/// share work count them too.
const BOTH: CostlyWeights = CostlyWeights {
    buried_next: 1,
    free_distance: 1,
};

/// The features of a board as their definitions say, counted card by
/// card with nothing shared.
fn by_definition(board: &GameBoard) -> Features {
    let mut next_rank = [1u8; 4];
    for i in 0..4 {
        if let Some(top) = board.top(Pile::home_cell(i)) {
            next_rank[top.suit().index()] = top.rank().value() + 1;
        }
    }
    let mut f = Features {
        left: 52 - board.cards_home() as u32,
        free_used: (0..4)
            .filter(|&i| board.top(Pile::free_cell(i)).is_some())
            .count() as u32,
        ..Features::default()
    };
    for i in 0..8 {
        let cards = board.stack(Pile::tableau(i)).as_slice();
        f.empty_cascades += u32::from(cards.is_empty());
        let mut lowest = u8::MAX;
        let mut lowest_of_suit = [u8::MAX; 4];
        let mut below_out_of_order = false;
        let mut sorted = true;
        for (depth, card) in cards.iter().enumerate() {
            let rank = card.rank().value();
            let suit = card.suit().index();
            let over_lower = rank > lowest;
            sorted = sorted && (depth == 0 || rank < lowest);
            if !sorted {
                f.unsorted += 1;
            }
            let stacks = depth > 0 && Build::AlternateColours.stacks_on(*card, cards[depth - 1]);
            if depth > 0 && !stacks {
                f.breaks += 1;
            }
            if over_lower {
                f.over_lower += 1;
                if !(below_out_of_order && stacks) {
                    f.over_lower_runs += 1;
                }
            }
            below_out_of_order = over_lower;
            if rank > lowest_of_suit[suit] {
                f.over_own_suit += 1;
            }
            lowest = lowest.min(rank);
            lowest_of_suit[suit] = lowest_of_suit[suit].min(rank);
            if rank == next_rank[suit] {
                f.buried += (cards.len() - 1 - depth) as u32;
            }
        }
    }
    f
}

/// Every position one move away (each followed by the autoplay), lent
/// with the move that leads there: one copy of the board per move.
fn for_each_successor(board: &GameBoard, autoplay: Autoplay, mut f: impl FnMut(Move, &GameBoard)) {
    board.for_each_move(|mv| {
        let mut next = *board;
        next.play_unchecked(mv);
        settle(&mut next, autoplay, |_| {});
        f(mv, &next);
    });
}

/// Calls `f` with each position of games of deals 1..=40 under
/// `autoplay` and its successors (each step takes a successor chosen by
/// a simple rotation, so the games wander).
fn wander(autoplay: Autoplay, mut f: impl FnMut(&GameBoard, &[GameBoard])) {
    for deal in 1..=40 {
        let mut board = GameBoard::from_deal(deal).unwrap();
        settle(&mut board, autoplay, |_| {});
        for step in 0..60 {
            let mut next_boards = Vec::new();
            for_each_successor(&board, autoplay, |_, next| next_boards.push(*next));
            f(&board, &next_boards);
            if next_boards.is_empty() {
                break;
            }
            board = next_boards[(step * 7 + deal as usize) % next_boards.len()];
        }
    }
}

/// Calls `f` with every step of every position of the wandering games
/// under `autoplay`, as listed on the position's layout, with the
/// position (the real board), its layout and what that reads as.
fn each_layout_step(
    autoplay: Autoplay,
    mut f: impl FnMut(&GameBoard, &Layout, &LayoutPiles, Step),
) {
    wander(autoplay, |board, _| {
        let layout = Layout::of(board);
        let piles = LayoutPiles::read(&layout);
        let runs = runs_of(&layout.board());
        piles.for_each_step(&runs, |step| f(board, &layout, &piles, step));
    });
}

/// The features of a whole board, counted from scratch: what the
/// shared counts of [`CascadeCache`] must agree with.
#[cfg(test)]
fn full_count(board: &GameBoard) -> Features {
    let needed = needed_cards(board);
    let mut counts = 0;
    let mut buried = 0;
    for i in 0..8 {
        let cards = board.stack(Pile::tableau(i)).as_slice();
        let mut scan = Scan::START;
        for (depth, &card) in cards.iter().enumerate() {
            scan.push(card);
            if needed >> card.index() & 1 != 0 {
                buried += (cards.len() - 1 - depth) as u32;
            }
        }
        counts += if cards.is_empty() {
            1 << EMPTY
        } else {
            scan.counts
        };
    }
    features_with(board.cards_home(), free_cells_used(board), counts, buried)
}

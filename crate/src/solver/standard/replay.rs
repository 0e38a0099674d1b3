//! A search's path replayed on the real board as the engine's moves, with
//! every move of the autoplay written out.

use crate::board::{CellT, GameBoard, Move, Pile};

use super::super::autoplay::{settle, Autoplay};
use super::counts::needed_cards;
use super::key::{free_cells, tops_of, Bottoms, Layout};
use super::problems::LayoutNode;
use super::step::Step;

/// What [`settle`] does to `board` when it ends with `home` cards home, as
/// a layout the search reached after the autoplay says: the engine is
/// asked for each move the autoplay makes, and not once more only to find
/// that it has none left (after most steps, none at all).
fn settle_to(board: &mut GameBoard, autoplay: Autoplay, home: usize, mut played: impl FnMut(Move)) {
    for _ in board.cards_home()..home {
        let mv = board.autoplay_move(autoplay);
        let mv = mv.expect("the autoplay sends home the cards the layout has home");
        board.play_unchecked(mv);
        played(mv);
    }
}

/// The real moves, from `start`, along `path` (whose first position is
/// `start`'s after the autoplay): each step, which was made on the board
/// its layout decodes to, is played on the real board, whose cascades and
/// free cells may lie in another order, then its autoplay moves.
pub fn moves_of(start: &GameBoard, autoplay: Autoplay, path: &[LayoutNode]) -> Vec<Move> {
    let mut board = *start;
    // Each step's move, and at most 52 moves home by the autoplay.
    let mut moves = Vec::with_capacity(path.len() + 52);
    let home = |reached: &LayoutNode| reached.layout.cards_home();
    settle_to(&mut board, autoplay, home(&path[0]), |mv| moves.push(mv));
    debug_assert_eq!(Layout::of(&board), path[0].layout);
    for reached in &path[1..] {
        let step = reached.step.expect("only the start has no step");
        let mv = on_board(&board, step.mv());
        board.play_unchecked(mv);
        moves.push(mv);
        settle_to(&mut board, autoplay, home(reached), |mv| moves.push(mv));
        debug_assert_eq!(Layout::of(&board), reached.layout);
    }
    moves
}

/// `mv`, a move on the board that `board`'s layout decodes to, as the same
/// move on `board`. The decoded board has the cascades in the layout's
/// order (the empty ones first, then by bottom card), the free cells' cards
/// first in ascending order, and each suit's foundation at its own index;
/// the move's card goes to whichever foundation `board` builds it on.
pub(super) fn on_board(board: &GameBoard, mv: Move) -> Move {
    let order = Bottoms::of(board);
    let pile = |pile: Pile| match pile.cell {
        CellT::Tableau => Pile::tableau(nth_cascade(&order, pile.index)),
        CellT::FreeCell => Pile::free_cell(usize::from(free_cells(board)[pile.index].1)),
        CellT::HomeCell => pile,
    };
    let from = pile(mv.from);
    let to = match mv.to.cell {
        CellT::HomeCell => {
            let card = board.top(from).expect("a move takes a card");
            Pile::home_cell(board.home_for(card).expect("the move's card goes home"))
        }
        _ => pile(mv.to),
    };
    Move::with_count(from, to, mv.count)
}

/// The cascade that is `k`-th in the layout's order of a board whose
/// cascades lie in `order`: the empty ones first, in the board's order,
/// then by bottom card.
fn nth_cascade(order: &Bottoms, k: usize) -> usize {
    let mut bottoms = order.bottoms;
    if k < order.empty {
        return usize::from(order.empties[k]);
    }
    for _ in order.empty..k {
        bottoms &= bottoms - 1;
    }
    usize::from(order.cascade_of[bottoms.trailing_zeros() as usize & 63])
}

/// The real moves, from `start`, that go through the layouts of `path`
/// (whose first layout is `start`'s after the autoplay): each step's move,
/// found again among the engine's moves, then its autoplay moves. The
/// beam's paths are read this way; the best-first searches keep their
/// steps (see [`moves_of`]).
pub fn moves_along(start: &GameBoard, autoplay: Autoplay, path: &[Layout]) -> Vec<Move> {
    let mut board = *start;
    let mut moves = Vec::new();
    settle(&mut board, autoplay, |mv| moves.push(mv));
    for target in &path[1..] {
        // Most successors differ from the target in a top card: only the
        // others are played and need their layout. A quiet step's tops
        // are known without playing it.
        let tops = target.tops();
        let before = tops_of(&board);
        let mut found = None;
        Step::for_each(&board, needed_cards(&board), |step| {
            if found.is_some() || step.quiet && tops_after_quiet(&board, before, step.mv()) != tops
            {
                return;
            }
            let next = step.play(&board, autoplay);
            if tops_of(&next) == tops && Layout::of(&next) == *target {
                found = Some(step);
            }
        });
        let step = found.expect("each layout of the path follows from the one before");
        board.play_unchecked(step.mv());
        moves.push(step.mv());
        settle(&mut board, autoplay, |mv| moves.push(mv));
    }
    moves
}

/// What [`tops_of`] says after `mv` from `board`, a move that
/// [`is_quiet`](super::step::is_quiet), given `before`, what it says of `board`: the moved cards'
/// top card stays a top, the card they leave uncovered becomes one, and
/// the cascade top they cover no longer is.
pub(super) fn tops_after_quiet(board: &GameBoard, before: u64, mv: Move) -> u64 {
    let from = board.stack(mv.from).as_slice();
    let uncovered = match from.len().checked_sub(mv.count + 1) {
        Some(below) if mv.from.cell == CellT::Tableau => 1 << from[below].index(),
        _ => 0,
    };
    let covered = match board.top(mv.to) {
        Some(card) if mv.to.cell == CellT::Tableau => 1 << card.index(),
        _ => 0,
    };
    (before | uncovered) & !covered
}

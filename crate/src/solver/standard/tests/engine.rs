//! What this fast path stands on: a layout lists the engine's moves, in
//! its order, and plays them, with the autoplay, into the layouts of the
//! positions the engine reaches.

use crate::board::CellT;
use crate::card::Card;

use super::super::replay::on_board;
use super::*;

/// What this fast path stands on: along games that wander under both
/// autoplays, a layout's steps are the engine's moves, in its order,
/// on the board the layout decodes to, and each step, played with the
/// autoplay, leads to the layout of the position the engine reaches.
#[test]
fn a_layout_plays_as_the_engine_does() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        // How often the rarer paths were taken.
        let (mut sequences, mut from_free_cells, mut reordered, mut autoplayed) = (0, 0, 0, 0);
        wander(autoplay, |board, _| {
            let layout = Layout::of(board);
            let decoded = layout.board();
            let piles = LayoutPiles::read(&layout);
            let mut moves = Vec::new();
            decoded.for_each_move(|mv| moves.push(mv));
            let mut steps = Vec::new();
            piles.for_each_step(&runs_of(&decoded), |step| steps.push(step));
            let step_moves: Vec<Move> = steps.iter().map(|step| step.mv()).collect();
            assert_eq!(step_moves, moves, "{board:?}");
            for (&step, &mv) in steps.iter().zip(&moves) {
                let mut next = decoded;
                next.play_unchecked(mv);
                let mut autoplay_moves = 0;
                settle(&mut next, autoplay, |_| autoplay_moves += 1);
                assert!(!step.is_quiet() || autoplay_moves == 0);
                let child = piles.play(step, autoplay);
                assert_eq!(child.layout(&piles), Layout::of(&next), "{board:?} {mv:?}");
                sequences += usize::from(mv.count > 1);
                from_free_cells += usize::from(mv.from.cell == CellT::FreeCell);
                autoplayed += usize::from(autoplay_moves > 0);
                let empty = |b: &GameBoard| {
                    (0..8)
                        .filter(|&i| b.top(Pile::tableau(i)).is_none())
                        .count()
                };
                reordered += usize::from(empty(&next) != empty(&decoded));
            }
        });
        for (what, count) in [
            ("sequence moves", sequences),
            ("moves from free cells", from_free_cells),
            ("cascades emptied or filled", reordered),
            ("moves followed by the autoplay", autoplayed),
        ] {
            assert!(count > 300, "{count} {what}");
        }
    }
}

/// The piles made along with a successor's layout are the ones read
/// from it, after every step of every position of games that wander
/// under both autoplays, whichever way the layout was laid out.
#[test]
fn a_successor_reads_as_it_was_made() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let mut made = LayoutPiles::BLANK;
        let (mut kept_order, mut reordered) = (0, 0);
        wander(autoplay, |board, _| {
            let layout = Layout::of(board);
            let piles = LayoutPiles::read(&layout);
            piles.for_each_step(&runs_of(&layout.board()), |step| {
                let child = piles.play(step, autoplay);
                let (next, _) = child.layout_and_piles(&piles, &mut made);
                assert_eq!(next, child.layout(&piles));
                assert_eq!(made, LayoutPiles::read(&next), "{board:?} {:?}", step.mv());
                assert!(made.is_of(&next) && !piles.is_of(&next));
                if made.empty == piles.empty {
                    kept_order += 1;
                } else {
                    reordered += 1;
                }
            });
        });
        assert!(
            kept_order > 1000 && reordered > 300,
            "{kept_order} {reordered}"
        );
        assert!(!LayoutPiles::BLANK.is_of(&Layout::of(&GameBoard::from_deal(1).unwrap())));
    }
}

/// A layout read: its cascades, free cells and foundations are those
/// of the board it decodes to, at every position of a solution.
#[test]
fn piles_read_their_layout() {
    let start = GameBoard::from_deal(617).unwrap();
    let options = crate::SolveOptions {
        mode: crate::Mode::Fast,
        ..crate::SolveOptions::default()
    };
    let solution = crate::solve(&start, &options);
    assert!(solution.moves.len() > 52);
    for (board, _, _) in solution.steps(&start) {
        let layout = Layout::of(&board);
        let decoded = layout.board();
        let piles = LayoutPiles::read(&layout);
        for i in 0..8 {
            let cascade: Vec<Card> = piles.cascade(i).collect();
            assert_eq!(cascade, decoded.stack(Pile::tableau(i)).as_slice());
        }
        for (suit, top) in piles.tops.iter().enumerate() {
            assert_eq!(*top, decoded.top(Pile::home_cell(suit)));
        }
        assert_eq!(piles.cards_home(), board.cards_home());
        let free_used = (0..4).filter(|&i| board.top(Pile::free_cell(i)).is_some());
        assert_eq!(piles.free_used() as usize, free_used.count());
    }
}

/// The step back that a position reached by a quiet step leaves out
/// (see [`LayoutNode::back`]), when it lists it, leads to exactly the
/// position before: every quiet step of every position of the
/// wandering games, under both autoplays.
#[test]
fn the_step_left_out_leads_back_to_the_parent() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let (mut undone, mut kept) = (0, 0);
        each_layout_step(autoplay, |_, layout, piles, step| {
            if step.quiet_cascades().is_none() {
                return;
            }
            let child = piles.play(step, autoplay).layout(piles);
            let next = LayoutPiles::read(&child);
            let Some(mv) = next.step_back(piles.back_of(step)) else {
                kept += 1;
                return;
            };
            // Left out when it is listed, as a quiet step (a step that
            // uncovers a card the foundations need is not).
            let back = Step::new(mv, true);
            let mut listed = false;
            next.for_each_step(&runs_of(&child.board()), |s| listed |= s == back);
            if listed {
                assert_eq!(next.play(back, autoplay).layout(&next), *layout);
                undone += 1;
            } else {
                kept += 1;
            }
        });
        assert!(undone > 2000 && kept > 500, "{undone} undone, {kept} not");
    }
}

/// A step made on a layout, played on the real board it came from
/// (whose cascades and free cells lie in their own order), reaches the
/// position the step reaches on the layout: every step of every
/// position of the wandering games, under both autoplays.
#[test]
fn a_layout_step_plays_on_the_real_board() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let (mut played, mut moved_cascades) = (0, 0);
        each_layout_step(autoplay, |board, _, piles, step| {
            let expected = piles.play(step, autoplay).layout(piles);
            let mv = on_board(board, step.mv());
            let mut next = *board;
            next.play(mv).expect("the step is legal on the real board");
            settle(&mut next, autoplay, |_| {});
            assert_eq!(Layout::of(&next), expected, "{board:?} {mv:?}");
            played += 1;
            moved_cascades += usize::from(mv.from != step.mv().from);
        });
        assert!(played > 5_000, "{played} steps");
        assert!(
            moved_cascades > 1_000,
            "{moved_cascades} steps from other piles"
        );
    }
}

/// A step gives back the move it was made from: every move of every
/// position of the wandering games, in the engine's order.
#[test]
fn a_step_keeps_its_move() {
    let mut multi = 0;
    wander(Autoplay::Safe, |board, _| {
        let mut moves = Vec::new();
        board.for_each_move(|mv| moves.push(mv));
        let mut again = Vec::new();
        Step::for_each(board, needed_cards(board), |step| again.push(step.mv()));
        assert_eq!(again, moves);
        multi += moves.iter().filter(|mv| mv.count > 1).count();
    });
    assert!(multi > 100, "{multi} sequence moves");
}

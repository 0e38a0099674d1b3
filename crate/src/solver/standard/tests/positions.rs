//! The standard backend against the engine on arbitrary standard FreeCell
//! positions (see `board::positions`), not only those games from deals
//! reach: long cascades, full free cells with empty cascades, nearly won
//! boards, runs at the sequence-move limit.
//!
//! On every position, settled or not, a layout lists the engine's moves in
//! its order (the best-first searches' order of ties) with the runs its
//! counts find, and the same steps as the board lists (`Step::for_each`);
//! it marks a step quiet exactly when it goes to no foundation and
//! uncovers no card the foundations need, and plays each step, from the
//! board as from the layout, into the position the engine reaches (with
//! the autoplay after a step that is not quiet); the foundations' needs
//! are those of the board. On a settled position, as every search holds, each step with
//! the autoplay, safe or of every card, reaches the engine's position, a
//! quiet step leaves the autoplay nothing, and the step left out as the
//! way back is found exactly when the cards can go back, names their
//! piles, and leads back; and both backends' successors are the engine's
//! (`solver::fence`). A cascade's 19th card is always an ace, which the
//! autoplay sends home first, so only the unsettled positions show that a
//! layout lets a cascade hold it.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::board::positions::{cases, positions};
use crate::board::CellT;
use crate::card::{Card, Suit};
use crate::rules::Rules;

use super::super::counts::CascadeCache;
use super::*;

/// The cards the foundations of `board` need next, one bit per card
/// index: of each suit, the card one rank above its foundation's.
fn needs(board: &GameBoard) -> u64 {
    let mut needs = 0;
    for suit in Suit::ALL {
        let rank = board.home_rank(suit);
        if rank < 13 {
            let card = Card::new(suit, crate::card::Rank::ALL[usize::from(rank)]);
            needs |= 1 << card.index();
        }
    }
    needs
}

/// Whether the autoplay has nothing to do after `mv` from a settled
/// `board`, from what it does: the move goes to no foundation and leaves on
/// top no card a foundation needs.
fn quiet(board: &GameBoard, mv: Move) -> bool {
    let cards = board.stack(mv.from).as_slice();
    let uncovered = match mv.from.cell {
        CellT::Tableau if cards.len() > mv.count => Some(cards[cards.len() - mv.count - 1]),
        _ => None,
    };
    mv.to.cell != CellT::HomeCell && uncovered.is_none_or(|c| needs(board) >> c.index() & 1 == 0)
}

/// The cascades a quiet move not to a foundation takes from and puts on
/// (`None` for a free cell), or `None` for any other move.
fn quiet_cascades(board: &GameBoard, mv: Move) -> Option<(Option<usize>, Option<usize>)> {
    let cascade = |pile: crate::board::Pile| (pile.cell == CellT::Tableau).then_some(pile.index);
    let counted = quiet(board, mv) && mv.to.cell != CellT::HomeCell;
    counted.then(|| (cascade(mv.from), cascade(mv.to)))
}

/// `board`'s layout lists the engine's moves, in order, and plays them as
/// the engine does under both autoplays, or under `settled` alone, the
/// autoplay that is done on `board`.
fn check_layout(board: &GameBoard, settled: Option<Autoplay>) -> Result<(), TestCaseError> {
    let layout = Layout::of(board);
    let decoded = layout.board();
    prop_assert_eq!(Layout::of(&decoded), layout);
    prop_assert_eq!(decoded.cards_home(), board.cards_home());
    let piles = LayoutPiles::read(&layout);
    prop_assert_eq!(piles.needed(), needs(&decoded));
    prop_assert_eq!(needed_cards(board), needs(board));
    prop_assert_eq!(piles.cards_home(), board.cards_home());
    let used = board.free_cells().iter().filter(|s| !s.is_empty()).count();
    prop_assert_eq!(piles.free_used() as usize, used);
    let mut counts = CascadeCache::counting(BOTH);
    counts.count_piles(&piles);
    prop_assert_eq!(counts.runs(), runs_of(&decoded));
    let moves = decoded.legal_moves();
    let mut steps = Vec::new();
    piles.for_each_step(&counts.runs(), |step| steps.push(step));
    let listed: Vec<Move> = steps.iter().map(|s| s.mv()).collect();
    prop_assert_eq!(&listed, &moves, "{:?}", board);
    let mut from_board = Vec::new();
    Step::for_each(&decoded, needs(&decoded), |step| from_board.push(step));
    prop_assert_eq!(&from_board, &steps, "{:?}", board);
    let mut made = LayoutPiles::BLANK;
    for (&step, &mv) in steps.iter().zip(&moves) {
        prop_assert_eq!(step.is_quiet(), quiet(&decoded, mv), "{:?} {:?}", board, mv);
        prop_assert_eq!(step.source_index(), mv.from.index);
        prop_assert_eq!(step.quiet_cascades(), quiet_cascades(&decoded, mv));
        let autoplays = match settled {
            Some(autoplay) => vec![autoplay],
            None => vec![Autoplay::Safe, Autoplay::All],
        };
        let settled = settled.is_some();
        for autoplay in autoplays {
            let mut next = decoded;
            next.play_unchecked(mv);
            let mut autoplayed = 0;
            if settled || !step.is_quiet() {
                settle(&mut next, autoplay, |_| autoplayed += 1);
            }
            prop_assert!(!(settled && step.is_quiet()) || autoplayed == 0);
            prop_assert_eq!(step.play(&decoded, autoplay), next, "{:?} {:?}", board, mv);
            let child = piles.play(step, autoplay);
            prop_assert_eq!(child.needed(), needs(&next));
            let (laid, _) = child.layout_and_piles(&piles, &mut made);
            prop_assert_eq!(
                laid,
                Layout::of(&next),
                "{:?} {:?} {:?}",
                board,
                mv,
                autoplay
            );
            prop_assert_eq!(&made, &LayoutPiles::read(&laid));
            if settled && step.quiet_cascades().is_some() {
                // The way back is found exactly when the cards can go back
                // where they came from, and names their piles in the child.
                let after = LayoutPiles::read(&laid);
                let found = after.step_back(piles.back_of(step));
                prop_assert_eq!(
                    found,
                    way_back(&decoded, mv, &laid.board()),
                    "{:?} {:?}",
                    board,
                    mv
                );
                // The step back, where the child lists it, is the parent.
                if let Some(back) = found {
                    let back = Step::new(back, true);
                    let mut listed = false;
                    after.for_each_step(&runs_of(&laid.board()), |s| listed |= s == back);
                    if listed {
                        prop_assert_eq!(after.play(back, autoplay).layout(&after), layout);
                    }
                }
            }
        }
    }
    Ok(())
}

/// The move that puts back the cards the quiet `mv` moved from `parent`
/// to reach `child`, from the cards alone: from the pile of `child` whose
/// top cards they are, to the first empty free cell of `child` if they
/// came from a free cell, to its first empty cascade if they were all of
/// their cascade, else onto the card they lay on, if they stack on it
/// (`None` if not: cards as dealt cannot go back).
fn way_back(parent: &GameBoard, mv: Move, child: &GameBoard) -> Option<Move> {
    let from_cards = parent.stack(mv.from).as_slice();
    let moved = &from_cards[from_cards.len() - mv.count..];
    let holds = |stack: &crate::CardStack| stack.as_slice().ends_with(moved);
    let free = child.free_cells();
    let cascades = child.cascades();
    let from = match free.iter().position(holds) {
        Some(i) => Pile::free_cell(i),
        None => Pile::tableau(
            cascades
                .iter()
                .position(holds)
                .expect("the moved cards are on a pile"),
        ),
    };
    let to = if mv.from.cell != CellT::Tableau {
        Pile::free_cell(free.iter().position(|s| s.is_empty())?)
    } else if from_cards.len() == mv.count {
        Pile::tableau(cascades.iter().position(|s| s.is_empty())?)
    } else {
        let under = from_cards[from_cards.len() - mv.count - 1];
        if !Rules::default().build().stacks_on(moved[0], under) {
            return None;
        }
        Pile::tableau(
            cascades
                .iter()
                .position(|s| s.as_slice().last() == Some(&under))?,
        )
    };
    Some(Move::with_count(from, to, mv.count))
}

fn standard() -> impl Strategy<Value = Rules> {
    Just(Rules::default())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(12_000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// The standard backend plays as the engine does on any standard
    /// FreeCell position, before the autoplay and after it.
    #[test]
    fn the_standard_backend_plays_as_the_engine_on_any_position(board in positions(standard())) {
        check_layout(&board, None)?;
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let mut settled = board;
            settle(&mut settled, autoplay, |_| {});
            check_layout(&settled, Some(autoplay))?;
        }
        crate::solver::fence::check(&board);
    }
}

//! Properties of random play: no card is ever lost or duplicated, the move
//! generator and the rules agree, and refused moves change nothing.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use freecell::{CellT, GameBoard, Move, Pile};
use proptest::prelude::*;

fn all_cards(b: &GameBoard) -> Vec<usize> {
    let mut cards: Vec<usize> = Pile::all()
        .flat_map(|p| b.stack(p).as_slice().to_vec())
        .map(|c| c.index())
        .collect();
    cards.sort_unstable();
    cards
}

/// Every move between any two piles, of every count a cascade could carry.
fn every_move() -> impl Iterator<Item = Move> {
    Pile::all().flat_map(|from| {
        Pile::all().flat_map(move |to| (1..=13).map(move |count| Move::with_count(from, to, count)))
    })
}

/// What matters of a position: cascades and free cells as sets, foundations
/// as their tops, so moves that only differ in which empty cell or empty
/// cascade they use are the same outcome.
fn outcome(b: &GameBoard) -> (Vec<Vec<usize>>, Vec<usize>, Vec<Option<usize>>) {
    let pile = |p: Pile| {
        b.stack(p)
            .as_slice()
            .iter()
            .map(|c| c.index())
            .collect::<Vec<_>>()
    };
    let mut cascades: Vec<_> = (0..8).map(|i| pile(Pile::tableau(i))).collect();
    cascades.sort();
    let mut free: Vec<_> = (0..4).flat_map(|i| pile(Pile::free_cell(i))).collect();
    free.sort();
    let mut home: Vec<_> = (0..4)
        .map(|i| b.top(Pile::home_cell(i)).map(|c| c.index()))
        .collect();
    home.sort();
    (cascades, free, home)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_play_keeps_52_distinct_cards_and_the_rules_agree(
        deal in 1u64..1_000_000,
        choices in proptest::collection::vec(any::<prop::sample::Index>(), 1..120),
    ) {
        let mut board = GameBoard::from_deal(deal).unwrap();
        let full: Vec<usize> = (0..52).collect();
        for choice in choices {
            // isValidMove and makeMove agree on every possible move.
            let mut legal = Vec::new();
            for mv in every_move() {
                let valid = board.is_valid(mv).unwrap();
                let mut copy = board;
                let made = copy.play(mv);
                prop_assert_eq!(valid, made.is_ok(), "{:?}", mv);
                if valid {
                    legal.push((mv, copy));
                } else {
                    prop_assert_eq!(copy, board, "a refused move changed the board");
                }
            }
            // The generator gives legal moves only, and one for every outcome.
            let generated = board.legal_moves();
            let mut generated_outcomes = HashSet::new();
            for &mv in &generated {
                prop_assert!(board.is_valid(mv).unwrap(), "generated {:?} is illegal", mv);
                let mut copy = board;
                copy.play_unchecked(mv);
                generated_outcomes.insert(outcome(&copy));
            }
            for (mv, after) in &legal {
                let free_to_free = mv.from.cell == CellT::FreeCell && mv.to.cell == CellT::FreeCell;
                let no_change = outcome(after) == outcome(&board);
                prop_assert!(
                    free_to_free || no_change || generated_outcomes.contains(&outcome(after)),
                    "legal {:?} has no generated equivalent", mv
                );
            }
            prop_assert_eq!(board.valid_move_exists(), legal.iter().any(|(m, _)| m.count == 1));
            if generated.is_empty() {
                break;
            }
            let mv = generated[choice.index(generated.len())];
            board.play(mv).unwrap();
            prop_assert_eq!(all_cards(&board), full.clone());
        }
    }
}

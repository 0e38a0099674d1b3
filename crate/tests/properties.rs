//! Properties of random play in every game of the family: no card is ever
//! lost or duplicated, the move generator and the checked rules agree, the
//! unchecked path plays what the checked one does, and refused moves change
//! nothing.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use freecell::{CellT, Game, GameBoard, Move, Pile, Rules, MAX_FREE_CELLS};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn all_cards(b: &GameBoard) -> Vec<usize> {
    let mut cards: Vec<usize> = b
        .piles()
        .flat_map(|p| b.stack(p).as_slice().to_vec())
        .map(|c| c.index())
        .collect();
    cards.sort_unstable();
    cards
}

/// Every move between any two piles of a board of these rules, of every
/// count a cascade could carry.
fn every_move(rules: Rules) -> impl Iterator<Item = Move> {
    rules.piles().flat_map(move |from| {
        rules
            .piles()
            .flat_map(move |to| (1..=13).map(move |count| Move::with_count(from, to, count)))
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
    let rules = b.rules();
    let mut cascades: Vec<_> = (0..rules.cascades())
        .map(|i| pile(Pile::tableau(i)))
        .collect();
    cascades.sort();
    let mut free: Vec<_> = (0..rules.free_cells())
        .flat_map(|i| pile(Pile::free_cell(i)))
        .collect();
    free.sort();
    let mut home: Vec<_> = (0..4)
        .map(|i| b.top(Pile::home_cell(i)).map(|c| c.index()))
        .collect();
    home.sort();
    (cascades, free, home)
}

/// Plays `choices` at random among the generated moves of deal `deal`,
/// checking at every position that the checked rules, the generator and
/// the unchecked path agree and that the 52 cards stay 52.
fn random_play(
    rules: Rules,
    deal: u64,
    choices: &[prop::sample::Index],
) -> Result<(), TestCaseError> {
    let mut board = GameBoard::from_deal_of(rules, deal).unwrap();
    let full: Vec<usize> = (0..52).collect();
    prop_assert_eq!(all_cards(&board), full.clone());
    for choice in choices {
        // isValidMove and makeMove agree on every possible move.
        let mut legal = Vec::new();
        for mv in every_move(rules) {
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
        // The generator gives legal moves only, and one for every outcome;
        // the unchecked path plays each as the checked one does.
        let generated = board.legal_moves();
        let mut generated_outcomes = HashSet::new();
        for &mv in &generated {
            prop_assert!(board.is_valid(mv).unwrap(), "generated {:?} is illegal", mv);
            let mut unchecked = board;
            unchecked.play_unchecked(mv);
            let mut checked = board;
            checked.play(mv).unwrap();
            prop_assert_eq!(unchecked, checked, "{:?}", mv);
            generated_outcomes.insert(outcome(&unchecked));
        }
        for (mv, after) in &legal {
            let free_to_free = mv.from.cell == CellT::FreeCell && mv.to.cell == CellT::FreeCell;
            let no_change = outcome(after) == outcome(&board);
            prop_assert!(
                free_to_free || no_change || generated_outcomes.contains(&outcome(after)),
                "legal {:?} has no generated equivalent",
                mv
            );
        }
        prop_assert_eq!(
            board.valid_move_exists(),
            legal.iter().any(|(m, _)| m.count == 1)
        );
        if generated.is_empty() {
            break;
        }
        let mv = generated[choice.index(generated.len())];
        board.play(mv).unwrap();
        prop_assert_eq!(all_cards(&board), full.clone());
        // The position text reads back as the same board, rules included.
        prop_assert_eq!(GameBoard::from_text(&board.to_text()).unwrap(), board);
    }
    Ok(())
}

fn choices() -> impl Strategy<Value = Vec<prop::sample::Index>> {
    proptest::collection::vec(any::<prop::sample::Index>(), 1..120)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn random_play_in_freecell(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::FreeCell.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_in_bakers_game(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::BakersGame.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_in_ko_bakers_game(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::KoBakersGame.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_in_relaxed_freecell(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::RelaxedFreeCell.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_in_eight_off(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::EightOff.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_in_forecell(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::ForeCell.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_in_seahaven(deal in 1u64..1_000_000, choices in choices()) {
        random_play(Game::Seahaven.rules(), deal, &choices)?;
    }

    #[test]
    fn random_play_with_any_number_of_free_cells(
        game in prop::sample::select(Game::ALL.to_vec()),
        cells in 0..=MAX_FREE_CELLS,
        deal in 1u64..1_000_000,
        choices in choices(),
    ) {
        random_play(game.rules().with_free_cells(cells).unwrap(), deal, &choices)?;
    }
}

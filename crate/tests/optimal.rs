//! The optimal mode, judged by the engine alone: every solution replays
//! through the checked rules with the length the mode reports, a proof
//! is never longer than the short mode's solution, and a budget too small
//! gives "best found". (Its lengths are checked against a breadth-first
//! search in `solver/optimal/tests.rs`, where the search can also be run
//! without the short mode's solution.)
#![cfg(not(target_arch = "wasm32"))]

mod support;

use freecell::{solve, GameBoard, Mode, SolveOptions, Verdict};
use support::replay;

fn solved(board: &GameBoard, mode: Mode, max_nodes: u64) -> freecell::Solution {
    let options = SolveOptions {
        mode,
        max_nodes,
        ..SolveOptions::default()
    };
    solve(board, &options)
}

#[test]
fn a_won_position_is_optimal_with_no_moves_and_a_deal_replays() {
    let mut won = GameBoard::from_deal(5).unwrap();
    for mv in solved(&won, Mode::Short, 1_000_000).moves {
        won.play(mv).unwrap();
    }
    let solution = solved(&won, Mode::Optimal, 1000);
    assert_eq!(
        (solution.verdict, solution.moves.len()),
        (Verdict::Optimal, 0)
    );
    // Deal 3 is proven in a few hundred thousand positions.
    let board = GameBoard::from_deal(3).unwrap();
    let solution = solved(&board, Mode::Optimal, 2_000_000);
    assert_eq!(solution.verdict, Verdict::Optimal);
    let short = solved(&board, Mode::Short, 2_000_000);
    let length = replay(&board, &solution.notation(&board));
    assert_eq!(length, solution.length_without_foundation_moves());
    assert!(length <= short.length_without_foundation_moves());
}

#[test]
fn past_its_budget_it_gives_the_best_found_never_optimal() {
    let board = GameBoard::from_deal(1).unwrap();
    let short = solved(&board, Mode::Short, 1_000_000);
    let solution = solved(&board, Mode::Optimal, short.explored + 1000);
    assert_eq!(solution.verdict, Verdict::BestFound);
    assert_eq!(solution.verdict.name(), "best found");
    let length = replay(&board, &solution.notation(&board));
    assert_eq!(length, solution.length_without_foundation_moves());
    assert!(length <= short.length_without_foundation_moves());
    // No budget left for any search at all: nothing won, nothing proven.
    let none = solved(&board, Mode::Optimal, 1);
    assert_eq!(none.verdict, Verdict::GaveUp);
}

#[test]
fn past_its_memory_budget_it_gives_the_best_found_and_within_it_proves() {
    let board = GameBoard::from_deal(7).unwrap();
    let with = |max_memory| {
        let options = SolveOptions {
            mode: Mode::Optimal,
            max_nodes: 2_000_000,
            max_memory,
        };
        solve(&board, &options)
    };
    // 64 KB holds some hundreds of positions: deal 7's proof expands
    // some tens of thousands past the short mode's.
    let small = with(64 << 10);
    assert_eq!(small.verdict, Verdict::BestFound);
    let length = replay(&board, &small.notation(&board));
    assert_eq!(length, small.length_without_foundation_moves());
    let proven = with(SolveOptions::DEFAULT_MAX_MEMORY);
    assert_eq!(proven.verdict, Verdict::Optimal);
    assert!(proven.explored > small.explored);
    assert!(proven.length_without_foundation_moves() <= length);
}

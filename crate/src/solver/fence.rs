//! The fence around the standard backend, which restates standard
//! FreeCell's rules for speed: on every position tried, it must reach
//! exactly what the family's backend reaches through the engine itself.
//! Tried are every position the perft fixtures count from their standard
//! FreeCell positions and every position of random games on many
//! deals, each under both autoplays the standard backend knows; and perft
//! counts (the distinct positions within a depth) through each backend
//! must equal the engine's.

use std::collections::HashSet;

use crate::board::GameBoard;
use crate::deal::SplitMix64;
use crate::rules::Rules;

use super::autoplay::{settle, Autoplay};
use super::driver::Backend;
use super::general::General;
use super::plan::Try;
use super::search::BestFirstProblem;
use super::standard::Standard;

/// A position as a player sees it: cascades and free cells as sets,
/// foundations by suit. Written from the piles, not by either backend's
/// key.
fn canonical(board: &GameBoard) -> String {
    let piles = |stacks: &[crate::board::CardStack]| {
        let mut piles: Vec<String> = { stacks.iter() }
            .map(|s| s.as_slice().iter().map(|c| c.to_string()).collect())
            .collect();
        piles.sort();
        piles.join("/")
    };
    let home = piles(board.foundations());
    format!(
        "{}|{}|{home}",
        piles(board.cascades()),
        piles(board.free_cells())
    )
}

/// The positions one step from `board`'s position once `autoplay` is
/// done, as backend `B` lists and makes them (each followed by the
/// autoplay), canonically written, with the settled start's.
fn successors<B: Backend>(board: &GameBoard, autoplay: Autoplay) -> (String, Vec<String>) {
    let rules = board.rules();
    let mut t = test_try::<B>();
    t.autoplay = autoplay;
    let problem = B::problem(rules, &t);
    let start = B::start(board, autoplay);
    let mut edges = Vec::new();
    problem.successors(0, &start, |edge, _| edges.push(edge));
    let mut children: Vec<String> = { edges.into_iter() }
        .map(|edge| canonical(&B::board(rules, &problem.reach(0, &start, edge))))
        .collect();
    children.sort();
    children.dedup();
    (canonical(&B::board(rules, &start)), children)
}

/// A search of every move, weighed by whatever weights a spec of
/// `numbers` gives (the weights play no part in what is reached).
fn test_try<B: Backend>() -> Try<B::Weights> {
    let weights = (1..=12)
        .find_map(|n| B::weights_of(&vec![1; n]))
        .expect("some count of weights");
    Try::new(Autoplay::Safe, 1, weights, 1)
}

/// The engine's own: every move of `board` once `autoplay` is done, each
/// played and followed by the autoplay.
fn engine_successors(board: &GameBoard, autoplay: Autoplay) -> (String, Vec<String>) {
    let mut settled = *board;
    settle(&mut settled, autoplay, |_| {});
    let mut children = Vec::new();
    settled.for_each_move(|mv| {
        let mut child = settled;
        child.play_unchecked(mv);
        settle(&mut child, autoplay, |_| {});
        children.push(canonical(&child));
    });
    children.sort();
    children.dedup();
    (canonical(&settled), children)
}

/// Both backends and the engine agree on `board` under both autoplays.
pub(super) fn check(board: &GameBoard) {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let engine = engine_successors(board, autoplay);
        assert_eq!(successors::<Standard>(board, autoplay), engine, "{board:?}");
        assert_eq!(successors::<General>(board, autoplay), engine, "{board:?}");
    }
}

/// The perft fixtures' standard FreeCell positions, each with its depth
/// and count (the distinct positions within that many moves).
fn fixtures() -> Vec<(GameBoard, usize, usize)> {
    let fixture = include_str!("../../tests/fixtures/perft.txt");
    { fixture.lines().filter(|line| !line.starts_with('#')) }
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let board = GameBoard::from_text(fields[3]).unwrap();
            (
                board,
                fields[1].parse().unwrap(),
                fields[2].parse().unwrap(),
            )
        })
        .filter(|(board, _, _)| board.rules().is_standard())
        .collect()
}

fn fixture_positions() -> Vec<GameBoard> {
    fixtures().into_iter().map(|(board, _, _)| board).collect()
}

/// Every position the perft fixtures count from their standard
/// positions, by the engine's moves alone (as perft counts them).
#[test]
fn the_backends_agree_on_every_position_of_the_perft_fixtures() {
    let fixtures = fixtures();
    assert_eq!(fixtures.len(), 4);
    let mut checked = 0;
    for &(start, depth, _) in &fixtures {
        let mut seen = HashSet::from([canonical(&start)]);
        let mut frontier = vec![start];
        for _ in 0..=depth {
            let mut next = Vec::new();
            for board in &frontier {
                check(board);
                checked += 1;
                board.for_each_move(|mv| {
                    let mut child = *board;
                    child.play_unchecked(mv);
                    if seen.insert(canonical(&child)) {
                        next.push(child);
                    }
                });
            }
            frontier = next;
        }
    }
    assert_eq!(checked, fixtures.iter().map(|f| f.2).sum::<usize>());
}

/// Every position of random games, a move at a time (and the autoplay
/// after it, by turns safe and of every card), on deals 1..=400.
#[test]
fn the_backends_agree_along_random_games() {
    let mut random = SplitMix64(26);
    let mut checked = 0;
    for deal in 1..=400 {
        let mut board = GameBoard::from_deal(deal).unwrap();
        for step in 0..120 {
            check(&board);
            checked += 1;
            let mut moves = Vec::new();
            board.for_each_move(|mv| moves.push(mv));
            if moves.is_empty() {
                break;
            }
            board.play_unchecked(moves[random.below(moves.len())]);
            let autoplay = [Autoplay::Safe, Autoplay::All][step % 2];
            settle(&mut board, autoplay, |_| {});
        }
    }
    assert!(checked > 20_000, "{checked}");
}

/// The distinct positions within `depth` steps of `board` (each followed
/// by `autoplay`), as backend `B` lists and makes them.
fn perft<B: Backend>(board: &GameBoard, autoplay: Autoplay, depth: usize) -> usize {
    let rules: Rules = board.rules();
    let mut t = test_try::<B>();
    t.autoplay = autoplay;
    let problem = B::problem(rules, &t);
    let start = B::start(board, autoplay);
    let mut seen = HashSet::from([canonical(&B::board(rules, &start))]);
    let mut frontier = vec![start];
    let mut id = 0;
    for _ in 0..depth {
        let mut next = Vec::new();
        for state in &frontier {
            let mut edges = Vec::new();
            problem.successors(id, state, |edge, _| edges.push(edge));
            for edge in edges {
                let child = problem.reach(id, state, edge);
                if seen.insert(canonical(&B::board(rules, &child))) {
                    next.push(child);
                }
            }
            id += 1;
        }
        frontier = next;
    }
    seen.len()
}

/// The engine's perft with the autoplay after each move.
fn engine_perft(board: &GameBoard, autoplay: Autoplay, depth: usize) -> usize {
    let mut start = *board;
    settle(&mut start, autoplay, |_| {});
    let mut seen = HashSet::from([canonical(&start)]);
    let mut frontier = vec![start];
    for _ in 0..depth {
        let mut next = Vec::new();
        for board in &frontier {
            board.for_each_move(|mv| {
                let mut child = *board;
                child.play_unchecked(mv);
                settle(&mut child, autoplay, |_| {});
                if seen.insert(canonical(&child)) {
                    next.push(child);
                }
            });
        }
        frontier = next;
    }
    seen.len()
}

/// Perft through each backend equals the engine's, from the fixtures'
/// standard positions.
#[test]
fn perft_through_the_backends_is_the_engines() {
    for board in fixture_positions() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let engine = engine_perft(&board, autoplay, 3);
            assert!(engine > 40, "{engine}");
            assert_eq!(perft::<Standard>(&board, autoplay, 3), engine, "{board:?}");
            assert_eq!(perft::<General>(&board, autoplay, 3), engine, "{board:?}");
        }
    }
}

//! The optimal search against a plain breadth-first search, on positions
//! small enough to search in full: the search's length (with the short
//! mode's solution as its upper bound, and with none, so that it must find
//! the fewest itself) is the fewest the breadth-first search finds over
//! every move the engine lists (moves home free, no autoplay assumed), and
//! its moves replay through the checked rules with that length.

use std::collections::{HashMap, VecDeque};

use crate::board::{CellT, GameBoard};
use crate::card::{Card, Rank, Suit};
use crate::deal::SplitMix64;
use crate::rules::{Game, Rules};
use crate::solver::{solve, Mode, Solution, SolveOptions, Verdict};

use super::super::entry::fewest;
use super::bound;

fn solved(board: &GameBoard, mode: Mode, max_nodes: u64) -> Solution {
    let options = SolveOptions {
        mode,
        max_nodes,
        ..SolveOptions::default()
    };
    solve(board, &options)
}

/// The fewest moves not to a foundation that win from `start`: a
/// breadth-first search over every move the engine lists, where a move
/// home costs nothing (so it goes to the front of the queue) and nothing
/// goes home by itself.
fn fewest_moves(start: &GameBoard) -> usize {
    distance(start).unwrap_or_else(|| panic!("no win from {}", start.to_text()))
}

/// The fewest moves not to a foundation that win from `start`, as
/// [`fewest_moves`] finds them; none when no win is left.
fn distance(start: &GameBoard) -> Option<usize> {
    let mut best: HashMap<String, usize> = HashMap::new();
    let mut queue = VecDeque::from([(*start, 0)]);
    best.insert(start.to_text(), 0);
    while let Some((board, cost)) = queue.pop_front() {
        if best[&board.to_text()] < cost {
            continue;
        }
        if board.is_in_win_state() {
            return Some(cost);
        }
        assert!(best.len() < 3_000_000, "too large to search in full");
        for mv in board.legal_moves() {
            let mut next = board;
            next.play(mv).expect("the engine's own moves are legal");
            let home = mv.to.cell == CellT::HomeCell;
            let next_cost = cost + usize::from(!home);
            let text = next.to_text();
            if best.get(&text).is_some_and(|&c| c <= next_cost) {
                continue;
            }
            best.insert(text, next_cost);
            if home {
                queue.push_front((next, next_cost));
            } else {
                queue.push_back((next, next_cost));
            }
        }
    }
    None
}

/// A position of `rules`' deal `deal` with about `left` cards in play:
/// the short mode's solution played until no more are left, then `walk`
/// random moves that are not home, so the rest is not the solver's line.
fn small_position(rules: Rules, deal: u64, left: usize, walk: usize) -> GameBoard {
    let mut board = GameBoard::from_deal_of(rules, deal).unwrap();
    let solution = solved(&board, Mode::Short, 1_000_000);
    assert_eq!(solution.verdict, Verdict::Solved, "{rules:?} {deal}");
    for &mv in &solution.moves {
        if 52 - board.cards_home() <= left {
            break;
        }
        board.play(mv).unwrap();
    }
    let mut random = SplitMix64(deal * 7919 + left as u64);
    for _ in 0..walk {
        let moves: Vec<_> = board
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.to.cell != CellT::HomeCell)
            .collect();
        if moves.is_empty() {
            break;
        }
        board.play(moves[random.below(moves.len())]).unwrap();
    }
    board
}

/// The counted moves of `solution` from `board`, played through the
/// checked rules, which must win.
fn replayed_length(board: &GameBoard, solution: &Solution) -> usize {
    let mut replay = *board;
    for &mv in &solution.moves {
        replay.play(mv).expect("the engine accepts every move");
    }
    assert!(replay.is_in_win_state(), "{}", board.to_text());
    solution.length_without_foundation_moves()
}

/// The optimal mode's proven length for `board`, checked as above; and
/// the search's with no upper bound to start from, which must agree, with
/// the backend of the game and (in standard FreeCell, which has its own)
/// with the family's.
fn proven_length(board: &GameBoard) -> usize {
    let solution = solved(board, Mode::Optimal, 5_000_000);
    assert_eq!(solution.verdict, Verdict::Optimal, "{}", board.to_text());
    let length = replayed_length(board, &solution);
    let no_upper = Solution {
        verdict: Verdict::GaveUp,
        moves: Vec::new(),
        explored: 0,
    };
    let backends = if board.rules().is_standard() {
        &[false, true][..]
    } else {
        &[false]
    };
    for &general in backends {
        let alone = fewest(board, no_upper.clone(), 5_000_000, general);
        assert_eq!(alone.verdict, Verdict::Optimal, "{}", board.to_text());
        let replayed = replayed_length(board, &alone);
        assert_eq!(replayed, length, "general {general}: {}", board.to_text());
    }
    length
}

#[test]
fn optimal_lengths_are_the_breadth_first_search_s_in_freecell() {
    let rules = Rules::new(Game::FreeCell);
    let mut shorter = 0;
    for deal in 1..=12 {
        for (left, walk) in [(10, 6), (14, 10)] {
            let board = small_position(rules, deal, left, walk);
            let fewest = fewest_moves(&board);
            assert_eq!(proven_length(&board), fewest, "{}", board.to_text());
            let short = solved(&board, Mode::Short, 1_000_000);
            shorter += usize::from(short.length_without_foundation_moves() > fewest);
        }
    }
    // Whether the short mode already finds the fewest moves here (the
    // search without it must find them itself either way).
    eprintln!("{shorter} of 24 positions shorter than the short mode's");
}

#[test]
fn optimal_lengths_are_the_breadth_first_search_s_in_the_family() {
    for game in [Game::BakersGame, Game::Seahaven, Game::EightOff] {
        let rules = Rules::new(game);
        for deal in 1..=4 {
            let board = small_position(rules, deal, 10, 5);
            assert_eq!(
                proven_length(&board),
                fewest_moves(&board),
                "{}",
                board.to_text()
            );
        }
    }
}

/// A position of `rules` with `in_play` cards left, the others home: the
/// cards left (the top ones of each suit, how many of each at random)
/// dealt onto the cascades at random, so that cards of different suits
/// cross each other as they do in a deal.
fn random_position(rules: Rules, seed: u64, in_play: usize) -> GameBoard {
    let mut random = SplitMix64(seed);
    let mut board = GameBoard::empty(rules);
    let mut left = [0; 4];
    for _ in 0..in_play {
        let suit = random.below(4);
        left[suit] = (left[suit] + 1).min(13);
    }
    let mut cards = Vec::new();
    for (s, suit) in Suit::ALL.into_iter().enumerate() {
        for (r, rank) in Rank::ALL.into_iter().enumerate() {
            let card = Card::new(suit, rank);
            if r + left[s] < 13 {
                board.place(CellT::HomeCell, s, card).unwrap();
            } else {
                cards.push(card);
            }
        }
    }
    let cascades = board.cascades().len();
    while !cards.is_empty() {
        let card = cards.swap_remove(random.below(cards.len()));
        board
            .place(CellT::Tableau, random.below(cascades), card)
            .unwrap();
    }
    board
}

/// The bound against the exact distance (by breadth-first search) of
/// positions with 9 to 13 cards left dealt at random, and of the positions
/// along a random walk from each, in four games of the family: never above
/// it, and crossed pairs and longer cycles counted in enough of them that
/// the test bites.
#[test]
fn the_bound_never_exceeds_the_fewest_moves_left() {
    let (mut checked, mut crossed, mut longer, mut exact) = (0, 0, 0, 0);
    for game in [
        Game::FreeCell,
        Game::BakersGame,
        Game::Seahaven,
        Game::EightOff,
    ] {
        let rules = Rules::new(game);
        for seed in 0..24u64 {
            let mut board = random_position(rules, seed, 9 + (seed % 5) as usize);
            let mut random = SplitMix64(seed * 104_729 + 1);
            for _ in 0..3 {
                let Some(fewest) = distance(&board) else {
                    break;
                };
                let (must, pairs, cycles) = bound::parts(&board);
                let bound = (must + pairs + cycles) as usize;
                assert!(bound <= fewest, "{bound} > {fewest}: {}", board.to_text());
                checked += 1;
                crossed += usize::from(pairs > 0);
                longer += usize::from(cycles > 0);
                exact += usize::from(bound == fewest);
                let moves: Vec<_> = board
                    .legal_moves()
                    .into_iter()
                    .filter(|mv| mv.to.cell != CellT::HomeCell)
                    .collect();
                if moves.is_empty() {
                    break;
                }
                board.play(moves[random.below(moves.len())]).unwrap();
            }
        }
    }
    eprintln!(
        "{checked} positions, {crossed} with crossed pairs, {longer} with longer cycles, {exact} exact"
    );
    assert!(checked >= 200 && crossed >= 30, "{checked} {crossed}");
    // Longer cycles are rarer at these sizes (5 of 288 positions).
    assert!(longer >= 3, "{longer}");
}

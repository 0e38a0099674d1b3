//! Pins the move generator to absolute numbers, as chess engines' "perft"
//! does: from each position of `fixtures/perft.txt`, how many distinct
//! positions the generator's moves reach within a depth. A changed count
//! means the generator now allows or refuses something it did not.
//!
//! Positions are counted as a player sees them: cascades and free cells
//! as sets (which empty free cell or cascade a card went to does not make
//! another position). Up to depth 2 the count is checked a second way, by
//! trying every move between every two piles through the checked rules.
//!
//! `PERFT_WRITE=1 cargo test --test perft -- --nocapture` prints the
//! fixture's lines with the counts of the code as it is.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use freecell::{GameBoard, Move};

/// A position as a player sees it (see the module's doc).
fn canonical(b: &GameBoard) -> String {
    let pile = |cards: &[freecell::Card]| cards.iter().map(|c| c.to_string()).collect::<String>();
    let mut cascades: Vec<String> = b.cascades().iter().map(|s| pile(s.as_slice())).collect();
    cascades.sort();
    let mut cells: Vec<String> = b.free_cells().iter().map(|s| pile(s.as_slice())).collect();
    cells.sort();
    let mut home: Vec<String> = b.foundations().iter().map(|s| pile(s.as_slice())).collect();
    home.sort();
    format!(
        "{}|{}|{}",
        cascades.join("/"),
        cells.join("/"),
        home.join("/")
    )
}

/// The distinct positions reached within `depth` moves, the start included,
/// each move given by `moves`.
fn reach(start: &GameBoard, depth: usize, moves: impl Fn(&GameBoard) -> Vec<Move>) -> usize {
    let mut seen = HashSet::from([canonical(start)]);
    let mut frontier = vec![*start];
    for _ in 0..depth {
        let mut next = Vec::new();
        for board in &frontier {
            for mv in moves(board) {
                let mut after = *board;
                after.play(mv).expect("a generated move is legal");
                if seen.insert(canonical(&after)) {
                    next.push(after);
                }
            }
        }
        frontier = next;
    }
    seen.len()
}

/// Every single-card and sequence move the checked rules allow.
fn every_legal_move(b: &GameBoard) -> Vec<Move> {
    let piles: Vec<_> = b.piles().collect();
    let mut moves = Vec::new();
    for &from in &piles {
        for &to in &piles {
            for count in 1..=13 {
                let mv = Move::with_count(from, to, count);
                if b.is_valid(mv).unwrap() {
                    moves.push(mv);
                }
            }
        }
    }
    moves
}

#[test]
fn the_generator_reaches_the_fixtures_counts() {
    let write = std::env::var_os("PERFT_WRITE").is_some();
    let fixture = include_str!("fixtures/perft.txt");
    let mut checked = 0;
    for line in fixture
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [name, depth, count, position] = fields[..] else {
            panic!("a bad fixture line: {line}");
        };
        let depth: usize = depth.parse().unwrap();
        let board = GameBoard::from_text(position).unwrap();
        let reached = reach(&board, depth, GameBoard::legal_moves);
        if write {
            println!("{name} {depth} {reached} {position}");
            continue;
        }
        assert_eq!(reached.to_string(), count, "{name} at depth {depth}");
        let shallow = depth.min(2);
        let by_rules = reach(&board, shallow, every_legal_move);
        let by_generator = reach(&board, shallow, GameBoard::legal_moves);
        assert_eq!(
            by_rules, by_generator,
            "{name}: the checked rules reach other positions"
        );
        checked += 1;
    }
    assert!(write || checked >= 10, "the fixture has too few positions");
}

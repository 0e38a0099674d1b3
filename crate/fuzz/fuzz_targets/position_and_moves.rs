//! Arbitrary bytes as a position of any game of the family and a sequence
//! of moves: the checked path (`check_move`, `is_valid`, `play`) and the
//! unchecked one (`play_unchecked`, which the solver takes for generated
//! moves) must agree on every move, a refused move must change nothing, the
//! generator must list legal moves only, and the 52 cards must stay 52,
//! each once.
//!
//! The bytes: the game and its number of free cells, each suit's
//! foundation height, an order of the cards in play and a pile for each;
//! then moves, three bytes each (source, target, count), every fourth
//! taken from the generator's list instead so that play goes deep.
#![no_main]

use freecell::{Autoplay, CellT, Game, GameBoard, Move, Pile, Rank, Rules, Suit, MAX_FREE_CELLS};
use libfuzzer_sys::fuzz_target;

/// The bytes, read one at a time; 0 once they run out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    fn below(&mut self, n: usize) -> usize {
        usize::from(self.next()) % n
    }
}

fn rules(bytes: &mut Bytes) -> Rules {
    let game = Game::ALL[bytes.below(Game::ALL.len())];
    match bytes.below(MAX_FREE_CELLS + 2) {
        n if n <= MAX_FREE_CELLS => game.rules().with_free_cells(n).expect("0 to 8 cells"),
        _ => game.rules(),
    }
}

/// A position: foundations built in order, the other cards in the order
/// and piles the bytes give (the next pile with room when one is full).
fn position(bytes: &mut Bytes) -> GameBoard {
    let rules = rules(bytes);
    let mut board = GameBoard::empty(rules);
    let mut in_play = Vec::new();
    for (home, suit) in Suit::ALL.into_iter().enumerate() {
        let height = bytes.below(14);
        for rank in Rank::ALL {
            let card = freecell::Card::new(suit, rank);
            if usize::from(rank.value()) <= height {
                board.place(CellT::HomeCell, home, card).expect("13 fit");
            } else {
                in_play.push(card);
            }
        }
    }
    for i in (1..in_play.len()).rev() {
        in_play.swap(i, bytes.below(i + 1));
    }
    let piles: Vec<Pile> = { (0..rules.cascades()).map(Pile::tableau) }
        .chain((0..rules.free_cells()).map(Pile::free_cell))
        .collect();
    for card in in_play {
        let first = bytes.below(piles.len());
        let placed = (0..piles.len())
            .map(|k| piles[(first + k) % piles.len()])
            .any(|p| board.place(p.cell, p.index, card).is_ok());
        assert!(placed, "the cascades hold every card");
    }
    board
}

fn cards(board: &GameBoard) -> Vec<usize> {
    let mut cards: Vec<usize> = { board.piles() }
        .flat_map(|p| board.stack(p).as_slice().to_vec())
        .map(|c| c.index())
        .collect();
    cards.sort_unstable();
    cards
}

/// The checked and unchecked paths agree on `mv`, and a refused move
/// changes nothing; gives the board after it if it was legal.
fn try_move(board: &GameBoard, mv: Move) -> Option<GameBoard> {
    let checked = board.check_move(mv);
    assert_eq!(board.is_valid(mv).is_ok_and(|valid| valid), checked.is_ok());
    let mut played = *board;
    let result = played.play(mv);
    assert_eq!(result.is_ok(), checked.is_ok(), "{mv:?} on {board:?}");
    if result.is_err() {
        assert_eq!(played, *board, "a refused {mv:?} changed {board:?}");
        return None;
    }
    let mut unchecked = *board;
    unchecked.play_unchecked(mv);
    assert_eq!(unchecked, played, "{mv:?} on {board:?}");
    Some(played)
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let mut board = position(&mut bytes);
    let all: Vec<usize> = (0..52).collect();
    assert_eq!(cards(&board), all);
    let piles: Vec<Pile> = board.piles().collect();
    for turn in 0..200 {
        if bytes.0.is_empty() {
            break;
        }
        assert_eq!(GameBoard::from_text(&board.to_text()).ok(), Some(board));
        let generated = board.legal_moves();
        for &mv in &generated {
            assert!(try_move(&board, mv).is_some(), "generated {mv:?} on {board:?}");
        }
        if let Some(mv) = board.autoplay_move(Autoplay::All) {
            assert!(board.check_move(mv).is_ok(), "autoplay {mv:?} on {board:?}");
        }
        let mv = if turn % 4 == 3 && !generated.is_empty() {
            generated[bytes.below(generated.len())]
        } else {
            let from = piles[bytes.below(piles.len())];
            let to = piles[bytes.below(piles.len())];
            Move::with_count(from, to, bytes.below(21))
        };
        if let Some(next) = try_move(&board, mv) {
            board = next;
        }
        assert_eq!(cards(&board), all);
    }
});

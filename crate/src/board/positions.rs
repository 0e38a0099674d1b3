//! Arbitrary positions of every game of the family, for the property tests
//! that fence the rules (the engine's own, and the standard solver's
//! restatement of them) beyond the positions that games from deals reach.
//!
//! A position is made as play leaves one: each suit's foundation built to
//! some height, and every card above it in play. A cascade is a prefix of
//! its dealt column (no longer than the game deals it) with a run on top,
//! started on a card it stacks on where the cards left allow; the free
//! cells hold any cards. So a cascade may be as long as a game allows (a
//! dealt column plus a run down to an ace: 19 cards in FreeCell). The
//! shapes are drawn to reach the rules' edges often: all free cells full
//! or all empty, several cascades empty, nearly won boards, and runs one
//! card short of, at, or one card past what the sequence-move capacity
//! lets go onto a cascade that takes them.

use proptest::prelude::*;

use super::{CellT, GameBoard, Pile};
use crate::card::{Card, Rank, Suit};
use crate::deal::SplitMix64;
use crate::rules::{Game, Rules, MAX_FREE_CELLS};

/// The rules of every game of the family, half of the time with its own
/// number of free cells and otherwise with any number (0 to 8).
pub(crate) fn any_rules() -> impl Strategy<Value = Rules> {
    (
        prop::sample::select(Game::ALL.to_vec()),
        0..=MAX_FREE_CELLS,
        any::<bool>(),
    )
        .prop_map(|(game, cells, own)| match own {
            true => game.rules(),
            false => game.rules().with_free_cells(cells).expect("0 to 8 cells"),
        })
}

/// Positions of the games `rules` draws.
pub(crate) fn positions(rules: impl Strategy<Value = Rules>) -> impl Strategy<Value = GameBoard> {
    (rules, any::<u64>()).prop_map(|(rules, seed)| position(rules, seed))
}

/// How many cases a property runs: `PROPTEST_CASES` if set (the longer
/// runs of `docs/testing.md`), else `cases`.
pub(crate) fn cases(cases: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(cases)
}

/// The position of the game of `rules` that `seed` draws.
pub(crate) fn position(rules: Rules, seed: u64) -> GameBoard {
    Maker::new(rules, seed).make()
}

/// A position being made: the cards still to place, and each cascade as
/// its prefix and its run.
struct Maker {
    rules: Rules,
    rng: SplitMix64,
    /// The cards not yet placed (none of them home).
    pool: Vec<Card>,
    heights: [u8; 4],
    /// How many cards the deal gives each cascade.
    column: Vec<usize>,
    prefix: Vec<Vec<Card>>,
    run: Vec<Vec<Card>>,
    /// Cascades to leave empty.
    empty: Vec<bool>,
    free: Vec<Option<Card>>,
}

impl Maker {
    fn new(rules: Rules, seed: u64) -> Maker {
        let deck: Vec<Card> = Card::deck().collect();
        let dealt = GameBoard::dealt(rules, &deck).expect("a full deck");
        let column = dealt.cascades().iter().map(|s| s.size()).collect();
        let cascades = rules.cascades();
        Maker {
            rules,
            rng: SplitMix64(seed),
            pool: Vec::new(),
            heights: [0; 4],
            column,
            prefix: vec![Vec::new(); cascades],
            run: vec![Vec::new(); cascades],
            empty: vec![false; cascades],
            free: vec![None; rules.free_cells()],
        }
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    /// Takes a card of the pool that `fits`, at random, if there is one.
    fn take(&mut self, fits: impl Fn(Card) -> bool) -> Option<Card> {
        let fitting: Vec<usize> = (0..self.pool.len())
            .filter(|&i| fits(self.pool[i]))
            .collect();
        if fitting.is_empty() {
            return None;
        }
        let at = fitting[self.below(fitting.len())];
        Some(self.pool.swap_remove(at))
    }

    fn len(&self, i: usize) -> usize {
        self.prefix[i].len() + self.run[i].len()
    }

    fn top(&self, i: usize) -> Option<Card> {
        self.run[i].last().or(self.prefix[i].last()).copied()
    }

    fn make(mut self) -> GameBoard {
        self.draw_foundations();
        let cells = self.rules.free_cells();
        let cascades = self.rules.cascades();
        // The free cells: all empty, all full, or any number in between.
        let filled = match self.below(4) {
            0 => 0,
            1 => cells,
            _ => self.below(cells + 1),
        };
        // The cascades to leave empty.
        let empties = match self.below(5) {
            0 | 1 => 0,
            2 => 1,
            3 => self.below(cascades),
            _ => self.below(cascades + 1),
        };
        let mut order: Vec<usize> = (0..cascades).collect();
        self.shuffle(&mut order);
        for &i in &order[..empties] {
            self.empty[i] = true;
        }
        if self.chance(3) {
            self.long_cascade(&order);
        }
        if self.chance(2) {
            self.capacity_edge(cells - filled.min(self.pool.len()), empties);
        }
        for _ in 0..filled {
            let Some(card) = self.take(|_| true) else {
                break;
            };
            let free: Vec<usize> = (0..cells).filter(|&i| self.free[i].is_none()).collect();
            let at = free[self.below(free.len())];
            self.free[at] = Some(card);
        }
        self.shuffle(&mut order);
        for &i in &order {
            if self.empty[i] || self.len(i) > 0 {
                continue;
            }
            let column = self.column[i];
            let len = match self.below(4) {
                0 => column,
                1 => 0,
                _ => self.below(column + 1),
            };
            for _ in 0..len {
                if let Some(card) = self.take(|_| true) {
                    self.prefix[i].push(card);
                }
            }
        }
        for &i in &order {
            if self.empty[i] {
                continue;
            }
            let long = match self.below(4) {
                0 => 0,
                1 => 19,
                _ => self.below(14),
            };
            self.extend_run(i, long);
        }
        self.place_the_rest();
        self.board()
    }

    /// Each suit's foundation: none built, any height, a little, or
    /// nearly all (a board a few cards from won).
    fn draw_foundations(&mut self) {
        let mode = self.below(6);
        for suit in 0..4 {
            self.heights[suit] = match mode {
                0 => 0,
                1 => self.below(4) as u8,
                2 => 13 - self.below(4) as u8,
                3 if suit == 0 => 13 - self.below(3) as u8,
                _ => self.below(14) as u8,
            };
        }
        for card in Card::deck() {
            if card.rank().value() > self.heights[card.suit().index()] {
                self.pool.push(card);
            }
        }
        let mut pool = std::mem::take(&mut self.pool);
        self.shuffle(&mut pool);
        self.pool = pool;
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// Two cascades one move from the sequence-move limit: a run of one
    /// card fewer than, as many as, or one more than `free_empty` free
    /// cells and the cascades left empty let move, and a cascade whose top
    /// card takes the run's bottom card. Left out if the cards in play do
    /// not make such a run.
    fn capacity_edge(&mut self, free_empty: usize, empties: usize) {
        let open: Vec<usize> = (0..self.rules.cascades())
            .filter(|&i| !self.empty[i] && self.len(i) == 0)
            .collect();
        if open.len() < 2 {
            return;
        }
        let capacity = self.rules.sequence_capacity(free_empty, empties);
        let length = (capacity + self.below(3)).saturating_sub(1).clamp(1, 12);
        let (a, b) = (open[self.below(open.len())], open[self.below(open.len())]);
        if a == b {
            return;
        }
        let build = self.rules.build();
        let rank_ok = move |c: Card| usize::from(c.rank().value()) > length;
        let Some(target) = self.take(rank_ok) else {
            return;
        };
        self.run[b].push(target);
        let mut run = Vec::new();
        let mut onto = target;
        for _ in 0..length {
            match self.take(|c| build.stacks_on(c, onto)) {
                Some(card) => {
                    run.push(card);
                    onto = card;
                }
                None => break,
            }
        }
        // The run starts a cascade where a game lets it (any card may
        // start one, or its bottom card is a king), else it lies on a
        // prefix of its cascade.
        let column = self.column[a];
        if run
            .first()
            .is_some_and(|&c| !self.rules.may_start_cascade(c))
            || self.chance(3)
        {
            for _ in 0..self.below(column + 1).max(1) {
                if let Some(card) = self.take(|_| true) {
                    self.prefix[a].push(card);
                }
            }
        }
        self.run[a] = run;
    }

    /// A cascade as long as the game lets one be: its whole dealt column,
    /// topped by a king where the cards in play have one, and a run down
    /// from it as far as the cards allow (to an ace, a FreeCell cascade
    /// holds 19 cards).
    fn long_cascade(&mut self, order: &[usize]) {
        let Some(&i) = order.iter().find(|&&i| !self.empty[i]) else {
            return;
        };
        for _ in 1..self.column[i] {
            if let Some(card) = self.take(|c| c.rank() != Rank::King) {
                self.prefix[i].push(card);
            }
        }
        if let Some(king) = self.take(|c| c.rank() == Rank::King) {
            self.prefix[i].push(king);
        }
        self.extend_run(i, 19);
    }

    /// Puts on cascade `i` up to `long` more cards, each one that stacks on
    /// the card below it (or, on an empty cascade, one that may start it),
    /// as long as the pool has one and the cascade has room.
    fn extend_run(&mut self, i: usize, long: usize) {
        let build = self.rules.build();
        let rules = self.rules;
        for _ in 0..long {
            if self.len(i) >= CellT::Tableau.capacity() {
                return;
            }
            let top = self.top(i);
            let fits = move |c: Card| match top {
                Some(onto) => build.stacks_on(c, onto),
                None => rules.may_start_cascade(c),
            };
            match self.take(fits) {
                Some(card) => self.run[i].push(card),
                None => return,
            }
        }
    }

    /// Places the cards left: under the top of a prefix that is shorter
    /// than its dealt column, else in a free cell, else as the prefix of a
    /// cascade left empty, else on any cascade with room.
    fn place_the_rest(&mut self) {
        let cascades = self.rules.cascades();
        while let Some(card) = self.pool.pop() {
            let short: Vec<usize> = (0..cascades)
                .filter(|&i| !self.empty[i] && self.prefix[i].len() < self.column[i])
                .filter(|&i| self.len(i) < CellT::Tableau.capacity())
                .collect();
            if !short.is_empty() {
                let i = short[self.below(short.len())];
                let at = self.below(self.prefix[i].len().max(1));
                self.prefix[i].insert(at, card);
                continue;
            }
            if let Some(cell) = self.free.iter().position(Option::is_none) {
                self.free[cell] = Some(card);
                continue;
            }
            if let Some(i) = self.empty.iter().position(|&e| e) {
                self.empty[i] = false;
                self.prefix[i].push(card);
                continue;
            }
            let room = (0..cascades).find(|&i| self.len(i) < CellT::Tableau.capacity());
            let i = room.expect("52 cards fit the cascades");
            self.run[i].push(card);
        }
    }

    /// The board: the foundations on foundations drawn at random.
    fn board(mut self) -> GameBoard {
        let mut board = GameBoard::empty(self.rules);
        let mut foundations = [0, 1, 2, 3];
        self.shuffle(&mut foundations);
        for (suit, &at) in foundations.iter().enumerate() {
            for rank in &Rank::ALL[..usize::from(self.heights[suit])] {
                let card = Card::new(Suit::ALL[suit], *rank);
                board.place_unchecked(Pile::home_cell(at), card);
            }
        }
        for i in 0..self.rules.cascades() {
            for &card in self.prefix[i].iter().chain(&self.run[i]) {
                board.place_unchecked(Pile::tableau(i), card);
            }
        }
        for (i, card) in self.free.iter().enumerate() {
            if let Some(card) = *card {
                board.place_unchecked(Pile::free_cell(i), card);
            }
        }
        board
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position holds the 52 cards once, its foundations built in
    /// order, and the shapes the properties need come up often.
    #[test]
    fn positions_hold_every_card_once_and_reach_the_edges() {
        let (mut long, mut full_cells, mut two_empty, mut nearly_won) = (0, 0, 0, 0);
        for seed in 0..4000u64 {
            let game = Game::ALL[seed as usize % Game::ALL.len()];
            let rules = match seed % 3 {
                0 => game.rules(),
                _ => game.rules().with_free_cells(seed as usize % 9).unwrap(),
            };
            let board = position(rules, seed);
            let mut cards: Vec<usize> = { board.piles() }
                .flat_map(|p| board.stack(p).as_slice().to_vec())
                .map(|c| c.index())
                .collect();
            cards.sort_unstable();
            assert_eq!(cards, (0..52).collect::<Vec<_>>(), "{board:?}");
            for home in board.foundations() {
                let cards = home.as_slice();
                for (k, card) in cards.iter().enumerate() {
                    assert_eq!(usize::from(card.rank().value()), k + 1, "{board:?}");
                    assert_eq!(card.suit(), cards[0].suit());
                }
            }
            assert_eq!(GameBoard::from_text(&board.to_text()).unwrap(), board);
            long += usize::from(board.cascades().iter().any(|s| s.size() >= 18));
            let cells = board.free_cells();
            full_cells += usize::from(!cells.is_empty() && cells.iter().all(|s| s.size() == 1));
            let empty = board.cascades().iter().filter(|s| s.is_empty()).count();
            two_empty += usize::from(empty >= 2 && cells.iter().any(|s| s.is_empty()));
            nearly_won += usize::from((44..52).contains(&board.cards_home()));
        }
        for (what, count) in [
            ("cascades of 18 or 19 cards", long),
            ("boards with every free cell full", full_cells),
            ("boards with two empty cascades and a free cell", two_empty),
            ("nearly won boards", nearly_won),
        ] {
            assert!(count > 100, "{count} {what}");
        }
    }
}

//! The game board of the MIS, playing the game its [`Rules`] say.
//!
//! Every rule is applied here, once, reading the board's rules value:
//! [`GameBoard::check_move`] decides whether a move is legal and says why
//! not, [`GameBoard::for_each_move`] generates the legal moves (for
//! `validMoveExists`, hints and the solver), and
//! [`GameBoard::play_unchecked`] is the fast path the solver uses once the
//! generator has vouched for a move. The foundations and the autoplay are
//! in `home`, the position's text and reading cards in `text`.

use std::fmt;

use crate::card::Card;
use crate::error::{Error, ErrorKind};
use crate::refusal::{Reason, Refusal};
use crate::rules::{Rules, MAX_CASCADES, MAX_FREE_CELLS};
use crate::stack::Stack;

mod home;
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) mod positions;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests_refusal;
mod text;

pub use home::builds_home;
#[cfg(feature = "solver")]
pub(crate) use home::is_safe_among;
pub(crate) use home::{home_among, wanted_home};
pub use text::{check_full_deck, parse_cards};

/// The MIS's `CellT`: which kind of pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CellT {
    /// One of the single-card cells (four in FreeCell).
    FreeCell,
    /// One of the four foundations, built up by suit from the ace.
    HomeCell,
    /// One of the cascades (eight in FreeCell).
    Tableau,
}

impl CellT {
    pub const ALL: [CellT; 3] = [CellT::FreeCell, CellT::HomeCell, CellT::Tableau];

    /// How many cards one pile of this kind can hold (the MIS bounds).
    pub const fn capacity(self) -> usize {
        match self {
            CellT::FreeCell => 1,
            CellT::HomeCell => 13,
            CellT::Tableau => 19,
        }
    }

    /// The player's word for a pile of this kind.
    pub const fn noun(self) -> &'static str {
        match self {
            CellT::FreeCell => "free cell",
            CellT::HomeCell => "foundation",
            CellT::Tableau => "cascade",
        }
    }
}

/// One pile of the board: its kind and its index (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pile {
    pub cell: CellT,
    pub index: usize,
}

impl Pile {
    pub const fn new(cell: CellT, index: usize) -> Pile {
        Pile { cell, index }
    }

    pub const fn tableau(index: usize) -> Pile {
        Pile::new(CellT::Tableau, index)
    }

    pub const fn free_cell(index: usize) -> Pile {
        Pile::new(CellT::FreeCell, index)
    }

    pub const fn home_cell(index: usize) -> Pile {
        Pile::new(CellT::HomeCell, index)
    }
}

impl Rules {
    /// How many piles of this kind a board of these rules has.
    pub const fn count(self, cell: CellT) -> usize {
        match cell {
            CellT::FreeCell => self.free_cells(),
            CellT::HomeCell => self.foundations(),
            CellT::Tableau => self.cascades(),
        }
    }

    /// Every pile of a board of these rules, in the order of the position
    /// text: cascades, then free cells, then foundations.
    pub fn piles(self) -> impl Iterator<Item = Pile> {
        let of = move |cell: CellT| (0..self.count(cell)).map(move |i| Pile::new(cell, i));
        of(CellT::Tableau)
            .chain(of(CellT::FreeCell))
            .chain(of(CellT::HomeCell))
    }

    /// `invalid_cell` unless a board of these rules has the pile.
    pub fn check_pile(self, pile: Pile) -> Result<Pile, Error> {
        if pile.index < self.count(pile.cell) {
            Ok(pile)
        } else {
            Err(self.no_such_pile(pile.cell, pile.index))
        }
    }

    /// The `invalid_cell` error for a pile a board of these rules does not
    /// have, its index written as the caller gave it. It speaks of indexes,
    /// counted from 0 as the API counts piles, unlike the names of the
    /// piles in the other messages ("cascade 1" is index 0).
    pub fn no_such_pile(self, cell: CellT, index: impl fmt::Display) -> Error {
        let noun = cell.noun();
        let which = match self.count(cell) {
            0 => format!("{} has no {noun}s", self.title()),
            1 => format!("{} has one {noun}, index 0", self.title()),
            n => format!("{noun} indexes go from 0 to {}", n - 1),
        };
        Error::new(
            ErrorKind::InvalidCell,
            format!("there is no {noun} at index {index}: {which}"),
        )
    }
}

/// Names a pile as a player sees it and as the move notation writes it:
/// cascades and foundations count from 1 ("cascade 3"), free cells are
/// lettered ("free cell b", skipping h: the eighth is "free cell i").
impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cell {
            CellT::FreeCell if self.index < MAX_FREE_CELLS => {
                write!(f, "free cell {}", Rules::free_cell_char(self.index))
            }
            _ => write!(f, "{} {}", self.cell.noun(), self.index + 1),
        }
    }
}

/// A move of `count` cards from the top of one pile to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Pile,
    pub to: Pile,
    pub count: usize,
}

impl Move {
    /// A single-card move.
    pub const fn new(from: Pile, to: Pile) -> Move {
        Move { from, to, count: 1 }
    }

    pub const fn with_count(from: Pile, to: Pile, count: usize) -> Move {
        Move { from, to, count }
    }
}

/// A bounded stack of cards: a pile of the board.
pub type CardStack = Stack<Card, STACK_SLOTS>;

/// The most cards any pile's stack can hold (a cascade's bound).
pub(crate) const STACK_SLOTS: usize = 19;

/// The board of a game of the FreeCell family: its rules, its cascades (19
/// cards each at most), free cells and 4 foundations (home cells). Standard
/// FreeCell, the MIS's game, has 8 cascades and 4 free cells.
///
/// The arrays have room for the largest game; only the first
/// `rules.cascades()` cascades and `rules.free_cells()` free cells exist.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameBoard {
    rules: Rules,
    tableau: [CardStack; MAX_CASCADES],
    free: [CardStack; MAX_FREE_CELLS],
    home: [CardStack; 4],
}

impl Default for GameBoard {
    fn default() -> Self {
        GameBoard::new()
    }
}

impl GameBoard {
    /// The MIS `GameBoard()`: a standard FreeCell board, every pile empty.
    pub fn new() -> GameBoard {
        GameBoard::empty(Rules::default())
    }

    /// A board of a game of the family, every pile empty.
    pub fn empty(rules: Rules) -> GameBoard {
        let stack = |cell: CellT| CardStack::empty(cell.capacity()).expect("valid bounds");
        GameBoard {
            rules,
            tableau: [stack(CellT::Tableau); MAX_CASCADES],
            free: [stack(CellT::FreeCell); MAX_FREE_CELLS],
            home: [stack(CellT::HomeCell); 4],
        }
    }

    /// The rules this board is played by.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The cascades, left to right.
    pub fn cascades(&self) -> &[CardStack] {
        &self.tableau[..self.rules.cascades()]
    }

    /// The free cells, left to right.
    pub fn free_cells(&self) -> &[CardStack] {
        &self.free[..self.rules.free_cells()]
    }

    /// The four foundations.
    pub fn foundations(&self) -> &[CardStack; 4] {
        &self.home
    }

    /// Every pile of the board, in the order of the position text.
    pub fn piles(&self) -> impl Iterator<Item = Pile> {
        self.rules.piles()
    }

    /// The MIS `GameBoard(deck)`: the deck is dealt in contiguous chunks,
    /// cascades 0-3 taking 7 cards each and 4-7 taking 6 (deck[0..=6] is
    /// cascade 0, bottom first, and so on).
    ///
    /// `invalid_argument` unless the deck is 52 different cards.
    pub fn with_deck(deck: &[Card]) -> Result<GameBoard, Error> {
        check_full_deck(deck)?;
        let mut board = GameBoard::new();
        let mut rest = deck;
        let cascades = board.rules.cascades();
        for (i, cascade) in board.tableau[..cascades].iter_mut().enumerate() {
            let (chunk, tail) = rest.split_at(if i < 4 { 7 } else { 6 });
            cascade.extend_from(chunk);
            rest = tail;
        }
        Ok(board)
    }

    /// Deals `deck` to a standard FreeCell board the way a dealer does: one
    /// card to each cascade in turn, round-robin, so the first eight cards
    /// are the cascades' bottom cards.
    ///
    /// `invalid_argument` unless the deck is 52 different cards.
    pub fn deal_round_robin(deck: &[Card]) -> Result<GameBoard, Error> {
        GameBoard::dealt(Rules::default(), deck)
    }

    /// Deals `deck` as the rules say: round-robin over the cascades, the
    /// last cards to the free cells that take leftovers (Eight Off's a, c,
    /// e and g; Seahaven Towers' b and c).
    ///
    /// `invalid_argument` unless the deck is 52 different cards.
    pub fn dealt(rules: Rules, deck: &[Card]) -> Result<GameBoard, Error> {
        check_full_deck(deck)?;
        let mut board = GameBoard::empty(rules);
        let cells: Vec<usize> = rules.leftover_cells().collect();
        let (to_cascades, to_cells) = deck.split_at(deck.len() - cells.len());
        for (i, &card) in to_cascades.iter().enumerate() {
            board.tableau[i % rules.cascades()].extend_from(&[card]);
        }
        for (&cell, &card) in cells.iter().zip(to_cells) {
            board.free[cell].extend_from(&[card]);
        }
        Ok(board)
    }

    /// Microsoft FreeCell deal number `n` (1 to 2^31 - 1).
    pub fn from_deal(n: u64) -> Result<GameBoard, Error> {
        GameBoard::from_deal_of(Rules::default(), n)
    }

    /// Deal number `n` of a game of the family: Microsoft's shuffle `n`,
    /// dealt as the game deals (PySolFC's Microsoft-numbered deals).
    pub fn from_deal_of(rules: Rules, n: u64) -> Result<GameBoard, Error> {
        GameBoard::dealt(rules, &crate::deal::ms_deal(n)?)
    }

    /// The MIS `place`: puts `card` on top of a pile, whatever the rules say
    /// (it builds a position). `invalid_cell` for a pile that does not exist,
    /// `invalid_config` for a full one.
    pub fn place(&mut self, cell: CellT, index: usize, card: Card) -> Result<(), Error> {
        let pile = self.rules.check_pile(Pile::new(cell, index))?;
        self.stack_mut(pile).push(card).map_err(|_| {
            Error::new(
                ErrorKind::InvalidConfig,
                match cell.capacity() {
                    1 => format!("{pile} is full: it holds 1 card"),
                    n => format!("{pile} is full: it holds {n} cards"),
                },
            )
        })
    }

    /// Puts `card` on top of a pile with no checks at all: for the
    /// solver's tests, which rebuild boards from its compact positions.
    /// Panics for a pile that does not exist or is full.
    #[cfg(test)]
    pub(crate) fn place_unchecked(&mut self, pile: Pile, card: Card) {
        self.stack_mut(pile).extend_from(&[card]);
    }

    /// Makes a pile hold the first `len` cards of `slots` (bottom first)
    /// with no checks of the rules: for the solvers, which rebuild boards
    /// from their keys (and their tests). Panics for a pile that does not
    /// exist or a `len` beyond its bound.
    #[cfg(feature = "solver")]
    pub(crate) fn set_unchecked(&mut self, pile: Pile, slots: &[Card; STACK_SLOTS], len: usize) {
        self.stack_mut(pile).set_slots(slots, len);
    }

    /// The MIS `getCell`: the pile's cards, bottom first.
    pub fn get_cell(&self, cell: CellT, index: usize) -> Result<&CardStack, Error> {
        Ok(self.stack(self.rules.check_pile(Pile::new(cell, index))?))
    }

    /// The pile's cards. Panics for an index beyond the largest game's;
    /// the piles past this game's are empty.
    pub fn stack(&self, pile: Pile) -> &CardStack {
        match pile.cell {
            CellT::Tableau => &self.tableau[pile.index],
            CellT::FreeCell => &self.free[pile.index],
            CellT::HomeCell => &self.home[pile.index],
        }
    }

    fn stack_mut(&mut self, pile: Pile) -> &mut CardStack {
        match pile.cell {
            CellT::Tableau => &mut self.tableau[pile.index],
            CellT::FreeCell => &mut self.free[pile.index],
            CellT::HomeCell => &mut self.home[pile.index],
        }
    }

    /// The top card of a pile, if any.
    pub fn top(&self, pile: Pile) -> Option<Card> {
        self.stack(pile).as_slice().last().copied()
    }

    /// The MIS `isValidMove` for one card.
    pub fn is_valid_move(&self, c0: CellT, n0: usize, c1: CellT, n1: usize) -> Result<bool, Error> {
        self.is_valid(Move::new(Pile::new(c0, n0), Pile::new(c1, n1)))
    }

    /// `isValidMove` for any move: `invalid_cell` for a pile that does not
    /// exist, `invalid_argument` for a count of 0, otherwise whether the
    /// rules allow it.
    pub fn is_valid(&self, mv: Move) -> Result<bool, Error> {
        match self.check_move(mv) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == ErrorKind::InvalidMove => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// The MIS `makeMove` for one card.
    pub fn make_move(&mut self, c0: CellT, n0: usize, c1: CellT, n1: usize) -> Result<(), Error> {
        self.play(Move::new(Pile::new(c0, n0), Pile::new(c1, n1)))
    }

    /// Makes a move if the rules allow it; otherwise changes nothing and says
    /// why (`invalid_cell`, `invalid_argument` or `invalid_move`).
    pub fn play(&mut self, mv: Move) -> Result<(), Error> {
        self.check_move(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Makes a move without asking the rules: for moves that came from
    /// [`GameBoard::for_each_move`]. Panics if the source has too few cards
    /// or the target too little room.
    pub fn play_unchecked(&mut self, mv: Move) {
        if mv.count == 1 {
            // Most moves (and every move home) carry one card: no copy of
            // a run through a buffer.
            let from = self.stack_mut(mv.from);
            let card = from.top_n(1)[0];
            from.truncate_by(1);
            self.stack_mut(mv.to).extend_from(&[card]);
            return;
        }
        let mut buf = [Card::default(); 19];
        let moving = &mut buf[..mv.count];
        let from = self.stack_mut(mv.from);
        moving.copy_from_slice(from.top_n(mv.count));
        from.truncate_by(mv.count);
        self.stack_mut(mv.to).extend_from(moving);
    }

    /// Decides a move: `Ok` if legal, else the reason. Pile indexes are
    /// checked first (`invalid_cell`), then the count (`invalid_argument`),
    /// then the rules (`invalid_move`).
    pub fn check_move(&self, mv: Move) -> Result<(), Error> {
        let Move { from, to, count } = mv;
        self.rules.check_pile(from)?;
        self.rules.check_pile(to)?;
        if count == 0 {
            return Err(Error::invalid_argument("a move takes at least one card"));
        }
        match self.refusal_reason(mv) {
            None => Ok(()),
            Some(reason) => Err(Error::refused(Refusal {
                mv,
                rules: self.rules,
                reason,
            })),
        }
    }

    /// The rule that refuses a move of existing piles and at least one
    /// card, if one does.
    fn refusal_reason(&self, mv: Move) -> Option<Reason> {
        let Move { from, to, count } = mv;
        if from.cell == CellT::HomeCell {
            return Some(Reason::FromFoundation);
        }
        let source = self.stack(from);
        if source.is_empty() {
            return Some(Reason::EmptySource { from });
        }
        if from == to {
            return Some(Reason::SamePile { pile: from });
        }
        if count > 1 {
            if from.cell != CellT::Tableau {
                return Some(Reason::SingleCardFrom { cell: from.cell });
            }
            if to.cell != CellT::Tableau {
                return Some(Reason::SingleCardTo { cell: to.cell });
            }
            if count > source.size() {
                return Some(Reason::TooFewCards {
                    from,
                    has: source.size(),
                    count,
                });
            }
            if count > self.run_length(from.index) {
                return Some(Reason::NotARun {
                    from,
                    count,
                    build: self.rules.build(),
                });
            }
        }
        let card = source.top_n(count)[0];
        let target = self.stack(to);
        match to.cell {
            CellT::FreeCell => {
                if let Some(holds) = self.top(to) {
                    return Some(Reason::CellTaken { to, holds });
                }
            }
            CellT::HomeCell => {
                let top = self.top(to);
                if !builds_home(card, top) {
                    return Some(match top {
                        None => Reason::FoundationNeedsAce { card },
                        Some(onto) => Reason::FoundationNextOfSuit { card, onto },
                    });
                }
            }
            CellT::Tableau => match self.top(to) {
                Some(top) => {
                    let game = self.rules.game();
                    if let Some(reason) = Reason::building(self.rules.build(), game, card, top) {
                        return Some(reason);
                    }
                }
                None if !self.rules.may_start_cascade(card) => {
                    return Some(Reason::KingsOnly {
                        card,
                        game: self.rules.game(),
                    });
                }
                None => {}
            },
        }
        if to.cell == CellT::Tableau {
            let capacity = self.sequence_capacity(target.is_empty());
            if count > capacity {
                return Some(Reason::TooManyAtOnce {
                    count,
                    capacity,
                    empty_cascades: self.rules.empty_cascades(),
                });
            }
            if target.size() + count > target.max_size() {
                return Some(Reason::NoRoom { to });
            }
        }
        if to.cell != CellT::Tableau && target.is_full() {
            return Some(Reason::PileFull { to });
        }
        None
    }

    /// How many cards at the top of a cascade form one run, each card one
    /// that the rules let go on the one below it.
    pub fn run_length(&self, cascade: usize) -> usize {
        let cards = self.tableau[cascade].as_slice();
        if cards.is_empty() {
            return 0;
        }
        let build = self.rules.build();
        1 + cards
            .windows(2)
            .rev()
            .take_while(|w| build.stacks_on(w[1], w[0]))
            .count()
    }

    /// How many cards a sequence move may carry now, as the rules count
    /// it from the empty free cells and cascades, not counting the target
    /// when it is an empty cascade.
    pub fn sequence_capacity(&self, to_empty_cascade: bool) -> usize {
        let free = self.free_cells().iter().filter(|s| s.is_empty()).count();
        let empty = self.cascades().iter().filter(|s| s.is_empty()).count();
        let empty = empty - usize::from(to_empty_cascade && empty > 0);
        self.rules.sequence_capacity(free, empty)
    }

    /// The most cards a player may pick up from the top of a pile at once:
    /// a cascade's run, as far as the free cells and empty cascades allow;
    /// one card from a free cell; none from a foundation or an empty pile.
    pub fn movable_count(&self, pile: Pile) -> Result<usize, Error> {
        let pile = self.rules.check_pile(pile)?;
        Ok(match pile.cell {
            CellT::HomeCell => 0,
            CellT::FreeCell => self.stack(pile).size(),
            CellT::Tableau => self
                .run_length(pile.index)
                .min(self.sequence_capacity(false)),
        })
    }

    /// The largest number of cards that may move from `from` to `to` now
    /// (0 when no move is legal).
    pub fn max_move_count(&self, from: Pile, to: Pile) -> Result<usize, Error> {
        self.rules.check_pile(from)?;
        self.rules.check_pile(to)?;
        let most = if from.cell == CellT::Tableau && to.cell == CellT::Tableau {
            self.run_length(from.index)
        } else {
            1
        };
        Ok((1..=most)
            .rev()
            .find(|&count| self.check_move(Move::with_count(from, to, count)).is_ok())
            .unwrap_or(0))
    }

    /// Calls `f` with every legal move, one per distinct outcome: of several
    /// empty free cells (or empty cascades) only the first is a target, a
    /// card goes only to the foundation of its suit, and free cell to free
    /// cell moves (which change nothing that matters) are left out. Sequence
    /// moves to an empty cascade come in every size the rules allow.
    pub fn for_each_move(&self, mut f: impl FnMut(Move)) {
        let rules = self.rules;
        let build = rules.build();
        let first_empty_free = self.free_cells().iter().position(|s| s.is_empty());
        let first_empty_cascade = self.cascades().iter().position(|s| s.is_empty());
        let capacity = self.sequence_capacity(false);
        let capacity_to_empty = self.sequence_capacity(true);
        let tops = self.foundation_tops();
        let wanted = wanted_home(&tops);
        // The cascades' top cards, one bit per card index, and the cascade
        // each one tops.
        let mut top_cards = 0u64;
        let mut cascade_of_top = [0u8; 52];
        for (i, cascade) in self.cascades().iter().enumerate() {
            if let Some(top) = cascade.as_slice().last() {
                top_cards |= 1 << top.index();
                cascade_of_top[top.index()] = i as u8;
            }
        }
        let sources = (0..rules.cascades())
            .map(Pile::tableau)
            .chain((0..rules.free_cells()).map(Pile::free_cell));
        for from in sources {
            let Some(card) = self.top(from) else { continue };
            if wanted & (1 << card.index()) != 0 {
                if let Some(h) = home_among(&tops, card) {
                    f(Move::new(from, Pile::home_cell(h)));
                }
            }
            if from.cell == CellT::Tableau {
                if let Some(fc) = first_empty_free {
                    f(Move::new(from, Pile::free_cell(fc)));
                }
            }
            let run = if from.cell == CellT::Tableau {
                self.run_length(from.index)
            } else {
                1
            };
            let cards = self.stack(from).as_slice();
            // Only one depth of the run can fit on a given card: for each
            // depth, the cascades whose top card takes the card there.
            let mut counts = [0; MAX_CASCADES];
            let mut targets = 0u32;
            for count in 1..=run.min(capacity) {
                let mut onto = build.goes_onto(cards[cards.len() - count]) & top_cards;
                while onto != 0 {
                    let to = usize::from(cascade_of_top[onto.trailing_zeros() as usize]);
                    onto &= onto - 1;
                    let target = &self.tableau[to];
                    if (from.cell != CellT::Tableau || to != from.index)
                        && target.size() + count <= target.max_size()
                    {
                        counts[to] = count;
                        targets |= 1 << to;
                    }
                }
            }
            if let Some(empty) = first_empty_cascade {
                targets |= 1 << empty;
            }
            // The targets in cascade order.
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                if Some(to) != first_empty_cascade {
                    f(Move::with_count(from, Pile::tableau(to), counts[to]));
                    continue;
                }
                // Moving a whole cascade to an empty one changes nothing.
                let whole = cards.len();
                for count in 1..=run.min(capacity_to_empty) {
                    let whole_cascade = from.cell == CellT::Tableau && count == whole;
                    if whole_cascade || !rules.may_start_cascade(cards[whole - count]) {
                        continue;
                    }
                    f(Move::with_count(from, Pile::tableau(to), count));
                }
            }
        }
    }

    /// Every legal move, as [`GameBoard::for_each_move`] gives them.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_move(|m| moves.push(m));
        moves
    }

    /// The MIS `validMoveExists`: whether any single-card move between any
    /// two piles is legal.
    pub fn valid_move_exists(&self) -> bool {
        self.piles().any(|from| {
            self.piles()
                .any(|to| self.check_move(Move::new(from, to)).is_ok())
        })
    }
}

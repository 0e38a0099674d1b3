//! The game board of the MIS, playing the game its [`Rules`] say.
//!
//! Every rule is applied here, once, reading the board's rules value:
//! [`GameBoard::check_move`] decides whether a move is legal and says why
//! not, [`GameBoard::for_each_move`] generates the legal moves (for
//! `validMoveExists`, hints and the solver), and
//! [`GameBoard::play_unchecked`] is the fast path the solver uses once the
//! generator has vouched for a move. The foundations and the autoplay are
//! in `home`, the position's text and its reading errors in `text`. The
//! MIS's own methods, which answer with the MIS's `Error`, are above, in
//! `mis.rs`; these answer with the error of what they do.

use crate::card::Card;
use crate::deal::{check_full_deck, ms_deal, DeckError, NoSuchDeal};
use crate::pile::NoSuchPile;
use crate::refusal::{MoveError, Reason, Refusal};
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

/// The pile vocabulary the board is addressed in, for callers that name
/// it with the board.
pub use crate::pile::{CellT, Move, Pile};
#[cfg(feature = "solver")]
pub(crate) use home::is_safe_among;
pub use home::{builds_home, Autoplay};
pub(crate) use home::{home_among, wanted_home};
pub use text::ParsePositionError;

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

    /// Deals `deck` to a standard FreeCell board the way a dealer does: one
    /// card to each cascade in turn, round-robin, so the first eight cards
    /// are the cascades' bottom cards.
    ///
    /// Refused unless the deck is 52 different cards.
    pub fn deal_round_robin(deck: &[Card]) -> Result<GameBoard, DeckError> {
        GameBoard::dealt(Rules::default(), deck)
    }

    /// Deals `deck` as the rules say: round-robin over the cascades, the
    /// last cards to the free cells that take leftovers (Eight Off's a, c,
    /// e and g; Seahaven Towers' b and c).
    ///
    /// Refused unless the deck is 52 different cards.
    pub fn dealt(rules: Rules, deck: &[Card]) -> Result<GameBoard, DeckError> {
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
    pub fn from_deal(n: u64) -> Result<GameBoard, NoSuchDeal> {
        GameBoard::from_deal_of(Rules::default(), n)
    }

    /// Deal number `n` of a game of the family: Microsoft's shuffle `n`,
    /// dealt as the game deals (PySolFC's Microsoft-numbered deals).
    pub fn from_deal_of(rules: Rules, n: u64) -> Result<GameBoard, NoSuchDeal> {
        let deck = ms_deal(n)?;
        Ok(GameBoard::dealt(rules, &deck).expect("a deal is the 52 cards"))
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

    /// The pile's cards. Panics for an index beyond the largest game's;
    /// the piles past this game's are empty.
    pub fn stack(&self, pile: Pile) -> &CardStack {
        match pile.cell {
            CellT::Tableau => &self.tableau[pile.index],
            CellT::FreeCell => &self.free[pile.index],
            CellT::HomeCell => &self.home[pile.index],
        }
    }

    pub(crate) fn stack_mut(&mut self, pile: Pile) -> &mut CardStack {
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

    /// The pile holding `card`, a cascade or a free cell (a card home is on
    /// none of them), and how many cards lie from it to the top, itself
    /// included: the count of the move that carries it.
    pub fn pile_holding(&self, card: Card) -> Option<(Pile, usize)> {
        let cascades = (0..self.cascades().len()).map(Pile::tableau);
        let free_cells = (0..self.free_cells().len()).map(Pile::free_cell);
        cascades.chain(free_cells).find_map(|pile| {
            let cards = self.stack(pile).as_slice();
            let at = cards.iter().position(|&c| c == card)?;
            Some((pile, cards.len() - at))
        })
    }

    /// `isValidMove` for any move: refused for a pile that does not exist
    /// or a count of 0, otherwise whether the rules allow it.
    pub fn is_valid(&self, mv: Move) -> Result<bool, MoveError> {
        match self.check_move(mv) {
            Ok(()) => Ok(true),
            Err(MoveError::Refused(_)) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Makes a move if the rules allow it; otherwise changes nothing and says
    /// why.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
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
    /// checked first, then the count, then the rules.
    pub fn check_move(&self, mv: Move) -> Result<(), MoveError> {
        let Move { from, to, count } = mv;
        self.rules.check_pile(from)?;
        self.rules.check_pile(to)?;
        if count == 0 {
            return Err(MoveError::NoCards);
        }
        match self.refusal_reason(mv) {
            None => Ok(()),
            Some(reason) => Err(MoveError::Refused(Refusal {
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
        // A full free cell holds a card (CellTaken) and a full foundation
        // ends at its king (no card builds on it): both are refused above.
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
    pub fn movable_count(&self, pile: Pile) -> Result<usize, NoSuchPile> {
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
    pub fn max_move_count(&self, from: Pile, to: Pile) -> Result<usize, NoSuchPile> {
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

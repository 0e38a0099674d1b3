//! The foundations: where a card may go home, how far each suit is
//! built, when the game is won, and the autoplay that sends cards home
//! ([`Autoplay`], which cards it sends). The rules of safety are the rules
//! value's ([`Rules::is_safe_home`], [`Rules::is_never_needed`]); this
//! reads the board for them.

use super::{CardStack, GameBoard, Move, Pile};
use crate::card::{Card, Rank, Suit};
use crate::rules::Rules;

/// Whether `card` may go on a foundation whose top card is `top` (or that is
/// empty): an ace starts it, then the next rank of the same suit.
pub fn builds_home(card: Card, top: Option<Card>) -> bool {
    match top {
        None => card.rank() == Rank::Ace,
        Some(top) => card.suit() == top.suit() && top.rank().value() + 1 == card.rank().value(),
    }
}

/// Which cards go home by themselves after every move: the page's
/// Autoplay setting (off, [`Autoplay::Safe`] or [`Autoplay::All`]: off is
/// no `Autoplay`) and what a search of the solver folds into each of its
/// steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Autoplay {
    /// Only the cards [`GameBoard::is_safe_home`] allows: sending them
    /// never loses a win.
    Safe,
    /// The cards [`Rules::is_never_needed`] allows: every safe card and,
    /// in games built by alternate colours, some more, which never lose a
    /// win either.
    NeverNeeded,
    /// Every card that can go home.
    All,
}

impl GameBoard {
    /// The foundation a card may go to now, if any: the one its suit is built
    /// on, or for an ace the first empty one.
    pub fn home_for(&self, card: Card) -> Option<usize> {
        home_among(&self.foundation_tops(), card)
    }

    /// The top card of each foundation: read once by the generators, which
    /// ask [`home_among`] about every top card of the tableau.
    pub(super) fn foundation_tops(&self) -> [Option<Card>; 4] {
        let mut tops = [None; 4];
        for (top, h) in tops.iter_mut().zip(&self.home) {
            *top = h.as_slice().last().copied();
        }
        tops
    }

    /// How far the foundation of `suit` has been built (0 to 13).
    pub fn home_rank(&self, suit: Suit) -> u8 {
        self.home
            .iter()
            .filter_map(|h| h.as_slice().last())
            .find(|top| top.suit() == suit)
            .map_or(0, |top| top.rank().value())
    }

    /// Whether sending `card` to its foundation can never be regretted, as
    /// [`Rules::is_safe_home`] says.
    pub fn is_safe_home(&self, card: Card) -> bool {
        is_safe_among(self.rules, &self.foundation_tops(), card)
    }

    /// The next card `autoplay` sends to a foundation, if any: from the
    /// cascades first, then the free cells.
    pub fn autoplay_move(&self, autoplay: Autoplay) -> Option<Move> {
        match autoplay {
            Autoplay::Safe => {
                self.autoplay_move_where(|rules, built, card| rules.is_safe_home(card, built))
            }
            Autoplay::NeverNeeded => {
                self.autoplay_move_where(|rules, built, card| rules.is_never_needed(card, built))
            }
            Autoplay::All => self.autoplay_move_where(|_, _, _| true),
        }
    }

    /// The next card autoplay sends to a foundation among those
    /// `sends(rules, built, card)` allows (`built`: how far each suit's
    /// foundation is built, by suit index), as [`GameBoard::autoplay_move`]
    /// orders them.
    fn autoplay_move_where(&self, sends: impl Fn(Rules, &[u8; 4], Card) -> bool) -> Option<Move> {
        let tops = self.foundation_tops();
        let wanted = wanted_home(&tops);
        // The quick filter first: after most moves of a search no top card
        // is wanted, and this runs after every one.
        let goes_home = |from: Pile, stack: &CardStack| {
            let &card = stack.as_slice().last()?;
            if wanted & (1 << card.index()) == 0 {
                return None;
            }
            let home = home_among(&tops, card)?;
            sends(self.rules, &built_among(&tops), card)
                .then(|| Move::new(from, Pile::home_cell(home)))
        };
        let cascades = self.cascades().iter().enumerate();
        let from_cascades = cascades.filter_map(|(i, s)| goes_home(Pile::tableau(i), s));
        let free_cells = self.free_cells().iter().enumerate();
        let from_free_cells = free_cells.filter_map(|(i, s)| goes_home(Pile::free_cell(i), s));
        from_cascades.chain(from_free_cells).next()
    }

    /// The MIS `isInWinState`: every foundation holds ace to king.
    pub fn is_in_win_state(&self) -> bool {
        self.home.iter().all(|h| {
            let cards = h.as_slice();
            cards.len() == 13
                && cards
                    .iter()
                    .zip(Rank::ALL)
                    .all(|(card, rank)| card.rank() == rank)
        })
    }

    /// How many cards are on the foundations.
    pub fn cards_home(&self) -> usize {
        self.home.iter().map(|h| h.size()).sum()
    }
}

/// [`GameBoard::home_for`] given the foundations' top cards: the first
/// foundation that takes the card, else for an ace the first empty one.
pub(crate) fn home_among(tops: &[Option<Card>; 4], card: Card) -> Option<usize> {
    let mut first_empty = None;
    for (i, &top) in tops.iter().enumerate() {
        match top {
            Some(_) if builds_home(card, top) => return Some(i),
            Some(_) => {}
            None => {
                first_empty = first_empty.or(Some(i));
            }
        }
    }
    first_empty.filter(|_| card.rank() == Rank::Ace)
}

/// [`GameBoard::is_safe_home`] given the foundations' top cards: read once
/// by the autoplay, which asks about a card after nearly every move.
pub(crate) fn is_safe_among(rules: Rules, tops: &[Option<Card>; 4], card: Card) -> bool {
    rules.is_safe_home(card, &built_among(tops))
}

/// How far each suit is built, by suit index, given the foundations' top
/// cards, as [`GameBoard::home_rank`] says: the first foundation of a suit
/// counts (so the others are read first).
fn built_among(tops: &[Option<Card>; 4]) -> [u8; 4] {
    let mut built = [0u8; 4];
    for top in tops.iter().rev().flatten() {
        built[top.suit().index()] = top.rank().value();
    }
    built
}

/// The cards that [`home_among`] may find a foundation for, one bit per
/// card index: the card above each foundation's top card (a card's index is
/// four past the index of the card one rank lower of its suit), and the
/// aces when a foundation is empty. A quick filter: a card whose bit is
/// clear has no foundation to go to.
pub(crate) fn wanted_home(tops: &[Option<Card>; 4]) -> u64 {
    let mut wanted = 0u64;
    for &top in tops {
        match top {
            Some(top) => wanted |= 1u64 << (top.index() + 4),
            None => wanted |= 0b1111,
        }
    }
    wanted
}

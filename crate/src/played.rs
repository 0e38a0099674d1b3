//! A solver's line as a player plays it with the page's Autoplay setting,
//! so that par and the solution's steps count as the player's move counter
//! counts. The solver sends every card home as soon as it may go; a player
//! whose autoplay is more careful (or off) leaves such a card where it is
//! until it is in the way of the next move, or autoplay takes it, and then
//! sends it home by hand.

use crate::board::{Autoplay, CellT, GameBoard, Move, Pile};
use crate::card::Card;

/// One move of a line as played: the move, in the standard notation of
/// the position it was made in, and whether autoplay made it (it then
/// belongs to the player's move before it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub notation: String,
    pub autoplayed: bool,
}

/// Where the player makes the solver's next move, or the card most likely
/// in its way.
enum Place {
    At(Move),
    Blocked(Option<Card>),
}

/// The player's board as the line is replayed on it, and the cards the
/// solver has sent home that it has not, in the solver's order.
struct Player {
    board: GameBoard,
    /// The page's Autoplay setting (`None`: off).
    autoplay: Option<Autoplay>,
    pending: Vec<Card>,
    out: Vec<Played>,
}

impl Player {
    /// The pile (not a foundation) holding `card`, and its top card.
    fn holding(&self, card: Card) -> Option<(Pile, Card)> {
        let (pile, _) = self.board.pile_holding(card)?;
        Some((pile, self.board.top(pile)?))
    }

    fn is_home(&self, card: Card) -> bool {
        self.board
            .foundations()
            .iter()
            .any(|h| h.as_slice().contains(&card))
    }

    /// Makes `mv`, then the moves autoplay makes after it.
    fn play(&mut self, mv: Move) -> bool {
        let notation = self.board.move_notation(mv);
        if self.board.play(mv).is_err() {
            return false;
        }
        self.out.push(Played {
            mv,
            notation,
            autoplayed: false,
        });
        while let Some(auto) = self.autoplay.and_then(|a| self.board.autoplay_move(a)) {
            let notation = self.board.move_notation(auto);
            self.board.play_unchecked(auto);
            self.out.push(Played {
                mv: auto,
                notation,
                autoplayed: true,
            });
        }
        let pending = std::mem::take(&mut self.pending);
        self.pending = pending.into_iter().filter(|&c| !self.is_home(c)).collect();
        true
    }

    fn position(&self, card: Card) -> Option<usize> {
        self.pending.iter().position(|&c| c == card)
    }

    /// Sends `card` home by hand, after what must go first: the cards of
    /// its suit the solver sent home before it, and the cards left on top
    /// of it. False if it cannot go.
    fn send_home(&mut self, card: Card) -> bool {
        if self.is_home(card) {
            return true;
        }
        let lower: Vec<Card> = { self.pending.iter() }
            .filter(|c| c.suit() == card.suit() && **c != card)
            .copied()
            .collect();
        for before in lower {
            let first = match (self.position(before), self.position(card)) {
                (Some(a), Some(b)) => a < b,
                _ => false,
            };
            if first && !self.send_home(before) {
                return false;
            }
        }
        let mut pile = self.holding(card);
        while let Some((_, top)) =
            pile.filter(|&(_, top)| top != card && self.pending.contains(&top))
        {
            if !self.send_home(top) {
                return false;
            }
            pile = self.holding(card);
        }
        if self.is_home(card) {
            return true; // autoplay took it meanwhile
        }
        match (pile, self.board.home_for(card)) {
            (Some((from, top)), Some(home)) if top == card => {
                self.play(Move::new(from, Pile::home_cell(home)))
            }
            _ => false,
        }
    }

    /// An empty pile of the kind of `want`, `want` itself first.
    fn empty_like(&self, want: Pile) -> Option<Pile> {
        let empty = |p: Pile| p.cell == want.cell && self.board.stack(p).is_empty();
        if empty(want) {
            return Some(want);
        }
        self.board.piles().find(|&p| empty(p))
    }

    /// Where the player makes the solver's move `mv` of the cards `moved`
    /// onto `onto` (a card, or an empty pile): the same cards, onto the
    /// same card or into an empty pile of the same kind.
    fn place_of(&self, mv: Move, moved: &[Card], onto: Option<Card>) -> Place {
        let from = self.holding(moved[0]);
        if let Some((pile, top)) = from {
            let cards = self.board.stack(pile).as_slice();
            if !cards.ends_with(moved) {
                return Place::Blocked(Some(top));
            }
        }
        let to = match onto {
            Some(card) => match self.holding(card) {
                Some((_, top)) if top != card => return Place::Blocked(Some(top)),
                held => held.map(|(pile, _)| pile),
            },
            None => self.empty_like(mv.to),
        };
        if let (Some((from, _)), Some(to)) = (from, to) {
            let mv = Move::with_count(from, to, mv.count);
            if self.board.is_valid(mv).unwrap_or(false) {
                return Place::At(mv);
            }
        }
        // No room (an empty pile, or enough of them for a run): a card left
        // in a free cell, else the first left behind.
        let in_cell = { self.pending.iter() }.find(|&&c| {
            self.holding(c)
                .is_some_and(|(p, _)| p.cell == CellT::FreeCell)
        });
        Place::Blocked(in_cell.or(self.pending.first()).copied())
    }
}

/// The solver's `line` from `start` (moves in the standard notation, every
/// foundation move written out) as a player with `autoplay` plays it: each
/// move the player makes followed by the moves autoplay makes after it.
/// `None` if the player's board cannot follow the solver's, or the line
/// does not win.
pub fn as_played<'a>(
    start: &GameBoard,
    line: impl IntoIterator<Item = &'a str>,
    autoplay: Option<Autoplay>,
) -> Option<Vec<Played>> {
    let mut solver = *start;
    let mut player = Player {
        board: *start,
        autoplay,
        pending: Vec::new(),
        out: Vec::new(),
    };
    for token in line {
        let mv = solver.parse_move(token).ok()?;
        let from = solver.stack(mv.from).as_slice();
        let moved = from.get(from.len().checked_sub(mv.count)?..)?.to_vec();
        let onto = solver.top(mv.to);
        solver.play(mv).ok()?;
        if mv.to.cell == CellT::HomeCell {
            if !player.is_home(moved[0]) {
                player.pending.push(moved[0]);
            }
            continue;
        }
        loop {
            match player.place_of(mv, &moved, onto) {
                Place::At(at) => {
                    if !player.play(at) {
                        return None;
                    }
                    break;
                }
                Place::Blocked(Some(card)) if player.pending.contains(&card) => {
                    if !player.send_home(card) {
                        return None;
                    }
                }
                Place::Blocked(_) => return None,
            }
        }
    }
    while let Some(&card) = player.pending.first() {
        if !player.send_home(card) {
            return None;
        }
    }
    player.board.is_in_win_state().then_some(player.out)
}

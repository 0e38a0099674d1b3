//! The canonical key of a position of any game of the family: what the
//! general solver stores for every position it reaches, and all it keeps
//! of one (the standard backend's key is its `Layout`, in
//! `standard/key.rs`).
//!
//! Only what the rules let matter goes in. The cascades' order never
//! matters (the engine's moves name "the first empty cascade", and the
//! capacity rule counts empty cascades), so they go in sorted by their
//! bottom cards, and empty ones are left out: the rules say how many
//! cascades there are. Nor does which free cell holds a card (free cells
//! are interchangeable), so the free cells are a set of cards. The
//! foundations are left out too: a card in no cascade and no free cell is
//! home, and a foundation is always built up from its ace, so the missing
//! cards say how high each suit's is.

use std::hash::{Hash, Hasher};

use crate::board::{GameBoard, Pile, STACK_SLOTS};
use crate::card::{Card, Rank, Suit};
use crate::rules::Rules;

/// Marks a cascade's bottom card in [`Key`]'s cascade bytes.
const BOTTOM: u8 = 0x80;

/// The clubs, one bit per card index (every fourth index from the
/// ace's); shifted left by a suit's index, that suit's cards.
const CLUBS: u64 = 0x1_1111_1111_1111;

/// Each suit's cards from the ace up, in a stack's slots.
const BY_SUIT: [[Card; STACK_SLOTS]; 4] = {
    let mut table = [[Card::new(Suit::Clubs, Rank::Ace); STACK_SLOTS]; 4];
    let mut suit = 0;
    while suit < 4 {
        let mut rank = 0;
        while rank < 13 {
            table[suit][rank] = Card::new(Suit::ALL[suit], Rank::ALL[rank]);
            rank += 1;
        }
        suit += 1;
    }
    table
};

/// How many bytes hold the cascades: room for all 52 cards, the words
/// after the free cells' one.
const CASCADE_BYTES: usize = 56;

/// A position in canonical form, 64 bytes: the free cells' cards as a set
/// (one bit per card index), then the cascades' cards, cascades ordered by
/// bottom card and each bottom first, one byte a card (its index + 1, with
/// [`BOTTOM`] on a cascade's first card), then zeros. The 52 cards fit
/// whatever the game: a key needs no rules to compare or hash, but
/// [`Key::board`] needs the game's rules to rebuild its board.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Key {
    free: u64,
    cascades: [u8; CASCADE_BYTES],
}

/// Hashed a word at a time: the free cells, then the cascades' seven
/// words (the search's hasher mixes each word on its own).
impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.free);
        for word in self.cascades.chunks_exact(8) {
            state.write_u64(u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
    }
}

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let card = |byte: u8| Card::from_index(usize::from((byte & !BOTTOM) - 1));
        let mut text = String::new();
        for &byte in self.cascades.iter().take_while(|&&b| b != 0) {
            if byte & BOTTOM != 0 {
                text.push('/');
            }
            text.push_str(&card(byte).map_or("??".into(), |c| c.to_string()));
        }
        write!(f, "Key({text} free {:#x})", self.free)
    }
}

impl Key {
    /// The key of `board`'s position.
    pub fn of(board: &GameBoard) -> Key {
        let mut free = 0u64;
        for cell in board.free_cells() {
            for card in cell.as_slice() {
                free |= 1 << card.index();
            }
        }
        // The non-empty cascades in the order of their bottom cards: a
        // bit per bottom card, read from the lowest.
        let cascades = board.cascades();
        let mut bottoms = 0u64;
        let mut cascade_of = [0u8; 52];
        for (i, cascade) in cascades.iter().enumerate() {
            if let Some(bottom) = cascade.as_slice().first() {
                bottoms |= 1 << bottom.index();
                cascade_of[bottom.index()] = i as u8;
            }
        }
        // Each cascade's whole slots are copied at once, past its end too
        // (the next cascade writes over those bytes), into room for that.
        let mut room = [0u8; CASCADE_BYTES + STACK_SLOTS];
        let mut at = 0;
        while bottoms != 0 {
            let cascade = &cascades[usize::from(cascade_of[bottoms.trailing_zeros() as usize])];
            bottoms &= bottoms - 1;
            let to: &mut [u8; STACK_SLOTS] = (&mut room[at..at + STACK_SLOTS])
                .try_into()
                .expect("a stack's slots");
            for (byte, card) in to.iter_mut().zip(cascade.slots()) {
                *byte = card.index() as u8 + 1;
            }
            to[0] |= BOTTOM;
            at += cascade.size();
        }
        let mut bytes = [0u8; CASCADE_BYTES];
        bytes[..at].copy_from_slice(&room[..at]);
        Key {
            free,
            cascades: bytes,
        }
    }

    /// The cards in play (in a cascade or a free cell), one bit per card
    /// index: the others are home.
    pub fn in_play(&self) -> u64 {
        let mut cards = self.free;
        for &byte in self.cascade_bytes() {
            cards |= 1 << ((byte & !BOTTOM) - 1);
        }
        cards
    }

    /// How many cards are home.
    #[cfg(test)]
    pub fn cards_home(&self) -> usize {
        52 - self.in_play().count_ones() as usize
    }

    /// Whether every card is home.
    pub fn is_won(&self) -> bool {
        self.free == 0 && self.cascades[0] == 0
    }

    /// The bytes of the cascades' cards, up to the zeros that end them.
    fn cascade_bytes(&self) -> &[u8] {
        let len = self
            .cascades
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(CASCADE_BYTES);
        &self.cascades[..len]
    }

    /// The board this key stands for in a game of `rules`: the cascades
    /// in the key's order from the first (the empty ones last), the free
    /// cells' cards from the first free cell in card order, and each
    /// suit's cards that are home on the foundation of that suit's index.
    /// Any board with the same key plays the same.
    pub fn board(&self, rules: Rules) -> GameBoard {
        let mut board = GameBoard::empty(rules);
        let mut slots = [Card::default(); STACK_SLOTS];
        let mut cascade = 0;
        let mut len = 0;
        for &byte in self.cascade_bytes() {
            if byte & BOTTOM != 0 && len > 0 {
                board.set_unchecked(Pile::tableau(cascade), &slots, len);
                cascade += 1;
                len = 0;
            }
            slots[len] = Card::from_index_unchecked((byte & !BOTTOM) - 1);
            len += 1;
        }
        if len > 0 {
            board.set_unchecked(Pile::tableau(cascade), &slots, len);
        }
        let mut free = self.free;
        let mut cell = 0;
        while free != 0 {
            slots[0] = Card::from_index_unchecked(free.trailing_zeros() as u8);
            free &= free - 1;
            board.set_unchecked(Pile::free_cell(cell), &slots, 1);
            cell += 1;
        }
        // A suit's cards home are its lowest: as many as are not in play.
        let home = !self.in_play();
        for (suit, cards) in BY_SUIT.iter().enumerate() {
            let len = (home & (CLUBS << suit)).count_ones() as usize;
            board.set_unchecked(Pile::home_cell(suit), cards, len);
        }
        board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;
    use crate::rules::Game;

    /// Plays a few moves of each game's deal 1: the key of a board rebuilt
    /// from a key is that key, and the rebuilt board lists as many moves.
    #[test]
    fn a_key_rebuilds_a_board_with_the_same_key_and_moves() {
        for game in Game::ALL {
            let rules = game.rules();
            let mut board = GameBoard::from_deal_of(rules, 1).unwrap();
            for step in 0..40 {
                let key = Key::of(&board);
                let rebuilt = key.board(rules);
                assert_eq!(Key::of(&rebuilt), key, "{game} step {step}");
                assert_eq!(rebuilt.cards_home(), board.cards_home());
                assert_eq!(key.cards_home(), board.cards_home());
                assert_eq!(rebuilt.legal_moves().len(), board.legal_moves().len());
                let moves = board.legal_moves();
                let Some(&mv) = moves.get(step * 7 % moves.len().max(1)) else {
                    break;
                };
                board.play(mv).unwrap();
            }
        }
    }

    /// Boards that differ only in the order of their cascades, or of their
    /// free cells, or in which foundation holds a suit, share a key; a card
    /// moved makes another.
    #[test]
    fn order_of_piles_does_not_matter_but_cards_do() {
        let rules = Game::EightOff.rules();
        let board = GameBoard::from_deal_of(rules, 5).unwrap();
        let text = board.to_text();
        let (id, piles) = text.split_once(':').unwrap();
        let mut fields: Vec<&str> = piles.split('/').collect();
        fields.swap(0, 7);
        fields.swap(8, 9);
        let swapped = GameBoard::from_text(&format!("{id}:{}", fields.join("/"))).unwrap();
        assert_ne!(swapped, board);
        assert_eq!(Key::of(&swapped), Key::of(&board));
        let mut moved = board;
        moved
            .play(Move::new(Pile::tableau(0), Pile::free_cell(1)))
            .unwrap();
        assert_ne!(Key::of(&moved), Key::of(&board));
        assert!(!Key::of(&board).is_won());
    }
}

//! Decks and deals: the Microsoft FreeCell numbered deals, random decks,
//! and the check that a deck is the 52 cards, each with its error beside
//! it ([`NoSuchDeal`], [`DeckError`]). On the cards alone.

use std::collections::hash_map::RandomState;
use std::fmt;
use std::hash::{BuildHasher, Hasher};

use crate::card::Card;

/// The highest deal number the Microsoft generator takes (its seed is 31 bits).
pub const MAX_DEAL: u64 = (1 << 31) - 1;

/// A deal number the Microsoft generator does not take: not 1 to [`MAX_DEAL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NoSuchDeal {
    pub given: u64,
}

/// The English for developers.
impl fmt::Display for NoSuchDeal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "deal numbers go from 1 to {MAX_DEAL}, so {} is not one",
            self.given
        )
    }
}

impl std::error::Error for NoSuchDeal {}

/// Why some cards are not the deck of 52, each once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeckError {
    /// `given` cards, not 52.
    CardCount { given: usize },
    /// A card twice.
    CardTwice { card: Card },
}

/// The English for developers, of a deck.
impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.describe(f, "deck")
    }
}

impl std::error::Error for DeckError {}

impl DeckError {
    /// The English for developers, of the cards of a `whole` ("deck",
    /// "position").
    pub fn describe(&self, f: &mut fmt::Formatter<'_>, whole: &str) -> fmt::Result {
        match self {
            DeckError::CardCount { given } => {
                write!(f, "a {whole} holds the 52 cards, not {given}")
            }
            DeckError::CardTwice { card } => write!(f, "{card} is in the {whole} twice"),
        }
    }
}

/// Whether `cards` are each of the 52 cards exactly once.
pub fn check_full_deck(cards: &[Card]) -> Result<(), DeckError> {
    if cards.len() != 52 {
        return Err(DeckError::CardCount { given: cards.len() });
    }
    let mut seen = [false; 52];
    for &card in cards {
        if std::mem::replace(&mut seen[card.index()], true) {
            return Err(DeckError::CardTwice { card });
        }
    }
    Ok(())
}

/// The cards of Microsoft FreeCell deal `n`, in the order they are dealt
/// (round-robin to cascades 1-8), for 1 <= n <= 2^31 - 1.
pub fn ms_deal(n: u64) -> Result<[Card; 52], NoSuchDeal> {
    if !(1..=MAX_DEAL).contains(&n) {
        return Err(NoSuchDeal { given: n });
    }
    // The Microsoft C runtime's rand(): a 31-bit linear congruential
    // generator whose output is the state's bits 16 to 30.
    let mut state = n as u32;
    let mut rand = move || {
        state = state.wrapping_mul(214_013).wrapping_add(2_531_011) & 0x7fff_ffff;
        (state >> 16) as usize
    };
    let mut cards: Vec<Card> = Card::deck().collect();
    let mut dealt = [Card::default(); 52];
    for slot in dealt.iter_mut() {
        let j = rand() % cards.len();
        *slot = cards.swap_remove(j);
    }
    Ok(dealt)
}

/// A random order of the 52 cards (the MIS `randomDeck`), drawing from
/// `below(k)`, which must return a uniformly random number in `0..k`.
pub fn shuffled_deck(mut below: impl FnMut(usize) -> usize) -> [Card; 52] {
    let mut deck = [Card::default(); 52];
    for (slot, card) in deck.iter_mut().zip(Card::deck()) {
        *slot = card;
    }
    for i in (1..52).rev() {
        deck.swap(i, below(i + 1));
    }
    deck
}

/// A uniformly random deck, from the operating system's random seed.
pub fn random_deck() -> [Card; 52] {
    let mut rng = SplitMix64(RandomState::new().build_hasher().finish());
    shuffled_deck(|k| rng.below(k))
}

/// A small, fast generator: good enough to shuffle cards, not for secrets.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..k`, without the bias of a plain remainder.
    pub fn below(&mut self, k: usize) -> usize {
        ((u128::from(self.next_u64()) * k as u128) >> 64) as usize
    }
}

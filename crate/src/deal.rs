//! Deals: the Microsoft FreeCell numbered deals and random decks.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};

use crate::card::Card;
use crate::error::Error;

/// The highest deal number the Microsoft generator takes (its seed is 31 bits).
pub const MAX_DEAL: u64 = (1 << 31) - 1;

/// The cards of Microsoft FreeCell deal `n`, in the order they are dealt
/// (round-robin to cascades 1-8). `invalid_argument` unless 1 <= n <= 2^31 - 1.
pub fn ms_deal(n: u64) -> Result<[Card; 52], Error> {
    if !(1..=MAX_DEAL).contains(&n) {
        return Err(Error::invalid_argument(format!(
            "deal numbers go from 1 to {MAX_DEAL}, so {n} is not one"
        )));
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

//! The seen-set both searches share: each state once, by its key, with
//! its parent, so a path can be read back; and the hashers it indexes by.

use std::hash::{Hash, Hasher};

use super::Keyed;

/// The visited states: each state once, with the index of its parent, and
/// an open-addressing index over them. Each slot holds a state's id + 1 (0
/// is empty) and the high half of its hash, so a probe seldom compares
/// whole states and growing never hashes a state again; the states are
/// stored once, in `states`.
pub(super) struct Visited<N> {
    pub(super) states: Vec<(N, u32)>,
    slots: Vec<u64>,
}

/// The hash of a state, for the pseudo-random term of a best-first search.
pub(super) fn hash_of<N: Hash>(state: &N) -> u32 {
    let mut hasher = FoldHasher::default();
    state.hash(&mut hasher);
    (hasher.finish() >> 32) as u32
}

/// The hash of a state for the visited set's index: its words mixed each
/// on its own and summed, so that the multiplications run side by side.
fn index_hash_of<N: Hash>(state: &N) -> u32 {
    let mut hasher = SumHasher::default();
    state.hash(&mut hasher);
    (hasher.finish() >> 32) as u32
}

impl<N: Keyed> Visited<N> {
    pub(super) fn new(start: &N) -> Self {
        // Room for the few hundred states of an easy search: most are.
        let mut visited = Visited {
            states: Vec::with_capacity(1 << 7),
            slots: vec![0; 1 << 8],
        };
        visited.insert(start.clone(), u32::MAX);
        visited
    }

    /// Forgets every state, keeping the memory (up to a small index), and
    /// records `start`.
    pub(super) fn restart(&mut self, start: &N) {
        self.states.clear();
        self.slots.truncate(1 << 8);
        self.slots.fill(0);
        self.insert(start.clone(), u32::MAX);
    }

    /// How many states it has room for without growing.
    pub(super) fn room(&self) -> usize {
        self.states.capacity()
    }

    /// Where `state`, whose hash is `hash`, is in the index: `Ok` with its
    /// id if recorded, else `Err` with the empty slot it would take.
    fn find(&self, state: &N, hash: u32) -> Result<u32, usize> {
        let mask = self.slots.len() - 1;
        let mut at = hash as usize & mask;
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return Err(at);
            }
            let id = slot as u32 - 1;
            if (slot >> 32) as u32 == hash && self.states[id as usize].0.key() == state.key() {
                return Ok(id);
            }
            at = (at + 1) & mask;
        }
    }

    /// Records a state first reached from `parent`, and gives its id;
    /// `None` if already seen.
    pub(super) fn insert(&mut self, state: N, parent: u32) -> Option<u32> {
        let hash = index_hash_of(state.key());
        let at = self.find(&state, hash).err()?;
        let id = self.states.len() as u32;
        self.states.push((state, parent));
        self.slots[at] = (u64::from(hash) << 32) | u64::from(id + 1);
        if self.states.len() * 2 > self.slots.len() {
            self.grow();
        }
        Some(id)
    }

    /// Records a state first reached from `parent` and gives `Ok` with
    /// its id, or gives `Err` with the id of the state of its key already
    /// recorded (for a search that may reach a state again more cheaply).
    pub(super) fn insert_or_find(&mut self, state: N, parent: u32) -> Result<u32, u32> {
        let hash = index_hash_of(state.key());
        let at = match self.find(&state, hash) {
            Ok(seen) => return Err(seen),
            Err(at) => at,
        };
        let id = self.states.len() as u32;
        self.states.push((state, parent));
        self.slots[at] = (u64::from(hash) << 32) | u64::from(id + 1);
        if self.states.len() * 2 > self.slots.len() {
            self.grow();
        }
        Ok(id)
    }

    /// The most bytes the set could take while `margin` more states are
    /// recorded: the states' vector by its capacity and the index by its
    /// slots, each twice over (old and new both held) if it would grow
    /// meanwhile.
    pub(super) fn peak_bytes(&self, margin: usize) -> u64 {
        let states = (self.states.capacity() * size_of::<(N, u32)>()) as u64;
        let slots = (self.slots.len() * size_of::<u64>()) as u64;
        let fills = self.states.len() + margin >= self.states.capacity();
        let doubles = (self.states.len() + margin) * 2 > self.slots.len();
        states + slots + if fills { 2 * states } else { 0 } + if doubles { 2 * slots } else { 0 }
    }

    /// Doubles the index, placing every slot again by its stored hash.
    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        let mask = self.slots.len() - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            let mut at = (slot >> 32) as usize & mask;
            while self.slots[at] != 0 {
                at = (at + 1) & mask;
            }
            self.slots[at] = slot;
        }
    }

    pub(super) fn path_to(&self, mut at: u32) -> Vec<N> {
        let mut path = Vec::new();
        while at != u32::MAX {
            let (state, parent) = &self.states[at as usize];
            path.push(state.clone());
            at = *parent;
        }
        path.reverse();
        path
    }
}

/// The hasher of the visited set's index, which every search's table
/// uses. Each word is
/// multiplied by its own constant (by its place) and the products summed,
/// so that no multiplication waits for the one before, as in
/// [`FoldHasher`].
#[derive(Default)]
struct SumHasher {
    sum: u64,
    words: usize,
}

/// Odd constants, one for each word of a state (they repeat after eight).
const WORD_KEYS: [u64; 8] = [
    0x9E37_79B9_7F4A_7C15,
    0xC2B2_AE3D_27D4_EB4F,
    0x1656_67B1_9E37_79F9,
    0x85EB_CA77_C2B2_AE63,
    0x27D4_EB2F_1656_67C5,
    0xFF51_AFD7_ED55_8CCD,
    0xC4CE_B9FE_1A85_EC53,
    0x9FB2_1C65_1E98_DF25,
];

/// Hands `bytes` to `hasher` a word at a time (the bytes past the last
/// whole word one a word): the states hash their words themselves.
fn write_words(hasher: &mut impl Hasher, bytes: &[u8]) {
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        hasher.write_u64(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
    }
    for &b in chunks.remainder() {
        hasher.write_u64(u64::from(b));
    }
}

impl Hasher for SumHasher {
    fn write(&mut self, bytes: &[u8]) {
        write_words(self, bytes);
    }

    fn write_u64(&mut self, word: u64) {
        let mixed = (word ^ word >> 29).wrapping_mul(WORD_KEYS[self.words % 8]);
        self.sum = self.sum.wrapping_add(mixed);
        self.words += 1;
    }

    fn finish(&self) -> u64 {
        let h = self.sum;
        h ^ (h >> 29) ^ (h >> 47)
    }
}

/// A fast non-cryptographic hasher, whose hash of an expanded state the
/// pseudo-random term draws on (see [`hash_of`]): the noisy searches'
/// place in the plan was chosen with its draws. Keys are our own states,
/// not attacker input, so flooding is no concern.
#[derive(Default)]
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn write(&mut self, bytes: &[u8]) {
        write_words(self, bytes);
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        // Spread the high bits down over the low ones.
        let h = self.0;
        h ^ (h >> 29) ^ (h >> 47)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index's hash tells apart states that differ in one bit of one
    /// word, or only in the order of their words: no two of 520 such
    /// states share a hash.
    #[test]
    fn the_index_hash_tells_close_states_apart() {
        let base: [u64; 8] = std::array::from_fn(|i| 0x0101_0101_0101_0101 * i as u64);
        let mut states = vec![base];
        for word in 0..8 {
            for bit in 0..64 {
                let mut state = base;
                state[word] ^= 1 << bit;
                states.push(state);
            }
        }
        for k in 1..8 {
            let mut state = base;
            state.swap(0, k);
            states.push(state);
        }
        let mut hashes: Vec<u32> = states.iter().map(index_hash_of).collect();
        hashes.sort_unstable();
        hashes.dedup();
        assert_eq!(hashes.len(), states.len());
    }
}

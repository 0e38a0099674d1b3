//! Generic searches over a graph of states, in the style of the
//! `pathfinding` crate: the search knows nothing of FreeCell. The caller
//! supplies a start, a successor function, a heuristic (lower is closer to
//! the goal) and a goal test. For [`best_first`], the successor function
//! calls back with each successor as an edge (how it is reached) and its
//! payload `P` (whatever the heuristic and the goal test need), and the
//! search makes the state an edge leads to only when it takes that edge,
//! to save most of its cost. The [`beam`] keeps few of the
//! states it scores, so its successor function reports moves with their
//! scores, and the beam plays only the moves it keeps. States must be
//! canonical (two states that play the same compare equal), since the
//! searches never revisit one. The node budget is part of every signature
//! so that a caller in a browser can bound the work.

use std::hash::{Hash, Hasher};

/// How much work a search may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most states a search may expand (generate the successors of).
    pub max_nodes: u64,
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found<N> {
    /// A path of states from the start to a goal, both included.
    Path(Vec<N>),
    /// Every state reachable from the start was expanded and none is a goal.
    /// Only [`best_first`] can say this: a beam drops states on purpose.
    Exhausted,
    /// The budget ran out, or (for a beam) the beam lost every path.
    GaveUp,
}

/// A search's verdict and how many states it expanded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<N> {
    pub found: Found<N>,
    pub explored: u64,
}

/// A finished search's result.
fn done<N>(found: Found<N>, explored: u64) -> SearchResult<N> {
    SearchResult { found, explored }
}

/// The visited states: each state once, with the index of its parent, and
/// an open-addressing index over them. Each slot holds a state's id + 1 (0
/// is empty) and the high half of its hash, so a probe seldom compares
/// whole states and growing never hashes a state again; the states are
/// stored once, in `states`.
struct Visited<N> {
    states: Vec<(N, u32)>,
    slots: Vec<u64>,
}

/// The hash of a state, for the pseudo-random term (see [`jitter`]).
fn hash_of<N: Hash>(state: &N) -> u32 {
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

impl<N: Clone + Eq + Hash> Visited<N> {
    fn new(start: &N) -> Self {
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
    fn restart(&mut self, start: &N) {
        self.states.clear();
        self.slots.truncate(1 << 8);
        self.slots.fill(0);
        self.insert(start.clone(), u32::MAX);
    }

    /// How many states it has room for without growing.
    fn room(&self) -> usize {
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
            if (slot >> 32) as u32 == hash && self.states[id as usize].0 == *state {
                return Ok(id);
            }
            at = (at + 1) & mask;
        }
    }

    /// Records a state first reached from `parent`, and gives its id;
    /// `None` if already seen.
    fn insert(&mut self, state: N, parent: u32) -> Option<u32> {
        let hash = index_hash_of(&state);
        let at = self.find(&state, hash).err()?;
        let id = self.states.len() as u32;
        self.states.push((state, parent));
        self.slots[at] = (u64::from(hash) << 32) | u64::from(id + 1);
        if self.states.len() * 2 > self.slots.len() {
            self.grow();
        }
        Some(id)
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

    fn path_to(&self, mut at: u32) -> Vec<N> {
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

/// Best-first search: always expands the open state with the lowest
/// heuristic plus `step_cost` per step from the start (0 makes it greedy;
/// more trades speed for shorter paths, as in weighted A*). Complete: when
/// it says [`Found::Exhausted`], every reachable state was expanded. See
/// [`BestFirst::resume`] for the functions it takes.
pub fn best_first<N, E, P, FS, FM, FH, FG>(
    start: &N,
    step_cost: u32,
    successors: FS,
    make: FM,
    heuristic: FH,
    is_goal: FG,
    budget: Budget,
) -> SearchResult<N>
where
    N: Clone + Eq + Hash,
    E: Copy,
    FS: FnMut(u32, &N, &mut dyn FnMut(E, Option<&P>)),
    FM: FnMut(u32, &N, E) -> N,
    FH: FnMut(&P) -> u32,
    FG: FnMut(&P) -> bool,
{
    BestFirst::new(start, step_cost).resume(successors, make, heuristic, is_goal, budget)
}

/// No edge, in the lists of open edges.
const NONE: u32 = u32::MAX;

/// The highest score an edge is filed under: higher scores are filed
/// with it (a bound on the memory of [`Open::heads`]; the scores of
/// the solver stay in the low thousands).
const MAX_SCORE: u32 = 1 << 20;

/// A number from 0 to `noise` drawn from a `hash` and a `seed`: the same
/// hash always draws the same number, and another seed draws others. Two
/// multiplications and no branch (with `noise` 0 it is 0).
fn jitter(hash: u32, seed: u32, noise: u32) -> u32 {
    let mixed = (hash ^ seed).wrapping_mul(0x9E37_79B1) ^ seed.rotate_left(16);
    ((u64::from(mixed.wrapping_mul(0x85EB_CA6B)) * u64::from(noise + 1)) >> 32) as u32
}

/// A [`best_first`] search that can stop when its budget runs out and
/// later go on where it stopped, so a caller can run several searches in
/// turn (each with its own heuristic) and pay for none of them twice.
///
/// It keeps its open states as edges: the state an edge leaves and how
/// (`E`, a move), scored when the state it leaves is expanded. The state
/// an edge leads to is made only when the edge is taken: most never are,
/// so they cost no more than their score. A state reached again, by an
/// edge of its own, is then passed over; so each state is expanded once,
/// by its best-scored edge. The open edges are filed by score, each score
/// a list with the newest edge first, so the lowest score is taken first,
/// then the newest edge: no heap to keep in order.
pub struct BestFirst<N, E> {
    visited: Visited<N>,
    /// Each visited state's depth: how many steps from the start.
    depths: Vec<u32>,
    /// The open edges.
    open: Open<E>,
    /// Whether the start is still to be expanded.
    start_open: bool,
    step_cost: u32,
    explored: u64,
    /// The most a pseudo-random term adds to each edge's score (see
    /// [`BestFirst::with_noise`]), and its seed.
    noise: u32,
    seed: u32,
}

impl<N: Clone + Eq + Hash, E: Copy> BestFirst<N, E> {
    /// A search from `start` that has expanded nothing yet. The start is
    /// expanded even if it is a goal: the caller tests it.
    pub fn new(start: &N, step_cost: u32) -> Self {
        BestFirst {
            visited: Visited::new(start),
            depths: vec![0],
            open: Open {
                edges: Vec::with_capacity(1 << 10),
                heads: Vec::new(),
                lowest: 0,
            },
            start_open: true,
            step_cost,
            explored: 0,
            noise: 0,
            seed: 0,
        }
    }

    /// A search that adds to each edge's score a pseudo-random term from
    /// 0 to `noise`, drawn from the state it leaves, its place among that
    /// state's edges, and `seed`: searches that differ only in their seeds
    /// then part ways wherever scores are close, so one may walk past the
    /// dead end that traps another. The term is fixed per edge, so the
    /// search stays deterministic (and complete: only the order changes).
    pub fn with_noise(start: &N, step_cost: u32, noise: u32, seed: u32) -> Self {
        BestFirst {
            noise,
            seed,
            ..Self::new(start, step_cost)
        }
    }

    /// Starts again from `start`, as [`BestFirst::with_noise`] would (see
    /// there), keeping the memory this search has grown to: for a caller
    /// that runs many searches one after another.
    pub fn restart(&mut self, start: &N, step_cost: u32, noise: u32, seed: u32) {
        self.visited.restart(start);
        self.depths.clear();
        self.depths.push(0);
        self.open.edges.clear();
        self.open.heads.clear();
        self.open.lowest = 0;
        self.start_open = true;
        (self.step_cost, self.explored, self.noise, self.seed) = (step_cost, 0, noise, seed);
    }

    /// How many states it has room for without growing.
    pub fn room(&self) -> usize {
        self.visited.room()
    }

    /// The states expanded so far, in all calls.
    pub fn explored(&self) -> u64 {
        self.explored
    }

    /// Expands at most `budget.max_nodes` more states. `successors` calls
    /// back with each edge from a state (given with its id, which stays
    /// the same for the search) and its payload `P` (whatever the
    /// heuristic and the goal test need), or `None` for an edge it knows
    /// leads to a state already expanded; `make` makes the state an edge
    /// leads to; `heuristic` scores a payload (lower is closer to the
    /// goal) and `is_goal` tells whether it is a goal's. [`Found::GaveUp`]
    /// means the budget ran out and the search may resume; the result's
    /// `explored` counts this call only. Every call must pass the same
    /// functions (the open edges keep the scores they were given).
    pub fn resume<P, FS, FM, FH, FG>(
        &mut self,
        mut successors: FS,
        mut make: FM,
        mut heuristic: FH,
        mut is_goal: FG,
        budget: Budget,
    ) -> SearchResult<N>
    where
        FS: FnMut(u32, &N, &mut dyn FnMut(E, Option<&P>)),
        FM: FnMut(u32, &N, E) -> N,
        FH: FnMut(&P) -> u32,
        FG: FnMut(&P) -> bool,
    {
        let (step_cost, noise, seed) = (self.step_cost, self.noise, self.seed);
        let mut explored = 0;
        while self.start_open || self.open.any() {
            if explored >= budget.max_nodes {
                return done(Found::GaveUp, explored);
            }
            let at = if std::mem::take(&mut self.start_open) {
                0
            } else {
                let (parent, edge) = self.open.take();
                let state = make(parent, &self.visited.states[parent as usize].0, edge);
                match self.visited.insert(state, parent) {
                    Some(reached) => {
                        self.depths.push(self.depths[parent as usize] + 1);
                        reached
                    }
                    // Expanded already, by a better-scored edge.
                    None => continue,
                }
            };
            // What the pseudo-random term draws from, if any.
            let hash = match noise {
                0 => 0,
                _ => hash_of(&self.visited.states[at as usize].0),
            };
            explored += 1;
            self.explored += 1;
            let depth = self.depths[at as usize] + 1;
            let mut goal = None;
            let mut made = 0u32;
            let open = &mut self.open;
            let state = &self.visited.states[at as usize].0;
            successors(at, state, &mut |edge, payload| {
                if goal.is_some() {
                    return;
                }
                let Some(payload) = payload else {
                    // Leads to a state already expanded: not filed, but
                    // drawn for all the same, so that the others' draws do
                    // not depend on which edges are left out.
                    made += 1;
                    return;
                };
                if is_goal(payload) {
                    goal = Some(edge);
                    return;
                }
                // (Most searches draw nothing: a branch that always goes
                // the same way costs less than the draw.)
                let draw = match noise {
                    0 => 0,
                    _ => jitter(hash ^ made.wrapping_mul(0x9E37_79B9), seed, noise),
                };
                made += 1;
                open.file(at, edge, heuristic(payload) + draw + step_cost * depth);
            });
            if let Some(edge) = goal {
                let state = make(at, &self.visited.states[at as usize].0, edge);
                let id = self
                    .visited
                    .insert(state, at)
                    .expect("a goal ends the search");
                return done(Found::Path(self.visited.path_to(id)), explored);
            }
        }
        done(Found::Exhausted, explored)
    }
}

/// The open edges of a [`BestFirst`] search, filed by score: each score
/// a list with the newest edge first.
struct Open<E> {
    /// Every edge filed: the id of the state it leaves, the edge filed
    /// before it under the same score ([`NONE`] if none), and the edge.
    edges: Vec<(u32, u32, E)>,
    /// The newest open edge of each score ([`NONE`] if none).
    heads: Vec<u32>,
    /// No open edge has a lower score than this.
    lowest: usize,
}

impl<E: Copy> Open<E> {
    /// Whether any edge is open.
    fn any(&mut self) -> bool {
        while self.lowest < self.heads.len() {
            if self.heads[self.lowest] != NONE {
                return true;
            }
            self.lowest += 1;
        }
        false
    }

    /// Takes the open edge with the lowest score, the newest of them
    /// (there must be one: see [`Open::any`]).
    fn take(&mut self) -> (u32, E) {
        let index = self.heads[self.lowest];
        let (parent, before, edge) = self.edges[index as usize];
        self.heads[self.lowest] = before;
        (parent, edge)
    }

    /// Files a new open edge under `score`.
    fn file(&mut self, parent: u32, edge: E, score: u32) {
        let score = score.min(MAX_SCORE) as usize;
        if score >= self.heads.len() {
            self.heads.resize(score + 1, NONE);
        }
        self.edges.push((parent, self.heads[score], edge));
        self.heads[score] = (self.edges.len() - 1) as u32;
        self.lowest = self.lowest.min(score);
    }
}

/// Beam search: expands every state of a level, then keeps only the `width`
/// best-scored new states as the next level. Every level is one step deeper,
/// so a good score finds short paths; states dropped from the beam are gone,
/// so running out of states proves nothing.
///
/// A level holds few of the states it scores (1,000 of some 15,000 in the
/// solver), so the beam works on moves: `scored_moves` reports each move
/// from a state with the score of the state it leads to, and only the moves
/// kept are played, by `play`, which gives the new state and its expanded
/// form `E` (what `scored_moves` reads; the beam keeps it with the state, so
/// no state is expanded twice). Since only the best-scored moves are
/// played, the goal must score below every other state. States reached
/// again are skipped, so a level may hold fewer than `width` states only
/// when it scored fewer new ones. A beam whose best score has not improved
/// for [`STALL_LEVELS`] levels gives up.
pub fn beam<N, E, M, FS, FP, FG>(
    start: (N, E),
    width: usize,
    mut scored_moves: FS,
    mut play: FP,
    mut is_goal: FG,
    budget: Budget,
) -> SearchResult<N>
where
    N: Clone + Eq + Hash,
    M: Copy,
    FS: FnMut(&E, &mut dyn FnMut(M, u32)),
    FP: FnMut(&E, M) -> (N, E),
    FG: FnMut(&N) -> bool,
{
    let (start, expanded) = start;
    if is_goal(&start) {
        return done(Found::Path(vec![start]), 0);
    }
    let mut visited = Visited::new(&start);
    // A level: each state's id and expanded form.
    let mut level: Vec<(u32, E)> = vec![(0, expanded)];
    // The moves scored from a level: the score and the order made in one
    // number, for choosing (ties go to the first made); and each one's move
    // and the level's index of the state it starts from.
    let mut scores: Vec<u64> = Vec::new();
    let mut sorted: Vec<u64> = Vec::new();
    let mut moves: Vec<(M, u32)> = Vec::new();
    let mut explored = 0;
    // The best score of any level so far, and how many levels since it.
    let (mut best, mut stalled) = (u64::MAX, 0);
    while !level.is_empty() {
        scores.clear();
        moves.clear();
        for (k, (_, state)) in level.iter().enumerate() {
            if explored >= budget.max_nodes {
                return done(Found::GaveUp, explored);
            }
            explored += 1;
            scored_moves(state, &mut |mv, score| {
                scores.push(u64::from(score) << 32 | moves.len() as u64);
                moves.push((mv, k as u32));
            });
        }
        let mut next = Vec::with_capacity(width);
        // The best moves first, until the level is full: moves to states
        // seen before take no room.
        sort_by_score(&scores, &mut sorted);
        match sorted.first() {
            Some(&key) if key >> 32 < best => (best, stalled) = (key >> 32, 0),
            _ if stalled == STALL_LEVELS => return done(Found::GaveUp, explored),
            _ => stalled += 1,
        }
        for &key in &sorted {
            if next.len() == width {
                break;
            }
            let (mv, k) = moves[key as u32 as usize];
            let (parent, from) = &level[k as usize];
            let (state, expanded) = play(from, mv);
            if let Some(id) = visited.insert(state, *parent) {
                if is_goal(&visited.states[id as usize].0) {
                    return done(Found::Path(visited.path_to(id)), explored);
                }
                next.push((id, expanded));
            }
        }
        level = next;
    }
    done(Found::GaveUp, explored)
}

/// How many levels in a row a beam may go without a better best score
/// before it gives up. A stuck beam does not empty (positions it scored
/// but did not keep may come back), so without this it could wander until
/// its budget ran out: deal 11230, whose beam needs a card held back, went
/// round scores of 277 and more for over 200,000 positions. On deals
/// 1..2000, the beams that found a solution bettered their best score
/// within 6 levels every time.
pub const STALL_LEVELS: u32 = 20;

/// Puts `keys` in `sorted`, lowest first, where each key is a score in
/// the high half and the order made in the low, and `keys` are in the
/// order made. The beam's scores lie in a small range, so a counting sort
/// by score does it in two passes (ties stay in the order made), at a
/// fraction of the cost of a general sort of thousands of keys; keys past
/// its range are sorted apart, at the end.
fn sort_by_score(keys: &[u64], sorted: &mut Vec<u64>) {
    const BUCKETS: usize = 1024;
    let bucket = |key: u64| ((key >> 32) as usize).min(BUCKETS - 1);
    let mut starts = [0usize; BUCKETS + 1];
    for &key in keys {
        starts[bucket(key) + 1] += 1;
    }
    for b in 1..=BUCKETS {
        starts[b] += starts[b - 1];
    }
    sorted.clear();
    sorted.resize(keys.len(), 0);
    for &key in keys {
        let at = &mut starts[bucket(key)];
        sorted[*at] = key;
        *at += 1;
    }
    sorted[starts[BUCKETS - 2]..].sort_unstable();
}

/// A hasher for the visited set's index: each word multiplied by its own
/// constant (by its place) and the products summed, so that no
/// multiplication waits for the one before, as in [`FoldHasher`].
#[derive(Default)]
pub struct SumHasher {
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
/// pseudo-random term draws on (see [`hash_of`]); it indexed the visited
/// set before [`SumHasher`], and the noisy searches' plan was made with
/// its draws. Keys are our own states, not attacker input, so flooding is
/// no concern.
#[derive(Default)]
pub struct FoldHasher(u64);

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

    /// Numbers, stepping +1 or *2 up to 1000.
    /// Each step is its edge and payload: the number it leads to.
    fn steps(_: u32, &n: &u32, out: &mut dyn FnMut(u32, Option<&u32>)) {
        for next in [n + 1, n * 2] {
            if next <= 1000 {
                out(next, Some(&next));
            }
        }
    }

    /// The state an edge leads to: the number it is.
    fn make(_: u32, _: &u32, next: u32) -> u32 {
        next
    }

    /// The distance to a target.
    fn towards(target: u32) -> impl FnMut(&u32) -> u32 {
        move |&n| target.abs_diff(n)
    }

    /// A best-first search from 1 for `target`.
    fn search_for(target: u32, step_cost: u32, max_nodes: u64) -> SearchResult<u32> {
        best_first(
            &1,
            step_cost,
            steps,
            make,
            towards(target),
            |&n| n == target,
            Budget { max_nodes },
        )
    }

    #[test]
    fn best_first_finds_a_path_that_follows_the_steps() {
        let result = search_for(37, 0, 10_000);
        let Found::Path(path) = result.found else {
            panic!("no path")
        };
        assert_eq!((path[0], *path.last().unwrap()), (1, 37));
        assert!(path
            .windows(2)
            .all(|w| w[1] == w[0] + 1 || w[1] == w[0] * 2));
    }

    #[test]
    fn best_first_exhausts_a_finite_graph_without_a_goal() {
        let result = best_first(
            &1,
            0,
            steps,
            make,
            towards(5),
            |&n| n == 5000,
            Budget { max_nodes: 10_000 },
        );
        assert_eq!(result.found, Found::Exhausted);
        assert_eq!(result.explored, 1000);
    }

    #[test]
    fn budgets_stop_both_searches() {
        let budget = Budget { max_nodes: 3 };
        let result = search_for(999, 0, budget.max_nodes);
        assert_eq!((result.found, result.explored), (Found::GaveUp, 3));
        let result = beam_for(999, 2, budget.max_nodes);
        assert_eq!((result.found, result.explored), (Found::GaveUp, 3));
    }

    /// Runs `search` for 999 in slices of `slice` states until it ends:
    /// how it ended, and the states expanded in all the slices.
    fn in_slices(search: &mut BestFirst<u32, u32>, slice: u64) -> (Found<u32>, u64) {
        let mut explored = 0;
        loop {
            let part = search.resume(
                steps,
                make,
                towards(999),
                |&n| n == 999,
                Budget { max_nodes: slice },
            );
            explored += part.explored;
            if part.found != Found::GaveUp {
                return (part.found, explored);
            }
        }
    }

    #[test]
    fn a_resumed_search_ends_as_one_run_does() {
        let whole = search_for(999, 1, 10_000);
        let mut search = BestFirst::new(&1, 1);
        let (found, explored) = in_slices(&mut search, 2);
        assert_eq!((found, explored), (whole.found, whole.explored));
        assert_eq!(search.explored(), explored);
    }

    /// Where a test graph hands each edge: the state it leads to, and
    /// that state with the edge's score as the payload.
    type Scored<'a> = &'a mut dyn FnMut(u32, Option<&(u32, u32)>);

    /// A small graph for the tests below: each state's edges, as the
    /// states they lead to with the score of each edge.
    fn graph(edges: &'static [(u32, &'static [(u32, u32)])]) -> impl FnMut(u32, &u32, Scored<'_>) {
        move |_, &n, out| {
            for (from, to) in edges {
                if *from == n {
                    for &(next, score) in *to {
                        out(next, Some(&(next, score)));
                    }
                }
            }
        }
    }

    /// A state reached by two edges is expanded once, by the better
    /// scored one even when the other was scored first: 3 is reached from
    /// 1 (expanded first) at a score of 9, and from 2 at 3.
    #[test]
    fn a_state_is_expanded_by_its_best_scored_edge() {
        const EDGES: &[(u32, &[(u32, u32)])] = &[
            (0, &[(1, 1), (2, 2)]),
            (1, &[(3, 9)]),
            (2, &[(3, 3)]),
            (3, &[(4, 0)]),
        ];
        let result = best_first(
            &0,
            0,
            graph(EDGES),
            make,
            |&(_, score): &(u32, u32)| score,
            |&(n, _): &(u32, u32)| n == 4,
            Budget { max_nodes: 100 },
        );
        assert_eq!(result.found, Found::Path(vec![0, 2, 3, 4]));
        assert_eq!(result.explored, 4);
    }

    /// Among edges of equal score, the newest is taken first: 2, scored
    /// after 1, is expanded first and leads to its own goal.
    #[test]
    fn ties_go_to_the_newest_edge() {
        const EDGES: &[(u32, &[(u32, u32)])] =
            &[(0, &[(1, 5), (2, 5)]), (1, &[(10, 0)]), (2, &[(20, 0)])];
        let result = best_first(
            &0,
            0,
            graph(EDGES),
            make,
            |&(_, score): &(u32, u32)| score,
            |&(n, _): &(u32, u32)| n >= 10,
            Budget { max_nodes: 100 },
        );
        assert_eq!(result.found, Found::Path(vec![0, 2, 20]));
    }

    /// With a pseudo-random term, a search still finds its goal, and a
    /// resumed one ends as one run does.
    #[test]
    fn searches_with_noise_find_the_goal_and_resume_alike() {
        for (noise, seed) in [(0, 0), (10, 7), (5, 3)] {
            let whole = BestFirst::with_noise(&1, 1, noise, seed).resume(
                steps,
                make,
                towards(999),
                |&n| n == 999,
                Budget { max_nodes: 100_000 },
            );
            assert!(matches!(&whole.found, Found::Path(p) if p.last() == Some(&999)));
            let mut search = BestFirst::with_noise(&1, 1, noise, seed);
            let (found, explored) = in_slices(&mut search, 3);
            assert_eq!((found, explored), (whole.found, whole.explored));
        }
    }

    /// An edge handed over without a payload, as leading to a state already
    /// expanded, changes nothing but the work: the numbers' search, with a
    /// step from n to n - 1 as well, finds the same path with the same
    /// draws whether it scores that step or leaves it out when n - 1 was
    /// expanded already.
    #[test]
    fn an_edge_left_out_changes_nothing_but_the_work() {
        let down = |left_out: bool| {
            let mut expanded = std::collections::HashSet::new();
            move |_: u32, &n: &u32, out: &mut dyn FnMut(u32, Option<&u32>)| {
                expanded.insert(n);
                for next in [n - 1, n + 1, n * 2] {
                    if left_out && expanded.contains(&next) {
                        out(next, None);
                    } else if (1..=1000).contains(&next) {
                        out(next, Some(&next));
                    }
                }
            }
        };
        for noise in [0, 10] {
            let run = |left_out: bool| {
                BestFirst::with_noise(&1, 1, noise, 5).resume(
                    down(left_out),
                    make,
                    towards(999),
                    |&n| n == 999,
                    Budget { max_nodes: 100_000 },
                )
            };
            let (scored, left_out) = (run(false), run(true));
            assert_eq!(left_out, scored);
            assert!(matches!(&scored.found, Found::Path(p) if p.last() == Some(&999)));
        }
    }

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

    /// The pseudo-random term stays within its bound, takes every value up
    /// to it, is none without noise, and draws other numbers with another
    /// seed.
    #[test]
    fn the_pseudo_random_term_is_bounded_and_follows_its_seed() {
        let draws = |seed: u32, noise: u32| -> Vec<u32> {
            (0..1000u32)
                .map(|k| jitter(k.wrapping_mul(0x9E37_79B9), seed, noise))
                .collect()
        };
        let ten = draws(3, 10);
        assert!(ten.iter().all(|&d| d <= 10));
        assert!((0..=10).all(|v| ten.contains(&v)));
        assert!(draws(3, 0).iter().all(|&d| d == 0));
        let other = draws(23, 10);
        let same = ten.iter().zip(&other).filter(|(a, b)| a == b).count();
        assert!(same < 300, "{same} of 1000 alike");
    }

    /// A beam of `width` from 1 for `target`, each move scored by its
    /// distance to the target.
    fn beam_for(target: u32, width: usize, max_nodes: u64) -> SearchResult<u32> {
        let scored_moves = |&n: &u32, out: &mut dyn FnMut(u32, u32)| {
            for next in [n + 1, n * 2] {
                if next <= 1000 {
                    out(next, target.abs_diff(next));
                }
            }
        };
        beam(
            (1, 1),
            width,
            scored_moves,
            |_, next| (next, next),
            |&n| n == target,
            Budget { max_nodes },
        )
    }

    #[test]
    fn beam_finds_a_short_path() {
        let result = beam_for(64, 4, 1000);
        assert_eq!(result.found, Found::Path(vec![1, 2, 4, 8, 16, 32, 64]));
    }

    /// When the best moves lead to states already in the level, the next
    /// best fill it: here each state's two best moves lead to the same
    /// state, and 3 gets into the first level only by refilling.
    #[test]
    fn a_beam_level_refills_past_moves_to_states_seen() {
        let scored_moves = |&n: &u32, out: &mut dyn FnMut(u32, u32)| {
            out(n + 1, 0);
            out(n + 1, 0);
            out(n + 2, 5);
        };
        let result = beam(
            (1, 1),
            2,
            scored_moves,
            |_, next| (next, next),
            |&n| n == 4,
            Budget { max_nodes: 100 },
        );
        assert_eq!(result.found, Found::Path(vec![1, 3, 4]));
    }

    /// The counting sort sorts, within its range of scores and past it.
    #[test]
    fn keys_are_sorted_by_score_then_order_made() {
        let mut seed = 7u64;
        for (len, range) in [(5000, 300), (50, 10), (3000, 5000), (200, 1), (0, 1)] {
            let keys: Vec<u64> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    ((seed >> 33) % range) << 32 | i
                })
                .collect();
            let mut expected = keys.clone();
            expected.sort_unstable();
            let mut sorted = Vec::new();
            sort_by_score(&keys, &mut sorted);
            assert_eq!(sorted, expected);
        }
    }

    /// A beam whose scores stop getting better gives up, long before its
    /// budget runs out.
    #[test]
    fn a_stalled_beam_gives_up() {
        let scored_moves = |&n: &u32, out: &mut dyn FnMut(u32, u32)| out(n + 1, 5);
        let result = beam(
            (1, 1),
            2,
            scored_moves,
            |_, next| (next, next),
            |&n| n == 500,
            Budget { max_nodes: 1000 },
        );
        assert_eq!(result.found, Found::GaveUp);
        assert_eq!(result.explored, u64::from(STALL_LEVELS) + 2);
    }
}

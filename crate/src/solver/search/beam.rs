//! Beam search: a level at a time, keeping the best-scored states.

use super::visited::Visited;
use super::{done, BeamProblem, Budget, Found, SearchResult};

/// Beam search: expands every state of a level, then keeps only the `width`
/// best-scored new states as the next level. Every level is one step deeper,
/// so a good score finds short paths; states dropped from the beam are gone,
/// so running out of states proves nothing.
///
/// A level holds few of the states it scores (a thousand of many thousands
/// in the solver), so the beam works on moves (see [`BeamProblem`]): only the
/// moves kept are played. Since only the best-scored moves are played, the
/// goal must score below every other state. States reached
/// again are skipped, so a level may hold fewer than `width` states only
/// when it scored fewer new ones. A beam whose best score has not improved
/// for [`STALL_LEVELS`] levels gives up.
pub fn beam<P: BeamProblem>(
    start: (P::State, P::Expanded),
    width: usize,
    problem: &mut P,
    budget: Budget,
) -> SearchResult<P::State> {
    let (start, expanded) = start;
    if problem.is_goal(&start) {
        return done(Found::Path(vec![start]), 0);
    }
    let mut visited = Visited::new(&start);
    // A level: each state's id and expanded form.
    let mut level: Vec<(u32, P::Expanded)> = vec![(0, expanded)];
    // The moves scored from a level: the score and the order made in one
    // number, for choosing (ties go to the first made); and each one's move
    // and the level's index of the state it starts from.
    let mut scores: Vec<u64> = Vec::new();
    let mut sorted: Vec<u64> = Vec::new();
    let mut moves: Vec<(P::Move, u32)> = Vec::new();
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
            problem.scored_moves(state, |mv, score| {
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
            let (state, expanded) = problem.play(from, mv);
            if let Some(id) = visited.insert(state, *parent) {
                if problem.is_goal(&visited.states[id as usize].0) {
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
/// before it gives up: a stuck beam does not empty (positions it scored
/// but did not keep may come back) and would wander until its budget ran
/// out, while a beam that finds a solution betters its score far sooner
/// (see `docs/solver.md`).
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Numbers: each state is its own expanded form, its moves are the
    /// numbers it leads to, scored by `moves`, and `goal` is the goal.
    struct Numbers<F> {
        moves: F,
        goal: u32,
    }

    impl<F: Fn(u32, &mut dyn FnMut(u32, u32))> BeamProblem for Numbers<F> {
        type State = u32;
        type Expanded = u32;
        type Move = u32;

        fn scored_moves(&mut self, &n: &u32, mut out: impl FnMut(u32, u32)) {
            (self.moves)(n, &mut out);
        }

        fn play(&mut self, _: &u32, next: u32) -> (u32, u32) {
            (next, next)
        }

        fn is_goal(&self, &n: &u32) -> bool {
            n == self.goal
        }
    }

    /// A beam of `width` from 1 for `target` by steps of +1 and *2 up to
    /// 1000, each move scored by its distance to the target.
    fn beam_for(target: u32, width: usize, max_nodes: u64) -> SearchResult<u32> {
        let moves = move |n: u32, out: &mut dyn FnMut(u32, u32)| {
            for next in [n + 1, n * 2] {
                if next <= 1000 {
                    out(next, target.abs_diff(next));
                }
            }
        };
        let mut numbers = Numbers {
            moves,
            goal: target,
        };
        beam((1, 1), width, &mut numbers, Budget { max_nodes })
    }

    #[test]
    fn beam_finds_a_short_path() {
        let result = beam_for(64, 4, 1000);
        assert_eq!(result.found, Found::Path(vec![1, 2, 4, 8, 16, 32, 64]));
    }

    #[test]
    fn a_budget_stops_the_beam() {
        let result = beam_for(999, 2, 3);
        assert_eq!((result.found, result.explored), (Found::GaveUp, 3));
    }

    /// When the best moves lead to states already in the level, the next
    /// best fill it: here each state's two best moves lead to the same
    /// state, and 3 gets into the first level only by refilling.
    #[test]
    fn a_beam_level_refills_past_moves_to_states_seen() {
        let moves = |n: u32, out: &mut dyn FnMut(u32, u32)| {
            out(n + 1, 0);
            out(n + 1, 0);
            out(n + 2, 5);
        };
        let mut numbers = Numbers { moves, goal: 4 };
        let result = beam((1, 1), 2, &mut numbers, Budget { max_nodes: 100 });
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
        let moves = |n: u32, out: &mut dyn FnMut(u32, u32)| out(n + 1, 5);
        let mut numbers = Numbers { moves, goal: 500 };
        let result = beam((1, 1), 2, &mut numbers, Budget { max_nodes: 1000 });
        assert_eq!(result.found, Found::GaveUp);
        assert_eq!(result.explored, u64::from(STALL_LEVELS) + 2);
    }
}

//! What a plan is made of, for any backend: the searches it runs
//! ([`Try`]), the order and length of their turns ([`Plan`]), and the
//! plans of the two modes ([`Plans`]). The numbers are each backend's:
//! `standard::plan` for standard FreeCell, `general::plan` for the
//! family.

use super::autoplay::Autoplay;

/// Which of the engine's moves a search takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moves {
    /// Every move the engine lists.
    All,
    /// Those that keep built runs whole: no card leaves the card it is
    /// built on (by the game's rule) but to go home. A far smaller graph,
    /// in which many deals that the other searches find hardest are won;
    /// not complete (a few deals need a run split).
    KeepingRuns,
}

/// One best-first search of a plan: its autoplay, the moves it takes, its
/// cost per move (against the score's units: more finds shorter paths,
/// less dives deeper), its weights (`W`, the backend's), its share of
/// each round in quarters (see [`Plan::slices`]), and a pseudo-random
/// term (see `BestFirst::with_noise`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Try<W> {
    pub autoplay: Autoplay,
    pub moves: Moves,
    pub step_cost: u32,
    pub weights: W,
    pub round_quarters: u64,
    /// The most the pseudo-random term adds to a position's score (0:
    /// none), and its seed.
    pub noise: u32,
    pub seed: u32,
}

impl<W: Copy> Try<W> {
    /// A search with this autoplay, step cost, weights and share, over
    /// every move, without noise.
    pub const fn new(autoplay: Autoplay, step_cost: u32, weights: W, quarters: u64) -> Try<W> {
        Try {
            autoplay,
            moves: Moves::All,
            step_cost,
            weights,
            round_quarters: quarters,
            noise: 0,
            seed: 0,
        }
    }

    /// The same search over the moves that keep built runs whole.
    pub const fn keeping_runs(mut self) -> Try<W> {
        self.moves = Moves::KeepingRuns;
        self
    }

    /// The same search with a pseudo-random term from 0 to `noise` drawn
    /// with `seed`.
    pub const fn noise(mut self, noise: u32, seed: u32) -> Try<W> {
        self.noise = noise;
        self.seed = seed;
        self
    }
}

impl<W> Try<W> {
    /// Whether this search, when it runs out of positions, proves the
    /// position lost: every move taken, and an autoplay that loses no win.
    pub fn is_complete(&self) -> bool {
        self.moves == Moves::All && self.autoplay.is_complete()
    }
}

/// Searches run in turn: each resumed where it stopped, first by a fixed
/// list of slices, then in rounds whose lengths double.
pub struct Plan<W: 'static> {
    pub tries: &'static [Try<W>],
    /// Which search runs, and to how many positions of its own, in turn,
    /// before the rounds.
    pub start: &'static [(usize, u64)],
    /// How many positions of its own each search goes on to in the first
    /// round, times its share ([`Try::round_quarters`] / 4); doubled each round.
    pub round_start: u64,
}

impl<W> Plan<W> {
    /// Which search runs, and to how many positions of its own, in turn:
    /// first the start, then the rounds.
    pub fn slices(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        let rounds = std::iter::successors(Some(self.round_start), |&n| n.checked_mul(2));
        self.start.iter().copied().chain(rounds.flat_map(move |n| {
            self.tries
                .iter()
                .enumerate()
                .map(move |(i, t)| (i, n.saturating_mul(t.round_quarters) / 4))
        }))
    }

    /// The searches in the order in which they first run.
    pub fn first_runs(&self) -> impl Iterator<Item = usize> + '_ {
        let rounds = (0..self.tries.len()).filter(|&i| self.tries[i].round_quarters > 0);
        let mut seen = vec![false; self.tries.len()];
        { self.start.iter().map(|&(i, _)| i) }
            .chain(rounds)
            .filter(move |&i| !std::mem::replace(&mut seen[i], true))
    }

    /// Whether a search with an autoplay that loses no win takes part in
    /// the rounds: without one, no position could be proven lost.
    #[cfg(test)]
    pub fn can_prove_loss(&self) -> bool {
        self.tries
            .iter()
            .any(|t| t.is_complete() && t.round_quarters > 0)
    }
}

/// A backend's plans for the two modes.
pub struct Plans<W: 'static> {
    /// The fast mode's.
    pub fast: &'static Plan<W>,
    /// How many positions the short mode's beam keeps at each level, and
    /// how it weighs them.
    pub beam_width: usize,
    pub beam_weights: W,
    /// The short mode's, when the beam finds nothing.
    pub fallback: &'static Plan<W>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search proves a loss only with every move and an autoplay that
    /// loses no win.
    #[test]
    fn only_a_search_of_every_move_without_the_greedy_autoplay_is_complete() {
        for autoplay in [Autoplay::Safe, Autoplay::NeverNeeded, Autoplay::All] {
            let t = Try::new(autoplay, 1, (), 1);
            assert_eq!(t.is_complete(), autoplay != Autoplay::All);
            assert!(!t.keeping_runs().is_complete());
        }
    }

    /// The searches first run in the order of the start's slices, then
    /// of the rounds, each once.
    #[test]
    fn searches_first_run_in_the_order_of_their_first_slices() {
        static TRIES: [Try<()>; 4] = [
            Try::new(Autoplay::Safe, 1, (), 4),
            Try::new(Autoplay::All, 1, (), 0),
            Try::new(Autoplay::All, 1, (), 2),
            Try::new(Autoplay::All, 1, (), 0),
        ];
        let plan = Plan {
            tries: &TRIES,
            start: &[(2, 10), (1, 10), (2, 20)],
            round_start: 100,
        };
        assert_eq!(plan.first_runs().collect::<Vec<_>>(), [2, 1, 0]);
        let slices: Vec<_> = plan.slices().take(7).collect();
        assert_eq!(
            slices,
            [(2, 10), (1, 10), (2, 20), (0, 100), (1, 0), (2, 50), (3, 0)]
        );
    }
}

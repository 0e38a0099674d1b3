//! Standard FreeCell's plans and tunings: which searches run, with which weights,
//! step costs and autoplays, in which order and for how long. Every number
//! here was chosen on deals 1..32000; `docs/solver.md` tells how and what
//! each choice was measured against, and `scripts/fast-plan.sh` builds
//! the fast mode's plan again.

use super::super::autoplay::Autoplay;
use super::super::plan::{self, Plan, Plans};
use super::score::{
    CheapWeights, CostlyWeights, Weights, BEAM_WEIGHTS, FAST_WEIGHTS, RUNS_OWN_SUIT_WEIGHTS,
    RUNS_WEIGHTS, UNSORTED_WEIGHTS,
};

/// How many positions the short mode's beam keeps at each level: wider
/// beams give shorter solutions, slowly, and this is about the widest
/// that still answers at once in a page.
pub const BEAM_WIDTH: usize = 1000;

/// A search of standard FreeCell's plans: its weights are a
/// [`Weights`].
pub type Try = plan::Try<Weights>;

impl Try {
    /// A search with this autoplay, step cost, weights and share.
    pub const fn with(
        autoplay: Autoplay,
        step_cost: u32,
        weights: CheapWeights,
        quarters: u64,
    ) -> Try {
        let weights = Weights {
            cheap: weights,
            costly: CostlyWeights::NONE,
        };
        plan::Try::new(autoplay, step_cost, weights, quarters)
    }

    /// A search with this autoplay, step cost, weights (in the order of
    /// [`CheapWeights::of`], as a spec writes them) and share.
    pub const fn of(autoplay: Autoplay, step_cost: u32, weights: [u32; 9], quarters: u64) -> Try {
        Try::with(autoplay, step_cost, CheapWeights::of(weights), quarters)
    }

    /// The same search, weighing the cards on the card after the next
    /// that each foundation needs by `buried_next`, and how far above its
    /// suit's next card each free cell's card is by `free_distance`.
    pub const fn costly(mut self, buried_next: u32, free_distance: u32) -> Try {
        self.weights.costly = CostlyWeights {
            buried_next,
            free_distance,
        };
        self
    }
}

/// The fast mode's plan: search times have a heavy tail, and it is bad
/// luck (a deal that sends one heuristic into a dead end of a million
/// positions, another solves in a few hundred), so several searches take
/// turns and the first solution ends them all.
pub const FAST: Plan<Weights> = Plan {
    tries: &FAST_TRIES,
    start: &FAST_START,
    round_start: FAST_ROUND_START,
};

/// The fast mode's searches. Only the first four take part in the rounds
/// ([`Try::round_quarters`]); the safe autoplay keeps the first two complete, so
/// the fast mode can prove a deal impossible.
pub const FAST_TRIES: [Try; 13] = [
    Try::with(Autoplay::Safe, 2, FAST_WEIGHTS, 8),
    Try::with(Autoplay::Safe, 3, FAST_WEIGHTS, 4),
    Try::with(Autoplay::All, 3, RUNS_OWN_SUIT_WEIGHTS, 8),
    Try::with(Autoplay::All, 5, UNSORTED_WEIGHTS, 6),
    Try::of(Autoplay::All, 2, [6, 1, 0, 6, 6, 4, 0, 0, 0], 0),
    Try::of(Autoplay::All, 2, [5, 1, 1, 4, 4, 4, 0, 0, 0], 0),
    Try::of(Autoplay::All, 2, [2, 1, 1, 10, 6, 4, 1, 3, 0], 0),
    Try::of(Autoplay::All, 2, [2, 1, 2, 10, 8, 4, 0, 3, 0], 0),
    Try::of(Autoplay::Safe, 1, [2, 1, 2, 10, 6, 4, 0, 3, 0], 0),
    Try::of(Autoplay::Safe, 6, [4, 2, 4, 20, 12, 8, 2, 6, 0], 0).costly(0, 1),
    Try::of(Autoplay::All, 8, [4, 2, 4, 20, 24, 8, 0, 6, 0], 0).costly(0, 1),
    Try::of(Autoplay::Safe, 2, [2, 1, 2, 10, 8, 4, 1, 3, 0], 0).noise(10, 2),
    Try::of(Autoplay::All, 2, [2, 1, 2, 10, 8, 4, 0, 3, 0], 0).noise(10, 1),
];

/// Which of [`FAST_TRIES`] runs, and to how many positions of its own, in
/// turn, before the rounds: the slices that solve the most deals per
/// position spent, chosen by simulation on the traces of candidate
/// searches (`scripts/fast-plan.sh` builds it; see `docs/solver.md`). It
/// must be built again whenever the order in which a search expands
/// positions changes.
pub const FAST_START: [(usize, u64); 33] = [
    (7, 75),
    (7, 100),
    (7, 150),
    (10, 200),
    (10, 300),
    (10, 400),
    (10, 600),
    (11, 200),
    (10, 800),
    (11, 300),
    (4, 300),
    (10, 1_200),
    (6, 100),
    (7, 400),
    (10, 1_600),
    (9, 300),
    (5, 50),
    (10, 2_400),
    (11, 400),
    (9, 400),
    (12, 300),
    (4, 400),
    (10, 3_200),
    (10, 4_000),
    (1, 300),
    (8, 1_200),
    (8, 1_600),
    (2, 6_400),
    (4, 1_200),
    (8, 2_400),
    (1, 1_200),
    (9, 2_400),
    (2, 9_600),
];

/// Where the fast mode's rounds start: only the hardest deals get this
/// far, and this is the least that lets the first safe search prove deal
/// 11982 impossible in the first round.
pub const FAST_ROUND_START: u64 = 30_822;

/// The short mode's fallback, when the beam has failed: such deals are
/// hard, so no search gets a head start; the shares keep both the worst
/// winnable deal and a proof of impossibility cheap, and the two safe
/// searches keep the proof possible.
pub const FALLBACK: Plan<Weights> = Plan {
    tries: &FALLBACK_TRIES,
    start: &[],
    round_start: FALLBACK_ROUND_START,
};

const FALLBACK_TRIES: [Try; 4] = [
    Try::with(Autoplay::Safe, 2, FAST_WEIGHTS, 6),
    Try::with(Autoplay::Safe, 1, RUNS_WEIGHTS, 1),
    Try::with(Autoplay::All, 3, RUNS_OWN_SUIT_WEIGHTS, 2),
    Try::with(Autoplay::All, 5, UNSORTED_WEIGHTS, 6),
];

/// Where the fallback's rounds start: the few deals that reach it are
/// hard, and the start barely changes what they cost.
const FALLBACK_ROUND_START: u64 = 700;

/// Standard FreeCell's plans for the two modes.
pub const PLANS: Plans<Weights> = Plans {
    fast: &FAST,
    beam_width: BEAM_WIDTH,
    beam_weights: Weights {
        cheap: BEAM_WEIGHTS,
        costly: CostlyWeights::NONE,
    },
    fallback: &FALLBACK,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every slice of the fast plan takes its search further than it has
    /// gone (a slice that does not is dead weight in the table), and a
    /// search with the safe autoplay keeps a share of the rounds, without
    /// which no deal could be proven impossible.
    #[test]
    fn the_fast_plan_moves_every_search_on_and_can_prove_impossibility() {
        let mut reached = [0u64; FAST_TRIES.len()];
        for &(i, until) in &FAST_START {
            assert!(until > reached[i], "slice ({i}, {until}) goes nowhere");
            reached[i] = until;
        }
        assert!(FAST_ROUND_START > reached.into_iter().max().unwrap());
        assert!(FAST.can_prove_loss());
        assert!(FALLBACK.can_prove_loss());
    }
}

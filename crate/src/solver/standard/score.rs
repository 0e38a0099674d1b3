//! The score: what the searches count of a position ([`Features`]), and
//! how they weigh it into the heuristic (lower is closer to a win): a
//! search's [`Weights`] are those of the nine features every search
//! counts ([`CheapWeights`]) and of the two that cost extra to count,
//! counted only for a search that weighs them ([`CostlyWeights`]). The
//! family's backend has the same two roles (`general/score.rs`'s
//! `Features` and `Weights`). The weights of each search are in `plan`;
//! these are the named sets it draws on.

/// What the score looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Cards not home.
    pub(super) left: u32,
    /// Cards that sit above a lower card of their cascade: each must move
    /// before that card can go home.
    pub(super) over_lower: u32,
    /// How many cards lie on the next card each foundation needs.
    pub(super) buried: u32,
    /// Free cells in use.
    pub(super) free_used: u32,
    /// Empty cascades.
    pub(super) empty_cascades: u32,
    /// Runs of out-of-order cards: one sequence move may clear each.
    pub(super) over_lower_runs: u32,
    /// Cards above a lower card of their own suit.
    pub(super) over_own_suit: u32,
    /// Cards that do not stack on the card below them.
    pub(super) breaks: u32,
    /// Cards above the longest run from the bottom in falling rank.
    pub(super) unsorted: u32,
    /// How many cards lie on the card after the next that each foundation
    /// needs (0 unless weighed: see [`CostlyWeights`]).
    pub(super) buried_next: u32,
    /// How many ranks above the next card its suit needs each free cell's
    /// card is, in all (0 unless weighed: see [`CostlyWeights`]).
    pub(super) free_distance: u32,
}

/// How much each of the first nine [`Features`], those every search
/// counts, weighs in a score, by the feature's name; a search's spec (see
/// `trace`) writes them in this order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheapWeights {
    /// Each card not home.
    pub left: u32,
    /// Each card above a lower card of its cascade.
    pub over_lower: u32,
    /// Each card on the next card a foundation needs.
    pub buried: u32,
    /// Each free cell in use.
    pub free_used: u32,
    /// Each empty cascade, taken off the score.
    pub empty_cascades: u32,
    /// Each run of out-of-order cards.
    pub over_lower_runs: u32,
    /// Each card above a lower card of its own suit.
    pub over_own_suit: u32,
    /// Each card that does not stack on the card below it.
    pub breaks: u32,
    /// Each card above the falling run at the bottom of its cascade.
    pub unsorted: u32,
}

impl CheapWeights {
    /// The weights in the order of the fields, as a spec writes them.
    pub const fn of(w: [u32; 9]) -> CheapWeights {
        CheapWeights {
            left: w[0],
            over_lower: w[1],
            buried: w[2],
            free_used: w[3],
            empty_cascades: w[4],
            over_lower_runs: w[5],
            over_own_suit: w[6],
            breaks: w[7],
            unsorted: w[8],
        }
    }

    /// The weights in the order of the fields (see [`CheapWeights::of`]).
    pub const fn to_array(self) -> [u32; 9] {
        [
            self.left,
            self.over_lower,
            self.buried,
            self.free_used,
            self.empty_cascades,
            self.over_lower_runs,
            self.over_own_suit,
            self.breaks,
            self.unsorted,
        ]
    }
}

/// The weights of the two features that cost extra to count, which are
/// counted only for a search that weighs them (see
/// [`Features::buried_next`] and [`Features::free_distance`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CostlyWeights {
    /// Each card on the card after the next that a foundation needs.
    pub buried_next: u32,
    /// Each rank the free cells' cards are above their suits' next cards.
    pub free_distance: u32,
}

/// A search's weights, all eleven: what a plan's search (`Try`) carries,
/// as the family's backend's `Weights` are its searches'.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weights {
    pub cheap: CheapWeights,
    pub costly: CostlyWeights,
}

impl CostlyWeights {
    /// Neither feature.
    pub const NONE: CostlyWeights = CostlyWeights {
        buried_next: 0,
        free_distance: 0,
    };
}

impl CheapWeights {
    /// The score of `f` by the first nine features alone, from 100; empty
    /// cascades count against it. The beam's score.
    pub fn score(&self, f: &Features) -> u32 {
        (100 + f.left * self.left
            + f.breaks * self.breaks
            + f.over_lower * self.over_lower
            + f.buried * self.buried
            + f.free_used * self.free_used
            + f.over_lower_runs * self.over_lower_runs
            + f.over_own_suit * self.over_own_suit
            + f.unsorted * self.unsorted)
            .saturating_sub(f.empty_cascades * self.empty_cascades)
    }
}

impl Weights {
    /// The best-first searches' score of `f`: the first nine features
    /// weighed as [`CheapWeights::score`] does, and the two that cost
    /// extra on top.
    pub fn score(&self, f: &Features) -> u32 {
        self.cheap.score(f)
            + f.buried_next * self.costly.buried_next
            + f.free_distance * self.costly.free_distance
    }
}

/// The fast searches' weights: with them a best-first search solves most
/// deals in the fewest positions.
pub const FAST_WEIGHTS: CheapWeights = CheapWeights {
    left: 5,
    over_lower: 3,
    buried: 1,
    free_used: 6,
    empty_cascades: 6,
    over_lower_runs: 1,
    over_own_suit: 0,
    breaks: 0,
    unsorted: 0,
};

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them: worse on most deals, better on some of the fast
/// weights' worst.
pub const RUNS_WEIGHTS: CheapWeights = CheapWeights {
    over_lower: 1,
    over_lower_runs: 4,
    ..FAST_WEIGHTS
};

/// [`RUNS_WEIGHTS`] that also count cards above a lower card of their own
/// suit and above the falling bottom run: better again on some of the
/// fast weights' worst deals.
pub const RUNS_OWN_SUIT_WEIGHTS: CheapWeights = CheapWeights {
    over_own_suit: 2,
    unsorted: 2,
    ..RUNS_WEIGHTS
};

/// [`FAST_WEIGHTS`] that also count cards above a lower card of their own
/// suit and, more, cards above the falling bottom run: the weights that
/// solve the hardest winnable deal the plan was chosen on soonest.
pub const UNSORTED_WEIGHTS: CheapWeights = CheapWeights {
    over_own_suit: 2,
    unsorted: 4,
    ..FAST_WEIGHTS
};

/// The beam's weights, which want short solutions. The beam needs its goal
/// to score below every other position (a test checks it): with every
/// homeable card sent home, a position not won has a card in a cascade, so
/// it scores at least 60 here, where a won one scores 52.
pub const BEAM_WEIGHTS: CheapWeights = CheapWeights {
    left: 2,
    over_lower: 1,
    buried: 2,
    free_used: 10,
    empty_cascades: 6,
    over_lower_runs: 4,
    over_own_suit: 1,
    breaks: 3,
    unsorted: 0,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// A spec's weights land on the features in the order of the
    /// fields, and come back out in it: each weight, alone, weighs the
    /// feature of its place.
    #[test]
    fn a_specs_weights_weigh_the_features_in_order() {
        let one_each = Features {
            left: 1,
            over_lower: 1,
            buried: 1,
            free_used: 1,
            empty_cascades: 0,
            over_lower_runs: 1,
            over_own_suit: 1,
            breaks: 1,
            unsorted: 1,
            ..Features::default()
        };
        for place in 0..9 {
            let mut tuned = [0; 9];
            tuned[place] = 10 + place as u32;
            let weights = CheapWeights::of(tuned);
            assert_eq!(weights.to_array(), tuned);
            let mut features = one_each;
            if place == 4 {
                // Empty cascades count against the score.
                features.empty_cascades = 1;
                assert_eq!(weights.score(&features), 100 - tuned[4]);
            } else {
                assert_eq!(weights.score(&features), 100 + tuned[place], "{place}");
            }
        }
    }
}

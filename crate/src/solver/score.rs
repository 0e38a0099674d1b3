//! The score: what a position's features are, and how they are weighed
//! into the heuristic of the searches (lower is closer to a win).

/// The weights of the two features that cost extra to count, so that
/// [`successors`] counts them only for a search that weighs them (see
/// [`Features::buried_next`] and [`Features::free_distance`]). They help
/// some of the fast mode's searches (see `FAST_TRIES`): cards on the card
/// after the next, for searches that would otherwise dig out only the
/// next card; and, for searches with a high step cost, which try many
/// ways of filling the free cells, how long the cards put there must wait
/// to go home.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extra {
    /// The weight of [`Features::buried_next`].
    pub buried_next: u32,
    /// The weight of [`Features::free_distance`].
    pub free_distance: u32,
}

impl Extra {
    /// Neither feature.
    pub const NONE: Extra = Extra {
        buried_next: 0,
        free_distance: 0,
    };
}

/// The weights of [`Features::weigh`] for the fast search, found by trying
/// them on deals: they find a solution in the fewest positions.
pub const FAST_WEIGHTS: [u32; 9] = [5, 3, 1, 6, 6, 1, 0, 0, 0];

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them: worse on most deals, but it solves some of the fast
/// weights' worst in a few thousand positions (21554: 2,354).
pub const RUNS_WEIGHTS: [u32; 9] = [5, 1, 1, 6, 6, 4, 0, 0, 0];

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them, and cards above a lower card of their own suit and above
/// the sorted bottom run counted: worse on most deals, but, with the
/// autoplay of every homeable card and step cost 3, it solves some of the
/// fast weights' worst in a few thousand positions (26576: 8,574; 4467:
/// 1,209; 21554: 881).
pub const RUNS_OWN_SUIT_WEIGHTS: [u32; 9] = [5, 1, 1, 6, 6, 4, 2, 0, 2];

/// [`FAST_WEIGHTS`] that also count cards above a lower card of their own
/// suit and, more, cards above the sorted bottom run: with the autoplay of
/// every homeable card and step cost 5, the search found that solves deal
/// 8436 in the fewest positions (29,504 with the search as it expands
/// now, 15,006 with the one before it kept edges; every search with the
/// fast weights needs 40,000 or more).
pub const UNSORTED_WEIGHTS: [u32; 9] = [5, 3, 1, 6, 6, 1, 2, 0, 4];

/// The weights for the beam, which wants short solutions, found by a
/// coordinate search on deals 1..200 (beams of 150 then 400, every homeable
/// card sent home): 28.6 -> 27.3 moves. On deals 1001..1400, which the
/// search never saw, they give 27.2 moves where the weights before gave
/// 27.9, at about a tenth more time. They count cards left (less than the
/// fast search does), cards that do not stack on the card below, runs of
/// out-of-order cards and cards over a lower card of their suit, and weigh
/// a used free cell heavily.
///
/// The beam needs its goal to score below every other position, and it
/// does: with every homeable card sent home, a position not won has a card
/// in some cascade (cards in free cells alone would all go home), so at
/// most 7 empty cascades and a card left: 60 or more, where a won position
/// scores 52. A test checks it.
pub const BEAM_WEIGHTS: [u32; 9] = [2, 1, 2, 10, 6, 4, 1, 3, 0];

/// What the score looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Cards not home.
    pub(super) left: u32,
    /// Cards that sit above a lower card of their cascade: each must move
    /// before that card can go home.
    pub(super) out_of_order: u32,
    /// How many cards lie on the next card each foundation needs.
    pub(super) buried: u32,
    /// Free cells in use.
    pub(super) free_used: u32,
    /// Empty cascades.
    pub(super) empty_cascades: u32,
    /// Runs of out-of-order cards: one sequence move may clear each.
    pub(super) out_of_order_runs: u32,
    /// Cards above a lower card of their own suit.
    pub(super) over_own_suit: u32,
    /// Cards that do not stack on the card below them.
    pub(super) breaks: u32,
    /// Cards above the longest run from the bottom in falling rank.
    pub(super) unsorted: u32,
    /// How many cards lie on the card after the next that each foundation
    /// needs (0 unless weighed: see [`Extra`]).
    pub(super) buried_next: u32,
    /// How many ranks above the next card its suit needs each free cell's
    /// card is, in all (0 unless weighed: see [`Extra`]).
    pub(super) free_distance: u32,
}

impl Features {
    /// The weighted sum; empty cascades count against it.
    pub fn weigh(&self, w: &[u32; 9]) -> u32 {
        (100 + self.left * w[0]
            + self.breaks * w[7]
            + self.out_of_order * w[1]
            + self.buried * w[2]
            + self.free_used * w[3]
            + self.out_of_order_runs * w[5]
            + self.over_own_suit * w[6]
            + self.unsorted * w[8])
            .saturating_sub(self.empty_cascades * w[4])
    }
}

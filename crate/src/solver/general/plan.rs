//! The family's plans: the fast mode's searches and their shares (one mix
//! for most games, one where only a king starts a cascade in a game built
//! by alternate colours), and the beam's width and weights.

use crate::rules::{Build, EmptyCascade, Rules};

use super::super::plan::{Plan, Plans, Try};
use super::score::Weights;
use super::successor::Autoplay;

/// A complete search: every move, the autoplay of cards no win needs.
const fn complete(weights: Weights, step_cost: u32, quarters: u64) -> Try<Weights> {
    Try::new(Autoplay::NeverNeeded, step_cost, weights, quarters)
}

/// A greedy search (no cost per move) with the autoplay of every homeable
/// card: it proves nothing.
const fn greedy(weights: Weights, quarters: u64) -> Try<Weights> {
    Try::new(Autoplay::All, 0, weights, quarters)
}

/// The weights the fast mode's first search scores by: progress (cards
/// home) first, then room (free cells, empty cascades) and order (cards
/// over lower ones).
const PROGRESS: Weights = Weights {
    left: 5,
    buried: 1,
    free_used: 6,
    empty_cascades: 6,
    over_lower: 3,
    breaks: 1,
    misplaced_kings: 4,
};

/// The weights that dig: the cards over the next card of each foundation
/// weigh most, as in Heineman's staged deepening. Worse than
/// [`PROGRESS`] on most deals, it solves many of those that search finds
/// hardest in a few thousand positions.
const DIGGING: Weights = Weights {
    left: 2,
    buried: 5,
    free_used: 6,
    empty_cascades: 6,
    over_lower: 1,
    breaks: 1,
    misplaced_kings: 8,
};

/// The fast mode's searches, which take turns (see [`FAST`]) because a
/// deal that one score sends into a dead end, another solves at once. The
/// first two are complete; the last three, greedy with the autoplay of
/// every homeable card, run only where that autoplay differs from the
/// complete ones' (games built by alternate colours), where they find
/// most of the slowest deals in small spaces that add little to a proof of
/// impossibility (what each gained: docs/solver-family.md, "History").
static FAST_TRIES: [Try<Weights>; 5] = [
    complete(PROGRESS, 2, 4),
    complete(DIGGING, 2, 2),
    greedy(PROGRESS, 2),
    greedy(BEAM_WEIGHTS, 1),
    greedy(PROGRESS, 1).keeping_runs(),
];

/// The weights that keep room: free cells and empty cascades weigh most.
/// In ForeCell (only a king starts a cascade, and the deal fills the free
/// cells) room is what a deal runs out of; with a cost of 1 a move, the
/// search that leads the mix there.
const ROOM: Weights = Weights {
    left: 2,
    buried: 1,
    free_used: 12,
    empty_cascades: 10,
    over_lower: 1,
    breaks: 1,
    misplaced_kings: 4,
};

/// The fast mode's searches in games built by alternate colours where only
/// a king may start a cascade (ForeCell): there room is what a deal runs
/// out of, so a search that keeps room leads, and every search of
/// [`FAST_TRIES`] stays because each finds some rare deal cheaply (chosen
/// by `scripts/family-plan.py`; docs/solver-family.md, "History").
static KINGS_ONLY_ALTERNATE_TRIES: [Try<Weights>; 6] = [
    complete(ROOM, 1, 8),
    complete(DIGGING, 2, 1),
    complete(PROGRESS, 3, 1),
    greedy(BEAM_WEIGHTS, 1),
    complete(PROGRESS, 2, 1),
    greedy(PROGRESS, 1),
];

/// The fast mode's plan: the searches of [`FAST_TRIES`] in turn, each
/// going on where it stopped, with doubling shares.
static FAST: Plan<Weights> = Plan {
    tries: &FAST_TRIES,
    start: &[],
    round_start: FIRST_TURN,
};

/// The fast mode's plan in games built by alternate colours where only a
/// king may start a cascade.
static KINGS_ONLY_ALTERNATE: Plan<Weights> = Plan {
    tries: &KINGS_ONLY_ALTERNATE_TRIES,
    start: &[],
    round_start: FIRST_TURN,
};

/// The fast mode's plan for a game of `rules` (the short mode's fallback
/// too).
fn plan_for(rules: Rules) -> &'static Plan<Weights> {
    if rules.build() == Build::AlternateColours && rules.empty_cascades() == EmptyCascade::KingsOnly
    {
        &KINGS_ONLY_ALTERNATE
    } else {
        &FAST
    }
}

/// How far each of the fast mode's searches goes in its first turn;
/// every later turn doubles it.
const FIRST_TURN: u64 = 1_000;

/// The beam's weights: short solutions (room above all: free cells weigh
/// most). The fast mode's last search scores by them too.
const BEAM_WEIGHTS: Weights = Weights {
    left: 2,
    buried: 2,
    free_used: 10,
    empty_cascades: 6,
    over_lower: 1,
    breaks: 4,
    misplaced_kings: 6,
};

/// How many positions the short mode's beam keeps at each level.
const BEAM_WIDTH: usize = 500;

/// The plans of the game of `rules`: the fast mode's plan is the short
/// mode's fallback too.
pub fn plans_for(rules: Rules) -> Plans<Weights> {
    let plan = plan_for(rules);
    Plans {
        fast: plan,
        beam_width: BEAM_WIDTH,
        beam_weights: BEAM_WEIGHTS,
        fallback: plan,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A complete search takes part in every turn: without
    /// one, no deal could be proven impossible.
    #[test]
    fn the_fast_mode_keeps_a_complete_search() {
        for plan in [&FAST, &KINGS_ONLY_ALTERNATE] {
            assert!(plan.can_prove_loss());
        }
    }

    /// ForeCell has its own mix; FreeCell and the games built by suit
    /// keep the first.
    #[test]
    fn each_game_gets_its_mix() {
        use crate::rules::Game;
        let has = |game: Game, plan: &Plan<Weights>| std::ptr::eq(plan_for(game.rules()), plan);
        assert!(has(Game::ForeCell, &KINGS_ONLY_ALTERNATE));
        for game in [Game::FreeCell, Game::BakersGame, Game::Seahaven] {
            assert!(has(game, &FAST), "{game:?}");
        }
    }
}

//! Improving a plan by local search: of every plan one change away, the
//! one that costs least on the deals, until no change lowers the cost.

use crate::plan::{round_start, Slice, LIMITS, MAX_SLICES};
use crate::runs::{settle, Cost};
use crate::traces::Traces;

/// How a plan does on some deals: fewer deals of unknown cost first, then
/// fewer positions in all (unknown costs counted at their lower bound).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Score {
    unknown: usize,
    positions: u64,
}

impl Score {
    /// Positions per deal, over `deals` deals.
    fn mean(self, deals: usize) -> f64 {
        self.positions as f64 / deals as f64
    }
}

/// A plan scored on some deals deal by deal, so that a plan that differs
/// from it only from some slice on is scored again on the deals that
/// reach that slice alone.
struct Scored<'a> {
    traces: &'a Traces,
    deals: &'a [usize],
    rounds: &'a [(usize, u64)],
    start: Vec<Slice>,
    /// Each deal's cost, and the slice that settles it (`start.len()`
    /// for the rounds), in the order of `deals`.
    costs: Vec<(Cost, usize)>,
    /// Indices into `deals`, by the slice that settles them.
    order: Vec<usize>,
    score: Score,
    /// Room for [`settle`].
    used: Vec<u64>,
}

impl<'a> Scored<'a> {
    fn new(
        traces: &'a Traces,
        deals: &'a [usize],
        rounds: &'a [(usize, u64)],
        start: Vec<Slice>,
    ) -> Scored<'a> {
        let mut used = vec![0; traces.searches.len()];
        let round_start = round_start(&start);
        let costs: Vec<(Cost, usize)> = deals
            .iter()
            .map(|&d| settle(traces, d, &start, rounds, round_start, &mut used, |_, _| {}))
            .collect();
        let mut order: Vec<usize> = (0..deals.len()).collect();
        order.sort_by_key(|&i| costs[i].1);
        let score = Score {
            unknown: costs.iter().filter(|(c, _)| !c.known).count(),
            positions: costs.iter().map(|(c, _)| c.positions).sum(),
        };
        Scored {
            traces,
            deals,
            rounds,
            start,
            costs,
            order,
            score,
            used,
        }
    }

    /// The score of `start`, which has the same slices as this plan before
    /// index `from`.
    fn rescore(&mut self, start: &[Slice], from: usize) -> Score {
        let round_start = round_start(start);
        let reach = self.order.partition_point(|&i| self.costs[i].1 < from);
        let mut score = self.score;
        for &i in &self.order[reach..] {
            let (old, _) = self.costs[i];
            let (new, _) = settle(
                self.traces,
                self.deals[i],
                start,
                self.rounds,
                round_start,
                &mut self.used,
                |_, _| {},
            );
            score.unknown = score.unknown + usize::from(!new.known) - usize::from(!old.known);
            score.positions = score.positions + new.positions - old.positions;
        }
        score
    }
}

/// `start` improved by local search on `deals`: of every plan one change
/// away (see [`changes`]), the one that lowers the score most, until none
/// does. With `verbose`, prints the cost after each change.
pub fn improve(
    traces: &Traces,
    deals: &[usize],
    tries: &[usize],
    rounds: &[(usize, u64)],
    start: Vec<Slice>,
    verbose: bool,
) -> Vec<Slice> {
    let mut scored = Scored::new(traces, deals, rounds, start);
    if verbose {
        println!(
            "\nThe plan over the searches kept, change by change (positions per deal, unknown costs at least):\n  {:.2}  greedy",
            scored.score.mean(deals.len())
        );
    }
    loop {
        let mut best: Option<(Score, Vec<Slice>, &str)> = None;
        for (candidate, from, what) in changes(traces, tries, &scored.start) {
            let score = scored.rescore(&candidate, from);
            if score < best.as_ref().map_or(scored.score, |b| b.0) {
                best = Some((score, candidate, what));
            }
        }
        let Some((score, start, what)) = best else {
            break;
        };
        if verbose {
            println!("  {:.2}  {what}", score.mean(deals.len()));
        }
        scored = Scored::new(traces, deals, rounds, start);
        debug_assert_eq!(scored.score, score);
    }
    scored.start
}

/// Every plan one change away from `start`, with the index of its first
/// slice that differs from `start` and what the change is: a slice
/// dropped, moved elsewhere, or taken to the limit next to its own, or a
/// new slice of a search of `tries`; those alone that still take every
/// search further in each of its slices, within its cap.
fn changes(
    traces: &Traces,
    tries: &[usize],
    start: &[Slice],
) -> Vec<(Vec<Slice>, usize, &'static str)> {
    let mut out = Vec::new();
    for i in 0..start.len() {
        let mut dropped = start.to_vec();
        let slice = dropped.remove(i);
        out.push((dropped.clone(), i, "drop"));
        for j in 0..=dropped.len() {
            if j != i {
                let mut moved = dropped.clone();
                moved.insert(j, slice);
                out.push((moved, i.min(j), "move"));
            }
        }
        let at = LIMITS.iter().position(|&l| l == slice.limit);
        for limit in [
            at.and_then(|a| a.checked_sub(1)).map(|a| LIMITS[a]),
            at.and_then(|a| LIMITS.get(a + 1).copied()),
        ]
        .into_iter()
        .flatten()
        {
            let mut changed = start.to_vec();
            changed[i].limit = limit;
            out.push((changed, i, "limit"));
        }
    }
    if start.len() < MAX_SLICES {
        for j in 0..=start.len() {
            for &search in tries {
                for limit in LIMITS {
                    let mut added = start.to_vec();
                    added.insert(j, Slice { search, limit });
                    out.push((added, j, "insert"));
                }
            }
        }
    }
    out.retain(|(plan, _, _)| moves_on(traces, plan));
    out
}

/// Whether every slice of `start` takes its search further than its
/// slices before, and no further than its trace's cap.
fn moves_on(traces: &Traces, start: &[Slice]) -> bool {
    let mut used = vec![0; traces.searches.len()];
    start.iter().all(|slice| {
        let further =
            slice.limit > used[slice.search] && slice.limit <= traces.searches[slice.search].cap;
        used[slice.search] = slice.limit;
        further
    })
}

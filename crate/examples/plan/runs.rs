//! The runs: what the fast mode costs on each deal with a plan, replayed
//! slice by slice from the traces (a search resumed in turn does exactly
//! what it does alone).

use crate::plan::Slice;
use crate::traces::Traces;

/// What a plan costs on one deal.
#[derive(Clone, Copy)]
pub struct Cost {
    pub positions: u64,
    /// False when the deal needed a search beyond its trace's cap (its
    /// cost is then only a lower bound), or no search of the plan ever
    /// finishes it.
    pub known: bool,
}

/// What the fast mode costs on each of `deals` with the slices of `start`
/// and then the rounds from `round_start`, exactly as `slices` in the
/// solver orders them; and for each slice of `start`, the positions spent
/// and the deals finished in it.
pub fn simulate(
    traces: &Traces,
    deals: &[usize],
    start: &[Slice],
    rounds: &[(usize, u64)],
    round_start: u64,
) -> (Vec<Cost>, Vec<(u64, usize)>) {
    let mut per_slice = vec![(0, 0); start.len()];
    let mut used = vec![0; traces.searches.len()];
    let costs = deals
        .iter()
        .map(|&d| {
            let (cost, at) = settle(
                traces,
                d,
                start,
                rounds,
                round_start,
                &mut used,
                |i, spent| {
                    per_slice[i].0 += spent;
                },
            );
            if let Some(slice) = per_slice.get_mut(at) {
                slice.1 += usize::from(cost.known);
            }
            cost
        })
        .collect();
    (costs, per_slice)
}

/// What the fast mode costs on deal `d` with the slices of `start` and
/// then the rounds from `round_start` (each search of `rounds` to
/// `n * quarters / 4`, `n` doubling), and the index of the slice of
/// `start` that settles it (`start.len()` for the rounds); `on_slice` is
/// told the positions spent in each slice of `start`. `used` is room for
/// the positions of every search.
pub fn settle(
    traces: &Traces,
    d: usize,
    start: &[Slice],
    rounds: &[(usize, u64)],
    round_start: u64,
    used: &mut [u64],
    mut on_slice: impl FnMut(usize, u64),
) -> (Cost, usize) {
    used.fill(0);
    let mut positions = 0;
    for (i, &slice) in start.iter().enumerate() {
        let (spent, settled) = advance(traces, d, used, slice);
        positions += spent;
        on_slice(i, spent);
        if let Some(known) = settled {
            return (Cost { positions, known }, i);
        }
    }
    let mut n = round_start;
    loop {
        // Whether any search of the rounds has its trace to go on.
        let mut moved = false;
        for &(k, quarters) in rounds {
            moved |= used[k] < traces.searches[k].counts[d];
            let slice = Slice {
                search: k,
                limit: n.saturating_mul(quarters) / 4,
            };
            let (spent, settled) = advance(traces, d, used, slice);
            positions += spent;
            if let Some(known) = settled {
                return (Cost { positions, known }, start.len());
            }
        }
        match n.checked_mul(2) {
            Some(next) if moved => n = next,
            _ => {
                let cost = Cost {
                    positions,
                    known: false,
                };
                return (cost, start.len());
            }
        }
    }
}

/// One slice on deal `d`, its search having spent `used` so far: the
/// positions it spends, and whether the deal's cost is then settled
/// (`Some(true)`: the search finishes the deal; `Some(false)`: it goes
/// beyond its trace's cap, so the cost is unknown).
fn advance(traces: &Traces, d: usize, used: &mut [u64], slice: Slice) -> (u64, Option<bool>) {
    let search = &traces.searches[slice.search];
    let (n, u) = (search.counts[d], used[slice.search]);
    if slice.limit <= u {
        return (0, None);
    }
    used[slice.search] = slice.limit;
    let spent = n.min(slice.limit) - n.min(u);
    let settled = if search.capped[d] && slice.limit > n {
        Some(false)
    } else if search.finishes[d] && n > u && n <= slice.limit {
        Some(true)
    } else {
        None
    };
    (spent, settled)
}

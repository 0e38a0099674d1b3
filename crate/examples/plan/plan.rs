//! Building a plan from the traces: the greedy plan over every candidate,
//! the searches it credits most kept (with the rounds'), the greedy plan
//! over those alone, then that plan improved (`improve.rs`).

use crate::improve::improve;
use crate::traces::Traces;

/// The limits a slice may take its search to.
pub const LIMITS: [u64; 21] = [
    25, 50, 75, 100, 150, 200, 300, 400, 600, 800, 1_200, 1_600, 2_400, 3_200, 4_000, 4_800, 6_400,
    9_600, 12_800, 19_200, 25_600,
];

/// The most slices a plan has: past this, slices solve a deal or two each.
pub const MAX_SLICES: usize = 80;

/// The rounds start at no fewer positions than this, however short the
/// plan before them: enough for the rounds' first safe search to run out
/// of positions on 11982 (at 61,643) in the first round.
pub const MIN_ROUND_START: u64 = 30_822;

/// A slice of a plan: search `search` goes on until it has expanded
/// `limit` positions of its own.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Slice {
    pub search: usize,
    pub limit: u64,
}

/// The plan from `deals`: the searches kept (indices into the traces, in
/// their order), the slices before the rounds, and where the rounds start.
/// With `verbose`, prints how the searches were chosen.
pub fn plan(
    traces: &Traces,
    deals: &[usize],
    rounds: &[(usize, u64)],
    keep: usize,
    verbose: bool,
) -> (Vec<usize>, Vec<Slice>, u64) {
    let everyone: Vec<usize> = (0..traces.searches.len()).collect();
    let first = build(traces, deals, &everyone);
    // Credit in order of first use, so that equal credits keep that order.
    let mut credit: Vec<(usize, usize)> = Vec::new();
    for &(slice, solved) in &first {
        match credit.iter_mut().find(|(k, _)| *k == slice.search) {
            Some((_, c)) => *c += solved,
            None => credit.push((slice.search, solved)),
        }
    }
    credit.sort_by_key(|&(_, c)| std::cmp::Reverse(c));
    let mut tries: Vec<usize> = rounds.iter().map(|&(k, _)| k).collect();
    for &(k, _) in &credit {
        if tries.len() < keep && !tries.contains(&k) {
            tries.push(k);
        }
    }
    tries.sort_unstable();
    if verbose {
        println!(
            "\nThe greedy plan over every candidate: {} slices; deals each search finishes in it:",
            first.len()
        );
        for &(k, c) in &credit {
            let mark = if tries.contains(&k) { "kept" } else { "" };
            println!("  {c:6}  {:45} {mark}", traces.searches[k].spec);
        }
    }
    let greedy: Vec<Slice> = build(traces, deals, &tries)
        .into_iter()
        .map(|(slice, _)| slice)
        .collect();
    let start = improve(traces, deals, &tries, rounds, greedy, verbose);
    let round_start = round_start(&start);
    (tries, start, round_start)
}

/// Where the rounds start after the slices of `start`: at its longest
/// slice twice over, and at no fewer than [`MIN_ROUND_START`].
pub fn round_start(start: &[Slice]) -> u64 {
    let longest = start.iter().map(|s| s.limit).max().unwrap_or(0);
    (2 * longest).max(MIN_ROUND_START)
}

/// The greedy plan over `candidates` for `deals`: each slice is the one
/// that finishes the most deals not yet finished per position it costs,
/// until no slice finishes any, or [`MAX_SLICES`]. Each slice comes with
/// the deals it finishes.
fn build(traces: &Traces, deals: &[usize], candidates: &[usize]) -> Vec<(Slice, usize)> {
    let mut used = vec![0u64; traces.searches.len()];
    let mut open = deals.to_vec();
    let mut plan = Vec::new();
    while !open.is_empty() && plan.len() < MAX_SLICES {
        // (deals finished per position, slice)
        let mut best: Option<(f64, Slice)> = None;
        for &k in candidates {
            let search = &traces.searches[k];
            let limits: Vec<u64> = LIMITS
                .into_iter()
                .filter(|&l| l > used[k] && l <= search.cap)
                .collect();
            // For each limit, the deals not yet finished whose count falls
            // just within it (above the limit before): how many, their
            // positions, and how many of them this search finishes.
            let mut within = vec![(0u64, 0u64, 0u64); limits.len()];
            let mut live = 0;
            for &d in &open {
                let n = search.counts[d];
                if n <= used[k] {
                    continue;
                }
                live += 1;
                let j = limits.partition_point(|&l| l < n);
                if let Some(w) = within.get_mut(j) {
                    w.0 += 1;
                    w.1 += n;
                    w.2 += u64::from(search.finishes[d]);
                }
            }
            if live == 0 {
                continue;
            }
            let (mut below, mut positions, mut finished) = (0, 0, 0);
            let mut best_here: Option<(f64, u64, u64)> = None;
            for (&limit, w) in limits.iter().zip(&within) {
                below += w.0;
                positions += w.1;
                finished += w.2;
                // Every live deal costs its count or the limit, whichever
                // is less, beyond what the search has already spent.
                let cost = positions + limit * (live - below) - used[k] * live;
                let rate = finished as f64 / cost.max(1) as f64;
                if best_here.is_none_or(|(r, _, _)| rate > r) {
                    best_here = Some((rate, limit, finished));
                }
            }
            if let Some((rate, limit, finished)) = best_here {
                if finished > 0 && best.is_none_or(|(r, _)| rate > r) {
                    best = Some((rate, Slice { search: k, limit }));
                }
            }
        }
        let Some((_, slice)) = best else { break };
        let search = &traces.searches[slice.search];
        let before = open.len();
        open.retain(|&d| {
            let n = search.counts[d];
            !(n > used[slice.search] && n <= slice.limit && search.finishes[d])
        });
        used[slice.search] = slice.limit;
        plan.push((slice, before - open.len()));
    }
    plan
}

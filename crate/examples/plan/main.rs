//! Builds the fast mode's plan (`FAST_TRIES`, `FAST_START` and
//! `FAST_ROUND_START` in `src/solver/plan.rs`) from traces of candidate
//! searches, and prints it as Rust to paste there, with what it costs.
//!
//! ```text
//! cargo run --profile release-native --example plan -- [--keep 13] --round SPEC=QUARTERS ... TRACE=SPECS=CAP ...
//! ```
//!
//! Each `--round` names a search of the rounds after the plan, in order,
//! with its share in quarters (see `Try::round_quarters`): they are the
//! `# round` lines of `candidates.txt`, which a test holds to the first of
//! `FAST_TRIES`.
//!
//! Each `TRACE=SPECS=CAP` is a trace file, the file of the searches it
//! traced (one line, specs separated by `;`) and the cap it was traced
//! to. Make them with `examples/trace.rs`, the same specs and cap, on
//! every deal of a range (all files must cover the same deals):
//!
//! ```text
//! cargo run --profile release-native --example trace -- 1..32000 4000 "$(cat specs.txt)" > trace.txt
//! ```
//!
//! A trace line is a deal and a token per search: `S` (solved), `E` (ran
//! out of positions) or `C` (capped) and the positions it took; anything
//! from a `:` on in a token (progress from older tracers) is ignored.
//!
//! How: a search resumed in turn does exactly what it does alone, so the
//! traces give the cost of any plan, deal by deal. The plan is built
//! greedily: each slice is the one (search, new limit from [`LIMITS`])
//! that solves the most deals not yet solved per position it costs. A
//! first such plan over every candidate credits each search with the
//! deals its slices solve; the searches of the rounds (`--round`) and
//! those with the most credit, `--keep` in all, are kept, and the plan
//! is built again over them alone. That plan is then improved by local
//! search: of every plan one change away (a slice dropped, moved, taken
//! to a limit next to its own, or a new slice put in), the one that costs
//! least on the deals, rounds included, until no change lowers the cost.
//! Then the plan and the rounds after it are simulated on every deal,
//! and, as a check that the plan is not tuned to the deals' accidents, a
//! plan built the same way from the even deals alone on the odd ones.
//! Ties go to the first search in the order of the arguments and to the
//! smaller limit, and in the local search to the first change found.

mod traces;

use std::fmt::Write as _;
use std::process::ExitCode;

use traces::{load, Traces};

/// The limits a slice may take its search to.
const LIMITS: [u64; 21] = [
    25, 50, 75, 100, 150, 200, 300, 400, 600, 800, 1_200, 1_600, 2_400, 3_200, 4_000, 4_800, 6_400,
    9_600, 12_800, 19_200, 25_600,
];

/// The most slices a plan has: past this, slices solve a deal or two each.
const MAX_SLICES: usize = 80;

/// The rounds start at no fewer positions than this, however short the
/// plan before them: enough for the rounds' first safe search to run out
/// of positions on 11982 (at 61,643) in the first round.
const MIN_ROUND_START: u64 = 30_822;

/// The one impossible deal of 1..32000, which reaches the rounds (as does
/// 8436, solved there): its cost is printed apart.
const WATCHED_DEAL: u64 = 11982;

/// A slice of a plan: search `search` goes on until it has expanded
/// `limit` positions of its own.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Slice {
    search: usize,
    limit: u64,
}

/// What a plan costs on one deal.
#[derive(Clone, Copy)]
struct Cost {
    positions: u64,
    /// False when the deal needed a search beyond its trace's cap (its
    /// cost is then only a lower bound), or no search of the plan ever
    /// finishes it.
    known: bool,
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("plan: {error}");
            ExitCode::from(2)
        }
    }
}

const USAGE: &str = "usage: plan [--keep K] --round SPEC=QUARTERS ... TRACE=SPECS=CAP ...";

fn run(args: Vec<String>) -> Result<(), String> {
    let mut keep = 13;
    let mut sources = Vec::new();
    // The searches of the rounds, in order, with their shares in quarters.
    let mut round_specs: Vec<(String, u64)> = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--round" {
            let round = args.next().ok_or(USAGE)?;
            let (spec, quarters) = round
                .split_once('=')
                .and_then(|(spec, q)| Some((spec.to_string(), q.parse().ok()?)))
                .ok_or_else(|| format!("--round wants SPEC=QUARTERS, not {round:?}"))?;
            round_specs.push((spec, quarters));
        } else if arg == "--keep" {
            let k = args.next().ok_or(USAGE)?;
            keep = k
                .parse()
                .map_err(|_| format!("--keep wants a number of searches, not {k:?}"))?;
        } else if arg.starts_with('-') {
            return Err(format!("unknown option {arg:?}\n{USAGE}"));
        } else {
            sources.push(arg);
        }
    }
    if sources.is_empty() || round_specs.is_empty() {
        return Err(USAGE.to_string());
    }
    let traces = load(&sources)?;
    let rounds = round_specs
        .iter()
        .map(|(spec, quarters)| {
            let k = traces
                .searches
                .iter()
                .position(|s| s.spec == *spec)
                .ok_or_else(|| format!("the rounds' search {spec} is not among the traces"))?;
            Ok((k, *quarters))
        })
        .collect::<Result<Vec<_>, String>>()?;
    if keep < rounds.len() {
        return Err(format!(
            "--keep {keep}: the rounds alone take {}",
            rounds.len()
        ));
    }
    let all: Vec<usize> = (0..traces.deals.len()).collect();
    println!(
        "{} candidate searches, deals {}..{} ({} deals)",
        traces.searches.len(),
        traces.deals[0],
        traces.deals[traces.deals.len() - 1],
        traces.deals.len()
    );

    let (tries, start, round_start) = plan(&traces, &all, &rounds, keep, true);
    println!(
        "\nFAST_START, simulated on every deal (positions spent per deal, deals finished, left):"
    );
    let (costs, per_slice) = simulate(&traces, &all, &start, &rounds, round_start);
    let mut used = vec![0; traces.searches.len()];
    let mut left = all.len();
    for (slice, (spent, finished)) in start.iter().zip(&per_slice) {
        left -= finished;
        println!(
            "  {:2} {:45} {:6} -> {:6}  spent {:6.1}  finished {:5}  left {:5}",
            tries.iter().position(|&k| k == slice.search).unwrap(),
            traces.searches[slice.search].spec,
            used[slice.search],
            slice.limit,
            *spent as f64 / all.len() as f64,
            finished,
            left
        );
        used[slice.search] = slice.limit;
    }
    println!("  then rounds from {round_start}");
    println!("\nEvery deal: {}", summary(&costs));
    if let Ok(i) = traces.deals.binary_search(&WATCHED_DEAL) {
        let cost = costs[i];
        let note = if cost.known {
            ""
        } else {
            " (at least: unknown)"
        };
        println!("Deal {WATCHED_DEAL}: {}{note}", cost.positions);
    }

    let (even, odd): (Vec<usize>, Vec<usize>) =
        all.iter().partition(|&&i| traces.deals[i] % 2 == 0);
    let (_, start_even, round_start_even) = plan(&traces, &even, &rounds, keep, false);
    let on = |deals: &[usize]| {
        summary(&simulate(&traces, deals, &start_even, &rounds, round_start_even).0)
    };
    println!("\nHeld out: the plan built from the even deals alone");
    println!("  on the even deals: {}", on(&even));
    println!("  on the odd deals:  {}", on(&odd));

    println!("\n// For crate/src/solver/plan.rs:");
    let (rust, errors) = rust_tables(&traces, &tries, &rounds, &start, round_start);
    print!("{rust}");
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

/// The plan from `deals`: the searches kept (indices into the traces, in
/// their order), the slices before the rounds, and where the rounds start.
/// With `verbose`, prints how the searches were chosen.
fn plan(
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
fn round_start(start: &[Slice]) -> u64 {
    let longest = start.iter().map(|s| s.limit).max().unwrap_or(0);
    (2 * longest).max(MIN_ROUND_START)
}

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
fn improve(
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

/// What the fast mode costs on each of `deals` with the slices of `start`
/// and then the rounds from `round_start`, exactly as `slices` in the
/// solver orders them; and for each slice of `start`, the positions spent
/// and the deals finished in it.
fn simulate(
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
fn settle(
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

/// Mean, median, 99th percentile and worst of the known costs, and how
/// many are unknown.
fn summary(costs: &[Cost]) -> String {
    let mut known: Vec<u64> = costs
        .iter()
        .filter(|c| c.known)
        .map(|c| c.positions)
        .collect();
    known.sort_unstable();
    let unknown = costs.len() - known.len();
    let Some(&worst) = known.last() else {
        return format!("no deal known ({unknown} unknown)");
    };
    let n = known.len();
    format!(
        "mean {:.1}, median {}, p99 {}, worst {} (next {}), unknown {unknown}",
        known.iter().sum::<u64>() as f64 / n as f64,
        known[n / 2],
        known[n * 99 / 100],
        worst,
        known[n.saturating_sub(2)],
    )
}

/// `FAST_TRIES`, `FAST_START` and `FAST_ROUND_START` as in the solver,
/// and the specs that no `Try` can express.
fn rust_tables(
    traces: &Traces,
    tries: &[usize],
    rounds: &[(usize, u64)],
    start: &[Slice],
    round_start: u64,
) -> (String, Vec<String>) {
    // The rounds' searches first, then the others in the traces' order.
    let mut order: Vec<(usize, u64)> = rounds.to_vec();
    order.extend(
        tries
            .iter()
            .filter(|k| !rounds.iter().any(|r| r.0 == **k))
            .map(|&k| (k, 0)),
    );
    let mut out = String::new();
    let mut errors = Vec::new();
    writeln!(out, "pub const FAST_TRIES: [Try; {}] = [", order.len()).unwrap();
    for &(k, quarters) in &order {
        let spec = &traces.searches[k].spec;
        match freecell::spec_as_rust(spec, quarters) {
            Ok(text) => writeln!(out, "{text}").unwrap(),
            Err(why) => {
                writeln!(out, "    // {spec}: {why}").unwrap();
                errors.push(format!("{spec}: {why}"));
            }
        }
    }
    writeln!(out, "];").unwrap();
    writeln!(
        out,
        "pub const FAST_START: [(usize, u64); {}] = [",
        start.len()
    )
    .unwrap();
    for slice in start {
        let i = order.iter().position(|&(k, _)| k == slice.search).unwrap();
        writeln!(out, "    ({i}, {}),", grouped(slice.limit)).unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(
        out,
        "pub const FAST_ROUND_START: u64 = {};",
        grouped(round_start)
    )
    .unwrap();
    (out, errors)
}

/// `n` with `_` between groups of three digits, as the solver's tables
/// write limits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('_');
        }
        out.push(c);
    }
    out
}

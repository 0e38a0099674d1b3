//! The figures the plan is judged by: what its slices spend and finish,
//! what it costs on every deal, and on the deals it was not built from.

use crate::plan::Slice;
use crate::runs::Cost;
use crate::traces::Traces;

/// The one impossible deal of 1..32000, which reaches the rounds (as does
/// 8436, solved there): its cost is printed apart.
const WATCHED_DEAL: u64 = 11982;

/// The candidates and the deals they were traced on.
pub fn candidates(traces: &Traces) {
    println!(
        "{} candidate searches, deals {}..{} ({} deals)",
        traces.searches.len(),
        traces.deals[0],
        traces.deals[traces.deals.len() - 1],
        traces.deals.len()
    );
}

/// Each slice of `start` (numbered as in `tries`) with the positions it
/// spends per deal and the deals it finishes (`per_slice`, from
/// `simulate`), then where the rounds start.
pub fn fast_start(
    traces: &Traces,
    tries: &[usize],
    start: &[Slice],
    per_slice: &[(u64, usize)],
    round_start: u64,
) {
    println!(
        "\nFAST_START, simulated on every deal (positions spent per deal, deals finished, left):"
    );
    let deals = traces.deals.len();
    let mut used = vec![0; traces.searches.len()];
    let mut left = deals;
    for (slice, (spent, finished)) in start.iter().zip(per_slice) {
        left -= finished;
        println!(
            "  {:2} {:45} {:6} -> {:6}  spent {:6.1}  finished {:5}  left {:5}",
            tries.iter().position(|&k| k == slice.search).unwrap(),
            traces.searches[slice.search].spec,
            used[slice.search],
            slice.limit,
            *spent as f64 / deals as f64,
            finished,
            left
        );
        used[slice.search] = slice.limit;
    }
    println!("  then rounds from {round_start}");
}

/// The plan's cost on every deal (`costs`, in the traces' order), and on
/// [`WATCHED_DEAL`] when it was traced.
pub fn every_deal(traces: &Traces, costs: &[Cost]) {
    println!("\nEvery deal: {}", summary(costs));
    if let Ok(i) = traces.deals.binary_search(&WATCHED_DEAL) {
        let cost = costs[i];
        let note = if cost.known {
            ""
        } else {
            " (at least: unknown)"
        };
        println!("Deal {WATCHED_DEAL}: {}{note}", cost.positions);
    }
}

/// The plan built from the even deals alone, on them and on the odd ones.
pub fn held_out(on_even: &[Cost], on_odd: &[Cost]) {
    println!("\nHeld out: the plan built from the even deals alone");
    println!("  on the even deals: {}", summary(on_even));
    println!("  on the odd deals:  {}", summary(on_odd));
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

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

mod args;
mod improve;
mod plan;
mod report;
mod runs;
mod tables;
mod traces;

use std::process::ExitCode;

use args::Args;
use plan::plan;
use runs::simulate;
use traces::{load, Traces};

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("plan: {error}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let Args {
        keep,
        rounds,
        sources,
    } = args::parse(args)?;
    let traces = load(&sources)?;
    let rounds = rounds_among(&traces, &rounds)?;
    if keep < rounds.len() {
        return Err(format!(
            "--keep {keep}: the rounds alone take {}",
            rounds.len()
        ));
    }
    let all: Vec<usize> = (0..traces.deals.len()).collect();
    report::candidates(&traces);

    let (tries, start, round_start) = plan(&traces, &all, &rounds, keep, true);
    let (costs, per_slice) = simulate(&traces, &all, &start, &rounds, round_start);
    report::fast_start(&traces, &tries, &start, &per_slice, round_start);
    report::every_deal(&traces, &costs);

    let (even, odd): (Vec<usize>, Vec<usize>) =
        all.iter().partition(|&&i| traces.deals[i] % 2 == 0);
    let (_, start_even, round_start_even) = plan(&traces, &even, &rounds, keep, false);
    let on = |deals: &[usize]| simulate(&traces, deals, &start_even, &rounds, round_start_even).0;
    report::held_out(&on(&even), &on(&odd));

    println!("\n// For crate/src/solver/plan.rs:");
    let (rust, errors) = tables::rust_tables(&traces, &tries, &rounds, &start, round_start);
    print!("{rust}");
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

/// The rounds' searches as indices into the traces, with their shares.
fn rounds_among(traces: &Traces, rounds: &[(String, u64)]) -> Result<Vec<(usize, u64)>, String> {
    rounds
        .iter()
        .map(|(spec, quarters)| {
            let k = traces
                .searches
                .iter()
                .position(|s| s.spec == *spec)
                .ok_or_else(|| format!("the rounds' search {spec} is not among the traces"))?;
            Ok((k, *quarters))
        })
        .collect()
}

//! The plan as Rust to paste into `crate/src/solver/plan.rs`.

use std::fmt::Write as _;

use crate::plan::Slice;
use crate::traces::Traces;

/// `FAST_TRIES`, `FAST_START` and `FAST_ROUND_START` as in the solver,
/// and the specs that no `Try` can express.
pub fn rust_tables(
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

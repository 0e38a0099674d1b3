//! `freecell grade`: how hard deals are, by the fewest free cells the
//! solver wins each with (the grades the page deals by), and the share of
//! each grade over a range of deals.

use crate::out::{out, outln};
use std::process::ExitCode;
use std::time::Duration;

use freecell::{grade_deal, Grade, Graded, Rules, Verdict, GRADE_MAX_NODES};

use crate::args::{self, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::clock::CpuClock;
use crate::pool;

pub const COMMAND: Command = Command {
    name: "grade",
    usage: "freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N] [--threads N] [--quiet]",
    help: "terminal-help-grade",
    options: &[
        GAME,
        CELLS,
        Opt::valued("--max-nodes", "a positive whole number"),
        Opt::valued("--threads", "a positive whole number"),
        Opt::switch("--quiet"),
    ],
};

/// One deal's grade, and the CPU time it took.
struct Report {
    deal: u64,
    graded: Graded,
    time: Duration,
}

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let deals = args::deals(&args.operands)?;
    if deals.is_empty() {
        return Err("which deals? e.g. 617 or 1..32000".into());
    }
    let max_nodes = args::positive(&args, "--max-nodes")?.unwrap_or(GRADE_MAX_NODES);
    let threads = args::threads(&args)?;
    let quiet = args.has("--quiet");
    let mut reports = Vec::with_capacity(deals.len());
    pool::in_order(
        deals.len(),
        threads,
        |i| grade_one(rules, deals[i], max_nodes),
        |report| {
            if !quiet {
                outln!("{}", line(&report));
            }
            reports.push(report);
        },
    );
    out!("{}", summary(rules, &reports));
    Ok(ExitCode::SUCCESS)
}

fn grade_one(rules: Rules, deal: u64, max_nodes: u64) -> Report {
    let started = CpuClock::now();
    let graded = grade_deal(rules, deal, max_nodes).expect("the deal number was checked");
    Report {
        deal,
        graded,
        time: started.elapsed(),
    }
}

/// What a grade, or its absence, is called.
fn name(graded: &Graded) -> &'static str {
    match (graded.grade, graded.verdict) {
        (Some(grade), _) => grade.name(),
        (None, Verdict::Impossible) => "impossible",
        (None, _) => "unknown",
    }
}

fn line(r: &Report) -> String {
    let cells = r
        .graded
        .fewest_cells
        .map_or("-".to_string(), |c| c.to_string());
    format!(
        "{} {} {} {} {:.1}",
        r.deal,
        name(&r.graded),
        cells,
        r.graded.explored,
        r.time.as_secs_f64() * 1000.0
    )
}

fn summary(rules: Rules, reports: &[Report]) -> String {
    let total = reports.len().max(1) as f64;
    let share = |what: &str| {
        let n = reports.iter().filter(|r| name(&r.graded) == what).count();
        format!("{what} {n} ({:.1}%)", 100.0 * n as f64 / total)
    };
    let shares: Vec<String> = Grade::ALL
        .iter()
        .map(|g| g.name())
        .chain(["impossible", "unknown"])
        .map(share)
        .collect();
    let mut ms: Vec<f64> = reports
        .iter()
        .map(|r| r.time.as_secs_f64() * 1000.0)
        .collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() as f64 * q).ceil() as usize).clamp(1, ms.len()) - 1];
    format!(
        "{} deal{} of {}: {}\nCPU per deal: mean {:.1} ms, median {:.1} ms, p99 {:.1} ms, worst {:.1} ms\n",
        reports.len(),
        if reports.len() == 1 { "" } else { "s" },
        rules.title(),
        shares.join(", "),
        ms.iter().sum::<f64>() / total,
        at(0.5),
        at(0.99),
        at(1.0),
    )
}

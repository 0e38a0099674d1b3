//! `freecell grade`: how hard deals are, by the fewest free cells the
//! solver wins each with (the grades the page deals by), and the share of
//! each grade over a range of deals. The line per deal is the same in
//! every language (its grade as the engine names it, as `solve`'s line per
//! deal); the summary is in the player's language.

use crate::out::{out, outln};
use std::process::ExitCode;
use std::time::Duration;

use freecell::{grade_deal, Grade, Graded, Rules, Verdict, GRADE_MAX_NODES};

use crate::args::{self, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::clock::CpuClock;
use crate::pool;
use crate::words::{self, t, t0};

pub const COMMAND: Command = Command {
    name: "grade",
    usage: "freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N] [--threads N] [--quiet]",
    help: "terminal-help-grade",
    options: &[
        GAME,
        CELLS,
        Opt::valued("--max-nodes", "positive"),
        Opt::valued("--threads", "positive"),
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
        return Err(t0("terminal-usage-which-deals").into());
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
        t(
            "terminal-grade-share",
            &words::args(&[
                ("grade", what.into()),
                ("count", n.into()),
                ("percent", format!("{:.1}", 100.0 * n as f64 / total).into()),
            ]),
        )
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
    let deals = t(
        "terminal-grade-summary",
        &words::args(&[
            ("deals", reports.len().into()),
            ("title", words::title(rules).into()),
            ("shares", shares.join(", ").into()),
        ]),
    );
    let figure = |x: f64| format!("{x:.1}").into();
    let cpu = t(
        "terminal-grade-cpu",
        &words::args(&[
            ("mean", figure(ms.iter().sum::<f64>() / total)),
            ("median", figure(at(0.5))),
            ("p99", figure(at(0.99))),
            ("worst", figure(at(1.0))),
        ]),
    );
    format!("{deals}\n{cpu}\n")
}

//! `freecell solve`: solves numbered deals of a game, one or many, on every
//! core, or one position given as text, and reports the solutions with a
//! summary of lengths and times.

use crate::out::{out, outln};
use crate::words;
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use freecell::{solve, GameBoard, Mode, Rules, SolveOptions, Verdict};
use serde::Serialize;

use crate::args::{self, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::clock::{process_cpu_time, CpuClock};
use crate::pool;

pub const COMMAND: Command = Command {
    name: "solve",
    usage: "freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json] [--quiet] [--out FILE] [--max-nodes N] [--max-memory MB] [--threads N]\n       freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N] [--max-memory MB]",
    help: "terminal-help-solve",
    options: &[
        Opt::switch("--fast"),
        Opt::switch("--optimal"),
        Opt::switch("--json"),
        Opt::switch("--quiet"),
        Opt::valued("--max-nodes", "positive"),
        Opt::valued("--max-memory", "positive"),
        Opt::valued("--threads", "positive"),
        Opt::valued("--position", "position"),
        Opt::valued("--out", "file"),
        GAME,
        CELLS,
    ],
};

/// The command line, read.
struct Request {
    /// What to solve.
    problems: Problems,
    options: SolveOptions,
    json: bool,
    quiet: bool,
    /// The shard file of `--out`: a JSON line per deal, appended as each
    /// is solved; deals already in it are not solved again.
    out: Option<String>,
    threads: usize,
}

/// Numbered deals of one game, or one position.
enum Problems {
    Deals { rules: Rules, deals: Vec<u64> },
    Position(Box<GameBoard>),
}

impl Problems {
    fn len(&self) -> usize {
        match self {
            Problems::Deals { deals, .. } => deals.len(),
            Problems::Position(_) => 1,
        }
    }

    /// The `i`-th problem's board, and its deal number if it is a deal.
    fn get(&self, i: usize) -> (GameBoard, Option<u64>) {
        match self {
            Problems::Deals { rules, deals } => {
                let board =
                    GameBoard::from_deal_of(*rules, deals[i]).expect("deal numbers were checked");
                (board, Some(deals[i]))
            }
            Problems::Position(board) => (**board, None),
        }
    }
}

/// One deal's (or the position's) outcome.
struct Report {
    /// The deal's number; `None` for a position.
    deal: Option<u64>,
    /// The position solved, when it was given as text.
    position: Option<String>,
    rules: Rules,
    verdict: Verdict,
    moves: Vec<String>,
    length_without_foundation: usize,
    explored: u64,
    time: Duration,
}

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let mut request = parse(&args)?;
    let mut shard = match &request.out {
        Some(path) => match open_shard(path, &mut request.problems) {
            Ok(Some(file)) => Some(file),
            // Every deal is in the file already.
            Ok(None) => return Ok(ExitCode::SUCCESS),
            Err(why) => {
                let file = ("file", path.as_str().into());
                let why = ("why", why.to_string().into());
                return Err(args::reason("terminal-solve-cannot-use-file", &[file, why]).into());
            }
        },
        None => None,
    };
    let started = Instant::now();
    let started_cpu = process_cpu_time();
    let spent = || Spent {
        wall: started.elapsed(),
        process: started_cpu
            .zip(process_cpu_time())
            .map(|(start, end)| end.saturating_sub(start)),
    };
    let single = request.problems.len() == 1;
    // The threads that work: no more than there are problems.
    let threads = request.threads.min(request.problems.len());
    let mut reports = Vec::with_capacity(request.problems.len());
    if let Some(file) = &mut shard {
        let mut failed = None;
        solve_all(&request, |mut r| {
            let line = serde_json::to_string(&JsonDeal::of(&r)).expect("a report is plain data");
            // Each line written whole and at once, so a run stopped midway
            // leaves every deal it finished.
            if failed.is_none() {
                failed = writeln!(file, "{line}").and_then(|()| file.flush()).err();
            }
            r.moves = Vec::new();
            reports.push(r);
        });
        if let Some(why) = failed {
            let file = ("file", request.out.as_deref().unwrap_or_default().into());
            let why = ("why", why.to_string().into());
            return Err(args::reason("terminal-solve-cannot-use-file", &[file, why]).into());
        }
        out!("{}", summary(&reports, spent(), threads));
    } else if request.json {
        solve_all(&request, |r| reports.push(r));
        let json = serde_json::to_string(&Json::of(&reports, spent(), threads))
            .expect("the report is plain data");
        outln!("{json}");
    } else if single {
        solve_all(&request, |r| {
            match r.verdict {
                Verdict::Solved => outln!("{}", r.moves.join(" ")),
                Verdict::Impossible => outln!("{}", words::t0("terminal-solve-impossible")),
                Verdict::GaveUp => outln!("{}", words::t0("terminal-solve-gave-up")),
                // The optimal mode says whether the moves are proven the fewest.
                Verdict::Optimal => outln!(
                    "{}: {}",
                    words::t0("terminal-solve-optimal"),
                    r.moves.join(" ")
                ),
                Verdict::BestFound => outln!(
                    "{}: {}",
                    words::t0("terminal-solve-best-found"),
                    r.moves.join(" ")
                ),
            }
            reports.push(r);
        });
    } else {
        solve_all(&request, |mut r| {
            if !request.quiet {
                outln!(
                    "{} {} {} {:.3} {}",
                    r.deal.expect("several problems are deals"),
                    r.verdict.name(),
                    r.length_without_foundation,
                    ms(r.time),
                    r.moves.join(" ")
                );
            }
            // The summary needs no moves: a million deals' would take
            // gigabytes.
            r.moves = Vec::new();
            reports.push(r);
        });
        out!("{}", summary(&reports, spent(), threads));
    }
    Ok(if reports.iter().any(|r| r.verdict == Verdict::GaveUp) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn parse(args: &Args) -> Result<Request, UsageError> {
    let mut options = SolveOptions::default();
    if args.has("--fast") && args.has("--optimal") {
        return Err(words::t0("terminal-usage-one-mode").into());
    }
    if args.has("--fast") {
        options.mode = Mode::Fast;
    }
    if args.has("--optimal") {
        options.mode = Mode::Optimal;
    }
    if let Some(n) = args::positive(args, "--max-nodes")? {
        options.max_nodes = n;
    }
    if let Some(megabytes) = args::positive(args, "--max-memory")? {
        options.max_memory = megabytes.saturating_mul(1 << 20);
    }
    let threads = args::threads(args)?;
    let problems = match args.value("--position") {
        Some(text) => {
            if let Some(deals) = args.operands.first() {
                return Err(args::reason(
                    "terminal-usage-deals-and-position",
                    &[("deals", deals.as_str().into())],
                )
                .into());
            }
            if args.gave(GAME.name) || args.gave(CELLS.name) {
                return Err(words::t0("terminal-usage-position-game").into());
            }
            let board = GameBoard::from_text(text).map_err(|e| {
                let why = words::unreadable_error(e);
                args::reason("terminal-usage-bad-position", &[("why", why.into())])
            })?;
            Problems::Position(Box::new(board))
        }
        None => {
            let rules = args::rules(args)?;
            let deals = args::deals(&args.operands)?;
            if deals.is_empty() {
                return Err(words::t0("terminal-usage-which-deals-or-position").into());
            }
            Problems::Deals { rules, deals }
        }
    };
    Ok(Request {
        problems,
        options,
        json: args.has("--json"),
        quiet: args.has("--quiet"),
        out: args.value("--out").map(String::from),
        threads,
    })
}

/// Opens the shard file at `path` for appending, made if missing, and
/// leaves out of `problems` the deals of its game already in it (a line
/// that does not read, as a run stopped while writing may leave, counts
/// for nothing, and the next line starts on a line of its own). `None`
/// when no deal is left to solve.
fn open_shard(path: &str, problems: &mut Problems) -> std::io::Result<Option<std::fs::File>> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e),
    };
    if let Problems::Deals { rules, deals } = problems {
        let game = rules.id();
        let done: std::collections::HashSet<u64> = text
            .lines()
            .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
            .filter(|line| line["game"] == game.as_str())
            .filter_map(|line| line["deal"].as_u64())
            .collect();
        deals.retain(|deal| !done.contains(deal));
        if deals.is_empty() {
            return Ok(None);
        }
    }
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    if !text.is_empty() && !text.ends_with('\n') {
        writeln!(file)?;
    }
    Ok(Some(file))
}

/// Solves every problem of the request on its threads, handing the
/// reports to `each` in the order of the request.
fn solve_all(request: &Request, each: impl FnMut(Report)) {
    pool::in_order(
        request.problems.len(),
        request.threads,
        |i| solve_one(i, request),
        each,
    );
}

fn solve_one(i: usize, request: &Request) -> Report {
    let (board, deal) = request.problems.get(i);
    let started = CpuClock::now();
    let solution = solve(&board, &request.options);
    let time = started.elapsed();
    // Only a summary: no moves to write out.
    let summary_only =
        request.quiet && !request.json && request.out.is_none() && request.problems.len() > 1;
    Report {
        deal,
        position: deal.is_none().then(|| board.to_text()),
        rules: board.rules(),
        verdict: solution.verdict,
        moves: if summary_only {
            Vec::new()
        } else {
            solution.notation(&board)
        },
        length_without_foundation: solution.length_without_foundation_moves(),
        explored: solution.explored,
        time,
    }
}

/// Figures over many deals.
struct Figures {
    /// Won, whatever the mode (solved, optimal or best found).
    solved: usize,
    /// Of those, proven to have the fewest moves (the optimal mode).
    optimal: usize,
    impossible: usize,
    gave_up: usize,
    total_time: Duration,
    times: Vec<Duration>,
    lengths: Vec<usize>,
}

impl Figures {
    fn of(reports: &[Report]) -> Figures {
        let count = |v: Verdict| reports.iter().filter(|r| r.verdict == v).count();
        let mut times: Vec<Duration> = reports.iter().map(|r| r.time).collect();
        times.sort();
        let mut lengths: Vec<usize> = reports
            .iter()
            .filter(|r| r.verdict.is_won())
            .map(|r| r.length_without_foundation)
            .collect();
        lengths.sort();
        Figures {
            solved: reports.iter().filter(|r| r.verdict.is_won()).count(),
            optimal: count(Verdict::Optimal),
            impossible: count(Verdict::Impossible),
            gave_up: count(Verdict::GaveUp),
            total_time: times.iter().sum(),
            times,
            lengths,
        }
    }

    fn mean_length(&self) -> f64 {
        self.lengths.iter().sum::<usize>() as f64 / self.lengths.len().max(1) as f64
    }

    fn mean_ms(&self) -> f64 {
        ms(self.total_time) / self.times.len().max(1) as f64
    }
}

/// The value at fraction `q` of a sorted list (0.5 the median, 1 the worst).
fn quantile<T: Copy + Default>(sorted: &[T], q: f64) -> T {
    if sorted.is_empty() {
        return T::default();
    }
    let at = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len());
    sorted[at - 1]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// What a whole run took: wall time, and the CPU time of the process
/// (where the system tells it), which also counts what lies outside the
/// deals' own times (making the deals, reading the solutions, threads).
struct Spent {
    wall: Duration,
    process: Option<Duration>,
}

fn summary(reports: &[Report], spent: Spent, threads: usize) -> String {
    let f = Figures::of(reports);
    // The figures as they were in English, whatever the language.
    let process = spent.process.map_or(String::new(), |p| {
        let whole = words::t(
            "terminal-solve-summary-process",
            &words::args(&[("seconds", format!("{:.2}", p.as_secs_f64()).into())]),
        );
        format!(", {whole}")
    });
    let t = |q| format!("{:.3}", ms(quantile(&f.times, q)));
    let l = |q| quantile(&f.lengths, q);
    let lengths = if f.lengths.is_empty() {
        words::t0("terminal-solve-summary-none-solved")
    } else {
        words::t(
            "terminal-solve-summary-length-figures",
            &words::args(&[
                ("mean", format!("{:.2}", f.mean_length()).into()),
                ("median", l(0.5).to_string().into()),
                ("p99", l(0.99).to_string().into()),
                ("worst", l(1.0).to_string().into()),
            ]),
        )
    };
    let mut deals = words::t(
        "terminal-solve-summary-deals",
        &words::args(&[
            ("deals", reports.len().into()),
            ("solved", f.solved.into()),
            ("impossible", f.impossible.into()),
            ("gaveUp", f.gave_up.into()),
        ]),
    );
    // Only the optimal mode proves lengths.
    if reports.iter().any(|r| r.verdict == Verdict::BestFound) || f.optimal > 0 {
        let proven = words::t(
            "terminal-solve-summary-optimal",
            &words::args(&[("optimal", f.optimal.into())]),
        );
        deals = format!("{deals}; {proven}");
    }
    let cpu = words::t(
        "terminal-solve-summary-cpu",
        &words::args(&[
            ("total", format!("{:.2}", f.total_time.as_secs_f64()).into()),
            ("threads", threads.into()),
            ("wall", format!("{:.2}", spent.wall.as_secs_f64()).into()),
            ("process", process.into()),
            ("mean", format!("{:.3}", f.mean_ms()).into()),
            ("median", t(0.5).into()),
            ("p99", t(0.99).into()),
            ("worst", t(1.0).into()),
        ]),
    );
    let lengths = words::t(
        "terminal-solve-summary-lengths",
        &words::args(&[("lengths", lengths.into())]),
    );
    format!("{deals}\n{cpu}\n{lengths}\n")
}

/// What `--json` prints: a line per deal and the summary's figures, times
/// in milliseconds to the microsecond and seconds to the millisecond.
#[derive(Serialize)]
struct Json<'a> {
    deals: Vec<JsonDeal<'a>>,
    summary: JsonSummary,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsonDeal<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    deal: Option<u64>,
    /// The position, for a position given as text.
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<&'a str>,
    /// The game, as `Rules::id` names it: `freecell`, `seahaven`,
    /// `freecell,cells=2`.
    game: String,
    /// `solved`, `impossible` or `gave up`; in the optimal mode `optimal`
    /// or `best found` for a win.
    result: &'static str,
    moves: &'a [String],
    length_without_foundation_moves: usize,
    explored: u64,
    ms: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsonSummary {
    deals: usize,
    /// Won, whatever the mode.
    solved: usize,
    /// Of those, proven to have the fewest moves (the optimal mode).
    optimal: usize,
    impossible: usize,
    gave_up: usize,
    threads: usize,
    wall_seconds: f64,
    /// `null` where the system does not tell it.
    process_cpu_seconds: Option<f64>,
    cpu_seconds: f64,
    ms: JsonSpread<f64>,
    /// `null` when no deal was solved.
    length_without_foundation_moves: Option<JsonSpread<usize>>,
}

/// A mean, and the median, 99th percentile and worst of a sorted list.
#[derive(Serialize)]
struct JsonSpread<T> {
    mean: f64,
    median: T,
    p99: T,
    worst: T,
}

impl<'a> JsonDeal<'a> {
    fn of(r: &'a Report) -> JsonDeal<'a> {
        JsonDeal {
            deal: r.deal,
            position: r.position.as_deref(),
            game: r.rules.id(),
            result: r.verdict.name(),
            moves: &r.moves,
            length_without_foundation_moves: r.length_without_foundation,
            explored: r.explored,
            ms: rounded(ms(r.time), 3),
        }
    }
}

impl<'a> Json<'a> {
    fn of(reports: &'a [Report], spent: Spent, threads: usize) -> Json<'a> {
        let f = Figures::of(reports);
        let deals = reports.iter().map(JsonDeal::of).collect();
        let ms_at = |q| rounded(ms(quantile(&f.times, q)), 3);
        Json {
            deals,
            summary: JsonSummary {
                deals: reports.len(),
                solved: f.solved,
                optimal: f.optimal,
                impossible: f.impossible,
                gave_up: f.gave_up,
                threads,
                wall_seconds: rounded(spent.wall.as_secs_f64(), 3),
                process_cpu_seconds: spent.process.map(|p| rounded(p.as_secs_f64(), 3)),
                cpu_seconds: rounded(f.total_time.as_secs_f64(), 3),
                ms: JsonSpread {
                    mean: rounded(f.mean_ms(), 3),
                    median: ms_at(0.5),
                    p99: ms_at(0.99),
                    worst: ms_at(1.0),
                },
                length_without_foundation_moves: (!f.lengths.is_empty()).then(|| JsonSpread {
                    mean: rounded(f.mean_length(), 2),
                    median: quantile(&f.lengths, 0.5),
                    p99: quantile(&f.lengths, 0.99),
                    worst: quantile(&f.lengths, 1.0),
                }),
            },
        }
    }
}

/// `x` to `places` decimal places, so the JSON carries no false precision.
fn rounded(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_pick_from_sorted_lists() {
        let v = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        assert_eq!(quantile(&v, 0.5), 5);
        assert_eq!(quantile(&v, 0.99), 10);
        assert_eq!(quantile(&v, 1.0), 10);
        assert_eq!(quantile::<usize>(&[], 0.5), 0);
    }

    #[test]
    fn rounding_keeps_the_places_asked_for() {
        assert_eq!(rounded(0.052_345, 3), 0.052);
        assert_eq!(rounded(25.976, 2), 25.98);
        assert_eq!(rounded(3.0, 3), 3.0);
    }
}

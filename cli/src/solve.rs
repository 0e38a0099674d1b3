//! `freecell solve`: solves Microsoft deals, one or many, on every core,
//! and reports the solutions with a summary of lengths and times.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use freecell::{solve, GameBoard, Mode, SolveOptions, Verdict, MAX_DEAL};

const HELP: &str = "\
freecell solve: solve Microsoft FreeCell deals

usage:
  freecell solve DEALS [--fast] [--json] [--quiet] [--max-nodes N] [--threads N]

DEALS is a deal number (617), a range (1..32000, both ends included), or a
comma list of either (1..100,617,11982). Deals are numbered 1 to 2^31 - 1.

One deal: prints its solution on one line, moves in the standard notation
(cascades 1-8, free cells a-d, foundation h: 3a a6 3h 36 36/4), every move
to a foundation written out; or the word `impossible` (the whole reachable
game was searched: no solution exists), or `gave up` (the budget ran out).

Several deals: one line per deal (deal, result, moves without foundation
moves, milliseconds, moves), solved on every core, then a summary: how many
were solved, proven impossible, or given up; the total and per-deal CPU
time (each deal's thread CPU time on Linux, its wall time elsewhere; and,
on Linux, the whole process's, which also counts making the deals); the
mean and median solution length, not counting moves to the foundations; and
the median, 99th percentile and worst length and time.

options:
  --fast         the fast mode: best-first searches by turns, longer solutions
  --json         machine-readable output (one JSON object)
  --quiet        several deals: print only the summary
  --max-nodes N  the most positions to expand per deal (default 20000000)
  --threads N    how many threads (default: every core)

exit status: 0 when every deal was solved or proven impossible, 1 when the
solver gave up on any deal, 2 for a bad command line.
";

/// The command line, read.
struct Request {
    deals: Vec<u64>,
    options: SolveOptions,
    json: bool,
    quiet: bool,
    threads: usize,
}

/// One deal's outcome.
struct Report {
    deal: u64,
    verdict: Verdict,
    moves: Vec<String>,
    length_without_foundation: usize,
    explored: u64,
    time: Duration,
}

pub fn run(args: &[String]) -> ExitCode {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let request = match parse(args) {
        Ok(request) => request,
        Err(why) => {
            eprintln!("freecell solve: {why}\n\n{HELP}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let started_cpu = process_cpu_time();
    let spent = || Spent {
        wall: started.elapsed(),
        process: started_cpu
            .zip(process_cpu_time())
            .map(|(start, end)| end.saturating_sub(start)),
    };
    let single = request.deals.len() == 1;
    let mut reports = Vec::with_capacity(request.deals.len());
    if request.json {
        solve_all(&request, |r| reports.push(r));
        println!("{}", json(&reports, spent(), request.threads));
    } else if single {
        solve_all(&request, |r| {
            match r.verdict {
                Verdict::Solved => println!("{}", r.moves.join(" ")),
                other => println!("{}", other.name()),
            }
            reports.push(r);
        });
    } else {
        solve_all(&request, |mut r| {
            if !request.quiet {
                println!(
                    "{} {} {} {:.3} {}",
                    r.deal,
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
        print!("{}", summary(&reports, spent(), request.threads));
    }
    if reports.iter().any(|r| r.verdict == Verdict::GaveUp) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn parse(args: &[String]) -> Result<Request, String> {
    let mut deals = Vec::new();
    let mut options = SolveOptions::default();
    let mut json = false;
    let mut quiet = false;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--fast" => options.mode = Mode::Fast,
            "--json" => json = true,
            "--quiet" => quiet = true,
            "--max-nodes" | "--threads" => {
                let value: u64 = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .filter(|&v| v > 0)
                    .ok_or_else(|| format!("{arg} needs a positive whole number"))?;
                if arg == "--threads" {
                    threads = value as usize;
                } else {
                    options.max_nodes = value;
                }
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option '{flag}'")),
            spec => deals.extend(deal_list(spec)?),
        }
    }
    if deals.is_empty() {
        return Err("which deals? e.g. 617 or 1..32000".into());
    }
    Ok(Request {
        deals,
        options,
        json,
        quiet,
        threads,
    })
}

/// Reads `617`, `1..32000` or `1..100,617`.
fn deal_list(spec: &str) -> Result<Vec<u64>, String> {
    let number = |s: &str| -> Result<u64, String> {
        s.trim()
            .parse::<u64>()
            .ok()
            .filter(|n| (1..=MAX_DEAL).contains(n))
            .ok_or_else(|| format!("'{s}' is not a deal number (1 to {MAX_DEAL})"))
    };
    let mut deals = Vec::new();
    for part in spec.split(',') {
        match part.split_once("..") {
            Some((a, b)) => {
                let (a, b) = (number(a)?, number(b)?);
                if a > b {
                    return Err(format!("the range {part} is empty"));
                }
                deals.extend(a..=b);
            }
            None => deals.push(number(part)?),
        }
    }
    Ok(deals)
}

/// Solves every deal of the request on its threads, handing the reports to
/// `each` in the order of the request.
fn solve_all(request: &Request, mut each: impl FnMut(Report)) {
    if request.threads == 1 {
        // No thread to hand reports over from: that costs two switches of
        // thread a deal, a good part of an easy deal's time.
        for &deal in &request.deals {
            each(solve_deal(deal, request));
        }
        return;
    }
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..request.threads.min(request.deals.len()) {
            let send = send.clone();
            let next = &next;
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&deal) = request.deals.get(i) else {
                    break;
                };
                if send.send((i, solve_deal(deal, request))).is_err() {
                    break;
                }
            });
        }
        drop(send);
        // Reports arrive in any order; hand them on in the request's.
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (i, report) in receive {
            waiting.insert(i, report);
            while let Some(report) = waiting.remove(&due) {
                each(report);
                due += 1;
            }
        }
    });
}

fn solve_deal(deal: u64, request: &Request) -> Report {
    let board = GameBoard::from_deal(deal).expect("deal numbers were checked");
    let started = CpuClock::now();
    let solution = solve(&board, &request.options);
    let time = started.elapsed();
    // Only a summary: no moves to write out.
    let summary_only = request.quiet && !request.json && request.deals.len() > 1;
    Report {
        deal,
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

/// The CPU time of the calling thread where the system tells it (Linux),
/// else the wall time: a deal's solve time should not count the time other
/// programs on a busy machine took.
struct CpuClock {
    wall: Instant,
    cpu: Option<Duration>,
}

impl CpuClock {
    fn now() -> CpuClock {
        CpuClock {
            wall: Instant::now(),
            cpu: thread_cpu_time(),
        }
    }

    fn elapsed(&self) -> Duration {
        match (self.cpu, thread_cpu_time()) {
            (Some(start), Some(end)) => end.saturating_sub(start),
            _ => self.wall.elapsed(),
        }
    }
}

/// The CPU time the calling thread has used, where the system tells it.
fn thread_cpu_time() -> Option<Duration> {
    cpu_time(CLOCK_THREAD_CPUTIME_ID)
}

/// The CPU time the whole process has used (every thread, in the program
/// and in the system for it), where the system tells it.
fn process_cpu_time() -> Option<Duration> {
    cpu_time(CLOCK_PROCESS_CPUTIME_ID)
}

const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn cpu_time(clock: i32) -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is a valid, writable timespec (two 64-bit fields on
    // 64-bit Linux), and clock_gettime writes only it.
    let status = unsafe { clock_gettime(clock, &mut time) };
    (status == 0).then(|| Duration::new(time.seconds as u64, time.nanoseconds as u32))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn cpu_time(_clock: i32) -> Option<Duration> {
    None
}

/// Figures over many deals.
struct Figures {
    solved: usize,
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
            .filter(|r| r.verdict == Verdict::Solved)
            .map(|r| r.length_without_foundation)
            .collect();
        lengths.sort();
        Figures {
            solved: count(Verdict::Solved),
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
    let process = spent.process.map_or(String::new(), |p| {
        format!(", {:.2} s for the whole process", p.as_secs_f64())
    });
    let t = |q| ms(quantile(&f.times, q));
    let l = |q| quantile(&f.lengths, q);
    format!(
        "deals: {} (solved {}, impossible {}, gave up {})\n\
         CPU time: {:.2} s in all ({} threads, {:.2} s wall{}); per deal: mean {:.3} ms, median {:.3} ms, p99 {:.3} ms, worst {:.3} ms\n\
         length without foundation moves: mean {:.2}, median {}, p99 {}, worst {}\n",
        reports.len(),
        f.solved,
        f.impossible,
        f.gave_up,
        f.total_time.as_secs_f64(),
        threads,
        spent.wall.as_secs_f64(),
        process,
        f.mean_ms(),
        t(0.5),
        t(0.99),
        t(1.0),
        f.mean_length(),
        l(0.5),
        l(0.99),
        l(1.0),
    )
}

fn json(reports: &[Report], spent: Spent, threads: usize) -> String {
    let f = Figures::of(reports);
    let deals: Vec<String> = reports
        .iter()
        .map(|r| {
            let moves: Vec<String> = r.moves.iter().map(|m| format!("\"{m}\"")).collect();
            format!(
                "{{\"deal\":{},\"result\":\"{}\",\"moves\":[{}],\"lengthWithoutFoundationMoves\":{},\"explored\":{},\"ms\":{:.3}}}",
                r.deal,
                r.verdict.name(),
                moves.join(","),
                r.length_without_foundation,
                r.explored,
                ms(r.time)
            )
        })
        .collect();
    format!(
        "{{\"deals\":[{}],\"summary\":{{\"deals\":{},\"solved\":{},\"impossible\":{},\"gaveUp\":{},\"threads\":{},\"wallSeconds\":{:.3},\"processCpuSeconds\":{},\"cpuSeconds\":{:.3},\"ms\":{{\"mean\":{:.3},\"median\":{:.3},\"p99\":{:.3},\"worst\":{:.3}}},\"lengthWithoutFoundationMoves\":{{\"mean\":{:.2},\"median\":{},\"p99\":{},\"worst\":{}}}}}}}",
        deals.join(","),
        reports.len(),
        f.solved,
        f.impossible,
        f.gave_up,
        threads,
        spent.wall.as_secs_f64(),
        spent
            .process
            .map_or("null".to_string(), |p| format!("{:.3}", p.as_secs_f64())),
        f.total_time.as_secs_f64(),
        f.mean_ms(),
        ms(quantile(&f.times, 0.5)),
        ms(quantile(&f.times, 0.99)),
        ms(quantile(&f.times, 1.0)),
        f.mean_length(),
        quantile(&f.lengths, 0.5),
        quantile(&f.lengths, 0.99),
        quantile(&f.lengths, 1.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_lists_read_numbers_ranges_and_commas() {
        assert_eq!(deal_list("617").unwrap(), vec![617]);
        assert_eq!(deal_list("1..3,7").unwrap(), vec![1, 2, 3, 7]);
        assert!(deal_list("0").is_err());
        assert!(deal_list("5..3").is_err());
        assert!(deal_list("x").is_err());
    }

    #[test]
    fn quantiles_pick_from_sorted_lists() {
        let v = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        assert_eq!(quantile(&v, 0.5), 5);
        assert_eq!(quantile(&v, 0.99), 10);
        assert_eq!(quantile(&v, 1.0), 10);
        assert_eq!(quantile::<usize>(&[], 0.5), 0);
    }
}

//! Solves deals of any game of the family and prints, one line a deal,
//! the verdict, the length (without moves to the foundations), the
//! positions expanded and the thread's CPU time, then a summary: for
//! measuring the general solver (see `scripts/bench-family.sh`).
//!
//! ```text
//! cargo run --profile release-native --example family -- seahaven 1..1000 [--cells K] [--fast] [--max-nodes N] [--threads N] [--general] [--quiet]
//! ```
//!
//! `--general` runs the general solver even on standard FreeCell (which
//! `solve` gives to its own solver). Every solution is replayed through
//! the engine's checked rules before it is counted.
//!
//! `--trace 'SPEC;SPEC;...' --max-nodes CAP` instead runs each search
//! alone on each deal up to CAP positions (see `freecell::trace_general`)
//! and prints a line a deal: the deal, then `S` (solved), `E` (ran out of
//! positions) or `C` (capped) and the positions, a token per search.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use freecell::{GameBoard, Mode, Rules, SolveOptions, Verdict};

// The command line's clock, read from its file: an example of the library
// cannot depend on the command line's crate.
#[allow(dead_code)]
#[path = "../../cli/src/clock.rs"]
mod clock;
use clock::CpuClock;

struct Args {
    rules: Rules,
    first: u64,
    last: u64,
    options: SolveOptions,
    threads: usize,
    general: bool,
    quiet: bool,
    trace: Option<String>,
}

fn parse() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let game = args.next().ok_or("usage: family GAME A..B [options]")?;
    let mut rules = Rules::from_id(&game).map_err(|e| e.to_string())?;
    let range = args.next().ok_or("want a deal range such as 1..1000")?;
    let (first, last) = range
        .split_once("..")
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .ok_or("want a deal range such as 1..1000")?;
    let mut parsed = Args {
        rules,
        first,
        last,
        options: SolveOptions::default(),
        threads: 1,
        general: false,
        quiet: false,
        trace: None,
    };
    let number = |value: Option<String>| -> Result<u64, String> {
        value
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| "want a number".to_string())
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--fast" => parsed.options.mode = Mode::Fast,
            "--general" => parsed.general = true,
            "--quiet" => parsed.quiet = true,
            "--trace" => parsed.trace = Some(args.next().ok_or("--trace wants specs")?),
            "--cells" => {
                rules = rules
                    .with_free_cells(number(args.next())? as usize)
                    .map_err(|e| e.to_string())?;
                parsed.rules = rules;
            }
            "--max-nodes" => parsed.options.max_nodes = number(args.next())?,
            "--threads" => parsed.threads = number(args.next())?.max(1) as usize,
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(parsed)
}

/// One deal's outcome.
struct Outcome {
    deal: u64,
    verdict: Verdict,
    length: usize,
    explored: u64,
    cpu: Duration,
}

fn solve_deal(args: &Args, deal: u64) -> Outcome {
    let board = GameBoard::from_deal_of(args.rules, deal).expect("a deal number");
    let clock = CpuClock::now();
    let solution = if args.general {
        freecell::solve_general(&board, &args.options)
    } else {
        freecell::solve(&board, &args.options)
    };
    let cpu = clock.elapsed();
    if solution.verdict == Verdict::Solved {
        let mut replay = board;
        for text in solution.notation(&board) {
            let mv = replay.parse_move(&text).expect("a move");
            replay.play(mv).expect("a legal move");
        }
        assert!(
            replay.is_in_win_state(),
            "deal {deal}: the moves do not win"
        );
    }
    Outcome {
        deal,
        verdict: solution.verdict,
        length: solution.length_without_foundation_moves(),
        explored: solution.explored,
        cpu,
    }
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("family: {e}");
            return ExitCode::from(2);
        }
    };
    let next = AtomicU64::new(args.first);
    let outcomes = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| loop {
                let deal = next.fetch_add(1, Ordering::Relaxed);
                if deal > args.last {
                    break;
                }
                if let Some(specs) = &args.trace {
                    println!("{}", trace_deal(&args, deal, specs));
                    continue;
                }
                let outcome = solve_deal(&args, deal);
                if !args.quiet {
                    println!(
                        "{} {} {} {} {:.3}",
                        outcome.deal,
                        outcome.verdict.name().replace(' ', "-"),
                        outcome.length,
                        outcome.explored,
                        outcome.cpu.as_secs_f64() * 1e3
                    );
                }
                outcomes.lock().expect("no panic").push(outcome);
            });
        }
    });
    if args.trace.is_none() {
        summarise(&args, outcomes.into_inner().expect("no panic"));
    }
    ExitCode::SUCCESS
}

/// The deal and a token per search of `specs` run alone on it.
fn trace_deal(args: &Args, deal: u64, specs: &str) -> String {
    let board = GameBoard::from_deal_of(args.rules, deal).expect("a deal number");
    let mut line = deal.to_string();
    for spec in specs.split(';') {
        let traced = freecell::trace_general(&board, spec, args.options.max_nodes)
            .unwrap_or_else(|e| panic!("{e}"));
        line += &format!(" {}", traced.token());
    }
    line
}

fn summarise(args: &Args, mut outcomes: Vec<Outcome>) {
    outcomes.sort_by_key(|o| o.deal);
    let count = |v: Verdict| outcomes.iter().filter(|o| o.verdict == v).count();
    let impossible: Vec<String> = outcomes
        .iter()
        .filter(|o| o.verdict == Verdict::Impossible)
        .map(|o| o.deal.to_string())
        .collect();
    let gave_up: Vec<String> = outcomes
        .iter()
        .filter(|o| o.verdict == Verdict::GaveUp)
        .map(|o| o.deal.to_string())
        .collect();
    let cpu: Duration = outcomes.iter().map(|o| o.cpu).sum();
    let lengths: Vec<usize> = outcomes
        .iter()
        .filter(|o| o.verdict == Verdict::Solved)
        .map(|o| o.length)
        .collect();
    let mean = lengths.iter().sum::<usize>() as f64 / lengths.len().max(1) as f64;
    let mut ms: Vec<f64> = outcomes.iter().map(|o| o.cpu.as_secs_f64() * 1e3).collect();
    ms.sort_by(f64::total_cmp);
    let worst = outcomes.iter().max_by_key(|o| o.cpu);
    println!(
        "{} deals {}..{}: solved {} / impossible {} / gave up {}",
        args.rules,
        args.first,
        args.last,
        count(Verdict::Solved),
        count(Verdict::Impossible),
        count(Verdict::GaveUp)
    );
    println!(
        "CPU {:.2} s; per deal median {:.3} ms, worst {:.1} ms (deal {}); mean length {:.2}; most positions {}",
        cpu.as_secs_f64(),
        ms.get(ms.len() / 2).copied().unwrap_or(0.0),
        ms.last().copied().unwrap_or(0.0),
        worst.map_or(0, |o| o.deal),
        mean,
        outcomes.iter().map(|o| o.explored).max().unwrap_or(0)
    );
    println!("impossible: {}", impossible.join(" "));
    println!("gave up: {}", gave_up.join(" "));
}

//! Traces candidate searches for the fast mode's plan: each search alone
//! on every deal of a range, up to a cap (see `freecell::trace_search`).
//!
//! ```text
//! cargo run --profile release-native --example trace -- 1..32000 4000 'A2:5,3,1,6,6,1,0,0,0;S2:...'
//! ```
//!
//! Prints a line per deal: the deal, then for each search `S` (solved),
//! `E` (ran out of positions) or `C` (capped) and the positions it took.
//! One thread: run several at once for several cores.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [deals, cap, specs] = &args[..] else {
        eprintln!("usage: trace FIRST..LAST CAP 'SPEC;SPEC;...'");
        return ExitCode::from(2);
    };
    let range = deals
        .split_once("..")
        .and_then(|(a, b)| Some(a.parse::<u64>().ok()?..=b.parse::<u64>().ok()?));
    let (Some(range), Ok(cap)) = (range, cap.parse::<u64>()) else {
        eprintln!("trace: want a deal range such as 1..32000 and a cap such as 4000");
        return ExitCode::from(2);
    };
    for deal in range {
        let Ok(board) = freecell::GameBoard::from_deal(deal) else {
            eprintln!("trace: no deal {deal}");
            return ExitCode::from(2);
        };
        let mut line = deal.to_string();
        for spec in specs.split(';') {
            match freecell::trace_search(&board, spec, cap) {
                Ok(traced) => line += &format!(" {}", traced.token()),
                Err(error) => {
                    eprintln!("trace: {error}");
                    return ExitCode::from(2);
                }
            }
        }
        println!("{line}");
    }
    ExitCode::SUCCESS
}

//! Replays solutions written by another solver through the engine's
//! checked rules: for checking Freecell Solver's solutions in
//! `scripts/bench-family.sh`.
//!
//! ```text
//! cargo run --profile release-native --example replay -- seahaven [--cells K] < solutions
//! ```
//!
//! Each line of input is a deal number then its moves in Freecell
//! Solver's standard notation (`fc-solve -m -snx`: cascades `1`-`10`,
//! free cells `a`-`g` then `k`, `h` the foundations, `28v2` for two cards
//! onto an empty cascade). Prints a line per deal: `DEAL won`, or `DEAL
//! refused K MOVE: why` for the first move the rules refuse, or `DEAL not
//! won`.

use std::io::BufRead;
use std::process::ExitCode;

use freecell::{GameBoard, Rules};

/// A move of Freecell Solver's notation in ours.
fn ours(theirs: &str) -> String {
    let (piles, count) = match theirs.split_once('v') {
        Some((piles, hex)) => (piles, u32::from_str_radix(hex, 16).ok()),
        None => (theirs, None),
    };
    let piles = piles.replace("10", "0").replace('k', "i");
    match count {
        Some(n) => format!("{piles}/{n}"),
        None => piles,
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(Ok(mut rules)) = args.next().map(|g| Rules::from_id(&g)) else {
        eprintln!("usage: replay GAME [--cells K] < solutions");
        return ExitCode::from(2);
    };
    if args.next().as_deref() == Some("--cells") {
        let cells = args.next().and_then(|k| k.parse().ok());
        match cells.map(|k| rules.with_free_cells(k)) {
            Some(Ok(r)) => rules = r,
            _ => {
                eprintln!("replay: --cells wants 0 to 8");
                return ExitCode::from(2);
            }
        }
    }
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let mut words = line.split_whitespace();
        let Some(deal) = words.next().and_then(|d| d.parse::<u64>().ok()) else {
            continue;
        };
        let mut board = GameBoard::from_deal_of(rules, deal).expect("a deal number");
        let mut verdict = None;
        for (k, theirs) in words.enumerate() {
            let text = ours(theirs);
            let played = match board.parse_move(&text) {
                Ok(mv) => board.play(mv).map_err(|e| e.to_string()),
                Err(e) => Err(e.to_string()),
            };
            if let Err(e) = played {
                verdict = Some(format!("refused {} {theirs}: {e}", k + 1));
                break;
            }
        }
        let verdict = verdict.unwrap_or_else(|| {
            if board.is_in_win_state() {
                "won"
            } else {
                "not won"
            }
            .to_string()
        });
        println!("{deal} {verdict}");
    }
    ExitCode::SUCCESS
}

//! `freecell deal N [--columns] [--game NAME] [--cells K]`: prints deal N
//! of a game; `--daily DATE` instead of N prints a date's daily deal.

use std::process::ExitCode;

use freecell::{Card, CardStack, GameBoard};

use crate::args::{self, reason, Args, Command, Opt, UsageError, CELLS, GAME};
use crate::daily;
use crate::out;
use crate::words::t0;

pub const COMMAND: Command = Command {
    name: "deal",
    usage: "freecell deal N [--columns] [--game NAME] [--cells K]\n       freecell deal --daily DATE [--columns] [--game NAME] [--cells K]",
    help: "terminal-help-deal",
    options: &[
        Opt::switch("--columns"),
        Opt::valued("--daily", "date"),
        GAME,
        CELLS,
    ],
};

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let deal = match args.value("--daily") {
        Some(date) => {
            if let Some(deal) = args.operands.first() {
                return Err(reason(
                    "terminal-usage-deal-and-daily",
                    &[("deal", deal.as_str().into())],
                )
                .into());
            }
            daily::daily(Some(date), rules)?.1
        }
        None => args::one_deal(&args.operands)?.ok_or_else(|| t0("terminal-usage-which-deal"))?,
    };
    let board = GameBoard::from_deal_of(rules, deal).map_err(|e| e.to_string())?;
    let mut lines = if args.has("--columns") {
        board
            .cascades()
            .iter()
            .map(|c| card_line(c.as_slice()))
            .collect()
    } else {
        table_rows(board.cascades())
    };
    if board.free_cells().iter().any(|cell| !cell.is_empty()) {
        lines.push(free_cells_line(board.free_cells()));
    }
    Ok(out::lines(&lines))
}

/// The cascades read across: row k holds each cascade's k-th card from the
/// bottom. For a round-robin deal that is the order the cards were dealt.
fn table_rows(cascades: &[CardStack]) -> Vec<String> {
    let height = cascades.iter().map(|c| c.size()).max().unwrap_or(0);
    (0..height)
        .map(|k| {
            let row: Vec<Card> = cascades
                .iter()
                .filter_map(|c| c.as_slice().get(k).copied())
                .collect();
            card_line(&row)
        })
        .collect()
}

/// Every free cell, left to right: its card or `-`.
fn free_cells_line(cells: &[CardStack]) -> String {
    cells
        .iter()
        .map(|cell| {
            cell.as_slice()
                .first()
                .map_or("-".to_string(), Card::to_string)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn card_line(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

//! `freecell deal N [--columns] [--game NAME] [--cells K]`: prints deal N
//! of a game.

use std::io::{self, Write};
use std::process::ExitCode;

use freecell::{Card, CardStack, GameBoard};

use crate::args::{self, Args, Command, Opt, UsageError, CELLS, GAME};

pub const COMMAND: Command = Command {
    name: "deal",
    usage: "freecell deal N [--columns] [--game NAME] [--cells K]",
    help: HELP,
    options: &[Opt::switch("--columns"), GAME, CELLS],
};

const HELP: &str = "\
freecell deal: print a numbered deal of FreeCell or of its family

usage: freecell deal N [--columns] [--game NAME] [--cells K]

N is the deal number, from 1 to 2147483647 (the Microsoft generator's
range; Windows numbered its games 1 to 32000, later 1 to 1000000).

The cards are printed in the order they are dealt, a row per round of the
deal: a dealer puts one card on each cascade in turn, so the first row is
the bottom card of each cascade (eight in FreeCell: seven rows, the last of
four cards), and the rows read like the table itself. Where the game deals
its last cards to free cells (eight-off, forecell, seahaven), a last line
shows the free cells, a to the last, - for an empty one.

  --columns     print one line per cascade instead, from cascade 1, each
                from its bottom card to its top card (then the free cells'
                line, as above)
  --game NAME   the game (default freecell; freecell games lists them)
  --cells K     its number of free cells, 0 to 8 (default: the game's own);
                a card the game would deal to a free cell that is not there
                goes to the cascades
  -h, --help    this help

Deal N of every game is the Microsoft shuffle N dealt as that game deals,
as PySolFC numbers its deals. Cards are two characters: the rank (A 2-9 T
J Q K) then the suit (C D H S), as in 7H or TC.

examples:
  freecell deal 1
  freecell deal 617 --columns
  freecell deal 1 --game seahaven --columns
";

pub fn run(args: Args) -> Result<ExitCode, UsageError> {
    let rules = args::rules(&args)?;
    let deal = args::one_deal(&args.operands)?
        .ok_or("which deal? give its number, as in: freecell deal 1")?;
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
    // A closed pipe (`freecell deal 1 | head -1`) is not worth a panic.
    let mut out = io::stdout().lock();
    Ok(
        match lines.iter().try_for_each(|line| writeln!(out, "{line}")) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
    )
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

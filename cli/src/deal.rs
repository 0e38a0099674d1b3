//! `freecell deal N [--columns]`: prints Microsoft deal N.

use std::io::{self, Write};
use std::process::ExitCode;

use freecell::{ms_deal, Card, GameBoard};

use crate::args::{is_help, is_option, take_deal_number, usage_error};

const USAGE: &str = "freecell deal N [--columns]";

const HELP: &str = "\
freecell deal: print a Microsoft FreeCell deal

usage: freecell deal N [--columns]

N is the deal number, from 1 to 2147483647 (the Microsoft generator's
range; Windows numbered its games 1 to 32000, later 1 to 1000000).

The 52 cards are printed in the order they are dealt, eight to a row: seven
rows, the last of four cards. A dealer puts one card on each cascade in turn,
so the first row is the bottom card of cascades 1 to 8, and the rows read
like the table itself.

  --columns   print one line per cascade instead, cascades 1 to 8, each
              from its bottom card to its top card
  -h, --help  this help

Cards are two characters: the rank (A 2-9 T J Q K) then the suit (C D H S),
as in 7H or TC.

examples:
  freecell deal 1
  freecell deal 617 --columns
";

/// How the deal is printed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Layout {
    /// Dealing order, eight cards a row.
    Rows,
    /// One line per cascade.
    Columns,
}

pub fn run(args: &[String]) -> ExitCode {
    let mut layout = Layout::Rows;
    let mut deal = None;
    for arg in args {
        match arg.as_str() {
            a if is_help(a) => {
                print!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "--columns" => layout = Layout::Columns,
            a if is_option(a) => {
                return usage_error("deal", USAGE, &format!("unknown option '{a}'"));
            }
            a => {
                if let Err(status) = take_deal_number("deal", USAGE, &mut deal, a) {
                    return status;
                }
            }
        }
    }
    let Some(deal) = deal else {
        return usage_error(
            "deal",
            USAGE,
            "which deal? give its number, as in: freecell deal 1",
        );
    };
    let lines = match layout {
        Layout::Rows => dealing_rows(deal),
        Layout::Columns => cascades(deal),
    };
    // A closed pipe (`freecell deal 1 | head -1`) is not worth a panic.
    let mut out = io::stdout().lock();
    match lines.iter().try_for_each(|line| writeln!(out, "{line}")) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// The cards in dealing order, eight to a line.
fn dealing_rows(deal: u64) -> Vec<String> {
    let cards = ms_deal(deal).expect("the deal number was checked");
    cards.chunks(8).map(card_line).collect()
}

/// The cascades as the library lays the deal out, bottom card first.
fn cascades(deal: u64) -> Vec<String> {
    let board = GameBoard::from_deal(deal).expect("the deal number was checked");
    board
        .cascades()
        .iter()
        .map(|pile| card_line(pile.as_slice()))
        .collect()
}

fn card_line(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

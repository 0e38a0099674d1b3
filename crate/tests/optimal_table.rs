//! The committed table of fewest moves (`tests/fixtures/optimal-table.tsv`,
//! built by `scripts/optimal-table.sh`: deal, fewest moves not to a
//! foundation, `optimal` or `best found`, the moves), judged by the
//! engine alone: a sample of its rows replays through the checked rules
//! to a win with the length the row gives, and every row is a deal of its
//! range, once, with a verdict that says a win.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use freecell::GameBoard;
use support::replay;

const TABLE: &str = include_str!("fixtures/optimal-table.tsv");

#[test]
fn the_optimal_table_replays_through_the_checked_engine() {
    let rows: Vec<Vec<&str>> = TABLE.lines().map(|l| l.split('\t').collect()).collect();
    assert!(rows.len() >= 100, "{} rows", rows.len());
    let mut last = 0;
    for (i, row) in rows.iter().enumerate() {
        let [deal, length, verdict, moves] = row[..] else {
            panic!("row {i} has {} fields", row.len());
        };
        let deal: u64 = deal.parse().unwrap();
        assert!(deal > last, "row {i}: deal {deal} after {last}");
        last = deal;
        assert!(
            ["optimal", "best found"].contains(&verdict),
            "deal {deal}: {verdict}"
        );
        // Every seventh row, and every proven one among the first 100.
        if i % 7 == 0 || (verdict == "optimal" && i < 100) {
            let moves: Vec<String> = moves.split(' ').map(String::from).collect();
            let board = GameBoard::from_deal(deal).unwrap();
            assert_eq!(
                replay(&board, &moves),
                length.parse::<usize>().unwrap(),
                "deal {deal}"
            );
        }
    }
}

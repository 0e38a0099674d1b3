//! `freecell deal`: Microsoft deals 1 and 617 exactly as the seed publishes
//! them, in rows and in columns, and the other games' deals exactly as
//! PySolFC deals them.

mod support;

use support::freecell;

const DEAL_1_ROWS: &str = "\
JD 2D 9H JC 5D 7H 7C 5H
KD KC 9S 5S AD QC KH 3H
2S KS 9D QD JS AS AH 3C
4C 5C TS QH 4H AC 4D 7S
3S TD 4S TH 8H 2C JH 7D
6D 8S 8D QS 6C 3D 8C TC
6S 9C 2H 6H
";

const DEAL_617_ROWS: &str = "\
7D AD 5C 3S 5S 8C 2D AH
TD 7S QD AC 6D 8H AS KH
TH QC 3H 9D 6S 8D 3D TC
KD 5H 9S 3C 8S 7H 4D JS
4C QS 9C 9H 7C 6H 2C 2S
4S TS 2H 5D JC 6C JH QH
JD KS KC 4H
";

// The same cards read down each column of the rows above: cascade k is
// every eighth card from the k-th.
const DEAL_1_COLUMNS: &str = "\
JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC
";

const DEAL_617_COLUMNS: &str = "\
7D TD TH KD 4C 4S JD
AD 7S QC 5H QS TS KS
5C QD 3H 9S 9C 2H KC
3S AC 9D 3C 9H 5D 4H
5S 6D 6S 8S 7C JC
8C 8H 8D 7H 6H 6C
2D AS 3D 4D 2C JH
AH KH TC JS 2S QH
";

#[test]
fn deal_1_prints_in_dealing_order_eight_to_a_row() {
    let run = freecell(&["deal", "1"], "");
    run.assert_clean_exit();
    assert_eq!(run.stdout, DEAL_1_ROWS);
}

#[test]
fn deal_617_prints_in_dealing_order_eight_to_a_row() {
    let run = freecell(&["deal", "617"], "");
    run.assert_clean_exit();
    assert_eq!(run.stdout, DEAL_617_ROWS);
}

#[test]
fn columns_print_each_cascade_bottom_card_first() {
    for (deal, expected) in [("1", DEAL_1_COLUMNS), ("617", DEAL_617_COLUMNS)] {
        let run = freecell(&["deal", deal, "--columns"], "");
        run.assert_clean_exit();
        assert_eq!(run.stdout, expected, "deal {deal}");
        // The option may come first too.
        assert_eq!(freecell(&["deal", "--columns", deal], "").stdout, expected);
    }
}

#[test]
fn the_highest_deal_number_is_accepted() {
    let run = freecell(&["deal", "2147483647"], "");
    run.assert_clean_exit();
    assert_eq!(run.stdout.lines().count(), 7);
}

/// PySolFC's Microsoft-numbered deals of every game (the crate's fixture,
/// written by scripts/pysol-deals.py): `(game, deal, position text)`.
fn pysol_deals() -> Vec<(&'static str, &'static str, &'static str)> {
    include_str!("../../crate/tests/fixtures/pysol-deals.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut words = l.split_whitespace();
            let (game, deal, position) = (
                words.next().unwrap(),
                words.next().unwrap(),
                words.next().unwrap(),
            );
            (game, deal, position)
        })
        .collect()
}

/// A position text's piles as lists of card codes: the cascades, then the
/// free cells (the foundations, empty in a deal, are left out).
fn cascades_and_cells(game: &str, position: &str) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let rules: freecell::Rules = game.parse::<freecell::Game>().unwrap().rules();
    let piles = position.rsplit(':').next().unwrap();
    let piles: Vec<Vec<String>> = piles
        .split('/')
        .map(|pile| {
            pile.as_bytes()
                .chunks(2)
                .map(|c| String::from_utf8(c.to_vec()).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(piles.len(), rules.cascades() + rules.free_cells() + 4);
    let cells = piles[rules.cascades()..rules.cascades() + rules.free_cells()].to_vec();
    (piles[..rules.cascades()].to_vec(), cells)
}

/// What `deal --columns` prints for these piles: a line per cascade, then
/// the free cells (`-` for an empty one) if the deal put cards there.
fn columns(cascades: &[Vec<String>], cells: &[Vec<String>]) -> String {
    let mut out: String = cascades.iter().map(|c| c.join(" ") + "\n").collect();
    out.push_str(&cells_line(cells));
    out
}

/// What `deal` prints: the cascades read across, then the free cells.
fn rows(cascades: &[Vec<String>], cells: &[Vec<String>]) -> String {
    let height = cascades.iter().map(Vec::len).max().unwrap();
    let mut out = String::new();
    for k in 0..height {
        let row: Vec<&str> = cascades
            .iter()
            .filter_map(|c| c.get(k).map(String::as_str))
            .collect();
        out.push_str(&(row.join(" ") + "\n"));
    }
    out.push_str(&cells_line(cells));
    out
}

fn cells_line(cells: &[Vec<String>]) -> String {
    if cells.iter().all(Vec::is_empty) {
        return String::new();
    }
    let cells: Vec<&str> = cells
        .iter()
        .map(|c| c.first().map_or("-", String::as_str))
        .collect();
    cells.join(" ") + "\n"
}

#[test]
fn every_game_deals_as_pysolfc_numbers_its_deals() {
    let deals = pysol_deals();
    for game in [
        "seahaven",
        "eight-off",
        "forecell",
        "bakers-game",
        "freecell",
    ] {
        let of_game: Vec<_> = deals.iter().filter(|(g, _, _)| *g == game).collect();
        assert!(of_game.len() >= 5, "{game}: too few fixtures");
        for (_, deal, position) in of_game {
            let (cascades, cells) = cascades_and_cells(game, position);
            let run = freecell(&["deal", deal, "--game", game, "--columns"], "");
            run.assert_clean_exit();
            assert_eq!(run.stdout, columns(&cascades, &cells), "{game} {deal}");
            let run = freecell(&["deal", deal, "--game", game], "");
            run.assert_clean_exit();
            assert_eq!(run.stdout, rows(&cascades, &cells), "{game} {deal}");
        }
    }
}

#[test]
fn seahaven_deals_ten_cascades_and_two_free_cells() {
    let run = freecell(&["deal", "1", "--game", "seahaven", "--columns"], "");
    run.assert_clean_exit();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 11);
    assert_eq!(lines[0], "JD 9S JS 4D 6D");
    assert_eq!(lines[9], "KC QD AC 7D 9C");
    assert_eq!(lines[10], "- 2H 6H -");
    let run = freecell(&["deal", "1", "--game", "seahaven"], "");
    assert_eq!(
        run.stdout.lines().next(),
        Some("JD 2D 9H JC 5D 7H 7C 5H KD KC")
    );
}

#[test]
fn eight_off_deals_its_last_four_cards_to_every_other_free_cell() {
    let run = freecell(&["deal", "1", "--game", "eight-off", "--columns"], "");
    run.assert_clean_exit();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 9);
    assert_eq!(lines[0], "JD KD 2S 4C 3S 6D");
    assert_eq!(lines[8], "6S - 9C - 2H - 6H -");
}

#[test]
fn fewer_free_cells_send_the_leftover_cards_to_the_cascades() {
    // Eight Off with two cells: only cell a takes a card (6H, the last);
    // 6S, 9C and 2H go round the cascades.
    let run = freecell(
        &[
            "deal",
            "1",
            "--game",
            "eight-off",
            "--cells",
            "2",
            "--columns",
        ],
        "",
    );
    run.assert_clean_exit();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 9);
    assert_eq!(lines[0], "JD KD 2S 4C 3S 6D 6S");
    assert_eq!(lines[3], "JC 5S QD QH TH QS");
    assert_eq!(lines[8], "6H -");
    // FreeCell deals no card to a free cell, whatever their number.
    for cells in ["0", "8"] {
        let run = freecell(&["deal", "617", "--cells", cells, "--columns"], "");
        run.assert_clean_exit();
        assert_eq!(run.stdout, DEAL_617_COLUMNS, "--cells {cells}");
    }
}

//! `freecell deal`: Microsoft deals 1 and 617 exactly as the seed publishes
//! them, in rows and in columns.

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

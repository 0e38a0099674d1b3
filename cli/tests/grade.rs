//! `freecell grade`: a line per deal in the order asked, its grade borne
//! out by `freecell solve` with that many free cells, and the shares.

mod support;

use support::freecell;

/// The words of each deal line: deal, grade, fewest cells, positions, ms.
fn deal_lines(stdout: &str) -> Vec<Vec<&str>> {
    stdout
        .lines()
        .take_while(|line| !line.contains("deals of"))
        .map(|line| line.split_whitespace().collect())
        .collect()
}

/// The verdict of `freecell solve DEAL --cells K` (its first word).
fn solved_with(deal: &str, cells: &str) -> String {
    let run = freecell(&["solve", deal, "--cells", cells], "");
    run.stdout
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_string()
}

#[test]
fn grade_prints_each_deal_in_order_then_the_share_of_each_grade() {
    let run = freecell(&["grade", "2,3,11982", "--threads", "2"], "");
    run.assert_clean_exit();
    let lines = deal_lines(&run.stdout);
    let deals: Vec<&str> = lines.iter().map(|words| words[0]).collect();
    assert_eq!(deals, ["2", "3", "11982"], "{}", run.stdout);
    for words in &lines {
        assert_eq!(words.len(), 5, "{words:?}");
        assert!(words[3].parse::<u64>().unwrap() > 0, "{words:?}");
        assert!(words[4].parse::<f64>().is_ok(), "{words:?}");
    }
    // Deal 2 is won with a single free cell: easy.
    assert_eq!(lines[0][1..3], ["easy", "1"]);
    assert!(!matches!(
        solved_with("2", "1").as_str(),
        "impossible" | "gave"
    ));
    // Deal 3 needs two: medium, and one cell does not win it.
    assert_eq!(lines[1][1..3], ["medium", "2"]);
    assert!(matches!(
        solved_with("3", "1").as_str(),
        "impossible" | "gave"
    ));
    assert!(!matches!(
        solved_with("3", "2").as_str(),
        "impossible" | "gave"
    ));
    // Deal 11982 cannot be won with four: no grade.
    assert_eq!(lines[2][1..3], ["impossible", "-"]);
    assert!(
        run.stdout.contains(
            "3 deals of FreeCell: easy 1 (33.3%), medium 1 (33.3%), hard 0 (0.0%), impossible 1 (33.3%), unknown 0 (0.0%)"
        ),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("CPU per deal: mean "), "{}", run.stdout);
}

#[test]
fn grade_grades_by_the_game_and_the_cells_asked_for() {
    // Eight Off has eight cells: easy means won with five.
    let run = freecell(&["grade", "2", "--game", "eight-off", "--quiet"], "");
    run.assert_clean_exit();
    assert!(
        run.stdout
            .starts_with("1 deal of Eight Off: easy 1 (100.0%)"),
        "{}",
        run.stdout
    );
    // FreeCell deal 1 cannot be won with one free cell, so it has no grade.
    let run = freecell(&["grade", "1", "--cells", "1"], "");
    run.assert_clean_exit();
    assert_eq!(
        deal_lines(&run.stdout)[0][1],
        "impossible",
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("1 deal of FreeCell with 1 free cell"),
        "{}",
        run.stdout
    );
}

#[test]
fn grade_refuses_what_it_cannot_read() {
    for (args, reason) in [
        (&["grade"][..], "which deals?"),
        (&["grade", "0"][..], "so 0 is not one"),
        (&["grade", "1", "--game", "spider"][..], "spider"),
        (&["grade", "1", "--max-nodes", "0"][..], "--max-nodes"),
    ] {
        let run = freecell(args, "");
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
        assert!(run.stderr.contains(reason), "{args:?}: {}", run.stderr);
    }
}

//! `freecell games`: one line per game, and every name it lists is one the
//! other commands take.

mod support;

use support::freecell;

#[test]
fn games_lists_each_game_with_its_title_cells_and_cascades() {
    let run = freecell(&["games"], "");
    run.assert_clean_exit();
    let lines: Vec<&str> = run.stdout.lines().collect();
    let expected = [
        ("freecell", "FreeCell", "4 cells, 8 cascades"),
        ("bakers-game", "Baker's Game", "4 cells, 8 cascades"),
        ("ko-bakers-game", "KO Baker's Game", "4 cells, 8 cascades"),
        (
            "relaxed-freecell",
            "Relaxed FreeCell",
            "4 cells, 8 cascades",
        ),
        ("eight-off", "Eight Off", "8 cells, 8 cascades"),
        ("forecell", "ForeCell", "4 cells, 8 cascades"),
        ("seahaven", "Seahaven Towers", "4 cells, 10 cascades"),
    ];
    assert_eq!(lines.len(), expected.len(), "{}", run.stdout);
    for (line, (name, title, sizes)) in lines.iter().zip(expected) {
        assert_eq!(line.split_whitespace().next(), Some(name), "{line}");
        assert!(line.contains(title), "{line}");
        assert!(line.contains(sizes), "{line}");
    }
    // Each has a summary after its sizes, and the columns line up.
    let summary_at = |line: &str| line.find("cascades").unwrap() + "cascades".len();
    assert!(lines.iter().all(|l| l.len() > summary_at(l) + 10));
    let title_column = lines[0].find("FreeCell").unwrap();
    assert_eq!(lines[6].find("Seahaven Towers"), Some(title_column));
    assert!(lines[6].contains("kings on empty cascades"));
}

#[test]
fn every_listed_game_deals() {
    let run = freecell(&["games"], "");
    for line in run.stdout.lines() {
        let name = line.split_whitespace().next().unwrap();
        let deal = freecell(&["deal", "1", "--game", name, "--columns"], "");
        deal.assert_clean_exit();
        let cascades = if name == "seahaven" { 10 } else { 8 };
        let cards: usize = deal
            .stdout
            .lines()
            .take(cascades)
            .map(|l| l.split_whitespace().count())
            .sum();
        let in_cells: usize = deal
            .stdout
            .lines()
            .skip(cascades)
            .flat_map(str::split_whitespace)
            .filter(|c| *c != "-")
            .count();
        assert_eq!(cards + in_cells, 52, "{name}: {}", deal.stdout);
    }
}

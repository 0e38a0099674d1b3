//! How hard a deal is: each grade means what it says (the deal is won, or
//! not, with the free cells its game's bounds name), and every game of the
//! family has deals of every grade, so a player who asks for one gets one.

use freecell::{
    dealt_with_cells, grade_deal, solve, Bounds, Card, Game, GameBoard, Grade, Mode, SolveOptions,
    Verdict, GRADE_MAX_NODES,
};

/// The solver's verdict on deal `deal` of `game` dealt with `cells` free
/// cells, and the positions it took, as grading runs it.
fn solved_with(game: Game, cells: usize, deal: u64) -> (Verdict, u64) {
    let board = dealt_with_cells(game.rules(), deal, cells).unwrap();
    let options = SolveOptions {
        mode: Mode::Fast,
        max_nodes: GRADE_MAX_NODES,
        ..SolveOptions::default()
    };
    let solution = solve(&board, &options);
    (solution.verdict, solution.explored)
}

#[test]
fn freecell_deals_are_graded_by_the_fewest_free_cells_they_are_won_with() {
    let rules = Game::FreeCell.rules();
    let easy = grade_deal(rules, 2, GRADE_MAX_NODES).unwrap();
    assert_eq!(
        (easy.grade, easy.fewest_cells),
        (Some(Grade::Easy), Some(1))
    );
    let medium = grade_deal(rules, 3, GRADE_MAX_NODES).unwrap();
    assert_eq!(
        (medium.grade, medium.fewest_cells),
        (Some(Grade::Medium), Some(2))
    );
    let impossible = grade_deal(rules, 11982, GRADE_MAX_NODES).unwrap();
    assert_eq!(impossible.grade, None);
    assert_eq!(impossible.verdict, Verdict::Impossible);
    assert!(grade_deal(rules, 0, GRADE_MAX_NODES).is_err());
}

/// Each pile's cards, bottom first: cascades, then the free cells.
fn layout(board: &GameBoard) -> (Vec<Vec<Card>>, Vec<Vec<Card>>) {
    let piles =
        |stacks: &[freecell::CardStack]| stacks.iter().map(|s| s.as_slice().to_vec()).collect();
    (piles(board.cascades()), piles(board.free_cells()))
}

#[test]
fn a_deal_is_graded_in_the_layout_it_is_played_in() {
    for (game, cells) in [
        (Game::EightOff, 5),
        (Game::EightOff, 6),
        (Game::Seahaven, 2),
        (Game::Seahaven, 3),
        (Game::FreeCell, 1),
    ] {
        for deal in [1, 617] {
            let (cascades, played_cells) =
                layout(&GameBoard::from_deal_of(game.rules(), deal).unwrap());
            let graded = dealt_with_cells(game.rules(), deal, cells).unwrap();
            assert_eq!(graded.rules().free_cells(), cells);
            let (graded_cascades, graded_cells) = layout(&graded);
            assert_eq!(
                graded_cascades, cascades,
                "{game:?} {deal} with {cells} cells"
            );
            // The same cards on free cells, only the empty cells fewer.
            let held = |cells: Vec<Vec<Card>>| cells.concat();
            assert_eq!(held(graded_cells), held(played_cells), "{game:?} {deal}");
        }
    }
    // ForeCell deals a card to each of its four cells: with three, the
    // first of them (cell a's) goes on to the first cascade.
    let (mut cascades, cells) =
        layout(&GameBoard::from_deal_of(Game::ForeCell.rules(), 1).unwrap());
    cascades[0].push(cells[0][0]);
    let graded = layout(&dealt_with_cells(Game::ForeCell.rules(), 1, 3).unwrap());
    assert_eq!(graded, (cascades, cells[1..].to_vec()));
}

#[test]
fn every_grade_of_every_game_means_what_it_says_and_each_has_deals() {
    std::thread::scope(|scope| {
        for game in Game::ALL {
            scope.spawn(move || check_grades(game));
        }
    });
}

/// Grades deals 1..40 of `game` and checks each grade by solving the deal
/// again with the cells its bounds name.
fn check_grades(game: Game) {
    let own = game.rules().free_cells();
    let bounds = Bounds::of(game);
    let mut seen = [0; 3];
    for deal in 1..=40 {
        let graded = grade_deal(game.rules(), deal, GRADE_MAX_NODES).unwrap();
        let (verdict, effort) = solved_with(game, own, deal);
        assert_eq!(graded.verdict, verdict, "{game:?} {deal}");
        let Some(grade) = graded.grade else {
            assert_ne!(verdict, Verdict::Solved, "{game:?} {deal}");
            continue;
        };
        seen[grade as usize] += 1;
        let won_sparing = |spared: usize| match own.checked_sub(spared) {
            None => false,
            Some(cells) if cells == own && bounds.medium_effort.is_some() => {
                effort <= bounds.medium_effort.unwrap()
            }
            Some(cells) => solved_with(game, cells, deal).0 == Verdict::Solved,
        };
        let easy = won_sparing(bounds.easy_spared);
        let medium = won_sparing(bounds.medium_spared);
        let expected = if easy {
            Grade::Easy
        } else if medium {
            Grade::Medium
        } else {
            Grade::Hard
        };
        assert_eq!(grade, expected, "{game:?} deal {deal}");
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "{game:?}: easy, medium, hard among deals 1..40: {seen:?}"
    );
}

/// `grades_of`, which the page's New game dialog asks before it deals: the
/// grades a game and cell count can give, and every deal graded has one of them.
#[test]
fn the_grades_a_game_and_cell_count_can_give_hold_every_deal_graded() {
    use freecell::grades_of;
    let of = |game: Game, cells: usize| grades_of(game.rules().with_free_cells(cells).unwrap());
    assert_eq!(of(Game::FreeCell, 4), Grade::ALL.to_vec());
    // One free cell spares none: no deal is won with fewer, so none is Easy or Medium.
    assert_eq!(of(Game::FreeCell, 1), vec![Grade::Hard]);
    assert_eq!(of(Game::FreeCell, 2), vec![Grade::Medium, Grade::Hard]);
    assert_eq!(of(Game::EightOff, 2), vec![Grade::Medium, Grade::Hard]);
    assert_eq!(of(Game::BakersGame, 0), vec![Grade::Medium, Grade::Hard]);
    for game in Game::ALL {
        assert!(!of(game, game.rules().free_cells()).is_empty());
        for cells in 0..=3 {
            let Ok(rules) = game.rules().with_free_cells(cells) else {
                continue;
            };
            let grades = grades_of(rules);
            for deal in 1..=3 {
                if let Some(grade) = grade_deal(rules, deal, GRADE_MAX_NODES).unwrap().grade {
                    assert!(
                        grades.contains(&grade),
                        "{game:?} with {cells} cells, deal {deal}: {grade:?} not in {grades:?}"
                    );
                }
            }
        }
    }
}

//! How hard a deal is: each grade means what it says (the deal is won, or
//! not, with the free cells its game's bounds name), and every game of the
//! family has deals of every grade, so a player who asks for one gets one.

use freecell::{
    grade_deal, solve, Bounds, Game, GameBoard, Grade, Mode, SolveOptions, Verdict, GRADE_MAX_NODES,
};

/// The solver's verdict on deal `deal` of `game` dealt with `cells` free
/// cells, and the positions it took, as grading runs it.
fn solved_with(game: Game, cells: usize, deal: u64) -> (Verdict, u64) {
    let rules = game.rules().with_free_cells(cells).unwrap();
    let board = GameBoard::from_deal_of(rules, deal).unwrap();
    let options = SolveOptions {
        mode: Mode::Fast,
        max_nodes: GRADE_MAX_NODES,
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

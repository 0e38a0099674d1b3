//! The daily deal: the same deal for everyone on a date, of the weekday's
//! grade, always one the solver wins; dates that are not days refused.

use freecell::{
    daily_deal, grade_deal, solve, target_grade, Date, Game, GameBoard, Grade, Mode, SolveOptions,
    Verdict, Weekday, GRADE_MAX_NODES,
};

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

#[test]
fn a_date_has_one_deal_per_game() {
    let rules = Game::FreeCell.rules();
    let first = daily_deal(date("2026-11-25"), rules).unwrap();
    assert_eq!(daily_deal(date("2026-11-25"), rules).unwrap(), first);
    assert_ne!(
        daily_deal(date("2026-11-26"), rules).unwrap().deal,
        first.deal
    );
    let seahaven = daily_deal(date("2026-11-25"), Game::Seahaven.rules()).unwrap();
    assert_ne!(seahaven.deal, first.deal);
    let two_cells = daily_deal(date("2026-11-25"), rules.with_free_cells(2).unwrap()).unwrap();
    assert_ne!(two_cells.deal, first.deal);
}

#[test]
fn a_week_of_freecell_dailies_has_the_weekdays_grades_and_is_won() {
    let rules = Game::FreeCell.rules();
    // Monday 23 to Sunday 29 November 2026.
    for day in 23..=29 {
        let d = Date::new(2026, 11, day).unwrap();
        let daily = daily_deal(d, rules).unwrap();
        assert_eq!(daily.target, target_grade(d.weekday()));
        assert_eq!(daily.grade, daily.target, "{d}: deal {}", daily.deal);
        let graded = grade_deal(rules, daily.deal, GRADE_MAX_NODES).unwrap();
        assert_eq!(graded.grade, Some(daily.grade));
        let board = GameBoard::from_deal_of(rules, daily.deal).unwrap();
        let options = SolveOptions {
            mode: Mode::Short,
            max_nodes: 1_000_000,
            ..SolveOptions::default()
        };
        assert_eq!(solve(&board, &options).verdict, Verdict::Solved, "{d}");
    }
}

#[test]
fn the_week_runs_from_easy_to_hard() {
    assert_eq!(target_grade(Weekday::Monday), Grade::Easy);
    assert_eq!(target_grade(Weekday::Wednesday), Grade::Medium);
    assert_eq!(target_grade(Weekday::Sunday), Grade::Hard);
    assert_eq!(date("2026-11-28").weekday(), Weekday::Saturday);
}

#[test]
fn every_game_has_a_daily_deal_the_solver_wins() {
    for game in Game::ALL {
        let daily = daily_deal(date("2026-11-24"), game.rules()).unwrap();
        let graded = grade_deal(game.rules(), daily.deal, GRADE_MAX_NODES).unwrap();
        assert_eq!(graded.verdict, Verdict::Solved, "{game:?}");
    }
}

#[test]
fn dates_that_are_not_days_are_refused() {
    for (text, why) in [
        ("2026-02-30", "days 1 to 28"),
        ("2026-00-10", "1 to 12"),
        ("3000-01-01", "2000 to 2999"),
        ("today", "YYYY-MM-DD"),
    ] {
        let err = freecell::Error::from(text.parse::<Date>().unwrap_err());
        assert_eq!(err.kind().name(), "invalid_argument");
        assert!(err.message().contains(why), "{text}: {}", err.message());
    }
}

#[test]
fn the_function_is_pinned_so_a_change_is_seen() {
    // Players compare a date's deal: a change of the choice (or of the
    // solver's grades it reads) changes every daily and must be meant.
    let monday = daily_deal(date("2026-11-23"), Game::FreeCell.rules()).unwrap();
    assert_eq!((monday.deal, monday.grade), (985_742, Grade::Easy));
    let saturday = daily_deal(date("2026-11-28"), Game::FreeCell.rules()).unwrap();
    assert_eq!((saturday.deal, saturday.grade), (978_980, Grade::Hard));
}

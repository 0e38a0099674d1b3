//! Daily goals: the same three for a date, each met by replaying the line
//! the solver proved it with, and the engine's judgement of each kind as
//! met, in progress, not met and no longer to be met.

use freecell::{
    check_goal, daily_goals, dealt_with_cells, solve, Date, Event, Game, GameBoard, GameRecord,
    Goal, Kind, Lost, Mode, Progress, SolveOptions, Status, Tier,
};

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

/// A short solver line for FreeCell deal 617, one move per entry.
fn line_617() -> Vec<String> {
    let board = GameBoard::from_deal(617).unwrap();
    let options = SolveOptions {
        mode: Mode::Short,
        max_nodes: 200_000,
        ..SolveOptions::default()
    };
    solve(&board, &options).notation(&board)
}

fn goal_617(kind: Kind) -> Goal {
    Goal {
        rules: Game::FreeCell.rules(),
        deal: 617,
        kind,
    }
}

fn plays(moves: &[String]) -> Vec<Event> {
    GameRecord::of_line(Game::FreeCell.rules(), 617, moves).events
}

fn record(events: Vec<Event>, elapsed_ms: u64) -> GameRecord {
    GameRecord {
        rules: Game::FreeCell.rules(),
        deal: 617,
        events,
        elapsed_ms,
    }
}

fn check(kind: Kind, events: Vec<Event>, elapsed_ms: u64) -> Progress {
    check_goal(&goal_617(kind), &record(events, elapsed_ms)).unwrap()
}

#[test]
fn a_date_has_the_same_three_goals_and_two_dates_are_pinned() {
    let monday = daily_goals(date("2026-11-23")).unwrap();
    assert_eq!(daily_goals(date("2026-11-23")).unwrap(), monday);
    let tiers: Vec<Tier> = monday.iter().map(|g| g.tier).collect();
    assert_eq!(tiers, Tier::ALL);
    // Players compare a date's goals: a change of the choice (or of the
    // solver's lines it reads) changes them and must be meant.
    let seen = |goals: &[freecell::DailyGoal; 3]| -> Vec<(Game, u64, Kind)> {
        goals
            .iter()
            .map(|g| (g.goal.rules.game(), g.goal.deal, g.goal.kind))
            .collect()
    };
    assert_eq!(
        seen(&monday),
        [
            (Game::ForeCell, 339_975, Kind::AcesHome { moves: 93 }),
            (Game::ForeCell, 339_975, Kind::NoUndo),
            (Game::ForeCell, 339_975, Kind::WithinMoves { moves: 97 }),
        ]
    );
    let saturday = daily_goals(date("2026-12-05")).unwrap();
    assert_eq!(
        seen(&saturday),
        [
            (Game::Seahaven, 160_265, Kind::AcesHome { moves: 58 }),
            (Game::Seahaven, 160_265, Kind::NoUndo),
            (Game::Seahaven, 160_265, Kind::WithinMoves { moves: 103 }),
        ]
    );
    assert_ne!(seen(&saturday), seen(&monday));
}

#[test]
fn every_offered_goal_is_met_by_replaying_its_solver_line() {
    let mut kinds = std::collections::BTreeSet::new();
    for day in 23..=30 {
        for goal in daily_goals(Date::new(2026, 11, day).unwrap()).unwrap() {
            kinds.insert(goal.goal.kind.name());
            // The line through the checked rules, move by move.
            let mut board = GameBoard::from_deal_of(goal.goal.rules, goal.goal.deal).unwrap();
            for text in &goal.witness {
                let mv = board.parse_move(text).unwrap();
                board.play(mv).unwrap();
            }
            assert_eq!(board.is_in_win_state(), goal.goal.kind.needs_win());
            let played = GameRecord::of_line(goal.goal.rules, goal.goal.deal, &goal.witness);
            let progress = check_goal(&goal.goal, &played).unwrap();
            assert_eq!(progress.status, Status::Met, "{goal:?}");
        }
    }
    assert!(kinds.len() >= 4, "{kinds:?}");
}

#[test]
fn winning_meets_win_and_half_a_game_is_in_progress() {
    let line = line_617();
    let half = &line[..line.len() / 2];
    let open = check(Kind::Win, plays(half), 0);
    assert_eq!(open.status, Status::Open);
    assert_eq!(open.moves as usize, half.len());
    assert!(!open.won);
    let won = check(Kind::Win, plays(&line), 0);
    assert_eq!(
        (won.status, won.won, won.cards_home),
        (Status::Met, true, 52)
    );
    // A move the solver gave loses every goal.
    let mut given = plays(half);
    given.push(Event::Play {
        moves: vec![line[half.len()].clone()],
        given: true,
    });
    assert_eq!(check(Kind::Win, given, 0).status, Status::Lost(Lost::Given));
}

#[test]
fn moves_are_counted_with_the_undone_ones_and_autoplay_is_one_move() {
    let line = line_617();
    let n = line.len() as u32;
    let met = check(Kind::WithinMoves { moves: n }, plays(&line), 0);
    assert_eq!((met.status, met.moves_left), (Status::Met, Some(0)));
    let short = check(Kind::WithinMoves { moves: n - 1 }, plays(&line), 0);
    assert_eq!(
        short.status,
        Status::Lost(Lost::MovesSpent { limit: n - 1 })
    );
    let part = check(Kind::WithinMoves { moves: n }, plays(&line[..10]), 0);
    assert_eq!((part.status, part.moves_left), (Status::Open, Some(n - 10)));
    // An undone move still counts; its redo counts again.
    let mut events = plays(&line[..10]);
    events.extend([Event::Undo, Event::Redo]);
    assert_eq!(check(Kind::WithinMoves { moves: n }, events, 0).moves, 11);
    // The whole line as one move and its "autoplay": one move.
    let one = vec![Event::Play {
        moves: line.clone(),
        given: false,
    }];
    let met = check(Kind::WithinMoves { moves: 1 }, one, 0);
    assert_eq!((met.status, met.moves), (Status::Met, 1));
}

#[test]
fn aces_home_counts_the_aces_and_needs_no_win() {
    let line = line_617();
    let first = (1..=line.len())
        .find(|&k| check(Kind::Win, plays(&line[..k]), 0).aces_home == 4)
        .unwrap() as u32;
    let kind = Kind::AcesHome { moves: first };
    let met = check(kind, plays(&line[..first as usize]), 0);
    assert_eq!(
        (met.status, met.aces_home, met.won),
        (Status::Met, 4, false)
    );
    let before = check(kind, plays(&line[..first as usize - 1]), 0);
    assert_eq!(before.status, Status::Open);
    assert_eq!(before.aces_home, 3);
    assert_eq!(before.moves_left, Some(1));
    let late = Kind::AcesHome { moves: first - 1 };
    let lost = check(late, plays(&line[..first as usize]), 0);
    assert_eq!(
        lost.status,
        Status::Lost(Lost::MovesSpent { limit: first - 1 })
    );
}

#[test]
fn undo_hint_and_the_clock_are_judged() {
    let line = line_617();
    let mut undone = plays(&line[..5]);
    undone.extend([Event::Undo, Event::Redo]);
    undone.extend(plays(&line[5..]));
    assert_eq!(check(Kind::Win, undone.clone(), 0).status, Status::Met);
    let lost = check(Kind::NoUndo, undone, 0);
    assert_eq!((lost.status, lost.undos), (Status::Lost(Lost::Undone), 1));
    let restart = vec![Event::Jump {
        line: vec![],
        given: false,
    }];
    assert_eq!(
        check(Kind::NoUndo, restart, 0).status,
        Status::Lost(Lost::Undone)
    );
    assert_eq!(check(Kind::NoUndo, plays(&line), 0).status, Status::Met);

    let mut hinted = vec![Event::Hint];
    hinted.extend(plays(&line));
    assert_eq!(
        check(Kind::NoHint, hinted.clone(), 0).status,
        Status::Lost(Lost::Hinted)
    );
    assert_eq!(check(Kind::Win, hinted, 0).status, Status::Met);
    assert_eq!(check(Kind::NoHint, plays(&line), 0).status, Status::Met);

    let three = Kind::WithinTime { minutes: 3 };
    assert_eq!(check(three, plays(&line), 179_000).status, Status::Met);
    let slow = check(three, plays(&line), 181_000);
    assert_eq!(
        slow.status,
        Status::Lost(Lost::TimeSpent { limit_ms: 180_000 })
    );
    let open = check(three, plays(&line[..3]), 60_000);
    assert_eq!((open.status, open.ms_left), (Status::Open, Some(120_000)));
    let over = check(three, plays(&line[..3]), 200_000);
    assert_eq!(
        over.status,
        Status::Lost(Lost::TimeSpent { limit_ms: 180_000 })
    );
}

#[test]
fn free_cells_are_counted_at_their_fullest() {
    // Deal 985742 (the Easy daily of 23 November 2026) won with one free
    // cell, played on the game's own four.
    let rules = Game::FreeCell.rules();
    let board = dealt_with_cells(rules, 985_742, 1).unwrap();
    let options = SolveOptions {
        mode: Mode::Fast,
        max_nodes: 100_000,
        ..SolveOptions::default()
    };
    let one_cell = solve(&board, &options).notation(&board);
    let goal = Goal {
        rules,
        deal: 985_742,
        kind: Kind::FewerCells { cells: 1 },
    };
    let played = GameRecord::of_line(rules, 985_742, &one_cell);
    let met = check_goal(&goal, &played).unwrap();
    assert_eq!((met.status, met.most_cells_used), (Status::Met, 1));
    // Two cards on the free cells, then both back: the goal is lost.
    let two = vec![
        Event::Play {
            moves: vec!["1a".into()],
            given: false,
        },
        Event::Play {
            moves: vec!["2b".into()],
            given: false,
        },
        Event::Undo,
        Event::Undo,
    ];
    let lost = check(Kind::FewerCells { cells: 1 }, two.clone(), 0);
    assert_eq!(
        lost.status,
        Status::Lost(Lost::CellsUsed {
            used: 2,
            allowed: 1
        })
    );
    let none = check(Kind::NoFreeCell, two[..1].to_vec(), 0);
    assert_eq!(
        none.status,
        Status::Lost(Lost::CellsUsed {
            used: 1,
            allowed: 0
        })
    );
    let open = check(Kind::NoFreeCell, vec![], 0);
    assert_eq!((open.status, open.cells_allowed), (Status::Open, Some(0)));
}

#[test]
fn a_record_of_another_deal_or_a_move_not_allowed_is_refused() {
    let other = GameRecord {
        deal: 618,
        ..record(vec![], 0)
    };
    let err = check_goal(&goal_617(Kind::Win), &other).unwrap_err();
    assert_eq!(err.kind().name(), "invalid_argument");
    let bad = record(
        vec![Event::Play {
            moves: vec!["1h".into()],
            given: false,
        }],
        0,
    );
    let err = check_goal(&goal_617(Kind::Win), &bad).unwrap_err();
    assert_eq!(err.kind().name(), "invalid_move");
    let undo = record(vec![Event::Undo], 0);
    let err = check_goal(&goal_617(Kind::Win), &undo).unwrap_err();
    assert_eq!(err.kind().name(), "invalid_argument");
}

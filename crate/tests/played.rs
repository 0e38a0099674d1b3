//! A solver's line as a player plays it with each Autoplay setting: the
//! line the page counts par and shows Watch solution with. Judged only by
//! the engine's checked rules.
#![cfg(not(target_arch = "wasm32"))]

use freecell::{as_played, solve, Autoplay, CellT, GameBoard, Mode, SolveOptions, Verdict};

/// The page's Autoplay settings: off, safe, all.
const SETTINGS: [Option<Autoplay>; 3] = [None, Some(Autoplay::Safe), Some(Autoplay::All)];

fn next_autoplay(board: &GameBoard, setting: Option<Autoplay>) -> Option<String> {
    let mv = setting.and_then(|autoplay| board.autoplay_move(autoplay));
    mv.map(|mv| board.move_notation(mv))
}

fn solution(deal: u64) -> (GameBoard, Vec<String>) {
    let board = GameBoard::from_deal(deal).unwrap();
    let options = SolveOptions {
        mode: Mode::Short,
        ..SolveOptions::default()
    };
    let found = solve(&board, &options);
    assert_eq!(found.verdict, Verdict::Solved, "deal {deal}");
    let line = found.notation(&board);
    (board, line)
}

#[test]
fn a_line_as_played_wins_through_the_checked_rules_with_each_setting_and_autoplays_as_the_setting_does(
) {
    for deal in (1..=30).chain([617]) {
        let (start, line) = solution(deal);
        let solver_moves = line.iter().filter(|t| !t.ends_with('h')).count();
        for setting in SETTINGS {
            let played = as_played(&start, line.iter().map(String::as_str), setting)
                .unwrap_or_else(|| panic!("deal {deal} {setting:?}: the player could not follow"));
            let mut board = start;
            let mut player_moves = 0;
            for (k, p) in played.iter().enumerate() {
                // An autoplayed move is the one the setting makes there, and
                // after a player's move autoplay goes on until it has none.
                if p.autoplayed {
                    assert_eq!(
                        next_autoplay(&board, setting).as_deref(),
                        Some(p.notation.as_str()),
                        "deal {deal} {setting:?} move {k}"
                    );
                } else if k > 0 {
                    assert_eq!(
                        next_autoplay(&board, setting),
                        None,
                        "deal {deal} {setting:?} before move {k}"
                    );
                }
                let mv = board.parse_move(&p.notation).unwrap();
                assert_eq!(mv, p.mv, "deal {deal} {setting:?} move {k}");
                board.play(mv).unwrap();
                if !p.autoplayed && mv.to.cell != CellT::HomeCell {
                    player_moves += 1;
                }
            }
            assert!(board.is_in_win_state(), "deal {deal} {setting:?}");
            // The player makes the solver's moves that are not to a
            // foundation, no more and no fewer.
            assert_eq!(player_moves, solver_moves, "deal {deal} {setting:?}");
            if setting.is_none() {
                assert!(played.iter().all(|p| !p.autoplayed), "deal {deal}");
            }
        }
    }
}

#[test]
fn a_line_that_does_not_win_or_does_not_read_is_none() {
    let (start, line) = solution(1);
    let half = line.iter().take(line.len() / 2).map(String::as_str);
    assert!(as_played(&start, half, Some(Autoplay::Safe)).is_none());
    let mut bad: Vec<&str> = line.iter().map(String::as_str).collect();
    bad[3] = "zz";
    assert!(as_played(&start, bad.iter().copied(), Some(Autoplay::Safe)).is_none());
}

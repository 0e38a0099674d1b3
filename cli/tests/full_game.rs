//! Whole games of deal 1 to the win, typed through a pipe. The moves are
//! fixtures (cli/tests/fixtures/*.moves, one move a line, in the standard
//! notation); each test first proves with the library alone that its moves
//! win, so a failure here is the command's fault, not the fixture's.

mod support;

use freecell::{Autoplay, GameBoard};
use support::freecell;

const WITH_AUTOPLAY: &str = include_str!("fixtures/deal-1-autoplay.moves");
const WITHOUT_AUTOPLAY: &str = include_str!("fixtures/deal-1-no-autoplay.moves");

/// Replays `moves` on deal 1 through the library's checked `parse_move` and
/// `play`, sending cards home with its safe autoplay after each move when
/// asked, and says whether the deal ends won.
fn wins_deal_1(moves: &str, autoplay: bool) -> bool {
    let mut board = GameBoard::from_deal(1).unwrap();
    let send_home = |board: &mut GameBoard| {
        while let Some(mv) = board.autoplay_move(Autoplay::Safe) {
            board.play(mv).unwrap();
        }
    };
    if autoplay {
        send_home(&mut board);
    }
    for (n, text) in moves.lines().enumerate() {
        assert!(!board.is_in_win_state(), "won before move {}", n + 1);
        let mv = board
            .parse_move(text)
            .unwrap_or_else(|e| panic!("move {} {text}: {e}", n + 1));
        board
            .play(mv)
            .unwrap_or_else(|e| panic!("move {} {text}: {e}", n + 1));
        if autoplay {
            send_home(&mut board);
        }
    }
    board.is_in_win_state()
}

fn assert_won(args: &[&str], moves: &str) {
    let count = moves.lines().count();
    let run = freecell(args, moves);
    run.assert_clean_exit();
    assert!(
        run.stdout
            .ends_with(&format!("You won deal 1 in {count} moves!\n")),
        "no win message at the end: {}",
        &run.stdout[run.stdout.len().saturating_sub(800)..]
    );
    // Every move was accepted: nothing was refused on the way.
    assert_eq!(run.stdout.matches("move> ").count(), count);
    assert!(!run.stdout.contains("cannot"), "a move was refused");
    // The last screen has every king on a foundation and no card elsewhere.
    let screen = run.last_screen_lines();
    assert_eq!(screen[0], format!("deal 1, move {count}"));
    let mut homes: Vec<&str> = screen[3].split_whitespace().skip(4).collect();
    homes.sort_unstable();
    assert_eq!(homes, ["KC", "KD", "KH", "KS"]);
    assert_eq!(
        screen[3].split_whitespace().take(4).collect::<Vec<_>>(),
        ["--"; 4]
    );
}

#[test]
fn deal_1_is_won_with_autoplay_on() {
    assert!(wins_deal_1(WITH_AUTOPLAY, true));
    assert_won(&["play", "1"], WITH_AUTOPLAY);
}

#[test]
fn deal_1_is_won_with_autoplay_off() {
    assert!(wins_deal_1(WITHOUT_AUTOPLAY, false));
    let run = freecell(&["play", "1", "--no-autoplay"], WITHOUT_AUTOPLAY);
    assert!(!run.stdout.contains("autoplay:"), "autoplay was on");
    assert_won(&["play", "1", "--no-autoplay"], WITHOUT_AUTOPLAY);
}

#[test]
fn without_autoplay_the_autoplay_fixture_does_not_win() {
    // The fixture leaves the safe cards to autoplay: the command must not
    // send them home when told not to.
    let run = freecell(&["play", "1", "--no-autoplay"], WITH_AUTOPLAY);
    run.assert_clean_exit();
    assert!(!run.stdout.contains("You won"));
    assert!(run.stdout.contains("end of input"));
}

#[test]
fn moves_after_the_win_are_not_read() {
    let mut moves = WITH_AUTOPLAY.to_string();
    moves.push_str("q\n");
    let run = freecell(&["play", "1"], &moves);
    run.assert_clean_exit();
    assert!(run.stdout.ends_with("moves!\n"));
    assert!(!run.stdout.contains("quit:"));
}

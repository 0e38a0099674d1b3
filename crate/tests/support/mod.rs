//! What the solver's tests share: a solution judged by the engine's checked
//! rules alone.

use freecell::GameBoard;

/// Plays the moves through the checked rules; panics on any refused move
/// and returns the number of moves that are not to a foundation.
pub fn replay(start: &GameBoard, moves: &[String]) -> usize {
    let mut board = *start;
    let mut not_home = 0;
    for (i, text) in moves.iter().enumerate() {
        let mv = board
            .parse_move(text)
            .unwrap_or_else(|e| panic!("move {i} '{text}' does not parse: {e}"));
        board
            .play(mv)
            .unwrap_or_else(|e| panic!("move {i} '{text}' is refused: {e}"));
        if !text.ends_with('h') {
            not_home += 1;
        }
    }
    assert!(board.is_in_win_state(), "the moves do not win");
    not_home
}

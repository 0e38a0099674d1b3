//! `freecell play` with moves piped in: what the player sees for a legal
//! move, an illegal one, an empty pile, undo and redo, basic FreeCell,
//! quitting and the end of the input.

mod support;

use support::freecell;

const DEAL_1_WIN: &str = include_str!("fixtures/deal-1-autoplay.moves");

/// The first `n` moves of the winning fixture for deal 1 (with autoplay),
/// one a line.
fn opening_of_deal_1(n: usize) -> String {
    DEAL_1_WIN
        .lines()
        .take(n)
        .map(|m| format!("{m}\n"))
        .collect()
}

/// The fixture's 21st move is `35`, two cards from cascade 3 onto cascade 5,
/// with every free cell full and cascade 8 empty.
const BEFORE_THE_RUN: usize = 20;

/// After its 23rd move cascade 8 is empty and the next move, `28/2`, fills
/// it with two cards.
const CASCADE_8_EMPTY: usize = 23;

/// The row of free cells and foundations on the last screen.
fn cells_row(run: &support::Run) -> String {
    run.last_screen_lines()[3].to_string()
}

#[test]
fn the_first_screen_shows_the_deal_cells_foundations_and_cascades() {
    let run = freecell(&["play", "1"], "q\n");
    run.assert_clean_exit();
    let screen = run.last_screen_lines();
    assert_eq!(screen[0], "deal 1, move 0");
    assert_eq!(screen[2], "   a   b   c   d      foundations");
    assert_eq!(screen[3], "  --  --  --  --      --  --  --  --");
    assert_eq!(screen[5], "   1   2   3   4   5   6   7   8");
    assert_eq!(screen[6], "  JD  2D  9H  JC  5D  7H  7C  5H");
    assert_eq!(screen[12], "  6S  9C  2H  6H");
    // Piped output is plain text: no colour escapes.
    assert!(!run.stdout.contains('\x1b'));
}

#[test]
fn an_illegal_move_is_refused_with_the_reason_and_the_game_goes_on() {
    let run = freecell(&["play", "1"], "12\n6a\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains(
        "move> 12\nSame colour: the six of spades cannot go on the nine of clubs.\nmove> 6a\n"
    ));
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 1");
    assert_eq!(cells_row(&run), "  3D  --  --  --      --  --  --  --");
}

#[test]
fn an_unreadable_move_is_explained_and_asked_again() {
    let run = freecell(&["play", "1"], "9z\n\n6a\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains("'9z' is not a move"), "{}", run.stdout);
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 1");
}

#[test]
fn moving_from_an_empty_pile_is_answered() {
    // A free cell and a foundation at the start.
    let run = freecell(&["play", "1"], "a1\nh1\nq\n");
    run.assert_clean_exit();
    assert!(
        run.stdout
            .contains("move> a1\nThere is no card there to move.\n"),
        "{}",
        run.stdout
    );
    assert!(run
        .stdout
        .contains("move> h1\nCards on a foundation stay there"));
    // An emptied cascade.
    assert_eq!(DEAL_1_WIN.lines().nth(CASCADE_8_EMPTY), Some("28/2"));
    let moves = opening_of_deal_1(CASCADE_8_EMPTY) + "81\nq\n";
    let run = freecell(&["play", "1"], &moves);
    run.assert_clean_exit();
    assert!(run
        .stdout
        .contains("move> 81\nThere is no card there to move.\n"));
    assert!(run.stdout.contains("quit: left deal 1 after 23 moves"));
}

#[test]
fn a_run_moves_in_one_action_in_full_freecell_and_card_by_card_in_basic() {
    assert_eq!(DEAL_1_WIN.lines().nth(BEFORE_THE_RUN), Some("35"));
    let full = freecell(
        &["play", "1"],
        opening_of_deal_1(BEFORE_THE_RUN) + "35\nq\n",
    );
    full.assert_clean_exit();
    assert_eq!(full.last_screen_lines()[0], "deal 1, move 21");

    // Basic FreeCell refuses the same move, then takes it card by card
    // through the empty cascade 8.
    let basic = freecell(
        &["play", "1", "--basic"],
        opening_of_deal_1(BEFORE_THE_RUN) + "35\n38\n35\n85\nq\n",
    );
    basic.assert_clean_exit();
    assert!(
        basic.stdout.contains(
            "move> 35\nthis is basic FreeCell, one card per move, and 35 would move 2 cards"
        ),
        "{}",
        basic.stdout
    );
    let basic_board = basic.last_board();
    assert_eq!(basic_board[0], "deal 1, move 23 (basic: one card per move)");
    assert_eq!(basic_board[1..], full.last_board()[1..]);
    assert_eq!(basic_board.len(), 14, "{basic_board:?}");
}

#[test]
fn basic_freecell_refuses_a_count_of_several_cards() {
    // As above, 7S and 6D end on cascade 5 and cascade 8 is empty again.
    let moves = opening_of_deal_1(BEFORE_THE_RUN) + "38\n35\n85\n58/2\n58\nq\n";
    let run = freecell(&["play", "1", "--basic"], moves);
    run.assert_clean_exit();
    assert!(run.stdout.contains(
        "move> 58/2\nthis is basic FreeCell, one card per move, and 58/2 would move 2 cards"
    ));
    let board = run.last_board();
    assert_eq!(board[0], "deal 1, move 24 (basic: one card per move)");
    assert_eq!(board[6], "  JD  2D  9H  JC  5D  7H  7C  6D");
}

#[test]
fn autoplay_sends_safe_cards_home_and_says_so() {
    let run = freecell(&["play", "1"], "6a\n6b\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains(
        "autoplay: AC to the foundation\nautoplay: AS to the foundation\nautoplay: 2C to the foundation\n"
    ));
    assert_eq!(cells_row(&run), "  3D  --  --  --      2C  AS  --  --");
}

#[test]
fn no_autoplay_leaves_the_aces_where_they_are() {
    let run = freecell(&["play", "1", "--no-autoplay"], "6a\n6b\nq\n");
    run.assert_clean_exit();
    assert!(!run.stdout.contains("autoplay:"));
    assert_eq!(cells_row(&run), "  3D  2C  --  --      --  --  --  --");
    // Sending a card home by hand still works.
    let run = freecell(&["play", "1", "--no-autoplay"], "6a\n6b\n6h\nq\n");
    assert_eq!(cells_row(&run), "  3D  2C  --  --      AC  --  --  --");
}

#[test]
fn undo_takes_back_a_move_with_its_autoplay_and_redo_plays_it_again() {
    let run = freecell(&["play", "1"], "6a\n6b\nu\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains("undone: back to move 1"));
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 1");
    assert_eq!(cells_row(&run), "  3D  --  --  --      --  --  --  --");
    // AC, AS and 2C are back on cascade 6, under 3D's old place.
    assert_eq!(
        run.last_screen_lines()[8],
        "  2S  KS  9D  QD  JS  AS  AH  3C"
    );

    let run = freecell(&["play", "1"], "6a\n6b\nu\nu\nr\nr\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains("redone: move 2"));
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 2");
    assert_eq!(cells_row(&run), "  3D  --  --  --      2C  AS  --  --");
}

#[test]
fn undo_and_redo_say_when_there_is_nothing_to_do() {
    let run = freecell(&["play", "1"], "u\nr\n6a\nr\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains("move> u\nnothing to undo"));
    assert!(run.stdout.contains("move> r\nnothing to redo"));
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 1");
}

#[test]
fn a_move_after_undo_replaces_the_undone_one() {
    let run = freecell(&["play", "1"], "6a\nu\n1a\nr\nq\n");
    run.assert_clean_exit();
    assert!(run.stdout.contains("move> r\nnothing to redo"));
    assert_eq!(cells_row(&run), "  6S  --  --  --      --  --  --  --");
}

#[test]
fn quit_stops_at_once() {
    let run = freecell(&["play", "1"], "6a\nq\n6b\n");
    run.assert_clean_exit();
    assert!(run
        .stdout
        .ends_with("move> q\nquit: left deal 1 after 1 move (freecell play 1 to play it again)\n"));
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 1");
}

#[test]
fn the_end_of_the_input_ends_the_game_cleanly() {
    let run = freecell(&["play", "1"], "6a\n");
    run.assert_clean_exit();
    assert!(run
        .stdout
        .ends_with("end of input: left deal 1 after 1 move (freecell play 1 to play it again)\n"));
    // Without a final newline, and with nothing at all.
    let run = freecell(&["play", "1"], "6a");
    run.assert_clean_exit();
    assert!(run
        .stdout
        .contains("end of input: left deal 1 after 1 move "));
    let run = freecell(&["play", "1"], "");
    run.assert_clean_exit();
    assert!(run
        .stdout
        .contains("end of input: left deal 1 after 0 moves"));
}

#[test]
fn help_at_the_prompt_explains_moves_and_changes_nothing() {
    let run = freecell(&["play", "1"], "?\nq\n");
    run.assert_clean_exit();
    for text in [
        "3a ",
        "a6 ",
        "3h ",
        "36/4",
        "u undo, r redo, ? (or h) help, q quit",
    ] {
        assert!(run.stdout.contains(text), "missing {text:?}");
    }
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 0");
    // Basic play says runs move card by card, and the way back keeps its options.
    let run = freecell(&["play", "1", "--basic", "--no-autoplay"], "?\nq\n");
    run.assert_clean_exit();
    assert!(run
        .stdout
        .contains("Every move carries one card (basic FreeCell)."));
    assert!(!run.stdout.contains("A run moves at once"));
    assert!(run
        .stdout
        .contains("(freecell play 1 --basic --no-autoplay to play it again)"));
}

#[test]
fn lines_that_are_not_text_do_not_end_the_game() {
    let run = freecell(&["play", "1"], &b"\xff\xfe\x00\n6a\r\nq\n"[..]);
    run.assert_clean_exit();
    assert!(run.stdout.contains("is not a move"));
    assert_eq!(run.last_screen_lines()[0], "deal 1, move 1");
}

#[test]
fn a_random_deal_says_its_number_and_that_number_replays_it() {
    let run = freecell(&["play"], "q\n");
    run.assert_clean_exit();
    let heading = run.last_screen_lines()[0].to_string();
    let number: u64 = heading
        .strip_prefix("deal ")
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no deal number in {heading:?}"));
    assert!((1..=1_000_000).contains(&number));
    assert!(run
        .stdout
        .contains(&format!("freecell play {number} plays this deal again")));
    let again = freecell(&["play", &number.to_string()], "q\n");
    assert_eq!(again.last_screen_lines(), run.last_screen_lines());
}

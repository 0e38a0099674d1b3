//! `freecell play` of the other games of the family, moves piped in: the
//! board each game has (ten cascades, eight free cells, none), its
//! notation (cascade 0, free cell i), its rules' refusals, and the notes
//! that name the game so it can be dealt again.

mod support;

use support::freecell;

#[test]
fn seahaven_shows_ten_cascades_and_takes_moves_from_and_to_cascade_0() {
    // Deal 1's cascades end ... TC (8), ... 9C (0, the tenth) and 6D (1),
    // with 7D under the 9C: by suit, 9C goes on TC, then 6D on 7D.
    let run = freecell(&["play", "1", "--game", "seahaven"], "08\n10\n12\n0a\nq\n");
    run.assert_clean_exit();
    let first: Vec<&str> = run.stdout.lines().take(11).collect();
    assert_eq!(
        first,
        [
            "deal 1 of Seahaven Towers, move 0",
            "",
            "   a   b   c   d      foundations",
            "  --  2H  6H  --      --  --  --  --",
            "",
            "   1   2   3   4   5   6   7   8   9   0",
            "  JD  2D  9H  JC  5D  7H  7C  5H  KD  KC",
            "  9S  5S  AD  QC  KH  3H  2S  KS  9D  QD",
            "  JS  AS  AH  3C  4C  5C  TS  QH  4H  AC",
            "  4D  7S  3S  TD  4S  TH  8H  2C  JH  7D",
            "  6D  8S  8D  QS  6C  3D  8C  TC  6S  9C",
        ]
    );
    assert!(
        run.stdout
            .contains("cascades 1-9, 0, free cells a-d, foundations h"),
        "{}",
        run.stdout
    );
    // The rule of the game says why a move is refused.
    assert!(run
        .stdout
        .contains("move> 12\nSeahaven Towers builds by suit: the four of diamonds cannot go on the eight of spades.\n"));
    let board = run.last_board();
    assert_eq!(board[0], "deal 1 of Seahaven Towers, move 3");
    assert_eq!(board[3], "  6D  2H  6H  --      --  --  --  --");
    // 6D has left cascade 1 for cascade 0 and then cell a; 9C sits on TC.
    assert_eq!(board[9], "  4D  7S  3S  TD  4S  TH  8H  2C  JH  7D");
    assert_eq!(board[10], "      8S  8D  QS  6C  3D  8C  TC  6S");
    assert_eq!(board[11], "                              9C");
    assert_eq!(board.len(), 12);
    assert!(run.stdout.ends_with(
        "quit: left deal 1 of Seahaven Towers after 3 moves (freecell play 1 --game seahaven to play it again)\n"
    ));
}

#[test]
fn the_board_after_a_move_onto_cascade_0_shows_it_there() {
    let run = freecell(&["play", "1", "--game", "seahaven"], "08\n10\nq\n");
    run.assert_clean_exit();
    let board = run.last_board();
    assert_eq!(board[0], "deal 1 of Seahaven Towers, move 2");
    assert_eq!(board[10], "      8S  8D  QS  6C  3D  8C  TC  6S  6D");
}

#[test]
fn eight_off_shows_eight_free_cells_and_takes_moves_to_and_from_cell_i() {
    let run = freecell(&["play", "1", "--game", "eight-off"], "1i\ni1\nib\nu\nq\n");
    run.assert_clean_exit();
    let first: Vec<&str> = run.stdout.lines().take(6).collect();
    assert_eq!(
        first,
        [
            "deal 1 of Eight Off, move 0",
            "",
            "   a   b   c   d   e   f   g   i      foundations",
            "  6S  --  9C  --  2H  --  6H  --      --  --  --  --",
            "",
            "   1   2   3   4   5   6   7   8",
        ]
    );
    assert!(run.stdout.contains("free cells a-g, i"));
    // 6D went to cell i, is refused on 3S, then goes to cell b; undo
    // brings it back to i.
    assert!(run
        .stdout
        .contains("  6S  --  9C  --  2H  --  6H  6D      --  --  --  --"));
    assert!(run.stdout.contains(
        "move> i1\nOnly the two of spades goes on the three of spades, not the six of diamonds."
    ));
    assert!(run
        .stdout
        .contains("  6S  6D  9C  --  2H  --  6H  --      --  --  --  --"));
    assert!(run.stdout.contains("undone: back to move 1"));
    let board = run.last_board();
    assert_eq!(board[0], "deal 1 of Eight Off, move 1");
    assert_eq!(
        board[3],
        "  6S  --  9C  --  2H  --  6H  6D      --  --  --  --"
    );
}

#[test]
fn without_free_cells_a_move_to_one_is_not_a_move() {
    let run = freecell(&["play", "1", "--cells", "0"], "1a\n?\nq\n");
    run.assert_clean_exit();
    let board = run.last_board();
    assert_eq!(board[0], "deal 1 of FreeCell with no free cells, move 0");
    assert_eq!(board[2], "      foundations");
    assert_eq!(board[3], "      --  --  --  --");
    assert_eq!(board[5], "   1   2   3   4   5   6   7   8");
    assert!(run
        .stdout
        .contains("move> 1a\n'1a' is not a move: write where from, then where to (cascades 1-8, no free cells, foundations h)"));
    assert!(run
        .stdout
        .contains("A move is where from, then where to: cascades 1-8, no free cells"));
    assert!(run
        .stdout
        .contains("(freecell play 1 --cells 0 to play it again)"));
}

#[test]
fn another_cell_count_is_named_and_played() {
    let run = freecell(
        &["play", "1", "--game", "bakers-game", "--cells", "2"],
        "6a\n6b\n6c\nq\n",
    );
    run.assert_clean_exit();
    assert!(run
        .stdout
        .contains("type a move such as 3a (cascades 1-8, free cells a-b, foundations h)"));
    // Cascade 6 ends AC 2C 3D: with 3D and 2C parked, AC goes home, and
    // then by suit 2C follows it and AS goes too. Cell c does not exist.
    assert!(run.stdout.contains("move> 6c\n'6c' is not a move"));
    let board = run.last_board();
    assert_eq!(board[0], "deal 1 of Baker's Game with 2 free cells, move 2");
    assert_eq!(board[2], "   a   b      foundations");
    assert!(run
        .stdout
        .ends_with("(freecell play 1 --game bakers-game --cells 2 to play it again)\n"));
}

#[test]
fn help_at_the_prompt_states_the_games_rules() {
    let run = freecell(&["play", "1", "--game", "seahaven"], "?\nq\n");
    run.assert_clean_exit();
    for line in [
        "Seahaven Towers:",
        "  The 10 cascades are built down in one suit",
        "  The deal puts its last 2 cards in free cells b, c.",
        "  Only a king may start an empty cascade.",
    ] {
        assert!(run.stdout.contains(line), "missing {line:?}");
    }
    let run = freecell(&["play", "1"], "?\nq\n");
    for line in [
        "FreeCell:",
        "  The 8 cascades are built down in alternating colours",
        "  Any card may start an empty cascade.",
    ] {
        assert!(run.stdout.contains(line), "missing {line:?}");
    }
}

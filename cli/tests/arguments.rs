//! Help and bad arguments: a clear word on standard error and exit status
//! 2, never a panic.

mod support;

use support::freecell;

fn assert_refused(args: &[&str], reason: &str) {
    let run = freecell(args, "");
    assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "{args:?} printed {}", run.stdout);
    assert!(
        run.stderr.contains(reason),
        "{args:?} should say {reason:?}, said: {}",
        run.stderr
    );
    assert!(run.stderr.contains("usage: freecell"), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
}

#[test]
fn deal_refuses_numbers_that_are_not_deals() {
    assert_refused(&["deal", "0"], "0 is not one");
    assert_refused(&["deal", "abc"], "'abc' is not a deal number");
    assert_refused(&["deal", "2147483648"], "2147483648 is not one");
    assert_refused(&["deal", "-1"], "'-1' is not a deal number");
    assert_refused(&["deal", "1.5"], "'1.5' is not a deal number");
    assert_refused(&["deal"], "which deal?");
    assert_refused(&["deal", "1", "2"], "one deal number at a time");
}

#[test]
fn unknown_options_are_named() {
    assert_refused(&["deal", "1", "--colums"], "unknown option '--colums'");
    assert_refused(&["play", "1", "--fast"], "unknown option '--fast'");
    assert_refused(&["play", "-x"], "unknown option '-x'");
}

#[test]
fn play_refuses_bad_deal_numbers_before_reading_moves() {
    assert_refused(&["play", "0"], "0 is not one");
    assert_refused(&["play", "abc"], "'abc' is not a deal number");
    assert_refused(&["play", "2147483648"], "2147483648 is not one");
    assert_refused(&["play", "1", "2"], "one deal number at a time");
}

#[test]
fn an_unknown_command_or_none_is_refused() {
    let run = freecell(&["shuffle"], "");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("unknown command 'shuffle'"));
    let run = freecell(&[], "");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("usage:"));
}

#[test]
fn top_level_help_lists_the_commands() {
    for flag in ["--help", "-h"] {
        let run = freecell(&[flag], "");
        run.assert_clean_exit();
        for text in [
            "freecell deal N [--columns]",
            "freecell play [N] [--basic]",
            "freecell daily [DATE]",
            "freecell solve N|A..B|A,B,...",
            "freecell solve --position TEXT",
            "freecell games",
            "--game NAME",
            "--cells K",
        ] {
            assert!(run.stdout.contains(text), "{flag}: {}", run.stdout);
        }
    }
}

#[test]
fn deal_help_explains_rows_and_columns() {
    let run = freecell(&["deal", "--help"], "");
    run.assert_clean_exit();
    for text in [
        "usage: freecell deal N [--columns]",
        "--columns",
        "2147483647",
        "7H or TC",
    ] {
        assert!(
            run.stdout.contains(text),
            "missing {text:?}: {}",
            run.stdout
        );
    }
}

#[test]
fn play_help_explains_the_moves_and_commands() {
    let run = freecell(&["play", "--help"], "");
    run.assert_clean_exit();
    for text in [
        "--basic",
        "--no-autoplay",
        "3a ",
        "36/4",
        "u  undo",
        "r  redo",
        "q  quit",
        "NO_COLOR",
        "random",
    ] {
        assert!(
            run.stdout.contains(text),
            "missing {text:?}: {}",
            run.stdout
        );
    }
}

#[test]
fn an_unknown_game_is_refused_with_the_names_of_the_games() {
    for command in [&["deal", "1"][..], &["play", "1"], &["solve", "1"]] {
        let args = [command, &["--game", "spider"]].concat();
        assert_refused(&args, "there is no game called 'spider'");
        let run = freecell(&args, "");
        for name in ["freecell", "bakers-game", "eight-off", "seahaven"] {
            assert!(run.stderr.contains(name), "{args:?}: {}", run.stderr);
        }
    }
    assert_refused(&["deal", "1", "--game"], "--game needs a game's name");
    assert_refused(&["deal", "1", "--game", "--columns"], "--game needs");
}

#[test]
fn a_count_of_free_cells_out_of_range_is_refused_with_the_range() {
    for command in [&["deal", "1"][..], &["play", "1"], &["solve", "1"]] {
        let args = [command, &["--cells", "9"]].concat();
        assert_refused(&args, "a game has 0 to 8 free cells, not 9");
    }
    assert_refused(&["play", "1", "--cells", "-1"], "0 to 8");
    assert_refused(&["play", "1", "--cells", "two"], "'two'");
    assert_refused(
        &["deal", "1", "--cells", "2", "--cells=3"],
        "--cells is given twice",
    );
    assert_refused(&["deal", "1", "--columns=yes"], "--columns takes no value");
}

#[test]
fn solve_refuses_what_it_cannot_read() {
    assert_refused(&["solve"], "which deals?");
    assert_refused(&["solve", "0"], "0 is not one");
    assert_refused(&["solve", "5..3"], "the range 5..3 is empty");
    assert_refused(&["solve", "1..x"], "'x' is not a deal number");
    // Two billion deals would want hundreds of gigabytes before any work.
    assert_refused(
        &["solve", "1..2147483647"],
        "1..2147483647 is 2147483647 deals: at most 10000000 are taken at once",
    );
    assert_refused(
        &["grade", "1..5000000", "5000001..10000001"],
        "at most 10000000",
    );
    assert_refused(&["solve", "1", "--slow"], "unknown option '--slow'");
    assert_refused(
        &["solve", "1", "--threads", "0"],
        "--threads needs a positive whole number",
    );
    assert_refused(
        &["solve", "1", "--max-nodes", "lots"],
        "--max-nodes needs a positive whole number, not 'lots'",
    );
    assert_refused(
        &["solve", "1", "--max-nodes"],
        "--max-nodes needs a positive whole number",
    );
}

#[test]
fn solve_refuses_a_bad_position_and_mixed_requests() {
    assert_refused(&["solve", "--position"], "--position needs a position");
    assert_refused(
        &["solve", "--position", "JD2D/9H"],
        "--position is not a position: a position has 16 piles",
    );
    // A card twice, and a game that does not exist.
    let deal_1 = "JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC////////";
    let twice = deal_1.replacen("JD", "KD", 1);
    assert_refused(
        &["solve", "--position", &twice],
        "KD is in the position twice",
    );
    assert_refused(
        &["solve", "--position", &format!("spider:{deal_1}")],
        "there is no game called 'spider'",
    );
    assert_refused(
        &["solve", "--position", deal_1, "617"],
        "give deal numbers or --position, not both",
    );
    assert_refused(
        &["solve", "--position", deal_1, "--game", "seahaven"],
        "a position names its own game",
    );
    assert_refused(
        &["solve", "--position", deal_1, "--cells", "2"],
        "leave out --game and --cells",
    );
}

#[test]
fn games_takes_no_arguments() {
    assert_refused(
        &["games", "seahaven"],
        "games takes no arguments ('seahaven')",
    );
    assert_refused(&["games", "--all"], "unknown option '--all'");
}

#[test]
fn every_command_explains_the_game_options() {
    for command in ["deal", "play", "daily", "solve"] {
        let run = freecell(&[command, "--help"], "");
        run.assert_clean_exit();
        for text in ["--game NAME", "--cells K", "0 to 8", "freecell games"] {
            assert!(run.stdout.contains(text), "{command}: missing {text:?}");
        }
    }
    let run = freecell(&["solve", "--help"], "");
    for text in [
        "--position TEXT",
        "seahaven:",
        "--json",
        "impossible",
        "gave up",
    ] {
        assert!(run.stdout.contains(text), "solve: missing {text:?}");
    }
    let run = freecell(&["games", "--help"], "");
    run.assert_clean_exit();
    assert!(run.stdout.contains("usage: freecell games"));
    // `help COMMAND` is `COMMAND --help`.
    assert_eq!(
        freecell(&["help", "solve"], "").stdout,
        freecell(&["solve", "--help"], "").stdout
    );
}

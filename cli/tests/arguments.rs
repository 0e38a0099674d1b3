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
        for text in ["freecell deal N [--columns]", "freecell play [N] [--basic]"] {
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

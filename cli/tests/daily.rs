//! `freecell daily`: a date's daily deal, the page's (the deal numbers are
//! those `crate/tests/daily.rs` pins), named by its date in the title; a
//! date that is no day with a daily deal, or that is after today where the
//! player is, refused with the reason and no game started.

mod support;

use support::{freecell, freecell_with, Run};

/// The board drawn first, under its heading: the lines after the
/// heading, up to the opening note.
fn first_board(run: &Run) -> Vec<&str> {
    run.stdout
        .lines()
        .skip(1)
        .take_while(|line| !line.starts_with("type a move"))
        .collect()
}

/// The daily deal of `date` is `deal`: named so in the title and the quit
/// line, dealt as `freecell play deal` deals it, and played again by date.
fn expect_daily(date: &str, long_date: &str, deal: &str) {
    let run = freecell(&["daily", date], "q\n");
    run.assert_clean_exit();
    let heading = format!("daily deal of {long_date} (deal {deal}), move 0");
    assert_eq!(run.stdout.lines().next(), Some(heading.as_str()));
    assert!(
        run.stdout.contains(&format!(
            "quit: left daily deal of {long_date} (deal {deal}) after 0 moves (freecell daily {date} to play it again)"
        )),
        "{}",
        run.stdout
    );
    let numbered = freecell(&["play", deal], "q\n");
    assert_eq!(first_board(&run), first_board(&numbered));
    assert!(first_board(&run).len() > 8, "{}", run.stdout);
}

#[test]
fn a_dates_daily_deal_is_the_pages() {
    expect_daily("2026-11-23", "23 November 2026", "985742");
    expect_daily("2026-11-28", "28 November 2026", "978980");
}

#[test]
fn the_daily_takes_the_game_options_and_says_the_date_in_the_language() {
    let run = freecell(&["daily", "2026-11-28", "--game", "seahaven"], "q\n");
    run.assert_clean_exit();
    let heading = run.stdout.lines().next().unwrap();
    assert!(
        heading.starts_with("daily deal of 28 November 2026 of Seahaven Towers (deal "),
        "{heading}"
    );
    // A deal of its own, not FreeCell's of the day.
    assert!(!heading.contains("978980"), "{heading}");
    assert!(run
        .stdout
        .contains("(freecell daily 2026-11-28 --game seahaven to play it again)"));
    let run = freecell_with(
        &["daily", "2026-11-01", "--basic"],
        "q\n",
        &[("LANG", "fr_FR.UTF-8")],
    );
    run.assert_clean_exit();
    assert!(
        run.stdout
            .starts_with("donne du jour du 1er novembre 2026 (donne "),
        "{}",
        run.stdout
    );
    assert!(run
        .stdout
        .contains("(freecell daily 2026-11-01 --basic pour la rejouer)"));
    let run = freecell_with(&["daily", "2026-11-28"], "q\n", &[("LANG", "pl_PL")]);
    assert!(
        run.stdout
            .starts_with("rozdanie dnia 28 listopada 2026 (rozdanie 978980), ruch 0"),
        "{}",
        run.stdout
    );
}

/// `freecell daily ARGS` refused in a language: status 2, the reason,
/// the usage line, and no game started.
fn expect_refused(args: &[&str], env: &[(&str, &str)], reason: &str) {
    let mut words = vec!["daily"];
    words.extend(args);
    let run = freecell_with(&words, "q\n", env);
    assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "{args:?} started: {}", run.stdout);
    assert!(
        run.stderr
            .starts_with(&format!("freecell daily: {reason}\n")),
        "{args:?} in {env:?}: {}",
        run.stderr
    );
    assert!(
        run.stderr.contains(": freecell daily [DATE] "),
        "{}",
        run.stderr
    );
}

#[test]
fn a_date_that_is_no_day_with_a_daily_deal_is_refused_with_the_engines_reason() {
    let en = [("LANG", "C")];
    expect_refused(&["2026-02-30"], &en, "2026-02 has days 1 to 28, not 30");
    expect_refused(&["2026-13-01"], &en, "a month is 1 to 12, not 13");
    expect_refused(
        &["28/11/2026"],
        &en,
        "a date is written YYYY-MM-DD, such as 2026-11-28, not 28/11/2026",
    );
    expect_refused(
        &["1999-12-31"],
        &en,
        "daily deals are dated from the year 2000 to 2999, not 1999",
    );
    expect_refused(
        &["2026-11-01", "2026-11-02"],
        &en,
        "one date at a time ('2026-11-02' is one too many)",
    );
    let de = [("LANG", "de_DE.UTF-8")];
    expect_refused(
        &["2026-02-30"],
        &de,
        "2026-02 hat die Tage 1 bis 28, nicht 30",
    );
    expect_refused(
        &["1999-12-31", "--game", "seahaven"],
        &[("LANG", "es_ES.UTF-8")],
        "las partidas del día van del año 2000 al 2999, no 1999",
    );
}

#[test]
fn a_date_after_today_is_refused() {
    expect_refused(
        &["2999-12-31"],
        &[("LANG", "C")],
        "there is no daily deal for 31 December 2999 yet: it opens on the day",
    );
    expect_refused(
        &["2999-12-31"],
        &[("LANG", "pl_PL.UTF-8")],
        "nie ma jeszcze rozdania dnia na 31 grudnia 2999: otworzy się tego dnia",
    );
}

/// The date `freecell daily` (no date) plays where clocks are `tz` (a
/// POSIX TZ), read from the command it gives to play it again.
fn today_in(tz: &str) -> String {
    let run = freecell_with(&["daily"], "q\n", &[("LANG", "C"), ("TZ", tz)]);
    run.assert_clean_exit();
    let (_, after) = run
        .stdout
        .split_once("(freecell daily ")
        .expect("the command to play it again");
    after[..10].to_string()
}

#[test]
fn today_is_the_local_date_and_tomorrow_is_not_open_there_yet() {
    // Kiribati's clocks (UTC+14) are 26 hours ahead of Baker Island's
    // (UTC-12): the first's today is always a later day than the second's.
    let east = today_in("EAST-14");
    let west = today_in("WEST+12");
    assert!(east > west, "{east} is not after {west}");
    let run = freecell_with(
        &["daily", &east],
        "q\n",
        &[("LANG", "C"), ("TZ", "WEST+12")],
    );
    assert_eq!(run.code, Some(2), "{}", run.stdout);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert!(
        run.stderr.contains("there is no daily deal for ") && run.stderr.contains(" yet"),
        "{}",
        run.stderr
    );
    // Where it is today, that day's deal is played.
    let run = freecell_with(
        &["daily", &east],
        "q\n",
        &[("LANG", "C"), ("TZ", "EAST-14")],
    );
    run.assert_clean_exit();
    assert!(run.stdout.starts_with("daily deal of "), "{}", run.stdout);
}

#[test]
fn deal_prints_a_dates_daily_deal() {
    for (date, deal) in [("2026-11-23", "985742"), ("2026-11-28", "978980")] {
        let daily = freecell(&["deal", "--daily", date, "--columns"], "");
        daily.assert_clean_exit();
        let numbered = freecell(&["deal", deal, "--columns"], "");
        assert_eq!(daily.stdout, numbered.stdout, "{date}");
        assert_eq!(daily.stdout.lines().count(), 8, "{}", daily.stdout);
    }
    let refused = |args: &[&str], reason: &str| {
        let run = freecell(args, "");
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        assert!(
            run.stderr
                .starts_with(&format!("freecell deal: {reason}\n")),
            "{args:?}: {}",
            run.stderr
        );
    };
    refused(
        &["deal", "5", "--daily", "2026-11-28"],
        "give a deal number or --daily, not both ('5' and a date)",
    );
    refused(
        &["deal", "--daily", "2026-02-30"],
        "2026-02 has days 1 to 28, not 30",
    );
    refused(
        &["deal", "--daily", "2999-12-31"],
        "there is no daily deal for 31 December 2999 yet: it opens on the day",
    );
    refused(
        &["deal", "--daily"],
        "--daily needs a date, written YYYY-MM-DD",
    );
}

//! Standard output that cannot be written: closed before the command
//! starts (`freecell deal 1 >&-`), a full disk, a reader that went away.
//! Every command ends with status 1, and says why on standard error unless
//! the reader went away (`| head -1`), where silence is the custom. Before,
//! a closed standard output was lost without a word and status 0: Rust
//! opens `/dev/null` in its place before `main`.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Each command, with its arguments and what it reads on standard input.
const COMMANDS: [(&[&str], &str); 9] = [
    (&["deal", "1"], ""),
    (&["deal", "--daily", "2026-11-28", "--columns"], ""),
    (&["games"], ""),
    (&["solve", "1", "--fast"], ""),
    (&["grade", "1", "--max-nodes", "2000"], ""),
    (&["play", "1"], "q\n"),
    (&["daily", "2026-11-28"], "q\n"),
    (&["--help"], ""),
    (&["solve", "--help"], ""),
];

/// Runs `command` in English with `input` piped in, and how it ended.
fn run(mut command: Command, input: &str) -> Output {
    for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] {
        command.env_remove(name);
    }
    let mut child = command
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command runs");
    let mut stdin = child.stdin.take().expect("piped");
    // The command may end before it reads: not the test's failure.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("it ends")
}

/// `freecell ARGS` run by the shell with standard output closed (`>&-`).
fn closed(args: &[&str]) -> Command {
    let mut command = Command::new("sh");
    command
        .args([
            "-c",
            r#"exec "$0" "$@" >&-"#,
            env!("CARGO_BIN_EXE_freecell"),
        ])
        .args(args);
    command
}

/// `freecell ARGS` writing to `stdout`.
fn to(args: &[&str], stdout: impl Into<Stdio>) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_freecell"));
    command.args(args).stdout(stdout);
    command
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8")
}

#[test]
fn every_command_with_standard_output_closed_fails_and_says_so() {
    for (args, input) in COMMANDS {
        let output = run(closed(args), input);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(
            stderr(&output),
            "freecell: nothing could be written: standard output is closed\n",
            "{args:?}"
        );
    }
    // In the player's language; a command line refused still says why, status 2.
    let output = run(closed(&["deal", "1", "--lang", "de"]), "");
    assert_eq!(
        stderr(&output),
        "freecell: es konnte nichts ausgegeben werden: die Standardausgabe ist geschlossen\n"
    );
    let output = run(closed(&["deal", "one"]), "");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("'one' is not a deal number"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn output_to_dev_null_is_written_and_ends_well() {
    // Not to be taken for a closed standard output, which Rust makes /dev/null.
    for (args, input) in COMMANDS {
        let null = std::fs::File::create("/dev/null").expect("/dev/null");
        let output = run(to(args, null), input);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(stderr(&output), "", "{args:?}");
    }
}

#[test]
fn a_full_disk_fails_and_says_so() {
    // Linux's /dev/full refuses every write: no space left on the device.
    let Ok(_) = std::fs::File::create("/dev/full") else {
        return;
    };
    for (args, input) in COMMANDS {
        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let output = run(to(args, full), input);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(
            stderr(&output),
            "freecell: nothing more could be written: the disk is full\n",
            "{args:?}"
        );
    }
}

#[test]
fn a_reader_gone_before_the_first_line_ends_the_command_quietly() {
    for (args, input) in COMMANDS {
        // The pipe's reading end is closed before the command starts.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let output = run(to(args, writer), input);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(stderr(&output), "", "{args:?}");
    }
}

#[test]
fn moves_that_cannot_be_read_end_the_game_and_say_so() {
    // A directory as standard input: reading it fails.
    let mut command = Command::new(env!("CARGO_BIN_EXE_freecell"));
    let output = command
        .args(["play", "1"])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(std::fs::File::open("/").expect("the root folder"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("it runs");
    assert_eq!(output.status.code(), Some(1));
    let said = stderr(&output);
    assert!(
        said.starts_with("freecell: the moves could not be read ("),
        "{said}"
    );
}

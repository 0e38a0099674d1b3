//! Runs the built `freecell` binary the way a user's shell would, with
//! standard input piped in.

#![allow(dead_code)] // each test file uses its own share of these helpers

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// What one run of the command printed and how it ended.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: Option<i32>,
}

/// Runs `freecell ARGS` with `input` as its standard input, in English
/// (`LANG=C`, whatever the test's own environment says).
pub fn freecell(args: &[&str], input: impl AsRef<[u8]>) -> Run {
    freecell_with(args, input, &[("LANG", "C")])
}

/// Runs `freecell ARGS` with `input` as its standard input and `env` its
/// locale variables (`LC_ALL`, `LC_MESSAGES` and `LANG` not named there
/// are unset).
pub fn freecell_with(args: &[&str], input: impl AsRef<[u8]>, env: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_freecell"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    let mut child = command
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the freecell binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // The program may stop reading early (a quit, a win): a closed pipe is
    // not the test's failure.
    let _ = stdin.write_all(input.as_ref());
    drop(stdin);
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("the run finishes");
    Run {
        stdout: String::from_utf8(stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(stderr).expect("stderr is UTF-8"),
        code: status.code(),
    }
}

impl Run {
    /// Asserts a clean end: status 0 and nothing that smells of a panic.
    pub fn assert_clean_exit(&self) {
        assert_eq!(self.code, Some(0), "stderr: {}", self.stderr);
        assert!(!self.stderr.contains("panicked"), "{}", self.stderr);
    }

    /// The lines of the last screen drawn, from its heading
    /// (`deal N, move M`) to the end of the output.
    pub fn last_screen_lines(&self) -> Vec<&str> {
        let lines: Vec<&str> = self.stdout.lines().collect();
        let start = lines
            .iter()
            .rposition(|l| l.starts_with("deal ") && l.contains(", move "))
            .expect("a screen was drawn");
        lines[start..].to_vec()
    }

    /// The last board drawn, heading first, without the notes and prompts
    /// printed after it.
    pub fn last_board(&self) -> Vec<&str> {
        let screen = self.last_screen_lines();
        let is_cascade_row = |line: &&&str| {
            line.split_whitespace()
                .all(|card| card.len() == 2 && card.parse::<freecell::Card>().is_ok())
        };
        // Heading, blank, labels, cells, blank, cascade numbers: then cards.
        let cascade_rows = screen[6..].iter().take_while(is_cascade_row).count();
        screen[..6 + cascade_rows].to_vec()
    }
}

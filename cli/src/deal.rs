//! `freecell deal`: not built yet.

use std::process::ExitCode;

pub fn run(_args: &[String]) -> ExitCode {
    eprintln!("freecell deal: not built yet");
    ExitCode::from(2)
}

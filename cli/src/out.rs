//! Standard output for the commands that print as they go (solve, grade,
//! the help): a closed pipe (`freecell solve 1..300 | head -1`) or a full
//! disk ends the command quietly with status 1, as `deal` and `games` end,
//! where `println!` would panic.

use std::fmt::Arguments;
use std::io::{self, Write};
use std::process;

/// Writes `text` to standard output, or ends the process if it cannot.
pub fn write(text: Arguments) {
    if io::stdout().lock().write_fmt(text).is_err() {
        process::exit(1);
    }
}

/// Writes `text` to standard error; nothing more can be said if that fails.
pub fn write_error(text: Arguments) {
    let _ = io::stderr().lock().write_fmt(text);
}

/// `print!` that ends the command quietly when standard output is closed.
macro_rules! out {
    ($($arg:tt)*) => { $crate::out::write(format_args!($($arg)*)) };
}

/// `println!` that ends the command quietly when standard output is closed.
macro_rules! outln {
    ($($arg:tt)*) => { $crate::out::write(format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprint!` that does not panic when standard error is closed.
macro_rules! err {
    ($($arg:tt)*) => { $crate::out::write_error(format_args!($($arg)*)) };
}

/// `eprintln!` that does not panic when standard error is closed.
macro_rules! errln {
    ($($arg:tt)*) => { $crate::out::write_error(format_args!("{}\n", format_args!($($arg)*))) };
}

pub(crate) use {err, errln, out, outln};

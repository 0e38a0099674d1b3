//! Standard output, as every command writes it: through [`stdout`], which
//! refuses to write when standard output was closed, and [`failed`], which
//! ends a command whose write failed. A reader that went away
//! (`freecell solve 1..300 | head -1`) ends it quietly with status 1; any
//! other failure (`freecell deal 1 >&-`, a full disk) also says why on
//! standard error, where `println!` would panic and a write to the
//! `/dev/null` Rust puts in place of a closed standard output would be
//! lost without a word.

use std::fmt::Arguments;
use std::io::{self, Write};
use std::process::{self, ExitCode};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::words::{self, t, t0};

/// Whether standard output was closed when the program started. Before
/// `main`, Rust's runtime opens `/dev/null` as every closed standard
/// stream, so that writes to it succeed and are never seen: this is
/// looked at first, by an initialiser the loader runs before Rust's own.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static LOOK_AT_STDOUT: extern "C" fn() = look_at_stdout;

#[cfg(target_os = "linux")]
extern "C" fn look_at_stdout() {
    use std::os::fd::BorrowedFd;
    // SAFETY: descriptor 1 is only duplicated, and the duplicate closed at
    // once; when it is not open, duplicating it fails and nothing else.
    let open = unsafe { BorrowedFd::borrow_raw(1) }
        .try_clone_to_owned()
        .is_ok();
    CLOSED_AT_START.store(!open, Ordering::Relaxed);
}

/// Why a write to standard output failed when it was closed at start.
#[derive(Debug)]
struct Closed;

impl std::fmt::Display for Closed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("standard output is closed")
    }
}

impl std::error::Error for Closed {}

/// A read of the player's moves that failed (`play`, `daily`): not a
/// write, and worded so.
#[derive(Debug)]
struct Unread(io::Error);

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Unread {}

/// `error`, of reading standard input, marked as a read for [`failed`].
pub fn unread(error: io::Error) -> io::Error {
    io::Error::new(error.kind(), Unread(error))
}

/// Standard output, locked, refusing every write when it was closed at
/// start.
pub struct Stdout(io::StdoutLock<'static>);

/// Standard output for a command to write to.
pub fn stdout() -> Stdout {
    Stdout(io::stdout().lock())
}

impl Stdout {
    fn open() -> io::Result<()> {
        if CLOSED_AT_START.load(Ordering::Relaxed) {
            return Err(io::Error::other(Closed));
        }
        Ok(())
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        Stdout::open()?;
        self.0.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Stdout::open()?;
        self.0.flush()
    }
}

/// Ends a command whose write to standard output (or read of the moves,
/// [`unread`]) failed: status 1, and why on standard error unless the
/// reader of the output went away.
pub fn failed(error: &io::Error) -> ExitCode {
    let inner = error.get_ref();
    let os_error = || words::args(&[("error", error.to_string().into())]);
    let why = match error.kind() {
        _ if inner.is_some_and(|e| e.is::<Unread>()) => {
            Some(t("terminal-input-failed", &os_error()))
        }
        io::ErrorKind::BrokenPipe => None,
        _ if inner.is_some_and(|e| e.is::<Closed>()) => Some(t0("terminal-output-closed")),
        io::ErrorKind::StorageFull => Some(t0("terminal-output-full")),
        _ => Some(t("terminal-output-failed", &os_error())),
    };
    if let Some(why) = why {
        write_error(format_args!("freecell: {why}\n"));
    }
    ExitCode::FAILURE
}

/// Writes `lines`, each ended by a newline, and says how that went.
pub fn lines(lines: &[String]) -> ExitCode {
    let mut out = stdout();
    let written = lines
        .iter()
        .try_for_each(|line| writeln!(out, "{line}"))
        .and_then(|()| out.flush());
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => failed(&e),
    }
}

/// Writes `text` to standard output, or ends the process as [`failed`]
/// says if it cannot.
pub fn write(text: Arguments) {
    let mut out = stdout();
    if let Err(e) = out.write_fmt(text).and_then(|()| out.flush()) {
        let _ = failed(&e);
        process::exit(1);
    }
}

/// Writes `text` to standard error; nothing more can be said if that fails.
pub fn write_error(text: Arguments) {
    let _ = io::stderr().lock().write_fmt(text);
}

/// `print!` through [`write`].
macro_rules! out {
    ($($arg:tt)*) => { $crate::out::write(format_args!($($arg)*)) };
}

/// `println!` through [`write`].
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

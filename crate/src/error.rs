//! The exceptions of the MIS, each with an English message for developers;
//! a refused move also carries its [`Refusal`], and text that could not be
//! read its [`Unreadable`], for front ends to word.

use std::fmt;

use crate::refusal::Refusal;
use crate::unreadable::Unreadable;

/// Which MIS exception an [`Error`] is. [`ErrorKind::name`] is the MIS name,
/// which the JavaScript API uses as the thrown `Error`'s `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A constructor or conversion was given something it cannot use.
    InvalidArgument,
    /// `place` onto a pile that is already full.
    InvalidConfig,
    /// A pile index that does not exist.
    InvalidCell,
    /// A move the rules do not allow.
    InvalidMove,
    /// `push` onto a full stack.
    StackFull,
    /// `pop` or `top` of an empty stack.
    StackEmpty,
}

impl ErrorKind {
    pub const fn name(self) -> &'static str {
        match self {
            ErrorKind::InvalidArgument => "invalid_argument",
            ErrorKind::InvalidConfig => "invalid_config",
            ErrorKind::InvalidCell => "invalid_cell",
            ErrorKind::InvalidMove => "invalid_move",
            ErrorKind::StackFull => "stack_full",
            ErrorKind::StackEmpty => "stack_empty",
        }
    }
}

/// A refused call: nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
    why: Option<Why>,
}

/// What a front end words of an [`Error`]: a refused move, or text that
/// could not be read (boxed: it is rare, and an `Error` is returned on
/// paths that want it small).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Why {
    Refused(Refusal),
    Unreadable(Box<Unreadable>),
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
            why: None,
        }
    }

    /// The `invalid_move` of a move the rules refused: its message the
    /// refusal's English, the refusal kept as a value.
    pub fn refused(refusal: Refusal) -> Error {
        Error {
            kind: ErrorKind::InvalidMove,
            message: refusal.to_string(),
            why: Some(Why::Refused(refusal)),
        }
    }

    /// The `invalid_argument` of text that could not be read: its message
    /// the English of `why`, `why` kept as a value.
    pub fn cannot_read(why: Unreadable) -> Error {
        Error {
            kind: ErrorKind::InvalidArgument,
            message: why.to_string(),
            why: Some(Why::Unreadable(Box::new(why))),
        }
    }

    pub fn invalid_argument(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::InvalidArgument, message)
    }

    pub fn invalid_move(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::InvalidMove, message)
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    /// What the rules refused, for an `invalid_move` of a move: the value
    /// a front end words in the player's language.
    pub fn refusal(&self) -> Option<&Refusal> {
        match &self.why {
            Some(Why::Refused(refusal)) => Some(refusal),
            _ => None,
        }
    }

    /// Why a text could not be read, for an `invalid_argument` of text:
    /// the value a front end words in the player's language.
    pub fn unreadable(&self) -> Option<&Unreadable> {
        match &self.why {
            Some(Why::Unreadable(why)) => Some(why),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

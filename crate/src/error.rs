//! The exceptions of the MIS, each with an English message for developers;
//! a refused move also carries its [`Refusal`], for front ends to word.

use std::fmt;

use crate::refusal::Refusal;

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
    refusal: Option<Refusal>,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
            refusal: None,
        }
    }

    /// The `invalid_move` of a move the rules refused: its message the
    /// refusal's English, the refusal kept as a value.
    pub fn refused(refusal: Refusal) -> Error {
        Error {
            kind: ErrorKind::InvalidMove,
            message: refusal.to_string(),
            refusal: Some(refusal),
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
        self.refusal.as_ref()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

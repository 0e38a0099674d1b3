//! The pile vocabulary every layer above the rules speaks: which kind of
//! pile ([`CellT`], the MIS's name), one pile ([`Pile`]), a move between
//! two ([`Move`]), which piles a game's board has, and [`NoSuchPile`] for
//! one it has not. On the rules alone.

use std::fmt;

use crate::rules::{Rules, MAX_FREE_CELLS};

/// The MIS's `CellT`: which kind of pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CellT {
    /// One of the single-card cells (four in FreeCell).
    FreeCell,
    /// One of the four foundations, built up by suit from the ace.
    HomeCell,
    /// One of the cascades (eight in FreeCell).
    Tableau,
}

impl CellT {
    pub const ALL: [CellT; 3] = [CellT::FreeCell, CellT::HomeCell, CellT::Tableau];

    /// How many cards one pile of this kind can hold (the MIS bounds).
    pub const fn capacity(self) -> usize {
        match self {
            CellT::FreeCell => 1,
            CellT::HomeCell => 13,
            CellT::Tableau => 19,
        }
    }

    /// The player's word for a pile of this kind.
    pub const fn noun(self) -> &'static str {
        match self {
            CellT::FreeCell => "free cell",
            CellT::HomeCell => "foundation",
            CellT::Tableau => "cascade",
        }
    }
}

/// One pile of the board: its kind and its index (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pile {
    pub cell: CellT,
    pub index: usize,
}

impl Pile {
    pub const fn new(cell: CellT, index: usize) -> Pile {
        Pile { cell, index }
    }

    pub const fn tableau(index: usize) -> Pile {
        Pile::new(CellT::Tableau, index)
    }

    pub const fn free_cell(index: usize) -> Pile {
        Pile::new(CellT::FreeCell, index)
    }

    pub const fn home_cell(index: usize) -> Pile {
        Pile::new(CellT::HomeCell, index)
    }
}

/// The notation's characters for the cascades, from the first.
pub(crate) const CASCADE_CHARS: &str = "1234567890";
/// The notation's letters for the free cells, from the first: `h` is the foundations'.
pub(crate) const FREE_CELL_CHARS: &str = "abcdefgi";

impl Rules {
    /// How many piles of this kind a board of these rules has.
    pub const fn count(self, cell: CellT) -> usize {
        match cell {
            CellT::FreeCell => self.free_cells(),
            CellT::HomeCell => self.foundations(),
            CellT::Tableau => self.cascades(),
        }
    }

    /// Every pile of a board of these rules, in the order of the position
    /// text: cascades, then free cells, then foundations.
    pub fn piles(self) -> impl Iterator<Item = Pile> {
        let of = move |cell: CellT| (0..self.count(cell)).map(move |i| Pile::new(cell, i));
        of(CellT::Tableau)
            .chain(of(CellT::FreeCell))
            .chain(of(CellT::HomeCell))
    }

    /// The character that names a cascade (from 0) in the move notation:
    /// `1`-`9`, then `0` for a tenth.
    pub fn cascade_char(index: usize) -> char {
        CASCADE_CHARS.as_bytes()[index] as char
    }

    /// The letter that names a free cell (from 0): `a` to `g`, then `i`
    /// (`h` is the foundations').
    pub fn free_cell_char(index: usize) -> char {
        FREE_CELL_CHARS.as_bytes()[index] as char
    }

    /// The pile, if a board of these rules has it.
    pub fn check_pile(self, pile: Pile) -> Result<Pile, NoSuchPile> {
        if pile.index < self.count(pile.cell) {
            Ok(pile)
        } else {
            Err(self.no_such_pile(pile.cell, pile.index))
        }
    }

    /// The error for a pile a board of these rules does not have, its
    /// index written as the caller gave it.
    pub fn no_such_pile(self, cell: CellT, index: impl fmt::Display) -> NoSuchPile {
        NoSuchPile {
            rules: self,
            cell,
            index: index.to_string(),
        }
    }
}

/// A pile a board of `rules` does not have (the MIS's `invalid_cell`):
/// its kind, and its index as the caller wrote it (negative, or past a
/// number's digits, from JavaScript).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NoSuchPile {
    pub rules: Rules,
    pub cell: CellT,
    pub index: String,
}

/// The English for developers. It speaks of indexes, counted from 0 as
/// the API counts piles, unlike the names of the piles in the other
/// messages ("cascade 1" is index 0).
impl fmt::Display for NoSuchPile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = self.cell.noun();
        let title = self.rules.title();
        let index = &self.index;
        match self.rules.count(self.cell) {
            0 => write!(
                f,
                "there is no {noun} at index {index}: {title} has no {noun}s"
            ),
            1 => write!(
                f,
                "there is no {noun} at index {index}: {title} has one {noun}, index 0"
            ),
            n => write!(
                f,
                "there is no {noun} at index {index}: {noun} indexes go from 0 to {}",
                n - 1
            ),
        }
    }
}

impl std::error::Error for NoSuchPile {}

/// Names a pile as a player sees it and as the move notation writes it:
/// cascades and foundations count from 1 ("cascade 3"), free cells are
/// lettered ("free cell b", skipping h: the eighth is "free cell i").
impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cell {
            CellT::FreeCell if self.index < MAX_FREE_CELLS => {
                write!(f, "free cell {}", Rules::free_cell_char(self.index))
            }
            _ => write!(f, "{} {}", self.cell.noun(), self.index + 1),
        }
    }
}

/// A move of `count` cards from the top of one pile to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Pile,
    pub to: Pile,
    pub count: usize,
}

impl Move {
    /// A single-card move.
    pub const fn new(from: Pile, to: Pile) -> Move {
        Move { from, to, count: 1 }
    }

    pub const fn with_count(from: Pile, to: Pile, count: usize) -> Move {
        Move { from, to, count }
    }
}

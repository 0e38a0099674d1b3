//! The standard move notation: cascades `1`-`8` (`1`-`9` and `0` where there
//! are ten), free cells `a`-`d` (lettered on from `a`, skipping `h`: Eight
//! Off's are `a`-`g` and `i`), the foundations `h`. `3a` moves the top card
//! of cascade 3 to free cell a, `a6` free cell a to cascade 6, `3h` cascade
//! 3 to its foundation, `36` the card or run from cascade 3 that fits on
//! cascade 6, and `36/4` four cards onto an empty cascade 6 (the count is
//! optional when it is 1). A text that is no move is a [`ParseMoveError`].

use std::fmt;

use crate::board::GameBoard;
use crate::pile::{CellT, Move, Pile, CASCADE_CHARS, FREE_CELL_CHARS};
use crate::refusal::{Reason, Refusal};
use crate::rules::Rules;

/// Why a text is no move of a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParseMoveError {
    /// Not written as a move: the English for developers, with the text
    /// given (cut short) and the notation's examples.
    NotAMove(String),
    /// A move from a foundation, which the rules never allow.
    Refused(Refusal),
}

/// The English for developers.
impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::NotAMove(message) => f.write_str(message),
            ParseMoveError::Refused(refusal) => refusal.fmt(f),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl GameBoard {
    /// Reads a move in the standard notation for this position. Which
    /// foundation `h` means, and how many cards `36` moves onto a non-empty
    /// cascade, are read off the board. The move is not checked against the
    /// rules: [`GameBoard::play`] does that and says why not.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let examples = match self.rules().free_cells() {
            0 => "3h, 36 or 36/4",
            _ => "3a, a6, 3h, 36 or 36/4",
        };
        let bad = |why: &str| {
            // A long text is cut short: a move is a few characters.
            let trimmed = text.trim();
            let shown: String = trimmed.chars().take(12).collect();
            let more = if shown.len() < trimmed.len() {
                "…"
            } else {
                ""
            };
            ParseMoveError::NotAMove(format!(
                "'{shown}{more}' is not a move: {why} (write e.g. {examples})"
            ))
        };
        let t = text.trim().to_ascii_lowercase();
        let (piles, count) = match t.split_once('/') {
            Some((piles, count)) => {
                let count: usize = count
                    .parse()
                    .ok()
                    .filter(|&c| c >= 1)
                    .ok_or_else(|| bad("the count after '/' must be a whole number from 1"))?;
                (piles, Some(count))
            }
            None => (t.as_str(), None),
        };
        let mut chars = piles.chars();
        let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad("name a source and a target, one character each"));
        };
        let rules = self.rules();
        let names = pile_names(rules);
        let from = pile_of(rules, a).ok_or_else(|| bad(&format!("the source must be {names}")))?;
        let to =
            pile_of(rules, b).ok_or_else(|| bad(&format!("the target must be {names} or h")))?;
        if from.cell == CellT::HomeCell {
            return Err(ParseMoveError::Refused(Refusal {
                mv: Move::new(from, to),
                rules,
                reason: Reason::FromFoundation,
            }));
        }
        let to = match to.cell {
            CellT::HomeCell => Pile::home_cell(self.foundation_target(from)),
            _ => to,
        };
        let count = match count {
            Some(count) => count,
            None => self.fitting_count(from, to),
        };
        Ok(Move::with_count(from, to, count))
    }

    /// Writes a move of this position in the standard notation.
    pub fn move_notation(&self, mv: Move) -> String {
        let mut s = String::new();
        s.push(pile_char(mv.from));
        s.push(pile_char(mv.to));
        if mv.count > 1 && mv.to.cell == CellT::Tableau && self.stack(mv.to).is_empty() {
            s.push_str(&format!("/{}", mv.count));
        }
        s
    }

    /// The foundation `h` means for the top card of `from`: the one that
    /// takes it, else the one its suit is on, else the first empty one.
    fn foundation_target(&self, from: Pile) -> usize {
        let Some(card) = self.rules().check_pile(from).ok().and_then(|p| self.top(p)) else {
            return 0;
        };
        self.home_for(card)
            .or_else(|| {
                (0..self.rules().foundations()).find(|&h| {
                    self.top(Pile::home_cell(h))
                        .is_some_and(|top| top.suit() == card.suit())
                })
            })
            .or_else(|| {
                (0..self.rules().foundations()).find(|&h| self.top(Pile::home_cell(h)).is_none())
            })
            .unwrap_or(0)
    }

    /// How many cards of `from`'s run are meant to move onto `to`: on a
    /// non-empty cascade, the depth at which the run holds the card one rank
    /// below `to`'s top; otherwise one.
    fn fitting_count(&self, from: Pile, to: Pile) -> usize {
        if from.cell != CellT::Tableau
            || to.cell != CellT::Tableau
            || self.rules().check_pile(to).is_err()
        {
            return 1;
        }
        let (Some(card), Some(top)) = (self.top(from), self.top(to)) else {
            return 1;
        };
        let depth = usize::from(top.rank().value()).wrapping_sub(usize::from(card.rank().value()));
        if (1..=self.run_length(from.index)).contains(&depth) {
            depth
        } else {
            1
        }
    }
}

/// The pile a notation character names on a board of these rules.
fn pile_of(rules: Rules, c: char) -> Option<Pile> {
    if c == 'h' {
        return Some(Pile::home_cell(0));
    }
    let within = |chars: &str, cell| chars.find(c).filter(|&i| i < rules.count(cell));
    within(CASCADE_CHARS, CellT::Tableau)
        .map(Pile::tableau)
        .or_else(|| within(FREE_CELL_CHARS, CellT::FreeCell).map(Pile::free_cell))
}

/// The piles' names in the notation, for messages: `1-8 or a-d`.
fn pile_names(rules: Rules) -> String {
    let cascades = match rules.cascades() {
        10 => "1-9, 0".to_string(),
        n => format!("1-{n}"),
    };
    // Eight cells skip `h`, the foundations: `a-g, i`.
    match rules.free_cells() {
        0 => cascades,
        1 => format!("{cascades} or a"),
        8 => format!("{cascades} or a-g, i"),
        n => format!("{cascades} or a-{}", Rules::free_cell_char(n - 1)),
    }
}

fn pile_char(p: Pile) -> char {
    match p.cell {
        CellT::Tableau => Rules::cascade_char(p.index),
        CellT::FreeCell => Rules::free_cell_char(p.index),
        CellT::HomeCell => 'h',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn notation_letters_skip_h() {
        let eight_off = Game::EightOff.rules();
        let letters: String = (0..8).map(Rules::free_cell_char).collect();
        assert_eq!(letters, "abcdefgi");
        assert_eq!(pile_of(eight_off, 'i'), Some(Pile::free_cell(7)));
        assert_eq!(pile_of(eight_off, 'h'), Some(Pile::home_cell(0)));
        assert_eq!(pile_of(Rules::default(), 'e'), None);
        let seahaven = Game::Seahaven.rules();
        assert_eq!(pile_of(seahaven, '0'), Some(Pile::tableau(9)));
        assert_eq!(pile_of(Rules::default(), '9'), None);
        assert_eq!(pile_names(seahaven), "1-9, 0 or a-d");
        assert_eq!(pile_names(eight_off), "1-8 or a-g, i");
        assert_eq!(
            pile_names(Rules::default().with_free_cells(0).unwrap()),
            "1-8"
        );
    }
}

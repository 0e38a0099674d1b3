//! Text the engine could not read as a value: a position, a card, a
//! game or a date named in text, and why it is none. As with a [`crate::Refusal`],
//! the engine composes no sentence for a player: each front end words an
//! [`Unreadable`] from its catalogue (the terminal's `cli/src/words.rs`).
//! The English of [`fmt::Display`] is for developers: it is the `message`
//! of the MIS's `invalid_argument`.

use std::fmt;

use crate::board::Pile;
use crate::card::Card;
use crate::date::DAILY_YEARS;
use crate::rules::{Game, Rules, MAX_FREE_CELLS};

/// What holds the 52 cards: a deck, or a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Whole {
    Deck,
    Position,
}

impl Whole {
    /// Its English noun, for developers.
    pub const fn noun(self) -> &'static str {
        match self {
            Whole::Deck => "deck",
            Whole::Position => "position",
        }
    }
}

/// Why a text is not what it was read as, with what was given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unreadable {
    /// A position of `rules` written with `given` piles, not its own count.
    PileCount { rules: Rules, given: usize },
    /// A foundation of a position not built up by suit from its ace:
    /// `card` cannot be there.
    NotBuiltUp { pile: Pile, card: Card },
    /// A pile of a position given more cards than it holds (`max`).
    PileOverfull { pile: Pile, max: usize },
    /// A deck or a position of `given` cards, not the 52.
    CardCount { whole: Whole, given: usize },
    /// A card twice in a deck or a position.
    CardTwice { whole: Whole, card: Card },
    /// Text that is no card code.
    NotACard { given: String },
    /// A game's identity (`freecell,cells=2`) that is not written as one.
    NotAGame { given: String },
    /// A game's name that no game of the family has.
    UnknownGame { given: String },
    /// A number of free cells past the most a game has.
    CellsRange { given: usize },
    /// A date not written `YYYY-MM-DD`.
    NotADate { given: String },
    /// A date's month that is not 1 to 12.
    NoSuchMonth { month: u32 },
    /// A date's day that its month does not have: it has days 1 to `last`.
    NoSuchDay {
        year: i32,
        month: u32,
        day: u32,
        last: u32,
    },
    /// A date of a year without daily deals (outside [`DAILY_YEARS`]).
    NoDailyDeals { year: i32 },
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::PileCount { rules, given } => {
                let game = match rules.is_standard() {
                    true => String::new(),
                    false => format!(" of {}", rules.title()),
                };
                write!(
                    f,
                    "a position{game} has {} piles separated by '/' ({} cascades, {} free cells, 4 foundations), not {given}",
                    rules.piles().count(),
                    rules.cascades(),
                    rules.free_cells(),
                )
            }
            Unreadable::NotBuiltUp { pile, card } => write!(
                f,
                "{pile} is not built up by suit from the ace: {card} cannot be there"
            ),
            Unreadable::PileOverfull { pile, max } => write!(f, "{pile} holds at most {max} cards"),
            Unreadable::CardCount { whole, given } => {
                write!(f, "a {} holds the 52 cards, not {given}", whole.noun())
            }
            Unreadable::CardTwice { whole, card } => {
                write!(f, "{card} is in the {} twice", whole.noun())
            }
            Unreadable::NotACard { given } => write!(
                f,
                "'{given}' is not a card: write the rank (A 2-9 T J Q K) then the suit (C D H S), as in 7H or TC"
            ),
            Unreadable::NotAGame { given } => write!(
                f,
                "'{given}' is not a game: write its name, then perhaps ',cells=' and a number (freecell,cells=2)"
            ),
            Unreadable::UnknownGame { given } => write!(
                f,
                "there is no game called '{given}': the games are {}",
                Game::ALL.map(Game::name).join(", ")
            ),
            Unreadable::CellsRange { given } => {
                write!(f, "a game has 0 to {MAX_FREE_CELLS} free cells, not {given}")
            }
            Unreadable::NotADate { given } => write!(
                f,
                "a date is written YYYY-MM-DD, such as 2026-11-28, not {given:?}"
            ),
            Unreadable::NoSuchMonth { month } => write!(f, "a month is 1 to 12, not {month}"),
            Unreadable::NoSuchDay {
                year,
                month,
                day,
                last,
            } => write!(f, "{year:04}-{month:02} has days 1 to {last}, not {day}"),
            Unreadable::NoDailyDeals { year } => write!(
                f,
                "daily deals are dated from the year {} to {}, not {year}",
                DAILY_YEARS.start(),
                DAILY_YEARS.end()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CellT, GameBoard};

    fn why(text: &str) -> Unreadable {
        let e = GameBoard::from_text(text).expect_err(text);
        // The English message for developers is the value's own.
        assert_eq!(e.message(), e.unreadable().expect(text).to_string());
        e.unreadable().cloned().expect(text)
    }

    #[test]
    fn a_position_that_cannot_be_read_says_why_as_a_value() {
        let deal_1 = GameBoard::from_deal(1).expect("deal 1").to_text();
        assert_eq!(
            why("JD2D/9H"),
            Unreadable::PileCount {
                rules: Rules::default(),
                given: 2
            }
        );
        assert_eq!(
            why(&deal_1.replacen("JD", "KD", 1)),
            Unreadable::CardTwice {
                whole: Whole::Position,
                card: "KD".parse().expect("a card")
            }
        );
        assert_eq!(
            why(&deal_1.replacen("JD", "XD", 1)),
            Unreadable::NotACard { given: "XD".into() }
        );
        assert_eq!(
            why(&format!("spider:{deal_1}")),
            Unreadable::UnknownGame {
                given: "spider".into()
            }
        );
        assert_eq!(
            why(&format!("freecell,cells=x:{deal_1}")),
            Unreadable::NotAGame {
                given: "freecell,cells=x".into()
            }
        );
        let home = format!("{}JD", deal_1.replacen("JD", "", 1));
        assert_eq!(
            why(&home),
            Unreadable::NotBuiltUp {
                pile: Pile::new(CellT::HomeCell, 3),
                card: "JD".parse().expect("a card")
            }
        );
        assert_eq!(
            why(&deal_1.replacen("JD", "", 1)),
            Unreadable::CardCount {
                whole: Whole::Position,
                given: 51
            }
        );
    }
}

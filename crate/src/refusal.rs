//! A refused move as a value: which move, in which game, and the rule that
//! refused it (shakmaty's `PlayError`). The engine composes no sentence
//! for a player: each front end words a [`Reason`] from its catalogue
//! (the page's `www/words.js`, the terminal's `cli/src/words.rs`). The
//! English of [`fmt::Display`] is for developers: it is the `message` of
//! the MIS's `invalid_move`. Beside it, [`MoveError`]: every way a move
//! may be refused, the rules' way among them.

use std::fmt;

use crate::card::{Card, Colour, Rank};
use crate::pile::{CellT, Move, NoSuchPile, Pile};
use crate::rules::{Build, EmptyCascade, Game, Rules};

/// Why a move was not made; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// A pile the board does not have (the MIS's `invalid_cell`).
    NoSuchPile(NoSuchPile),
    /// A count of no cards (an `invalid_argument`).
    NoCards,
    /// A move the rules refuse (the MIS's `invalid_move`).
    Refused(Refusal),
}

/// The English for developers.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchPile(e) => e.fmt(f),
            MoveError::NoCards => f.write_str("a move takes at least one card"),
            MoveError::Refused(refusal) => refusal.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<NoSuchPile> for MoveError {
    fn from(e: NoSuchPile) -> MoveError {
        MoveError::NoSuchPile(e)
    }
}

/// A move the rules refused, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The move refused.
    pub mv: Move,
    /// The rules of the board it was refused on.
    pub rules: Rules,
    /// The rule that refused it.
    pub reason: Reason,
}

/// The rule a move breaks, with the cards and piles it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Cards on a foundation never move again.
    FromFoundation,
    /// The move takes from an empty pile.
    EmptySource { from: Pile },
    /// The move goes from a pile to itself.
    SamePile { pile: Pile },
    /// Several cards at once, to a free cell or a foundation.
    SingleCardTo { cell: CellT },
    /// Several cards at once, from a free cell.
    SingleCardFrom { cell: CellT },
    /// More cards than the pile holds.
    TooFewCards {
        from: Pile,
        has: usize,
        count: usize,
    },
    /// The cards taken are not one run built as the game builds.
    NotARun {
        from: Pile,
        count: usize,
        build: Build,
    },
    /// A free cell holds a card already.
    CellTaken { to: Pile, holds: Card },
    /// Only an ace starts a foundation.
    FoundationNeedsAce { card: Card },
    /// A foundation takes the next card of its suit.
    FoundationNextOfSuit { card: Card, onto: Card },
    /// Only a king starts an empty cascade in this game.
    KingsOnly { card: Card, game: Game },
    /// More cards than the empty free cells and cascades let move at once.
    TooManyAtOnce {
        count: usize,
        capacity: usize,
        empty_cascades: EmptyCascade,
    },
    /// The cascade would grow past its bound.
    NoRoom { to: Pile },
    /// Built by alternate colours, and the two cards are of one colour.
    SameColour { card: Card, onto: Card },
    /// Nothing goes on an ace in a cascade.
    OntoAce { card: Card, onto: Card },
    /// Built by suit, and the card is of another suit.
    NotSuit { card: Card, onto: Card, game: Game },
    /// Built by alternate colours: only a card of this colour and rank goes there.
    WantsRank {
        card: Card,
        onto: Card,
        colour: Colour,
        rank: Rank,
    },
    /// Built by suit: only this card goes there.
    WantsCard {
        card: Card,
        onto: Card,
        wanted: Card,
    },
}

impl Reason {
    /// The reason's name, as the JavaScript `error.reason.kind` and the
    /// catalogues' message ids (`refusal-<kind>`) spell it.
    pub const fn kind(self) -> &'static str {
        match self {
            Reason::FromFoundation => "from-foundation",
            Reason::EmptySource { .. } => "empty-source",
            Reason::SamePile { .. } => "same-pile",
            Reason::SingleCardTo { .. } => "single-card-to",
            Reason::SingleCardFrom { .. } => "single-card-from",
            Reason::TooFewCards { .. } => "too-few-cards",
            Reason::NotARun { .. } => "not-a-run",
            Reason::CellTaken { .. } => "cell-taken",
            Reason::FoundationNeedsAce { .. } => "foundation-needs-ace",
            Reason::FoundationNextOfSuit { .. } => "foundation-next-of-suit",
            Reason::KingsOnly { .. } => "kings-only",
            Reason::TooManyAtOnce { .. } => "too-many-at-once",
            Reason::NoRoom { .. } => "no-room",
            Reason::SameColour { .. } => "build-colour",
            Reason::OntoAce { .. } => "build-onto-ace",
            Reason::NotSuit { .. } => "build-suit",
            Reason::WantsRank { .. } => "build-rank",
            Reason::WantsCard { .. } => "build-next-of-suit",
        }
    }
}

/// The English for developers, as the MIS's `invalid_move` message.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reason::FromFoundation => {
                f.write_str("cards on a foundation stay there: they cannot be moved back")
            }
            Reason::EmptySource { from } => write!(f, "{from} is empty: there is no card to move"),
            Reason::SamePile { pile } => write!(f, "the card is already in {pile}"),
            Reason::SingleCardTo { cell } => {
                write!(f, "only one card at a time can move to a {}", cell.noun())
            }
            Reason::SingleCardFrom { cell } => {
                write!(f, "only one card at a time can move from a {}", cell.noun())
            }
            Reason::TooFewCards { from, has, count } => {
                write!(f, "{from} has only {has} cards, not {count}")
            }
            Reason::NotARun { from, count, build } => write!(
                f,
                "the top {count} cards of {from} are not one run of {} going down",
                build.describe()
            ),
            Reason::CellTaken { to, holds } => write!(f, "{to} already holds {holds}"),
            Reason::FoundationNeedsAce { card } => {
                write!(f, "{card} cannot start a foundation: only an ace can")
            }
            Reason::FoundationNextOfSuit { card, onto } => write!(
                f,
                "{card} cannot go on {onto}: a foundation takes the next card of its suit"
            ),
            Reason::KingsOnly { game, .. } => write!(
                f,
                "only a king may start an empty cascade in {}",
                game.title()
            ),
            Reason::TooManyAtOnce {
                count,
                capacity,
                empty_cascades,
            } => {
                let cards = if capacity == 1 { "card" } else { "cards" };
                let why = match empty_cascades {
                    EmptyCascade::AnyCard => "empty free cells and cascades let more move",
                    EmptyCascade::KingsOnly => "each empty free cell lets one more move",
                };
                write!(
                    f,
                    "only {capacity} {cards} can move at once now, not {count}: {why}"
                )
            }
            Reason::NoRoom { to } => write!(f, "{to} has no room"),
            Reason::SameColour { card, onto } => {
                write!(f, "{card} cannot go on {onto}: same colour")
            }
            Reason::OntoAce { card, onto } => {
                write!(f, "{card} cannot go on {onto}: nothing goes on an ace")
            }
            Reason::NotSuit { card, onto, game } => write!(
                f,
                "{card} cannot go on {onto}: {} builds by suit",
                game.title()
            ),
            Reason::WantsRank {
                card,
                onto,
                colour,
                rank,
            } => write!(
                f,
                "{card} cannot go on {onto}: only a {} {} goes there",
                colour.name(),
                rank.name()
            ),
            Reason::WantsCard { card, onto, wanted } => write!(
                f,
                "{card} cannot go on {onto}: only the {} goes there",
                wanted.name()
            ),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}

impl Reason {
    /// Why `card` may not go on `top` in a cascade built as `build`, in
    /// `game` (`None` when it may).
    pub(crate) fn building(build: Build, game: Game, card: Card, top: Card) -> Option<Reason> {
        if build.stacks_on(card, top) {
            return None;
        }
        let below = |r: Rank| Rank::from_value(r.value() - 1).expect("not an ace");
        Some(match (build, top.rank()) {
            (Build::AlternateColours, _) if card.colour() == top.colour() => {
                Reason::SameColour { card, onto: top }
            }
            (_, Rank::Ace) => Reason::OntoAce { card, onto: top },
            (Build::Suit, _) if card.suit() != top.suit() && card.rank() < top.rank() => {
                Reason::NotSuit {
                    card,
                    onto: top,
                    game,
                }
            }
            (Build::AlternateColours, r) => Reason::WantsRank {
                card,
                onto: top,
                colour: top.colour().other(),
                rank: below(r),
            },
            (Build::Suit, r) => Reason::WantsCard {
                card,
                onto: top,
                wanted: Card::new(top.suit(), below(r)),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    #[test]
    fn building_names_the_card_that_would_fit() {
        let game = Game::FreeCell;
        assert_eq!(
            Reason::building(Build::AlternateColours, game, card("5H"), card("7S")),
            Some(Reason::WantsRank {
                card: card("5H"),
                onto: card("7S"),
                colour: Colour::Red,
                rank: Rank::Six
            })
        );
        assert_eq!(
            Reason::building(Build::Suit, Game::BakersGame, card("QS"), card("KS")),
            None
        );
        assert_eq!(
            Reason::building(Build::Suit, Game::BakersGame, card("9S"), card("KS")),
            Some(Reason::WantsCard {
                card: card("9S"),
                onto: card("KS"),
                wanted: card("QS")
            })
        );
    }
}

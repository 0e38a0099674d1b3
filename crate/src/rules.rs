//! The rules of a game of the FreeCell family, as a value.
//!
//! Every game of the family is played on cascades, free cells and four
//! foundations with one deck; they differ in a handful of choices, which a
//! [`Rules`] holds: how many free cells and cascades, how cascades are built
//! ([`Build`]), what may start an empty cascade ([`EmptyCascade`]), how many
//! cards a sequence move may carry ([`Sequences`]), and which free cells take
//! the cards a round-robin deal leaves over. [`Game`] names the games players
//! know; [`Rules::new`] gives a game's rules and [`Rules::with_free_cells`]
//! changes its number of free cells.
//!
//! The engine's board asks these values and states no rule of its own; so
//! do the notation, the position text and the solver. On the cards alone;
//! a game's name or identity that names none is a [`RulesError`].

use std::fmt;
use std::str::FromStr;

use crate::card::{Card, Rank, Suit};

/// The most free cells a game may have.
pub const MAX_FREE_CELLS: usize = 8;

/// The most cascades a game may have.
pub const MAX_CASCADES: usize = 10;

/// How cards are built down on a cascade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Build {
    /// One rank lower and the other colour (FreeCell).
    AlternateColours,
    /// One rank lower and the same suit (Baker's Game, Seahaven Towers).
    Suit,
}

impl Build {
    /// Whether `card` may be put on `onto` in a cascade.
    pub fn stacks_on(self, card: Card, onto: Card) -> bool {
        self.goes_on(onto) & (1 << card.index()) != 0
    }

    /// The cards that may be put on `onto` in a cascade, one bit per card
    /// index.
    pub fn goes_on(self, onto: Card) -> u64 {
        match self {
            Build::AlternateColours => GOES_ON_ALTERNATE[onto.index()],
            Build::Suit => GOES_ON_SUIT[onto.index()],
        }
    }

    /// The cards that `card` may be put on in a cascade, one bit per card
    /// index.
    pub fn goes_onto(self, card: Card) -> u64 {
        match self {
            Build::AlternateColours => GOES_ONTO_ALTERNATE[card.index()],
            Build::Suit => GOES_ONTO_SUIT[card.index()],
        }
    }

    /// What a run is made of, for messages: "alternating colours".
    pub const fn describe(self) -> &'static str {
        match self {
            Build::AlternateColours => "alternating colours",
            Build::Suit => "one suit",
        }
    }
}

/// For each card, by index, the cards that may go on it by alternate
/// colours: one rank lower (four indexes lower, an index being
/// 4 x (rank - 1) + suit) and of the other colour (diamonds and hearts,
/// suits 1 and 2, are red).
const GOES_ON_ALTERNATE: [u64; 52] = goes_on(true);

/// The same by suit: the card one rank lower of the same suit.
const GOES_ON_SUIT: [u64; 52] = goes_on(false);

const GOES_ONTO_ALTERNATE: [u64; 52] = invert(&GOES_ON_ALTERNATE);
const GOES_ONTO_SUIT: [u64; 52] = invert(&GOES_ON_SUIT);

const fn goes_on(alternate: bool) -> [u64; 52] {
    let mut table = [0; 52];
    // Nothing goes on an ace.
    let mut onto = 4;
    while onto < 52 {
        let suits: u64 = if alternate {
            match onto & 3 {
                1 | 2 => 0b1001,
                _ => 0b0110,
            }
        } else {
            1 << (onto & 3)
        };
        table[onto] = suits << ((onto & !3) - 4);
        onto += 1;
    }
    table
}

const fn invert(goes_on: &[u64; 52]) -> [u64; 52] {
    let mut table = [0; 52];
    let mut card = 0;
    while card < 52 {
        let mut onto = 0;
        while onto < 52 {
            if goes_on[onto] & (1 << card) != 0 {
                table[card] |= 1 << onto;
            }
            onto += 1;
        }
        card += 1;
    }
    table
}

/// What may be put on an empty cascade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EmptyCascade {
    /// Any card, or any run.
    AnyCard,
    /// Only a king, or a run that starts with one.
    KingsOnly,
}

/// How many cards one move may carry from cascade to cascade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sequences {
    /// As many as could be moved one at a time through the empty free cells
    /// and cascades (see [`Rules::sequence_capacity`]).
    Limited,
    /// Any run at all ("relaxed").
    Unlimited,
}

/// The games of the family that have names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    FreeCell,
    BakersGame,
    KoBakersGame,
    RelaxedFreeCell,
    EightOff,
    ForeCell,
    Seahaven,
}

impl Game {
    pub const ALL: [Game; 7] = [
        Game::FreeCell,
        Game::BakersGame,
        Game::KoBakersGame,
        Game::RelaxedFreeCell,
        Game::EightOff,
        Game::ForeCell,
        Game::Seahaven,
    ];

    /// The name used on the command line, in addresses, in the JavaScript
    /// API, in saved games and in position texts: `seahaven`.
    pub const fn name(self) -> &'static str {
        match self {
            Game::FreeCell => "freecell",
            Game::BakersGame => "bakers-game",
            Game::KoBakersGame => "ko-bakers-game",
            Game::RelaxedFreeCell => "relaxed-freecell",
            Game::EightOff => "eight-off",
            Game::ForeCell => "forecell",
            Game::Seahaven => "seahaven",
        }
    }

    /// The name players read: `Seahaven Towers`.
    pub const fn title(self) -> &'static str {
        match self {
            Game::FreeCell => "FreeCell",
            Game::BakersGame => "Baker's Game",
            Game::KoBakersGame => "KO Baker's Game",
            Game::RelaxedFreeCell => "Relaxed FreeCell",
            Game::EightOff => "Eight Off",
            Game::ForeCell => "ForeCell",
            Game::Seahaven => "Seahaven Towers",
        }
    }

    /// The game's own rules.
    pub const fn rules(self) -> Rules {
        let freecell = Rules {
            game: Game::FreeCell,
            free_cells: 4,
            cascades: 8,
            build: Build::AlternateColours,
            empty: EmptyCascade::AnyCard,
            sequences: Sequences::Limited,
            leftover_cells: 0,
        };
        match self {
            Game::FreeCell => freecell,
            Game::BakersGame => Rules {
                game: self,
                build: Build::Suit,
                ..freecell
            },
            Game::KoBakersGame => Rules {
                game: self,
                build: Build::Suit,
                empty: EmptyCascade::KingsOnly,
                ..freecell
            },
            Game::RelaxedFreeCell => Rules {
                game: self,
                sequences: Sequences::Unlimited,
                ..freecell
            },
            Game::EightOff => Rules {
                game: self,
                free_cells: 8,
                build: Build::Suit,
                empty: EmptyCascade::KingsOnly,
                // a, c, e and g.
                leftover_cells: 0b0101_0101,
                ..freecell
            },
            Game::ForeCell => Rules {
                game: self,
                empty: EmptyCascade::KingsOnly,
                // a to d.
                leftover_cells: 0b1111,
                ..freecell
            },
            Game::Seahaven => Rules {
                game: self,
                cascades: 10,
                build: Build::Suit,
                empty: EmptyCascade::KingsOnly,
                // b and c.
                leftover_cells: 0b0110,
                ..freecell
            },
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text names no game of the family, or a number of free cells no
/// game has, with what was given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesError {
    /// A game's identity (`freecell,cells=2`) that is not written as one.
    NotAGame { given: String },
    /// A game's name that no game of the family has.
    UnknownGame { given: String },
    /// A number of free cells past the most a game has.
    CellsRange { given: usize },
}

/// The English for developers.
impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NotAGame { given } => write!(
                f,
                "'{given}' is not a game: write its name, then perhaps ',cells=' and a number (freecell,cells=2)"
            ),
            RulesError::UnknownGame { given } => write!(
                f,
                "there is no game called '{given}': the games are {}",
                Game::ALL.map(Game::name).join(", ")
            ),
            RulesError::CellsRange { given } => {
                write!(f, "a game has 0 to {MAX_FREE_CELLS} free cells, not {given}")
            }
        }
    }
}

impl std::error::Error for RulesError {}

impl FromStr for Game {
    type Err = RulesError;

    /// Reads a game's name (`seahaven`; case and `_` for `-` do not matter).
    fn from_str(s: &str) -> Result<Game, RulesError> {
        let wanted = s.trim().to_ascii_lowercase().replace('_', "-");
        Game::ALL
            .into_iter()
            .find(|g| g.name() == wanted)
            .ok_or_else(|| RulesError::UnknownGame {
                given: s.trim().to_string(),
            })
    }
}

/// The rules of one game: a named [`Game`]'s, with its number of free cells
/// perhaps changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    game: Game,
    free_cells: u8,
    cascades: u8,
    build: Build,
    empty: EmptyCascade,
    sequences: Sequences,
    /// The free cells that take the cards the deal leaves over, one bit per
    /// cell, lowest first.
    leftover_cells: u8,
}

impl Default for Rules {
    /// Standard FreeCell: exactly the game of the MIS.
    fn default() -> Rules {
        Game::FreeCell.rules()
    }
}

impl Rules {
    /// The rules of a named game.
    pub const fn new(game: Game) -> Rules {
        game.rules()
    }

    /// The same game with `count` free cells (0 to 8). Cards the deal would
    /// leave over on a free cell that no longer exists are dealt to the
    /// cascades instead.
    pub fn with_free_cells(self, count: usize) -> Result<Rules, RulesError> {
        if count > MAX_FREE_CELLS {
            return Err(RulesError::CellsRange { given: count });
        }
        Ok(Rules {
            free_cells: count as u8,
            ..self
        })
    }

    /// The same game with `count` free cells, the cards the deal leaves
    /// over still dealt to free cells as far as there are cells (the
    /// lowest ones). Grading plays a deal with fewer cells this way, so
    /// the layout graded is the layout played with its empty free cells
    /// taken away; only where leftovers fill more cells than `count`
    /// (ForeCell with fewer than four) do the first of them go on to the
    /// cascades, as the deal would go on dealing them.
    pub fn with_free_cells_keeping_leftovers(self, count: usize) -> Result<Rules, RulesError> {
        let kept = self.leftover_cells().count().min(count);
        Ok(Rules {
            leftover_cells: ((1u16 << kept) - 1) as u8,
            ..self.with_free_cells(count)?
        })
    }

    /// The named game these rules come from.
    pub const fn game(self) -> Game {
        self.game
    }

    /// Whether these are exactly standard FreeCell's rules (the MIS's game).
    pub fn is_standard(self) -> bool {
        self == Rules::default()
    }

    /// Whether the free cells are the named game's own number.
    pub fn has_own_free_cells(self) -> bool {
        self.free_cells == self.game.rules().free_cells
    }

    pub const fn free_cells(self) -> usize {
        self.free_cells as usize
    }

    pub const fn cascades(self) -> usize {
        self.cascades as usize
    }

    /// How many foundations: one per suit, in every game.
    pub const fn foundations(self) -> usize {
        4
    }

    pub const fn build(self) -> Build {
        self.build
    }

    pub const fn empty_cascades(self) -> EmptyCascade {
        self.empty
    }

    pub const fn sequences(self) -> Sequences {
        self.sequences
    }

    /// The name players read, with the number of free cells when it is not
    /// the game's own: `FreeCell`, `FreeCell with 2 free cells`.
    pub fn title(self) -> String {
        let title = self.game.title();
        if self.has_own_free_cells() {
            return title.to_string();
        }
        match self.free_cells {
            0 => format!("{title} with no free cells"),
            1 => format!("{title} with 1 free cell"),
            n => format!("{title} with {n} free cells"),
        }
    }

    /// The identity of these rules in text: the game's name, with the
    /// number of free cells when it is not the game's own
    /// (`freecell,cells=2`). [`Rules::from_id`] reads it back.
    pub fn id(self) -> String {
        if self.has_own_free_cells() {
            self.game.name().to_string()
        } else {
            format!("{},cells={}", self.game.name(), self.free_cells)
        }
    }

    /// Reads what [`Rules::id`] writes.
    pub fn from_id(text: &str) -> Result<Rules, RulesError> {
        let (name, cells) = match text.split_once(',') {
            Some((name, cells)) => (name, Some(cells)),
            None => (text, None),
        };
        let rules = name.parse::<Game>()?.rules();
        match cells {
            None => Ok(rules),
            Some(cells) => {
                let count = cells
                    .trim()
                    .strip_prefix("cells=")
                    .and_then(|n| n.parse::<usize>().ok())
                    .ok_or_else(|| RulesError::NotAGame {
                        given: text.to_string(),
                    })?;
                rules.with_free_cells(count)
            }
        }
    }

    /// Whether `card` may start an empty cascade.
    pub fn may_start_cascade(self, card: Card) -> bool {
        match self.empty {
            EmptyCascade::AnyCard => true,
            EmptyCascade::KingsOnly => card.rank() == Rank::King,
        }
    }

    /// How many cards one move may carry to a cascade, with this many
    /// free cells and cascades empty (the target not counted among them):
    /// as many as could be moved one at a time. Through free cells alone,
    /// (empty free cells + 1); when any card may start an empty cascade,
    /// each empty cascade doubles that. Freecell Solver counts the same.
    pub fn sequence_capacity(self, empty_free_cells: usize, empty_cascades: usize) -> usize {
        match (self.sequences, self.empty) {
            (Sequences::Unlimited, _) => usize::from(Rank::King.value()),
            (Sequences::Limited, EmptyCascade::KingsOnly) => empty_free_cells + 1,
            (Sequences::Limited, EmptyCascade::AnyCard) => {
                (empty_free_cells + 1) << empty_cascades.min(usize::BITS as usize - 8)
            }
        }
    }

    /// Whether sending `card` home can never be regretted, given how far
    /// each suit's foundation is built (`built[suit index]`, 0 to 13).
    /// Cascades built by suit need a card only to hold the one below it of
    /// its suit, which is home before it: every card is safe. Built by
    /// alternate colours (the Windows FreeCell rule): aces and twos, and a
    /// higher card once both suits of the other colour hold the rank below
    /// it.
    pub fn is_safe_home(self, card: Card, built: &[u8; 4]) -> bool {
        match self.build {
            Build::Suit => true,
            Build::AlternateColours => {
                let rank = card.rank().value();
                rank <= 2
                    || Suit::ALL
                        .iter()
                        .filter(|s| s.colour() != card.colour())
                        .all(|s| built[s.index()] + 1 >= rank)
            }
        }
    }

    /// Whether `card`, sent home now, could never have been needed in
    /// play: every card [`Rules::is_safe_home`] allows and, built by
    /// alternate colours, also a card of rank r once both suits of the
    /// other colour hold r - 2 and the other suit of its colour r - 3.
    /// Why: only the other colour's cards of rank r - 1 could go on it,
    /// and each of those can go home whenever it moves, needed by nothing
    /// itself: only the r - 2 cards of the card's colour could go on it,
    /// and those can go home too, with nothing to hold (the other
    /// colour's r - 3 cards are home). So a win that keeps the card in
    /// play has a win with it home. The solver's complete searches send
    /// these cards home by themselves (fewer positions, no win lost); the
    /// player's autoplay keeps the rule players know.
    pub fn is_never_needed(self, card: Card, built: &[u8; 4]) -> bool {
        let rank = card.rank().value();
        self.is_safe_home(card, built)
            || Suit::ALL.iter().filter(|s| **s != card.suit()).all(|s| {
                let below = if s.colour() == card.colour() { 3 } else { 2 };
                built[s.index()] + below >= rank
            })
    }

    /// How the deal places 52 cards: the first cards round-robin over the
    /// cascades, the last ones on the free cells that take leftovers
    /// (those that exist), lowest first. Gives the free cells, in order.
    pub fn leftover_cells(self) -> impl Iterator<Item = usize> {
        let cells = self.free_cells();
        let mask = self.leftover_cells;
        (0..cells).filter(move |&i| mask & (1 << i) != 0)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card is never needed in play once the cards that could go on it
    /// can go home themselves: 5♥ with both black suits built to 3 and
    /// diamonds to 2 (though the Windows rule still wants the black fours
    /// home); not with diamonds at 1, nor with a black suit at 2. Built by
    /// suit, every card is.
    #[test]
    fn a_card_whose_holders_can_go_home_is_never_needed() {
        let freecell = Rules::default();
        let five: Card = "5H".parse().unwrap();
        // Built, by suit index: clubs, diamonds, hearts, spades.
        let built = |clubs, diamonds, spades| [clubs, diamonds, 4, spades];
        assert!(freecell.is_never_needed(five, &built(3, 2, 3)));
        assert!(!freecell.is_safe_home(five, &built(3, 2, 3)));
        assert!(!freecell.is_never_needed(five, &built(3, 1, 3)));
        assert!(!freecell.is_never_needed(five, &built(2, 2, 3)));
        assert!(freecell.is_never_needed(five, &built(4, 0, 4)));
        let bakers = Game::BakersGame.rules();
        assert!(Card::deck().all(|card| bakers.is_never_needed(card, &[0; 4])));
    }

    #[test]
    fn building_tables_agree_with_ranks_colours_and_suits() {
        for card in Card::deck() {
            for onto in Card::deck() {
                let one_lower = card.rank().value() + 1 == onto.rank().value();
                let alternate = one_lower && card.colour() != onto.colour();
                let suit = one_lower && card.suit() == onto.suit();
                let pair = format!("{card} on {onto}");
                assert_eq!(
                    Build::AlternateColours.stacks_on(card, onto),
                    alternate,
                    "{pair}"
                );
                assert_eq!(Build::Suit.stacks_on(card, onto), suit, "{pair}");
                for build in [Build::AlternateColours, Build::Suit] {
                    let onto_bit = build.goes_onto(card) & (1 << onto.index()) != 0;
                    assert_eq!(onto_bit, build.stacks_on(card, onto), "{pair}");
                }
            }
        }
    }

    #[test]
    fn ids_round_trip_and_name_the_cells_only_when_changed() {
        for game in Game::ALL {
            let rules = game.rules();
            assert_eq!(rules.id(), game.name());
            assert_eq!(Rules::from_id(&rules.id()).unwrap(), rules);
            for cells in 0..=MAX_FREE_CELLS {
                let changed = rules.with_free_cells(cells).unwrap();
                assert_eq!(Rules::from_id(&changed.id()).unwrap(), changed);
            }
        }
        assert_eq!(
            Rules::default().with_free_cells(2).unwrap().id(),
            "freecell,cells=2"
        );
        assert_eq!(
            Rules::from_id("Bakers_Game").unwrap().game(),
            Game::BakersGame
        );
        for bad in [
            "",
            "spider",
            "freecell,cells=9",
            "freecell,2",
            "freecell,cells=x",
        ] {
            assert!(Rules::from_id(bad).is_err(), "{bad}");
        }
        assert_eq!(
            Rules::from_id("freecell,cells=9").unwrap_err(),
            RulesError::CellsRange { given: 9 }
        );
    }

    #[test]
    fn capacity_doubles_per_empty_cascade_only_where_any_card_starts_one() {
        let freecell = Rules::default();
        assert_eq!(freecell.sequence_capacity(4, 0), 5);
        assert_eq!(freecell.sequence_capacity(2, 2), 12);
        assert_eq!(freecell.sequence_capacity(0, 0), 1);
        let seahaven = Game::Seahaven.rules();
        assert_eq!(seahaven.sequence_capacity(2, 2), 3);
        let relaxed = Game::RelaxedFreeCell.rules();
        assert_eq!(relaxed.sequence_capacity(0, 0), 13);
    }

    #[test]
    fn leftover_cells_are_those_that_exist() {
        let cells = |r: Rules| r.leftover_cells().collect::<Vec<_>>();
        assert_eq!(cells(Game::EightOff.rules()), [0, 2, 4, 6]);
        assert_eq!(cells(Game::Seahaven.rules()), [1, 2]);
        assert_eq!(cells(Game::ForeCell.rules()), [0, 1, 2, 3]);
        assert_eq!(
            cells(Game::EightOff.rules().with_free_cells(4).unwrap()),
            [0, 2]
        );
        assert!(cells(Game::FreeCell.rules()).is_empty());
    }

    #[test]
    fn fewer_cells_can_keep_the_leftover_cards_on_cells() {
        let cells = |r: Rules| r.leftover_cells().collect::<Vec<_>>();
        let kept = |game: Game, count| {
            cells(
                game.rules()
                    .with_free_cells_keeping_leftovers(count)
                    .unwrap(),
            )
        };
        assert_eq!(kept(Game::EightOff, 5), [0, 1, 2, 3]);
        assert_eq!(kept(Game::Seahaven, 2), [0, 1]);
        assert_eq!(kept(Game::ForeCell, 3), [0, 1, 2]);
        assert_eq!(kept(Game::ForeCell, 0), [] as [usize; 0]);
        assert!(kept(Game::FreeCell, 1).is_empty());
        assert!(Game::EightOff
            .rules()
            .with_free_cells_keeping_leftovers(9)
            .is_err());
    }
}

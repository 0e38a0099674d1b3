//! Cards: suits, ranks, colours and the two-character card codes (`7H`,
//! `TC`), and [`ParseCardError`], why a text is no card code. A leaf of the
//! engine: it imports nothing of the crate.

use std::fmt;
use std::str::FromStr;

/// A suit, in the order the Microsoft deals number them (clubs first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub const fn from_index(i: usize) -> Suit {
        Suit::ALL[i & 3]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in card codes: `C`, `D`, `H` or `S`.
    pub const fn char(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// Reads a suit letter, upper or lower case.
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }

    pub const fn colour(self) -> Colour {
        match self {
            Suit::Hearts | Suit::Diamonds => Colour::Red,
            Suit::Clubs | Suit::Spades => Colour::Black,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

/// A rank, ace low (1) to king (13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

impl Rank {
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The rank whose value is `v` (1 = ace … 13 = king).
    pub fn from_value(v: u8) -> Option<Rank> {
        (1..=13).contains(&v).then(|| Rank::ALL[usize::from(v) - 1])
    }

    /// 1 for an ace up to 13 for a king.
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// The character used in card codes: `A23456789TJQK`.
    pub const fn char(self) -> char {
        b"A23456789TJQK"[self as usize - 1] as char
    }

    pub fn from_char(c: char) -> Option<Rank> {
        let c = c.to_ascii_uppercase();
        "A23456789TJQK"
            .find(c)
            .map(|i| Rank::ALL[i])
            .filter(|_| c.is_ascii())
    }

    pub const fn name(self) -> &'static str {
        [
            "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king",
        ][self as usize - 1]
    }
}

/// Red (hearts, diamonds) or black (clubs, spades).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Red,
    Black,
}

impl Colour {
    /// Red for black, black for red.
    pub const fn other(self) -> Colour {
        match self {
            Colour::Red => Colour::Black,
            Colour::Black => Colour::Red,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Black => "black",
        }
    }
}

/// A playing card, packed in one byte as `(rank - 1) * 4 + suit`: the index
/// of the card in the Microsoft deal's starting array (AC = 0 … KS = 51).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Card(u8);

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card((rank as u8 - 1) * 4 + suit as u8)
    }

    /// The card at `index` (0..52) of the Microsoft ordering.
    pub fn from_index(index: usize) -> Option<Card> {
        (index < 52).then_some(Card(index as u8))
    }

    /// The card at `index`, which the caller knows is below 52: for the
    /// solver, whose positions hold cards as their index bytes.
    #[cfg(feature = "solver")]
    pub(crate) const fn from_index_unchecked(index: u8) -> Card {
        debug_assert!(index < 52);
        Card(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn suit(self) -> Suit {
        Suit::from_index(self.0 as usize & 3)
    }

    pub const fn rank(self) -> Rank {
        Rank::ALL[self.0 as usize >> 2]
    }

    pub const fn colour(self) -> Colour {
        self.suit().colour()
    }

    /// All 52 cards, in the Microsoft order (AC AD AH AS 2C …).
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }

    /// "seven of hearts".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().char(), self.suit().char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A text that is no card code, as it was given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParseCardError {
    pub given: String,
}

/// The English for developers.
impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a card: write the rank (A 2-9 T J Q K) then the suit (C D H S), as in 7H or TC",
            self.given
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads `7H`, `TC`, `10c` or `qs`: the rank then the suit, any case.
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let bad = || ParseCardError {
            given: s.to_string(),
        };
        let t = s.trim();
        let (rank, suit) = if t.len() == 3 && t.starts_with("10") {
            (Some(Rank::Ten), &t[2..])
        } else if t.len() == 2 && t.is_ascii() {
            (Rank::from_char(t.as_bytes()[0] as char), &t[1..])
        } else {
            return Err(bad());
        };
        let suit = suit.chars().next().and_then(Suit::from_char);
        match (rank, suit) {
            (Some(r), Some(s)) => Ok(Card::new(s, r)),
            _ => Err(bad()),
        }
    }
}

/// Reads a run of card codes written with or without spaces: `JD2D10h`.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseCardError> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut cards = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let len = if chars[i..].starts_with(&['1', '0']) {
            3
        } else {
            2
        };
        let end = (i + len).min(chars.len());
        cards.push(chars[i..end].iter().collect::<String>().parse::<Card>()?);
        i = end;
    }
    Ok(cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_for_every_card() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
        }
        assert_eq!(Card::deck().count(), 52);
    }

    #[test]
    fn parses_ten_forms_and_lower_case() {
        let th = Card::new(Suit::Hearts, Rank::Ten);
        assert_eq!("TH".parse::<Card>().unwrap(), th);
        assert_eq!("10H".parse::<Card>().unwrap(), th);
        assert_eq!("th".parse::<Card>().unwrap(), th);
        assert_eq!(
            "qs".parse::<Card>().unwrap(),
            Card::new(Suit::Spades, Rank::Queen)
        );
    }

    #[test]
    fn rejects_unknown_codes() {
        for bad in ["", "1H", "11H", "ZH", "7X", "7", "7HH", "é7", "10"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert_eq!(err.given, bad, "{bad}");
        }
    }

    #[test]
    fn colours_follow_suits() {
        assert_eq!("7H".parse::<Card>().unwrap().colour(), Colour::Red);
        assert_eq!("7D".parse::<Card>().unwrap().colour(), Colour::Red);
        assert_eq!("7C".parse::<Card>().unwrap().colour(), Colour::Black);
        assert_eq!("7S".parse::<Card>().unwrap().colour(), Colour::Black);
    }

    #[test]
    fn microsoft_order_starts_with_ace_of_clubs() {
        assert_eq!(Card::from_index(0).unwrap().to_string(), "AC");
        assert_eq!(Card::from_index(3).unwrap().to_string(), "AS");
        assert_eq!(Card::from_index(51).unwrap().to_string(), "KS");
        assert!(Card::from_index(52).is_none());
        assert_eq!("7H".parse::<Card>().unwrap().name(), "seven of hearts");
    }
}

//! The Microsoft deals, against the test vectors of the seed (deals 1, 617)
//! and PySolFC's Microsoft-numbered deals of every game of the family.

use std::collections::HashSet;

use freecell::{ms_deal, CellT, Error, ErrorKind, GameBoard, NoSuchDeal, Rules, MAX_DEAL};

const DEAL_1: &str = "JD 2D 9H JC 5D 7H 7C 5H KD KC 9S 5S AD QC KH 3H 2S KS 9D QD JS AS AH 3C \
                      4C 5C TS QH 4H AC 4D 7S 3S TD 4S TH 8H 2C JH 7D 6D 8S 8D QS 6C 3D 8C TC \
                      6S 9C 2H 6H";
const DEAL_617: &str = "7D AD 5C 3S 5S 8C 2D AH TD 7S QD AC 6D 8H AS KH TH QC 3H 9D 6S 8D 3D TC \
                        KD 5H 9S 3C 8S 7H 4D JS 4C QS 9C 9H 7C 6H 2C 2S 4S TS 2H 5D JC 6C JH QH \
                        JD KS KC 4H";

fn dealt(n: u64) -> String {
    ms_deal(n)
        .unwrap()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn deal_1_and_617_match_the_published_order() {
    assert_eq!(
        dealt(1),
        DEAL_1.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    assert_eq!(
        dealt(617),
        DEAL_617.split_whitespace().collect::<Vec<_>>().join(" ")
    );
}

#[test]
fn deals_go_round_robin_to_the_cascades() {
    let board = GameBoard::from_deal(617).unwrap();
    let order: Vec<&str> = DEAL_617.split_whitespace().collect();
    for cascade in 0..8 {
        let cards: Vec<String> = board
            .get_cell(CellT::Tableau, cascade)
            .unwrap()
            .as_slice()
            .iter()
            .map(|c| c.to_string())
            .collect();
        let expected: Vec<&str> = order.iter().skip(cascade).step_by(8).copied().collect();
        assert_eq!(cards, expected, "cascade {cascade}");
        assert_eq!(cards.len(), if cascade < 4 { 7 } else { 6 });
    }
}

#[test]
fn deal_numbers_across_the_31_bit_range_give_different_orders() {
    let numbers = [
        1,
        2,
        3,
        11982,
        32000,
        32001,
        1_000_000,
        MAX_DEAL - 1,
        MAX_DEAL,
    ];
    let orders: HashSet<String> = numbers.iter().map(|&n| dealt(n)).collect();
    assert_eq!(
        orders.len(),
        numbers.len(),
        "two deal numbers dealt the same order"
    );
}

/// PySolFC's Microsoft-numbered deals of every game of the family
/// (`scripts/pysol-deals.py` wrote them with the `pysol-cards` package):
/// deal N of a game is Microsoft's shuffle N dealt as that game deals.
#[test]
fn every_game_deals_as_pysolfc_does() {
    let vectors = include_str!("fixtures/pysol-deals.txt");
    let mut games = HashSet::new();
    for line in vectors.lines().filter(|l| !l.starts_with('#')) {
        let mut fields = line.split_whitespace();
        let (Some(game), Some(n), Some(position)) = (fields.next(), fields.next(), fields.next())
        else {
            panic!("a bad vector line: {line}");
        };
        let rules = Rules::from_id(game).unwrap();
        let board = GameBoard::from_deal_of(rules, n.parse().unwrap()).unwrap();
        assert_eq!(board.to_text(), position, "{game} deal {n}");
        assert_eq!(
            GameBoard::from_text(position).unwrap(),
            board,
            "{game} deal {n}"
        );
        games.insert(rules.game());
    }
    assert_eq!(
        games.len(),
        freecell::Game::ALL.len(),
        "a game has no vectors"
    );
}

#[test]
fn the_issues_eight_off_and_seahaven_examples() {
    let eight_off = GameBoard::from_deal_of(Rules::from_id("eight-off").unwrap(), 1).unwrap();
    let codes = |b: &GameBoard, cell: CellT, i: usize| {
        b.get_cell(cell, i)
            .unwrap()
            .as_slice()
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(codes(&eight_off, CellT::Tableau, 0), "JD KD 2S 4C 3S 6D");
    let cells: Vec<String> = (0..8)
        .map(|i| codes(&eight_off, CellT::FreeCell, i))
        .collect();
    assert_eq!(cells, ["6S", "", "9C", "", "2H", "", "6H", ""]);
    let seahaven = GameBoard::from_deal_of(Rules::from_id("seahaven").unwrap(), 1).unwrap();
    assert_eq!(codes(&seahaven, CellT::Tableau, 0), "JD 9S JS 4D 6D");
    assert_eq!(codes(&seahaven, CellT::FreeCell, 1), "2H");
    assert_eq!(codes(&seahaven, CellT::FreeCell, 2), "6H");
    // With fewer free cells, the leftovers that have no cell go on dealing
    // round-robin: Eight Off with 4 cells deals 50 cards to the cascades.
    let rules = Rules::from_id("eight-off,cells=4").unwrap();
    let fewer = GameBoard::from_deal_of(rules, 1).unwrap();
    assert_eq!(codes(&fewer, CellT::Tableau, 0), "JD KD 2S 4C 3S 6D 6S");
    assert_eq!(codes(&fewer, CellT::Tableau, 1), "2D KC KS 5C TD 8S 9C");
    assert_eq!(codes(&fewer, CellT::FreeCell, 0), "2H");
    assert_eq!(codes(&fewer, CellT::FreeCell, 2), "6H");
}

#[test]
fn deal_numbers_outside_the_range_are_invalid_arguments() {
    for n in [0, MAX_DEAL + 1, u64::MAX] {
        let e = Error::from(ms_deal(n).unwrap_err());
        assert_eq!(e.kind(), ErrorKind::InvalidArgument);
        assert!(e.message().contains("deal numbers go from 1 to 2147483647"));
        assert_eq!(
            GameBoard::from_deal(n).unwrap_err(),
            NoSuchDeal { given: n }
        );
    }
}

#[test]
fn random_decks_hold_every_card_once_and_differ() {
    let a = freecell::random_deck();
    let b = freecell::random_deck();
    assert!(freecell::check_full_deck(&a).is_ok());
    assert!(freecell::check_full_deck(&b).is_ok());
    assert_ne!(a, b, "two random decks were the same (chance 1 in 52!)");
}

#[test]
fn shuffles_are_uniform_enough() {
    // Where the ace of clubs lands over many shuffles: each of the 52 places
    // should be hit about equally often.
    let mut rng = freecell::SplitMix64(7);
    let mut hits = [0u32; 52];
    let rounds = 52_000;
    for _ in 0..rounds {
        let deck = freecell::shuffled_deck(|k| rng.below(k));
        hits[deck.iter().position(|c| c.index() == 0).unwrap()] += 1;
    }
    for (place, &h) in hits.iter().enumerate() {
        assert!((800..1200).contains(&h), "place {place} hit {h} times");
    }
}

/// The seed's text-mode game deals a shuffled deck itself: round-robin to
/// the eight cascades, the first four getting seven cards; a deck that is
/// not the 52 cards is refused.
#[test]
fn a_shuffled_deck_is_dealt_round_robin_and_a_short_or_doubled_one_refused() {
    let deck = freecell::random_deck();
    let board = GameBoard::deal_round_robin(&deck).unwrap();
    for cascade in 0..8 {
        let cards = board.get_cell(CellT::Tableau, cascade).unwrap().as_slice();
        let expected: Vec<_> = deck.iter().skip(cascade).step_by(8).copied().collect();
        assert_eq!(cards, expected.as_slice(), "cascade {cascade}");
    }
    for cell in 0..4 {
        assert!(board.get_cell(CellT::FreeCell, cell).unwrap().is_empty());
        assert!(board.get_cell(CellT::HomeCell, cell).unwrap().is_empty());
    }
    assert_eq!(
        GameBoard::deal_round_robin(&deck[..51]).unwrap_err(),
        freecell::DeckError::CardCount { given: 51 }
    );
    let mut doubled = deck;
    doubled[51] = doubled[0];
    assert_eq!(
        GameBoard::deal_round_robin(&doubled).unwrap_err(),
        freecell::DeckError::CardTwice { card: deck[0] }
    );
}

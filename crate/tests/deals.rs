//! The Microsoft deals, against the test vectors of the seed (deals 1, 617).

use freecell::{ms_deal, CellT, ErrorKind, GameBoard, MAX_DEAL};

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
fn every_deal_number_of_the_31_bit_range_deals_52_different_cards() {
    for n in [1, 2, 11982, 32000, 1_000_000, MAX_DEAL - 1, MAX_DEAL] {
        let mut cards: Vec<usize> = ms_deal(n).unwrap().iter().map(|c| c.index()).collect();
        cards.sort_unstable();
        assert_eq!(cards, (0..52).collect::<Vec<_>>(), "deal {n}");
    }
}

#[test]
fn deal_numbers_outside_the_range_are_invalid_arguments() {
    for n in [0, MAX_DEAL + 1, u64::MAX] {
        let e = ms_deal(n).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidArgument);
        assert!(e.message().contains("deal numbers go from 1 to 2147483647"));
        assert_eq!(
            GameBoard::from_deal(n).unwrap_err().kind(),
            ErrorKind::InvalidArgument
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

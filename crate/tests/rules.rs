//! The MIS rules of `GameBoard`, one behaviour at a time.

use freecell::{Autoplay, CellT, Error, ErrorKind, GameBoard, Move, Pile};

use CellT::{FreeCell, HomeCell, Tableau};

fn card(code: &str) -> freecell::Card {
    code.parse().unwrap()
}

/// A board with the given cards placed, bottom first, on each listed pile.
fn board(piles: &[(CellT, usize, &str)]) -> GameBoard {
    let mut b = GameBoard::new();
    for &(cell, i, codes) in piles {
        for code in codes.split_whitespace() {
            b.place(cell, i, card(code)).unwrap();
        }
    }
    b
}

fn codes(b: &GameBoard, cell: CellT, i: usize) -> String {
    b.get_cell(cell, i)
        .unwrap()
        .as_slice()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn refused(b: &mut GameBoard, c0: CellT, n0: usize, c1: CellT, n1: usize) -> (ErrorKind, String) {
    let before = *b;
    assert!(!b.is_valid_move(c0, n0, c1, n1).unwrap());
    let err = b.make_move(c0, n0, c1, n1).unwrap_err();
    assert_eq!(*b, before, "a refused move changed the board");
    (err.kind(), err.message().to_string())
}

#[test]
fn new_board_is_empty_with_mis_bounds() {
    let b = GameBoard::new();
    for (cell, n, max) in [(Tableau, 8, 19), (FreeCell, 4, 1), (HomeCell, 4, 13)] {
        for i in 0..n {
            let s = b.get_cell(cell, i).unwrap();
            assert_eq!(s.size(), 0);
            assert_eq!(s.max_size(), max);
        }
    }
    assert!(!b.is_in_win_state());
    assert!(!b.valid_move_exists());
}

#[test]
fn with_deck_deals_contiguous_chunks() {
    let deck: Vec<_> = freecell::Card::deck().collect();
    let b = GameBoard::with_deck(&deck).unwrap();
    let sizes = [7, 7, 7, 7, 6, 6, 6, 6];
    let mut next = 0;
    for (i, &size) in sizes.iter().enumerate() {
        let cascade = b.get_cell(Tableau, i).unwrap().as_slice();
        assert_eq!(cascade, &deck[next..next + size], "cascade {i}");
        next += size;
    }
    // deck[0..6] is cascade 0 with deck[6] on top.
    assert_eq!(codes(&b, Tableau, 0), "AC AD AH AS 2C 2D 2H");
    assert_eq!(b.top(Pile::tableau(0)).unwrap(), deck[6]);
    assert_eq!(codes(&b, Tableau, 7), "QH QS KC KD KH KS");
}

#[test]
fn with_deck_refuses_anything_but_52_distinct_cards() {
    let deck: Vec<_> = freecell::Card::deck().collect();
    for bad in [&deck[..51], &deck[..0]] {
        let e = GameBoard::with_deck(bad).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidArgument);
        assert!(e.message().contains("52"), "{}", e.message());
    }
    let mut twice = deck.clone();
    twice[5] = twice[0];
    let e = GameBoard::with_deck(&twice).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    assert_eq!(e.message(), "AC is in the deck twice");
    let mut long = deck.clone();
    long.push(deck[0]);
    assert_eq!(
        GameBoard::with_deck(&long).unwrap_err().kind(),
        ErrorKind::InvalidArgument
    );
}

#[test]
fn place_checks_index_then_room() {
    let mut b = GameBoard::new();
    assert_eq!(
        b.place(Tableau, 8, card("AS")).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    assert_eq!(
        b.place(FreeCell, 4, card("AS")).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    assert_eq!(
        b.place(HomeCell, 4, card("AS")).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    b.place(FreeCell, 3, card("AS")).unwrap();
    let e = b.place(FreeCell, 3, card("2S")).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidConfig);
    assert_eq!(codes(&b, FreeCell, 3), "AS");
    for _ in 0..13 {
        b.place(HomeCell, 0, card("KD")).unwrap();
    }
    assert_eq!(
        b.place(HomeCell, 0, card("KD")).unwrap_err().kind(),
        ErrorKind::InvalidConfig
    );
    for _ in 0..19 {
        b.place(Tableau, 2, card("5C")).unwrap();
    }
    assert_eq!(
        b.place(Tableau, 2, card("5C")).unwrap_err().kind(),
        ErrorKind::InvalidConfig
    );
}

#[test]
fn get_cell_refuses_missing_piles() {
    let b = GameBoard::new();
    assert_eq!(
        b.get_cell(Tableau, 8).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    assert_eq!(
        b.get_cell(FreeCell, 4).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    assert_eq!(
        b.get_cell(HomeCell, 9).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
}

#[test]
fn tableau_takes_one_rank_lower_of_the_other_colour() {
    let mut b = board(&[
        (Tableau, 0, "8S"),
        (Tableau, 1, "7H"),
        (Tableau, 2, "7C"),
        (Tableau, 3, "6D"),
    ]);
    let (kind, msg) = refused(&mut b, Tableau, 2, Tableau, 0);
    assert_eq!(kind, ErrorKind::InvalidMove);
    assert_eq!(msg, "7C cannot go on 8S: same colour");
    let (_, msg) = refused(&mut b, Tableau, 3, Tableau, 0);
    assert_eq!(msg, "6D cannot go on 8S: only a red seven goes there");
    assert!(b.is_valid_move(Tableau, 1, Tableau, 0).unwrap());
    b.make_move(Tableau, 1, Tableau, 0).unwrap();
    assert_eq!(codes(&b, Tableau, 0), "8S 7H");
    assert_eq!(codes(&b, Tableau, 1), "");
    // Onto an empty cascade any card goes.
    b.make_move(Tableau, 3, Tableau, 1).unwrap();
    assert_eq!(codes(&b, Tableau, 1), "6D");
    // A higher card never goes on a lower one, even of the other colour.
    let (_, msg) = refused(&mut b, Tableau, 2, Tableau, 1);
    assert_eq!(msg, "7C cannot go on 6D: only a black five goes there");
}

#[test]
fn free_cells_hold_one_card_from_a_cascade_or_another_free_cell() {
    let mut b = board(&[(Tableau, 0, "KH QS"), (FreeCell, 1, "3D")]);
    let (_, msg) = refused(&mut b, Tableau, 0, FreeCell, 1);
    assert_eq!(msg, "free cell b already holds 3D");
    b.make_move(Tableau, 0, FreeCell, 0).unwrap();
    assert_eq!(codes(&b, FreeCell, 0), "QS");
    b.make_move(FreeCell, 1, FreeCell, 2).unwrap();
    assert_eq!(codes(&b, FreeCell, 1), "");
    assert_eq!(codes(&b, FreeCell, 2), "3D");
    // Free cell to cascade follows the cascade rule.
    b.make_move(FreeCell, 0, Tableau, 0).unwrap();
    assert_eq!(codes(&b, Tableau, 0), "KH QS");
    let (_, msg) = refused(&mut b, FreeCell, 2, Tableau, 0);
    assert_eq!(msg, "3D cannot go on QS: only a red jack goes there");
    b.make_move(FreeCell, 2, Tableau, 5).unwrap();
    assert_eq!(codes(&b, Tableau, 5), "3D");
}

#[test]
fn foundations_start_with_an_ace_and_build_by_suit() {
    let mut b = board(&[
        (Tableau, 0, "2H AH"),
        (Tableau, 1, "2S"),
        (FreeCell, 0, "3H"),
    ]);
    let (_, msg) = refused(&mut b, Tableau, 1, HomeCell, 0);
    assert_eq!(msg, "2S cannot start a foundation: only an ace can");
    b.make_move(Tableau, 0, HomeCell, 2).unwrap();
    let (_, msg) = refused(&mut b, Tableau, 1, HomeCell, 2);
    assert_eq!(
        msg,
        "2S cannot go on AH: a foundation takes the next card of its suit"
    );
    let (_, msg) = refused(&mut b, FreeCell, 0, HomeCell, 2);
    assert_eq!(
        msg,
        "3H cannot go on AH: a foundation takes the next card of its suit"
    );
    b.make_move(Tableau, 0, HomeCell, 2).unwrap();
    b.make_move(FreeCell, 0, HomeCell, 2).unwrap();
    assert_eq!(codes(&b, HomeCell, 2), "AH 2H 3H");
    assert_eq!(b.home_for(card("4H")), Some(2));
    assert_eq!(b.home_for(card("AS")), Some(0));
    assert_eq!(b.home_for(card("2S")), None);
}

#[test]
fn a_foundation_is_never_a_source_and_an_empty_pile_never_one() {
    let mut b = board(&[(HomeCell, 0, "AC"), (Tableau, 0, "2D")]);
    for (c1, n1) in [(Tableau, 0), (Tableau, 1), (FreeCell, 0), (HomeCell, 1)] {
        let (kind, msg) = refused(&mut b, HomeCell, 0, c1, n1);
        assert_eq!(kind, ErrorKind::InvalidMove);
        assert!(msg.contains("foundation stay there"), "{msg}");
    }
    let (_, msg) = refused(&mut b, Tableau, 3, FreeCell, 0);
    assert_eq!(msg, "cascade 4 is empty: there is no card to move");
    let (_, msg) = refused(&mut b, FreeCell, 2, Tableau, 3);
    assert_eq!(msg, "free cell c is empty: there is no card to move");
    refused(&mut b, Tableau, 0, Tableau, 0);
}

#[test]
fn bad_indexes_are_invalid_cell_before_anything_else() {
    let mut b = board(&[(HomeCell, 0, "AC")]);
    for (c0, n0, c1, n1) in [
        (Tableau, 8, Tableau, 0),
        (Tableau, 0, Tableau, 8),
        (FreeCell, 4, Tableau, 0),
        (HomeCell, 0, FreeCell, 4),
        (HomeCell, 4, HomeCell, 0),
    ] {
        let e = b.is_valid_move(c0, n0, c1, n1).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidCell);
        let e = b.make_move(c0, n0, c1, n1).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidCell);
    }
    let e = b.make_move(Tableau, 9, Tableau, 0).unwrap_err();
    assert_eq!(
        e.message(),
        "there is no cascade at index 9: cascade indexes go from 0 to 7"
    );
}

#[test]
fn win_state_needs_every_foundation_ace_to_king() {
    let mut b = GameBoard::new();
    for (h, suit) in "CDHS".chars().enumerate() {
        for rank in "A23456789TJQK".chars() {
            assert!(!b.is_in_win_state());
            b.place(HomeCell, h, card(&format!("{rank}{suit}")))
                .unwrap();
        }
    }
    assert!(b.is_in_win_state());
    assert!(!b.valid_move_exists());
}

#[test]
fn win_state_refuses_foundations_out_of_order() {
    let mut b = GameBoard::new();
    for (h, suit) in "CDHS".chars().enumerate() {
        for rank in "A23456789TJKQ".chars() {
            b.place(HomeCell, h, card(&format!("{rank}{suit}")))
                .unwrap();
        }
    }
    assert!(!b.is_in_win_state());
}

#[test]
fn valid_move_exists_sees_any_single_card_move() {
    // Full free cells, no empty cascade, only black cards on top, no ace.
    let stuck = board(&[
        (FreeCell, 0, "KC"),
        (FreeCell, 1, "KD"),
        (FreeCell, 2, "KH"),
        (FreeCell, 3, "KS"),
        (Tableau, 0, "2C"),
        (Tableau, 1, "2S"),
        (Tableau, 2, "4C"),
        (Tableau, 3, "4S"),
        (Tableau, 4, "6C"),
        (Tableau, 5, "6S"),
        (Tableau, 6, "8C"),
        (Tableau, 7, "8S"),
    ]);
    assert!(!stuck.valid_move_exists());
    assert!(stuck.legal_moves().is_empty());

    let mut ace = stuck;
    ace.place(Tableau, 0, card("AC")).unwrap();
    assert!(ace.valid_move_exists());

    let mut red = stuck;
    red.place(Tableau, 2, card("3H")).unwrap();
    assert!(red.valid_move_exists(), "3H can go on 4S");

    // A card may not move onto its own free cell; with one free cell empty,
    // any cascade's top card may go there.
    let mut same_cell = stuck;
    let (_, msg) = refused(&mut same_cell, FreeCell, 0, FreeCell, 0);
    assert_eq!(msg, "the card is already in free cell a");
    let mut empty_cell = GameBoard::new();
    for pile in stuck.piles().filter(|&p| p != Pile::free_cell(0)) {
        for &c in stuck.stack(pile).as_slice() {
            empty_cell.place(pile.cell, pile.index, c).unwrap();
        }
    }
    assert!(
        empty_cell.valid_move_exists(),
        "a top card can go to free cell a"
    );
    assert!(empty_cell.is_valid_move(Tableau, 0, FreeCell, 0).unwrap());
    let mut b = GameBoard::new();
    b.place(FreeCell, 0, card("KC")).unwrap();
    assert!(
        b.valid_move_exists(),
        "a free cell card can go to an empty cascade"
    );
}

#[test]
fn sequence_capacity_counts_free_cells_and_empty_cascades() {
    let mut b = board(&[
        (Tableau, 0, "9C 8H 7S 6H 5C"),
        (Tableau, 1, "TD"),
        (Tableau, 2, "KS"),
        (Tableau, 3, "KS"),
        (Tableau, 4, "KS"),
        (Tableau, 5, "KS"),
    ]);
    // Empty: 4 free cells, cascades 6 and 7.
    assert_eq!(b.sequence_capacity(false), 5 * 4);
    assert_eq!(b.sequence_capacity(true), 5 * 2);
    b.place(FreeCell, 0, card("QD")).unwrap();
    b.place(FreeCell, 1, card("QD")).unwrap();
    b.place(FreeCell, 2, card("QD")).unwrap();
    b.place(Tableau, 6, card("QD")).unwrap();
    // One free cell, one empty cascade.
    assert_eq!(b.sequence_capacity(false), 2 * 2);
    assert_eq!(b.sequence_capacity(true), 2);
    assert_eq!(b.run_length(0), 5);
    assert_eq!(b.movable_count(Pile::tableau(0)).unwrap(), 4);
    assert_eq!(
        b.max_move_count(Pile::tableau(0), Pile::tableau(1))
            .unwrap(),
        0
    );

    // Five cards onto TD is too many; the message says how many may move.
    let mv = Move::with_count(Pile::tableau(0), Pile::tableau(1), 5);
    let before = b;
    let e = Error::from(b.play(mv).unwrap_err());
    assert_eq!(e.kind(), ErrorKind::InvalidMove);
    assert!(
        e.message()
            .starts_with("only 4 cards can move at once now, not 5"),
        "{}",
        e.message()
    );
    assert_eq!(b, before);
    // Onto the empty cascade at most 2 go.
    assert_eq!(
        b.max_move_count(Pile::tableau(0), Pile::tableau(7))
            .unwrap(),
        2
    );
    assert!(!b
        .is_valid(Move::with_count(Pile::tableau(0), Pile::tableau(7), 3))
        .unwrap());
    b.play(Move::with_count(Pile::tableau(0), Pile::tableau(7), 2))
        .unwrap();
    assert_eq!(codes(&b, Tableau, 7), "6H 5C");
    assert_eq!(codes(&b, Tableau, 0), "9C 8H 7S");
}

#[test]
fn a_run_moves_whole_onto_a_fitting_card() {
    let mut b = board(&[(Tableau, 0, "9C 8H 7S 6H"), (Tableau, 1, "9S")]);
    assert_eq!(b.run_length(0), 4);
    assert_eq!(
        b.max_move_count(Pile::tableau(0), Pile::tableau(1))
            .unwrap(),
        3
    );
    let e = Error::from(
        b.play(Move::new(Pile::tableau(0), Pile::tableau(1)))
            .unwrap_err(),
    );
    assert_eq!(
        e.message(),
        "6H cannot go on 9S: only a red eight goes there"
    );
    let e = Error::from(
        b.play(Move::with_count(Pile::tableau(0), Pile::tableau(1), 2))
            .unwrap_err(),
    );
    assert_eq!(e.message(), "7S cannot go on 9S: same colour");
    b.play(Move::with_count(Pile::tableau(0), Pile::tableau(1), 3))
        .unwrap();
    assert_eq!(codes(&b, Tableau, 1), "9S 8H 7S 6H");
    assert_eq!(codes(&b, Tableau, 0), "9C");
}

#[test]
fn a_sequence_move_needs_a_real_run_from_a_cascade_to_a_cascade() {
    let mut b = board(&[
        (Tableau, 0, "9C 8H 7H"),
        (Tableau, 1, "9D"),
        (FreeCell, 0, "8S"),
    ]);
    assert_eq!(b.run_length(0), 1);
    let e = Error::from(
        b.play(Move::with_count(Pile::tableau(0), Pile::tableau(2), 2))
            .unwrap_err(),
    );
    assert_eq!(
        e.message(),
        "the top 2 cards of cascade 1 are not one run of alternating colours going down"
    );
    let e = Error::from(
        b.play(Move::with_count(Pile::tableau(0), Pile::free_cell(1), 2))
            .unwrap_err(),
    );
    assert_eq!(
        e.message(),
        "only one card at a time can move to a free cell"
    );
    let e = Error::from(
        b.play(Move::with_count(Pile::free_cell(0), Pile::tableau(1), 2))
            .unwrap_err(),
    );
    assert_eq!(
        e.message(),
        "only one card at a time can move from a free cell"
    );
    let e = Error::from(
        b.play(Move::with_count(Pile::tableau(0), Pile::tableau(2), 9))
            .unwrap_err(),
    );
    assert_eq!(e.message(), "cascade 1 has only 3 cards, not 9");
    let e = Error::from(
        b.play(Move::with_count(Pile::tableau(0), Pile::tableau(2), 0))
            .unwrap_err(),
    );
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    assert_eq!(
        Error::from(
            b.is_valid(Move::with_count(Pile::tableau(0), Pile::tableau(2), 0))
                .unwrap_err()
        )
        .kind(),
        ErrorKind::InvalidArgument
    );
}

#[test]
fn notation_reads_and_writes_moves() {
    let mut b = board(&[
        (Tableau, 0, "9C 8H 7S"),
        (Tableau, 1, "9D"),
        (Tableau, 2, "AH"),
        (HomeCell, 3, "AS"),
        (Tableau, 3, "2S"),
    ]);
    let mv = b.parse_move("12").unwrap();
    assert_eq!(mv, Move::with_count(Pile::tableau(0), Pile::tableau(1), 2));
    assert_eq!(b.move_notation(mv), "12");
    assert_eq!(
        b.parse_move("4h").unwrap(),
        Move::new(Pile::tableau(3), Pile::home_cell(3))
    );
    assert_eq!(
        b.parse_move("3H").unwrap(),
        Move::new(Pile::tableau(2), Pile::home_cell(0))
    );
    assert_eq!(
        b.parse_move(" 1c ").unwrap(),
        Move::new(Pile::tableau(0), Pile::free_cell(2))
    );
    let to_empty = b.parse_move("15/2").unwrap();
    assert_eq!(
        to_empty,
        Move::with_count(Pile::tableau(0), Pile::tableau(4), 2)
    );
    assert_eq!(b.move_notation(to_empty), "15/2");
    assert_eq!(b.parse_move("15").unwrap().count, 1);
    b.play(b.parse_move("1a").unwrap()).unwrap();
    assert_eq!(b.move_notation(b.parse_move("a5").unwrap()), "a5");
    for bad in ["", "1", "19", "x1", "1/0", "12/x", "123"] {
        assert_eq!(
            Error::from(b.parse_move(bad).unwrap_err()).kind(),
            ErrorKind::InvalidArgument,
            "{bad}"
        );
    }
    assert_eq!(
        Error::from(b.parse_move("h1").unwrap_err()).kind(),
        ErrorKind::InvalidMove
    );
}

#[test]
fn text_positions_round_trip_and_refuse_impossible_ones() {
    let mut b = GameBoard::from_deal(617).unwrap();
    b.make_move(Tableau, 0, FreeCell, 2).unwrap();
    let text = b.to_text();
    assert_eq!(GameBoard::from_text(&text).unwrap(), b);
    assert_eq!(text.split('/').count(), 16);
    let e = Error::from(GameBoard::from_text("AS/2S").unwrap_err());
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    // A missing card.
    let short = text.replacen("7D", "", 1);
    assert_eq!(
        Error::from(GameBoard::from_text(&short).unwrap_err()).kind(),
        ErrorKind::InvalidArgument
    );
    // A foundation that is not built from its ace.
    let fields: Vec<&str> = text.split('/').collect();
    let mut moved = fields.clone();
    let last = moved[7].len();
    let top = &fields[7][last - 2..];
    moved[7] = &fields[7][..last - 2];
    let home = top.to_string();
    moved[12] = &home;
    let e = Error::from(GameBoard::from_text(&moved.join("/")).unwrap_err());
    assert!(
        e.message().contains("not built up by suit"),
        "{}",
        e.message()
    );
}

#[test]
fn autoplay_sends_only_safe_cards_home_unless_asked_for_all() {
    let mut b = board(&[
        (HomeCell, 0, "AC 2C 3C"),
        (HomeCell, 1, "AS 2S"),
        (HomeCell, 2, "AH 2H 3H"),
        (Tableau, 0, "4H"),
        (FreeCell, 0, "3S"),
        (HomeCell, 3, "AD"),
        (Tableau, 1, "2D"),
    ]);
    // A two is always safe, and cascades come before free cells.
    assert_eq!(
        b.autoplay_move(Autoplay::Safe),
        Some(Move::new(Pile::tableau(1), Pile::home_cell(3)))
    );
    b.play(Move::new(Pile::tableau(1), Pile::home_cell(3)))
        .unwrap();
    // 4H waits for 3S (black threes are not both home); 3S goes: reds have 2s.
    assert!(!b.is_safe_home(card("4H")));
    assert!(b.is_safe_home(card("3S")));
    assert_eq!(
        b.autoplay_move(Autoplay::Safe),
        Some(Move::new(Pile::free_cell(0), Pile::home_cell(1)))
    );
    // Asked for all, 4H goes first.
    assert_eq!(
        b.autoplay_move(Autoplay::All),
        Some(Move::new(Pile::tableau(0), Pile::home_cell(2)))
    );
    b.play(Move::new(Pile::free_cell(0), Pile::home_cell(1)))
        .unwrap();
    assert!(b.is_safe_home(card("4H")));
    assert_eq!(b.home_rank(freecell::Suit::Spades), 3);
    assert_eq!(b.home_rank(freecell::Suit::Diamonds), 2);
}

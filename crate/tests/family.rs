//! The rules of each game of the family: what each allows and refuses, and
//! why, as a player reads it.

use freecell::{Autoplay, CellT, Error, ErrorKind, Game, GameBoard, Move, Pile, Rules};

use CellT::{FreeCell, HomeCell, Tableau};

fn rules(id: &str) -> Rules {
    Rules::from_id(id).unwrap()
}

/// A board of `rules` with the given cards placed, bottom first.
fn board(rules: Rules, piles: &[(CellT, usize, &str)]) -> GameBoard {
    let mut b = GameBoard::empty(rules);
    for &(cell, i, codes) in piles {
        for code in codes.split_whitespace() {
            b.place(cell, i, code.parse().unwrap()).unwrap();
        }
    }
    b
}

/// Plays a move in the notation; the reason if it is refused, after
/// checking that the refusal changed nothing.
fn play(b: &mut GameBoard, text: &str) -> Result<(), String> {
    let before = *b;
    let mv = b.parse_move(text).map_err(|e| e.to_string())?;
    let result = b.play(mv).map_err(|e| e.to_string());
    if result.is_err() {
        assert_eq!(*b, before, "the refused {text} changed the board");
        assert!(!b.is_valid(mv).unwrap());
    }
    result
}

fn codes(b: &GameBoard, pile: Pile) -> String {
    let cards: Vec<String> = b
        .stack(pile)
        .as_slice()
        .iter()
        .map(|c| c.to_string())
        .collect();
    cards.join(" ")
}

#[test]
fn bakers_game_builds_by_suit() {
    let r = rules("bakers-game");
    let mut b = board(
        r,
        &[
            (Tableau, 0, "8S"),
            (Tableau, 1, "7H"),
            (Tableau, 2, "9S"),
            (Tableau, 3, "8H 7S"),
        ],
    );
    let e = play(&mut b, "21").unwrap_err();
    assert_eq!(e, "7H cannot go on 8S: Baker's Game builds by suit");
    let e = play(&mut b, "41/2").unwrap_err();
    assert_eq!(
        e,
        "the top 2 cards of cascade 4 are not one run of one suit going down"
    );
    play(&mut b, "41").unwrap();
    assert_eq!(codes(&b, Pile::tableau(0)), "8S 7S");
    // A higher card of the suit never goes on a lower one.
    let e = play(&mut b, "31").unwrap_err();
    assert_eq!(e, "9S cannot go on 7S: only the six of spades goes there");
    play(&mut b, "24").unwrap();
    assert_eq!(codes(&b, Pile::tableau(3)), "8H 7H");
    // Any card starts an empty cascade.
    play(&mut b, "32").unwrap();
    assert_eq!(codes(&b, Pile::tableau(1)), "9S");
}

#[test]
fn a_suit_run_moves_whole_and_capacity_doubles_with_empty_cascades() {
    let r = rules("bakers-game");
    let mut b = board(
        r,
        &[
            (Tableau, 0, "9H 8H 7H 6H 5H"),
            (Tableau, 1, "TH"),
            (FreeCell, 0, "KC"),
            (FreeCell, 1, "KD"),
            (FreeCell, 2, "KS"),
            (Tableau, 2, "QC"),
            (Tableau, 3, "QD"),
            (Tableau, 4, "QS"),
            (Tableau, 5, "JC"),
        ],
    );
    // One empty free cell and two empty cascades: (1 + 1) x 2^2 = 8.
    assert_eq!(b.sequence_capacity(false), 8);
    assert_eq!(b.run_length(0), 5);
    play(&mut b, "12").unwrap();
    assert_eq!(codes(&b, Pile::tableau(1)), "TH 9H 8H 7H 6H 5H");
}

#[test]
fn ko_bakers_game_lets_only_kings_start_a_cascade() {
    let r = rules("ko-bakers-game");
    let mut b = board(
        r,
        &[
            (Tableau, 0, "KD QD JD"),
            (Tableau, 1, "QS"),
            (FreeCell, 0, "KH"),
        ],
    );
    assert_eq!(
        play(&mut b, "23").unwrap_err(),
        "only a king may start an empty cascade in KO Baker's Game"
    );
    // A run that starts with a king may; empty cascades do not add to the
    // capacity: (3 empty free cells + 1) = 4.
    assert_eq!(b.sequence_capacity(true), 4);
    assert_eq!(b.sequence_capacity(false), 4);
    play(&mut b, "13/3").unwrap();
    assert_eq!(codes(&b, Pile::tableau(2)), "KD QD JD");
    play(&mut b, "a4").unwrap();
    assert_eq!(codes(&b, Pile::tableau(3)), "KH");
    // The generator offers only king moves to empty cascades.
    for mv in b.legal_moves() {
        if mv.to.cell == Tableau && b.stack(mv.to).is_empty() {
            let cards = b.stack(mv.from).as_slice();
            let moved = cards[cards.len() - mv.count];
            assert_eq!(moved.rank().value(), 13, "{mv:?}");
        }
    }
}

#[test]
fn relaxed_freecell_moves_any_run_at_once() {
    let r = rules("relaxed-freecell");
    let mut b = board(
        r,
        &[
            (Tableau, 0, "9C 8H 7S 6H 5C 4D 3S"),
            (Tableau, 1, "TD"),
            (FreeCell, 0, "KC"),
            (FreeCell, 1, "KD"),
            (FreeCell, 2, "KH"),
            (FreeCell, 3, "KS"),
            (Tableau, 2, "QC"),
            (Tableau, 3, "QD"),
            (Tableau, 4, "QH"),
            (Tableau, 5, "QS"),
            (Tableau, 6, "JC"),
            (Tableau, 7, "JD"),
        ],
    );
    assert_eq!(b.sequence_capacity(false), 13);
    play(&mut b, "12").unwrap();
    assert_eq!(codes(&b, Pile::tableau(1)), "TD 9C 8H 7S 6H 5C 4D 3S");
    // In FreeCell the same move is refused for want of room to move.
    let mut standard = board(
        Rules::default(),
        &[
            (Tableau, 0, "9C 8H"),
            (Tableau, 1, "TD"),
            (FreeCell, 0, "KC"),
            (FreeCell, 1, "KD"),
            (FreeCell, 2, "KH"),
            (FreeCell, 3, "KS"),
            (Tableau, 2, "QC"),
            (Tableau, 3, "QD"),
            (Tableau, 4, "QH"),
            (Tableau, 5, "QS"),
            (Tableau, 6, "JC"),
            (Tableau, 7, "JD"),
        ],
    );
    assert_eq!(
        play(&mut standard, "12").unwrap_err(),
        "only 1 card can move at once now, not 2: empty free cells and cascades let more move"
    );
}

#[test]
fn eight_off_has_eight_cells_lettered_without_h() {
    let r = rules("eight-off");
    let mut b = GameBoard::from_deal_of(r, 1).unwrap();
    assert_eq!(b.free_cells().len(), 8);
    assert!(b.get_cell(FreeCell, 7).is_ok());
    assert_eq!(
        b.get_cell(FreeCell, 8).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    // Cell b is empty, as are d, f and i (the eighth).
    play(&mut b, "1b").unwrap();
    play(&mut b, "2i").unwrap();
    assert_eq!(codes(&b, Pile::free_cell(7)), "8S");
    assert_eq!(
        b.move_notation(Move::new(Pile::free_cell(7), Pile::tableau(1))),
        "i2"
    );
    assert_eq!(
        b.parse_move("h1").unwrap_err().to_string(),
        "cards on a foundation stay there: they cannot be moved back"
    );
    assert!(b
        .parse_move("1j")
        .unwrap_err()
        .to_string()
        .contains("1-8 or a-g, i"));
    // A long text (a link's junk) is cut short in the reason.
    let long = b.parse_move(&"x".repeat(300)).unwrap_err();
    assert!(
        long.to_string()
            .starts_with("'xxxxxxxxxxxx…' is not a move"),
        "{}",
        long.to_string()
    );
    // Kings only, and a capacity of free cells + 1.
    assert_eq!(r.sequence_capacity(2, 3), 3);
}

#[test]
fn forecell_builds_by_colour_with_kings_on_empty_cascades() {
    let r = rules("forecell");
    let mut b = board(
        r,
        &[(Tableau, 0, "8S"), (Tableau, 1, "7H"), (Tableau, 2, "QH")],
    );
    play(&mut b, "21").unwrap();
    assert_eq!(
        play(&mut b, "32").unwrap_err(),
        "only a king may start an empty cascade in ForeCell"
    );
    let dealt = GameBoard::from_deal_of(r, 617).unwrap();
    let cells: Vec<String> = (0..4).map(|i| codes(&dealt, Pile::free_cell(i))).collect();
    assert_eq!(cells, ["JD", "KS", "KC", "4H"]);
}

#[test]
fn seahaven_has_ten_cascades_numbered_to_zero() {
    let r = rules("seahaven");
    let mut b = GameBoard::from_deal_of(r, 1).unwrap();
    assert_eq!(b.cascades().len(), 10);
    assert_eq!(codes(&b, Pile::tableau(9)), "KC QD AC 7D 9C");
    assert_eq!(
        b.get_cell(Tableau, 10).unwrap_err().kind(),
        ErrorKind::InvalidCell
    );
    // 9C from cascade 10 to free cell a: written "0a".
    let mv = b.parse_move("0a").unwrap();
    assert_eq!(mv, Move::new(Pile::tableau(9), Pile::free_cell(0)));
    b.play(mv).unwrap();
    assert_eq!(
        b.move_notation(Move::new(Pile::free_cell(0), Pile::tableau(9))),
        "a0"
    );
    assert!(b.parse_move("9").is_err());
    assert!(b
        .parse_move("1e")
        .unwrap_err()
        .to_string()
        .contains("1-9, 0 or a-d"));
}

#[test]
fn free_cells_can_number_zero_to_eight() {
    let none = rules("freecell,cells=0");
    let mut b = GameBoard::from_deal_of(none, 1).unwrap();
    let e = b.get_cell(FreeCell, 0).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidCell);
    assert_eq!(
        e.message(),
        "there is no free cell at index 0: FreeCell with no free cells has no free cells"
    );
    assert!(play(&mut b, "1a")
        .unwrap_err()
        .contains("the target must be 1-8 or h"));
    // Only empty cascades let a run move: 1 x 2^empty.
    assert_eq!(b.sequence_capacity(false), 1);
    let one = GameBoard::from_deal_of(rules("freecell,cells=1"), 1).unwrap();
    assert_eq!(
        one.get_cell(FreeCell, 1).unwrap_err().message(),
        "there is no free cell at index 1: FreeCell with 1 free cell has one free cell, index 0"
    );
    assert_eq!(
        Error::from(Rules::default().with_free_cells(9).unwrap_err()).kind(),
        ErrorKind::InvalidArgument
    );
}

#[test]
fn every_card_that_can_go_home_is_safe_in_games_built_by_suit() {
    // The 3H may go home: in Baker's Game it could only ever hold the 2H,
    // which is home already; in FreeCell the black twos may still need it.
    let piles = [
        (HomeCell, 0, "AH 2H"),
        (HomeCell, 1, "AC"),
        (Tableau, 0, "3H"),
    ];
    let bakers = board(rules("bakers-game"), &piles);
    assert_eq!(
        bakers.autoplay_move(Autoplay::Safe),
        Some(Move::new(Pile::tableau(0), Pile::home_cell(0)))
    );
    let freecell = board(Rules::default(), &piles);
    assert_eq!(freecell.autoplay_move(Autoplay::Safe), None);
    assert!(freecell.autoplay_move(Autoplay::All).is_some());
}

#[test]
fn position_texts_name_the_game_and_read_back() {
    for game in Game::ALL {
        for cells in [0, 2, game.rules().free_cells(), 8] {
            let r = game.rules().with_free_cells(cells).unwrap();
            let b = GameBoard::from_deal_of(r, 617).unwrap();
            let text = b.to_text();
            assert_eq!(
                text.starts_with(&format!("{}:", r.id())),
                !r.is_standard(),
                "{text}"
            );
            assert_eq!(GameBoard::from_text(&text).unwrap(), b, "{text}");
        }
    }
    // A text of the wrong shape for its game is refused, naming the shape.
    let e = Error::from(GameBoard::from_text("seahaven:JD/2D").unwrap_err());
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    assert!(
        e.message().contains("Seahaven Towers has 18 piles"),
        "{}",
        e.message()
    );
    let e = Error::from(GameBoard::from_text("spider:JD").unwrap_err());
    assert!(
        e.message().contains("there is no game called 'spider'"),
        "{}",
        e.message()
    );
}

//! The wasm adapter in a real browser: the calls a page makes and the JS
//! `Error`s they throw. Run by `wasm-pack test --headless --chrome crate`.
#![cfg(target_arch = "wasm32")]

use freecell::wasm::{random_deck, JsCellT as CellT, JsGameBoard as GameBoard};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn n(x: f64) -> JsValue {
    JsValue::from_f64(x)
}

fn cell(c: CellT) -> JsValue {
    JsValue::from_f64(c as u8 as f64)
}

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// The thrown value's `name` and `message`.
fn thrown<T>(result: Result<T, JsValue>) -> (String, String) {
    let Err(error) = result else {
        panic!("the call was not refused")
    };
    let error: js_sys::Error = error.dyn_into().expect("an Error object");
    (error.name().into(), error.message().into())
}

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &s(key)).unwrap()
}

fn codes(board: &GameBoard, c: CellT, i: f64) -> Vec<String> {
    let cards: js_sys::Array = board.get_cell(cell(c), n(i)).unwrap().dyn_into().unwrap();
    cards
        .iter()
        .map(|c| get(&c, "code").as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn deal_617_reads_back_through_get_cell_as_plain_objects() {
    let board = GameBoard::from_deal(n(617.0)).unwrap();
    assert_eq!(
        codes(&board, CellT::Tableau, 0.0),
        ["7D", "TD", "TH", "KD", "4C", "4S", "JD"]
    );
    let cards: js_sys::Array = board
        .get_cell(cell(CellT::Tableau), n(0.0))
        .unwrap()
        .dyn_into()
        .unwrap();
    let first = cards.get(0);
    assert_eq!(get(&first, "suit").as_string().unwrap(), "D");
    assert_eq!(get(&first, "rank").as_f64().unwrap(), 7.0);
    assert_eq!(get(&first, "colour").as_string().unwrap(), "red");
    assert_eq!(
        get(&first, "name").as_string().unwrap(),
        "seven of diamonds"
    );
}

#[wasm_bindgen_test]
fn refused_calls_throw_errors_named_after_the_mis_exceptions() {
    let mut board = GameBoard::from_deal(n(1.0)).unwrap();
    let before = board.to_text();
    let (name, message) = thrown(board.make_move(
        cell(CellT::Tableau),
        n(0.0),
        cell(CellT::Tableau),
        n(1.0),
        JsValue::UNDEFINED,
    ));
    assert_eq!(name, "invalid_move");
    assert!(message.contains("cannot go on"), "{message}");
    assert_eq!(board.to_text(), before);

    let (name, _) = thrown(board.make_move(
        cell(CellT::Tableau),
        n(8.0),
        cell(CellT::FreeCell),
        n(0.0),
        JsValue::UNDEFINED,
    ));
    assert_eq!(name, "invalid_cell");
    let (name, _) = thrown(board.is_valid_move(
        cell(CellT::Tableau),
        n(-1.0),
        cell(CellT::FreeCell),
        n(0.0),
        JsValue::UNDEFINED,
    ));
    assert_eq!(name, "invalid_cell");
    let (name, message) = thrown(board.is_valid_move(
        cell(CellT::Tableau),
        n(1.5),
        cell(CellT::FreeCell),
        n(0.0),
        JsValue::UNDEFINED,
    ));
    assert_eq!(name, "invalid_argument");
    assert!(message.contains("whole number"), "{message}");
    let (name, _) = thrown(board.is_valid_move(
        s("Cascade"),
        n(0.0),
        cell(CellT::FreeCell),
        n(0.0),
        JsValue::UNDEFINED,
    ));
    assert_eq!(name, "invalid_argument");

    let mut empty = GameBoard::new();
    empty.place(cell(CellT::FreeCell), n(0.0), s("7C")).unwrap();
    let (name, _) = thrown(empty.place(cell(CellT::FreeCell), n(0.0), s("8C")));
    assert_eq!(name, "invalid_config");
    let (name, message) = thrown(empty.place(cell(CellT::FreeCell), n(1.0), s("1X")));
    assert_eq!(name, "invalid_argument");
    assert!(message.contains("not a card"), "{message}");

    let (name, _) = thrown(GameBoard::from_deal(n(-5.0)));
    assert_eq!(name, "invalid_argument");
    let (name, _) = thrown(GameBoard::from_deal(n(2147483648.0)));
    assert_eq!(name, "invalid_argument");
    let (name, _) = thrown(GameBoard::from_deal(s("617")));
    assert_eq!(name, "invalid_argument");
    let short = js_sys::Array::of2(&s("AS"), &s("2S"));
    let (name, _) = thrown(GameBoard::with_deck(short.into()));
    assert_eq!(name, "invalid_argument");
}

#[wasm_bindgen_test]
fn moves_sequences_and_queries_work_through_the_adapter() {
    let deck = random_deck();
    assert_eq!(deck.len(), 52);
    let array: js_sys::Array = deck.iter().map(|c| s(c)).collect();
    let board = GameBoard::with_deck(array.into()).unwrap();
    assert_eq!(codes(&board, CellT::Tableau, 0.0), deck[..7].to_vec());

    let mut board = GameBoard::new();
    for code in ["9C", "8H", "7S"] {
        board.place(cell(CellT::Tableau), n(0.0), s(code)).unwrap();
    }
    board.place(cell(CellT::Tableau), n(1.0), s("9D")).unwrap();
    assert_eq!(
        board.movable_count(cell(CellT::Tableau), n(0.0)).unwrap(),
        3
    );
    assert_eq!(
        board
            .max_move_count(cell(CellT::Tableau), n(0.0), cell(CellT::Tableau), n(1.0))
            .unwrap(),
        0
    );
    assert!(board
        .is_valid_move(
            cell(CellT::Tableau),
            n(0.0),
            cell(CellT::Tableau),
            n(2.0),
            n(3.0)
        )
        .unwrap());
    board
        .make_move(
            cell(CellT::Tableau),
            n(0.0),
            cell(CellT::Tableau),
            n(2.0),
            n(2.0),
        )
        .unwrap();
    assert_eq!(codes(&board, CellT::Tableau, 2.0), ["8H", "7S"]);
    board
        .make_move(
            cell(CellT::Tableau),
            n(0.0),
            cell(CellT::FreeCell),
            n(3.0),
            JsValue::UNDEFINED,
        )
        .unwrap();
    assert_eq!(codes(&board, CellT::FreeCell, 3.0), ["9C"]);
    assert!(board.valid_move_exists());
    assert!(!board.is_in_win_state());
    let mv = board.parse_move(s("35")).unwrap();
    assert_eq!(get(&mv, "count").as_f64().unwrap(), 1.0);
    assert_eq!(get(&mv, "notation").as_string().unwrap(), "35");
}

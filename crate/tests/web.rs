//! The wasm adapter in a real browser: the calls a page makes and the JS
//! `Error`s they throw. Run by `wasm-pack test --headless --chrome crate`.
#![cfg(target_arch = "wasm32")]

use freecell::wasm::{
    games, ms_deal, random_deck, read_date, JsCellT as CellT, JsGameBoard as GameBoard,
};
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
    let board = GameBoard::from_deal(n(617.0), None).unwrap();
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
    let mut board = GameBoard::from_deal(n(1.0), None).unwrap();
    let before = board.to_text();
    let (name, message) = thrown(board.make_move(
        cell(CellT::Tableau),
        n(0.0),
        cell(CellT::Tableau),
        n(1.0),
        None,
    ));
    assert_eq!(name, "invalid_move");
    assert!(message.contains("cannot go on"), "{message}");
    assert_eq!(board.to_text(), before);

    let (name, _) = thrown(board.make_move(
        cell(CellT::Tableau),
        n(8.0),
        cell(CellT::FreeCell),
        n(0.0),
        None,
    ));
    assert_eq!(name, "invalid_cell");
    let (name, _) = thrown(board.is_valid_move(
        cell(CellT::Tableau),
        n(-1.0),
        cell(CellT::FreeCell),
        n(0.0),
        None,
    ));
    assert_eq!(name, "invalid_cell");
    let (name, message) = thrown(board.is_valid_move(
        cell(CellT::Tableau),
        n(1.5),
        cell(CellT::FreeCell),
        n(0.0),
        None,
    ));
    assert_eq!(name, "invalid_argument");
    assert!(message.contains("whole number"), "{message}");
    let (name, _) =
        thrown(board.is_valid_move(s("Cascade"), n(0.0), cell(CellT::FreeCell), n(0.0), None));
    assert_eq!(name, "invalid_argument");

    let mut empty = GameBoard::new(JsValue::UNDEFINED).unwrap();
    empty.place(cell(CellT::FreeCell), n(0.0), s("7C")).unwrap();
    let (name, _) = thrown(empty.place(cell(CellT::FreeCell), n(0.0), s("8C")));
    assert_eq!(name, "invalid_config");
    let (name, message) = thrown(empty.place(cell(CellT::FreeCell), n(1.0), s("1X")));
    assert_eq!(name, "invalid_argument");
    assert!(message.contains("not a card"), "{message}");

    let (name, _) = thrown(GameBoard::from_deal(n(-5.0), None));
    assert_eq!(name, "invalid_argument");
    let (name, _) = thrown(GameBoard::from_deal(n(2147483648.0), None));
    assert_eq!(name, "invalid_argument");
    let (name, message) = thrown(GameBoard::from_deal(s("617"), None));
    assert_eq!(name, "invalid_argument");
    assert_eq!(message, "a deal number must be a whole number, not '617'");
    // The number refused is the one given, even past every u64.
    let (_, message) = thrown(GameBoard::from_deal(n(1e23), None));
    assert_eq!(
        message,
        "deal numbers go from 1 to 2147483647, so 100000000000000000000000 is not one"
    );
    let (_, message) = thrown(GameBoard::from_deal(n(4294967296.0), None));
    assert_eq!(
        message,
        "deal numbers go from 1 to 2147483647, so 4294967296 is not one"
    );
    let short = js_sys::Array::of2(&s("AS"), &s("2S"));
    let (name, _) = thrown(GameBoard::with_deck(short.into()));
    assert_eq!(name, "invalid_argument");
}

#[wasm_bindgen_test]
fn moves_sequences_and_queries_work_through_the_adapter() {
    let deck = random_deck().unwrap();
    assert_eq!(deck.len(), 52);
    let array: js_sys::Array = deck.iter().map(|c| s(c)).collect();
    let board = GameBoard::with_deck(array.into()).unwrap();
    assert_eq!(codes(&board, CellT::Tableau, 0.0), deck[..7].to_vec());

    let mut board = GameBoard::new(JsValue::UNDEFINED).unwrap();
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
            Some(n(3.0))
        )
        .unwrap());
    board
        .make_move(
            cell(CellT::Tableau),
            n(0.0),
            cell(CellT::Tableau),
            n(2.0),
            Some(n(2.0)),
        )
        .unwrap();
    assert_eq!(codes(&board, CellT::Tableau, 2.0), ["8H", "7S"]);
    board
        .make_move(
            cell(CellT::Tableau),
            n(0.0),
            cell(CellT::FreeCell),
            n(3.0),
            None,
        )
        .unwrap();
    assert_eq!(codes(&board, CellT::FreeCell, 3.0), ["9C"]);
    assert!(board.valid_move_exists());
    assert!(!board.is_in_win_state());
    let mv = board.parse_move(s("35")).unwrap();
    assert_eq!(get(&mv, "count").as_f64().unwrap(), 1.0);
    assert_eq!(get(&mv, "notation").as_string().unwrap(), "35");
}

/// `{game: name, cells: k}`, as a page passes a game with its cell count.
fn game_with_cells(name: &str, cells: f64) -> JsValue {
    let spec = js_sys::Object::new();
    js_sys::Reflect::set(&spec, &s("game"), &s(name)).unwrap();
    js_sys::Reflect::set(&spec, &s("cells"), &n(cells)).unwrap();
    spec.into()
}

#[wasm_bindgen_test]
fn other_games_come_in_through_from_deal_and_with_rules() {
    // PySolFC's Microsoft-numbered deal 1 of Seahaven Towers.
    let seahaven = GameBoard::from_deal(n(1.0), Some(s("seahaven"))).unwrap();
    assert_eq!(
        codes(&seahaven, CellT::Tableau, 0.0),
        ["JD", "9S", "JS", "4D", "6D"]
    );
    assert_eq!(codes(&seahaven, CellT::Tableau, 9.0).len(), 5);
    assert_eq!(codes(&seahaven, CellT::FreeCell, 1.0), ["2H"]);
    assert_eq!(codes(&seahaven, CellT::FreeCell, 2.0), ["6H"]);
    let rules = seahaven.rules();
    assert_eq!(get(&rules, "game").as_string().unwrap(), "seahaven");
    assert_eq!(get(&rules, "title").as_string().unwrap(), "Seahaven Towers");
    assert_eq!(get(&rules, "cascades").as_f64().unwrap(), 10.0);
    assert_eq!(
        get(&rules, "emptyCascades").as_string().unwrap(),
        "kings-only"
    );
    assert!(seahaven.to_text().starts_with("seahaven:JD9SJS4D6D/"));

    // Eight Off has free cell 7 (the eighth, "i").
    let eight_off = GameBoard::from_deal(n(1.0), Some(s("eight-off"))).unwrap();
    assert_eq!(codes(&eight_off, CellT::FreeCell, 6.0), ["6H"]);
    assert_eq!(codes(&eight_off, CellT::FreeCell, 7.0).len(), 0);
    let letters: js_sys::Array = get(&eight_off.rules(), "cellNames").dyn_into().unwrap();
    assert_eq!(letters.join("").as_string().unwrap(), "abcdefgi");

    // A two-cell FreeCell has no free cell 2.
    let two_cells = GameBoard::with_rules(game_with_cells("freecell", 2.0)).unwrap();
    assert_eq!(get(&two_cells.rules(), "cells").as_f64().unwrap(), 2.0);
    let (name, message) = thrown(two_cells.get_cell(cell(CellT::FreeCell), n(2.0)));
    assert_eq!(name, "invalid_cell");
    assert_eq!(
        message,
        "there is no free cell at index 2: free cell indexes go from 0 to 1"
    );
    let dealt = GameBoard::from_deal(n(617.0), Some(game_with_cells("freecell", 2.0))).unwrap();
    assert!(dealt.to_text().starts_with("freecell,cells=2:"));
    let read = GameBoard::from_text(s(&dealt.to_text())).unwrap();
    assert_eq!(read.to_text(), dealt.to_text());

    // Standard FreeCell stays exactly the MIS's board.
    let standard = GameBoard::from_deal(n(617.0), None).unwrap();
    assert_eq!(
        get(&standard.rules(), "id").as_string().unwrap(),
        "freecell"
    );
    assert!(!standard.to_text().contains(':'));
    assert_eq!(
        thrown(standard.get_cell(cell(CellT::Tableau), n(8.0))).0,
        "invalid_cell"
    );
}

#[wasm_bindgen_test]
fn bad_games_are_refused_with_the_choices() {
    let (name, message) = thrown(GameBoard::from_deal(n(1.0), Some(s("spider"))));
    assert_eq!(name, "invalid_argument");
    assert!(
        message.contains("seahaven") && message.contains("eight-off"),
        "{message}"
    );
    let (name, message) = thrown(GameBoard::with_rules(game_with_cells("freecell", 9.0)));
    assert_eq!(name, "invalid_argument");
    assert!(message.contains("0 to 8"), "{message}");
    assert_eq!(
        thrown(GameBoard::with_rules(JsValue::UNDEFINED)).0,
        "invalid_argument"
    );
    assert_eq!(thrown(GameBoard::with_rules(n(3.0))).0, "invalid_argument");
}

/// A refused call's `name`, `message` and `reason` (as JSON, so that each
/// key, its order and its type are pinned), and whether the reason is a
/// plain object (what `www/words.js` reads with `Object.entries`).
fn refused_with_reason<T>(result: Result<T, JsValue>) -> (String, String, String, bool) {
    let Err(error) = result else {
        panic!("the call was not refused")
    };
    let reason = get(&error, "reason");
    let plain = js_sys::Object::get_prototype_of(&reason)
        == js_sys::Object::get_prototype_of(&js_sys::Object::new());
    let json = js_sys::JSON::stringify(&reason)
        .unwrap()
        .as_string()
        .unwrap();
    let (name, message) = thrown::<()>(Err(error));
    (name, message, json, plain)
}

#[wasm_bindgen_test]
fn typed_values_are_refused_with_their_reason_as_plain_data() {
    let cases = [
        (
            refused_with_reason(GameBoard::from_deal(s("abc"), None)),
            "a deal number must be a whole number, not 'abc'",
            r#"{"kind":"deal-not-whole","given":"'abc'"}"#,
        ),
        (
            refused_with_reason(GameBoard::from_deal(n(0.0), None)),
            "deal numbers go from 1 to 2147483647, so 0 is not one",
            r#"{"kind":"deal-range","max":"2147483647","given":"0"}"#,
        ),
        (
            refused_with_reason(GameBoard::from_deal(n(1e23), None)),
            "deal numbers go from 1 to 2147483647, so 100000000000000000000000 is not one",
            r#"{"kind":"deal-range","max":"2147483647","given":"100000000000000000000000"}"#,
        ),
        (
            refused_with_reason(GameBoard::from_deal(n(1.0), Some(s(" spider ")))),
            "there is no game called 'spider': the games are freecell, bakers-game, \
             ko-bakers-game, relaxed-freecell, eight-off, forecell, seahaven",
            r#"{"kind":"unknown-game","given":"spider"}"#,
        ),
        (
            refused_with_reason(GameBoard::with_rules(game_with_cells("freecell", 1.5))),
            "a number of free cells must be a whole number, not 1.5",
            r#"{"kind":"cells-not-whole","given":"1.5"}"#,
        ),
        (
            refused_with_reason(GameBoard::with_rules(game_with_cells("seahaven", -1.0))),
            "a game has 0 to 8 free cells, not -1",
            r#"{"kind":"cells-range","max":8,"given":"-1"}"#,
        ),
    ];
    for ((name, message, json, plain), want_message, want_json) in cases {
        assert_eq!(name, "invalid_argument");
        assert_eq!(message, want_message);
        assert_eq!(json, want_json);
        assert!(plain, "{json} is not a plain object");
    }
    // A value no player types (a pile index) is refused without a reason.
    let board = GameBoard::from_deal(n(1.0), None).unwrap();
    let refused = board.get_cell(cell(CellT::Tableau), n(1.5));
    let Err(error) = refused else {
        panic!("the call was not refused")
    };
    assert!(get(&error, "reason").is_undefined());
}

#[wasm_bindgen_test]
fn texts_that_cannot_be_read_are_refused_with_their_reason_as_plain_data() {
    let deal_1 = GameBoard::from_deal(n(1.0), None).unwrap().to_text();
    let home = format!("{}JD", deal_1.replacen("JD", "", 1));
    let cases = [
        (
            refused_with_reason(GameBoard::from_text(s("JD2D/9H"))),
            "a position has 16 piles separated by '/' (8 cascades, 4 free cells, 4 foundations), not 2",
            r#"{"kind":"pile-count","game":"freecell","title":"FreeCell","standard":true,"piles":16,"cascades":8,"cells":4,"given":2}"#,
        ),
        (
            refused_with_reason(GameBoard::from_text(s(&deal_1.replacen("JD", "KD", 1)))),
            "KD is in the position twice",
            r#"{"kind":"card-twice","whole":"position","card":"KD"}"#,
        ),
        (
            refused_with_reason(GameBoard::from_text(s(&home))),
            "foundation 4 is not built up by suit from the ace: JD cannot be there",
            r#"{"kind":"not-built-up","pile":{"cell":1,"index":3,"label":"4"},"card":"JD"}"#,
        ),
        (
            refused_with_reason(GameBoard::from_text(s(&format!("spider:{deal_1}")))),
            "there is no game called 'spider': the games are freecell, bakers-game, \
             ko-bakers-game, relaxed-freecell, eight-off, forecell, seahaven",
            r#"{"kind":"unknown-game","given":"spider"}"#,
        ),
    ];
    for ((name, message, json, plain), want_message, want_json) in cases {
        assert_eq!(name, "invalid_argument");
        assert_eq!(message, want_message);
        assert_eq!(json, want_json);
        assert!(plain, "{json} is not a plain object");
    }
}

#[wasm_bindgen_test]
fn moves_are_refused_with_the_games_own_reasons() {
    let mut bakers = GameBoard::with_rules(s("bakers-game")).unwrap();
    bakers.place(cell(CellT::Tableau), n(0.0), s("8S")).unwrap();
    bakers.place(cell(CellT::Tableau), n(1.0), s("7H")).unwrap();
    let (name, message) = thrown(bakers.make_move(
        cell(CellT::Tableau),
        n(1.0),
        cell(CellT::Tableau),
        n(0.0),
        None,
    ));
    assert_eq!(name, "invalid_move");
    assert_eq!(message, "7H cannot go on 8S: Baker's Game builds by suit");

    let mut seahaven = GameBoard::with_rules(s("seahaven")).unwrap();
    seahaven
        .place(cell(CellT::Tableau), n(0.0), s("QS"))
        .unwrap();
    let (_, message) = thrown(seahaven.make_move(
        cell(CellT::Tableau),
        n(0.0),
        cell(CellT::Tableau),
        n(9.0),
        None,
    ));
    assert_eq!(
        message,
        "only a king may start an empty cascade in Seahaven Towers"
    );
}

#[wasm_bindgen_test]
fn games_lists_every_named_game() {
    let list: js_sys::Array = games().dyn_into().unwrap();
    let names: Vec<String> = list
        .iter()
        .map(|g| get(&g, "name").as_string().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "freecell",
            "bakers-game",
            "ko-bakers-game",
            "relaxed-freecell",
            "eight-off",
            "forecell",
            "seahaven"
        ]
    );
    let eight_off = list.get(4);
    assert_eq!(get(&eight_off, "cells").as_f64().unwrap(), 8.0);
    assert_eq!(get(&eight_off, "title").as_string().unwrap(), "Eight Off");
}

#[wasm_bindgen_test]
fn move_notation_writes_what_parse_move_reads_back() {
    let mut board = GameBoard::new(JsValue::UNDEFINED).unwrap();
    for code in ["9C", "8H", "7S"] {
        board.place(cell(CellT::Tableau), n(0.0), s(code)).unwrap();
    }
    board.place(cell(CellT::Tableau), n(1.0), s("9D")).unwrap();
    board.place(cell(CellT::Tableau), n(3.0), s("AS")).unwrap();
    let written = |c0: CellT, n0: f64, c1: CellT, n1: f64, count: f64| {
        board
            .move_notation(cell(c0), n(n0), cell(c1), n(n1), Some(n(count)))
            .unwrap()
    };
    // The free cell named, not the first empty one; a run onto an empty
    // cascade with its count; a foundation as `h`.
    assert_eq!(
        written(CellT::Tableau, 0.0, CellT::FreeCell, 2.0, 1.0),
        "1c"
    );
    assert_eq!(
        written(CellT::Tableau, 0.0, CellT::Tableau, 2.0, 2.0),
        "13/2"
    );
    assert_eq!(
        written(CellT::Tableau, 3.0, CellT::HomeCell, 0.0, 1.0),
        "4h"
    );
    for text in ["1c", "13/2", "4h"] {
        let mv = board.parse_move(s(text)).unwrap();
        assert_eq!(get(&mv, "notation").as_string().unwrap(), text);
    }
    let (name, _) = thrown(board.move_notation(
        cell(CellT::Tableau),
        n(9.0),
        cell(CellT::FreeCell),
        n(0.0),
        None,
    ));
    assert_eq!(name, "invalid_cell");
}

#[wasm_bindgen_test]
fn a_deck_given_to_the_constructor_is_dealt_and_values_are_shown_as_javascript_writes_them() {
    // The MIS's GameBoard(deck): new GameBoard(deck) deals it, as withDeck does.
    let deck: JsValue = random_deck()
        .unwrap()
        .into_iter()
        .map(JsValue::from)
        .collect::<js_sys::Array>()
        .into();
    let dealt = GameBoard::new(deck.clone()).unwrap();
    assert_eq!(
        dealt.to_text(),
        GameBoard::with_deck(deck).unwrap().to_text()
    );
    let (name, _) = thrown(GameBoard::new(js_sys::Array::new().into()));
    assert_eq!(name, "invalid_argument");
    let empty = GameBoard::new(JsValue::UNDEFINED).unwrap();
    // A position read from text holds all 52 cards: an empty board's text is not one.
    let (name, message) = thrown(GameBoard::from_text(s(&empty.to_text())));
    assert_eq!(name, "invalid_argument");
    assert_eq!(message, "a position holds the 52 cards, not 0");
    // Values in messages as JavaScript writes them.
    let (_, message) = thrown(empty.get_cell(JsValue::UNDEFINED, n(0.0)));
    assert!(message.starts_with("undefined is not a CellT"), "{message}");
    let (_, message) = thrown(empty.get_cell(cell(CellT::Tableau), n(f64::INFINITY)));
    assert!(message.ends_with("not Infinity"), "{message}");
    let (_, message) = thrown(empty.autoplay_move(s("SAFE")));
    assert!(message.ends_with("not 'SAFE'"), "{message}");
    let (name, message) = thrown(empty.sequence_capacity(s("yes")));
    assert_eq!(name, "invalid_argument");
    assert!(message.ends_with("not 'yes'"), "{message}");
    // To an empty cascade, that cascade does not count: half as many.
    assert_eq!(
        empty.sequence_capacity(JsValue::TRUE).unwrap() * 2,
        empty.sequence_capacity(JsValue::FALSE).unwrap()
    );
}

#[wasm_bindgen_test]
fn dates_that_are_no_day_are_refused_with_their_reason_as_plain_data() {
    assert_eq!(read_date(s("2024-02-29")).unwrap(), "2024-02-29");
    let cases = [
        (
            refused_with_reason(read_date(s("2026-02-30"))),
            "2026-02 has days 1 to 28, not 30",
            r#"{"kind":"no-such-day","year":2026,"month":2,"day":30,"last":28}"#,
        ),
        (
            refused_with_reason(read_date(s("2026-13-01"))),
            "a month is 1 to 12, not 13",
            r#"{"kind":"no-such-month","month":13}"#,
        ),
        (
            refused_with_reason(read_date(s("28/11/2026"))),
            "a date is written YYYY-MM-DD, such as 2026-11-28, not \"28/11/2026\"",
            r#"{"kind":"not-a-date","given":"28/11/2026"}"#,
        ),
        (
            refused_with_reason(read_date(s("1999-12-31"))),
            "daily deals are dated from the year 2000 to 2999, not 1999",
            r#"{"kind":"no-daily-deals","year":1999,"first":2000,"last":2999}"#,
        ),
    ];
    for ((name, message, json, plain), want_message, want_json) in cases {
        assert_eq!(name, "invalid_argument");
        assert_eq!(message, want_message);
        assert_eq!(json, want_json);
        assert!(plain, "{json} is not a plain object");
    }
}

/// A value JavaScript source makes, as a page's own script would: `deck`
/// in the source is the deck given.
fn made(source: &str, deck: &JsValue) -> JsValue {
    js_sys::Function::new_with_args("deck", &format!("return {source};"))
        .call1(&JsValue::NULL, deck)
        .expect("the source runs")
}

/// The cause of a call refused as `invalid_argument` because reading its
/// argument threw: what was thrown.
fn refused_for_a_throw<T>(result: Result<T, JsValue>) -> JsValue {
    let Err(error) = result else {
        panic!("the call was not refused")
    };
    let cause = get(&error, "cause");
    let (name, message) = thrown::<()>(Err(error));
    assert_eq!(name, "invalid_argument", "{message}");
    assert!(message.contains("could not be read"), "{message}");
    cause
}

/// Arrays that throw when read, each with the message of what it throws
/// (a revoked Proxy throws the browser's own TypeError: `None`). `deck`
/// is the array they stand for.
const THROWING_ARRAYS: [(&str, Option<&str>); 4] = [
    (
        "(() => { const a = [...deck]; Object.defineProperty(a, 1, { get() { throw new Error('a getter'); } }); return a; })()",
        Some("a getter"),
    ),
    (
        "new Proxy([...deck], { get(t, k) { if (k === '1') throw new Error('a trap'); return Reflect.get(t, k); } })",
        Some("a trap"),
    ),
    (
        "new Proxy([...deck], { get(t, k) { if (k === 'length') throw new Error('a length'); return Reflect.get(t, k); } })",
        Some("a length"),
    ),
    (
        "(() => { const p = Proxy.revocable([...deck], {}); p.revoke(); return p.proxy; })()",
        None,
    ),
];

/// What reading one of `THROWING_ARRAYS` threw is the refusal's cause.
fn is_what_was_thrown(cause: &JsValue, message: Option<&str>) {
    match message {
        Some(message) => assert_eq!(get(cause, "message").as_string().as_deref(), Some(message)),
        None => assert_eq!(get(cause, "name").as_string().as_deref(), Some("TypeError")),
    }
}

fn array_of(codes: &[String]) -> JsValue {
    codes.iter().map(|c| s(c)).collect::<js_sys::Array>().into()
}

#[wasm_bindgen_test]
fn decks_that_throw_when_read_are_refused_thousands_of_times_and_every_board_lives_on() {
    let mut older = GameBoard::from_deal(n(1.0), None).unwrap();
    let deal_2 = ms_deal(n(2.0)).unwrap();
    let deck = array_of(&deal_2);
    for (source, message) in THROWING_ARRAYS {
        for _ in 0..1000 {
            let cause = refused_for_a_throw(GameBoard::with_deck(made(source, &deck)));
            is_what_was_thrown(&cause, message);
            let cause = refused_for_a_throw(GameBoard::new(made(source, &deck)));
            is_what_was_thrown(&cause, message);
        }
    }
    // Read by index: an iterator that throws is never asked.
    let iterated = made(
        "(() => { const a = [...deck]; a[Symbol.iterator] = () => { throw new Error('an iterator'); }; return a; })()",
        &deck,
    );
    let dealt = GameBoard::with_deck(deck.clone()).unwrap().to_text();
    assert_eq!(
        GameBoard::with_deck(iterated.clone()).unwrap().to_text(),
        dealt
    );
    assert_eq!(GameBoard::new(iterated).unwrap().to_text(), dealt);
    // A card whose toString and valueOf throw is no card code: neither is called.
    let objects = made(
        "deck.map(() => ({ toString() { throw new Error('toString'); }, valueOf() { throw new Error('valueOf'); } }))",
        &deck,
    );
    let (name, message) = thrown(GameBoard::with_deck(objects));
    assert_eq!(name, "invalid_argument");
    assert_eq!(message, "an object is not a card code such as '7H'");
    // A length past any deck is refused before an element is read.
    let endless = made(
        "new Proxy([], { get(t, k) { if (k === 'length') return 2 ** 32 - 1; throw new Error('read'); } })",
        &deck,
    );
    let (name, message) = thrown(GameBoard::with_deck(endless));
    assert_eq!(name, "invalid_argument");
    assert!(
        message.ends_with("not one whose length is 4294967295"),
        "{message}"
    );
    // The older board plays on, and a new one is dealt.
    let top = codes(&older, CellT::Tableau, 0.0).pop().unwrap();
    older
        .make_move(
            cell(CellT::Tableau),
            n(0.0),
            cell(CellT::FreeCell),
            n(0.0),
            None,
        )
        .unwrap();
    assert_eq!(codes(&older, CellT::FreeCell, 0.0), [top]);
    assert_eq!(
        codes(&GameBoard::with_deck(deck).unwrap(), CellT::Tableau, 0.0),
        deal_2[..7]
    );
}

#[wasm_bindgen_test]
fn moves_that_throw_when_read_are_refused_thousands_of_times_and_the_board_plays_on() {
    let mut board = GameBoard::from_deal(n(1.0), None).unwrap();
    let line = array_of(&["3a".to_string(), "32".to_string()]);
    let played = board.as_played(line.clone(), s("off")).unwrap();
    for (source, message) in THROWING_ARRAYS {
        for _ in 0..1000 {
            let cause = refused_for_a_throw(board.as_played(made(source, &line), s("off")));
            is_what_was_thrown(&cause, message);
        }
    }
    assert_eq!(
        js_sys::JSON::stringify(&board.as_played(line, s("off")).unwrap()).unwrap(),
        js_sys::JSON::stringify(&played).unwrap()
    );
    board
        .make_move(
            cell(CellT::Tableau),
            n(2.0),
            cell(CellT::FreeCell),
            n(0.0),
            None,
        )
        .unwrap();
}

#[wasm_bindgen_test]
fn games_that_throw_when_read_are_refused_not_taken_for_freecell() {
    let deck = JsValue::UNDEFINED;
    // Before, a `cells` that threw was taken for none: four free cells.
    let cells = made(
        "({ game: 'freecell', get cells() { throw new Error('cells'); } })",
        &deck,
    );
    let cause = refused_for_a_throw(GameBoard::from_deal(n(1.0), Some(cells.clone())));
    is_what_was_thrown(&cause, Some("cells"));
    let cause = refused_for_a_throw(GameBoard::with_rules(cells));
    is_what_was_thrown(&cause, Some("cells"));
    let trap = made(
        "new Proxy({}, { get() { throw new Error('game'); } })",
        &deck,
    );
    let cause = refused_for_a_throw(GameBoard::from_deal(n(1.0), Some(trap)));
    is_what_was_thrown(&cause, Some("game"));
    let revoked = made(
        "(() => { const p = Proxy.revocable({ game: 'seahaven' }, {}); p.revoke(); return p.proxy; })()",
        &deck,
    );
    let cause = refused_for_a_throw(GameBoard::with_rules(revoked));
    is_what_was_thrown(&cause, None);
    // A value whose valueOf and toString throw is no number: neither is called.
    let number = made(
        "({ valueOf() { throw new Error('valueOf'); }, toString() { throw new Error('toString'); } })",
        &deck,
    );
    let (name, message) = thrown(GameBoard::from_deal(number, None));
    assert_eq!(name, "invalid_argument");
    assert_eq!(
        message,
        "a deal number must be a whole number, not an object"
    );
    let (_, message) = thrown(GameBoard::from_deal(made("Symbol('7')", &deck), None));
    assert_eq!(
        message,
        "a deal number must be a whole number, not a symbol"
    );
}

#[wasm_bindgen_test]
fn a_null_deck_is_refused_and_only_a_deck_left_out_is_none() {
    let (name, message) = thrown(GameBoard::new(JsValue::NULL));
    assert_eq!(name, "invalid_argument");
    assert_eq!(message, "a deck is an array of 52 card codes, not null");
    let empty = GameBoard::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(empty.to_text(), "///////////////");
}

#[wasm_bindgen_test]
fn a_pages_own_math_random_or_number_to_string_that_throws_leaves_the_wasm_working() {
    let none = JsValue::UNDEFINED;
    let math: js_sys::Object = made("Math", &none).dyn_into().unwrap();
    let random = get(&math, "random");
    let number = made("Number.prototype", &none);
    let to_string = get(&number, "toString");
    let throwing = made("() => { throw new Error('no randomness'); }", &none);
    js_sys::Reflect::set(&math, &s("random"), &throwing).unwrap();
    let mut results = Vec::new();
    for _ in 0..2000 {
        results.push(random_deck().map_err(|e| get(&e, "message").as_string()));
    }
    js_sys::Reflect::set(&math, &s("random"), &random).unwrap();
    assert!(
        results
            .iter()
            .all(|r| r == &Err(Some("no randomness".into()))),
        "{:?}",
        results.first()
    );
    // A number is written by JavaScript in messages: a toString that gives
    // no string leaves the message without it, and the wasm working.
    let seven = made("function () { return 7; }", &none);
    js_sys::Reflect::set(&number, &s("toString"), &seven).unwrap();
    let refused: Vec<_> = (0..2000)
        .map(|_| GameBoard::from_deal(n(1.5), None).map(|_| ()))
        .collect();
    js_sys::Reflect::set(&number, &s("toString"), &to_string).unwrap();
    for result in refused {
        assert_eq!(thrown(result).0, "invalid_argument");
    }
    assert_eq!(random_deck().unwrap().len(), 52);
}

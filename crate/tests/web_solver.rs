//! The wasm solver in a real browser: a solve from a deal's position returns
//! moves that the adapter's own checked `makeMove` replays to a win, through
//! the positions it names, and bad
//! arguments throw `invalid_argument`. Run by
//! `wasm-pack test --headless --chrome crate`.
#![cfg(target_arch = "wasm32")]

use freecell::wasm::JsGameBoard as GameBoard;
use freecell::wasm_solver::solve;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

fn options(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        js_sys::Reflect::set(&object, &JsValue::from_str(key), value).unwrap();
    }
    object.into()
}

/// Plays every move through the adapter's checked `parseMove`/`makeMove`,
/// checking that `positions` names the position after each.
fn replays_to_a_win(board: &mut GameBoard, result: &JsValue) {
    assert_eq!(get(result, "result").as_string().unwrap(), "solved");
    let moves: js_sys::Array = get(result, "moves").dyn_into().unwrap();
    let positions: js_sys::Array = get(result, "positions").dyn_into().unwrap();
    assert!(moves.length() >= 52);
    assert_eq!(positions.length(), moves.length());
    for (text, after) in moves.iter().zip(positions.iter()) {
        let mv = board.parse_move(text).unwrap();
        let from = get(&mv, "from");
        let to = get(&mv, "to");
        board
            .make_move(
                get(&from, "cell"),
                get(&from, "index"),
                get(&to, "cell"),
                get(&to, "index"),
                Some(get(&mv, "count")),
            )
            .unwrap();
        assert_eq!(after.as_string().unwrap(), board.to_text());
    }
    assert!(board.is_in_win_state());
}

#[wasm_bindgen_test]
fn solving_deal_617_returns_moves_that_replay_to_a_win() {
    for mode in ["short", "fast"] {
        let mut board = GameBoard::from_deal(JsValue::from_f64(617.0), None).unwrap();
        let result = solve(
            JsValue::from_str(&board.to_text()),
            Some(options(&[("mode", JsValue::from_str(mode))])),
        )
        .unwrap();
        assert!(get(&result, "explored").as_f64().unwrap() >= 1.0);
        replays_to_a_win(&mut board, &result);
    }
    let mut board = GameBoard::from_deal(JsValue::from_f64(1.0), None).unwrap();
    let result = solve(JsValue::from_str(&board.to_text()), None).unwrap();
    replays_to_a_win(&mut board, &result);
}

#[wasm_bindgen_test]
fn a_small_budget_gives_up_and_bad_arguments_throw_invalid_argument() {
    let board = GameBoard::from_deal(JsValue::from_f64(617.0), None).unwrap();
    let text = JsValue::from_str(&board.to_text());
    let result = solve(
        text.clone(),
        Some(options(&[("maxNodes", JsValue::from_f64(3.0))])),
    )
    .unwrap();
    assert_eq!(get(&result, "result").as_string().unwrap(), "gave up");
    assert_eq!(js_sys::Array::from(&get(&result, "moves")).length(), 0);

    let bad = [
        (JsValue::from_f64(617.0), JsValue::UNDEFINED),
        (JsValue::from_str("not a position"), JsValue::UNDEFINED),
        (text.clone(), JsValue::from_f64(5.0)),
        (
            text.clone(),
            options(&[("mode", JsValue::from_str("slow"))]),
        ),
        (
            text.clone(),
            options(&[("maxNodes", JsValue::from_f64(-1.0))]),
        ),
        (text, options(&[("maxNodes", JsValue::from_f64(1.5))])),
    ];
    for (position, opts) in bad {
        let error: js_sys::Error = solve(position, Some(opts)).unwrap_err().dyn_into().unwrap();
        assert_eq!(String::from(error.name()), "invalid_argument");
    }
}

#[wasm_bindgen_test]
fn a_deal_not_graded_has_null_grade_and_cells_as_declared() {
    use freecell::wasm_solver::grade_deal_js;
    let graded = grade_deal_js(
        JsValue::from_f64(1.0),
        None,
        Some(options(&[("maxNodes", JsValue::from_f64(10.0))])),
    )
    .unwrap();
    assert_eq!(get(&graded, "result").as_string().unwrap(), "gave up");
    assert!(get(&graded, "grade").is_null());
    assert!(get(&graded, "fewestCells").is_null());
    let error: js_sys::Error = grade_deal_js(
        JsValue::from_f64(1.0),
        None,
        Some(JsValue::from_str("fast")),
    )
    .unwrap_err()
    .dyn_into()
    .unwrap();
    assert_eq!(
        String::from(error.message()),
        "the options are an object such as {maxNodes: 100000}, not 'fast'"
    );
}

#[wasm_bindgen_test]
fn daily_deal_refuses_what_is_not_a_date() {
    // A valid date grades deals, too slow for an unoptimised test build:
    // tests/e2e/daily.spec.js checks the built wasm's deal against the
    // native one pinned in tests/daily.rs.
    use freecell::wasm_solver::daily_deal_js;
    for (bad, why) in [
        (JsValue::from_str("2026-02-30"), "days 1 to 28"),
        (JsValue::from_str("tomorrow"), "YYYY-MM-DD"),
        (JsValue::from_f64(20261128.0), "a date is a string"),
    ] {
        let error: js_sys::Error = daily_deal_js(bad, None).unwrap_err().dyn_into().unwrap();
        assert_eq!(String::from(error.name()), "invalid_argument");
        assert!(String::from(error.message()).contains(why));
    }
    // Why, as a value the worker passes on for the page to word.
    let error = daily_deal_js(JsValue::from_str("2026-02-30"), None).unwrap_err();
    let reason = js_sys::Reflect::get(&error, &JsValue::from_str("reason")).unwrap();
    let kind = js_sys::Reflect::get(&reason, &JsValue::from_str("kind")).unwrap();
    assert_eq!(kind.as_string().as_deref(), Some("no-such-day"));
}

/// A value JavaScript source makes, as a page's own script would.
fn made(source: &str) -> JsValue {
    js_sys::Function::new_no_args(&format!("return {source};"))
        .call0(&JsValue::NULL)
        .expect("the source runs")
}

/// Refused as `invalid_argument`, what reading the argument threw its
/// `cause`: its message.
fn refused_for(result: Result<JsValue, JsValue>) -> String {
    let error: js_sys::Error = result.unwrap_err().dyn_into().unwrap();
    assert_eq!(String::from(error.name()), "invalid_argument");
    let message = String::from(error.message());
    assert!(message.contains("could not be read"), "{message}");
    get(&error, "cause")
        .dyn_into::<js_sys::Error>()
        .unwrap()
        .message()
        .into()
}

#[wasm_bindgen_test]
fn options_and_games_that_throw_when_read_are_refused_thousands_of_times() {
    use freecell::wasm_solver::{daily_deal_js, grade_deal_js};
    let board = GameBoard::from_deal(JsValue::from_f64(617.0), None).unwrap();
    let text = JsValue::from_str(&board.to_text());
    let mode = || made("({ get mode() { throw new Error('mode'); } })");
    let nodes = || made("new Proxy({}, { get(t, k) { throw new Error(String(k)); } })");
    let cells = || made("({ game: 'freecell', get cells() { throw new Error('cells'); } })");
    let one = || JsValue::from_f64(1.0);
    for _ in 0..1000 {
        assert_eq!(refused_for(solve(text.clone(), Some(mode()))), "mode");
        assert_eq!(refused_for(solve(text.clone(), Some(nodes()))), "mode");
        assert_eq!(
            refused_for(grade_deal_js(one(), None, Some(nodes()))),
            "maxNodes"
        );
        assert_eq!(
            refused_for(grade_deal_js(one(), Some(cells()), None)),
            "cells"
        );
        let date = JsValue::from_str("2026-11-28");
        assert_eq!(refused_for(daily_deal_js(date, Some(cells()))), "cells");
    }
    // And the solver still solves.
    let result = solve(text, Some(options(&[("mode", JsValue::from_str("fast"))]))).unwrap();
    replays_to_a_win(&mut board.js_clone(), &result);
}

//! The daily goals' wasm exports in a real browser: `goalProgress` judges a
//! solver's line met and reports progress and loss as data, and bad
//! arguments to it and to `dailyGoals` throw `invalid_argument`.
//! Run by `wasm-pack test --headless --chrome crate`.
#![cfg(target_arch = "wasm32")]

use freecell::wasm::goals::goal_progress;
use freecell::wasm_solver::{daily_goals_js, solve};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        js_sys::Reflect::set(&object, &JsValue::from_str(key), value).unwrap();
    }
    object.into()
}

fn strings(items: &[&str]) -> JsValue {
    items
        .iter()
        .map(|s| JsValue::from_str(s))
        .collect::<js_sys::Array>()
        .into()
}

/// A record of `events` of the goal's game and deal.
fn record_for(goal: &JsValue, events: js_sys::Array, elapsed: f64) -> JsValue {
    object(&[
        ("game", get(goal, "game")),
        ("deal", get(goal, "deal")),
        ("events", events.into()),
        ("elapsedMs", JsValue::from_f64(elapsed)),
    ])
}

fn win_617() -> JsValue {
    object(&[
        (
            "game",
            object(&[("game", "freecell".into()), ("cells", 4.into())]),
        ),
        ("deal", 617.into()),
        ("kind", object(&[("name", "no-undo".into())])),
    ])
}

#[wasm_bindgen_test]
fn a_solver_line_meets_its_goal_and_bad_dates_are_refused() {
    // Choosing a date's goals grades deals: too slow for this unoptimised
    // build (docs/daily.md gives the built wasm's time), so the line here
    // is the solver's for deal 617, as the goals' witnesses are.
    let goal = win_617();
    let board = freecell::wasm::JsGameBoard::from_deal(617.into(), None).unwrap();
    let solved = solve(board.to_text().into(), None).unwrap();
    let moves: js_sys::Array = get(&solved, "moves").dyn_into().unwrap();
    let events: js_sys::Array = moves
        .iter()
        .map(|m| object(&[("play", js_sys::Array::of1(&m).into())]))
        .collect();
    let progress = goal_progress(goal.clone(), record_for(&goal, events, 0.0)).unwrap();
    assert_eq!(get(&progress, "status").as_string().unwrap(), "met");
    assert!(get(&progress, "lost").is_null());
    assert_eq!(get(&progress, "won").as_bool(), Some(true));
    for bad in ["2026-02-30", "today"] {
        let err = daily_goals_js(bad.into()).unwrap_err();
        assert_eq!(get(&err, "name").as_string().unwrap(), "invalid_argument");
        assert!(get(&err, "reason").is_object(), "{bad}");
    }
}

#[wasm_bindgen_test]
fn progress_and_loss_are_data() {
    let goal = win_617();
    let open = goal_progress(goal.clone(), record_for(&goal, js_sys::Array::new(), 0.0)).unwrap();
    assert_eq!(get(&open, "status").as_string().unwrap(), "open");
    assert_eq!(get(&open, "moves").as_f64(), Some(0.0));
    assert!(get(&open, "movesLeft").is_null());
    let events = js_sys::Array::of3(
        &object(&[("play", strings(&["1a"]))]),
        &"undo".into(),
        &"hint".into(),
    );
    let lost = goal_progress(goal.clone(), record_for(&goal, events, 1000.0)).unwrap();
    assert_eq!(get(&lost, "status").as_string().unwrap(), "lost");
    assert_eq!(
        get(&get(&lost, "lost"), "why").as_string().unwrap(),
        "undone"
    );
    assert_eq!(get(&lost, "undos").as_f64(), Some(1.0));
}

#[wasm_bindgen_test]
fn bad_goals_records_and_moves_are_refused() {
    let goal = win_617();
    let refused = |goal: JsValue, record: JsValue| -> JsValue {
        let err = goal_progress(goal, record).unwrap_err();
        assert_eq!(
            get(&err, "name").as_string().unwrap(),
            "invalid_argument",
            "{err:?}"
        );
        err
    };
    let record = record_for(&goal, js_sys::Array::new(), 0.0);
    refused("win".into(), record.clone());
    refused(
        object(&[
            ("game", "freecell".into()),
            ("deal", 617.into()),
            ("kind", object(&[("name", "fly".into())])),
        ]),
        record.clone(),
    );
    refused(
        goal.clone(),
        record_for(&goal, js_sys::Array::of1(&"jump".into()), 0.0),
    );
    refused(goal.clone(), record_for(&goal, js_sys::Array::new(), -1.0));
    let other = object(&[
        ("game", "freecell".into()),
        ("deal", 618.into()),
        ("events", js_sys::Array::new().into()),
        ("elapsedMs", 0.into()),
    ]);
    refused(goal.clone(), other);
    // A move the rules refuse: their error, with the refusal as data.
    let bad = js_sys::Array::of1(&object(&[("play", strings(&["1h"]))]));
    let err = goal_progress(goal.clone(), record_for(&goal, bad, 0.0)).unwrap_err();
    assert_eq!(get(&err, "name").as_string().unwrap(), "invalid_move");
    assert!(get(&err, "reason").is_object());
}

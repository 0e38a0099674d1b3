//! Reading JavaScript's arguments: each `JsValue` checked and turned into
//! the core's types, or refused with an `Error` named after the MIS
//! exception and a message that shows the value as JavaScript writes it.
//!
//! Nothing here runs a caller's code through an import that does not
//! catch. A getter, a Proxy's trap or an iterator that throws inside such
//! an import unwinds through Rust without returning: the board the call
//! borrowed stays borrowed ("recursive use of an object" for good) and the
//! wasm stack is never given back, until the whole instance traps. So an
//! array is read by index and an object's fields by `Reflect.get`, both
//! caught, and a read that throws refuses the value ([`unreadable`]).

use wasm_bindgen::prelude::*;

use super::words::{self, ArgumentView};
use super::JsCellT;
use crate::{Card, CellT, Date, Error, Game, Pile, Rules, MAX_FREE_CELLS};

/// The JS `Error` of a refused call: `name` the MIS exception, `message`
/// English for developers, and `reason`: for a refused move the refusal
/// as data (`RefusalReason`), for a text that could not be read why
/// (`UnreadableReason`).
pub(crate) fn throw(e: impl Into<Error>) -> JsValue {
    let e: Error = e.into();
    let reason = e
        .refusal()
        .map(words::refusal_to_js)
        .or_else(|| e.unreadable().map(words::unreadable_to_js));
    thrown(&e, reason)
}

/// `e` as a JS `Error`, with `reason` (already JavaScript's) when it has one.
fn thrown(e: &Error, reason: Option<JsValue>) -> JsValue {
    let error = js_sys::Error::new(e.message());
    error.set_name(e.kind().name());
    if let Some(reason) = reason {
        js_sys::Reflect::set(&error, &JsValue::from_str("reason"), &reason)
            .expect("an Error takes properties");
    }
    error.into()
}

pub(crate) fn argument(message: String) -> JsValue {
    throw(Error::invalid_argument(message))
}

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, caught: it throws for a revoked Proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// The `invalid_argument` of a value whose part `part` threw when read (a
/// getter, a Proxy's trap): what was thrown is the Error's `cause`.
fn unreadable(part: String, thrown: &JsValue) -> JsValue {
    let error = argument(format!(
        "{part} could not be read: it threw (what it threw is this Error's cause)"
    ));
    // A fresh Error takes the property; were it refused, the message stands.
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("cause"), thrown);
    error
}

/// Field `key` of `value`, read by `Reflect.get`; a read that throws is
/// refused as `invalid_argument`, `part` naming the field in its message.
pub(crate) fn field(
    value: &JsValue,
    key: &str,
    part: impl FnOnce() -> String,
) -> Result<JsValue, JsValue> {
    js_sys::Reflect::get(value, &JsValue::from_str(key))
        .map_err(|thrown| unreadable(part(), &thrown))
}

/// More elements than any deck or game's moves: an array (or a Proxy)
/// claiming more is refused before a single one is read.
const MOST_ELEMENTS: u32 = 1 << 16;

/// The elements of `value`, a JavaScript array, each turned by `read`:
/// `not_array` refuses a value that is none; `what` names the array in the
/// message refusing an element that throws when read. Read by index, up
/// to its `length`, as `Array.prototype`'s methods read one: its iterator
/// is not used.
pub(crate) fn elements<T>(
    value: &JsValue,
    what: &str,
    not_array: impl FnOnce() -> JsValue,
    mut read: impl FnMut(JsValue) -> Result<T, JsValue>,
) -> Result<Vec<T>, JsValue> {
    // `Array.isArray` is true of a Proxy of an array, so each read below
    // may still run the caller's code.
    if !is_array(value).map_err(|thrown| unreadable(what.into(), &thrown))? {
        return Err(not_array());
    }
    let length = field(value, "length", || format!("the length of {what}"))?;
    let length = whole_number(&length)
        .filter(|n| (0.0..=f64::from(MOST_ELEMENTS)).contains(n))
        .ok_or_else(|| {
            argument(format!(
                "{what} is an array of at most {MOST_ELEMENTS} elements, not one whose length is {}",
                shown(&length)
            ))
        })? as u32;
    (0..length)
        .map(|i| {
            js_sys::Reflect::get_u32(value, i)
                .map_err(|thrown| unreadable(format!("element {i} of {what}"), &thrown))
                .and_then(&mut read)
        })
        .collect()
}

/// `argument`'s Error for a value a player may have typed (a deal number,
/// a game, its free cells), with `reason`: what was refused as data
/// (`ArgumentReason`), for a page to word.
fn refused(message: String, reason: ArgumentView) -> JsValue {
    let reason = words::argument_to_js(&reason);
    thrown(&Error::invalid_argument(message), Some(reason))
}

/// A whole number a player may have typed; when it is none, refused with
/// the reason `why` makes of the value as JavaScript writes it.
fn typed_whole(
    value: &JsValue,
    what: &str,
    why: impl FnOnce(String) -> ArgumentView,
) -> Result<f64, JsValue> {
    whole_number(value).ok_or_else(|| refused(not_whole(value, what), why(shown(value))))
}

/// A `CellT` value, or its MIS name as a string.
pub(crate) fn cell_of(value: &JsValue) -> Result<CellT, JsValue> {
    let cell = match (value.as_f64(), value.as_string().as_deref()) {
        (Some(n), _) if n == JsCellT::FreeCell as u8 as f64 => Some(CellT::FreeCell),
        (Some(n), _) if n == JsCellT::HomeCell as u8 as f64 => Some(CellT::HomeCell),
        (Some(n), _) if n == JsCellT::Tableau as u8 as f64 => Some(CellT::Tableau),
        (_, Some("FreeCell")) => Some(CellT::FreeCell),
        (_, Some("HomeCell")) => Some(CellT::HomeCell),
        (_, Some("Tableau")) => Some(CellT::Tableau),
        _ => None,
    };
    cell.ok_or_else(|| {
        argument(format!(
            "{} is not a CellT: use CellT.FreeCell, CellT.HomeCell or CellT.Tableau",
            shown(value)
        ))
    })
}

/// A whole number from a JS number; `what` names it in the error.
pub(crate) fn whole(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    whole_number(value).ok_or_else(|| argument(not_whole(value, what)))
}

/// The value if it is a JS number and a whole one.
fn whole_number(value: &JsValue) -> Option<f64> {
    value.as_f64().filter(|n| n.is_finite() && n.fract() == 0.0)
}

/// The message refusing `value`, which is not a whole number; `what` names it.
fn not_whole(value: &JsValue, what: &str) -> String {
    format!("{what} must be a whole number, not {}", shown(value))
}

/// A number as JavaScript writes it (`1e+23`). JavaScript writes it, not
/// Rust: Rust's formatting of floats would add 20 KB to the page's wasm.
fn number(n: f64) -> String {
    // Only a radix outside 2..=36 throws, or a page's own
    // `Number.prototype.toString`, which may also give a value that is no string.
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_else(|| "a number".into())
}

/// A number in plain decimals, as Rust's `{}` writes an `f64`
/// (`100000000000000000000000`, not `1e+23`): JavaScript's shortest digits,
/// its exponent written out.
fn decimal(n: f64) -> String {
    let text = number(n);
    let Some((mantissa, exponent)) = text.split_once('e') else {
        return text;
    };
    let Ok(exponent) = exponent.parse::<i32>() else {
        return text;
    };
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", mantissa),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    // Where the decimal point goes among the digits.
    let point = whole.len() as i32 + exponent;
    let body = if point >= digits.len() as i32 {
        format!(
            "{digits}{}",
            "0".repeat((point - digits.len() as i32) as usize)
        )
    } else if point <= 0 {
        format!("0.{}{digits}", "0".repeat((-point) as usize))
    } else {
        let (a, b) = digits.split_at(point as usize);
        format!("{a}.{b}")
    };
    format!("{sign}{body}")
}

/// A JavaScript value as a message shows it: a number as JavaScript
/// writes it, a string in quotes (cut short if long), else its kind.
pub(crate) fn shown(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return number(n);
    }
    if let Some(text) = value.as_string() {
        let cut: String = text.chars().take(24).collect();
        let more = if cut.len() < text.len() { "…" } else { "" };
        return format!("'{cut}{more}'");
    }
    if let Some(b) = value.as_bool() {
        return b.to_string();
    }
    match value.js_typeof().as_string().as_deref() {
        Some("undefined") => "undefined".into(),
        _ if value.is_null() => "null".into(),
        Some("symbol") => "a symbol".into(),
        Some("bigint") => "a bigint".into(),
        Some("function") => "a function".into(),
        _ => "an object".into(),
    }
}

/// A pile from a `CellT` and an index; `invalid_cell` for an index a board
/// of these rules does not have (negative ones included).
pub(crate) fn pile_of(rules: Rules, cell: &JsValue, index: &JsValue) -> Result<Pile, JsValue> {
    let cell = cell_of(cell)?;
    let n = whole(index, "a pile index")?;
    if n < 0.0 || n >= rules.count(cell) as f64 {
        return Err(throw(rules.no_such_pile(cell, decimal(n))));
    }
    Ok(Pile::new(cell, n as usize))
}

/// A deal number from JavaScript: a whole number from 1 (the engine
/// refuses those past the last deal).
pub(crate) fn deal_number(value: &JsValue) -> Result<u64, JsValue> {
    let n = typed_whole(value, "a deal number", |given| ArgumentView::DealNotWhole {
        given,
    })?;
    // Both bounds on the number as given (`as u64` would change one past u64's).
    if n < 1.0 || n > crate::MAX_DEAL as f64 {
        return Err(refused(
            format!(
                "deal numbers go from 1 to {}, so {} is not one",
                crate::MAX_DEAL,
                decimal(n)
            ),
            ArgumentView::DealRange {
                max: crate::MAX_DEAL.to_string(),
                given: decimal(n),
            },
        ));
    }
    Ok(n as u64)
}

/// The rules a game argument names: a game's name (`'seahaven'`), or
/// `{game: 'freecell', cells: 2}`; absent means standard FreeCell.
pub(crate) fn rules_of(value: &JsValue) -> Result<Rules, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Rules::default());
    }
    if let Some(name) = value.as_string() {
        return Ok(game_named(&name)?.rules());
    }
    let field = |key: &str| field(value, key, || format!("`{key}` of the game argument"));
    let name = if value.is_object() {
        field("game")?.as_string()
    } else {
        None
    };
    let name = name.ok_or_else(|| {
        argument(format!(
            "{} is not a game: give its name ('seahaven') or {{game: 'freecell', cells: 2}}",
            shown(value)
        ))
    })?;
    let rules = game_named(&name)?.rules();
    match field("cells")? {
        cells if cells.is_undefined() => Ok(rules),
        cells => {
            let n = typed_whole(&cells, "a number of free cells", |given| {
                ArgumentView::CellsNotWhole { given }
            })?;
            if !(0.0..=MAX_FREE_CELLS as f64).contains(&n) {
                return Err(refused(
                    format!(
                        "a game has 0 to {MAX_FREE_CELLS} free cells, not {}",
                        decimal(n)
                    ),
                    ArgumentView::CellsRange {
                        max: MAX_FREE_CELLS as u32,
                        given: decimal(n),
                    },
                ));
            }
            rules.with_free_cells(n as usize).map_err(throw)
        }
    }
}

/// The game called `name`, or an Error whose reason names the name refused.
fn game_named(name: &str) -> Result<Game, JsValue> {
    name.parse::<Game>().map_err(|e| {
        refused(
            e.to_string(),
            ArgumentView::UnknownGame {
                given: name.trim().to_string(),
            },
        )
    })
}

/// The optional card count of a move: absent means one card.
pub(crate) fn count_of(value: &JsValue) -> Result<usize, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(1);
    }
    let n = whole(value, "the card count")?;
    if !(1.0..=19.0).contains(&n) {
        return Err(argument(format!(
            "the card count must be from 1 to 19, not {}",
            decimal(n)
        )));
    }
    Ok(n as usize)
}

pub(crate) fn card_of(value: &JsValue) -> Result<Card, JsValue> {
    let code = value
        .as_string()
        .ok_or_else(|| argument(format!("{} is not a card code such as '7H'", shown(value))))?;
    code.parse::<Card>().map_err(throw)
}

/// A date written `'YYYY-MM-DD'`, read by the engine's [`Date`]: refused
/// as `invalid_argument`, with the reason as data when it is no such day.
pub(crate) fn date_of(text: &JsValue) -> Result<Date, JsValue> {
    let given = text.as_string().ok_or_else(|| {
        argument(format!(
            "a date is a string such as '2026-11-28', not {}",
            shown(text)
        ))
    })?;
    given.parse::<Date>().map_err(throw)
}

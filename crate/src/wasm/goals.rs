//! Daily goals for JavaScript: `goalProgress(goal, record)`, the engine's
//! judgement of a game as played against a goal (as `dailyGoals`, the
//! solver's side in `wasm_solver`, gives it), and the goals' TypeScript
//! shapes. It needs no solver, so the page's own thread judges each move.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::args::{argument, deal_number, elements, field, rules_of, shown, throw, whole};
use crate::{check_goal, Event, GameRecord, Goal, Kind, Lost, Status};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** What a goal asks ("moves" count every move made, undone ones too; a move and its autoplay are one). */
export type GoalKind = { name: "win" } | { name: "fewer-cells"; cells: number } | { name: "no-free-cell" } | { name: "within-moves"; moves: number } | { name: "aces-home"; moves: number } | { name: "no-undo" } | { name: "no-hint" } | { name: "within-time"; minutes: number };
/** A goal: what to do on which deal of which game. */
export interface Goal { game: { game: GameName; cells: number }; deal: number; kind: GoalKind }
/** A date's goal (dailyGoals): its tier, the goal, and a line of single moves (Autoplay off) that meets it. */
export interface DailyGoal { date: string; tier: "easy" | "medium" | "hard"; goal: Goal; witness: string[] }
/** One thing the player did: a history entry's `play` (a move, then the moves autoplay made after it), its `line` (a jump to the position those moves reach from the deal, Restart the empty one), or an Undo, a Redo, a hint shown. `given`: the moves were not the player's (Solve, a solution, a link). */
export type GoalEvent = { play: string[]; given?: boolean } | { line: string[]; given?: boolean } | "undo" | "redo" | "hint";
/** A game as played: its game and deal, its events in order, and its clock in milliseconds (stopped at the win). */
export interface GoalRecord { game: GameSpec; deal: number; events: GoalEvent[]; elapsedMs: number }
/** Why a goal can no longer be met in this game. */
export type GoalLost = { why: "moves-spent"; limit: number } | { why: "time-spent"; limitMs: number } | { why: "cells-used"; used: number; allowed: number } | { why: "undone" } | { why: "hinted" } | { why: "given" };
/** Where a goal stands, as data to word: "Aces home: 2 of 4, 11 moves left". */
export interface GoalProgress { status: "met" | "open" | "lost"; lost: GoalLost | null; moves: number; movesLeft: number | null; cardsHome: number; acesHome: number; mostCellsUsed: number; cellsAllowed: number | null; msLeft: number | null; undos: number; hints: number; won: boolean }
"#;

/// A whole number of at most `u32::MAX` read from field `key` of `kind`.
fn kind_number(kind: &JsValue, key: &str) -> Result<u32, JsValue> {
    let value = field(kind, key, || format!("`{key}` of the goal's kind"))?;
    let n = whole(&value, &format!("the goal's `{key}`"))?;
    if !(0.0..=f64::from(u32::MAX)).contains(&n) {
        return Err(argument(format!(
            "the goal's `{key}` is a whole number from 0, not {}",
            shown(&value)
        )));
    }
    Ok(n as u32)
}

/// A goal as `Goal` declares it.
fn goal_of(value: &JsValue) -> Result<Goal, JsValue> {
    if !value.is_object() {
        return Err(argument(format!(
            "a goal is an object such as dailyGoals gives, not {}",
            shown(value)
        )));
    }
    let rules = rules_of(&field(value, "game", || "`game` of the goal".into())?)?;
    let deal = deal_number(&field(value, "deal", || "`deal` of the goal".into())?)?;
    let kind = field(value, "kind", || "`kind` of the goal".into())?;
    let name = if kind.is_object() {
        field(&kind, "name", || "`name` of the goal's kind".into())?.as_string()
    } else {
        None
    };
    let kind = match name.as_deref() {
        Some("win") => Kind::Win,
        Some("fewer-cells") => Kind::FewerCells {
            cells: kind_number(&kind, "cells")? as usize,
        },
        Some("no-free-cell") => Kind::NoFreeCell,
        Some("within-moves") => Kind::WithinMoves {
            moves: kind_number(&kind, "moves")?,
        },
        Some("aces-home") => Kind::AcesHome {
            moves: kind_number(&kind, "moves")?,
        },
        Some("no-undo") => Kind::NoUndo,
        Some("no-hint") => Kind::NoHint,
        Some("within-time") => Kind::WithinTime {
            minutes: kind_number(&kind, "minutes")?,
        },
        _ => {
            return Err(argument(format!(
                "a goal's kind is {{name: 'win'}} or another GoalKind, not {}",
                shown(&kind)
            )))
        }
    };
    Ok(Goal { rules, deal, kind })
}

/// Moves in the standard notation: an array of strings.
fn moves_of(value: &JsValue, what: &str) -> Result<Vec<String>, JsValue> {
    let not = || {
        argument(format!(
            "{what} is an array of moves such as ['3a', 'a6'], not {}",
            shown(value)
        ))
    };
    elements(value, what, not, |m| {
        m.as_string().ok_or_else(|| {
            argument(format!(
                "a move of {what} is a string such as '3a', not {}",
                shown(&m)
            ))
        })
    })
}

/// An event as `GoalEvent` declares it.
fn event_of(value: JsValue) -> Result<Event, JsValue> {
    match value.as_string().as_deref() {
        Some("undo") => return Ok(Event::Undo),
        Some("redo") => return Ok(Event::Redo),
        Some("hint") => return Ok(Event::Hint),
        _ => {}
    }
    let refused = || {
        argument(format!(
            "an event is {{play: [...]}}, {{line: [...]}}, 'undo', 'redo' or 'hint', not {}",
            shown(&value)
        ))
    };
    if !value.is_object() {
        return Err(refused());
    }
    let given = field(&value, "given", || "`given` of an event".into())?;
    let given = match (given.is_undefined(), given.as_bool()) {
        (true, _) => false,
        (false, Some(b)) => b,
        (false, None) => {
            return Err(argument(format!(
                "an event's `given` is true or false, not {}",
                shown(&given)
            )))
        }
    };
    let play = field(&value, "play", || "`play` of an event".into())?;
    if !play.is_undefined() {
        let moves = moves_of(&play, "an event's `play`")?;
        if moves.is_empty() {
            return Err(argument("an event's `play` holds at least its move".into()));
        }
        return Ok(Event::Play { moves, given });
    }
    let line = field(&value, "line", || "`line` of an event".into())?;
    if !line.is_undefined() {
        let line = moves_of(&line, "an event's `line`")?;
        return Ok(Event::Jump { line, given });
    }
    Err(refused())
}

/// A record as `GoalRecord` declares it.
fn record_of(value: &JsValue) -> Result<GameRecord, JsValue> {
    if !value.is_object() {
        return Err(argument(format!(
            "a game record is an object such as {{game: 'freecell', deal: 617, events: [], elapsedMs: 0}}, not {}",
            shown(value)
        )));
    }
    let part = |key: &str| field(value, key, || format!("`{key}` of the game record"));
    let rules = rules_of(&part("game")?)?;
    let deal = deal_number(&part("deal")?)?;
    let events = part("events")?;
    let not = || {
        argument(format!(
            "a record's events are an array of GoalEvent, not {}",
            shown(&events)
        ))
    };
    let events = elements(&events, "the record's events", not, event_of)?;
    let elapsed = part("elapsedMs")?;
    let elapsed_ms = whole(&elapsed, "the record's elapsedMs")?;
    if elapsed_ms < 0.0 {
        return Err(argument(format!(
            "elapsedMs is a whole number of milliseconds from 0, not {}",
            shown(&elapsed)
        )));
    }
    Ok(GameRecord {
        rules,
        deal,
        events,
        elapsed_ms: elapsed_ms as u64,
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LostView {
    why: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    limit: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limit_ms: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    used: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    allowed: Option<usize>,
}

impl LostView {
    fn of(lost: Lost) -> LostView {
        let mut view = LostView {
            why: "",
            limit: None,
            limit_ms: None,
            used: None,
            allowed: None,
        };
        view.why = match lost {
            Lost::MovesSpent { limit } => {
                view.limit = Some(limit);
                "moves-spent"
            }
            Lost::TimeSpent { limit_ms } => {
                view.limit_ms = Some(limit_ms as f64);
                "time-spent"
            }
            Lost::CellsUsed { used, allowed } => {
                view.used = Some(used);
                view.allowed = Some(allowed);
                "cells-used"
            }
            Lost::Undone => "undone",
            Lost::Hinted => "hinted",
            Lost::Given => "given",
        };
        view
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ProgressView {
    status: &'static str,
    lost: Option<LostView>,
    moves: u32,
    moves_left: Option<u32>,
    cards_home: usize,
    aces_home: usize,
    most_cells_used: usize,
    cells_allowed: Option<usize>,
    ms_left: Option<f64>,
    undos: u32,
    hints: u32,
    won: bool,
}

/// How the game `record` (a `GoalRecord`: the page's history entries'
/// `play` and `line`, its undos, redos and hints, its clock) stands
/// against `goal` (as `dailyGoals` gives it): a `GoalProgress`, decided by
/// the engine (`freecell::check_goal`). A record of another deal, or
/// malformed, throws `invalid_argument`; a move the rules refuse throws
/// their error with the refusal as its `reason`. Needs no solver.
#[wasm_bindgen(js_name = goalProgress, unchecked_return_type = "GoalProgress")]
pub fn goal_progress(
    #[wasm_bindgen(unchecked_param_type = "Goal")] goal: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GoalRecord")] record: JsValue,
) -> Result<JsValue, JsValue> {
    let goal = goal_of(&goal)?;
    let record = record_of(&record)?;
    let p = check_goal(&goal, &record).map_err(throw)?;
    let (status, lost) = match p.status {
        Status::Met => ("met", None),
        Status::Open => ("open", None),
        Status::Lost(why) => ("lost", Some(LostView::of(why))),
    };
    let view = ProgressView {
        status,
        lost,
        moves: p.moves,
        moves_left: p.moves_left,
        cards_home: p.cards_home,
        aces_home: p.aces_home,
        most_cells_used: p.most_cells_used,
        cells_allowed: p.cells_allowed,
        ms_left: p.ms_left.map(|ms| ms as f64),
        undos: p.undos,
        hints: p.hints,
        won: p.won,
    };
    let nulls = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    Ok(view.serialize(&nulls).expect("plain data serializes"))
}

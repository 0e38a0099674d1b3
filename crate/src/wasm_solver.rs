//! The solver for JavaScript:
//! `solve(position, {maxNodes?, mode?}) -> {result, moves, positions, explored}`.
//! Nothing here decides a rule or searches; it checks the arguments and
//! hands them to [`crate::solve`].

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::wasm::{argument, date_of, deal_number, field, rules_of, shown, throw};
use crate::{
    daily_deal, daily_goals, grade_deal, grades_of, GameBoard, Goal, Kind, Mode, SolveOptions,
    GRADE_MAX_NODES,
};

/// The budget when the caller names none: a few hundred megabytes of
/// browser memory at worst, and enough for every Microsoft deal we tried.
const DEFAULT_MAX_NODES: u64 = 1_000_000;

/// The shapes `solve` takes and gives, for TypeScript.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** How to solve: "short" (the default), "fast" or "optimal" (the fewest moves, proven when the budget allows), and the most positions to expand. */
export interface SolveOptions { mode?: "short" | "fast" | "optimal"; maxNodes?: number }
/** How hard a deal is: its grade (null when the solver did not win it with the game's cells), the verdict with the game's cells, the fewest free cells it was won with of the counts it tries (in FreeCell 1, 2 and 4; null when not won), and the positions expanded. */
export interface GradeResult { grade: "easy" | "medium" | "hard" | null; result: "solved" | "impossible" | "gave up"; fewestCells: number | null; explored: number }
/** A date's daily deal of a game: the date as given (YYYY-MM-DD), the deal number, its grade, and the grade its weekday asks for. */
export interface DailyDeal { date: string; deal: number; grade: "easy" | "medium" | "hard"; target: "easy" | "medium" | "hard" }
/** What the solver found: the moves in the standard notation and the position after each. */
export interface SolveResult { result: "solved" | "optimal" | "best found" | "impossible" | "gave up"; moves: string[]; positions: string[]; explored: number }
"#;

#[derive(Serialize)]
struct SolveView {
    /// `solved`, `impossible` or `gave up`; in the optimal mode a win is
    /// `optimal` (no win has fewer moves) or `best found`.
    result: &'static str,
    /// The winning moves in the standard notation, every foundation move
    /// included; empty unless solved.
    moves: Vec<String>,
    /// The position after each move, as `GameBoard.toText()` writes it: a
    /// caller that remembers answers by position knows, for each, that the
    /// rest of the moves win from there.
    positions: Vec<String>,
    /// How many positions were expanded.
    explored: f64,
}

/// Solves `position` (as `GameBoard.toText()` writes it): `{result, moves,
/// positions, explored}`, where `positions[k]` is the position after
/// `moves[k]`. `options.mode` is
/// `'short'` (the default: short solutions), `'fast'` or `'optimal'` (the
/// fewest moves: `result` is `'optimal'` when proven, else `'best found'`); `options.maxNodes`
/// bounds the work (default 1,000,000 positions). Bad arguments throw an
/// `Error` named `invalid_argument`.
#[wasm_bindgen(js_name = solve, unchecked_return_type = "SolveResult")]
pub fn solve(
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let text = position.as_string().ok_or_else(|| {
        argument(format!(
            "a position is the string GameBoard.toText() writes, not {}",
            shown(&position)
        ))
    })?;
    let board = GameBoard::from_text(&text).map_err(throw)?;
    let options = options_of(&options.unwrap_or(JsValue::UNDEFINED))?;
    let solution = crate::solve(&board, &options);
    let (moves, positions) = solution
        .steps(&board)
        .map(|(before, mv, after)| (before.move_notation(mv), after.to_text()))
        .unzip();
    let view = SolveView {
        result: solution.verdict.name(),
        moves,
        positions,
        explored: solution.explored as f64,
    };
    Ok(serde_wasm_bindgen::to_value(&view).expect("plain data serializes"))
}

/// Field `name` of the options; one that throws when read (a getter, a
/// Proxy) refuses them as `invalid_argument`.
fn option(object: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    field(object, name, || format!("`{name}` of the options"))
}

/// An options argument: `None` when absent, the object when it is one,
/// else `invalid_argument` showing the shape it should have (`example`).
fn options_object(value: &JsValue, example: &str) -> Result<Option<JsValue>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !value.is_object() {
        return Err(argument(format!(
            "the options are an object such as {example}, not {}",
            shown(value)
        )));
    }
    Ok(Some(value.clone()))
}

/// The options' `maxNodes`, or `default` when it is not given.
fn max_nodes_of(options: &JsValue, default: u64) -> Result<u64, JsValue> {
    let max_nodes = option(options, "maxNodes")?;
    if max_nodes.is_undefined() {
        return Ok(default);
    }
    match max_nodes.as_f64() {
        Some(n) if n.is_finite() && n.fract() == 0.0 && n >= 1.0 => Ok(n as u64),
        _ => Err(argument(format!(
            "maxNodes is a whole number from 1, not {}",
            shown(&max_nodes)
        ))),
    }
}

fn options_of(value: &JsValue) -> Result<SolveOptions, JsValue> {
    let mut options = SolveOptions {
        max_nodes: DEFAULT_MAX_NODES,
        ..SolveOptions::default()
    };
    let Some(object) = options_object(value, "{maxNodes: 100000, mode: 'fast'}")? else {
        return Ok(options);
    };
    let mode = option(&object, "mode")?;
    if !mode.is_undefined() {
        options.mode = match mode.as_string().as_deref() {
            Some("short") => Mode::Short,
            Some("fast") => Mode::Fast,
            Some("optimal") => Mode::Optimal,
            _ => {
                return Err(argument(format!(
                    "mode is 'short', 'fast' or 'optimal', not {}",
                    shown(&mode)
                )))
            }
        };
    }
    options.max_nodes = max_nodes_of(&object, DEFAULT_MAX_NODES)?;
    Ok(options)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GradeView {
    grade: Option<&'static str>,
    result: &'static str,
    fewest_cells: Option<usize>,
    explored: f64,
}

/// How hard deal `n` of `game` (a name or `{game, cells}`; FreeCell when
/// absent) is: `{grade, result, fewestCells, explored}`, graded by the
/// fewest free cells the solver wins it with, within the bounds of its
/// game (`Bounds`; in FreeCell `'easy'` is won with 1 cell, `'medium'` with
/// 2, `'hard'` otherwise; `null` when it is not won with all of them). `options.maxNodes` bounds each solver run
/// (default 100,000 positions).
#[wasm_bindgen(js_name = gradeDeal, unchecked_return_type = "GradeResult")]
pub fn grade_deal_js(
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "GameSpec")] game: Option<JsValue>,
    #[wasm_bindgen(unchecked_optional_param_type = "{ maxNodes?: number }")] options: Option<
        JsValue,
    >,
) -> Result<JsValue, JsValue> {
    let n = deal_number(&n)?;
    let rules = rules_of(&game.unwrap_or(JsValue::UNDEFINED))?;
    let options = options_object(&options.unwrap_or(JsValue::UNDEFINED), "{maxNodes: 100000}")?;
    let max_nodes = match options {
        Some(object) => max_nodes_of(&object, GRADE_MAX_NODES)?,
        None => GRADE_MAX_NODES,
    };
    let graded = grade_deal(rules, n, max_nodes).map_err(throw)?;
    let view = GradeView {
        grade: graded.grade.map(|g| g.name()),
        result: graded.verdict.name(),
        fewest_cells: graded.fewest_cells,
        explored: graded.explored as f64,
    };
    // `null`, as GradeResult declares, where the grade or the count is none.
    let nulls = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    Ok(view.serialize(&nulls).expect("plain data serializes"))
}

/// The grades a deal of `game` (a name or `{game, cells}`; FreeCell when
/// absent) can have, easiest first (`freecell::grades_of`): what the page's
/// New game dialog offers for a difficulty, before it deals.
#[wasm_bindgen(js_name = gradesOf, unchecked_return_type = "(\"easy\" | \"medium\" | \"hard\")[]")]
pub fn grades_of_js(
    #[wasm_bindgen(unchecked_optional_param_type = "GameSpec")] game: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let rules = rules_of(&game.unwrap_or(JsValue::UNDEFINED))?;
    let names: Vec<&str> = grades_of(rules).into_iter().map(|g| g.name()).collect();
    Ok(serde_wasm_bindgen::to_value(&names).expect("plain data serializes"))
}

#[derive(Serialize)]
struct DailyView {
    date: String,
    deal: f64,
    grade: &'static str,
    target: &'static str,
}

/// The daily deal of `game` (a name or `{game, cells}`; FreeCell when
/// absent) on `date` (`'YYYY-MM-DD'`): `{date, deal, grade, target}`, the
/// same for everyone (see `freecell::daily_deal`). A date that is not a
/// day of the calendar's years 2000 to 2999 throws `invalid_argument`,
/// with why as its `reason` (`UnreadableReason`, as `readDate`).
/// It grades deals until one fits, so it belongs in a worker.
#[wasm_bindgen(js_name = dailyDeal, unchecked_return_type = "DailyDeal")]
pub fn daily_deal_js(
    #[wasm_bindgen(unchecked_param_type = "string")] date: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "GameSpec")] game: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let date = date_of(&date)?;
    let rules = rules_of(&game.unwrap_or(JsValue::UNDEFINED))?;
    let daily = daily_deal(date, rules).map_err(throw)?;
    let view = DailyView {
        date: daily.date.to_string(),
        deal: daily.deal as f64,
        grade: daily.grade.name(),
        target: daily.target.name(),
    };
    Ok(serde_wasm_bindgen::to_value(&view).expect("plain data serializes"))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameView {
    game: &'static str,
    cells: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct KindView {
    name: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    minutes: Option<u32>,
}

/// A goal as `Goal` declares it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GoalView {
    game: GameView,
    deal: f64,
    kind: KindView,
}

impl GoalView {
    fn of(goal: &Goal) -> GoalView {
        let (cells, moves, minutes) = match goal.kind {
            Kind::FewerCells { cells } => (Some(cells), None, None),
            Kind::WithinMoves { moves } | Kind::AcesHome { moves } => (None, Some(moves), None),
            Kind::WithinTime { minutes } => (None, None, Some(minutes)),
            _ => (None, None, None),
        };
        GoalView {
            game: GameView {
                game: goal.rules.game().name(),
                cells: goal.rules.free_cells(),
            },
            deal: goal.deal as f64,
            kind: KindView {
                name: goal.kind.name(),
                cells,
                moves,
                minutes,
            },
        }
    }
}

#[derive(Serialize)]
struct DailyGoalView {
    date: String,
    tier: &'static str,
    goal: GoalView,
    witness: Vec<String>,
}

/// The three goals of `date` (`'YYYY-MM-DD'`), Easy, Medium and Hard:
/// `DailyGoal[]`, the same for everyone (see `freecell::daily_goals`), each
/// with the solver's line that meets it. A date that is not a day of the
/// calendar's years 2000 to 2999 throws `invalid_argument`, with why as its
/// `reason`, as `dailyDeal`. It grades and solves, so it belongs in a
/// worker; `goalProgress` judges a game against a goal on any thread.
#[wasm_bindgen(js_name = dailyGoals, unchecked_return_type = "DailyGoal[]")]
pub fn daily_goals_js(
    #[wasm_bindgen(unchecked_param_type = "string")] date: JsValue,
) -> Result<JsValue, JsValue> {
    let date = date_of(&date)?;
    let goals = daily_goals(date).map_err(throw)?;
    let views: Vec<DailyGoalView> = goals
        .iter()
        .map(|g| DailyGoalView {
            date: g.date.to_string(),
            tier: g.tier.name(),
            goal: GoalView::of(&g.goal),
            witness: g.witness.clone(),
        })
        .collect();
    Ok(serde_wasm_bindgen::to_value(&views).expect("plain data serializes"))
}

// The solver's own thread: runs wasm `solve` so the page never freezes.
// Its wasm is the solver's package (pkg/freecell_solver.js: the rules and
// the solver), compiled once for every worker (solver-wasm.js) and posted
// here as the first message, {module}, which this worker instantiates;
// the page's own thread runs only the rules (pkg/freecell.js). Questions
// that come before it wait for it. Messages in: {id,
// position, options}; out: {id, position, result, moves, positions, explored} or
// {id, position, error, problem} (`error` English, for developers;
// `problem` what the page words: 'load', 'none-found' with `tries`, 'date'
// for a daily deal's date, or 'failed'). The dealer (dealer.js) also asks {id, grade:
// {deal, game}} for a deal's grade (wasm `gradeDeal`), and {id, find:
// {game, grade, tries}} for a random deal of a grade ('any': one the solver
// wins), answered {id, deal, grade, result, tries} or {id, error}; and
// {id, daily: {date, game}} for a date's daily deal (wasm `dailyDeal`),
// answered {id, date, deal, grade, target} or {id, error, problem}, with
// `reason`, the engine's, for a date it refused ('daily-game' when the
// date is fine but the game has no deal the solver wins on it); and {id,
// grades: {game}} for the grades the game's deals can have (wasm
// `gradesOf`), answered {id, grades}; and {id, goals: {date}} for a date's
// daily goals (wasm `dailyGoals`), answered {id, goals} or {id, error, problem}.
import init, { solve, gradeDeal, gradesOf, dailyDeal, dailyGoals, GameBoard } from './pkg/freecell_solver.js';
import { deals } from './dealer.js';

/** Whether the solver's fast mode wins deal `deal` of `game` (for 'any': graded later, in the background). */
function wins(deal, game) {
  const board = GameBoard.fromDeal(deal, game);
  const position = board.toText();
  board.free();
  return solve(position, { mode: 'fast', maxNodes: 300_000 }).result === 'solved';
}

/**
 * A random deal of `grade` ('easy', 'medium', 'hard', or 'any' the solver
 * wins), in at most `tries` deals, and past the first `atLeast` deals only
 * while `limit` ms have not passed; when none turns up, `seen` says which
 * grades the deals tried had (what the page offers instead).
 */
function find({ game, grade, tries, limit = Infinity, atLeast = 0 }) {
  const until = performance.now() + limit;
  const seen = new Set();
  let k = 1;
  for (; k <= tries && (k <= atLeast || performance.now() < until); k += 1) {
    const deal = 1 + Math.floor(Math.random() * 1_000_000);
    if (grade === 'any') {
      // Cheaper than grading, and the same answer but where grading runs
      // out of budget (about one FreeCell deal in 32,000).
      if (wins(deal, game)) return { deal, grade: null, result: 'solved', tries: k };
      continue;
    }
    const graded = gradeDeal(deal, game);
    if (deals(graded.grade, grade)) return { deal, ...graded, tries: k };
    if (graded.grade) seen.add(graded.grade);
  }
  const tried = k - 1;
  return { error: `no ${grade === 'any' ? '' : `${grade} `}deal the solver wins turned up in ${tried} tries`, problem: 'none-found', tries: tried, seen: [...seen] };
}

// The module the page posts, instantiated as it comes.
let loaded;
const ready = new Promise((resolve) => { loaded = resolve; }).then((module) => init({ module_or_path: module }));

self.onmessage = async ({ data }) => {
  if (data.module) {
    loaded(data.module);
    return;
  }
  try {
    await ready;
  } catch (e) {
    self.postMessage({ id: data.id, position: data.position, error: `the solver could not load (${e.message})`, problem: 'load' });
    return;
  }
  if (data.find || data.grade || data.daily || data.grades || data.goals) {
    const answer = () => {
      if (data.find) return find(data.find);
      if (data.goals) return { goals: dailyGoals(data.goals.date) };
      if (data.grades) return { grades: gradesOf(data.grades.game) };
      if (data.daily) return dailyDeal(data.daily.date, data.daily.game);
      return gradeDeal(data.grade.deal, data.grade.game);
    };
    try {
      self.postMessage({ id: data.id, ...answer() });
    } catch (e) {
      // wasm refuses a daily question's date it cannot read, or of a year
      // without daily deals: its reason (an UnreadableReason) goes with it.
      // Refused with no reason: the date is fine, but no deal of the game the solver wins turned up on it.
      const refused = (data.daily || data.goals) && e.name === 'invalid_argument';
      const problem = !refused ? 'failed' : e.reason ? 'date' : 'daily-game';
      self.postMessage({ id: data.id, error: e.message, problem, ...(refused && e.reason ? { reason: e.reason } : {}) });
    }
    return;
  }
  const { id, position, options } = data;
  try {
    const found = solve(position, options);
    self.postMessage({ id, position, ...found });
  } catch (e) {
    self.postMessage({ id, position, error: e.message, problem: 'failed' });
  }
};

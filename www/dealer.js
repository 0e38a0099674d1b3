// Deals by difficulty: finds a random deal of a grade, or any deal the
// solver wins (an impossible deal is dealt only when asked for by number),
// and grades the deal being played, in a solver worker of its own so that
// neither the board nor the hints wait for it. The grade of a deal is the
// solver's (wasm `gradeDeal`): by the fewest free cells it wins it with.

import { solverWorker } from './solver-wasm.js';

const TRIES = 2_000; // random deals tried at most for one of the grade asked for
/** How long the worker looks for a deal of a grade before it says none turned up. */
export const FIND_LIMIT = 5_000; // ms
/**
 * Deals the worker grades before the time limit may stop it: a slow or busy
 * device grades few deals in FIND_LIMIT, and a grade as rare as one deal in
 * five (FreeCell's Hard) would then often seem to deal none; in 40 deals
 * it is missed fewer than once in 4,000 askings.
 */
const AT_LEAST = 40;

/** The grades in order, easiest first. */
const ORDER = ['easy', 'medium', 'hard'];

/**
 * The difficulty to offer when `wanted` ('easy', 'medium' or 'hard') gave
 * no deal: the nearest of `available` (grades that do), the easier of two
 * as near; null when none is.
 */
export function nearest(wanted, available) {
  const at = ORDER.indexOf(wanted);
  const near = ORDER.filter((g) => g !== wanted && available.includes(g))
    .sort((a, b) => Math.abs(ORDER.indexOf(a) - at) - Math.abs(ORDER.indexOf(b) - at) || ORDER.indexOf(a) - ORDER.indexOf(b));
  return near[0] ?? null;
}

/**
 * Whether the dealer deals a deal of `grade` (wasm `gradeDeal`'s: 'easy',
 * 'medium', 'hard', 'impossible' or 'unknown') when asked for `difficulty`:
 * a deal of that grade, or for 'any' one the solver wins (of any grade).
 */
export function deals(grade, difficulty) {
  return difficulty === 'any' ? ['easy', 'medium', 'hard'].includes(grade) : grade === difficulty;
}

/** The dealer's worker (`url`) is given the solver's wasm once compiled (solver-wasm.js). */
export function createDealer(url = new URL('./solver-worker.js', import.meta.url)) {
  let worker = null;
  let nextId = 1;
  const waiting = new Map();

  /** Answers every question waiting with `answer`, and ends the worker. */
  function fail(answer) {
    for (const resolve of waiting.values()) resolve(answer);
    waiting.clear();
    worker?.terminate();
    worker = null;
  }

  function start() {
    const started = solverWorker(url, (error) => { if (worker === started) fail({ error, problem: 'load' }); });
    worker = started;
    worker.onmessage = ({ data }) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
    worker.onerror = (e) => fail({ error: e.message || 'the solver stopped' });
  }

  function ask(question) {
    if (!worker) start();
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage({ id, ...question });
    });
  }

  const gradesOf = new Map(); // `${game}/${cells}` -> a promise of {grades} (wasm `gradesOf`)

  return {
    /**
     * A random deal of `grade` ('easy' | 'medium' | 'hard' | 'any') of `game` ({game, cells}): {deal, grade, result, tries},
     * or {error}: with `problem` 'none-found' and `seen` (the grades of the deals tried) when none turned up in AT_LEAST deals and FIND_LIMIT ms.
     */
    find: (game, grade) => ask({ find: { game, grade, tries: TRIES, limit: FIND_LIMIT, atLeast: AT_LEAST } }),
    /** The grades a deal of `game` ({game, cells}) can have, as the engine says (wasm `gradesOf`): {grades} or {error}; asked once per game. */
    grades(game) {
      const key = `${game.game}/${game.cells}`;
      if (!gradesOf.has(key)) {
        gradesOf.set(key, ask({ grades: { game } }).then((answer) => {
          if (answer.error) gradesOf.delete(key);
          return answer;
        }));
      }
      return gradesOf.get(key);
    },
    /** The grade of deal `deal` of `game`: {grade, result, fewestCells, explored} or {error}. */
    grade: (game, deal) => ask({ grade: { game, deal } }),
    /** The daily deal of `game` ({game, cells}) on `date` (YYYY-MM-DD; wasm `dailyDeal`): {date, deal, grade, target} or {error}. */
    daily: (game, date) => ask({ daily: { game, date } }),
    /** The three goals of `date` (wasm `dailyGoals`: [{date, tier, goal, witness}], easiest first): {goals} or {error}. */
    goals: (date) => ask({ goals: { date } }),
  };
}

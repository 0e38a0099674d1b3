// The page's side of the solver worker: one question at a time, the latest
// one wins (a question about a position the player has already left is
// dropped unanswered; one the worker has been on for over LONG ms is cut
// short: the worker is ended and a new one started, which costs little as
// the compiled wasm is kept (solver-wasm.js), and answers are remembered by
// position. A solution answers for every position along it as well: the
// rest of its moves win from there, so a player who follows a hint (or a
// Solve that plays on) gets the next answer at once.
//
// Questions asked with `keep` (the coach's, par's, the viewer's) are
// queued instead: a newer question never drops them, and the latest plain
// question still goes first. One cut short is asked again after it.
//
// A question may ask for the 'fast' mode (the coach only needs to know
// whether a position can be won): its solutions settle later questions of
// either mode on whether a position can be won, but only a 'short' one
// gives the moves of a hint, par or the viewer. The 'optimal' mode (par's
// proof) is remembered apart: its answers ('optimal', 'best found') settle
// only its own questions.

import { solverWorker } from './solver-wasm.js';

const OPTIONS = { mode: 'short', maxNodes: 300_000 };
const LONG = 400; // ms

/** How much a remembered answer settles: a proof or a short solution all, a fast solution 'fast' questions, a "gave up" questions of its mode with no larger budget. */
function settles(answer, mode, maxNodes) {
  if (!answer) return false;
  if (mode === 'optimal') return answer.result === 'optimal' || answer.result === 'impossible' || answer.maxNodes >= maxNodes;
  if (answer.result === 'impossible') return true;
  if (answer.result === 'solved') return answer.mode === 'short' || mode === 'fast';
  return answer.mode === mode && answer.maxNodes >= maxNodes;
}

/** Whether `answer` tells more than `old` (so it replaces it). */
const better = (answer, old) => !old || (old.result === 'gave up' && (answer.result !== 'gave up' || answer.maxNodes > old.maxNodes))
  || (old.result === 'solved' && old.mode === 'fast' && answer.result === 'solved' && answer.mode === 'short');

/** The solver's worker (`url`) is given the solver's wasm once compiled (solver-wasm.js); a wasm that never came answers its question "could not be loaded". */
export function createSolver(url = new URL('./solver-worker.js', import.meta.url)) {
  let worker = null;
  let nextId = 1;
  // A question: {position, mode, maxNodes, resolvers (of plain questions),
  // keepers (of kept questions)}.
  let running = null;   // the question the worker is on, with {id, started}
  let waiting = null;   // the latest plain question not yet asked
  const kept = [];      // kept questions not yet asked, in the order asked
  const answers = new Map();

  function start() {
    const started = solverWorker(url, (error) => {
      if (worker !== started) return;
      worker = null;
      const job = running;
      running = null;
      for (const r of [...job?.resolvers ?? [], ...job?.keepers ?? []]) r({ position: job.position, error, problem: 'load' });
      next();
    });
    worker = started;
    worker.onmessage = ({ data }) => {
      const job = running;
      running = null;
      if (!data.error && job) remember({ ...data, mode: job.mode, maxNodes: job.maxNodes });
      for (const r of [...job?.resolvers ?? [], ...job?.keepers ?? []]) r(data);
      next();
    };
    worker.onerror = (e) => {
      const job = running;
      running = null;
      for (const r of [...job?.resolvers ?? [], ...job?.keepers ?? []]) r({ position: job.position, error: e.message || 'the solver stopped' });
      worker.terminate();
      worker = null;
      next();
    };
  }

  /** Where an answer is remembered: the optimal mode's apart from the others'. */
  const keyOf = (position, mode) => (mode === 'optimal' ? `optimal ${position}` : position);

  function known(position, mode, maxNodes) {
    const answer = answers.get(keyOf(position, mode));
    return settles(answer, mode, maxNodes) ? answer : null;
  }

  function remember(answer) {
    if (answer.mode === 'optimal') {
      answers.set(keyOf(answer.position, answer.mode), answer);
      return;
    }
    if (better(answer, answers.get(answer.position))) answers.set(answer.position, answer);
    if (answer.result !== 'solved') return;
    answer.positions.forEach((position, k) => {
      const rest = {
        position,
        result: 'solved',
        moves: answer.moves.slice(k + 1),
        positions: answer.positions.slice(k + 1),
        explored: 0,
        mode: answer.mode,
        maxNodes: answer.maxNodes,
      };
      if (better(rest, answers.get(position))) answers.set(position, rest);
    });
  }

  function next() {
    if (running) return;
    const job = waiting ?? kept.shift();
    if (!job) return;
    if (job === waiting) waiting = null;
    const answer = known(job.position, job.mode, job.maxNodes);
    if (answer) {
      for (const r of [...job.resolvers, ...job.keepers]) r(answer);
      next();
      return;
    }
    if (!worker) start();
    running = { id: nextId++, ...job, started: performance.now() };
    worker.postMessage({ id: running.id, position: job.position, options: { mode: job.mode, maxNodes: job.maxNodes } });
  }

  /** Ends the worker and its question: plain questions resolve to null, kept ones are asked again. */
  function cutShort() {
    const job = running;
    running = null;
    worker.terminate();
    worker = null;
    for (const r of job.resolvers) r(null);
    if (job.keepers.length) kept.unshift({ ...job, resolvers: [] });
  }

  /**
   * Joins a question of the same mode and at least this budget, running or
   * waiting: a plain question the running or the waiting one, a kept
   * question the running one or a kept one.
   */
  function join(position, mode, maxNodes, keep, resolve) {
    const same = (job) => job?.position === position && job.mode === mode && job.maxNodes >= maxNodes;
    const job = [running, ...(keep ? kept : [waiting])].find(same);
    if (!job) return false;
    (keep ? job.keepers : job.resolvers).push(resolve);
    return true;
  }

  return {
    /**
     * The solver's answer for `position`: {result, moves, positions,
     * explored} or {error}. A plain question replaced by a newer one
     * resolves to null; with `keep` it is queued and always answered.
     * `mode` is 'short' (the default; its solutions are the ones to show),
     * 'fast' or 'optimal' (the fewest moves: result 'optimal' when proven,
     * else 'best found'); `maxNodes` the budget (300,000 positions by
     * default).
     */
    ask(position, { keep = false, mode = OPTIONS.mode, maxNodes = OPTIONS.maxNodes } = {}) {
      const answer = known(position, mode, maxNodes);
      if (answer) return Promise.resolve(answer);
      return new Promise((resolve) => {
        if (join(position, mode, maxNodes, keep, resolve)) return;
        if (keep) {
          kept.push({ position, mode, maxNodes, resolvers: [], keepers: [resolve] });
        } else {
          if (waiting) for (const r of waiting.resolvers) r(null);
          waiting = { position, mode, maxNodes, resolvers: [resolve], keepers: [] };
          if (running && performance.now() - running.started > LONG) cutShort();
        }
        next();
      });
    },
    /** Whether the worker is computing. */
    busy: () => Boolean(running),
  };
}

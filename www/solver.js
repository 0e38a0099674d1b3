// The page's side of the solver worker: one question at a time, the latest
// one wins (a question about a position the player has already left is
// dropped unanswered; one the worker has been on for over LONG ms is cut
// short: the worker is ended and a new one started, which costs little as
// it is handed the compiled wasm module), and answers are remembered by
// position. A solution answers for every position along it as well: the
// rest of its moves win from there, so a player who follows a hint (or a
// Solve that plays on) gets the next answer at once.
//
// Questions asked with `keep` (the coach's, par's, the viewer's) are
// queued instead: a newer question never drops them, and the latest plain
// question still goes first. One cut short is asked again after it.

const OPTIONS = { mode: 'short', maxNodes: 300_000 };
const LONG = 400; // ms

/** `wasmModule`: the page's compiled WebAssembly.Module, handed to the worker (without it the worker loads its own). */
export function createSolver(wasmModule, url = new URL('./solver-worker.js', import.meta.url)) {
  let worker = null;
  let nextId = 1;
  // A question: {position, maxNodes, resolvers (of plain questions),
  // keepers (of kept questions)}.
  let running = null;   // the question the worker is on, with {id, started}
  let waiting = null;   // the latest plain question not yet asked
  const kept = [];      // kept questions not yet asked, in the order asked
  const answers = new Map();

  function start() {
    worker = new Worker(url, { type: 'module' });
    if (wasmModule) worker.postMessage({ wasmModule });
    worker.onmessage = ({ data }) => {
      const job = running;
      running = null;
      if (!data.error) remember(data, job?.maxNodes ?? 0);
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

  /** A remembered answer that settles a question with this budget: a proof or a solution always, a "gave up" only for a budget no larger. */
  function known(position, maxNodes) {
    const answer = answers.get(position);
    if (!answer) return null;
    return answer.result !== 'gave up' || answer.maxNodes >= maxNodes ? answer : null;
  }

  function remember(answer, maxNodes) {
    const old = answers.get(answer.position);
    if (answer.result === 'gave up' && old && (old.result !== 'gave up' || old.maxNodes >= maxNodes)) return;
    answers.set(answer.position, { ...answer, maxNodes });
    if (answer.result !== 'solved') return;
    answer.positions.forEach((position, k) => {
      if (answers.get(position)?.result !== 'solved') {
        answers.set(position, {
          position,
          result: 'solved',
          moves: answer.moves.slice(k + 1),
          positions: answer.positions.slice(k + 1),
          explored: 0,
          maxNodes,
        });
      }
    });
  }

  function next() {
    if (running) return;
    const job = waiting ?? kept.shift();
    if (!job) return;
    if (job === waiting) waiting = null;
    const answer = known(job.position, job.maxNodes);
    if (answer) {
      for (const r of [...job.resolvers, ...job.keepers]) r(answer);
      next();
      return;
    }
    if (!worker) start();
    running = { id: nextId++, ...job, started: performance.now() };
    worker.postMessage({ id: running.id, position: job.position, options: { ...OPTIONS, maxNodes: job.maxNodes } });
  }

  /** Ends the worker and its question: plain questions resolve to null, kept ones are asked again. */
  function cutShort() {
    const job = running;
    running = null;
    worker.terminate();
    worker = null;
    for (const r of job.resolvers) r(null);
    if (job.keepers.length) kept.unshift({ position: job.position, maxNodes: job.maxNodes, resolvers: [], keepers: job.keepers });
  }

  /**
   * Joins a question already running or waiting for the same position with
   * at least this budget: a plain question the running or the waiting one,
   * a kept question the running one or a kept one.
   */
  function join(position, maxNodes, keep, resolve) {
    const same = (job) => job?.position === position && job.maxNodes >= maxNodes;
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
     * `maxNodes` raises the budget (300,000 positions by default).
     */
    ask(position, { keep = false, maxNodes = OPTIONS.maxNodes } = {}) {
      const answer = known(position, maxNodes);
      if (answer) return Promise.resolve(answer);
      return new Promise((resolve) => {
        if (join(position, maxNodes, keep, resolve)) return;
        if (keep) {
          kept.push({ position, maxNodes, resolvers: [], keepers: [resolve] });
        } else {
          if (waiting) for (const r of waiting.resolvers) r(null);
          waiting = { position, maxNodes, resolvers: [resolve], keepers: [] };
          if (running && performance.now() - running.started > LONG) cutShort();
        }
        next();
      });
    },
    /** Whether the worker is computing. */
    busy: () => Boolean(running),
  };
}

// The page's side of the solver worker: one question at a time, the latest
// one wins (a question about a position the player has already left is
// dropped unanswered; one the worker has been on for over LONG ms is cut
// short: the worker is ended and a new one started, which costs little as
// it is handed the compiled wasm module), and answers are remembered by
// position. A solution answers for every position along it as well: the
// rest of its moves win from there, so a player who follows a hint (or a
// Solve that plays on) gets the next answer at once.

const OPTIONS = { mode: 'short', maxNodes: 300_000 };
const LONG = 400; // ms

/** `wasmModule`: the page's compiled WebAssembly.Module, handed to the worker (without it the worker loads its own). */
export function createSolver(wasmModule, url = new URL('./solver-worker.js', import.meta.url)) {
  let worker = null;
  let nextId = 1;
  let running = null;   // {id, position, resolvers}
  let waiting = null;   // {position, resolvers}, the latest question not yet asked
  const answers = new Map();

  function start() {
    worker = new Worker(url, { type: 'module' });
    if (wasmModule) worker.postMessage({ wasmModule });
    worker.onmessage = ({ data }) => {
      const job = running;
      running = null;
      if (!data.error) remember(data);
      for (const r of job?.resolvers ?? []) r(data);
      next();
    };
    worker.onerror = (e) => {
      const job = running;
      running = null;
      for (const r of job?.resolvers ?? []) r({ position: job.position, error: e.message || 'the solver stopped' });
      worker.terminate();
      worker = null;
      next();
    };
  }

  function remember(answer) {
    answers.set(answer.position, answer);
    if (answer.result !== 'solved') return;
    answer.positions.forEach((position, k) => {
      if (!answers.has(position)) {
        answers.set(position, {
          position,
          result: 'solved',
          moves: answer.moves.slice(k + 1),
          positions: answer.positions.slice(k + 1),
          explored: 0,
        });
      }
    });
  }

  function next() {
    if (running || !waiting) return;
    const job = { id: nextId++, ...waiting };
    waiting = null;
    const known = answers.get(job.position);
    if (known) {
      for (const r of job.resolvers) r(known);
      next();
      return;
    }
    if (!worker) start();
    running = job;
    job.started = performance.now();
    worker.postMessage({ id: job.id, position: job.position, options: OPTIONS });
  }

  /** Ends the worker and its question (which resolves to null). */
  function cutShort() {
    const job = running;
    running = null;
    worker.terminate();
    worker = null;
    for (const r of job.resolvers) r(null);
  }

  return {
    /** The solver's answer for `position`: {result, moves, explored} or {error}. Answers of replaced questions resolve to null. */
    ask(position) {
      const known = answers.get(position);
      if (known) return Promise.resolve(known);
      if (running?.position === position) return new Promise((r) => running.resolvers.push(r));
      if (waiting && waiting.position !== position) for (const r of waiting.resolvers) r(null);
      return new Promise((resolve) => {
        if (waiting?.position === position) waiting.resolvers.push(resolve);
        else waiting = { position, resolvers: [resolve] };
        if (running && performance.now() - running.started > LONG) cutShort();
        next();
      });
    },
    /** Whether the worker is computing. */
    busy: () => Boolean(running),
  };
}

// The page's side of the solver worker: one question at a time, the latest
// one wins (a question about a position the player has already left is
// dropped unanswered), and answers are remembered by position.

const OPTIONS = { mode: 'short', maxNodes: 300_000 };

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
      if (!data.error) answers.set(data.position, data);
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
    worker.postMessage({ id: job.id, position: job.position, options: OPTIONS });
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
        next();
      });
    },
    /** Whether the worker is computing. */
    busy: () => Boolean(running),
  };
}

// The solver's wasm (pkg/freecell_solver_bg.wasm), fetched and compiled once
// for every worker that runs it: the solver's (solver.js) and the dealer's
// (dealer.js) each get the same compiled WebAssembly.Module in a message
// and only instantiate it, so a first visit fetches it once and compiles it
// once. The compile is the browser's, off the page's thread; the page's
// thread runs nothing of the solver. A module that has not arrived within
// LOAD_LIMIT ms is reported as not loaded (the download goes on, and a
// later worker uses it once it is there).

/** How long a worker waits for the solver's wasm before its questions are answered "could not be loaded". */
export const LOAD_LIMIT = 10_000; // ms

const WASM = new URL('./pkg/freecell_solver_bg.wasm', import.meta.url);

let compiling = null;

/** The compiled module: one fetch for the page; a failed one is tried again at the next call. */
function compiled() {
  compiling ??= fetch(WASM)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      // compileStreaming wants the wasm's own type; a server that names another still gets a compile.
      return response.headers.get('content-type') === 'application/wasm'
        ? WebAssembly.compileStreaming(response)
        : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
    })
    .catch((e) => {
      compiling = null;
      throw e;
    });
  return compiling;
}

/** The solver's WebAssembly.Module, or a rejection (Error) when it failed or took over `limit` ms. */
export function solverModule(limit = LOAD_LIMIT) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it did not arrive within ${limit / 1000} s`)), limit);
  });
  return Promise.race([compiled(), late]).finally(() => clearTimeout(timer));
}

/**
 * A worker of the solver's wasm (`url`): the module is posted to it once
 * compiled; `failed(message)` is called, with the worker ended, when the
 * module could not be had.
 */
export function solverWorker(url, failed) {
  const worker = new Worker(url, { type: 'module' });
  solverModule().then(
    (module) => worker.postMessage({ module }),
    (e) => {
      worker.terminate();
      failed(`the solver could not load (${e.message})`);
    },
  );
  return worker;
}

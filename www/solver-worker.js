// The solver's own thread: runs wasm `solve` so the page never freezes.
// Messages in: first {wasmModule} (the page's compiled WebAssembly.Module,
// so the wasm is neither fetched nor compiled twice), then {id, position,
// options}; out: {id, position, result, moves, positions, explored} or
// {id, position, error}.
import init, { solve } from './pkg/freecell.js';

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.wasmModule) {
    ready = init({ module_or_path: data.wasmModule });
    return;
  }
  await (ready ??= init()); // no module was given: load the wasm here
  const { id, position, options } = data;
  try {
    const found = solve(position, options);
    self.postMessage({ id, position, ...found });
  } catch (e) {
    self.postMessage({ id, position, error: e.message });
  }
};

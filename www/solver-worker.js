// The solver's own thread: runs wasm `solve` so the page never freezes.
// Message in: {id, position, options}; out: {id, position, result, moves,
// explored} or {id, position, error}.
import init, { solve } from './pkg/freecell.js';

const ready = init();

self.onmessage = async ({ data }) => {
  await ready;
  const { id, position, options } = data;
  try {
    const found = solve(position, options);
    self.postMessage({ id, position, ...found });
  } catch (e) {
    self.postMessage({ id, position, error: e.message });
  }
};

// The page's sources keep to their shape (issue 35): no www/*.js file
// imports itself back through others, and none is over 300 lines, so each
// can be read on its own from the files it stands on. The generated
// bundle (app*.js) and precache list are not sources.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const MAX_LINES = 300;
const generated = (name) => name.startsWith('app') || name === 'precache.js';
const sources = readdirSync(WWW).filter((name) => name.endsWith('.js') && !generated(name)).sort();
const text = new Map(sources.map((name) => [name, readFileSync(join(WWW, name), 'utf8')]));

/** The www/ files a source imports statically (`import … from './x.js'`, `export … from`, `import './x.js'`); a dynamic import() loads later and closes no cycle at load. */
export function importsOf(source) {
  const found = new Set();
  const statement = /^\s*(?:import|export)\s[^;]*?from\s*['"]\.\/([\w.-]+\.js)['"]|^\s*import\s*['"]\.\/([\w.-]+\.js)['"]/gm;
  for (const m of source.matchAll(statement)) found.add(m[1] ?? m[2]);
  return [...found];
}

/** A cycle in `graph` (name -> names), as the names around it, or null. */
export function findCycle(graph) {
  const state = new Map(); // 1: on the path being walked, 2: done
  const path = [];
  const visit = (node) => {
    state.set(node, 1);
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 1) return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(node, 2);
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

test('the check reads import statements and finds a cycle through them', () => {
  const a = "import { b } from './b.js';\nexport { c } from './c.js';\nimport './d.js';\nconst x = import('./e.js');\n";
  assert.deepEqual(importsOf(a), ['b.js', 'c.js', 'd.js']);
  assert.deepEqual(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
  assert.equal(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
});

test('no www/*.js source imports itself back through others', () => {
  const graph = new Map(sources.map((name) => [name, importsOf(text.get(name)).filter((n) => text.has(n))]));
  const cycle = findCycle(graph);
  assert.equal(cycle, null, cycle ? `import cycle: ${cycle.join(' -> ')}` : '');
});

test(`no www/*.js source is over ${MAX_LINES} lines`, () => {
  const long = sources
    .map((name) => [name, text.get(name).split('\n').length - (text.get(name).endsWith('\n') ? 1 : 0)])
    .filter(([, lines]) => lines > MAX_LINES);
  assert.deepEqual(long, [], long.map(([name, lines]) => `${name}: ${lines} lines`).join(', '));
});

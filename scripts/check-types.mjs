// Checks the TypeScript declarations wasm-bindgen writes for the page's
// API (www/pkg/freecell.d.ts, after `npm run build`): every argument and
// result of the public API has a real type, not `any`. The low-level
// `InitOutput` table of raw exports that follows is wasm-bindgen's own.
import { readFile } from 'node:fs/promises';

const path = new URL('../www/pkg/freecell.d.ts', import.meta.url);
const text = await readFile(path, 'utf8');
const end = text.indexOf('export type InitInput');
const api = end < 0 ? text : text.slice(0, end);
const code = api.replace(/\/\*[\s\S]*?\*\//g, '');
const untyped = code.split('\n').filter((line) => /(:\s*any\b|\bany\[\]|=>\s*any\b|<any>)/.test(line));
if (untyped.length) {
  console.error(`freecell.d.ts types these as any:\n${untyped.join('\n')}`);
  process.exit(1);
}
for (const name of ['fromDeal(n: number, game?: GameSpec)', 'withRules(game: GameSpec)', 'rules(): RulesInfo', 'getCell(cell: CellKind, index: number): CardInfo[]']) {
  if (!api.includes(name)) {
    console.error(`freecell.d.ts does not declare ${name}`);
    process.exit(1);
  }
}
console.log('freecell.d.ts: the public API is typed');

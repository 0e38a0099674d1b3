// Checks the TypeScript declarations wasm-bindgen writes for the page's
// API, after `npm run build`: www/pkg/freecell.d.ts (the rules, the page's
// own wasm) and www/pkg/freecell_solver.d.ts (the same with the solver,
// the worker's). Every argument and result of the public API has a real
// type, not `any`; the rules' package declares no solver, and the
// solver's declares it. The low-level `InitOutput` table of raw exports
// that follows is wasm-bindgen's own.
import { readFile } from 'node:fs/promises';

const RULES = ['fromDeal(n: number, game?: GameSpec)', 'withRules(game: GameSpec)', 'rules(): RulesInfo', 'getCell(cell: CellKind, index: number): CardInfo[]', 'explainRules(): RuleFact[]', 'export type RefusalReason', 'export interface RefusedMoveError', 'export type ArgumentReason', 'export type UnreadableReason', 'export function readDate(text: string): string'];
const SOLVER = ['export function solve(position: string, options?: SolveOptions): SolveResult', 'export function gradeDeal(n: number, game?: GameSpec'];

let failed = false;
for (const [file, present, absent] of [
  ['freecell.d.ts', RULES, SOLVER],
  ['freecell_solver.d.ts', [...RULES, ...SOLVER], []],
]) {
  const text = await readFile(new URL(`../www/pkg/${file}`, import.meta.url), 'utf8');
  const end = text.indexOf('export type InitInput');
  const api = end < 0 ? text : text.slice(0, end);
  const code = api.replace(/\/\*[\s\S]*?\*\//g, '');
  const untyped = code.split('\n').filter((line) => /(:\s*any\b|\bany\[\]|=>\s*any\b|<any>)/.test(line));
  if (untyped.length) {
    console.error(`${file} types these as any:\n${untyped.join('\n')}`);
    failed = true;
  }
  for (const name of present.filter((n) => !api.includes(n))) {
    console.error(`${file} does not declare ${name}`);
    failed = true;
  }
  for (const name of absent.filter((n) => api.includes(n))) {
    console.error(`${file} declares ${name}: the page's wasm is built without the solver`);
    failed = true;
  }
  if (!failed) console.log(`${file}: the public API is typed`);
}
if (failed) process.exit(1);

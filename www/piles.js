// The sixteen piles: their ids (the data-pile contract), how they map to
// the wasm CellT and index, and the names a person hears.
import { CellT } from './pkg/freecell.js';

const range = (n, prefix) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

export const CASCADES = range(8, 'cascade');
export const FREECELLS = range(4, 'freecell');
export const FOUNDATIONS = range(4, 'foundation');
export const ALL_PILES = [...CASCADES, ...FREECELLS, ...FOUNDATIONS];

const KIND_TO_CELL = { cascade: CellT.Tableau, freecell: CellT.FreeCell, foundation: CellT.HomeCell };
const CELL_TO_KIND = new Map(Object.entries(KIND_TO_CELL).map(([kind, cell]) => [cell, kind]));
const SPOKEN = { cascade: 'cascade', freecell: 'free cell', foundation: 'foundation' };

/** `cascade-3` -> {cell: CellT.Tableau, index: 3}. */
export function pileRef(id) {
  const [kind, index] = id.split('-');
  return { cell: KIND_TO_CELL[kind], index: Number(index) };
}

/** {cell, index} as wasm returns it -> `cascade-3`. */
export function pileId(cell, index) {
  return `${CELL_TO_KIND.get(cell)}-${index}`;
}

export function pileKind(id) {
  return id.split('-')[0];
}

/**
 * 'cascade 4' (people count from one), 'free cell b' (free cells go by the
 * letters of the move notation, as wasm's reasons name them).
 */
export function pileName(id) {
  const [kind, index] = id.split('-');
  const n = Number(index);
  return `${SPOKEN[kind]} ${kind === 'freecell' ? 'abcd'[n] : n + 1}`;
}

// The piles of the game being played: their ids (the data-pile contract:
// `cascade-9`, `freecell-7`, `foundation-0`), how they map to the wasm
// CellT and index, and the names a person hears. How many there are, and
// how the notation names them, come from the board's rules (wasm
// `rules()`); `usePiles` sets them when a game of other rules starts.
import { CellT } from './pkg/freecell.js';
import { t, wordsFor } from './messages.js';

const range = (n, prefix) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

const NONE = Object.freeze({ cascades: [], freecells: [], foundations: [], all: [], cellNames: [] });
/** The piles of the game being played; replaced whole (never changed) when a game of other rules starts. */
let current = NONE;

/**
 * The ids of the piles of the game being played: {cascades, freecells,
 * foundations, all}, and the free cells' letters (`cellNames`). The same
 * object while the rules keep the same shape, so a view built for it
 * knows it is still right.
 */
export const piles = () => current;

/** Sets the piles to those of `rules` (wasm `rules()`); true when they changed. */
export function usePiles(rules) {
  const same = rules.cascades === current.cascades.length && rules.cells === current.freecells.length
    && rules.foundations === current.foundations.length;
  if (same) {
    if (current.cellNames.join() !== rules.cellNames.join()) current = Object.freeze({ ...current, cellNames: rules.cellNames });
    return false;
  }
  const cascades = range(rules.cascades, 'cascade');
  const freecells = range(rules.cells, 'freecell');
  const foundations = range(rules.foundations, 'foundation');
  current = Object.freeze({ cascades, freecells, foundations, all: [...cascades, ...freecells, ...foundations], cellNames: rules.cellNames });
  return true;
}

const KIND_TO_CELL = { cascade: CellT.Tableau, freecell: CellT.FreeCell, foundation: CellT.HomeCell };
const CELL_TO_KIND = new Map(Object.entries(KIND_TO_CELL).map(([kind, cell]) => [cell, kind]));

/** `cascade-3` -> {cell: CellT.Tableau, index: 3}. */
export function pileRef(id) {
  const [kind, index] = id.split('-');
  return { cell: KIND_TO_CELL[kind], index: Number(index) };
}

/** {cell, index} as wasm returns it -> `cascade-3`. */
export function pileId(cell, index) {
  return `${CELL_TO_KIND.get(cell)}-${index}`;
}

/** A pile's kind (`cascade`, `freecell`, `foundation`): of its id (`cascade-3`) or of a wasm `PileLabel` ({cell, index, label}). */
export function pileKind(pile) {
  return typeof pile === 'string' ? pile.split('-')[0] : CELL_TO_KIND.get(pile.cell);
}

/**
 * A pile as a person hears it, in grammatical case `kase` (the
 * catalogue's `pile-<kind>` `$case`: 'nom', 'acc', 'gen', ...; a language
 * without cases ignores it): 'cascade 4' (people count from one), 'free
 * cell b' (free cells go by the letters of the move notation). `pile` is
 * a pile id (`cascade-3`, its letter that of the game played), or a pile
 * a reason of wasm's names (a `PileLabel`: {cell, index, label}, its
 * letter the label's).
 */
export function pileName(pile, kase = 'nom') {
  const index = typeof pile === 'string' ? Number(pile.split('-')[1]) : pile.index;
  const letter = typeof pile === 'string' ? current.cellNames[index] : pile.label;
  const kind = pileKind(pile);
  return wordsFor(`pile ${kind} ${index} ${letter} ${kase}`, () => t(`pile-${kind}`, { number: index + 1, name: letter, case: kase }));
}

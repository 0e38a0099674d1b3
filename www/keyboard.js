// Keyboard play: arrow keys move between piles as they are laid out (free
// cells and foundations on the top row, foundations first for the
// left-handed, cascades below), Enter or Space picks up and drops
// (picking up the most cards that may move together; Shift+Up and
// Shift+Down then take one card more or fewer), Escape lets go, u or Ctrl+Z
// undoes, Ctrl+Y or Ctrl+Shift+Z redoes, h asks for a hint, n opens New game.
import { piles } from './piles.js';
import { cardsOf } from './game.js';
import { movableCount } from './targets.js';

/**
 * The piles in rows as they are seen: the free cells and foundations as the
 * hand setting lays them out, on one row or, where the layout puts them
 * one above the other (eight free cells on a phone), on two; then the
 * cascades.
 */
function rowsOf(state) {
  const { cascades, freecells, foundations } = piles();
  const tops = state.settings.hand === 'left' ? [foundations, freecells] : [freecells, foundations];
  return state.layout.topRows === 2 ? [...tops, cascades] : [tops.flat(), cascades];
}

/** The pile the arrow `key` goes to from `id`: along its row, or to the row above or below (round). */
function neighbour(rows, id, key) {
  const row = rows.findIndex((r) => r.includes(id));
  const col = rows[row].indexOf(id);
  const n = rows[row].length;
  if (key === 'ArrowLeft') return rows[row][(col + n - 1) % n];
  if (key === 'ArrowRight') return rows[row][(col + 1) % n];
  const step = key === 'ArrowUp' ? rows.length - 1 : 1;
  const other = rows[(row + step) % rows.length];
  return other[Math.min(col, other.length - 1)];
}

export function createKeyboard(state, dom, ctl) {
  function focusPile(id) {
    state.focus = id;
    ctl.redraw();
    dom.piles.get(id).focus();
  }

  function activate(id) {
    const sel = state.selected;
    if (sel && sel.from === id) ctl.deselect();
    else if (sel) ctl.dropSelected(id);
    else {
      const n = cardsOf(state, id).length;
      if (!n) return;
      const movable = movableCount(state, id);
      ctl.pick(id, n - Math.max(1, movable));
    }
  }

  return function keydown(e) {
    if (e.target.closest?.('input, select, textarea, dialog')) return;
    const key = e.key;
    const ctrl = e.ctrlKey || e.metaKey;
    if ((key === 'u' && !ctrl && !e.altKey) || (ctrl && !e.shiftKey && key.toLowerCase() === 'z')) {
      e.preventDefault();
      ctl.undo();
      return;
    }
    if (ctrl && (key.toLowerCase() === 'y' || (e.shiftKey && key.toLowerCase() === 'z'))) {
      e.preventDefault();
      ctl.redo();
      return;
    }
    if (key.toLowerCase() === 'n' && !ctrl && !e.altKey) {
      e.preventDefault();
      dom.newGame.click(); // the New game dialog
      return;
    }
    if (key.toLowerCase() === 't' && !ctrl && !e.altKey) {
      e.preventDefault();
      ctl.readTable(); // every pile, said to screen readers
      return;
    }
    if (key.toLowerCase() === 'h' && !ctrl && !e.altKey) {
      e.preventDefault();
      dom.hint.click(); // the Hint button's next step (hints.js)
      return;
    }
    const pileEl = e.target.closest?.('[data-pile]');
    if (!pileEl) return;
    const id = pileEl.dataset.pile;
    const sel = state.selected;
    if ((key === 'Enter' || key === ' ') && ctl.watching()) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && sel?.from === id && (key === 'ArrowUp' || key === 'ArrowDown')) {
      e.preventDefault();
      // pick() refuses (and says why) a count out of the pile or over what may move
      ctl.pick(id, sel.index + (key === 'ArrowUp' ? -1 : 1));
    } else if (key.startsWith('Arrow')) {
      e.preventDefault();
      focusPile(neighbour(rowsOf(state), id, key));
    } else if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      activate(id);
    } else if (key === 'Escape') {
      ctl.deselect();
    }
  };
}

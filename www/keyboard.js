// Keyboard play: arrow keys move between piles (free cells and foundations
// on the top row, cascades below), Enter or Space picks up and drops
// (picking up the most cards that may move together; Shift+Up and
// Shift+Down then take one card more or fewer), Escape lets go, u or Ctrl+Z
// undoes, Ctrl+Y or Ctrl+Shift+Z redoes, h asks for a hint.
import { FREECELLS, FOUNDATIONS, CASCADES } from './piles.js';
import { cardsOf, movableCount } from './game.js';

/**
 * The pile an arrow key leads to: along a row, round at its ends; up or
 * down to the other row at the same place (or its last pile, when the
 * other row is shorter).
 */
function neighbour(id, key) {
  const rows = [[...FREECELLS, ...FOUNDATIONS], CASCADES];
  const row = rows.findIndex((r) => r.includes(id));
  const here = rows[row];
  const col = here.indexOf(id);
  if (key === 'ArrowLeft') return here[(col + here.length - 1) % here.length];
  if (key === 'ArrowRight') return here[(col + 1) % here.length];
  const there = rows[1 - row];
  return there[Math.min(col, there.length - 1)];
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
    if (key.toLowerCase() === 'h' && !ctrl && !e.altKey) {
      e.preventDefault();
      dom.hint.click(); // the Hint button's next step (hints.js)
      return;
    }
    const pileEl = e.target.closest?.('[data-pile]');
    if (!pileEl) return;
    const id = pileEl.dataset.pile;
    const sel = state.selected;
    if (e.shiftKey && sel?.from === id && (key === 'ArrowUp' || key === 'ArrowDown')) {
      e.preventDefault();
      // pick() refuses (and says why) a count out of the pile or over what may move
      ctl.pick(id, sel.index + (key === 'ArrowUp' ? -1 : 1));
    } else if (key.startsWith('Arrow')) {
      e.preventDefault();
      focusPile(neighbour(id, key));
    } else if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      activate(id);
    } else if (key === 'Escape') {
      ctl.deselect();
    }
  };
}

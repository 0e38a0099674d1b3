// The Menu: a disclosure panel under the bar's Menu button with the
// actions not used on every move (Solve, Watch solution, Restart, Replay
// game, Copy link, Statistics, Settings, How to play, …). Choosing one
// closes it; so do Escape (the focus back on the button), a press outside
// it, and the focus leaving it (Tab past its last item), so that the focus
// never goes on to the board hidden under it. The up and down arrows go
// from item to item.
import { listen } from './events.js';

export function createMenu(button, panel) {
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const items = () => [...panel.querySelectorAll('button:not([disabled]):not([hidden])')];

  function set(open) {
    button.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('open', open);
  }

  function close({ focus = false } = {}) {
    if (!isOpen()) return;
    set(false);
    if (focus) button.focus();
  }

  /** Opens the panel; from the keyboard (a click with no pointer), the focus goes to its first item. */
  function toggle(e) {
    if (isOpen()) {
      close();
      return;
    }
    set(true);
    if (e.detail === 0) items()[0]?.focus();
  }

  /** Up and down walk the items, round. */
  function walk(e) {
    const list = items();
    const at = list.indexOf(document.activeElement);
    if (at < 0) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    list[(at + step + list.length) % list.length].focus();
  }

  /** Binds the button and the ways to close; returns the unbind. */
  function bind() {
    const unbinds = [
      listen(button, 'click', toggle),
      // An item chosen closes the panel (its action runs on the same click).
      listen(panel, 'click', (e) => { if (e.target.closest('button')) close(); }),
      listen(document, 'pointerdown', (e) => {
        if (isOpen() && !panel.contains(e.target) && !button.contains(e.target)) close();
      }),
      listen(document, 'keydown', (e) => {
        if (!isOpen() || !(panel.contains(e.target) || e.target === button)) return;
        if (e.key === 'Escape') {
          e.preventDefault();
          close({ focus: true });
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') walk(e);
      }),
      listen(panel, 'focusout', (e) => {
        if (e.relatedTarget && !panel.contains(e.relatedTarget) && e.relatedTarget !== button) close();
      }),
    ];
    return () => unbinds.forEach((unbind) => unbind());
  }

  return { bind, close, isOpen };
}

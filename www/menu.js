// The Menu button of the narrow bar: a disclosure panel with the deal
// number, Restart, Autoplay and the statistics (on a wide screen the panel
// is laid out inline and the button is not shown). Escape, a press outside
// the panel, or Restart / Play closes it.
import { listen } from './events.js';

export function createMenu(button, panel) {
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  function set(open) {
    button.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('open', open);
  }

  function close({ focus = false } = {}) {
    if (!isOpen()) return;
    set(false);
    if (focus) button.focus();
  }

  /** Binds the button and the ways to close; returns the unbind. */
  function bind() {
    const unbinds = [
      listen(button, 'click', () => set(!isOpen())),
      listen(document, 'pointerdown', (e) => {
        if (isOpen() && !panel.contains(e.target) && !button.contains(e.target)) close();
      }),
      listen(document, 'keydown', (e) => {
        if (e.key === 'Escape' && isOpen() && (panel.contains(e.target) || e.target === button)) {
          e.preventDefault();
          close({ focus: true });
        }
      }),
    ];
    return () => unbinds.forEach((unbind) => unbind());
  }

  return { bind, close, isOpen };
}

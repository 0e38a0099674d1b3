// A dialog opened by a button: shown modal, closed by its Close button, a
// press on its backdrop or Escape (the browser's), the focus handed back.
import { listen } from './events.js';

/**
 * Binds `opener` to show `dialog` (`onOpen` fills it first, `beforeOpen`
 * closes the Menu), `closer` to close it; on closing, `focusAfter` takes
 * the focus if the opener is out of sight (in the Menu's closed panel).
 * Returns the unbind.
 */
export function bindDialog({ dialog, opener, closer, onOpen, beforeOpen, focusAfter }) {
  const unbinds = [
    listen(opener, 'click', () => {
      beforeOpen?.();
      onOpen?.();
      dialog.showModal();
    }),
    listen(closer, 'click', () => dialog.close()),
    listen(dialog, 'click', (e) => { if (e.target === dialog) dialog.close(); }),
    listen(dialog, 'close', () => { if (!opener.checkVisibility()) focusAfter?.focus(); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}

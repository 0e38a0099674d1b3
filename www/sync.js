// Other tabs: when one saves (the `storage` event, which every other tab of
// the page receives), this tab follows: the game it shows is shown as the
// other tab left it (so this tab never writes over it), the statistics are
// read again, and new settings are put on the page. The write that might
// still cross such an event is caught by saves.js, which writes a game only
// over what this tab last saw of it, and claims each save's revision (while
// this tab's own claim is on its way, the claim decides, and the event is
// let pass); and as such a write may come before the event does, what is
// followed is what storage holds when it comes.
import { listen } from './events.js';
import { SETTINGS_KEY, readSettings } from './settings.js';
import { storageOf } from './saves.js';

/** Binds the storage event; returns the unbind. */
export function bindSync(state, ctl, saves, storage = storageOf('localStorage')) {
  return listen(window, 'storage', (e) => {
    if (e.storageArea !== storage) return;
    if (e.key === SETTINGS_KEY) {
      let settings = null;
      try { settings = readSettings(JSON.parse(storage.getItem(SETTINGS_KEY))); } catch { settings = null; }
      if (settings) ctl.setSettings(settings, { save: false });
      return;
    }
    const change = saves.changed(e.key);
    if (!change) return;
    if (change.identity === state.identity && change.record) ctl.adopt(change.record);
    else {
      ctl.refreshStats();
      ctl.redraw();
    }
  });
}

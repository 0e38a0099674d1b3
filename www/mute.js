// The Mute sound button of the menu: a toggle of the Sound setting
// (settings.js), pressed while the sounds are off. Its name stays the same
// whichever way it is set (a toggle says its state by being pressed, not
// by changing its words).
import { listen } from './events.js';

/** Shows whether `settings` have the sounds off. */
export function showMute(button, settings) {
  button.setAttribute('aria-pressed', String(settings.sound === 'off'));
}

/** Binds the button to the Sound setting; returns the unbind. */
export function bindMute({ state, ctl, button }) {
  showMute(button, state.settings);
  return listen(button, 'click', () => {
    ctl.setSettings({ ...state.settings, sound: state.settings.sound === 'off' ? 'on' : 'off' });
  });
}

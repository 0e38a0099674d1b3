// The Settings dialog: each field is a setting (settings.js), applied and
// saved as soon as it changes, so the board behind shows the effect. A
// checkbox stands for a setting of two choices (its second when ticked), a
// slider for a number in a range. render.js keeps the fields showing the
// settings in force.
import { listen } from './events.js';
import { CHOICES, RANGES } from './settings.js';
import { sound } from './sound.js';

const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');

/** The settings the form shows, on top of `current`. */
function readForm(form, current) {
  const out = { ...current };
  for (const name of Object.keys(CHOICES)) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    out[name] = field.type === 'checkbox' ? CHOICES[name][field.checked ? 1 : 0] : field.value;
  }
  for (const name of Object.keys(RANGES)) {
    const field = form.elements.namedItem(name);
    if (field) out[name] = Number(field.value);
  }
  return out;
}

/** Puts the settings in the form's fields. */
export function showSettings(form, settings) {
  for (const name of Object.keys(CHOICES)) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    if (field.type === 'checkbox') field.checked = settings[name] === CHOICES[name][1];
    else field.value = settings[name];
  }
  for (const name of Object.keys(RANGES)) {
    const field = form.elements.namedItem(name);
    if (field) field.value = String(settings[name]);
  }
}

/**
 * Binds the opening button, the fields and the dialog; returns the unbind.
 * `beforeOpen` runs first (it closes the Menu); `focusAfter` takes the
 * focus when the dialog closes if the opening button is out of sight.
 */
export function bindSettingsPanel({ state, ctl, dialog, form, opener, motionNote, beforeOpen, focusAfter }) {
  const unbinds = [
    listen(opener, 'click', () => {
      beforeOpen?.();
      showSettings(form, state.settings);
      motionNote.hidden = !reduce.matches;
      dialog.showModal();
    }),
    listen(form, 'change', (e) => {
      ctl.setSettings(readForm(form, state.settings));
      // The sound just set, heard at its new level (silence if it is off).
      if (e.target.name === 'sound' || e.target.name === 'volume') sound.drop();
    }),
    // A press on the backdrop (outside the dialog's box) closes it.
    listen(dialog, 'click', (e) => { if (e.target === dialog) dialog.close(); }),
    // The button that opened it may be in the Menu's panel, closed meanwhile.
    listen(dialog, 'close', () => { if (!opener.checkVisibility()) focusAfter?.focus(); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}

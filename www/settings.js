// The player's settings: what they are, reading them back checked, saving
// them (one localStorage key, shared by every tab: the last change wins,
// and other tabs follow it, see sync.js), and putting them on the page as
// attributes of <html> that style.css reads.
import { setSpeed } from './anim.js';
import { showTheme } from './theme.js';
import { setLevel } from './sound-hook.js';
import { storageOf } from './saves.js';
import { LANGUAGES, pickLanguage, setLanguage } from './i18n.js';

export const SETTINGS_KEY = 'freecell.settings';

/** Each setting's choices; the first is the default. */
export const CHOICES = {
  /** Cards autoplay sends to the foundations after each move (game.js). */
  autoplay: ['safe', 'off', 'all'],
  /** Two colours, or four (clubs green, diamonds blue or orange). */
  deck: ['two', 'four-blue', 'four-orange'],
  /** The corner index of every card, at its normal size or larger. */
  index: ['normal', 'large'],
  /**
   * The table: green felt, or dark when the system asks for a dark scheme
   * (auto); green felt, dark, classic (old Windows FreeCell's) or black and
   * white with strong outlines, whatever the system asks.
   */
  theme: ['auto', 'felt', 'dark', 'classic', 'contrast'],
  /** Which side the foundations and the buttons are on. */
  hand: ['right', 'left'],
  /** How fast cards slide (off: instant); the system's reduced-motion wish always wins. */
  speed: ['normal', 'fast', 'slow', 'off'],
  /** How hard the deals New deal finds are (dealer.js): any the solver wins, or of a grade. */
  difficulty: ['any', 'easy', 'medium', 'hard'],
  /** The card sounds (sound.js), or silence. */
  sound: ['on', 'off'],
  /** The page's language (i18n.js): the browser's, or one the player chose. */
  language: ['auto', ...LANGUAGES],
};

/** The settings that are a whole number in a range, and their default. */
export const RANGES = {
  /** How loud the sounds are, 0 (silent) to 100. */
  volume: { min: 0, max: 100, default: 60 },
};

/** Whether `value` is a whole number in `range`. */
const inRange = (value, { min, max }) => Number.isInteger(value) && value >= min && value <= max;

const SPEEDS = { off: 0, fast: 0.5, normal: 1, slow: 1.6 };
export function defaultSettings() {
  return {
    ...Object.fromEntries(Object.entries(CHOICES).map(([name, values]) => [name, values[0]])),
    ...Object.fromEntries(Object.entries(RANGES).map(([name, range]) => [name, range.default])),
  };
}

/** A full settings object from anything: each known, valid value kept, the rest default. Null if `s` is no object. */
export function readSettings(s) {
  if (!s || typeof s !== 'object') return null;
  const out = defaultSettings();
  for (const [name, values] of Object.entries(CHOICES)) if (values.includes(s[name])) out[name] = s[name];
  for (const [name, range] of Object.entries(RANGES)) if (inRange(s[name], range)) out[name] = s[name];
  return out;
}

/** The first setting of `s` this page knows whose value is not one of its choices, as `name (value)`, or null. */
export function invalidSetting(s) {
  const bad = Object.entries(CHOICES).find(([name, values]) => name in s && !values.includes(s[name]))
    ?? Object.entries(RANGES).find(([name, range]) => name in s && !inRange(s[name], range));
  return bad ? `${bad[0]} (${String(s[bad[0]]).slice(0, 24)})` : null;
}

/** The saved settings, or `fallback` (the first version's, carried over) or the defaults. */
export function loadSettings(fallback = null, storage = storageOf('localStorage')) {
  let raw = null;
  try { raw = storage.getItem(SETTINGS_KEY); } catch { raw = null; }
  let saved = null;
  try { saved = readSettings(JSON.parse(raw)); } catch { saved = null; }
  if (saved) return saved;
  const settings = readSettings(fallback) ?? defaultSettings();
  if (fallback) saveSettings(settings, storage);
  return settings;
}

export function saveSettings(settings, storage = storageOf('localStorage')) {
  try {
    storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

/** Puts the settings on the page: data-deck, data-index, data-hand on <html>, the theme (theme.js), the slide speed, the sounds' level, the language (once its catalogue is loaded). */
export function applySettings(settings, doc = document) {
  const root = doc.documentElement;
  for (const name of ['deck', 'index', 'hand']) root.dataset[name] = settings[name];
  showTheme(settings.theme, doc);
  setSpeed(SPEEDS[settings.speed]);
  setLevel(settings.sound === 'on' ? settings.volume / 100 : 0);
  setLanguage(pickLanguage(settings.language));
}

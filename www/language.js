// Which language the page shows first, and its catalogue's text: kept
// apart from i18n.js (and out of the bundle, as boot.js is) so that the
// catalogue's fetch can start before the bundle has loaded. No imports.

/** The languages the page speaks, English first (the source, and the fallback). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pl'];

// settings.js's key, read here rather than imported: this module depends on nothing.
const SETTINGS_KEY = 'freecell.settings';

/**
 * The language to show for the Language setting `choice`: the choice if
 * the page speaks it, else ('auto') the first of the browser's languages
 * it speaks (`de-AT` is German), else English.
 */
export function pickLanguage(choice, wanted = navigator.languages ?? [navigator.language]) {
  if (LANGUAGES.includes(choice)) return choice;
  for (const tag of wanted ?? []) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** The Language setting saved (settings.js), or 'auto' when there is none or it cannot be read. */
function savedChoice() {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY))?.language ?? 'auto';
  } catch {
    return 'auto';
  }
}

/** The language the page opens in: the saved choice, else the browser's. */
export const firstLanguage = () => pickLanguage(savedChoice());

const texts = new Map(); // language -> Promise of its catalogue's text

/**
 * The text of `lang`'s catalogue (www/locales/<lang>.ftl, as the build
 * serves it without its comments from www/app-locales/), fetched once
 * however many ask; a fetch that fails is forgotten, so that the next ask
 * tries again.
 */
export function catalogueText(lang) {
  if (!texts.has(lang)) {
    const text = fetch(new URL(`./app-locales/${lang}.ftl`, import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    text.catch(() => { if (texts.get(lang) === text) texts.delete(lang); });
    texts.set(lang, text);
  }
  return texts.get(lang);
}

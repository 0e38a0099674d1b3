// The page's words in the player's language, through Project Fluent: one
// catalogue per language (www/locales/<lang>.ftl, English the source), of
// which the page loads only the one it shows (language.js picks it, and
// boot.js starts its fetch before the bundle has loaded); main.js waits for
// `ready` before it draws a word.
// `t(id, args)` words a message (messages.js, which holds the catalogue
// shown); `translate(root)` words the elements
// that name a message in `data-l10n-id` (index.html's own texts);
// `setLanguage` changes the language at once, re-wording the page and
// telling the modules that word things themselves (`onLanguage`).
import { catalogueText, firstLanguage } from './language.js';
import { bundleOf, showBundle, fallBackTo, hasFallback, messageOf, t } from './messages.js';

export { t, wordsFor, language, locale } from './messages.js';
export { LANGUAGES, pickLanguage } from './language.js';

/** Each language named in its own words, for the Language setting. */
export const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', pl: 'Polski' };

// The attributes a message may set on an element (`.aria-label = …` in the catalogue).
const ATTRIBUTES = new Set(['aria-label', 'placeholder', 'abbr', 'title', 'content']);

const catalogues = new Map(); // language -> Promise of its FluentBundle, or of null if it could not be loaded

/** A language's catalogue, fetched and read once; null (and said on the console) if it cannot be had. */
function catalogue(lang) {
  if (!catalogues.has(lang)) {
    const loading = catalogueText(lang)
      .then((text) => bundleOf(lang, text))
      .catch((error) => {
        console.warn(`The ${lang} catalogue could not be loaded: ${error.message}`);
        catalogues.delete(lang); // tried again next time
        return null;
      });
    catalogues.set(lang, loading);
  }
  return catalogues.get(lang);
}

const listeners = new Set();
let asks = 0; // setLanguage's calls, so that a catalogue arriving late does not undo a later choice

/**
 * Words every element under `root` (and `root` itself) that names a
 * message in `data-l10n-id` (with `data-l10n-args`, JSON, if it has
 * variables): its text becomes the message's value, if it has one, and
 * its attributes the message's attributes.
 */
export function translate(root = document) {
  const elements = [...root.querySelectorAll('[data-l10n-id]')];
  if (root.dataset?.l10nId) elements.unshift(root);
  for (const el of elements) {
    const id = el.dataset.l10nId;
    let args;
    try { args = el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : undefined; } catch { args = undefined; }
    const message = messageOf(id);
    if (!message) {
      console.warn(`No message ${id}`);
      continue;
    }
    if (message.value) el.textContent = t(id, args);
    for (const attr of Object.keys(message.attributes)) {
      if (ATTRIBUTES.has(attr)) el.setAttribute(attr, t(`${id}.${attr}`, args));
    }
  }
}

/** Gives `el` the message `id` (with `args`) and words it now and at every change of language. */
export function setWords(el, id, args = undefined) {
  el.dataset.l10nId = id;
  if (args) el.dataset.l10nArgs = JSON.stringify(args);
  else delete el.dataset.l10nArgs;
  translate(el);
}

/** Calls `fn(lang)` after every change of language, once the page is re-worded; returns the unbind. */
export function onLanguage(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Shows the page in `lang` (one of LANGUAGES): loads its catalogue, sets
 * `<html lang>`, words index.html's texts and tells the listeners. A
 * catalogue that cannot be loaded changes nothing (false).
 */
export async function setLanguage(lang) {
  const asked = ++asks;
  const bundle = await catalogue(lang);
  if (!bundle) return false;
  if (asked !== asks) return true; // another language was asked for meanwhile: the last asked wins
  const changed = showBundle(bundle);
  if (!hasFallback()) whenIdle(() => catalogue('en').then((en) => { if (en) fallBackTo(en); }));
  document.documentElement.lang = lang;
  translate(document);
  if (changed) for (const fn of listeners) fn(lang);
  return true;
}

/** Runs `fn` once the page has nothing else to do (or within two seconds). */
function whenIdle(fn) {
  if (window.requestIdleCallback) requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 1000);
}

/**
 * The page's first language, loaded: the saved choice or the browser's
 * (English if its catalogue cannot be had). Started now, so that the fetch
 * runs while the rest of the page loads.
 */
export const ready = setLanguage(firstLanguage()).then((ok) => ok || setLanguage('en'));

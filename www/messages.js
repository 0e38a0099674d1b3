// The page's words in the language shown: `t(id, args)` words a message of
// the catalogue shown (a Fluent bundle), else of English's, else gives its
// id. Which catalogues those are is i18n.js's to say (it loads them and
// re-words the page); this module holds them and words with them, and
// touches no DOM, so that the modules that word things run under
// `node --test` too (tests/unit), with the catalogues read from disk.
import { FluentBundle, FluentResource } from '@fluent/bundle';

let shown = null; // the FluentBundle of the language shown
let english = null; // English's, for a message the language shown lacks
// Words already formatted with the catalogues shown, by the caller's key:
// a redraw names every card of the piles that changed, and the same names
// come back move after move. Emptied when the catalogues change.
const remembered = new Map();
const REMEMBER_AT_MOST = 4096;

/**
 * A language's catalogue from its text (locales/<lang>.ftl), as the page
 * words with it; an error in the text is said on the console, and the
 * messages it could read are kept.
 */
export function bundleOf(lang, text) {
  // No Unicode isolation marks around the variables: every language here is written left to right.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  for (const error of bundle.addResource(new FluentResource(text))) console.warn(`locales/${lang}.ftl: ${error.message}`);
  return bundle;
}

/** Words with `bundle` from now on (English's is kept as the fallback too); true if it was not the one shown. */
export function showBundle(bundle) {
  const changed = bundle !== shown;
  shown = bundle;
  if (changed) remembered.clear();
  if (bundle.locales[0] === 'en') english = bundle;
  return changed;
}

/** Keeps `bundle` as English's, the fallback, unless one is kept already. */
export function fallBackTo(bundle) {
  if (english) return;
  english = bundle;
  remembered.clear(); // a message the language shown lacks reads otherwise now
}

/** Whether English's catalogue, the fallback, is loaded. */
export const hasFallback = () => english !== null;

/** The language the page is in ('en' until a catalogue is loaded). */
export const language = () => shown?.locales[0] ?? 'en';

/** The locale `Intl` formats numbers and dates in: the language shown (English's dates are British: 28 November 2026). */
export const locale = () => (language() === 'en' ? 'en-GB' : language());

/** The pattern of `id` (`'msg'`, or `'msg.attr'` for an attribute) in `bundle`, or null. */
function patternOf(bundle, id) {
  const [name, attr] = id.split('.');
  const message = bundle?.getMessage(name);
  if (!message) return null;
  return (attr ? message.attributes[attr] : message.value) ?? null;
}

/** The message `id` of the language shown, else of English, or null if neither has it. */
export function messageOf(id) {
  return shown?.getMessage(id) ?? english?.getMessage(id) ?? null;
}

/**
 * What `word()` gives (a string worded with `t`), formatted once for the
 * catalogues shown and kept under `key`, which must name everything the
 * words depend on besides the language.
 */
export function wordsFor(key, word) {
  let text = remembered.get(key);
  if (text === undefined) {
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    text = word();
    remembered.set(key, text);
  }
  return text;
}

/**
 * The message `id` (or `'id.attribute'`) in the language shown, with
 * `args` (a plain object; numbers are formatted for the language), else
 * in English, else its id. Never throws: a formatting error is said on
 * the console and what could be formatted is returned.
 */
export function t(id, args = undefined) {
  for (const bundle of [shown, english]) {
    const pattern = patternOf(bundle, id);
    if (pattern === null) continue;
    const errors = [];
    const text = bundle.formatPattern(pattern, args, errors);
    if (errors.length) console.warn(`${id}: ${errors.map((e) => e.message).join('; ')}`);
    return text;
  }
  console.warn(`No message ${id}`);
  return id;
}

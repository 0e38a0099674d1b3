// What the unit tests share: the page's catalogues read from disk (as the
// page words with them, messages.js), its rules' wasm loaded in Node, and
// an in-memory Storage (localStorage's interface).
import { readFileSync } from 'node:fs';
import { bundleOf, showBundle } from '../../www/messages.js';
import { initSync } from '../../www/pkg/freecell.js';

const www = new URL('../../www/', import.meta.url);

/** Shows the page in `lang`: its catalogue from www/locales, as i18n.js would load it (English's kept as the fallback). */
export function speak(lang) {
  if (lang !== 'en') showBundle(bundleOf('en', readFileSync(new URL('locales/en.ftl', www), 'utf8')));
  showBundle(bundleOf(lang, readFileSync(new URL(`locales/${lang}.ftl`, www), 'utf8')));
}

let loaded = false;

/** Loads the rules' wasm (www/pkg, built by `npm run build`) once. */
export function loadRules() {
  if (loaded) return;
  initSync({ module: readFileSync(new URL('pkg/freecell_bg.wasm', www)) });
  loaded = true;
}

/**
 * A Storage in memory, as a browser's localStorage behaves: strings in,
 * strings out, keys in insertion order. `refuse(key)`, when given, makes
 * setItem of that key throw as a full storage does.
 */
export function memoryStorage(entries = {}, { refuse = () => false } = {}) {
  const map = new Map(Object.entries(entries).map(([k, v]) => [k, String(v)]));
  return {
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (refuse(k)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => { map.delete(k); },
    clear: () => map.clear(),
    /** Everything stored, as an object (for the tests' comparisons). */
    dump: () => Object.fromEntries(map),
  };
}

// The first load's two waits, started as soon as index.html names this
// module (it is loaded `async`, beside the bundle): the catalogue of the
// language the page opens in, and the rules' wasm, compiled and
// instantiated by its glue's init. Without it both began only once app.js
// and its chunks had been fetched, compiled and run, one after the other.
// The catalogue's fetch comes first and waits on language.js alone (2 KB):
// the glue (31 KB to compile) is imported after it, so the fetch no longer
// waits for the glue's compile (about 100 ms with the CPU slowed four
// times); the glue and the wasm were preloaded by index.html meanwhile.
// It is left out of the bundle (scripts/bundle.mjs), so main.js imports
// this same instance, and waits on `rulesReady` instead of starting again.
import { catalogueText, firstLanguage } from './language.js';

// i18n.js asks for the same text and reads it; a fetch that fails is its to say.
catalogueText(firstLanguage()).catch(() => {});

/** Settles once the rules' wasm can be called (rejects if it cannot be loaded). */
export const rulesReady = import('./pkg/freecell.js').then(({ default: init }) => init());

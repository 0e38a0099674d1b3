// The first load's two waits, started as soon as index.html names this
// module (it is loaded `async`, beside the bundle): the rules' wasm,
// compiled and instantiated by its glue's init, and the catalogue of the
// language the page opens in. Without it both began only once app.js and
// its chunks had been fetched, compiled and run, one after the other.
// It is left out of the bundle (scripts/bundle.mjs), so main.js imports
// this same instance, and waits on `rulesReady` instead of starting again.
import init from './pkg/freecell.js';
import { catalogueText, firstLanguage } from './language.js';

/** Settles once the rules' wasm can be called (rejects if it cannot be loaded). */
export const rulesReady = init();

// i18n.js asks for the same text and reads it; a fetch that fails is its to say.
catalogueText(firstLanguage()).catch(() => {});

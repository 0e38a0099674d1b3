// Par for a numbered deal: the length of the solution the solver finds for
// the deal as dealt (its 'short' mode, the page's budget), counted as the
// move counter counts with the player's autoplay setting (solution.js):
// a move counts one (a run moved together too), and the cards autoplay
// sends home count nothing. Shown in the bar (in the Menu on a narrow
// screen) and compared in the win dialog.
import { asPlayed } from './solution.js';
import { countOf } from './line.js';
import { t } from './i18n.js';

/** `onKnown()` is called when par for the deal shown becomes known (the win dialog may be waiting for it). */
export function createPar(state, dom, solver, { onKnown } = {}) {
  /** The solver's answer for the start shown: {start, result, moves}, or null while asked. */
  let answer = null;
  /** Par by autoplay setting, for `answer`. */
  let counts = new Map();

  /** {count} when known, else {why}: a few words for the bar and the win dialog. */
  function value() {
    if (state.deal === null) return { why: t('par-why-position') };
    if (!answer || answer.start !== state.history[0].pos) return { why: t('par-why-busy') };
    if (answer.result === 'impossible') return { why: t('par-why-impossible') };
    if (answer.result !== 'solved') return { why: t('par-why-gave-up') };
    const mode = state.settings.autoplay;
    if (!counts.has(mode)) {
      const played = asPlayed(answer.start, answer.moves, mode);
      counts.set(mode, played && countOf(played));
    }
    const count = counts.get(mode);
    return count === null ? { why: t('par-why-autoplay') } : { count };
  }

  function show() {
    const v = value();
    dom.par.hidden = state.deal === null;
    const busy = state.deal !== null && answer?.start !== state.history[0].pos;
    const impossible = answer?.result === 'impossible';
    dom.par.textContent = v.count !== undefined ? t('menu-par', { count: v.count }) : t(busy ? 'menu-par-busy' : impossible ? 'menu-par-none' : 'menu-par-unknown');
    dom.par.title = v.count !== undefined ? t('menu-par-title') : v.why;
  }

  /** Shows par for the game shown, asking the solver once per deal (in the background). */
  async function refresh() {
    const start = state.history[0].pos;
    if (state.deal !== null && answer?.start !== start) {
      answer = null;
      counts = new Map();
      show();
      const asked = performance.now();
      const found = await solver.ask(start, { keep: true });
      if (state.history[0].pos !== start || answer?.start === start) return;
      answer = { start, result: found.result ?? 'error', moves: found.moves ?? [] };
      performance.measure('freecell-par', { start: asked });
      show();
      onKnown?.();
      return;
    }
    show();
  }

  return { refresh, value };
}

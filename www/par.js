// Par for a numbered deal: the length of the solution the solver finds for
// the deal as dealt (its 'short' mode, the page's budget), counted as the
// move counter counts with the player's autoplay setting (solution.js):
// a move counts one (a run moved together too), and the cards autoplay
// sends home count nothing. Shown in the bar (in the Menu on a narrow
// screen) and compared in the win dialog.
//
// Once the game is won, the solver tries in the background to prove par
// the fewest moves possible (its 'optimal' mode, within PROOF_NODES): par
// then becomes the proof's length, proven when the solver proved it and
// it counts the same with the player's autoplay (the solver counts no
// foundation move; with autoplay off or safe a card may need sending home
// by hand, a move the counter counts, and the proof says nothing of
// those); else the shorter of the two solutions, "the best found".
import { asPlayed } from './solution.js';
import { countOf } from './line.js';
import { t } from './i18n.js';

/**
 * The proof's budget: positions the solver expands. 500,000 proves 63 of
 * deals 1..100 (200,000 proved 44, 1,000,000 would prove 79 at twice the
 * time and memory); a proof that runs it out takes several seconds of the
 * worker's time, in the background, and A* keeps every position it
 * reaches (up to some 130 MB natively). docs/benchmarks.md has the figures.
 */
const PROOF_NODES = 500_000;

/** How many of `moves` (the solver's, every foundation move written out) are not to a foundation. */
const countedBySolver = (moves) => moves.filter((m) => !m.endsWith('h')).length;

/** `onKnown()` is called when par for the deal shown becomes known (the win dialog may be waiting for it). */
export function createPar(state, dom, solver, { onKnown } = {}) {
  /** The solver's answer for the start shown: {start, result, moves}, or null while asked. */
  let answer = null;
  /** Par by autoplay setting, for `answer`. */
  let counts = new Map();
  /** The proof's answer for the start shown: {start, result, moves}, or null before the game is won or while asked. */
  let proof = null;
  /** {count, proven} by autoplay setting, for `proof`. */
  let proofCounts = new Map();

  /** The proof's par with the Autoplay setting: {count, proven}, or null while it is not known or found nothing. */
  function proved() {
    if (!proof || proof.start !== state.history[0].pos) return null;
    if (proof.result !== 'optimal' && proof.result !== 'best found') return null;
    const mode = state.settings.autoplay;
    if (!proofCounts.has(mode)) {
      const played = asPlayed(proof.start, proof.moves, mode);
      const count = played && countOf(played);
      proofCounts.set(mode, count === null ? null : { count, proven: proof.result === 'optimal' && count === countedBySolver(proof.moves) });
    }
    return proofCounts.get(mode);
  }

  /**
   * {count, proven} when known, else {why}: a few words for the bar and the
   * win dialog. `proven` is true when par is proven the fewest possible,
   * false when the proof ran out of budget ("the best found"), undefined
   * before it is asked or while it works.
   */
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
    const best = proved();
    if (best && (best.proven || count === null || best.count <= count)) return best;
    if (count === null) return { why: t('par-why-autoplay') };
    // The proof has answered (or failed): par stands as the best found.
    const answered = proof?.start === state.history[0].pos && proof.result !== 'asked';
    return answered ? { count, proven: false } : { count };
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
      proof = null;
      proofCounts = new Map();
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

  /** Tries to prove par the fewest possible, in the background (once the game is won); `onKnown()` when done. */
  async function prove() {
    const start = state.history[0].pos;
    if (state.deal === null || proof?.start === start) return;
    proof = { start, result: 'asked', moves: [] };
    const found = await solver.ask(start, { keep: true, mode: 'optimal', maxNodes: PROOF_NODES });
    if (state.history[0].pos !== start || proof?.start !== start) return;
    proof = { start, result: found?.result ?? 'error', moves: found?.moves ?? [] };
    proofCounts = new Map();
    show();
    onKnown?.();
  }

  return { refresh, value, prove };
}

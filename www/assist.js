// Help from the solver (which runs in a worker, see solver.js): playing
// the rest of the game move by move (stoppable), and after every change a
// note of whether the position can still be won ("unknown" when the solver
// gives up within its budget). Hints are hints.js's.
import { pileId } from './piles.js';
import { solvePause } from './anim.js';
import { asPlayed } from './solution.js';
import { playsOf } from './line.js';
import { t, setWords } from './i18n.js';
import { solverErrorText } from './words.js';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a dialog is open over the board (Settings, Statistics, …): what plays by itself waits. */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/** `onVerdict(key)` hears every status shown: 'checking', 'winnable', 'lost', 'unknown' or 'won'. */
export function createAssist(state, dom, ctl, solver, { onVerdict } = {}) {
  /** The solve being played: {stopped}, or null. */
  let playing = null;
  /** The verdict shown last ('winnable', 'lost' or 'unknown'; a win counts as winnable), or null before the first. */
  let heard = null;

  const position = () => state.board.toText();

  /** A move in the standard notation, read by wasm, as pile ids. */
  function readMove(token) {
    const m = state.board.parseMove(token);
    return { from: pileId(m.from.cell, m.from.index), to: pileId(m.to.cell, m.to.index), count: m.count };
  }

  /** [key, text, the text's end that a narrow bar may leave out]. */
  function verdict(answer) {
    if (answer.error) return ['unknown', t('bar-status-error', { error: solverErrorText(answer) })];
    if (answer.result === 'solved') return ['winnable', t('bar-status-winnable')];
    if (answer.result === 'impossible') return ['lost', t('bar-status-lost'), t('bar-status-lost.short')];
    return ['unknown', t('bar-status-unknown'), t('bar-status-unknown.short')];
  }

  /**
   * The status text; where it begins with its `short` form, the rest in a
   * span that a narrow bar hides from sight (not from screen readers).
   */
  function showStatus(key, text, short = text) {
    const aside = text.startsWith(short) ? text.slice(short.length) : '';
    const end = document.createElement('span');
    end.className = 'aside';
    end.textContent = aside;
    dom.solvable.replaceChildren(text.slice(0, text.length - aside.length), ...(aside ? [end] : []));
    dom.solvable.dataset.verdict = key;
    hear(key);
    onVerdict?.(key);
  }

  /**
   * Says a verdict to screen readers when it differs from the one before
   * (the game turned unwinnable, or winnable again), after what the
   * change that led to it said; a verdict that stays is not said again.
   */
  function hear(key) {
    if (key === 'checking') return;
    const verdict = key === 'won' ? 'winnable' : key;
    if (heard !== null && verdict !== heard && key !== 'won') ctl.announceAlso(t('live-verdict', { verdict }));
    heard = verdict;
  }

  /** Recomputes, in the background, whether the position shown can still be won. */
  async function refreshStatus() {
    const asked = position();
    if (state.won) {
      showStatus('won', t('bar-status-won'));
      return;
    }
    showStatus('checking', t('bar-checking'));
    const answer = await solver.ask(asked);
    if (!answer || position() !== asked) return;
    showStatus(...verdict(answer));
  }

  function stop() {
    if (!playing) return;
    playing.stopped = true;
    playing = null;
    setWords(dom.solve, 'menu-solve');
    dom.solve.setAttribute('aria-pressed', 'false');
  }

  /** Plays a solution from the position shown, one animated move at a time, until won or stopped. */
  async function play() {
    if (playing) {
      stop();
      return;
    }
    const run = { stopped: false };
    playing = run;
    setWords(dom.solve, 'menu-stop');
    dom.solve.setAttribute('aria-pressed', 'true');
    const asked = position();
    const answer = await solver.ask(asked);
    if (run.stopped) return;
    if (!answer || position() !== asked || answer.result !== 'solved') {
      if (answer && position() === asked) ctl.say(answer.result === 'impossible' ? t('msg-no-solution') : verdict(answer)[1]);
      stop();
      return;
    }
    // The solution as the player would play it with their autoplay (so it
    // takes par's moves); if the page cannot follow it so, every move of
    // the solver's, foundation moves too, with autoplay waiting.
    const played = asPlayed(asked, answer.moves, state.settings.autoplay);
    const moves = played ? playsOf(played).map((play) => play[0]) : answer.moves;
    let expected = asked;
    for (const token of moves) {
      while (dialogOpen() && !run.stopped) await delay(100); // paused behind a dialog
      if (run.stopped || position() !== expected) break; // stopped, or the player moved
      const m = readMove(token);
      if (!ctl.moveCards(m.from, m.to, m.count, undefined, { autoplay: played !== null, solver: true })) break;
      expected = position();
      await delay(solvePause());
    }
    if (playing === run) stop();
  }

  return { play, stop, refreshStatus, playing: () => Boolean(playing) };
}

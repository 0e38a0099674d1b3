// Help from the solver (which runs in a worker, see solver.js): a hint of
// the next move of a solution, playing the rest of the game move by move
// (stoppable), and after every change a note of whether the position can
// still be won ("unknown" when the solver gives up within its budget).
import { pileId, pileName } from './piles.js';
import { reducedMotion } from './anim.js';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAssist(state, dom, ctl, solver) {
  /** The solve being played: {stopped}, or null. */
  let playing = null;

  const position = () => state.board.toText();

  /** A move in the standard notation, read by wasm, as pile ids. */
  function readMove(token) {
    const m = state.board.parseMove(token);
    return { from: pileId(m.from.cell, m.from.index), to: pileId(m.to.cell, m.to.index), count: m.count };
  }

  /** [key, text, the text's end that a narrow bar may leave out]. */
  function verdict(answer) {
    if (answer.error) return ['unknown', `Solver: ${answer.error}`, ''];
    if (answer.result === 'solved') return ['winnable', 'Winnable', ''];
    if (answer.result === 'impossible') return ['lost', 'Not winnable from here', ' from here'];
    return ['unknown', 'Unknown (solver gave up)', ' (solver gave up)'];
  }

  /** The status text; its optional end in a span that a narrow bar hides from sight (not from screen readers). */
  function showStatus(key, text, aside = '') {
    const end = document.createElement('span');
    end.className = 'aside';
    end.textContent = aside;
    dom.solvable.replaceChildren(text.slice(0, text.length - aside.length), ...(aside ? [end] : []));
    dom.solvable.dataset.verdict = key;
  }

  /** Recomputes, in the background, whether the position shown can still be won. */
  async function refreshStatus() {
    const asked = position();
    if (state.won) {
      showStatus('won', 'Won');
      return;
    }
    showStatus('checking', 'Checking…');
    const answer = await solver.ask(asked);
    if (!answer || position() !== asked) return;
    showStatus(...verdict(answer));
  }

  /** Shows the next move of a solution: the card lights up and so does its target. */
  async function hint() {
    const asked = position();
    dom.hint.setAttribute('aria-busy', 'true');
    const answer = await solver.ask(asked);
    if (!answer || position() !== asked) {
      hint(); // the player moved meanwhile (the question may have been dropped): a hint for where they are now
      return;
    }
    dom.hint.removeAttribute('aria-busy');
    if (answer.result !== 'solved' || !answer.moves.length) {
      ctl.say(answer.result === 'impossible' ? 'No solution from here: try undoing a few moves.' : verdict(answer)[1]);
      return;
    }
    const m = readMove(answer.moves[0]);
    const cards = state.piles[m.from];
    const index = cards.length - m.count;
    state.hint = { from: m.from, index, to: m.to };
    ctl.redraw();
    const more = m.count > 1 ? ` and the ${m.count - 1} card${m.count > 2 ? 's' : ''} on it` : '';
    ctl.say(`Hint: the ${cards[index].name}${more} to ${pileName(m.to)}.`, 5000);
  }

  function stop() {
    if (!playing) return;
    playing.stopped = true;
    playing = null;
    dom.solve.textContent = 'Solve';
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
    dom.solve.textContent = 'Stop';
    dom.solve.setAttribute('aria-pressed', 'true');
    const asked = position();
    const answer = await solver.ask(asked);
    if (run.stopped) return;
    if (!answer || position() !== asked || answer.result !== 'solved') {
      if (answer && position() === asked) ctl.say(answer.result === 'impossible' ? 'No solution from here.' : verdict(answer)[1]);
      stop();
      return;
    }
    let expected = asked;
    for (const token of answer.moves) {
      if (run.stopped || position() !== expected) break; // stopped, or the player moved
      const m = readMove(token);
      // The solution names every foundation move itself, so autoplay waits.
      if (!ctl.moveCards(m.from, m.to, m.count, undefined, { autoplay: false })) break;
      expected = position();
      await delay(reducedMotion() ? 40 : 260);
    }
    if (playing === run) stop();
  }

  return { hint, play, stop, refreshStatus, playing: () => Boolean(playing) };
}

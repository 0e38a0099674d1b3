// Hints in three steps for the position shown, from the solver's next move
// (it runs in a worker, see solver.js): a first press names only the card
// to look at, a second lights the card and where it goes, a third plays
// the move. Each step is said in words (the message, a live region). The
// game counts the hints it used at each level (state.hints).
import { pileId } from './piles.js';
import { noteEvent } from './game.js';
import { describeMove, noSolution } from './describe.js';
import { t } from './i18n.js';
import { solverErrorText } from './words.js';

const LEVELS = ['nudge', 'lit', 'played'];

export function createHints(state, dom, ctl, solver) {
  /** The position of the last hint given, and its level there. */
  let given = { position: null, level: 0 };

  const position = () => state.board.toText();

  function count(level) {
    state.hints[LEVELS[level - 1]] += 1;
    if (level === 1) noteEvent(state, 'hint'); // one hint asked for, however many of its steps are seen
    ctl.persist();
  }

  /** The next hint for the position shown: one level more than the last one given here. */
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
      ctl.say(answer.result === 'impossible' ? noSolution(state)
        : answer.error ? t('msg-solver-error', { error: solverErrorText(answer) }) : t('msg-hint-gave-up'));
      return;
    }
    const m = state.board.parseMove(answer.moves[0]);
    const move = { from: pileId(m.from.cell, m.from.index), to: pileId(m.to.cell, m.to.index), count: m.count };
    const words = describeMove(state.piles, move, { names: true });
    const level = given.position === asked && state.hint ? Math.min(3, given.level + 1) : 1;
    given = { position: asked, level };
    count(level);
    const index = state.piles[move.from].length - move.count;
    if (level === 3) {
      state.hint = null;
      if (ctl.moveCards(move.from, move.to, move.count)) ctl.say(t('msg-hint-3', { move: words.text }), 5000);
      return;
    }
    state.hint = { from: move.from, index, to: level === 2 ? move.to : null, level };
    ctl.redraw();
    ctl.say(level === 1
      ? t('msg-hint-1', { card: words.card })
      : t('msg-hint-2', { move: words.text }), 8000);
  }

  return { hint };
}

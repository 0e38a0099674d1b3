// The offer made when the status turns to "not winnable from here": the
// coach (coach.js) looks in the background, through the solver's worker,
// for the move that lost the game and says it; "Take me back" goes to the
// last position from which the game could still be won, as one undoable
// step. Nothing is claimed that the solver did not prove. A change of
// language re-words the offer at once.
import { lineOf, replay, countOf } from './line.js';
import { findLoss, moveAt } from './coach.js';
import { describeMove } from './describe.js';
import { t } from './i18n.js';

/**
 * Each question to the solver: the fast mode (only whether a position can
 * be won matters here, and it answers in a few milliseconds where the
 * short mode takes tens), with a budget over the status's, as a proof of
 * "lost" may weigh more further back.
 */
const QUESTION = { keep: true, mode: 'fast', maxNodes: 1_000_000 };


export function createTakeBack(state, dom, ctl, solver) {
  /** The search for the lost position shown: {position, started, target}, target {position, line, moves} once known. */
  let search = null;
  /** Words what the offer says now (a function, so that a change of language re-words it). */
  let words = () => '';

  /** Shows the offer saying `said()`. */
  function show(said, { busy = false, target = null } = {}) {
    words = said;
    dom.coachText.textContent = said();
    dom.takeBack.disabled = !target;
    dom.takeBack.hidden = !busy && !target;
    if (busy) dom.takeBack.setAttribute('aria-busy', 'true');
    else dom.takeBack.removeAttribute('aria-busy');
    dom.coach.hidden = false;
  }

  function hide() {
    const focused = dom.coach.contains(document.activeElement);
    dom.coach.hidden = true;
    if (focused) ctl.focusBoard();
  }

  /** What the search found, in words (a function that words it), and where Take me back goes. */
  function report(found, positions, line) {
    const at = (i) => countOf(line.slice(0, i));
    if (found.winnable < 0) {
      return found.lost === 0
        ? { text: () => t('coach-cannot-win') }
        : { text: () => t('coach-gave-up-all') };
    }
    const target = { position: positions[found.winnable], line: line.slice(0, found.winnable), moves: at(found.winnable) };
    if (found.gaveUp.length) {
      return {
        text: () => t('coach-gave-up-between', { from: at(found.winnable), to: at(found.lost), target: target.moves }),
        target,
      };
    }
    const lost = () => moveAt(positions[found.winnable], line, found.winnable, describeMove);
    const text = () => {
      const { words: move, number, autoplayed } = lost();
      return autoplayed
        ? t('coach-lost-autoplay', { card: move.card, number })
        : t('coach-lost-move', { move: move.text, number });
    };
    return { text, target };
  }

  /** Starts looking for where the game shown was lost (once per position). */
  async function look() {
    const lost = state.board.toText();
    if (search?.position === lost) {
      dom.coach.hidden = search.closed;
      return;
    }
    const run = { position: lost, started: performance.now(), target: null, closed: false };
    search = run;
    const line = lineOf(state.history, state.at);
    const replayed = line && replay(state.history[0].pos, line);
    if (!replayed || replayed.refused || replayed.positions.at(-1) !== lost) {
      show(() => t('coach-old-save'));
      return;
    }
    show(() => t('coach-looking'), { busy: true });
    const ask = (position) => (search === run ? solver.ask(position, QUESTION) : Promise.resolve(null));
    const found = await findLoss(replayed.positions, line, ask);
    if (search !== run) return;
    if (!found) {
      show(() => t('coach-stopped'));
      return;
    }
    const { text, target } = report(found, replayed.positions, line);
    run.target = target;
    performance.measure('freecell-take-me-back', { start: run.started });
    if (!run.closed) show(text, { target });
  }

  return {
    /** Hears the status (assist.js): a lost position starts a search; a won or winnable one ends the offer. */
    onVerdict(key) {
      if (key === 'lost') look();
      else if (key !== 'checking') {
        search = null;
        hide();
      }
    },
    /** Goes to the last position known winnable, as one undoable step. */
    takeBack() {
      const target = search?.target;
      if (!target) return;
      hide();
      search = null;
      ctl.jump(target.position, target.line, target.moves, t('live-taken-back'));
      ctl.say(t('coach-taken-back', { moves: target.moves }), 6000);
    },
    /** Re-words the offer, if shown, in the language just chosen. */
    onLanguage() {
      if (!dom.coach.hidden) dom.coachText.textContent = words();
    },
    /** Hides the offer until the game is lost at another position. */
    close() {
      if (search) search.closed = true;
      hide();
    },
  };
}

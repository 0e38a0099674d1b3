// The win celebration: a dialog with the result, par, the hints used and
// the statistics, and the board's "won" look (golden kings on the
// foundations); for a daily deal, the daily streak and Share.
import { movesMade, givenMoves } from './game.js';
import { elapsed, formatTime } from './clock.js';
import { longDate } from './daily.js';

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Par in words, by what the solver's proof says of it (par.js). */
function parWords({ count, proven }) {
  if (proven === true) return `par ${count}, the fewest possible`;
  if (proven === false) return `par ${count}, the best found`;
  return `par ${count}, the best found so far (looking for fewer)`;
}

/** `par` is par.js's value(): {count} or {why}; `daily`, for a daily deal, its streak ({streak, best}). */
export function showWin(state, dom, par = null, daily = null) {
  const s = state.stats;
  const moves = movesMade(state);
  // The game is named unless it is FreeCell with its four cells.
  const subject = state.daily ? `the daily deal of ${longDate(state.daily)}` : state.deal !== null ? `deal ${state.deal}` : 'this position';
  const what = state.rules.id === 'freecell' ? `${subject[0].toUpperCase()}${subject.slice(1)}` : `${state.rules.title}, ${subject},`;
  const parText = !par || state.deal === null ? '' : par.count !== undefined ? `; ${parWords(par)}` : ` (${par.why})`;
  const h = state.hints;
  const used = h.nudge + h.lit + h.played;
  const hints = used
    ? `Hints used: ${plural(h.nudge, 'nudge')}, ${h.lit} lit, ${h.played} played.`
    : 'No hints used.';
  // A play with moves given to it is not counted as won (game.js).
  const given = givenMoves(state);
  const result = given
    ? `${what} solved in ${plural(moves, 'move')}${parText}. ${given} of them came from Solve, a solution or a link, so it does not count as a win.`
    : `${what} solved in ${plural(moves, 'move')} and ${formatTime(elapsed(state))}${parText}. ${hints}`;
  const streak = state.daily && daily ? ` Daily streak ${daily.streak} (best ${daily.best}).` : '';
  dom.winText.textContent = `${result} Played ${s.played}, won ${s.won}, streak ${s.streak} (best ${s.best}).${streak}`;
  dom.winShare.hidden = !state.daily;
  if (dom.winDialog.open) return; // the text brought up to date (par came in), the focus left where it is
  dom.winDialog.showModal();
  dom.winNew.focus();
}

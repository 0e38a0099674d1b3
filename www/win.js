// The win celebration: a dialog with the result and the statistics, and
// the board's "won" look (golden kings on the foundations).
import { movesMade } from './game.js';
import { elapsed, formatTime } from './clock.js';

export function showWin(state, dom) {
  const s = state.stats;
  const what = state.deal !== null ? `Deal ${state.deal}` : 'This position';
  dom.winText.textContent = `${what} solved in ${movesMade(state)} move${movesMade(state) === 1 ? '' : 's'} and ${formatTime(elapsed(state))}. `
    + `Played ${s.played}, won ${s.won}, streak ${s.streak} (best ${s.best}).`;
  if (!dom.winDialog.open) dom.winDialog.showModal();
  dom.winNew.focus();
}

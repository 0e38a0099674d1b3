// The win celebration: a dialog with the result, par, the hints used and
// the statistics, and the board's "won" look (golden kings on the
// foundations); for a daily deal, the daily streak and Share.
import { movesMade, givenMoves } from './game.js';
import { elapsed, formatTime } from './clock.js';
import { localDate, longDate } from './daily.js';
import { t } from './i18n.js';

/** What the solver's proof says of par (par.js): proven the fewest, the best found, or the proof still working. */
const PROVEN = { true: 'yes', false: 'no', undefined: 'asking' };

/** `par` is par.js's value(): {count} or {why}; `daily`, for a daily deal, its streak ({streak, best}). */
export function showWin(state, dom, par = null, daily = null) {
  const s = state.stats;
  const moves = movesMade(state);
  // The game is named unless it is FreeCell with its four cells.
  const what = t('win-what', {
    game: state.rules.id === 'freecell' ? 'none' : state.rules.title,
    kind: state.daily ? 'daily' : state.deal !== null ? 'deal' : 'position',
    date: state.daily ? longDate(state.daily) : '',
    deal: String(state.deal),
  });
  const parText = !par || state.deal === null ? '' : par.count !== undefined ? t('win-par', { par: par.count, proven: PROVEN[String(par.proven)] }) : t('win-par-why', { why: par.why });
  const h = state.hints;
  const used = h.nudge + h.lit + h.played;
  const hints = used ? t('win-hints', { nudge: h.nudge, lit: h.lit, played: h.played }) : t('win-no-hints');
  // A play with moves given to it is not counted as won (game.js).
  const given = givenMoves(state);
  const result = given
    ? t('win-solved-given', { what, moves, par: parText, given })
    : t('win-solved', { what, moves, time: formatTime(elapsed(state)), par: parText, hints });
  const sentences = [result, t('win-stats', { played: s.played, won: s.won, streak: s.streak, best: s.best })];
  // A past day's deal won today: its result is above; the streak, which it does not change, as it stands.
  if (state.daily && daily) sentences.push(t(state.daily === localDate() ? 'win-daily-streak' : 'win-daily-late', { streak: daily.streak, best: daily.best }));
  dom.winText.textContent = sentences.join(' ');
  // Not greeted as the player's win when moves were given to it (Solve, a solution, a link).
  dom.winTitle.dataset.l10nId = given ? 'win-title-given' : 'win-title';
  dom.winTitle.textContent = t(dom.winTitle.dataset.l10nId);
  dom.winShare.hidden = !state.daily;
  if (dom.winDialog.open) return; // the text brought up to date (par came in), the focus left where it is
  dom.winNote.textContent = '';
  dom.winDialog.showModal();
  dom.winNew.focus();
}

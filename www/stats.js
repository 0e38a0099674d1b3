// Statistics, per kind of game (its name and free-cell count). They are not
// counters kept somewhere: they are read from the saved plays themselves
// (see records.js), so two tabs, each saving only its own games, can never
// lose one another's results. A game counts as played from its first move;
// a win counts once; leaving a started game unwon for another breaks the
// streak (the game itself stays saved, to be resumed).
import { t, locale, wordsFor } from './messages.js';

/** The play shown in `state` counts as played (its first move). */
export function countPlayed(state, now = Date.now()) {
  if (state.playedAt === null) state.playedAt = now;
}

/** The play shown in `state` is won in `moves` moves and `ms` milliseconds (null for a win that sets no record): counted once. */
export function countWin(state, moves, ms, now = Date.now()) {
  if (state.wonAt !== null) return;
  state.wonAt = now;
  state.winMoves = moves;
  state.winMs = ms === null ? null : Math.round(ms);
  state.winGrade = state.grade ?? null;
}

/**
 * The play shown in `state`, won, is set against par once the solver has
 * proven par the fewest moves possible (`proven`, par.js): matched when
 * its counted moves are no more. Kept once; a win that sets no record
 * (moves given to it) is not set against par.
 */
export function countParMatch(state, par) {
  if (state.wonAt === null || state.winMoves === null || state.parMatched !== null || par.proven !== true) return false;
  state.parMatched = state.winMoves <= par.count;
  return true;
}

/** Whether leaving the play shown for another game breaks the streak. */
export const breaksStreak = (play) => play.playedAt !== null && play.wonAt === null;

/**
 * The statistics of one kind of game from the results of all its plays
 * (records.js resultsOf) and the totals carried over from the first version
 * of the saves (null if none): {played, won, rate (0 to 1), streak, best
 * (the longest streak), fewestMoves, fastestMs (null before a timed win),
 * hints (the hints the won plays used, by level: {nudge, lit, played}),
 * parProven (wins set against a proven par) and parMatched (of them, those
 * in no more moves)}.
 * A time of 0 marks a play already counted in the carried totals.
 */
export function summarize(results, carried = null) {
  let played = carried?.played ?? 0;
  let won = carried?.won ?? 0;
  let fewestMoves = null;
  let fastestMs = null;
  const hints = { nudge: 0, lit: 0, played: 0 };
  let parProven = 0;
  let parMatched = 0;
  const events = [];
  for (const r of results) {
    if (r.playedAt) played += 1;
    if (r.wonAt) {
      won += 1;
      for (const level of Object.keys(hints)) hints[level] += r.hints?.[level] ?? 0;
      events.push({ at: r.wonAt, won: true });
      if (r.winMoves !== null) fewestMoves = Math.min(fewestMoves ?? Infinity, r.winMoves);
      if (r.winMs !== null) fastestMs = Math.min(fastestMs ?? Infinity, r.winMs);
      if (r.parMatched !== null && r.parMatched !== undefined) parProven += 1;
      if (r.parMatched === true) parMatched += 1;
    }
    for (const at of r.leftAt) events.push({ at, won: false });
  }
  events.sort((a, b) => a.at - b.at);
  let streak = carried?.streak ?? 0;
  let best = Math.max(carried?.best ?? 0, streak);
  for (const e of events) {
    streak = e.won ? streak + 1 : 0;
    best = Math.max(best, streak);
  }
  return { played, won, rate: played ? won / played : 0, streak, best, fewestMoves, fastestMs, hints, parProven, parMatched };
}

/** `rate` (0 to 1) as a whole percentage in the page's language: '50%', '50 %'. */
export const percent = (rate) => percents(locale()).format(rate);

/** The percentages' format of `lang`, made once: a redraw writes the statistics' line. */
const formats = new Map();
function percents(lang) {
  if (!formats.has(lang)) formats.set(lang, new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }));
  return formats.get(lang);
}

/** 'Played 2 · Won 1 (50%) · Streak 0 (best 1)'. */
export function statsLine(s) {
  return wordsFor(`stats ${s.played} ${s.won} ${s.streak} ${s.best}`, () => t('menu-stats', { played: s.played, won: s.won, rate: percent(s.rate), streak: s.streak, best: s.best }));
}

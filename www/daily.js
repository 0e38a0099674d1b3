// The daily deal's dates, days and streak: pure functions, no DOM, no
// storage. A daily deal is one deal a day per kind of game, chosen by the
// engine (wasm `dailyDeal`, in the solver's worker) from the local date the
// player names; its saves are the records of `<kind>/daily/<date>`
// (records.js). A day is won when any play of its deal was won, played
// when one was begun; the daily streak counts the days in a row whose deal
// was won on the day itself (a past day played later shows as won, but
// does not count).
import { formatTime } from './clock.js';
import { t, locale } from './messages.js';

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** The local date of `now` as YYYY-MM-DD (the player's own calendar day). */
export function localDate(now = new Date()) {
  const d = now instanceof Date ? now : new Date(now);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** {year, month (1-12), day} of YYYY-MM-DD. */
export function partsOf(date) {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** YYYY-MM-DD of a year, a month (1-12) and a day. */
export const dateOf = (year, month, day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The date `n` days after `date` (before, when negative). */
export function addDays(date, n) {
  const { year, month, day } = partsOf(date);
  const d = new Date(Date.UTC(year, month - 1, day + n));
  return dateOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Whether `date` is a day after `today` (both YYYY-MM-DD, which sort as dates). */
export const isAfter = (date, today) => date > today;

// Dates in the page's language (i18n.js): 28 November 2026, 28. November 2026.
const LONG = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const MONTH = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** '28 November 2026'. */
export function longDate(date) {
  const { year, month, day } = partsOf(date);
  return new Intl.DateTimeFormat(locale(), LONG).format(new Date(Date.UTC(year, month - 1, day)));
}

/** 'November 2026'. */
export function monthName(year, month) {
  return new Intl.DateTimeFormat(locale(), MONTH).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The days of a month: {date, day, column (0 Monday … 6 Sunday)}. */
export function daysOfMonth(year, month) {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, k) => {
    const weekday = new Date(Date.UTC(year, month - 1, k + 1)).getUTCDay();
    return { date: dateOf(year, month, k + 1), day: k + 1, column: (weekday + 6) % 7 };
  });
}

/**
 * What a day's plays (records.js results of its daily record) come to:
 * {won: the fewest moves of a won play (null when its win set no count),
 * played}; won is undefined when no play was won.
 */
export function dayResult(results = []) {
  const wins = results.filter((r) => r.wonAt !== null);
  const played = results.some((r) => r.playedAt !== null);
  if (!wins.length) return { played };
  const counted = wins.map((r) => r.winMoves).filter((m) => m !== null);
  return { played: true, won: counted.length ? Math.min(...counted) : null };
}

/** Whether a day's deal was won on the day itself (its local date). */
export const wonOnTheDay = (date, results = []) => results.some((r) => r.wonAt !== null && localDate(r.wonAt) === date);

/**
 * The daily streak from each day's results ({date: results}): `streak`,
 * the days in a row up to today whose deal was won on the day (today not
 * yet won does not break it), and `best`, the longest such run.
 */
export function dailyStreak(byDate, today) {
  const days = Object.keys(byDate).filter((d) => wonOnTheDay(d, byDate[d])).sort();
  const won = new Set(days);
  let best = 0;
  for (const d of days) {
    if (won.has(addDays(d, -1))) continue; // counted from the start of its run
    let run = 1;
    while (won.has(addDays(d, run))) run += 1;
    best = Math.max(best, run);
  }
  let streak = 0;
  for (let d = won.has(today) ? today : addDays(today, -1); won.has(d); d = addDays(d, -1)) streak += 1;
  return { streak, best };
}

/**
 * The text a player shares after a daily deal: the game, the date, the
 * moves against par, the time, the daily streak and the link, and nothing
 * of the cards or the moves themselves.
 */
export function shareText({ title, date, won, moves, par = null, ms, streak }) {
  return t('share-text', {
    game: title, date: longDate(date), won: won ? 'yes' : 'no', moves, par: par === null ? 'none' : par, time: formatTime(ms), streak,
  });
}

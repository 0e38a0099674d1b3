// The Daily deal dialog's calendar as data (daily-panel.js draws it): a
// month's days in weeks from Monday, the months it can show (from the
// engine's first year of daily deals to today's month), and the day a
// move to another month lands on. Pure: no DOM, no words.
import { partsOf, dateOf, daysOfMonth } from './daily.js';

/** The first year the calendar goes back to (the engine's first year of daily deals). */
export const FIRST_YEAR = 2000;

/**
 * A month's weeks, Monday first: each a row of seven places, a day
 * ({date, day}) or null where the month has none (before its first day,
 * after its last).
 */
export function weeksOf(year, month) {
  const weeks = [];
  let week = null;
  for (const { date, day, column } of daysOfMonth(year, month)) {
    if (!week || column === 0) {
      week = Array(7).fill(null);
      weeks.push(week);
    }
    week[column] = { date, day };
  }
  return weeks;
}

/** A month as one count (year × 12 + month − 1), to compare and step months by. */
const monthIndex = (year, month) => year * 12 + month - 1;

/** Whether the calendar may show a month: from January of FIRST_YEAR to the month of `today` (YYYY-MM-DD). */
export function canShow(year, month, today) {
  const now = partsOf(today);
  const index = monthIndex(year, month);
  return index >= monthIndex(FIRST_YEAR, 1) && index <= monthIndex(now.year, now.month);
}

/**
 * The day `step` months from `date` (YYYY-MM-DD): the same day of the
 * month, or the month's last where it has fewer (31 January on is 28 or
 * 29 February).
 */
export function monthsOn(date, step) {
  const { year, month, day } = partsOf(date);
  const index = monthIndex(year, month) + step;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return dateOf(y, m, Math.min(day, daysOfMonth(y, m).length));
}

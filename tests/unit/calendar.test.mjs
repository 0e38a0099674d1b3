// The Daily deal dialog's calendar (www/calendar.js) and the daily deal's
// dates, days and streak (www/daily.js): each month in weeks from Monday,
// the months a player can go to, and what a day's plays come to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { weeksOf, canShow, monthsOn, FIRST_YEAR } from '../../www/calendar.js';
import { dayResult, dailyStreak, addDays, localDate } from '../../www/daily.js';

/** A month's weeks as the calendar shows them: day numbers, '.' where a place has no day. */
const grid = (year, month) => weeksOf(year, month).map((week) => week.map((place) => (place ? place.day : '.')).join(' '));

test('a month shows in weeks from Monday, each day in its weekday\'s column', () => {
  // 1 December 2026 is a Tuesday; 31 December a Thursday.
  assert.deepEqual(grid(2026, 12), [
    '. 1 2 3 4 5 6',
    '7 8 9 10 11 12 13',
    '14 15 16 17 18 19 20',
    '21 22 23 24 25 26 27',
    '28 29 30 31 . . .',
  ]);
  // A month that starts on a Monday has no empty place before its first day; one ending on a Sunday none after.
  assert.deepEqual(grid(2024, 1)[0], '1 2 3 4 5 6 7');
  assert.deepEqual(grid(2026, 5).at(-1), '25 26 27 28 29 30 31');
  // February of a leap year, and one that fills four weeks exactly.
  assert.equal(weeksOf(2024, 2).flat().filter(Boolean).length, 29);
  assert.deepEqual(grid(2027, 2), ['1 2 3 4 5 6 7', '8 9 10 11 12 13 14', '15 16 17 18 19 20 21', '22 23 24 25 26 27 28']);
  // Six weeks when the month needs them.
  assert.equal(weeksOf(2026, 8).length, 6);
});

test('each place of the calendar names its date, every day of the month once', () => {
  for (const [year, month] of [[2000, 1], [2026, 2], [2026, 11], [2099, 12]]) {
    const days = weeksOf(year, month).flat().filter(Boolean);
    assert.deepEqual(days.map((d) => d.day), Array.from({ length: days.length }, (_, k) => k + 1));
    for (const { date, day } of days) assert.equal(date, `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    for (const week of weeksOf(year, month)) assert.equal(week.length, 7);
  }
});

test('the calendar goes from January 2000 to this month, and no further either way', () => {
  const today = '2026-12-02';
  assert.equal(canShow(FIRST_YEAR, 1, today), true);
  assert.equal(canShow(1999, 12, today), false);
  assert.equal(canShow(2026, 12, today), true);
  assert.equal(canShow(2027, 1, today), false);
  assert.equal(canShow(2026, 11, today), true);
});

test('another month keeps the day in focus, or the month\'s last when it is shorter', () => {
  assert.equal(monthsOn('2026-01-31', 1), '2026-02-28');
  assert.equal(monthsOn('2024-01-31', 1), '2024-02-29');
  assert.equal(monthsOn('2026-03-31', -1), '2026-02-28');
  assert.equal(monthsOn('2026-12-15', 1), '2027-01-15');
  assert.equal(monthsOn('2026-01-15', -1), '2025-12-15');
  assert.equal(monthsOn('2026-05-31', -12), '2025-05-31');
});

test('a day\'s plays: won with its fewest counted moves, played, or neither', () => {
  const play = (playedAt, wonAt = null, winMoves = null) => ({ playedAt, wonAt, winMoves });
  assert.deepEqual(dayResult(), { played: false });
  assert.deepEqual(dayResult([play(null)]), { played: false });
  assert.deepEqual(dayResult([play(1)]), { played: true });
  assert.deepEqual(dayResult([play(1, 2, 90), play(3, 4, 85), play(5)]), { played: true, won: 85 });
  // A win with moves given to it sets no count, but the day is won.
  assert.deepEqual(dayResult([play(1, 2, null)]), { played: true, won: null });
});

test('the daily streak counts the days in a row won on the day; today not yet won does not break it', () => {
  const at = (date, hour = 12) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`).getTime();
  const wonOn = (date, on = date) => [{ playedAt: at(on), wonAt: at(on), winMoves: 80 }];
  const today = '2026-12-02';
  const byDate = {
    '2026-11-28': wonOn('2026-11-28'),
    '2026-11-29': wonOn('2026-11-29'),
    '2026-11-30': wonOn('2026-11-30'),
    '2026-12-01': wonOn('2026-12-01'),
    // Won, but a day late: it shows as won, and does not count.
    '2026-11-20': wonOn('2026-11-20', '2026-11-21'),
    '2026-11-10': wonOn('2026-11-10'),
    '2026-11-11': wonOn('2026-11-11'),
  };
  assert.deepEqual(dailyStreak(byDate, today), { streak: 4, best: 4 });
  assert.deepEqual(dailyStreak({ ...byDate, [today]: wonOn(today) }, today), { streak: 5, best: 5 });
  // A day missed breaks it.
  const missed = { ...byDate };
  delete missed['2026-12-01'];
  assert.deepEqual(dailyStreak(missed, today), { streak: 0, best: 3 });
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2024-03-01', -1), '2024-02-29');
  assert.equal(localDate(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
});

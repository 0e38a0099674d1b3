// The Daily deal dialog: a month's calendar of the daily deals of the game
// being played, weeks from Monday. Each day is a button that says its
// state in its name (won, with its moves and par; played, not won; not
// played; today), and opens that day's deal; days after today cannot be
// opened. Earlier months are a button (or Page Up) away; the arrow keys
// move from day to day as in a grid. The daily streak shows below.
import { listen } from './events.js';
import { gameTitle } from './stats-panel.js';
import { localDate, partsOf, dateOf, longDate, monthName, daysOfMonth, dayResult, isAfter } from './daily.js';
import { notYet } from './daily-open.js';
import { t, locale, onLanguage } from './i18n.js';

/** The first month the calendar goes back to (the engine's first year of daily deals). */
const FIRST_YEAR = 2000;

/** The calendar's column heads, Monday first, in the page's language: short, with the whole name for screen readers. */
function showWeekdays(table) {
  const short = new Intl.DateTimeFormat(locale(), { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale(), { weekday: 'long', timeZone: 'UTC' });
  table.querySelectorAll('thead th').forEach((th, k) => {
    const day = new Date(Date.UTC(2024, 0, 1 + k)); // 1 January 2024 was a Monday
    th.textContent = short.format(day).replace(/\.$/, '');
    th.abbr = long.format(day);
  });
}

/** A day's state in words, after its date (its accessible name). */
export function dayLabel({ date, result, par, today }) {
  const words = { date: longDate(date), moves: result.won, par };
  let label;
  if (isAfter(date, today)) label = t('daily-day-future', words);
  else if (result.won !== undefined) label = t(result.won === null ? 'daily-day-won' : par === null ? 'daily-day-won-moves' : 'daily-day-won-par', words);
  else label = t(result.played ? 'daily-day-played' : 'daily-day-not-played', words);
  return date === today ? t('daily-day-today', { label }) : label;
}

/** `daily`: daily-open.js; `focusAfter`: where the focus goes when the dialog closes and its opener is hidden. */
export function bindDailyPanel({ state, dom, daily, beforeOpen, focusAfter }) {
  let year = 0;
  let month = 0;
  let focusDate = '';
  const kind = () => ({ game: state.game, cells: state.cells });
  const say = (text) => { dom.dailyMessage.textContent = text; };

  /** Draws the month shown, its days' states and the streak. */
  function draw() {
    const today = localDate();
    const now = partsOf(today);
    const days = daily.days(kind());
    dom.dailyKind.textContent = gameTitle(kind());
    dom.dailyMonth.textContent = monthName(year, month);
    showWeekdays(dom.dailyDays.closest('table'));
    dom.dailyPrev.disabled = year === FIRST_YEAR && month === 1;
    dom.dailyNext.disabled = year * 12 + month >= now.year * 12 + now.month;
    const rows = [];
    let row = null;
    for (const { date, day, column } of daysOfMonth(year, month)) {
      if (!row || column === 0) {
        row = document.createElement('tr');
        rows.push(row);
        for (let k = 0; k < (rows.length === 1 ? column : 0); k += 1) row.append(document.createElement('td'));
      }
      const result = dayResult(days[date]);
      const par = daily.parOf(kind(), date);
      const cell = document.createElement('td');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'daily-day';
      button.dataset.date = date;
      button.tabIndex = date === focusDate ? 0 : -1;
      button.setAttribute('aria-label', dayLabel({ date, result, par, today }));
      if (date === today) button.setAttribute('aria-current', 'date');
      const future = isAfter(date, today);
      if (future) button.setAttribute('aria-disabled', 'true');
      const won = result.won !== undefined;
      button.classList.toggle('won', won);
      button.classList.toggle('played', !won && result.played);
      button.classList.toggle('today', date === today);
      const number = document.createElement('span');
      number.textContent = String(day);
      const mark = document.createElement('span');
      mark.className = 'daily-mark';
      mark.setAttribute('aria-hidden', 'true');
      if (won) mark.textContent = result.won === null ? '\u2713' : par === null ? `\u2713${result.won}` : `${result.won}/${par}`;
      else if (result.played) mark.textContent = '\u2022';
      button.append(number, mark);
      cell.append(button);
      row.append(cell);
    }
    while (row.children.length < 7) row.append(document.createElement('td'));
    dom.dailyDays.replaceChildren(...rows);
    const s = daily.streak(kind());
    dom.dailyStreak.textContent = t('daily-streak', { streak: s.streak, best: s.best });
  }

  /** Shows the month of `date`, with the focus on that day. */
  function showMonth(date, { focus = false } = {}) {
    ({ year, month } = partsOf(date));
    focusDate = date;
    draw();
    if (focus) dom.dailyDays.querySelector(`[data-date="${date}"]`)?.focus();
  }

  /** The month `step` months from the one shown, its day nearest the one in focus. */
  function changeMonth(step, { focus = false } = {}) {
    const index = year * 12 + (month - 1) + step;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const last = daysOfMonth(y, m).length;
    showMonth(dateOf(y, m, Math.min(partsOf(focusDate).day, last)), { focus });
  }

  function choose(date) {
    if (isAfter(date, localDate())) {
      say(notYet(date));
      return;
    }
    dom.dailyDialog.close();
    daily.open({ ...kind(), daily: date });
  }

  const MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

  function onKey(e) {
    const button = e.target.closest('[data-date]');
    if (!button) return;
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      const step = e.key === 'PageUp' ? -1 : 1;
      const target = year * 12 + month + step;
      const now = partsOf(localDate());
      if (target <= now.year * 12 + now.month && target > FIRST_YEAR * 12) changeMonth(step, { focus: true });
      e.preventDefault();
      return;
    }
    const step = MOVES[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const { day } = partsOf(button.dataset.date);
    const next = day + step;
    if (next < 1 || next > daysOfMonth(year, month).length) return;
    showMonth(dateOf(year, month, next), { focus: true });
  }

  const unbinds = [
    listen(dom.openDaily, 'click', () => {
      beforeOpen?.();
      say('');
      const today = localDate();
      showMonth(state.daily && !isAfter(state.daily, today) ? state.daily : today);
      dom.dailyDialog.showModal();
      dom.dailyDays.querySelector('[tabindex="0"]')?.focus();
    }),
    listen(dom.dailyPrev, 'click', () => { say(''); changeMonth(-1); }),
    listen(dom.dailyNext, 'click', () => { say(''); changeMonth(1); }),
    listen(dom.dailyDays, 'click', (e) => {
      const button = e.target.closest('[data-date]');
      if (button) choose(button.dataset.date);
    }),
    listen(dom.dailyDays, 'keydown', onKey),
    listen(dom.dailyToday, 'click', () => choose(localDate())),
    listen(dom.dailyClose, 'click', () => dom.dailyDialog.close()),
    listen(dom.dailyDialog, 'click', (e) => { if (e.target === dom.dailyDialog) dom.dailyDialog.close(); }),
    listen(dom.dailyDialog, 'close', () => { if (!dom.openDaily.checkVisibility()) focusAfter?.focus(); }),
    onLanguage(() => { if (dom.dailyDialog.open) draw(); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}

// The Daily deal dialog: a month's calendar of the daily deals of the game
// being played, weeks from Monday. Each day is a button that says its
// state in its name (won, with its moves and par; played, not won; not
// played; today), and opens that day's deal; days after today cannot be
// opened. Earlier months are a button (or Page Up) away; the arrow keys
// move from day to day as in a grid. The daily streak shows below. Each
// day shows its daily goals met (three marks, named in its button's name);
// below, the month's goals met and badge, and the goals of the day in focus
// (daily-goals-panel.js), each playable.
import { listen } from './events.js';
import { gameTitle } from './stats-panel.js';
import { localDate, partsOf, dateOf, longDate, monthName, daysOfMonth, dayResult, isAfter } from './daily.js';
import { weeksOf, canShow, monthsOn } from './calendar.js';
import { notYet } from './daily-open.js';
import { gameSpec } from './game.js';
import { t, locale, onLanguage } from './i18n.js';
import { TIERS } from './goals-met.js';
import { tiersMet } from './badges.js';
import { tierName } from './goal-words.js';
import { bindGoalsList, showBadge } from './daily-goals-panel.js';

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

/** A day's state in words, after its date, with its goals met (its accessible name). */
export function dayLabel({ date, result, par, today, met = [] }) {
  const words = { date: longDate(date), moves: result.won, par };
  let label;
  if (isAfter(date, today)) label = t('daily-day-future', words);
  else if (result.won !== undefined) label = t(result.won === null ? 'daily-day-won' : par === null ? 'daily-day-won-moves' : 'daily-day-won-par', words);
  else label = t(result.played ? 'daily-day-played' : 'daily-day-not-played', words);
  if (met.length) {
    const tiers = new Intl.ListFormat(locale(), { type: 'conjunction' }).format(met.map(tierName));
    label = t('daily-day-goals', { label, count: met.length, tiers });
  }
  return date === today ? t('daily-day-today', { label }) : label;
}

/** `daily`: daily-open.js; `focusAfter`: where the focus goes when the dialog closes and its opener is hidden. */
export function bindDailyPanel({ state, dom, daily, goals, saves, beforeOpen, focusAfter }) {
  let year = 0;
  let month = 0;
  let focusDate = '';
  const kind = () => gameSpec(state);
  const say = (text) => { dom.dailyMessage.textContent = text; };

  /** Draws the month shown, its days' states and the streak. */
  function draw() {
    const today = localDate();
    const days = daily.days(kind());
    const goalsMet = saves.goalsByDate();
    dom.dailyKind.textContent = gameTitle(kind());
    dom.dailyMonth.textContent = monthName(year, month);
    showWeekdays(dom.dailyDays.closest('table'));
    const before = partsOf(monthsOn(dateOf(year, month, 1), -1));
    const after = partsOf(monthsOn(dateOf(year, month, 1), 1));
    dom.dailyPrev.disabled = !canShow(before.year, before.month, today);
    dom.dailyNext.disabled = !canShow(after.year, after.month, today);
    const rows = weeksOf(year, month).map((week) => {
      const row = document.createElement('tr');
      row.append(...week.map((place) => {
        const cell = document.createElement('td');
        if (place) cell.append(dayButton(place, days, today, tiersMet(goalsMet[place.date])));
        return cell;
      }));
      return row;
    });
    dom.dailyDays.replaceChildren(...rows);
    const s = daily.streak(kind());
    dom.dailyStreak.textContent = t('daily-streak', { streak: s.streak, best: s.best });
    showBadge(dom, goalsMet, year, month);
    goalsList.show(focusDate);
  }

  /** A day's button in the calendar: its number, its mark (won, played), its goals met (`met`: tiers), its state in its name. */
  function dayButton({ date, day }, days, today, met) {
    const result = dayResult(days[date]);
    const par = daily.parOf(kind(), date);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'daily-day';
    button.dataset.date = date;
    button.tabIndex = date === focusDate ? 0 : -1;
    button.setAttribute('aria-label', dayLabel({ date, result, par, today, met }));
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
    const pips = document.createElement('span');
    pips.className = 'daily-goal-marks';
    pips.setAttribute('aria-hidden', 'true');
    pips.append(...TIERS.map((tier) => {
      const dot = document.createElement('span');
      dot.className = `goal-mark ${tier}`;
      dot.classList.toggle('met', met.includes(tier));
      return dot;
    }));
    pips.hidden = future; // a day not open yet has no goals to meet
    button.append(number, mark, pips);
    return button;
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
    showMonth(monthsOn(focusDate, step), { focus });
  }

  function choose(date) {
    if (isAfter(date, localDate())) {
      say(notYet(date));
      return;
    }
    dom.dailyDialog.close();
    daily.open({ ...kind(), daily: date });
  }

  /** Plays a day's goal (`tier`), opening the daily deal it is on. */
  function playGoal(date, tier) {
    dom.dailyDialog.close();
    daily.open({ daily: date, goal: tier });
  }

  const goalsList = bindGoalsList({ dom, goals, saves, play: playGoal, moveTo: (date) => showMonth(date) });

  const MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

  function onKey(e) {
    const button = e.target.closest('[data-date]');
    if (!button) return;
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      const step = e.key === 'PageUp' ? -1 : 1;
      const target = partsOf(monthsOn(focusDate, step));
      if (canShow(target.year, target.month, localDate())) changeMonth(step, { focus: true });
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
    // The goals shown are the day in focus's, as the arrow keys move it.
    listen(dom.dailyDays, 'focusin', (e) => {
      const date = e.target.closest('[data-date]')?.dataset.date;
      if (date && date !== focusDate) goalsList.show(date);
    }),
    goalsList.unbind,
    listen(dom.dailyToday, 'click', () => choose(localDate())),
    listen(dom.dailyClose, 'click', () => dom.dailyDialog.close()),
    listen(dom.dailyDialog, 'click', (e) => { if (e.target === dom.dailyDialog) dom.dailyDialog.close(); }),
    listen(dom.dailyDialog, 'close', () => { if (!dom.openDaily.checkVisibility()) focusAfter?.focus(); }),
    onLanguage(() => { if (dom.dailyDialog.open) draw(); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}

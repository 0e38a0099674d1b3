// The Daily deal dialog's goals: a day's three goals (Easy, Medium, Hard)
// under the calendar, each a button that plays it and says in its name
// whether it was met, with the day before and after a button away; and
// the month's count of goals met with its badge. The goals are the
// engine's (daily-goals.js, asked of the dealer's worker the first time a
// day is shown); whether one was met is what its record keeps (saves.js
// goalsByDate); the badge's counts are goals-met.js's.
import { listen } from './events.js';
import { gameTitle } from './game-name.js';
import { localDate, longDate, isAfter, addDays, partsOf, dateOf } from './daily.js';
import { FIRST_YEAR } from './calendar.js';
import { badgeOf, monthCount } from './badges.js';
import { tierName, goalText } from './goal-words.js';
import { errorText, solverErrorText } from './words.js';
import { t } from './i18n.js';

/**
 * The month's count of goals met and its badge: the badge (its colour and
 * its name, one image named as it reads), then the count and what the next
 * badge needs.
 */
export function showBadge(dom, byDate, year, month) {
  const count = monthCount(byDate, dateOf(year, month, 1).slice(0, 7));
  const { badge, next } = badgeOf(count);
  const name = t('badge-name', { badge: badge ?? 'none' });
  dom.dailyBadge.dataset.badge = badge ?? 'none';
  dom.dailyBadgeName.textContent = name;
  dom.dailyBadgeIcon.setAttribute('role', 'img');
  dom.dailyBadgeIcon.setAttribute('aria-label', name);
  dom.dailyBadgeText.textContent = t(next ? 'daily-month-goals-next' : 'daily-month-goals', { count, next: next?.badge ?? 'none', needs: next?.needs ?? 0 });
}

/**
 * `goals`: daily-goals.js; `saves`: saves.js; `play(date, tier)` plays a
 * day's goal; `moveTo(date)` shows another day in the calendar. Returns
 * {show(date): the goals of that day shown, unbind}.
 */
export function bindGoalsList({ dom, goals, saves, play, moveTo }) {
  let date = '';

  function item(entry, met) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'daily-goal';
    button.dataset.tier = entry.tier;
    button.classList.toggle('met', met);
    const words = { tier: tierName(entry.tier), goal: goalText(entry.goal), game: gameTitle(entry.goal.game) };
    button.setAttribute('aria-label', t(met ? 'daily-goal-met' : 'daily-goal-open', words));
    const mark = document.createElement('span');
    mark.className = 'goal-mark';
    mark.classList.toggle('met', met);
    mark.setAttribute('aria-hidden', 'true');
    const text = document.createElement('span');
    text.textContent = t('daily-goal-text', words);
    button.append(mark, text);
    li.append(button);
    return li;
  }

  function note(text) {
    const li = document.createElement('li');
    li.className = 'note';
    li.textContent = text;
    dom.dailyGoals.replaceChildren(li);
  }

  /** Shows the goals of `day` (YYYY-MM-DD): at once when known here, else once the worker has chosen them. */
  function show(day) {
    date = day;
    const today = localDate();
    dom.dailyGoalsTitle.textContent = t('daily-goals-title', { date: longDate(day) });
    dom.goalsPrev.disabled = partsOf(addDays(day, -1)).year < FIRST_YEAR;
    dom.goalsNext.disabled = !isAfter(today, day);
    if (isAfter(day, today)) {
      note(t('daily-goals-future'));
      return;
    }
    const known = goals.known(day);
    if (!known) note(t('daily-goals-finding'));
    goals.find(day).then((found) => {
      if (date !== day || !dom.dailyDialog.open) return;
      if (found.error) {
        note(errorText(found, 'goal-none', { error: solverErrorText(found) }));
        return;
      }
      const met = saves.goalsByDate()[day] ?? {};
      dom.dailyGoals.replaceChildren(...found.goals.map((entry) => item(entry, met[entry.tier] !== undefined)));
    });
  }

  const unbinds = [
    listen(dom.dailyGoals, 'click', (e) => {
      const button = e.target.closest('[data-tier]');
      if (button) play(date, button.dataset.tier);
    }),
    listen(dom.goalsPrev, 'click', () => moveTo(addDays(date, -1))),
    listen(dom.goalsNext, 'click', () => moveTo(addDays(date, 1))),
  ];
  return { show, unbind: () => unbinds.forEach((unbind) => unbind()) };
}

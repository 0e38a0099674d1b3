// The month's daily goals met, counted, and its badge: Bronze, Silver,
// Gold or Diamond by that count (the README states the counts). Pure: no
// DOM, no storage, no words; the goals met are each date's record's
// (goals-met.js, saves.js goalsByDate).
import { TIERS } from './goals-met.js';

/**
 * The month's badges by the goals met in it (of three a day, up to 93):
 * Bronze for one day's three, Silver for 15, Gold for 40, Diamond for 75.
 * The README states the same counts.
 */
export const BADGES = [
  { badge: 'diamond', at: 75 },
  { badge: 'gold', at: 40 },
  { badge: 'silver', at: 15 },
  { badge: 'bronze', at: 3 },
];

/** The tiers met of a date's goals (`{easy: at, …}`), easiest first. */
export const tiersMet = (goals = {}) => TIERS.filter((tier) => goals[tier] !== undefined);

/** How many goals were met in the month `YYYY-MM` from each date's goals met ({date: goals}). */
export function monthCount(byDate, month) {
  return Object.entries(byDate)
    .filter(([date]) => date.startsWith(`${month}-`))
    .reduce((n, [, goals]) => n + tiersMet(goals).length, 0);
}

/** The badge of `count` goals met in a month ('bronze' … 'diamond'), and the next one with the count it needs; badge null below Bronze. */
export function badgeOf(count) {
  const at = BADGES.findIndex((b) => count >= b.at);
  const badge = at === -1 ? null : BADGES[at].badge;
  const next = at === -1 ? BADGES.at(-1) : BADGES[at - 1] ?? null;
  return { badge, next: next ? { badge: next.badge, needs: next.at - count } : null };
}

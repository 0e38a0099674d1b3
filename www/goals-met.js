// The daily goals met, as saved and counted: a daily record's `goals`
// ({easy: when it was met, …}, records.js), two copies of it merged (two
// tabs, an import), a month's count of goals met, and the month's badge.
// Pure: no DOM, no storage, no words, and no goal rule (whether a goal is
// met is wasm `goalProgress`'s, goal-play.js asks it).
import { isCount } from './counts.js';

/** A date's goals, easiest first (wasm `dailyGoals`' tiers, `?goal=`). */
export const TIERS = ['easy', 'medium', 'hard'];

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

/** A checked copy of a record's saved `goals` (absent: none met), or null when it is not what this page writes. */
export function readGoals(goals) {
  if (goals === undefined) return {};
  if (!goals || typeof goals !== 'object' || Array.isArray(goals)) return null;
  const out = {};
  for (const [tier, at] of Object.entries(goals)) {
    if (!TIERS.includes(tier) || !isCount(at)) return null;
    out[tier] = at;
  }
  return out;
}

/** Two records' goals met as one: every goal either met, at the earlier time. */
export function mergeGoals(a = {}, b = {}) {
  const out = { ...a };
  for (const [tier, at] of Object.entries(b)) out[tier] = out[tier] === undefined ? at : Math.min(out[tier], at);
  return out;
}

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

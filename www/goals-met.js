// The daily goals met as saved: a daily record's `goals` ({easy: when it
// was met, …}, records.js) checked, and two copies of it merged (two tabs,
// an import). Pure: no DOM, no storage, no words, and no goal rule
// (whether a goal is met is wasm `goalProgress`'s, goal-play.js asks it).
// The month's count and badge are badges.js's, which the first load does
// without.
import { isCount } from './counts.js';

/** A date's goals, easiest first (wasm `dailyGoals`' tiers, `?goal=`). */
export const TIERS = ['easy', 'medium', 'hard'];

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

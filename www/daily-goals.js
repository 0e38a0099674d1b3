// A date's three daily goals (Easy, Medium, Hard), as the engine chose
// them: asked once a date of the dealer's worker (wasm `dailyGoals`, which
// grades and solves: never on the page's thread) and remembered in
// localStorage, since the choice never changes; questions for the same
// date while one is on its way share its answer.

/** Prefix of a date's remembered goals: `freecell.goals:2026-11-28` holds wasm `dailyGoals`' answer. */
export const GOALS_KEY = 'freecell.goals:';

/** Whether `goals` is a date's three goals as wasm gives them (read back from storage, which anything may have written). */
const isGoals = (goals) => Array.isArray(goals) && goals.length === 3
  && goals.every((g) => g && typeof g.tier === 'string' && g.goal && typeof g.goal.deal === 'number' && g.goal.game && g.goal.kind);

/** `dealer`: dealer.js; `local`: localStorage (or null where it is refused). */
export function createDailyGoals({ dealer, local }) {
  const asking = new Map(); // date -> a promise of the answer

  /** The goals of `date` already known here, or null. */
  function known(date) {
    try {
      const goals = JSON.parse(local?.getItem(GOALS_KEY + date) ?? 'null');
      return isGoals(goals) ? goals : null;
    } catch {
      return null;
    }
  }

  /** The goals of `date`: {goals} (wasm `DailyGoal[]`, easiest first), or the worker's {error, problem, reason?}. */
  function find(date) {
    const goals = known(date);
    if (goals) return Promise.resolve({ goals });
    if (!asking.has(date)) {
      asking.set(date, dealer.goals(date).then((answer) => {
        asking.delete(date);
        if (isGoals(answer.goals)) {
          try { local?.setItem(GOALS_KEY + date, JSON.stringify(answer.goals)); } catch { /* asked again next time */ }
        }
        return answer;
      }));
    }
    return asking.get(date);
  }

  return { known, find };
}

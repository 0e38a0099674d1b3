// The daily goals while their deal is played: after every change the
// engine judges the play (wasm `goalProgress`, on this thread: it needs no
// solver) against each goal of the date on the game shown, a goal met is
// kept in the game's record (state.goalsMet, saved like the rest of it),
// and the goal being played (state.goal, `?goal=`) shows in the dock with
// its progress in words, or why it can no longer be met, with Try again (a
// new play of the deal). Nothing here counts a move or a card.
import { goalProgress } from './pkg/freecell.js';
import { elapsed } from './clock.js';
import { listen } from './events.js';
import { gameTitle } from './game-name.js';
import { t } from './i18n.js';
import { tierName, goalText, progressText } from './goal-words.js';

/** The goals' own style (goals.css: the calendar's marks and badge, the dock's goal), which the first load does without. */
function addStyle() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./goals.css', import.meta.url).href;
  document.head.append(link);
}

/** `goals`: daily-goals.js; `onResize`: the board measured again when the dock's height changes. */
export function createGoalPlay({ state, dom, ctl, goals, onResize }) {
  let ticking = 0;
  /** The goal played and where it stood when last drawn, so that a goal lost is said once (the dock's words change at every move, unsaid). */
  let said = '';
  addStyle();

  /** The goals of the date shown whose deal is the game shown (all three are on one game's daily deal), or none. */
  function goalsHere() {
    if (!state.daily || state.unsaved || state.deal === null) return [];
    const { game, cells } = state.rules;
    return (goals.known(state.daily) ?? []).filter(({ goal }) => goal.game.game === game && goal.game.cells === cells && goal.deal === state.deal);
  }

  /** The engine's judgement of the play shown against `goal`, or null when its events are not all known. */
  function judge(goal) {
    if (!state.events) return null;
    const record = { game: { game: state.rules.game, cells: state.rules.cells }, deal: state.deal, events: state.events, elapsedMs: Math.round(elapsed(state)) };
    try {
      return goalProgress(goal, record);
    } catch {
      return null; // a record the engine cannot replay is not judged
    }
  }

  /** Shows the goal being played and where it stands (or hides the dock's goal panel). */
  function draw(played) {
    const was = dom.goal.hidden;
    dom.goal.hidden = !played;
    if (played) {
      const { entry, progress } = played;
      dom.goalTitle.textContent = t('goal-title', { tier: tierName(entry.tier), game: gameTitle(entry.goal.game), goal: goalText(entry.goal) });
      dom.goalText.textContent = progressText(entry.goal, progress);
      dom.goal.dataset.status = progress?.status ?? 'unjudged';
      // Try again: for a goal not met in a play begun (lost, or still open, to start over).
      dom.goalAgain.hidden = progress?.status === 'met' || (state.history.length === 1 && progress !== null);
      const now = `${state.playId}/${entry.tier}/${progress?.status}`;
      if (progress?.status === 'lost' && said !== now) ctl.say(dom.goalText.textContent, 8000);
      said = now;
    }
    if (was !== dom.goal.hidden) onResize();
    // A goal against the clock counts down while the clock runs.
    const clocked = played?.progress?.status === 'open' && played.progress.msLeft !== null && state.runningSince !== null;
    if (clocked && !ticking) ticking = setInterval(update, 1000);
    if (!clocked && ticking) {
      clearInterval(ticking);
      ticking = 0;
    }
  }

  /** Judges the play shown against the date's goals: a goal met is kept (and said), the one played shown. */
  function update() {
    const met = [];
    let played = null;
    for (const entry of goalsHere()) {
      const progress = judge(entry.goal);
      if (progress?.status === 'met' && state.goalsMet[entry.tier] === undefined) met.push(entry);
      if (state.goal?.identity === state.identity && entry.tier === state.goal.tier) played = { entry, progress };
    }
    if (met.length) {
      const now = Date.now();
      state.goalsMet = { ...state.goalsMet, ...Object.fromEntries(met.map((e) => [e.tier, now])) };
      ctl.persist();
      ctl.say(met.map((e) => t('goal-met-said', { tier: tierName(e.tier), goal: goalText(e.goal) })).join(' '), 6000);
    }
    draw(played);
  }

  /** Try again: a new play of the deal, so that the goal is judged from its start. */
  listen(dom.goalAgain, 'click', () => {
    ctl.open({ game: state.rules.game, cells: state.rules.cells, deal: state.deal, daily: state.daily }, { fresh: true, push: false });
    ctl.focusBoard?.();
  });

  return { onChange: update, onLanguage: update };
}

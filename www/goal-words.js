// A daily goal and its progress in the player's words: what the goal asks
// (wasm `dailyGoals`' `GoalKind`), and where a game stands against it as
// wasm `goalProgress` judged it ("Aces home: 2 of 4, 11 moves left"; met;
// no longer possible, and why). Only words: every number here is the
// engine's, nothing is counted.
import { t } from './messages.js';
import { formatTime } from './clock.js';

/** 'Easy', 'Medium', 'Hard'. */
export const tierName = (tier) => t(`goal-tier-${tier}`);

/** What a goal ({game, deal, kind}) asks: "Win within 96 moves". */
export const goalText = ({ kind }) => t(`goal-kind-${kind.name}`, { cells: kind.cells ?? 0, moves: kind.moves ?? 0, minutes: kind.minutes ?? 0 });

/** Why a goal was lost (`GoalLost`), as the end of a sentence. */
function lostText(lost) {
  return t(`goal-lost-${lost.why}`, { limit: lost.limit ?? 0, used: lost.used ?? 0, allowed: lost.allowed ?? 0 });
}

/**
 * Where a game stands against `goal` (`progress`, wasm `GoalProgress`; null
 * when the play's events are not all known, so that it cannot be judged).
 * The goal's kind picks the words: aces for the aces' goal, the cards home
 * with what the goal limits (moves, time, free cells) for the others.
 */
export function progressText(goal, progress) {
  if (!progress) return t('goal-unjudged');
  if (progress.status === 'met') return t('goal-met');
  if (progress.status === 'lost') return t('goal-lost', { why: lostText(progress.lost) });
  const words = { cards: progress.cardsHome, aces: progress.acesHome, left: progress.movesLeft ?? 0 };
  if (goal.kind.name === 'aces-home') return t('goal-progress-aces', words);
  if (progress.movesLeft !== null) return t('goal-progress-moves', words);
  if (progress.msLeft !== null) return t('goal-progress-time', { ...words, time: formatTime(progress.msLeft) });
  if (progress.cellsAllowed !== null) return t('goal-progress-cells', { ...words, used: progress.mostCellsUsed, allowed: progress.cellsAllowed });
  return t('goal-progress-cards', words);
}

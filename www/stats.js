// Statistics: played, won, current and best streak. A game counts as played
// from its first move; leaving it unwon for another breaks the streak.

export function countPlayed(state) {
  if (state.counted) return;
  state.counted = true;
  state.stats.played += 1;
}

export function countWin(state) {
  const s = state.stats;
  s.won += 1;
  s.streak += 1;
  s.best = Math.max(s.best, s.streak);
}

export function countAbandoned(state) {
  if (state.counted && !state.winCounted) state.stats.streak = 0;
}

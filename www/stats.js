// Statistics: played, won, current and best streak, and the hints the won
// games used. A game counts as played from its first move; leaving it
// unwon for another breaks the streak.

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
  // The hints the won games used, by level (the game counts its own: state.hints).
  s.hints ??= { nudge: 0, lit: 0, played: 0 };
  for (const level of Object.keys(s.hints)) s.hints[level] += state.hints?.[level] ?? 0;
}

export function countAbandoned(state) {
  if (state.counted && !state.winCounted) state.stats.streak = 0;
}

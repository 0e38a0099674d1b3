// The game clock: runs from the first move until the win.

export function elapsed(state, now = Date.now()) {
  return state.elapsed + (state.runningSince === null ? 0 : now - state.runningSince);
}

export function startClock(state) {
  if (state.runningSince === null && !state.won) state.runningSince = Date.now();
}

export function stopClock(state) {
  state.elapsed = elapsed(state);
  state.runningSince = null;
}

/** 75000 -> '1:15'. */
export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

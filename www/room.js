// Making room when storage is full: a save that does not fit first sets
// aside the boards of other games' won plays (their results stay), then
// drops the undo steps of the least recently saved games (their positions
// stay), and says whose undo steps went.
import { newPlayId, resultsOf } from './records.js';
import { KEYS, isFull } from './store.js';

/**
 * `local`: the storage; `store`: its reads (store.js); `index`: per
 * identity {savedAt, ...} of every readable record (saves.js);
 * `remember(identity, record)`: keeps the index true. Returns `put`.
 */
export function createRoom({ local, store, index, remember }) {
  const { get, parse } = store;

  /**
   * Writes `value` under `key`; when storage is full, first makes room by
   * setting aside the boards of other games' won plays (their results
   * stay), then by dropping the undo steps of the least recently saved
   * games (their positions stay). Returns {cut: [the identities of the
   * games whose undo steps were dropped]}, or {failure: what storage
   * threw}.
   */
  function put(key, value) {
    try {
      local.setItem(key, value);
      return { cut: [] };
    } catch (first) {
      if (!isFull(first)) return { failure: first }; // refused, not full: nothing to free
      const cut = [];
      for (const keepHistory of [true, false]) {
        cut.push(...makeRoom(key, keepHistory));
        try {
          local.setItem(key, value);
          return { cut };
        } catch { /* still full */ }
      }
      return { failure: first };
    }
  }

  /** Makes room for `except`; returns the identities whose undo steps were dropped. */
  function makeRoom(except, keepHistory) {
    const cut = [];
    const others = [...index.entries()].filter(([id]) => KEYS.game + id !== except).sort((a, b) => a[1].savedAt - b[1].savedAt);
    for (const [identity] of others) {
      const key = KEYS.game + identity;
      const record = parse(get(key), identity);
      if (!record) continue;
      const play = record.play;
      let smaller = null;
      if (play.wonAt !== null) {
        const start = { pos: play.history[0].pos, moves: 0 };
        smaller = { ...record, past: [...record.past, resultsOf(record).at(-1)], play: { ...play, id: newPlayId(), history: [start], at: 0, elapsed: 0, playedAt: null, wonAt: null, winMoves: null, winMs: null, leftAt: [], ...(play.events ? { events: [] } : {}) } };
      } else if (!keepHistory && play.history.length > 2) {
        const now = play.history[play.at];
        // Its events went with the steps they undo through: a goal can no longer judge it (goal-play.js says so).
        const kept = { ...play };
        delete kept.events;
        smaller = { ...record, play: { ...kept, history: play.at ? [play.history[0], now] : [now], at: play.at ? 1 : 0 } };
      }
      if (!smaller) continue;
      try {
        local.setItem(key, JSON.stringify(smaller));
        remember(identity, smaller);
        if (play.wonAt === null) cut.push(identity);
      } catch { /* leave it as it is */ }
    }
    return cut;
  }

  return put;
}

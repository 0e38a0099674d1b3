// The saved games in localStorage, one key per game identity
// (`freecell.game:freecell/4/deal/617`, see records.js), so that tabs
// playing different games never write the same key. A tab writes a game's
// key only if it still holds what this tab last read or wrote there:
// otherwise another tab has played that game meanwhile, and the caller is
// handed the newer record to show instead of writing over it. Statistics
// are read from all the records (stats.js). The first version's single
// `freecell.save` is carried over once. Nothing here throws: storage that
// is missing, full or corrupt gives a notice, and an unreadable record is
// left where it is, never deleted.
import {
  readRecord, recordOf, recordIdentity, kindOf, resultsOf, newPlayId, FORMAT, VERSION,
} from './records.js';
import { summarize } from './stats.js';

export const KEYS = {
  /** Prefix of each game's record; the identity follows. */
  game: 'freecell.game:',
  /** The identity of the game saved most recently, by any tab: a page opened without an address resumes it. */
  last: 'freecell.last',
  /** The statistics carried over from the first version: {kind: {played, won, streak, best}}. */
  carried: 'freecell.carried',
  /** The first version's save (one game, the settings and the statistics). */
  legacy: 'freecell.save',
  /** Where a first-version save that could not be read is kept aside. */
  legacyAside: 'freecell.save.unreadable',
  /** Prefix of where a game's record that could not be read is kept aside before a new play of it is saved. */
  aside: 'freecell.unreadable:',
  /** sessionStorage: the identity of the game this tab shows, so a reload or a new address knows what it left. */
  tab: 'freecell.tab',
};

const UNREADABLE = 'The saved game could not be read, so a new game has started.';
const NO_STORAGE = 'This browser does not let the game save its progress.';
const FULL = 'The browser\'s storage is full: this game could not be saved.';
const NEWER = 'A newer version of the page (in another tab) has saved this game: reload to go on with it. Moves made here are not saved.';

const isCount = (n) => Number.isInteger(n) && n >= 0;

function readCarried(raw) {
  let data = null;
  try { data = JSON.parse(raw); } catch { return {}; }
  if (!data || typeof data !== 'object') return {};
  const out = {};
  for (const [kind, s] of Object.entries(data)) {
    if (s && ['played', 'won', 'streak', 'best'].every((k) => isCount(s[k]))) out[kind] = { played: s.played, won: s.won, streak: s.streak, best: s.best };
  }
  return out;
}

/** The first version's game: {deal, history, at, elapsed, counted, winCounted}, or null. */
function readLegacyGame(g) {
  if (!g || typeof g !== 'object') return null;
  const okHistory = Array.isArray(g.history) && g.history.length > 0
    && g.history.every((e) => e && typeof e.pos === 'string' && isCount(e.moves));
  if (!okHistory || !isCount(g.at) || g.at >= g.history.length) return null;
  if (g.deal !== null && !(Number.isInteger(g.deal) && g.deal > 0)) return null;
  if (!isCount(g.elapsed)) return null;
  return g;
}

/** The first version's save as a record (playedAt / wonAt 0: already in its carried totals). */
function legacyRecord(g, now) {
  return readRecord({
    format: FORMAT,
    version: VERSION,
    game: 'freecell',
    cells: 4,
    deal: g.deal,
    play: {
      id: newPlayId(),
      history: g.history.map((e) => ({ pos: e.pos, moves: e.moves })),
      at: g.at,
      elapsed: g.elapsed,
      playedAt: g.counted ? 0 : null,
      wonAt: g.counted && g.winCounted ? 0 : null,
      winMoves: null,
      winMs: null,
      leftAt: [],
    },
    past: [],
    savedAt: now,
  });
}

/** `localStorage` or `sessionStorage`, or null where the browser refuses it (it throws on the mere access when site data is blocked). */
export function storageOf(name) {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null; // a browser that refuses storage throws on the mere access
  }
}

export function createSaves({ local = storageOf('localStorage'), session = storageOf('sessionStorage') } = {}) {
  /** Per identity: {kind, savedAt, results} of every readable record, for the statistics and the export. */
  const index = new Map();
  /** Per identity: the text this tab last read or wrote there (what a write may replace). */
  const known = new Map();
  let carried = {};

  function get(key) {
    try { return local?.getItem(key) ?? null; } catch { return null; }
  }

  /**
   * Keeps `raw`, a record of `identity` that this page cannot use (corrupt,
   * refused by wasm, or written by a version it does not know), under its
   * aside key before the game's key is written again; never over another
   * record kept there. If storage refuses even that, it is written over.
   */
  function keepAside(identity, raw) {
    const key = KEYS.aside + identity;
    const held = get(key);
    if (held === raw) return;
    try { local.setItem(held === null ? key : `${key}@${Date.now()}`, raw); } catch { /* no room left */ }
  }

  /** Whether `raw` is a record written by a newer version of the page. */
  function isNewer(raw) {
    try {
      const data = JSON.parse(raw);
      return data?.format === FORMAT && Number.isInteger(data.version) && data.version > VERSION;
    } catch {
      return false;
    }
  }

  function parse(raw, identity) {
    let data = null;
    try { data = JSON.parse(raw); } catch { return null; }
    const record = readRecord(data);
    return record && (identity === undefined || recordIdentity(record) === identity) ? record : null;
  }

  function remember(identity, record) {
    if (record) index.set(identity, { kind: kindOf(record), savedAt: record.savedAt, results: resultsOf(record) });
    else index.delete(identity);
  }

  /** Reads every record's results and the carried totals. */
  function scan() {
    index.clear();
    if (!local) return;
    const keys = [];
    try {
      for (let i = 0; i < local.length; i += 1) keys.push(local.key(i));
    } catch {
      return;
    }
    for (const key of keys) {
      if (!key?.startsWith(KEYS.game)) continue;
      const identity = key.slice(KEYS.game.length);
      remember(identity, parse(get(key), identity));
    }
    carried = readCarried(get(KEYS.carried));
  }

  /**
   * Writes `value` under `key`; when storage is full, first makes room by
   * setting aside the boards of other games' won plays (their results
   * stay), then by dropping the undo steps of the least recently saved
   * games (their positions stay). Returns whether it was written.
   */
  function put(key, value) {
    try {
      local.setItem(key, value);
      return true;
    } catch {
      for (const keepHistory of [true, false]) {
        makeRoom(key, keepHistory);
        try {
          local.setItem(key, value);
          return true;
        } catch { /* still full */ }
      }
      return false;
    }
  }

  function makeRoom(except, keepHistory) {
    const others = [...index.entries()].filter(([id]) => KEYS.game + id !== except).sort((a, b) => a[1].savedAt - b[1].savedAt);
    for (const [identity] of others) {
      const key = KEYS.game + identity;
      const record = parse(get(key), identity);
      if (!record) continue;
      const play = record.play;
      let smaller = null;
      if (play.wonAt !== null) {
        const start = { pos: play.history[0].pos, moves: 0 };
        smaller = { ...record, past: [...record.past, resultsOf(record).at(-1)], play: { ...play, id: newPlayId(), history: [start], at: 0, elapsed: 0, playedAt: null, wonAt: null, winMoves: null, winMs: null, leftAt: [] } };
      } else if (!keepHistory && play.history.length > 2) {
        const now = play.history[play.at];
        smaller = { ...record, play: { ...play, history: play.at ? [play.history[0], now] : [now], at: play.at ? 1 : 0 } };
      }
      if (!smaller) continue;
      try {
        local.setItem(key, JSON.stringify(smaller));
        remember(identity, smaller);
      } catch { /* leave it as it is */ }
    }
  }

  /** Carries the first version's save over, once: its game, its statistics; its settings are returned. */
  function migrate(now) {
    const raw = get(KEYS.legacy);
    if (raw === null) return { notice: null, settings: null };
    let data = null;
    try { data = JSON.parse(raw); } catch { data = null; }
    if (!data || data.version !== 1) {
      try {
        local.setItem(KEYS.legacyAside, raw);
        local.removeItem(KEYS.legacy);
      } catch { /* shown again next time */ }
      return { notice: UNREADABLE, settings: null };
    }
    const game = readLegacyGame(data.game);
    const record = game && legacyRecord(game, now);
    const s = data.stats;
    const stats = s && ['played', 'won', 'streak', 'best'].every((k) => isCount(s[k])) ? s : null;
    const settings = data.settings && ['off', 'safe', 'all'].includes(data.settings.autoplay) ? { autoplay: data.settings.autoplay } : null;
    try {
      if (record) {
        const identity = recordIdentity(record);
        // A record already there was written by this version since: it is the newer.
        if (get(KEYS.game + identity) === null) local.setItem(KEYS.game + identity, JSON.stringify(record));
        local.setItem(KEYS.last, identity);
      }
      if (stats) local.setItem(KEYS.carried, JSON.stringify({ ...readCarried(get(KEYS.carried)), 'freecell/4': stats }));
      local.removeItem(KEYS.legacy);
    } catch {
      return { notice: NO_STORAGE, settings };
    }
    const lost = (data.game && !record) || (data.stats && !stats) || (data.settings && !settings);
    return { notice: lost ? 'Part of the saved data could not be read and was reset.' : null, settings };
  }

  return {
    /** Carries over the first version's save and reads every record: {notice, settings (of the first version, or null)}. */
    load(now = Date.now()) {
      if (!local) return { notice: NO_STORAGE, settings: null };
      const migrated = migrate(now);
      scan();
      return migrated;
    },

    /** The record of `identity` as storage holds it now, or null; a later save may replace exactly this. */
    read(identity) {
      const raw = get(KEYS.game + identity);
      const record = raw === null ? null : parse(raw, identity);
      if (raw !== null && !record) keepAside(identity, raw);
      known.set(identity, raw);
      remember(identity, record);
      return record;
    },

    /** Keeps the record of `identity` as stored now aside (wasm refused a position in it), so that saving a new play of it loses nothing. */
    setAside(identity) {
      const raw = get(KEYS.game + identity);
      if (raw !== null) keepAside(identity, raw);
    },

    /**
     * Saves the game shown, unless another tab has changed its record since
     * this tab last read or wrote it: then returns {conflict: record} (the
     * newer record, to be shown) and writes nothing. A play not yet begun
     * (no move, nothing saved) is not written. Returns {saved} or {error}.
     */
    save(state, elapsedMs, now = Date.now()) {
      if (!local) return { error: NO_STORAGE };
      const identity = state.identity;
      const key = KEYS.game + identity;
      const stored = get(key);
      if (stored !== null && known.has(identity) && stored !== known.get(identity)) {
        const newer = parse(stored, identity);
        if (newer) {
          known.set(identity, stored);
          remember(identity, newer);
          return { conflict: newer };
        }
      }
      if (stored === null && state.history.length === 1) return { saved: false };
      const old = stored === null ? null : parse(stored, identity);
      if (stored !== null && !old) {
        // A newer version's record is left as it is; anything else this
        // page cannot read is kept aside before it is written over.
        if (isNewer(stored)) return { error: NEWER };
        keepAside(identity, stored);
      }
      // Earlier plays of this game stay; a play this one replaces (it was won) joins them.
      const past = !old ? [] : old.play.id === state.playId ? old.past : [...old.past, resultsOf(old).at(-1)];
      const record = recordOf(state, elapsedMs, past, now);
      const raw = JSON.stringify(record);
      if (!put(key, raw)) return { error: FULL };
      known.set(identity, raw);
      remember(identity, record);
      try { local.setItem(KEYS.last, identity); } catch { /* the game itself is saved */ }
      return { saved: true };
    },

    /** A leave (the streak breaks) added to play `playId` of `identity` as stored now, if it was begun and is unwon. */
    markLeft(identity, playId, now = Date.now()) {
      const key = KEYS.game + identity;
      const record = parse(get(key), identity);
      if (!record || record.play.id !== playId || record.play.playedAt === null || record.play.wonAt !== null) return;
      const changed = { ...record, play: { ...record.play, leftAt: [...record.play.leftAt, now] }, savedAt: now };
      const raw = JSON.stringify(changed);
      if (!put(key, raw)) return;
      if (known.has(identity)) known.set(identity, raw);
      remember(identity, changed);
    },

    /** The statistics of a kind of game (`freecell/4`). */
    summary(kind) {
      const results = [...index.values()].filter((e) => e.kind === kind).flatMap((e) => e.results);
      return summarize(results, carried[kind] ?? null);
    },

    /** The results of every game whose identity begins with `prefix` (a kind's daily deals, `freecell/4/daily/`), by the rest of its identity. */
    resultsUnder(prefix) {
      const out = {};
      for (const [identity, e] of index) if (identity.startsWith(prefix)) out[identity.slice(prefix.length)] = e.results;
      return out;
    },

    /** How many games of each kind have a play begun and unwon: {kind: n}. */
    inProgress() {
      const out = {};
      for (const e of index.values()) {
        const play = e.results.at(-1);
        if (play.playedAt !== null && play.wonAt === null) out[e.kind] = (out[e.kind] ?? 0) + 1;
      }
      return out;
    },

    /** The identity of the game saved most recently by any tab, or null. */
    last: () => get(KEYS.last),

    /** The identity of the game this tab showed last (survives a reload), or null. */
    tab() {
      try { return session?.getItem(KEYS.tab) ?? null; } catch { return null; }
    },

    setTab(identity) {
      try { session?.setItem(KEYS.tab, identity); } catch { /* only the reload's choice is lost */ }
    },

    /**
     * Another tab changed `key` (a storage event): the index follows what
     * storage holds now, not the event's value, which a later write (this
     * tab's own, made before the event came) may have replaced. Returns the
     * identity whose record changed and the record (null if removed or
     * unreadable), {all: true} when storage was cleared, or null.
     */
    changed(key) {
      if (key === null) {
        known.clear();
        scan();
        return { all: true };
      }
      if (key === KEYS.carried) {
        carried = readCarried(get(KEYS.carried));
        return { all: true };
      }
      if (!key.startsWith(KEYS.game)) return null;
      const identity = key.slice(KEYS.game.length);
      const value = get(key);
      const record = value === null ? null : parse(value, identity);
      remember(identity, record);
      if (known.has(identity)) known.set(identity, value);
      return { identity, record };
    },

    /** Every readable record, and the carried totals, as stored now (for the export). */
    everything() {
      scan();
      const records = [...index.keys()].map((identity) => parse(get(KEYS.game + identity), identity)).filter(Boolean);
      return { records, carried: { ...carried } };
    },

    /**
     * Writes the records and carried totals given (an import, already
     * merged and checked); all or nothing: if one write fails, every key
     * gets back what it held. Returns whether it was written.
     */
    writeAll(records, newCarried) {
      if (!local) return false;
      const writes = records.map((r) => [KEYS.game + recordIdentity(r), JSON.stringify(r)]);
      writes.push([KEYS.carried, JSON.stringify(newCarried)]);
      const before = writes.map(([key]) => [key, get(key)]);
      try {
        for (const [key, value] of writes) local.setItem(key, value);
      } catch {
        for (const [key, value] of before) {
          try {
            if (value === null) local.removeItem(key);
            else local.setItem(key, value);
          } catch { /* it held this before: there is room for it */ }
        }
        return false;
      }
      for (const [key, value] of writes) {
        if (!key.startsWith(KEYS.game)) continue;
        const identity = key.slice(KEYS.game.length);
        if (known.has(identity)) known.set(identity, value);
      }
      scan();
      return true;
    },
  };
}

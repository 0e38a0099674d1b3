// The saved games in localStorage, one key per game identity
// (`freecell.game:freecell/4/deal/617`, see records.js), so that tabs
// playing different games never write the same key. A tab writes a game's
// key only if it still holds what this tab last read or wrote there:
// otherwise another tab has played that game meanwhile, and the caller is
// handed the newer record to show instead of writing over it. The save is
// written at once, in the move's own task (a tab that crashes a moment
// later has kept it), and then claimed in claims.js: a tab that moved at
// the same moment, which this tab's storage does not show yet, may have
// claimed that revision first, and then its record is put back and shown
// here (sending.js). A write that storage refuses claims nothing; a full
// storage makes room first (room.js). Statistics are read from all the
// records (stats.js). The first version's single `freecell.save` is
// carried over once (legacy-save.js). Nothing here throws: storage that
// is missing, full or corrupt gives a notice, and an unreadable record is
// left where it is, never deleted.
import { recordOf, recordIdentity, kindOf, resultsOf } from './records.js';
import { readCarried, migrateLegacy } from './legacy-save.js';
import { summarize } from './stats.js';
import { openClaims } from './claims.js';
import { t } from './messages.js';
import { KEYS, storageOf, createStore, sameGame, revOf } from './store.js';
import { createRoom } from './room.js';
import { createSending } from './sending.js';
import { mergeGoals } from './goals-met.js';

export { KEYS, storageOf };

// What a load says, in the page's language when it is said.
const UNREADABLE = () => t('save-unreadable');
const NO_STORAGE = () => t('save-no-storage');
const NEWER = () => t('save-newer');

/** `claims`: who may write a game's next revision (claims.js); null decides from localStorage alone. */
export function createSaves({ local = storageOf('localStorage'), session = storageOf('sessionStorage'), claims = openClaims() } = {}) {
  /** Per identity: {kind, savedAt, results} of every readable record, for the statistics and the export. */
  const index = new Map();
  /** Per identity: the text this tab last read or wrote there (what a write may replace). */
  const known = new Map();
  let carried = {};
  const store = createStore(local);
  const { get, parse, isNewer, keepAside } = store;

  function remember(identity, record) {
    if (record) index.set(identity, { kind: kindOf(record), savedAt: record.savedAt, results: resultsOf(record), goals: record.goals ?? {} });
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

  const put = createRoom({ local, store, index, remember });
  const { send, refusedHere, flying } = createSending({ local, claims, store, put, remember, known });

  return {
    /** Carries over the first version's save and reads every record: {notice, settings (of the first version, or null)}. */
    load(now = Date.now()) {
      if (!local) return { notice: NO_STORAGE(), settings: null };
      const migrated = migrateLegacy({ local, get, keys: KEYS, now });
      scan();
      return migrated;
    },

    /**
     * The record of `identity` as storage holds it now: {record} (null when
     * there is none), or {record: null, notice} when one is stored that
     * this page cannot use (kept aside, unless a newer version of the page
     * wrote it), the notice saying so. A later save may replace exactly
     * what was read.
     */
    read(identity) {
      const raw = get(KEYS.game + identity);
      const record = raw === null ? null : parse(raw, identity);
      known.set(identity, raw);
      remember(identity, record);
      if (raw === null || record) return { record };
      if (isNewer(raw)) return { record: null, notice: NEWER() };
      keepAside(identity, raw);
      return { record: null, notice: UNREADABLE() };
    },

    /** The text storage holds under `identity`'s key now, or null. */
    stored: (identity) => get(KEYS.game + identity),

    /**
     * Puts `raw`, a record of `identity` read from storage a moment ago
     * (stored), back under its key: a game New game replaced brought back
     * as it was saved, the leave marked meanwhile undone. False if storage
     * refuses it.
     */
    restore(identity, raw) {
      if (put(KEYS.game + identity, raw).failure) return false;
      known.set(identity, raw);
      remember(identity, parse(raw, identity));
      return true;
    },

    /** Keeps the record of `identity` as stored now aside (wasm refused a position in it), so that saving a new play of it loses nothing. */
    setAside(identity) {
      const raw = get(KEYS.game + identity);
      if (raw !== null) keepAside(identity, raw);
    },

    /**
     * Saves the game shown, unless another tab has changed its record since
     * this tab last read or wrote it: then resolves {conflict: record} (the
     * newer record, to be shown) and writes nothing. A play not yet begun
     * (no move, nothing saved) is not written. Written at once; resolves
     * once claimed: {saved, cut} (cut: the identities of other games whose
     * undo steps were dropped to make room), {conflict} (another tab's
     * claim came first: its record is back in storage), or {error}.
     */
    save(state, elapsedMs, now = Date.now()) {
      if (!local) return Promise.resolve({ error: NO_STORAGE() });
      const draft = { record: recordOf(state, elapsedMs, [], now), fresh: state.history.length === 1 };
      return new Promise((resolve) => { send(state.identity, draft, [resolve]); });
    },

    /** A leave (the streak breaks) added to play `playId` of `identity` as stored now, if it was begun and is unwon. */
    markLeft(identity, playId, now = Date.now()) {
      const key = KEYS.game + identity;
      const record = parse(get(key), identity);
      if (!record || record.play.id !== playId || record.play.playedAt === null || record.play.wonAt !== null) return;
      const changed = { ...record, play: { ...record.play, leftAt: [...record.play.leftAt, now] }, savedAt: now };
      const raw = JSON.stringify(changed);
      if (put(key, raw).failure) return;
      if (known.has(identity)) known.set(identity, raw);
      remember(identity, changed);
    },

    /** The statistics of a kind of game (`freecell/4`). */
    summary(kind) {
      const results = [...index.values()].filter((e) => e.kind === kind).flatMap((e) => e.results);
      return summarize(results, carried[kind] ?? null);
    },

    /** Every game's results by identity, [{identity, results}], for the feats (feats.js playsOf). */
    entries: () => [...index].map(([identity, e]) => ({ identity, results: e.results })),

    /**
     * The solver's verdict on whether won play `playId` of `identity`
     * used the fewest free cells its deal allows, added to it as stored
     * now (the player has gone on to another game since its win).
     */
    markCellsProven(identity, playId, proven, now = Date.now()) {
      const key = KEYS.game + identity;
      const record = parse(get(key), identity);
      if (!record) return;
      const mark = (p) => (p.id === playId && p.wonAt !== null ? { ...p, cellsProven: proven } : p);
      const changed = { ...record, play: mark(record.play), past: record.past.map(mark), savedAt: now };
      const raw = JSON.stringify(changed);
      if (put(key, raw).failure) return;
      if (known.has(identity)) known.set(identity, raw);
      remember(identity, changed);
    },

    /** The results of every game whose identity begins with `prefix` (a kind's daily deals, `freecell/4/daily/`), by the rest of its identity. */
    resultsUnder(prefix) {
      const out = {};
      for (const [identity, e] of index) if (identity.startsWith(prefix)) out[identity.slice(prefix.length)] = e.results;
      return out;
    },

    /** The daily goals met, by date, from the daily records of every kind (goals-met.js): {date: {easy: at, …}}. */
    goalsByDate() {
      const out = {};
      for (const [identity, e] of index) {
        const m = /\/daily\/(\d{4}-\d{2}-\d{2})$/.exec(identity);
        if (m && Object.keys(e.goals).length) out[m[1]] = mergeGoals(out[m[1]], e.goals);
      }
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
      // A save of this game is on its way: its claim decides which record is the newer.
      if (flying(identity)) return null;
      const value = get(key);
      if (refusedHere(identity, value)) return null;
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
      const writes = records.map((r) => {
        const key = KEYS.game + recordIdentity(r);
        const stored = get(key);
        // A game the import changes gets a revision past the one stored, so that a claim made from it stands.
        const storedRev = revOf(stored);
        const same = stored !== null && sameGame(r, parse(stored));
        return [key, JSON.stringify({ ...r, rev: same ? storedRev : Math.max(r.rev ?? 0, storedRev + 1) })];
      });
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

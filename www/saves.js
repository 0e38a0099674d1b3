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
// here. A write that storage refuses claims nothing. Statistics
// are read from all the records (stats.js). The first version's single
// `freecell.save` is carried over once (legacy-save.js). Nothing here throws: storage that
// is missing, full or corrupt gives a notice, and an unreadable record is
// left where it is, never deleted.
import {
  readRecord, recordOf, recordIdentity, kindOf, resultsOf, newPlayId, FORMAT, VERSION,
} from './records.js';
import { readCarried, migrateLegacy } from './legacy-save.js';
import { summarize } from './stats.js';
import { openClaims } from './claims.js';
import { t } from './messages.js';
import { isCount } from './counts.js';

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

/** Said when a stored game cannot be used and a new play of it starts. */
// What a save or a load says, in the page's language when it is said.
const UNREADABLE = () => t('save-unreadable');
const NO_STORAGE = () => t('save-no-storage');
const FULL = () => t('save-full');
const NEWER = () => t('save-newer');

/** Whether what storage threw says it is full (other browsers refuse with other errors: site data blocked). */
const isFull = (e) => e?.name === 'QuotaExceededError' || e?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e?.code === 22;

/** Whether two records hold the same game, whatever their revisions. */
function sameGame(a, b) {
  const plain = (r) => (r ? JSON.stringify({ ...readRecord(r), rev: 0 }) : null);
  return plain(a) !== null && plain(a) === plain(b);
}

/** The revision of a record's text (records.js); 0 for none, or text that is not a record. */
function revOf(raw) {
  try {
    const rev = JSON.parse(raw)?.rev;
    return isCount(rev) ? rev : 0;
  } catch {
    return 0;
  }
}

/** `localStorage` or `sessionStorage`, or null where the browser refuses it (it throws on the mere access when site data is blocked). */
export function storageOf(name) {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null; // a browser that refuses storage throws on the mere access
  }
}

/** `claims`: who may write a game's next revision (claims.js); null decides from localStorage alone. */
export function createSaves({ local = storageOf('localStorage'), session = storageOf('sessionStorage'), claims = openClaims() } = {}) {
  /** Per identity: {kind, savedAt, results} of every readable record, for the statistics and the export. */
  const index = new Map();
  /** Per identity: the text this tab last read or wrote there (what a write may replace). */
  const known = new Map();
  /**
   * Per identity: the claim on its way (written, not yet answered): {next},
   * the latest save written meanwhile ({checked, waiters}), claimed once
   * this one is granted.
   */
  const flights = new Map();
  /**
   * Per identity: the revision last granted to this tab and its record's
   * text, {rev, raw}. Another text of that revision or an earlier one in
   * storage is a save whose claim was refused (a tab that moved at the
   * same moment wrote it before claiming): that tab puts this one back.
   */
  const granted = new Map();
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
        smaller = { ...record, past: [...record.past, resultsOf(record).at(-1)], play: { ...play, id: newPlayId(), history: [start], at: 0, elapsed: 0, playedAt: null, wonAt: null, winMoves: null, winMs: null, leftAt: [] } };
      } else if (!keepHistory && play.history.length > 2) {
        const now = play.history[play.at];
        smaller = { ...record, play: { ...play, history: play.at ? [play.history[0], now] : [now], at: play.at ? 1 : 0 } };
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

  /**
   * Checks a save against what storage holds now and `base`, the text this
   * tab last read or wrote there: {done: result} when it ends here (the
   * newer record another tab saved, a play not begun, a newer version's
   * record), else {record, raw, baseRev} to write, at the revision after
   * base's.
   * Text older than base (this tab took a newer record from a claim, which
   * its storage does not show yet) is no reason to refuse: the claim
   * decides.
   */
  function prepare(identity, draft, base) {
    const key = KEYS.game + identity;
    const stored = get(key);
    const baseRev = revOf(base);
    const storedRev = stored === base ? baseRev : revOf(stored);
    // Another text of the revision this tab was granted is a refused save
    // its tab has yet to take back (or never will: it closed): not newer.
    const refused = stored !== base && storedRev === baseRev && granted.get(identity)?.raw === base;
    if (stored !== null && stored !== base && storedRev >= baseRev && !refused) {
      const newer = parse(stored, identity);
      if (newer) {
        known.set(identity, stored);
        remember(identity, newer);
        return { done: { conflict: newer } };
      }
    }
    if (stored === null && draft.fresh) return { done: { saved: false } };
    const old = stored === null ? null : parse(stored, identity);
    if (stored !== null && !old) {
      // A newer version's record is left as it is; anything else this
      // page cannot read is kept aside before it is written over.
      if (isNewer(stored)) return { done: { error: NEWER() } };
      keepAside(identity, stored);
    }
    const last = (base && baseRev > storedRev && parse(base, identity)) || old;
    // Earlier plays of this game stay; a play this one replaces (it was won) joins them.
    const past = !last ? [] : last.play.id === draft.record.play.id ? last.past : [...last.past, resultsOf(last).at(-1)];
    const record = { ...draft.record, past, rev: baseRev + 1 };
    // Over a record this page cannot read (kept aside above), nothing
    // claimed earlier stands: the save replaces what storage holds, as it
    // would without claims.
    return { record, raw: JSON.stringify(record), baseRev, overUnreadable: stored !== null && !old };
  }

  /**
   * Writes a checked save: {saved: true, cut} (cut: the games whose undo
   * steps were dropped to make room for it) or {error}: full, or refused.
   */
  function write(identity, { record, raw }) {
    const { cut, failure } = put(KEYS.game + identity, raw);
    if (failure) return { error: isFull(failure) ? FULL() : NO_STORAGE() };
    known.set(identity, raw);
    remember(identity, record);
    try { local.setItem(KEYS.last, identity); } catch { /* the game itself is saved */ }
    return { saved: true, cut };
  }

  /**
   * Whether `value`, stored now under `identity`'s key, is a save whose
   * claim this tab's came before: of a revision granted here at most, and
   * another game than the one granted (the same game, its results changed,
   * is a leave another tab marked). Its tab puts this tab's back.
   */
  function refusedHere(identity, value) {
    const mine = granted.get(identity);
    if (!mine || value === null || value === mine.raw || revOf(value) > mine.rev) return false;
    const played = (raw) => JSON.stringify(parse(raw, identity)?.play.history ?? null);
    return played(value) !== played(mine.raw);
  }

  /** The text a save of `identity` replaces: what this tab last read or wrote there. */
  const baseOf = (identity) => (known.has(identity) ? known.get(identity) : get(KEYS.game + identity));

  /**
   * Checks a save and writes it; then, unless storage refused it, claims
   * its revision (claims.js): behind the claim on its way, if one is.
   * `waiters` hear how it ended.
   */
  function send(identity, draft, waiters) {
    const checked = prepare(identity, draft, baseOf(identity));
    const end = (result) => waiters.forEach((w) => w(result));
    if (checked.done) return end(checked.done);
    const written = write(identity, checked);
    if (!claims || written.error) return end(written);
    const flight = flights.get(identity);
    if (!flight) return claim(identity, checked, checked.baseRev, written, end);
    // Claimed once the save before it is: only the latest of those made meanwhile.
    const before = flight.next?.waiters ?? [];
    flight.next = { checked, written, waiters: [...before, ...waiters] };
    return undefined;
  }

  /** Claims the revision of a written save, from `base`, the revision this tab last claimed. */
  function claim(identity, checked, base, written, end) {
    const flight = { next: null };
    flights.set(identity, flight);
    const ask = (force) => claims.claim(identity, base, checked.raw, { force, rev: checked.record.rev }).then((verdict) => {
      if (verdict?.granted === false && !parse(verdict.raw, identity) && !isNewer(verdict.raw)) return ask(true); // an unreadable claim stands for nothing
      return land(identity, flight, checked, verdict, written, end);
    });
    ask(checked.overUnreadable);
  }

  /**
   * A claim answered. Granted (or the database could not answer: the tab
   * decides alone), the save stands, and the latest save written meanwhile
   * is claimed next. Refused, the claimed record is put back over what
   * this tab wrote, and handed back to be shown; the saves written
   * meanwhile, of the game not kept, hear the same.
   */
  function land(identity, flight, checked, verdict, written, end) {
    flights.delete(identity);
    const next = flight.next;
    if (verdict?.granted === false) {
      const newer = parse(verdict.raw, identity);
      const key = KEYS.game + identity;
      const now = get(key);
      // Put back unless storage holds what another tab wrote since (a later revision).
      if (now === known.get(identity) || revOf(now) <= revOf(verdict.raw)) put(key, verdict.raw);
      known.set(identity, verdict.raw);
      remember(identity, newer);
      const result = newer ? { conflict: newer } : { error: NEWER() };
      end(result);
      next?.waiters.forEach((w) => w(result));
      return;
    }
    if (verdict?.granted) granted.set(identity, { rev: checked.record.rev, raw: checked.raw });
    // While the claim was on its way, news of other tabs' saves was let
    // pass: one that went on from this save (a later revision) is shown.
    const now = get(KEYS.game + identity);
    const mine = known.get(identity);
    const later = now !== mine && revOf(now) > revOf(mine) ? parse(now, identity) : null;
    if (later) {
      known.set(identity, now);
      remember(identity, later);
      end({ conflict: later });
      next?.waiters.forEach((w) => w({ conflict: later }));
      return;
    }
    end(written);
    if (next) claim(identity, next.checked, checked.record.rev, next.written, (result) => next.waiters.forEach((w) => w(result)));
  }

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
      // A save of this game is on its way: its claim decides which record is the newer.
      if (flights.has(identity)) return null;
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

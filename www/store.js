// The storage under the saved games: the keys the page writes, and the
// plain reads of a game's text that never throw (missing, full or corrupt
// storage reads as nothing). No statistics, no claims.
import { readRecord, recordIdentity, FORMAT, VERSION } from './records.js';
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

/** Whether what storage threw says it is full (other browsers refuse with other errors: site data blocked). */
export const isFull = (e) => e?.name === 'QuotaExceededError' || e?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e?.code === 22;

/** Whether two records hold the same game, whatever their revisions. */
export function sameGame(a, b) {
  const plain = (r) => (r ? JSON.stringify({ ...readRecord(r), rev: 0 }) : null);
  return plain(a) !== null && plain(a) === plain(b);
}

/** The revision of a record's text (records.js); 0 for none, or text that is not a record. */
export function revOf(raw) {
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

/**
 * The reads of one storage (`local`, or null where the browser refuses
 * it): {get, parse, isNewer, keepAside}.
 */
export function createStore(local) {
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

  return { get, parse, isNewer, keepAside };
}

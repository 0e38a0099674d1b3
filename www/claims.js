// Which tab may write a game's next save. localStorage cannot decide it:
// each tab's renderer reads its own copy of it, which another tab's write
// reaches a little later, so two tabs that move at the same moment can
// both find the game as they last saw it and both write, the later write
// taking the other's move with it. IndexedDB can: it runs the readwrite
// transactions of one store one after another, for every tab of the
// browser. So each game identity has a claim here, {rev, raw, at}: the
// revision of the last save claimed, its record's text, and when. A save
// from revision n claims n + 1 in one transaction; a tab that finds a
// later claim is handed that claim's record instead, which it shows. A
// database that cannot be read, or keeps a tab waiting (CLAIM_WAIT_MS),
// answers nothing: the tab then decides alone, as without IndexedDB.

const DATABASE = 'freecell';
const STORE = 'claims';

/**
 * How long a claim refuses a save from an earlier revision. The claimed
 * record reaches every tab's localStorage within milliseconds, after which
 * saves.js's own comparison sees it; a claim older than this whose record
 * a tab still does not see was never written (its tab closed first) or was
 * cleared from storage since, and refusing for it would bring back a game
 * that is gone.
 */
const CLAIM_LIFE_MS = 10_000;

/**
 * How long the database may take to open, or a claim to be answered,
 * before this tab stops asking it. Some browsers' IndexedDB never answers
 * (a first open that hangs); saves.js writes each save before claiming it,
 * but while a claim is on its way it lets other tabs' saves of the game
 * pass unseen, so a claim that never comes would keep this tab from
 * following them. After one such wait the tab decides alone, as without
 * IndexedDB.
 */
export const CLAIM_WAIT_MS = 2500;

/** `window.indexedDB`, or null where the browser has none, or throws on the mere access (some privacy modes). */
export function indexedDBOf() {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    return null;
  }
}

/** `promise`, or null if it has not settled within `ms`; `onLate` is called then. */
function within(promise, ms, onLate) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      onLate();
      resolve(null);
    }, ms);
    promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** The database, or null where the browser has none or refuses it. */
function openDatabase(idb) {
  return new Promise((resolve) => {
    let request;
    try {
      request = idb.open(DATABASE, 1);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close(); // a newer page's upgrade is not blocked by this one
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/**
 * The claims, or null where the browser has no IndexedDB or refuses it
 * (saves.js then decides from localStorage alone, as before claims
 * existed).
 */
export function openClaims({ idb = indexedDBOf(), now = Date.now, wait = CLAIM_WAIT_MS } = {}) {
  if (!idb) return null;
  /** Set once the database has kept this tab waiting past `wait`: from then on every claim is answered null at once. */
  let silent = false;
  const hush = () => { silent = true; };
  const ready = within(openDatabase(idb), wait, hush);
  return {
    /**
     * Claims revision `base + 1` of `identity` for the record text `raw`.
     * Resolves {granted: true}; or {granted: false, raw} with the record
     * of a later claim, made by another tab since this one last saw the
     * game; or null when the database cannot answer (the caller decides
     * alone, as it does at once once the database has kept it waiting too
     * long). `rev`: the revision claimed, `base + 1` unless given (a save
     * made while the previous one was being claimed skips the revisions
     * written meanwhile). `force` claims whatever is there (it is
     * unreadable).
     */
    claim(identity, base, raw, { force = false, rev = base + 1 } = {}) {
      if (silent) return Promise.resolve(null);
      return ready.then((db) => (silent ? null : within(new Promise((resolve) => {
        if (!db) {
          resolve(null);
          return;
        }
        let tx;
        try {
          tx = db.transaction(STORE, 'readwrite', { durability: 'relaxed' });
        } catch {
          resolve(null); // closed for a newer page's upgrade
          return;
        }
        const store = tx.objectStore(STORE);
        let verdict = null;
        const held = store.get(identity);
        held.onsuccess = () => {
          const claim = held.result;
          if (!force && claim && claim.rev > base && now() - claim.at < CLAIM_LIFE_MS) {
            verdict = { granted: false, raw: claim.raw };
            return;
          }
          store.put({ rev, raw, at: now() }, identity);
          verdict = { granted: true };
        };
        tx.oncomplete = () => resolve(verdict);
        tx.onabort = () => resolve(null);
      }), wait, hush)));
    },
  };
}

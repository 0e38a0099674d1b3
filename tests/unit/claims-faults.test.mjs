// claims.js when IndexedDB fails (www/claims.js without a browser): a database that never answers, one that
// cannot be read, and the revision a claim records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openClaims, indexedDBOf } from '../../www/claims.js';

/** A fake IndexedDB: one store in memory; `answer(request)` fires a request's events (or never does). */
function fakeIdb({ openAnswers = true, txAnswers = true } = {}) {
  const data = new Map();
  const calls = { transactions: 0 };
  const later = (f) => globalThis.setTimeout(f, 0);
  const db = {
    createObjectStore() {},
    transaction() {
      calls.transactions += 1;
      const tx = {};
      tx.objectStore = () => ({
        get(key) {
          const request = {};
          if (txAnswers) later(() => { request.result = data.get(key); request.onsuccess(); later(() => tx.oncomplete()); });
          return request;
        },
        put(value, key) { data.set(key, value); },
      });
      return tx;
    },
  };
  return {
    data,
    calls,
    open() {
      const request = {};
      if (openAnswers) later(() => { request.result = db; request.onsuccess(); });
      return request;
    },
  };
}

test('an open that never answers: the claim answers null once the wait is over, and later claims at once, without asking', async () => {
  const idb = fakeIdb({ openAnswers: false });
  const claims = openClaims({ idb, wait: 20 });
  assert.equal(await claims.claim('freecell/4/deal/1', 0, '{}'), null);
  assert.equal(await claims.claim('freecell/4/deal/1', 1, '{}'), null);
});

test('a transaction that never answers: null after the wait, and the database is not asked again', async () => {
  const idb = fakeIdb({ txAnswers: false });
  const claims = openClaims({ idb, wait: 20 });
  assert.equal(await claims.claim('freecell/4/deal/1', 0, '{}'), null);
  assert.equal(idb.calls.transactions, 1);
  assert.equal(await claims.claim('freecell/4/deal/1', 1, '{}'), null);
  assert.equal(idb.calls.transactions, 1);
});

test('a database that answers grants a claim, records the revision given, and refuses one from before it', async () => {
  const idb = fakeIdb();
  const claims = openClaims({ idb, wait: 1000 });
  assert.deepEqual(await claims.claim('g', 1, 'mine', { rev: 3 }), { granted: true });
  assert.equal(idb.data.get('g').rev, 3);
  assert.deepEqual(await claims.claim('g', 2, 'late'), { granted: false, raw: 'mine' });
  assert.deepEqual(await claims.claim('g', 3, 'next'), { granted: true });
  assert.equal(idb.data.get('g').rev, 4);
});

test('reading indexedDB throws (a privacy mode): no claims, and no throw', () => {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, get() { throw new Error('denied'); } });
  try {
    assert.equal(indexedDBOf(), null);
    assert.equal(openClaims(), null);
  } finally {
    if (before) Object.defineProperty(globalThis, 'indexedDB', before);
    else delete globalThis.indexedDB;
  }
});

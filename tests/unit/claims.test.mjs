// Which tab may write a game's next save (www/claims.js), over an
// IndexedDB in memory (fake-indexeddb, which runs one store's readwrite
// transactions one after another, as a browser does for all its tabs):
// the first claim of a revision is granted, a tab that has not seen it is
// refused and handed its record, and a claim whose record never came
// stands for nothing once old.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory } from 'fake-indexeddb';
import { openClaims } from '../../www/claims.js';

const GAME = 'freecell/4/deal/617';

/** A browser's IndexedDB, and a clock the test moves; `tab()` is one tab's claims on them. */
function browser() {
  const idb = new IDBFactory();
  const clock = { now: 1_000_000 };
  return { clock, tab: () => openClaims({ idb, now: () => clock.now }) };
}

test('a save\'s revision is granted to the first tab that claims it; a tab that has not seen it is handed its record', async () => {
  const { tab } = browser();
  const a = tab();
  const b = tab();
  assert.deepEqual(await a.claim(GAME, 0, 'record 1 of a'), { granted: true });
  assert.deepEqual(await b.claim(GAME, 0, 'record 1 of b'), { granted: false, raw: 'record 1 of a' });
  // b shows a's record (revision 1); its next save, from it, is granted.
  assert.deepEqual(await b.claim(GAME, 1, 'record 2 of b'), { granted: true });
  assert.deepEqual(await a.claim(GAME, 1, 'record 2 of a'), { granted: false, raw: 'record 2 of b' });
  // A tab's own saves, one after another, are granted.
  assert.deepEqual(await b.claim(GAME, 2, 'record 3 of b'), { granted: true });
  assert.deepEqual(await b.claim(GAME, 3, 'record 4 of b'), { granted: true });
});

test('two tabs that move at the same moment: one is granted, the other is handed its record', async () => {
  const { tab } = browser();
  const tabs = [tab(), tab(), tab()];
  const verdicts = await Promise.all(tabs.map((claims, k) => claims.claim(GAME, 0, `record of tab ${k}`)));
  const granted = verdicts.filter((v) => v.granted);
  assert.equal(granted.length, 1);
  const winner = verdicts.findIndex((v) => v.granted);
  for (const [k, v] of verdicts.entries()) {
    if (k !== winner) assert.deepEqual(v, { granted: false, raw: `record of tab ${winner}` });
  }
});

test('games are claimed apart: a claim on one game refuses nothing of another', async () => {
  const { tab } = browser();
  const a = tab();
  const b = tab();
  assert.deepEqual(await a.claim(GAME, 0, 'a'), { granted: true });
  assert.deepEqual(await b.claim('freecell/4/deal/618', 0, 'b'), { granted: true });
  assert.deepEqual(await b.claim('seahaven/4/deal/617', 0, 'b'), { granted: true });
});

test('a claim from an earlier revision is refused only while the claim it lost to is recent', async () => {
  const { tab, clock } = browser();
  const a = tab();
  const b = tab();
  assert.deepEqual(await a.claim(GAME, 4, 'record 5'), { granted: true });
  clock.now += 9_999;
  assert.deepEqual(await b.claim(GAME, 4, 'other 5'), { granted: false, raw: 'record 5' });
  // Ten seconds on, a record this tab still does not see was never written (or was cleared): the claim stands for nothing.
  clock.now += 1;
  assert.deepEqual(await b.claim(GAME, 4, 'other 5'), { granted: true });
  // The claim just granted is recent again, and refuses in its turn.
  assert.deepEqual(await a.claim(GAME, 4, 'record 5 again'), { granted: false, raw: 'other 5' });
});

test('a claim from a later revision than the one claimed is granted: that tab has seen it', async () => {
  const { tab } = browser();
  const a = tab();
  const b = tab();
  assert.deepEqual(await a.claim(GAME, 1, 'record 2'), { granted: true });
  assert.deepEqual(await b.claim(GAME, 2, 'record 3'), { granted: true });
  assert.deepEqual(await b.claim(GAME, 9, 'record 10'), { granted: true });
  assert.deepEqual(await a.claim(GAME, 9, 'record 10 of a'), { granted: false, raw: 'record 10' });
});

test('a forced claim (over a record that cannot be read) is granted whatever was claimed', async () => {
  const { tab } = browser();
  const a = tab();
  const b = tab();
  assert.deepEqual(await a.claim(GAME, 3, 'record 4'), { granted: true });
  assert.deepEqual(await b.claim(GAME, 0, 'fresh', { force: true }), { granted: true });
  // What it claimed (revision 1) is what the next claim is measured against.
  assert.deepEqual(await a.claim(GAME, 1, 'record 2'), { granted: true });
});

test('a browser without IndexedDB has no claims: the saves decide from localStorage alone', () => {
  assert.equal(openClaims({ idb: undefined }), null);
  assert.equal(openClaims({ idb: null }), null);
});

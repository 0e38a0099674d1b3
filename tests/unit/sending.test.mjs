// A save's claim refused while another tab went on: the tab that lost is
// handed the latest game storage holds, not the one its claim lost to,
// since the news of the later one was let pass while its claim was on its way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSending } from '../../www/sending.js';
import { KEYS } from '../../www/store.js';
import { memoryStorage } from './support.mjs';

const ID = 'freecell/4/deal/1';
const KEY = KEYS.game + ID;
/** A record of one play of the game, at revision `rev`, showing `pos`. */
const record = (rev, pos) => ({ play: { id: 'p', history: [{ pos }] }, past: [], rev });

/** One tab's sending over `local`, its claims answered when the test says. */
function tab(local) {
  const answers = [];
  const claims = { claim: () => new Promise((resolve) => { answers.push(resolve); }) };
  const store = {
    get: (key) => local.getItem(key),
    parse: (raw) => { try { return JSON.parse(raw); } catch { return null; } },
    isNewer: () => false,
    keepAside: () => {},
  };
  const put = (key, raw) => { local.setItem(key, raw); return { cut: [] }; };
  const known = new Map([[ID, local.getItem(KEY)]]);
  return { answers, known, ...createSending({ local, claims, store, put, remember: () => {}, known }) };
}

test('a refused claim hands back the later game another tab saved while the claim was on its way', async () => {
  const local = memoryStorage({ [KEY]: JSON.stringify(record(1, 'dealt')) });
  const b = tab(local);
  let heard = null;
  b.send(ID, { record: record(0, 'b moved') }, [(result) => { heard = result; }]);
  assert.equal(JSON.parse(local.getItem(KEY)).play.history[0].pos, 'b moved'); // written at once
  assert.equal(b.flying(ID), true);
  // Meanwhile the other tab's move (revision 2, granted first) and then its
  // undo (revision 3) reach storage.
  const granted = JSON.stringify(record(2, 'a moved'));
  local.setItem(KEY, granted);
  local.setItem(KEY, JSON.stringify(record(3, 'a undid')));
  b.answers[0]({ granted: false, raw: granted });
  await new Promise((resolve) => { setImmediate(resolve); });
  assert.equal(b.flying(ID), false);
  assert.equal(heard?.conflict?.play.history[0].pos, 'a undid');
  assert.equal(JSON.parse(local.getItem(KEY)).rev, 3, 'the later save is not written over');
  assert.equal(JSON.parse(b.known.get(ID)).rev, 3, 'and it is what the next save goes on from');
});

test('a refused claim with nothing later in storage puts the granted game back and hands it back', async () => {
  const local = memoryStorage({ [KEY]: JSON.stringify(record(1, 'dealt')) });
  const b = tab(local);
  let heard = null;
  b.send(ID, { record: record(0, 'b moved') }, [(result) => { heard = result; }]);
  const granted = JSON.stringify(record(2, 'a moved'));
  b.answers[0]({ granted: false, raw: granted });
  await new Promise((resolve) => { setImmediate(resolve); });
  assert.equal(heard?.conflict?.play.history[0].pos, 'a moved');
  assert.equal(local.getItem(KEY), granted);
});

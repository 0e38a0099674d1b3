// The first version's save (`freecell.save`: one game, the settings and
// the statistics) carried over once by www/saves.js, driven through
// createSaves on an in-memory localStorage: the game resumes where it was,
// the statistics and the Autoplay setting survive, and nothing that could
// not be read is deleted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { memoryStorage, speak } from './support.mjs';
import { createSaves, KEYS } from '../../www/saves.js';
import { t } from '../../www/messages.js';

speak('en');

/** The first version's save of deal 617, three moves made and one undone (tests/e2e/fixtures). */
const LEGACY = readFileSync(new URL('../e2e/fixtures/freecell.save-v1.json', import.meta.url), 'utf8');
const IDENTITY = 'freecell/4/deal/617';

/** A page's saves over `local`, deciding from localStorage alone (no IndexedDB in Node). */
const savesOver = (local) => createSaves({ local, session: memoryStorage(), claims: null });

test('the first version\'s game resumes where it was left, with its history, and is carried over once', () => {
  const legacy = JSON.parse(LEGACY);
  const local = memoryStorage({ [KEYS.legacy]: LEGACY });
  const saves = savesOver(local);
  assert.deepEqual(saves.load(7000), { notice: null, settings: { autoplay: 'off' } });
  assert.equal(local.getItem(KEYS.legacy), null);
  assert.equal(saves.last(), IDENTITY);
  const { record, notice } = saves.read(IDENTITY);
  assert.equal(notice, undefined);
  assert.deepEqual(record.play.history, legacy.game.history);
  assert.equal(record.play.at, legacy.game.at);
  assert.equal(record.play.elapsed, legacy.game.elapsed);
  assert.equal(record.deal, 617);
  assert.equal(record.savedAt, 7000);
  // Counted as played by the first version (in its totals), not won: begun, in progress.
  assert.equal(record.play.playedAt, 0);
  assert.equal(record.play.wonAt, null);
  assert.deepEqual(saves.inProgress(), { 'freecell/4': 1 });
  // Loading again changes nothing: there is nothing left to carry over.
  const stored = local.dump();
  assert.deepEqual(savesOver(local).load(9000), { notice: null, settings: null });
  assert.deepEqual(local.dump(), stored);
});

test('the first version\'s statistics are carried over, and its game is not counted twice', () => {
  const local = memoryStorage({ [KEYS.legacy]: LEGACY });
  const saves = savesOver(local);
  saves.load();
  const summary = saves.summary('freecell/4');
  assert.equal(summary.played, 2);
  assert.equal(summary.won, 1);
  assert.equal(summary.streak, 1);
  assert.equal(summary.best, 1);
  // Other kinds of game start from nothing.
  assert.equal(saves.summary('seahaven/4').played, 0);
});

test('a record this version has written since is the newer: the first version\'s game does not replace it', () => {
  const local = memoryStorage({ [KEYS.legacy]: LEGACY });
  const first = savesOver(local);
  first.load(1000);
  const newer = local.getItem(KEYS.game + IDENTITY);
  // The same first-version save comes back (another tab of the old page wrote it again).
  local.setItem(KEYS.legacy, LEGACY);
  const changed = JSON.stringify({ ...JSON.parse(newer), savedAt: 2000 });
  local.setItem(KEYS.game + IDENTITY, changed);
  savesOver(local).load(3000);
  assert.equal(local.getItem(KEYS.game + IDENTITY), changed);
  assert.equal(local.getItem(KEYS.legacy), null);
});

test('a first-version save that cannot be read is kept aside, not deleted, and the player is told', () => {
  for (const raw of ['{"version":1,"game":', '{"version":7}', '"just a string"']) {
    const local = memoryStorage({ [KEYS.legacy]: raw });
    const { notice } = savesOver(local).load();
    assert.equal(notice, t('save-unreadable'));
    assert.equal(local.getItem(KEYS.legacyAside), raw);
    assert.equal(local.getItem(KEYS.legacy), null);
    assert.equal(local.getItem(KEYS.last), null);
  }
});

test('what could be read of a damaged first-version save is carried over, and the player told that part was reset', () => {
  const legacy = JSON.parse(LEGACY);
  const cases = {
    'a game past its history': { ...legacy, game: { ...legacy.game, at: 9 } },
    'statistics that are no counts': { ...legacy, stats: { played: -1, won: 1, streak: 1, best: 1 } },
    'an Autoplay setting that is none': { ...legacy, settings: { autoplay: 'sometimes' } },
  };
  for (const [what, data] of Object.entries(cases)) {
    const local = memoryStorage({ [KEYS.legacy]: JSON.stringify(data) });
    const saves = savesOver(local);
    const { notice, settings } = saves.load();
    assert.equal(notice, t('save-part-lost'), what);
    const gameKept = saves.read(IDENTITY).record !== null;
    assert.equal(gameKept, what !== 'a game past its history', what);
    assert.equal(saves.summary('freecell/4').won, what === 'statistics that are no counts' ? 0 : 1, what);
    assert.deepEqual(settings, what === 'an Autoplay setting that is none' ? null : { autoplay: 'off' }, what);
    assert.equal(local.getItem(KEYS.legacy), null, what);
  }
});

test('a page with nothing of the first version carries nothing over', () => {
  const local = memoryStorage();
  assert.deepEqual(savesOver(local).load(), { notice: null, settings: null });
  assert.deepEqual(local.dump(), {});
});

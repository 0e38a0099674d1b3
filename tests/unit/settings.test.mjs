// The settings read back from storage: each known, valid value kept and the
// rest set to its default, a save that is not JSON or not an object read as
// the defaults, and a full storage refusing a save without an exception.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryStorage } from './support.mjs';

// Imported, anim.js asks the system about reduced motion and i18n.js the
// browser for its languages (Node 20 has no navigator).
globalThis.window ??= { matchMedia: () => ({ matches: false, addEventListener() {} }) };
if (!('navigator' in globalThis)) globalThis.navigator = { languages: ['en'], language: 'en' };
const {
  SETTINGS_KEY, CHOICES, RANGES, defaultSettings, readSettings, invalidSetting, loadSettings, saveSettings,
} = await import('../../www/settings.js');

test('the defaults are each choice\'s first and each range\'s default: sound on at 60', () => {
  const d = defaultSettings();
  for (const [name, values] of Object.entries(CHOICES)) assert.equal(d[name], values[0], name);
  assert.equal(d.sound, 'on');
  assert.equal(d.volume, RANGES.volume.default);
  assert.equal(d.volume, 60);
});

test('a volume that is not a whole number from 0 to 100 is read as the default, the valid settings beside it kept', () => {
  for (const bad of [250, -5, 12.5, '40', null, 101, Number.NaN]) {
    const read = readSettings({ sound: 'loud', volume: bad, deck: 'four-blue' });
    assert.equal(read.volume, 60, String(bad));
    assert.equal(read.sound, 'on', String(bad));
    assert.equal(read.deck, 'four-blue', String(bad));
  }
  for (const good of [0, 30, 100]) assert.equal(readSettings({ volume: good }).volume, good);
});

test('every choice of every setting is read back as itself; an unknown one names the setting and its value', () => {
  for (const [name, values] of Object.entries(CHOICES)) {
    for (const value of values) {
      assert.equal(readSettings({ [name]: value })[name], value);
      assert.equal(invalidSetting({ [name]: value }), null);
    }
  }
  assert.equal(invalidSetting({ theme: 'purple' }), 'theme (purple)');
  assert.equal(invalidSetting({ volume: 12.5 }), 'volume (12.5)');
  assert.equal(invalidSetting({ deck: 'x'.repeat(40) }), `deck (${'x'.repeat(24)})`);
  assert.equal(invalidSetting({ unknown: 'kept out' }), null);
});

test('a save that is not JSON, or not an object, gives the defaults; a saved one comes back whole', () => {
  for (const raw of ['{', 'null', '42', '"felt"']) {
    assert.deepEqual(loadSettings(null, memoryStorage({ [SETTINGS_KEY]: raw })), defaultSettings(), raw);
  }
  const storage = memoryStorage();
  const mine = { ...defaultSettings(), theme: 'dark', volume: 30, sound: 'off' };
  assert.equal(saveSettings(mine, storage), true);
  assert.deepEqual(loadSettings(null, storage), mine);
});

test('the first version\'s settings are carried over and saved at once; a saved one wins over them', () => {
  const storage = memoryStorage();
  const carried = loadSettings({ deck: 'four-orange', theme: 'nonsense' }, storage);
  assert.equal(carried.deck, 'four-orange');
  assert.equal(carried.theme, 'auto');
  assert.deepEqual(JSON.parse(storage.getItem(SETTINGS_KEY)), carried);
  assert.equal(loadSettings({ deck: 'two' }, storage).deck, 'four-orange');
});

test('a full storage refuses the save: false, no exception, and nothing written', () => {
  const storage = memoryStorage({}, { refuse: (k) => k === SETTINGS_KEY });
  assert.equal(saveSettings(defaultSettings(), storage), false);
  assert.equal(storage.getItem(SETTINGS_KEY), null);
});

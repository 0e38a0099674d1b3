// The theme shown for each Theme setting, with the system light or dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themeShown, THEME_COLOURS } from '../../www/theme.js';

test('Automatic is the felt on a light system and the dark table on a dark one', () => {
  assert.equal(themeShown('auto', false), 'felt');
  assert.equal(themeShown('auto', true), 'dark');
});

test('a theme the player chose is shown whatever the system asks', () => {
  for (const theme of ['felt', 'dark', 'classic', 'contrast']) {
    assert.equal(themeShown(theme, true), theme);
    assert.equal(themeShown(theme, false), theme);
  }
});

test('every theme shown colours the browser\'s frame', () => {
  for (const theme of ['auto', 'felt', 'dark', 'classic', 'contrast']) {
    for (const dark of [false, true]) assert.match(THEME_COLOURS[themeShown(theme, dark)], /^#[0-9a-f]{6}$/);
  }
});

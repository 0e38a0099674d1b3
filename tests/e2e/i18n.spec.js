// The page in the player's language: opened with the browser's locale set
// to each language, no word of the English catalogue is left in the bar,
// the Menu and the dialogs; the Language setting re-words the page at
// once, keeps the game, survives a reload and works offline.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { FluentResource } from '@fluent/bundle';
import { open, card, fromMenu, chooseSetting, NEAR_WIN } from './helpers.js';

const catalogue = (lang) => new FluentResource(readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8'));

/** The text of a pattern of @fluent/bundle's runtime AST (its words, none of its syntax). */
function textOf(pattern, into = []) {
  if (typeof pattern === 'string') into.push(pattern);
  else if (Array.isArray(pattern)) pattern.forEach((p) => textOf(p, into));
  else if (pattern?.type === 'str') into.push(pattern.value);
  else if (pattern?.type === 'select') pattern.variants.forEach((v) => textOf(v.value, into));
  return into;
}

/** A catalogue's messages: id -> their text (values and attributes, none of the syntax). */
function textsOf(lang) {
  const texts = new Map();
  for (const entry of catalogue(lang).body) {
    const parts = textOf(entry.value);
    for (const attr of Object.values(entry.attributes)) textOf(attr, parts);
    texts.set(entry.id, parts.join(' '));
  }
  return texts;
}

const words = (text) => new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
const ENGLISH_TEXTS = textsOf('en');
const ENGLISH = words([...ENGLISH_TEXTS.values()].join(' '));

/** The messages that are rightly the same as English's in a language (a word both share). */
const SAME = {
  de: ['bar-menu', 'settings-speed', 'settings-speed-normal', 'key-ctrl'],
  fr: ['bar-menu', 'menu-label', 'settings-speed', 'settings-volume', 'key-ctrl'],
  es: ['settings-speed-normal', 'key-ctrl'],
  pl: ['bar-menu', 'menu-label', 'key-enter', 'key-shift', 'key-ctrl'],
};

/**
 * The words `lang` has of its own: those of its messages that are not
 * English's as they stand (a message left in English proves no word), and
 * of the messages rightly the same.
 */
function ownWords(lang) {
  const own = [...textsOf(lang)].filter(([id, text]) => text !== ENGLISH_TEXTS.get(id) || SAME[lang].includes(id));
  return words(own.map(([, text]) => text).join(' '));
}

/**
 * What a player reads and hears of `root` (a selector): its visible text,
 * the options of its lists and the names given by attributes (How to
 * play's rules among them, the engine's facts worded by words.js).
 */
function readable(page, root) {
  return page.locator(root).evaluate((el) => {
    const parts = [];
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (parent.checkVisibility() && parent.tagName !== 'OPTION') parts.push(node.data);
    }
    for (const e of el.querySelectorAll('*')) {
      if (!e.checkVisibility()) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'abbr']) if (e.getAttribute(attr)) parts.push(e.getAttribute(attr));
      if (e.tagName === 'SELECT') parts.push(...[...e.options].map((o) => o.text));
    }
    if (el.getAttribute('aria-label')) parts.push(el.getAttribute('aria-label'));
    return parts.join('\n');
  });
}

/** The English words in `text`: words of the English catalogue that `lang`'s does not use too, nor a game's name. */
function englishIn(text, lang, names) {
  const own = ownWords(lang);
  return [...new Set(text.toLowerCase().match(/\p{L}+/gu) ?? [])].filter((w) => ENGLISH.has(w) && !own.has(w) && !names.has(w));
}

const LOCALES = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', pl: 'pl-PL' };

for (const [lang, locale] of Object.entries(LOCALES)) {
  test.describe(`the browser in ${locale}`, () => {
    test.use({ locale });

    test(`the page is in ${lang}: no English word in the bar, the Menu or any dialog`, async ({ page }) => {
      await open(page, 'deal=617');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The games' names are names, the same in every language (wasm games()),
      // read once the New game dialog has its games (deals.js comes after the board can be played).
      await expect(page.locator('#game-select option')).not.toHaveCount(0);
      const names = new Set((await page.locator('#game-select option').allTextContents()).join(' ').toLowerCase().match(/\p{L}+/gu));
      names.add('freecell');
      // And the words of the language's own dates (Intl's: German's Thursday is "Do").
      const dates = await page.evaluate((tag) => {
        const days = Array.from({ length: 7 }, (_, k) => new Date(Date.UTC(2024, 0, 1 + k)));
        const months = Array.from({ length: 12 }, (_, k) => new Date(Date.UTC(2024, k, 1)));
        const as = (options, list) => list.map((d) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(d));
        return [...as({ weekday: 'short' }, days), ...as({ weekday: 'long' }, days), ...as({ day: 'numeric', month: 'long' }, months)].join(' ');
      }, lang);
      for (const w of dates.toLowerCase().match(/\p{L}+/gu)) names.add(w);
      const found = {};
      const look = async (what, root) => {
        const english = englishIn(await readable(page, root), lang, names);
        if (english.length) found[what] = english;
      };
      await expect(page.locator('#solvable')).not.toHaveText(/…/); // the status known: its words are in too
      await look('bar', '#bar');
      await page.locator('#menu').click();
      await expect(page.locator('#par')).not.toHaveText(/…/);
      await look('Menu', '#more');
      await page.keyboard.press('Escape');
      const dialogs = [['#new-game', '#new-game-dialog'], ['#open-settings', '#settings'], ['#open-stats', '#statistics'], ['#open-feats', '#feats'],
        ['#open-rules', '#rules'], ['#open-keys', '#keys'], ['#open-daily', '#daily']];
      for (const [opener, dialog] of dialogs) {
        if (opener === '#new-game') await page.locator(opener).click();
        else await fromMenu(page, opener);
        await expect(page.locator(dialog)).toBeVisible();
        await look(dialog, dialog);
        await page.keyboard.press('Escape');
        await expect(page.locator(dialog)).toBeHidden();
      }
      // The win dialog.
      await open(page, `position=${NEAR_WIN}`, { clear: false });
      await card(page, 'QH').dblclick();
      await expect(page.locator('dialog#win')).toBeVisible({ timeout: 6000 });
      await look('win dialog', 'dialog#win');
      expect(found).toEqual({});
    });
  });
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the Language setting re-words the page at once, keeps the game, survives a reload and works offline', async ({ page, context }) => {
    test.setTimeout(60_000); // the service worker's install (below) may take a while on a busy machine
    await open(page, 'deal=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await card(page, '8C').dblclick();
    await expect(page.locator('#moves')).toHaveText('1');
    await chooseSetting(page, 'language', 'de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#new-game')).toHaveText('Neues Spiel');
    await expect(page.locator('#title')).toHaveText('Spiel 1');
    await expect(page.locator('#solvable')).toHaveText('Lösbar');
    await expect(page.locator('#moves')).toHaveText('1'); // the game as it was
    await expect(page.locator('[data-pile="cascade-0"]')).toHaveAccessibleName('Spalte 1');
    await expect(page.locator('[data-pile="cascade-0"]')).toHaveAccessibleDescription(/^7 Karten/);
    // Kept with the settings: a reload is in German.
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#undo')).toHaveText('Zurück');
    await expect(page.locator('#moves')).toHaveText('1');
    await page.locator('#menu').click();
    await page.locator('#open-settings').click();
    await expect(page.locator('#language')).toHaveValue('de');
    // Offline, another language still comes: the service worker keeps every catalogue.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.locator('#language').selectOption('pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('#settings-title')).toHaveText('Ustawienia');
    await page.keyboard.press('Escape');
    await expect(page.locator('#new-game')).toHaveText('Nowa gra');
    // Automatic: the browser's language again (this browser's is English).
    await chooseSetting(page, 'language', 'auto');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#new-game')).toHaveText('New game');
  });
});

/** Why a position of two piles is refused, in each language: a position of FreeCell has 16 piles. */
const TWO_PILES = { de: "Eine Stellung hat 16 durch '/' getrennte Stapel (8 Spalten, 4 freie Zellen, 4 Ablagen), nicht 2", pl: "ma 16 stosów rozdzielonych znakiem '/' (8 kolumn, 4 wolne komórki, 4 stosy bazowe), a nie 2" };

for (const [lang, locale] of [['de', 'de-DE'], ['pl', 'pl-PL']]) {
  test.describe(`links refused in ${locale}`, () => {
    test.use({ locale });

    test(`a link with a position that cannot be read, a move that is none or a date that is no day is refused in ${lang}, with no English word`, async ({ page }) => {
      const names = new Set(['freecell']);
      // The engine's reason, worded: the position has 2 piles, not FreeCell's 16.
      await open(page, 'position=7H8C/9D');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#message')).toContainText(TWO_PILES[lang]);
      expect(englishIn(await page.locator('#message').textContent(), lang, names)).toEqual([]);
      // A link whose moves are not in the standard notation: refused, nothing replayed.
      await open(page, 'deal=1&moves=zz');
      await expect(page.locator('#message')).toContainText('zz');
      expect(englishIn(await page.locator('#message').textContent(), lang, names)).toEqual([]);
      // Its second move none: the viewer opens on the first, its note saying why.
      await open(page, 'deal=1&moves=7a,zz');
      await expect(page.locator('#viewer-note')).toContainText('zz');
      expect(englishIn(await readable(page, '#viewer'), lang, names)).toEqual([]);
      // A daily deal's date that is no day.
      await open(page, 'daily=2026-02-30');
      await expect(page.locator('#message')).toContainText('2026-02');
      expect(englishIn(await page.locator('#message').textContent(), lang, names)).toEqual([]);
    });
  });
}

test('the replay viewer, Watch solution and the coach\'s offer open in English are re-worded at once by a change of language', async ({ page }) => {
  const names = new Set(['freecell']);
  // A link's moves with a broken one: the viewer, with its note.
  await open(page, 'deal=1&moves=7a,zz');
  await expect(page.locator('#viewer-note')).toContainText('"zz", was refused');
  await expect(page.locator('#viewer-slider')).toHaveAttribute('aria-valuetext', 'move 1 of 1');
  await chooseSetting(page, 'language', 'de');
  await expect(page.locator('#viewer-note')).toContainText('„zz“, wurde abgelehnt');
  await expect(page.locator('#viewer-slider')).toHaveAttribute('aria-valuetext', 'Zug 1 von 1');
  const viewer = async () => [await readable(page, '#viewer'), await page.locator('#viewer-slider').getAttribute('aria-valuetext')].join('\n');
  expect(englishIn(await viewer(), 'de', names)).toEqual([]);
  // Watch solution, opened in German, then worded in Polish.
  await fromMenu(page, '#watch');
  await expect(page.locator('#viewer-step')).toHaveText('Die Stellung jetzt.');
  await page.locator('#viewer-forward').click();
  await chooseSetting(page, 'language', 'pl');
  await expect(page.locator('#viewer-step')).toHaveText(/^Ruch 1 z \d+: /);
  expect(englishIn(await viewer(), 'pl', names)).toEqual([]);
  // The coach's offer on a deal that cannot be won, then in French.
  await chooseSetting(page, 'language', 'en');
  await open(page, 'deal=11982', { clear: false });
  await expect(page.locator('#coach-text')).toHaveText('This deal cannot be won, even from the start.', { timeout: 30_000 });
  await chooseSetting(page, 'language', 'fr');
  await expect(page.locator('#coach-text')).not.toHaveText(/cannot be won/);
  expect(englishIn(await readable(page, '#coach'), 'fr', names)).toEqual([]);
});

test.describe('the solver unable to load, in de-DE', () => {
  test.use({ locale: 'de-DE', serviceWorkers: 'block' });

  test('the status says why in German, not in the engine\'s English', async ({ page, context }) => {
    await context.route('**/freecell_solver_bg.wasm', (route) => route.abort());
    await open(page, 'deal=1');
    await expect(page.locator('#solvable')).toHaveText('Unbekannt (der Löser konnte nicht geladen werden)', { timeout: 15_000 });
  });
});

test.describe('counts in fr-FR', () => {
  test.use({ locale: 'fr-FR' });

  // French's plural "one" is 0 as well as 1: a catalogue that wrote "1"
  // in that variant said "1 jour" for a player with no streak at all.
  test('none is said as none, not as one: a new player\'s daily streak', async ({ page }) => {
    await open(page, 'deal=1');
    await fromMenu(page, '#open-daily');
    await expect(page.locator('#daily-streak')).toHaveText('Série du jour : 0 jour (record 0), en comptant les jours gagnés le jour même.');
  });
});

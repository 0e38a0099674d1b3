// Storage that fails the page: localStorage that refuses every write,
// IndexedDB that never answers or cannot even be read, a tab that crashes
// right after a move, and storage that is full for real. In each, no move
// is lost or taken back without a word, nothing false is said, and what
// can be saved is.
import { test, expect } from '@playwright/test';
import { open, savedPosition, savedRecord } from './helpers.js';

const DEAL_1 = 'freecell/4/deal/1';

/** Notes every text the page shows or announces (#message, #live), so that a test can ask what was said, and how often. */
function recordSayings() {
  window.saidInTest = [];
  const note = (el) => new MutationObserver(() => { if (el.textContent) window.saidInTest.push(el.textContent); })
    .observe(el, { childList: true, characterData: true, subtree: true });
  addEventListener('DOMContentLoaded', () => ['message', 'live'].forEach((id) => note(document.getElementById(id))));
}

const said = (page) => page.evaluate(() => window.saidInTest);

/** Plays the first legal move; returns the position after it. */
const playFirst = (page) => page.evaluate(() => {
  const move = window.freecell.legalMoves()[0].notation;
  return window.freecell.play(move) && window.freecell.position();
});

/**
 * Resolves once every claim the page has asked IndexedDB for so far is
 * answered: a readwrite transaction on the claims' store runs after every
 * one begun before it, in any tab.
 */
const claimsAnswered = (page) => page.evaluate(() => new Promise((resolve, reject) => {
  const request = indexedDB.open('freecell', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('claims');
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const db = request.result;
    const tx = db.transaction('claims', 'readwrite');
    tx.objectStore('claims').get('none');
    tx.oncomplete = () => { db.close(); resolve(); };
  };
}));

for (const [name, error, words] of [
  ['QuotaExceededError', 'storage full with nothing left to free', /storage is full: this game could not be saved/],
  ['SecurityError', 'site data writes refused', /does not let the game save its progress/],
]) {
  test(`storage that refuses every write (${error}) keeps every move on the board, says once that the game cannot be saved, and blames no other tab`, async ({ page }) => {
    await page.addInitScript(recordSayings);
    await page.addInitScript((errorName) => {
      Storage.prototype.setItem = function refuse() { throw new DOMException('refused', errorName); };
    }, name);
    await open(page, 'deal=1');
    for (let k = 1; k <= 4; k += 1) {
      const after = await playFirst(page);
      expect(after).toBeTruthy();
      await claimsAnswered(page);
      // Whatever the save's answer, the board stays as the player made it.
      expect(await page.evaluate(() => [window.freecell.moves(), window.freecell.position()])).toEqual([k, after]);
    }
    const sayings = await said(page);
    expect(sayings.filter((text) => words.test(text)), `said: ${sayings.join(' | ')}`).toHaveLength(1);
    expect(sayings.filter((text) => /another tab/.test(text)), `said: ${sayings.join(' | ')}`).toEqual([]);
  });
}

test('IndexedDB that never answers: every move is saved at once, two tabs follow each other, and a reload resumes', async ({ page, context }) => {
  await context.addInitScript(recordSayings);
  // An open whose request never fires: neither success nor error.
  await context.addInitScript(() => { indexedDB.open = () => ({}); });
  await open(page, 'deal=1');
  const other = await context.newPage();
  await open(other, 'deal=1', { clear: false });

  const first = await playFirst(page);
  expect(await savedPosition(page, DEAL_1)).toBe(first); // written in the move's own task
  await expect.poll(() => other.evaluate(() => window.freecell.position())).toBe(first);

  const second = await playFirst(other);
  expect(await savedPosition(other, DEAL_1)).toBe(second);
  await expect.poll(() => page.evaluate(() => window.freecell.position()), { timeout: 10_000 }).toBe(second);
  await expect.poll(() => page.evaluate(() => window.freecell.moves())).toBe(2);

  // After the wait, the tab decides alone: its next move is written and followed too.
  const third = await playFirst(page);
  expect(await savedPosition(page, DEAL_1)).toBe(third);
  await expect.poll(() => other.evaluate(() => window.freecell.position())).toBe(third);
  for (const tab of [page, other]) {
    const sayings = await said(tab);
    expect(sayings.filter((text) => /not kept/.test(text)), `said: ${sayings.join(' | ')}`).toEqual([]);
  }

  await page.reload();
  await page.waitForSelector('html[data-ready]');
  expect(await page.evaluate(() => [window.freecell.moves(), window.freecell.position()])).toEqual([3, third]);
});

test('a browser that throws on reading window.indexedDB still deals, plays and saves every move, and says nothing false', async ({ page }) => {
  await page.addInitScript(recordSayings);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); } });
  });
  await open(page, 'deal=1');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  const after = await playFirst(page);
  expect(after).toBeTruthy();
  // Saved at once, as without IndexedDB: no claim to wait for.
  expect(await savedPosition(page, DEAL_1)).toBe(after);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  expect(await page.evaluate(() => [window.freecell.moves(), window.freecell.position()])).toEqual([1, after]);
  // Games are kept here: nothing says they are not.
  const sayings = await said(page);
  expect(sayings.filter((text) => /sav|storage/i.test(text)), `said: ${sayings.join(' | ')}`).toEqual([]);
});

test('a browser that throws on reading window.indexedDB and refuses localStorage still deals and plays, and says games will not be kept', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => { throw new DOMException('Access is denied for this document.', 'SecurityError'); };
    for (const name of ['indexedDB', 'localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get: refuse });
  });
  await page.goto('/index.html?deal=3');
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await expect(page.locator('#message')).toHaveText('This browser does not let the game save its progress.');
  expect(await playFirst(page)).toBeTruthy();
  expect(await page.evaluate(() => window.freecell.moves())).toBe(1);
});

/**
 * Crashes the page's renderer right after `move` is played there: the
 * move is played through the same DevTools session, and the crash sent as
 * soon as the play has returned. Returns the page opened afterwards.
 */
async function playAndCrash(page, move) {
  const cdp = await page.context().newCDPSession(page);
  const crashed = new Promise((resolve) => { page.once('crash', resolve); });
  const played = await cdp.send('Runtime.evaluate', { expression: `window.freecell.play(${JSON.stringify(move)})` });
  cdp.send('Page.crash').catch(() => { /* the page is gone before it answers */ });
  expect(played.result.value).toBe(true);
  await crashed;
  const next = await page.context().newPage();
  await next.goto('/index.html');
  await next.waitForSelector('html[data-ready]');
  return next;
}

test('a tab that crashes right after a move has kept it, move after move', async ({ page }) => {
  await open(page, 'deal=1');
  let tab = page;
  const line = [];
  for (let k = 1; k <= 3; k += 1) {
    const move = await tab.evaluate(() => window.freecell.legalMoves()[0].notation);
    line.push(move);
    tab = await playAndCrash(tab, move);
    expect(await tab.evaluate(() => [window.freecell.moves(), window.freecell.line()])).toEqual([k, line]);
  }
});

test('a tab that crashes while its move\'s claim is still on its way (IndexedDB slow to open) has kept the move', async ({ page }) => {
  // The database opens, but tells the page a second later: the claim waits that long.
  await page.addInitScript(() => {
    const openReal = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function slowOpen(...args) {
      const request = openReal.apply(this, args);
      let handler = null;
      Object.defineProperty(request, 'onsuccess', { get: () => handler, set: (h) => { handler = h; } });
      request.addEventListener('success', (e) => setTimeout(() => handler?.call(request, e), 1000));
      return request;
    };
  });
  await open(page, 'deal=1');
  const move = await page.evaluate(() => window.freecell.legalMoves()[0].notation);
  const next = await playAndCrash(page, move);
  expect(await next.evaluate(() => [window.freecell.moves(), window.freecell.line()])).toEqual([1, [move]]);
});

test('storage full for real: room made by dropping another game\'s undo steps says which game lost them', async ({ page }) => {
  await page.addInitScript(recordSayings);
  await open(page, 'deal=2');
  for (let k = 1; k <= 8; k += 1) expect(await playFirst(page)).toBeTruthy();
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/2'))?.play.history.length).toBe(9);
  const otherAt = await savedPosition(page, 'freecell/4/deal/2');
  await page.evaluate(() => window.freecell.deal(1));
  await expect.poll(() => page.evaluate(() => window.freecell.position().length > 0 && window.freecell.moves())).toBe(0);
  expect(await playFirst(page)).toBeTruthy();
  await expect.poll(async () => (await savedRecord(page, DEAL_1))?.play.history.length).toBe(2);
  // Storage filled to the last character it takes.
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
      for (;;) {
        try {
          localStorage.setItem(`filler:${n}`, 'x'.repeat(size));
          n += 1;
        } catch {
          break;
        }
      }
    }
  });
  const after = await playFirst(page);
  expect(after).toBeTruthy();
  await expect.poll(() => savedPosition(page, DEAL_1)).toBe(after);
  // The other game keeps its position, not its undo steps, and the page names it.
  const other = await savedRecord(page, 'freecell/4/deal/2');
  expect(other.play.history.length).toBe(2);
  expect(other.play.history[other.play.at].pos).toBe(otherAt);
  await expect(page.locator('#message')).toContainText('the undo steps of another game were dropped (FreeCell, 4 free cells: deal 2)');
  const sayings = await said(page);
  expect(sayings.filter((text) => /storage is full/.test(text))).toEqual([]);
});

test('a save written before its claim and refused, whose tab is gone before it puts the game back, is neither shown nor taken for a newer game', async ({ page, context }) => {
  await page.addInitScript(recordSayings);
  await open(page, 'deal=1');
  const [mine, theirs] = await page.evaluate(() => window.freecell.legalMoves().slice(0, 2).map((m) => m.notation));
  const after = await page.evaluate((m) => window.freecell.play(m) && window.freecell.position(), mine);
  expect(after).toBeTruthy();
  await claimsAnswered(page); // revision 1 is this tab's
  // Another tab moved at the same moment, wrote revision 1 before claiming
  // it, was refused, and closed before it put this tab's game back.
  const other = await context.newPage();
  await other.goto('/index.html?blank');
  await other.evaluate(`(async () => {
    const fc = await import('/www/pkg/freecell.js');
    await fc.default();
    const key = 'freecell.game:${DEAL_1}';
    const record = JSON.parse(localStorage.getItem(key));
    const board = fc.GameBoard.fromDeal(1);
    const m = board.parseMove(${JSON.stringify(theirs)});
    board.makeMove(m.from.cell, m.from.index, m.to.cell, m.to.index, m.count);
    record.play.history = [record.play.history[0], { pos: board.toText(), moves: 1, play: [${JSON.stringify(theirs)}] }];
    localStorage.setItem(key, JSON.stringify(record));
  })()`);
  await other.close();
  // This tab goes on with its own game, and its next move is saved over that write, with no word of another tab.
  const next = await playFirst(page);
  expect(next).toBeTruthy();
  await claimsAnswered(page);
  expect(await page.evaluate(() => [window.freecell.moves(), window.freecell.line()[0]])).toEqual([2, mine]);
  await expect.poll(() => savedPosition(page, DEAL_1)).toBe(next);
  const sayings = await said(page);
  expect(sayings.filter((text) => /another tab/.test(text)), `said: ${sayings.join(' | ')}`).toEqual([]);
});

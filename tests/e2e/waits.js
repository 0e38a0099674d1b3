// Waits for the page's states where a test must show that something did
// NOT happen: each waits for a later event that proves it would have
// happened by then, never for a fixed time.
import { expect } from '@playwright/test';

/**
 * Waits until the page has drawn two frames: the input sent before it has
 * been handled (its handlers run before the frame) and what the page draws
 * in answer (it redraws in the next animation frame, controller.js) is on
 * the screen.
 */
export async function afterFrames(page) {
  await page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }));
}

/**
 * Waits until every save the page has begun has landed. A save is written
 * once IndexedDB grants its claim (claims.js: a readwrite transaction on
 * the `claims` store), and IndexedDB runs one store's readwrite
 * transactions in the order they began: a transaction begun here after the
 * page's completes after theirs, by which time each granted save has been
 * written (saves.js writes as its claim's transaction completes).
 */
export async function savesLanded(page) {
  await afterFrames(page); // a save begun in the next frame has begun its claim
  await page.evaluate(() => new Promise((resolve, reject) => {
    // The database at whatever version the page opened it (claims.js
    // opens it as it starts); made as the page makes it should it not be there.
    const request = indexedDB.open('freecell');
    request.onupgradeneeded = () => request.result.createObjectStore('claims');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('claims')) {
        db.close();
        resolve(); // no claim was ever made here
        return;
      }
      const tx = db.transaction('claims', 'readwrite');
      tx.objectStore('claims').get('');
      tx.oncomplete = () => {
        db.close();
        setTimeout(resolve, 0); // the page's own completion handlers ran before this one
      };
      tx.onerror = () => reject(tx.error);
    };
  }));
}

/**
 * Waits until extras.js has started and the solver has answered for the
 * position shown (the status says something else than Checking…). What
 * extras.js decides as it starts (offering the tutorial, celebrating a
 * win) it decides before it asks the solver, whose answer waits on its
 * worker's wasm being compiled: by the answer, those have come.
 */
export async function extrasSettled(page) {
  await page.waitForFunction(() => {
    const verdict = document.querySelector('#solvable')?.dataset.verdict;
    return verdict !== undefined && verdict !== 'checking';
  }, null, { timeout: 30_000 });
  await afterFrames(page);
}

/**
 * Counts, in window.__solveSteps, the timers of Solve's loop (assist.js):
 * the 260 ms between two moves and the 100 ms polls while a dialog is open,
 * each as set and as fired (from the next page loaded on).
 */
export async function trackSolveSteps(page) {
  await page.addInitScript(() => {
    const steps = { set: { 260: 0, 100: 0 }, fired: { 260: 0, 100: 0 } };
    window.__solveSteps = steps;
    const setTimeout = window.setTimeout;
    window.setTimeout = function (fn, ms, ...args) {
      if (typeof fn !== 'function' || !(ms in steps.set)) return setTimeout.call(this, fn, ms, ...args);
      steps.set[ms] += 1;
      return setTimeout.call(this, (...a) => {
        try {
          fn(...a);
        } finally {
          steps.fired[ms] += 1;
        }
      }, ms, ...args);
    };
  });
}

/** Solve's timers so far: {set: {260, 100}, fired: {260, 100}}. */
export const solveSteps = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.__solveSteps)));

/**
 * Waits until every wait between two of Solve's moves that was set has run
 * out: when the last one ran out, a Solve still going would have played its
 * next move (in the same task), and set another wait. A Solve that goes on
 * never gets here.
 */
export async function solveStepsRunOut(page) {
  expect((await solveSteps(page)).set[260], 'Solve played with its 260 ms between moves').toBeGreaterThan(0);
  await page.waitForFunction(() => window.__solveSteps.fired[260] === window.__solveSteps.set[260]);
  await afterFrames(page);
}

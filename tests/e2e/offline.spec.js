// Offline and installable: the service worker keeps the page, its modules
// and the wasm, and serves them with no network; the page passes
// Chromium's installability check; a new version of any file is taken at
// the next load, whole.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { open, card, playDeal, chooseSetting } from './helpers.js';

// The service worker is registered once the solver has first answered (or
// three seconds after the page is ready), and its install fetches every
// file: on a busy machine that can take a while.
test.describe.configure({ timeout: 60_000 });
test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page (the first load installs it, and it takes the page over). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
}

test('after one load, the page plays offline: a move, and a hint from the solver worker', async ({ page, context }) => {
  await open(page, 'deal=1');
  await controlled(page);
  // The worker keeps both wasm packages: the page's rules and the solver the workers load.
  const kept = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)))).flat());
  expect(kept).toEqual(expect.arrayContaining(['/www/app.js', '/www/solver-worker.js', '/www/pkg/freecell_bg.wasm', '/www/pkg/freecell_solver_bg.wasm', '/www/pkg/freecell_solver.js']));
  // And the part of the page's bundle loaded once the board is playable (extras.js).
  expect(kept.some((path) => /^\/www\/app-extras-\w+\.js$/.test(path))).toBe(true);
  // And every language's catalogue (as served, without its comments): a change of language works offline.
  expect(kept).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es', 'pl'].map((lang) => `/www/app-locales/${lang}.ftl`)));
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#title')).toHaveText('Deal 1');
  await card(page, '8C').dblclick();
  await expect(page.locator('#moves')).toHaveText('1');
  // The status and the hint come from the solver's worker, whose wasm the service worker served.
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toContainText('Hint 1 of 3: look at the');
  // And the dealer's worker grades the deal, and deals a new one.
  await expect(page.locator('#grade')).not.toHaveText('');
  await playDeal(page, '');
  await expect(page.locator('#title')).not.toHaveText('Deal 1');
  await expect(page.locator('#moves')).toHaveText('0');
  // Another deal, in a new tab, offline too.
  const other = await context.newPage();
  await other.goto('/index.html?deal=617');
  await other.waitForSelector('html[data-ready]');
  await expect(other.locator('#title')).toHaveText('Deal 617');
  await expect(other.locator('#solvable')).toHaveText('Winnable');
});

test('a tab whose load was under way as the worker took over is taken over too, and plays offline', async ({ page, context }) => {
  // This tab's page is held on its way until another tab has installed
  // the worker: the load began with no worker to serve it, and it was
  // still loading when the worker took over the pages already loaded.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/\/index\.html/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto('/index.html?deal=617');
  const first = await context.newPage();
  await first.goto('/index.html?deal=1');
  await first.waitForSelector('html[data-ready]');
  await controlled(first);
  release();
  await loading;
  await page.waitForSelector('html[data-ready]');
  await controlled(page);
  await context.setOffline(true);
  await chooseSetting(page, 'language', 'pl'); // its catalogue comes from the worker
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('#title')).toHaveText('Rozdanie 617');
});

test('the page is installable: a manifest with icons, a service worker with a fetch handler', async ({ playwright, baseURL }, testInfo) => {
  // Chromium installs nothing from an incognito profile, which is what a
  // test's browser context is: this test has a profile of its own.
  const profile = await mkdtemp(join(tmpdir(), 'freecell-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto('/index.html?deal=1');
    await page.waitForSelector('html[data-ready]');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(await (await page.request.get(url)).text());
    expect(manifest).toMatchObject({ name: 'FreeCell', display: 'standalone', theme_color: '#0d5233' });
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, url).href);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/**
 * A copy of the page and its server in a folder of its own, served on a
 * port the system chooses, so that a test may change its files.
 */
async function copyOfThePage() {
  const dir = await mkdtemp(join(tmpdir(), 'freecell-page-'));
  const root = new URL('../..', import.meta.url).pathname;
  for (const path of ['index.html', 'sw.js', 'www', 'scripts/serve.mjs', 'scripts/precache.mjs', 'scripts/compress.mjs']) {
    await cp(join(root, path), join(dir, path), { recursive: true });
  }
  // The list `npm run build` wrote is left behind: this server computes its own.
  await rm(join(dir, 'www/precache.js'), { force: true });
  const server = spawn(process.execPath, [join(dir, 'scripts/serve.mjs')], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(String(d))));
  const base = /(http:\/\/\S+?)\/?$/m.exec(line.trim())[1];
  return {
    dir, base,
    async close() {
      server.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Notes in window.__registered the promise of the page's registration of
 * its service worker (from the next page loaded on). For a worker already
 * registered, registering again checks the server for a new version: the
 * promise settles once that check is done.
 */
async function noteRegistration(page) {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.__registered = register.apply(this, args);
      return window.__registered;
    };
  });
}

/**
 * Waits until the page has registered its service worker (offline.js:
 * once the solver has first answered, or three seconds after the page is
 * ready) and the check for a new version that this makes is done, having
 * found none: from then on this page asks the server for no new version.
 */
async function checkedForUpdate(page) {
  await page.waitForFunction(() => window.__registered !== undefined, null, { timeout: 30_000 });
  const workers = await page.evaluate(async () => {
    const registration = await window.__registered;
    return { installing: registration.installing !== null, waiting: registration.waiting !== null };
  });
  expect(workers).toEqual({ installing: false, waiting: false });
}

test('a new version of any file is taken at the next load, all files of it and none of the old', async ({ page }) => {
  // Taking a new version is a chain of loads: the page served by the old
  // worker, its registration's check, the new worker's install (every file
  // fetched and checked), its takeover and the page's reload into it. On a
  // machine busy with other tests each link takes seconds.
  test.setTimeout(120_000);
  await noteRegistration(page);
  const site = await copyOfThePage();
  try {
    await page.goto(`${site.base}/index.html?deal=1`);
    await page.waitForSelector('html[data-ready]');
    await controlled(page);
    await page.reload(); // now served by the worker
    await page.waitForSelector('html[data-ready]');
    const caches = () => page.evaluate(() => caches.keys());
    const [first] = await caches();
    expect(await caches()).toEqual([first]);
    await card(page, '8C').dblclick();
    await expect(page.locator('#moves')).toHaveText('1');
    // This page's own check for a new version is done before the files
    // change: a check made while they change would see half of the new
    // version (its install then fails), and one made after would take it
    // over this page, before the next load.
    await checkedForUpdate(page);

    // A new version: two files change (as after `npm run build`): the style as built from style.css, and the page's bundle.
    await appendFile(join(site.dir, 'www/app.css'), '\n:root { --test-version: 2; }\n');
    await appendFile(join(site.dir, 'www/app.js'), '\nexport const TEST_VERSION = 2;\n');
    await page.reload();
    // The next load takes it: the page, served by the old version, checks
    // for a new one as it registers, the new worker installs and takes
    // over, and the page reloads itself into the new version.
    await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--test-version').trim() === '2', null, { timeout: 60_000 });
    await page.waitForSelector('html[data-ready]');
    // The reload it made is said, and the game is kept.
    await expect(page.locator('#message')).toHaveText('The page was updated to its new version; your game is as you left it.');
    await expect(page.locator('#moves')).toHaveText('1');
    expect(await page.evaluate(async () => (await import('./www/app.js')).TEST_VERSION)).toBe(2);
    // One cache, the new version's, holding exactly the files it lists.
    const [second] = await caches();
    expect(second).not.toBe(first);
    expect(await caches()).toEqual([second]);
    const precache = await readFile(join(site.dir, 'www/precache.js'), 'utf8').catch(() => null);
    expect(precache).toBeNull(); // the server writes it afresh; nothing on disk
    const held = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const hex = (b) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
      const out = {};
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request)).arrayBuffer();
        out[new URL(request.url).pathname] = hex(await crypto.subtle.digest('SHA-256', body));
      }
      return out;
    }, second);
    const listed = await page.evaluate(async () => (await (await fetch('./www/precache.js')).text()));
    const files = JSON.parse(/self\.PRECACHE = ([\s\S]*);\s*$/.exec(listed)[1]).files;
    expect(held).toEqual(Object.fromEntries(files.map((f) => [f.url.slice(1), f.sha256])));
    // And it is the new version that plays (a move as the API makes it: a
    // double-click's timing is play.spec's, not this test's).
    expect(await page.evaluate(() => window.freecell.play('6b'))).toBe(true);
    await expect(page.locator('#moves')).toHaveText('2');
  } finally {
    await site.close();
  }
});

test('the version changes whenever any file the worker keeps changes, and only then', async () => {
  const { precacheText, precacheFiles } = await import('../../scripts/precache.mjs');
  const dir = await mkdtemp(join(tmpdir(), 'freecell-precache-'));
  const root = new URL('../..', import.meta.url).pathname;
  try {
    for (const path of ['index.html', 'sw.js', 'www']) await cp(join(root, path), join(dir, path), { recursive: true });
    const version = async () => /"version": "(\w+)"/.exec(await precacheText(dir))[1];
    const files = await precacheFiles(dir);
    // The page's bundle (not its sources, which the page does not load), and the solver's worker as it is written.
    expect(files).toEqual(expect.arrayContaining(['index.html', 'www/app.js', 'www/solver-worker.js', 'www/dealer.js', 'www/app.css', 'www/pkg/freecell.js', 'www/pkg/freecell_bg.wasm', 'www/pkg/freecell_solver.js', 'www/pkg/freecell_solver_bg.wasm', 'www/manifest.webmanifest']));
    const v0 = await version();
    expect(await version()).toBe(v0);
    await writeFile(join(dir, 'www/README.md'), 'not a file the page loads');
    expect(await version()).toBe(v0);
    expect(files).not.toContain('www/main.js');
    expect(files).not.toContain('www/style.css');
    await appendFile(join(dir, 'www/main.js'), '\n// a source the bundle is made from: the page changes when it is built again\n');
    await appendFile(join(dir, 'www/style.css'), '\n/* the source app.css is made from: the page changes when it is built again (scripts.test.mjs) */\n');
    expect(await version()).toBe(v0);
    const seen = new Set([v0]);
    for (const path of [...files, 'sw.js']) {
      const before = await readFile(join(dir, path));
      await writeFile(join(dir, path), Buffer.concat([before, Buffer.from(' ')]));
      const v = await version();
      expect(seen.has(v), path).toBe(false);
      seen.add(v);
      await writeFile(join(dir, path), before);
    }
    expect(await version()).toBe(v0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

// The Content-Security-Policy: strict (no inline script or style, no eval;
// WebAssembly allowed), sent as a header and stated in the page; a game
// played through every part of the page asks no other origin for anything
// and breaks no rule of it.
import { test, expect } from '@playwright/test';
import { open, card, grabPoint, dropPoint, mouseDrag, position, homeUpTo, chooseSetting, fromMenu } from './helpers.js';

const directives = (policy) => Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));

test('the policy is strict, the same in the header and in the page, and sent with every file', async ({ page }) => {
  const response = await page.request.get('/index.html');
  const header = directives(response.headers()['content-security-policy']);
  expect(header['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(header['style-src']).toEqual(["'self'"]);
  expect(header['connect-src']).toEqual(["'self'"]);
  expect(header['default-src']).toEqual(["'self'"]);
  expect(header['object-src']).toEqual(["'none'"]);
  expect(header['frame-ancestors']).toEqual(["'none'"]);
  expect(JSON.stringify(header)).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  await open(page, 'deal=1');
  const meta = directives(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
  // frame-ancestors is the one directive a meta tag cannot state.
  expect({ ...meta, 'frame-ancestors': header['frame-ancestors'] }).toEqual(header);
  for (const path of ['/www/solver-worker.js', '/sw.js', '/www/pkg/freecell_bg.wasm']) {
    expect((await page.request.get(path)).headers()['content-security-policy'], path).toBe(response.headers()['content-security-policy']);
  }
});

test('a game through every part of the page asks no other origin and breaks no rule of the policy', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL).origin;
  const elsewhere = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && url.protocol !== 'blob:') elsewhere.push(r.url());
  });
  const complaints = [];
  page.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) complaints.push(m.text()); });
  page.on('pageerror', (e) => complaints.push(e.message));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });

  await open(page, 'deal=1');
  await mouseDrag(page, await grabPoint(page, '8C'), await dropPoint(page, 'freecell-0'));
  await card(page, '6S').dblclick();
  await expect(page.locator('#moves')).toHaveText('2');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toContainText('Hint 1 of 3: look at the');
  await fromMenu(page, '#solve');
  await expect(page.locator('#moves')).not.toHaveText('2');
  await fromMenu(page, '#solve');
  for (const [name, value] of [['deck', 'four-blue'], ['theme', 'contrast'], ['index', true], ['hand', true], ['speed', 'slow']]) {
    await chooseSetting(page, name, value);
  }
  await fromMenu(page, '#open-stats');
  const download = page.waitForEvent('download');
  await page.locator('#export').click();
  const file = await (await download).path();
  const chooser = page.waitForEvent('filechooser');
  await page.locator('#import').click();
  await (await chooser).setFiles(file);
  await expect(page.locator('#transfer-message')).toContainText('Imported');
  await page.locator('#statistics-close').click();
  const nearWin = position({
    'cascade-0': ['KH'], 'cascade-1': ['QH'],
    'foundation-0': homeUpTo('C', 13), 'foundation-1': homeUpTo('D', 13), 'foundation-2': homeUpTo('S', 13), 'foundation-3': homeUpTo('H', 11),
  });
  await open(page, `position=${nearWin}`, { clear: false });
  await card(page, 'QH').dblclick();
  await expect(page.locator('dialog#win')).toBeVisible();
  await page.locator('#win-new').click();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('#menu').click();
  await expect(page.locator('#open-settings')).toBeVisible();

  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(complaints).toEqual([]);
  expect(elsewhere).toEqual([]);
});

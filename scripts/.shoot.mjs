import { chromium } from '@playwright/test';
const [,, base, out, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const spec of specs) {
  const [name, query, w, h, action] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  await page.goto(`${base}/index.html?${query}`);
  await page.waitForSelector('html[data-ready]');
  await page.waitForTimeout(1500);
  if (action === 'menu') { await page.locator('#menu').click(); await page.waitForTimeout(300); }
  if (action === 'easy') { await page.getByLabel('Hard').check(); await page.waitForTimeout(3000); }
  await page.screenshot({ path: `${out}/${name}.png` });
  await page.close();
}
await browser.close();

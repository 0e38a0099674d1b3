// Renders the app icons drawn in www/icons/*.svg to the PNG sizes the web
// app manifest lists (some systems take no SVG icon), in Debian's Chromium:
//   node scripts/icons.mjs
// The PNGs are committed; run this again after changing an SVG.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './precache.mjs';

const OUTPUTS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [svg, png, size] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = await readFile(join(ROOT, 'www/icons', svg), 'utf8');
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
    await page.screenshot({ path: join(ROOT, 'www/icons', png), omitBackground: true });
    await page.close();
    console.log(`www/icons/${png}`);
  }
} finally {
  await browser.close();
}

// The service worker's list of files (sw.js): the page, its modules and
// style, every language's catalogue (so that a change of language works
// offline) and the library that reads them, both wasm packages (the page's rules, and the solver its worker
// loads), the manifest and the favicon, each with its SHA-256, and
// a version made of them all, so that any change to any file makes a new
// version. `node scripts/precache.mjs` (run by `npm run build`) writes it to
// www/precache.js for any static host; scripts/serve.mjs computes it afresh
// for every request, so a developer's edits make a new version too.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const OUTPUT = 'www/precache.js';

/** The files the page needs offline, relative to the root, in a fixed order. */
export async function precacheFiles(root = ROOT) {
  const www = (await readdir(join(root, 'www')))
    .filter((f) => /\.(js|css|webmanifest)$/.test(f) && f !== 'precache.js')
    .map((f) => `www/${f}`);
  const locales = (await readdir(join(root, 'www/locales'))).filter((f) => f.endsWith('.ftl')).map((f) => `www/locales/${f}`);
  const vendor = (await readdir(join(root, 'www/vendor'))).filter((f) => f.endsWith('.js')).map((f) => `www/vendor/${f}`);
  const pkg = ['freecell', 'freecell_solver'].flatMap((name) => [`www/pkg/${name}.js`, `www/pkg/${name}_bg.wasm`]);
  return ['index.html', ...www.sort(), ...locales.sort(), ...vendor.sort(), 'www/icons/icon.svg', ...pkg];
}

/** The text of www/precache.js: `self.PRECACHE = {version, files: [{url, sha256}]}`. */
export async function precacheText(root = ROOT) {
  const files = [];
  for (const path of await precacheFiles(root)) {
    const sha256 = createHash('sha256').update(await readFile(join(root, path))).digest('hex');
    files.push({ url: `./${path}`, sha256 });
  }
  // The worker's own code is part of the version too: a change in how it caches starts a new cache.
  const worker = createHash('sha256').update(await readFile(join(root, 'sw.js'))).digest('hex');
  const version = createHash('sha256').update(`./sw.js ${worker}\n${files.map((f) => `${f.url} ${f.sha256}\n`).join('')}`).digest('hex').slice(0, 16);
  return '// Written by scripts/precache.mjs: the files the service worker keeps, and their version.\n'
    + `self.PRECACHE = ${JSON.stringify({ version, files }, null, 1)};\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await precacheText();
  await writeFile(join(ROOT, OUTPUT), text);
  console.log(`${OUTPUT}: version ${/"version": "(\w+)"/.exec(text)[1]}`);
}

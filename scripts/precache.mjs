// The service worker's list of files (sw.js): the page, its bundled modules
// (scripts/bundle.mjs), the solver's worker and its modules, the style (as built),
// every language's catalogue (a change of language works offline), both
// wasm packages (the page's rules, and the solver its worker loads), the
// manifest and the favicon, each with its SHA-256, and a version made of
// them all, so that any change to any file makes a new version.
// `node scripts/precache.mjs` (run by `npm run build`) writes it to
// www/precache.js for any static host; scripts/serve.mjs computes it afresh
// for every request, so a developer's rebuilt bundle (`npm run build:page`)
// is a new version too.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const OUTPUT = 'www/precache.js';

/** The files the page needs offline, relative to the root, in a fixed order. */
export async function precacheFiles(root = ROOT) {
  const names = await readdir(join(root, 'www'));
  // The page's modules as `npm run build` bundles them (scripts/bundle.mjs), not their sources.
  const bundle = names.filter((f) => /^app(-[\w-]+)?\.js$/.test(f)).sort();
  if (!bundle.includes('app.js')) throw new Error('www/app.js is missing: run `npm run build` first');
  // The style as built (app.css, from style.css), goals.css as it is, and the manifest.
  const rest = names.filter((f) => /\.(css|webmanifest)$/.test(f) && f !== 'style.css').sort();
  if (!rest.includes('app.css')) throw new Error('www/app.css is missing: run `npm run build` first');
  // Every language's catalogue as served (without its comments, scripts/bundle.mjs), so that a change of language works offline.
  const locales = (await readdir(join(root, 'www/app-locales'))).filter((f) => f.endsWith('.ftl')).sort().map((f) => `app-locales/${f}`);
  const boot = await moduleGraph(root, 'www/boot.js');
  const worker = await moduleGraph(root, 'www/solver-worker.js');
  const pkg = ['freecell', 'freecell_solver'].flatMap((name) => [`www/pkg/${name}.js`, `www/pkg/${name}_bg.wasm`]);
  return ['index.html', ...[...bundle, ...rest, ...locales].map((f) => `www/${f}`), ...boot, ...worker, 'www/icons/icon.svg', ...pkg];
}

/**
 * A module and the modules of www/ it imports, followed through their
 * static imports: boot.js and the solver's worker, which are loaded as
 * they are written rather than bundled. The wasm packages are listed apart.
 */
async function moduleGraph(root, start) {
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path) || path.startsWith('www/pkg/')) return;
    seen.add(path);
    const text = await readFile(join(root, path), 'utf8');
    for (const [, spec] of text.matchAll(/^import\s[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      await visit(posix.join(posix.dirname(path), spec));
    }
  };
  await visit(start);
  return [...seen].sort();
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

// Bundles the page's modules for the browser: `www/main.js` and everything
// it imports become `www/app.js` (what the page needs to be played) and
// `www/app-*.js` (what it imports later: extras.js and its modules, and the
// code they share), minified, with source maps. One file on the first load
// instead of about forty: a browser fetches six files at a time from one
// host over HTTP/1.1, and the page waited on those rounds more than on
// anything else. The bundle sits beside the sources, so the addresses the
// modules build from `import.meta.url` (the solver's worker, the service
// worker, the wasm packages, left out of the bundle) mean the same in both.
// The solver's worker (`solver-worker.js` and `dealer.js`) is loaded as it
// is: it is not on the way to the first move. The wasm packages' glue, as
// wasm-bindgen writes it (readable, commented), is minified where it lies
// (its exports and the names of its imports from wasm stay as they are):
// the page's is on the first load. So is the style: `www/style.css`, as
// written, becomes `www/app.css`, minified, which index.html links.
// And the catalogues (`www/locales/<lang>.ftl`, the words and, for their
// translators, the comments) are served without their comments from
// `www/app-locales/`: the player's is on the first load.
//   node scripts/bundle.mjs        (run by `npm run build`)
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, transform } from 'esbuild';
import { FluentResource } from '@fluent/bundle';
import { ROOT } from './precache.mjs';

/** The bundle's files: the entry and its chunks (and their maps, and their precompressed forms, scripts/compress.mjs). */
export const BUNDLED = /^app(-[\w-]+)?\.js(\.map|\.gz|\.br)?$/;

const www = join(ROOT, 'www');
// A chunk's name carries its hash: those of an earlier build go first, so the service worker does not keep them.
for (const f of await readdir(www)) if (BUNDLED.test(f)) await rm(join(www, f));

const result = await build({
  entryPoints: { app: join(www, 'main.js') },
  outdir: www,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  minify: process.env.BUNDLE_DEBUG !== '1', // BUNDLE_DEBUG=1: readable names in a profile
  sourcemap: 'linked',
  chunkNames: 'app-[name]-[hash]',
  // The wasm packages stay files of their own: their glue finds its wasm
  // from its own address. So do boot.js and language.js, which index.html
  // loads before the bundle: the bundle imports those same instances.
  external: ['./pkg/*', './boot.js', './language.js'],
  metafile: true,
  logLevel: 'warning',
});
// The style, minified: its comments and spaces are a third of what the first load's CSS weighed.
const style = await build({
  entryPoints: { app: join(www, 'style.css') },
  outdir: www,
  bundle: true,
  minify: process.env.BUNDLE_DEBUG !== '1',
  metafile: true,
  logLevel: 'warning',
});
const sizes = Object.entries({ ...result.metafile.outputs, ...style.metafile.outputs })
  .filter(([path]) => /\.(js|css)$/.test(path))
  .map(([path, out]) => `${path.split('/').pop()} ${(out.bytes / 1024).toFixed(1)} KB`);
console.log(`www: ${sizes.join(', ')}`);

// The glue of both wasm packages (www/pkg, written by `npm run build:rules`
// and `build:solver`), minified in place: a second pass changes nothing.
// Its class names go too; nothing reads them.
const glue = [];
for (const name of ['freecell', 'freecell_solver']) {
  const path = join(www, 'pkg', `${name}.js`);
  const source = await readFile(path, 'utf8');
  const { code } = await transform(source, { minify: process.env.BUNDLE_DEBUG !== '1', format: 'esm', target: 'es2022', legalComments: 'none', logLevel: 'warning' });
  if (code !== source) await writeFile(path, code);
  glue.push(`pkg/${name}.js ${(code.length / 1024).toFixed(1)} KB`);
}
console.log(`www: ${glue.join(', ')}`);

// The catalogues without their comments (whole lines from a `#`), checked
// to read as the same messages: a comment is no part of any.
const locales = join(www, 'app-locales');
await rm(locales, { recursive: true, force: true });
await mkdir(locales);
const catalogues = [];
for (const file of (await readdir(join(www, 'locales'))).filter((f) => f.endsWith('.ftl')).sort()) {
  const source = await readFile(join(www, 'locales', file), 'utf8');
  const served = source.replace(/^#.*\n/gm, '');
  const same = (text) => JSON.stringify(new FluentResource(text).body);
  if (same(served) !== same(source)) throw new Error(`locales/${file}: its messages read otherwise without its comments`);
  await writeFile(join(locales, file), served);
  catalogues.push(file);
}
console.log(`www: app-locales/ ${catalogues.join(' ')}`);

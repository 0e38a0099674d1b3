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
// is: it is not on the way to the first move.
//   node scripts/bundle.mjs        (run by `npm run build`)
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
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
const sizes = Object.entries(result.metafile.outputs)
  .filter(([path]) => path.endsWith('.js'))
  .map(([path, out]) => `${path.split('/').pop()} ${(out.bytes / 1024).toFixed(1)} KB`);
console.log(`www: ${sizes.join(', ')}`);

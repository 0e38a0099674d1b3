// Copies the page's one library, @fluent/bundle (Project Fluent's
// formatter, Apache-2.0), from node_modules into www/vendor/ as one ES
// module: the page has no bundler and its Content-Security-Policy allows
// no inline script, so no import map could name the package. The
// package's single-file build is kept whole; a line before it gives it
// the CommonJS `module` it writes its exports to, a line after exports
// them. Run by `npm run build`; www/vendor/*.js is not in git, the
// license beside it is.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './precache.mjs';

export const VENDORED = 'www/vendor/fluent-bundle.js';

/** The text of www/vendor/fluent-bundle.js, from the installed package. */
export async function fluentBundleModule(root = ROOT) {
  const dir = join(root, 'node_modules/@fluent/bundle');
  const { version } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const umd = await readFile(join(dir, 'index.js'), 'utf8');
  return `// @fluent/bundle ${version} (Apache-2.0, see fluent-bundle.LICENSE), made an ES module by scripts/vendor.mjs.\n`
    + 'const module = { exports: {} };\nconst exports = module.exports;\n'
    + `${umd}\n`
    + 'export const { FluentBundle, FluentResource, FluentNumber, FluentDateTime } = module.exports;\n';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(join(ROOT, VENDORED), await fluentBundleModule());
  console.log(`${VENDORED}: written`);
}

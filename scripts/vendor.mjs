// Copies the page's one library, @fluent/bundle (Project Fluent's
// formatter, Apache-2.0), from node_modules into www/vendor/ as one ES
// module: the page has no bundler and its Content-Security-Policy allows
// no inline script, so no import map could name the package. The
// package's single-file build is kept whole; a line before it gives it
// the CommonJS `module` it writes its exports to, a line after exports
// them. Its doc comments and comment lines are left out (half the
// bytes the page's first load would carry for it), and the module
// written is checked to read and format a message as the package does.
// Run by `npm run build`; www/vendor/*.js is not in git, the license
// beside it is.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './precache.mjs';

export const VENDORED = 'www/vendor/fluent-bundle.js';

/** The text of www/vendor/fluent-bundle.js, from the installed package. */
export async function fluentBundleModule(root = ROOT) {
  const dir = join(root, 'node_modules/@fluent/bundle');
  const { version } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const umd = (await readFile(join(dir, 'index.js'), 'utf8'))
    .replace(/\/\*\*[\s\S]*?\*\//g, '') // doc comments
    .replace(/^\s*\/\/.*$/gm, '') // comment lines
    .replace(/\n\s*\n+/g, '\n');
  return `// @fluent/bundle ${version} (Apache-2.0, see fluent-bundle.LICENSE), made an ES module by scripts/vendor.mjs.\n`
    + 'const module = { exports: {} };\nconst exports = module.exports;\n'
    + `${umd}\n`
    + 'export const { FluentBundle, FluentResource, FluentNumber, FluentDateTime } = module.exports;\n';
}

/** Throws unless `text`, as a module, formats a message with a plural and a number as the package itself does. */
async function check(text) {
  const made = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  const { FluentBundle, FluentResource } = await import('@fluent/bundle');
  const source = 'm = { $n ->\n    [one] one card\n   *[other] { $n } cards\n} of { NUMBER($x, minimumFractionDigits: 1) }\n';
  const say = ({ FluentBundle: B, FluentResource: R }) => {
    const bundle = new B('en', { useIsolating: false });
    bundle.addResource(new R(source));
    return [1, 1234].map((n) => bundle.formatPattern(bundle.getMessage('m').value, { n, x: n })).join(' / ');
  };
  const want = say({ FluentBundle, FluentResource });
  const got = say(made);
  if (got !== want) throw new Error(`${VENDORED} formats "${got}", the package "${want}"`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await fluentBundleModule();
  await check(text);
  await writeFile(join(ROOT, VENDORED), text);
  console.log(`${VENDORED}: written (${text.length} bytes), checked`);
}

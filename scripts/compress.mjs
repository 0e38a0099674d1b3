// The page's files compressed, gzip and brotli: which files are worth it,
// which encoding a request's Accept-Encoding asks for, and the build step
// that writes `FILE.gz` and `FILE.br` beside each of them (smallest
// output, as slow as it likes), so that scripts/serve.mjs sends them as
// they are. The server compresses on the fly (quickly) what has no
// precompressed file, or one that no longer matches its source.
//   node scripts/compress.mjs        (run by `npm run build`, after the bundle)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { ROOT } from './precache.mjs';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/** Files of these kinds shrink (text, wasm, SVG); images in PNG do not. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|ftl)$/;

/**
 * Each encoding the server speaks, best first: its Accept-Encoding name,
 * the suffix of its precompressed file, and its coder. `level` is 'best'
 * at build time and 'quick' on the fly.
 */
export const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    encode: (body, level) => brotli(body, { params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level === 'best' ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    } }),
    decode: unbrotli,
  },
  {
    name: 'gzip',
    suffix: '.gz',
    encode: (body, level) => gzip(body, { level: level === 'best' ? 9 : 6 }),
    decode: gunzip,
  },
];

/**
 * The encoding a request's Accept-Encoding asks for: the acceptable one
 * (q above 0, by name or by `*`) with the highest q, brotli on a tie;
 * 'identity' when neither is acceptable or the header is absent.
 */
export function chooseEncoding(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  let best = null;
  for (const { name } of ENCODINGS) if (weight(name) > 0 && (!best || weight(name) > weight(best))) best = name;
  return best ?? 'identity';
}

/** The files `npm run build` compresses: the page's, as scripts/serve.mjs serves them (www/precache.js, written afresh per request, aside). */
async function pageFiles(root) {
  const files = ['index.html', 'sw.js'];
  for (const entry of await readdir(join(root, 'www'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(root, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/');
    if (COMPRESSIBLE.test(path) && path !== 'www/precache.js') files.push(path);
  }
  return files.sort();
}

/**
 * Writes FILE.br and FILE.gz beside each of the page's files, and removes
 * those whose file is gone (a bundle chunk of an earlier build).
 */
export async function compressPage(root) {
  const files = await pageFiles(root);
  let raw = 0;
  const sizes = Object.fromEntries(ENCODINGS.map((e) => [e.name, 0]));
  for (const path of files) {
    const body = await readFile(join(root, path));
    raw += body.length;
    for (const encoding of ENCODINGS) {
      const out = await encoding.encode(body, 'best');
      await writeFile(join(root, path + encoding.suffix), out);
      sizes[encoding.name] += out.length;
    }
  }
  const kept = new Set(files);
  for (const entry of await readdir(join(root, 'www'), { recursive: true, withFileTypes: true })) {
    const path = relative(root, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/');
    const encoding = ENCODINGS.find((e) => path.endsWith(e.suffix));
    if (entry.isFile() && encoding && !kept.has(path.slice(0, -encoding.suffix.length))) await rm(join(root, path));
  }
  return { count: files.length, raw, sizes };
}

/**
 * The precompressed form of `body` (the bytes of `file` just read), or
 * null: none on disk, one older than the file, or one that does not decode
 * to these very bytes (the file was edited after the build) is not used.
 */
export async function precompressed(file, body, encoding) {
  try {
    const [source, packed] = await Promise.all([stat(file), stat(file + encoding.suffix)]);
    if (!packed.isFile() || packed.mtimeMs < source.mtimeMs) return null;
    const out = await readFile(file + encoding.suffix);
    return (await encoding.decode(out)).equals(body) ? out : null;
  } catch {
    return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { count, raw, sizes } = await compressPage(ROOT);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compressed ${count} files, ${kb(raw)}: ${ENCODINGS.map((e) => `${kb(sizes[e.name])} ${e.name}`).join(', ')}`);
}

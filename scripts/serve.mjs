// A small static file server for the game: serves the project root (the
// page is index.html, its modules are under www/, its service worker is
// sw.js) on localhost, with the MIME types browsers insist on for modules
// and wasm, the page's Content-Security-Policy as a header (the one its
// <meta> tag states, plus what only a header can say), and ETags, so that
// the service worker's install revalidates unchanged files for a 304
// instead of fetching them again. www/precache.js is computed afresh for
// every request (scripts/precache.mjs), so that any edit is a new version
// of the page for the service worker, built or not.
//
// Only the page's files, never the rest of the tree or anything beside it:
// a path is decoded and normalised first, then must stay inside the root
// and among the page's files. Text and wasm go brotli or gzip compressed,
// as Accept-Encoding asks (scripts/compress.mjs: the files `npm run build`
// precompressed, or compressed here when there is none that matches the
// file as it is now). A bad request gets 400 and the server goes on.
// No dependencies.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precacheText, OUTPUT } from './precache.mjs';
import { chooseEncoding, COMPRESSIBLE, ENCODINGS, precompressed } from './compress.mjs';

const root = await realpath(resolve(fileURLToPath(new URL('..', import.meta.url))));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.ftl': 'text/plain; charset=utf-8',
};

// Only the page and its assets are served, never the rest of the tree:
// these files, and what lies under www/.
const allowed = new Set(['index.html', 'sw.js', 'favicon.ico']);

/** The policy of index.html's <meta http-equiv="Content-Security-Policy">, and frame-ancestors, which a meta tag cannot set. */
async function policy() {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  if (!meta) throw new Error('index.html states no Content-Security-Policy');
  return `${meta[1]}; frame-ancestors 'none'`;
}
const csp = await policy();

/** A request answered with a status and a word instead of a file (400, 404). */
class Refused extends Error {
  constructor(status, why) {
    super(why);
    this.status = status;
  }
}

/**
 * The file a request's target names, relative to the root ('www/app.js'),
 * or a Refused: 400 for a target that cannot be decoded, or that hides
 * `..`, a backslash, a NUL or a second %-encoding (no file of the page has
 * a `%` in its name), 404 for one outside the page's files. The path is
 * decoded once and normalised before it is compared with anything.
 */
function requestedPath(target) {
  if (!target.startsWith('/')) throw new Refused(400, 'bad request');
  const raw = target.replace(/[?#].*$/s, '');
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw new Refused(400, 'bad request: the path is not %-encoded correctly');
  }
  if (/[\\\0%]/.test(path) || path.split('/').includes('..')) throw new Refused(400, 'bad request: the path leaves the page');
  const relative = posix.normalize(path).replace(/^\/+/, '') || 'index.html';
  if (!allowed.has(relative) && !relative.startsWith('www/')) throw new Refused(404, 'not found');
  return relative;
}

/** The file on disk: inside the root (by its real path too, so a link leads nowhere else), and a file. */
async function fileOf(relative) {
  const file = resolve(root, relative);
  const inside = (p) => p.startsWith(root + sep);
  if (!inside(file)) throw new Refused(404, 'not found');
  try {
    if (!inside(await realpath(file)) || !(await stat(file)).isFile()) throw new Error('not a file');
  } catch {
    throw new Refused(404, 'not found');
  }
  return file;
}

// Bodies compressed by this server (no precompressed file would do), by
// their content's hash and encoding: an unchanged file is compressed once.
const compressed = new Map();
const KEPT = 200;

/** `body` in `encoding`: the file's precompressed form if it still matches the file, else compressed here, once per content. */
function encode(file, body, hash, encoding) {
  const key = `${hash} ${encoding.name}`;
  if (!compressed.has(key)) {
    const made = (async () => (file && await precompressed(file, body, encoding)) || encoding.encode(body, 'quick'))();
    made.catch(() => compressed.delete(key));
    compressed.set(key, made);
    if (compressed.size > KEPT) compressed.delete(compressed.keys().next().value);
  }
  return compressed.get(key);
}

/** Whether If-None-Match names this ETag (a list, weak or strong, or `*`). */
const matches = (header, etag) => typeof header === 'string'
  && header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

async function answer(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end('only GET and HEAD');
    return;
  }
  const relative = requestedPath(req.url ?? '/');
  let file = null;
  let body;
  if (relative === OUTPUT) body = Buffer.from(await precacheText(root));
  else {
    file = await fileOf(relative);
    body = await readFile(file);
  }
  const hash = createHash('sha1').update(body).digest('base64url');
  const headers = {
    'content-type': types[extname(relative)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    'content-security-policy': csp,
  };
  // Each encoding is a representation of its own, with an ETag of its own.
  const encoding = COMPRESSIBLE.test(relative) ? ENCODINGS.find((e) => e.name === chooseEncoding(req.headers['accept-encoding'])) : undefined;
  if (COMPRESSIBLE.test(relative)) headers.vary = 'Accept-Encoding';
  headers.etag = `"${hash}${encoding ? `-${encoding.name}` : ''}"`;
  if (matches(req.headers['if-none-match'], headers.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  if (encoding) {
    body = await encode(file, body, hash, encoding);
    headers['content-encoding'] = encoding.name;
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers).end(body);
}

const server = createServer(async (req, res) => {
  // Every answer, refusals too: a browser takes each for the type it is sent as.
  res.setHeader('x-content-type-options', 'nosniff');
  try {
    await answer(req, res);
  } catch (error) {
    if (!(error instanceof Refused)) console.error(`${req.url}: ${error.stack ?? error}`);
    const status = error instanceof Refused ? error.status : 500;
    if (res.headersSent) res.destroy();
    else res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Refused ? error.message : 'the server failed: see its log');
  }
});
// A request Node cannot parse at all: 400, and the server goes on.
server.on('clientError', (error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nX-Content-Type-Options: nosniff\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  else socket.destroy();
});

server.listen(port, host, () => {
  // PORT=0 lets the system choose: the address printed is the one taken.
  console.log(`FreeCell is being served at http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/`);
});

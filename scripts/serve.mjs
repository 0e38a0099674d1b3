// A small static file server for the game: serves the project root (the
// page is index.html, its modules are under www/, its service worker is
// sw.js) on localhost, with the MIME types browsers insist on for modules
// and wasm, the page's Content-Security-Policy as a header (the one its
// <meta> tag states, plus what only a header can say), and ETags, so that
// the service worker's install revalidates unchanged files for a 304
// instead of fetching them again. www/precache.js is computed afresh for
// every request (scripts/precache.mjs), so that any edit is a new version
// of the page for the service worker, built or not. No dependencies.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precacheText, OUTPUT } from './precache.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
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

// Only the page and its assets are served, never the rest of the tree.
const allowed = ['/index.html', '/sw.js', '/www/', '/favicon.ico'];

/** The policy of index.html's <meta http-equiv="Content-Security-Policy">, and frame-ancestors, which a meta tag cannot set. */
async function policy() {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  if (!meta) throw new Error('index.html states no Content-Security-Policy');
  return `${meta[1]}; frame-ancestors 'none'`;
}
const csp = await policy();

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = decodeURIComponent(url.pathname);
  if (path === '/') path = '/index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !allowed.some((p) => path === p || (p.endsWith('/') && path.startsWith(p)))) {
    res.writeHead(404).end('not found');
    return;
  }
  try {
    let body;
    if (path === `/${OUTPUT}`) body = Buffer.from(await precacheText(root));
    else {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      body = await readFile(file);
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      'content-security-policy': csp,
      etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
});

server.listen(port, host, () => {
  // PORT=0 lets the system choose: the address printed is the one taken.
  console.log(`FreeCell is being served at http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/`);
});

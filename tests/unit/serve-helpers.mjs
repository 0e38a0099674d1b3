// For the tests of scripts/serve.mjs: a copy of the page and its server in
// a folder of its own (so that a test may change its files, and put files
// beside it that must never be served), the server started on a port the
// system chooses, and plain HTTP requests sent exactly as written.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What the files that must never be served say. */
export const SECRET = 'not-for-the-browser-7f3a';

/**
 * A folder holding `page/` (the page, its server, and files of a checkout
 * that are not the page's: Cargo.toml, .git/config) and `page-sibling/`
 * beside it (a folder whose name starts with the page's), then the server
 * started in `page/`. Call close() at the end.
 */
export async function servedCopy() {
  const base = await mkdtemp(join(tmpdir(), 'freecell-serve-'));
  const dir = join(base, 'page');
  for (const path of ['index.html', 'sw.js', 'www', 'scripts/serve.mjs', 'scripts/precache.mjs', 'scripts/compress.mjs']) {
    await cp(join(ROOT, path), join(dir, path), { recursive: true });
  }
  await rm(join(dir, 'www/precache.js'), { force: true });
  await writeFile(join(dir, 'Cargo.toml'), `[package] # ${SECRET}\n`);
  await mkdir(join(dir, '.git'));
  await writeFile(join(dir, '.git/config'), `[core] # ${SECRET}\n`);
  await mkdir(join(base, 'page-sibling'));
  await writeFile(join(base, 'page-sibling/secret.txt'), `${SECRET}\n`);
  const server = await start(dir);
  return {
    dir,
    ...server,
    async close() {
      await server.stop();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/** scripts/serve.mjs of `dir`, on a port of the system's choosing: its address (the line it prints), and stop(). */
export async function start(dir) {
  const child = spawn(process.execPath, [join(dir, 'scripts/serve.mjs')], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  const line = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(String(d)));
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}) before it served: ${log}`)));
  });
  const url = new URL(/(http:\/\/\S+?)\/?$/m.exec(line.trim())[1]);
  return {
    port: Number(url.port),
    child,
    log: () => log,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once('exit', resolve);
        child.kill();
      }
    }),
  };
}

/** One GET (or `method`) of `path` exactly as written (no normalising): status, headers and the body as sent. */
export function get(port, path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written straight to the server's socket, and what it answers before it closes. */
export function raw(port, text) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

/** A body as its Content-Encoding says, decoded. */
export function decoded({ headers, body }) {
  switch (headers['content-encoding']) {
    case undefined: return body;
    case 'br': return zlib.brotliDecompressSync(body);
    case 'gzip': return zlib.gunzipSync(body);
    default: throw new Error(`unexpected content-encoding ${headers['content-encoding']}`);
  }
}

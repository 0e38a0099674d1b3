// scripts/serve.mjs, the README's first command, through plain HTTP
// against a real server process: it serves the page's files and nothing
// else however a path is encoded, a bad request neither stops it nor
// gets a file, every answer says nosniff, and text goes compressed as
// Accept-Encoding asks, never from a precompressed file that is stale.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { SECRET, decoded, get, raw, servedCopy } from './serve-helpers.mjs';

let site;
before(async () => { site = await servedCopy(); });
after(async () => { await site?.close(); });

const file = (path) => readFile(join(site.dir, path));

describe('only the page is served, however the path is encoded', () => {
  // Each hides a way out of www/: an encoded slash, backslash or dot, an
  // encoding of an encoding, a NUL, or a folder beside the checkout whose
  // name starts with the checkout's ('page-sibling' beside 'page').
  const escapes = [
    '/www/..%2fCargo.toml',
    '/www/..%2F.git%2Fconfig',
    '/www%2f..%2fCargo.toml',
    '/www/%2e%2e/Cargo.toml',
    '/www/%2E%2E%2FCargo.toml',
    '/www/.%2e/.git/config',
    '/www/..%5cCargo.toml',
    '/www/%5c..%5c..%5cCargo.toml',
    '/www\\..\\Cargo.toml',
    '/www/%252e%252e%252fCargo.toml',
    '/www/..%252fCargo.toml',
    '/www/%25252e%25252e/Cargo.toml',
    '/www/app.js%00',
    '/www/%00/../Cargo.toml',
    '/www/..%2f..%2fpage-sibling%2fsecret.txt',
    '/www/%2e%2e%2f%2e%2e%2fpage-sibling/secret.txt',
    '/www/..%c0%afCargo.toml',
    '/www/../Cargo.toml',
  ];
  for (const path of escapes) {
    test(`${path} is refused (400), and no file leaks`, async () => {
      const answer = await get(site.port, path);
      assert.equal(answer.status, 400);
      assert.ok(!answer.body.toString('latin1').includes(SECRET));
    });
  }

  // Files of the checkout outside the page's, asked for plainly, are not found.
  for (const path of ['/Cargo.toml', '/.git/config', '/scripts/serve.mjs', '/www/nothing.js', '/www/locales']) {
    test(`${path} is not found (404)`, async () => {
      const answer = await get(site.port, path);
      assert.equal(answer.status, 404);
      assert.ok(!answer.body.toString('latin1').includes(SECRET));
    });
  }

  test('the page\'s own files are served, an encoded letter or a query included', async () => {
    for (const [path, name] of [['/', 'index.html'], ['/index.html?deal=617', 'index.html'], ['/sw.js', 'sw.js'], ['/www/%61pp.js', 'www/app.js'], ['/www/locales/en.ftl', 'www/locales/en.ftl'], ['/www/pkg/freecell_bg.wasm', 'www/pkg/freecell_bg.wasm']]) {
      const answer = await get(site.port, path);
      assert.equal(answer.status, 200, path);
      assert.deepEqual(decoded(answer), await file(name), path);
    }
  });
});

describe('a bad request gets 400 and the server goes on', () => {
  for (const path of ['/www/%', '/www/%zz', '/%E0%A4%A']) {
    test(`${path}: 400, then a good request answers 200`, async () => {
      const bad = await get(site.port, path);
      assert.equal(bad.status, 400);
      assert.equal(bad.headers['x-content-type-options'], 'nosniff');
      const good = await get(site.port, '/www/app.js');
      assert.equal(good.status, 200);
      assert.equal(site.child.exitCode, null);
    });
  }

  test('a request that is not HTTP: 400, then a good request answers 200', async () => {
    const answer = await raw(site.port, 'GET /www/app.js HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /X-Content-Type-Options: nosniff/i);
    assert.equal((await get(site.port, '/')).status, 200);
  });

  test('a method other than GET and HEAD: 405', async () => {
    const answer = await get(site.port, '/www/app.js', {}, 'DELETE');
    assert.equal(answer.status, 405);
    assert.equal((await get(site.port, '/www/app.js')).status, 200);
  });
});

test('every answer says X-Content-Type-Options: nosniff (200, 304, 400, 404, 405)', async () => {
  const ok = await get(site.port, '/www/style.css');
  const answers = [
    ok,
    await get(site.port, '/www/style.css', { 'if-none-match': ok.headers.etag }),
    await get(site.port, '/www/%'),
    await get(site.port, '/Cargo.toml'),
    await get(site.port, '/', {}, 'POST'),
    await get(site.port, '/www/precache.js'),
  ];
  assert.deepEqual(answers.map((a) => a.status), [200, 304, 400, 404, 405, 200]);
  for (const answer of answers) assert.equal(answer.headers['x-content-type-options'], 'nosniff', String(answer.status));
});

describe('compression as Accept-Encoding asks', () => {
  const cases = [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ];
  for (const path of ['/www/app.js', '/www/pkg/freecell_solver_bg.wasm', '/www/style.css', '/www/locales/de.ftl', '/']) {
    test(`${path}: the encoding asked for, the file's bytes once decoded, Vary`, async () => {
      const bytes = await file(path === '/' ? 'index.html' : path.slice(1));
      for (const [accept, encoding] of cases) {
        const answer = await get(site.port, path, accept === undefined ? {} : { 'accept-encoding': accept });
        assert.equal(answer.status, 200);
        assert.equal(answer.headers['content-encoding'], encoding, `Accept-Encoding: ${accept}`);
        assert.equal(answer.headers.vary, 'Accept-Encoding');
        assert.equal(Number(answer.headers['content-length']), answer.body.length);
        assert.deepEqual(decoded(answer), bytes, `Accept-Encoding: ${accept}`);
        if (encoding) assert.ok(answer.body.length < bytes.length * 0.6, `${accept}: ${answer.body.length} of ${bytes.length} bytes`);
      }
    });
  }

  test('an image in PNG goes as it is', async () => {
    const answer = await get(site.port, '/www/icons/icon-192.png', { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.deepEqual(answer.body, await file('www/icons/icon-192.png'));
  });

  test('each encoding has an ETag of its own, and each revalidates to a 304', async () => {
    const tags = {};
    for (const accept of ['br', 'gzip', 'identity']) tags[accept] = (await get(site.port, '/www/app.js', { 'accept-encoding': accept })).headers.etag;
    assert.equal(new Set(Object.values(tags)).size, 3, JSON.stringify(tags));
    for (const accept of ['br', 'gzip', 'identity']) {
      const same = await get(site.port, '/www/app.js', { 'accept-encoding': accept, 'if-none-match': tags[accept] });
      assert.equal(same.status, 304, accept);
      assert.equal(same.body.length, 0);
      assert.equal(same.headers.vary, 'Accept-Encoding');
      assert.equal(same.headers.etag, tags[accept]);
      // Another encoding's tag is another representation: the body is sent.
      const other = await get(site.port, '/www/app.js', { 'accept-encoding': accept, 'if-none-match': tags[accept === 'br' ? 'gzip' : 'br'] });
      assert.equal(other.status, 200, accept);
    }
    const listed = await get(site.port, '/www/app.js', { 'accept-encoding': 'br', 'if-none-match': `"x", W/${tags.br}` });
    assert.equal(listed.status, 304);
  });

  test('www/precache.js, written afresh per request, goes compressed too', async () => {
    const plain = await get(site.port, '/www/precache.js');
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(site.port, '/www/precache.js', { 'accept-encoding': encoding });
      assert.equal(answer.headers['content-encoding'], encoding);
      assert.equal(answer.headers.vary, 'Accept-Encoding');
      assert.deepEqual(decoded(answer), plain.body);
    }
    assert.match(plain.body.toString(), /self\.PRECACHE = /);
  });
});

describe('precompressed files (npm run build)', () => {
  // The build's step, in the copy: FILE.br and FILE.gz beside each file.
  before(async () => {
    const { compressPage } = await import(join(site.dir, 'scripts/compress.mjs'));
    await compressPage(site.dir);
  });

  test('one that matches its file is sent as it is', async () => {
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      const answer = await get(site.port, '/www/pkg/freecell_bg.wasm', { 'accept-encoding': encoding });
      assert.equal(answer.headers['content-encoding'], encoding);
      // The build's own output (best compression), not one made on the fly.
      assert.deepEqual(answer.body, await file(`www/pkg/freecell_bg.wasm${suffix}`));
    }
  });

  test('one older than its file (edited after the build) is never sent: the file as it is now is', async () => {
    // The developer edits the style after the build.
    await appendFile(join(site.dir, 'www/style.css'), '\n:root { --edited-after-the-build: 1; }\n');
    const now = await file('www/style.css');
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(site.port, '/www/style.css', { 'accept-encoding': encoding });
      assert.equal(answer.headers['content-encoding'], encoding);
      assert.deepEqual(decoded(answer), now, encoding);
    }
  });

  test('one that does not decode to its file is never sent, even when it is newer', async () => {
    const path = 'www/locales/fr.ftl';
    const before = await file(path);
    await writeFile(join(site.dir, `${path}.gz`), zlib.gzipSync(Buffer.from('stale = not this file\n')));
    await writeFile(join(site.dir, `${path}.br`), zlib.brotliCompressSync(Buffer.from('stale = not this file\n')));
    const later = new Date(Date.now() + 60_000);
    for (const suffix of ['.gz', '.br']) await utimes(join(site.dir, path + suffix), later, later);
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(site.port, `/${path}`, { 'accept-encoding': encoding });
      assert.equal(answer.headers['content-encoding'], encoding);
      assert.deepEqual(decoded(answer), before, encoding);
    }
  });
});

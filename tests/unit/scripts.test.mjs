// Every script the README names runs from a fresh clone (once the test
// command has set it up and built it): each is started here with a tiny
// input, and must exit 0 and print its figures. A script that needs a tool
// the tests must not (Freecell Solver's fc-solve, PyPI's pysol-cards) must
// say what to install when the tool is absent; when it is present, it is
// skipped, with the reason. Scripts that write into the checkout run in a
// copy of it.
//
// Not started here: setup.sh and serve.sh's build (scripts/test.sh runs
// setup.sh and `npm run build` itself before this test), serve.sh's
// server and serve.mjs's answers (tests/unit/serve.test.mjs), test.sh
// (the command that runs this test), build-cli.sh and fast-plan.sh (an
// optimised build of the crate each, minutes from a fresh clone), and
// bench-page.mjs and bench-coach.mjs unless SCRIPTS_TEST_BENCHES=1 (25
// to 50 s each even with the smallest input, past this test's budget).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './serve-helpers.mjs';

/** Runs a command in `cwd` (the checkout unless told): its exit status and what it printed. */
function run(command, args, { cwd = ROOT, env = {}, timeout = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    const timer = setTimeout(() => child.kill(), timeout);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Asserts a run exited 0, with what it printed when it did not. */
function ok(result) {
  assert.equal(result.code, 0, `exit ${result.code ?? result.signal}\n${result.stdout}\n${result.stderr}`);
}

/** A copy of the page's files and scripts, with the checkout's node_modules, for the scripts that write into www/. */
async function copyOfTheCheckout() {
  const dir = await mkdtemp(join(tmpdir(), 'freecell-scripts-'));
  for (const path of ['index.html', 'sw.js', 'www', 'scripts']) await cp(join(ROOT, path), join(dir, path), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  await cp(join(ROOT, 'package.json'), join(dir, 'package.json'));
  return dir;
}

const has = (shell) => spawnSync('sh', ['-c', shell], { stdio: 'ignore' }).status === 0;

test('check-locales.mjs and check-types.mjs pass', async () => {
  for (const script of ['scripts/check-locales.mjs', 'scripts/check-types.mjs']) ok(await run(process.execPath, [script]));
});

test('bundle.mjs, precache.mjs and compress.mjs (npm run build:page) write the bundle, its list and the compressed files', async () => {
  const dir = await copyOfTheCheckout();
  try {
    const bundle = await run(process.execPath, ['scripts/bundle.mjs'], { cwd: dir });
    ok(bundle);
    assert.match(bundle.stdout, /^www: app\.js \d+\.\d KB/);
    const precache = await run(process.execPath, ['scripts/precache.mjs'], { cwd: dir });
    ok(precache);
    assert.match(precache.stdout, /^www\/precache\.js: version \w{16}$/m);
    const compress = await run(process.execPath, ['scripts/compress.mjs'], { cwd: dir });
    ok(compress);
    assert.match(compress.stdout, /^compressed \d+ files, [\d.]+ KB: [\d.]+ KB br, [\d.]+ KB gzip$/m);
    assert.ok(existsSync(join(dir, 'www/app.js.br')) && existsSync(join(dir, 'www/pkg/freecell_bg.wasm.gz')));
    // The style is served as built (app.css, minified): a changed style.css, built again, is a new version.
    const built = await readFile(join(dir, 'www/app.css'), 'utf8');
    assert.ok(built.length < (await readFile(join(dir, 'www/style.css'), 'utf8')).length * 0.8);
    await appendFile(join(dir, 'www/style.css'), '\n:root { --edited: 2; }\n');
    ok(await run(process.execPath, ['scripts/bundle.mjs'], { cwd: dir }));
    assert.match(await readFile(join(dir, 'www/app.css'), 'utf8'), /--edited: ?2/);
    const again = await run(process.execPath, ['scripts/precache.mjs'], { cwd: dir });
    ok(again);
    assert.notEqual(/version (\w+)/.exec(again.stdout)[1], /version (\w+)/.exec(precache.stdout)[1]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('icons.mjs renders the PNG icons', async () => {
  const dir = await copyOfTheCheckout();
  try {
    const icons = await run(process.execPath, ['scripts/icons.mjs'], { cwd: dir });
    ok(icons);
    assert.deepEqual(icons.stdout.trim().split('\n'), ['www/icons/icon-192.png', 'www/icons/icon-512.png', 'www/icons/maskable-512.png']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('bench-wasm-solver.mjs solves two deals in Chromium with the solver\'s package', async () => {
  const bench = await run(process.execPath, ['scripts/bench-wasm-solver.mjs', '1..2', '100000']);
  ok(bench);
  assert.match(bench.stdout, /^wasm solve, deals 1\.\.2, maxNodes 100000/m);
  assert.match(bench.stdout, /^solved 2, impossible 0, gave up 0$/m);
  assert.match(bench.stdout, /^ms per deal: mean [\d.]+, median [\d.]+/m);
});

test('bench-wasm-solver.mjs refuses deals it cannot read, with a word on what it takes', async () => {
  const bench = await run(process.execPath, ['scripts/bench-wasm-solver.mjs', 'ten']);
  assert.equal(bench.code, 2);
  assert.match(bench.stderr, /deals are numbers, ranges or comma lists/);
});

test('bench-solver.sh, on two deals with the test command\'s freecell', async (t) => {
  const bin = join(ROOT, 'target/release-native/freecell');
  if (!existsSync(bin)) {
    t.skip('target/release-native/freecell is not built (scripts/test.sh\'s cargo test builds it)');
    return;
  }
  const bench = await run('bash', ['scripts/bench-solver.sh', '--bin', bin, '--deals', '1..2', '--threads', '1']);
  ok(bench);
  assert.match(bench.stdout, /^== freecell solve 1\.\.2 --fast$/m);
  assert.equal(bench.stdout.match(/^deals: 2 \(solved 2, impossible 0, gave up 0\)$/gm)?.length, 2);
});

test('bench-family.sh says what to install when Freecell Solver or pysol-cards is absent', async (t) => {
  const fcSolve = has('command -v fc-solve');
  const pysol = has('python3 -c "import pysol_cards"');
  if (fcSolve && pysol) {
    t.skip('fc-solve and pysol-cards are both installed: the bench would run in full (minutes)');
    return;
  }
  const bench = await run('bash', ['scripts/bench-family.sh', '--deals', '1..1']);
  assert.equal(bench.code, 2);
  assert.match(bench.stderr, fcSolve ? /pysol-cards is missing \(pip install pysol-cards\)/ : /fc-solve is missing \(apt-get install freecell-solver-bin\)/);
});

test('pysol-deals.py writes the test vectors, or says to install pysol-cards', async () => {
  const result = await run('python3', ['scripts/pysol-deals.py']);
  if (has('python3 -c "import pysol_cards"')) {
    ok(result);
    assert.match(result.stdout, /^freecell 1 /m);
  } else {
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /^pysol-deals: pysol-cards is missing \(pip install pysol-cards\)$/m);
    assert.doesNotMatch(result.stderr, /Traceback/);
  }
});

test('family-plan.py chooses a mix from two searches\' traces', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'freecell-family-plan-'));
  try {
    await writeFile(join(dir, 'specs'), 'N2:5,1,6,6,3,1,4;A0:5,1,6,6,3,1,4');
    await writeFile(join(dir, 'trace.txt'), '1 S1500 E300\n2 C5000 S2000\n3 S800 S900\n');
    const plan = await run('python3', ['scripts/family-plan.py', join(dir, 'specs'), join(dir, 'trace.txt')]);
    ok(plan);
    assert.match(plan.stdout, /trace\.txt: 3 deals, the mix today [\d.]+ M positions/);
    assert.match(plan.stdout, /^mix: \[\('/m);
    const usage = await run('python3', ['scripts/family-plan.py']);
    assert.notEqual(usage.code, 0);
    assert.match(usage.stderr, /^usage: python3 scripts\/family-plan\.py/m);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

const benches = process.env.SCRIPTS_TEST_BENCHES === '1';

test('bench-page.mjs prints the bytes the server sends (one load, three drags)', { skip: !benches && 'SCRIPTS_TEST_BENCHES=1 runs it (about 25 s)' }, async () => {
  const bench = await run(process.execPath, ['scripts/bench-page.mjs'], { env: { BENCH_LOADS: '1', BENCH_MOVES: '3' }, timeout: 120_000 });
  ok(bench);
  assert.match(bench.stdout, /^ {2}\/www\/pkg\/freecell_bg\.wasm +[\d.]+ KB sent \(br\)/m);
  assert.match(bench.stdout, /^First visit in all: [\d.]+ KB sent/m);
  assert.match(bench.stdout, /^Main thread during a 3-drag game/m);
});

test('bench-coach.mjs prints Take me back\'s and par\'s times', { skip: !benches && 'SCRIPTS_TEST_BENCHES=1 runs it (about 50 s)' }, async () => {
  const bench = await run(process.execPath, ['scripts/bench-coach.mjs'], { env: { BENCH_DEALS: '1-2' }, timeout: 180_000 });
  ok(bench);
  assert.match(bench.stdout, /^Par, deal after deal in one page: median/m);
});

// Deals by difficulty: New deal at each grade deals a deal of that grade,
// as the native solver grades it (the same code, natively), never an
// impossible one; the grade shows next to the deal number.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { open, playDeal } from './helpers.js';

/** The command-line grader, built natively: the page's grades are checked against it. */
const cli = 'target/release-native/freecell';
test.beforeAll(() => {
  test.setTimeout(600_000);
  // The flags of the test command's native tests (scripts/test.sh), so that
  // after it this build has nothing left to compile.
  execFileSync('cargo', ['build', '--profile', 'release-native', '-p', 'freecell-cli', '--quiet',
    '--config', 'profile.release-native.overflow-checks=true',
    '--config', 'profile.release-native.debug-assertions=true'], { stdio: 'inherit' });
});

/** The native grade of a deal: `easy`, `medium`, `hard`, `impossible` or `unknown`. */
function nativeGrade(deal, ...game) {
  const line = execFileSync(cli, ['grade', String(deal), '--threads', '1', ...game], { encoding: 'utf8' }).split('\n')[0];
  const [number, grade] = line.split(' ');
  expect(number).toBe(String(deal));
  return grade;
}

/** The deal number in the address. */
async function dealShown(page) {
  return Number(new URL(page.url()).searchParams.get('deal'));
}

test('New deal at each difficulty deals a deal of that grade, as the native solver grades it', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, 'deal=1');
  for (const [label, grade] of [['Easy', 'easy'], ['Medium', 'medium'], ['Hard', 'hard']]) {
    const before = await dealShown(page);
    await playDeal(page, '', { difficulty: grade });
    await expect.poll(() => dealShown(page), { timeout: 60_000 }).not.toBe(before);
    await expect(page.locator('#grade')).toHaveText(label);
    expect(nativeGrade(await dealShown(page))).toBe(grade);
    // New game remembers the difficulty chosen: Play deals another at once.
    const first = await dealShown(page);
    await playDeal(page, '');
    await expect.poll(() => dealShown(page), { timeout: 60_000 }).not.toBe(first);
    await expect(page.locator('#grade')).toHaveText(label);
    expect(nativeGrade(await dealShown(page))).toBe(grade);
  }
  // The choice is kept with the settings.
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await page.locator('#new-game').click();
  await expect(page.getByLabel('Hard', { exact: true })).toBeChecked();
});

test('Any never deals an impossible deal, in a game where many are (Baker\'s Game), and a deal opened by number shows its grade', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, 'game=bakers-game&deal=1');
  for (let k = 0; k < 4; k += 1) {
    const before = await dealShown(page);
    await playDeal(page, '', { difficulty: 'any' });
    await expect.poll(() => dealShown(page), { timeout: 60_000 }).not.toBe(before);
    expect(nativeGrade(await dealShown(page), '--game', 'bakers-game')).not.toMatch(/impossible|unknown/);
  }
  // FreeCell deal 11982 can never be won; opened by number, it says so.
  await open(page, 'deal=11982', { clear: false });
  await expect(page.locator('#grade')).toHaveText('Not winnable', { timeout: 30_000 });
  await open(page, 'deal=617', { clear: false });
  const grade = nativeGrade(617);
  await expect(page.locator('#grade')).toHaveText(grade[0].toUpperCase() + grade.slice(1), { timeout: 30_000 });
});

test('an address that names a game without a deal opens a deal of it the dealer would deal; an unknown game opens FreeCell and says why', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, 'game=bakers-game&cells=3');
  await expect(page).toHaveURL(/\?game=bakers-game&cells=3&deal=\d+$/);
  await expect(page.locator('#title')).toContainText("Baker's Game");
  // A deal the dealer deals: one the solver wins (a quarter of Baker's
  // Game deals cannot be won); a random pick it would not deal gives way.
  await expect(page.locator('#grade')).toHaveText(/^(Easy|Medium|Hard)$/, { timeout: 60_000 });
  const deal = await dealShown(page);
  expect(nativeGrade(deal, '--game', 'bakers-game', '--cells', '3')).not.toMatch(/impossible|unknown/);
  await expect(page).toHaveURL(new RegExp(`deal=${deal}$`));
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(3);

  await open(page, 'game=spider');
  await expect(page.locator('#message')).toContainText('spider');
  await expect(page.locator('#message')).toContainText('A random deal was opened instead.');
  await expect(page).toHaveURL(/\?deal=\d+$/);
});

/** Opens the page as a first visit does: no address, nothing saved (each test's browser context starts empty). */
async function firstVisit(page) {
  await page.goto('/index.html');
  await page.waitForSelector('html[data-ready]');
}

test('a first visit is dealt no deal the dealer would refuse: a random first deal that cannot be won gives way to one it finds', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's random pick made 11982, which cannot be won (the dealer
  // draws its own numbers in its worker).
  await page.addInitScript(() => { Math.random = () => 0.0119815; });
  await firstVisit(page);
  await expect.poll(() => dealShown(page), { timeout: 60_000 }).not.toBe(11982);
  const deal = await dealShown(page);
  await expect(page.locator('#title')).toHaveText(new RegExp(`Deal ${deal}$`));
  expect(nativeGrade(deal)).not.toMatch(/impossible|unknown/);
  await expect(page.locator('#solvable')).not.toHaveText('Not winnable');
});

test('a refused address whose random deal gives way to the dealer\'s still says why the address was refused', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => { Math.random = () => 0.0119815; }); // 11982 again
  await page.goto('/index.html?deal=0');
  await page.waitForSelector('html[data-ready]');
  await expect.poll(() => dealShown(page), { timeout: 60_000 }).not.toBe(11982);
  await expect(page.locator('#message')).toContainText('Deal numbers go from 1');
  await expect(page.locator('#message')).toContainText('A random deal was opened instead.');
});

test('a random first deal the dealer would deal is kept once graded', async ({ page }) => {
  await page.addInitScript(() => { Math.random = () => 0; });
  await firstVisit(page);
  expect(await dealShown(page)).toBe(1);
  const grade = nativeGrade(1);
  await expect(page.locator('#grade')).toHaveText(grade[0].toUpperCase() + grade.slice(1), { timeout: 30_000 });
  // The grade shown, the page has chosen (difficulty.js, in the same task): a deal to replace it would be being found.
  expect(await page.locator('#new-game').getAttribute('aria-busy')).toBeNull();
  expect(await dealShown(page)).toBe(1);
  await expect(page.locator('#title')).toHaveText(/Deal 1$/);
});

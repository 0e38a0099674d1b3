// axe-core run inside the page under test. @axe-core/playwright's AxeBuilder
// evaluates axe's source twice a run and, for its frame-by-frame mode,
// opens a blank page a run to merge the frames' results: seconds a run on
// two busy cores. The page has no frames, so one axe.run in the page gives
// the same rules and results; axe is injected once a page load.
import axeCore from 'axe-core';

/**
 * axe's results (violations, passes, incomplete, inapplicable) for the page
 * as it is now, or for the part of it `context` names (a selector, or an axe
 * context such as `{include: [['#a'], ['#b']]}`): axe's default rules and
 * options, as AxeBuilder runs them.
 */
export async function axe(page, context) {
  if (!await page.evaluate(() => typeof window.axe?.run === 'function')) await page.evaluate(axeCore.source);
  return page.evaluate((c) => window.axe.run(c ?? document), context ?? null);
}

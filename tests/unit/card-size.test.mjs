// The card size's arithmetic (www/card-size.js): the board fits the
// window, every corner index of a long cascade shows, and the cards change
// size rarely (each change moves every card on the screen).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sizeFor, fanStep, showsMiddle } from '../../www/card-size.js';

const FREECELL = { cascades: 8, cells: 4, foundations: 4 };
const EIGHT_CELLS = { cascades: 8, cells: 8, foundations: 4 };
const TEN_CASCADES = { cascades: 10, cells: 4, foundations: 4 };

/** A window as layout.js measure() reads it: a bar of 48 px above the board, 40 px of message under it. */
const windowOf = (width, height) => ({ width, height, header: 48, footer: 40, gap: Math.round(Math.min(16, Math.max(3, width * 0.01))) });

/** A fresh layout for a window (as after measure(): no size chosen yet). */
const fresh = (width, height) => ({ window: windowOf(width, height), cardWidth: 0 });

/** Chooses the size as fit() does and keeps it in `layout`; returns whether it changed. */
function fit(layout, longest, { shape = FREECELL, large = false, game = 'deal 1' } = {}) {
  const size = sizeFor(layout, { longest, shape, large, game });
  if (size) Object.assign(layout, size);
  return size !== null;
}

/** Everything on the board lies inside the window, between the bar and the message, with every corner index of the longest cascade showing. */
function assertFits(layout, longest, { shape = FREECELL } = {}) {
  const { width, height, header, footer, gap } = layout.window;
  const { cardWidth, cardHeight, topRows, cascadeHeight, index } = layout;
  const label = JSON.stringify({ width, height, longest, cardWidth });
  assert.ok(shape.cascades * cardWidth + (shape.cascades + 1) * gap <= width, `cascades wider than the window: ${label}`);
  const topColumns = topRows === 1 ? shape.cells + shape.foundations : Math.max(shape.cells, shape.foundations);
  assert.ok(topColumns * cardWidth + (topColumns + 3) * gap <= width, `top row wider than the window: ${label}`);
  const used = topRows * cardHeight + (topRows - 1) * gap + cascadeHeight + (2 + topRows) * gap;
  assert.ok(used <= height - header - footer, `board taller than its room: ${label}`);
  const step = fanStep(layout, longest);
  assert.ok((longest - 1) * step + cardHeight <= cascadeHeight + 1e-9, `the longest cascade runs off: ${label}`);
  assert.ok(step >= index, `a corner index is covered (step ${step}, index ${index}): ${label}`);
  assert.ok(index >= 12, `an index too small to read: ${label}`);
  assert.ok(index * 2.2 <= cardWidth - 2, `an index wider than its card: ${label}`);
}

test('a deal as dealt fits a laptop, a tablet and a phone, with readable indexes', () => {
  for (const [width, height] of [[1280, 800], [1024, 768], [800, 600], [390, 844], [360, 740]]) {
    const layout = fresh(width, height);
    assert.equal(fit(layout, 7), true);
    assertFits(layout, 7);
  }
});

test('the cards are as large as the window allows: a larger window never gets smaller cards', () => {
  const widths = [[360, 740], [390, 844], [800, 600], [1024, 768], [1280, 800], [1920, 1080]].map(([w, h]) => {
    const layout = fresh(w, h);
    fit(layout, 7);
    return layout.cardWidth;
  });
  assert.deepEqual(widths, [...widths].sort((a, b) => a - b));
  assert.ok(widths.at(-1) > 2 * widths[0]);
});

test('a long cascade fits with every corner index showing: cascades squeeze, then cards shrink', () => {
  const layout = fresh(1280, 800);
  fit(layout, 7);
  const dealt = layout.cardWidth;
  for (let longest = 8; longest <= 19; longest += 1) {
    fit(layout, longest);
    assertFits(layout, longest);
  }
  assert.ok(layout.cardWidth < dealt, 'nineteen cards on a laptop need smaller cards');
});

test('the cards change size rarely: shrunk, they leave room for two more cards, and grow back only with room for four', () => {
  const layout = fresh(1280, 800);
  fit(layout, 7);
  const changes = [];
  for (let longest = 8; longest <= 19; longest += 1) if (fit(layout, longest)) changes.push(longest);
  assert.ok(changes.length > 0);
  for (let k = 1; k < changes.length; k += 1) assert.ok(changes[k] - changes[k - 1] > 2, `sizes changed at ${changes}`);
  const shrunk = layout.cardWidth;
  // One or two cards fewer: the size stays.
  assert.equal(fit(layout, 18), false);
  assert.equal(fit(layout, 17), false);
  assert.equal(layout.cardWidth, shrunk);
  // Back to a short cascade: larger cards again, as large as when dealt.
  assert.equal(fit(layout, 7), true);
  assert.ok(layout.cardWidth > shrunk);
  const again = fresh(1280, 800);
  fit(again, 7 + 2 * 2);
  assert.ok(layout.cardWidth >= again.cardWidth);
});

test('the cards keep their size while the longest cascade grows to a king-down run: the overlap tightens, every index in sight', () => {
  for (const [width, height] of [[1280, 800], [1920, 1080], [390, 844], [360, 740], [412, 915], [1024, 768]]) {
    const layout = fresh(width, height);
    fit(layout, 7);
    const dealt = layout.cardWidth;
    for (let longest = 8; longest <= 13; longest += 1) {
      assert.equal(fit(layout, longest), false, `a new size at ${longest} cards in ${width}x${height}`);
      assertFits(layout, longest);
    }
    assert.ok(fanStep(layout, 13) < fanStep(layout, 7) || width < 500, 'a long cascade fans closer');
    // Past that the cards shrink, and get their size back once the cascade is short again.
    fit(layout, 19);
    assertFits(layout, 19);
    fit(layout, 7);
    assert.equal(layout.cardWidth, dealt);
  }
});

/** A phone's window as the page measures it: its three-row bar of 89 px above the board, the message strip's 48 px under it. */
const phoneOf = (width, height) => ({ window: { ...windowOf(width, height), header: 89, footer: 48 }, cardWidth: 0 });

/** How far down the screen the longest cascade of `longest` cards reaches: the bar, the top rows, the cascade fanned. */
function bottomOf(layout, longest) {
  const { header, gap } = layout.window;
  const cascadeTop = header + gap + layout.topRows * (layout.cardHeight + gap);
  return cascadeTop + layout.cardHeight + (longest - 1) * fanStep(layout, longest);
}

test('a phone held upright fills its screen at the deal: taller cards fanned nearly a card apart reach 80% down, indexes 16 px', () => {
  for (const [width, height] of [[390, 844], [360, 740], [412, 915]]) {
    const layout = phoneOf(width, height);
    fit(layout, 7);
    const label = `${width}x${height}: ${JSON.stringify({ cardWidth: layout.cardWidth, cardHeight: layout.cardHeight, fan: layout.fan })}`;
    assertFits(layout, 7);
    assert.ok(bottomOf(layout, 7) >= 0.8 * height, `the deal ends at ${bottomOf(layout, 7)}: ${label}`);
    assert.ok(layout.index >= 16, label);
    assert.ok(layout.cardHeight > 1.4 * layout.cardWidth && layout.cardHeight <= 1.85 * layout.cardWidth, label);
    // Nearly whole cards: the covered ones show their middles.
    assert.ok(showsMiddle(layout, fanStep(layout, 7)), label);
    assert.ok(fanStep(layout, 7) < layout.cardHeight, `the cards still overlap: ${label}`);
    // The cards keep that size as a cascade grows to a king-down run on
    // seven cards, which tightens to show its indexes only.
    const dealt = { cardWidth: layout.cardWidth, cardHeight: layout.cardHeight };
    for (let longest = 8; longest <= 19; longest += 1) {
      assert.equal(fit(layout, longest), false, `a new size at ${longest} cards: ${label}`);
      assertFits(layout, longest);
    }
    assert.equal(showsMiddle(layout, fanStep(layout, 13)), false);
    assert.deepEqual({ cardWidth: layout.cardWidth, cardHeight: layout.cardHeight }, dealt);
    // Longer than any game reaches (a position given): the cards shrink to
    // the usual shape, every index showing, and come back when it is short.
    fit(layout, 24);
    assertFits(layout, 24);
    assert.equal(layout.cardHeight, Math.round(layout.cardWidth * 1.4));
    fit(layout, 7);
    assert.deepEqual({ cardWidth: layout.cardWidth, cardHeight: layout.cardHeight }, dealt);
  }
});

test('a laptop, a large screen and a phone held sideways keep the usual cards: their shape, their fan of half a card at most, the middle of covered cards left out', () => {
  for (const layout of [fresh(1280, 800), fresh(1920, 1080), fresh(1366, 768), { window: { ...windowOf(844, 390), header: 48, footer: 48 }, cardWidth: 0 }]) {
    fit(layout, 7);
    const label = JSON.stringify(layout.window);
    assert.equal(layout.cardHeight, Math.round(layout.cardWidth * 1.4), label);
    assert.ok(fanStep(layout, 7) <= layout.cardHeight * 0.5 + 1e-9, label);
    assert.equal(showsMiddle(layout, fanStep(layout, 7)), false, label);
    assert.equal(layout.open, false, label);
  }
});

test('a new deal, a new game or a new window starts with the largest cards that fit', () => {
  const layout = fresh(1280, 800);
  fit(layout, 7);
  const dealt = layout.cardWidth;
  fit(layout, 19);
  assert.ok(layout.cardWidth < dealt);
  // Another deal (its start position differs): as large as a first deal.
  assert.equal(fit(layout, 7, { game: 'deal 2' }), true);
  assert.equal(layout.cardWidth, dealt);
  // Another game's piles.
  assert.equal(fit(layout, 7, { shape: TEN_CASCADES, game: 'deal 2' }), true);
  assertFits(layout, 13, { shape: TEN_CASCADES });
  // A new window: measure() forgets the size.
  layout.window = windowOf(1920, 1080);
  layout.cardWidth = 0;
  assert.equal(fit(layout, 7, { shape: TEN_CASCADES, game: 'deal 2' }), true);
  assertFits(layout, 7, { shape: TEN_CASCADES });
});

test('a panel opening under the board mid-game (the coach\'s, 61 px) keeps the cards\' size: the cascades take the room left', () => {
  for (const [width, height] of [[1280, 720], [1280, 800], [390, 844], [360, 740], [412, 915], [844, 390]]) {
    for (const shape of [FREECELL, TEN_CASCADES]) {
      const layout = fresh(width, height);
      fit(layout, 7, { shape });
      const dealt = { width: layout.cardWidth, height: layout.cardHeight, step: fanStep(layout, 7) };
      const label = `${width}x${height}, ${shape.cascades} cascades`;
      // measure() in the same window: the footer grows, the size is kept (cardWidth stays).
      layout.window = { ...layout.window, footer: layout.window.footer + 61 };
      fit(layout, 7, { shape });
      assert.deepEqual({ width: layout.cardWidth, height: layout.cardHeight }, { width: dealt.width, height: dealt.height }, `the cards resized under the panel: ${label}`);
      assert.ok(fanStep(layout, 7) <= dealt.step + 1e-9, `the cascades spread: ${label}`);
      assertFits(layout, 7, { shape });
      // The cascades' room is the one left: a longer cascade fits in it as
      // well as in a size chosen afresh for that room (a phone held
      // sideways has room for fewer cards than nineteen, indexes showing).
      for (let longest = 8; longest <= 19; longest += 1) {
        fit(layout, longest, { shape });
        const afresh = { window: layout.window, cardWidth: 0 };
        fit(afresh, longest, { shape });
        let fitsAfresh = true;
        try { assertFits(afresh, longest, { shape }); } catch { fitsAfresh = false; }
        if (fitsAfresh) assertFits(layout, longest, { shape });
      }
    }
  }
});

test('nothing changes when nothing needs to: the same cascade again, or one card shorter, gives no new size', () => {
  const layout = fresh(1280, 800);
  fit(layout, 7);
  const before = { ...layout };
  assert.equal(fit(layout, 7), false);
  assert.equal(fit(layout, 6), false);
  assert.deepEqual(layout, before);
});

test('eight free cells on a phone go one above the other; four share the foundations\' row', () => {
  const eight = fresh(390, 844);
  fit(eight, 7, { shape: EIGHT_CELLS });
  assert.equal(eight.topRows, 2);
  assertFits(eight, 7, { shape: EIGHT_CELLS });
  const four = fresh(390, 844);
  fit(four, 7);
  assert.equal(four.topRows, 1);
  // On a laptop, eight free cells still share one row.
  const wide = fresh(1280, 800);
  fit(wide, 7, { shape: EIGHT_CELLS });
  assert.equal(wide.topRows, 1);
  assertFits(wide, 7, { shape: EIGHT_CELLS });
});

test('the large indexes setting gives larger indexes, at least 16 px where the card holds them', () => {
  const normal = fresh(1280, 800);
  fit(normal, 7);
  const large = fresh(1280, 800);
  fit(large, 7, { large: true });
  assert.ok(large.index > normal.index);
  const phone = fresh(390, 844);
  fit(phone, 7, { large: true });
  assert.equal(phone.index, 16);
  assertFits(phone, 7);
  // Switching the setting is a new size.
  assert.equal(fit(normal, 7, { large: true }), true);
  assert.equal(normal.index, large.index);
});

test('a cascade fans by the full step until it must squeeze, and never by less than nothing', () => {
  const layout = fresh(1280, 800);
  fit(layout, 7);
  assert.equal(fanStep(layout, 0), layout.fan);
  assert.equal(fanStep(layout, 1), layout.fan);
  assert.equal(fanStep(layout, 7), layout.fan);
  const long = 40;
  const step = fanStep(layout, long);
  assert.ok(step < layout.fan);
  assert.ok(Math.abs((long - 1) * step + layout.cardHeight - layout.cascadeHeight) < 1e-9, 'a squeezed cascade fills its room exactly');
  assert.equal(fanStep({ ...layout, cascadeHeight: layout.cardHeight - 10 }, 5), 0);
});

// The card size's arithmetic (layout.js measures the window and puts the
// size on the page): the card size from the width and height available,
// and how far each cascade fans. Cascades first squeeze down to the height
// of the corner index; only if the longest cascade still does not fit do
// all cards get smaller, so that nothing leaves the screen. Pure: no DOM.

const RATIO = 1.4;      // card height / width
const FAN = 0.25;       // overlap step, as a share of the card height, when there is room
const TALL_FAN = 0.5;   // the widest overlap step, on screens with height to spare
const INDEX = 0.27;     // corner index font size, as a share of the card width...
const MIN_INDEX = 12;   // ...and its least size, in px
const CARD_PER_INDEX = 2.8; // the narrowest card cards shrink to, in corner indexes: a "10♥" and room for the middle
// The least fan step, in corner indexes: the index's line and the tails
// of J and Q below it (closer, the next card cuts them, and J reads I, Q O).
const STEP_PER_INDEX = 1.2;
// The widest index a card holds: "10♥" and its margin take 2.2 indexes.
// Cards never shrink that far (CARD_PER_INDEX), but ten cascades on a
// phone are narrower than that by their width alone: there the index
// gives way to fit.
const INDEX_FIT = 2.2;
const LARGE_INDEX = 0.36; // the same with the large indexes setting
const MIN_LARGE_INDEX = 16;

/**
 * The widest card that fits the window, with `topRows` rows of free cells
 * and foundations (`topColumns` places wide) above `cascades` cascades whose
 * longest holds `longest` cards, corner indexes `share` of the card wide
 * and at least `least` px.
 */
function cardWidthFor({ width, height, header, footer, gap }, { topRows, topColumns, cascades, longest, share, least }) {
  const room = height - header - footer - (2 + topRows) * gap;
  // The top row has a wider gap (three) between the free cells and the foundations.
  const byWidth = Math.min((width - (cascades + 1) * gap) / cascades, (width - (topColumns + 3) * gap) / topColumns);
  // The top rows plus a cascade of seven cards at the normal fan...
  const byHeight = room / (RATIO * (topRows + 1 + 6 * FAN));
  // ...and the longest cascade with its corner indexes showing.
  const byLongest = room / ((topRows + 1) * RATIO + (longest - 1) * share * STEP_PER_INDEX);
  let cardWidth = Math.floor(Math.min(byWidth, byHeight, byLongest));
  if (cardWidth * share < least) {
    // Indexes that small could not be read: they stay `least` px, and the
    // cards shrink under them until the longest cascade shows every index,
    // down to the narrowest card an index of that size still fits on.
    const underLeast = (room - (longest - 1) * least * STEP_PER_INDEX) / ((topRows + 1) * RATIO);
    cardWidth = Math.floor(Math.min(byWidth, byHeight, Math.max(underLeast, least * CARD_PER_INDEX)));
  }
  return Math.max(20, cardWidth);
}

/**
 * The largest cards for the window and a longest cascade of `longest`
 * cards: {cardWidth, topRows}. The free cells and foundations share one
 * row, unless putting them one above the other gives much larger cards
 * (eight free cells on a phone).
 */
function best(win, { cascades, cells, foundations, share, least }, longest) {
  const sizes = { cascades, longest, share, least };
  const oneRow = cardWidthFor(win, { ...sizes, topRows: 1, topColumns: cells + foundations });
  const twoRows = cardWidthFor(win, { ...sizes, topRows: 2, topColumns: Math.max(cells, foundations) });
  return twoRows > oneRow * 1.3 ? { cardWidth: twoRows, topRows: 2 } : { cardWidth: oneRow, topRows: 1 };
}

/**
 * The longest cascade a game is sized for when it starts: a king-down run
 * of a whole suit. Cascades rarely grow longer in play, so the cards
 * chosen at the start keep their size through the game; a cascade that
 * does grow longer first tightens its overlap (fanStep).
 */
const REACH = 13;

/**
 * How many cards the longest cascade may grow by before the cards shrink
 * again, once they have had to shrink, and how short it must be again for
 * them to grow back: every change of size moves every card on the screen
 * (and costs the page a whole new layout).
 */
const SPARE = 2;

/**
 * The card size for the window measured (`layout.window`, layout.js
 * measure), the game's piles (`shape`: {cascades, cells, foundations}),
 * the longest cascade, the large indexes setting and the game (its start
 * position): {shape, game, room, topRows, cardWidth, cardHeight, index,
 * gap, fan, cascadeHeight, planned}, or null when the size `layout` holds
 * stays. A new window (measure sets `cardWidth` to 0), game or deal
 * chooses the size for a cascade of REACH cards (or the longest, if
 * longer) with its corner indexes showing: the `planned` size. From then
 * on cascades tighten their overlap; only a cascade that no longer fits
 * at the least step shrinks the cards (for SPARE more), and they get the
 * planned size back once it fits with SPARE to spare.
 */
export function sizeFor(layout, { longest, shape, large, game }) {
  const win = layout.window;
  const share = large ? LARGE_INDEX : INDEX;
  const least = large ? MIN_LARGE_INDEX : MIN_INDEX;
  const { cascades, cells, foundations } = shape;
  const shapeKey = `${cascades}/${cells}/${foundations}/${share}`;
  // A new game starts afresh, whatever size the last one's cascades left.
  const now = layout.shape !== shapeKey || layout.game !== game ? 0 : layout.cardWidth;
  const sizes = { cascades, cells, foundations, share, least };
  const { height, header, footer, gap } = win;
  // The room the bar and what is under the board leave: when it changes
  // in the same window, the cards keep their size if the longest cascade
  // still fits, and only the cascades' room follows.
  const sameRoom = layout.room === height - header - footer;
  let chosen;
  let { planned } = layout;
  if (!now) {
    chosen = best(win, sizes, Math.max(longest, REACH));
    planned = { ...chosen, longest };
  } else if (best(win, sizes, longest).cardWidth >= now) {
    // The longest cascade fits at the size shown: it stays, unless the
    // cards had shrunk and the planned size has room again.
    const back = now < planned.cardWidth && best(win, sizes, longest + SPARE).cardWidth >= planned.cardWidth;
    if (!back && sameRoom) return null;
    chosen = back ? planned : { cardWidth: now, topRows: layout.topRows };
  } else chosen = best(win, sizes, longest + SPARE);
  const { cardWidth, topRows } = chosen;
  if (now && cardWidth === now && topRows === layout.topRows && sameRoom) return null;
  const room = height - header - footer - (2 + topRows) * gap;
  const cardHeight = Math.round(cardWidth * RATIO);
  const index = Math.min(Math.max(least, Math.round(cardWidth * share)), Math.floor((cardWidth - 2) / INDEX_FIT));
  const cascadeRoom = room - (topRows - 1) * (cardHeight + gap);
  const cascadeHeight = Math.max(cardHeight, cascadeRoom - cardHeight);
  return {
    shape: shapeKey,
    game,
    room: height - header - footer,
    topRows,
    cardWidth,
    cardHeight,
    index,
    gap,
    // Tall, narrow screens (a phone upright) have height to spare: there
    // the deal's cascades fan as wide as their room allows, up to
    // TALL_FAN of a card, which shows more of each card and gives
    // fingers more to tap; longer cascades tighten (fanStep).
    fan: Math.max(cardHeight * FAN, index * 1.25, Math.min(cardHeight * TALL_FAN, (cascadeHeight - cardHeight) / Math.max(1, planned.longest - 1))),
    cascadeHeight,
    planned,
  };
}

/** The fan step of a cascade of `n` cards, squeezed so the cascade fits. */
export function fanStep(layout, n) {
  if (n < 2) return layout.fan;
  return Math.max(0, Math.min(layout.fan, (layout.cascadeHeight - layout.cardHeight) / (n - 1)));
}

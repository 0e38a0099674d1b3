// The card size's arithmetic (layout.js measures the window and puts the
// size on the page): the card size from the width and height available,
// and how far each cascade fans. Cascades first squeeze down to the height
// of the corner index; only if the longest cascade still does not fit do
// all cards get smaller, so that nothing leaves the screen. Pure: no DOM.

const RATIO = 1.4;      // card height / width
const FAN = 0.25;       // overlap step, as a share of the card height, when there is room
const TALL_FAN = 0.5;   // the widest overlap step, on screens with height to spare
// Tall, narrow screens (a phone upright), where the width limits the cards
// and a deal fanned TALL_FAN apart would leave much of the height empty:
// there the cards open up.
// How much of the height: the cards could be a quarter taller and the
// deal still fit (a square window's spare height is less).
const TALL_SPARE = 1.25;
// The widest overlap step there: a covered card shows all but its turned
// corner (style.css shows its middle then)...
const OPEN_FAN = 0.93;
const TALL_RATIO = 1.85; // ...the tallest card, height / width...
const TALL_INDEX = 16;   // ...and the corner index, in px, where the card holds it.
// The longest cascade a game may reach, a king-down run on a cascade of
// seven: the cards made taller for a phone still show all its indexes.
const GROWN = 19;
// Where a card's middle ends, down from its top (style.css .middle's inset).
const MIDDLE_END = 0.84;
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

/** The widest card that `cascades` cascades and a top row `topColumns` places wide leave room for across. */
function widestFor({ width, gap }, { cascades, topColumns }) {
  // The top row has a wider gap (three) between the free cells and the foundations.
  return Math.min((width - (cascades + 1) * gap) / cascades, (width - (topColumns + 3) * gap) / topColumns);
}

/**
 * The widest card that fits the window, with `topRows` rows of free cells
 * and foundations (`topColumns` places wide) above `cascades` cascades whose
 * longest holds `longest` cards, corner indexes `share` of the card wide
 * and at least `least` px.
 */
function cardWidthFor({ width, height, header, footer, gap }, { topRows, topColumns, cascades, longest, share, least }) {
  const room = height - header - footer - (2 + topRows) * gap;
  const byWidth = widestFor({ width, gap }, { cascades, topColumns });
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
 * gap, fan, cascadeHeight, open, planned}, or null when the size `layout` holds
 * stays. A new window (measure sets `cardWidth` to 0), game or deal
 * chooses the size for a cascade of REACH cards (or the longest, if
 * longer) with its corner indexes showing: the `planned` size. From then
 * on cascades tighten their overlap; only a cascade that no longer fits
 * at the least step shrinks the cards (for SPARE more), and they get the
 * planned size back once it fits with SPARE to spare. On a tall, narrow
 * screen the planned size is `open`: taller cards, larger indexes, a
 * fan of nearly a card (opened).
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
  let kept = false;
  let { planned } = layout;
  if (!now) {
    chosen = best(win, sizes, Math.max(longest, REACH));
    planned = { ...chosen, longest };
  } else if (best(win, sizes, longest).cardWidth >= now && (!layout.open || longest <= GROWN)) {
    // The longest cascade fits at the size shown: it stays, unless the
    // cards had shrunk and the planned size has room again.
    const back = (now < planned.cardWidth || layout.cardHeight < planned.cardHeight) && best(win, sizes, longest + SPARE).cardWidth >= planned.cardWidth && longest + SPARE <= GROWN;
    if (!back && sameRoom) return null;
    // Less room (or more) in the same window: the cards as they are, the cascades' room anew.
    kept = !back;
    chosen = back ? planned : { cardWidth: now, topRows: layout.topRows };
  } else chosen = best(win, sizes, longest + SPARE);
  const { cardWidth, topRows } = chosen;
  const room = height - header - footer - (2 + topRows) * gap;
  const index = Math.min(Math.max(least, Math.round(cardWidth * share)), Math.floor((cardWidth - 2) / INDEX_FIT));
  // The planned size opens up where the window has height to spare;
  // cards shrunk for a long cascade keep the usual shape.
  const widest = widestFor(win, { cascades, topColumns: topRows === 1 ? cells + foundations : Math.max(cells, foundations) });
  const shaped = kept ? { cardHeight: layout.cardHeight, index: layout.index, open: layout.open }
    : chosen === planned || !now ? opened({ cardWidth, widest, topRows, index, room, gap }, planned.longest) : { cardHeight: Math.round(cardWidth * RATIO), index, open: false };
  if (!now) planned.cardHeight = shaped.cardHeight;
  if (now && cardWidth === now && topRows === layout.topRows && shaped.cardHeight === layout.cardHeight && sameRoom) return null;
  const { cardHeight } = shaped;
  const cascadeHeight = cascadeHeightOf({ room, topRows, gap, cardHeight });
  return {
    shape: shapeKey,
    game,
    room: height - header - footer,
    topRows,
    cardWidth,
    cardHeight,
    index: shaped.index,
    gap,
    // Screens with height to spare fan the deal's cascades as wide as
    // their room allows, up to TALL_FAN of a card; tall, narrow ones (a
    // phone upright) up to OPEN_FAN, nearly whole cards, which shows
    // more of each and gives fingers more to tap. Longer cascades
    // tighten (fanStep).
    // Kept cards keep their fan too: fanStep squeezes a cascade that no
    // longer fits the room left.
    fan: kept ? layout.fan : Math.max(cardHeight * FAN, shaped.index * 1.25, Math.min(cardHeight * (shaped.open ? OPEN_FAN : TALL_FAN), (cascadeHeight - cardHeight) / Math.max(1, planned.longest - 1))),
    cascadeHeight,
    open: shaped.open,
    planned,
  };
}

/** The height the cascades have below the top rows, for cards `cardHeight` tall. */
function cascadeHeightOf({ room, topRows, gap, cardHeight }) {
  return Math.max(cardHeight, room - (topRows - 1) * (cardHeight + gap) - cardHeight);
}

/**
 * The card height and corner index of the planned size, opened up on a
 * tall, narrow screen (a phone held upright), where eight cascades' width
 * makes the cards small and leaves most of the height empty: the index
 * grows to TALL_INDEX px and the cards grow taller, up to TALL_RATIO, so
 * that a deal's cascades of `longest` cards, fanned OPEN_FAN of a card
 * apart, reach down the screen (the cards as wide as the window lets
 * them, `widest`). Both only as far as a cascade of GROWN
 * cards still shows every index: the cards then keep their size through
 * any game. Elsewhere the height limits the cards first, and they keep
 * the usual shape and index.
 */
function opened({ cardWidth, widest, topRows, index, room, gap }, longest) {
  const usual = Math.round(cardWidth * RATIO);
  // A cascade of GROWN cards with its corner indexes showing, under top rows of cards `h` tall.
  const holds = (h, i) => cascadeHeightOf({ room, topRows, gap, cardHeight: h }) - h >= (GROWN - 1) * i * STEP_PER_INDEX;
  const tallIndex = index < TALL_INDEX && TALL_INDEX * INDEX_FIT <= cardWidth - 2 && holds(usual, TALL_INDEX) ? TALL_INDEX : index;
  // The card height at which the deal's cascades, fanned `fan` apart, fill their room.
  const filling = (fan) => (room - (topRows - 1) * gap) / (topRows + 1 + Math.max(0, longest - 1) * fan);
  // The width limits the cards, and cascades fanned TALL_FAN apart would
  // leave much of the height unused: the screen is tall for its width.
  const open = cardWidth >= Math.floor(widest) && filling(TALL_FAN) > usual * TALL_SPARE;
  if (!open) return { cardHeight: usual, index, open };
  let cardHeight = Math.max(usual, Math.min(Math.floor(filling(OPEN_FAN)), Math.floor(cardWidth * TALL_RATIO)));
  while (cardHeight > usual && !holds(cardHeight, tallIndex)) cardHeight -= 1;
  return { cardHeight, index: tallIndex, open };
}

/** The fan step of a cascade of `n` cards, squeezed so the cascade fits. */
export function fanStep(layout, n) {
  if (n < 2) return layout.fan;
  return Math.max(0, Math.min(layout.fan, (layout.cascadeHeight - layout.cardHeight) / (n - 1)));
}

/**
 * Whether a covered card fanned `step` apart shows its middle (style.css
 * `.cascade.open`): only when the card on it leaves all of it in sight,
 * from the top down to MIDDLE_END of the card.
 */
export function showsMiddle(layout, step) {
  return step >= layout.cardHeight * MIDDLE_END;
}
